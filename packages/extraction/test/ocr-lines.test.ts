import { describe, expect, it } from 'vitest';
import { tsvLines } from '../src/ocr/tesseract-lines.js';
import { pngSize } from '../src/ocr/png.js';

const W = 2550;
const H = 3300;
const SLOPE = 0.014; // about 0.8 degrees, as a hand-fed scan

/** TSV word rows for one tesseract line: words placed left to right from x, on a tilted baseline. */
function line(block: number, y: number, x: number, words: string[], conf = 95): string[] {
  let at = x;
  return words.map((w, i) => {
    const width = w.length * 22;
    const bottom = Math.round(y + SLOPE * (at + width / 2 - W / 2));
    const row = ['5', '1', String(block), '1', '1', String(i + 1), String(at), String(bottom - 40), String(width), '40', String(conf), w].join('\t');
    at += width + 18;
    return row;
  });
}

describe('tsvLines (OCR words -> reading-order lines)', () => {
  it('takes the tilt out so the cells of a table row land on one line', () => {
    const tsv = [
      'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
      ...line(1, 700, 300, 'This Agreement sets out the compensation of Physician.'.split(' ')),
      ...line(2, 750, 300, 'It is effective as of the Start Date below.'.split(' ')),
      ...line(3, 800, 300, 'The Employer shall pay the Physician as follows.'.split(' ')),
      ...line(4, 1000, 300, ['Base', 'Salary']),
      ...line(5, 1000, 2100, ['$250,000']),
      ...line(6, 1200, 300, ['Signing', 'Bonus']),
      ...line(7, 1200, 2100, ['$20,000'], 60),
    ].join('\n');
    const lines = tsvLines(tsv, W, H, 300);
    expect(lines.map((l) => l.text).slice(2)).toEqual(['The Employer shall pay the Physician as follows.', 'Base Salary | $250,000', 'Signing Bonus | $20,000']);
    expect(lines[2].ocrConfidence).toBeCloseTo(0.95, 3);
    expect(lines[4].ocrConfidence).toBeCloseTo((95 + 95 + 60) / 300, 3);
    const box = lines[3].box!;
    expect(box.x).toBeCloseTo(300 / W, 2);
    expect(box.y).toBeGreaterThan(0.28);
    expect(box.y).toBeLessThan(0.31);
  });

  it('drops table rulings and low-confidence specks', () => {
    const tsv = [...line(1, 800, 300, ['Term', '|', 'three', '(3)', 'years']), ...line(2, 900, 300, ['~'], 5)].join('\n');
    expect(tsvLines(tsv, W, H, 300).map((l) => l.text)).toEqual(['Term three (3) years']);
  });
});

describe('pngSize', () => {
  it('reads PNG and JPEG headers', () => {
    const png = new Uint8Array(24);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(png.buffer).setUint32(16, 2550);
    new DataView(png.buffer).setUint32(20, 3300);
    expect(pngSize(png)).toEqual({ width: 2550, height: 3300 });
    const jpg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11, 8, 0x0c, 0xe4, 0x09, 0xf6, 1, 0, 0, 0, 0]);
    expect(pngSize(jpg)).toEqual({ width: 2550, height: 3300 });
  });
});
