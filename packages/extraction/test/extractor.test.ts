import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExtractor, extractPdf, PdfError, type Extractor } from '@cp/extraction';
import { buildContractPdf, buildEncryptedPdf, NOT_A_PDF } from '@cp/testkit';

const CONTRACT = [
  '# PHYSICIAN EMPLOYMENT AGREEMENT',
  'This Agreement is made between Cedar Clinic, P.C. (the "Practice") and Jane Roe, M.D. ("Physician").',
  '# 1. TERM',
  'The initial term of this Agreement is three (3) years.',
].join('\n');

let extractor: Extractor;
beforeAll(() => {
  extractor = createExtractor({ threads: 2, ocrWorkers: 1, ocr: 'off' });
});
afterAll(async () => {
  await extractor.close();
});

describe('extractPdf (in thread)', () => {
  it('returns document facts, the text it read and the field result', async () => {
    const bytes = await buildContractPdf(CONTRACT);
    const out = await extractPdf(bytes, { ocr: 'off' });
    expect(out.document).toMatchObject({ pages: 1, ocrPages: 0 });
    expect(out.document.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(out.text.pages[0].lines.map((l) => l.text)).toContain('The initial term of this Agreement is three (3) years.');
    expect(out.result).toHaveProperty('parsedData');
    expect(out.result).toHaveProperty('evidence');
    expect(out.result).toHaveProperty('warnings');
  });

  it('stops when aborted', async () => {
    const ac = new AbortController();
    ac.abort(new Error('stop'));
    await expect(extractPdf(await buildContractPdf(CONTRACT), { signal: ac.signal })).rejects.toThrow('stop');
  });
});

describe('createExtractor (pool threads)', () => {
  it('gives the same result as the in-thread pipeline', async () => {
    const bytes = await buildContractPdf(CONTRACT);
    const [pooled, local] = await Promise.all([extractor.extract(bytes), extractPdf(bytes, { ocr: 'off' })]);
    expect(pooled.document).toEqual(local.document);
    expect(pooled.result).toEqual(local.result);
  });

  it('passes PdfError through with its code', async () => {
    const err = await extractor.extract(NOT_A_PDF).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PdfError);
    expect((err as PdfError).code).toBe('not_pdf');
    const enc = await extractor.extract(await buildEncryptedPdf()).catch((e: unknown) => e);
    expect((enc as PdfError).code).toBe('encrypted');
    const big = await extractor.extract(await buildContractPdf('a\fb\fc'), { maxPages: 2 }).catch((e: unknown) => e);
    expect((big as PdfError).code).toBe('too_many_pages');
  });

  it('keeps the calling thread free while it works', async () => {
    const bytes = await buildContractPdf(Array.from({ length: 12 }, () => CONTRACT).join('\f'));
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const started = Date.now();
    await Promise.all([extractor.extract(bytes), extractor.extract(bytes)]);
    clearInterval(timer);
    const elapsed = Date.now() - started;
    // The event loop kept turning: at least a quarter of the 5 ms ticks it could have had.
    expect(ticks).toBeGreaterThan(elapsed / 5 / 4);
  });
});
