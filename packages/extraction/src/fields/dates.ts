// Calendar dates as contracts write them ("June 27, 2005", "27 June 2005", "the 23rd day of
// December, 2010", "the 23rd of December 2010", "the first day of June, 2001", "12/23/2010"), read from the lower-cased matching text, and the length of
// a period between two of them in whole months (corpus/real/ADJUDICATION.md: a term that runs
// to a calendar date is measured from its start in whole months, rounded).

export const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

export interface DateValue {
  y: number;
  /** 0-based month. */
  mo: number;
  d: number;
  index: number;
  end: number;
}

const MONTH = `(${MONTHS.join('|')}|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\\.?`;
const ORDINAL_DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;

/** "june 27, 2005", "june 27 2005". */
const MONTH_DAY_YEAR = new RegExp(String.raw`\b${MONTH}\s+${ORDINAL_DAY},?\s+((?:19|20)\d{2})\b`, 'g');
/** "27 june 2005", "the 23rd day of december, 2010", "this 14th day of april 2003". */
const DAY_MONTH_YEAR = new RegExp(String.raw`\b${ORDINAL_DAY}\s+(?:day\s+of\s+)?${MONTH},?\s+((?:19|20)\d{2})\b`, 'g');
/** "the 23rd of december 2003": an ordinal figure with "of" but no "day" (the suffix is needed, "1 of march" is no date). */
const ORDINAL_OF_MONTH_YEAR = new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)\s+of\s+${MONTH},?\s+((?:19|20)\d{2})\b`, 'g');
/** Days of the month as words, as formal dates spell them out: "the first day of june, 2001". */
const DAY_WORDS = [
  'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth',
  'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth', 'twenty-first', 'twenty-second',
  'twenty-third', 'twenty-fourth', 'twenty-fifth', 'twenty-sixth', 'twenty-seventh', 'twenty-eighth', 'twenty-ninth', 'thirtieth',
  'thirty-first',
];
/** "the first day of june, 2001", "this twenty-third day of december 2003": the day in words, always with "day of". */
const WORD_DAY_MONTH_YEAR = new RegExp(String.raw`\b(${[...DAY_WORDS].reverse().join('|')})[\s-]+day\s+of\s+${MONTH},?\s+((?:19|20)\d{2})\b`, 'g');
/** "12/23/2010" (month first, as US contracts write it). */
const NUMERIC = /\b(\d{1,2})\/(\d{1,2})\/((?:19|20)\d{2})\b/g;

function monthOf(s: string): number {
  const m = s.replace(/\.$/, '');
  return MONTHS.findIndex((x) => x.startsWith(m.slice(0, 3)));
}

/** The dates of a text (lower case), in the order written. */
export function findDates(text: string): DateValue[] {
  const out: DateValue[] = [];
  const push = (y: number, mo: number, d: number, index: number, end: number) => {
    if (mo < 0 || mo > 11 || d < 1 || d > 31) return;
    if (out.some((x) => index < x.end && end > x.index)) return;
    out.push({ y, mo, d, index, end });
  };
  for (const m of text.matchAll(MONTH_DAY_YEAR)) push(Number(m[3]), monthOf(m[1]), Number(m[2]), m.index!, m.index! + m[0].length);
  for (const m of text.matchAll(DAY_MONTH_YEAR)) push(Number(m[3]), monthOf(m[2]), Number(m[1]), m.index!, m.index! + m[0].length);
  for (const m of text.matchAll(ORDINAL_OF_MONTH_YEAR)) push(Number(m[3]), monthOf(m[2]), Number(m[1]), m.index!, m.index! + m[0].length);
  for (const m of text.matchAll(WORD_DAY_MONTH_YEAR)) push(Number(m[3]), monthOf(m[2]), DAY_WORDS.indexOf(m[1].replace(/\s+/, '-')) + 1, m.index!, m.index! + m[0].length);
  for (const m of text.matchAll(NUMERIC)) push(Number(m[3]), Number(m[1]) - 1, Number(m[2]), m.index!, m.index! + m[0].length);
  return out.sort((a, b) => a.index - b.index);
}

/**
 * Whole months from `a` to `b`, rounded, the last day counted in: July 1, 2025 to June 30, 2028 is 36 months,
 * January 3, 2011 to March 31, 2014 is 39.
 */
export function monthsBetween(a: Pick<DateValue, 'y' | 'mo' | 'd'>, b: Pick<DateValue, 'y' | 'mo' | 'd'>): number {
  // The end day counts (July 1 to June 30 is a whole year), but a term that runs half a month past a whole number of
  // months (June 16 to June 30) is nearer the lower number: a half rounds down.
  const months = (b.y - a.y) * 12 + (b.mo - a.mo) + (b.d - a.d + 1) / 30;
  return Math.ceil(months - 0.5);
}

/** A length in months as the canonical form writes it: whole years as years, else months. */
export function lengthText(months: number): string {
  return months % 12 === 0 ? `${months / 12} year${months === 12 ? '' : 's'}` : monthsText(months);
}

/** Whole months as the canonical form writes them: "1 month", "14 months". */
function monthsText(months: number): string {
  return `${months} month${months === 1 ? '' : 's'}`;
}

/**
 * The length of a term between two dates as the canonical form writes it: years only when the term is an exact number
 * of years (it ends on the anniversary of its start or the day before: July 1, 2025 to June 30, 2028), else whole months
 * (December 18, 2006 to December 19, 2008 is 24 months, one day past the second anniversary).
 */
export function spanText(a: Pick<DateValue, 'y' | 'mo' | 'd'>, b: Pick<DateValue, 'y' | 'mo' | 'd'>): string | undefined {
  const months = monthsBetween(a, b);
  if (months <= 0 || months > 120) return undefined;
  if (months % 12 !== 0) return monthsText(months);
  const years = months / 12;
  const anniversary = Date.UTC(a.y + years, a.mo, a.d);
  const end = Date.UTC(b.y, b.mo, b.d);
  const DAY = 86_400_000;
  return end === anniversary || end === anniversary - DAY ? lengthText(months) : monthsText(months);
}

const ORDINALS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17, eighteenth: 18,
  nineteenth: 19, twentieth: 20, 'twenty-fourth': 24, thirtieth: 30, 'thirty-sixth': 36,
};

/** "third", "3rd", "third (3rd)": the number of an ordinal, or undefined. */
export function ordinalValue(s: string): number | undefined {
  const m = /^(\d{1,2})(?:st|nd|rd|th)$/.exec(s);
  if (m) return Number(m[1]);
  return ORDINALS[s];
}

/** An ordinal word or figure, as a pattern (with an optional figure in brackets after a word). */
export const ORDINAL = String.raw`(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twenty-fourth|thirtieth|thirty-sixth)(?:\s*\(\d{1,2}(?:st|nd|rd|th)?\))?`;

/** A date as one number that orders dates as the calendar does (not a count of days: only for comparing). */
export function dayNumber(d: Pick<DateValue, 'y' | 'mo' | 'd'>): number {
  return d.y * 400 + d.mo * 32 + d.d;
}
