// compensation.*, sign_bonus: money and percentages tied to the words that name them.
import { referencedClauses, type Ctx, type Clause } from '../context.js';
import type { Candidate } from '../candidates.js';
import { annualise, findMoney, findPercents, type Money } from '../money.js';
import { parseDigits, wordsToNumber } from '../numbers.js';
import { SMALL_UNIT_CURRENCY } from '../currencies.js';
import { distractorNear } from '../language.js';
import { deniedAt } from '../negation/index.js';
import { amendsEarlier, replacement } from './in-force.js';
import { agreementDate } from './basic.js';
import { findDates, type DateValue } from '../dates.js';
import { nextClause } from './nearby.js';
import { EMPLOYER, PHYSICIAN } from '../party-words.js';
import { ASSURED, LABELLED, DIRECT, STATED, PLAIN, LIKELY, INDIRECT, WEAK, FALLBACK, CEILING, above, below, NUDGE, NOTCH, STEP, BIG_STEP, DOUBT, STRONG_DOUBT, EVEN } from '../confidence.js';
import { anyOf, around } from '../alternatives.js';
import { RECITAL_OPENING } from '../patterns.js';
import { ON_EXTENSION, sameSentenceSteps, targetPayLessBase } from './pay-totals.js';

/** Illustrations and examples are not terms. */
// An offer letter in the conditional ("the terms would be as follows: you would receive ...", "would be eligible for")
// states terms, not an illustration.
const EXAMPLE = /\b(?:for example|by way of illustration|for illustration|illustration only|e\.g\.|hypothetical|would (?:be(?! as follows| eligible| pro-?rated| prorated| \$[\d,.]+ (?:annuali[sz]ed|annually|per year|a year))|equal|earn)|assume that|if physician (?:produces|generates|were))\b/;
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
  // "pays the Executive a salary at the rate of $10,000 per month", "... a salary during the term at the rate of".
  // "Her salary in the role will be at an initial rate of $20,000 a month".
  // "Her salary as a full-time associate will be at the rate of ...": the capacity paid for may stand between.
  String.raw`salary (?:to (?:the )?[a-z']+ )?(?:(?:during|for|throughout|in) (?:the )?(?:[a-z']+ ){1,3})?(?:as an? (?:[a-z-]+ ){1,3})?(?:(?:will|shall) be (?:paid )?|is )?at (?:the|a|an) (?:(?:annual|monthly|starting|initial|beginning) )?rate of|salary (?:in the (?:annual )?amount|equal to the sum) of|salary of|`
  // "a salary, on an annualized basis, of ...": the basis set off by commas before the figure.
  + String.raw`salary, (?:on|at) an? (?:annual(?:i[sz]ed)?|yearly) (?:basis|rate), of|`
  // A term sheet's row with the caption run into the figure ("Salary$400,000 per year", "Salary: $90,000").
  // A form's caption may carry the period and the currency's country: "Monthly salary: US $6,000".
  + String.raw`^salary\s*[:\u2013\u2014-]?\s*(?=\$)|^(?:(?:monthly|annual|base)\s*:?\s*)?salary(?:\s*[:\u2013\u2014-]?\s*us)?(?=\s*[:\u2013\u2014-]?\s*\$)|`
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
], String.raw`\b`);
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
const CONSULTING_SCOPE = /\b(?:during|throughout|for|in) (?:the|such|his|her) (?:consulting|consultancy|advisory) (?:period|term)\b|\bduring (?:the|such|his|her) consultancy\b/;

export function baseSalary(ctx: Ctx, term?: string): Candidate<number>[] {
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
    for (const k of matches(BASE_KEY, c.num)) {
      if (deniedAt(c.num, k.index, k.index + k[0].length)) continue;
      // The same recital without its "whereas" ("The Agreement provided for a base salary of ..."; "under the original
      // agreement his salary was ..."): the figure being replaced.
      if (amending && RECITED_TERM.test(c.num.slice(Math.max(0, k.index - 100), k.index))) continue;
      // Cover sized by the salary ("life insurance of two times his salary of ..."), near the key; an insurer's name
      // elsewhere in a summary line ("... Insurance LLC, Base Annual Pay - $211,000") is no such cover.
      if (TIMES_SALARY.test(c.num.slice(Math.max(0, k.index - 80), k.index + k[0].length + 60).replace(INSURER_NAME, ' '))) continue;
      // "a lump sum of $324,000 (representing base salary at an annual rate of ...)": salary as the measure of another payment.
      if (/\b(?:representing|reflecting|calculated (?:on|at|by reference to)|measured by|based (?:up)?on)\s+(?:the |his |her |your |its )?$/.test(c.num.slice(Math.max(0, k.index - 40), k.index))) continue;
      // The figure may come after a definition and a withholding proviso ("a yearly base salary (the "Base Salary"),
      // less any withholdings ... the law may require, of $112,000"): further when nothing but words lies between.
      const m = firstMoneyAfter(c.num, k.index, 160, (x) => !distractorNear(c.num, x.index, 40))
        ?? firstMoneyAfter(c.num, k.index, 280, (x) => !distractorNear(c.num, x.index, 40)
          // The same sum written in words first ("112000 and no/100 dollars ($112,000.00)") is no other figure.
          && !/[\d$]|\b(?:bonus|incentive|stipend|allowance)\b/.test(c.num.slice(k.index + k[0].length, x.index).split(String(Math.round(x.value))).join('')));
      if (!m) continue;
      // Other pay named between the key and the figure: the figure is not the salary.
      const between = c.num.slice(k.index + k[0].length, m.index);
      if (NOT_BASE.test(between) || /\$/.test(between)) continue;
      // "... under the salary described in Section 6; or $800,000": the salary is stated where the key points, the figure is other pay.
      if (POINTER.test(between)) continue;
      const keyText = k[0];
      // "your Salary will be reviewed annually ... (in no case less than $225,000)": a review and its floor, not the salary.
      if (/(?:will|shall) be$/.test(keyText) && /^\s*(?:reviewed|adjusted|increased|decreased|reduced|revised|reconsidered|subject)\b/.test(c.num.slice(k.index + keyText.length))) continue;
      // A bare rate is the salary only where the item is about salary or base compensation.
      const bareRate = /^(?:at (?:the|an)|(?:the |an )?equivalent (?:of|to) an) annual/.test(keyText);
      if (bareRate && !/\b(?:salary|base compensation|base pay|rate of pay|pay rate)\b/.test(c.title + ' ' + c.num.slice(0, k.index))) continue;
      if (bareRate && NOT_BASE.test(c.num.slice(0, k.index))) continue;
      // Compensation with no word of salary is pay only when a period says so ("$4,000 per month", not "$5,000 upon ...").
      if (/^(?:[a-z]+ )?compensation of$/.test(keyText) && !['year', 'month', 'semimonth', 'biweek', 'week'].includes(m.period)) continue;
      const assume = /monthly/.test(keyText) ? 'month' : /bi-?weekly/.test(keyText) ? 'biweek' : 'year';
      // An amendment's old figure gives way to the new one it states ("$480,000 to $494,400").
      const next = nextClause(ctx, c);
      const changed = amending ? replacement(c.num, next?.unit === c.unit || next?.heading === c.heading ? next?.num ?? '' : '', m, findMoney) : undefined;
      const value = yearlyEquivalent(c.num, m) ?? annualise(changed?.found ?? m, assume);
      // A small figure is a salary only when stated as a year's pay ("an annual compensation of $16,000"): otherwise
      // it is more likely an allowance or a period's instalment read without its period.
      // A salary named by its period ("Party B's monthly salary shall be ...") is a salary however small.
      if (value === undefined || value < (m.period === 'year' || /\b(?:annual|monthly|weekly)\b/.test(keyText) ? 10000 : 20000) || value > maxSalary(c)) continue;
      let strength = /base|guaranteed|salary/.test(c.title) ? above(LABELLED, 2) : above(PLAIN, 2);
      if (changed) strength += NUDGE;
      if (/total guaranteed/.test(keyText)) strength += STEP;
      if (/\bcontract year [2-9]\b|\byear [2-9]\b|\bsecond\b|\bthird\b/.test(c.num.slice(Math.max(0, m.index - 40), m.index))) strength -= STRONG_DOUBT;
      if (m.period === 'none' && assume === 'year' && !/annual|per year|per annum|\b(?:first|each) (?:contract )?year\b/.test(c.num)) strength -= BIG_STEP;
      // A stopgap rate ("until such time as the company has positive cash flow, a temporary salary of ..."): not the salary agreed.
      if (/\b(?:temporary|interim|reduced)\s+(?:base\s+)?salary\b|\buntil such time as\b/.test(c.num)) strength -= DOUBT;
      if (periodEndedBefore(c.num, k.index, signed) || (amending && figureEndedBefore(c.num, m.end, signed))) strength -= STRONG_DOUBT;
      out.push({ value: Math.round(value * 100) / 100, clause: changed?.inNext && next ? next : c, strength });
    }
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
  const referred = salaryWhereReferred(ctx);
  if (referred) return [referred];
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

const INC_KEY = around(String.raw`\b`, [
  String.raw`quality (?:incentive|bonus)|quality(?: and| &|,) [a-z]+ (?:incentive|bonus)|citizenship (?:incentive|bonus)`,
  String.raw`incentive bonus|quality-based (?:incentive|bonus)|annual (?:incentive|bonus)|discretionary bonus`,
  String.raw`citizenship bonus|value-based (?:incentive|bonus)|quality incentive bonus`,
], String.raw`\b`);
const PERF_KEY = around(String.raw`\b`, [
  String.raw`productivity (?:bonus|incentive|compensation)|performance bonus|production bonus|wrvu (?:bonus|incentive)`,
  String.raw`collections? bonus|encounter incentive|volume (?:bonus|incentive)|target bonus`,
], String.raw`\b`);
const PRODUCTIVITY_WORDS = /\b(?:wrvus?|rvus?|collections|encounters?|visits|volume|clinical hours?|production|panel)\b/;

/**
 * Percent of base salary named near a position: "up to 8% of the base salary", "50%, of base salary", "50% per annum
 * of the base salary", "200% of fixed salary", "50% of annual base rate" (a duplicated "% percent" is read once).
 */
// The figure may close a bracket ("a percentage (40%) of base salary"); the salary may be the part earned or paid in
// the year ("45% of earned salary").
const OF_BASE = around(String.raw`^\s*\)?\s*,?\s*(?:percent\s+)?(?:(?:per annum|per year|annually)\s+)?of\s+(?:the\s+|(?:the\s+)?${PHYSICIAN}'s\s+|(?:mr|ms|mrs|dr)\.?\s+[a-z-]+'s\s+|your\s+|his\s+|her\s+|their\s+)?(?:(?:earned|paid|eligible|actual)\s+)?(?:then[- ]current\s+|then\s+)?(?:annuali[sz]ed\s+|annual\s+|then-current\s+|current\s+|established\s+|fixed\s+)?(?:annual\s+)?`, [
  String.raw`base salary|basic salary|salary|base compensation|base pay|base\b(?! (?:rate|year|period|unit|wrvu|threshold))|(?<=annual )base rate`,
  String.raw`total guaranteed|guaranteed (?:annual |base )?(?:compensation|salary|pay)`,
], String.raw``);
/** A percentage of the target bonus, not of the salary: "150% of his target bonus". */
// The target may be called the guaranteed or minimum bonus ("up to 200% of his guaranteed minimum annual bonus").
const OF_TARGET = /^\s*of (?:the |his |her |your |such |that |its |their )?(?:[a-z]+'s )?(?:(?:annual|guaranteed|minimum) )*(?:target(?:ed)?|bonus)\b/;
/** Words joining the two ends of a range of percentages that share one "of base salary": "100%, but not to exceed 200%, of". */
const RANGE_JOIN = /^\s*,?\s*(?:to|and|or|-|\u2013|through|but not (?:to )?exceed|(?:and|with) (?:a |up to a )?(?:maximum|max) of|(?:and )?up to)\s*(?:a maximum of\s*)?$/;

type Pct = { value: number; index: number; end: number };
/** Whether the i-th percentage is a share of the base salary, by itself or as the first end of a range. */
function ofBase(num: string, pcts: Pct[], i: number): boolean {
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
function bonusTable(ctx: Ctx): Candidate<number>[] {
  for (const c of ctx.clauses) {
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
  if (amendsEarlier(ctx)) {
    const signed = agreementDate(ctx);
    return incentiveBonusRead(ctx, base).filter((x) => !bonusYearsPast(x.clause.num, signed) && !CONSULTING_SCOPE.test(x.clause.num));
  }
  return incentiveBonusRead(ctx, base);
}

function incentiveBonusRead(ctx: Ctx, base: number | undefined): Candidate<number>[] {
  const summed = bonusesListed(ctx) ?? goalsListedByAmount(ctx);
  if (summed) return [summed];
  const named = bonus(ctx, INC_KEY, base, (u) => !PRODUCTIVITY_WORDS.test(u) || /quality/.test(u));
  // A maximum stated as a share of the target outranks the target it multiplies, as within one sentence.
  if (named.length && base) named.push(...targetTimesMaximum(ctx, base).map((x) => ({ ...x, strength: DIRECT })));
  const table = bonusTable(ctx);
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
    if (!BONUS_AS_FOLLOWS.test(c.num) || EXAMPLE.test(c.num) || PRODUCTIVITY_WORDS.test(c.num)) continue;
    if (new RegExp(String.raw`${OTHER_BONUS.source}\s+bonus`).test(c.num)) continue;
    const amounts: number[] = [];
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
const PLAIN_BONUS = /\b(?:bonus(?:es)?|(?<!stock |equity |share |long-term |long term )incentive (?:compensation|awards?|payments?)|annual incentive|(?<!stock |equity |share |long-term |long term )incentive (?:plan|program)|(?:annual |yearly )variable (?:compensation|pay|remuneration))\b/g;
/** Equity, not cash: awards of these are not the bonus. */
const EQUITY = /\b(?:stock|equity|shares?|options?|restricted|units|rsus?|psus?)\b/;
/**
 * An award sentence that states the figure of a bonus program named just before it: "You will take part in the annual
 * incentive program. Officers may earn awards in the range of 0 to 60% of base salary."
 */
function awardsOfProgram(ctx: Ctx, c: Clause): RegExpExecArray[] {
  const award = /\b(?:awards?|payouts?)\b/.exec(c.num);
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
const MEASURED = /\b(?:goals?|performance|targets?|achievement|metrics|objectives|ebitda|revenues?|earnings|profits?)\b/;
const paysForStaying = (num: string) => EMPLOYED_ON.test(num) && !MEASURED.test(num);
const ON_CORPORATE_EVENT = /\b(?:in the event|upon|if|on)\b[^.;]{0,80}\b(?:initial public offering|public offering|becomes? (?:a )?public(?:ly)?(?: (?:owned|traded|held))?|merger|acquisition (?:of|by) the company|change (?:in|of) control|sale of (?:the company|all or substantially))\b/;
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
function plainBonus(ctx: Ctx, base: number | undefined): Candidate<number>[] {
  const out: Candidate<number>[] = [];
  // A "Performance Bonus" of a contract that pays for production is the productivity bonus (perf_bonus).
  const producing = PRODUCTIVITY_WORDS.test(ctx.all);
  for (const c of ctx.clauses) {
    if (EXAMPLE.test(c.num) || BONUS_AS_MEASURE.test(c.num) || (/bonus/.test(c.title) && OTHER_BONUS.test(c.title))) continue;
    const keys = /\bbonus|\bincentive\b|\bvariable (?:compensation|pay|remuneration)\b/.test(c.num) ? [...c.num.matchAll(PLAIN_BONUS)] : awardsOfProgram(ctx, c);
    if (!keys.length) continue;
    // "You will receive a signing bonus of $15,000. The bonus will be paid in three instalments": the bonus just named.
    const prev = ctx.clauses[c.index - 1];
    if (prev && prev.unit === c.unit && OTHER_BONUS.test(prev.num) && /\bbonus\b/.test(prev.num) && /^(?:the|this|such|said) bonus\b/.test(c.num.replace(/^[^a-z]+/, ''))) continue;
    // A one-time bonus, or one earned by staying to a date, is a signing or retention bonus (their own fields).
    if (ONE_TIME.test(c.num) || ((STAYS_EMPLOYED.test(c.num) || /\bguaranteed\b/.test(c.num)) && /\banniversary\b/.test(c.num)) || paysForStaying(c.num)) continue;
    // A bonus owed on a corporate event (a public offering, a merger or sale) is a transaction bonus, not the yearly incentive.
    if (ON_CORPORATE_EVENT.test(c.num) && !/\b(?:annual|yearly|each (?:fiscal |calendar )?year|per (?:year|annum))\b/.test(c.num)) continue;
    // The bonus's target share of base, for a maximum stated as a share of the target (read across its mentions).
    let target: number | undefined;
    // Whether a share of the salary was read for an earlier mention, for "of such amount" in a later one.
    let sawBase = false;
    for (const k of keys) {
      const at = k.index ?? 0;
      if (OTHER_BONUS.test(c.num.slice(Math.max(0, at - 40), at + k[0].length + 30)) || deniedAt(c.num, at, at + k[0].length)) continue;
      if (producing && /\b(?:performance|target)\s+$/.test(c.num.slice(Math.max(0, at - 14), at))) continue;
      // A bonus sum named within a termination payment ("in a lump sum within 30 days following termination, a payment
      // in respect of bonus"); only the words just before this bonus tell, as a clause may run on to a severance item.
      if (PAID_ON_LEAVING.test(c.num.slice(Math.max(0, at - 200), at))) continue;
      // A bonus level reported for a past year, a bonus paid when the employment begins: neither is the yearly incentive
      // this contract offers.
      const near = c.num.slice(Math.max(0, at - 120), at + 160);
      if (PAST_LEVEL.test(near) || (AT_HIRE.test(near) && !/\b(?:annual|yearly|each (?:fiscal |calendar )?year|per (?:year|annum))\b/.test(near))) continue;
      // Figures of this bonus: after its name, before the next kind of pay is named.
      const rest = c.num.slice(at, at + 260);
      // A share "of your base salary" measures the bonus; only other pay named in its own right ends the bonus's figures.
      const stop = rest.slice(k[0].length).search(/\b(?<!\bof (?:(?:your|his|her|the|their|its|(?:(?:mr|ms|mrs|dr)\.? )?[a-z]+'s) )?(?:annual |base |annual base |then[- ]current )?)(?:salary(?! at| in effect)|stipend|allowance|signing|retention|relocation|severance)\b(?! (?:at|of|in effect))/);
      const scope = stop >= 0 ? rest.slice(0, k[0].length + stop + 40) : rest;
      for (const m of inForceOfSchedule(scope, findMoney(scope))) {
        if (m.period === 'unit' || m.period === 'hour' || m.value < 1000 || distractorNear(scope, m.index, 40)) continue;
        // "35% of collections in excess of $785,000": a threshold, not the bonus.
        if (/\b(?:in excess of|above|over|exceed(?:s|ing)?|threshold of|more than)\s*$/.test(scope.slice(Math.max(0, m.index - 25), m.index))) continue;
        if (TOTAL_PAY_BEFORE.test(scope.slice(Math.max(0, m.index - 70), m.index))) continue;
        if (partOfBonus(scope, m)) continue;
        // "... bonus: the executive shall receive an annual salary of $120,000": the figure is the salary's.
        if (/\b(?:salary|wages?|stipend|retainer)\b[^$.;]{0,40}$/.test(scope.slice(Math.max(0, m.index - 60), m.index))) continue;
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

/** A termination payment that includes a bonus sum: "a lump sum, paid within a month after termination, that includes an amount for bonus". */
const PAID_ON_LEAVING = /\b(?:lump[- ]sum|severance)\b[^.;]{0,80}\b(?:following|upon|after|on) (?:the |such |his |her |a )?(?:termination|date of termination|separation)\b/;
/** A level reported for a past year: "last year, the bonus at this level was about 30% of salary". */
const PAST_LEVEL = /\b(?:last|prior|previous) (?:fiscal |calendar )?year\b[^.;]{0,80}\b(?:was|were)\b/;
/** Paid when the employment begins: "a $10,000 bonus paid at the time of hire". */
const AT_HIRE = /\bat the time of (?:your|his|her|the [a-z]+'s) (?:initial )?(?:employment|hire|hiring)\b|\bupon (?:your |his |her )?(?:hire|hiring)\b/;
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
function bareShareOfPay(scope: string, p: Pct): boolean {
  const before = scope.slice(Math.max(0, p.index - 50), p.index);
  if (!/\bbonus (?:(?:target |percentage |opportunity |potential ){1,3})(?:will be |shall be |is |of )?(?:set )?(?:at |of |equal to )?$/.test(before)) return false;
  return !/^\s*(?:percent\s+)?(?:of|per|in|on)\b/.test(scope.slice(p.end, p.end + 20));
}

/** A bonus figure that only measures another payment ("for purposes of this section, the bonus shall mean the average of the last two annual bonuses"). */
// Fixing the bonus itself for the purposes of a plan ("for purposes of setting his target bonus under the plan, he takes
// part at 80% of base salary") is the bonus's own term, not a measure of another payment; the bonus as a part of
// severance ("for purposes of computing the bonus part of his severance") still is one.
const BONUS_AS_MEASURE = /\bfor purposes (?:hereof|of (?:this|determining|calculating|computing))\b(?! (?:the |his |her |your |(?:[a-z]+ )?[a-z]+'s ){0,2}(?:annual |yearly |target |incentive )*(?:bonus|incentive)\b(?![^.;]{0,60}\b(?:severance|terminat\w*|component|death|disabilit\w*)))|\baverag(?:e|ing)\b[^.;]{0,30}\bbonus/;

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
      const max = /\b(?:up to|maximum|max|not (?:to )?exceed|of up to|cap(?:ped)?)\b[^%\d]*$/.test(before);
      const capped = max || /\btarget(?:ed)?\b[^%\d]*$/.test(before);
      if (i > 0 && !capped) return;
      out.push({ value: Math.round(base! * p.pct * per) / 100, clause: c, strength: max && i > 0 ? DIRECT : capped ? STATED : INDIRECT });
    });
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

const PROFIT_KEY = around(String.raw`\b`, [
  String.raw`net profits?|distributable income|profits?|profit share|profit sharing|profit participation`,
  String.raw`profit distribution|net income|share of (?:the )?(?:practice's )?(?:net )?(?:profits|income|earnings)`,
  String.raw`pre-?tax (?:net )?(?:profits?|income|earnings)|ebitda|(?:pre-?tax )?operating (?:income|profits?)`,
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
      const direct = (/^\s*(?:percent\s+)?(?:of|share of|interest in)\s+(?:the\s+)?(?:(?:lower|lesser|greater|higher) of\s+(?:\(?[a-z1-9]\)\s*)?(?:the\s+)?)?["\u201c\u201d']?(?:[a-z]+'s\s+)?(?:(?:[a-z]+|pre-?tax)\s+){0,2}(?:net profits?|profits?|net income|operating income|distributable|(?:net )?income\b(?=["\u201c\u201d']))/.test(after)
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

/** A count of shares, options or units: "250,000 shares", "200,000 (post-split) shares", "2,000 Performance Share Units". */
// A count in words after its figure may carry a stray bracket ("125,000 (one hundred twenty-five thousand)] shares").
// Stock appreciation rights settled in stock are counted as options (ADJUDICATION-holdout10: h10-02).
const GRANTED_COUNT = /(?<![$\d,.])(\d{1,3}(?:,\d{3})+|\d{3,})\s*(?:\([^)]{0,50}\)\]?\s*)?((?:[a-z-]+\s+){0,4}?)(shares|stock options|options|restricted stock units|rsus|units|warrants|stock appreciation rights|sars)\b/g;
/** Words that make a count a grant of this agreement: "is granting", "one warrant for the purchase of", "shall be entitled to purchase". */
// "The stock options will be 400,000 shares": the grant stated as what the options are.
const GRANTS = /\b(?:grant(?:ed|s|ing)?|award(?:ed|s)?|issue[sd]?|receive[sd]?|option to (?:purchase|acquire)|options? (?:to acquire|for)|(?:warrants?|rights?) (?:for the purchase of|to (?:purchase|buy))|covering|entitled? to(?: purchase)?|options? (?:grant )?(?:will|shall) (?:be|consist of|cover|total))\b/;
/** Pay given in options, named just before the count: "a hiring bonus of 150,000 options". */
const PAID_IN_COUNT = /\b(?:bonus|retainer|fees?) of\s*$/;
/** Options given up or already held: "agrees to the cancellation of the options to purchase ...". */
const CANCELLED = /\bcancel\w*\b(?![^]*\b(?:grant(?:ed|s|ing)?|award(?:ed|s)?|issue[sd]?)\b)/;
/** A grant of another agreement, named beside this one's: "in addition to the 50,000 options granted under the consulting agreement". */
const EARLIER_GRANT = /^[^.;]{0,80}?\b(?:granted|awarded|issued) (?:pursuant to|under|in connection with) (?:the|a|his|her) (?!this\b)(?:[a-z-]+ ){0,3}agreement\b/;
/** Alternatives offered for one grant: "either (a) 200,000 restricted shares or (b) an option for 200,000 shares". */
const ALTERNATIVE = /\bor\s*(?:\([a-z0-9]{1,3}\)\s*)?(?:[a-z-]+\s+){0,6}$/;
/** A part of a grant (a vesting tranche), a grant already held, or one that comes later. */
const NOT_A_NEW_GRANT = around(String.raw`\b`, [
  String.raw`each covering|vest(?:s|ing|ed)? (?:as to|with respect to|in)|with respect to|installments?|tranche`,
  String.raw`per (?:year|annum)|annual(?:ly)?|yearly|each (?:year|fiscal year|calendar year)|in each of|outstanding|held by`,
  String.raw`previously (?:granted|awarded)|have outstanding|remain in (?:force|effect)|prior agreement|original agreement`,
  // "You have previously been granted an option ...", "he has already been awarded": held from before.
  String.raw`(?:previously|already) been (?:granted|awarded|issued)`,
  // "He had received an option ... on December 1, 2019": a grant told as past before this agreement.
  String.raw`had (?:previously |already )?(?:received|been granted|been awarded|been issued)`,
], String.raw`\b`);

/**
 * A count that is not granted at signing: a grant that recurs ("on June 1 and every twelve months thereafter"), one the
 * employee may earn later on goals ("eligible to receive up to 40,000 options in 2022 depending upon ..."), an award that
 * vests or is issued on a termination, or the running total an added award brings ("for a total award of 30,000 units").
 */
function laterOrContingentGrant(before: string, after: string): boolean {
  if (/^[^.;]{0,100}\b(?:every (?:twelve|12) months|each year|every year|annually|each anniversary) thereafter\b/.test(after)) return true;
  // A grant repeated by month or quarter ("an option over 5,000 shares each month from the seventh month on") is a series
  // of later grants; a count that only vests by month ("vesting 1,000 shares each month") is not read here.
  if (/^(?:(?!\b(?:vest|exercis)\w*)[^.;]){0,80}\b(?:each|every) (?:calendar )?(?:month|quarter)\b/.test(after)) return true;
  // A ceiling of a grant still to be sized ("the Company will grant him up to 8,000 shares", "is targeted to be awarded up
  // to 9,000 units", "may earn a further award of up to 40% of the grant, or 6,000 shares"): contingent, not made at
  // signing. "An option to purchase up to 9,000 shares" fixes the grant and is not caught here.
  if (/\b(?:grant|award|issue)(?:ed)? (?:to )?(?:the (?:executive|employee|officer|physician)|physician|you|him|her)? ?up to (?:an? )?(?:additional |further )?$/.test(before)) return true;
  if (/\b(?:targeted|expected) to (?:be )?(?:granted|awarded|receive)\b[^.;]{0,20}$/.test(before)) return true;
  if (/\bearn (?:an? )?(?:additional |further )?(?:grant|award)\b[^.;]{0,60}$/.test(before)) return true;
  if (/\bmay (?:also )?receive up to\s*$/.test(before)) return true;
  if (/^[^.;]{0,80}\bif (?:he|she|you|the (?:executive|employee|officer)) (?:achieves?|meets?|attains?)\b/.test(after)) return true;
  if (/\beligible to receive up to\s*$/.test(before) && /^[^.;]{0,80}\b(?:depending|contingent) (?:up)?on\b/.test(after)) return true;
  // A section number ("sections 6.4 and 6.5") does not end the sentence.
  if (/\bterminat\w*\b/.test(before + after) && /\b(?:shall|will) (?:vest|be issued|become vested)\b(?:[^.;]|\.\d){0,160}$/.test(before)) return true;
  // Shares owed when the employment ends, as severance or as damages ("on a termination without cause he shall receive
  // 40,000 shares", "he shall receive as agreed damages a grant of 40,000 shares"): not a grant made at signing
  // (ADJUDICATION: h26-01).
  if (/\b(?:severance|damages|(?:upon|on|following|after) (?:(?:the|his|her|a|any|such) )?(?:[a-z-]+ )?terminat\w*)\b(?:[^.;]|\.\d){0,160}$/.test(before)) return true;
  return /\bfor a total (?:award |grant )?of\s*$/.test(before);
}

/** An award set again at another size: "the award will be adjusted to", "we will reduce the grant to". */
const RESIZED = /\b(?:adjust|reduce|increase|change|revise)[sd]? (?:the |such |that |this |your |his |her )?(?:[a-z-]+ ){0,2}(?:award|grant|option)s? to\s*$/;

/** A grant split into equal parts at grant: "shall be granted in 3 equal annual installments of". */
const GRANTED_IN_PARTS = /\b(?:granted|awarded|issued|made) in (\d{1,2}) (?:equal )?(?:annual |yearly )?installments of\s*$/;

/** A lead-in to a list of grants: "the Employee will receive, on signing, the following equity options:". */
const GRANT_LIST_LEAD = /\b(?:grant(?:ed)?|award(?:ed)?|receive|issue[sd]?)\b[^.;]{0,80}\bthe following (?:[a-z-]+ ){0,2}(?:options|shares|awards|grants|units|warrants)\b[.:]?\s*$/;
/** An item of such a list: "- 250,000 options at $0.60", "(b) 250,000 options at $0.90". */
const LIST_ITEM = /^\s*(?:[-\u2013\u2022*o]|\(?[a-z0-9]{1,3}\))\s+/;
/** A dash or bullet just before a count, inside a line: "... 12 months - 250,000 options". */
const ITEM_MARK_BEFORE = /(?:^|\s)[-\u2013\u2022*]\s+$/;

/**
 * Grants set out as the items of a list after a lead-in (each item its own count, priced or vesting apart): the items
 * are several grants even when their counts are equal, so they are summed (corpus/real/ADJUDICATION.md: grants summed).
 */
function listedGrants(ctx: Ctx, found: { clause: Clause }[]): { value: number; clause: Clause; kind: string }[] {
  const out: { value: number; clause: Clause; kind: string }[] = [];
  for (const c of ctx.clauses) {
    if (!GRANT_LIST_LEAD.test(c.num) || EXAMPLE.test(c.num) || deniedAt(c.num, c.num.search(GRANT_LIST_LEAD))) continue;
    const items: { value: number; clause: Clause; kind: string }[] = [];
    for (let i = c.index + 1; i < Math.min(ctx.clauses.length, c.index + 12); i++) {
      const d = ctx.clauses[i];
      // An item may start the line, or follow the line above it run in ("vesting at 12 months - 250,000 options at $0.90").
      const counts = [...d.num.matchAll(GRANTED_COUNT)].filter((m) => LIST_ITEM.test(d.num.slice(0, m.index)) && d.num.slice(0, m.index).trim().length <= 3
        || ITEM_MARK_BEFORE.test(d.num.slice(0, m.index)));
      if (!counts.length) {
        // A line under an item ("vesting at 12 months") continues it; anything else ends the list.
        if (items.length && !/\d/.test(d.num.replace(/\b\d+ (?:months?|years?)\b/g, '')) && d.num.length < 80) continue;
        break;
      }
      for (const m of counts) items.push({ value: Number(m[1].replace(/,/g, '')), clause: d, kind: /option|warrant/.test(m[3]) ? 'option' : 'share' });
    }
    // Counts already read from the items themselves are not read twice.
    if (items.length >= 2 && !items.some((x) => found.some((f) => f.clause.index === x.clause.index))) out.push(...items);
  }
  return out;
}

/**
 * Options and shares this agreement grants at signing, summed (corpus/real/ADJUDICATION.md): an option grant and a
 * restricted stock award are one figure; vesting tranches, grants already held and later annual grants are not counted.
 */
export function stockOptions(ctx: Ctx): Candidate<number>[] {
  const signed = agreementDate(ctx);
  const grants: { value: number; clause: Clause; kind: string }[] = [];
  for (const c of ctx.clauses) {
    if (!/\b(?:grant|award|option|issue|receive|vest|restricted|units?|warrant|covering|entitle|right to)/.test(c.num)) continue;
    if (/\bbuy-?in|purchase price|repurchase/.test(c.num) && !/\boption\b/.test(c.num)) continue;
    if (EXAMPLE.test(c.num)) continue;
    // A recital of what the earlier agreement gave ("whereas the agreement provided for the grant of ..."): not a grant of this one.
    if (/^whereas\b[^]*\b(?:provided for|provides for|granted|was granted|were granted)\b/.test(c.num) && /\b(?:agreement|contract) (?:provided|provides|dated|entered)\b|\bpreviously\b/.test(c.num)) continue;
    let lastEnd = -1;
    let prevCountEnd = 0;
    let prevPart = false;
    for (const m of c.num.matchAll(GRANTED_COUNT)) {
      const at = m.index ?? 0;
      const before = c.num.slice(Math.max(0, at - 220), at);
      const after = c.num.slice(at + m[0].length, at + m[0].length + 120);
      if (!GRANTS.test(before) && !GRANTS.test(m[2]) && !PAID_IN_COUNT.test(before)) {
        prevPart = NOT_A_NEW_GRANT.test(c.num.slice(Math.max(0, at - 70), at));
        prevCountEnd = at + m[0].length;
        continue;
      }
      // After another count in the sentence, the words of that grant ("... with a third vesting each year, a stock option
      // grant of 10,000 shares") are not said of this one: read from a little before this count's own grant word.
      let from = Math.max(0, at - 70);
      if (prevCountEnd > 0) {
        const own = [...c.num.slice(prevCountEnd, at).matchAll(new RegExp(GRANTS.source, 'g'))].pop();
        from = Math.max(from, own ? prevCountEnd + (own.index ?? 0) - 20 : prevCountEnd);
      }
      const prevStart = prevCountEnd;
      prevCountEnd = at + m[0].length;
      // Shares the employee buys himself ("for each share he purchases (up to 20,000 shares)"): a cap of a purchase, not a grant.
      if (/\b(?:(?:he|she|you|employee|executive) (?:purchases|buys|acquires|purchased|bought)|(?:his|her|your) (?:own )?purchases? of)\b[^.;]{0,20}$/.test(before)) continue;
      // A grant dated well before this agreement (options the company gave "as of" a date years earlier, recited in a
      // restatement): one already held.
      const dated = signed && findDates(before.slice(-80)).pop();
      if (dated && signed && (signed.y - dated.y) * 12 + signed.mo - dated.mo > 6) continue;
      // One grant made in equal parts ("the shares shall be granted in 3 equal installments of 9,000 shares each"): its
      // whole is the parts together; a grant that only vests in parts is counted from its own total instead.
      const parts = GRANTED_IN_PARTS.exec(before);
      if (parts && /^\s*each\b/.test(after) && !NOT_A_NEW_GRANT.test(c.num.slice(from, at - parts[0].length))) {
        grants.push({ value: Number(parts[1]) * Number(m[1].replace(/,/g, '')), clause: c, kind: /option|warrant/.test(m[3]) ? 'option' : 'share' });
        lastEnd = at + m[0].length;
        continue;
      }
      // The next part of a split named just before ("vest in parts of 2,000 shares after two years and 2,000 shares after four").
      const partAfterPart: boolean = prevPart && /^[^.;]{0,60}\band\s*$/.test(c.num.slice(prevStart, at));
      // Pay for the services that is itself a yearly fee in options ("an annual retainer of 9,000 options") is the grant
      // this agreement makes; a yearly bonus in equity is a later award on results.
      const scope = c.num.slice(from, at).replace(/\b(?:annual|yearly) (?=(?:[a-z-]+ )?(?:retainer|fees?) of\s*$)/, '');
      prevPart = partAfterPart || NOT_A_NEW_GRANT.test(scope);
      if (prevPart) continue;
      // The same award resized on a condition ("should the earlier options be exercised, the award will be adjusted to 9,000
      // options"): not a further grant.
      if (RESIZED.test(before) || /\b(?:a |the )?(?:percentage|portion|fraction|part) of\s*$/.test(before)) continue;
      if (/\bin addition to (?:the|his|her)\s*$/.test(before) || CANCELLED.test(before) || EARLIER_GRANT.test(after)) continue;
      // Grants held or kept from before: near the count, or said of the clause as a whole ("which shall remain in force").
      if (/\b(?:outstanding|held by|previously granted)\b/.test(c.num.slice(Math.max(0, at - 70), at) + ' ' + after) || /\bremain in (?:force|effect)\b/.test(c.num)) continue;
      // The second of two alternatives is the same grant in another form.
      if (lastEnd >= 0 && /\beither\b/.test(c.num.slice(0, at)) && ALTERNATIVE.test(c.num.slice(lastEnd, at))) continue;
      lastEnd = at + m[0].length;
      // "non-qualified", "non-statutory" describe the option; only a plain denial removes the grant.
      if (/\b(?:no|not|never|nor)\b[^.;,]{0,40}$/.test(before) || /\b(?:thereafter|on each anniversary|each anniversary|in each (?:subsequent )?year|annual (?:stock option |option |equity )?grants?|future grants?)\b/.test(before)) continue;
      const value = Number(m[1].replace(/,/g, ''));
      // "the 2002 Stock Option and Stock Appreciation Rights Plan": a plan's year, not a count.
      if (value >= 1900 && value <= 2099 && !m[1].includes(',') && /^[^.;]{0,80}\bplan\b/.test(c.num.slice(at))) continue;
      // "the 2021 annual stock option grant": a year that words stand between and the award, not a count.
      if (value >= 1900 && value <= 2099 && !m[1].includes(',') && m[2].trim() !== '') continue;
      if (laterOrContingentGrant(before, after)) continue;
      // Share prices, years and plan sizes are not counts of a grant to the physician.
      if (value <= 0 || /\b(?:plan|pool|reserve[sd]?|authorized)\b/.test(c.num.slice(at, at + 60)) && /\breserve|authori[sz]ed|pool\b/.test(c.num.slice(at, at + 60))) continue;
      const kind = /option|warrant/.test(m[3]) || /\b(?:option|warrant)/.test(before.slice(-60)) ? 'option' : 'share';
      // The same count again restates a grant, unless it is called another ("one warrant for an additional 250,000 shares").
      // ("an additional 5,000 options to purchase 5,000 shares": the word before the first count does not make the second another.)
      const since = c.num.slice(Math.max(at - 220, prevStart), at);
      if (grants.some((g) => g.value === value && g.kind === kind) && !/\b(?:additional|further|another|second|third)\b[^.;]{0,30}$/.test(since)) continue;
      grants.push({ value, clause: c, kind });
    }
  }
  grants.push(...listedGrants(ctx, grants));
  if (!grants.length) return [];
  const total = grants.reduce((a, g) => a + g.value, 0);
  const first = grants[0];
  // Several grants summed are an inference from several sentences: a little less sure than one stated grant.
  return [{ value: total, clause: first.clause, strength: grants.length === 1 ? STATED : LIKELY }];
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

const OTHER_PAY = /\b(?:relocation|moving|tuition|loan|cme|education|stipend|severance|salary|allowance|reimburse)\w*/;

/** Total of a bonus named by `key`: a stated total wins over the first amount. */
function namedTotal(ctx: Ctx, key: RegExp, strengthDirect: number, caption?: RegExp, oneOff = false): Candidate<number>[] {
  const out: Candidate<number>[] = [];
  for (const c of ctx.clauses) {
    const k = key.exec(c.num);
    const t = key.exec(c.title) ?? (caption ? caption.exec(c.title) : null);
    const inTitle = !!t && !deniedAt(c.title, t.index, t.index + t[0].length);
    if (!k && !inTitle) continue;
    if (EXAMPLE.test(c.num)) continue;
    const at = k ? k.index : 0;
    if (k && deniedAt(c.num, at, at + k[0].length)) continue;
    // The amount may stand just before the name: "a Twenty Thousand ($20,000) dollars signing bonus".
    // Only brackets, "dollars" or one word may stand between such an amount and the name: "base salary of $550,000, signing
    // bonus of $330,000" gives the salary no part in the bonus.
    // The name may also be a defined term in brackets after the amount: 'a bonus of $40,000 (the "Sign-On Bonus")'.
    const monies = findMoney(c.num).filter((m) => (m.index >= at || (k && (/^[)\s"'\u201c]*(?:dollars?\s+)?(?:[\w"'-]+\s+)?$/.test(c.num.slice(m.end, at)) || /^\s*\(\s*(?:the\s+)?["'\u201c]$/.test(c.num.slice(m.end, at)))) || (!k && m.index >= at - 15)) && m.period !== 'unit' && m.period !== 'hour' && m.value >= 500 && !distractorNear(c.num, m.index, 40)
      && !(oneOff && ['year', 'month', 'semimonth', 'biweek', 'week'].includes(m.period))
      // Under a bonus title, an amount named for something else (relocation, tuition) is not the bonus.
      && !(!k && OTHER_PAY.test(c.num.slice(Math.max(0, m.index - 80), m.index))));
    if (!monies.length) continue;
    const total = monies.find((m) => /\b(?:total(?:ing)?|aggregate|in all|sum of)\b[^$]{0,40}$/.test(c.num.slice(Math.max(0, m.index - 50), m.index)));
    const chosen = total ?? monies[0];
    // "paid in twelve (12) equal monthly installments of $8,506.95": the whole is the installments together.
    const parts = /\b(\d{1,2}) (?:equal |consecutive )*(?:(?:monthly|quarterly|annual|semi-?annual|bi-?weekly) )?instal{1,2}ments? of\s*$/.exec(c.num.slice(Math.max(0, chosen.index - 60), chosen.index));
    if (!total && parts && monies.length === 1) {
      out.push({ value: Math.round(Number(parts[1]) * chosen.value * 100) / 100, clause: c, strength: Math.min(ASSURED, strengthDirect + (inTitle ? NUDGE : 0)) });
      continue;
    }
    // "repay", "installments of" without a total: a part, not the whole.
    const before = c.num.slice(Math.max(0, chosen.index - 40), chosen.index);
    let strength = total ? strengthDirect + STEP : strengthDirect;
    if (!total && /\b(?:installments? of|each|repay)\b[^$]*$/.test(before)) strength -= STRONG_DOUBT;
    if (inTitle) strength += NUDGE;
    out.push({ value: chosen.value, clause: c, strength: Math.min(CEILING, strength) });
  }
  return out;
}

// A caption of the bonus word alone ("Sign-on:", "Retention.") names the bonus as plainly.
const RETENTION_KEY = /\b(?:retention|stay|longevity|loyalty) (?:bonus|incentive|payment|award)\b/;
export const retentionBonus = (ctx: Ctx, base?: number) => {
  const named = namedTotal(ctx, RETENTION_KEY, STATED, /^(?:retention|stay bonus)$/);
  const scheduled = named.flatMap((x) => yearlySchedule(x.clause));
  if (scheduled.length) return scheduled;
  if (named.length) return withFurtherInstalments(ctx, named);
  // "provided you remain employed for your first 6 months": a stay measured as a length of service also names the date.
  const unnamed = unnamedBonus(ctx, STAYS_EMPLOYED, /\b(?:anniversary|through|until|on or after|as of)\b|\bfor (?:a |the |your )?(?:first )?\d+[- ]months?\b/);
  if (unnamed.length) return withFurtherInstalments(ctx, unnamed, UNNAMED_STEP);
  return [...anniversaryBonus(ctx), ...stayShareOfBase(ctx, base), ...forgivenLoan(ctx)];
};

/** A loan written off for staying: "the loan will be forgiven on the third anniversary, provided that you are still employed". */
const FORGIVEN = /\bloan\b[^.;]{0,160}\bforgiven\b|\bforgiv\w+\b[^.;]{0,60}\bloan\b/;
const FOR_STAYING = /\banniversary\b|\b(?:continue|remain)s? (?:to be )?(?:a )?(?:full-time )?(?:employee|employed|in (?:the )?employ)/;
/** The principal of a loan: "a loan in the principal amount of $80,000", "a $250,000 loan", "will lend you $40,000". */
const LOAN_AMOUNT = /\bloan (?:in the (?:principal )?amount of|of)\s*$|\blend (?:you|him|her|the [a-z]+)\s*$|^\s*loan\b/;

/**
 * A loan forgiven when the employee stays (ADJUDICATION: h8-06, h11-05): a retention bonus of its principal, read from the
 * clause that grants the loan, at most a few sentences before the forgiveness.
 */
function forgivenLoan(ctx: Ctx): Candidate<number>[] {
  for (const c of ctx.clauses) {
    if (!FORGIVEN.test(c.num) || !FOR_STAYING.test(c.num) || EXAMPLE.test(c.num) || deniedAt(c.num, c.num.search(/\bforgiv/))) continue;
    for (let i = c.index; i >= Math.max(0, c.index - 8); i--) {
      const num = ctx.clauses[i].num;
      const m = findMoney(num).find((x) => LOAN_AMOUNT.test(num.slice(Math.max(0, x.index - 40), x.index)) || LOAN_AMOUNT.test(num.slice(x.end, x.end + 10)));
      if (m && m.value >= 1000) return [{ value: m.value, clause: ctx.clauses[i], strength: INDIRECT }];
    }
  }
  return [];
}

/**
 * A stay bonus paid by year from a schedule ("a yearly retention bonus as follows: 2021: $50,000 2022: $75,000"): the
 * total of its steps (FIELDS: total amount). Only figures labelled by their year after "as follows" count.
 */
function yearlySchedule(c: Clause): Candidate<number>[] {
  const from = c.num.search(/\bas follows\b/);
  if (from < 0) return [];
  const steps = [...c.num.slice(from).matchAll(/\b(?:19|20)\d\d\s*:\s*\$(\d{1,3}(?:,\d{3})+)(?![\d,])/g)].map((m) => parseDigits(m[1]));
  return steps.length >= 2 ? [{ value: steps.reduce((a, b) => a + b, 0), clause: c, strength: STATED + NOTCH }] : [];
}

/** A further payment of a stay bonus, named by its order: "a second one-time bonus of $50,000". */
const UNNAMED_STEP = /\b(?:additional|further|second|third|another) (?:[a-z-]+ ){0,3}(?:bonus|payment) (?:of|in the amount of|equal to)\s*/;

/**
 * A bonus owed on an anniversary of the start whatever the results ("upon the first anniversary of employment, or on a
 * termination without cause before it, he will be paid a guaranteed bonus of $90,000"): a stay bonus (ADJUDICATION: d2-14, h3-15).
 */
function anniversaryBonus(ctx: Ctx): Candidate<number>[] {
  const out: Candidate<number>[] = [];
  for (const c of ctx.clauses) {
    if (!/\b(?:guaranteed|minimum) bonus\b/.test(c.num) || MEASURED.test(c.num) || EXAMPLE.test(c.num)) continue;
    if (!/\b(?:upon|on|at|as of) the (?:first|second|third|1st|2nd|3rd) anniversary\b/.test(c.num) || deniedAt(c.num, c.num.search(/\bbonus\b/))) continue;
    const m = findMoney(c.num).find((x) => x.period === 'none' && x.value >= 1000 && !distractorNear(c.num, x.index, 40));
    if (m) out.push({ value: m.value, clause: c, strength: INDIRECT });
  }
  return out;
}

/** A stay bonus set as a share of the salary (still employed on a set date, "a special bonus of 40% of your base salary then in effect"). */
function stayShareOfBase(ctx: Ctx, base: number | undefined): Candidate<number>[] {
  if (!base) return [];
  for (const c of ctx.clauses) {
    if (!/\bbonus\b/.test(c.num) || !paysForStaying(c.num) || EXAMPLE.test(c.num) || ON_CORPORATE_EVENT.test(c.num)) continue;
    const pcts = findPercents(c.num);
    const i = pcts.findIndex((p, j) => ofBase(c.num, pcts, j) || /^\s*of (?:his|her|your|the executive's|the employee's) (?:then[- ]current )?(?:annual )?(?:base )?salary\b/.test(c.num.slice(p.end, p.end + 50)));
    if (i >= 0 && pcts[i].value <= 300) return [{ value: Math.round(base * pcts[i].value) / 100, clause: c, strength: INDIRECT }];
  }
  return [];
}

/**
 * A retention bonus paid in steps, each its own sentence ("... on the first anniversary, a retention bonus of $50,000.
 * ... on the second anniversary, an additional retention bonus of $50,000"): the total is the steps together (FIELDS:
 * total amount). Steps owed only if the term is extended are left out.
 */
function withFurtherInstalments(ctx: Ctx, named: Candidate<number>[], step?: RegExp): Candidate<number>[] {
  const first = named.reduce((a, b) => (b.strength > a.strength ? b : a));
  if (ON_EXTENSION.test(first.clause.num)) return named;
  let total = first.value + (step ? 0 : sameSentenceSteps(first.clause.num, first.value));
  for (const i of ctx.units[first.clause.unit].clauses) {
    const c = ctx.clauses[i];
    if (c.index <= first.clause.index || ON_EXTENSION.test(c.num)) continue;
    const k = (step ?? /\b(?:additional|further|second|third|another) (?:retention|stay|longevity|loyalty) (?:bonus|incentive|payment|award) (?:of|in the amount of|equal to)\s*/).exec(c.num);
    if (!k || deniedAt(c.num, k.index)) continue;
    const m = findMoney(c.num).find((x) => x.index >= k.index + k[0].length && x.index - (k.index + k[0].length) < 40);
    if (m && m.period !== 'unit' && m.period !== 'hour') total += m.value;
  }
  return total === first.value ? named : [{ value: total, clause: first.clause, strength: Math.min(CEILING, first.strength + NOTCH) }, ...named];
}
export const signingBonus = (ctx: Ctx) => {
  // "a sign on bonus", 'a $15,000 "signing" bonus': the name written apart or in quotes. A sum stated per year or month is
  // no one-off payment.
  const named = namedTotal(ctx, /\b(?:sign(?:ing|-on|on| on)|hiring|commencement|recruitment|starting|start-up|start)["'\u201d]? (?:bonus|incentive|payment)\b/, DIRECT, /^(?:sign(?:ing|-on|on| on)|signing bonus|sign-on bonus)$/, true);
  // A one-time sum owed only if the employee stays employed for a time is a retention bonus, not a signing bonus.
  if (named.length) return named;
  const oneOff = unnamedBonus(ctx, ONE_TIME, AT_START);
  return (oneOff.length ? oneOff : unnamedBonus(ctx, /\bbonus\b/, PAID_AT_HIRE).filter((x) => !/\b(?:annual|yearly|each year|per year)\b/.test(x.clause.num))).filter((x) => !STAYS_EMPLOYED.test(x.clause.num));
};

/** A bonus paid as the employment begins is a signing bonus whatever it is called: "a bonus of $9,000 payable upon hire". */
const PAID_AT_HIRE = /\b(?:payable|paid|due)\b[^.;]{0,20}\b(?:at the time of (?:your|his|her|the [a-z]+'s) (?:initial )?(?:employment|hire|hiring)|upon (?:your |his |her )?(?:hire|hiring|joining))\b/;

/** A bonus earned by staying: "so long as she remains in continuous employment with us until that date". */
const STAYS_EMPLOYED = /\b(?:remains?|remained|continues? to be|is still|has been continuously) (?:in (?:the )?(?:continuous |active )?(?:employ|employment)\b|(?:continuously |actively )?employed\b)/;
/** A single payment: "a one-time bonus", "a one-time cash payment". */
const ONE_TIME = /\bone-?time (?:cash |lump[- ]sum )?(?:bonus|payment)\b/;
/** Paid when the engagement begins: on approval or execution of this agreement, on the start or effective date, with the first payroll. */
const AT_START = /\b(?:approval|ratification|execution|signing) (?:and ratification )?of this agreement|\b(?:start|effective|commencement|hire) date\b|\bcommencement of (?:the )?(?:term|employment)\b|\bfirst (?:regular )?payroll\b|\bupon (?:joining|commencing)\b/;

/** A bonus that its conditions name: the first sum of a clause that offers a bonus under `kind`, near `when`. */
function unnamedBonus(ctx: Ctx, kind: RegExp, when: RegExp): Candidate<number>[] {
  const out: Candidate<number>[] = [];
  for (const c of ctx.clauses) {
    if (!/\bbonus\b|\bpayment\b/.test(c.num) || !kind.test(c.num) || !when.test(c.num) || EXAMPLE.test(c.num)) continue;
    if (deniedAt(c.num, c.num.search(/\bbonus\b|\bpayment\b/))) continue;
    const m = findMoney(c.num).find((x) => x.period !== 'unit' && x.period !== 'hour' && x.value >= 1000 && !distractorNear(c.num, x.index, 40));
    if (m) out.push({ value: m.value, clause: c, strength: INDIRECT });
  }
  return out;
}

/** Hourly rate only? Used by the structure field and by the salary check. */
export function hasHourlyPay(ctx: Ctx): Clause | undefined {
  return ctx.clauses.find((c) => /\b(?:compensat|pay|paid|rate|fee|wage)/.test(c.num) && findMoney(c.num).some((m) => m.period === 'hour' && m.value >= 40) && !EXAMPLE.test(c.num));
}

