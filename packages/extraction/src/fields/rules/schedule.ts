// workSchedule.work_hours_sched_req and call_sched.
import type { Ctx } from '../context.js';
import type { Candidate } from '../candidates.js';
import { deniedAt, statedUndenied } from '../negation/index.js';
import { nearbyText } from './nearby.js';
import { DIRECT, STATED, PLAIN, INDIRECT, WEAK, above, below } from '../confidence.js';
import { anyOf } from '../alternatives.js';

const HOURS = /(\d+(?:\.\d+)?)\s*(?:\(\d+\)\s*)?(?:[a-z-]+\s+){0,2}?hours?\s+(?:per|each|a|every|in each|in a)\s+(?:calendar\s+)?week|(\d+)[- ]hours?\s+(?:work\s*)?week/g;

/** A clock time: "9:00 am", "5.30pm", "7 a.m.". */
const CLOCK = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s?m\b\.?`;
/** Working hours as a clock range over the working week: "hours of work are 8:30 am to 5 pm, Monday to Friday". */
const CLOCK_WEEK = new RegExp(String.raw`\bhours\b[^.;]{0,40}?${CLOCK}\s*(?:-|\u2013|to|until)\s*${CLOCK}\s*,?\s*(?:on\s+|from\s+)?mondays?\s*(?:through|to|-|\u2013|until)\s*fridays?\b`);
/** A lunch break named with the range, taken out of the day: "with one (1) hour for lunch", "a lunch break of 30 minutes". */
const LUNCH = /\b(?:(an|one|1|half an)(?: \(1\))? hour|(\d{2}) minutes?)(?: (?:unpaid )?(?:for|of) lunch| lunch)\b|\blunch (?:break|period|hour) of (?:(an|one|1)(?: \(1\))? hour|(\d{2}) minutes)\b/;

function clockHours(h: string, m: string | undefined, ap: string): number {
  const hour = (Number(h) % 12) + (ap === 'p' ? 12 : 0);
  return hour + (m ? Number(m) / 60 : 0);
}

/** The weekly hours of a clock range worked Monday to Friday, less a lunch break stated with it. */
function clockWeek(text: string): number | undefined {
  const m = CLOCK_WEEK.exec(text);
  if (!m) return undefined;
  let day = clockHours(m[4], m[5], m[6]) - clockHours(m[1], m[2], m[3]);
  const lunch = LUNCH.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 80));
  if (lunch) day -= lunch[2] ? Number(lunch[2]) / 60 : lunch[4] ? Number(lunch[4]) / 60 : lunch[1] === 'half an' ? 0.5 : 1;
  if (day < 2 || day > 16) return undefined;
  return Math.round(day * 5 * 100) / 100;
}

/** A weekly figure right after the daily one, which the HOURS reading takes instead. */
const WEEKLY_HOURS_NEAR = new RegExp(HOURS.source);
/** Staff named by the hours they work: "part-time employees working a minimum of", "staff who work at least". */
const STAFF_CLASS_BEFORE = /\b(?:employees|staff|physicians|workers|associates)\s+(?:who\s+)?(?:work\w*|(?:are\s+)?scheduled)\b[^.;]{0,25}$/;
/** The physician's working day in hours: "a short working day of four hours", "shall work 6 hours per day". */
const DAILY_HOURS = /\bworking day of (\d{1,2}) hours\b|\bwork(?:s)? (\d{1,2}) hours (?:per|a|each) (?:working )?day\b/;

/**
 * Days a week times the length of the day, in the orders contracts write them: the day's length before the days ("4
 * 8-hour days per week"), between them and the week ("4 days (each an 8 hour day) per week"), or after the week ("3 days a
 * week, 10 hours a day"; "9 hours a day, 5 days a week").
 */
const DAYS_OF_HOURS = [
  /\b([1-7])\s+(\d{1,2})[- ]hours?\s+(?:work(?:ing)?\s+)?days?\s+(?:per|a|each|every|in each|in a)\s+(?:calendar\s+)?week\b/,
  /\b([1-7])\s+(?:work(?:ing)?\s+)?days\s*\([^.;()]{0,30}?\b(\d{1,2})[- ]hours?\s+(?:work(?:ing)?\s+)?days?\)\s*(?:per|a|each|every|in each|in a)\s+(?:calendar\s+)?week\b/,
  /\b([1-7])\s+(?:work(?:ing)?\s+)?days\s+(?:per|a|each|every|in each|in a)\s+(?:calendar\s+)?week\b,?\s+(?:of|at|for|working)?\s*(\d{1,2})\s+hours\s+(?:each|per day|a day|per working day|each day|daily)\b/,
];
const HOURS_THEN_DAYS = /\b(\d{1,2})\s+hours\s+(?:per|a|each)\s+day,?\s+(?:and\s+)?([1-7])\s+days\s+(?:per|a|each|every)\s+week\b/;
/** A ceiling or a comparison before the days, not the schedule: "up to 3 ...", "more than 4 ...". */
const DAYS_CEILING = /\b(?:up to|no more than|not more than|not to exceed|in excess of|more than|fewer than|less than|maximum of|over)\s*$/;

function daysTimesHours(num: string): { value: number; at: number } | undefined {
  for (const re of DAYS_OF_HOURS) {
    const m = re.exec(num);
    if (!m || DAYS_CEILING.test(num.slice(Math.max(0, m.index - 20), m.index))) continue;
    const days = Number(m[1]), hours = Number(m[2]);
    if (hours >= 2 && hours <= 14) return { value: days * hours, at: m.index };
  }
  const h = HOURS_THEN_DAYS.exec(num);
  if (h && !DAYS_CEILING.test(num.slice(Math.max(0, h.index - 20), h.index))) {
    const hours = Number(h[1]), days = Number(h[2]);
    if (hours >= 2 && hours <= 14) return { value: days * hours, at: h.index };
  }
  return undefined;
}

export function weeklyHours(ctx: Ctx): Candidate<number>[] {
  const out: Candidate<number>[] = [];
  for (const c of ctx.clauses) {
    // "Your normal hours of work will be 8am to 4.30pm on Monday to Friday": five days of the range.
    // The range may be cut into sentences at "p.m.": read it with the next clause of its item.
    const near = /\bhours\b/.test(c.num) ? nearbyText(ctx, c, 1) : '';
    const week = near ? clockWeek(near) : undefined;
    if (week !== undefined && near.search(CLOCK_WEEK) < c.num.length && !deniedAt(near, near.search(CLOCK_WEEK))) out.push({ value: week, clause: c, strength: PLAIN });
    // "80 hours per biweekly pay period": a week is half of it.
    const pp = /(\d+)\s+(?:[a-z-]+\s+){0,2}?hours?\s+(?:per|each|in each|every)\s+(?:bi-?weekly|two-week)\s+(?:pay\s+)?period/.exec(c.num);
    if (pp && !deniedAt(c.num, pp.index)) {
      const v = Number(pp[1]) / 2;
      if (v >= 4 && v <= 100) out.push({ value: v, clause: c, strength: PLAIN });
    }
    // "a short working day of four hours": five such days a week.
    const daily = DAILY_HOURS.exec(c.num);
    if (daily && !WEEKLY_HOURS_NEAR.test(c.num.slice(daily.index, daily.index + 60)) && !deniedAt(c.num, daily.index)) {
      const v = Number(daily[1] ?? daily[2]);
      if (v >= 2 && v <= 12) out.push({ value: v * 5, clause: c, strength: PLAIN });
    }
    // A week of working days of set length: "four eight-hour days a week", "3 days per week at 10 hours a day".
    const dh = daysTimesHours(c.num);
    if (dh && !deniedAt(c.num, dh.at)) out.push({ value: dh.value, clause: c, strength: PLAIN });
    for (const m of c.num.matchAll(HOURS)) {
      const v = Number(m[1] ?? m[2]);
      const at = m.index ?? 0;
      const before = c.num.slice(Math.max(0, at - 60), at);
      // Limits and comparisons are not the requirement: "in excess of 50 hours", "a 1.0 FTE corresponds to 40 hours".
      if (/\b(?:in excess of|more than|exceed|beyond|over|above|maximum of|up to|overtime)\s*$/.test(before)) continue;
      // A ceiling is not the schedule: "employed fewer than 25 hours a week", "(under 15 hours weekly)"; a floor ("not less than") is.
      if (/(?:^|[^a-z])(?<!\bnot )(?<!\bno )(?<!\bnot be )(?:less|fewer) than\s*(?:[a-z-]+\s*)?\(?$|\bunder\s*$/.test(before)) continue;
      if (/\b1\.0 fte\b[^.;]{0,40}$|\bfull[- ]time equivalent\b[^.;]{0,30}$|\bfull[- ]time (?:physician|employee)s? (?:work|is)\b/.test(before)) continue;
      // A floor is a requirement, not a denial: "his hours, which must not be less than 36 in any week".
      const floor = /\b(?:not|no)\s+(?:be\s+)?(?:less|fewer)\s+than\s*$/.test(before);
      if (!floor && deniedAt(c.num, at)) continue;
      if (v < 4 || v > 100) continue;
      // A class of staff the hours define ("benefits for part-time employees working at least 24 hours a week"): not his hours.
      if (STAFF_CLASS_BEFORE.test(before)) continue;
      // Time set aside for a side role is not the work week: "4 hours per week to the administrative duties of the directorship".
      if (/^[^.;]{0,30}\b(?:to|for|on)\s+(?:the\s+|such\s+|these\s+)?(?:administrative|director(?:ship)?|medical director|teaching|research|committee|leadership)\b/.test(c.num.slice(at + m[0].length))) continue;
      const required = /\b(?:shall|will|must|required|minimum|at least|not less than|no fewer than|average|averages|commitment|schedule|work|provide|devote)\b/.test(c.num);
      out.push({ value: v, clause: c, strength: required ? STATED : below(INDIRECT, 5) });
    }
  }
  return out;
}

const RATIO = /\b1[\s-]+(?:\(1\)\s+)?(?:([a-z]+)[\s-]+)?(?:in|of|out of)[\s-]+(?:every[\s-]+)?(\d+)(?:\s*\((?:1:\d+|1 in \d+)\))?(?:[\s-]+([a-z]+))?|\b1:(\d+)\b/g;
const CALL_CONTEXT = /\b(?:call|on-call|after-hours|after hours|coverage|rotation|availability)\b/;

function unitWord(w: string | undefined): string | undefined {
  if (!w) return undefined;
  if (/^(?:weeknights?|nights?|weekday)/.test(w)) return 'weeknights';
  if (/^weekends?/.test(w)) return 'weekends';
  if (/^weeks?$/.test(w)) return 'weeks';
  if (/^days?$/.test(w)) return 'days';
  if (/^(?:months?)$/.test(w)) return 'months';
  return undefined;
}

const ORDINAL: Record<string, number> = { other: 2, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8 };

/** The ratios a sentence states: "1 in 4 weeknights", "every other weekend". */
function ratioParts(num: string): string[] {
  const parts: string[] = [];
  for (const m of num.matchAll(RATIO)) {
    if (m[4]) {
      const later = /^\s*(?:rotation|basis|schedule)?\s*(?:for|on|of)?\s*(weeknights?|weekends?|nights?|weeks?)\b/.exec(num.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 40));
      const part = later ? `1 in ${m[4]} ${unitWord(later[1])}` : `1 in ${m[4]}`;
      if (!parts.some((p) => p.startsWith(part))) parts.push(part);
      continue;
    }
    const n = Number(m[2]);
    if (n < 2 || n > 30) continue;
    const later = /^\s*(?:\(1:\d+\)\s*)?(?:rotation|basis|schedule)?\s*(?:for|on|of)?\s*(weeknights?|weekends?|nights?|weeks?)\b/.exec(num.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 40));
    const unit = unitWord(m[3]) ?? unitWord(m[1]) ?? unitWord(later?.[1]);
    const part = unit ? `1 in ${n} ${unit}` : `1 in ${n}`;
    if (!parts.some((p) => p === part || (p.startsWith(`1 in ${n}`) && !unit))) parts.push(part);
  }
  // Clinical shorthand "q4" (every fourth), beside the call or its unit: "call q5 weekends", "q4 night call".
  // A bare "Q4" is a quarter, and "q4h" an interval in hours: neither is read.
  for (const m of num.matchAll(/\bcall\b[^.;]{0,20}?\bq\s?(\d{1,2})\b(?!h)(?:\s+(weeknights?|nights?|weekends?|weeks?|days?))?|\bq\s?(\d{1,2})\s+(weeknights?|nights?|weekends?|weeks?|days?|call)\b/g)) {
    const n = Number(m[1] ?? m[3]);
    const unit = unitWord(m[2] ?? m[4]);
    const part = unit ? `1 in ${n} ${unit}` : `1 in ${n}`;
    if (n >= 2 && n <= 30 && !parts.some((p) => p.startsWith(`1 in ${n}`))) parts.push(part);
  }
  // "every fourth weekend", "every other weeknight".
  for (const m of num.matchAll(/\bevery (other|second|third|fourth|fifth|sixth|seventh|eighth|(\d+)(?:st|nd|rd|th)) (weekend|weeknight|night|week|day)s?\b/g)) {
    const n = m[2] ? Number(m[2]) : ORDINAL[m[1]];
    const part = `1 in ${n} ${unitWord(m[3])}`;
    if (n >= 2 && !parts.includes(part)) parts.push(part);
  }
  return parts;
}

/** "You will not take weekend call", "no weekend call", "weekend call is not required". */
function deniesCall(num: string, part: 'weekend' | 'weeknight'): boolean {
  const re = part === 'weekend' ? /\bweekend (?:call|on-call|call coverage|coverage)\b|\bcall\b[^.;]{0,20}\b(?:on|during|over) weekends\b/g : /\b(?:weeknight|night|weekday) (?:call|on-call|call coverage)\b|\bcall\b[^.;]{0,20}\b(?:on|during) weeknights\b/g;
  for (const m of num.matchAll(re)) {
    const at = m.index ?? 0;
    // "not ... weekend call more than once a month" limits the call; it does not exclude it.
    if (/^[^.;]{0,40}\b(?:more (?:often )?than|in excess of|beyond|unless|except|other than)\b/.test(num.slice(at + m[0].length))) continue;
    if (deniedAt(num, at, at + m[0].length)) return true;
  }
  return false;
}

/** The half of a call schedule (weeknights or weekends) a sentence leaves out, when it or the next ones state it. */
function otherHalf(ctx: Ctx, c: Ctx['clauses'][number], parts: string[]): string | undefined {
  const hasNights = parts.some((p) => p.endsWith('weeknights'));
  const hasWeekends = parts.some((p) => p.endsWith('weekends'));
  if (hasNights === hasWeekends) return undefined;
  const want = hasNights ? 'weekends' : 'weeknights';
  const text = nearbyText(ctx, c, 2);
  if (deniesCall(text, hasNights ? 'weekend' : 'weeknight')) return `no ${hasNights ? 'weekend' : 'weeknight'} call`;
  const members = ctx.units[c.unit].clauses;
  const at = members.indexOf(c.index);
  for (const i of members.slice(at + 1, at + 3)) {
    const n = ctx.clauses[i].num;
    if (!CALL_CONTEXT.test(n)) continue;
    const found = ratioParts(n).find((p) => p.endsWith(want));
    if (found) return found;
  }
  return undefined;
}

export function callSchedule(ctx: Ctx): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  for (const c of ctx.clauses) {
    const callish = CALL_CONTEXT.test(c.num) || /call/.test(c.title) || /\bcall\b/.test(c.heading.toLowerCase());
    if (!callish) continue;
    const parts = ratioParts(c.num);
    // "share call equally with the three (3) other physicians": one in four, by inference.
    const shared = /\bcall\b[^.;]{0,80}\b(?:equally|evenly|equal basis|equitabl[ey](?: basis)?)\b[^.;]{0,40}\b(?:with|among)\s+(?:the\s+)?(\d+)\s+other\s+(?:[a-z-]+\s+)?(?:physicians|surgeons|providers|doctors|[a-z]+ists)\b/.exec(c.num);
    if (!parts.length && shared && Number(shared[1]) < 30) {
      const unit = /\bweekend call\b/.test(c.num) ? ' weekends' : /\b(?:night|weeknight) call\b/.test(c.num) ? ' weeknights' : '';
      out.push({ value: `1 in ${Number(shared[1]) + 1}${unit}`, clause: c, strength: WEAK });
      continue;
    }
    if (parts.length) {
      // Keep the most specific: "1 in 7" adds nothing next to "1 in 7 weeknights".
      const specific = parts.filter((p) => p.split(' ').length === 4 || !parts.some((q) => q !== p && q.startsWith(p + ' ')));
      const order = (p: string) => (p.endsWith('weeknights') ? 0 : p.endsWith('weekends') ? 1 : 2);
      const half = otherHalf(ctx, c, specific);
      if (half) specific.push(half);
      const value = [...new Set(specific)].sort((a, b) => order(a) - order(b)).join('; ');
      out.push({ value, clause: c, strength: /\bcall\b/.test(c.num) ? DIRECT : above(INDIRECT, 2) });
    }
  }
  if (out.length) return out;
  for (const c of ctx.clauses) {
    const noCall = anyOf([
      String.raw`\bno (?:on-call|call)\b`,
      String.raw`\bno (?:[a-z-]+,? )*(?:on-call|call)\b[^.;]{0,40}\b(?:obligation|duty|duties|responsibilit|coverage)`,
      String.raw`\bnot (?:be )?(?:required|obligated|expected) to (?:take|provide|perform|participate in)[^.;]{0,30}\b(?:call|on-call)\b`,
      String.raw`\bshall have no\b[^.;]{0,40}\bcall\b|\b(?:will|shall) not be on[- ]call\b`,
      String.raw`\b(?:does|do|will|shall) not require\b[^.;]{0,30}\b(?:call|on-call)\b`,
    ]);
    if (noCall.test(c.num) || /^no call\b|^no on-call\b/.test(c.title)) {
      // "No weekend call" next to a weeknight rotation is a partial exclusion, handled above.
      if (!/\bweekend call\b|\bweeknight call\b/.test(c.num) || /\bno on-call\b|of any kind/.test(c.num)) out.push({ value: 'no call', clause: c, strength: STATED });
    }
  }
  if (!out.length) {
    for (const c of ctx.clauses) if (/\bcall\b/.test(c.num) && statedUndenied(c.num, /\b(?:take|share|participate in)[^.;]{0,40}\bcall\b/)) return [];
  }
  return out;
}
