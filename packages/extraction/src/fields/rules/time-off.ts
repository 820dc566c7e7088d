// benefits.timeOff.*, cme_days: a leave named by its words and the duration next to it.
import type { FieldPath } from '@cp/schema';
import type { Ctx } from '../context.js';
import type { Candidate } from '../candidates.js';
import { findDurations, leaveDays, type Duration } from '../durations.js';
import { deniedAt } from '../negation/index.js';
import { amendsEarlier, replacement } from './in-force.js';
import { localText, nextClause } from './nearby.js';
import { LABELLED, STATED, PLAIN, WEAK, NUDGE } from '../confidence.js';
import { anyOf, around } from '../alternatives.js';

export interface LeaveKind {
  path: FieldPath;
  key: RegExp;
  /** Other leave words that, when they name the duration more closely, take it away. */
  not?: RegExp;
  /** Yearly entitlement (true) or per event (sabbatical, bereavement: as stated). */
  yearly: boolean;
  /** Whether the figure is leave already earned and settled once, not the entitlement. */
  settled?: (num: string, d: Duration) => boolean;
}

export const LEAVES: LeaveKind[] = [
  {
    path: 'benefits.timeOff.vacation_days',
    // British and European "holiday" for leave taken at will: "28 days' holiday a year", "annual holiday".
    // An expatriate's yearly "home leave" is his annual leave; "vacations of not less than ten business days" too.
    key: /\b(?:vacations?(?: leave| days?| time)?|(?:paid|personal) time off|pto(?: bank)?|annual leave|annual holidays?|home leave|holiday entitlement|holiday(?= (?:a|per|each|every|in each) (?:calendar |holiday )?year\b))\b/,
    not: /\b(?:unused|carr(?:y|ied)|accumulat|in advance|ahead|payout)\b/,
    yearly: true,
    settled: balanceOnLeaving,
  },
  // "sick pay of 8 working days a year": paid sick days counted.
  { path: 'benefits.timeOff.sick_days', key: /\b(?:sick (?:leave|days?|time)|illness leave|earned sick|sick pay(?= of \D{0,20}\d+ (?:business |working )?days))\b/, yearly: true },
  { path: 'benefits.timeOff.personal_leave', key: /\bpersonal (?:days?|leave|time(?! off))\b/, yearly: true },
  { path: 'benefits.timeOff.parental_leave', key: /\b(?:parental|maternity|paternity|family bonding|caregiver) leave\b/, not: /\bfmla\b|family and medical leave act|unpaid/, yearly: false },
  { path: 'benefits.timeOff.bereavement_leave', key: /\bbereavement(?: leave)?\b|\bfuneral leave\b/, yearly: false },
  { path: 'benefits.timeOff.sabbatical_leave', key: /\bsabbatical(?: leave)?\b/, yearly: false },
  {
    path: 'benefits.professionalDevelopmentEducation.cme_days',
    key: anyOf([
      String.raw`\b(?:cme (?:leave|days?|time)|study leave|professional (?:\(cme\) )?leave|educational leave|education(?:al)? days?|continuing medical education (?:leave|days?|time))\b`,
      String.raw`\b(?:leave|days?|time|weeks?)\b[^.;$]{0,60}\b(?:to attend|for|attending|attendance at|to participate in)\b[^.;$]{0,20}\b(?:continuing medical education|cme)\b`,
    ]),
    yearly: true,
  },
];

/** Durations that are deadlines, notice, carry-over limits or service conditions, not the leave itself. */
const NOT_LEAVE_AFTER = around(String.raw`^\s*`, [
  String.raw`of\s+(?:service|employment|continuous)|in advance|ahead|before|after|prior|notice|following|from`,
  String.raw`of the (?:birth|placement)|of unused|of accrued|may be carried|consecutive years|advance`,
], String.raw``);
const NOT_LEAVE_BEFORE = /\b(?:within|after|before|completion of|completing|carry(?:ing)? over|carried|up to \d+ days of unused|exceed|notice|at least|no (?:more|less) than|advance)\s*$/;

function leaveValue(num: string, d: Duration, yearly: boolean): number | undefined {
  let v = leaveDays(d);
  if (v === undefined) return undefined;
  // "annual leave of 28 calendar days": whole weeks of calendar days are weeks of five working days (FIELDS: a week is 5 days).
  if (yearly && d.unit === 'day' && /\bcalendar\b/.test(d.qualifier) && d.value % 7 === 0) v = (d.value / 7) * 5;
  // "one (1) day for each full calendar month of service": an accrual, 12 a year.
  const after = num.slice(d.end, d.end + 50);
  if (yearly && /^\s*(?:of [a-z ]+ )?(?:per|for each|each|a|every)\s+(?:full\s+)?(?:calendar\s+)?month\b/.test(after)) v *= 12;
  else if (yearly && /^\s*(?:of [a-z ]+ )?(?:per|for each|each|every)\s+(?:pay period|bi-?weekly)/.test(after)) v *= 26;
  return v;
}

const leaveDurations = (s: string) => findDurations(s).filter((d) => d.unit === 'day' || d.unit === 'week' || d.unit === 'hour');

/**
 * A figure written only in brackets ("entitled to (15) days under the plan"), its words dropped by the drafter: read as
 * the bare figure, padded so offsets stay put. A figure in words before it ("fifteen (15) days") is already read.
 */
const BRACKETED_FIGURE = /\((\d{1,3})\)(?=\s*(?:[a-z-]+\s+){0,2}?(?:days?|weeks?|hours?)\b)/g;
export function bareFigures(s: string): string {
  return s.replace(BRACKETED_FIGURE, (m, n: string, at: number) => (/\d\s*$/.test(s.slice(Math.max(0, at - 4), at)) ? m : ` ${n} `));
}

/** A leave caption that opens a list ("Vacation - eligible after six months:"): its figures stand in the rows below. */
const OPENS_LIST = /:\s*$/;

const LATER_STEP = around(String.raw`\b`, [
  String.raw`(?:commencing|beginning|starting) (?:after|with|on|in)\b[^.;]{0,60}\b(?:anniversary|second|third|year [2-9])\b`,
  String.raw`thereafter|after (?:the )?(?:first|1st|\d+(?:st|nd|rd|th)?) (?:anniversary|year|years|contract year)`,
], String.raw`\b[^.;]{0,60}$`);
const ONE_CALENDAR_YEAR = /^\s*(?:[a-z]+\s+){0,3}?(?:in|for|during) (?:calendar (?:year )?|fiscal (?:year )?)?(?:19|20)\d\d\b/;
const EVERY_FULL_YEAR = /^\s*(?:[a-z]+\s+){0,3}?(?:(?:annually|each year|every year|per year|a year) thereafter|(?:per|each|for each|in each) full (?:calendar )?year)\b/;
const ACCRUAL_CAP = /\b(?:maximum|max|cap|up to)\b[^.;]{0,25}\b(?:accru\w*|carry(?:-| )?over|accumulat\w*)\b[^.;]{0,20}$|\bcarried over\b[^.;]{0,80}$/;

/**
 * One bank named by two of its uses ("sick time / personal time off", "vacation and sick days", "PTO or sick leave"):
 * a single combined bank, which FIELDS gives to vacation_days. Read as "pto", padded so offsets stay put.
 */
const VACATION_WORD = String.raw`(?:vacation|pto|(?:paid|personal) time off|annual leave)(?: leave| days?| time)?`;
const SICK_WORD = String.raw`sick(?: leave| days?| time)?`;
const COMBINED_BANK = new RegExp(String.raw`\b(?:${SICK_WORD}\s*(?:/|and|or|&)\s*${VACATION_WORD}|${VACATION_WORD}\s*(?:/|and|or|&)\s*${SICK_WORD})\b`, 'g');
/** Sick days that may also serve personal needs ("ten days of sick and/or personal leave"): one sick-leave bank. */
const SICK_OR_PERSONAL = /\bsick(?: leave| days?| time)?\s*(?:\/|and\/or|and|or|&)\s*personal (?:leave|days?|time(?! off))\b/g;
export function oneBank(s: string): string {
  return s.replace(COMBINED_BANK, (m) => 'pto'.padEnd(m.length, ' ')).replace(SICK_OR_PERSONAL, (m) => 'sick leave'.padEnd(m.length, ' '));
}

/**
 * A figure before a leave word but cut from it by "and", a comma or a semicolon belongs to what precedes it
 * ("home travel of 10 days and sick leave of 8 days": the 10 is not sick leave).
 */
function joinedBefore(between: string): boolean {
  return /\band\b|\bor\b|[,;]/.test(between);
}
const CUT_OFF = 40;

// The most that distance between the caption and the figure takes from a reading's strength.
const FARTHEST_DOUBT = 0.25;

export function leave(ctx: Ctx, kind: LeaveKind): Candidate<number>[] {
  const out: Candidate<number>[] = [];
  const amending = amendsEarlier(ctx);
  for (const c of ctx.clauses) {
    const titled = kind.key.test(oneBank(c.title));
    let num = bareFigures(oneBank(c.num));
    const keys = [...num.matchAll(new RegExp(kind.key.source, 'g'))];
    if (!keys.length && !titled) continue;
    let durs = leaveDurations(num);
    // "Vacation - eligible after six months:" then "up to two weeks a year for years 1 to 4": the first row is the
    // entitlement at the start (later rows are later steps, which the first figure wins over by distance).
    const row = OPENS_LIST.test(num) && !durs.length ? nextClause(ctx, c) : undefined;
    if (row) {
      num = `${num} ${bareFigures(oneBank(row.num))}`;
      durs = leaveDurations(num);
    }
    let best: { d: Duration; gap: number } | undefined;
    for (const d of durs) {
      if (NOT_LEAVE_AFTER.test(num.slice(d.end, d.end + 40))) continue;
      // A floor on a yearly entitlement ("never fewer than 22 days in any full year") is the entitlement.
      const floor = YEARLY_FLOOR_BEFORE.test(num.slice(Math.max(0, d.index - 40), d.index)) && YEARLY_AFTER.test(num.slice(d.end, d.end + 50));
      if (!floor && NOT_LEAVE_BEFORE.test(num.slice(Math.max(0, d.index - 40), d.index))) continue;
      // The share of a first, partial year ("For 2031, you will receive 15 days", "one week for the remainder of this
      // year") gives way to the full-year figure stated beside it.
      if (partYearAt(num, d) && durs.some((x) => x !== d && !partYearAt(num, x) && !NOT_LEAVE_AFTER.test(num.slice(x.end, x.end + 40)))) continue;
      // A later step ("commencing after the first anniversary ... three weeks") or a cap on what may be carried over
      // ("a maximum vacation accrual of six weeks") is not the entitlement in force at the start (FIELDS).
      if (LATER_STEP.test(num.slice(Math.max(0, d.index - 110), d.index)) && durs.some((x) => x !== d && x.index < d.index)) continue;
      if (ACCRUAL_CAP.test(num.slice(Math.max(0, d.index - 60), d.index))) continue;
      // "shall take at least two consecutive weeks": how the leave is taken, not how much there is.
      if (/\bconsecutive\b/.test(d.qualifier) && /\btake\b[^.;]{0,20}$/.test(num.slice(Math.max(0, d.index - 30), d.index))) continue;
      // The share of a first, partial calendar year ("12 days in 2031 and 20 days each year thereafter") gives way to
      // the yearly figure stated beside it.
      if (ONE_CALENDAR_YEAR.test(num.slice(d.end, d.end + 50)) && durs.some((x) => x !== d && x.index > d.index && EVERY_FULL_YEAR.test(num.slice(x.end, x.end + 60)))) continue;
      if (d.unit === 'hour' && !/\b(?:hours? of (?:paid )?(?:annual |sick |vacation |personal )?(?:vacation|pto|sick|leave|paid time off)|hours? (?:per|each|for each|a|in each|during each) (?:full )?(?:calendar |contract |employment |academic |fiscal |benefit |plan |service )?(?:year|month))/.test(num.slice(d.index, d.end + 40))) continue;
      let gap = Infinity;
      for (const k of keys) {
        const g = d.end <= k.index ? k.index - d.end + (joinedBefore(num.slice(d.end, k.index)) ? CUT_OFF : 0) : d.index >= k.index + k[0].length ? d.index - (k.index + k[0].length) + 8 : 0;
        // Another leave named between the key and the figure claims it.
        const lo = Math.min(d.end, k.index), hi = Math.max(d.index, k.index + k[0].length);
        const between = num.slice(lo, hi);
        if (/[.;]/.test(between) && g > 30) continue;
        if (otherLeaveBetween(between, kind)) continue;
        gap = Math.min(gap, g);
      }
      if (titled && keys.length === 0) gap = d.index + 20;
      // "entitled to vacation ... as the policy gives, but in no event less than 25 days a year": the floor belongs to
      // the leave the sentence opened with, however long the policy wording between them.
      if (floor && keys.some((k) => k.index < d.index && !/[.;]/.test(num.slice(k.index, d.index)))) gap = Math.min(gap, 100);
      if (gap > 110) continue;
      // Another kind of leave named closer to the figure owns it ("sabbatical of 4 weeks ... in addition to CME").
      if (closerOther(num, d, kind, gap)) continue;
      if (!best || gap < best.gap) best = { d, gap };
    }
    if (!best) continue;
    const k0 = keys[0];
    if (k0 && deniedAt(num, k0.index, k0.index + k0[0].length) && !titled) continue;
    if (kind.not && kind.not.test(num.slice(Math.max(0, best.d.index - 25), best.d.end + 25))) continue;
    if (kind.settled?.(num, best.d)) continue;
    // An amendment's old entitlement gives way to the new one ("increased from 6 weeks to 7 weeks").
    const next = nextClause(ctx, c);
    const changed = amending ? replacement(num, next?.unit === c.unit ? next.num : '', best.d, leaveDurations) : undefined;
    let v = changed ? leaveValue(changed.inNext && next ? next.num : num, changed.found, kind.yearly) : leaveValue(num, best.d, kind.yearly);
    if (v === undefined || v <= 0 || v > 260) continue;
    // General days off granted on top of the vacation ("25 days' leave a year, as well as 13 days for the reduction of
    // working hours", "two weeks' vacation; and (ii) 20 paid time off days per year"): one allowance of days off, summed.
    if (kind.path.endsWith('vacation_days') && !changed) v += addedDaysOff(num, best.d);
    // The share of one named year ("For 2031, you will receive 15 days") gives way to the yearly figure stated elsewhere.
    const partYear = partYearAt(num, best.d);
    const strength = (titled ? LABELLED : PLAIN) - Math.min(FARTHEST_DOUBT, best.gap / 400) + (changed ? NUDGE : 0) - (partYear ? FARTHEST_DOUBT : 0);
    out.push({ value: Math.round(v * 100) / 100, clause: changed?.inNext && next ? next : c, strength });
  }
  return out;
}

/** The words before the figure that make it a balance: "a balance of", "accrued but unused". */
const ACCRUED_BEFORE = /\b(?:balance of|accrued(?:,? but|,? and)? (?:unused |untaken |unpaid |not used |not taken )?(?:paid )?)(?:\([^)]{0,12}\)\s*|[a-z-]+\s+){0,2}$/;
/** The kind of leave named after the figure, before what makes it a balance. */
const LEAVE_WORDS = String.raw`\s*(?:\([^)]{0,15}\)\s*)?(?:of\s+)?(?:(?:paid|accrued|unused|earned)\s+)?(?:vacation|pto|paid time off|annual leave|leave)?(?:\s+(?:days?|time|leave|pay))?,?\s*`;
/** After the figure: "that she has earned", "accrued and not taken", "at the separation date", "of accrued vacation". */
const ACCRUED_AFTER = new RegExp(String.raw`^${LEAVE_WORDS}(?:(?:that|which)\s+)?(?:(?:you|he|she|employee|executive|the [a-z]+)\s+)?(?:(?:has|have|had|will have)\s+(?:been\s+)?(?:accrued|earned)\b|accrued(?:,? but|,? and) (?:not|un)|at (?:the time of )?(?:the |your |his |her )?(?:termination|separation|resignation)(?: date)?\b|(?:remaining|outstanding) (?:on|at|as of)\b)`
  + String.raw`|^\s*(?:\([^)]{0,15}\)\s*)?of\s+accrued\b(?!\s+(?:at|on|monthly|ratably))`);

/**
 * Leave already earned and counted as a balance, usually paid out on leaving ("pay her the 22 days of vacation she has
 * earned and not taken", "a balance of 14 vacation days at the separation date"): a sum settled once, not the yearly
 * entitlement (ADJUDICATION-holdout52.md: h52-05; ADJUDICATION-holdout54.md: h54-12). A rate of accrual ("vacation
 * accrues at 1.5 days a month") is the entitlement and stays.
 */
function balanceOnLeaving(num: string, d: Duration): boolean {
  return ACCRUED_BEFORE.test(num.slice(Math.max(0, d.index - 60), d.index)) || ACCRUED_AFTER.test(num.slice(d.end, d.end + 80))
    || UNUSED_PAID_CAP_BEFORE.test(num.slice(Math.max(0, d.index - 180), d.index));
}

/**
 * A cap on the leave paid out on leaving ("your unused vacation paid in one sum on leaving, not to
 * exceed six weeks"): the most of a balance settled once, not the yearly entitlement.
 */
const UNUSED_PAID_CAP_BEFORE = /\b(?:pay|paid|payment|lump sum|cash)\b[^.;]{0,60}\b(?:accrued|earned)\b,?(?: but| and)? (?:unused|untaken|not (?:used|taken))\b[^.;]{0,90}\b(?:not (?:to )?exceed(?:ing)?|up to|no more than|a maximum of|capped at)\b[^.;\d]{0,20}$/;

/** "For 2031": one named year. */
const NAMED_YEAR = String.raw`(?:for|in|during) (?:calendar |fiscal )?(?:year )?(?:19|20)\d\d\b`;
/** "For 2031, you will receive": a figure for one named year. */
const PART_YEAR_BEFORE = new RegExp(String.raw`\b${NAMED_YEAR},?[^.;\d]{0,50}$`);
/** A sentence that opens on one named year ("In 2031 the Practice observes ..."). */
const NAMED_YEAR_OPENING = new RegExp(String.raw`^\s*${NAMED_YEAR}`);
/** "... for the remainder of the 2031 year", "during the rest of this calendar year": what is left of the first year. */
const REST_OF_YEAR = /^[^.;]{0,100}?\b(?:for|during|in) (?:the )?(?:remainder|rest|balance) of (?:the |this )?(?:(?:current|first|initial|calendar|fiscal|employment)\s+)*(?:(?:19|20)\d\d[- ])?(?:calendar |fiscal )?year\b/;
function partYearAt(num: string, d: Duration): boolean {
  // "17 days in 2031 and 25 days annually thereafter": the figure after the named year is the yearly one.
  if (EVERY_FULL_YEAR.test(num.slice(d.end, d.end + 60))) return false;
  return PART_YEAR_BEFORE.test(num.slice(Math.max(0, d.index - 60), d.index)) || REST_OF_YEAR.test(num.slice(d.end, d.end + 160));
}
const YEARLY_FLOOR_BEFORE = /\b(?:at least|(?:no|not|in no (?:event|case)(?: be)?) less than)\s*$/;
const YEARLY_AFTER = /^\s*(?:of [a-z ]+ )?(?:per|each|a|every|in each|for each) (?:full )?(?:calendar |fiscal |contract |employment )?year\b/;
/**
 * Days off of a general kind added after the vacation: working-time reduction days ("as well as 13 days for the
 * reduction of working hours"), or a bank of paid time off ("and (ii) 20 paid time off days per year").
 */
const ADDED_DAYS_OFF = /^[^.]{0,100}?\b(?:as well as|in addition(?: to (?:this|that|these|it))?|plus|and)\b[^.;\d]{0,20}?(?:\([a-z0-9]{1,4}\)\s*)?(\d{1,2})\s+(?:(?:paid|additional|extra)\s+)?(?:days?\b[^.;]{0,50}\b(?:reduction of (?:the )?(?:working )?(?:hours|time)|working[- ]time reduction|atv|adv|rtt)\b|(?:paid time off|pto) days?\b)/;

function addedDaysOff(num: string, d: Duration): number {
  const m = ADDED_DAYS_OFF.exec(num.slice(d.end, d.end + 200));
  return m ? Number(m[1]) : 0;
}

function closerOther(num: string, d: Duration, kind: LeaveKind, gap: number): boolean {
  for (const other of LEAVES) {
    if (other === kind) continue;
    for (const k of num.matchAll(new RegExp(other.key.source, 'g'))) {
      const at = k.index ?? 0;
      const g = d.end <= at ? at - d.end + (joinedBefore(num.slice(d.end, at)) ? CUT_OFF : 0) : d.index >= at + k[0].length ? d.index - (at + k[0].length) + 8 : 0;
      if (g + 5 < gap && !/\b(?:in addition to|not (?:be )?charged against|does not count against|separate from|against)\s*$/.test(num.slice(Math.max(0, at - 30), at))) return true;
    }
  }
  return false;
}

function otherLeaveBetween(between: string, kind: LeaveKind): boolean {
  for (const other of LEAVES) {
    if (other === kind) continue;
    if (other.path.endsWith('vacation_days') && kind.path.endsWith('cme_days')) {
      // "CME leave, which shall not be charged against vacation" names vacation only in passing.
      if (/\b(?:against|count against|in addition to|charged to)\s+(?:pto|vacation)/.test(between)) continue;
    }
    if (other.key.test(between) && !/\b(?:in addition to|not (?:be )?charged against|does not count against|separate from)\b/.test(between)) return true;
  }
  return false;
}

/** Holidays: "six (6) paid holidays"; or a list of named holidays the contract recognises. */
const HOLIDAY_NAMES = anyOf([
  String.raw`new year's day|new year's eve|martin luther king|presidents'? day|washington's birthday|good friday`,
  String.raw`memorial day|juneteenth|independence day|fourth of july|labor day|columbus day|indigenous peoples'? day`,
  String.raw`veterans'? day|thanksgiving day|day after thanksgiving|friday after thanksgiving|christmas eve|christmas day`,
  String.raw`floating holiday`,
], 'g');

/** "The offices are closed, and Physician is not scheduled, on New Year's Day, Memorial Day, ...": days off named one by one. */
function namedDaysOff(c: Ctx['clauses'][number]): boolean {
  const names = new Set(c.num.match(HOLIDAY_NAMES) ?? []);
  if (names.size < 5 || /\b(?:differential|premium|time and a half|staffed|required to work)\b/.test(c.num)) return false;
  const m = /\b(?:closed|not (?:be )?scheduled|off|observe[sd]?|recogni[sz]e[sd]?|paid|with pay)\b/.exec(c.num);
  return !!m && !deniedAt(c.num, m.index);
}

/**
 * "Holiday" in the British sense, leave taken at will ("25 days' holiday a year", "holiday entitlement") or the
 * holiday pay of Dutch contracts ("8% holiday allowance"): not the public holidays this field counts.
 */
const LEAVE_HOLIDAY = /\b(?:days?|weeks?)'? (?:paid )?(?:annual )?holiday\b(?!s)|\bannual holidays?\b|\bholiday (?:entitlement|allowance|pay)\b/;
const PUBLIC_HOLIDAYS = /\b(?:public|bank|statutory|national|legal|recogni[sz]ed|paid) holidays\b/;
/** Premium pay for holiday work, not an insurance premium ("100% premium paid for employee"). */
const PREMIUM_PAY = /\bpremium\b(?! paid for\b| (?:costs?|contributions?|payments?)\b)|\b(?:differential|times the|time and a half|not paid time off|staffed)\b/;

/** Holidays the physician picks ("4 floating holidays", "Floater/Personal Holidays - up to 4 days a year"): added to the fixed ones. */
const FLOATING_FIGURE = /(?<![.\d$])(\d+)\s+(?:(?:paid|additional)\s+)?(?:floating|floater|personal) holidays\b|\b(?:floating|floater)(?:\/personal)? holidays?\b[^.;\d$]{0,30}?(\d+)\s+(?:paid\s+)?days\b/;
/** "Holidays - observe 8 per year": the fixed holidays counted. */
const OBSERVED_FIGURE = /\bholidays?\b[^.;\d$]{0,20}?\b(?:observe[sd]?|recogni[sz]e[sd]?)\s+(\d+)\s+(?:per|each|a|every)\s+(?:calendar )?year\b/;

export function holidays(ctx: Ctx): Candidate<number>[] {
  const out: Candidate<number>[] = [];
  let floating = 0;
  for (const c of ctx.clauses) {
    if (!/\bholidays?\b/.test(c.num)) continue;
    // The holidays of what is left of a first year give way to a full year's (as for the leave figures above).
    const partial = REST_OF_YEAR.test(c.num) || NAMED_YEAR_OPENING.test(c.num);
    const doubt = partial ? FARTHEST_DOUBT : 0;
    if (LEAVE_HOLIDAY.test(c.num) && !PUBLIC_HOLIDAYS.test(c.num)) continue;
    // Holidays that only carry premium pay are not days off.
    if (PREMIUM_PAY.test(localText(ctx, c))) continue;
    // Floating holidays are counted apart and added to the fixed ones (ADJUDICATION-holdout10: h10-11).
    const float = FLOATING_FIGURE.exec(c.num);
    const floatValue = float && !deniedAt(c.num, float.index) ? Number(float[1] ?? float[2]) : 0;
    if (floatValue > 0 && floatValue < 10) floating = Math.max(floating, floatValue);
    // The figures of the fixed holidays, the floating ones blanked (same length).
    const fixed = float ? c.num.slice(0, float.index) + ' '.repeat(float[0].length) + c.num.slice(float.index + float[0].length) : c.num;
    const observed = OBSERVED_FIGURE.exec(fixed);
    if (observed && !deniedAt(fixed, observed.index)) {
      const v = Number(observed[1]);
      if (v > 0 && v < 30) out.push({ value: v, clause: c, strength: LABELLED - doubt });
    }
    const m = /(?<![.\d$])(?<!(?:schedule|exhibit|section|article|appendix|attachment) )(\d+)\s+(?:[a-z][a-z'-]*\s+){0,2}holidays\b/.exec(fixed);
    const after = /\bholidays?\b[^.;\d$]{0,20}?(\d+)\s+(?:paid\s+)?(?:days|holidays)\b/.exec(fixed);
    if (!m && after && !deniedAt(c.num, after.index)) {
      const v = Number(after[1]);
      if (v > 0 && v < 30) out.push({ value: v, clause: c, strength: STATED - doubt });
    }
    if (m && !deniedAt(c.num, m.index) && !(m.index === 0 && /^\d+\.\d/.test(c.num))) {
      const v = Number(m[1]);
      if (v > 0 && v < 30) out.push({ value: v, clause: c, strength: LABELLED - doubt });
    }
  }
  if (out.length) return floating ? out.map((x) => ({ ...x, value: x.value + floating })) : out;
  // No figure: a recognised-holidays list (often a schedule, one row per day) counted by name,
  // from the clause that introduces it over the rows that follow (OCR may split the table).
  const DAYS_OFF = /\bpaid holidays?\b|\bholidays? (?:off|with pay)\b|\bpaid time off\b[^.;]{0,60}\bholidays?\b|\bclosed\b[^.;]{0,60}\bholidays?\b|\bholiday leave\b/;
  const daysOff = ctx.clauses.some((c) => {
    const m = DAYS_OFF.exec(c.num);
    return (!!m && !deniedAt(c.num, m.index) && !/\bnot eligible\b/.test(c.num)) || namedDaysOff(c);
  });
  if (!daysOff) return out;
  let best: { n: number; clause: Ctx['clauses'][number] } | undefined;
  for (const c of ctx.clauses) {
    if (!/\bholidays?\b/.test(c.num) && !/holiday/i.test(c.heading) && !/holiday/.test(c.title) && !namedDaysOff(c)) continue;
    let window = '';
    for (let i = c.index; i < ctx.clauses.length && window.length < 1500; i++) window += ` ${ctx.clauses[i].num}`;
    if (/\bdifferential\b|\bpremium\b|\b1\.5\b|\btime and a half\b/.test(window)) continue;
    const names = new Set((window.match(HOLIDAY_NAMES) ?? []).map((n) => n.replace(/'s|s'/, '')));
    if (names.size >= 5 && (!best || names.size > best.n)) best = { n: names.size, clause: c };
  }
  if (best) out.push({ value: best.n, clause: best.clause, strength: WEAK });
  return out;
}
