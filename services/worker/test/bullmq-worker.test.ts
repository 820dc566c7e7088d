// The parse handler behind BullMQ on the local Redis (unique prefix per test): the
// retry and no-retry rules hold end to end, not only in the handler.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyParsedData } from '@cp/schema';
import { openSqliteStores, type Stores } from '@cp/storage';
import { BullMqQueue } from '@cp/queue';
import { skipUnlessRequired } from '@cp/testkit';
import { PdfError, type ExtractOutput, type Extractor } from '@cp/extraction';
import { createParseJobHandler, markFailedForGood, silentLogger } from '../src/index.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function reachable(): Promise<boolean> {
  const q = new BullMqQueue({ url: REDIS_URL, prefix: `test-${randomUUID()}`, readyTimeoutMs: 2_000 });
  try {
    await q.ping();
    return true;
  } catch {
    return false;
  } finally {
    await q.close();
  }
}

const OUTPUT: ExtractOutput = {
  document: { pages: 1, ocrPages: 0, sha256: 'c'.repeat(64) },
  result: { parsedData: emptyParsedData(), evidence: {}, warnings: [] },
};

const redisUp = await reachable();
if (!redisUp) skipUnlessRequired('redis', `Redis not reachable at ${REDIS_URL}`);

describe.skipIf(!redisUp)(`parse worker on BullMQ${redisUp ? '' : `: skipped, Redis not reachable at ${REDIS_URL}`}`, () => {
  let dir: string;
  let stores: Stores;
  let queue: BullMqQueue;
  let prefix: string;

  async function setUp(extract: () => Promise<ExtractOutput>) {
    dir = mkdtempSync(join(tmpdir(), 'cp-worker-bull-'));
    stores = openSqliteStores(dir);
    prefix = `test-${randomUUID()}`;
    const calls = { n: 0 };
    const extractor: Extractor = {
      extract: () => {
        calls.n++;
        return extract();
      },
      close: async () => {},
    };
    queue = new BullMqQueue({
      url: REDIS_URL,
      prefix,
      attempts: 3,
      backoffMs: 50,
      onError: (err, job) => void markFailedForGood(stores.records, job, err, silentLogger),
    });
    await queue.consume(createParseJobHandler({ records: stores.records, blobs: stores.blobs, extractor, logger: silentLogger, maxPages: 300 }));
    const code = randomUUID().replaceAll('-', '');
    const now = new Date().toISOString();
    await stores.blobs.put(code, Buffer.from('%PDF-1.7'));
    await stores.records.insert({
      verificationCode: code,
      status: 'queued',
      createdAt: now,
      updatedAt: now,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      document: { fileName: 'c.pdf', bytes: 8, pages: 1, sha256: 'c'.repeat(64), ocrPages: 0 },
      attempts: 0,
    });
    await queue.enqueue({ verificationCode: code });
    return { code, calls };
  }

  afterEach(async () => {
    await queue.obliterate().catch(() => undefined);
    await queue.close();
    await stores.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('fails an encrypted PDF once, with its problem', async () => {
    const { code, calls } = await setUp(async () => {
      throw new PdfError('encrypted', 'The PDF is encrypted.');
    });
    expect(await queue.waitFor(code, 10_000)).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(calls.n).toBe(1);
    expect(await stores.records.get(code)).toMatchObject({ status: 'failed', attempts: 1, error: { type: 'https://contract-parser.dev/problems/encrypted-pdf' } });
  });

  it('retries a transient failure and then saves the result', async () => {
    let n = 0;
    const { code, calls } = await setUp(async () => {
      if (++n === 1) throw new Error('pool restarting');
      return OUTPUT;
    });
    expect(await queue.waitFor(code, 10_000)).toBe(true);
    expect(calls.n).toBe(2);
    expect(await stores.records.get(code)).toMatchObject({ status: 'awaiting_verification', attempts: 2 });
  });

  it('fails the record with extraction-failed after the last attempt', async () => {
    const { code, calls } = await setUp(async () => {
      throw new Error('always broken');
    });
    expect(await queue.waitFor(code, 10_000)).toBe(true);
    expect(calls.n).toBe(3);
    expect(await stores.records.get(code)).toMatchObject({ status: 'failed', attempts: 3, error: { status: 500, type: 'https://contract-parser.dev/problems/extraction-failed' } });
  });
});
