// Groups positioned fragments into lines by baseline, and each line into chunks
// separated by wide horizontal gaps (table cells, or the two halves of a line
// that crosses a column gutter).
import type { Fragment } from './fragments.js';

export interface Chunk {
  text: string;
  x0: number;
  x1: number;
  y: number;
  size: number;
  words: number;
  /** OCR confidences of its words (empty for the text layer). */
  confs: number[];
}

/** Fragments sharing a baseline, left to right, cut into chunks at wide gaps. */
export interface RawLine {
  y: number;
  size: number;
  chunks: Chunk[];
}

/**
 * A gap wider than this many font sizes separates cells or columns. Word spaces,
 * even stretched in justified text, stay under about 0.8.
 */
export const CELL_GAP = 1.15;
/** A gap wider than this many font sizes is a word break even without a space character. */
const WORD_GAP = 0.12;

/** Fragments within this fraction of the font size of a baseline sit on it. */
const BASELINE_TOLERANCE = 0.4;

export function groupLines(fragments: Fragment[]): RawLine[] {
  const sorted = [...fragments].sort((a, b) => a.y - b.y || a.x0 - b.x0);
  const groups: Fragment[][] = [];
  let current: Fragment[] = [];
  let y = Number.NaN;
  let size = 0;
  for (const f of sorted) {
    if (current.length && Math.abs(f.y - y) <= BASELINE_TOLERANCE * Math.max(size, f.size)) {
      current.push(f);
      continue;
    }
    if (current.length) groups.push(current);
    current = [f];
    y = f.y;
    size = f.size;
  }
  if (current.length) groups.push(current);
  return groups.map(toRawLine);
}

function toRawLine(frags: Fragment[]): RawLine {
  const row = [...frags].sort((a, b) => a.x0 - b.x0);
  const chunks: Chunk[] = [];
  let parts: Fragment[] = [];
  const flush = () => {
    if (parts.length) chunks.push(chunkOf(parts));
    parts = [];
  };
  for (const f of row) {
    const prev = parts[parts.length - 1];
    if (prev) {
      // Fake bold: the same text printed twice a hair apart.
      if (prev.text === f.text && Math.abs(prev.x0 - f.x0) < f.size * 0.3) continue;
      if (f.x0 - prev.x1 > CELL_GAP * Math.max(prev.size, f.size)) flush();
    }
    parts.push(f);
  }
  flush();
  const size = median(row.map((f) => f.size));
  return { y: median(row.map((f) => f.y)), size, chunks: joinListMarkers(joinJustified(chunks)) };
}

/**
 * A justified line with few words can stretch its spaces past the cell gap.
 * Such a line is single words at even, still word-sized gaps; a table row is not.
 */
const JUSTIFIED_MAX_GAP = 2.5;

function joinJustified(chunks: Chunk[]): Chunk[] {
  const out: Chunk[] = [];
  let i = 0;
  while (i < chunks.length) {
    let j = i + 1;
    const gap0 = j < chunks.length ? chunks[j].x0 - chunks[i].x1 : 0;
    const spaceLike = gap0 <= JUSTIFIED_MAX_GAP * chunks[i].size;
    while (spaceLike && j < chunks.length && chunks[j - 1].words === 1 && chunks[j].words === 1) {
      const gap = chunks[j].x0 - chunks[j - 1].x1;
      if (gap > gap0 * 1.25 || gap < gap0 / 1.25) break;
      j++;
    }
    if (j - i >= 3) {
      const run = chunks.slice(i, j);
      out.push({
        ...run[0],
        text: run.map((c) => c.text).join(' '),
        x1: run[run.length - 1].x1,
        words: run.reduce((a, c) => a + c.words, 0),
        confs: run.flatMap((c) => c.confs),
      });
    } else out.push(...chunks.slice(i, j));
    i = j;
  }
  return out;
}

/** "1." or "(a)" set apart from its text by a hanging indent is part of the text, not a cell. */
const LIST_MARKER = /^(?:\(?\d{1,3}[.)]|\d{1,3}(?:\.\d{1,3})+\.?|\(\d{1,3}\)|\(?[a-zA-Z][.)]|\([a-z]{1,4}\)|[ivxlc]{1,5}[.)]|[\u2022\u25cf\u25aa\u2013\-*])$/;

/** A hanging indent is a few ems; anything wider is another column or cell. */
const MAX_MARKER_GAP = 5;

function joinListMarkers(chunks: Chunk[]): Chunk[] {
  if (chunks.length < 2 || !LIST_MARKER.test(chunks[0].text)) return chunks;
  const [marker, text, ...rest] = chunks;
  if (text.x0 - marker.x1 > MAX_MARKER_GAP * Math.max(marker.size, text.size)) return chunks;
  const merged: Chunk = { ...text, text: `${marker.text} ${text.text}`, x0: marker.x0, words: marker.words + text.words, confs: [...marker.confs, ...text.confs] };
  return [merged, ...rest];
}

function chunkOf(parts: Fragment[]): Chunk {
  let text = '';
  let prev: Fragment | undefined;
  for (const f of parts) {
    if (prev) {
      const gap = f.x0 - prev.x1;
      const spaced = f.spaceBefore || gap > WORD_GAP * Math.max(prev.size, f.size);
      if (spaced && !text.endsWith(' ')) text += ' ';
    }
    text += f.text;
    prev = f;
  }
  text = text.trim();
  return {
    text,
    x0: Math.min(...parts.map((p) => p.x0)),
    x1: Math.max(...parts.map((p) => p.x1)),
    y: median(parts.map((p) => p.y)),
    size: median(parts.map((p) => p.size)),
    words: text.split(/\s+/).filter(Boolean).length,
    confs: parts.flatMap((p) => (p.conf === undefined ? [] : [p.conf])),
  };
}

export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** The value below which a fraction q of the values lie (nearest rank). */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
}
