// Money amounts in the numeric form of a clause, with the period they are stated for.
import { parseDigits } from './numbers.js';
import { anyOf, around } from './alternatives.js';

export type Period = 'year' | 'halfyear' | 'quarter' | 'month' | 'semimonth' | 'biweek' | 'week' | 'hour' | 'unit' | 'none';

export interface Money {
  value: number;
  index: number;
  end: number;
  period: Period;
}

// "and No/100 Dollars", "and 00/100 Dollars": the cents of a sum written out, not an amount of its own.
const MONEY = /\$(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(?:\s*(million|thousand|k\b|m\b))?|(?<!\/)\b(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(?:us\s+)?dollars\b/g;

// What follows an amount and says how often it is paid. Order matters: the longer phrases first.
const AFTER: [RegExp, Period][] = [
  [/^(?:\s*\([^)]{0,60}\))?\s*(?:per|a|each|every|for each|in each)\s+(?:bi-?weekly|two-week|biweekly)\s+(?:pay(?:roll)?\s+)?period|^\s*(?:bi-?weekly|every (?:two|2) weeks|fortnightly)\b/, 'biweek'],
  // "$14,807.69 on a biweekly basis", "$5,000 on a monthly basis": the period as a basis of payment.
  [/^\s*,?\s*on an? (?:bi-?weekly|every-other-week|fortnightly) basis\b/, 'biweek'],
  [/^\s*,?\s*on an? semi-?monthly basis\b/, 'semimonth'],
  [/^\s*,?\s*on an? monthly basis\b/, 'month'],
  [/^\s*,?\s*on an? (?:annual(?:i[sz]ed)?|yearly) basis\b|^\s*annuali[sz]ed\b/, 'year'],
  [/^\s*(?:semi-?monthly|twice (?:a|each|per) month)\b/, 'semimonth'],
  [/^(?:\s*\([^)]{0,60}\))?\s*(?:per|a|each|every)\s+(?:semi-?monthly)\s+(?:pay(?:roll)?\s+)?period/, 'semimonth'],
  [/^(?:\s*\([^)]{0,60}\))?\s*(?:per|a|each|every|for each)\s+(?:calendar\s+|full\s+)?(?:year|annum|contract year|twelve-month|12-month)|^\s*(?:annually|per year|yearly)\b/, 'year'],
  // Sums owed twice a year ("$6,000 per half-year", "$6,000 semi-annually"): a half of the yearly figure.
  [/^(?:\s*\([^)]{0,60}\))?\s*(?:per|a|each|every|for each)\s+(?:half[- ]year|six[- ]month period|semi-?annual period)\b|^\s*(?:semi-?annually|half-?yearly)\b/, 'halfyear'],
  [/^(?:\s*\([^)]{0,60}\))?\s*(?:per|a|each|every|for each)\s+(?:calendar\s+|fiscal\s+|full\s+)?quarter\b|^\s*(?:quarterly)\b/, 'quarter'],
  [/^(?:\s*\([^)]{0,60}\))?\s*(?:per|a|each|every|for each)\s+(?:calendar\s+|full\s+)?month|^\s*(?:monthly)\b/, 'month'],
  [/^(?:\s*\([^)]{0,60}\))?\s*(?:per|a|each|every)\s+(?:calendar\s+)?week\b|^\s*weekly\b/, 'week'],
  [/^(?:\s*\([^)]{0,60}\))?\s*(?:per|an|each|every|for each)\s+(?:clinical\s+|billable\s+|scheduled\s+)?hour|^\s*hourly\b/, 'hour'],
  [
    around(String.raw`^(?:\s*\([^)]{0,60}\))?\s*(?:per|for each|each|a|an)\s+(?:[a-z-]+\s+){0,2}`, [
      String.raw`shift|call|night|day|wrvu|rvu|work rvu|visit|encounter|patient|member|enrollee|procedure|case|session|weekend`,
      String.raw`unit|mile|read|study|consult`,
    ], String.raw``),
    'unit',
  ],
];
// What precedes an amount: "annual base salary of", "a monthly retainer of".
const BEFORE: [RegExp, Period][] = [
  [/(?:bi-?weekly|every two weeks)\s+(?:base\s+)?(?:salary|pay|rate|amount|installment|compensation)[^$.;]{0,30}$/, 'biweek'],
  [/(?:semi-?monthly)\s+(?:base\s+)?(?:salary|pay|rate|amount|installment|compensation)[^$.;]{0,30}$/, 'semimonth'],
  // "bi-monthly" is twice a month to some writers and every two months to others: not read as monthly.
  [/(?<!\bbi-?)(?:monthly)\s+(?:base\s+|fixed\s+)?(?:salary|retainer|fee|stipend|pay|rate|amount|compensation|draw)[^$.;]{0,40}$/, 'month'],
  [/(?:hourly)\s+(?:rate|fee|wage|compensation)[^$.;]{0,40}$/, 'hour'],
  // "the semi-annual bonus may reach $6,000": the bonus of one half-year.
  [/\b(?:semi-?annual|half-?yearly|half-year)\s+(?:[a-z]+\s+){0,2}(?:bonus|incentive|award|payment|amount)[^$.;]{0,40}$/, 'halfyear'],
  [
    anyOf([
      String.raw`(?:annual|annualized|yearly)\s+(?:[a-z]+\s+){0,3}(?:salary|rate|amount|compensation|stipend|fee|allowance|bonus|incentive)[^$.;]{0,40}$`,
      String.raw`\bper (?:year|annum)[^$.;]{0,10}$|at the annual rate of[^$.;]{0,10}$`,
    ]),
    'year',
  ],
];

export function findMoney(num: string): Money[] {
  const out: Money[] = [];
  MONEY.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = MONEY.exec(num))) {
    const whole = m[1] ?? m[4];
    const cents = m[2] ?? m[5];
    let value = parseDigits(whole) + (cents ? Number(`0.${cents}`) : 0);
    const scale = m[3];
    if (scale === 'million' || scale === 'm') value *= 1_000_000;
    else if (scale === 'thousand' || scale === 'k') value *= 1000;
    const end = m.index + m[0].length;
    out.push({ value, index: m.index, end, period: periodAt(num, m.index, end) });
  }
  return out;
}

/**
 * A figure written twice, in words and then in digits set in brackets ("eight thousand dollars [$8,000] per month"),
 * or the digits alone inside them: the period follows the closing bracket, so both copies and what closes them are
 * passed over before the period is read.
 */
const RESTATED = /^\s*(?:\[[^\]]{0,40}\]|\]|\))(?=\s*(?:per|a|each|every|for each|in each|annually|monthly|weekly|hourly|bi-?weekly|semi-?monthly|quarterly)\b)/;

function periodAt(num: string, index: number, end: number): Period {
  // A filled-in form keeps its blanks' underscores ("$13,750_ per __month"): they are spaces to the reader.
  const after = num.slice(end, end + 70).replace(/_/g, ' ').replace(RESTATED, '');
  for (const [re, p] of AFTER) if (re.test(after)) return p;
  const before = num.slice(Math.max(0, index - 70), index).replace(/_/g, ' ');
  for (const [re, p] of BEFORE) if (re.test(before)) return p;
  return 'none';
}

/** Annual amount of a money figure, or undefined when it cannot be annualised (hourly, per unit). */
export function annualise(m: Money, assume: Period = 'year'): number | undefined {
  const p = m.period === 'none' ? assume : m.period;
  switch (p) {
    case 'year': return m.value;
    case 'halfyear': return m.value * 2;
    case 'quarter': return m.value * 4;
    case 'month': return m.value * 12;
    case 'semimonth': return m.value * 24;
    case 'biweek': return m.value * 26;
    case 'week': return m.value * 52;
    default: return undefined;
  }
}

/** Percentages ("8%") in a numeric form. */
export function findPercents(num: string): { value: number; index: number; end: number }[] {
  const out: { value: number; index: number; end: number }[] = [];
  const re = /(\d+(?:\.\d+)?)\s*%/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(num))) out.push({ value: Number(m[1]), index: m.index, end: m.index + m[0].length });
  return out;
}
