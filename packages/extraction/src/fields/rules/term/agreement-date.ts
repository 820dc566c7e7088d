// The date a contract bears, from which a term stated only by its end is counted; an amendment's own date rather than
// the date of the agreement it amends.
import type { Ctx } from '../../context.js';
import { dayNumber, findDates, type DateValue } from '../../dates.js';
import { RECITAL_OPENING } from '../../patterns.js';
import { anyOf } from '../../alternatives.js';
import { amendsEarlier } from '../in-force.js';

/** The date the contract bears: "dated as of April 21, 2005", "made as of this 9th day of May, 2031", a letter's date line. */
export function agreementDate(ctx: Ctx, earlier = false): DateValue | undefined {
  const head = ctx.clauses.slice(0, 14);
  // An amendment names the agreement it amends by that one's date ("amends the Employment Agreement dated May 1, 2019"):
  // its own date is another one ("... is amended effective as of March 1, 2022"). `earlier` asks for the first one.
  const amending = !earlier && amendsOrModifies(ctx);
  // A filing's report of the amendment: "On September 11, 2031, the Company entered into an addendum to ...".
  const reported = amending ? ctx.clauses.find((c) => AMENDMENT_ENTERED.test(c.num) && !RECITAL_OPENING.test(c.norm)) : undefined;
  const reportedDate = reported && findDates(reported.num).find((x) => x.index < 10);
  if (reportedDate) return reportedDate;
  // An amendment that takes effect when it is signed ("effective as of the date of execution", "as of the date set forth
  // below") bears the date of its signatures at the end.
  if (amending && head.some((c) => DATED_AT_SIGNING.test(c.num))) {
    const closing = closingDate(ctx);
    if (closing) return closing;
  }
  // An amendment that names itself and gives its date far into that sentence ('this Third Amendment (the "Amendment") is made
  // by and between ... and ... on May 3, 2031, to be effective as of May 1, 2031'): its own date, the effective one first.
  const own = amending ? head.find((c) => THIS_AMENDMENT_MADE.test(c.num)) : undefined;
  const ownDates = own ? findDates(own.num).filter((x) => !earlierAgreementDate(own.num.slice(Math.max(0, x.index - 100), x.index), own.num.slice(x.end, x.end + 40))) : [];
  const ownDate = ownDates.find((x) => /\beffective (?:as of |on )?$/.test(own!.num.slice(Math.max(0, x.index - 20), x.index))) ?? ownDates[0];
  if (ownDate) return ownDate;
  for (const c of head) {
    // Not a filing's reporting period written above the agreement ("Form 10-Q for the quarterly period ended December 31, 2031").
    const d = findDates(c.num).find((x) => (!amending || !earlierAgreementDate(c.num.slice(Math.max(0, x.index - 100), x.index), c.num.slice(x.end, x.end + 40))) && !REPORTING_PERIOD.test(c.num.slice(Math.max(0, x.index - 30), x.index)));
    if (d && /\b(?:dated|made|entered into|executed|effective|as of|day of)\b/.test(c.num.slice(Math.max(0, d.index - 80), d.index + 20))) return d;
    // A memorandum's heading line ("TO: ... DATE: April 10, 2031"), or a letter's date above its greeting ("August 5, 2031
    // John Roe 12 Main Street ... Dear John:"): the document's own date, though the lines run together.
    if (d && (/\bdate\s*:\s*$/.test(c.num.slice(Math.max(0, d.index - 12), d.index)) || (d.index < 3 && /\bdear\b/.test(c.num.slice(d.end, d.end + 200))))) return d;
  }
  // An amendment with no date of its own at its head: the date its signatures bear.
  const closing = amending ? closingDate(ctx) : undefined;
  if (closing) return closing;
  // A letter: its date stands on a line of its own near the top.
  for (const c of head) {
    const d = findDates(c.num)[0];
    if (d && (c.num.length < 40 || d.index < 3)) return d;
  }
  // A filing's summary of the agreement: "On March 3, 2031, the Company entered into an employment agreement with ...".
  for (const c of ctx.clauses) {
    // The report may name the agreement's own start after the date it was signed ("On June 12, 2031 the Company entered
    // into an agreement with her, effective as of January 1, 2031"): the term runs from that start.
    const entered = ENTERED_INTO.exec(c.num);
    const effective = entered && findDates(c.num).find((x) => x.index > entered.index && x.index - entered.index - entered[0].length < 30 && /\beffective (?:as of |on )?$/.test(c.num.slice(Math.max(0, x.index - 20), x.index)));
    const d = effective || findDates(c.num)[0];
    if (d && entered && !RECITAL_OPENING.test(c.norm)) return d;
  }
  return undefined;
}

/** A complete amended and restated agreement, by its own title or its words of making: "This Amended and Restated Employment Agreement". */
export function restatesWhole(ctx: Ctx): boolean {
  return ctx.clauses.slice(0, 40).some((c) => /^amended and restated (?:[a-z-]+ ){0,4}(?:agreement|contract)\b|\bthis amended and restated (?:[a-z-]+ ){0,4}(?:agreement|contract)\b/.test(c.num));
}

/** The amendment's own sentence of making: "this Second Amendment ... is made between the Clinic and ...". */
const THIS_AMENDMENT_MADE = /^this (?:[a-z0-9.]+ ){0,4}(?:amendment|modification|addendum)\b[^.;]{0,300}?\b(?:is|was) (?:made|entered into|executed)\b/;

/** Words that make a document a change of an earlier one, beyond those `amendsEarlier` reads: "Second Modification". */
const MODIFIES = anyOf([
  String.raw`\b(?:this|first|second|third|agreement) modification\b|\bmodification (?:to|of) (?:the|that|your|its|his|her|our) (?:[a-z]+ ){0,4}agreement\b|\baddendum to (?:the|that|your|its|his|her|our) (?:[a-z]+ ){0,4}agreement\b`,
  // A title naming the employee's agreement by his name ("Amendment to John Roe Employment Agreement"), a letter that
  // says it amends his agreement ("is intended ... to amend your employment agreement, dated ..."), "Modification and Extension of".
  String.raw`\bamendment (?:no\.? ?\d+ )?to (?:[a-z.]+ ){0,4}(?:employment|service|executive) agreement\b`,
  String.raw`\bto (?:modify and )?amend (?:your|his|her|the|that) (?:[a-z]+ ){0,3}agreement\b|\bmodification and extension of\b`,
]);
/** Whether the document amends or modifies an earlier agreement: its term is measured from its own date. */
export function amendsOrModifies(ctx: Ctx): boolean {
  return amendsEarlier(ctx) || ctx.clauses.slice(0, 30).some((c) => MODIFIES.test(c.num));
}

/** The period or event a filing reports on: "for the quarterly period ended", "Date of Report (Date of earliest event reported):". */
const REPORTING_PERIOD = /\b(?:period|quarter|year) (?:ended|ending)\s+$|\b(?:date of report|event reported)\)?:?\s*$/;

/** A report that an amendment was made: "entered into an addendum to", "entered into a second amendment of", "entered into an amended and restated service agreement". */
const AMENDMENT_ENTERED = /\b(?:entered|enters) into (?:an?|the) (?:(?:[a-z]+ ){0,2}(?:amendment|addendum|modification)|amended and restated (?:[a-z]+ ){0,3}agreement)\b/;

/** A document that takes effect when signed, its date given with the signatures: "effective as of the date of execution". */
const DATED_AT_SIGNING = /\beffective (?:as of |on |upon )?(?:the )?(?:date (?:of (?:its )?(?:execution|signing|signature)|(?:set forth|written|stated) below|last signed)|execution)\b/;
/** A signature line's date: "Date: 11/10/03" (two-digit years too, as signers write them). */
const SIGNATURE_DATE = /\bdated?:\s*(?:(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})\b)?/g;

/** The clauses at a document's end where its signatures and their dates stand. */
export function signatureTail(ctx: Ctx): Ctx['clauses'] {
  return ctx.clauses.slice(Math.max(0, ctx.clauses.length - 40));
}

/**
 * The date a document's signatures give it: "IN WITNESS WHEREOF, ... executed ... as of this 18th day of January 2006", or
 * the latest "Date: 11/10/03" line beside the signatures (the day the last party signed).
 */
export function closingDate(ctx: Ctx): DateValue | undefined {
  const tail = signatureTail(ctx);
  for (const c of tail) {
    // Or a line of signing: "Signed at Dayton, Ohio, on this 3rd day of June, 2031."
    if (!/^(?:in witness whereof|(?:executed|signed)\b(?! (?:by|on behalf)\b))/.test(c.num)) continue;
    // "executed this 20th day of May, 2031, to be effective as of April 1, 2031": the date it takes effect, as the
    // amendment's own sentence of making is read at its head.
    const dates = findDates(c.num);
    const effective = dates.find((x) => /\beffective (?:as of |on )?(?:the )?$/.test(c.num.slice(Math.max(0, x.index - 20), x.index)));
    const d = effective ?? dates.find((x) => /\b(?:as of|on|this|dated?)\s+(?:this\s+|the\s+)?$/.test(c.num.slice(Math.max(0, x.index - 12), x.index)));
    if (d) return d;
  }
  let latest: DateValue | undefined;
  for (const c of tail) {
    for (const m of c.num.matchAll(SIGNATURE_DATE)) {
      const at = m.index! + m[0].length;
      const yy = Number(m[3]);
      const d: DateValue | undefined = m[3]
        ? { y: m[3].length === 2 ? (yy < 50 ? 2000 + yy : 1900 + yy) : yy, mo: Number(m[1]) - 1, d: Number(m[2]), index: m.index!, end: at }
        : findDates(c.num.slice(at, at + 30)).find((x) => x.index === 0);
      if (!d || d.mo < 0 || d.mo > 11 || d.d < 1 || d.d > 31) continue;
      if (!latest || dayNumber(d) > dayNumber(latest)) latest = d;
    }
  }
  return latest;
}

/** A report that the employment agreement was made: "entered into an employment agreement with". */
const ENTERED_INTO = /\b(?:entered|enters) into (?:an?|the|this|his|her) (?:new |amended |amended and restated )?(?:employment|executive employment|service|services)(?: and [a-z-]+)? agreement\b/;

/**
 * The date of an agreement named as another one (the one amended): "that certain Employment Agreement dated as of", "the
 * Agreement entered into on", an earlier numbered amendment ("Amendment No. 1 thereto dated"), a letter it refers to.
 */
const EARLIER_AGREEMENT_DATED = /\b(?:agreement|modification|amendment|letter)\b(?: no\.? ?\d+| number [a-z]+)?(?: thereto| hereto)?[^.;"()]{0,3}(?:\([^)]{0,40}\)\s*)?(?:,\s*)?(?:dated|made|entered into|executed|effective)(?: (?:as )?of| on)?(?: the)?\s*$/;
/** The amendment's own title opening the sentence, its date next: "Third Amendment, dated as of", "Amendment No. 2 made as of". */
const OWN_TITLE_DATED = /^(?:this )?(?:[a-z0-9.]+ ){0,3}(?:amendment|modification|addendum|amended (?:and restated )?(?:[a-z]+ ){0,2}agreement)(?: no\.? ?\d+| number [a-z]+)?,?\s*(?:dated|made|entered into|executed|effective)(?: (?:as )?of| on)?(?: the)?\s*$/;
/** A date the sentence names as the earlier agreement's: '... dated as of May 1, 2030 ("Agreement Date")'. */
const NAMED_AGREEMENT_DATE = /^\s*,?\s*\(\s*(?:the )?["\u201c](?:original |employment )?agreement(?: effective)? date["\u201d]\s*\)/;
/** The agreement amended, described in a relative clause after its parties: "... and Jane Roe ("Executive") that was entered into the". */
const EARLIER_RELATIVE_DATED = /\b(?:that|which) (?:was|were) (?:originally )?(?:dated|made|entered into|executed|signed)(?: (?:as )?of| on)?(?: the)?\s*$/;
/**
 * The amendment itself, named before its date: in a parenthesis ('this First Amendment to the Employment Agreement
 * ("Amendment"), dated'), or by its own title set off by a comma ('this Amendment No. 2 to Service Agreement, dated as
 * of'). Without either, "this amendment to their agreement dated May 1, 2027" dates the agreement amended.
 */
const THIS_AMENDMENT_NAMED_DATED = /\bthis (?:[a-z0-9.]+ ){0,4}(?:amendment|modification) (?:no\.? ?\d+ )?to (?:(?:the |that |your |their )?(?:[a-z0-9.]+ ){0,4}agreement\b[^a-z(]{0,3}\([^)]{0,40}\)\s*(?:,\s*)?|(?!(?:the|that|your|their|his|her|its) )(?:[a-z0-9.]+ ){0,4}agreement,\s*)(?:dated|made|entered into|executed|effective)(?: (?:as )?of| on)?\s*$/;
/**
 * The dates of the earlier amendments named after the agreement amended: "... (the "Agreement"), as previously amended on
 * May 1, 2027 ("Amendment 1") and June 2, 2029 ("Amendment 2")". Each is another document's date.
 */
const EARLIER_AMENDMENTS_LISTED = /\b(?:as (?:previously |subsequently |further )?|previously |subsequently )amended (?:on|as of|effective(?: as of)?)(?: the)?\s+(?:[a-z]+\.? \d{1,2},? \d{4},?\s*(?:\([^)]{0,40}\)\s*)?,?\s*(?:and\s+)?)*$/;
/**
 * The date right after the parenthesis that names this document: '... Employment Agreement (this "Amendment"), effective as
 * of', however long the title before it.
 */
const THIS_DOCUMENT_NAMED_DATED = /\(this:? "(?:[a-z0-9.]+ ){0,3}(?:amendment|modification|addendum|agreement)"\)\s*,?\s*(?:dated|made|entered into|executed|effective)(?: (?:as )?of| on)?(?: the)?\s*$/;
/**
 * The span of the earlier agreement's term, told where the amendment names that agreement: "signed a Services Agreement
 * with a term beginning on March 1, 2030 and ending on February 28, 2032".
 */
const EARLIER_TERM_SPAN = /\bagreement\b[^.;"]{0,40}?\bwith (?:a|an|its) (?:initial |original )?term (?:commencing|beginning|starting|running|from)(?: on| as of| from)?(?: [a-z]+\.? \d{1,2},? \d{4},? (?:and )?(?:ending|expiring|through|until|to)(?: on)?)?\s*$/;
/** The earlier agreement named by its employee before its date: "the Employment Agreement of John Roe dated May 1, 2029". */
const EARLIER_NAMED_DATED = /\bagreement of (?:(?:mr|mrs|ms|dr)\.? )?(?:[a-z.]+ ){1,4}(?:dated|made|entered into|executed)(?: as of| on)?\s*$/;
function earlierAgreementDate(before: string, after = ''): boolean {
  if (EARLIER_TERM_SPAN.test(before) || EARLIER_NAMED_DATED.test(before)) return true;
  if (EARLIER_RELATIVE_DATED.test(before) || NAMED_AGREEMENT_DATE.test(after) || EARLIER_AMENDMENTS_LISTED.test(before)) return true;
  if (THIS_DOCUMENT_NAMED_DATED.test(before)) return false;
  // A title that opens the sentence dates the amendment itself ("Third Amendment, dated as of May 1, 2031, to the ...").
  if (OWN_TITLE_DATED.test(before)) return false;
  return EARLIER_AGREEMENT_DATED.test(before) && !/\bthis (?:[a-z0-9.]+ ){0,4}(?:agreement|amendment|modification)\b[^a-z(]{0,3}(?:\([^)]{0,40}\)\s*)?(?:,\s*)?(?:dated|made|entered into|executed|effective)(?: (?:as )?of| on)?(?: the)?\s*$/.test(before) && !THIS_AMENDMENT_NAMED_DATED.test(before);
}
