// Pages of one document are read in parallel, on every worker of the OCR pool, and
// jobs take turns in it. Fake tesseract readers (answering when the test says, never
// after a delay) make every order here a matter of events, not of timing.
import { beforeAll, describe, expect, it } from 'vitest';
import { createExtractor, defaultOcrWorkers, extractPdf, MAX_DEFAULT_OCR_WORKERS, TesseractPool, type OcrEngine, type OcrJobKey, type OcrReader, type TextLine } from '@cp/extraction';
import { buildContractPdf, makeScannedPdf } from '@cp/testkit';

/** A PNG header of a 300 dpi letter page, then the page's label: what the fake readers read. */
function fakeImage(label: string): Uint8Array {
  const bytes = new Uint8Array(24 + label.length);
  const view = new DataView(bytes.buffer);
  bytes.set([0x89, 0x50, 0x4e, 0x47]);
  view.setUint32(16, 2550);
  view.setUint32(20, 3300);
  bytes.set(Buffer.from(label, 'latin1'), 24);
  return bytes;
}

const labelOf = (image: Buffer) => image.subarray(24).toString('latin1');
/** One TSV word row (level 5): the label, one inch from the top left. */
const tsvOf = (label: string) => `5\t1\t1\t1\t1\t1\t300\t300\t400\t40\t95\t${label}\n`;

/** Readers that record the order pages are started in, and answer each page when `release` allows it. */
function fakeReaders(release: (label: string) => Promise<void> = async () => undefined) {
  const started: string[] = [];
  const createReader = async (): Promise<OcrReader> => ({
    async readTsv(image) {
      const label = labelOf(image);
      started.push(label);
      await release(label);
      return tsvOf(label);
    },
    terminate: async () => undefined,
  });
  return { started, createReader };
}

const text = (lines: TextLine[]) => lines.map((l) => l.text).join(' ');

describe('TesseractPool: jobs take turns', () => {
  it('a one-page job queued after a 20-page job is read next, not after all 20 pages', async () => {
    const { started, createReader } = fakeReaders();
    const pool = new TesseractPool(2, {}, { createReader });
    const big = {};
    const small = {};
    const finished: string[] = [];
    const read = (label: string, job: OcrJobKey) => pool.recognize(fakeImage(label), 300, undefined, job).then((lines) => void finished.push(text(lines)));
    try {
      const all = [...Array.from({ length: 20 }, (_, i) => read(`A${i + 1}`, big)), read('B1', small)];
      await Promise.all(all);
      // Served in turn: A's first page, then B's, then A's others in page order.
      expect(started).toEqual(['A1', 'B1', ...Array.from({ length: 19 }, (_, i) => `A${i + 2}`)]);
      expect(finished.indexOf('B1')).toBeLessThan(finished.indexOf('A20'));
      expect(finished.indexOf('B1')).toBeLessThanOrEqual(2);
    } finally {
      await pool.close();
    }
  });

  it('interleaves jobs page by page; pages given no job are served in order as one job', async () => {
    const { started, createReader } = fakeReaders();
    const pool = new TesseractPool(1, {}, { createReader });
    const a = {};
    const b = {};
    try {
      await Promise.all([
        ...['A1', 'A2', 'A3'].map((l) => pool.recognize(fakeImage(l), 300, undefined, a)),
        ...['B1', 'B2', 'B3'].map((l) => pool.recognize(fakeImage(l), 300, undefined, b)),
        ...['C1', 'C2'].map((l) => pool.recognize(fakeImage(l), 300)),
      ]);
      expect(started).toEqual(['A1', 'B1', 'C1', 'A2', 'B2', 'C2', 'A3', 'B3']);
    } finally {
      await pool.close();
    }
  });

  it('an aborted job\'s waiting pages leave the rotation; the other job goes on', async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((r) => (open = r));
    let firstStarted: () => void = () => undefined;
    const onWorker = new Promise<void>((r) => (firstStarted = r));
    const { started, createReader } = fakeReaders((label) => (label === 'A1' ? (firstStarted(), gate) : Promise.resolve()));
    const pool = new TesseractPool(1, {}, { createReader });
    const ac = new AbortController();
    const a = {};
    const b = {};
    try {
      const pagesA = ['A1', 'A2', 'A3'].map((l) => pool.recognize(fakeImage(l), 300, ac.signal, a).then(() => 'read', () => 'dropped'));
      const pagesB = ['B1', 'B2'].map((l) => pool.recognize(fakeImage(l), 300, undefined, b).then(() => 'read'));
      // The job ends while its first page is on the worker: that one is read, the others are dropped.
      await onWorker;
      ac.abort(new Error('job timed out'));
      open();
      expect(await Promise.all(pagesA)).toEqual(['read', 'dropped', 'dropped']);
      expect(await Promise.all(pagesB)).toEqual(['read', 'read']);
      expect(started).toEqual(['A1', 'B1', 'B2']);
    } finally {
      await pool.close();
    }
  });
});

/** An engine that holds every page until it has `concurrency + 1` of them (all a document sends at once), then answers them last to first. */
function reversingEngine(concurrency: number) {
  const calls: Array<{ resolve: (l: TextLine[]) => void; n: number }> = [];
  const engine: OcrEngine = {
    concurrency,
    recognize() {
      return new Promise((resolve) => {
        calls.push({ resolve, n: calls.length + 1 });
        // Answered once the caller holds the last promise too, so every answer is heard in the order given.
        if (calls.length < concurrency + 1) return;
        queueMicrotask(() => {
          for (const c of [...calls].reverse()) c.resolve([{ text: `read as call ${c.n}`, box: { x: 0.1, y: 0.1, w: 0.3, h: 0.02 }, ocrConfidence: 0.9 }]);
        });
      });
    },
  };
  return { engine, calls };
}

describe('a document\'s pages in parallel', () => {
  let fivePages: Uint8Array;
  let twentyPages: Uint8Array;
  let onePage: Uint8Array;

  beforeAll(async () => {
    const page = (n: number) => `# SECTION ${n}\nPage ${n} of the agreement.`;
    const scan = (n: number) => buildContractPdf(Array.from({ length: n }, (_, i) => page(i + 1)).join('\f'), { pageSize: [300, 200], margin: 24 }).then((b) => makeScannedPdf(b));
    [fivePages, twentyPages, onePage] = await Promise.all([scan(5), scan(20), scan(1)]);
  }, 180_000);

  it('keeps page order when pages finish out of order (in this thread)', async () => {
    const { engine, calls } = reversingEngine(4);
    const finished: number[] = [];
    const { text: doc } = await extractPdf(fivePages, { ocrEngine: engine, onOcrPage: (page) => finished.push(page) });
    expect(calls).toHaveLength(5);
    expect(finished).toEqual([5, 4, 3, 2, 1]);
    expect(doc.pages.map((p) => [p.page, p.source, text(p.lines)])).toEqual([1, 2, 3, 4, 5].map((n) => [n, 'ocr', `read as call ${n}`]));
  }, 60_000);

  it('keeps page order when pages finish out of order (extraction threads)', async () => {
    const { engine } = reversingEngine(4);
    const extractor = createExtractor({ threads: 1, ocrEngine: engine });
    try {
      const finished: number[] = [];
      const out = await extractor.extract(fivePages, { onOcrPage: (page) => finished.push(page) });
      expect(finished).toEqual([5, 4, 3, 2, 1]);
      expect(out.document.ocrPages).toBe(5);
    } finally {
      await extractor.close();
    }
  }, 60_000);

  it('sends a document\'s pages to every OCR worker at once', async () => {
    let inFlight = 0;
    let most = 0;
    let open: () => void = () => undefined;
    const allBusy = new Promise<void>((r) => (open = r));
    // No page is answered before every worker holds one: only a document that fills the pool gets through.
    const { createReader } = fakeReaders(async () => {
      most = Math.max(most, ++inFlight);
      if (inFlight === 3) open();
      await allBusy;
      inFlight--;
    });
    const pool = new TesseractPool(3, {}, { createReader });
    try {
      const { document } = await extractPdf(fivePages, { ocrEngine: pool });
      expect(document.ocrPages).toBe(5);
      expect(most).toBe(3);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('a one-page upload sent while a 20-page scan is being read has its page read before the scan\'s last page', async () => {
    // Order is taken where it is decided, in this thread as the pool answers: the upload's own
    // onOcrPage events come back through a second extraction thread, and their order against
    // the scan's events would be a race between threads, not the pool's turn-taking.
    const read: string[] = [];
    const jobs: OcrJobKey[] = [];
    let secondJob: () => void = () => undefined;
    const secondJobQueued = new Promise<void>((r) => (secondJob = r));
    // The big scan's pages after its first wait until the small upload's page is queued: what a long scan does in real time.
    let pagesStarted = 0;
    const { createReader } = fakeReaders(async () => {
      if (++pagesStarted > 1) await secondJobQueued;
    });
    const pool = new TesseractPool(2, {}, { createReader });
    const watching: OcrEngine = {
      concurrency: pool.concurrency,
      recognize(image, dpi, signal, job) {
        if (!jobs.includes(job!)) jobs.push(job!);
        const name = jobs.indexOf(job!) === 0 ? 'big' : 'small';
        const answer = pool.recognize(image, dpi, signal, job);
        if (jobs.length === 2 && name === 'small') secondJob();
        return answer.then((lines) => (read.push(name), lines));
      },
    };
    const extractor = createExtractor({ threads: 2, ocrEngine: watching });
    try {
      let small: Promise<unknown> | undefined;
      const big = extractor.extract(twentyPages, {
        onOcrPage: () => {
          small ??= extractor.extract(onePage);
        },
      });
      await Promise.all([big, secondJobQueued.then(() => small)]);
      expect(read.filter((e) => e === 'big')).toHaveLength(20);
      expect(read.filter((e) => e === 'small')).toHaveLength(1);
      // Taking turns, the upload's page is read next to the scan's pages already on the two workers, not after all 20.
      expect(read.indexOf('small')).toBeLessThan(read.lastIndexOf('big'));
      expect(read.indexOf('small')).toBeLessThanOrEqual(4);
    } finally {
      await extractor.close();
      await pool.close();
    }
  }, 120_000);
});

describe('defaultOcrWorkers: how many pages of a scan are read at once by default', () => {
  it('one tesseract worker per core, so a 2-core machine reads a scan on both', () => {
    expect([1, 2, 3, 4].map((cores) => defaultOcrWorkers(cores))).toEqual([1, 2, 3, 4]);
  });

  it(`at most ${MAX_DEFAULT_OCR_WORKERS} (each holds a model and a WASM heap), at least one`, () => {
    expect(defaultOcrWorkers(64)).toBe(MAX_DEFAULT_OCR_WORKERS);
    expect(defaultOcrWorkers(0)).toBe(1);
  });

  it('is the size of a pool given none', async () => {
    const pool = new TesseractPool();
    expect(pool.concurrency).toBe(defaultOcrWorkers());
    await pool.close();
  });
});
