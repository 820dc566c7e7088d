// A term's length stated in words ("for a term of three years", "until the second anniversary of the Start Date"),
// told from the periods a term sentence also names that are not the term (notice, covenants, windows after a trigger).
import { findDurations, type Duration } from '../../durations.js';
import { ORDINAL, ordinalValue } from '../../dates.js';

const ANNIVERSARY = new RegExp(String.raw`\b(?:end\w*|expir\w*|terminat\w*|until|through|continu\w*|be|on|preceding)\b[^.;]{0,80}?\b(${ORDINAL})(?:\s+(year|annual|month))?\s+anniversary`);

/** A period counted from the ending, a covenant's: "for nine months following the end of her employment". */
const AFTER_ENDING = /^\s*(?:from )?(?:and )?(?:after|following) (?:the )?(?:effective )?(?:date of )?(?:(?:such|any|the|his|her|your) )?(?:termination|expiration|cessation|end)\b/;

/** A rolling term's fresh length, not the first term's: "(so that each June 30 begins a new three-year term)". */
const ROLLING_NEW_TERM = /\b(?:begins?|starts?|commences?|(?:renewed|extended)(?: [a-z]+)? for) (?:a|another) new\s+$/;

/**
 * A report's word for the length of the employee's agreement, where no term clause is quoted: "his new three-year
 * employment term", "over the two-year period of Dr. Roe's employment agreement".
 */
const SUMMARY_LENGTH = /\b(?:his|her|your|their) (?:new )?(\d{1,2})-(year|month) (?:employment )?(?:term|agreement|contract)\b|\b(?:the|a) (?:new )?(\d{1,2})-(year|month) (?:term|period)\b(?:,? (?:through|until|ending(?: on)?) [a-z]+ \d{1,2}, \d{4},?)? of (?:the |his |her |your |(?:mr|mrs|ms|dr)\.? [a-z]+['\u2019]s )?(?:new )?employment (?:agreement|contract)\b/;
export function summaryLength(text: string): string | undefined {
  const m = SUMMARY_LENGTH.exec(text);
  if (!m) return undefined;
  const n = Number(m[1] ?? m[3]);
  const unit = m[2] ?? m[4];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** A length only estimated ("an approximately eighteen-month assignment", "about two years"): no term is fixed by it. */
const ROUGHLY = /\b(?:approximately|approx\.|about|roughly|around|some|an estimated|an expected|an anticipated)\s+$/;

/** The length an extension adds ("the parties extend the term of the Agreement by three years"), not the term it makes. */
const EXTENDED_BY = /\bextends? (?:the )?[^.,;]{0,40}\bby\s+$/;

/** A window the sentence measures something in ("the same time he gave during the four months following the Effective Date"): no term. */
const DURING_WINDOW = /\bduring (?:the|those|these) (?:first |initial |last |preceding )?$/;

/**
 * A period counted from a change in control ("shall stay in effect for 24 months beyond any Change in Control", "until 6 months from the date of a potential change in control"): the protection window a severance agreement
 * opens on that event, not its own term.
 */
const AFTER_TRIGGER = /^\s*(?:from|after|following|beyond|of) (?:the (?:date|occurrence|consummation|closing|effective date) (?:of|on which) )?(?:a |an |such |any |the |each )?(?:potential |subsequent )?change (?:in|of) control\b/;

/** A duration that names a deposit's or a bond's tenor ("jumbo 6-month bank certificates of deposit", "the 10-year Treasury rate"). */
const INSTRUMENT_TENOR = /^\s*(?:[a-z]+ ){0,2}(?:certificates? of deposit|certificates?|treasur(?:y|ies)|t-bills?|libor|bonds?|notes|deposits?|(?:interest |swap )?rates?)\b/;

/** The start a term may be counted from: "18 months after the Closing Date", "3 years from the Effective Date". */
const TERM_START_AFTER = /^\s*(?:after|following|from) (?:(?:the )?(?:closing|effective|commencement|start(?:ing)?|employment|hire) date|(?:such|that|this) (?:date|day))\b/;

/**
 * A length that names a day, not a span: "the one year anniversary of the Change in Control". The anniversary of the
 * term's own start ("until the two-year anniversary of the Effective Date") is its length.
 */
const ANNIVERSARY_OF = /^[\s-]*anniversary\b(?! of (?:the |this )?(?:(?:effective|commencement|start(?:ing)?|employment|hire|agreement|amendment) date|date (?:hereof|of this)|agreement|amendment)\b)/;

/**
 * A term that starts with the contract and runs on month to month: "starts with the Effective Date and goes on
 * month to month". Not a month-to-month holdover after a term ends ("thereafter", "after the expiration").
 */
export const MONTH_TO_MONTH_FROM_START = /\b(?:begin\w*|commenc\w*|start\w*)\b(?:(?!\b(?:thereafter|after|following|expir\w*|end of)\b)[^.;]){0,80}\b(?:continue|run|be employed|proceed)s? on a month[- ]to[- ]month basis\b/;

/** A length followed by the renewal it measures: "1 year renewal period", "two-year extension terms". */
const RENEWAL_AFTER = /^[\s-]*(?:renewal|extension|successive)\b/;
/** The term itself renewed by the paper, its new length next: "the term has been renewed for" a length. */
const RENEWED_TERM = /\bterm (?:has been|have been|is hereby|was) renewed for (?:a (?:further |new )?(?:period|term) of )?$/;

/** Words just before a length that make it another period: a notice, a renewal, an extension, a deadline. */
const OTHER_PERIOD_BEFORE = /\b(?:within|after|before|renew\w*|successive|additional|notice|least|extension|extended|further|thereafter)\b[^,;]{0,25}$/;

/**
 * The first length of years or months in a term sentence that is the term's. Not a period counted from something else
 * ("within 30 days after", "for two years thereafter"), but a term counted from its start is one ("for twenty-four (24)
 * months following the Commencement Date").
 */
/** Whether a length in a term sentence is the term's own, not a period that sentence measures from something else. */
function isTermLength(text: string, x: Duration): boolean {
  const before = (n: number) => text.slice(Math.max(0, x.index - n), x.index);
  const after = (n: number) => text.slice(x.end, x.end + n);
  if (x.unit !== 'year' && x.unit !== 'month') return false;
  if (ANNIVERSARY_OF.test(after(60)) || AFTER_ENDING.test(after(60)) || AFTER_TRIGGER.test(after(80)) || INSTRUMENT_TENOR.test(after(50))) return false;
  if (/^\s*(?:after|before|prior|following|beyond|of service|notice|written notice)/.test(after(20)) && !TERM_START_AFTER.test(after(40))) return false;
  if (/^\s*thereafter\b/.test(after(20)) && /\band for (?:a period of )?$/.test(before(30))) return false;
  // "any one-year renewal period", "each two-year extension term": the length of a renewal, not of the term.
  if (RENEWAL_AFTER.test(after(20))) return false;
  // A report that the term itself "was renewed for a new term of two years": the renewed term is the one the paper sets.
  if (RENEWED_TERM.test(before(60))) return true;
  if (OTHER_PERIOD_BEFORE.test(before(30)) || ROUGHLY.test(before(20)) || DURING_WINDOW.test(before(20))) return false;
  return !EXTENDED_BY.test(before(60)) && !ROLLING_NEW_TERM.test(before(40));
}

/**
 * The first length of years or months in a term sentence that is the term's. Not a period counted from something else
 * ("within 30 days after", "for two years thereafter"), but a term counted from its start is one ("for twenty-four (24)
 * months following the Commencement Date").
 */
export function statedLength(text: string): string | undefined {
  const d = findDurations(text).find((x) => isTermLength(text, x));
  return d && `${d.value} ${d.unit}${d.value === 1 ? '' : 's'}`;
}

/** A term that runs to an anniversary of its start: "until the third anniversary of the Effective Date" is three years. */
export function anniversaryLength(text: string): string | undefined {
  const ann = ANNIVERSARY.exec(text);
  // The anniversary of a change in control opens a window after that event, not the term.
  const n = ann && !AFTER_TRIGGER.test(text.slice(ann.index + ann[0].length, ann.index + ann[0].length + 80)) && ordinalValue(ann[1].split(/\s*\(/)[0]);
  if (!n) return undefined;
  // "the day preceding the fifteenth month anniversary of the Start Date": fifteen months.
  return ann[2] === 'month' ? (n % 12 === 0 ? `${n / 12} year${n === 12 ? '' : 's'}` : `${n} months`) : `${n} year${n === 1 ? '' : 's'}`;
}
