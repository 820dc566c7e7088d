// compensation.inc_bonus, perf_bonus: yearly bonuses read as amounts or as shares of base salary.
import type { Ctx, Clause } from '../context.js';
import type { Candidate } from '../candidates.js';
import { annualise, findMoney, findPercents, type Money } from '../money.js';
import { wordsToNumber } from '../numbers.js';
import { distractorNear } from '../language.js';
import { deniedAt } from '../negation/index.js';
import { amendsEarlier } from './in-force.js';
import { agreementDate } from './term/agreement-date.js';
import type { DateValue } from '../dates.js';
import { nextClause } from './nearby.js';
import { PHYSICIAN } from '../party-words.js';
import { DIRECT, STATED, PLAIN, INDIRECT, FALLBACK, above, below } from '../confidence.js';
import { around } from '../alternatives.js';
import { settledBonus } from './settled-bonus.js';
import { CONSULTING_SCOPE, EXAMPLE, illustratesOnly, measuresSeverance } from './compensation.js';
import { OWED_UP_TO_LEAVING } from '../salary-at-leaving.js';
import { targetPayLessBase } from './pay-totals.js';

const INC_KEY = around(String.raw`\b`, [
  String.raw`quality (?:incentive|bonus)|quality(?: and| &|,) [a-z]+ (?:incentive|bonus)|citizenship (?:incentive|bonus)`,
  String.raw`incentive bonus|quality-based (?:incentive|bonus)|annual (?:incentive|bonus)|discretionary bonus`,
  String.raw`citizenship bonus|value-based (?:incentive|bonus)|quality incentive bonus`,
], String.raw`\b`);
const PERF_KEY = around(String.raw`\b`, [
  String.raw`productivity (?:bonus|incentive|compensation)|performance bonus|production bonus|wrvu (?:bonus|incentive)`,
  String.raw`collections? bonus|encounter incentive|volume (?:bonus|incentive)|target bonus`,
], String.raw`\b`);
// A panel of arbitrators is no patient panel: the dispute clause of an executive letter does not make its pay productivity pay.
const PRODUCTIVITY_WORDS = /\b(?:wrvus?|rvus?|collections|encounters?|visits|volume|clinical hours?|production|(?<!arbitration |arbitral )panel(?! of (?:\w+ )?arbitrators?))\b/;

/**
 * Percent of base salary named near a position: "up to 8% of the base salary", "50%, of base salary", "50% per annum
 * of the base salary", "200% of fixed salary", "50% of annual base rate" (a duplicated "% percent" is read once).
 */
// The figure may close a bracket ("a percentage (40%) of base salary"); the salary may be the part earned or paid in
// the year ("45% of earned salary"). An amendment may name the salary it sets as amended or new, and "base annual
// salary" is as common an order as "annual base salary".
const OF_BASE = around(String.raw`^\s*\)?\s*,?\s*(?:percent\s+)?(?:(?:per annum|per year|annually)\s+)?of\s+(?:the\s+|(?:the\s+)?${PHYSICIAN}'s\s+|(?:mr|ms|mrs|dr)\.?\s+[a-z-]+'s\s+|your\s+|his\s+|her\s+|their\s+)?(?:(?:earned|paid|eligible|actual)\s+)?(?:then[- ]current\s+|then\s+)?(?:(?:amended|adjusted|revised|new|increased)\s+)?(?:annuali[sz]ed\s+|annual\s+|then-current\s+|current\s+|established\s+|fixed\s+)?(?:annual\s+)?`, [
  String.raw`base salary|base annual salary|basic salary|salary|base compensation|base pay|base\b(?! (?:rate|year|period|unit|wrvu|threshold))|(?<=annual )base rate`,
  String.raw`total guaranteed|guaranteed (?:annual |base )?(?:compensation|salary|pay)`,
  // A bonus plan may name the salary by what the plan counts of it ("65% of bonusable earnings", "of eligible earnings").
  String.raw`bonusable (?:earnings|salary|compensation|pay)|(?<=(?:eligible|base) )earnings`,
], String.raw``);
/** A percentage of the target bonus, not of the salary: "150% of his target bonus". */
// The target may be called the guaranteed or minimum bonus ("up to 200% of his guaranteed minimum annual bonus").
const OF_TARGET = /^\s*of (?:the |his |her |your |such |that |its |their )?(?:[a-z]+'s )?(?:(?:annual|guaranteed|minimum) )*(?:target(?:ed)?|bonus)\b/;
/** Words joining the two ends of a range of percentages that share one "of base salary": "100%, but not to exceed 200%, of". */
const RANGE_JOIN = /^\s*,?\s*(?:to|and|or|-|\u2013|through|but not (?:to )?exceed|(?:and|with) (?:a |up to a )?(?:maximum|max) of|(?:and )?up to)\s*(?:a maximum of\s*)?$/;

type Pct = { value: number; index: number; end: number };
/** Whether the i-th percentage is a share of the base salary, by itself or as the first end of a range. */
export function ofBase(num: string, pcts: Pct[], i: number): boolean {
  const p = pcts[i];
  if (OF_BASE.test(num.slice(p.end, p.end + 60))) return true;
  const q = pcts[i + 1];
  return !!q && RANGE_JOIN.test(num.slice(p.end, q.index)) && OF_BASE.test(num.slice(q.end, q.end + 60));
}

/** "20% of salary (maximum 40%)": a cap on the share just stated, set off in brackets. */
function capOfShareBefore(num: string, pcts: Pct[], i: number): boolean {
  const prev = pcts[i - 1];
  return !!prev && ofBase(num, pcts, i - 1) && /^[^.;%]{0,40}\(\s*(?:with |and )?(?:a |the )?(?:maximum|max|cap) (?:of |at )?$/.test(num.slice(prev.end, pcts[i].index));
}

function percentsOfBase(num: string, from: number, span: number): { pct: number; index: number }[] {
  const all = findPercents(num);
  const out: { pct: number; index: number }[] = [];
  all.forEach((p, i) => {
    if (p.index < from || p.index - from > span) return;
    if (ofBase(num, all, i) || capOfShareBefore(num, all, i)) out.push({ pct: p.value, index: p.index });
  });
  return out;
}

/** A bonus paid by a schedule: "the Clinic will pay the Doctor a yearly bonus as shown in the table below". */
const BONUS_TABLE = /\bbonus(?:es)?\b[^.;]{0,80}\b(?:set forth|shown|stated|provided) (?:in )?(?:the )?(?:following|table below|schedule below)(?: table| schedule)?\b|\bbonus(?:es)?\b[^.;]{0,60}\bas follows:?$/;

/**
 * The top of a bonus schedule: the largest amount of the table right after the sentence that introduces it ("at least
 * 90% of target - 40,000 ... at least 105% of target - 96,000"). Thresholds given as percentages are not amounts.
 */
function bonusTable(ctx: Ctx, base: number | undefined): Candidate<number>[] {
  for (const c of ctx.clauses) {
    const levels = base ? levelsTable(ctx, c) : undefined;
    if (levels !== undefined) return [{ value: Math.round(base! * levels) / 100, clause: c, strength: STATED }];
    if (!BONUS_TABLE.test(c.num) || EXAMPLE.test(c.num) || PRODUCTIVITY_WORDS.test(c.num)) continue;
    const table = ctx.clauses[c.index + 1];
    if (!table || PRODUCTIVITY_WORDS.test(table.num) || OTHER_BONUS.test(c.num)) continue;
    const amounts = [...table.num.matchAll(/(?<![\d.,])\$?\s?(\d{1,3}(?:,\d{3})+)(?:\.\d{2})?(?![\d,]|\s*%)/g)].map((m) => Number(m[1].replace(/,/g, '')));
    // A schedule has steps: several amounts, not one figure quoted after the sentence.
    if (amounts.length < 3) continue;
    return [{ value: Math.max(...amounts), clause: table, strength: STATED }];
  }
  return [];
}

/** A bonus introduced by a table set out under it: "the target bonus shall be as set forth below:". */
const BONUS_LEVELS_INTRO = /\bbonus(?:es)?\b[^.;]{0,60}\b(?:set forth|shown|stated|set out) below\s*:/;
/**
 * A table of bonus levels written as bare percentages, with no amounts in money ("at 100% of target: 30% / 15% / 60%
 * total"): in an executive agreement such levels are shares of the salary, and the highest is the most the bonus pays
 * (FIELDS: maximum annual amount, a percentage converted with the base). Percentages "of" something (the share of the
 * goal reached that opens each row) are thresholds, not levels.
 */
function levelsTable(ctx: Ctx, c: Clause): number | undefined {
  const intro = BONUS_LEVELS_INTRO.exec(c.num);
  if (!intro || EXAMPLE.test(c.num) || PRODUCTIVITY_WORDS.test(c.num) || OTHER_BONUS.test(c.num.slice(0, intro.index + intro[0].length))) return undefined;
  const next = ctx.clauses[c.index + 1];
  const table = c.num.slice(intro.index + intro[0].length) + (next && next.unit === c.unit ? ' ' + next.num : '');
  if (findMoney(table).some((m) => m.value >= 1000)) return undefined;
  const bare = findPercents(table).filter((p) => !/^\s*(?:of|per|in|on|above|below)\b/.test(table.slice(p.end, p.end + 12))).map((p) => p.value);
  const top = Math.max(...bare);
  return bare.length >= 3 && top > 0 && top <= 300 ? top : undefined;
}

/**
 * A bonus an amendment sets only for years already over when it is signed ("for each of fiscal years 2015 through 2017
 * the company shall pay a minimum bonus of ...", in a letter of 2018): it settles the past and sets no bonus in force.
 */
const BONUS_YEARS = /\b(?:calendar|fiscal|plan|performance) years? (?:19|20)\d\d\b|\bfiscal (?:19|20)\d\d\b/;
function bonusYearsPast(num: string, signed: DateValue | undefined): boolean {
  if (!signed || !BONUS_YEARS.test(num)) return false;
  const years = [...num.matchAll(/\b(?:19|20)\d\d\b/g)].map((m) => Number(m[0]));
  return years.length > 0 && Math.max(...years) < signed.y;
}

export function incentiveBonus(ctx: Ctx, base: number | undefined): Candidate<number>[] {
  // A bonus sum that only makes up what the ending pays ("severance pay equal to twice the sum of his salary of $X and his
  // target bonus of $Y", "continuation of her salary plus her target bonus ($Y)") is the measure of that payment.
  // A bonus paid once as a settled sum (a lump sum, a sum to fund an option exercise, last year's bonus paid out) states
  // no yearly maximum (ADJUDICATION-holdout47.md, point 1: a settled bonus is not a yearly maximum).
  const signedOn = agreementDate(ctx);
  const read = incentiveBonusRead(ctx, base).filter((x) => !measuresSeverance(x.clause, x.value) && !settledBonus(x.clause.num, signedOn));
  if (amendsEarlier(ctx)) {
    const signed = agreementDate(ctx);
    return read.filter((x) => !bonusYearsPast(x.clause.num, signed) && !CONSULTING_SCOPE.test(x.clause.num));
  }
  return read;
}

function incentiveBonusRead(ctx: Ctx, base: number | undefined): Candidate<number>[] {
  const summed = bonusesListed(ctx) ?? goalsListedByAmount(ctx) ?? quarterlyPlusYearly(ctx);
  if (summed) return [summed];
  const named = bonus(ctx, INC_KEY, base, (u) => !PRODUCTIVITY_WORDS.test(u) || /quality/.test(u));
  // A maximum stated as a share of the target outranks the target it multiplies, as within one sentence.
  if (named.length && base) named.push(...targetTimesMaximum(ctx, base).map((x) => ({ ...x, strength: DIRECT })));
  // A target in money with the most it pays as a share of that target, read across the bonus's paragraph.
  const scaled = targetInMoneyTimesMaximum(ctx);
  if (scaled) named.push(scaled);
  const table = bonusTable(ctx, base);
  if (table.length && !named.some((x) => x.strength > STATED)) return table;
  if (!named.length) {
    const plain = plainBonus(ctx, base);
    return plain.length ? plain : targetPayLessBase(ctx, base, EXAMPLE);
  }
  // A named bonus read only indirectly (no cap or target beside it) gives way to a bonus whose maximum is stated.
  if (named.some((x) => x.strength > INDIRECT)) return named;
  return [...named, ...plainBonus(ctx, base).filter((x) => x.strength >= ROLE_STRENGTH.max)];
}

/** A sentence that introduces several bonuses, each set out after it: "eligible to earn separate bonuses on the following goals:". */
const BONUSES_INTRO = /\b(?:bonuses|bonus opportunities|bonus amounts)\b[^.;]{0,200}(?::\s*$|\bas follows\b|\bthe following\b)/;
/** The amount of one bonus of the list: "a bonus in the amount of $40,000 if ...", "your bonus opportunity will be an additional $25,000". */
const LISTED_AMOUNT_BEFORE = /\b(?:bonus|opportunity|award|amount|payment)\b[^$.;]{0,40}$/;
/** A further bonus set beside those listed: "in addition to the bonus amounts above, a separate bonus of up to $40,000". */
const ADDED_BONUS = /\b(?:in addition to|additional|separate|further)\b/;
/** A new numbered section ends the list: "3. Term.", "4. The Addendum". */
const NEW_SECTION = /^\d+\.\s/;

/**
 * Several bonuses a sentence introduces and sets out one by one, each on its own condition ("(i) a bonus of $40,000 if
 * earnings reach ...; (ii) a bonus of $40,000 if ..."; "at the first revenue target, $50,000; at a second, an
 * additional $50,000"), with any further bonus granted in addition to them: together they are the most the year can
 * pay (FIELDS: the maximum annual amount).
 */
function bonusesListed(ctx: Ctx): Candidate<number> | undefined {
  for (const c of ctx.clauses) {
    if (!BONUSES_INTRO.test(c.num) || EXAMPLE.test(c.num) || OTHER_BONUS.test(c.num) || PRODUCTIVITY_WORDS.test(c.num)) continue;
    const amounts: number[] = [];
    let last = c;
    // The list may run on in the introducing sentence itself, after its colon or "as follows".
    const listStart = c.num.search(BONUSES_INTRO) + (BONUSES_INTRO.exec(c.num)?.[0].length ?? 0);
    for (let i = c.index; i < Math.min(ctx.clauses.length, c.index + 7); i++) {
      const d = ctx.clauses[i];
      if (i > c.index && (NEW_SECTION.test(d.num) || OTHER_BONUS.test(d.num) || PRODUCTIVITY_WORDS.test(d.num))) break;
      const found = findMoney(d.num).filter((m) => i > c.index || m.index >= listStart).filter((m) => m.value >= 1000 && m.period !== 'unit' && m.period !== 'hour'
        && LISTED_AMOUNT_BEFORE.test(d.num.slice(Math.max(0, m.index - 60), m.index))
        && !BUSINESS_MEASURE_AFTER.test(d.num.slice(m.end, m.end + 50))
        && !/\b(?:at least|in excess of|above|over|exceeds?|more than)\s*$/.test(d.num.slice(Math.max(0, m.index - 20), m.index)));
      // After the list itself, only a bonus stated to come on top of the listed ones joins the sum.
      if (amounts.length && i > last.index + 1 && !ADDED_BONUS.test(d.num)) continue;
      if (!found.length) continue;
      amounts.push(...found.map((m) => annualise(m, 'year') ?? 0));
      last = d;
    }
    if (amounts.length >= 2) return { value: amounts.reduce((a, b) => a + b, 0), clause: c, strength: STATED };
  }
  return undefined;
}

/** A sentence that ends by introducing one bonus set out in lines below it: "he shall earn a bonus for 2021 as follows:". */
const BONUS_AS_FOLLOWS = /\bbonus(?:es)?\b[^.;]{0,120}\bas follows:?\s*$/;
/** The same introduction with the first line of the list run into its sentence ("... a bonus as follows: $12,000 on closing ..."). */
const BONUS_AS_FOLLOWS_RUN_ON = /\bbonus(?:es)?\b[^.;]{0,120}\bas follows:\s*/;
/** A line of the list that opens on its amount: "$12,000 on closing the new credit line." */
const AMOUNT_LED = /^\s*(?:\(?[a-z0-9]{1,3}[.)]\s*)?(?:\$|us\$|usd\s?)\s?\d/;

/**
 * One bonus set out as lines that each open on an amount and name their own goal ("$12,000 on closing the credit
 * line", "$8,000 on launching the new product"): the goals are met separately, so the year can pay them all (FIELDS:
 * the maximum annual amount). Amounts that rise line by line are the steps of one scale, whose top is the most it pays,
 * and are left to the schedule reader.
 */
function goalsListedByAmount(ctx: Ctx): Candidate<number> | undefined {
  for (const c of ctx.clauses) {
    // A list whose first line the sentence splitter joined to the introduction opens on its amount right after the colon.
    const endsOnColon = BONUS_AS_FOLLOWS.test(c.num);
    const runOn = endsOnColon ? undefined : BONUS_AS_FOLLOWS_RUN_ON.exec(c.num);
    const firstLine = runOn ? c.num.slice(runOn.index + runOn[0].length) : undefined;
    if (!(endsOnColon || (firstLine !== undefined && AMOUNT_LED.test(firstLine))) || EXAMPLE.test(c.num) || PRODUCTIVITY_WORDS.test(c.num)) continue;
    if (new RegExp(String.raw`${OTHER_BONUS.source}\s+bonus`).test(c.num)) continue;
    const amounts: number[] = [];
    // The joined sentence may hold the whole list, one line after another, each opening on its amount.
    let ok = true;
    for (const line of firstLine?.split(/(?<=[.;])\s+(?=(?:\$|us\$|usd\s?)\s?\d)/) ?? []) {
      const m = findMoney(line)[0];
      if (!AMOUNT_LED.test(line) || PRODUCTIVITY_WORDS.test(line) || !m || m.value < 500 || (m.period !== 'none' && m.period !== 'year')) { ok = false; break; }
      amounts.push(m.value);
    }
    if (!ok) continue;
    for (let i = c.index + 1; i < Math.min(ctx.clauses.length, c.index + 13); i++) {
      const d = ctx.clauses[i];
      if (!AMOUNT_LED.test(d.num) || PRODUCTIVITY_WORDS.test(d.num)) break;
      const m = findMoney(d.num)[0];
      if (!m || m.value < 500 || (m.period !== 'none' && m.period !== 'year')) break;
      amounts.push(m.value);
    }
    if (amounts.length < 2 || amounts.every((a, i) => i === 0 || a > amounts[i - 1])) continue;
    return { value: amounts.reduce((a, b) => a + b, 0), clause: c, strength: STATED };
  }
  return undefined;
}

const QUARTERLY_BONUS_BEFORE = /\bquarterly (?:cash )?(?:bonus|incentive)(?:es)?\b[^$.;]{0,60}$/;
const YEARLY_BONUS_BETWEEN = /^[^$.;]{0,20}?\b(?:annual|yearly|year-end) (?:cash )?(?:bonus|incentive)\b[^$.;]{0,60}$/;

/**
 * A bonus paid in two parts, each with its own amount: a sum each quarter and a further sum at the year's end
 * ("quarterly bonus: $15,000 a quarter; year-end bonus: $40,000"). The year can pay both, so its most is four quarters
 * plus the yearly part (FIELDS: the maximum annual amount). Where later years step up, the first pair is in force.
 */
function quarterlyPlusYearly(ctx: Ctx): Candidate<number> | undefined {
  for (const c of ctx.clauses) {
    // The two parts may stand as two lines of a schedule, each its own clause.
    const next = ctx.clauses[c.index + 1];
    const num = next ? `${c.num} ${next.num}` : c.num;
    if (EXAMPLE.test(num) || PRODUCTIVITY_WORDS.test(num)) continue;
    const found = findMoney(num);
    for (let i = 0; i + 1 < found.length; i++) {
      const q = found[i], y = found[i + 1];
      if (q.index >= c.num.length) break;
      if (q.period !== 'quarter' || !QUARTERLY_BONUS_BEFORE.test(num.slice(Math.max(0, q.index - 80), q.index))) continue;
      // A yearly figure run into the caption of the next year's quarterly line borrows that line's "quarterly" as its period.
      const nextCaption = /^\s*quarterly (?:cash )?(?:bonus|incentive)/.test(num.slice(y.end, y.end + 40));
      if (y.period !== 'none' && y.period !== 'year' && !nextCaption) continue;
      if (!YEARLY_BONUS_BETWEEN.test(num.slice(q.end, y.index))) continue;
      return { value: q.value * 4 + y.value, clause: c, strength: STATED };
    }
  }
  return undefined;
}

export function performanceBonus(ctx: Ctx, base: number | undefined): Candidate<number>[] {
  // A "performance" or "target" bonus on the company's results is an incentive bonus; productivity pays for the physician's own work.
  return bonus(ctx, PERF_KEY, base, (u) => (!/\bquality (?:incentive|bonus)\b/.test(u) || PRODUCTIVITY_WORDS.test(u)) && (!/\b(?:performance|target) bonus\b/.test(u) || PRODUCTIVITY_WORDS.test(u)), true);
}

/** A bonus named for something else: signing, retention, relocation, referral, the physician's own production. */
const OTHER_BONUS = around(String.raw`\b`, [
  String.raw`sign(?:ing|-on|on| on)|hiring|starting|start-up|start|commencement|retention|stay|relocation|moving|referral`,
  String.raw`recruitment|completion|longevity|loyalty|productivity|production|wrvus?|rvus?|collections?|commissions?`,
  String.raw`transaction|sale|change (?:in|of) control`,
], String.raw`\b`);
// "the Annual Incentive Program ... with a target payout of 35% of salary"; a stock or equity plan is not a bonus.
// "an annual variable compensation in the amount of ...": the yearly pay at risk on objectives, as letters outside the US call the bonus.
// Long-term incentive awards (as equity plans grant them, "awards under the yearly long-term incentive program") are
// no annual bonus, whatever their yearly target value.
// A bonus plan known by its initials elsewhere ("the MIP shall give him a target opportunity of 80% of salary") is still
// named by its target opportunity; a long-term or equity opportunity is not.
const PLAIN_BONUS = /\b(?:bonus(?:es)?|(?<!long-term |long term |equity |lti )target opportunity|(?<!stock |equity |share |long-term |long term )incentive (?:compensation|awards?|payments?)|annual incentive|(?<!stock |equity |share |long-term |long term )incentive (?:plan|program)|(?:annual |yearly )variable (?:compensation|pay|remuneration))\b/g;
/** Equity, not cash: awards of these are not the bonus. */
const EQUITY = /\b(?:stock|equity|shares?|options?|restricted|units|rsus?|psus?)\b/;
/**
 * An award sentence that states the figure of a bonus program named just before it: "You will take part in the annual
 * incentive program. Officers may earn awards in the range of 0 to 60% of base salary."
 */
// Targets or levels set out as shares of the salary ("the targets are these percentages of base pay: ...") are the
// figures of the program too.
function awardsOfProgram(ctx: Ctx, c: Clause): RegExpExecArray[] {
  const award = /\b(?:awards?|payouts?|(?:targets?|levels?)(?=[^.;]{0,40}\bpercentages? of (?:the )?(?:annual )?base (?:salary|compensation|pay)\b))\b/.exec(c.num);
  if (!award || EQUITY.test(c.num)) return [];
  const members = ctx.units[c.unit].clauses;
  const at = members.indexOf(c.index);
  const named = members.slice(Math.max(0, at - 3), at).some((i) => {
    const p = ctx.clauses[i].num;
    return new RegExp(PLAIN_BONUS.source).test(p) && !EQUITY.test(p) && !OTHER_BONUS.test(p);
  });
  return named ? [award] : [];
}
/**
 * A bonus owed for being employed on a set date ("provided you remain employed by the Clinic through March 1, 2026, you will be paid
 * a special bonus"): a retention bonus, not an incentive (ADJUDICATION: d2-14, h3-15, h4-09).
 */
const EMPLOYED_ON = /\b(?:are|is|be|remains?|still) (?:still |continuously |actively )?(?:employed|in the employ)\b[^.;]{0,40}\b(?:on|through|as of) (?:[a-z]+ \d{1,2}, \d{4}|the (?:first|second|third|fourth|fifth|\d+(?:st|nd|rd|th)) anniversary)/;
/** A bonus earned by staying: "so long as she remains in continuous employment with us until that date". */
export const STAYS_EMPLOYED = /\b(?:remains?|remained|continues? to be|is still|has been continuously) (?:in (?:the )?(?:continuous |active )?(?:employ|employment)\b|(?:continuously |actively )?employed\b)/;
/** A single payment: "a one-time bonus", "a one-time cash payment". */
export const ONE_TIME = /\bone-?time (?:cash |lump[- ]sum )?(?:bonus|payment)\b/;
export const MEASURED = /\b(?:goals?|performance|targets?|achievement|metrics|objectives|ebitda|revenues?|earnings|profits?)\b/;
export const paysForStaying = (num: string) => EMPLOYED_ON.test(num) && !MEASURED.test(num);
export const ON_CORPORATE_EVENT = /\b(?:in the event|upon|if|on)\b[^.;]{0,80}\b(?:initial public offering|public offering|becomes? (?:a )?public(?:ly)?(?: (?:owned|traded|held))?|merger|acquisition (?:of|by) the company|change (?:in|of) control|sale of (?:the company|all or substantially))\b/;
/** Earned as the deal closes: "immediately prior to the consummation of the Merger", "at the closing of the sale". */
// The deal may be named by its kind ("upon the completion of either a restructuring transaction or a refinancing").
const AT_DEAL_CLOSING = /\b(?:prior to|before|at|upon|on) (?:the )?(?:consummation|closing|completion|effective time) of (?:the |such |any |a |either )?(?:an? |the )?(?:[a-z-]+ ){0,3}?(?:merger|acquisition|sale|transaction|business combination|restructuring|refinancing|financing)\b/;
/** How a figure bounds the bonus: its maximum, its target, a floor, or plainly. */
function roleOf(before: string): 'max' | 'target' | 'min' | 'plain' {
  if (/\b(?:up to|maximum|max|not (?:to )?exceed|capped at|cap of|no more than|at most)\b[^$%]{0,40}$/.test(before)) return 'max';
  // The top of a range: "in the range of 0 to 60%", "between 25% and 50%".
  if (/\b(?:range of|between|from)\s+\$?\d[\d,.]*%?\s+(?:to|and|-)\s*$/.test(before)) return 'max';
  if (/\b(?:minimum|not less than|no less than|at least|guaranteed|fixed amount)\b[^$%]{0,40}$/.test(before)) return 'min';
  if (/\btarget(?:ed)?\b[^$%]{0,60}$/.test(before)) return 'target';
  return 'plain';
}
const ROLE_STRENGTH = { max: PLAIN, target: above(INDIRECT, 2), plain: below(INDIRECT, 4), min: FALLBACK } as const;

/**
 * An annual bonus called only "bonus" (executive and letter contracts): "a bonus capped at 17.5% of base", "Bonus
 * Program: up to $60,000", "30% of Base Salary at Target and up to 90% at Maximum" (FIELDS: the maximum annual amount,
 * a percentage of base converted with the base salary). Named bonuses of other kinds are left to their own fields.
 */
// "In no event shall the bonus be less than $10,000" sets a floor on the bonus; it does not deny it.
const FLOOR_SET = /\b(?:in no (?:event|case)|under no circumstances?) (?:shall|will)\b[^.;]{0,80}\bbe (?:less|lower|smaller) than\b/;
// The salary as the measure, then the sum it comes to: "of his annual salary, or $60,000", "of salary (i.e. $50,000)".
const RESTATED_SHARE = /\bof (?:[a-z'.-]+ ){0,4}(?:salary|wages?)\s*[,(]?\s*(?:or|i\.e\.,?|that is,?|which (?:is|equals|amounts to)|being|equal(?:ling)? to|amounting to)\s+[^$.;%\d]{0,50}$/;
/** A share of the salary in words: "one-half of his annual salary", "a third of base salary". */
const FRACTION = /\b(?:(?:one|a)[- ])?(half)\b|\b(?:one|a)[- ](third|quarter|fourth)\b/g;
const FRACTIONS: Record<string, number> = { half: 50, third: 100 / 3, quarter: 25, fourth: 25 };

function plainBonus(ctx: Ctx, base: number | undefined): Candidate<number>[] {
  const out: Candidate<number>[] = [];
  // A "Performance Bonus" of a contract that pays for production is the productivity bonus (perf_bonus).
  const producing = PRODUCTIVITY_WORDS.test(ctx.all);
  for (const c of ctx.clauses) {
    if ((EXAMPLE.test(c.num) && !illustratesOnly(c.num)) || BONUS_AS_MEASURE.test(c.num) || (/bonus/.test(c.title) && OTHER_BONUS.test(c.title))) continue;
    const keys = /\bbonus|\bincentive\b|\bvariable (?:compensation|pay|remuneration)\b/.test(c.num) || (/\btarget opportunity\b/.test(c.num) && !EQUITY.test(c.num))
      ? [...c.num.matchAll(PLAIN_BONUS)] : awardsOfProgram(ctx, c);
    if (!keys.length) continue;
    // "You will receive a signing bonus of $15,000. The bonus will be paid in three instalments": the bonus just named.
    const prev = ctx.clauses[c.index - 1];
    if (prev && prev.unit === c.unit && OTHER_BONUS.test(prev.num) && /\bbonus\b/.test(prev.num) && /^(?:the|this|such|said) bonus\b/.test(c.num.replace(/^[^a-z]+/, ''))) continue;
    // A one-time bonus, or one earned by staying to a date, is a signing or retention bonus (their own fields).
    if (ONE_TIME.test(c.num) || ((STAYS_EMPLOYED.test(c.num) || /\bguaranteed\b/.test(c.num)) && /\banniversary\b/.test(c.num)) || paysForStaying(c.num)) continue;
    // A bonus owed on a corporate event (a public offering, a merger or sale) is a transaction bonus, not the yearly incentive.
    if ((ON_CORPORATE_EVENT.test(c.num) || AT_DEAL_CLOSING.test(c.num)) && !/\b(?:annual|yearly|each (?:fiscal |calendar )?year|per (?:year|annum))\b/.test(c.num)) continue;
    // The bonus's target share of base, for a maximum stated as a share of the target (read across its mentions).
    let target: number | undefined;
    // Whether a share of the salary was read for an earlier mention, for "of such amount" in a later one.
    let sawBase = false;
    for (const k of keys) {
      const at = k.index ?? 0;
      if (OTHER_BONUS.test(c.num.slice(Math.max(0, at - 40), at + k[0].length + 30))) continue;
      // "the aggregate productivity pay for any Bonus Year shall not exceed $30,000": a bonus year is a period, and the cap
      // after it is that other pay's.
      if (/^\s+(?:year|period)\b/.test(c.num.slice(at + k[0].length, at + k[0].length + 10))) continue;
      if (deniedAt(c.num, at, at + k[0].length) && !FLOOR_SET.test(c.num.slice(Math.max(0, at - 60), at + k[0].length + 80))) continue;
      if (producing && /\b(?:performance|target)\s+$/.test(c.num.slice(Math.max(0, at - 14), at))) continue;
      // A bonus sum named within a termination payment ("in a lump sum within 30 days following termination, a payment
      // in respect of bonus"); only the words just before this bonus tell, as a clause may run on to a severance item.
      if (PAID_ON_LEAVING.test(c.num.slice(Math.max(0, at - 200), at))) continue;
      // Bonuses named only as left out of another figure ("the salary, exclusive of bonuses and benefits, shall rise by 5%
      // of the salary"): the figures that follow are that other pay's.
      if (LEFT_OUT_BEFORE.test(c.num.slice(Math.max(0, at - 30), at))) continue;
      // A bonus level reported for a past year, a bonus paid when the employment begins: neither is the yearly incentive
      // this contract offers.
      const near = c.num.slice(Math.max(0, at - 120), at + 160);
      if (PAST_LEVEL.test(near) || OWED_UP_TO_LEAVING.test(c.num.slice(Math.max(0, at - 60), at + 120)) || (AT_HIRE.test(near) && !/\b(?:annual|yearly|each (?:fiscal |calendar )?year|per (?:year|annum))\b/.test(near))) continue;
      // Figures of this bonus: after its name, before the next kind of pay is named. Levels listed as shares of the
      // salary may run on past a semicolon into the next clauses of the item ("25% at level one; 50% at level two").
      const levels = /^(?:targets?|levels?)$/.test(k[0]) && /[;:]\s*$/.test(c.num) ? ctx.units[c.unit].clauses.filter((i) => i > c.index && i <= c.index + 3).map((i) => ctx.clauses[i].num) : [];
      const rest = [c.num, ...levels].join(' ').slice(at, at + 260);
      // A share "of your base salary" measures the bonus; only other pay named in its own right ends the bonus's figures.
      const stop = rest.slice(k[0].length).search(/\b(?<!\bof (?:(?:your|his|her|the|their|its|(?:(?:mr|ms|mrs|dr)\.? )?[a-z]+'s) )?(?:annual |base |annual base |then[- ]current )?)(?:salary(?! at| in effect)|stipend|allowance|signing|retention|relocation|severance)\b(?! (?:at|of|in effect))/);
      const scope = stop >= 0 ? rest.slice(0, k[0].length + stop + 40) : rest;
      for (const m of inForceOfSchedule(scope, findMoney(scope))) {
        if (m.period === 'unit' || m.period === 'hour' || m.value < 1000 || distractorNear(scope, m.index, 40)) continue;
        // "35% of collections in excess of $785,000", "on funding larger than $500,000": a threshold, not the bonus. "Not
        // to exceed $100,000" and "no more than $100,000" bound the bonus itself from above.
        if (THRESHOLD_BEFORE.test(scope.slice(Math.max(0, m.index - 25), m.index))) continue;
        if (TOTAL_PAY_BEFORE.test(scope.slice(Math.max(0, m.index - 70), m.index))) continue;
        if (partOfBonus(scope, m)) continue;
        // "... bonus: the executive shall receive an annual salary of $120,000": the figure is the salary's.
        // A share of the salary restated as a sum ("one-half of his salary, or $60,000") is the bonus's own figure.
        const lead = scope.slice(Math.max(0, m.index - 60), m.index);
        if (/\b(?:salary|wages?|stipend|retainer)\b[^$.;]{0,40}$/.test(lead) && !RESTATED_SHARE.test(lead)) continue;
        // "at 100% of the target of $5 million in gross revenues": a business goal, not the bonus.
        if (BUSINESS_MEASURE_AFTER.test(scope.slice(m.end, m.end + 50))) continue;
        const role = roleOf(scope.slice(Math.max(0, m.index - 70), m.index));
        // The period may be named before the bonus word ("the half-yearly bonus is capped at $6,000"): read it in the clause.
        const whole = m.period === 'none' ? findMoney(c.num).find((x) => x.index === at + m.index) : undefined;
        const value = annualise(whole && whole.period !== 'unit' && whole.period !== 'hour' ? whole : m, 'year');
        if (value) out.push({ value, clause: c, strength: ROLE_STRENGTH[role] });
      }
      const lead = base ? shareNamedBeforeBonus(c.num, at) : undefined;
      if (lead) {
        sawBase = true;
        out.push({ value: Math.round(base! * lead.pct) / 100, clause: c, strength: ROLE_STRENGTH[lead.role] });
      }
      if (base) {
        const pcts = findPercents(scope);
        for (const [i, p] of pcts.entries()) {
          const before = scope.slice(Math.max(0, p.index - 70), p.index);
          // "a target bonus of 100% of base salary and a maximum of 150% of the target bonus": the maximum is a share of the target.
          if (target !== undefined && OF_TARGET.test(scope.slice(p.end, p.end + 70))) {
            const lead = c.num.slice(Math.max(0, at + p.index - 70), at + p.index);
            out.push({ value: Math.round(base * target * p.value) / 10000, clause: c, strength: ROLE_STRENGTH[/\bmax(?:imum)?\b[^%]{0,60}$/.test(lead) || roleOf(lead) === 'max' ? 'max' : 'target'] });
            continue;
          }
          // "... 60% of his salary ... and, for outstanding results, up to 120% of such amount": the same measure named again.
          const sameMeasure = sawBase && /^\s*of (?:such|that|the same|this) (?:amount|sum|salary|base|compensation)\b/.test(scope.slice(p.end, p.end + 30))
            // A cap on the same share set off in brackets ("20% of salary (maximum 40%)").
            || (sawBase && /\(\s*(?:with |and )?(?:a |the )?(?:maximum|max|cap) (?:of |at )?$/.test(before));
          if (!ofBase(scope, pcts, i) && !/^\s*of (?:his|her|your|the executive's|the physician's|base)\b/.test(scope.slice(p.end, p.end + 30)) && !bareShareOfPay(scope, p) && !sameMeasure) continue;
          sawBase = true;
          // "30% of Base Salary at Target and up to 90% at Maximum": a plain figure named the maximum after it, unless
          // the maximum that follows has a figure of its own ("... and a maximum opportunity of 150% of target").
          const role = roleOf(before) === 'plain' && /^[^.;%]{0,60}\bmaximum\b(?![^.;%]{0,40}\d%)/.test(c.num.slice(at + p.end, at + p.end + 110)) ? 'max' : roleOf(before);
          if (role === 'target' || target === undefined) target = p.value;
          out.push({ value: Math.round(base * p.value) / 100, clause: c, strength: ROLE_STRENGTH[role] });
        }
        for (const f of pcts.length ? [] : scope.matchAll(FRACTION)) {
          if (!OF_BASE.test(scope.slice(f.index + f[0].length, f.index + f[0].length + 60))) continue;
          sawBase = true;
          out.push({ value: Math.round(base * FRACTIONS[f[1] ?? f[2]]) / 100, clause: c, strength: ROLE_STRENGTH[roleOf(scope.slice(Math.max(0, f.index - 70), f.index))] });
        }
        const m = pcts.length ? undefined : salaryMultiple(c.num, scope);
        if (m) out.push({ value: Math.round(base * m.times * 100) / 100, clause: c, strength: ROLE_STRENGTH[m.capped ? 'max' : 'plain'] });
      }
    }
    // "... a bonus of 30% of base salary. In exceptional years this amount can reach 60% of base salary.": a maximum
    // stated in the next sentence of the same item, of the bonus just named.
    const next = base && out.some((x) => x.clause === c) ? nextClause(ctx, c) : undefined;
    if (next && next.unit === c.unit && REACHES.test(next.num)) {
      const pcts = findPercents(next.num);
      const i = pcts.findIndex((p, j) => p.index > next.num.search(REACHES) && ofBase(next.num, pcts, j));
      if (i >= 0) out.push({ value: Math.round(base! * pcts[i].value) / 100, clause: next, strength: ROLE_STRENGTH.max });
    }
  }
  if (base) out.push(...targetTimesMaximum(ctx, base));
  // The maximum stated for the bonus is its value; of equals, the first.
  const best = Math.max(0, ...out.map((x) => x.strength));
  return out.filter((x) => x.strength === best).sort((a, b) => b.value - a.value).slice(0, 1).concat(out.filter((x) => x.strength !== best));
}

/** A threshold the bonus is earned over; "not to exceed" and "no more than" bound the bonus itself from above. */
const THRESHOLD_BEFORE = /\b(?:in excess of|above|over|(?<!\bnot (?:to )?)exceed(?:s|ing)?|threshold of|(?<!\b(?:no|not) )(?:more|larger|greater|higher) than)\s*$/;
/** A termination payment that includes a bonus sum: "a lump sum, paid within a month after termination, that includes an amount for bonus". */
const PAID_ON_LEAVING = /\b(?:lump[- ]sum|severance)\b[^.;]{0,80}\b(?:following|upon|after|on) (?:the |such |his |her |a )?(?:termination|date of termination|separation)\b/;
/** Pay named as left out of a figure: "exclusive of bonuses", "excluding any bonus". */
const LEFT_OUT_BEFORE = /\b(?:exclusive of|excluding|not including|without regard to)\s+(?:any\s+|all\s+)?$/;
/** A level reported for a past year: "last year, the bonus at this level was about 30% of salary". */
const PAST_LEVEL = /\b(?:last|prior|previous) (?:fiscal |calendar )?year\b[^.;]{0,80}\b(?:was|were)\b/;
/**
 * Paid when the employment begins: "a $10,000 bonus paid at the time of hire". Or when the paper is signed ("a bonus of
 * $X, payable on the day this amendment is executed", "payable upon execution of this agreement"): a signing bonus.
 */
const AT_HIRE = /\bat the time of (?:your|his|her|the [a-z]+'s) (?:initial )?(?:employment|hire|hiring)\b|\bupon (?:your |his |her )?(?:hire|hiring)\b|\b(?:upon|on|at|by|within)\b[^.;]{0,40}\b(?:execution|signing) of this (?:[a-z]+ )?(?:agreement|amendment|letter)\b|\b(?:upon|on|at|by) (?:the )?(?:date )?this (?:[a-z]+ )?(?:agreement|amendment|letter) is (?:executed|signed)\b/;
/** A figure of the business the bonus is measured on: "$5 million in gross revenues", "$2,000,000 of EBITDA". */
const BUSINESS_MEASURE_AFTER = /^\s*(?:in|of) (?:[a-z'-]+ ){0,3}(?:revenues?|sales|bookings|ebitda|earnings|net income|profits?)\b/;

/** A target share named bare in a bonus paragraph: "the target percentage for the role is 50%". */
const BARE_TARGET = /\btarget (?:[a-z]+ ){0,2}(?:percentage|share|level)\b[^.;%\d]{0,40}\b(?:is|will be|shall be|of|at|equals?)\s*$/;
/** The top of the range as a share or multiple of the target: "up to 150% of your target award", "from 50% to 2 times your targets". */
const MAX_OF_TARGET = /\b(?:up to|to|maximum of|as much as)\s+(?:(\d+(?:\.\d+)?)%|(\d(?:\.\d+)?|two|three) times) (?:of )?(?:your|the|his|her|its|such|that|their) (?:[a-z]+ )?targets?\b/;

/**
 * A bonus paragraph that sets the target as a share of the salary in one sentence and the maximum as a share of that
 * target in another ("Your cash target is 60% of base salary. ... you may earn up to 2 times your target"): the maximum
 * in money is the salary times both (FIELDS: the maximum annual amount).
 */
function targetTimesMaximum(ctx: Ctx, base: number): Candidate<number>[] {
  const out: Candidate<number>[] = [];
  for (const u of ctx.units) {
    const num = u.num;
    const named = [...num.matchAll(PLAIN_BONUS)].some((k) => !OTHER_BONUS.test(num.slice(Math.max(0, (k.index ?? 0) - 40), (k.index ?? 0) + k[0].length + 30)));
    if (!named || EXAMPLE.test(num) || BONUS_AS_MEASURE.test(num)) continue;
    const top = MAX_OF_TARGET.exec(num);
    if (!top) continue;
    const pcts = findPercents(num).filter((p) => p.index < top.index);
    const target = pcts.find((p, i) => ofBase(num, pcts, i) || BARE_TARGET.test(num.slice(Math.max(0, p.index - 80), p.index)));
    if (!target) continue;
    const times = top[1] ? Number(top[1]) / 100 : ({ two: 2, three: 3 } as Record<string, number>)[top[2]] ?? Number(top[2]);
    if (!(times > 1 && times <= 5)) continue;
    const clause = ctx.clauses[u.clauses.find((i) => MAX_OF_TARGET.test(ctx.clauses[i].num)) ?? u.clauses[0]];
    out.push({ value: Math.round(base * target.value * times) / 100, clause, strength: ROLE_STRENGTH.max });
  }
  return out;
}

/** A share of the bonus's own target: "150% of the targeted bonus is earned", "up to 200% of your target award". */
const OF_TARGET_BONUS = /^\s*of (?:the |his |her |your |such |that |its |their )?(?:annual )?target(?:ed)? (?:annual )?(?:bonus|incentive|award|amount|payout|opportunity)\b/;
/** The target stated in money: "the targeted bonus for the year, at 100% achievement, is $60,000", "a target bonus of $80,000". */
const TARGET_IN_MONEY_BEFORE = /\btarget(?:ed)? (?:annual )?(?:bonus|incentive|award|amount|payout|opportunity)\b[^$.;%]{0,60}(?:\d+(?:\.\d+)?%[^$.;%]{0,30})?\b(?:is|of|will be|shall be|equals?|equal to|at)\s*$/;

/**
 * A bonus whose target is a sum of money and whose levels are shares of that target (half the targeted bonus at a lower
 * result, one and a half times it above a higher one, and the targeted bonus for the year put at $60,000): the most it
 * pays is the target times the highest share (FIELDS: the maximum annual amount). The levels may stand one to a
 * paragraph around the target's. One target only: a bonus with two targets in money leaves the
 * choice open.
 */
function targetInMoneyTimesMaximum(ctx: Ctx): Candidate<number> | undefined {
  const targetsIn = (num: string) => findMoney(num).filter((m) => m.value >= 1000 && (m.period === 'none' || m.period === 'year')
    && TARGET_IN_MONEY_BEFORE.test(num.slice(Math.max(0, m.index - 120), m.index)));
  const usable = (num: string) => !EXAMPLE.test(num) && !BONUS_AS_MEASURE.test(num) && !PRODUCTIVITY_WORDS.test(num) && !OTHER_BONUS.test(num);
  for (const u of ctx.units) {
    const targets = targetsIn(u.num);
    if (!targets.length || !usable(u.num)) continue;
    const near = ctx.units.slice(Math.max(0, u.index - LEVEL_REACH), u.index + LEVEL_REACH + 1);
    if (!near.every((x) => usable(x.num))) continue;
    const all = near.flatMap((x) => targetsIn(x.num));
    if (all.some((m) => m.value !== targets[0].value)) continue;
    const shares = near.flatMap((x) => findPercents(x.num).filter((p) => OF_TARGET_BONUS.test(x.num.slice(p.end, p.end + 60))).map((p) => p.value));
    const top = Math.max(0, ...shares);
    if (!(top > 100 && top <= 300)) continue;
    const clause = ctx.clauses[u.clauses.find((i) => targetsIn(ctx.clauses[i].num).length) ?? u.clauses[0]];
    return { value: Math.round(targets[0].value * top) / 100, clause, strength: DIRECT };
  }
  return undefined;
}
/** How many paragraphs either side of the target's the levels may stand (a scale set out one level to a line). */
const LEVEL_REACH = 6;

/** A figure set for a dated period: "From January 1, 2031 through December 31, 2031 $900,000". */
const DATED_BEFORE = /\b(?:19|20)\d{2}\b[^$\d]{0,12}$/;
/**
 * A bonus set year by year in a schedule of dated periods: the amount of the first period is the one in force when the
 * contract is made; the later ones are not this year's bonus (a table of steps by performance keeps its maximum).
 */
function inForceOfSchedule(scope: string, found: Money[]): Money[] {
  const dated = found.filter((m) => DATED_BEFORE.test(scope.slice(Math.max(0, m.index - 40), m.index)));
  return dated.length >= 2 && dated.length === found.length ? found.slice(0, 1) : found;
}

/** What joins a share of the salary to the bonus word after it: "40% of your base salary in bonus", "... as an annual bonus". */
const AS_BONUS = /^[^.;%$\d]{0,60}\b(?:in|as) (?:an? |your |the |his |her )?(?:annual |yearly |target )?$/;

/** A share of the salary stated before the bonus word it measures ("he may earn 30% of his salary in bonus"). */
function shareNamedBeforeBonus(num: string, at: number): { pct: number; role: ReturnType<typeof roleOf> } | undefined {
  const lead = num.slice(Math.max(0, at - 120), at);
  const pcts = findPercents(lead);
  const i = pcts.length - 1;
  if (i < 0 || !ofBase(lead, pcts, i) || !AS_BONUS.test(lead.slice(pcts[i].end).replace(/^\s*\)?\s*,?\s*(?:percent\s+)?of\s+/, ''))) return undefined;
  return { pct: pcts[i].value, role: roleOf(lead.slice(0, pcts[i].index)) };
}

/** A sentence that bounds the bonus just named from above: "this amount can reach", "the award may rise to". */
const REACHES = /\b(?:this|that|such|the) (?:amount|bonus|award|percentage|payout|opportunity)\b[^.;]{0,40}\b(?:can|could|may|might|will) (?:reach|rise to|increase to|grow to|go as high as|be as (?:high|much) as)\b/;

/** A share of the bonus, not the bonus: "$50,000 of the $150,000 bonus is guaranteed", "the remaining bonus of up to $100,000". */
function partOfBonus(num: string, m: Money): boolean {
  return /^\s*of (?:the|such|this|that|his|her|your|any|each)\b/.test(num.slice(m.end, m.end + 12))
    || /\b(?:remaining|remainder of the|balance of the|rest of the)\b[^$.;]{0,40}$/.test(num.slice(Math.max(0, m.index - 60), m.index));
}

/** "for a total targeted cash pay of $600,000": salary and bonus together, not the bonus. */
const TOTAL_PAY_BEFORE = /\btotal\b[^$.;]{0,40}\b(?:compensation|pay|remuneration)\b[^$.;]{0,14}$/;

/**
 * A bonus set as a bare percentage, of nothing named ("your bonus opportunity will be 25%", "a target bonus percentage
 * of 40%"): in an employment agreement that is a share of the salary. A percentage of anything named is not.
 */
// The measure may be named once before the figures ("your bonus is figured as a percentage of base salary and runs from
// 0% to 60%"): each bare figure after it is a share of that salary.
const AS_SHARE_OF_BASE = /\bas a percent(?:age)? of (?:the |your |his |her )?(?:annual )?(?:base (?:salary|compensation|pay)|salary)\b[^.;%]{0,60}$|\bpercentages of (?:the |your |his |her )?(?:annual )?(?:base (?:salary|compensation|pay)|salary)\s*:[^.]{0,160}$/;
function bareShareOfPay(scope: string, p: Pct): boolean {
  const before = scope.slice(Math.max(0, p.index - 50), p.index);
  const named = AS_SHARE_OF_BASE.test(scope.slice(0, p.index).replace(/\d+(?:\.\d+)?\s*%\s*(?:-|\u2013|to|and|,)?\s*/g, ''));
  if (!named && !/\bbonus (?:(?:target |percentage |opportunity |potential ){1,3})(?:will be |shall be |is |of )?(?:set )?(?:at |of |equal to )?$/.test(before)) return false;
  return !/^\s*(?:percent\s+)?(?:of|per|in|on)\b/.test(scope.slice(p.end, p.end + 20));
}

/** A bonus figure that only measures another payment ("for purposes of this section, the bonus shall mean the average of the last two annual bonuses"). */
// Fixing the bonus itself for the purposes of a plan ("for purposes of setting his target bonus under the plan, he takes
// part at 80% of base salary") is the bonus's own term, not a measure of another payment; the bonus as a part of
// severance ("for purposes of computing the bonus part of his severance") still is one.
// So is a bonus already paid, taken as a measure ("twice the highest annual bonus paid to him in the last three years",
// "an amount equal to the bonus previously awarded to her").
const BONUS_AS_MEASURE = /\bfor purposes (?:hereof|of (?:this|determining|calculating|computing))\b(?! (?:the |his |her |your |(?:[a-z]+ )?[a-z]+'s ){0,2}(?:annual |yearly |target |incentive )*(?:bonus|incentive)\b(?![^.;]{0,60}\b(?:severance|terminat\w*|component|death|disabilit\w*)))|\baverag(?:e|ing)\b[^.;]{0,30}\bbonus|\b(?:highest|largest|greatest|last|most recent)\b[^.;]{0,20}\bbonus(?:es)?\b[^.;]{0,60}\b(?:previously |actually |last )?(?:paid|received|awarded|earned)\b(?! (?:if|when|upon|only)\b)|\bbonus(?:es)?\b[^.;]{0,40}\b(?:previously|theretofore|heretofore) (?:paid|received|awarded)\b/;

/** Words that make two shares the ends of one range: "0% to 30%", "from 10% - 25%". */
const SPAN_JOIN = /^\s*(?:to|-|\u2013|through)\s*$/;
/** A bare maximum named after a share of the salary: "with a potential award of 60%", "and a maximum payout of 150%". */
const BARE_TOP = /\b(?:potential|maximum|max)\b (?:(?:annual|bonus|incentive|cash) )?(?:award|payout|bonus|opportunity)?\s*(?:of|up to|is|at)\s*(?:up to\s*)?$/;

function bonus(ctx: Ctx, key: RegExp, base: number | undefined, unitOk: (unitNum: string) => boolean, needCap = false): Candidate<number>[] {
  const out: Candidate<number>[] = [];
  for (const c of ctx.clauses) {
    const unitNum = ctx.units[c.unit].num;
    const inTitle = key.test(c.title) || key.test(c.heading.toLowerCase());
    if (!key.test(c.num) && !inTitle) continue;
    if (EXAMPLE.test(c.num) || BONUS_AS_MEASURE.test(c.num) || paysForStaying(c.num) || !unitOk(unitNum)) continue;
    const k = new RegExp(key.source).exec(c.num);
    if (k && deniedAt(c.num, k.index, k.index + k[0].length)) continue;
    const from = k ? k.index : 0;
    // A maximum, target or cap in money.
    for (const m of findMoney(c.num)) {
      if (k && m.index < k.index && (/\b(?:bonus|incentive|component|salary|stipend)\b|\|/.test(c.num.slice(m.end, k.index)))) continue;
      // "a yearly salary of at least $640,000 plus a bonus the board may set": the amount before the bonus is the salary's.
      if (k && m.index < k.index && /\b(?:salary|stipend|allowance|wages?|retainer)\b[^$.;]{0,40}$/.test(c.num.slice(Math.max(0, m.index - 60), m.index))) continue;
      // "a salary of $700,000 (increasing to $750,000 next year) and an annual bonus ...": the salary's later rate.
      if (k && m.index < k.index && /\b(?:increas\w*|ris(?:e|es|ing)|raised|stepping up) to\s*$/.test(c.num.slice(Math.max(0, m.index - 20), m.index))
        && /\bsalary\b/.test(c.num.slice(Math.max(0, m.index - 120), m.index))) continue;
      if (m.index < from - 60 || m.period === 'unit' || m.period === 'hour' || m.value < 1000) continue;
      const before = c.num.slice(Math.max(0, m.index - 70), m.index);
      // Another kind of pay named between the key and the amount owns the amount.
      if (k && m.index > k.index && /\b(?:salary|stipend|allowance|signing|sign-on|retention|relocation|reimburse\w*|severance)\b/.test(c.num.slice(k.index + k[0].length, m.index))) continue;
      if (partOfBonus(c.num, m)) continue;
      if (TOTAL_PAY_BEFORE.test(c.num.slice(Math.max(0, m.index - 70), m.index))) continue;
      // "only if the company's EBITDA exceeds $15,000,000": the threshold the bonus depends on, not the bonus.
      if (THRESHOLD_BEFORE.test(c.num.slice(Math.max(0, m.index - 25), m.index))) continue;
      const capped = /\b(?:up to|maximum|not (?:to )?exceed|capped at|cap of|target|no more than|total|aggregate|annual amount)\b[^$]*$/.test(before);
      if (needCap && !capped) continue;
      if (distractorNear(c.num, m.index, 40)) continue;
      const value = annualise(m, 'year');
      if (value === undefined) continue;
      out.push({ value, clause: c, strength: capped ? DIRECT : INDIRECT });
    }
    // A percentage of base salary, converted with the base. "A target of 100% of Base Salary and a maximum of 200%":
    // the maximum is the field's value (FIELDS: maximum annual amount), ranked above the target.
    const pcts = base ? percentsOfBase(c.num, from, 260) : [];
    pcts.forEach((p, i) => {
      const before = c.num.slice(Math.max(i > 0 ? pcts[i - 1].index + 1 : 0, p.index - 60), p.index);
      const per = periodsOfShare(c.num.slice(p.index, p.index + 120));
      // "a target bonus of 0% to 30% of salary": the two ends of one range, whose top is the most the bonus pays.
      const rangeTop = i > 0 && SPAN_JOIN.test(c.num.slice(pcts[i - 1].index, p.index).replace(/^\d+(?:\.\d+)?\s*%/, ''));
      if (pcts[i + 1] && SPAN_JOIN.test(c.num.slice(p.index, pcts[i + 1].index).replace(/^\d+(?:\.\d+)?\s*%/, ''))) return;
      const max = rangeTop || /\b(?:up to|maximum|max|not (?:to )?exceed|of up to|cap(?:ped)?)\b[^%\d]*$/.test(before);
      const capped = max || /\btarget(?:ed)?\b[^%\d]*$/.test(before);
      if (i > 0 && !capped) return;
      out.push({ value: Math.round(base! * p.pct * per) / 100, clause: c, strength: max && i > 0 ? DIRECT : capped ? STATED : INDIRECT });
    });
    // "... of 0% to 30% of salary, with a potential award of 60%": a bare top named after the share, of the same salary.
    const last = pcts[pcts.length - 1];
    const bareTop = last && findPercents(c.num).find((x) => x.index > last.index && x.index - last.index <= 120 && BARE_TOP.test(c.num.slice(Math.max(last.index, x.index - 60), x.index))
      && !/^\s*(?:percent\s+)?(?:of|per|in|on)\b/.test(c.num.slice(x.end, x.end + 20)));
    if (bareTop && bareTop.value > last.pct && bareTop.value <= 300) out.push({ value: Math.round(base! * bareTop.value) / 100, clause: c, strength: above(DIRECT, 2) });
    const top = base && pcts.length ? maximumOfTarget(c.num, pcts[0], from) : undefined;
    if (top !== undefined) out.push({ value: Math.round(base! * pcts[0].pct * top) / 10000, clause: c, strength: DIRECT });
    const m = base && !pcts.length ? salaryMultiple(c.num, c.num.slice(from, from + 260)) : undefined;
    if (base && m) out.push({ value: Math.round(base * m.times * 100) / 100, clause: c, strength: m.capped ? STATED : INDIRECT });
  }
  return out;
}

/**
 * A share of the yearly salary earned for each part of the year ("up to 10% of his annual salary for each fiscal
 * quarter", "5% of base salary per half-year"): the year's bonus is that share once for each part (FIELDS: the maximum
 * annual amount). A share of the salary paid in the part itself ("of the salary paid in that quarter") or a yearly bonus
 * only paid in parts ("paid quarterly") is the year's share already: the part must follow the salary's name.
 */
const SHARE_PER_PART = /^[^;]{0,20}?\bof\b[^.;]{0,50}?\bsalary\s*,?\s*(?:per|for each|for every|in each|each|every) (?:full |completed )?(?:fiscal |calendar )?(quarter|half[- ]year|six[- ]month period)\b/;
function periodsOfShare(after: string): number {
  const m = SHARE_PER_PART.exec(after);
  if (!m) return 1;
  return /quarter/.test(m[1]) ? 4 : 2;
}

/**
 * A maximum stated as a share of the target just set as a share of the salary ("a target of 60% of base salary, with an
 * opportunity of up to 150% of that target bonus"): the percentage of the target, read after the target's figure.
 */
function maximumOfTarget(num: string, target: { index: number }, from: number): number | undefined {
  const p = findPercents(num).find((x) => x.index > target.index && x.index - from <= 300 && OF_TARGET.test(num.slice(x.end, x.end + 70)));
  return p && roleOf(num.slice(Math.max(0, p.index - 70), p.index)) === 'max' ? p.value : undefined;
}

const TIMES_BASE = new RegExp(String.raw`\b(up to |a maximum of |not (?:to )?exceed )?(?:(one|two|three|four|five)(?: \(\d\))?|(\d(?:\.\d+)?)) times (?:the |his |her |your |(?:the )?${PHYSICIAN}'s )?(?:annual |then-current )?(?:base salary|salary|base pay)\b`);
/** Where a multiple of the salary measures severance, not a bonus. */
const SEVERANCE_CONTEXT = /\b(?:severance|terminat\w*|change (?:in|of) control)\b/;

/** A bonus sized as a multiple of the salary in `scope` ("up to two (2) times the Base Salary"), unless the clause is about severance. */
function salaryMultiple(clause: string, scope: string): { times: number; capped: boolean } | undefined {
  if (SEVERANCE_CONTEXT.test(clause)) return undefined;
  const x = TIMES_BASE.exec(scope);
  const times = x && (x[2] ? wordsToNumber(x[2]) : Number(x[3]));
  return x && times && times <= 5 ? { times, capped: !!x[1] } : undefined;
}
