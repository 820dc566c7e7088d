// The reading context every field rule works on: the document's text as one stream
// cut into clauses (sentences or numbered items), each knowing its page, its place
// on the page and the heading it sits under. Rules quote clauses as evidence.
import type { Box, Evidence } from '@cp/schema';
import type { TextDocument, TextLine } from '../types.js';
import { numericForm } from './numbers.js';
import { expandShorthand } from './shorthand.js';
import { findParties, partyRewriter, type Parties } from './parties.js';
import { DOUBLE_QUOTES, RECITAL_HEADING, RECITAL_OPENING, SINGLE_QUOTES } from './patterns.js';
import { anyOf, around } from './alternatives.js';

export interface Clause {
  /** Position in ctx.clauses. */
  index: number;
  /** The clause text, whitespace folded, hyphenation across lines undone. */
  text: string;
  /** Lower-cased text with typographic quotes/dashes made plain: what rules match on. */
  norm: string;
  page: number;
  /** Union of the boxes of the lines it spans (on its first page). */
  box?: Box;
  /** The nearest heading above the clause ('' when none). */
  heading: string;
  /** Mean OCR confidence of its lines (1 for the text layer). */
  readQuality: number;
  /** Index in ctx.units of the paragraph or numbered item the clause belongs to. */
  unit: number;
  /** The lead-in title of its numbered item ("5.1 Base Salary." -> "base salary"), '' when none. */
  title: string;
  /** `norm` with numbers written once, in digits ("ninety (90) days" -> "90 days"). */
  num: string;
  /** For a table row, the numeric form of its table's header row ('' otherwise). */
  header: string;
}

/** A paragraph or numbered item: the clauses that make it up. */
export interface Unit {
  index: number;
  clauses: number[];
  /** Numeric form of the whole unit (what rules read when a value spans sentences). */
  num: string;
  heading: boolean;
}

export interface Ctx {
  doc: TextDocument;
  clauses: Clause[];
  units: Unit[];
  /** Where numbered sections, exhibits and schedules begin ("5.1", "exhibit a"), as clause indexes. */
  sections: Map<string, number>;
  /** The contract's own names for the physician and the employer; `norm` reads them as "physician" and "employer". */
  parties: Parties;
  /** All clause texts joined by newlines (for document-wide tests). */
  all: string;
}

interface Piece {
  text: string;
  page: number;
  box?: Box;
  quality: number;
}

const ABBREV = around(String.raw`\b`, [
  String.raw`No|Nos|Sec|Secs|Art|Inc|Corp|Co|Ltd|LLC|P\.C|P\.A|M\.D|D\.O|Dr|Mr|Mrs|Ms|Jr|Sr|St|Ave|Blvd|Rd|Ste|U\.S|e\.g|i\.e|etc`,
  String.raw`vs|approx|[Mm]in|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|[A-Z]`,
], String.raw`\.$`);

/** Plain form used for matching: lower case, straight quotes, plain dashes, folded spaces. */
export function normalize(s: string): string {
  return s
    .replace(SINGLE_QUOTES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\u00a0/g, ' ')
    // Soft hyphens and zero-width characters sit inside words ("con\u00adstrued") and hide them from every pattern.
    .replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

function unionBox(a: Box | undefined, b: Box | undefined): Box | undefined {
  if (!a) return b;
  if (!b) return a;
  const x0 = Math.min(a.x, b.x), y0 = Math.min(a.y, b.y);
  const x1 = Math.max(a.x + a.w, b.x + b.w), y1 = Math.max(a.y + a.h, b.y + b.h);
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/** A line that starts a new unit: a numbered clause, a lettered item, an article heading. */
const STARTS_UNIT = around(String.raw`^`, [
  // "Article 2 of this Agreement, subject to ..." continues a sentence broken before it: a reference, not a heading.
  String.raw`(?:article|section|exhibit|schedule|appendix|attachment|addendum|part)\b(?!\s+[A-Za-z0-9.()]{1,8},?\s+(?:of|hereof|herein|hereto|above|below|to|and|or|shall|will|is|are|as|in)\b)|\d{1,2}(?:\.\d{1,2})*\.?\s+[A-Z]`,
  String.raw`\([a-z0-9]{1,4}\)\s|\d{1,3}[a-z]?\)\s+[A-Z]|\u00a7{1,2}\s*\d|[A-Z]\.\s+[A-Z]|[\u2022\u25cf\-*]\s`,
  // A filing's numbered item ("Item 5.02 Departure of an Officer") opens the report after its cover.
  String.raw`item\s+\d{1,2}\.\d{2}\s+[A-Z]`,
], String.raw``, 'i');

/**
 * An item number whose tab the text layer dropped ("4.Compensation", "f.Subsequent Awards"): the point runs into a
 * capitalised word, which no abbreviation or figure does.
 */
const RUN_ON_ITEM = /^(?:\d{1,2}(?:\.\d{1,2})*|[a-z])\.[A-Z][a-z]/;

/**
 * A line that opens with a short label and a colon ("Base: $21,000/mo", "Termination w/o
 * cause: 90 days"), as term sheets and summaries list their terms: each line is a fact
 * of its own, not a continuation of the line above. A sentence that merely contains a
 * colon ("Company shall pay as follows: ...") is not a label, so verbs and articles are kept out.
 */
const LABEL_LEAD = /^([A-Za-z][A-Za-z0-9'\u2019()/&+.\- ]{0,38}?):\s+\S/;
const NOT_LABEL_WORD = around(String.raw`^`, [
  String.raw`the|a|an|this|shall|will|may|must|is|are|was|be|been|as|follows|following|include[sd]?|including|means`,
  String.raw`provided|below|said|that|which|who|he|she|they|you|we|it|his|her|their|our|your|dear|re|note`,
], String.raw`$`, 'i');

function isLabelLead(t: string): boolean {
  const m = LABEL_LEAD.exec(t);
  if (!m) return false;
  const words = m[1].split(/\s+/).filter((w) => /[A-Za-z]/.test(w));
  return words.length >= 1 && words.length <= 4 && !words.some((w) => NOT_LABEL_WORD.test(w));
}

/**
 * A line of a paragraph set in capitals (conspicuous waivers, some governing-law clauses): a long line, one that
 * breaks off after a word that cannot end a heading ("... SHALL BE GOVERNED BY AND"), or one that runs a caption
 * into its sentence ("7.7 GOVERNING LAW. THIS AGREEMENT SHALL ...").
 */
const CAPS_OPEN_END = /\b(?:THE|OF|TO|AND|OR|BY|WITH|SHALL|A|AN|IN|FOR|BE|THAT|ANY|SUCH|ITS|IS|ARE|NOT|AS|ON|AT|FROM|WILL|MAY|HAS|HAVE|HEREBY|WHICH)$/;

function isCapsProse(s: string): boolean {
  const words = s.split(/\s+/).filter((w) => /[A-Za-z]/.test(w));
  if (words.length >= 11) return true;
  if (words.length >= 4 && CAPS_OPEN_END.test(s)) return true;
  return /[A-Z]{2,}\.\s+(?:[A-Z]+,?\s+){3,}[A-Z]+/.test(s);
}

/** A line whose letters are all capitals (at least a word's worth, or `least` letters). */
function isAllCaps(s: string, least = 4): boolean {
  const letters = s.replace(/[^A-Za-z]/g, '');
  return letters.length >= least && letters === letters.toUpperCase();
}

/** A line of running capitals cut off before its sentence ends (a possessive, a comma or no stop at all at its end). */
function isCapsRun(s: string): boolean {
  // The item's own letter ("(b) EFFECTIVE ...") is no lower-case word.
  if (!isAllCaps(s.replace(/^\(?[a-z0-9]{1,4}[.)]\s+/i, ''), 12)) return false;
  if (/[.:;!?]["\u201d\u2019)\]]*$/.test(s)) return false;
  return /[A-Z]['\u2019]S$|,$/.test(s) || s.split(/\s+/).filter((w) => /[A-Za-z]/.test(w)).length >= 4;
}

/** A word a sentence may break off on and a caption never ends with, in lower case. */
const OPEN_END = /\s(?:the|of|to|and|or|by|with|shall|a|an|in|for|be|that|any|such|its|is|are|not|as|on|at|from|will|may|must|has|have|hereby|which|this|his|her|their|your)$/;

/**
 * A line that opens with a division word but reads on as a sentence is a cross-reference, not a heading: the
 * sentence began with it ("Section 7(j) of the Agreement is amended to read:") or broke just before it
 * ("... payable under / Section 4(b), or ..."). Headings start in capitals and go on with a caption or nothing;
 * a reference goes on in lower case, with a comma or with a closing bracket. An exhibit keeps its "to" or "of"
 * ("Exhibit A to Employment Agreement"), so for those only a verb or a conjunction marks the sentence.
 */
const SECTION_REFERENCE = /^(?:Article|Section|ARTICLE|SECTION)s?\b(?:\s+[A-Za-z0-9.()\-]{1,12})?(?:[,)]|\s+\(?[a-z])/;
const EXHIBIT_REFERENCE = /^(?:exhibit|schedule|appendix|attachment|addendum)s?\b(?:\s+[A-Za-z0-9.()\-]{1,8})?(?:,|\s+(?:shall|will|is|are|was|were|and|or|hereto|hereof|herein|attached|as|in|which|that)\b)/i;

function isReferenceLead(s: string): boolean {
  return /^[a-z]/.test(s) || SECTION_REFERENCE.test(s) || EXHIBIT_REFERENCE.test(s);
}

/** A line that is a heading on its own: short, no full stop at the end, mostly capitals or numbered. */
function isHeadingLine(t: string): boolean {
  const s = t.trim();
  if (s.length === 0 || s.length > 90) return false;
  if (/[,;]$/.test(s)) return false;
  if (/^(?:article|section|exhibit|schedule|appendix|attachment|addendum)\b[^.]{0,80}$/i.test(s)) return !isReferenceLead(s);
  // "Part 3 - Compensation": a division heading, never the start of the item below it.
  if (/^part\s+(?:\d{1,2}|[ivx]{1,5}|[a-z]|one|two|three|four|five|six|seven|eight|nine|ten)\b\s*(?:[-\u2010-\u2015:.]\s*)?[A-Z][^.;]{0,70}$/i.test(s)) return true;
  if (isAllCaps(s) && !/\.$/.test(s)) return !isCapsProse(s);
  if (!/^\d{1,2}(?:\.\d{1,2})*\.?\s+[A-Z][A-Za-z ,&/'-]{2,60}$/.test(s) || /\.$/.test(s)) return false;
  // A numbered paragraph whose first line breaks early ("4.2 Each month the Clinic will remit to the Doctor a fee of")
  // is a sentence, not a caption: many words, most of them in lower case.
  const words = s.replace(/^[\d.]+\s+/, '').split(/\s+/);
  // Nor one cut off after a word no caption ends on ("10.4 All notices under this contract must be in"): a caption
  // keeps its small words inside it. A section number has a point; a bare one numbers the rows of a table.
  if (words.length >= 4 && /^\d{1,2}\./.test(s) && OPEN_END.test(s)) return false;
  return words.length <= 8 || words.filter((w) => /^[A-Z]/.test(w)).length * 2 >= words.length;
}

/**
 * A numbered line read as a caption whose next line goes straight on in lower case ("9. The" / "parties agree that
 * ...") or with the number of the section it began to name ("7. Section" / "6 of the Agreement is amended ..."):
 * the item's sentence, broken after its first word or two.
 */
function isBrokenCaption(caption: string, next: string): boolean {
  // A section number has a point; a bare one numbers the rows of a table, whose labels run over lines.
  if (!/^\d{1,2}\.(?:\d{1,2}\.?)*\s+\S/.test(caption)) return false;
  return /^[a-z]{2,}\b(?![.)])/.test(next) || (/\b(?:section|article|paragraph)$/i.test(caption) && /^\d{1,3}(?:\.\d{1,2})*(?:\([a-z0-9]{1,4}\))*\s+[a-z]/.test(next));
}

const KEEP_HYPHEN = anyOf([
  String.raw`(?:\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|full|part|non|self|co|pre|post|re|on|off|in|out|after|long|short|year|month|week|day|per|semi|bi|sign|well|third|first|second|time)-)(?=[a-z])`,
  String.raw`-(?:half|quarter|time|compete|competition|solicit\w*|call|based|term|party|exempt|binding|year|month|week|day|hour|site|house|payer|up|in)\b`,
], 'i');

/** A short capitalised label without digits or final punctuation, as in a two-column table read cell by cell. */
function isLabel(t: string): boolean {
  return /^[A-Z][A-Za-z'\u2019()/&,\- ]{1,40}$/.test(t) && !/[,]$/.test(t) && t.split(/\s+/).length <= 6 && t !== t.toUpperCase() && !SENTENCE_OPENING.test(t);
}

/**
 * The first word or two of a sentence that a narrow column or a broken text layer left alone on its line ("Any" /
 * "amendment to ...", "During" / "the term ..."): a label names a thing, and never ends on a determiner, a
 * preposition, a conjunction or a word that introduces a clause.
 */
const SENTENCE_OPENING = around(String.raw`(?:^|\s)`, [
  String.raw`the|a|an|any|each|every|all|this|that|these|those|such|no|both|either|neither|its|his|her|their|our|your|my`,
  String.raw`if|in|on|at|during|upon|because|when|whenever|where|while|after|before|for|to|of|and|or|by|with|from|as|since|until|unless|although|notwithstanding|considering|pursuant|subject|except|provided|should|in case`,
], String.raw`$`, 'i');

/** "5.1 Base Salary. For the..." -> "base salary"; "(b) Vacation. You..." -> "vacation". */
function itemTitle(text: string): string {
  const m = /^(?:(?:section|article)\s+|\u00a7{1,2}\s*)?(?:\d{1,3}[a-z]?\)|\d{1,2}(?:\.\d{1,2})*\.?|\([a-z0-9]{1,4}\)|[A-Z]\.)?\s*([A-Z][A-Za-z'’&/,\- ]{2,60}?)[.:]\s/.exec(text);
  if (!m) return '';
  const words = m[1].trim().split(/\s+/);
  // A title is short and capitalised ("Base Salary"), not the start of a sentence ("The Practice will").
  if (words.length > 8 || words.filter((w) => /^[A-Z]/.test(w)).length < Math.ceil(words.length / 2)) return '';
  return normalize(m[1]);
}

/** Splits running text into sentences, keeping abbreviations and numbers together. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  const re = /([.;!?])(["”’)]*)\s+(?=["“(]?[A-Z0-9(\u00a7])/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const end = m.index + m[1].length + m[2].length;
    const before = text.slice(start, end);
    if (m[1] === '.' && ABBREV.test(before.replace(/["”’)]+$/, ''))) continue;
    // An item number ("16. Continuing Medical Education") is not a sentence of its own.
    if (m[1] === '.' && /^\s*(?:(?:section|article)\s+|\u00a7{1,2}\s*)?\(?[0-9ivx]{1,4}(?:\.\d{1,2})*\.$/i.test(before)) continue;
    // A list number run into the words it follows ("... in payment for the services, compensation 1. At the rate of ..."),
    // as a text layer joins lines that were apart, numbers the next part of the same sentence: no sentence ends on a bare
    // figure after a plain word, unless the word names what the figure counts ("Section 5.", "Year 2.").
    if (m[1] === '.' && /\s[a-z]{3,}\s+\d\.$/.test(before) && !/\b(?:section|paragraph|article|exhibit|schedule|item|clause|no|year|years|page|level|grade|step|tier|phase|part|and|or|to|of)\s+\d\.$/i.test(before)) continue;
    // A short piece before a semicolon is a list item of the same sentence.
    if (m[1] === ';' && before.length < 40) continue;
    out.push(before.trim());
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out.filter(Boolean);
}

/** A line of one physical line's height that holds one column's text, whose width can be trusted. */
function plainLine(line: TextLine, gutter: number | null): line is TextLine & { box: Box } {
  const b = line.box;
  if (!b || line.cut || b.h > 0.025 || line.text.includes(' | ') || line.text.length < 2) return false;
  return gutter === null || b.x >= gutter || b.x + b.w <= gutter;
}

/** Where each column's full lines end: far right among its plain lines (index 0 the left or only column, 1 the right). */
function columnEdges(doc: TextDocument, gutter: number | null): number[] {
  const ends: number[][] = [[], []];
  for (const page of doc.pages) {
    for (const line of page.lines) if (plainLine(line, gutter)) ends[gutter !== null && line.box.x >= gutter ? 1 : 0].push(line.box.x + line.box.w);
  }
  return ends.map((e) => {
    if (e.length < 10) return Infinity;
    e.sort((a, b) => a - b);
    return e[Math.floor(e.length * 0.97)];
  });
}

/**
 * A line that the layout wrapped, not one the writer ended: it runs to its column's edge, and the first word of the
 * next line would not have fitted in what is left of it. The next line goes on with the same sentence, so it is no
 * heading or label of its own, whatever it looks like ("... the courts of the county and state of" / "NEW MEXICO").
 */
function wrapsInto(prev: TextLine | undefined, next: TextLine, gutter: number | null, edges: number[]): boolean {
  if (!prev || !plainLine(prev, gutter) || prev.text.length < 20) return false;
  if (/[.:;!?]["\u201d\u2019)\]]*$/.test(prev.text.trim())) return false;
  const b = prev.box;
  const edge = edges[gutter !== null && b.x >= gutter ? 1 : 0];
  const perChar = b.w / prev.text.length;
  const word = next.text.trim().split(/\s+/)[0] ?? '';
  return edge - (b.x + b.w) < (word.length + 1) * perChar;
}

export function buildContext(doc: TextDocument): Ctx {
  // The text layer has already put the columns in reading order; where they are still tell how wide a full line is.
  const gutter = doc.secondColumn ?? null;
  const edges = columnEdges(doc, gutter);
  let prevLine: TextLine | undefined;
  // 1. Group lines into units (paragraphs / numbered items / headings) across pages.
  type Building = { pieces: Piece[]; heading: boolean; closed?: boolean; item?: boolean };
  const units: Building[] = [];
  let cur: Building | null = null;
  let bareItem = false;
  let lastHeading: Building | null = null;
  for (const page of doc.pages) {
    for (const line of page.lines) {
      // Dot leaders ("Base Salary ........ $250,000") separate table cells.
      const t = line.text.replace(/\s*(?:\.\s?){4,}\s*|\s*\u2026{2,}\s*/g, ' | ').replace(/\s+/g, ' ').trim();
      if (!t) {
        if (cur) cur.closed = true;
        lastHeading = null;
        prevLine = undefined;
        continue;
      }
      // An item, a label or a table row that would not have fitted after a full line is still its own: a caption that
      // happens to end near the edge ("3. PAY AND EXPENSES" / "(A) Salary. ...") is no wrapped sentence.
      // Nor does a line in capitals wrap into a mixed-case paragraph that opens on a capitalised word or on a recital's
      // word: a title over the first paragraph ("AMENDMENT TO EMPLOYMENT AGREEMENT" / "WHEREAS, the Bank ...") may
      // reach the column's edge too, while a lead-in in capitals goes on in its next line ("THIS EMPLOYMENT" /
      // "AGREEMENT, dated as of ...").
      const caseTurns = !!prevLine && isAllCaps(prevLine.text) && /[a-z]/.test(t) && (/^[A-Z][a-z]/.test(t) || RECITAL_HEADING.test(t) || RECITAL_OPENING.test(t.toLowerCase()) || /^NOW,? THEREFORE\b/.test(t));
      const wrapped = wrapsInto(prevLine, line, gutter, edges) && !caseTurns && !/\s\|\s/.test(t) && !STARTS_UNIT.test(t) && !RUN_ON_ITEM.test(t) && !isLabelLead(t);
      prevLine = line;
      // A bare item number ("36.", "(b)") read apart from its text, as OCR does with hanging
      // numbers in a margin, carries nothing and must not break the sentence around it.
      // After a finished sentence, though, an item number with its point or bracket ("2.", "(b)") still opens the item
      // its text starts, as the lines of an amendment do ("2." / "Section 5 of the Agreement is amended ...").
      if (/^(?:(?:\u00a7{1,2}\s*)?\(?\d{1,3}(?:\.\d{1,2})*[a-z]?[.)]?|\([a-z]{1,3}\)|[a-z]\.)$/i.test(t)) {
        bareItem = /[.)]$/.test(t);
        continue;
      }
      const afterItem = bareItem;
      bareItem = false;
      const piece: Piece = { text: t, page: page.page, box: line.box, quality: line.ocrConfidence ?? 1 };
      const opened: Building | null = lastHeading;
      lastHeading = null;
      // A caption the layout wrapped ("FOURTH AMENDMENT TO EMPLOYMENT" / "AGREEMENT") stays one caption; a line taken
      // for a caption that wraps into running words was the start of the sentence.
      if (wrapped && opened && isHeadingLine(t)) {
        opened.pieces.push(piece);
        lastHeading = opened;
        continue;
      }
      if (wrapped && (opened || (cur && !cur.heading))) {
        const into = (opened ?? cur) as Building;
        into.heading = false;
        into.pieces.push(piece);
        into.closed = false;
        cur = into;
        continue;
      }
      if (opened && isBrokenCaption(opened.pieces[opened.pieces.length - 1].text, t)) {
        opened.heading = false;
        opened.pieces.push(piece);
        cur = opened;
        continue;
      }
      // A capitals paragraph broken after "... TO SUBMIT TO THE" goes on in its next line, whatever that line looks like;
      // so does one broken after a possessive or a comma, or any line of running capitals that ends on no stop, when the
      // next line is no numbered or division caption: a narrow column or a hard line break cuts "EXECUTIVE'S" / "ANNUAL
      // BASE" / "SALARY SHALL BE ...", and the short middle piece is no heading.
      const midSentence: boolean = !!cur && !cur.heading && !cur.closed && (CAPS_OPEN_END.test(cur.pieces[cur.pieces.length - 1].text) || (isCapsRun(cur.pieces[cur.pieces.length - 1].text) && !STARTS_UNIT.test(t)));
      const heading: boolean = isHeadingLine(t) && !midSentence;
      // A blank line or page break in mid-sentence (next line starts in lower case) does not end a unit.
      const continues = cur && !cur.heading && (!cur.closed || (/^[a-z]/.test(t) && !/[.:]$/.test(cur.pieces[cur.pieces.length - 1].text)));
      // A numbered or lettered start opens a new unit only after a finished sentence:
      // "upon ninety / (90) days' notice" and "a / 1.0 FTE" are line breaks, not items.
      const prevEnded: boolean = !cur || !!cur.closed || /[.:;!?"\u201d)\]|]$/.test(cur.pieces[cur.pieces.length - 1].text);
      // A table row (cells joined by " | ") is a fact of its own.
      const row = /\s\|\s/.test(t);
      // A label alone on its line ("Vacation leave") followed by its value on the next: one fact.
      // Not the first word or two of a numbered item's sentence, broken after them ("(2)" / "Party" / "B shall ...").
      if (!heading && !row && cur && !cur.heading && !cur.item && cur.pieces.length === 1 && isLabel(cur.pieces[0].text) && !STARTS_UNIT.test(t) && !isLabel(t)) {
        cur.pieces[0] = { ...cur.pieces[0], text: `${cur.pieces[0].text}:` };
        cur.pieces.push(piece);
        cur.closed = false;
        continue;
      }
      // A hanging number opens an item after a full stop; after a colon or a semicolon it numbers a list the
      // sentence runs on through ("unless earlier terminated:" / "(a)" / "by either party ...;").
      const itemOpens: boolean = afterItem && (!cur || /[.!?]["\u201d)\]]*$/.test(cur.pieces[cur.pieces.length - 1].text));
      if (heading || !cur || !continues || row || ((STARTS_UNIT.test(t) || RUN_ON_ITEM.test(t) || isLabelLead(t) || itemOpens) && prevEnded)) {
        cur = { pieces: [piece], heading, item: itemOpens };
        units.push(cur);
        if (heading) {
          lastHeading = cur;
          cur = null;
        }
      } else {
        cur.pieces.push(piece);
        cur.closed = false;
      }
    }
  }

  // 2. Join each unit's lines, and learn from the whole text who the parties are.
  const joinedUnits = units.map((unit) => {
    let joined = '';
    const spans: { from: number; to: number; piece: Piece }[] = [];
    for (const p of unit.pieces) {
      // A hyphen at a line end joins a broken word ("compen-/sation"), except in compounds
      // that keep it ("one-/half", "full-/time", "non-/compete").
      if (joined && /[A-Za-z]-$/.test(joined) && /^[a-z]/.test(p.text) && !KEEP_HYPHEN.test(`${joined.slice(-12)}${p.text.slice(0, 14)}`)) joined = joined.slice(0, -1);
      else if (joined) joined += ' ';
      spans.push({ from: joined.length, to: joined.length + p.text.length, piece: p });
      joined += p.text;
    }
    return { joined, spans, sentences: unit.heading ? [joined] : splitSentences(joined) };
  });
  const parties = findParties(joinedUnits.flatMap((u) => u.sentences));
  const rewrite = partyRewriter(parties);
  const plain = (s: string) => expandShorthand(normalize(rewrite(s)));

  // 3. Cut each unit into sentences and record their page and box.
  const clauses: Clause[] = [];
  const unitList: Unit[] = [];
  let heading = '';
  // The header of the table being read: the first row of a run of rows, when it holds no figures.
  let header = '';
  let prevRow = false;
  units.forEach((unit, u) => {
    const unitIndex = unitList.length;
    const members: number[] = [];
    const { joined, spans, sentences } = joinedUnits[u];
    if (unit.heading) {
      heading = joined;
      // A heading is also a clause: "No Call Obligation" alone can carry meaning.
    }
    const title = unit.heading ? '' : itemTitle(joined);
    const isRow = !unit.heading && /\s\|\s/.test(unit.pieces[0].text);
    const rowText = isRow ? numericForm(plain(joined)) : '';
    if (isRow && !prevRow) header = /\d/.test(joined) ? '' : rowText;
    else if (!isRow) header = '';
    prevRow = isRow;
    const rowHeader = isRow && header && rowText !== header ? header : '';
    let offset = 0;
    for (const sentence of sentences) {
      const at = joined.indexOf(sentence, offset);
      const from = at >= 0 ? at : offset;
      const to = from + sentence.length;
      offset = to;
      const covered = spans.filter((s) => s.to > from && s.from < to);
      const first = covered[0]?.piece ?? unit.pieces[0];
      let box: Box | undefined;
      for (const s of covered) if (s.piece.page === first.page) box = unionBox(box, s.piece.box);
      const quality = covered.length ? covered.reduce((a, s) => a + s.piece.quality, 0) / covered.length : 1;
      const norm = plain(sentence);
      members.push(clauses.length);
      clauses.push({
        index: clauses.length,
        text: sentence,
        norm,
        page: first.page,
        box,
        heading: unit.heading ? joined : heading,
        readQuality: quality,
        unit: unitIndex,
        title,
        num: numericForm(norm),
        header: rowHeader,
      });
    }
    unitList.push({ index: unitIndex, clauses: members, num: members.map((i) => clauses[i].num).join(' '), heading: unit.heading });
  });
  return { doc, clauses, units: unitList, sections: sectionsOf(clauses), parties, all: clauses.map((c) => c.norm).join('\n') };
}

/** Numbered items and exhibit or schedule headings, by the label a cross-reference uses. */
function sectionsOf(clauses: Clause[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const c of clauses) {
    const m = /^(?:section\s+|article\s+|\u00a7{1,2}\s*)?(\d{1,2}(?:\.\d{1,2})*)\.?(?:\s|$)/.exec(c.norm) ?? /^(\d{1,3}[a-z]?)\)\s/.exec(c.norm) ?? /^((?:exhibit|schedule|appendix|attachment|addendum)\s+[a-z0-9]{1,3})\b/.exec(c.norm);
    if (m && !out.has(m[1])) out.set(m[1], c.index);
  }
  return out;
}

/** The clauses a clause refers to ("as set forth in Exhibit B", "under Section 5.2"): the referenced unit or exhibit. */
export function referencedClauses(ctx: Ctx, clause: Clause): Clause[] {
  const out: Clause[] = [];
  for (const m of clause.norm.matchAll(/(?:\b(?:section|paragraph)\s+|\u00a7{1,2}\s*)(\d{1,3}[a-z]?(?:\.\d{1,2})*)|\b((?:exhibit|schedule|appendix|attachment|addendum)\s+[a-z0-9]{1,3})\b/g)) {
    const start = ctx.sections.get(m[1] ?? m[2]);
    if (start === undefined || start === clause.index) continue;
    const first = ctx.clauses[start];
    // An exhibit runs to the next heading; a numbered section is its own unit.
    const same = m[2] ? (c: Clause) => c.heading === first.heading : (c: Clause) => c.unit === first.unit;
    for (let i = start; i < ctx.clauses.length && same(ctx.clauses[i]); i++) out.push(ctx.clauses[i]);
  }
  return out;
}

/** Evidence quoting a clause (or a part of it). */
export function evidenceFrom(clause: Clause, confidence: number, quote?: string): Evidence {
  const c = Math.max(0, Math.min(1, confidence * (0.6 + 0.4 * clause.readQuality)));
  const text = (quote ?? clause.text).slice(0, 400);
  return clause.box
    ? { page: clause.page, text, confidence: Number(c.toFixed(3)), box: clause.box }
    : { page: clause.page, text, confidence: Number(c.toFixed(3)) };
}

/** Builds a TextDocument from plain page texts (one string per page, lines split on \n). */
export function textDocumentFromPages(pages: string[]): TextDocument {
  return { pages: pages.map((p, i) => ({ page: i + 1, source: 'text' as const, lines: p.split('\n').map((text) => ({ text })) })) };
}
