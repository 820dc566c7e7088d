// A term's length read from the dates it starts and ends on ("from July 1, 2031 through June 30, 2034", "until the
// Scheduled End Date"), or from the years it names ("for calendar years 2031 and 2032").
import type { Ctx } from '../../context.js';
import { dayNumber, findDates, lengthText, spanText, type DateValue } from '../../dates.js';
import { termAt } from '../../definitions.js';
import { withoutAbbreviationStops } from '../../language.js';
import { around, anyOf } from '../../alternatives.js';

/** "the date hereof", "the date of this Agreement", "the date first written above": the date the contract bears. */
const THIS_DATE = around(String.raw`^(?:the )?`, [
  String.raw`date hereof|date of (?:this|the) (?:agreement|letter)`,
  String.raw`date first (?:written|set forth|above written)(?: above)?|date (?:above|hereinabove) written|date written above|execution date|date of execution`,
  // "runs from the date set forth above": the date the preamble gives.
  String.raw`date (?:set forth|stated|given|shown) above`,
  String.raw`date (?:this agreement is|of) (?:signed|signing|execution)`,
  // "a term beginning today": the day the contract is made.
  String.raw`today\b`,
], String.raw``);

/** The date a term starts or ends at `at` of a text: written out, a defined date ("the Effective Date"), or the contract's own date. */
export function dateAt(ctx: Ctx, text: string, at: number, signed: DateValue | undefined): DateValue | undefined {
  // A term that lasts to whichever comes first of a list of events headed by a date ("until the first of: (a) May 1, 2031; (b) ..."): that date.
  // "from and after January 1, 2031" starts on that date as "from" alone would; "until 5:00, p.m., March 31, 2031" ends on it.
  const head = text.slice(at, at + 90);
  const rest = head.replace(/^the (?:earlier|earliest|first) (?:to occur )?of:? (?:the following(?: dates| events)?:? )?(?:\((?:a|i|1)\) )?/, '').replace(/^(?:and including |and after |the (?:close|end) of business (?:on )?|\d{1,2}(?::\d{2})?,? ?[ap]\.?m\.?,? (?:on )?|midnight on )/, '');
  const written = findDates(rest)[0];
  if (written && written.index <= 4) return written;
  if (THIS_DATE.test(rest) || /^(?:the )?(?:date hereof|date of this agreement)/.test(rest)) return signed;
  // The defined date read past the words stripped before it: "through the end of business on the Leaving Date".
  const defined = termAt(ctx, text, at + head.length - rest.length)?.find((d) => d.date);
  return defined?.date;
}

/** Words that move past the term's end to what comes after it: "and thereafter,", "after which". */
const AFTER_THE_TERM = /\b(?:thereafter|after (?:that|which|such (?:date|time))|following (?:that|which|such date))\b[^.;]{0,20}$/;
/** Words of a renewal just before a start word: its periods start later than the term. */
// Not the renewal of the agreement itself that an amendment sets ("the clinic agrees to a two-year renewal of the agreement from").
const RENEWAL_BEFORE = /\b(?:renew\w*|successive)\b(?! of (?:the|this) (?:employment )?agreement\s*$)[^.;]{0,80}$/;
/** A start named by a date another document defines: "the Effective Date", "the Commencement Date", "the date of the Original Agreement". */
const DEFINED_START = /^(?:the )?(?:effective|commencement|start(?:ing)?|employment|hire) date\b/;

/** An end verb parted from its date by an aside between commas: "will come to an end, other than on the grounds of Section 3, on June 30, 2031". */
const ASIDE_END = String.raw`\b(?:end|ends|expire[sd]?|terminate[sd]?)\b,[^.;]{1,160}?,\s+(?:on|as of)\s+`;
const START_WORD = /\b(?:commenc\w*|begin\w*|began|begun|start\w*|effective|from|as of)\s+(?:on\s+|as of\s+|at\s+|with\s+)?/g;
const END_WORD = new RegExp(String.raw`\b(?:end\w*|expir\w*|terminat\w*|conclud\w*|until|through|to|continu\w* (?:until|through))\s+(?:on\s+|at\s+|as of\s+|effective\s+(?:as of\s+|on\s+)?)?|${ASIDE_END}`, 'g');
/** An end verb whose date is called effective: "shall terminate effective", "will expire effective as of", "shall terminate as of". */
const ENDS_EFFECTIVE = /\b(?:end|ends|expire[sd]?|terminate[sd]?)\s+(?:effective\s+(?:as of\s+|on\s+)?|as of\s+)$/;

/** Words after an end date that move it later: "... (ending May 1, 2031) is hereby extended". */
const MOVED_LATER = /^[^.;]{0,40}\b(?:is|are|shall be|will be) (?:hereby )?extended\b/;

/** The length of a term from where it starts and where it ends, in whole months. */
export function spanOf(ctx: Ctx, text: string, signed: DateValue | undefined, amending = false): string | undefined {
  let start: DateValue | undefined, end: DateValue | undefined;
  for (const m of text.matchAll(START_WORD)) {
    // A renewal's start is not the term's ("then renews for successive yearly terms, the first one beginning on ...").
    if (RENEWAL_BEFORE.test(text.slice(Math.max(0, m.index! - 90), m.index!))) continue;
    // Nor is the start of what follows the term ("shall end on June 30, 2031, and thereafter, beginning on July 1, 2031, renew ...").
    if (AFTER_THE_TERM.test(text.slice(Math.max(0, m.index! - 40), m.index!))) continue;
    // "shall terminate effective December 31, 2031": the date the term ends, not one it starts from.
    if (ENDS_EFFECTIVE.test(text.slice(Math.max(0, m.index! - 30), m.index! + m[0].length))) continue;
    const at = m.index! + m[0].length;
    start = dateAt(ctx, text, at, signed);
    // A term that starts on the contract's own date, left blank on a form ("made as of the ____ day of ______"): its start
    // is unknown, and a later date the sentence names (a renewal's) is not it.
    if (!start && !signed && THIS_DATE.test(text.slice(at, at + 60))) return undefined;
    // An amendment's term counted from a date the earlier agreement defines ("commencing as of the Effective Date"), which
    // this document does not give: the amendment's own date, from which its new term is measured.
    if (!start && amending && DEFINED_START.test(text.slice(at, at + 40))) start = signed;
    if (start) break;
  }
  let endAt = 0;
  for (const m of text.matchAll(END_WORD)) {
    const d = dateAt(ctx, text, m.index! + m[0].length, signed);
    // An amendment names the end it moves before the words that move it ("the current term (ending May 1, 2031) is
    // hereby extended ... to end on May 1, 2032"): that end is the old one, not the term it sets.
    if (d && !start && amending && MOVED_LATER.test(text.slice(m.index! + m[0].length, m.index! + m[0].length + 80))) continue;
    if (d && (!start || d.y * 400 + d.mo * 32 + d.d > start.y * 400 + start.mo * 32 + start.d)) { end = d; endAt = m.index! + m[0].length; break; }
  }
  // A term that only says when it ends ("shall continue until April 28, 2012", "for a term ending on December 31, 2009")
  // runs from the contract's own date; the date must end the term itself, not something the sentence goes on to.
  if (!start && end && (TERM_RUNS_TO.test(withoutAbbreviationStops(text.slice(Math.max(0, endAt - 160), endAt))) || TERM_ENDS_AFTER_ASIDE.test(withoutAbbreviationStops(text.slice(Math.max(0, endAt - 320), endAt))))) start = signed;
  // An amendment restating a term begun before it ("the term shall commence on May 1, 2027 and continue until ...", made in
  // 2029) sets the term that runs from its own date: counted from there. So does one that adds a phase starting later
  // ("the Second Term will run from November 27, 2031, when the Initial Term ends, to November 26, 2034", signed in October
  // 2031): the employment it covers runs from the amendment to the end of that phase.
  if (amending && start && end && signed && dayNumber(start) < dayNumber(signed) && dayNumber(signed) < dayNumber(end)) start = signed;
  if (amending && start && end && signed && dayNumber(signed) < dayNumber(start) && LATER_PHASE.test(text)) start = signed;
  if (!start || !end) return undefined;
  return spanText(start, end);
}

/** A phase an amendment adds after the term in force: "the Second Term", "an extended term", "when the Initial Term ends". */
// Or a renewal of the agreement from the day its term ends: "a two-year renewal of this agreement from ...".
const LATER_PHASE = /\b(?:second|2nd|third|3rd|additional|extended|extension|renewal|new) term\b|\bwhen the (?:initial|current|original|present) term\b|\b(?:renewal|extension) of (?:the|this) (?:employment )?agreement from\b/;


/** A term, or the employment, running to the date that follows: "the term ... shall continue until", "for a term ending on", "should be extended ... until". */
const TERM_RUNS_TO = anyOf([
  // A consultant's work statement is the engagement's own term where the master agreement runs until ended.
  String.raw`\b(?:term|employment|agreement|period|work statement|statement of work)\b[^.;]{0,100}?\b(?:continu\w*|last\w*|run\w*|end\w*|expir\w*|terminat\w*|conclud\w*|extend\w*)\b[^.;]{0,50}?\b(?:until|through|on|to|as of|effective(?: as of| on)?)\s+$`,
  // "the term of the Agreement shall be until May 1, 2034", "the Employment Period will now be through ...": the term's end set by its date.
  String.raw`\b(?:term|employment period)\b[^.;]{0,80}?\b(?:shall|will|is to) (?:now |hereafter |henceforth )?be (?:until|through)\s+$`,
  // "this addendum extends the term until May 1, 2034", "the Doctor will continue in the employ of the Clinic until".
  String.raw`\bextends? the (?:initial )?term\b[^.;]{0,80}?\b(?:until|through|to)\s+$`,
  String.raw`\bcontinue (?:to serve|to be employed|in (?:the|his|her) (?:position|office|employ)|in the employ)\b[^.;]{0,120}?\b(?:until|through)\s+$`,
  String.raw`\b(?:agrees? to|shall|will) employ (?:you|him|her|the [a-z]+) (?:through|until)\s+$`,
  String.raw`\bcontinues? to employ (?:you|him|her|the [a-z]+|[a-z]+)\b[^.;]{0,120}?\b(?:through|until)\s+$`,
  String.raw`\b(?:the|a|an|its|his|her|their)(?: current)? (?:initial |employment )?term (?:expiring|ending|which (?:expires|ends)|that (?:expires|ends))\s+(?:on\s+)?$`,
  // "its initial term expires May 31, 2031", "an initial term through March 31, 2030".
  String.raw`(?:^|\b(?:the|a|an|its|his|her|their) )(?:initial |original |employment )?term(?: of (?:this|the) (?:employment )?(?:agreement|employment))? (?:is |runs |(?:shall|will) run )?(?:expires|ends|(?:shall|will) (?:expire|end)|through|until)\s+(?:on\s+)?$`,
]);

/** The term's own end verb, its date after an aside: "the Employment Period will come to an end, except as Section 3 provides, on". */
const TERM_ENDS_AFTER_ASIDE = new RegExp(String.raw`\b(?:term|employment|agreement|period)\b[^.;]{0,100}?${ASIDE_END}$`);

/** Whole years named as the span: "for calendar years 2031 and 2032", "for fiscal years 2031 through 2033". */
const NAMED_YEARS = /\bfor (?:the )?(?:calendar|fiscal) years? ((?:19|20)\d{2})(?:,? (?:and|through|to|-) ((?:19|20)\d{2}))?\b/;

export function namedYears(text: string): string | undefined {
  const m = NAMED_YEARS.exec(text);
  if (!m) return undefined;
  const years = (m[2] ? Number(m[2]) : Number(m[1])) - Number(m[1]) + 1;
  return years >= 1 && years <= 10 ? lengthText(years * 12) : undefined;
}

/** "for the remainder of fiscal year 2031": the part of that year left after the contract's date. */
const REST_OF_YEAR = /\b(?:remainder|balance|rest) of (?:the )?(?:(fiscal|calendar) year (\d{4})|(fiscal|calendar) (\d{4}))\b/;
/** A fiscal year's last day as the contract names it: "the fiscal year ended December 31, 2031". */
const FISCAL_YEAR_END = /\bfiscal year (?:ended|ending|ends)(?: on)?\s+$/;

export function restOfYear(ctx: Ctx, text: string, signed: DateValue | undefined): string | undefined {
  const m = REST_OF_YEAR.exec(text);
  if (!m || !signed) return undefined;
  const kind = m[1] ?? m[3];
  const y = Number(m[2] ?? m[4]);
  let end: Pick<DateValue, 'y' | 'mo' | 'd'> | undefined = kind === 'calendar' ? { y, mo: 11, d: 31 } : undefined;
  // A fiscal year ends where the contract says it does; unsaid, its length is unknown.
  for (const c of kind === 'fiscal' ? ctx.clauses : []) {
    const d = findDates(c.num).find((x) => FISCAL_YEAR_END.test(c.num.slice(Math.max(0, x.index - 40), x.index)));
    if (d) { end = { y, mo: d.mo, d: d.d }; break; }
  }
  return end && spanText(signed, end);
}

/** A term's name given in a parenthesis: '(the "Term")', '(the "Employment Period")'. */
export const TERM_NAME = /\(\s*(?:the |its )?"(?:initial |employment )?(?:term|employment period|period of employment|term of employment)"\s*\)/;
/** A start word, a date and an end word with its date, written just before the term's name: the span it names. */
export function namedSpan(ctx: Ctx, text: string, signed: DateValue | undefined): string | undefined {
  const name = TERM_NAME.exec(text);
  if (!name) return undefined;
  const before = text.slice(Math.max(0, name.index - 120), name.index);
  const from = /\b(?:from|commencing|beginning|starting)\b(?![^]*\b(?:from|commencing|beginning|starting)\b)/.exec(before.replace(/\b(?:through|until|to|ending)\b(?![^]*\b(?:through|until|to|ending)\b)[^]*$/, ''));
  if (!from) return undefined;
  const span = before.slice(from.index);
  // Only the dates: "from X through Y" with nothing else after the end date.
  if (!/\b(?:through|until|to|ending(?: on)?)\s+[^;()]{4,30}$/.test(span)) return undefined;
  return spanOf(ctx, span, signed);
}

/** "commencing July 1, 2025 and ending June 30, 2028": the length of the term from its first two dates. */
export function spanOfDates(text: string): string | undefined {
  const dates = findDates(text);
  if (dates.length < 2) return undefined;
  return spanText(dates[0], dates[1]);
}

/** A start word just before a date: "from", "commencing on", "beginning", "the Effective Date (January 1, 2030)". */
const STARTS_AT = /\b(?:from|commenc\w*|beginning|starting|effective date\b[^.;()]{0,40}\()\s*(?:on\s+|as of\s+)?$/;

/**
 * An amendment restating a term of a stated length counted from a start before its own date ("the term shall be for five
 * years from the effective date of this agreement (January 1, 2030)", made in May 2032): the term this document covers
 * runs from its own date to where those years end (ADJUDICATION-holdout29 h29-11, as h27-03 for a restated end date).
 */
export function restatedFromEarlierStart(text: string, len: string, signed: DateValue): string | undefined {
  const n = /^(\d+) (year|month)s?$/.exec(len);
  if (!n) return undefined;
  const start = findDates(text).find((d) => STARTS_AT.test(text.slice(Math.max(0, d.index - 60), d.index)));
  if (!start || dayNumber(start) >= dayNumber(signed)) return undefined;
  const months = Number(n[1]) * (n[2] === 'year' ? 12 : 1);
  const end = { y: start.y + Math.floor((start.mo + months) / 12), mo: (start.mo + months) % 12, d: start.d - 1 };
  return dayNumber(end) > dayNumber(signed) ? spanText(signed, end) : undefined;
}
