import { describe, expect, it } from 'vitest';
import { pdfToTextDocument, textDocumentToString, type TextDocument } from '@cp/extraction';
import { joinHyphenated } from '../src/pdf/hyphens.js';
import { dropRunningHeads } from '../src/pdf/running-heads.js';
import { buildPositionedPdf, wrapWords, type PlacedText } from '@cp/testkit';

const LEFT =
  'The Employer shall pay the Physician an annual base salary of three hundred thousand dollars, payable in equal installments on the regular payroll dates of the Employer. ' +
  'The base salary shall be reviewed each year by the Employer in light of fair market value and the productivity of the Physician during the preceding year.';
const RIGHT =
  'Either party may terminate this Agreement without cause upon ninety days prior written notice to the other party. ' +
  'The Employer may terminate this Agreement immediately for cause, including loss of licensure, exclusion from any federal health care program, or conviction of a felony.';

function lines(doc: TextDocument, page = 1): string[] {
  return doc.pages[page - 1].lines.map((l) => l.text);
}

describe('reading order of the text layer', () => {
  it('reads a two-column page column by column, the full-width title first', async () => {
    // A lone section number at the end of a left line must not be glued to the right column.
    const left = [...wrapWords(LEFT, 44), '7.1.'];
    const right = [...wrapWords(RIGHT, 44), 'Physician may also terminate on death or', '2.9 Outside Activities. Physician shall not'];
    expect(right.length).toBe(left.length);
    const items: PlacedText[] = [{ text: 'PHYSICIAN EMPLOYMENT AGREEMENT WITH TWO COLUMNS OF TERMS', x: 110, y: 60, size: 13, bold: true }];
    left.forEach((text, i) => items.push({ text, x: 50, y: 100 + i * 13 }));
    right.forEach((text, i) => items.push({ text, x: 320, y: 100 + i * 13 }));
    const doc = await pdfToTextDocument(await buildPositionedPdf([items]), { ocr: 'off' });
    expect(lines(doc)).toEqual(['PHYSICIAN EMPLOYMENT AGREEMENT WITH TWO COLUMNS OF TERMS', ...left, ...right]);
    const box = doc.pages[0].lines[1].box!;
    expect(box.x).toBeCloseTo(50 / 612, 2);
    expect(box.y).toBeGreaterThan(85 / 792);
    expect(box.y).toBeLessThan(100 / 792);
    expect(box.w).toBeLessThan(0.45);
  });

  it('finds the columns of ragged text whose lines were wrapped twice (many short lines)', async () => {
    // Text hard-wrapped at 58 characters and set again in 44-character columns: every
    // other line is a short remainder, as in a typed contract laid out in two columns.
    const rewrap = (text: string) => wrapWords(text, 58).flatMap((line) => wrapWords(line, 44));
    const left = rewrap(LEFT + ' ' + LEFT);
    const right = rewrap(RIGHT + ' ' + RIGHT).slice(0, left.length);
    const items: PlacedText[] = [];
    left.forEach((text, i) => items.push({ text, x: 50, y: 100 + i * 13 }));
    right.forEach((text, i) => items.push({ text, x: 320, y: 100 + i * 13 }));
    const doc = await pdfToTextDocument(await buildPositionedPdf([items]), { ocr: 'off' });
    expect(lines(doc)).toEqual([...left, ...right]);
  });

  it('keeps a two-column table of labels and descriptions as rows', async () => {
    const rows: [string, string][] = [
      ['Base Salary', 'Three hundred thousand dollars each year'],
      ['Signing Bonus', 'Twenty thousand dollars on the start date'],
      ['Call Coverage', 'One weekend in four shared with the group'],
      ['Vacation', 'Four weeks of paid vacation in each year'],
      ['CME Allowance', 'Five thousand dollars and five days a year'],
      ['Malpractice', 'Claims-made policy paid by the Employer'],
      ['Tail Coverage', 'Paid by the Employer on any termination'],
      ['Non-Compete', 'Ten miles from any clinic for one year'],
      ['Governing Law', 'The laws of the State of Ohio apply here'],
    ];
    const items: PlacedText[] = rows.flatMap(([a, b], i) => [
      { text: a, x: 72, y: 100 + i * 16 },
      { text: b, x: 320, y: 100 + i * 16 },
    ]);
    const doc = await pdfToTextDocument(await buildPositionedPdf([items]), { ocr: 'off' });
    expect(lines(doc)).toEqual(rows.map(([a, b]) => `${a} | ${b}`));
  });

  it('keeps a single-column page with a short indented line in order', async () => {
    const body = wrapWords(LEFT + ' ' + RIGHT, 90);
    const items = body.map((text, i) => ({ text, x: 72, y: 100 + i * 14 }));
    items.push({ text: 'Initials: ____', x: 400, y: 100 + body.length * 14 + 20 });
    const doc = await pdfToTextDocument(await buildPositionedPdf([items]), { ocr: 'off' });
    expect(lines(doc)).toEqual([...body, 'Initials: ____']);
  });

  it('drops running headers, footers and page numbers but keeps the body', async () => {
    const pages: PlacedText[][] = [1, 2, 3].map((n) => [
      { text: 'Cedar Clinic Physician Agreement - Confidential', x: 72, y: 36, size: 8 },
      { text: `Section ${n}. Body text of page ${n} that is long enough to read as a real sentence of the contract.`, x: 72, y: 100 },
      { text: `The Physician shall work ${n * 10} hours on page ${n} and the rest of this line is ordinary prose.`, x: 72, y: 114 },
      { text: `Page ${n} of 3`, x: 280, y: 760, size: 8 },
    ]);
    const doc = await pdfToTextDocument(await buildPositionedPdf(pages), { ocr: 'off' });
    const all = textDocumentToString(doc);
    expect(all).not.toMatch(/Confidential|Page \d of 3/);
    for (const n of [1, 2, 3]) expect(lines(doc, n)).toHaveLength(2);
    expect(lines(doc, 2)[0]).toMatch(/^Section 2\. Body text/);
  });

  it('keeps a table row as one line with cells split by " | ", a wrapped cell folded back', async () => {
    const row = (y: number, a: string, b: string, c: string): PlacedText[] => [
      { text: a, x: 72, y },
      { text: b, x: 230, y },
      { text: c, x: 400, y },
    ];
    const items: PlacedText[] = [
      { text: 'Schedule A. Compensation summary for the Physician under this Agreement.', x: 72, y: 80 },
      ...row(110, 'Component', 'Amount', 'Timing'),
      ...row(134, 'Base Salary', '$300,000 per year', 'Paid bi-weekly in'),
      { text: 'arrears, Section 4.1', x: 400, y: 146 },
      ...row(170, 'Signing Bonus', '$25,000', 'Within 30 days'),
    ];
    const doc = await pdfToTextDocument(await buildPositionedPdf([items]), { ocr: 'off' });
    expect(lines(doc)).toEqual([
      'Schedule A. Compensation summary for the Physician under this Agreement.',
      'Component | Amount | Timing',
      'Base Salary | $300,000 per year | Paid bi-weekly in arrears, Section 4.1',
      'Signing Bonus | $25,000 | Within 30 days',
    ]);
  });

  it('keeps a hanging list number with its text', async () => {
    const items: PlacedText[] = [
      { text: '1.', x: 72, y: 100 },
      { text: 'TERM. The initial term of this Agreement is three years from the Start Date.', x: 100, y: 100 },
      { text: '(a)', x: 100, y: 114 },
      { text: 'renewal is automatic for one year terms unless either party objects.', x: 130, y: 114 },
    ];
    const doc = await pdfToTextDocument(await buildPositionedPdf([items]), { ocr: 'off' });
    expect(lines(doc)).toEqual([
      '1. TERM. The initial term of this Agreement is three years from the Start Date.',
      '(a) renewal is automatic for one year terms unless either party objects.',
    ]);
  });
});

describe('joinHyphenated', () => {
  const doc = (...pages: string[][]): TextDocument => ({
    pages: pages.map((lines, i) => ({ page: i + 1, source: 'text' as const, lines: lines.map((text) => ({ text })) })),
  });

  it('pulls the rest of a compound up and keeps its hyphen', () => {
    const out = joinHyphenated(doc(['a term of twenty-', 'four (24) months as a full-', 'time employee']).pages);
    expect(out[0].lines.map((l) => l.text)).toEqual(['a term of twenty-four', '(24) months as a full-time', 'employee']);
  });

  it('drops the hyphen when the document spells the word whole', () => {
    const out = joinHyphenated(doc(['Physician accepts employ-', 'ment.', 'This employment starts soon.']).pages);
    expect(out[0].lines.map((l) => l.text)).toEqual(['Physician accepts employment.', 'This employment starts soon.']);
  });

  it('joins across a page break and leaves dashes and capitals alone', () => {
    const out = joinHyphenated(doc(['the non-'], ['compete covenant', 'Section 2 -', 'Term', 'ABC-', 'Corp']).pages);
    expect(out.flatMap((p) => p.lines.map((l) => l.text))).toEqual(['the non-compete', 'covenant', 'Section 2 -', 'Term', 'ABC-', 'Corp']);
  });
});

describe('dropRunningHeads', () => {
  it('needs the line to repeat on most pages and sit at the edge', () => {
    const page = (n: number, top: string) => ({
      page: n,
      source: 'text' as const,
      lines: [
        { text: top, box: { x: 0.1, y: 0.04, w: 0.5, h: 0.01 } },
        { text: `Body ${n}`, box: { x: 0.1, y: 0.5, w: 0.5, h: 0.01 } },
        { text: `- ${n} -`, box: { x: 0.45, y: 0.95, w: 0.05, h: 0.01 } },
      ],
    });
    const out = dropRunningHeads([page(1, 'AGREEMENT'), page(2, 'Acme Agreement 2025'), page(3, 'Acme Agreement 2025'), page(4, 'Acme Agreement 2026')]);
    expect(out.map((p) => p.lines.map((l) => l.text))).toEqual([['AGREEMENT', 'Body 1'], ['Body 2'], ['Body 3'], ['Body 4']]);
  });
});
