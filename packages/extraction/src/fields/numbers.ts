// Numbers as contracts write them: in words, in digits, or both ("ninety (90) days",
// "Forty Thousand Dollars ($40,000.00)"). Rules match on a "numeric form" of a clause
// in which every such number is written once, in digits.

import { CURRENCY_CODES, CURRENCY_WORDS } from './currencies.js';

const ONES: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20, thirty: 30, forty: 40, fourty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000 };

const CODE_BEFORE = new RegExp(String.raw`\b(?:${CURRENCY_CODES})\s?(?=\d)`, 'g');
// The figure may close the bracket of its words: "six million (6,000,000) new taiwan dollars".
const CURRENCY_AFTER = new RegExp(String.raw`(\d\)?)\s+(?:${CURRENCY_WORDS}|${CURRENCY_CODES})\b`, 'g');
// A currency named in words before its figure, as letters and telegraphic styles write it ("pounds sterling 8,600.00 per
// month", "euros 12,500"): only before a figure with thousands separators, so that "won 3 awards" stays words.
const CURRENCY_WORD_BEFORE = new RegExp(String.raw`\b(?:${CURRENCY_WORDS})\s+(?=\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?(?!,?\d))`, 'g');

const WORD = `(?:${[...Object.keys(ONES), ...Object.keys(TENS), ...Object.keys(SCALES)].join('|')})`;
/** A run of number words: "three hundred eighteen thousand five hundred", "forty-two". */
// "one hundred and twelve thousand, four hundred": a comma may follow thousand or million.
const WORD_RUN = new RegExp(`\\b${WORD}(?:(?:[\\s-]+|\\s+and\\s+|(?<=thousand|million),\\s+)${WORD})*\\b`, 'g');

/**
 * "twelve and one-half percent (12.5%)": a fraction word between the number and its figure; "seventy one point four
 * percent (71.4%)": decimal digits in words.
 */
const FRACTION = '(?:[\\s-]+(?:and[\\s-]+)?(?:one-half|a half|half|one-quarter|a quarter|three-quarters|one-third)|(?:\\s+point(?:\\s+(?:zero|one|two|three|four|five|six|seven|eight|nine))+))?';

/** Value of a run of number words, or undefined when it is not a well-formed number. */
export function wordsToNumber(s: string): number | undefined {
  const tokens = s.toLowerCase().replace(/,/g, ' ').split(/[\s-]+/).filter((t) => t && t !== 'and');
  if (tokens.length === 0) return undefined;
  let total = 0;
  let group = 0;
  let seen = false;
  for (const t of tokens) {
    if (t in ONES) { group += ONES[t]; seen = true; }
    else if (t in TENS) { group += TENS[t]; seen = true; }
    else if (t === 'hundred') { group = (group || 1) * 100; seen = true; }
    else if (t in SCALES) { total += (group || 1) * SCALES[t]; group = 0; seen = true; }
    else return undefined;
  }
  return seen ? total + group : undefined;
}

/** Digits of a written number, without thousands separators ("318,500.00" -> 318500). */
export function parseDigits(s: string): number {
  return Number(s.replace(/[,\s]/g, ''));
}

// A lone "one" is a number only before a unit or a ratio ("one (1) week", "one in four").
const LONE_ONE_OK = /^[\s-]*(?:\(|in\b|day|week|month|year|hour|night|weekend|shift|calendar|business|working|consecutive|full|additional|half|percent|%)/;

/**
 * The numeric form of a (normalised) text: words followed by their figure in brackets
 * collapse to the figure, and other number words become digits.
 */
/** A figure with continental separators: "90.000", "1.250.000", "90.000,50" (dots for thousands, a decimal comma). */
const CONTINENTAL = String.raw`\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?(?![\d.,]?\d)`;
/** A continental figure after a euro mark ("€90.000", "eur 90.000,50") or before one ("90.000 €", "90.000 euros"). */
const EURO_BEFORE = new RegExp(String.raw`(€\s?|\beur\s?)(${CONTINENTAL})`, 'g');
const EURO_AFTER = new RegExp(String.raw`\b(${CONTINENTAL})(?=\s?(?:€|\beur\b|\beuros?\b))`, 'g');

/** "90.000,50" -> "90,000.50". */
const fromContinental = (fig: string) => fig.replace(/\./g, ',').replace(/,(\d{1,2})$/, '.$1');

export function numericForm(norm: string): string {
  // 00. Euro amounts with continental separators, before the dot can be read as a decimal point:
  //     "€90.000" -> "€90,000", "90.000,50 €" -> "90,000.50 €"; an amount followed by € gets the
  //     mark in front ("$90,000" once currencies are unified below).
  norm = norm
    .replace(EURO_BEFORE, (_m, mark: string, fig: string) => mark + fromContinental(fig))
    .replace(EURO_AFTER, (_m, fig: string) => fromContinental(fig))
    .replace(/(^|[^\d.,])(\d[\d,]*(?:\.\d+)?)\s?€/g, '$1€$2');
  // 0. Common OCR misreadings of money: "s318,500" or "§318,500" for "$318,500", "$318.500.00" for "$318,500.00",
  //    "$4O,000" for "$40,000".
  norm = norm
    .replace(/(^|[\s(])[s§](\d{1,3}(?:,\d{3})+(?:\.\d{2})?)\b/g, '$1$$$2')
    .replace(/\$(\d{1,3}(?:\.\d{3})+)(?:\.(\d{2}))?\b/g, (_m, a: string, c?: string) => `$${a.replace(/\./g, ',')}${c ? '.' + c : ''}`)
    .replace(/\$[\dol,]+(?:\.[\dol]{2})?\b/g, (m) => m.replace(/o/g, '0').replace(/l/g, '1'));
  // 0b. Money in any currency the contracts use (pounds, euros, Canadian or other dollars) is written
  //     with one symbol, so every money rule reads "£112,400", "€90.000" and "CAD 250,000" alike;
  //     the amount stays in the contract's own currency.
  norm = norm
    // Swiss thousands: "chf 710'000".
    .replace(/\b\d{1,3}(?:'\d{3})+(?![\d'])/g, (m) => m.replace(/'/g, ','))
    .replace(/(^|[^a-z])(?:c|ca|cad|us|usd|a|au|aud|nz|nzd|hk|hkd|s|sgd|nt)\$\s?(?=\d)/g, '$1$$')
    // The full-width yen/yuan sign of Chinese and Japanese texts ("￥11,800") too.
    .replace(/[£€¥￥₹]\s?(?=\d)/g, '$$')
    .replace(CODE_BEFORE, '$$')
    .replace(CURRENCY_WORD_BEFORE, '$$')
    .replace(CURRENCY_AFTER, '$1 dollars')
    // A salary stated as a bare figure: "the base salary is payable at 4,100.00 twice a month", "Monthly Salary: 11,800"
    // (a currency sign the text lost).
    .replace(/(\b(?:salary|compensation|pay|wage)\b[^.;$\d]{0,50}?(?:\b(?:of|at|be|is)\s+|:\s*))(\d{1,3}(?:,\d{3})+(?:\.\d{2})?)(?![\d,%])(?!\s*(?:dollars|shares|hours|days|%))/g, '$1$$$2');
  // 1. "ninety (90)", "forty thousand dollars ($40,000.00)", "eight percent (8%)"; OCR may drop one
  //    bracket ("three 3) years"), in which case the figure must agree with the words.
  const FIG = '([$]?\\s?\\d[\\d,]*(?:\\.\\d+)?(?:\\s*%)?)';
  let s = norm.replace(
    new RegExp(`(${WORD_RUN.source})${FRACTION}(\\s+(?:(?:canadian |us |u\\.s\\. )?dollars(?:\\s+and\\s+${WORD_RUN.source}\\s+cents)?|pounds(?: sterling)?|euros?|percent|per cent))?\\s*(?:\\(\\s*${FIG}\\s*\\)|\\(\\s*${FIG}(?![\\d,.])|${FIG}\\s*\\))`, 'g'),
    (m: string, words: string, unit: string | undefined, f1?: string, f2?: string, f3?: string) => {
      const fig = (f1 ?? f2 ?? f3 ?? '').replace(/\s+/g, '');
      if (f1 === undefined && wordsToNumber(words) !== parseDigits(fig.replace(/[$%]/g, ''))) return m;
      // A rate written in words with a figure that disagrees ("twenty percent (25%)"): the words control, as they do in
      // the ordinary reading of a contract.
      const said = wordsToNumber(words);
      if (fig.endsWith('%') && /^\d+%$/.test(fig) && !/half|third|quarter|fourth|fifth|tenth|\//.test(m) && said !== undefined && said !== parseDigits(fig.replace(/[$%]/g, ''))) return `${said}%`;
      if (unit && /percent|per cent/.test(unit) && !fig.endsWith('%')) return `${fig}%`;
      if (unit && /dollars|pounds|euro/.test(unit) && !fig.startsWith('$')) return `$${fig}`;
      return fig;
    },
  );
  // 2. Remaining number words.
  s = s.replace(WORD_RUN, (m: string, offset: number, whole: string) => {
    const v = wordsToNumber(m);
    if (v === undefined) return m;
    if (m === 'one' && !LONE_ONE_OK.test(whole.slice(offset + m.length))) return m;
    // "$2.5 million": the scale of the figure before it (read with the figure as money), not a number of its own.
    if (m in SCALES && /\d\s*$/.test(whole.slice(Math.max(0, offset - 2), offset))) return m;
    return String(v);
  });
  // 3. "5 percent" -> "5%"; "$ 40,000" -> "$40,000".
  return s.replace(/(\d)\s*(?:percent|per cent)\b/g, '$1%').replace(/\$\s+(\d)/g, '$$$1');
}

export interface Found {
  value: number;
  /** Offset in the numeric form. */
  index: number;
  end: number;
}

/** Plain numbers in a numeric form (money and percentages included). */
export function numbersIn(num: string): Found[] {
  const out: Found[] = [];
  const re = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(num))) out.push({ value: parseDigits(m[0]), index: m.index, end: m.index + m[0].length });
  return out;
}
