// Figures in force at the start of an amended, renewed or extended term. An amendment
// states old and new figures side by side ("increased from six weeks to seven weeks",
// "your current salary is $X ... increased to $Y"); the new one is in force. Ordinary
// contracts with later-year steps ("$300,000 in year 1, rising to $315,000 in year 2")
// keep the first figure, so these readings apply only to amending documents.
import type { Ctx } from '../context.js';
import { anyOf } from '../alternatives.js';

/** Phrases near the head of a document that make it an amendment, renewal or extension. */
const AMENDS = anyOf([
  String.raw`\b(?:first|second|third|fourth|fifth|\d+(?:st|nd|rd|th)) amendment\b`,
  String.raw`\bamendment (?:no\.? ?\d+ )?to (?:the|your|that|our) (?:[a-z]+ ){0,4}agreement\b|\bthis amendment\b`,
  String.raw`\brenewal (?:of|to) (?:the|your|that|our) (?:[a-z]+ ){0,4}agreement\b`,
  String.raw`\b(?:extension|renewal) (?:agreement|letter|amendment)\b`,
  String.raw`\b(?:the )?(?:term|agreement) (?:of (?:the|your) (?:[a-z]+ ){0,3}agreement )?is (?:hereby )?(?:extended|renewed)\b`,
  String.raw`\bamended and restated\b`,
]);

/** Whether the document amends, renews or extends an earlier agreement (read from its head). */
export function amendsEarlier(ctx: Ctx): boolean {
  const head = ctx.clauses.slice(0, 30).map((c) => c.num).join('\n');
  return AMENDS.test(head);
}

/** A figure described as the one now in force before the change: "your current salary is". */
const OLD_BEFORE = /\b(?:current(?:ly)?|existing|present(?:ly)?|prior|previous(?:ly)?|old)\b[^.;$]{0,50}$|\bfrom\s+$/;
/** A figure that only begins later: a step of an ordinary schedule, not the amended figure. */
const LATER = anyOf([
  String.raw`^[^.;]{0,40}\b(?:in|for|during|from|beginning (?:in|with)|starting (?:in|with)) (?:the )?(?:contract |employment )?(?:year [2-9]|(?:second|third|fourth|fifth) (?:contract )?year)\b`,
  String.raw`^[^.;]{0,30}\bthereafter\b|^[^.;]{0,30}\bafter (?:the )?(?:first|\d+) (?:contract )?years?\b`,
]);

/**
 * Wording that puts a new figure in the old one's place, read from just after the old figure up to the new one: "and
 * replacing it with", "is hereby replaced by a base salary of", "and inserting in lieu thereof".
 */
const REPLACED_WITH = /^["'\u201d]?\s*(?:\([^)]{0,30}\)\s*)?[^.;$]{0,80}?\b(?:replac(?:e|es|ed|ing)|substitut(?:e|es|ed|ing)|insert(?:s|ed|ing)?|put(?:s|ting)?)(?: (?:it|such (?:amount|figure|number)|therefor|in (?:its )?(?:place|lieu)(?: thereof)?))*(?: (?:with|by))?\s+(?:the (?:number|figure|amount) |(?:an? |the )?(?:new )?(?:annual |yearly )?(?:base )?(?:salary|rate|amount)(?: (?:of|at the (?:annual )?rate of))? )?["'\u201c]?\s*$/;

export interface Span {
  index: number;
  end: number;
}

/**
 * Where an amending document changes a figure, the span of the new figure: "X to Y"
 * and "from X to Y" right after the old figure, or "increased ... to Y" later in the same
 * or the next sentence when the old figure is called current. `find` lists figures of the
 * same kind in a text. Returns the new figure and the text it was found in.
 */
export function replacement<T extends Span>(num: string, next: string, old: Span, find: (s: string) => T[]): { found: T; inNext: boolean } | undefined {
  // "6 weeks to 7 weeks", "$480,000 to $494,400".
  const after = num.slice(old.end);
  const to = /^\s*(?:\([^)]{0,30}\)\s*)?(?:per (?:year|annum)\s*|a year\s*|annually\s*)?(?:to|->|\u2192)\s+/.exec(after);
  if (to) {
    const f = find(num).find((x) => x.index === old.end + to[0].length);
    if (f && !LATER.test(num.slice(f.end))) return { found: f, inNext: false };
  }
  // "by deleting "$250,000" and replacing it with "$275,000"", "the salary of $250,000 ... is hereby replaced with a salary
  // of $275,000": the figure put in the old one's place.
  const put = find(num).find((x) => x.index > old.end && x.index - old.end <= 160);
  if (put && REPLACED_WITH.test(num.slice(old.end, put.index)) && !LATER.test(num.slice(put.end))) return { found: put, inNext: false };
  if (!OLD_BEFORE.test(num.slice(Math.max(0, old.index - 60), old.index))) return undefined;
  // "Your current salary is $X. Effective ..., your salary is increased by 3% to $Y."
  const CHANGE = /\b(?:increas|decreas|reduc|chang|adjust|amend|rais|revis)\w*\b[^.;]{0,80}?\bto\s+$/;
  for (const [text, from, inNext] of [[num, old.end, false], [next, 0, true]] as const) {
    for (const f of find(text)) {
      if (f.index < from) continue;
      if (CHANGE.test(text.slice(Math.max(from, f.index - 100), f.index)) && !LATER.test(text.slice(f.end))) return { found: f, inNext };
    }
  }
  return undefined;
}


/** The lead-in to an earlier provision quoted in full: "Section 2.1 of the Agreement, which now reads:". */
const QUOTES_OLD = /\b(?:which|that) (?:currently |presently |now |previously |formerly )?(?:provides?|reads?|states?|says)(?: (?:in full )?as follows| in full)?\s*:\s*["\u201c]?\s*$/;
/**
 * The words after the quote that change it: "is hereby amended to read as follows:", "is deleted and replaced by". A
 * page's text may run them on after the quote's last sentence in one clause.
 */
const QUOTE_CHANGED = /(?:^|[.:;]["\u201d]?\s+)["\u201d]?\s*(?:is|are|shall be) (?:hereby )?(?:amended|deleted|replaced|revised|restated|modified|superseded)\b/;
const QUOTE_REACH = 8;

/**
 * Whether a clause lies inside an earlier provision quoted only to be changed ("Section 4 of the Agreement, which
 * provides: <old text> is hereby amended to provide as follows: <new text>"): its figures are the ones replaced.
 */
export function inQuotedOldText(ctx: Ctx, index: number): boolean {
  let opened = false;
  for (let i = index - 1; i >= Math.max(0, index - QUOTE_REACH); i--) {
    const num = ctx.clauses[i].num;
    if (QUOTE_CHANGED.test(num)) return false;
    if (QUOTES_OLD.test(num)) { opened = true; break; }
  }
  if (!opened) return false;
  for (let i = index + 1; i <= Math.min(ctx.clauses.length - 1, index + QUOTE_REACH); i++) {
    if (QUOTE_CHANGED.test(ctx.clauses[i].num)) return true;
    if (QUOTES_OLD.test(ctx.clauses[i].num)) return false;
  }
  return false;
}
