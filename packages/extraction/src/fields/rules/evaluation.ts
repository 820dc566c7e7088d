// Performance evaluations of the physician: how often and on what. Contracts say it as a
// noun ("an annual performance review"), with the evaluator as subject ("The Chair shall
// evaluate Physician's performance annually", "The CMO will evaluate the Physician
// annually on ..."), or in the passive ("Your performance will be reviewed annually by
// the Chair", "Contractor's performance shall be evaluated quarterly on ...").
import type { Ctx, Clause } from '../context.js';
import type { Candidate } from '../candidates.js';
import { PHYSICIAN } from '../party-words.js';
import { DIRECT, PLAIN, INDIRECT, WEAK, above, below } from '../confidence.js';
import { anyOf, around } from '../alternatives.js';

const VERB = '(?:evaluat|review|assess|apprais)';
/** Whose performance: "physician's", "the faculty member's", "your", "his or her". */
const POSS = "(?:(?:the )?[a-z-]+(?: [a-z-]+)?'s |your |his(?: or her)? |her |their )";
/** The physician as the party evaluated: role nouns of the contracts and "you". */
const PARTY = '(?:the )?(?:[a-z]+(?:ist|ian)|surgeon|contractor|employee|associate|provider|practitioner|faculty member|doctor|you)';

const NOUN = around(String.raw`\b`, [
  String.raw`performance (?:evaluation|review|appraisal|assessment|rating)s?|(?:evaluation|review|appraisal) criteria`,
  String.raw`proficiency (?:report|rating|review|evaluation)s?|structured review`,
  String.raw`(?:written|formal|annual|yearly|periodic|semi-?annual|quarterly) (?:performance )?(?:evaluation|appraisal|assessment)s?`,
  String.raw`(?:each|the|an?) (?:written )?evaluation (?:shall|will)`,
  // One review of both the work and the pay: "a performance and salary review on your anniversary date".
  String.raw`performance and (?:salary|compensation|pay) (?:review|evaluation|appraisal)s?`,
  // A periodic test the employee must pass, as Chinese labour contracts put it: "Party B's failure to pass the annual
  // inspection" (the employee is Party B there). Not a machine or a building passing its inspection.
  String.raw`(?:${PHYSICIAN}|party b)(?:'s)?\b[^.;]{0,30}\bpass(?:es|ed|ing)? (?:the |an? |its |any )?(?:annual|yearly|semi-?annual|quarterly|monthly|periodic) (?:inspection|assessment|appraisal|evaluation|review)s?`,
], String.raw`\b`);
// A periodic review of the physician's own charts or work is an evaluation: "a quarterly review of a sample of
// Contractor's charts", "an annual review of the Physician's medical records".
const WORK_REVIEW = new RegExp(`\\b(?:annual|yearly|quarterly|monthly|semi-?annual|periodic|regular) (?:peer |chart |quality |clinical |documentation )?(?:review|audit)s? of (?:an? (?:random |representative )?sample of |selected |randomly selected )?(?:the )?${POSS}?(?:patient |medical |clinical )?(?:charts|medical records|patient records|records|documentation|clinical work|work|encounters|notes)\\b(?! (?:retention|policy|policies|system|management))`);
const ACTIVE = new RegExp(`\\b${VERB}\\w*\\s+(?:of\\s+)?(?:the\\s+)?${POSS}?(?:clinical |professional |overall |job )?(?:performance|work)\\b`);
const PASSIVE = /\b(?:performance|work) (?:shall|will|is to|must|may) (?:be )?(?:formally |jointly )?(?:evaluated|reviewed|assessed|appraised|rated)\b/;
// The criteria as the subject: "Physician's productivity, quality of care and collegiality will be reviewed annually".
const LIST_SUBJECT = /((?:[a-z'-]+ ){0,4}[a-z'-]+(?:, (?:[a-z'-]+ ){0,4}[a-z'-]+)+,? (?:and|or) (?:[a-z'-]+ ){0,4}[a-z'-]+) (?:shall|will|are to|must) be (?:formally )?(?:evaluated|reviewed|assessed|appraised|measured|rated)\b/;
// The physician or the physician's own results as the object: "evaluate the Physician", "assess Physician's productivity".
const PERSON = new RegExp(`\\b(?:evaluate|assess|appraise)s?\\s+${PARTY}\\b|\\b${PARTY} (?:shall|will|is to) be (?:formally )?(?:evaluated|assessed|appraised|rated)\\b|\\b${VERB}\\w*\\s+(?:${PARTY}'s|your|his or her)\\s`);

/** The owner named before a list of criteria ("Physician's productivity, ..."). */
const WHOSE = new RegExp(String.raw`^.*\b(?:${PHYSICIAN}'s|your|his or her|the)\s+`);
/** Evaluations the physician gives (of residents, staff, APPs), not receives. */
const THIRD_PARTY = around(String.raw`\b`, [
  String.raw`nurse practitioners?|physician assistants?|advanced practice|mid-?levels?|residents?|fellows?|students?`,
  String.raw`trainees?|staff(?! (?:physician|psychiatrist|member))|scribes?|apps|subordinates?|supervised|applicants?`,
  String.raw`candidates?`,
], String.raw`\b`);
/** Reviews of pay, rates or contracts, not of the physician's work. */
const NOT_PERFORMANCE = around(String.raw`\b`, [
  String.raw`(?<!performance and )(?:salary|compensation) review|fair market value|peer review of cases`,
  String.raw`review (?:of )?(?:the |your |[a-z]+'s )?(?:base )?(?:salary|compensation|pay|rates?|fees?|fee schedule|benefits?|this agreement|the terms)`,
  // Papers reviewed, not the person: "the right to review your individual tax returns", "review the records".
  String.raw`review (?:of )?(?:the |your |his |her |[a-z]+'s )?(?:individual |personal |federal |state )?(?:tax returns?|records|books|accounts|documents|expense reports?)`,
], String.raw`\b`);
/** A review held only to decide a bonus (corpus/real/ADJUDICATION.md: the basis of a discretionary bonus is no evaluation). */
const FOR_BONUS_ONLY = anyOf([
  String.raw`\bperformance of the (?:company|employer|corporation)\b`,
  String.raw`\b(?:to determine|for the purpose of determining|in determining|as (?:a|the) basis for|on which to base)\b[^.;]{0,60}\b(?:bonus|incentive|additional compensation)\b`,
  String.raw`\bmay (?:provide|pay|award|grant)\b[^.;]{0,60}\b(?:bonus|additional compensation)\b`,
]);
/**
 * A review named as the step that fixes a bonus, whatever its wording: "the bonus for each quarter is set after a
 * performance review held at the end of the quarter", "the committee reviews his performance under the procedures of
 * the Quarterly Bonus Plan". The review exists for the bonus (the same rule as FOR_BONUS_ONLY), even when named by a noun.
 */
const BONUS_REVIEW = anyOf([
  String.raw`\b(?:bonus|incentive)(?: (?:amount|payment|award))?\b[^.;]{0,60}\b(?:determined|decided|set|fixed|calculated)\b[^.;]{0,20}\b(?:after|following|upon|on the basis of)\b[^.;]{0,20}\b(?:performance )?(?:review|evaluation|appraisal)`,
  String.raw`\breview\w*\b[^.;]{0,80}\b(?:pursuant to|under|in accordance with)\b[^.;]{0,60}\b(?:bonus|incentive) plan\b`,
]);

/** Where the clause speaks of evaluating the physician: the offset of that phrase. */
function evaluationAt(c: Clause): number | undefined {
  const t = c.num;
  if (NOT_PERFORMANCE.test(t)) return undefined;
  for (const re of [NOUN, ACTIVE, PASSIVE, PERSON, LIST_SUBJECT, WORK_REVIEW]) {
    const m = re.exec(t);
    if (!m) continue;
    const end = m.index + m[0].length;
    // "evaluate the performance of the nurse practitioners": someone else is evaluated.
    const object = m[0] + t.slice(end, end + 40).split(/\b(?:annually|quarterly|based|on|by|every|each|twice|once|in accordance)\b/)[0];
    if (THIRD_PARTY.test(object)) continue;
    if (re !== NOUN && FOR_BONUS_ONLY.test(t)) continue;
    if (BONUS_REVIEW.test(t)) continue;
    return m.index;
  }
  return undefined;
}

function titled(c: Clause, words: RegExp): boolean {
  return words.test(c.title) && /evaluation|performance|review/.test(c.title + ' ' + c.heading.toLowerCase());
}

const FREQ: [RegExp, string][] = [
  [/\b(?:semi-?annual(?:ly)?|bi-?annual(?:ly)?|every (?:6|six) months|twice (?:a|each|per|every) (?:year|contract year|academic year|calendar year)|two times (?:a|each|per) year)\b/, 'semiannual'],
  [/\b(?:quarterly|every (?:3|three) months|each (?:calendar |fiscal )?quarter)\b/, 'quarterly'],
  [/\b(?:annual(?:ly)?|once (?:each|a|per|every) (?:[a-z]+ )?year|(?:each|every) (?:contract |academic |calendar |fiscal |employment )?year|every (?:12|twelve) months|yearly)\b/, 'annual'],
  [/\b(?:monthly|each month|every month)\b/, 'monthly'],
];

/** Pay named right after a frequency word: "annual bonus", "annual base salary", "annual rate". */
const PAY_AFTER = /^\s*(?:(?:base|cash|target|incentive|performance|discretionary)\s+)?(?:bonus(?:es)?|salary|rate|compensation|pay|wages?|incentive|stipend|retainer)\b/;

/**
 * The evaluation's frequency, the most specific first ("semiannually, in April and October of
 * each year"), skipping the rhythm of a payment in the same sentence ("the bonus is paid quarterly").
 */
function frequencyOf(text: string): string | undefined {
  for (const [re, f] of FREQ) {
    for (const m of text.matchAll(new RegExp(re.source, 'g'))) {
      // "semi-annually" is not "annually".
      if (f === 'annual' && /(?:semi|bi)-?$/.test(text.slice(0, m.index))) continue;
      if (/\b(?:paid|payable|pays|bonus|installments?|distributed|disbursed)\b[^,;]{0,20}$/.test(text.slice(Math.max(0, m.index - 30), m.index))) continue;
      // The rhythm of pay, not of a review: "an annual bonus", "at an annual rate of", "each year of the term for an annual bonus".
      const after = text.slice(m.index + m[0].length);
      if (PAY_AFTER.test(after)) continue;
      if (/^(?:each|every) /.test(m[0]) && /\b(?:eligible|entitled|earn|receive|awarded|paid)\b[^.;]{0,40}$/.test(text.slice(0, m.index)) && /^[^;.]{0,80}?\b(?:bonus|salary|incentive)\b/.test(after) && !/\b(?:review|evaluat|apprais)/.test(after.split(/\b(?:bonus|salary|incentive)\b/)[0])) continue;
      return f;
    }
  }
  return undefined;
}

export function evaluationFrequency(ctx: Ctx): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  for (const c of ctx.clauses) {
    if (evaluationAt(c) === undefined && !(titled(c, /evaluation|performance review|^review$|^frequency$/) && /\b(?:evaluat|review)/.test(c.num))) continue;
    if (NOT_PERFORMANCE.test(c.num)) continue;
    const f = frequencyOf(c.num);
    if (!f) continue;
    out.push({ value: f, clause: c, strength: /frequency/.test(c.title) || /\b(?:performance|evaluat)/.test(c.num) ? DIRECT : INDIRECT });
  }
  return out;
}

/** Frequencies, dates and forms that can follow "evaluated ... on" without being criteria. */
const NOT_CRITERIA = around(String.raw`^`, [
  String.raw`(?:a|an|the) (?:annual|semi-?annual|quarterly|monthly|yearly|regular|periodic|ongoing|case-by-case)\b`,
  String.raw`or (?:before|about|after)\b|(?:the |each |every )?(?:anniversary|date|day|basis)\b`,
  String.raw`(?:a|an|the|each|every|such)\b(?! basis of)|\d`,
], String.raw``);

const CRITERIA_LEADS = [
  /\bon the basis of\s*(?:the following(?: criteria)?:?\s*)?/,
  // "Criteria: ...", and a table row "Evaluation criteria | ...".
  /\bcriteria\s*(?::|\|)\s*/,
  // "The criteria include ...", "the factors considered are ...", "metrics will be ...".
  around(String.raw`\b(?:criteria|factors|measures|metrics|standards|areas)\s+(?:(?:for|of) (?:the |each |an? )?(?:annual |performance )?(?:evaluation|review|appraisal|assessment)s?\s+)?(?:(?:to be |that will be |that shall be )?(?:considered|used|applied|assessed|reviewed)\s+)?(?:shall |will |may )?`, [
    String.raw`include|includes|including|consist of|are|be|will be|shall be`,
  ], String.raw`\s*(?:the following:?\s*)?`),
  /\b(?:based (?:up)?on|measured against|measured by|judged by|taking into account|in the areas? of|with (?:a |particular )?focus on)\s*(?:the following:?\s*)?/,
  /\bthe following(?: [a-z]+){0,2}:\s*/,
  // "will evaluate the Physician annually on quality measures, productivity and ...".
  new RegExp(`\\b${VERB}\\w*\\b[^.;]{0,80}?\\b(?:on|for|against|in terms of|with (?:respect|regard|reference) to)\\s+`, 'g'),
  // "The annual review will consider ...", "It will rate ...", "The evaluation addresses ...", "an
  // evaluation covering ...". Every such verb in the paragraph is tried in turn: "shall review the
  // Physician's performance quarterly. Each review shall consider A, B and C" lists only after the second.
  around(String.raw`\b`, [
    String.raw`(?:shall|will|must|to|may|should)(?: (?:also|generally|primarily|principally))? (?:assess|consider|evaluate|review|address|cover|examine|measure|focus on|take into (?:account|consideration)|look at|include|reflect|rate|weigh|gauge|score|grade|judge|track|monitor)`,
    String.raw`(?:evaluation|review|appraisal|assessment|report|rating)s?(?:,? (?:which|that))? (?:assesses|considers|addresses|covers|examines|measures|focuses on|takes into (?:account|consideration)|looks at|includes|reflects|rates|weighs|gauges|scores|grades|addressing|covering|examining|assessing|measuring|rating|considering|focused on|focusing on)`,
  ], String.raw`\s+(?:an? (?:assessment|review|evaluation|rating) of\s*)?(?:physician's |your |contractor's |the faculty member's |(?:the )?[a-z]+'s )?(?:the following:?\s*)?`, 'g'),
  /\bconsidering\s*/,
  // A summary line: "Review: annual (quality metrics, productivity, patient satisfaction)".
  /\b(?:annual(?:ly)?|yearly|quarterly|semi-?annual(?:ly)?|monthly)\s*\(\s*(?=[a-z])/,
  /\b(?:to discuss|discussing)\s+/,
];

/** A frequency closing the list: "... and chart completion annually". */
const TRAILING_FREQ = /\s+(?:(?:at least |no less than )?(?:annually|quarterly|semi-?annually|monthly|yearly)|(?:once|twice) (?:a|each|per) year|(?:each|every) (?:calendar |contract )?year)$/;

function listAfter(text: string, from: number): string[] {
  let list = text.slice(from).split(/\.\s+(?=[a-z(])/)[0].replace(/\([ivx]+\)|\([a-z]\)/g, ',').replace(/\.$/, '');
  // A list opened inside brackets ends with them: "annual (quality, productivity)".
  const close = list.indexOf(')');
  if (close >= 0 && !list.slice(0, close).includes('(')) list = list.slice(0, close);
  // Cut where the sentence moves on from the list.
  // A second verb ("evaluate you each year and may also consider A, B and C") means the list starts later.
  list = list.split(/\b(?:and shall|and will|, and the|which shall|the review|(?:shall|will|may|must|should|can)\b|in relation to the effort|, by (?:the|a)\b|, with\b|, (?:as|which|who)\b)/)[0];
  // "clinical and professional conduct" is one criterion, not two.
  if (!/[,;]/.test(list) && /^\s*[a-z]+(?:al|ive|ic|ory|ent|ant) and /.test(list)) return [list.trim()];
  return list.split(/\s*(?:,|;|\band\b(?=[^,]*$))\s*/)
    .map((x) => x.replace(/\b(?:including|measured by|as measured|as reflected|such as)\b.*$/, '').replace(/^(?:and|or)\s+/, '').replace(/^(?:the|your|its|his|her)\s+/, '').replace(TRAILING_FREQ, '').trim())
    .map((x) => x.replace(/^(?:and|or)$/, ''))
    .filter((x) => x.length > 2 && x.length < 60 && !/^(?:the|of|in|and|or)$/.test(x));
}

/** A list that names uses of the evaluation or cross-references, not what is evaluated. */
function notCriteria(items: string[]): boolean {
  return items.some((x) => /^(?:(?:overall |job )?performance|needs of\b.*|availability of funds)$|\b(?:section|article|exhibit|schedule) [0-9ivx]|\bdescribed in\b|\b(?:merit|salary|reappointment|promotion under)\b/.test(x));
}

/** The lettered, numbered or bulleted items that follow a unit: their lead words ("(a) Clinical quality; ..."). */
function itemsBelow(ctx: Ctx, unit: number): string[] {
  const items: string[] = [];
  for (let u = unit + 1; u < ctx.units.length && items.length < 10; u++) {
    const first = ctx.clauses[ctx.units[u].clauses[0]];
    const m = /^(?:\(?[a-z0-9ivx]{1,4}\)|[a-z0-9]{1,2}\.|[\u2022\u25cf*-])\s+(.*)$/.exec(first.num);
    if (!m || ctx.units[u].heading) break;
    const item = m[1].split(/\s*(?:[:;,.]|\s-\s|\u2014|\b(?:as measured|measured by|including|such as)\b)/)[0].replace(/^(?:and|or|the|your)\s+/, '').trim();
    if (item.length > 2 && item.length < 60) items.push(item);
  }
  return items;
}

/** The unit's last sentence, the one that opens the items below, is about the evaluation or its criteria. */
function leadsToCriteria(ctx: Ctx, unit: number): boolean {
  const ids = ctx.units[unit].clauses;
  const last = ctx.clauses[ids[ids.length - 1]];
  return evaluationAt(last) !== undefined || /\b(?:criteria|factors|measures|metrics|evaluat\w*|review\w*|apprais\w*|assess\w*|consider\w*)\b/.test(last.num);
}

export function evaluationCriteria(ctx: Ctx): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  for (const c of ctx.clauses) {
    const isTitled = /criteria|evaluation|performance review|^(?:annual |performance )?(?:review|appraisal)s?$/.test(c.title) || /evaluation|performance review/.test(c.heading.toLowerCase());
    if (evaluationAt(c) === undefined && !isTitled) continue;
    if (NOT_PERFORMANCE.test(c.num)) continue;
    const unitText = ctx.units[c.unit].clauses.filter((i) => i >= c.index).map((i) => ctx.clauses[i].num).join(' ');
    let items: string[] = [];
    const subject = LIST_SUBJECT.exec(c.num);
    if (subject) items = listAfter(subject[1].replace(WHOSE, ''), 0);
    for (const lead of items.length >= 2 ? [] : CRITERIA_LEADS) {
      if (lead.global) {
        lead.lastIndex = 0;
        for (const m of unitText.matchAll(lead)) {
          const from = m.index + m[0].length;
          if (NOT_CRITERIA.test(unitText.slice(from))) continue;
          items = listAfter(unitText, from);
          if (items.length >= 2) break;
        }
      } else {
        const m = lead.exec(unitText);
        if (m) items = listAfter(unitText, m.index + m[0].length);
      }
      if (items.length >= 2) break;
    }
    // "... will consider the following:" with the criteria as lettered items below.
    // The lead-in must itself speak of the evaluation: a paragraph that goes on to "the benefits described below:" lists benefits.
    if (items.length < 2 && /(?:following|criteria|factors|include|includes|:)\s*[:.]?\s*$/.test(unitText) && leadsToCriteria(ctx, c.unit)) items = itemsBelow(ctx, c.unit);
    if (items.length < 2 || notCriteria(items)) continue;
    // Acronyms keep their capitals ("UDS clinical quality measures", "HCAHPS scores"); words of a
    // heading set in capitals are not acronyms.
    const raw = ctx.units[c.unit].clauses.map((i) => ctx.clauses[i].text).join(' ');
    const acronyms = new Set(raw.match(/(?<![A-Z]{2,}\s)\b[A-Z]{2,6}s?\b(?!\s[A-Z]{2,})/g) ?? []);
    const value = items.join(', ').replace(/\b[a-z]{2,6}\b/g, (w) => [...acronyms].find((a) => a.toLowerCase() === w) ?? w);
    // A clause that itself speaks of evaluating the physician is plainer than one only under such a heading.
    const direct = evaluationAt(c) !== undefined;
    out.push({ value: value.slice(0, 200), clause: c, strength: direct ? (isTitled ? PLAIN : above(INDIRECT, 2)) : above(WEAK, 2) });
  }
  return out;
}
