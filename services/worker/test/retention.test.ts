// Retention: an expired record goes with its PDF and working files; a verified
// contract's PDF survives (until the contract is deleted, or DOCUMENT_RETENTION);
// the worker role runs the purge on its schedule.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyParsedData, type StoredContract, type StoredVerificationRecord } from '@cp/schema';
import { ocrPageKey, openSqliteStores, type Stores } from '@cp/storage';
import { InProcessQueue } from '@cp/queue';
import { loadConfig } from '@cp/http';
import type { Extractor } from '@cp/extraction';
import { purgeExpired, silentLogger, startWorkerRole } from '../src/index.js';

const DAY = 86_400_000;
const NOW = new Date('2026-06-01T00:00:00.000Z');

function record(overrides: Partial<StoredVerificationRecord>): StoredVerificationRecord {
  return {
    verificationCode: randomUUID().replaceAll('-', ''),
    status: 'awaiting_verification',
    createdAt: new Date(NOW.getTime() - 40 * DAY).toISOString(),
    updatedAt: new Date(NOW.getTime() - 40 * DAY).toISOString(),
    expiresAt: new Date(NOW.getTime() - 10 * DAY).toISOString(),
    document: { fileName: 'c.pdf', bytes: 9, pages: 2, sha256: 'a'.repeat(64), ocrPages: 0 },
    parsedData: emptyParsedData(),
    ...overrides,
  };
}

function contractFor(r: StoredVerificationRecord, createdAt: Date): StoredContract {
  const at = createdAt.toISOString();
  return { contractId: `c-${r.verificationCode}`, parsedData: emptyParsedData(), version: 1, createdAt: at, updatedAt: at, verificationCode: r.verificationCode, verifiedBy: 'tester' };
}

const pdf = Buffer.from('%PDF-1.7 test');

describe('purgeExpired', () => {
  let dir: string;
  let stores: Stores;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'cp-retention-'));
    stores = openSqliteStores(dir);
  });
  afterEach(async () => {
    await stores.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function put(r: StoredVerificationRecord): Promise<StoredVerificationRecord> {
    await stores.records.insert(r);
    await stores.blobs.put(r.verificationCode, pdf);
    return r;
  }

  async function verified(createdAt: Date): Promise<StoredVerificationRecord> {
    const r = await put(record({ status: 'verified' }));
    const c = contractFor(r, createdAt);
    await stores.contracts.create(c);
    await stores.records.update(r.verificationCode, { contractId: c.contractId, verifiedAt: c.createdAt, verifiedBy: 'tester' });
    return r;
  }

  it('removes an expired record with its PDF and working files, and keeps live records and verified contracts\' PDFs', async () => {
    const expired = await put(record({}));
    await stores.blobs.put(ocrPageKey(expired.verificationCode, 1), Buffer.from('[]'));
    const failed = await put(record({ status: 'failed', parsedData: undefined }));
    const live = await put(record({ expiresAt: new Date(NOW.getTime() + DAY).toISOString() }));
    const kept = await verified(new Date(NOW.getTime() - 400 * DAY));

    const result = await purgeExpired({ ...stores, logger: silentLogger }, { now: NOW, batch: 1 });
    expect(result).toEqual({ records: 2, contractPdfs: 0 });
    for (const gone of [expired, failed]) {
      expect(await stores.records.get(gone.verificationCode)).toBeNull();
      expect(await stores.blobs.get(gone.verificationCode)).toBeNull();
    }
    expect(await stores.blobs.get(ocrPageKey(expired.verificationCode, 1))).toBeNull();
    expect(await stores.records.get(live.verificationCode)).not.toBeNull();
    expect(await stores.blobs.get(live.verificationCode)).toEqual(pdf);
    // Verified long ago, past its record's expiresAt: the contract's PDF stays.
    expect((await stores.records.get(kept.verificationCode))?.status).toBe('verified');
    expect(await stores.blobs.get(kept.verificationCode)).toEqual(pdf);
    // Nothing left to do: a second run removes nothing.
    expect(await purgeExpired(stores, { now: NOW })).toEqual({ records: 0, contractPdfs: 0 });
  });

  it('removes verified contracts\' PDFs past DOCUMENT_RETENTION, keeping the contracts and newer PDFs', async () => {
    const old = await verified(new Date(NOW.getTime() - 100 * DAY));
    const recent = await verified(new Date(NOW.getTime() - 5 * DAY));
    const result = await purgeExpired(stores, { now: NOW, documentRetentionMs: 30 * DAY, batch: 1 });
    expect(result.contractPdfs).toBe(1);
    expect(await stores.blobs.get(old.verificationCode)).toBeNull();
    expect(await stores.contracts.getByVerificationCode(old.verificationCode)).not.toBeNull();
    expect(await stores.blobs.get(recent.verificationCode)).toEqual(pdf);
    // A second run finds the old PDF gone: it neither deletes nor counts it again.
    const deletes: string[] = [];
    const watched = { ...stores, blobs: Object.assign(Object.create(stores.blobs), { delete: async (key: string) => void deletes.push(key) }) };
    expect(await purgeExpired(watched, { now: NOW, documentRetentionMs: 30 * DAY, batch: 1 })).toEqual({ records: 0, contractPdfs: 0 });
    expect(deletes).toEqual([]);
  });

  it('runs on the worker role\'s schedule (a timer with the in-process queue)', async () => {
    const expired = await put(record({ createdAt: new Date(Date.now() - 2 * DAY).toISOString(), expiresAt: new Date(Date.now() - DAY).toISOString() }));
    const config = { ...loadConfig({ DATA_DIR: dir, RETENTION_INTERVAL_MS: '50', QUEUE_SWEEP_INTERVAL_MS: '0', ORPHAN_SWEEP_INTERVAL_MS: '0' }), workerThreads: 1 };
    const extractor: Extractor = { extract: async () => { throw new Error('not used'); }, close: async () => {} };
    const role = await startWorkerRole({ config, stores, queue: new InProcessQueue(), logger: silentLogger as never, extractor });
    try {
      // The record goes first, its PDF just after: wait for both.
      const purged = async () => !(await stores.records.has(expired.verificationCode)) && !(await stores.blobs.has(expired.verificationCode));
      for (let i = 0; i < 250 && !(await purged()); i++) await new Promise((r) => setTimeout(r, 20));
      expect(await stores.records.has(expired.verificationCode)).toBe(false);
      expect(await stores.blobs.get(expired.verificationCode)).toBeNull();
    } finally {
      await role.close();
    }
  });
});
