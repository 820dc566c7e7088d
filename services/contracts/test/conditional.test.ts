// GET /{id} answers 304 to an If-None-Match naming the current version; a merge
// patch that changes nothing keeps the version and its ETag; the body carries all
// 112 fields through the schema serializer; OPTIONS and 405 on the contract paths.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openSqliteStores, type Stores } from '@cp/storage';
import { FIELDS, setPath, toEmploymentContract, type ParsedData, type StoredContract } from '@cp/schema';
import { buildContractsApp } from '../src/app.js';

let dir: string;
let stores: Stores;
let app: FastifyInstance;
let n = 0;
const mergePatch = { 'content-type': 'application/merge-patch+json' };

function fullParsedData(): ParsedData {
  const data: Record<string, unknown> = {};
  FIELDS.forEach((f, i) => {
    const value = f.type === 'boolean' ? true : f.type === 'number' ? 1000.25 + i : f.type === 'enum' ? f.values![i % f.values!.length] : `value ${i}`;
    setPath(data, f.path, value);
  });
  return data as unknown as ParsedData;
}

async function seed(): Promise<StoredContract> {
  const now = new Date(Date.now() + n++).toISOString();
  const c: StoredContract = { contractId: `c_cond${n}`, parsedData: fullParsedData(), version: 1, createdAt: now, updatedAt: now, verificationCode: `v_cond${n}` };
  await stores.contracts.create(c);
  return c;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'contracts-cond-'));
  stores = openSqliteStores(dir);
  app = await buildContractsApp({ contracts: stores.contracts, blobs: stores.blobs, config: { apiKeys: [], logLevel: 'silent' } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await stores.close();
  await rm(dir, { recursive: true, force: true });
});

describe('conditional GET', () => {
  it('answers 304 while the version is current, 200 with the new ETag after a change', async () => {
    const c = await seed();
    const same = await app.inject({ url: `/${c.contractId}`, headers: { 'if-none-match': '"1"' } });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect(same.headers.etag).toBe('"1"');
    expect((await app.inject({ url: `/${c.contractId}`, headers: { 'if-none-match': 'W/"1"' } })).statusCode).toBe(304);

    const patched = await app.inject({ method: 'PATCH', url: `/${c.contractId}`, headers: mergePatch, payload: { compensation: { guar_base_sal: 1 } } });
    expect(patched.headers.etag).toBe('"2"');
    const after = await app.inject({ url: `/${c.contractId}`, headers: { 'if-none-match': '"1"' } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).toBe('"2"');
  });

  it('sends all 112 fields of the flat shape', async () => {
    const c = await seed();
    expect((await app.inject(`/${c.contractId}`)).json()).toEqual(toEmploymentContract(c));
  });
});

describe('a merge patch that changes nothing', () => {
  it('keeps the version and the ETag, and writes nothing', async () => {
    const c = await seed();
    const value = c.parsedData.compensation.guar_base_sal;
    for (const payload of [{}, { compensation: { guar_base_sal: value } }, { contractId: c.contractId }]) {
      const res = await app.inject({ method: 'PATCH', url: `/${c.contractId}`, headers: { ...mergePatch, 'if-match': '"1"' }, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(200);
      expect(res.headers.etag).toBe('"1"');
      expect(res.json()).toEqual(toEmploymentContract(c));
    }
    const stored = await stores.contracts.get(c.contractId);
    expect(stored).toEqual(c);
    // A stale If-Match is still refused, change or not.
    const stale = await app.inject({ method: 'PATCH', url: `/${c.contractId}`, headers: { ...mergePatch, 'if-match': '"7"' }, payload: {} });
    expect(stale.statusCode).toBe(412);
  });
});

describe('methods of the contract paths', () => {
  it('OPTIONS answers 204 with Allow; a method a path does not take, 405 with Allow', async () => {
    const c = await seed();
    const options = await app.inject({ method: 'OPTIONS', url: `/${c.contractId}` });
    expect(options.statusCode).toBe(204);
    expect(options.headers.allow).toBe('DELETE, GET, HEAD, OPTIONS, PATCH, PUT');
    const post = await app.inject({ method: 'POST', url: `/${c.contractId}` });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('DELETE, GET, HEAD, OPTIONS, PATCH, PUT');
    expect(post.json().type).toBe('https://contract-parser.dev/problems/method-not-allowed');
    expect((await app.inject({ method: 'POST', url: '/' })).headers.allow).toBe('GET, HEAD, OPTIONS');
  });
});
