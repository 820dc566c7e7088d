// Boxes stay finite and on the page whatever numbers a file's matrices hold: a NaN
// box is stored as null and makes the record unreadable, and a NaN coordinate in a
// sort comparator scrambles reading order. Text at a position that cannot be
// computed is kept, without a box.
import { describe, expect, it } from 'vitest';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import type { Box } from '@cp/schema';
import { extractPdf, type TextLine } from '@cp/extraction';
import type { Fragment } from '../src/pdf/fragments.js';
import { pageLines } from '../src/pdf/page-lines.js';
import { tsvLines } from '../src/ocr/tesseract-lines.js';

const SALARY = 'The Employer shall pay the Physician a Base Salary of $250,000 per year.';
const LAST = 'This Agreement is governed by the laws of the State of Ohio.';
const HUGE = `1${'0'.repeat(300)}`;

/**
 * Ordinary lines around text set with absurd operators: an exponent pdfjs does not
 * read, a 1e38 text matrix, two concatenated 1e300 matrices (their product
 * overflows), a degenerate all-zero matrix, a NaN operand, a 1e40 negative font
 * size (pdfjs drops that text), and a horizontal scale past any double, which
 * stays in force for the text after it.
 */
const CONTENT = [
  `BT /F1 12 Tf 72 700 Td (${SALARY}) Tj ET`,
  'BT /F1 12 Tf 1e308 0 0 1e308 0 0 Tm (Exponent matrix) Tj ET',
  `BT /F1 12 Tf 1${'0'.repeat(38)} 0 0 1 10 10 Tm (Wide matrix) Tj ET`,
  `q ${HUGE} 0 0 ${HUGE} 0 0 cm ${HUGE} 0 0 ${HUGE} 0 0 cm BT /F1 12 Tf 1 0 0 1 5 5 Tm (Overflowing cm) Tj ET Q`,
  'q 0 0 0 0 0 0 cm BT /F1 12 Tf (Degenerate cm) Tj ET Q',
  'BT /F1 12 Tf NaN 0 0 1 0 0 Tm (NaN operand) Tj ET',
  `BT /F1 -1${'0'.repeat(40)} Tf 72 600 Td (Negative huge font) Tj ET`,
  `BT /F1 12 Tf 72 650 Td (${LAST}) Tj ET`,
  `BT /F1 12 Tf 72 500 Td 1${'0'.repeat(320)} Tz (Huge scale) Tj ET`,
  'BT /F1 12 Tf 72 400 Td (After the scale) Tj ET',
].join('\n');

async function absurdPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  page.node.setFontDictionary(PDFName.of('F1'), font.ref);
  page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.stream(CONTENT)));
  return doc.save();
}

function expectOnPage(box: Box): void {
  for (const v of [box.x, box.y, box.w, box.h]) {
    expect(Number.isFinite(v)).toBe(true);
    expect(v).toBeGreaterThanOrEqual(0);
    expect(v).toBeLessThanOrEqual(1);
  }
  expect(box.x + box.w).toBeLessThanOrEqual(1 + 1e-9);
  expect(box.y + box.h).toBeLessThanOrEqual(1 + 1e-9);
}

describe('boxes from absurd text and transformation matrices', () => {
  it('stay finite and on the page, ordinary lines keep theirs, and no text is lost', async () => {
    const { text, result } = await extractPdf(await absurdPdf(), { ocr: 'off' });
    const lines = text.pages[0].lines;
    for (const line of lines) if (line.box) expectOnPage(line.box);
    const salary = lines.find((l) => l.text === SALARY);
    expect(salary?.box?.x).toBeCloseTo(72 / 612, 3);
    expect(salary?.box?.y).toBeCloseTo((792 - 700 - 12 * 0.85) / 792, 3);
    expect(lines.find((l) => l.text === LAST)?.box).toBeDefined();
    expect(lines.some((l) => l.text.includes('Degenerate cm'))).toBe(true);
    // Text the broken scale left without a position is still read, on one line without a box.
    const loose = lines.filter((l) => !l.box);
    expect(loose).toHaveLength(1);
    expect(loose[0].text.replace(/ /g, '')).toContain('fterthescale');
    // The stored record would be read back as it was written: no NaN turned into null.
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
    expect(result.evidence['compensation.guar_base_sal']?.box).toBeDefined();
    for (const evidence of Object.values(result.evidence)) if (evidence.box) expectOnPage(evidence.box);
  });
});

describe('pageLines with fragments at positions that cannot be computed', () => {
  const fragment = (text: string, y: number, x0 = 72): Fragment => ({ text, x0, x1: x0 + text.length * 5, y, size: 10, spaceBefore: false });

  it('reads the placeable ones in order, whatever sits between them, and keeps the others as one line without a box', () => {
    const good = Array.from({ length: 40 }, (_, i) => fragment(`Line ${i + 1}`, 80 + i * 14));
    const broken = [
      fragment('nan-y', Number.NaN),
      fragment('inf-x', 300, Number.POSITIVE_INFINITY),
      { ...fragment('nan-size', 200), size: Number.NaN },
      fragment('far-off', 1e200),
    ];
    // Shuffled, broken fragments in between: a NaN comparator would leave this order partly unsorted.
    const mixed = [...good].reverse().flatMap((f, i) => (i % 10 === 0 ? [broken[i / 10], f] : [f]));
    const lines: TextLine[] = pageLines(mixed, 612, 792);
    expect(lines.slice(0, 40).map((l) => l.text)).toEqual(good.map((f) => f.text));
    for (const line of lines.slice(0, 40)) expectOnPage(line.box!);
    expect(lines[40]).toEqual({ text: 'nan-y inf-x nan-size far-off'.replace(/ /g, '') });
  });

  it('leaves boxes out on a page whose size is not a number', () => {
    const lines = pageLines([fragment('Some text', 100)], Number.NaN, 0);
    expect(lines).toEqual([{ text: 'Some text' }]);
  });
});

describe('OCR words with unusable geometry', () => {
  const header = 'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext';
  const word = (n: number, left: string, text: string) => ['5', '1', '1', '1', '1', String(n), left, '100', '80', '40', '95', text].join('\t');

  it('drops a word whose box tesseract did not give, and gives no box on an image of unknown size', () => {
    const tsv = [header, word(1, '300', 'Base'), word(2, 'x', 'Junk'), word(3, '400', 'Salary')].join('\n');
    expect(tsvLines(tsv, 2550, 3300, 300).map((l) => l.text)).toEqual(['Base Salary']);
    expect(tsvLines(tsv, 0, 0, 300)).toEqual([{ text: 'Base Salary', ocrConfidence: 0.95 }]);
  });
});
