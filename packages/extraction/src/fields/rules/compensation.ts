// compensation.guar_base_sal, ann_raise, profit_share: money and percentages tied to the words that name them. The yearly
// bonuses (bonus.ts), grants of stock (stock-options.ts) and one-off payments (one-off-pay.ts) have modules of their own.
import { referencedClauses, type Ctx, type Clause } from '../context.js';
import type { Candidate } from '../candidates.js';
import { annualise, findMoney, findPercents, type Money } from '../money.js';
import { SMALL_UNIT_CURRENCY } from '../currencies.js';
import { distractorNear } from '../language.js';
import { deniedAt } from '../negation/index.js';
import { amendsEarlier, inQuotedOldText, replacement } from './in-force.js';
import { agreementDate } from './term/agreement-date.js';
import { findDates, type DateValue } from '../dates.js';
import { nextClause } from './nearby.js';
import { EMPLOYER, PHYSICIAN } from '../party-words.js';
import { ASSURED, LABELLED, DIRECT, PLAIN, LIKELY, INDIRECT, WEAK, FALLBACK, CEILING, above, NUDGE, NOTCH, STEP, BIG_STEP, DOUBT, STRONG_DOUBT, EVEN } from '../confidence.js';
import { anyOf, around } from '../alternatives.js';
import { RECITAL_OPENING } from '../patterns.js';
import { PAID_AFTER_LEAVING } from './pay-structure.js';
import { AT_LEAVING } from '../salary-at-leaving.js';

/** Illustrations and examples are not terms. */
// An offer letter in the conditional ("the terms would be as follows: you would receive ...", "would be eligible for")
// states terms, not an illustration.
export const EXAMPLE = /\b(?:for example|by way of illustration|for illustration|illustration only|e\.g\.|hypothetical|would (?:be(?! as follows| eligible| pro-?rated| prorated| \$[\d,.]+ (?:annuali[sz]ed|annually|per year|a year))|equal|earn)|assume that|if physician (?:produces|generates|were))\b/;
/**
 * A term followed by a worked figure of itself in brackets ("a target of 50% of your salary (for example, your target
 * for the first year would be $75,000)"): the bracket illustrates the term and does not make the sentence an example.
 */
const BRACKETED_ILLUSTRATION = /\(\s*(?:for example|e\.g\.|by way of illustration|for illustration|for (?:the )?(?:sake of )?clarity|to illustrate)\b[^()]*\)/g;
export const illustratesOnly = (num: string): boolean => EXAMPLE.test(num) && !EXAMPLE.test(num.replace(BRACKETED_ILLUSTRATION, ' '));
/** Cover sized as a multiple of pay ("two times Physician's salary"), not pay. */
const TIMES_SALARY = new RegExp(String.raw`\b(?:insurance|coverage|times (?:(?:the )?${PHYSICIAN}'s|your|his|her) )`);
/** An insurer or agency named as a business ("Harbor Insurance LLC"), not cover. */
const INSURER_NAME = /\binsurance (?:llc|inc|co|company|agency|group|corp\w*|services|brokers?|associates)\b/g;
const PAYS_PHYSICIAN = new RegExp(String.raw`\b(?:compensate|pay)s? (?:the )?${PHYSICIAN}\b`);
// The one paid may be named by any word after "to" ("shall pay to Member"), so long as it is not the employer.
const PAYS_PHYSICIAN_FOR = new RegExp(String.raw`\b(?:compensate|pay)s? (?:(?:the )?${PHYSICIAN}|to (?:the )?(?!${EMPLOYER}\b)[a-z]+)\b`);
const FOR_SERVICES = /\b(?:as (?:full )?compensation for|in consideration (?:of|for)|for (?:the|such|all|his|her) (?:[a-z-]+ ){0,3}services)\b/;
/** A periodic payment for something other than the work itself. */
const OTHER_PAYMENT = /\b(?:allowance|reimburse\w*|expenses?|bonus|severance|premiums?|rent|housing|car|automobile|vehicle|phone|insurance|loan|tuition|benefits?)\b/;

function firstMoneyAfter(num: string, at: number, maxGap: number, ok: (m: Money) => boolean = () => true): Money | undefined {
  return findMoney(num).find((m) => m.index >= at && m.index - at <= maxGap && ok(m));
}

function matches(re: RegExp, s: string): RegExpExecArray[] {
  return [...s.matchAll(new RegExp(re.source, 'g'))];
}

const BASE_KEY = around(String.raw`\b`, [
  String.raw`total guaranteed (?:annual )?(?:salary|compensation)|guaranteed (?:annual )?(?:base )?(?:salary|compensation)`,
  // "based" is a misspelt "base", never the tail of "stock-based compensation" (an accounting expense, not pay).
  String.raw`(?:annual |monthly |bi-?weekly )?(?:base|basic|(?<![-\w]|\b(?:stock|share|equity|performance|incentive|merit|time) )based) (?:salary|compensation|pay)|(?:annual|yearly) salar(?:y|ies)|monthly salary`,
  // A salary named by its pay period ("your bi-weekly salary will be $6,000", "a semi-monthly salary of ...") or with the
  // year after the base ("Base Annual Pay - $211,000").
  String.raw`(?:bi-?weekly|semi-?monthly|bi-?monthly|weekly) salary|base annual (?:salary|pay|compensation)`,
  // A term sheet may give the pay only as its rate per pay period, captioned by the period ("Bi-weekly Rate: $4,000"):
  // the caption names no other sum than the pay for the work.
  String.raw`(?:bi-?weekly|semi-?monthly|monthly|weekly) (?:pay |salary )?rate(?=\s*[:\u2013\u2014-]\s*\$)`,
  // "pays the Executive a salary at the rate of $10,000 per month", "... a salary during the term at the rate of".
  // "Her salary in the role will be at an initial rate of $20,000 a month".
  // "Her salary as a full-time associate will be at the rate of ...": the capacity paid for may stand between.
  String.raw`salary (?:to (?:the )?[a-z']+ )?(?:(?:during|for|throughout|in) (?:the )?(?:[a-z']+ ){1,3})?(?:as an? (?:[a-z-]+ ){1,3})?(?:(?:will|shall) be (?:paid )?|is )?at (?:the|a|an) (?:(?:annual|monthly|starting|initial|beginning) )?rate of|salary (?:in the (?:annual )?amount|equal to the sum) of|salary of|`
  // "a salary, on an annualized basis, of ...": the basis set off by commas before the figure.
  + String.raw`salary, (?:on|at) an? (?:annual(?:i[sz]ed)?|yearly) (?:basis|rate), of|`
  // A term sheet's row with the caption run into the figure ("Salary$400,000 per year", "Salary: $90,000").
  // A form's caption may carry the period and the currency's country: "Monthly salary: US $6,000".
  + String.raw`^salary\s*[:\u2013\u2014-]?\s*(?=\$)|^(?:(?:monthly|annual|base)\s*:?\s*)?salary(?:\s*[:\u2013\u2014-]?\s*us)?(?=\s*[:\u2013\u2014-]?\s*\$)|`
  // A row of a letter's term sheet run into one clause with the rows around it ("start date: july 1 compensation:
  // $155,000 per year, paid ...", "starting salary: $15,834 per month"): a pay caption closed by a colon before the figure.
  + String.raw`(?<!\b(?:incentive|deferred|bonus|additional|variable|equity|severance|other|total|any|such|cash) )(?:(?:starting|initial|beginning|base|annual) )?(?:salary|compensation)(?=\s*:\s*\$)|`
  // Pay called compensation where nothing else is paid under that word ("her rate of compensation shall be $120,000 per
  // year", "works at compensation of $4,000 per month", "provides for compensation of no less than $250,000 per year").
  + String.raw`rate of compensation (?:will|shall) be|(?<!\b(?:incentive|deferred|bonus|additional|variable|equity|severance|other|total|any|such) )compensation of(?= (?:not |no )?(?:less than |at least )?\$)|`
  // A labour contract's wage clause: "Wages shall be paid monthly ..., not less than RMB 3,800" (a month's pay).
  + String.raw`wages? (?:shall|will) be paid monthly|salary at the (?:annual |annuali[sz]ed )?rate|(?:fixed |monthly |annual )(?:retainer|fee|compensation)|retainer of`,
  // "at an annualized rate of $175,000"; "at the annual rate specified below:" over a schedule of dated figures (the first is in force).
  String.raw`at (?:the|an) annual(?:i[sz]ed)? rate (?:of|specified below|set (?:forth|out) below|as follows)`,
  // A pay rate per period restated as its yearly equivalent: "paid $5,000 every two weeks, the equivalent of an annual rate of $130,000".
  String.raw`(?:the |an )?equivalent (?:of|to) an annual(?:i[sz]ed)? rate of`,
  String.raw`(?:your|physician's|the physician's|base|annual) (?:salary|compensation) (?:will|shall) be`,
  // A summary's account of the pay now set: "Dr. Ames's salary was raised to $410,000 a year", "her salary is $95,000".
  String.raw`[a-z]+'s (?:annual |base |annual base )?salary (?:was|is|has been) (?:increased |raised |set |fixed )?(?:to |at )?`,
  // A letter's own raise, the verb before the salary: "we are raising your salary to $310,000 effective May 1", "the
  // Board has increased his base salary to ...". The new rate is the pay set (not a raise "by" an amount).
  String.raw`(?:rais|increas)(?:e|es|ed|ing) (?:your|his|her|(?:the )?[a-z]+'s) (?:annual |yearly |base |annual base )?salary to`,
], String.raw`\b`);
/** Support staff named right before a salary, with the words that tie the salary to them ("assistant at an", "nurse whose"). */
const HELPERS_SALARY = /\b(?:assistants?|secretar(?:y|ies)|receptionists?|nurses?|aides?|scribes?|staff|personnel)\b(?: (?:at|with|whose|for|on|paid) (?:an? |the |its |their |his |her )?(?:total |combined )?)$/;

const NOT_BASE = around(String.raw`\b`, [
  String.raw`sign(?:ing|-on)|relocation|retention|moving|loan|tuition|cme|continuing medical|stipend|director|bonus|lump[- ]sum`,
  String.raw`incentive|tail|malpractice|severance|draw|differential|premium|per diem`,
], String.raw`\b`);

/**
 * The largest yearly figure read as a salary: in dollars, pounds or euros a larger one is more likely another sum
 * misread; in a currency of smaller units a senior salary runs to millions ("6,900,000 New Taiwan Dollars per year").
 */
const maxSalary = (c: Clause) => (SMALL_UNIT_CURRENCY.test(c.text) ? 500_000_000 : 5_000_000);

/** A key that points elsewhere for its figure: "the salary set forth in Section 5", "as defined in the Employment Agreement". */
const POINTER = /^[^$]{0,30}\b(?:set forth|set out|described|specified|provided|defined|referred to|stated) (?:in|under|above|below)\b/;
/**
 * The same pointer made the subject of a new figure ("the base salary described in Section 4(a) of the agreement is now
 * $310,000 a year", "... shall be raised to ..."): an amendment names where the salary sits and then sets it, so the
 * figure that follows the verb is the salary, not other pay beside a pointer.
 */
const POINTER_SET = /\b(?:is|shall be|will be)(?: hereby)?(?: (?:now|henceforth))?(?: (?:increased|raised|changed|adjusted|amended|reset|fixed|set|decreased|reduced)(?: to| at)?)?\s*$/;

/**
 * A rate for a stated period that ended before the document's own date ("for the period from December 1, 2005 through
 * December 31, 2006, a salary at the rate of ...", in a letter dated 2007): past pay, not the salary in force.
 */
function periodEndedBefore(num: string, at: number, signed: DateValue | undefined): boolean {
  if (!signed) return false;
  const lead = num.slice(Math.max(0, at - 200), at);
  const span = /\b(?:through|to|until|ending(?: on)?)\s+$/;
  const ds = findDates(lead);
  const end = ds.filter((d) => span.test(lead.slice(Math.max(0, d.index - 20), d.index))).pop();
  if (!end) return false;
  return end.y * 372 + end.mo * 31 + end.d < signed.y * 372 + signed.mo * 31 + signed.d;
}

/** A figure paid only up to a date the agreement is signed after ("$400,000 through March 31", "until June 30"). */
function figureEndedBefore(num: string, end: number, signed: DateValue | undefined): boolean {
  if (!signed) return false;
  const tail = num.slice(end, end + 60);
  const lead = /^[^.;$]{0,30}?\b(?:through|until|till|up to and including|ending(?: on)?)\s+/.exec(tail);
  const d = lead && findDates(tail).find((x) => x.index === lead[0].length);
  return !!d && dayNumber(d) < dayNumber(signed);
}
const dayNumber = (d: DateValue): number => d.y * 372 + d.mo * 31 + d.d;

/**
 * A new rate an amendment sets from a stated day ("Starting March 1, his yearly salary will rise to $310,000", "As of
 * the first day of 2021, the base salary is raised to ..."): in force when that day is no later than the document's own
 * date. A later day is a step of a schedule and leaves the first figure in force.
 */
const DATED_RAISE = /\b(?:commencing|effective|beginning|starting|as of|from and after|on and after)(?: on| as of)?\s+$/;
const RAISED_TO = /\b(?:base |annual |yearly )*salary\b[^.;$]{0,40}\b(?:increased|raised|adjusted|changed|rises?|rise|go up|goes up|increases?) to\s+$/;
function datedRaise(c: Clause, signed: DateValue | undefined): Money | undefined {
  if (!signed) return undefined;
  for (const m of findMoney(c.num)) {
    const before = c.num.slice(Math.max(0, m.index - 160), m.index);
    if (!RAISED_TO.test(before)) continue;
    const start = findDates(before).filter((d) => DATED_RAISE.test(before.slice(Math.max(0, d.index - 30), d.index))).pop();
    // The day must open this same sentence, before the salary named.
    if (!start || /[.;]/.test(before.slice(start.end).replace(/\b(?:no|inc|co|mr|ms|dr)\./g, ' '))) continue;
    if (dayNumber(start) <= dayNumber(signed)) return m;
  }
  return undefined;
}

/**
 * A period's pay followed by the year's total the contract itself states ("$10,416.66 twice a month, aggregating
 * $250,000 annually", "$14,807.69 every two weeks, which would be $385,000 annualized"): the stated total is the salary,
 * with no rounding of the instalment times the periods, and it settles a period word read two ways ("bi-monthly").
 */
const YEARLY_TOTAL = /(?:\b(?:aggregating|which (?:would be|is|equals)|equal(?:s|ling|ing)? to|equivalent (?:of|to)|amounting to|totall?ing|for a total of|or)\s+(?:an? )?(?:annual(?:i[sz]ed)? (?:total|amount|rate|salary) of )?)$/;
function yearlyEquivalent(num: string, m: Money): number | undefined {
  if (m.period === 'year') return undefined;
  const total = findMoney(num).find((x) => x.index > m.end && x.index - m.end <= 200 && x.period === 'year');
  if (!total || !YEARLY_TOTAL.test(num.slice(Math.max(m.end, total.index - 80), total.index))) return undefined;
  // Nothing but the instalment's own terms lies between: no other sum, no other pay named.
  if (/\$|\b(?:bonus|incentive|stipend|allowance|severance)\b/.test(num.slice(m.end, total.index))) return undefined;
  return total.value;
}

/**
 * A token salary stated as a year's pay ("a base salary of $1 per annum"): an officer who takes a nominal salary in place of
 * pay still has the salary the contract states (FIELDS: the figure as stated), however far below any real wage it is.
 */
function nominalSalary(m: Money, keyText: string): boolean {
  return m.period === 'year' && m.value > 0 && m.value <= 1 && /\bsalary\b/.test(keyText);
}

/**
 * A sum given as so many months' (or weeks') salary ("one month of Base Salary, or $29,500", "two months of his salary,
 * i.e. $40,000"): the figure is that many periods of the rate, so the year's rate is the figure spread back over them.
 */
// Read on the numeric form, where number words and "two (2)" are already digits (numbers.ts).
const COUNTED_PERIODS = /\b(\d{1,2}) (months?|weeks?)(?:'s?|\u2019s?)? (?:of )?(?:(?:his|her|your|the [a-z]+'s) )?(?:annual |monthly )?$/;
const RESTATED_AS = /^\s*,?\s*(?:or|i\.e\.,?|that is,?|which is|being|equal to|equivalent to|amounting to)\s*$/;
const PERIODS_AT_RATE = /\b\d{1,2} (?:years?|months?|weeks?)(?:'s?|\u2019s?)? (?:of )?(?:(?:his|her|your|the [a-z]+'s) )?(?:base )?(?:salary|pay)\b[^.;$]{0,20}\bat (?:his|her|your|its|the|(?:the )?[a-z]+'s) (?:then[- ])?(?:current|present|existing) $/;
function monthsOfSalary(num: string, keyAt: number, m: Money): number | undefined {
  if (m.period !== 'none') return undefined;
  const lead = COUNTED_PERIODS.exec(num.slice(Math.max(0, keyAt - 60), keyAt));
  const keyEnd = num.slice(keyAt).search(/\b(?:salary|compensation|pay)\b/);
  if (!lead || keyEnd < 0) return undefined;
  const afterKey = num.slice(keyAt + keyEnd, m.index).replace(/^(?:salary|compensation|pay)\b/, '');
  if (!RESTATED_AS.test(afterKey)) return undefined;
  const n = Number(lead[1]);
  if (!n) return undefined;
  return Math.round((m.value * (lead[2].startsWith('month') ? 12 : 52) / n) * 100) / 100;
}

/**
 * A compensation section set out as lettered rates, one per stage, under its own caption line ("3.01 Compensation." then
 * "(a) $4,000 per month from the start date until ...", "(b) $90,000 per year once ..."): the first stage is the pay in
 * force when the agreement is made. Caption and items stand apart, so no key word sits in the item itself.
 */
const PAY_CAPTION = /^(?:(?:section|article)\s*)?[\d.]*\s*(?:base |annual )?(?:compensation|salary|remuneration)\.?:?$/;
const RATE_LED_ITEM = /^\s*\(?[a-z0-9]{1,3}[.)]\s*(?:\$|us\$|usd\s?)\s?\d/;
function captionedRateSchedule(ctx: Ctx): Candidate<number> | undefined {
  for (const c of ctx.clauses) {
    const caption = ctx.units[c.unit - 1]?.num.trim();
    if (!caption || !PAY_CAPTION.test(caption) || !RATE_LED_ITEM.test(c.num) || EXAMPLE.test(c.num)) continue;
    const m = findMoney(c.num)[0];
    if (!m || !['year', 'month', 'semimonth', 'biweek'].includes(m.period) || NOT_BASE.test(c.num) || OTHER_PAYMENT.test(c.num)) continue;
    const value = annualise(m);
    if (value !== undefined && value >= 10000 && value <= maxSalary(c)) return { value, clause: c, strength: WEAK };
  }
  return undefined;
}

/** The term's length in months from the canonical term text ("1 year; ...", "18 months; ..."). */
function termMonths(term: string | undefined): number | undefined {
  const m = term && /^(\d+(?:\.\d+)?) (year|month)s?\b/.exec(term);
  return m ? Number(m[1]) * (m[2] === 'year' ? 12 : 1) : undefined;
}

/**
 * Pay stated once for the whole of a fixed term ("his compensation is $48,000 for the entire term of this
 * Agreement"): a year's pay when the term is a year, otherwise spread over the term's months (FIELDS: annualised).
 */
const WHOLE_TERM = /^\s*(?:\([^)]{0,40}\)\s*)?(?:in total\s+)?for the (?:full|entire|whole) (?:initial )?term\b/;
function payForWholeTerm(ctx: Ctx, term: string | undefined): Candidate<number> | undefined {
  const months = termMonths(term);
  if (!months || months < 6 || months > 60) return undefined;
  for (const c of ctx.clauses) {
    if (EXAMPLE.test(c.num) || !/\b(?:salary|compensation|remuneration|pay)\b/.test(c.num)) continue;
    for (const m of findMoney(c.num)) {
      if (m.period !== 'none' || !WHOLE_TERM.test(c.num.slice(m.end, m.end + 60))) continue;
      if (NOT_BASE.test(c.num.slice(Math.max(0, m.index - 60), m.index)) || distractorNear(c.num, m.index, 40)) continue;
      const value = Math.round((m.value * 12 / months) * 100) / 100;
      if (value >= 10000 && value <= 5_000_000) return { value, clause: c, strength: WEAK };
    }
  }
  return undefined;
}

/** What the earlier agreement said, told in an amendment: "the Agreement currently provides for", "under the original agreement". */
const RECITED_TERM = /\b(?:the|such|that|your|his|her) (?:original |existing |prior |current |employment )*(?:agreement|contract) (?:currently |presently |originally )?(?:provides|provided|sets|set|stated|states|fixed|fixes)(?: forth| out)?(?: for| that)?\b[^.;]{0,60}$|\bunder the (?:original|existing|prior) (?:employment )?(?:agreement|contract)\b[^.;]{0,60}$/;

/**
 * Pay for a consulting period an amendment adds after the employment ("during the Advisory Period the Company pays him
 * base fees of ... a year"): pay of a non-employee, neither the salary nor the bonus of the employment (ADJUDICATION:
 * h14-02, holdout29).
 */
export const CONSULTING_SCOPE = /\b(?:during|throughout|for|in) (?:the|such|his|her) (?:consulting|consultancy|advisory) (?:period|term)\b|\bduring (?:the|such|his|her) consultancy\b/;

/**
 * The figure written before the words that name it, as a list item or a summary puts it ("$180,000 annual base pay",
 * "a $95,000 yearly salary"): the year's base pay.
 */
const SALARY_AFTER = /^\s*(?:(?:annual|yearly|annuali[sz]ed) (?:base )?(?:salary|pay)|(?:annual |yearly )?base (?:salary|pay|compensation))\b/;
function figureBeforeSalary(c: Clause): number | undefined {
  for (const m of findMoney(c.num)) {
    if (m.period !== 'none' && m.period !== 'year') continue;
    if (!SALARY_AFTER.test(c.num.slice(m.end, m.end + 40)) || distractorNear(c.num, m.index, 40)) continue;
    if (NOT_BASE.test(c.num.slice(Math.max(0, m.index - 40), m.index)) || deniedAt(c.num, m.index)) continue;
    if (m.value >= 20000 && m.value <= maxSalary(c)) return m.value;
  }
  return undefined;
}

/** The salary told as it stood on the leaving day ("at the date of his termination, his base salary is ..."). */
const RATE_AT_LEAVING = new RegExp(String.raw`\b${AT_LEAVING}[^.;]{0,40}$`);

/**
 * A salary that only sizes what the ending pays: severance paid as salary, salary kept up for months after leaving, the
 * rate in force on the leaving day. The agreement sets no pay for work with it (ADJUDICATION-holdout47.md, point 1).
 */
export function measuresSeverance(c: Clause, value: number): boolean {
  const m = findMoney(c.num).find((x) => {
    const v = annualise(x);
    return x.value === value || (v !== undefined && Math.abs(v - value) <= Math.max(1, value * 0.001));
  });
  if (!m) return false;
  return PAID_AFTER_LEAVING.test(c.num.slice(Math.max(0, m.index - 200), m.end + 80)) || RATE_AT_LEAVING.test(c.num.slice(Math.max(0, m.index - 120), m.index));
}

export function baseSalary(ctx: Ctx, term?: string): Candidate<number>[] {
  return salaryCandidates(ctx, term).filter((k) => !measuresSeverance(k.clause, k.value));
}

function salaryCandidates(ctx: Ctx, term?: string): Candidate<number>[] {
  const signed = agreementDate(ctx);
  const out: Candidate<number>[] = [];
  const amending = amendsEarlier(ctx);
  for (const c of ctx.clauses) {
    // A row of a table whose header names the salary: "Contract Year 1 | $425,000".
    if (c.header && BASE_KEY.test(c.header) && !BASE_KEY.test(c.num) && !NOT_BASE.test(c.num)) {
      const m = findMoney(c.num)[0];
      const v = m && annualise(m, /monthly/.test(c.header) ? 'month' : 'year');
      if (v && v >= 20000 && v <= 5_000_000) out.push({ value: v, clause: c, strength: /\b(?:year|contract year) [2-9]\b/.test(c.num) ? EVEN : PLAIN });
    }
    if (EXAMPLE.test(c.num)) continue;
    // In an amendment, a recital of what the earlier agreement provides ("whereas the agreement provides for a salary of
    // ...") states the terms being replaced, not those in force (recited rights stay unset).
    if (amending && RECITAL_OPENING.test(c.num) && /\b(?:agreement|contract)\b/.test(c.num)) continue;
    if (amending && CONSULTING_SCOPE.test(c.num)) continue;
    if (inQuotedOldText(ctx, c.index)) continue;
    for (const k of matches(BASE_KEY, c.num)) {
      if (deniedAt(c.num, k.index, k.index + k[0].length)) continue;
      // The same recital without its "whereas" ("The Agreement provided for a base salary of ..."; "under the original
      // agreement his salary was ..."): the figure being replaced.
      if (amending && RECITED_TERM.test(c.num.slice(Math.max(0, k.index - 100), k.index))) continue;
      // Cover sized by the salary ("life insurance of two times his salary of ..."), near the key; an insurer's name
      // elsewhere in a summary line ("... Insurance LLC, Base Annual Pay - $211,000") is no such cover.
      if (TIMES_SALARY.test(c.num.slice(Math.max(0, k.index - 80), k.index + k[0].length + 60).replace(INSURER_NAME, ' '))) continue;
      // The pay of help the employer provides him ("an administrative assistant at an annual salary of up to $50,000", "a
      // nurse whose yearly salary the Clinic bears"): someone else's salary, not his.
      if (HELPERS_SALARY.test(c.num.slice(Math.max(0, k.index - 60), k.index))) continue;
      // "a lump sum of $324,000 (representing base salary at an annual rate of ...)": salary as the measure of another payment.
      if (/\b(?:representing|reflecting|calculated (?:on|at|by reference to)|measured by|based (?:up)?on)\s+(?:the |his |her |your |its )?$/.test(c.num.slice(Math.max(0, k.index - 40), k.index))) continue;
      // "a sum equal to one year's pay at her present base salary of ...": so many periods of the rate make up
      // another payment, and the rate is only its measure (ADJUDICATION-holdout47.md, point 1).
      if (PERIODS_AT_RATE.test(c.num.slice(Math.max(0, k.index - 80), k.index))) continue;
      // The figure may come after a definition and a withholding proviso ("a yearly base salary (the "Base Salary"),
      // less any withholdings ... the law may require, of $112,000"): further when nothing but words lies between.
      const m = firstMoneyAfter(c.num, k.index, 160, (x) => !distractorNear(c.num, x.index, 40))
        ?? firstMoneyAfter(c.num, k.index, 280, (x) => !distractorNear(c.num, x.index, 40)
          // The same sum written in words first ("112000 and no/100 dollars ($112,000.00)") is no other figure.
          && !/[\d$]|\b(?:bonus|incentive|stipend|allowance)\b/.test(c.num.slice(k.index + k[0].length, x.index).split(String(Math.round(x.value))).join('')));
      if (!m) continue;
      // A floor that sorts people into a class ("any officer with annual compensation of $130,000 or more", a tax law's
      // key employee): a threshold of a definition, not what this contract pays.
      if (/^\s*(?:or (?:more|greater|higher|above)|and (?:above|over|up))\b/.test(c.num.slice(m.end, m.end + 20))) continue;
      // Other pay named between the key and the figure: the figure is not the salary.
      const between = c.num.slice(k.index + k[0].length, m.index);
      if (NOT_BASE.test(between) || /\$/.test(between)) continue;
      // "... under the salary described in Section 6; or $800,000": the salary is stated where the key points, the figure is other pay.
      // The stops inside a section number ("Section 2.3(a)") end no sentence.
      if (POINTER.test(between) && !(POINTER_SET.test(between) && /^[^.;]{0,140}$/.test(between.replace(/(?<=\d)\.(?=\d)/g, '')))) continue;
      const keyText = k[0];
      // "your Salary will be reviewed annually ... (in no case less than $225,000)": a review and its floor, not the salary.
      // A change stated with its new figure sets the pay ("from June your compensation will be reduced to $100,000 a year").
      if (/(?:will|shall) be$/.test(keyText) && /^\s*(?:reviewed|adjusted|increased|decreased|reduced|revised|reconsidered|subject)\b(?!\s+to\s+\$)/.test(c.num.slice(k.index + keyText.length))) continue;
      // A bare rate is the salary only where the item is about salary or base compensation.
      const bareRate = /^(?:at (?:the|an)|(?:the |an )?equivalent (?:of|to) an) annual/.test(keyText);
      if (bareRate && !/\b(?:salary|base compensation|base pay|rate of pay|pay rate)\b/.test(c.title + ' ' + c.num.slice(0, k.index))) continue;
      if (bareRate && NOT_BASE.test(c.num.slice(0, k.index))) continue;
      // Compensation with no word of salary is pay only when a period says so ("$4,000 per month", not "$5,000 upon ...").
      const caption = /^(?:(?:starting|initial|beginning|annual) )?compensation$/.test(keyText) && /^\s*:/.test(c.num.slice(k.index + keyText.length));
      if ((/^(?:[a-z]+ )?compensation of$/.test(keyText) || caption) && !['year', 'month', 'semimonth', 'biweek', 'week'].includes(m.period)) continue;
      const assume = /monthly/.test(keyText) ? 'month' : /bi-?weekly/.test(keyText) ? 'biweek' : 'year';
      // An amendment's old figure gives way to the new one it states ("$480,000 to $494,400").
      const next = nextClause(ctx, c);
      const changed = amending ? replacement(c.num, next?.unit === c.unit || next?.heading === c.heading ? next?.num ?? '' : '', m, findMoney) : undefined;
      const value = yearlyEquivalent(c.num, m) ?? monthsOfSalary(c.num, k.index, m) ?? annualise(changed?.found ?? m, assume);
      // A small figure is a salary only when stated as a year's pay ("an annual compensation of $16,000"): otherwise
      // it is more likely an allowance or a period's instalment read without its period.
      // A salary named by its period ("Party B's monthly salary shall be ...") is a salary however small.
      if (value === undefined || (value < (m.period === 'year' || /\b(?:annual|monthly|weekly)\b/.test(keyText) ? 10000 : 20000) && !nominalSalary(m, keyText)) || value > maxSalary(c)) continue;
      let strength = /base|guaranteed|salary/.test(c.title) ? above(LABELLED, 2) : above(PLAIN, 2);
      if (changed) strength += NUDGE;
      if (/total guaranteed/.test(keyText)) strength += STEP;
      if (/\bcontract year [2-9]\b|\byear [2-9]\b|\bsecond\b|\bthird\b/.test(c.num.slice(Math.max(0, m.index - 40), m.index))) strength -= STRONG_DOUBT;
      if (m.period === 'none' && assume === 'year' && !/annual|per year|per annum|\b(?:first|each) (?:contract )?year\b/.test(c.num)) strength -= BIG_STEP;
      // A stopgap rate ("until such time as the company has positive cash flow, a temporary salary of ..."): not the salary agreed.
      if (/\b(?:temporary|interim|reduced)\s+(?:base\s+)?salary\b|\buntil such time as\b/.test(c.num)) strength -= DOUBT;
      if (periodEndedBefore(c.num, k.index, signed) || (amending && figureEndedBefore(c.num, m.end, signed))) strength -= STRONG_DOUBT;
      // A token salary is the salary only where no real rate is stated beside it (a dollar for the first months, then
      // an annualized rate in force from the effective date).
      if (nominalSalary(m, keyText)) strength = Math.min(strength, FALLBACK);
      out.push({ value: Math.round(value * 100) / 100, clause: changed?.inNext && next ? next : c, strength });
    }
  }
  for (const c of ctx.clauses) {
    const v = EXAMPLE.test(c.num) ? undefined : figureBeforeSalary(c);
    if (v) out.push({ value: v, clause: c, strength: PLAIN });
  }
  // An amendment's new rate from a day already come (its old figure, paid "through" the day before, gives way above).
  if (amending) {
    for (const c of ctx.clauses) {
      const m = datedRaise(c, signed);
      const value = m && annualise(m, 'year');
      if (value !== undefined && value >= 20000 && value <= maxSalary(c)) out.push({ value: Math.round(value * 100) / 100, clause: c, strength: above(PLAIN, 2) });
    }
  }
  // "Your annual pay is made up of two parts, both guaranteed: (a) base pay ...; (b) market pay ...": their sum.
  for (const c of ctx.clauses) {
    if (!/\b(?:made up of|consists? of|consisting of|comprised of|is the sum of)\b[^.]{0,60}\b(?:parts|components|elements|amounts)\b/.test(c.num) || !/\bguaranteed\b/.test(c.num)) continue;
    if (!/\b(?:pay|salary|compensation)\b/.test(c.num)) continue;
    let sum = 0, n = 0;
    for (let u = c.unit + 1; u < Math.min(ctx.units.length, c.unit + 5); u++) {
      const m = findMoney(ctx.units[u].num).find((x) => x.period === 'year' || x.period === 'month');
      if (!m || /\b(?:bonus|incentive|stipend|allowance)\b/.test(ctx.units[u].num)) break;
      sum += annualise(m) ?? 0;
      n++;
    }
    // The stated whole outranks each of its parts.
    if (n >= 2) out.push({ value: sum, clause: c, strength: above(ASSURED, 1) });
  }
  const supplemented = withSupplement(ctx, out);
  if (supplemented) out.push(supplemented);
  if (out.length) return out;
  const swapped = figureSwapped(ctx, signed);
  if (swapped) return [swapped];
  const referred = salaryWhereReferred(ctx);
  if (referred) return [referred];
  const scheduled = captionedRateSchedule(ctx);
  if (scheduled) return [scheduled];
  const wholeTerm = payForWholeTerm(ctx, term);
  if (wholeTerm) return [wholeTerm];
  // No labelled salary: an amount paid for a stated period under a compensation heading
  // ("Employer shall compensate Physician at a rate of $300,000 per annum").
  for (const c of ctx.clauses) {
    if (EXAMPLE.test(c.num) || NOT_BASE.test(c.title) || /\b(?:insurance|coverage)\b/.test(c.num)) continue;
    if (amending && CONSULTING_SCOPE.test(c.num)) continue;
    // A medical director or consultant paid only a fixed stipend, retainer or fee per month or year: that is the
    // guaranteed pay, annualised (FIELDS: a stipend on top of a salary is not part of it, and there is none here).
    // Either a named fee paid for the services or paid to him ("shall pay to Consultant a consulting fee of $9,000 per
    // calendar month"), or a sum the employer pays him per period for all his services, however it is named
    // ("shall pay to Employee $6,000 per calendar quarter for all services rendered"): a quarter is annualised too.
    const retainer = /\b(?:monthly|annual|quarterly)?\s*(?:stipend|retainer|fixed fee|fee)\b/.exec(c.num);
    const forServices = FOR_SERVICES.test(c.num);
    const payer = PAYS_PHYSICIAN_FOR.exec(c.num);
    const from = retainer && (forServices || payer) ? retainer.index : payer && forServices ? payer.index : -1;
    if (from >= 0 && !/\bin addition to\b[^.;]{0,40}\bsalary\b/.test(c.num)) {
      const m = findMoney(c.num).find((x) => ['year', 'quarter', 'month', 'semimonth', 'biweek'].includes(x.period) && x.index > from - 40 && !distractorNear(c.num, x.index, 40)
        && !OTHER_PAYMENT.test(c.num.slice(Math.max(from, x.index - 60), x.end + 40)));
      const value = m && annualise(m);
      if (value !== undefined && value >= 1000 && value <= 5_000_000) { out.push({ value, clause: c, strength: FALLBACK }); continue; }
    }
    const about = /\b(?:salary|compensation|pay)\b/.test(c.title + ' ' + c.heading.toLowerCase()) || PAYS_PHYSICIAN.test(c.num);
    if (!about) continue;
    for (const m of findMoney(c.num)) {
      // A sum set for the first year of the term is that year's pay ("shall pay the Officer $150,000 for the first
      // year of the Term and $160,000 for the second"): the first is in force.
      const firstYear = m.period === 'none' && /^\s*(?:for|during) the first (?:full )?(?:contract |employment )?year\b/.test(c.num.slice(m.end, m.end + 40));
      if (!['year', 'month', 'biweek', 'semimonth'].includes(m.period) && !firstYear) continue;
      if (NOT_BASE.test(c.num.slice(Math.max(0, m.index - 60), m.end + 30)) || distractorNear(c.num, m.index, 40)) continue;
      const value = annualise(m);
      if (value !== undefined && value >= 50000 && value <= 5_000_000) { out.push({ value, clause: c, strength: WEAK }); break; }
    }
  }
  return out;
}

/**
 * An amendment that strikes one quoted sum out of the earlier agreement and quotes the one put in its place ("Section 3 is
 * amended by deleting "$90,000 per annum" and inserting "$105,000 per annum"", "the figure "Two Hundred Thousand Dollars
 * ($200,000)" in Section 2 is deleted and replaced with ..."), with no salary stated anywhere else: the sum replaced is
 * the pay the earlier agreement set, and the new one is the salary in force. Read only when nothing else names a salary.
 */
const SWAP = /(?:\b(?:delet|strik)\w*\b[^"\u201c\u201d]{0,40}["\u201c]([^"\u201c\u201d]{1,120})["\u201d][^"\u201c\u201d]{0,80}?|["\u201c]([^"\u201c\u201d]{1,120})["\u201d][^"\u201c\u201d]{0,60}?\b(?:is|are|shall be) (?:hereby )?(?:deleted|stricken|struck)\b[^"\u201c\u201d]{0,20}?)\b(?:replac|substitut|insert)\w*\b[^"\u201c\u201d]{0,40}["\u201c]([^"\u201c\u201d]{1,200})/g;
/** A sum of money, not a count of shares or days: a currency sign, "dollars", cents, or a period of pay. */
const FIGURE = /(?:\$\s?)?\b(\d{1,3}(?:,\d{3})+|\d{5,})(\.\d{1,2})?\b/;
const MONEY_WORDS = /\$|\bdollars\b|\.\d{2}\b|\bper (?:annum|year|month)\b|\bannual(?:ly)?\b/;
const NOT_PAY_SWAP = /\b(?:shares?|options?|units|days|weeks|months|hours|bonus|incentive|severance|loan|allowance|stipend|expenses?|premium|insurance|%|percent)\b/;

function figureSwapped(ctx: Ctx, signed: DateValue | undefined): Candidate<number> | undefined {
  if (!ctx.clauses.some((c) => /\b(?:base salary|salary|base compensation)\b/.test(c.num))) return undefined;
  for (const c of ctx.clauses) {
    if (EXAMPLE.test(c.num)) continue;
    for (const k of c.num.matchAll(SWAP)) {
      const oldText = k[1] ?? k[2];
      const newText = k[3];
      if (!MONEY_WORDS.test(oldText + ' ' + newText) || NOT_PAY_SWAP.test(oldText) || NOT_PAY_SWAP.test(newText.slice(0, 80))) continue;
      const was = FIGURE.exec(oldText);
      const now = FIGURE.exec(newText);
      if (!was || !now) continue;
      const yearlyOf = (text: string, f: RegExpExecArray) => {
        const n = Number(f[1].replace(/,/g, ''));
        const m = findMoney(text).find((x) => x.value === n);
        return { sum: m, yearly: m ? annualise(m, 'year') : n };
      };
      const { sum, yearly } = yearlyOf(newText, now);
      const before = yearlyOf(oldText, was).yearly;
      const inRange = (v: number | undefined) => v !== undefined && v >= 20000 && v <= maxSalary(c);
      if (!inRange(yearly) || !inRange(before)) continue;
      // A new sum paid only up to a day already gone has itself been replaced.
      if (sum && figureEndedBefore(newText, sum.end, signed)) continue;
      return { value: Math.round(yearly! * 100) / 100, clause: c, strength: INDIRECT };
    }
  }
  return undefined;
}

/** "the base salary set forth in Exhibit B", "the compensation provided in Schedule 1": pay stated where a clause points. */
const POINTS_TO_PAY = /\b(?:base salary|salary|base compensation|compensation|base pay)\b[^.;]{0,60}\b(?:set forth|described|provided|specified|stated|shown|listed|as (?:set out|stated)) (?:in|on|under)\b|\b(?:set forth|described|provided|specified) (?:in|on) [^.;]{0,40}\b(?:as|for) (?:his|her|the executive's|the physician's|its) (?:base )?(?:salary|compensation)\b/;

/**
 * The salary a compensation clause leaves to a schedule, an exhibit or another section: the first
 * yearly or monthly figure there, or the first year's figure of a table by year ("Year 1: $250,000").
 * Evidence quotes the referenced clause, which is where the figure is.
 */
function salaryWhereReferred(ctx: Ctx): Candidate<number> | undefined {
  for (const c of ctx.clauses) {
    if (!POINTS_TO_PAY.test(c.num) || EXAMPLE.test(c.num) || NOT_BASE.test(c.title)) continue;
    for (const r of referencedClauses(ctx, c)) {
      if (/\b(?:bonus|incentive|stipend|allowance|severance|relocation)\b/.test(r.num) && !/\b(?:salary|base)\b/.test(r.num)) continue;
      const firstYear = /\b(?:year|contract year|first year)\s*(?:1|one)?\b[^$]{0,20}$/;
      for (const m of findMoney(r.num)) {
        if (m.period === 'unit' || m.period === 'hour' || distractorNear(r.num, m.index, 40)) continue;
        const labelled = m.period === 'none' && firstYear.test(r.num.slice(Math.max(0, m.index - 30), m.index));
        const value = ['year', 'month', 'biweek', 'semimonth'].includes(m.period) ? annualise(m) : labelled ? m.value : undefined;
        if (value !== undefined && value >= 20000 && value <= 5_000_000) return { value, clause: r, strength: INDIRECT };
      }
    }
  }
  return undefined;
}

/** A second guaranteed part of the salary, stated apart from the base: "a clinical supplement of $295,000 per year". */
const SUPPLEMENT = /\b(?:clinical|academic|market|administrative|salary) supplement\b|\bsupplemental (?:salary|pay|compensation)\b/;
const NOT_GUARANTEED = /\b(?:not guaranteed|is not assured|at risk|variable|contingent (?:up)?on|discretionary|subject to (?:the )?(?:achievement|attainment|availability))\b/;

/**
 * The base plus a supplement its item calls guaranteed (FIELDS: several guaranteed parts of the
 * salary are summed). A stated total already covers the parts, so none is added then.
 */
function withSupplement(ctx: Ctx, bases: Candidate<number>[]): Candidate<number> | undefined {
  if (!bases.length) return undefined;
  for (const c of ctx.clauses) {
    const k = SUPPLEMENT.exec(c.num);
    if (!k || EXAMPLE.test(c.num) || deniedAt(c.num, k.index, k.index + k[0].length)) continue;
    const unit = ctx.units[c.unit].num;
    if (!/\bguarantee/.test(unit) || NOT_GUARANTEED.test(unit)) continue;
    const m = firstMoneyAfter(c.num, k.index, 120, (x) => x.period !== 'unit' && x.period !== 'hour' && !distractorNear(c.num, x.index, 40));
    if (!m || /\b(?:stipend|director|bonus|incentive)\b/.test(c.num.slice(k.index + k[0].length, m.index))) continue;
    const add = annualise(m, 'year');
    const base = bases.filter((b) => b.clause.unit !== c.unit).sort((a, b) => b.strength - a.strength)[0];
    if (!add || !base || bases.some((b) => b.value >= base.value + add - 1 || /\btotal\b/.test(b.clause.num))) continue;
    return { value: base.value + add, clause: c, strength: Math.min(CEILING, base.strength + NOTCH) };
  }
  return undefined;
}

const PROFIT_KEY = around(String.raw`\b`, [
  String.raw`net profits?|distributable income|profits?|profit share|profit sharing|profit participation`,
  String.raw`profit distribution|net income|share of (?:the )?(?:practice's )?(?:net )?(?:profits|income|earnings)`,
  String.raw`pre-?tax (?:net )?(?:profits?|income|earnings)|ebitda|(?:pre-?tax )?operating (?:income|profits?)`,
  // The employer's share of what its joint ventures earn: "1% of equity in income of joint ventures".
  String.raw`(?:income|earnings) (?:of|from) (?:the |its |[a-z]+'s )?(?:joint ventures?|unconsolidated affiliates)`,
], String.raw`\b`);

export function profitShare(ctx: Ctx): Candidate<number>[] {
  const out: Candidate<number>[] = [];
  for (const c of ctx.clauses) {
    if (!PROFIT_KEY.test(c.num) || /profit[- ]sharing (?:plan|contribution)|401\(k\)|403\(b\)|retirement|buy-?in|purchase price|appraise/.test(c.num)) continue;
    if (EXAMPLE.test(c.num)) continue;
    for (const p of findPercents(c.num)) {
      // The figure restated in words, in brackets after it or around it ("5% (five per cent) of", "five per cent (5%) of"), is skipped.
      const after = c.num.slice(p.end, p.end + 100).replace(/^\s*\)?\s*(?:\((?:[a-z -]+|\d+(?:\.\d+)?)\s*(?:%|per ?cent|percent)?\)\s*)?/, ' ').slice(0, 70);
      // A figure in brackets restating the one before it is read with that one's lead-in ("reaches 90% (ninety per cent) of").
      const before = c.num.slice(Math.max(0, p.index - 90), p.index).replace(/\s*(?:\d+(?:\.\d+)?\s*%|[a-z -]+ (?:per ?cent|percent))\s*\(\s*$/, ' ').slice(-70);
      // "5% of the practice's net profits", "two (2%) percent of the "Pre-Tax Profits"", "4% of the EBITDA above budget".
      // Two words may qualify the profit ("of the pre-tax operating income", "of newly added profit"); a goal set on
      // it is no share ("if the Company reaches 90% of budgeted operating income").
      // The owner may be any named business ("of the clinic's profit before tax"), and the share may be of the lower or
      // higher of two readings of the profit ("0.5% of the lower of (a) the operating income ... or (b) ...").
      const direct = (/^\s*(?:percent\s+)?(?:of|share of|interest in)\s+(?:the\s+)?(?:(?:lower|lesser|greater|higher) of\s+(?:\(?[a-z1-9]\)\s*)?(?:the\s+)?)?["\u201c\u201d']?(?:[a-z]+'s\s+)?(?:(?:[a-z]+|pre-?tax)\s+){0,2}(?:net profits?|profits?|net income|operating income|distributable|(?:net )?income\b(?=["\u201c\u201d'])|(?:net )?(?:income|earnings) (?:of|from) (?:the |its )?(?:joint ventures?|unconsolidated affiliates))/.test(after)
        && !/\b(?:achieves?|attains?|at least|reach(?:es)?|meets?|exceeds?)\s+(?:the (?:lower|lesser|greater|higher) of\s+)?$/.test(before + ' '))
        // EBITDA itself, not a goal set on it ("if the Company achieves 90% of Target EBITDA").
        || (/^\s*(?:percent\s+)?of\s+(?:the\s+)?["\u201c]?ebitda\b/.test(after) && !/\b(?:achieves?|attains?|at least|reach(?:es)?|meets?|exceeds?)\s*$/.test(before));
      const stated = /\bprofit (?:share|participation|distribution|sharing)\b[^%.;]{0,40}$/.test(before) || /\bshare of (?:the )?(?:[a-z']+\s+){0,3}(?:profits?|income|earnings|distributions?)\b[^%.;]{0,30}$/.test(before);
      if (!direct && !stated) continue;
      if (deniedAt(c.num, p.index)) continue;
      if (p.value <= 0 || p.value > 100) continue;
      out.push({ value: p.value, clause: c, strength: direct ? DIRECT : LIKELY });
    }
  }
  return out;
}

const RAISE_KEY = anyOf([
  String.raw`\b(?:annual|yearly|step|cost[- ]of[- ]living|base salary)\s+(?:raise|increase|adjustment|escalat\w*)`,
  String.raw`\b(?:increased|increase|go up|raised|adjusted upward)\s+by\b|\bshall increase by\b|\bescalat\w+ (?:of|by)\b`,
  String.raw`\braise of\b`,
  // A floor on the yearly rise: "shall increase the salary each January by no less than 3%", "at least 2% higher
  // than the salary for the previous year", "a 4% increase in base salary each year".
  String.raw`\b(?:shall|will|must) (?:be )?increase[sd]?\b[^.;]{0,80}\b(?:(?:minimum )?rate of|at least|not less than|no less than)\b`,
  String.raw`\b(?:higher|more|greater) than (?:the )?(?:[a-z']+ ){0,5}(?:for |in |of )?(?:the )?(?:previous|prior|preceding) (?:calendar |fiscal |contract )?year\b`,
  String.raw`\bincrease (?:in|of) (?:the |his |her |your |(?:[a-z]+'s )?)?(?:annual |base |annual base )?(?:salary|compensation|pay)\b[^.;]{0,20}\b(?:annually|each year|per year|every year|yearly|each anniversary)\b`,
]);
const INDEX_LINKED = /\b(?:consumer price|price index|cpi(?:-[a-z]+)?|inflation|cost[- ]of[- ]living)\b/;
const CEILING_BEFORE = /\b(?:not (?:to )?exceed(?:ing)?|no more than|not more than|up to|at most|maximum of|max(?:imum)?|capped at|cap of|limited to)\b[^.;%\d]{0,20}$/;
const DISCRETION = /\b(?:sole discretion|may, but (?:is|shall) not|discretionary|merit|not (?:be )?(?:required|obligated)|no guarantee|nothing in this|if any)\b/;

export function annualRaise(ctx: Ctx): Candidate<number>[] {
  const out: Candidate<number>[] = [];
  for (const c of ctx.clauses) {
    const k = RAISE_KEY.exec(c.num) ?? (RAISE_KEY.test(c.title) ? { index: 0, 0: '' } as unknown as RegExpExecArray : null);
    if (!k || EXAMPLE.test(c.num)) continue;
    if (/\b(?:salary|compensation|pay|base)\b/.test(c.num + ' ' + c.title) === false) continue;
    // A floor stated after a long description of how the raise is set ("... in line with its peers, but by no less
    // than 3%") still names the raise.
    let p = findPercents(c.num).find((x) => x.index >= k.index - 80 && x.index - k.index < 160)
      ?? findPercents(c.num).find((x) => x.index > k.index && x.index - k.index < 300 && /\b(?:no|not) less than\b[^.;%]{0,20}$|\bat least\b[^.;%]{0,20}$/.test(c.num.slice(Math.max(0, x.index - 40), x.index)));
    if (!p && /\b(?:set forth|described|specified|stated) in\b/.test(c.num)) {
      // "increased by the percentage set forth in Exhibit B": read the figure where it points.
      for (const r of referencedClauses(ctx, c)) {
        if (!RAISE_KEY.test(r.num) && !/\b(?:increase|raise|adjustment)\b/.test(r.num)) continue;
        const q = findPercents(r.num).find((x) => x.value > 0 && x.value <= 15 && !DISCRETION.test(r.num.slice(Math.max(0, x.index - 80), x.end + 40)));
        if (q) { out.push({ value: q.value, clause: r, strength: LIKELY }); break; }
      }
      continue;
    }
    if (!p || p.value <= 0 || p.value > 15) continue;
    const ctxWords = c.num.slice(Math.max(0, p.index - 120), p.end + 60);
    if (DISCRETION.test(ctxWords) || deniedAt(c.num, k.index)) continue;
    if (/\b(?:bonus|incentive|match|contribution|vest|premium|penalt|interest)\b/.test(c.num.slice(Math.max(0, p.index - 50), p.end + 40))) continue;
    // A ceiling on a raise that follows a price index ("adjusted each year for the change in the consumer price index,
    // but by no more than 4%") states no raise of its own: the index sets it (ADJUDICATION: h17-08, h26-01).
    if (INDEX_LINKED.test(c.num) && CEILING_BEFORE.test(c.num.slice(Math.max(0, p.index - 40), p.index))) continue;
    out.push({ value: p.value, clause: c, strength: /raise|increase|adjust|step/.test(c.title) ? LABELLED : PLAIN });
  }
  return out;
}

/** Hourly rate only? Used by the structure field and by the salary check. */
export function hasHourlyPay(ctx: Ctx): Clause | undefined {
  return ctx.clauses.find((c) => /\b(?:compensat|pay|paid|rate|fee|wage)/.test(c.num) && findMoney(c.num).some((m) => m.period === 'hour' && m.value >= 40) && !EXAMPLE.test(c.num));
}

