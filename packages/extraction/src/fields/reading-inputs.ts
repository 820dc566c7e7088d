// What one reading says about its own chance of being right, beyond its field's record: on real
// contracts the rules had not seen, the same field errs far more often in some readings than in
// others (a bonus worked out from a percentage of salary more than one written as an amount; a
// benefit flag read from a clause about ending the employment more than one read from the
// benefits section). Each input below sorts a reading into a group; the calibration
// (field-reliability.ts, its tables fitted by bench/field-reliability.mjs) weighs the record of the field's
// readings in that group against the field's own record. Only what the extraction result holds is
// used (the value, its type, the quoted evidence, the rules' confidence), so the bench can put old
// versions' readings into the same groups.
import type { FieldType } from '@cp/schema';

export interface Reading {
  type: FieldType;
  value: unknown;
  /** The evidence quote the value was read from. */
  quote: string;
  /** The rules' own confidence, before calibration. */
  confidence: number;
}

/** The groups, in the order the calibration's weights are written. */
export const READING_INPUTS = ['shape', 'setting', 'condition', 'band', 'length', 'denial'] as const;
export type ReadingInput = (typeof READING_INPUTS)[number];

/**
 * Signs that weigh the same in every field, after the groups: too rare in any one field for a record of
 * their own, but alike in what they mean wherever they occur.
 */
export const READING_SIGNS = ['definition', 'event', 'exception', 'history'] as const;
export type ReadingSign = (typeof READING_SIGNS)[number];

/** A clause about ending the employment: a benefit or right read from one is often only its fate at the end. */
const ENDING = /terminat|change (?:of|in) control|good reason|resign|severance|for cause/i;

/** A clause that makes the statement conditional or optional. */
const CONDITIONAL = /\bmay\b|\bin the event\b|\bif\b|\bsubject to\b/i;

/**
 * A quote that denies the physician something (no right to, not eligible for): a benefit flag read from
 * one is often the contract saying the benefit is not given, though on other fields (a non-compete that
 * shall not be enforced elsewhere) it is the usual wording.
 */
const DENIAL = /\b(?:no right|shall not|will not|not be entitled|not entitled|not eligible|ineligible|no (?:other )?(?:benefits|compensation))\b/i;

/**
 * A quote that defines a term ('"Disability" means ...'): the value was read from what a word means,
 * mostly inside the grounds for ending the employment, not from a grant of it. On readings the rules had
 * not seen, flags read from such quotes were wrong several times as often as others, across fields.
 */
const DEFINITION = /[“"][A-Z][^”"]{1,40}[”"]\s+(?:shall |will )?means?\b/;

/**
 * A quote tied to a corporate event (a change of control, a merger, an acquisition, a closing): what it grants
 * or sets holds only if and when the event happens, and is mostly a payment or a right at the end of the
 * employment, not the standing term. On readings the rules had not seen, values and flags read from such
 * quotes were wrong about twice as often as others, in batches of original agreements and of amendments alike.
 */
const EVENT = /\bchange (?:of|in) control\b|\bmerger\b|\bclosing (?:date|of)\b|\bacquisition\b/i;

/**
 * A quote that carves an exception out of a rule stated elsewhere ('notwithstanding', 'provided, however'):
 * the value or flag read from it is the exception's, or the rule's as seen through the exception.
 */
const EXCEPTION = /\bnotwithstanding\b|\bprovided,? however\b/i;

/**
 * A quote telling what has already happened (a party has agreed, made, granted, paid or received something;
 * something was previously so): a recital of the past, common in amendments, not a term that will govern.
 */
const HISTORY = /\b(?:has|have) (?:been |previously )?(?:made|entered|agreed|granted|paid|received)\b|\bpreviously\b|\bwas entitled\b/i;

/**
 * Evidence quotes are cut at this many characters (evidenceFrom, context.ts): a quote that long is
 * a clause too long to quote whole, where a value is more often taken from the wrong part of it.
 */
const QUOTE_CUT = 400;
/** Shorter than this a quote is a caption, a table cell or a fragment, not a sentence about the subject. */
const SHORT_QUOTE = 100;

/**
 * The value's shape: a number written out in the quote ('stated') or worked out by the rules from
 * other figures, a sum, a percentage or a period conversion ('derived'); a text value's first two
 * words with digits as '#' (so '30 days notice without cause' and '60 days notice' fall together,
 * apart from 'for cause only'); an enum's value; a flag has one shape.
 */
export function valueShape(type: FieldType, value: unknown, quote: string): string {
  switch (type) {
    case 'number':
      return typeof value === 'number' && numberWritings(value).some((w) => quote.includes(w)) ? 'stated' : 'derived';
    case 'text':
      return String(value).toLowerCase().replace(/\d+/g, '#').split(/\s+/).filter(Boolean).slice(0, 2).join(' ');
    case 'enum':
      return String(value);
    default:
      return 'flag';
  }
}

/** How a number is written in a quote: 250000 as '250,000' or '250000'; 12.5 as '12.50' or '12.5'. */
function numberWritings(n: number): string[] {
  if (Number.isInteger(n)) return [n.toLocaleString('en-US'), String(n)];
  return [n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }), String(n)];
}

/** The group of each input a reading falls in (keys of the calibration's tables, after the field's path). */
export function readingKeys(r: Reading): Record<ReadingInput, string> {
  return {
    shape: valueShape(r.type, r.value, r.quote),
    setting: ENDING.test(r.quote) ? 'ending' : 'other',
    condition: CONDITIONAL.test(r.quote) ? 'conditional' : 'plain',
    // The rules' confidence in tenths: within a field, its levels stand for the rules that read it.
    band: String(Math.min(9, Math.floor(r.confidence * 10))),
    // Whether a short or a cut quote errs more depends on the field (a flag's caption is weak, a
    // salary's is strong), so length is a group of each field, not one weight.
    length: r.quote.length >= QUOTE_CUT ? 'cut' : r.quote.length < SHORT_QUOTE ? 'short' : 'sentence',
    denial: DENIAL.test(r.quote) ? 'denying' : 'granting',
  };
}

/** The signs a reading's quote shows (each adds its one weight to the calibration when present). */
export function readingSigns(quote: string): Record<ReadingSign, boolean> {
  return {
    definition: DEFINITION.test(quote),
    event: EVENT.test(quote),
    exception: EXCEPTION.test(quote),
    history: HISTORY.test(quote),
  };
}
