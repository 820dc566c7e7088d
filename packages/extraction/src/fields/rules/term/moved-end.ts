// Amendments that move the term's end: a named end date put later, a quoted end date swapped for a later one, a later
// phase added after the term in force. The term such a document covers runs from its own date to the new end.
import type { Ctx } from '../../context.js';
import { dayNumber, findDates, spanText, type DateValue } from '../../dates.js';
import { anyOf } from '../../alternatives.js';
import { spanOf } from './date-span.js';

/**
 * An end date the agreement names, moved by the words before it: "extending the Scheduled Termination Date to be",
 * the Expiration Date caused "to be defined as" a later day, "the Expiry Date is changed to".
 */
const END_DATE_MOVED = anyOf([
  String.raw`\b(?:extend\w*|caus\w*|chang\w*|amend\w*|mov\w*|postpon\w*|defer\w*|set\w*)\b[^.;]{0,60}?\bthe "?(?:scheduled |stated |final )?(?:expiration|expiry|termination|end(?:ing)?) date"?,? (?:to be|to|shall be|will be|is|as|becomes?)(?: (?:defined|set|fixed|established) as)?\s+$`,
  String.raw`\bthe "?(?:scheduled |stated |final )?(?:expiration|expiry|termination|end(?:ing)?) date"? (?:is|shall be|will be) (?:hereby )?(?:extended|changed|moved|postponed|deferred) (?:to|until)\s+$`,
]);

/** The span from the amendment's date to the end date it moves the term to, or undefined. */
export function movedEnd(num: string, signed: DateValue): string | undefined {
  for (const d of findDates(num)) {
    if (!END_DATE_MOVED.test(num.slice(Math.max(0, d.index - 160), d.index))) continue;
    if (dayNumber(d) <= dayNumber(signed)) continue;
    return spanText(signed, d);
  }
  return undefined;
}

/** A quoted date: '"june 30, 2031"' (a closing stop may sit inside the quotes). */
const QUOTED_DATE = String.raw`"[a-z]+\.? \d{1,2}(?:st|nd|rd|th)?,? \d{4}\.?"`;
/**
 * An item that puts later quoted dates in place of earlier ones, one or a start-and-end pair: 'by deleting "May 1, 2031"
 * and replacing it with "May 1, 2033"', 'to change the phrase "X" to "Y"', 'the date "X" appearing in paragraph 2 ... is
 * changed to "Y"', 'deleting the terms "A" and "B" and replacing such terms with "C" and "D", respectively', 'deleting the reference to "X"
 * and substituting therefor "Y"'.
 */
const DATE_SWAP = new RegExp(String.raw`(${QUOTED_DATE}(?: and ${QUOTED_DATE})?)[^"]{0,120}?\b(?:with|to|by|becomes?|reads?|place|instead|therefor)\s+(?:the (?:date|dates|phrase|words|terms)\s+)?(${QUOTED_DATE}(?: and ${QUOTED_DATE})?)`);
/**
 * The part swapped is a whole section or paragraph of the agreement ("the first sentence of Section 1", "paragraph 2"):
 * a lettered or numbered subclause ("Section 8(a)(iv)", "clause (iv) of Section 10(d)") holds a trigger or a payment
 * date, not the term.
 */
// A decimal section ("Section 2.1") is a whole section where the agreement numbers its sections so.
const WHOLE_SECTION = /\b(?:section|paragraph|article)\s+(?:[0-9ivx]+|\d+\.\d+)(?![0-9a-z(.]|\.\d)[^.;"]{0,60}\bof (?:the|that|your|said|such) (?:[a-z]+ ){0,3}agreement\b/;
const SUBCLAUSE = /\b(?:section|paragraph|article)\s+[0-9ivx]+(?:\.\d+)*\s*\(|\b(?:clause|subsection|subparagraph|sub-section)\b/;
/** Pay, awards or covenants named in the item: their dates are not the term's. */
const NOT_THE_TERM = /\b(?:salary|bonus|options?|shares?|stock|vest\w*|grant\w*|award\w*|pay(?:ment|able)?|compensation|non-?compet\w*|solicit\w*|insurance|plan)\b/;

/** Whether `end` closes a whole number of years counted from `start`: on an anniversary of it or the day before. */
function closesWholeYears(start: Pick<DateValue, 'y' | 'mo' | 'd'>, end: Pick<DateValue, 'y' | 'mo' | 'd'>): boolean {
  const DAY = 86_400_000;
  const last = Date.UTC(end.y, end.mo, end.d);
  for (let n = 1; n <= 20; n++) {
    const anniversary = Date.UTC(start.y + n, start.mo, start.d);
    if (last === anniversary || last === anniversary - DAY) return true;
  }
  return false;
}

/**
 * The span from the amendment's date to the later date an item puts in place of a term's end. The date replaced must
 * close a whole number of years from a start the document names before it (the agreement's own date in the preamble,
 * or the start swapped beside it): that is how a term's end is written, and a pay or trigger date seldom is.
 */
export function swappedEnd(ctx: Ctx, c: Ctx['clauses'][number], signed: DateValue): string | undefined {
  const m = DATE_SWAP.exec(c.num);
  if (!m || !WHOLE_SECTION.test(c.num) || SUBCLAUSE.test(c.num) || NOT_THE_TERM.test(c.num)) return undefined;
  const olds = findDates(m[1]);
  const news = findDates(m[2]);
  if (olds.length !== news.length) return undefined;
  const oldEnd = olds[olds.length - 1];
  const newEnd = news[news.length - 1];
  if (dayNumber(newEnd) <= dayNumber(oldEnd) || dayNumber(newEnd) <= dayNumber(signed)) return undefined;
  const earlier = [...ctx.clauses.slice(0, c.index).flatMap((x) => findDates(x.num)), ...olds.slice(0, -1)];
  if (!earlier.some((d) => dayNumber(d) < dayNumber(oldEnd) && closesWholeYears(d, oldEnd)) && !namedAsEnd(ctx, c, oldEnd)) return undefined;
  return spanText(signed, newEnd);
}

/**
 * The words before a date that make it the day the agreement or its term ends: "the Employment Agreement will terminate
 * on", "whose current term expires on", "the term ... ending".
 */
const ENDS_ON = /\b(?:agreement|term|employment period)\b[^.;]{0,60}?\b(?:terminat\w*|expir\w*|end(?:s|ing)?)\s+(?:on\s+|as of\s+)?$/;

/**
 * Whether the document names the date replaced, before the item, as the day its agreement or term ends (a recital: "the
 * Employment Agreement currently contemplates that it will terminate on December 31, 2030"): the date is then the term's
 * end, however many months it closes.
 */
function namedAsEnd(ctx: Ctx, c: Ctx['clauses'][number], oldEnd: DateValue): boolean {
  return ctx.clauses.slice(0, c.index).some((x) => findDates(x.num).some((d) => dayNumber(d) === dayNumber(oldEnd) && ENDS_ON.test(x.num.slice(Math.max(0, d.index - 90), d.index))));
}

/** A later phase an amendment names after the term it extends: '... five years terminating December 31, 2032 (hereinafter the "2nd Term")'. */
const NAMED_LATER_PHASE = /"(?:2nd|second|3rd|third|extended|additional|renewal) term"/;

/** "3 years", "40 months": the length in months. */
function lengthMonths(len: string): number {
  const m = /^(\d+) (year|month)/.exec(len);
  return m ? Number(m[1]) * (m[2] === 'year' ? 12 : 1) : 0;
}

/**
 * An amendment that extends the term and then employs the physician for a named later phase in the same item ("the term
 * is extended to December 31, 2031 (the "1st Term"). Commencing January 1, 2032, for a period of five years terminating
 * December 31, 2036, the Employee shall be employed as ... (the "2nd Term")"): the employment it covers runs from the
 * amendment to the end of the last phase (the phase is agreed, not a renewal).
 */
export function throughLaterPhase(ctx: Ctx, c: Ctx['clauses'][number], len: string, signed: DateValue): string {
  const phase = ctx.clauses.slice(c.index + 1, c.index + 4).find((x) => x.unit === c.unit && NAMED_LATER_PHASE.test(x.num));
  const later = phase && spanOf(ctx, phase.num, signed, true);
  return later && lengthMonths(later) > lengthMonths(len) ? later : len;
}
