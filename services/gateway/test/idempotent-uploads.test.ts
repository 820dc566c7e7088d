// Idempotency-Key on POST /parse: replays, a reused key, a key in flight, 20
// concurrent requests with one key, tenants, expiry, and what the OpenAPI says.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildContractPdf, NOT_A_PDF } from '@cp/testkit';
import { openSqliteStores } from '@cp/storage';
import { preflight } from '@cp/extraction';
import { makeHarness, uploadPdf, type Harness } from './harness.js';
import { buildGatewayApp } from '../src/app.js';

const PROBLEM = 'https://contract-parser.dev/problems/';
let pdf: Uint8Array;
let otherPdf: Uint8Array;
const opened: Harness[] = [];

beforeAll(async () => {
  pdf = await buildContractPdf('# Employment Agreement\nThe Physician shall receive a base salary of $250,000 per year.');
  otherPdf = await buildContractPdf('# Employment Agreement\nThe Physician shall receive a base salary of $310,000 per year.');
});
afterEach(async () => {
  for (const h of opened.splice(0)) await h.close();
});
afterAll(async () => {
  for (const h of opened.splice(0)) await h.close();
});

async function harness(...args: Parameters<typeof makeHarness>): Promise<Harness> {
  const h = await makeHarness(...args);
  opened.push(h);
  return h;
}

async function recordCount(h: Harness): Promise<number> {
  return (await h.stores.records.list({ limit: 100 })).items.length;
}

const withKey = (bytes: Uint8Array, key: string, headers: Record<string, string> = {}) => uploadPdf(bytes, 'contract.pdf', { 'idempotency-key': key, ...headers });

describe('Idempotency-Key on POST /parse', () => {
  it('replays the first answer to a retry with the same key and file: same code, same status, Idempotent-Replayed', async () => {
    const h = await harness();
    const first = await h.app.inject(withKey(pdf, 'key-1'));
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const retry = await h.app.inject(withKey(pdf, 'key-1'));
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await recordCount(h)).toBe(1);
    // Without a key, the same file is a new upload.
    expect((await h.app.inject(uploadPdf(pdf))).json().verificationCode).not.toBe(first.json().verificationCode);
  });

  it('replays a 202 as a 202, with its Location, also after parsing has finished', async () => {
    const h = await harness();
    h.setWorker('hold');
    const first = await h.app.inject(withKey(pdf, 'async-key', { prefer: 'respond-async' }));
    expect(first.statusCode).toBe(202);
    h.releaseHeld();
    await h.queue.waitFor(first.json().verificationCode, 5_000);
    const retry = await h.app.inject(withKey(pdf, 'async-key', { prefer: 'respond-async' }));
    expect(retry.statusCode).toBe(202);
    expect(retry.headers.location).toBe(first.headers.location);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
  });

  it('answers 422 idempotency-key-reused for the same key with another file, storing nothing', async () => {
    const h = await harness();
    await h.app.inject(withKey(pdf, 'key-2'));
    const before = await h.snapshot();
    const res = await h.app.inject(withKey(otherPdf, 'key-2'));
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ type: `${PROBLEM}idempotency-key-reused`, status: 422 });
    expect(await h.snapshot()).toEqual(before);
  });

  it('answers 409 idempotency-key-in-flight with Retry-After while the first request is still handled', async () => {
    const h = await harness({ parseWaitMs: 10_000 });
    h.setWorker('hold');
    const first = h.app.inject(withKey(pdf, 'key-3'));
    // The first request holds the key once its record exists (it then waits for parsing).
    await untilAsync(async () => (await recordCount(h)) === 1);
    const retry = await h.app.inject(withKey(pdf, 'key-3'));
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toMatchObject({ type: `${PROBLEM}idempotency-key-in-flight`, status: 409 });
    expect(Number(retry.headers['retry-after'])).toBeGreaterThan(0);
    h.releaseHeld();
    const done = await first;
    expect(done.statusCode).toBe(200);
    const later = await h.app.inject(withKey(pdf, 'key-3'));
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(later.json().verificationCode).toBe(done.json().verificationCode);
  });

  it('creates exactly one record for 20 concurrent requests with one key', async () => {
    const h = await harness({ uploadsInFlightPerKey: 0 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => h.app.inject(withKey(pdf, 'raced-key'))));
    expect(await recordCount(h)).toBe(1);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const codes = new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.json().verificationCode));
    expect(codes.size).toBe(1);
    const original = answers.filter((a) => a.statusCode === 200 && a.headers['idempotent-replayed'] === undefined);
    expect(original).toHaveLength(1);
  });

  it('settles the race in the store: two gateways on their own connections, 20 requests with one key, one record', async () => {
    const h = await harness({ uploadsInFlightPerKey: 0 });
    // A second gateway process, in effect: its own store connection, its own memory.
    const stores = openSqliteStores(h.dir);
    const other = await buildGatewayApp({ ...stores, queue: h.queue, config: h.config, preflight });
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? other : h.app).inject(withKey(pdf, 'two-gateways'))));
      expect(await recordCount(h)).toBe(1);
      expect(answers.filter((a) => a.statusCode === 200 && a.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
      expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    } finally {
      await other.close();
      await stores.close();
    }
  });

  it('scopes keys per tenant', async () => {
    const h = await harness({ apiKeys: [{ name: 'alice', key: 'alice-secret' }, { name: 'bob', key: 'bob-secret' }] });
    const a = await h.app.inject(withKey(pdf, 'shared-key', { authorization: 'Bearer alice-secret' }));
    const b = await h.app.inject(withKey(pdf, 'shared-key', { authorization: 'Bearer bob-secret' }));
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(b.json().verificationCode).not.toBe(a.json().verificationCode);
  });

  it('gives the key back when the first upload was refused, so a corrected retry is handled', async () => {
    const h = await harness();
    const refused = await h.app.inject(withKey(NOT_A_PDF, 'key-4'));
    expect(refused.statusCode).toBe(415);
    const retry = await h.app.inject(withKey(pdf, 'key-4'));
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await recordCount(h)).toBe(1);
  });

  it('keeps a problem that carries a verification code (the record exists), so a retry does not store a second upload', async () => {
    const down = { enqueue: async () => Promise.reject(new Error('Redis is away')), waitFor: async () => true, jobState: async () => 'absent' as const, consume: async () => {}, ping: async () => {}, close: async () => {} };
    const h = await harness({}, { queue: down });
    const first = await h.app.inject(withKey(pdf, 'key-6'));
    expect(first.statusCode).toBe(503);
    expect(first.json()).toMatchObject({ type: `${PROBLEM}queue-unavailable` });
    const retry = await h.app.inject(withKey(pdf, 'key-6'));
    expect(retry.statusCode).toBe(503);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(retry.json().verificationCode).toBe(first.json().verificationCode);
    expect(await recordCount(h)).toBe(1);
  });

  it('forgets a key after IDEMPOTENCY_TTL: the same key is then a new upload', async () => {
    const h = await harness({ idempotencyTtlMs: 3_600_000 });
    const first = await h.app.inject(withKey(pdf, 'key-5'));
    h.setNow(new Date(Date.now() + 2 * 3_600_000));
    const later = await h.app.inject(withKey(otherPdf, 'key-5'));
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json().verificationCode).not.toBe(first.json().verificationCode);
  });

  it('refuses an unusable key with 400 invalid-idempotency-key', async () => {
    const h = await harness();
    const res = await h.app.inject(withKey(pdf, 'x'.repeat(256)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: `${PROBLEM}invalid-idempotency-key` });
    expect(await recordCount(h)).toBe(0);
  });

  it('is documented in the OpenAPI document: the header, 409/422/429 and Idempotent-Replayed', async () => {
    const h = await harness();
    const op = (await h.app.inject({ url: '/openapi.json' })).json().paths['/parse'].post;
    const header = op.parameters.find((p: { in: string; name: string }) => p.in === 'header' && p.name === 'idempotency-key');
    expect(header?.description).toMatch(/retry/i);
    for (const status of ['409', '422', '429']) expect(op.responses[status].content['application/problem+json']).toBeDefined();
    expect(op.responses['429'].headers['retry-after']).toBeDefined();
    expect(op.responses['200'].headers['idempotent-replayed']).toBeDefined();
  });
});

async function untilAsync(predicate: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
