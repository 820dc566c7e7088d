// Rebuilds reading order on one page: finds a two-column layout (a gutter that
// prose lines keep clear of) and reads each column top to bottom, keeps lines
// that span the gutter (titles, full-width headings) in place, and folds the
// wrapped lines of a table cell back into their row.
import type { Box } from '@cp/schema';
import type { TextLine } from '../types.js';
import { median, quantile, type Chunk, type RawLine } from './lines.js';

/** A visual line in reading order: one chunk for prose, several for a table row. */
interface OrderedLine {
  cells: Chunk[];
  /** Baseline of the first and last physical line (a merged table row spans several). */
  top: number;
  bottom: number;
  size: number;
}

interface Gutter {
  x: number;
}

/** Most positions tried for a gutter: 2-point steps up to a page about 55 inches wide. */
const GUTTER_CANDIDATES = 2000;

/** Finds the gutter of a two-column page, or null for a single-column page. */
export function findGutter(lines: RawLine[], width: number): Gutter | null {
  if (lines.length < 8 || !Number.isFinite(width)) return null;
  // Score every candidate x: lines on each side, lines crossing it. The gutter is
  // the middle of the widest run of best-scoring positions. Every 2 points, or a
  // coarser step on a page too wide for that (a hostile MediaBox) to stay cheap.
  const step = Math.max(2, width / GUTTER_CANDIDATES);
  const scored: { x: number; score: number; cover: number }[] = [];
  for (let x = Math.round(width * 0.3); x <= Math.round(width * 0.7); x += step) {
    let cover = 0;
    let left = 0;
    let right = 0;
    for (const line of lines) {
      if (line.chunks.some((c) => c.x0 < x - 3 && c.x1 > x + 3)) cover++;
      else {
        if (line.chunks.some((c) => c.x1 <= x)) left++;
        if (line.chunks.some((c) => c.x0 >= x)) right++;
      }
    }
    if (cover <= lines.length * 0.15) scored.push({ x, score: Math.min(left, right), cover });
  }
  const better = (a: { score: number; cover: number }, b: { score: number; cover: number }) => a.score > b.score || (a.score === b.score && a.cover < b.cover);
  let top: (typeof scored)[number] | null = null;
  for (const c of scored) if (!top || better(c, top)) top = c;
  if (!top) return null;
  if (top.score < Math.max(5, lines.length * 0.25)) return null;
  const best = top;
  const run = scored.filter((c) => c.score === best.score && c.cover === best.cover && Math.abs(c.x - best.x) < width * 0.2);
  const x = run[run.length >> 1].x;
  return isProseColumns(lines, x) ? { x } : null;
}

/**
 * Tables have gutters too. Columns of prose differ: each side of a line is one
 * chunk of several words, and lines fill their column's width: most of them when
 * the text is set justified, or at least a good share of them when it is set ragged
 * with short lines where a paragraph (or a line of the original, hard-wrapped
 * text) ends.
 */
function isProseColumns(lines: RawLine[], x: number): boolean {
  const sides = (pick: (c: Chunk) => boolean) => {
    const chunks: Chunk[] = [];
    let multi = 0;
    let n = 0;
    for (const line of lines) {
      if (line.chunks.some((c) => c.x0 < x - 3 && c.x1 > x + 3)) continue;
      const side = line.chunks.filter(pick);
      if (side.length === 0) continue;
      n++;
      if (side.length > 1) multi++;
      chunks.push(...side);
    }
    if (chunks.length === 0) return false;
    const x0 = Math.min(...chunks.map((c) => c.x0));
    const x1 = Math.max(...chunks.map((c) => c.x1));
    const fills = chunks.map((c) => (c.x1 - c.x0) / Math.max(1, x1 - x0));
    const filled = median(fills) >= 0.7 || quantile(fills, 0.75) >= 0.85;
    // Table cells hold a few words (a label, an amount); prose lines hold several,
    // even where many lines of a ragged column are short ends of paragraphs.
    const words = chunks.map((c) => c.words);
    const wordy = median(words) >= 4 || quantile(words, 0.75) >= 6;
    return multi <= n * 0.1 && filled && wordy;
  };
  return sides((c) => c.x1 <= x) && sides((c) => c.x0 >= x);
}

function toOrdered(cells: Chunk[], y: number, size: number): OrderedLine {
  return { cells, top: y, bottom: y, size };
}

/** Lines in reading order, with cells still apart. */
export function orderLines(lines: RawLine[], width: number): OrderedLine[] {
  const gutter = findGutter(lines, width);
  if (!gutter) return lines.map((l) => toOrdered(l.chunks, l.y, l.size));
  const out: OrderedLine[] = [];
  let left: OrderedLine[] = [];
  let right: OrderedLine[] = [];
  const flush = () => {
    out.push(...left, ...right);
    left = [];
    right = [];
  };
  for (const line of lines) {
    const spans = line.chunks.some((c) => c.x0 < gutter.x - 3 && c.x1 > gutter.x + 3);
    if (spans) {
      flush();
      out.push(toOrdered(line.chunks, line.y, line.size));
      continue;
    }
    const l = line.chunks.filter((c) => c.x1 <= gutter.x);
    const r = line.chunks.filter((c) => c.x0 >= gutter.x);
    if (l.length) left.push(toOrdered(l, line.y, line.size));
    if (r.length) right.push(toOrdered(r, line.y, line.size));
  }
  flush();
  return out;
}

/**
 * A table cell that wraps puts its extra lines under the cell, with nothing in
 * the first column. Those lines are appended to the cells of the row above so a
 * row reads as one line.
 */
export function mergeTableRows(lines: OrderedLine[]): OrderedLine[] {
  const out: OrderedLine[] = [];
  /** Gap above the row being built, when what is above it is a table row too (else Infinity). */
  let gapAboveRow = Number.POSITIVE_INFINITY;
  for (const line of lines) {
    const row = out[out.length - 1];
    if (row && row.cells.length >= 2 && continuesRow(row, line, gapAboveRow)) {
      for (const cell of line.cells) {
        const target = row.cells.reduce((a, b) => (Math.abs(b.x0 - cell.x0) < Math.abs(a.x0 - cell.x0) ? b : a));
        target.text = `${target.text} ${cell.text}`;
        target.x1 = Math.max(target.x1, cell.x1);
        target.words += cell.words;
        target.confs = [...target.confs, ...cell.confs];
      }
      row.bottom = line.bottom;
      continue;
    }
    gapAboveRow = row && row.cells.length >= 2 && line.top > row.bottom ? line.top - row.bottom : Number.POSITIVE_INFINITY;
    out.push({ ...line, cells: line.cells.map((c) => ({ ...c })) });
  }
  return out;
}

/**
 * A line continues the table row above when it sits at in-cell line spacing and
 * every piece of it lines up under a cell. Without a first-column piece that is
 * enough; with one, the line must also sit closer to the row than the row sits
 * to what is above it (rows are padded, wrapped lines are not), or it is the
 * next row.
 */
function continuesRow(row: OrderedLine, line: OrderedLine, gapAboveRow: number): boolean {
  const size = Math.max(row.size, line.size);
  const gap = line.top - row.bottom;
  // Cell text wraps at the body's line spacing (about 1.2 to 1.7 font sizes; OCR only estimates the size).
  if (gap > size * 2 || gap <= 0) return false;
  const tol = size * 0.6;
  const aligned = (from: number) => line.cells.every((c) => row.cells.slice(from).some((r) => Math.abs(r.x0 - c.x0) <= tol));
  if (line.cells[0].x0 >= row.cells[0].x1 - tol) return aligned(1);
  // The first row of a table has no row spacing to compare with: only a line that
  // leaves cells empty (a wrapped cell, not a full next row) goes with it.
  if (!Number.isFinite(gapAboveRow)) return line.cells.length < row.cells.length && aligned(0);
  return gap < gapAboveRow * 0.75 && aligned(0);
}

/** One page's raw lines -> TextLines in reading order, boxes as fractions of the page. */
export function readingOrder(lines: RawLine[], width: number, height: number): TextLine[] {
  return mergeTableRows(orderLines(lines, width))
    .map((line) => {
      const text = line.cells.map((c) => c.text).join(' | ');
      const x0 = Math.min(...line.cells.map((c) => c.x0));
      const x1 = Math.max(...line.cells.map((c) => c.x1));
      const top = line.top - line.size * 0.85;
      const bottom = line.bottom + line.size * 0.25;
      const confs = line.cells.flatMap((c) => c.confs);
      const ocr = confs.length ? { ocrConfidence: Math.round((confs.reduce((a, c) => a + c, 0) / confs.length) * 1000) / 1000 } : {};
      const box = pageBox(x0, x1, top, bottom, width, height);
      return { text, ...ocr, ...(box ? { box } : {}) };
    })
    .filter((l) => l.text.length > 0);
}

/**
 * Edges in points -> a box as fractions of the page, its edges clamped to the page
 * (so x + w and y + h stay within 1 as well); none when the page size or an edge is
 * not a finite number.
 */
function pageBox(x0: number, x1: number, top: number, bottom: number, width: number, height: number): Box | undefined {
  const left = x0 / width;
  const right = x1 / width;
  const upper = top / height;
  const lower = bottom / height;
  if (![left, right, upper, lower].every(Number.isFinite)) return undefined;
  const x = round(clamp01(left));
  const y = round(clamp01(upper));
  return { x, y, w: round(clamp01(right) - x), h: round(clamp01(lower) - y) };
}

const clamp01 = (v: number) => Math.max(0, Math.min(1, v));
const round = (v: number) => Math.max(0, Math.round(v * 10000) / 10000);
