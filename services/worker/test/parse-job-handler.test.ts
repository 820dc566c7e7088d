import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { FIELDS, emptyParsedData, setPath, type StoredVerificationRecord } from '@cp/schema';
import { openSqliteStores, type Stores } from '@cp/storage';
import { InProcessQueue, UnrecoverableJobError, type JobAttempt } from '@cp/queue';
import { PdfError, type ExtractOptions, type ExtractOutput, type Extractor } from '@cp/extraction';
import { ocrPageKey } from '@cp/storage';
import { createParseJobHandler, recoverInterrupted, silentLogger, sweepQueue } from '../src/index.js';

const TEXT_FIELD = FIELDS.find((f) => f.type === 'text')!.path;
const FIRST: JobAttempt = { attempt: 1, maxAttempts: 3 };
const LAST: JobAttempt = { attempt: 3, maxAttempts: 3 };
const signal = () => new AbortController().signal;

function output(): ExtractOutput {
  const parsedData = emptyParsedData();
  setPath(parsedData as unknown as Record<string, unknown>, TEXT_FIELD, 'Acme Health');
  return {
    document: { pages: 4, ocrPages: 1, sha256: 'b'.repeat(64) },
    result: {
      parsedData,
      evidence: { [TEXT_FIELD]: { page: 1, text: 'Acme Health', confidence: 0.9 } },
      warnings: [{ code: 'w', message: 'check this', paths: [TEXT_FIELD] }],
      hints: [{ path: 'legalContractualProvisions.miscellaneousProvisions.governing_law', signal: 'possibly_missed', page: 3, text: 'This Agreement is governed by the laws of the Province.', box: { x: 0.1, y: 0.2, w: 0.5, h: 0.02 } }],
    },
  };
}

class FakeExtractor implements Extractor {
  calls = 0;
  constructor(private readonly run: (bytes: Uint8Array, options: ExtractOptions) => Promise<ExtractOutput> = async () => output()) {}
  extract(bytes: Uint8Array, options: ExtractOptions = {}): Promise<ExtractOutput> {
    this.calls++;
    return this.run(bytes, options);
  }
  async close(): Promise<void> {}
}

function record(overrides: Partial<StoredVerificationRecord> = {}): StoredVerificationRecord {
  const now = new Date().toISOString();
  return {
    verificationCode: randomUUID().replaceAll('-', ''),
    status: 'queued',
    createdAt: now,
    updatedAt: now,
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    document: { fileName: 'c.pdf', bytes: 9, pages: 0, sha256: 'a'.repeat(64), ocrPages: 0 },
    ...overrides,
  };
}

function getText(r: StoredVerificationRecord | null): unknown {
  return TEXT_FIELD.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], r?.parsedData);
}

async function until(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('parse job handler', () => {
  let dir: string;
  let stores: Stores;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'cp-worker-'));
    stores = openSqliteStores(dir);
  });
  afterEach(async () => {
    await stores.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function seed(overrides: Partial<StoredVerificationRecord> = {}, pdf = true) {
    const r = record(overrides);
    await stores.records.insert(r);
    if (pdf) await stores.blobs.put(r.verificationCode, Buffer.from('%PDF-1.7'));
    return r.verificationCode;
  }

  const handlerWith = (extractor: Extractor, options: { jobTimeoutMs?: number } = {}) =>
    createParseJobHandler({ records: stores.records, blobs: stores.blobs, extractor, logger: silentLogger, maxPages: 300, progressIntervalMs: 0, ...options });

  const LINES = (page: number) => [{ text: `page ${page} text`, box: { x: 0.1, y: 0.1, w: 0.5, h: 0.02 }, ocrConfidence: 0.9 }];

  it('parses a queued record into awaiting_verification, keeping an untouched copy', async () => {
    const code = await seed();
    let bytesSeen = '';
    const extractor = new FakeExtractor(async (bytes, options) => {
      bytesSeen = Buffer.from(bytes).toString();
      expect(options.maxPages).toBe(300);
      return output();
    });
    await handlerWith(extractor)({ verificationCode: code }, signal(), FIRST);
    const r = await stores.records.get(code);
    expect(bytesSeen).toBe('%PDF-1.7');
    expect(r).toMatchObject({ status: 'awaiting_verification', attempts: 1, document: { pages: 4, ocrPages: 1, sha256: 'a'.repeat(64) } });
    expect(r?.parsedData).toEqual(output().result.parsedData);
    expect(r?.extractedData).toEqual(r?.parsedData);
    expect(r?.evidence).toEqual(output().result.evidence);
    expect(r?.warnings).toHaveLength(1);
    // possibly_missed hints for silent fields are kept with the record for the review UI.
    expect(r?.hints).toEqual(output().result.hints);
    expect(r).not.toHaveProperty('progress');
  });

  it('saves progress while parsing', async () => {
    const code = await seed();
    let midway: StoredVerificationRecord | null = null;
    const extractor = new FakeExtractor(async (_bytes, options) => {
      options.onProgress?.({ stage: 'ocr', done: 1, total: 4 });
      await new Promise((r) => setTimeout(r, 50));
      midway = await stores.records.get(code);
      return output();
    });
    await handlerWith(extractor)({ verificationCode: code }, signal(), FIRST);
    expect(midway).toMatchObject({ status: 'processing', progress: { stage: 'ocr', done: 1, total: 4 } });
  });

  it('fails an unparseable PDF at once with its problem, without retry', async () => {
    const code = await seed();
    const extractor = new FakeExtractor(async () => {
      throw new PdfError('encrypted', 'The PDF is encrypted and cannot be read.');
    });
    const err = await handlerWith(extractor)({ verificationCode: code }, signal(), FIRST).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnrecoverableJobError);
    const r = await stores.records.get(code);
    expect(r?.status).toBe('failed');
    expect(r?.error).toMatchObject({
      type: 'https://contract-parser.dev/problems/encrypted-pdf',
      status: 422,
      detail: 'The PDF is encrypted and cannot be read.',
    });
  });

  it('recognises a PdfError that crossed a thread boundary (no prototype)', async () => {
    const code = await seed();
    const extractor = new FakeExtractor(async () => {
      throw Object.assign(new Error('truncated'), { name: 'PdfError', code: 'corrupt' });
    });
    await expect(handlerWith(extractor)({ verificationCode: code }, signal(), FIRST)).rejects.toBeInstanceOf(UnrecoverableJobError);
    expect((await stores.records.get(code))?.error?.type).toBe('https://contract-parser.dev/problems/corrupt-pdf');
  });

  it('hands other errors back for a retry, and fails the record on the last attempt', async () => {
    const code = await seed();
    const extractor = new FakeExtractor(async () => {
      throw new Error('worker thread died');
    });
    const handler = handlerWith(extractor);
    await expect(handler({ verificationCode: code }, signal(), FIRST)).rejects.toThrow('worker thread died');
    expect((await stores.records.get(code))?.status).toBe('queued');
    await expect(handler({ verificationCode: code }, signal(), LAST)).rejects.toThrow('worker thread died');
    const r = await stores.records.get(code);
    expect(r).toMatchObject({ status: 'failed', attempts: 2, error: { status: 500, type: 'https://contract-parser.dev/problems/extraction-failed' } });
    expect(r?.error?.detail).not.toContain('worker thread died');
  });

  it('fails a record whose PDF is gone', async () => {
    const code = await seed({}, false);
    await expect(handlerWith(new FakeExtractor())({ verificationCode: code }, signal(), FIRST)).rejects.toBeInstanceOf(UnrecoverableJobError);
    expect((await stores.records.get(code))?.status).toBe('failed');
  });

  it('drops the job of a malformed stored record without retry', async () => {
    const code = randomUUID().replaceAll('-', '');
    const db = new Database(join(dir, 'contracts.db'));
    db.prepare('INSERT INTO records (code, status, created_at, doc) VALUES (?, ?, ?, ?)').run(
      code,
      'queued',
      new Date().toISOString(),
      JSON.stringify({ ...record({ verificationCode: code }), status: 'bogus' }),
    );
    db.close();
    const extractor = new FakeExtractor();
    await expect(handlerWith(extractor)({ verificationCode: code }, signal(), FIRST)).rejects.toBeInstanceOf(UnrecoverableJobError);
    expect(extractor.calls).toBe(0);
  });

  it('skips records that are not waiting for a parse, and unknown codes', async () => {
    const code = await seed({ status: 'verified' });
    const extractor = new FakeExtractor();
    const handler = handlerWith(extractor);
    await handler({ verificationCode: code }, signal(), FIRST);
    await handler({ verificationCode: 'unknown' }, signal(), FIRST);
    expect(extractor.calls).toBe(0);
    expect((await stores.records.get(code))?.status).toBe('verified');
  });

  it('discards a result when the record left processing meanwhile', async () => {
    const code = await seed();
    const extractor = new FakeExtractor(async () => {
      await stores.records.update(code, { status: 'expired' });
      return output();
    });
    await handlerWith(extractor)({ verificationCode: code }, signal(), FIRST);
    const r = await stores.records.get(code);
    expect(r?.status).toBe('expired');
    expect(r).not.toHaveProperty('parsedData');
  });

  it('fences a run that lost its job: a takeover run wins, the late run writes nothing', async () => {
    const code = await seed();
    let releaseFirst = () => {};
    const firstMayFinish = new Promise<void>((r) => (releaseFirst = r));
    let calls = 0;
    const extractor = new FakeExtractor(async (_bytes, options) => {
      const mine = ++calls;
      options.onProgress?.({ stage: 'text', done: mine, total: 9 });
      if (mine === 1) await firstMayFinish; // a frozen worker
      const out = output();
      setPath(out.result.parsedData as unknown as Record<string, unknown>, TEXT_FIELD, `run ${mine}`);
      return out;
    });
    const handler = handlerWith(extractor);
    const first = handler({ verificationCode: code }, signal(), FIRST);
    await until(async () => (await stores.records.get(code))?.attempts === 1);
    // The first worker's lock expired: the queue hands the job to another worker.
    await handler({ verificationCode: code }, signal(), FIRST);
    releaseFirst();
    await first;
    const r = await stores.records.get(code);
    expect(r).toMatchObject({ status: 'awaiting_verification', attempts: 2 });
    expect(getText(r)).toBe('run 2');
  });

  it('stops a run at the job time limit and fails it as too complex, without retry', async () => {
    const code = await seed();
    const extractor = new FakeExtractor(
      (_bytes, options) =>
        new Promise((_resolve, reject) => options.signal?.addEventListener('abort', () => reject(options.signal?.reason), { once: true })),
    );
    const err = await handlerWith(extractor, { jobTimeoutMs: 200 })({ verificationCode: code }, signal(), FIRST).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnrecoverableJobError);
    const r = await stores.records.get(code);
    expect(r?.status).toBe('failed');
    expect(r?.error?.detail).toMatch(/time limit/);
    expect(r?.error?.status).toBe(422);
  });

  it('keeps OCR pages as they are read, and a run taken over after a crash resumes after them', async () => {
    const code = await seed({ document: { fileName: 'c.pdf', bytes: 9, pages: 3, sha256: 'a'.repeat(64), ocrPages: 0 } });
    const crashing = new FakeExtractor(async (_bytes, options) => {
      expect(options.ocrDone?.size).toBe(0);
      options.onOcrPage?.(1, LINES(1));
      options.onOcrPage?.(2, LINES(2));
      throw new Error('worker thread died');
    });
    await expect(handlerWith(crashing)({ verificationCode: code }, signal(), FIRST)).rejects.toThrow('worker thread died');
    expect(await stores.blobs.get(ocrPageKey(code, 1))).not.toBeNull();

    let given: number[] = [];
    const resuming = new FakeExtractor(async (_bytes, options) => {
      given = [...(options.ocrDone?.keys() ?? [])].sort();
      expect(options.ocrDone?.get(2)).toEqual(LINES(2));
      options.onOcrPage?.(3, LINES(3));
      return output();
    });
    await handlerWith(resuming)({ verificationCode: code }, signal(), LAST);
    expect(given).toEqual([1, 2]);
    expect((await stores.records.get(code))?.status).toBe('awaiting_verification');
    // The run is over: its working files are gone.
    for (const page of [1, 2, 3]) expect(await stores.blobs.get(ocrPageKey(code, page))).toBeNull();
  });

  it('resumes after pages that were read out of order (in parallel), and removes every page file at the end', async () => {
    const code = await seed({ document: { fileName: 'c.pdf', bytes: 9, pages: 5, sha256: 'a'.repeat(64), ocrPages: 0 } });
    // Pages 4 and 1 finished, page 2 was still being read when the worker died; page 5 was cut short.
    const crashing = new FakeExtractor(async (_bytes, options) => {
      options.onOcrPage?.(4, LINES(4));
      options.onOcrPage?.(1, LINES(1));
      throw new Error('worker thread died');
    });
    await expect(handlerWith(crashing)({ verificationCode: code }, signal(), FIRST)).rejects.toThrow('worker thread died');
    await stores.blobs.put(ocrPageKey(code, 5), Buffer.from('{"format":1,"pa'));

    let given: number[] = [];
    const read: number[] = [];
    const resuming = new FakeExtractor(async (_bytes, options) => {
      given = [...(options.ocrDone?.keys() ?? [])].sort();
      expect(options.ocrDone?.get(4)).toEqual(LINES(4));
      for (const page of [5, 3, 2]) {
        read.push(page);
        options.onOcrPage?.(page, LINES(page));
      }
      return output();
    });
    await handlerWith(resuming)({ verificationCode: code }, signal(), LAST);
    expect(given).toEqual([1, 4]);
    expect(read).toEqual([5, 3, 2]);
    expect((await stores.records.get(code))?.status).toBe('awaiting_verification');
    for (const page of [1, 2, 3, 4, 5]) expect(await stores.blobs.get(ocrPageKey(code, page))).toBeNull();
  });

  it('keeps the OCR pages of a run handed back at shutdown', async () => {
    const code = await seed({ document: { fileName: 'c.pdf', bytes: 9, pages: 2, sha256: 'a'.repeat(64), ocrPages: 0 } });
    const shutdown = new AbortController();
    const extractor = new FakeExtractor(async (_bytes, options) => {
      options.onOcrPage?.(1, LINES(1));
      shutdown.abort(new Error('shutting down'));
      throw new Error('aborted');
    });
    await expect(handlerWith(extractor)({ verificationCode: code }, shutdown.signal, FIRST)).rejects.toThrow();
    expect((await stores.records.get(code))?.status).toBe('processing');
    expect(await stores.blobs.get(ocrPageKey(code, 1))).not.toBeNull();
  });

  it('fails once, without storing it, a result the record cannot hold', async () => {
    const code = await seed();
    const extractor = new FakeExtractor(async () => {
      const out = output();
      out.result.evidence[TEXT_FIELD] = { page: 1, text: 'x', confidence: 0.9, box: { x: Number.NaN, y: 0, w: 0, h: 0 } };
      return out;
    });
    const err = await handlerWith(extractor)({ verificationCode: code }, signal(), FIRST).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnrecoverableJobError);
    const r = await stores.records.get(code);
    expect(r).toMatchObject({ status: 'failed', error: { type: 'https://contract-parser.dev/problems/extraction-failed' } });
    expect(r).not.toHaveProperty('evidence');
  });

  it('queue sweep: queues again a record with no live job, and fails one whose job failed for good', async () => {
    const old = { updatedAt: '2026-01-01T00:00:00.000Z' };
    const stranded = await seed({ ...old, status: 'queued' });
    const orphanRun = await seed({ ...old, status: 'processing', attempts: 1 });
    const fresh = await seed({ status: 'queued' });
    const gaveUp = await seed({ ...old, status: 'processing', attempts: 3 });
    const enqueued: string[] = [];
    const queue = {
      async jobState(c: string) {
        return c === gaveUp ? ('failed' as const) : ('absent' as const);
      },
      async enqueue(job: { verificationCode: string }) {
        enqueued.push(job.verificationCode);
      },
    } as unknown as InProcessQueue;
    const result = await sweepQueue({ records: stores.records, queue, logger: silentLogger });
    expect(result.requeued.sort()).toEqual([stranded, orphanRun].sort());
    expect(enqueued.sort()).toEqual([stranded, orphanRun].sort());
    expect(enqueued).not.toContain(fresh);
    expect(result.failed).toEqual([gaveUp]);
    expect((await stores.records.get(gaveUp))?.status).toBe('failed');
  });

  it('start-up recovery does not resurrect a job the queue failed for good: its record is marked failed', async () => {
    const old = { updatedAt: '2026-01-01T00:00:00.000Z' };
    const gaveUp = await seed({ ...old, status: 'processing', attempts: 3 });
    const justReparsed = await seed({ status: 'queued' });
    const running = await seed({ ...old, status: 'processing', attempts: 1 });
    const lost = await seed({ ...old, status: 'queued' });
    const enqueued: string[] = [];
    const states: Record<string, 'failed' | 'pending'> = { [gaveUp]: 'failed', [justReparsed]: 'failed', [running]: 'pending' };
    const queue = {
      async jobState(c: string) {
        return states[c] ?? ('absent' as const);
      },
      async enqueue(job: { verificationCode: string }) {
        enqueued.push(job.verificationCode);
      },
    } as unknown as InProcessQueue;
    const recovered = await recoverInterrupted({ records: stores.records, queue, strandedAfterMs: 60_000 });
    expect(recovered).toEqual([lost]);
    expect(enqueued).toEqual([lost]);
    expect(await stores.records.get(gaveUp)).toMatchObject({ status: 'failed', error: { type: expect.stringContaining('extraction-failed') } });
    // Written a moment ago: maybe a re-parse about to queue its job; the queue sweep decides later.
    expect((await stores.records.get(justReparsed))?.status).toBe('queued');
    expect((await stores.records.get(running))?.status).toBe('processing');
  });

  it('runs behind the in-process queue, and start-up recovery re-queues interrupted records', async () => {
    const queued = await seed();
    const processing = await seed({ status: 'processing', attempts: 1 });
    const done = await seed({ status: 'awaiting_verification' });
    const queue = new InProcessQueue();
    try {
      const recovered = await recoverInterrupted({ records: stores.records, queue });
      expect(recovered.sort()).toEqual([queued, processing].sort());
      await queue.consume(handlerWith(new FakeExtractor()), { concurrency: 2 });
      expect(await queue.waitFor(queued, 5_000)).toBe(true);
      expect(await queue.waitFor(processing, 5_000)).toBe(true);
      expect((await stores.records.get(queued))?.status).toBe('awaiting_verification');
      expect(await stores.records.get(processing)).toMatchObject({ status: 'awaiting_verification', attempts: 2 });
      expect((await stores.records.get(done))?.status).toBe('awaiting_verification');
    } finally {
      await queue.close();
    }
  });
});

