// At most UPLOADS_IN_FLIGHT_PER_KEY uploads per key (per client address without
// one) being received at once; the next is answered 429 with Retry-After.
import { PassThrough } from 'node:stream';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildContractPdf } from '@cp/testkit';
import { createApiKey } from '@cp/storage';
import { makeHarness, multipart, uploadPdf, type Harness } from './harness.js';

let pdf: Uint8Array;
let h: Harness | undefined;
beforeAll(async () => {
  pdf = await buildContractPdf('# Employment Agreement\nThe Physician shall receive a base salary of $250,000 per year.');
});
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** An upload whose body arrives only when `finish()` is called. */
function slowUpload(headers: Record<string, string> = {}) {
  const body = multipart([{ name: 'contractPdf', fileName: 'slow.pdf', bytes: pdf }]);
  const stream = new PassThrough();
  const half = Math.floor(body.payload.length / 2);
  stream.write(body.payload.subarray(0, half));
  return {
    request: { method: 'POST' as const, url: '/parse', payload: stream, headers: { ...body.headers, ...headers } },
    finish: () => stream.end(body.payload.subarray(half)),
    /** The handler reads the body (so the upload holds its slot). */
    reading: () => stream.readableLength === 0,
  };
}

async function until(predicate: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('uploads in flight per key', () => {
  it('answers 429 too-many-uploads-in-flight past the bound, per key, and frees the slot once a body has arrived', async () => {
    h = await makeHarness({ uploadsInFlightPerKey: 2, apiKeys: [{ name: 'alice', key: 'a-key' }, { name: 'bob', key: 'b-key' }] });
    const alice = { authorization: 'Bearer a-key' };
    const slow = [slowUpload(alice), slowUpload(alice)];
    const pending = slow.map((s) => h!.app.inject(s.request));
    await until(() => slow.every((s) => s.reading()));
    const refused = await h.app.inject(uploadPdf(pdf, 'third.pdf', alice));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.json()).toMatchObject({ type: 'https://contract-parser.dev/problems/too-many-uploads-in-flight', status: 429 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The request limit's counters come with it, as the OpenAPI document's 429 says.
    expect(refused.headers['ratelimit-limit']).toBe(String(h.config.rateLimitPerMinute));
    expect(Number(refused.headers['ratelimit-remaining'])).toBeGreaterThanOrEqual(0);
    expect(Number(refused.headers['ratelimit-reset'])).toBeGreaterThan(0);
    // Another key is not held up.
    expect((await h.app.inject(uploadPdf(pdf, 'bob.pdf', { authorization: 'Bearer b-key' }))).statusCode).toBe(200);
    for (const s of slow) s.finish();
    expect((await Promise.all(pending)).map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await h.app.inject(uploadPdf(pdf, 'fourth.pdf', alice))).statusCode).toBe(200);
  });

  it('counts per key, not per key name: two tenants each with a key named ci hold their own slots', async () => {
    h = await makeHarness({ uploadsInFlightPerKey: 1 }, { open: false });
    const acme = { authorization: `Bearer ${(await createApiKey(h.stores.keys, { name: 'ci', tenant: 'acme', scopes: ['parse'] })).key}` };
    const beta = { authorization: `Bearer ${(await createApiKey(h.stores.keys, { name: 'ci', tenant: 'beta', scopes: ['parse'] })).key}` };
    const slow = slowUpload(acme);
    const pending = h.app.inject(slow.request);
    await until(() => slow.reading());
    expect((await h.app.inject(uploadPdf(pdf, 'acme-second.pdf', acme))).statusCode).toBe(429);
    expect((await h.app.inject(uploadPdf(pdf, 'beta.pdf', beta))).statusCode).toBe(200);
    slow.finish();
    expect((await pending).statusCode).toBe(200);
  });

  it('counts per client address when auth is off', async () => {
    h = await makeHarness({ uploadsInFlightPerKey: 1 });
    const slow = slowUpload();
    const pending = h.app.inject({ ...slow.request, remoteAddress: '10.0.0.1' });
    await until(slow.reading);
    expect((await h.app.inject({ ...uploadPdf(pdf), remoteAddress: '10.0.0.1' })).statusCode).toBe(429);
    expect((await h.app.inject({ ...uploadPdf(pdf), remoteAddress: '10.0.0.2' })).statusCode).toBe(200);
    slow.finish();
    expect((await pending).statusCode).toBe(200);
  });
});
