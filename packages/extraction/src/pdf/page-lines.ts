// One page's positioned fragments (text layer or OCR) -> TextLines in reading order.
// Only fragments at finite, sane positions take part in the layout: a damaged text
// matrix (NaN, or numbers past any page) would otherwise make boxes NaN, which JSON
// stores as null, and break the sorts of the line and column logic (a comparator
// that answers NaN leaves Array.sort's order unspecified). Their text is kept, on a
// line of its own without a box at the end of the page.
import type { TextLine } from '../types.js';
import type { Fragment } from './fragments.js';
import { groupLines } from './lines.js';
import { readingOrder } from './reading-order.js';

/** Farther than this from the page's origin (points, 35 m) a position is damage, not layout; within it no sum or product of positions overflows. */
const MAX_COORDINATE = 100_000;

const sane = (v: number) => Number.isFinite(v) && Math.abs(v) <= MAX_COORDINATE;

function placeable(f: Fragment): boolean {
  return sane(f.x0) && sane(f.x1) && sane(f.y) && sane(f.size) && f.size > 0;
}

export function pageLines(fragments: Fragment[], width: number, height: number): TextLine[] {
  const lines = readingOrder(groupLines(fragments.filter(placeable)), width, height);
  const loose = fragments.filter((f) => !placeable(f));
  const text = loose
    .map((f, i) => (i > 0 && f.spaceBefore ? ` ${f.text}` : f.text))
    .join('')
    .trim();
  if (text) lines.push({ text });
  return lines;
}
