// OCR on image-only PDFs the suite makes from its own contract text. Kept to two
// OCR'd pages in all: OCR is the slow part of the suite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSharedOcrPool, createExtractor, extractPdf, type ExtractProgress } from '@cp/extraction';
import { buildContractPdf, makeScannedPdf } from '@cp/testkit';

const SCANNED_TEXT = [
  '# PHYSICIAN EMPLOYMENT AGREEMENT',
  'The Employer shall pay the Physician a Base Salary of $250,000 per year.',
  'Either party may terminate this Agreement upon ninety (90) days written notice.',
].join('\n');

const TEXT_PAGE = [
  '# ARTICLE 1. TERM',
  'The initial term of this Agreement is three (3) years from the Commencement Date, and it renews for successive one (1) year terms.',
].join('\n');

let scanned: Uint8Array;
let mixed: Uint8Array;

beforeAll(async () => {
  scanned = await makeScannedPdf(await buildContractPdf(SCANNED_TEXT, { fontSize: 14 }));
  mixed = await makeScannedPdf(await buildContractPdf(`${TEXT_PAGE}\f${SCANNED_TEXT}`, { fontSize: 14 }), { pages: [2] });
}, 120_000);

afterAll(async () => {
  await closeSharedOcrPool();
});

describe('OCR of scanned pages', () => {
  it('reads a one-page scan: words, numbers, boxes and confidence come back', async () => {
    const { document, text } = await extractPdf(scanned);
    expect(document).toMatchObject({ pages: 1, ocrPages: 1 });
    const page = text.pages[0];
    expect(page.source).toBe('ocr');
    const all = page.lines.map((l) => l.text).join('\n');
    expect(all).toMatch(/EMPLOYMENT AGREEMENT/);
    expect(all).toMatch(/\$250,000/);
    expect(all).toMatch(/ninety \(90\) days/);
    for (const line of page.lines) {
      expect(line.ocrConfidence).toBeGreaterThan(0);
      expect(line.ocrConfidence).toBeLessThanOrEqual(1);
      expect(line.box!.x).toBeGreaterThanOrEqual(0);
      expect(line.box!.x + line.box!.w).toBeLessThanOrEqual(1);
    }
    const salary = page.lines.find((l) => l.text.includes('$250,000'))!;
    // Printed one inch from the left, in the top third of the page.
    expect(salary.box!.x).toBeCloseTo(72 / 612, 1);
    expect(salary.box!.y).toBeLessThan(0.33);
  }, 240_000);

  it('OCRs only the scanned page of a mixed document, in a pool thread', async () => {
    const extractor = createExtractor({ threads: 1, ocrWorkers: 1 });
    const progress: ExtractProgress[] = [];
    try {
      const out = await extractor.extract(mixed, { onProgress: (p) => progress.push(p) });
      expect(out.document).toMatchObject({ pages: 2, ocrPages: 1 });
      expect(out.result.parsedData).toBeDefined();
      expect(progress).toContainEqual({ stage: 'text', done: 2, total: 2 });
      expect(progress).toContainEqual({ stage: 'ocr', done: 1, total: 1 });
      expect(progress[progress.length - 1]).toEqual({ stage: 'fields', done: 1, total: 1 });
    } finally {
      await extractor.close();
    }
  }, 240_000);

  it('leaves OCR alone when told to', async () => {
    const { document, text } = await extractPdf(scanned, { ocr: 'off' });
    expect(document.ocrPages).toBe(0);
    expect(text.pages[0].lines).toEqual([]);
  });
});
