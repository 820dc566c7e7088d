// What one reading says about its own chance of being right, beyond its field's record: on real
// contracts the rules had not seen, the same field errs far more often in some readings than in
// others (a bonus worked out from a percentage of salary more than one written as an amount; a
// benefit flag read from a clause about ending the employment more than one read from the
// benefits section). Each input below sorts a reading into a group; the calibration
// (field-reliability.ts, fitted by bench/field-reliability.mjs) weighs the record of the field's
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
export const READING_INPUTS = ['shape', 'setting', 'condition', 'band'] as const;
export type ReadingInput = (typeof READING_INPUTS)[number];

/** A clause about ending the employment: a benefit or right read from one is often only its fate at the end. */
const ENDING = /terminat|change (?:of|in) control|good reason|resign|severance|for cause/i;

/** A clause that makes the statement conditional or optional. */
const CONDITIONAL = /\bmay\b|\bin the event\b|\bif\b|\bsubject to\b/i;

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
  };
}
