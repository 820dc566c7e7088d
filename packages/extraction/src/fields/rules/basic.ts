// basicInformation.emp_type, term_prov, contract_dur_renew; term_prov's reader of the employer's termination routes is
// term-routes.ts, contract_dur_renew's reader of the term and its renewal is term/term-and-renewal.ts.
import type { Ctx } from '../context.js';
import type { Candidate } from '../candidates.js';
import { SUPERSEDED } from '../language.js';
import { deniedAt } from '../negation/index.js';
import { PHYSICIAN } from '../party-words.js';
import { EVEN, MARGIN_SPAN } from '../confidence.js';
import { anyOf, around } from '../alternatives.js';
import { aboutLeaving } from '../document-inputs.js';

// term_prov's and contract_dur_renew's readers, kept where the field list of this file's header says they are.
export { terminationWithoutCause } from './term-routes.js';
export { termAndRenewal } from './term/term-and-renewal.js';

const ENGAGE = around(String.raw`\b`, [
  String.raw`employ|employs|employment|engage|engages|engagement|appoint|appoints|appointment|hire|position|basis|accepts`,
  String.raw`work for|will work|schedule|services as|provide services|commitment`,
], String.raw`\b`);

/** Staff, help or facilities provided part time: "part-time secretarial support", "a part-time assistant", "part-time access to an office". */
const PART_TIME_RESOURCE = /\bpart[- ]time (?:access|use|assistance|assistants?|secretar\w*|clerical|administrative|support|staff|help|nurs\w*|scribes?|coverage of|office)\b/g;

/** The physician's own full-time duties, named by a possessive: "your full-time duties", "the Doctor's full-time position". */
const OWN_FULL_TIME = String.raw`\b(?:his|her|their|your|(?:the )?(?:${PHYSICIAN})'s) full[- ]time`;

/** Full-time work that is not this engagement: a later job elsewhere, a dependant at school. */
const NOT_THIS_ENGAGEMENT = anyOf([
  // "accepts other full time employment during his severance period".
  String.raw`\b(?:other|another|new|subsequent|alternative|comparable|future)\s+full[- ]time\s+(?:employment|position|job|work|engagement)\b`,
  String.raw`\b(?:secures?|obtains?|accepts?|finds?|takes?|seeks?|commences?)\b[^.;]{0,30}\bfull[- ]time\b[^.;]{0,60}\b(?:elsewhere|with (?:any|another|a new|other|a subsequent)\b)`,
  // The later employer may be named as the one employing him: "full-time employment by another employer".
  String.raw`\bfull[- ]time (?:employment|position|job|work)\b[^.;]{0,40}\b(?:elsewhere|(?:with|by|for) (?:any|another|a new|other|a subsequent) (?:employer|entity|company)|with any entity)\b`,
  // A status only supposed, to measure what a leaving employee keeps ("accrues service as if he were a regular full-time
  // employee"): he is not one.
  String.raw`\bas (?:if|though) (?:you|he|she|they|(?:the )?[a-z]+) (?:were|was|had (?:been|remained)|remained) (?:still )?(?:an? )?(?:regular |active )?full[- ]time\b`,
  String.raw`\b(?:school|student|college|dependent|child(?:ren)?)\b[^.;]{0,40}\bfull[- ]time\b`,
  String.raw`\bfull[- ]time\b[^.;]{0,20}\b(?:student|school)\b`,
  // A later job that ends what the severance keeps going ("cover lasts until he starts full-time work"): not this one.
  String.raw`^(?=[^]*\b(?:terminat|severance|separation)\w*)[^]*\b(?:until|unless|once|if|upon|after|when)\b (?:the )?(?:[a-z]+ ){0,2}(?:commences?|begins?|obtains?|accepts?|secures?|starts?)\b[^.;]{0,15}\bfull[- ]time (?:employment|work|job|position)\b`,
  // The later job named by the day it starts ("until the day on which he takes up full-time work") or as taken already in
  // a clause about the ending ("after leaving, he has accepted a full-time post abroad"): the next employer's, not this one.
  String.raw`\b(?:date|day|time) (?:on which|that|when|upon which) (?:you|he|she|(?:the )?[a-z]+) (?:first )?(?:secures?|obtains?|accepts?|commences?|starts?|begins?|finds?|takes? up)\b[^.;]{0,15}\bfull[- ]time\b`,
  String.raw`^(?=[^]*\b(?:terminat|severance|separation|following (?:his|her|your) (?:departure|resignation))\w*)[^]*\b(?:has|have|had) (?:since |already )?(?:accepted|taken|secured|obtained|found|commenced) (?:an? |other )?full[- ]time\b`,
  // Others' status as the yardstick of a benefit ("the same cover as given to full-time staff"): no status of his own.
  String.raw`\b(?:same|comparable|equivalent|similar|equal)\b[^.;]{0,80}\b(?:as|that|which) (?:is |are )?(?:then )?(?:provided|given|offered|available|made available|applicable) to (?:the |its |all |other )?(?:[a-z]+ ){0,2}full[- ]time\b`,
  // What the employer pays for its full-time staff as the measure of a payment to him ("a sum equal to the share of the
  // health premium it pays for full-time employees"): others' status again.
  String.raw`\b(?:share|portion|part|amount|cost)\b[^.;]{0,80}\b(?:it|the (?:company|employer|corporation|bank))\b (?:then |currently |customarily )?(?:pays|provides|contributes|bears) (?:for|to|on behalf of) (?:its |other |active |similarly situated )?(?:[a-z]+ )?full[- ]time (?:employees|staff|personnel)\b`,
  // A refusal or failure to work full time named as a ground of cause: a ground for dismissal, not the engagement itself.
  String.raw`\bcause\b[^]*\b(?:refus\w*|fail\w*|neglect\w*) to (?:perform|devote|render|provide)\b[^.;]{0,80}\bfull[- ]time\b`,
  // The measure of a disability ("unable to perform his duties on a full-time basis for 120 days"): a test, not the engagement.
  // Not the physician's own full-time duties named there ("keeps him from his full-time duties"): those are this engagement's.
  String.raw`\b(?:disab\w*|incapacit\w*|illness|unable|inability|injury)\b[^.;]{0,140}\bfull[- ]time\b(?<!${OWN_FULL_TIME})|\bfull[- ]time\b(?<!${OWN_FULL_TIME})(?! (?:duties|position|employment|job|responsibilities)\b)[^.;]{0,80}\b(?:disab\w*|incapacit\w*|illness|injury)\b`,
]);
/** Whose time: "his", "his/her", "his or her", "the Executive's". */
const OWNER = String.raw`(?:(?:his|her|their|your)(?:\s*(?:\/|or)\s*(?:his|her))?|the ${PHYSICIAN}'s|${PHYSICIAN}'s)`;
/** The kind of time: "business", "normal working", "full and undivided". */
const TIME_KIND = String.raw`(?:(?:business|working|professional|productive|full|normal|regular|usual|customary|ordinary|undivided|and)\s+)*`;
/**
 * The physician gives the employer his whole working time: "devote his full business time", "substantially all of his
 * working time", "all of his/her time and efforts", "all of his normal working time", "full and undivided time".
 */
const DEVOTES_WHOLE_TIME = around(String.raw`\bdevote[sd]?\b[^.;]{0,40}?\b`, [
  String.raw`full|entire|whole|(?:the )?whole of|(?:substantially )?all(?: of)?`,
], String.raw`\s+(?:${OWNER}\s+)?${TIME_KIND}time\b`);

/**
 * The whole working time named without the verb, or with another one: "his substantial full business time throughout
 * the Term", "shall give the entire working time". A business or working time, so not "full time" of any other kind.
 */
const WHOLE_BUSINESS_TIME = new RegExp(String.raw`\b(?:${OWNER}|the|all of)\s+(?:substantial(?:ly)?\s+)?(?:full|entire|whole)\s+(?:(?:normal|regular|usual)\s+)?(?:business|working|professional)\s+time\b`);

/** "shall devote her skill, effort and business time exclusively to the affairs of the Clinic". */
const WORKING_TIME_EXCLUSIVELY = /\bdevote[sd]?\b[^.;]{0,60}?\b(?:business|working) time (?:solely|exclusively|wholly|entirely)\b/;

/** Hours owed once the employment is over: a consulting period after termination. */
const AFTER_THE_EMPLOYMENT = /\b(?:after|following|upon) (?:the |such |his |her )?(?:termination|separation|expiration|resignation|end)\b|\bconsulting (?:period|hours|term)\b|\b(?:after|once|when) (?:the |his |her |your )?employment (?:ends|has ended|is over|terminates)\b/;

/**
 * A working-hours regime that is full time by law: a PRC labour contract's "standard working hour system" (against
 * the comprehensive or flexible systems and part-time work).
 */
const STANDARD_HOURS_SYSTEM = /\bstandard[- ]working[- ]hours?(?: system| regime| schedule)\b|\bstandard (?:working )?hours? system\b/;

/** A regime named only as the one not used: "under the integrated system (rather than the standard hours system)". */
const RULED_OUT = /\b(?:rather than|instead of|other than|not under|in place of)\b[^.;()]{0,30}$/;

/**
 * A set minimum of weekly hours below a full week, with no full-time statement: "devote no less than 20 hours per
 * week", "work a minimum of 16 hours each week". Not a cap ("up to ten hours per week") and not a consulting period.
 */
const WEEKLY_HOURS_FLOOR = /\b(?:devote|work|provide|render|spend)\w*\b[^.;]{0,60}?\b(?:no less than|not less than|at least|a minimum of|minimum of)\s+(?:[a-z-]+\s+)?\(?(\d{1,2})\)?\s+hours?\s+(?:per|each|a|every)\s+week\b/;

/** "shall give his undivided attention to the Clinic", "devote her full professional attention": the whole of his attention. */
/** Also "will devote all of his attention and skill to the Clinic's affairs". */
const DEVOTES_FULL_ATTENTION = /\b(?:devote[sd]?|give|gives|dedicate[sd]?)\b[^.;]{0,20}?\b(?:(?:his|her|their|your) (?:full|entire|undivided|exclusive|whole)|all (?:of )?(?:his|her|their|your)) (?:business |professional |working )?attention\b/;

/**
 * A part of the working time only: "shall devote one-half of his business time to the Company", "50% of her working
 * time". Read on the numeric form ("one-half" is "1-half" there).
 */
const PART_OF_WORKING_TIME = /\bdevote[sd]?\b[^.;]{0,40}?\b(?:(?:1-|one[- ]|a )?half|(?:1-|one[- ]|a )third|(?:1-|one[- ]|a )quarter|(\d{1,2})\s*(?:%|percent)) (?:of )?(?:his|her|their|your) (?:business |working |professional )?time\b/;
/** A range of working time ("from half to nearly all of her time, as needed"): neither whole nor part. */
const RANGE_OF_TIME = /\b(?:at least|between|from) (?:1-|one[- ]|a )?(?:half|third|quarter|\d{1,2}\s*%)\b[^.;]{0,20}\b(?:and|to) (?:up to )?/;
/** Both classes named in one list ("plans open to full-time staff and to part-time staff"): no one's status. */
const BOTH_CLASSES = /\bfull[- ]time\b[^.;]{0,40}\b(?:and|or)\b[^.;]{0,10}\bpart[- ]time\b|\bpart[- ]time\b[^.;]{0,40}\b(?:and|or)\b[^.;]{0,10}\bfull[- ]time\b/;
/** A full working week of the physician's own: "Party B works for 40 hours weekly", "the Doctor shall work 37.5 hours per week". */
const FULL_WORKING_WEEK = new RegExp(String.raw`\b(?:${PHYSICIAN}|party b)\s+(?:shall |will |must |is to |agrees to )?(?:work|works|be required to work)\b(?: for)?\s+(?:at least |a minimum of |not less than )?(\d{2}(?:\.\d)?)\s+hours?\s+(?:per week|a week|each week|every week|weekly)\b`);

/** "will give his full business efforts and time to the Clinic". */
const DEVOTES_FULL_EFFORTS_AND_TIME = /\bdevote[sd]?\b[^.;]{0,20}?\b(?:his|her|their|your) full (?:business |working |professional )?(?:efforts?|attention|energ(?:y|ies)|skill)(?:,)? (?:and|&) (?:business |working )?time\b/;

/** "shall devote his productive time, skill and attention to the business of the Clinic": all the time he works. */
/** Not "so much of her productive time as is necessary": a measure, not the whole. */
const DEVOTES_PRODUCTIVE_TIME = /\bdevote[sd]? (?:all (?:of )?)?(?:his|her|their|your) (?:working and )?productive time\b(?![^.;]{0,100}\bas (?:is |are |may be )?(?:necessary|needed|required)\b)/;

/** The physician's services given to this employer alone: "the Doctor's services shall be exclusive to the Clinic". */
const EXCLUSIVE_SERVICES = new RegExp(String.raw`\b(?:(?:the )?services of (?:the )?(?:${PHYSICIAN})|(?:his|her|their|the (?:${PHYSICIAN})'s) services) (?:shall|will) be (?:rendered )?exclusive(?:ly)? (?:to|for)\b`);

/** A labour contract's reduced working day or week (part-time work in civil-law systems): "a short working day of five hours". */
const SHORT_WORKING_TIME = /\b(?:short(?:ened)?|reduced|part(?:ial)?) working (?:day|week|time|hours)\b/;

/**
 * Part-time help in handing over the work during the notice of an ending ("in the month after notice is given she will
 * help part time to hand her duties to a successor"): the wind-down of the post, not its status.
 */
const PART_TIME_HANDOVER = /\bpart[- ]time\b[^.;]{0,80}\b(?:transition\w*|hand(?:ing)?(?: [a-z]+){0,3} over|handover)\b[^.;]{0,60}\b(?:successor|replacement|responsibilities|duties)\b|\b(?:following|after) (?:the )?(?:delivery|giving|service) of (?:a |the |any )?(?:notice of termination|termination notice)\b[^.;]{0,120}\bpart[- ]time\b/;
/**
 * A post worked full time first and part time in a later period ("until the end of 2031 full time; from January 2032 on a
 * part-time basis"): the status at the start is the one read (FIELDS.md: the start figure).
 */
const LATER_PERIOD = String.raw`(?:thereafter|afterwards|after (?:that|which|such (?:date|time|period))|(?:from|between|beginning|starting|commencing|effective)(?: on| as of)?(?: and after)? (?:(?:january|february|march|april|may|june|july|august|september|october|november|december|\d)|the (?:\w+ )?(?:anniversary|year|month|date|day)\b|(?:the )?(?:first|second|third|fourth|fifth|\d+(?:st|nd|rd|th)) (?:year|anniversary|month)\b))`;
// The later period is named by a date, an anniversary or "thereafter", so that a stray "from" between the two words
// ("full-time staff drawn from ... part-time clinics") does not read as a change of status.
const FULL_THEN_PART = new RegExp(String.raw`\bfull[- ]time\b[^]{0,400}?\b${LATER_PERIOD}[^.;]{0,160}\bpart[- ]time\b`);
/** Part-time consulting once the employment has ended: not the engagement's own status. */
const CONSULTING_AFTER = /\bpart[- ]time consult\w*\b/;
const EMPLOYMENT_ENDED = /\bemployment\b[^.;]{0,60}\b(?:is|has been|was|shall be) terminated\b|\b(?:after|following|upon) (?:the |such |his |her )?(?:termination|separation|expiration|resignation|end)\b/;

/** A fee by the hour or day: "$250 per hour", "1,500 dollars for each day", "a fee of $900 a day". */
const TIME_RATE = String.raw`\d[\d,]*(?:\.\d+)?\)?\s*(?:dollars\s*)?(?:\(\$?[\d,]+(?:\.\d+)?\)\s*)?(?:per|an|each|a|for each|for every|for any) (?:hour|day|half[- ]day)\b`;
/** Work done only when asked for, or only as actually done: "at the request of the Chief Executive", "for time actually spent". */
const ON_REQUEST = String.raw`(?:at the (?:request|direction) of|as (?:and when )?(?:requested|required|needed|directed) by|(?:when|if) (?:and when )?(?:requested|called upon|asked)|at (?:the )?[a-z]+'s request|upon request|on request|actually (?:worked|spent|performed|provided|rendered|devoted))`;
/**
 * Paid by the hour or day for work the company asks for ("$1,200 per day for each day services are performed at the
 * Company's request", "$300 an hour for time actually spent"): work as called on, per diem.
 * Not extra shifts paid on top of a full post ("additional call shifts at $150 per hour").
 */
const PAID_AS_REQUESTED = new RegExp(String.raw`${TIME_RATE}[^;]{0,120}?\b${ON_REQUEST}|\b${ON_REQUEST}\b[^;]{0,80}?${TIME_RATE}`);
const EXTRA_WORK = /\b(?:additional|extra|beyond|in excess of|moonlighting|call|overtime)\b/;
/** The fee itself is the hourly or daily rate: "shall pay Consultant $250 per hour for services". */
const FEE_BY_TIME = new RegExp(String.raw`\b(?:pay|paid|compensate[sd]?|fee|rate|compensation)\b[^;]{0,60}?${TIME_RATE}`);
/** The services are the ones the company asks for: "such advisory services as the Company may request from time to time", "advice as requested". */
const SERVICES_AS_REQUESTED = /\b(?:services|advice|assistance|consulting|work)\b[^.;]{0,100}?\b(?:as|when|that|which) (?:the )?(?:[a-z']+ ){0,4}(?:may|shall|will|does)? ?(?:from time to time )?(?:reasonably )?(?:request|requests|require|requires|requested|required)\b/;

/**
 * Help given once the employment is over ("after his employment ends, any day of assistance is paid per diem"): how
 * that help is paid says nothing of the employment itself. Not the end of a term, after which the work may go on per diem.
 */
const EMPLOYMENT_OVER = /\b(?:after|following|upon) (?:the )?(?:termination|end) of (?:the |his |her |your |(?:the )?[a-z]+(?:'|\u2019)s )?employment\b|\b(?:once|after) (?:the |his |her |your )?employment (?:ends|has ended|is over)\b/;

export function employmentType(ctx: Ctx): Candidate<string>[] {
  const score: Record<string, { s: number; clause?: Ctx['clauses'][number] }> = {};
  const add = (k: string, w: number, c: Ctx['clauses'][number]) => {
    const e = (score[k] ??= { s: 0 });
    e.s += w;
    if (!e.clause) e.clause = c;
  };
  // A fee by the hour or day in a document about leaving pays the help the former employee gives once the employment
  // is over, not the employment the document settles (corpus/real/ADJUDICATION-holdout50.md, ruling 14).
  const leaving = aboutLeaving(ctx.all);
  for (const c of ctx.clauses) {
    const t = c.num;
    const past = SUPERSEDED.test(t) || /\b(?:original|prior|previous|former)\b/.test(t);
    const engage = ENGAGE.test(t);
    const generic = /\b(?:its|other|all|similarly situated|applicable to|available to)\s+(?:[a-z]+\s+){0,2}?full[- ]time\b|\bfull[- ]time (?:employees|physicians|faculty|staff|service|hospitalists)\b/.test(t);
    const isTitle = c.heading === c.text && (/agreement/.test(t) || c.index < 5);
    const w = isTitle ? 3 : past ? 0.3 : engage && !generic ? 2 : generic ? 0.2 : 0.7;
    if (/\blocum tenens\b/.test(t) && !/\b(?:engage|use|retain) locum tenens\b|\blocum tenens (?:surgeons|physicians|coverage)\b/.test(t)) add('locum_tenens', w * 1.2, c);
    if (!EMPLOYMENT_OVER.test(t) && /\bper diem\b(?: [a-z-]+){0,2} (?:basis|physicians?|engagement|employee|position|contractor|services|agreement|staff|status|employment|work|[a-z]+ists?)\b|\b(?:as a|to|in) per diem\b/.test(t) && !/\bper diem (?:rate|allowance|reimbursement|expenses?|stipend)\b/.test(t)) add('per_diem', w * 1.2, c);
    // Part-time help or access given to the physician ("a part-time secretary", "part-time use of an office") is not his engagement.
    const partTime = t.replace(PART_TIME_RESOURCE, ' ');
    // A range of working time, or both classes named in one list, states no status of the physician's.
    const unstated = RANGE_OF_TIME.test(t) || BOTH_CLASSES.test(t);
    const fraction = PART_OF_WORKING_TIME.exec(t);
    if (fraction && !unstated && !past && (!fraction[1] || Number(fraction[1]) < 90) && !deniedAt(t, fraction.index)) add('part_time', 2, c);
    const week = FULL_WORKING_WEEK.exec(t);
    if (week && Number(week[1]) >= 35 && Number(week[1]) <= 60 && !past && !deniedAt(t, week.index)) add('full_time', 1.5, c);
    // Part-time consulting owed after the employment ends is no part-time employment.
    const consultingAfter = CONSULTING_AFTER.test(t) && EMPLOYMENT_ENDED.test(t);
    const later = PART_TIME_HANDOVER.test(partTime) || FULL_THEN_PART.test(partTime);
    if (/\bpart[- ]time\b/.test(partTime) && !unstated && !consultingAfter && !later && !deniedAt(partTime, partTime.search(/part[- ]time/))) add('part_time', w * 1.1, c);
    if (SHORT_WORKING_TIME.test(t) && !past && !deniedAt(t, t.search(SHORT_WORKING_TIME))) add('part_time', 1.5, c);
    if ((DEVOTES_PRODUCTIVE_TIME.test(t) || EXCLUSIVE_SERVICES.test(t)) && !past && !deniedAt(t, t.search(DEVOTES_PRODUCTIVE_TIME.test(t) ? DEVOTES_PRODUCTIVE_TIME : EXCLUSIVE_SERVICES))) add('full_time', 1.5, c);
    // "changes from full-time to per diem": the status left behind does not count; nor does full-time work elsewhere or at school.
    if (/\bfull[- ]time\b/.test(t) && !unstated && !deniedAt(t, t.search(/full[- ]time/)) && !/\bfrom full[- ]time to\b/.test(t) && !NOT_THIS_ENGAGEMENT.test(t)) add('full_time', w, c);
    // "the Doctor shall devote her full business time and attention to the Practice": a whole working time given to this employer.
    // Not where the time is expressly not required ("shall not be required to devote his full business time").
    const devotes = [DEVOTES_WHOLE_TIME, DEVOTES_FULL_EFFORTS_AND_TIME, WORKING_TIME_EXCLUSIVELY, DEVOTES_FULL_ATTENTION].map((re) => t.search(re)).find((i) => i >= 0);
    if (devotes !== undefined && !unstated && !fraction && !SUPERSEDED.test(t) && !deniedAt(t, devotes)) add('full_time', 2, c);
    else if (WHOLE_BUSINESS_TIME.test(t) && !SUPERSEDED.test(t) && !deniedAt(t, t.search(WHOLE_BUSINESS_TIME))) add('full_time', 1.5, c);
    const standard = STANDARD_HOURS_SYSTEM.exec(t);
    if (standard && !past && !RULED_OUT.test(t.slice(Math.max(0, standard.index - 40), standard.index))) add('full_time', 1.5, c);
    if (PAID_AS_REQUESTED.test(t) && !past && !leaving && !EXTRA_WORK.test(t) && !AFTER_THE_EMPLOYMENT.test(t)) add('per_diem', 1.5, c);
    const floor = WEEKLY_HOURS_FLOOR.exec(t);
    if (floor && Number(floor[1]) < 30 && !past && !unstated && !AFTER_THE_EMPLOYMENT.test(t)) add('part_time', 1.5, c);
    const fte = /(?<![\d.])(0?\.\d{1,2})\s*(?:\(|full[- ]time equivalent|fte)/.exec(t);
    if (fte && Number(fte[1]) < 0.95 && Number(fte[1]) >= 0.1 && engage && !past) add('part_time', 1.5, c);
    // "a 1.0 FTE position", "100% FTE": a whole full-time equivalent.
    // A 1.0 FTE named as a scale ("1.0 FTE equivalent $315,000, for reference", "the 1.0 FTE threshold") is not the position.
    if (/\b(?:1(?:\.0{1,2})?|100\s*%)\s*(?:\(1\.0\)\s*)?(?:full[- ]time equivalent|fte)\b/.test(t) && !fte && engage && !past && !/\b(?:equivalent|threshold|reference|pro-?rat\w*|scale|if)\b/.test(t.replace(/full[- ]time equivalent/g, ''))) add('full_time', 2, c);
  }
  // A fee by the hour or day in one clause and services on request in another: the same per diem work, less plainly said.
  const fee = ctx.clauses.find((c) => FEE_BY_TIME.test(c.num) && !EXTRA_WORK.test(c.num) && !AFTER_THE_EMPLOYMENT.test(c.num) && !SUPERSEDED.test(c.num));
  if (fee && !leaving && !score.per_diem && ctx.clauses.some((c) => SERVICES_AS_REQUESTED.test(c.num) && !AFTER_THE_EMPLOYMENT.test(c.num))) add('per_diem', 1, fee);
  const ranked = Object.entries(score).sort((a, b) => b[1].s - a[1].s);
  // Silent where the contract never says how much of the physician's time it takes (FIELDS: silence is null).
  if (!ranked.length) return [];
  const [top, second] = ranked;
  const margin = second ? top[1].s / (top[1].s + second[1].s) : 1;
  return [{ value: top[0], clause: top[1].clause!, strength: EVEN + MARGIN_SPAN * margin }];
}
