// The orphan sweep also removes Idempotency-Keys past their lifetime (live ones stay).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { openSqliteStores, type IdempotencyEntry, type Stores } from '@cp/storage';
import { InProcessQueue } from '@cp/queue';
import { silentLogger, startMaintenance } from '../src/index.js';

let stores: Stores | undefined;
let dir: string | undefined;
afterEach(async () => {
  await stores?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const entry = (key: string, expiresAt: string): IdempotencyEntry => ({
  tenant: 'default',
  key,
  token: `t-${key}`,
  state: 'in_flight',
  createdAt: '2026-01-01T00:00:00.000Z',
  expiresAt,
});

it('removes expired idempotency keys with the orphan sweep', async () => {
  dir = mkdtempSync(join(tmpdir(), 'cp-maintenance-'));
  stores = openSqliteStores(dir);
  const now = new Date().toISOString();
  await stores.records.claimIdempotencyKey(entry('expired', '2026-01-01T00:05:00.000Z'), '2026-01-01T00:00:00.000Z');
  await stores.records.claimIdempotencyKey(entry('live', new Date(Date.now() + 3_600_000).toISOString()), now);
  const queue = new InProcessQueue();
  const keys = () => {
    const db = new Database(join(dir!, 'contracts.db'), { readonly: true });
    try {
      return (db.prepare('SELECT key FROM idempotency_keys ORDER BY key').all() as { key: string }[]).map((r) => r.key);
    } finally {
      db.close();
    }
  };
  expect(keys()).toEqual(['expired', 'live']);
  // The orphan sweep runs once at start.
  const maintenance = startMaintenance({ ...stores, queue, logger: silentLogger, queueSweepIntervalMs: 0, orphanSweepIntervalMs: 0 });
  try {
    const end = Date.now() + 10_000;
    while (keys().length > 1 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    expect(keys()).toEqual(['live']);
  } finally {
    await maintenance.stop();
    await queue.close();
  }
});
