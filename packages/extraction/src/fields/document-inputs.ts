// What the document as a whole says about the chance of each of its readings being right, beyond the
// reading itself: on real contracts the rules had not seen, errors gathered in some documents more than
// in others. An amendment changes a few sections of an earlier agreement and names the rest only by
// number, so a field read from it is more often a pointer, a passing mention or a figure being replaced;
// how much more depends on the field (a salary an amendment restates is read as well as anywhere, a
// benefit flag it mentions in passing is not). Each input below sorts the whole document into a group,
// shared by all its readings, and the calibration (field-reliability.ts, tables fitted by
// bench/field-reliability.mjs) weighs the record of the field's readings in that group against the
// field's own record, as it does for the reading inputs. Only the document's text is used.

/** The document's groups, in the order the calibration's weights are written (after the reading inputs). */
export const DOCUMENT_INPUTS = ['document'] as const;
export type DocumentInput = (typeof DOCUMENT_INPUTS)[number];

/** How much of the text's start is its head: the title and the opening sentence. */
const HEAD = 800;

/**
 * A head that names the document as an amendment of another: 'Amendment No. 2 to the Employment Agreement',
 * 'First Amendment', 'this Amendment', 'hereby amends'. An agreement 'amended and restated' in full is a whole
 * agreement and is not caught, unless it is itself being amended ('Amendment to the Amended and Restated ...').
 */
const AMENDMENT_HEAD = /\bamendment\s+(?:no\.?\s*\d+\s+)?to\b|\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th))\s+amendment\b|\bthis\s+amendment\b|\bhereby\s+amends?\b/i;

/** The closing words of an amendment anywhere in it: what it does not change stays in force. */
const REST_IN_FORCE = /\bexcept as (?:expressly |specifically |otherwise )?(?:set forth|provided|amended|modified|changed)[^.]{0,80}(?:herein|hereby|in this amendment|above|below)[^.]{0,160}\b(?:remain|continue)s?\b[^.]{0,40}\bfull force\b/i;

/** Whether the document amends some parts of an earlier agreement rather than setting out a whole one. */
export function amendsParts(text: string): boolean {
  return AMENDMENT_HEAD.test(text.slice(0, HEAD)) || REST_IN_FORCE.test(text);
}

/**
 * The group of each document input the document falls in (keys of the calibration's tables, after the field's path),
 * from its whole text as the rules read it (`ctx.all` of context.ts).
 */
export function documentKeys(text: string): Record<DocumentInput, string> {
  return { document: amendsParts(text) ? 'amendment' : 'agreement' };
}
