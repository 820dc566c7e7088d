// term_prov's reader of the employer's termination routes (terminationWithoutCause): whether and how the
// employer may end the employment without a ground (either party's notice, a discretion, an at-will clause, a
// priced ending, an end-of-term non-renewal window) or only on grounds. Moved out of basic.ts, which re-exports it.
import type { Ctx } from '../context.js';
import type { Candidate } from '../candidates.js';
import { findDurations, noticeDays, type Duration } from '../durations.js';
import { RECITES_OTHER, withoutAbbreviationStops, withoutCaptionRefs } from '../language.js';
import { deniedAt } from '../negation/index.js';
import { nearbyText } from './nearby.js';
import { amendsEarlier } from './in-force.js';
import { recordsLeaving } from '../document-inputs.js';
import { amendedEndingPaid } from '../amended-ending.js';
import { EMPLOYER, PHYSICIAN } from '../party-words.js';
import { LABELLED, STATED, PLAIN, LIKELY, INDIRECT, WEAK, FALLBACK, above, below, NOTCH } from '../confidence.js';
import { anyOf, around } from '../alternatives.js';

/** A defined word may be quoted where it is used: without "Cause". */
const Q = `["']?`;
/**
 * Cause as contracts qualify it: "Cause", "good cause", "just cause", "serious cause", "justifiable cause", "sufficient
 * cause", "proper cause": the adjective narrows the ground, the ending without it is still one without a ground.
 */
const CAUSE = String.raw`${Q}(?:(?:good|just|serious|justifiable|sufficient|proper|valid|lawful) )?${Q}cause\b`;
/**
 * An ending at the employer's own discretion, the two named together: "may be terminated at Company's discretion", "in its
 * absolute discretion may end this contract whenever it chooses" (not a bonus "in its sole discretion" beside an ending).
 */
const DISCRETION = String.raw`\b(?:at|in) (?:(?:the )?(?:sole |absolute )?discretion of (?:the )?(?:${EMPLOYER}|board)|(?:its|(?:the )?${EMPLOYER}'s|(?:the )?board's) (?:sole |absolute )?discretion)\b`;
const AT_DISCRETION = String.raw`\bterminat\w*\b[^.;]{0,40}${DISCRETION}|${DISCRETION}[^.;]{0,40}\bterminat\w*`;
/**
 * "other than for Cause", "not for cause": the noun. Not the verb after an auxiliary ("does not cause the Executive to be
 * taxed", "shall not cause any loss").
 */
// Also the employer named in the exception, as a defined ending's list puts it: an ending "other than" one by the
// employer for Cause, then death and the other listed grounds.
// "Except for" with the ending named is the same exception ("is involuntarily terminated, except for a termination for
// Cause"); "except for cause" alone also follows "may not be terminated" and stays out.
const NOT_FOR_CAUSE = String.raw`\b(?:other than|(?<!\b(?:does|do|did|will|would|shall|should|could|can|cannot|may|might|must|to) )not) (?:(?:a |any )?(?:termination|dismissal|discharge) (?:based on|for|due to) |for )?${CAUSE}|\bother than:? (?:\(?[a-z0-9]{1,3}\) )?by (?:the )?(?:${EMPLOYER}|board) for ${CAUSE}|\bexcept (?:for )?(?:a |any )?(?:termination|dismissal|discharge) (?:based on|for|due to) ${CAUSE}`;
const WITHOUT_CAUSE = anyOf([
  String.raw`\bwithout (?:notice (?:or|and) )?${CAUSE}|\bfor any reason or (?:for )?no reason\b|\bfor (?:any|no) (?:other )?reason\b|\bfor convenience\b`,
  String.raw`\bwithout (?:stating|giving) (?:a )?(?:reason|cause)\b|${NOT_FOR_CAUSE}`,
  String.raw`\bfor (?:any )?reasons? other than\b|\bat[- ]will\b|${AT_DISCRETION}`,
]);
/**
 * The words that make a termination one without cause by themselves (not "for any reason", which also follows "upon
 * termination"): "without good cause", "for other than Cause", "for reasons other than misconduct", "at its discretion".
 */
// "for any reason whatsoever (other than his death or disability or a termination for cause)": every reason but cause.
const ANY_REASON_BUT_CAUSE = String.raw`\bfor any reason(?: whatsoever)?,? \(?(?:other than|except(?: for)?)\b[^.;)]{0,100}?\b${CAUSE}`;
/**
 * "For any reason other than" whose exception is an ending named by its section ("for any reason other than (i) as Section
 * 4(a)(iii) allows or (ii) under Section 6(b)"): which endings are excepted is not said here, so the words by
 * themselves do not make the ending one without cause.
 */
const NOT_A_SECTION = String.raw`(?!:? (?:\(?[a-z0-9]{1,4}\) )?(?:pursuant to|under|in accordance with|as (?:provided|described|set forth) in) (?:section|paragraph|article|clause|subsection)\b)`;
const PLAINLY_WITHOUT_CAUSE = new RegExp(String.raw`${ANY_REASON_BUT_CAUSE}|\bwithout (?:notice (?:or|and) )?${CAUSE}|\bfor convenience\b|${NOT_FOR_CAUSE}|\breasons? other than\b${NOT_A_SECTION}|\bat[- ]will\b|${AT_DISCRETION}`);

/** A plan, programme or policy as the thing amended or ended: "amend or terminate any such benefit plan". */
const PLAN_ENDED = /\b(?:amend|modify|suspend|change|alter|revise)\w*,? (?:or|and(?:\/or)?) (?:to )?(?:terminat|discontinu|end)\w* (?:any |the |such |its |all |each |these |those )*(?:[\w'-]+ ){0,4}(?:plans?|programs?|programmes?|polic(?:y|ies)|arrangements?|benefits?|perquisites?)\b/;

/** A period that is the notice itself ("30 days' written notice", "notice of 90 days"), not a term it ends or renews. */
function boundToNotice(text: string, x: { index: number; end: number }): boolean {
  const after = text.slice(x.end, x.end + 45);
  const direct = /^'?s?'? (?:prior |advance )?(?:written )?notice/.test(after) || (/^ of (?:prior |advance )?(?:written )?notice/.test(after) && !/\b(?:within|cure\w*|after)\s*$/.test(text.slice(Math.max(0, x.index - 20), x.index))) || /notice (?:period )?of (?:at least |not less than )?$/.test(text.slice(Math.max(0, x.index - 30), x.index));
  if (direct) return true;
  // "on written notice delivered ninety days beforehand": the notice, then the period it runs ahead.
  if (/\bnotice (?:given|delivered|provided|served|sent)\s*(?:at least |not less than |no less than |a minimum of )?$/.test(text.slice(Math.max(0, x.index - 40), x.index)) && /^\s*(?:in advance|beforehand|prior|before)\b/.test(after)) return true;
  // "by notice of the ending given no less than forty-five (45) days before it is to take effect".
  if (/\bnotice\b[^.;]{0,60}\b(?:at least|not less than|no less than|a minimum of)\s*$/.test(text.slice(Math.max(0, x.index - 90), x.index)) && /^\s*(?:prior|before|in advance|preceding)\b/.test(after)) return true;
  // A range's floor ("at least 12 days but no more than 40 days after his notice"): the least notice owed.
  if (/^\s*(?:but|and) (?:no|not) (?:more|later|longer) than [^.;]{0,25}?\b(?:days?|weeks?|months?)\)? (?:after|following|from) (?:the )?(?:date of |giving of |delivery of |receipt of )?(?:such |the |a |his |her )?(?:written )?notice\b/.test(text.slice(x.end, x.end + 120))) return true;
  const loose = /^([^.;]{0,40}?)(?:prior |advance )?(?:written )?notice/.exec(after);
  // "1 year terms unless either party gives notice": the figure belongs to the term.
  return !!loose && !/\b(?:terms?|unless|renew\w*|period of employment|anniversary)\b/.test(loose[1]);
}

/**
 * Either party may end the contract: "either party may terminate", "the Hospital or the Physician may end", "runs until
 * ended by either party on notice", "should either party wish to end this contract, it shall tell the other ...".
 */
const EITHER_MAY_END = new RegExp(String.raw`\b(?:either party|either of us|any party|each party|(?:${PHYSICIAN}|${EMPLOYER}) or (?:the )?[a-z]+) may (?:terminate|end|give (?:written )?notice\b[^.;]{0,40}\bto (?:terminate|end))\b|\b(?:(?:may|can) be )?(?:terminated|ended) by (?:either|any|each) (?:party|of (?:us|the parties))\b|\b(?:either|any|each) party (?:intends?|wish(?:es)?|desires?|decides?|elects?|wants?|chooses?) to (?:terminate|end)\b`);

/** The parties a clause names, as the rules read them, in the order written. */
const PARTY_MENTION = around(String.raw`\b`, [
  String.raw`either party|either of us|each party|each of the parties|both parties|the parties|any party`,
  String.raw`(?:the )?board(?: of directors)?|(?:the )?${EMPLOYER}|(?:the )?${PHYSICIAN}`,
], String.raw`\b`, 'g');
const BOTH = /^(?:either party|either of us|each party|each of the parties|both parties|the parties|any party)$/;

function partyOf(mention: string): 'employer' | 'physician' | 'both' {
  const m = mention.replace(/^the /, '');
  if (BOTH.test(m)) return 'both';
  if (/^board/.test(m) || new RegExp(`^${EMPLOYER}$`).test(m)) return 'employer';
  return 'physician';
}

/**
 * Who may end the employment in a clause: the party (or parties) before "may terminate", after "terminated by",
 * "at the option of". Notice the physician alone owes when resigning is not the employer's notice, and without
 * cause is the employer's kind of termination unless the physician is named as the one ending it.
 */
function enders(text: string): Set<'employer' | 'physician'> {
  const out = new Set<'employer' | 'physician'>();
  const add = (p: 'employer' | 'physician' | 'both') => { if (p === 'both') { out.add('employer'); out.add('physician'); } else out.add(p); };
  // Active: "the Company may terminate", "Executive may voluntarily resign", "the Company or the Executive may end".
  for (const v of text.matchAll(/\b(?:may|can|shall|will|might|(?:has|have|reserves?) the right to|(?:is|are|shall be) entitled to|elects? to|decides? to|determines? to)\s*(?:,[^,;.]{0,40},\s*|(?:at any time|\w+ly|also|further|thereafter)\s+){0,3}(?:terminate|end|resign|quit)\b|\b(?:terminates|resigns|quits)\b|\bvoluntarily (?:terminates?|ends?|resigns?|quits?)\b/g)) {
    const before = text.slice(Math.max(0, v.index! - 90), v.index!);
    const mentions = [...before.matchAll(PARTY_MENTION)];
    const last = mentions[mentions.length - 1];
    if (!last) continue;
    add(partyOf(last[0]));
    // "the Company or the Executive may terminate": both named as the subject.
    const prev = mentions[mentions.length - 2];
    if (prev && /^\s*(?:or|and|and\/or)\s*(?:the )?$/.test(before.slice(prev.index! + prev[0].length, last.index!))) add(partyOf(prev[0]));
  }
  // Passive: "terminated by the Company", "terminable by either party", "by action of the Board", "at the option of the Company".
  for (const v of text.matchAll(/\b(?:terminat\w*|ended|resignation)\b(?:[^.;]{0,60}?)\bby (?:action of |written notice (?:from|of) )?((?:the )?[a-z]+(?: [a-z]+)?)|\bat the (?:option|election|discretion) of ((?:the )?[a-z]+(?: [a-z]+)?)/g)) {
    const who = (v[1] ?? v[2]).match(new RegExp(`^${PARTY_MENTION.source}`));
    if (who) add(partyOf(who[0]));
    // "terminated by you or the Company": both named as the ones ending it.
    const also = who && new RegExp(String.raw`^\s*(?:or|and|and\/or) (${PARTY_MENTION.source})`).exec(text.slice(v.index! + v[0].length - (v[1] ?? v[2]).length + who[0].length));
    if (also) add(partyOf(also[1]));
  }
  // A right named with its holder: "the right of the Clinic to end the employment", "the power of the Board to dismiss".
  for (const v of text.matchAll(/\b(?:right|power|option)s? of ((?:the )?[a-z]+(?: [a-z]+)?) to (?:terminate|end|dismiss|discharge)\b/g)) {
    const who = v[1].match(new RegExp(`^${PARTY_MENTION.source}`));
    if (who) add(partyOf(who[0]));
  }
  if (/\b(?:either party|either of us|each party|both parties)\b[^.;]{0,60}\bterminat/.test(text)) add('both');
  // An ending against his will is the employer's, whoever the sentence makes its subject: "should her employment end
  // involuntarily and not for Cause", "upon an involuntary termination of his employment".
  if (INVOLUNTARY_ENDING.test(text)) add('employer');
  return out;
}

/** An ending said to be involuntary: not the physician's own choice, so the employer's. */
const INVOLUNTARY_ENDING = /\binvoluntar(?:y|ily)\b[^.;]{0,20}\bterminat\w*|\bterminat\w*\b[^.;]{0,20}\binvoluntarily\b/;

type Side = 'employer' | 'physician' | 'unsaid';

function sideOf(text: string): Side {
  const e = enders(text);
  if (e.has('employer')) return 'employer';
  // "Employee is terminated with or without cause, or resigns ...": the passive ending is not the physician's.
  if (e.has('physician') && !/\b(?:is|be|been|are|was|being)\s+(?:\w+ly\s+)?terminated\b(?![^.;]{0,60}\bby\b)/.test(text)) return 'physician';
  return 'unsaid';
}

/**
 * Items of a list joined in one sentence ("(i) the Company ends his employment for a reason other than Cause; or (ii) he
 * resigns for Good Reason"): each names its own party. The physician's resignation in one item does not make the
 * without-cause ending of another his.
 */
const NEXT_ITEM = /;\s*(?:(?:and|or|and\/or)\s+)?\(?(?:[a-z]|[ivx]{1,4}|\d{1,2})\)\s/g;

/** The side of a clause's ending, read from the item that holds the key when the clause's whole reads as the physician's. */
function sideOfItem(text: string, at: number): Side {
  const whole = sideOf(text);
  if (whole !== 'physician') return whole;
  let start = 0;
  let stop = text.length;
  for (const m of text.matchAll(NEXT_ITEM)) {
    const boundary = m.index! + 1;
    if (boundary <= at) start = boundary;
    else { stop = boundary; break; }
  }
  if (start === 0 && stop === text.length) return whole;
  const own = sideOf(text.slice(start, stop));
  return own === 'physician' ? whole : own;
}

/**
 * A sentence that opens by saying it repeats what another agreement sets ("As provided in the Employment Agreement, if
 * he is let go without Cause he is owed thirty days' notice"): that agreement's term told, not one this paper makes.
 */
const AS_THE_OTHER_SETS = /^(?:\(?[a-z0-9]{1,4}[.)]\s*)?as (?:set forth|set out|provided|stated|described|required) (?:in|by|under) (?:the|that|his|her|your|such) (?:[a-z]+ ){0,3}(?:agreement|contract)\b(?! (?:as amended|below|hereby))[^.;]{0,10},/;

/** A consequence of any ending ("upon termination of employment for any reason, Executive shall return ..."), not a right to end. */
const UPON_ENDING = /\b(?:upon|after|following|on|at|from|since|of) (?:the |such |any |his |her |your |a )?(?:date of |effective date of )?(?:termination|cessation|expiration|end)\b[^.;]{0,80}\bfor any reason\b/;

/** An agreed separation: the employment ends on a date the parties fix, classed as an ending without cause. */
const AGREED_SEPARATION = /\b(?:shall|will) (?:occur|end|terminate|take effect|be effective)\b[^.;]{0,20}\b(?:on|as of)\b[^.;]{0,80}\band (?:shall |will )?(?:be|constitute) (?:a |an )?["']?termination without ["']?cause\b/;

/**
 * The employer ending the employment for any reason at all, as a priced event: "if the Company terminates his employment
 * for any reason", "if, in the year after a merger, his employment is ended by the Company for any reason or none". Said
 * of the employer's own act, "for any reason" is a discharge that needs no ground (not "upon termination for any reason").
 */
const EMPLOYER_ENDS_FOR_ANY_REASON = new RegExp(String.raw`\b(?:${EMPLOYER}|board)\b (?:terminates|ends|discharges|dismisses)\b[^.;]{0,60}?\bfor any reason\b|\b(?:terminated|ended|discharged|dismissed)\b[^.;]{0,80}?\bby (?:the )?(?:${EMPLOYER}|board)\b,? for any reason\b`);

/** "treated as", "deemed as", "regarded as": the event is classed, not caused. */
const TREATED_AS = String.raw`\b(?:treat(?:ed|s)?|deem(?:ed|s)?|regard(?:ed|s)?|consider(?:ed|s)?|handle[sd]?)\b[^.;]{0,20}\bas `;
/**
 * An event treated or deemed as a termination without cause, the name often quoted ('treated as a "Termination Without
 * Cause"'); or an ending the parties fix on a date and class as one without cause ("the employment ends on May 1 and is a
 * Termination Without Cause"): an agreed separation, which gives the employer no right to end (ADJUDICATION-holdout37).
 * Said of the physician too: "if she stays disabled past sixty days she will be considered terminated without cause".
 */
const DEEMED_ENDING = new RegExp(String.raw`\b(?:be|been|is|are) (?:treated|deemed|regarded|considered) (?:to have been |as having been )?(?:terminated|dismissed|discharged) without ["']?cause\b|${TREATED_AS}(?:if|though)\b[^.;]{0,80}\bwithout ["']?cause\b|${TREATED_AS}(?:a |an )?["']?(?:termination|dismissal|discharge)\b[^.;]{0,60}\bwithout ["']?cause\b|${AGREED_SEPARATION.source}`);

/**
 * A term about something other than the employment that names a without-cause ending only as one of its triggers: when
 * restricted shares may be transferred, or whether legal fees are repaid. It neither grants the employer a right to end
 * the employment nor prices one (ADJUDICATION-holdout22, -24).
 */
// So is another arrangement the paper names as ended on notice (a storage arrangement either side may end at will on ten
// days' notice, "the sublease is terminable ..."): not the employment, nor the agreement itself.
const OTHER_SUBJECT = /\b(?:legal|attorneys?[']?|counsel) fees\b|\bthe (?!(?:employment|agreement|contract|engagement|term|services?|relationship|appointment|position|consult\w*|arrangement|employer|physician)\b)[a-z]+(?: [a-z]+)? (?:shall|will|is|may) be terminable\b|\b(?:terminat\w*|ended)\b[^.;]{0,80}\b(?:cause|reason)\b[^.;]{0,300}\bto exercise\b[^.;]{0,60}\b(?:options?|rights?|awards?)\b|\btransfers?\b[^.;]{0,20}\b(?:upon|following|after|on)\b[^.;]{0,160}\bwithout ["']?cause\b/;

/** "for any reason" attached to ending ("may terminate ... for any reason"), not "unable for any reason to perform". */
const ANY_REASON_ENDING = /\b(?:terminat\w*|end|resign\w*)\b[^.;]{0,80}\bfor (?:any|no) (?:other )?reason\b|\bfor (?:any|no) (?:other )?reason\b[^.;]{0,40}\b(?:terminat\w*|end|resign\w*)\b/;

/** "where the Employer for any other reason terminates her engagement": the employer as the one ending it on a ground of its own choosing. */
const EMPLOYER_ANY_OTHER_REASON = new RegExp(String.raw`\b(?:${EMPLOYER}|board)\b[^.;]{0,30}\bfor any other reason\b[^.;]{0,20}\bterminates\b`);

/**
 * Notice that comes from the physician: "by giving thirty days notice of such termination to Employer", "notice of
 * termination from Physician to the Company", "upon the Company receiving said 30 days' notice from Physician".
 */
const PHYSICIANS_NOTICE = new RegExp(String.raw`^[^.;]{0,60}?\bnotice\b[^.;]{0,40}?\b(?:to (?:the )?(?:${EMPLOYER}|board)\b|from (?:the )?${PHYSICIAN}\b|of (?:his|her|your|(?:the |such )?${PHYSICIAN}'s) (?:resignation|(?:intent|intention|decision) to (?:terminate|end|resign|leave))\b)`);
/** The physician's own choice named before a notice in the same sentence: "at the election of the Executive, ...". */
const PHYSICIANS_ELECTION = new RegExp(String.raw`\b(?:(?:election|option|choice) of (?:the )?${PHYSICIAN}|(?:(?:the )?${PHYSICIAN}'s|his|her|your) (?:election|option|choice))\b[^.;]*$`);
/** A notice period the physician is to keep: "the Doctor is to keep a notice period of two months". */
const PHYSICIAN_OBSERVES = new RegExp(String.raw`\b(?:the )?${PHYSICIAN} (?:shall|will|must|is to) (?:observe|keep|respect|give|serve) (?:a |the )?notice period\b[^.;]{0,20}$`);

/**
 * A ground the employer may end the employment on: a fault, a failure or inability to do the work, a permanent disability,
 * the closing of its business. Any of these, and no more, makes its right to end one "for cause only" (ADJUDICATION-holdout17).
 */
const ENDING_GROUND = /\bfor ["']?cause\b|\bfail(?:s|ed|ure)? to (?:perform|make|carry|fulfil\w*|render|provide|comply)\b|\b(?:unable|inability) to (?:perform|fulfil\w*|carry)\b|\bpermanent\w* (?:disab\w*|incapacit\w*)\b|\b(?:discontinu\w*|ceas\w*|clos\w*|wind\w*(?: up)?) (?:its |the )?(?:operations|business)\b|\bbreach\w*|\bderelict\w*|\bviolat\w*|\bcriminal\b|\bembezzl\w*|\bneglect\w*|\bmisconduct\b|\bconvict\w*|\bfelony\b|\bdishonest\w*|\bfraud\w*|\bfor (?:any one |any |one |either )?(?:of )?the following (?:causes|reasons|grounds|circumstances)\b/;
 /** A labour contract's employer, Party A, ending it: "Party A may cancel the contract", "Party A shall terminate". */
const LABOUR_EMPLOYER_ENDS = String.raw`\bparty a (?:may|can|shall|has the right to|is entitled to)\b[^.;]{0,20}\b(?:terminat\w*|cancel|dismiss|rescind)\b`;
/** The employer's right to end: "may terminate", "shall have the right to terminate", "may be terminated". */
const EMPLOYER_MAY_END = new RegExp(String.raw`\b(?:${EMPLOYER}|board)\b[^.;]{0,40}?\b(?:may|can|shall have the right to|has the right to|reserves the right to|is (?:hereby )?(?:entitled|given the (?:option|right)) to)\b[^.;]{0,40}\b(?:terminat\w*|dismiss|discharge|end|cancel)\b|${LABOUR_EMPLOYER_ENDS}`);
/**
 * The employment ends by itself on the events a list names ("the Doctor's employment shall terminate upon any of the
 * following events: (a) her death; ... (c) her conviction of a felony"): with a fault among them, endings for cause.
 */
const ENDS_ON_LISTED_EVENTS = /\b(?:employment|agreement)\b[^.;]{0,40}\b(?:shall|will) (?:automatically )?(?:terminate|end)\b[^.;]{0,40}\b(?:any|one|either) of the following\b[^.;]{0,20}:/;
/** "He may be terminated for cause": the employer's right, unnamed, when no one else is named as ending it. */
const MAY_BE_ENDED = /\bmay be (?:terminated|dismissed|discharged)\b/;
/** Cause as some contracts qualify it for a dismissal: "good and sufficient cause", "just cause". */
const QUALIFIED_CAUSE = String.raw`["']?(?:(?:good|just|sufficient)(?: and (?:sufficient|just|good))? )?["']?cause\b`;

/**
 * The employer's ending for cause as one entry of a list of who may end the employment and how: "the employment may be
 * ended as follows: (i) by the Doctor, on notice; (ii) by the Clinic for Cause".
 */
const LISTED_FOR_CAUSE = String.raw`\bmay be (?:terminated|ended)\b[^.]{0,40}?:[^.]{0,100}?;\s*(?:(?:and|or)\s+)?(?:\(?[a-z0-9]{1,4}\)\s*)?by (?:the )?(?:${EMPLOYER}|board) for ${QUALIFIED_CAUSE}`;

/**
 * An ending for cause named as an event: "(iv) its ending by the Board for cause", "if you are dismissed for Cause, you
 * will receive your salary through that date".
 */
const ENDED_FOR_CAUSE = new RegExp(String.raw`\b(?:terminat\w*|dismiss\w*|discharg\w*)\b[^.;]{0,40}\b(?:by|at the (?:sole |absolute )?(?:discretion|option|election) of) (?:the )?(?:${EMPLOYER}|board)(?: of directors)? (?:for|upon|on) ${QUALIFIED_CAUSE}|\b(?:the|such|any) (?:termination|dismissal|discharge) (?:is|be|shall be) for ["']?cause\b|\b(?:is|are|be|been) (?:terminated|dismissed|discharged) (?:by (?:the )?(?:${EMPLOYER}|board) )?for ["']?cause\b|${LISTED_FOR_CAUSE}`);

/**
 * Ending the contract left to a labour statute: "its termination, cancellation and extension shall follow the labour
 * law of the State and local rules". The employer may end it only on the grounds the law allows (ADJUDICATION-holdout21).
 */
const ENDING_BY_LABOUR_LAW = /\b(?:terminat\w*|cancell?ation|rescission|dissolution)\b[^.;]{0,80}\b(?:in (?:compliance|accordance|conformity) with|pursuant to|governed by|subject to)\b[^.;]{0,30}\blabou?r(?: [a-z]+)? (?:law|code|act|contract law)\b/;

/** The lead-in a list item reads with: the sentence just before it under the same heading that ends on a colon. */
function leadOf(ctx: Ctx, c: Ctx['clauses'][number]): string {
  if (!/^\(?[a-z0-9\u00a9]{1,3}\)\s/.test(c.num)) return '';
  for (let i = c.index - 1; i >= Math.max(0, c.index - 4); i--) {
    const p = ctx.clauses[i];
    if (p.heading !== c.heading) break;
    if (/:\s*$/.test(p.num)) return p.num;
  }
  return '';
}

/** Whether the notice a period belongs to comes from the physician, named after the period or just before it. */
function physiciansNotice(text: string, x: { index: number; end: number }): boolean {
  if (PHYSICIANS_NOTICE.test(text.slice(x.end))) return true;
  if (PHYSICIAN_OBSERVES.test(text.slice(Math.max(0, x.index - 90), x.index))) return true;
  // "written notice of termination given by the Physician to the Clinic (... no sooner than 60 days after that notice is received)".
  const before = text.slice(Math.max(0, x.index - 160), x.index);
  const last = before.lastIndexOf('notice');
  return last >= 0 && PHYSICIANS_NOTICE.test(before.slice(last));
}

/** "The 45th day after the Employer delivers written notice of termination to the Doctor": the notice in days. */
const DAY_AFTER_NOTICE = /\b(\d{1,3})(?:st|nd|rd|th) (?:calendar |business )?day (?:after|following) [^.;]{0,60}?\bnotice\b/;

/** Both parties owe the same notice to end: "Both parties will be required to give the other 30 days notice of their intention to terminate". */
const BOTH_GIVE_NOTICE = /\b(?:either|each|both) part(?:y|ies) (?:will|shall|must) (?:be required to )?(?:give|provide)\b[^.;]{0,80}\bnotice\b[^.;]{0,60}\bterminat|\bnotice of termination (?:of [a-z]+ )?by (?:either|each) party\b/;

/**
 * The employer's own right to end the employment whenever it chooses, with no ground named: "the Clinic may end your
 * employment at any time". Read per sentence; a ground, a condition or a notice in the sentence leaves it to other rules.
 */
const EMPLOYER_ENDS_AT_ANY_TIME = /\b(?:may|can|is free to|reserves the right to)\b[^.;]{0,15}\b(?:terminate|end)\b[^.;]{0,80}\bat any time\b/;
const GROUND_OR_CONDITION = /\b(?:causes?|following|breach\w*|default|fail\w*|cure|death|die|disab\w*|incapacit\w*|unable|illness|good reason|misconduct|notice|if|unless|upon|in the event|provided|subject to|only)\b/;

/**
 * The term lasts until either party gives notice to end it, no ground and no period named: "until notice of termination is
 * given in writing by either the Clinic or the Doctor to the other".
 */
const NOTICE_BY_EITHER = /\bnotice of termination\b[^.;]{0,60}\b(?:is|be|shall be|has been) given\b[^.;]{0,30}\bby (?:either|any|each) (?:party|(?:the )?[a-z]+ or (?:the )?[a-z]+)\b/;
const NOTICE_GROUND = /\b(?:cause|breach\w*|default|fail\w*|cure|death|die|disab\w*|incapacit\w*|unable|illness|good reason)\b/;

/** The price of an ending at will ("upon payment of a year's salary") is what it costs, not a ground or a condition of it. */
const PRICE = /\b(?:upon|on|against|by) (?:the )?(?:payment|paying)\b[^.;]*/g;

function employerEndsAtAnyTime(text: string): boolean {
  return withoutAbbreviationStops(text).split(/(?<=[.;])\s+/).some((s) => EMPLOYER_ENDS_AT_ANY_TIME.test(s) && !GROUND_OR_CONDITION.test(s.replace(PRICE, '')) && sideOf(s) === 'employer');
}

/**
 * The employer's promise of notice before it ends the employment, no ground named: "the Clinic will give two months'
 * written notice of its intention to end the employment", "should the Clinic decide to cancel the contract, it will give
 * sixty days' notice".
 */
const EMPLOYER_GIVES_NOTICE = new RegExp(String.raw`\b(?:${EMPLOYER}|board)\b (?:decides?|elects?|chooses?|wish(?:es)?|wants?|intends?) to (?:terminate|end|cancel)\b[^.;]{0,60}\b(?:it|(?:the )?(?:${EMPLOYER}|board)) (?:will|shall|must|agrees to) (?:give|provide|serve)\b[^.;]{0,30}\bnotice\b|\bnotice period (?:to be |that must be )?(?:observed|given|kept|respected) by (?:the )?(?:${EMPLOYER}|board)\b|\b(?:${EMPLOYER}|board)\b (?:will|shall|must|agrees to) (?:give|provide|serve)\b[^.;]{0,60}\bnotice\b[^.;]{0,40}\b(?:terminat\w*|end|dismiss\w*)\b|\b(?:termination|dismissal|discharge) (?:of [^.;]{0,30})?by (?:the )?(?:${EMPLOYER}|board)\b[^.;]{0,60}\b(?:must|shall|will|is to) (?:be given|receive|be provided with|be served with)\b[^.;]{0,30}\bnotice\b`);

/**
 * The least notice a "Notice of Termination" clause sets for every ending not for cause: "the date specified in
 * the Notice of Termination, being no fewer than ninety (90) days after its delivery", "in no event earlier
 * than 60 days from the date of such notice".
 */
const NOTICE_FLOOR = /\b(?:not|never|in no event) (?:be )?(?:less|earlier|sooner|fewer)(?: that| than) (?:the )?(?:[a-z]+ )?\(?(\d+)(?:st|nd|rd|th)?\)? (?:calendar )?days?\b/;

/**
 * The termination date of an ending not for cause, set a number of days after the notice of it: "if the employment is
 * ended other than for Cause or for death or disability, the thirtieth day after the Notice of Termination is received"
 * reads as "30 days following receipt of the notice"; the grounds excepted with cause (death, disability) may follow it.
 */
const DATED_AFTER_NOTICE = /\b(?:other than|without) (?:for )?["']?cause\b(?:,?\s*(?:or|and)\s+(?:by reason of |due to |on account of |because of |as a result of |for )?(?:(?:his|her|the [a-z]+'s)\s+)?(?:death|disability|incapacity)\b)*(?:\s*\([^()]{0,40}\))?,\s*(?:(?:the|a) (?:date|day) (?:that is |which is )?)?(\d{1,3}) (?:calendar )?days (?:following|after) (?:the )?(?:receipt of |delivery of |date of |giving of )?(?:the |such |a )?(?:written )?notice\b/;

/** The offer's or letter's terms kept in force subject to a notice that cancels or changes them (the employment goes on). */
const TERMS_CANCELLED = /\bterms of (?:this|the|your) (?:offer|letter)\b[^.;]{0,60}\b(?:valid|in effect|in force|apply)\b[^.;]{0,80}\bnotice\b[^.;]{0,30}\b(?:cancell?ation|change|modification|revision)\b/;

/**
 * A period the employment runs on for, or a notice period an amendment sets, in days: a period in years counted as twelve
 * months of thirty days (the corpus's convention for such periods, ADJUDICATION-holdout29), not as a calendar year.
 */
function periodDays(span: Duration): number | undefined {
  return span.unit === 'year' ? span.value * 12 * 30 : noticeDays(span);
}

/** A notice period set anew, its length after "to": "the notice period under Section 3a is hereby increased to one year". */
const NOTICE_PERIOD_SET = /\bnotice period\b[^.;]{0,80}?\b(?:is|shall be|will be) (?:hereby )?(?:increased|reduced|changed|amended|extended|shortened|lengthened) to ([^.;]{0,40})/;

/**
 * The employment runs until a set time after either side's notice: "shall continue until the later of June 30; or sixty (60)
 * days following written notice from either the Doctor or the Clinic".
 */
const RUNS_UNTIL_EITHERS_NOTICE = new RegExp(String.raw`\b(?:days?|weeks?|months?)\)? (?:following|after) (?:the )?(?:(?:prior )?written )?notice (?:from|by) either (?:party|(?:the )?(?:${PHYSICIAN}|${EMPLOYER}) or (?:the )?[a-z]+)\b`);

/** The sentence of a text around a position. */
function sentenceAt(text: string, at: number): string {
  const start = Math.max(text.lastIndexOf('. ', at), text.lastIndexOf('; ', at)) + 1;
  const stop = text.slice(at).search(/[.;](?:\s|$)/);
  return text.slice(start, stop < 0 ? undefined : at + stop);
}

/** A resignation named before a notice, with no employer acting (and no "either party") in between. */
/**
 * The physician's own leaving, named as a resignation or as his choice to end the employment: "should you decide to
 * leave your job", "if the Doctor elects to end her employment".
 */
const PHYSICIAN_LEAVES = String.raw`\bresign\w*\b|\b(?:you|(?:the )?(?:${PHYSICIAN})|he|she)\s+(?:decides?|elects?|wish(?:es)?|chooses?|wants?) to (?:end|terminate|leave|quit)\b`;
const RESIGNS_BEFORE = new RegExp(String.raw`(?:${PHYSICIAN_LEAVES})(?:(?!\b(?:either|part(?:y|ies))\b|\b(?:${EMPLOYER}|board)\b\s+(?:may|shall|will|can|terminat\w*|elect\w*|decid\w*|giv\w*))[^.;])*$`);

/** The words of ending a contract or an employment: "terminate", "terminable", "end the employment", "cancel this contract", "resign". */
// A dismissal is an ending too ("if you are dismissed without cause, ..."), though the sentence never says "terminate".
const ENDING_WORD = /\bterminat|\bterminab|\bdismiss(?:al|als|ed|es)?\b|\bend(?:s|ed|ing)?(?:, [^,.;]{0,30},)? (?:this|the|your)\b|\b(?:be|been|is|are) ended\b|\bresign|\bat[- ]will\b|\bcancel\w*|\brescind\w*|\brescission\b/;


/** A period to put a fault right: "a reasonable chance to cure", "the opportunity to cure", "a cure period". */
const WITHOUT_CAUSE_KEPT = /\bwithout ["']?cause\b[^.;]{0,60}\b(?:is|are) (?:not amended|unchanged|not changed|not modified)\b|\bwithout ["']?cause\b[^.;]{0,60}\b(?:remains?|shall remain|continues?|shall continue) (?:unchanged|in (?:full )?(?:force|effect))\b/;
const CURE = /\b(?:chance|opportunity|right|period|time) to cure\b|\bcure period\b/;

/** "may terminate, without liability, ... for any reason": a cost waived, which denies nothing of the ending. */
/**
 * An ending named as a noun just before "without cause", after a preposition or a possessive: "at the time of the
 * Executive's termination without Cause", "upon her dismissal". Not "no termination" (denied outright, read apart).
 */
const NAMED_ENDING = new RegExp(String.raw`\b(?:of|upon|on|after|following|before|prior to|at|by reason of|in connection with|due to)\s+(?:(?:the|his|her|your|any|such|a|(?:the )?[a-z]+'s)\s+)+(?:termination|dismissal|discharge)(?:\s+of (?:his |her |your |the )?(?:employment|services))?(?:\s+by (?:the )?(?:${EMPLOYER}|board))?\s*$`);
/**
 * An earlier end of the term that a party other than the physician may set: "or such earlier date as the Bank may fix on
 * 60 days' written notice", "the Board may, at its option, name an earlier date as the last day of the Term".
 */
const EARLIER_END_BY_NOTICE = new RegExp(String.raw`\b(?:such |any |an )?earlier (?:date|time)\b,? (?:as|that|which|on which) (?!(?:the )?${PHYSICIAN}\b)(?:the )?[a-z]+(?: [a-z]+)?,? (?:may|shall|can)\b[^.;]{0,80}?\bnotice\b[^.;]{0,30}|\b(?!${PHYSICIAN}\b)[a-z]+,? (?:may|reserves the right|shall have the right|has the right|is entitled)\b[^.;]{0,60}?\b(?:establish|set|fix|designate|select|choose|determine|specify|name)\b[^.;]{0,30}?\bearlier (?:date|time|ending date|end date|termination date|expiration date)\b[^.;]{0,160}`);
/**
 * A without-cause ending that takes effect only after a last period the employment runs on for: "if the Clinic ends the
 * contract without cause, the employment shall continue for a final period of six months from that notice".
 */
const LAST_PERIOD = /\bwithout ["']?cause\b[^.;]{0,160}?\b(?:shall|will) (?:be|continue|run|remain in effect)\b[^.;]{0,40}?\bfor (?:a |an |one )?(?:final|further|last|additional|remaining) ((?:period of )?[^.;]{0,40}?)(?:period|term)?\b(?:\s*\(|,|\s+(?:commencing|beginning|starting|from|following|after))/;
// "This paragraph is void and of no effect if the employment ends for any reason": the "no" is the clause's, not the ending's.
const WITHOUT_COST = /\bwithout (?:any )?(?:liability|penalty|prejudice|further (?:liability|obligation))\b|\bof no (?:further )?(?:force(?: (?:and|or) effect)?|effect)\b/g;
function withoutCost(text: string): string {
  return text.replace(WITHOUT_COST, (m) => ' '.repeat(m.length));
}

/**
 * Employment at will only after the term has expired: "if the employment continues after the expiration of the Term, it
 * will be at will", "any employment beyond the end of the term shall be at-will", "his post-expiration employment is at will".
 */
const AT_WILL_AFTER_TERM = /\b(?:after|following|beyond|past) (?:the )?(?:expiration|expiry|end|close) of (?:the|its|this) (?:initial |employment )?(?:term|agreement|employment period)\b[^.;]{0,80}\bat[- ]will\b|\bpost-?(?:expiration|termination|term)\b[^.;]{0,40}\bat[- ]will\b/;

/** A refusal to renew the term named just before "without cause": "its failure to renew this Agreement is", "a non-renewal". */
const RENEWAL_REFUSED = /\b(?:fail\w* to|not to|refus\w* to|declin\w* to|does not|do not|did not|elects? not to) (?:renew|extend)\b[^.;]{0,50}$|\bnon-?renewal\b[^.;]{0,30}$/;

/** A new post the paper itself gives him: "the Company will employ him as its adviser". */
const EMPLOYS_ANEW = /\b(?:will|shall|agrees to|hereby) employs?\b/;

/**
 * A paper recording that the employment has ended or ends on a date it fixes (document-inputs.ts `recordsLeaving`): the
 * employer is left no right to end it, and its mentions of an ending without cause only price that departure
 * (ADJUDICATION-holdout47 point 4, -holdout52). Not a paper that goes on to employ him in another post: he resigned an
 * office, not the employment.
 */
function leavingRecorded(ctx: Ctx): boolean {
  return recordsLeaving(ctx.all) && !ctx.clauses.some((c) => EMPLOYS_ANEW.test(c.num));
}

export function terminationWithoutCause(ctx: Ctx): Candidate<string>[] {
  if (leavingRecorded(ctx)) return [];
  const out: Candidate<string>[] = [];
  // Where the document records such a separation, its other mentions of an ending without cause refer to that one.
  const separated = ctx.clauses.some((c) => AGREED_SEPARATION.test(c.num));
  let forCauseOnly: Candidate<string> | undefined;
  /** A statement that the employer may end the employment without cause (the right exists, its notice aside). */
  let right: Candidate<string> | undefined;
  for (const c of ctx.clauses) {
    const titled = /without cause|for convenience|termination by (?:either|notice)|at[- ]will/.test(c.title);
    const num = withoutCaptionRefs(c.num);
    const k = WITHOUT_CAUSE.exec(num);
    if (!k && !titled) continue;
    // An item of a list ("(c) At the election of the Company, upon 30 days' notice, with or without Cause.") under a lead-in that names the ending.
    const lead = leadOf(ctx, c);
    if (!ENDING_WORD.test(num + ' ' + c.title + ' ' + lead)) continue;
    // Another agreement's terms recited ("the parties acknowledge that Section 6 of the Employment Agreement provides
    // that ..."), to waive or record them, set nothing here; nor is an absence "without cause" a ground of ending.
    if (RECITES_OTHER.test(num) || AS_THE_OTHER_SETS.test(num)) continue;
    // A caption alone ("4. Termination Without Cause.") is read with the sentence it heads.
    const caption = num.split(' ').length <= 8 && !/\b(?:may|shall|will|can|is|are|be)\b/.test(num);
    const body = caption ? nearbyText(ctx, c, 1) : num;
    if (k && OTHER_SUBJECT.test(caption ? body : sentenceAt(num, k.index))) continue;
    // The ending without cause is of a consultancy that follows the employment ("if the Company ends his consulting
    // engagement without Cause"): he is then no employee, and the employment's own endings are not priced (ADJUDICATION-holdout29, -42).
    // The consultant named as the party ("the right to end work by the Consultant") is the engagement itself, not one that follows it.
    const beforeKey = k ? num.slice(Math.max(0, k.index - 110), k.index) : '';
    if (k && /\bconsult(?:ancy|ing (?:period|engagement|services|term|arrangement)|ant engagement)\b/.test(beforeKey) && !/\bemployment\b/.test(beforeKey)) continue;
    // What is ended at the employer's discretion is a plan or a programme, not the employment: "the Company may in its
    // discretion amend or terminate any benefit plan", "reserves the right to modify or end its bonus program".
    if (k && !PLAINLY_WITHOUT_CAUSE.test(num.replace(new RegExp(AT_DISCRETION, 'g'), '')) && PLAN_ENDED.test(num) && !/\b(?:employment|agreement|engagement|contract|services)\b[^.;]{0,30}\b(?:terminat|end)\w*|\b(?:terminat|end)\w* (?:(?:his|her|your|the|this|its) )?(?:[a-z]+'s )?(?:employment|agreement|engagement|contract|services)\b/.test(num)) continue;
    if (k && /\babsen(?:ce|t)\b[^.;]{0,12}$/.test(num.slice(Math.max(0, k.index - 20), k.index))) continue;
    // At will only once the term has run out ("should he stay on past the end of the Term, he stays on at will"): a
    // holdover's footing, not a route out of the term itself.
    if (k && AT_WILL_AFTER_TERM.test(sentenceAt(num, k.index))) continue;
    // "Without cause" that qualifies a decision not to renew ("if the Bank's failure to renew the term is without cause, it
    // shall pay ..."): an end-of-term choice priced, not a right to end the employment during the term.
    if (k && RENEWAL_REFUSED.test(num.slice(Math.max(0, k.index - 80), k.index))) continue;
    // "Without cause" naming an ending as an event ("if the award has not vested at the time of his termination without
    // Cause"): a negation there belongs to the sentence's own verb, not to the ending, which is only named.
    const nominal = !!k && NAMED_ENDING.test(num.slice(Math.max(0, k.index - 60), k.index));
    if (k && (/\bno termination without cause\b|\bneither\b[^.;]{0,80}\bwithout cause\b|\bmay not\b[^.;]{0,60}\bwithout cause\b|\bonly for ["']?cause\b|\bsolely for ["']?cause\b/.test(num) || (!nominal && deniedAt(withoutCost(num), k.index, k.index + k[0].length) && !/\bwith or without\b/.test(num.slice(Math.max(0, k.index - 12), k.index + 8)) && !/\bwith or without (?:[a-z]+ (?:or|and) )?(?:good |just )?["']?cause\b/.test(num)))) {
      forCauseOnly ??= { value: 'for cause only', clause: c, strength: PLAIN };
      continue;
    }
    if (k && !PLAINLY_WITHOUT_CAUSE.test(num) && !titled && !ANY_REASON_ENDING.test(num)) continue;
    // An ending already made, to be treated like one without cause ("his resignation will be handled as though the Clinic had
    // dismissed him without cause"): it prices that ending, and grants no right to end.
    if ((separated || DEEMED_ENDING.test(body)) && !/\b(?:may|can|shall have the right to|right to)\b[^.;]{0,40}\b(?:terminat|end|dismiss)/.test(body)) continue;
    const side = k ? sideOfItem(num, k.index) : sideOf(num);
    // Notice the physician owes to resign is not the employer's notice, nor a right to end without cause.
    if (side === 'physician') continue;
    // "Upon termination for any reason" and "unable for any reason to perform": no right to end is stated.
    const plain = PLAINLY_WITHOUT_CAUSE.test(num) || titled;
    const consequence = UPON_ENDING.test(num) && !plain;
    if (!consequence && (plain || EMPLOYER_ANY_OTHER_REASON.test(num) || (side === 'employer' && (EMPLOYER_ENDS_FOR_ANY_REASON.test(num) || /\b(?:may|can|shall have the right to|right to|reserves the right to|terminable)\b|\b(?:terminated|ended)(?: sooner| earlier)?:? by (?:either|each|any) party\b|\b(?:right|power|option)s? of (?:the )?[a-z]+(?: [a-z]+)? to (?:terminate|end|dismiss|discharge)\b/.test(num))))) {
      const conditional = /\b(?:if|in the event|should|upon|where|when)\b[^.;]{0,60}\bterminat/.test(num) && !/\b(?:may|can|shall have the right to|right to)\b[^.;]{0,40}\bterminat/.test(num);
      // A consequence the document itself attaches to a without-cause ending (an amendment's new severance text too)
      // shows the employer may end the employment so; only a recital of another agreement's terms does not (below).
      right ??= { value: '0 days notice without cause', clause: c, strength: conditional ? FALLBACK : above(INDIRECT, 2) };
    }
    if (consequence) continue;
    // Severance or repayment that mentions a without-cause ending is not the right to end.
    if (/\bseverance|repay|shall pay|will pay\b/.test(c.num) && !/\bnotice\b/.test(c.num)) continue;
    // A notice that gives a chance to cure belongs to an ending for a fault, not to one without cause.
    if (!plain && CURE.test(num)) continue;
    // A title without the figure ("Termination Without Cause.") reads the sentences that follow it, not the whole item.
    const own = /\bnotice\b/.test(c.num);
    const text = own ? c.num : nearbyText(ctx, c, 2);
    // "(i) the Executive agrees not to resign ... unless he gives three months' notice; and (ii) if the Company terminates
    // without Cause, ...": a notice bound to the resignation is the physician's, whatever else the sentence says.
    const d = findDurations(text).find((x) => {
      const before = text.slice(Math.max(0, x.index - 160), x.index);
      if (physiciansNotice(text, x)) return false;
      // A right that is the physician's to use ("at the Executive's election, upon a sale of the Company (an election he
      // may make on 30 days' notice)"): his notice, not the employer's.
      if (PHYSICIANS_ELECTION.test(before)) return false;
      // "(ii) if terminated for disability, thirty (30) days after notice ...; (iii) ... for any other reason": that ground's notice.
      if (/\b(?:disabilit\w*|incapacit\w*|death|good reason)\b[^.;()]{0,20}$/.test(before)) return false;
      // A window to put a fault right, counted from a notice ("for not less than thirty days after such notice (the Cure
      // Period) to remedy the condition"): a cure period, not the notice of an ending.
      if (/\b(?:cur(?:e|ed|es|ing)|remedy|remed(?:ied|ies|ying))\b/.test(text.slice(Math.max(0, x.index - 60), x.end + 80))) return false;
      // "The terms of this offer stay valid ... subject to 30 days' notice of cancellation": a notice that changes the terms, not the employment.
      if (TERMS_CANCELLED.test(sentenceAt(text, x.index))) return false;
      return boundToNotice(text, x) && !(RESIGNS_BEFORE.test(before) && !/\b(?:either|each|both|any) part(?:y|ies)\b|\bthe parties\b/.test(before));
    });
    const dayAfter = d ? undefined : DAY_AFTER_NOTICE.exec(text);
    // An ending without cause that runs the employment on for a last set period first: that period is its notice.
    const last = dayAfter ? undefined : LAST_PERIOD.exec(num);
    const lastSpan = last ? findDurations(last[1] + ' ').find((x) => x.unit !== 'hour') : undefined;
    const days = lastSpan ? periodDays(lastSpan) : d ? noticeDays(d) : dayAfter ? Number(dayAfter[1]) : undefined;
    if (!days) continue;
    out.push({ value: `${Math.round(days)} days notice without cause`, clause: c, strength: (titled ? above(LABELLED, 2) : STATED) - (own ? 0 : NOTCH) });
  }
  if (!out.length) {
    // "Either party may terminate this Agreement upon 90 days' notice", "the Company may terminate the employment by
    // giving 30 days' notice": no cause needed, though unsaid.
    for (const c of ctx.clauses) {
      const either = EITHER_MAY_END.test(c.num) || BOTH_GIVE_NOTICE.test(c.num) || RUNS_UNTIL_EITHERS_NOTICE.test(c.num);
      const gives = EMPLOYER_GIVES_NOTICE.test(c.num);
      if (!either && !gives && !(sideOf(c.num) === 'employer' && /\b(?:may|can|shall have the right to)\b[^.;]{0,40}\bterminat/.test(c.num))) continue;
      if (/\b(?:cause|breach|default|fail\w*|cure|death|die|disab\w*|incapacit\w*|unable|illness|good reason|non-?renewal|expir\w*)\b/.test(c.num)) continue;
      // "... notice ... must be served in writing two months in advance": the period of a notice named before it.
      // "... on written notice to the other side of three months", "given a notice of no less than 45 days": the period after the notice.
      const d = findDurations(c.num).find((x) => (/^[^.;]{0,40}notice/.test(c.num.slice(x.end, x.end + 45)) || (/\b(?:notice|notif\w*)\b/.test(c.num.slice(0, x.index)) && /^\s*(?:in advance|prior|before)\b/.test(c.num.slice(x.end))) || /\bnotice\b[^.;]{0,40}\bof (?:at least |not less than |no less than )?$|\bnotice period\b[^.;]{0,60}\b(?:is|shall be|will be|amounts to)\s+(?:at least |not less than |no less than )?$/.test(c.num.slice(Math.max(0, x.index - 60), x.index))) && !physiciansNotice(c.num, x));
      const days = d && noticeDays(d);
      if (days) out.push({ value: `${Math.round(days)} days notice without cause`, clause: c, strength: either ? below(INDIRECT, 5) : WEAK });
    }
  }
  if (!out.length) {
    // The term runs to a date "or such earlier date as the Company may set on 30 days' notice": the employer may bring
    // the end forward at will, on that notice (not the physician's own earlier date, nor one set for a ground).
    for (const c of ctx.clauses) {
      const m = EARLIER_END_BY_NOTICE.exec(c.num);
      if (!m || /\b(?:cause|breach|default|cure|death|disab\w*|incapacit\w*|good reason)\b/.test(m[0])) continue;
      const d = findDurations(m[0]).find((x) => boundToNotice(m[0], x));
      const days = d && noticeDays(d);
      if (days) { out.push({ value: `${Math.round(days)} days notice without cause`, clause: c, strength: below(INDIRECT, 3) }); break; }
      // No notice named: the employer may end the term early at will.
      if (!/\bnotice\b/.test(m[0])) right ??= { value: '0 days notice without cause', clause: c, strength: below(INDIRECT, 3) };
    }
  }
  if (!right) {
    const anyTime = ctx.clauses.find((c) => employerEndsAtAnyTime(c.num)) ?? ctx.clauses.find((c) => NOTICE_BY_EITHER.test(c.num) && !NOTICE_GROUND.test(c.num));
    if (anyTime && !forCauseOnly) right = { value: '0 days notice without cause', clause: anyTime, strength: below(INDIRECT, 2) };
  }
  if (!out.length && right) {
    // Where the employer may end without cause, an amendment that sets the agreement's notice period anew ("the notice
    // period defined in Section 3 is increased to six months"): that period, a year counted as twelve months of thirty days.
    for (const c of ctx.clauses) {
      const m = NOTICE_PERIOD_SET.exec(c.num);
      if (!m || sideOf(c.num) === 'physician') continue;
      const span = findDurations(m[1] + ' ').find((x) => x.unit !== 'hour');
      const days = span && periodDays(span);
      if (days) { out.push({ value: `${Math.round(days)} days notice without cause`, clause: c, strength: WEAK }); break; }
    }
  }
  if (!out.length && right) {
    // Where the employer may end without cause, a "Notice of Termination" clause that sets the least notice for every
    // ending but one for cause gives that ending's notice.
    for (const c of ctx.clauses) {
      if (!/\bnotice of termination\b|\bnotice of (?:such )?termination\b/.test(c.num)) continue;
      // The date an ending not for cause takes effect, a set time after its notice: that time is the notice.
      const dated = DATED_AFTER_NOTICE.exec(c.num);
      if (dated && sideOf(c.num) !== 'physician') {
        out.push({ value: `${Number(dated[1])} days notice without cause`, clause: c, strength: WEAK });
        break;
      }
      const f = NOTICE_FLOOR.exec(c.num);
      if (!f) continue;
      const scope = c.num.slice(Math.max(0, f.index - 220), f.index + 120);
      // The floor of one kind of ending only (disability, good reason, the physician's resignation) is not the employer's.
      if (/\b(?:disabilit\w*|good reason|death)\b/.test(c.num.slice(Math.max(0, f.index - 80), f.index)) && !/\bany other\b/.test(scope)) continue;
      if (sideOf(c.num) === 'physician') continue;
      out.push({ value: `${Number(f[1])} days notice without cause`, clause: c, strength: WEAK });
      break;
    }
  }
  // An amendment that prices a without-cause ending but leaves the other agreement's own without-cause section in force
  // ("Section 9.1 (Termination Without Cause) is unchanged and remains in effect"): the right and its notice are set in a
  // text not given here: no "0 days" is inferred, and a without-cause right exists, so neither is "for cause only".
  if (!out.length && ctx.clauses.some((c) => WITHOUT_CAUSE_KEPT.test(c.num))) return out;
  // An amendment that changes what the section headed by a without-cause ending pays, its instruction naming the section
  // by that heading alone (amended-ending.ts): the amendment's own words price such an ending, no notice stated.
  if (!right && !forCauseOnly) {
    const amended = amendedEndingPaid(ctx);
    if (amended) right = { value: '0 days notice without cause', clause: amended, strength: FALLBACK };
  }
  if (!out.length && right) out.push(right);
  if (out.length) return out;
  // The employer's remaining routes: a notice not to renew the term, and endings on grounds only (a fault, a disability, the
  // law's own grounds). A non-renewal window is its one way to end the employment without a ground, and so the without-cause
  // notice, even where grounds are listed too (ADJUDICATION-holdout22: h22-13); grounds alone give "for cause only".
  // The employer's ending paid by a section's benefits with no ground named: a right to end without cause, whatever
  // grounds elsewhere withhold the pay. Not against a denial of such a right read in another clause; one read in the same
  // clause is the exception that withholds the pay ("... unless the ending results from one of these, regardless of
  // whether any reason other than Cause exists"), not a denial of the right.
  const paidBySection = ctx.clauses.find((c) => {
    if (forCauseOnly && forCauseOnly.clause !== c) return false;
    const m = ENDING_PAID_BY_SECTION.exec(c.num);
    return !!m && !deniedAt(c.num, m.index, m.index + m[0].length) && !RECITES_OTHER.test(c.num);
  });
  if (paidBySection) return [{ value: '0 days notice without cause', clause: paidBySection, strength: FALLBACK }];
  const onGround = forCauseOnly ?? endingOnGroundsOnly(ctx);
  // The employer's ending priced with no ground named ("if the Company ends the employment, the Doctor receives the
  // salary left for the term"), and no ending for a fault anywhere: the employer may end it at will, no notice said.
  const priced = onGround ? undefined : ctx.clauses.find((c) => PRICED_ENDING.test(c.num) && !UNPRICED_GROUND.test(c.num));
  if (priced) return [{ value: '0 days notice without cause', clause: priced, strength: FALLBACK }];
  const window = nonRenewalWindow(ctx);
  // Where the term defers to endings set out elsewhere ("unless terminated earlier as provided in Paragraph 3") and none was
  // read here, those endings are in a text this one does not give: the window alone is not the employer's only route.
  // An amendment that rewrites the term with its window is read from its own text (ADJUDICATION.md thirteenth round, point 2;
  // h32-05, h35-04): the endings it defers to are the earlier agreement's, and the window stands as the notice.
  if (window && (onGround || amendsEarlier(ctx) || !ctx.clauses.some((c) => ENDINGS_ELSEWHERE.test(c.num)))) return [window];
  return onGround ? [onGround] : [];
}

/**
 * An ending for cause the clause grants or prices, not one it only names as an exception to something else ("good
 * reason means his removal as a director, except in connection with a termination by the Company for Cause").
 */
function forCauseNamed(text: string): boolean {
  const re = new RegExp(ENDED_FOR_CAUSE.source, 'g');
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const before = text.slice(Math.max(0, m.index - 90), m.index);
    if (/\b(?:except|excluding|other than|not including|save)\b[^.;,]{0,50}$/.test(before)) continue;
    // Named as the measure of another ending's rights: "the same rights as Section 8 provides in the case of a termination for Cause".
    if (/\b(?:same|like|identical)\b[^.;]{0,60}\b(?:as|that)\b[^.;]{0,50}\b(?:in the case of|in the event of|for|on|upon) (?:a|an|any|the|such)?\s*$/.test(before)) continue;
    return true;
  }
  return false;
}

/** Endings on grounds only, named or listed: "for cause only", a fault the employer may end the employment for. */
function endingOnGroundsOnly(ctx: Ctx): Candidate<string> | undefined {
  // Termination clauses that list only causes: "for cause only" is an inference.
  // Not a definition's test: "a termination shall be deemed for Cause only if ...".
  const causeOnly = ctx.clauses.find((c) => /\bonly for cause\b|\bsolely for cause\b|\bfor cause only\b(?! if\b)/.test(c.num));
  if (causeOnly) return { value: 'for cause only', clause: causeOnly, strength: LIKELY };
  // The employer may end the employment on a fault ground ("may terminate this Agreement for cause", "if the Employee
  // wilfully breaches his duties, the Employer may terminate"), and no clause gives it a right to end without one.
  // An ending for cause only named as an event ("if his employment is ended by the Company for Cause, this Agreement ends
  // too") says nothing of the other routes in an amendment: those are the earlier agreement's, in a text not given here.
  // An amendment that restates only the right to end for cause leaves the earlier agreement's other endings in force,
  // in a text not given here (ADJUDICATION-holdout46): a restated cause right alone is no "for cause only".
  const amends = amendsEarlier(ctx);
  const onFault = ctx.clauses.find((c) => ENDING_GROUND.test(withList(ctx, c)) && !(amends && /\bfor ["']?cause\b/.test(c.num) && !/\b(?:only|solely)\b/.test(c.num)) && (EMPLOYER_MAY_END.test(c.num) || ENDS_ON_LISTED_EVENTS.test(c.num) || (MAY_BE_ENDED.test(c.num) && sideOf(c.num) !== 'physician'))) ?? (amends ? undefined : ctx.clauses.find((c) => forCauseNamed(c.num)));
  if (onFault) return { value: 'for cause only', clause: onFault, strength: FALLBACK };
  const byLaw = ctx.clauses.find((c) => ENDING_BY_LABOUR_LAW.test(c.num));
  if (byLaw) return { value: 'for cause only', clause: byLaw, strength: FALLBACK };
  return undefined;
}

/**
 * No right to end the employment but the employer's notice not to renew, given a set time before a term ends ("the term
 * renews yearly unless the Clinic gives notice of non-renewal at least 60 days before it expires"): that notice is how the
 * employer ends the employment without a ground (ADJUDICATION-holdout13: an end-of-term window).
 */
function nonRenewalWindow(ctx: Ctx): Candidate<string> | undefined {
  for (const c of ctx.clauses) {
    if (!NON_RENEWAL.test(c.num) || !EMPLOYER_NOTIFIES.test(c.num)) continue;
    const d = findDurations(c.num).find((x) => x.unit !== 'year' && x.unit !== 'hour' && BEFORE_TERM_ENDS.test(c.num.slice(x.end, x.end + 60)) && !NOTICE_OF_TERMS.test(c.num.slice(Math.max(0, x.index - 160), x.index)));
    const days = d && noticeDays(d);
    if (days) return { value: `${Math.round(days)} days notice without cause`, clause: c, strength: FALLBACK };
  }
  return undefined;
}

/**
 * A notice before the term ends that announces the next term's pay or terms, not an ending ("shall tell the Doctor in
 * writing of her salary for the next term sixty days before the current term expires"): its lead time is no notice of non-renewal.
 */
const NOTICE_OF_TERMS = /\b(?:notice|notif\w*|inform\w*|advis\w*|tell|told)\b[^.;]{0,30}\b(?:of|as to|regarding|concerning)\s+(?:the |his |her |its |their |your |any )?(?:(?:new|revised|proposed|adjusted|annual|base|minimum|compensation|salary|incentive|bonus)\s+){0,3}(?:salary|compensation|pay|bonus\w*|terms|fees?|rates?|changes?|adjustments?|award)\b(?![^.;]{0,80}\b(?:not to renew|non-?renewal|terminat\w*)\b[^.;]{0,40}$)/;
/** A term that defers to termination provisions: "unless terminated earlier as provided in Section 3", "subject to the provisions for termination". */
const ENDINGS_ELSEWHERE = /\b(?:terminated|ended) (?:earlier|sooner|prior thereto)\b[^.;]{0,20}\b(?:as provided|in accordance with|pursuant to|under)\b|\b(?:earlier|sooner|prior) termination (?:as provided|in accordance with|pursuant to|under)\b|\bprovisions for (?:early |earlier )?termination\b/;

/**
 * A notice that the term will not go on: "its intent not to renew", "notice of non-renewal", "shall end at the close of the
 * current term", or a renewal that holds "unless either party gives notice to the contrary", "unless either side objects to
 * the extension in writing" or "unless the Clinic elects to end the employment and tells the Doctor"; a renewal that
 * holds unless a party simply notifies the other ahead of the term's end ("is extended a year unless either side notifies
 * the other ninety days before it ends", "is extended in the event that notice of termination is not given ... before").
 */
const NON_RENEWAL = /\b(?:not (?:to )?(?:renew|extend)|non-?renewal|will not be (?:renewed|extended)|shall (?:terminate|end) at the (?:end|close|expiration) of the (?:then[- ])?current term)\b|\b(?:renew|extend)\w*\b[^.;]{0,120}\bunless\b[^.;]{0,60}\bnotice (?:to the contrary|otherwise)\b|\b(?:renew|extend)\w*\b[^.;]{0,120}\bunless\b[^.;]{0,40}\b(?:objects? to (?:the |such |any )?(?:renewal|extension)|elects? to (?:terminate|end))\b|\b(?:renew|extend)\w*\b[^.;]{0,120}\bunless\b[^.;]{0,40}\b(?:notif(?:y|ies)|gives? (?:(?:prior |advance )?(?:written )?)?notice)\b|\b(?:renew|extend)\w*\b[^.;]{0,120}\b(?:in the event|if)\b[^.;]{0,20}\bnotice\b[^.;]{0,80}\b(?:is|has been|shall have been) not (?:given|delivered|served|provided|sent)\b/;
/**
 * The employer among those who give it: "the Clinic gives", "either party", "the Company or the Executive has notified",
 * "the Clinic fails to give", "either party hereto shall have notified", a notice "given by one party to the other".
 */
const EMPLOYER_NOTIFIES = new RegExp(String.raw`\b(?:${EMPLOYER}|board|either party|any party|each party)\b(?:\s+(?:to this agreement|hereto))?(?:\s+or\s+(?:the\s+)?[a-z]+)?\s+(?:(?:shall have |will have |shall |will |has |have |may |does not |do not |fails? to )?(?:gives?|given|provides?|provided|serves?|served|delivers?|delivered|notif\w*|sends?|sent|tells?|told|informs?|informed|advises?|advised|objects?|elects?))\b|\bnotice\b[^.;]{0,60}\b(?:given|delivered|served|provided|sent) by (?:either|one|any|each) party\b`);
/** A period that runs before the term ends: "no later than 40 days ahead of the expiration date", "before the term's close". */
const BEFORE_TERM_ENDS = /^[^.;]{0,15}\b(?:prior to|before|in advance of|preceding)\b[^.;]{0,30}\b(?:end\w*|expir\w*|close|anniversary|termination date)\b/;

/** A lead-in that ends on a colon ("Party A may end this contract at once if Party B:") read with the items it opens. */
function withList(ctx: Ctx, c: Ctx['clauses'][number]): string {
  // The first item may be run into the lead-in's clause ("... Party A may end this contract: (1) Party B has ...").
  return /:\s*$/.test(c.num) || LIST_LEAD.test(c.num) ? ctx.clauses.slice(c.index, c.index + 8).map((x) => x.num).join(' ') : c.num;
}
/** A lead-in naming the list after its colon: "upon any of the following circumstances, ...:". */
const LIST_LEAD = /\bfollowing (?:circumstances|causes|reasons|grounds|events|cases|situations)\b[^.;:]{0,80}:/;

/** An ending by the employer, as an event, with a payment owed for it. */
const PRICED_ENDING = new RegExp(String.raw`\b(?:if|in the event|upon|where|should)\b[^.;]{0,60}\b(?:is|be|are) (?:terminated|ended|dismissed) by (?:the )?(?:${EMPLOYER}|board)\b[^.;]{0,40},[^.;]{0,40}\b(?:shall|will) (?:be entitled to (?:receive )?|receive|be paid)\b[^.;]{0,60}\b(?:severance|payment|lump sum|salary)\b`);
/**
 * The employer's ending granted or named with no ground, and paid by benefits the document sets out in a section of its
 * own: "in the protected months the Bank may end his employment, and he then gets the benefits Section 4 lays down,
 * unless the ending results from ..." (grounds after it only withhold the pay), or "should the Bank let him go other
 * than under Section 3(b)(1) or 3(b)(2), Section 4's benefits are his" (its own grounds excepted). The employer may end the employment without a
 * ground, at a price and with no notice stated: "0 days notice without cause" (ADJUDICATION-holdout62, point 4).
 */
const NO_GROUND_BETWEEN = String.raw`(?:(?!\b(?:cause|breach\w*|disab\w*|death|die|incapacit\w*|good reason|misconduct|for any of the following)\b)[^.;]){0,120}?`;
const BENEFITS_OF_SECTION = String.raw`\b(?:shall|will) be entitled to (?:receive )?(?:the )?(?:severance )?(?:payments?|benefits|compensation|amounts)(?: and (?:benefits|payments))? (?:provided|set (?:forth|out)|described|specified)(?: (?:by|in|under))? (?:section|paragraph|article)\b`;
const ENDING_PAID_BY_SECTION = new RegExp(String.raw`\bemployment (?:may|can) be terminated by (?:the )?(?:${EMPLOYER}|board)\b${NO_GROUND_BETWEEN}\band (?:the )?(?:${PHYSICIAN}|[a-z]+)\s+${BENEFITS_OF_SECTION}|\b(?:if|in the event|should|where)\b[^.;]{0,80}\bemployment is terminated by (?:the )?(?:${EMPLOYER}|board) other than (?:pursuant to|under|in accordance with|as provided in) (?:section|paragraph)s? [^.;]{0,80}?,[^.;]{0,40}?${BENEFITS_OF_SECTION}`);

/** A ground that makes the priced ending one of a kind (a fault, a death, a change of control). */
const UNPRICED_GROUND = /\b(?:cause|breach\w*|default|disab\w*|death|die|incapacit\w*|good reason|change (?:of|in) control|non-?renewal|expir\w*)\b/;
