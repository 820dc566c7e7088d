// Stopping and resuming OCR. An aborted job (a timeout, a shutdown) stops, and its
// pages still queued in the shared tesseract pool are dropped, not read for nobody.
// Pages read before the stop can be handed to the next attempt, which reads only
// the others and ends with the same result as a run that was never stopped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExtractor, extractPdf, renderPages, TesseractPool, type OcrEngine, type TextLine } from '@cp/extraction';
import { buildContractPdf, makeScannedPdf } from '@cp/testkit';

const PAGES = [
  '# PHYSICIAN EMPLOYMENT AGREEMENT\nThe Employer shall pay the Physician a Base Salary of $250,000 per year.',
  '# TERM\nThe initial term of this Agreement is three (3) years.',
  '# TERMINATION\nEither party may terminate this Agreement upon ninety (90) days written notice.',
];

/** An engine that passes pages on to `inner` and keeps every call's promise; it claims `concurrency` so the task hands it every page at once. */
function counting(inner: OcrEngine, concurrency: number) {
  const calls: Promise<TextLine[]>[] = [];
  const engine: OcrEngine = {
    concurrency,
    recognize(image, dpi, signal) {
      const call = inner.recognize(image, dpi, signal);
      calls.push(call);
      return call;
    },
  };
  const outcomes = async () => (await Promise.allSettled(calls)).map((c) => c.status);
  return { engine, calls, outcomes };
}

let scan: Uint8Array;
let pool: TesseractPool;

beforeAll(async () => {
  // Small pages keep each OCR short; 200 dpi scans are read from their own JPEGs, so every page is ready at once.
  scan = await makeScannedPdf(await buildContractPdf(PAGES.join('\f'), { pageSize: [420, 300], margin: 36 }), { dpi: 200 });
  pool = new TesseractPool(1);
}, 120_000);

afterAll(async () => {
  await pool.close();
});

describe('TesseractPool and aborted jobs', () => {
  it('drops the pages of an aborted job still waiting for a worker, and goes on with other work', async () => {
    const images: Uint8Array[] = [];
    for await (const page of renderPages(scan, [1, 2, 3])) images.push(page.image);
    const ac = new AbortController();
    const settled: string[] = [];
    const pages = images.map((image, i) =>
      pool.recognize(image.slice(), 200, ac.signal).then(
        () => {
          settled.push(`${i + 1} read`);
          // The job ends as its first page comes back: page 2 is being read, page 3 still waits.
          ac.abort(new Error('job timed out'));
        },
        (err: Error) => settled.push(`${i + 1} dropped: ${err.message}`),
      ),
    );
    await Promise.all(pages);
    // Page 3 is dropped at once, before page 2 (already on the worker) comes back.
    expect(settled).toEqual(['1 read', '3 dropped: job timed out', '2 read']);
    const lines = await pool.recognize(images[0].slice(), 200);
    expect(lines.map((l) => l.text).join(' ')).toMatch(/Base Salary/);
  }, 120_000);
});

describe('an aborted extraction', () => {
  it('stops in its thread, and no page of it waiting for OCR is read afterwards', async () => {
    const { engine, calls, outcomes } = counting(pool, 3);
    const extractor = createExtractor({ threads: 1, ocrEngine: engine });
    const ac = new AbortController();
    try {
      const err = await extractor.extract(scan, { signal: ac.signal, onOcrPage: () => ac.abort(new Error('shutdown')) }).catch((e: unknown) => e);
      expect((err as Error).name).toBe('AbortError');
      // The first page was read and the second was on the worker when the job ended; the third is never read.
      expect(calls).toHaveLength(3);
      expect(await outcomes()).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    } finally {
      await extractor.close();
    }
  }, 120_000);

  it('stops in the calling thread too', async () => {
    const { engine, outcomes } = counting(pool, 3);
    const ac = new AbortController();
    const err = await extractPdf(scan, { ocrEngine: engine, signal: ac.signal, onOcrPage: () => ac.abort(new Error('stop')) }).catch((e: unknown) => e);
    expect((err as Error).message).toBe('stop');
    expect(await outcomes()).toEqual(['fulfilled', 'fulfilled', 'rejected']);
  }, 120_000);
});

describe('resuming OCR from the pages of an earlier attempt', () => {
  it('reads only the pages not yet read, and ends as a run that was never stopped', async () => {
    const extractor = createExtractor({ threads: 1, ocrEngine: pool });
    try {
      const earlier = new Map<number, TextLine[]>();
      const ac = new AbortController();
      const stopped = extractor.extract(scan, {
        signal: ac.signal,
        onOcrPage: (page, lines) => {
          earlier.set(page, lines);
          ac.abort(new Error('worker restarted'));
        },
      });
      await expect(stopped).rejects.toThrow();
      expect([...earlier.keys()]).toEqual([1]);

      const { engine, calls } = counting(pool, 1);
      const resumingExtractor = createExtractor({ threads: 1, ocrEngine: engine });
      const later = new Map<number, TextLine[]>();
      const resumed = await resumingExtractor.extract(scan, { ocrDone: earlier, onOcrPage: (page, lines) => later.set(page, lines) }).finally(() => resumingExtractor.close());
      expect(calls).toHaveLength(2);
      expect([...later.keys()].sort()).toEqual([2, 3]);

      const clean = new Map<number, TextLine[]>();
      const whole = await extractor.extract(scan, { onOcrPage: (page, lines) => clean.set(page, lines) });
      expect(new Map([...earlier, ...later])).toEqual(clean);
      expect(resumed).toEqual(whole);
      expect(resumed.document.ocrPages).toBe(3);
      expect(resumed.result.parsedData.compensation.guar_base_sal).toBe(250000);
    } finally {
      await extractor.close();
    }
  }, 180_000);
});
