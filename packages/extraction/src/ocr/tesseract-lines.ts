// Tesseract's TSV (one row per word, with its block, paragraph and line) -> the
// same positioned fragments the text layer yields, so OCR pages go through the
// same reading-order rules (columns, table rows, list markers). Tesseract's
// lines keep their words together; a slight page tilt is measured from them and
// taken out so that the cells of a table row share a baseline again.
import { median } from '../pdf/lines.js';
import type { Fragment } from '../pdf/fragments.js';
import { pageLines } from '../pdf/page-lines.js';
import type { TextLine } from '../types.js';

/** Words tesseract is less sure of than this (0..100) are noise unless they look like words: specks, rules, stamps. */
const MIN_WORD_CONFIDENCE = 20;
const INK_PER_EM = 0.75;

interface Word {
  left: number;
  top: number;
  right: number;
  bottom: number;
  conf: number;
  text: string;
}

function parseTsv(tsv: string): Word[][] {
  const lines = new Map<string, Word[]>();
  for (const row of tsv.split('\n')) {
    const c = row.split('\t');
    // level page block par line word left top width height conf text; level 5 = word
    if (c.length < 12 || c[0] !== '5') continue;
    const text = c.slice(11).join('\t').trim();
    const conf = Number(c[10]);
    if (!text || !(conf >= MIN_WORD_CONFIDENCE || /[A-Za-z0-9]{3}/.test(text))) continue;
    // Table rulings read as bars.
    if (/^[|\u00a6\u2502]+$/.test(text)) continue;
    const [left, top, w, h] = c.slice(6, 10).map(Number);
    if (![left, top, w, h].every(Number.isFinite)) continue;
    const key = `${c[2]}.${c[3]}.${c[4]}`;
    const words = lines.get(key) ?? [];
    words.push({ left, top, right: left + w, bottom: top + h, conf, text });
    lines.set(key, words);
  }
  return [...lines.values()];
}

/** Median slope (dy/dx) of word bottoms along tesseract's lines: the page tilt. */
function tilt(lines: Word[][]): number {
  const slopes: number[] = [];
  for (const words of lines) {
    if (words.length < 4) continue;
    const xs = words.map((w) => (w.left + w.right) / 2);
    const ys = words.map((w) => w.bottom);
    const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
    const my = ys.reduce((a, b) => a + b, 0) / ys.length;
    let num = 0;
    let den = 0;
    for (let i = 0; i < xs.length; i++) {
      num += (xs[i] - mx) * (ys[i] - my);
      den += (xs[i] - mx) ** 2;
    }
    if (den > 0) slopes.push(num / den);
  }
  return slopes.length >= 3 ? median(slopes) : 0;
}

/**
 * @param width page image width in pixels
 * @param height page image height in pixels
 * @param dpi resolution the page was rendered at (pixels -> points)
 */
export function tsvLines(tsv: string, width: number, height: number, dpi = 300): TextLine[] {
  const lines = parseTsv(tsv);
  const slope = tilt(lines);
  const k = 72 / dpi;
  const fragments: Fragment[] = [];
  for (const words of lines) {
    // One baseline per tesseract line: descenders must not split it.
    const base = median(words.map((w) => w.bottom - slope * ((w.left + w.right) / 2 - width / 2)));
    // Ink boxes span about three quarters of the em (cap height plus a little): scale to a font size.
    const size = (median(words.map((w) => w.bottom - w.top)) / INK_PER_EM) * k;
    words.forEach((w, i) => {
      fragments.push({ text: w.text, x0: w.left * k, x1: w.right * k, y: base * k, size, spaceBefore: i > 0, conf: Math.max(0, w.conf) / 100 });
    });
  }
  return pageLines(fragments, width * k, height * k).filter((l) => /[A-Za-z0-9]/.test(l.text));
}
