// Tesseract's TSV (one row per word with its block, paragraph and line) ->
// TextLines in tesseract's reading order, boxes as fractions of the page image,
// confidence 0..1 from the words. TSV is built inside the engine; the blocks
// tree tesseract.js can also return costs extra time per symbol.
import type { TextLine } from '../types.js';

/** Words tesseract is less sure of than this (0..100) are noise unless they look like words: specks, rules, stamps. */
const MIN_WORD_CONFIDENCE = 20;

interface Word {
  left: number;
  top: number;
  right: number;
  bottom: number;
  conf: number;
  text: string;
}

export function tsvLines(tsv: string, width: number, height: number): TextLine[] {
  const lines = new Map<string, Word[]>();
  for (const row of tsv.split('\n')) {
    const c = row.split('\t');
    // level 5 = word: level page block par line word left top width height conf text
    if (c.length < 12 || c[0] !== '5') continue;
    const text = c.slice(11).join('\t').trim();
    const conf = Number(c[10]);
    if (!text || !(conf >= MIN_WORD_CONFIDENCE || /[A-Za-z0-9]{3}/.test(text))) continue;
    const [left, top, w, h] = c.slice(6, 10).map(Number);
    const key = `${c[2]}.${c[3]}.${c[4]}`;
    const words = lines.get(key) ?? [];
    words.push({ left, top, right: left + w, bottom: top + h, conf, text });
    lines.set(key, words);
  }
  const out: TextLine[] = [];
  for (const words of lines.values()) {
    const text = words.map((w) => w.text).join(' ');
    if (!/[A-Za-z0-9]/.test(text)) continue;
    const x0 = Math.min(...words.map((w) => w.left));
    const y0 = Math.min(...words.map((w) => w.top));
    const x1 = Math.max(...words.map((w) => w.right));
    const y1 = Math.max(...words.map((w) => w.bottom));
    const confidence = words.reduce((a, w) => a + Math.max(0, w.conf), 0) / words.length / 100;
    out.push({
      text,
      box: { x: frac(x0 / width), y: frac(y0 / height), w: frac((x1 - x0) / width), h: frac((y1 - y0) / height) },
      ocrConfidence: Math.round(confidence * 1000) / 1000,
    });
  }
  return out;
}

const frac = (v: number) => Math.round(Math.max(0, Math.min(1, v)) * 10000) / 10000;
