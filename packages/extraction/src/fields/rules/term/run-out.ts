// A separation letter's run-out: the employment kept on to a leaving date the letter names, measured from its date
// (corpus/real/ADJUDICATION-holdout47.md, severance convention 3).
import type { Ctx } from '../../context.js';
import { dayNumber, findDates, spanText, type DateValue } from '../../dates.js';
import { withoutAbbreviationStops } from '../../language.js';
import { anyOf } from '../../alternatives.js';
import { dateAt } from './date-span.js';
import { aboutLeaving } from '../../document-inputs.js';
import { closingDate, signatureTail } from './agreement-date.js';

/**
 * Words that keep the employee employed, or fix his last day, up to the date that follows them: "his last day of
 * employment will be", "shall remain employed by the Company ... through", "will remain on the active payroll through",
 * "will continue serving as its controller until", "to have May 1, 2031 as your last day of employment" (the date inside).
 */
const KEPT_UNTIL = anyOf([
  String.raw`\blast day of (?:active )?employment\b[^.;]{0,60}?\b(?:will|shall|is to) be\s+`,
  String.raw`\bremain(?:s)? (?:employed|on (?:the )?(?:[a-z]+['\u2019]s? )?(?:active )?payroll)\b[^.;]{0,120}?\b(?:through|until)\s+`,
  String.raw`\bcontinue serving as\b[^.;]{0,80}?\b(?:through|until)\s+`,
  // "You shall continue your service to the Clinic as its medical director ... through the end of business on the
  // Leaving Date": the service kept up to that day.
  String.raw`\bcontinue (?:your|his|her) (?:service|services|employment)\b[^.;]{0,160}?\b(?:through|until)\s+`,
  // "he shall remain in that role through May 31, 2034": the office the letter moves him to, kept to that date.
  String.raw`\b(?:will|shall) remain in (?:this|that|the|such|said|your|his|her) (?:new )?(?:position|role|office|capacity)\b[^.;]{0,60}?\b(?:through|until)\s+`,
  String.raw`\bto (?:have|treat|make|set)\s+(?=[a-z]+\.? \d{1,2},? \d{4},? as (?:your|his|her|the [a-z]+'s) last day of (?:active )?employment\b)`,
]);
/**
 * The parties' agreement to end the employment on a later date: "the Clinic and Dr. Roe have agreed that the
 * employment agreement ends effective July 31, 2031". Said in a recital too, where it records what this paper settles.
 */
const AGREED_ENDING = /\bagree(?:d|s)? (?:to|that they will|that they shall) (?:terminate|end) (?:the|his|her|your|their) employment(?: agreement| contract| relationship)?,? (?:effective (?:as of |on )?|as of |on )/;
/**
 * The leaving date a document about leaving sets, without words of staying on: "her separation date for all purposes
 * shall be June 3, 2031", "your employment with the Bank will end effective May 9, 2030". In an employment agreement the
 * same words name a term's end or an ending still to come, so they are read only in a document about leaving.
 */
const LEAVING_DATE_SET = anyOf([
  String.raw`\b(?:termination|separation|leaving|resignation|retirement) date\b[^.;]{0,30}?\b(?:will|shall) be\s+`,
  // The employer's side may be named at length ("with the Bank and its direct and indirect subsidiaries or affiliates"),
  // and the employment called a relationship ("your at-will employment relationship with the Clinic will end on").
  String.raw`\bemployment(?: relationship)?\b(?: with [^.;]{0,80}?)? (?:will|shall) (?:terminate|end|cease)(?: effective)?(?: as of| on)?\s+`,
  // The employer's act in the present: "the Practice is ending your employment effective March 2, 2031".
  String.raw`\bis (?:terminating|ending) (?:your|his|her|the [a-z]+['\u2019]s) employment (?:effective (?:as of |on )?|as of |on )`,
  // The last day at work itself: "your last day worked will be March 2, 2031".
  String.raw`\blast day (?:worked|at work|of work)\b[^.;]{0,30}?\b(?:will|shall|is to) be\s+`,
]);
/**
 * A leaving date only supposed or demanded ("if he remains on the payroll through ...", "assuming she remains employed
 * through", "you must remain employed through"): a condition of something else, not the run-out agreed.
 */
const ONLY_SUPPOSED = /\b(?:if|unless|provided(?: that)?|so long as|as long as|in the event|assuming|must|needs? to|required to|in order to)\b[^.;]{0,80}$/;
/** Awards and bonuses earned by staying: the date is when they vest, not when the employment ends. */
const EARNED_BY_STAYING = /\b(?:vest\w*|awards?|options?|shares|units|psas?|rsus?|bonus\w*|forfeit\w*)\b/;

/** The leaving date a document about leaving sets in so many words (LEAVING_DATE_SET). */
function leavingDateSet(ctx: Ctx, text: string): RegExpExecArray | null {
  return aboutLeaving(ctx.all) ? new RegExp(LEAVING_DATE_SET.source).exec(text) : null;
}

/**
 * The months from the document's date to the leaving date it keeps him employed to. A letter's date is the one heading
 * it: where the date read for the document is the leaving date itself (an "effective" resignation in the first lines),
 * the first date of the letter's head is taken instead.
 */
export function runOutToLeaving(ctx: Ctx, c: Ctx['clauses'][number], signed: DateValue | undefined, recital = false): string | undefined {
  // A recital tells history; only the parties' agreement to end the employment on a date is the run-out settled here.
  const m = (recital ? null : new RegExp(KEPT_UNTIL.source).exec(c.num) ?? leavingDateSet(ctx, c.num)) ?? AGREED_ENDING.exec(c.num);
  if (!m || EARNED_BY_STAYING.test(c.num) || ONLY_SUPPOSED.test(withoutAbbreviationStops(c.num.slice(Math.max(0, m.index - 100), m.index)))) return undefined;
  const end = dateAt(ctx, c.num, m.index + m[0].length, undefined);
  if (!end) return undefined;
  const heading = ctx.clauses.slice(0, 4).map((x) => findDates(x.num)[0]).find((d) => d);
  // The later of the two: the date read for the document may be an earlier agreement's that the letter names ("as per
  // your employment agreement dated July 1, 2029"), and a letter is not written before the agreement it refers to.
  const before = [signed, heading].filter((d): d is DateValue => !!d && dayNumber(d) < dayNumber(end));
  const dated = before.sort((a, b) => dayNumber(b) - dayNumber(a))[0];
  // A release with no date at its head is dated where it is signed: the date its signatures bear. Not where it says it
  // was first handed over on the leaving day or later: the signatures then tell no stretch of employment it keeps up.
  if (dated) return runOutMonths(dated, end);
  const presented = findDates(ctx.all.match(PRESENTED_ON)?.[0] ?? '')[0];
  if (presented && dayNumber(presented) >= dayNumber(end)) return undefined;
  const from = [closingDate(ctx), signatureLineDate(ctx)].find((d) => d && dayNumber(d) < dayNumber(end));
  return from && runOutMonths(from, end);
}

/** The day the document says it was first handed over: "twenty-one days from initial presentation of this Agreement on May 3, 2031". */
const PRESENTED_ON = /\b(?:presentation|delivery|receipt) of this (?:agreement|letter|release)\b[^.;]{0,20}?\bon [a-z]+\.? \d{1,2},? \d{4}|\bthis (?:agreement|letter|release) was (?:first )?(?:presented|delivered|given)\b[^.;]{0,40}?\bon [a-z]+\.? \d{1,2},? \d{4}/;

/** A date written over the "Date" caption of a signature block: "/s/ John Roe  March 27, 2031  Date". */
const DATE_CAPTION = /^\s*date\b/;

/** The latest date the signature lines at the document's end bear above their "Date" captions. */
function signatureLineDate(ctx: Ctx): DateValue | undefined {
  let latest: DateValue | undefined;
  for (const c of signatureTail(ctx)) {
    for (const d of findDates(c.num)) {
      if (DATE_CAPTION.test(c.num.slice(d.end, d.end + 8)) && (!latest || dayNumber(d) > dayNumber(latest))) latest = d;
    }
  }
  return latest;
}

/**
 * A run-out of weeks, in whole months by its days (44 days is about 1.45 months, so one; under half a month is no
 * term at all): counting calendar months would make a last day of mid-March two months after the end of January.
 * A year or more is measured as any term is.
 */
function runOutMonths(from: DateValue, end: DateValue): string | undefined {
  const days = (Date.UTC(end.y, end.mo, end.d) - Date.UTC(from.y, from.mo, from.d)) / 86_400_000 + 1;
  const months = Math.ceil(days / (365.25 / 12) - 0.5);
  if (months >= 12) return spanText(from, end);
  return months >= 1 ? `${months} month${months === 1 ? '' : 's'}` : undefined;
}
