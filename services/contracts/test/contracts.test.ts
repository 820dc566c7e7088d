// The employment contract interface on its own (standalone mode, mounted at /):
// flat shape, list paging, PUT/PATCH with versions and ETags, If-Match, DELETE.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openSqliteStores, type Stores } from '@cp/storage';
import { emptyParsedData, SECTION_NAMES, toEmploymentContract, type StoredContract } from '@cp/schema';
import Database from 'better-sqlite3';
import { buildContractsApp } from '../src/app.js';

const PROBLEM = 'https://contract-parser.dev/problems/';
let dir: string;
let stores: Stores;
let app: FastifyInstance;
let n = 0;

async function seed(): Promise<StoredContract> {
  const now = new Date(Date.now() + n++).toISOString();
  const data = emptyParsedData();
  data.compensation.guar_base_sal = 200000;
  const c: StoredContract = { contractId: `c_test${n}`, parsedData: data, version: 1, createdAt: now, updatedAt: now, verificationCode: `v_test${n}` };
  await stores.contracts.create(c);
  await stores.blobs.put(c.verificationCode, new TextEncoder().encode('%PDF-1.7 test'));
  return c;
}

const sections = (c: StoredContract) => {
  const { contractId: _id, ...rest } = structuredClone(toEmploymentContract(c));
  return rest;
};
const mergePatch = { 'content-type': 'application/merge-patch+json' };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'contracts-test-'));
  stores = openSqliteStores(dir);
  app = await buildContractsApp({ contracts: stores.contracts, blobs: stores.blobs, audit: stores.audit, config: { apiKeys: [], logLevel: 'silent' } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await stores.close();
  await rm(dir, { recursive: true, force: true });
});

describe('GET', () => {
  it('answers the flat shape and nothing else, with the version as ETag', async () => {
    const c = await seed();
    const res = await app.inject(`/${c.contractId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"1"');
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['contractId', ...SECTION_NAMES].sort());
    expect(body).toEqual(toEmploymentContract(c));
  });

  it('answers a 404 problem for an unknown contract', async () => {
    const res = await app.inject('/c_missing');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ type: `${PROBLEM}contract-not-found`, contractId: 'c_missing' });
  });

  it('lists with cursor paging, oldest first', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await app.inject(`/?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.items.length).toBeLessThanOrEqual(2);
      for (const item of page.items) expect(Object.keys(item)).not.toContain('parsedData');
      seen.push(...page.items.map((i: { contractId: string }) => i.contractId));
      cursor = page.nextCursor;
    } while (cursor);
    const all = await stores.contracts.list({ limit: 100 });
    expect(seen).toEqual(all.items.map((c) => c.contractId));
  });
});

describe('PUT', () => {
  let c: StoredContract;
  beforeEach(async () => {
    c = await seed();
  });

  it('replaces all six sections and bumps the version', async () => {
    const body = sections(c);
    body.compensation.guar_base_sal = 300000;
    const res = await app.inject({ method: 'PUT', url: `/${c.contractId}`, payload: body, headers: { 'if-match': '"1"' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"2"');
    expect(res.json().compensation.guar_base_sal).toBe(300000);
    expect((await stores.contracts.get(c.contractId))?.version).toBe(2);
  });

  it('answers 412 on a stale If-Match and changes nothing', async () => {
    const res = await app.inject({ method: 'PUT', url: `/${c.contractId}`, payload: sections(c), headers: { 'if-match': '"7"' } });
    expect(res.statusCode).toBe(412);
    expect(res.json()).toMatchObject({ type: `${PROBLEM}precondition-failed`, contractId: c.contractId });
    expect(await stores.contracts.get(c.contractId)).toEqual(c);
  });

  it('validates: missing section, unknown key, wrong type, with field paths', async () => {
    const { workSchedule: _w, ...missing } = sections(c);
    let res = await app.inject({ method: 'PUT', url: `/${c.contractId}`, payload: missing });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'workSchedule', message: 'is required' }]);
    res = await app.inject({ method: 'PUT', url: `/${c.contractId}`, payload: { ...sections(c), contractId: c.contractId } });
    expect(res.json().errors).toEqual([{ path: 'contractId', message: 'is not a known field' }]);
    const wrong = sections(c) as Record<string, any>;
    wrong.benefits.insuranceCoverage.health_ins = 'yes';
    res = await app.inject({ method: 'PUT', url: `/${c.contractId}`, payload: wrong });
    expect(res.json().errors).toEqual([{ path: 'benefits.insuranceCoverage.health_ins', message: 'must be boolean' }]);
    expect(await stores.contracts.get(c.contractId)).toEqual(c);
  });

  it('refuses a body nested too deep and numbers too large to represent (application/json)', async () => {
    const deep = await app.inject({ method: 'PUT', url: `/${c.contractId}`, payload: '['.repeat(500_000) + ']'.repeat(500_000), headers: { 'content-type': 'application/json' } });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().type).toBe(`${PROBLEM}json-too-deep`);
    const body = JSON.stringify(sections(c)).replace('"guar_base_sal":200000', '"guar_base_sal":-1e999');
    const huge = await app.inject({ method: 'PUT', url: `/${c.contractId}`, payload: body, headers: { 'content-type': 'application/json' } });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors).toEqual([{ path: 'compensation.guar_base_sal', message: 'must be a finite number' }]);
    expect(await stores.contracts.get(c.contractId)).toEqual(c);
  });

  it('answers 404 for an unknown contract', async () => {
    const res = await app.inject({ method: 'PUT', url: '/c_missing', payload: sections(c) });
    expect(res.statusCode).toBe(404);
  });
});

describe('PATCH (JSON Merge Patch)', () => {
  let c: StoredContract;
  beforeEach(async () => {
    c = await seed();
  });
  const patch = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'PATCH', url: `/${c.contractId}`, payload: JSON.stringify(payload), headers: { ...mergePatch, ...headers } });

  it('merges, validates the result and bumps the version', async () => {
    const res = await patch({ compensation: { guar_base_sal: 275000, ann_raise: 3 }, workSchedule: { remote_work: true } }, { 'if-match': '"1"' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"2"');
    const body = res.json();
    expect(body.compensation).toMatchObject({ guar_base_sal: 275000, ann_raise: 3, inc_bonus: null });
    expect(body.workSchedule.remote_work).toBe(true);
    // null in a merge patch removes a member; here that leaves the contract incomplete.
    const removed = await patch({ compensation: { guar_base_sal: null } });
    expect(removed.statusCode).toBe(400);
    expect(removed.json().errors).toEqual([{ path: 'compensation.guar_base_sal', message: 'is required' }]);
  });

  it('rejects an invalid merged result with field paths, changing nothing', async () => {
    const res = await patch({ basicInformation: { emp_type: 'sometimes' }, compensation: { bonus: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path).sort()).toEqual(['basicInformation.emp_type', 'compensation.bonus']);
    expect(await stores.contracts.get(c.contractId)).toEqual(c);
  });

  it('refuses to change the contractId', async () => {
    const res = await patch({ contractId: 'c_other' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'contractId', message: 'cannot be changed' }]);
  });

  it('answers 415 for other content types, 400 for malformed JSON, 412 for stale If-Match', async () => {
    let res = await app.inject({ method: 'PATCH', url: `/${c.contractId}`, payload: { compensation: {} } });
    expect(res.statusCode).toBe(415);
    expect(res.json().type).toBe(`${PROBLEM}unsupported-media-type`);
    expect(res.json().detail).toMatch(/merge-patch/);
    res = await app.inject({ method: 'PATCH', url: `/${c.contractId}`, payload: '{"compensation":', headers: mergePatch });
    expect(res.statusCode).toBe(400);
    expect(res.json().type).toBe(`${PROBLEM}malformed-json`);
    res = await patch({ workSchedule: { flex_sched: true } }, { 'if-match': '"0"' });
    expect(res.statusCode).toBe(412);
    expect(await stores.contracts.get(c.contractId)).toEqual(c);
  });

  it('refuses a patch nested 8,000 or 500,000 levels deep, changing nothing', async () => {
    for (const payload of ['{"compensation":'.repeat(8000) + '1' + '}'.repeat(8000), '['.repeat(500_000) + ']'.repeat(500_000)]) {
      const res = await app.inject({ method: 'PATCH', url: `/${c.contractId}`, payload, headers: mergePatch });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toMatchObject({ type: `${PROBLEM}json-too-deep`, detail: expect.stringMatching(/64 levels/) });
    }
    expect(await stores.contracts.get(c.contractId)).toEqual(c);
  });

  it('refuses numbers too large to represent, with their path', async () => {
    const res = await app.inject({ method: 'PATCH', url: `/${c.contractId}`, payload: '{"compensation":{"guar_base_sal":1e999}}', headers: mergePatch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      type: `${PROBLEM}validation-failed`,
      errors: [{ path: 'compensation.guar_base_sal', message: 'must be a finite number' }],
    });
    expect(await stores.contracts.get(c.contractId)).toEqual(c);
  });

  it('still refuses prototype poisoning', async () => {
    const res = await app.inject({ method: 'PATCH', url: `/${c.contractId}`, payload: '{"__proto__":{"contractId":"c_x"}}', headers: mergePatch });
    expect(res.statusCode).toBe(400);
    expect(res.json().type).toBe(`${PROBLEM}malformed-json`);
  });

  it('applies concurrent patches without If-Match one after the other', async () => {
    const results = await Promise.all([
      patch({ workSchedule: { flex_sched: true } }),
      patch({ workSchedule: { remote_work: true } }),
      patch({ compensation: { ann_raise: 2 } }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const stored = await stores.contracts.get(c.contractId);
    expect(stored?.version).toBe(4);
    expect(stored?.parsedData.workSchedule).toMatchObject({ flex_sched: true, remote_work: true });
    expect(stored?.parsedData.compensation.ann_raise).toBe(2);
  });
});

describe('DELETE', () => {
  it('honours If-Match, then removes the contract and its PDF', async () => {
    const c = await seed();
    let res = await app.inject({ method: 'DELETE', url: `/${c.contractId}`, headers: { 'if-match': '"2"' } });
    expect(res.statusCode).toBe(412);
    expect(await stores.contracts.get(c.contractId)).not.toBeNull();
    res = await app.inject({ method: 'DELETE', url: `/${c.contractId}`, headers: { 'if-match': '"1"' } });
    expect(res.statusCode).toBe(204);
    expect(await stores.contracts.get(c.contractId)).toBeNull();
    expect(await stores.blobs.get(c.verificationCode)).toBeNull();
    res = await app.inject({ method: 'DELETE', url: `/${c.contractId}` });
    expect(res.statusCode).toBe(404);
  });
});

describe('a damaged contract (its stored document no longer passes the schema)', () => {
  let own: { dir: string; stores: Stores; app: FastifyInstance };
  beforeAll(async () => {
    const d = await mkdtemp(join(tmpdir(), 'contracts-damaged-'));
    const s = openSqliteStores(d);
    const a = await buildContractsApp({ contracts: s.contracts, blobs: s.blobs, audit: s.audit, config: { apiKeys: [], logLevel: 'silent' } });
    await a.ready();
    own = { dir: d, stores: s, app: a };
  });
  afterAll(async () => {
    await own.app.close();
    await own.stores.close();
    await rm(own.dir, { recursive: true, force: true });
  });

  /** Writes a contract whose parsedData an older or buggy writer left malformed, bypassing the store's checks. */
  function writeDamaged(id: string, code: string, createdAt: string): void {
    const db = new Database(join(own.dir, 'contracts.db'));
    try {
      const doc = { contractId: id, verificationCode: code, parsedData: { compensation: { guar_base_sal: 'lots' } }, version: 3, createdAt, updatedAt: createdAt };
      db.prepare('INSERT INTO contracts (contract_id, verification_code, version, created_at, doc) VALUES (?, ?, 3, ?, ?)').run(id, code, createdAt, JSON.stringify(doc));
    } finally {
      db.close();
    }
  }

  it('is listed in its place as damaged while the rest is served, and can be deleted with its PDF', async () => {
    const t = Date.now();
    const at = (i: number) => new Date(t + i).toISOString();
    const good = async (i: number) => {
      const c: StoredContract = { contractId: `c_ok${i}`, parsedData: emptyParsedData(), version: 1, createdAt: at(i), updatedAt: at(i), verificationCode: `v_ok${i}` };
      await own.stores.contracts.create(c);
      return c;
    };
    const first = await good(0);
    writeDamaged('c_bad', 'v_bad', at(1));
    await own.stores.blobs.put('v_bad', new TextEncoder().encode('%PDF-1.7 damaged'));
    const last = await good(2);

    let res = await own.app.inject('/?limit=10');
    expect(res.statusCode).toBe(200);
    let page = res.json();
    expect(page.items.map((c: { contractId: string }) => c.contractId)).toEqual([first.contractId, last.contractId]);
    expect(page.damaged).toEqual([
      { contractId: 'c_bad', error: expect.objectContaining({ type: `${PROBLEM}contract-damaged`, contractId: 'c_bad', errors: expect.any(Array) }) },
    ]);
    // Paging across it: the damaged one takes its place on its page, nothing is skipped.
    res = await own.app.inject('/?limit=1');
    const cursor = res.json().nextCursor;
    res = await own.app.inject(`/?limit=1&cursor=${cursor}`);
    expect(res.json()).toMatchObject({ items: [], damaged: [{ contractId: 'c_bad' }] });

    // Reading it says what is wrong; deleting it clears it, with or without If-Match.
    res = await own.app.inject('/c_bad');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ type: `${PROBLEM}contract-damaged`, contractId: 'c_bad' });
    res = await own.app.inject({ method: 'DELETE', url: '/c_bad', headers: { 'if-match': '"7"' } });
    expect(res.statusCode).toBe(204);
    expect(await own.stores.blobs.get('v_bad')).toBeNull();
    const history = await own.stores.audit.list({ contractId: 'c_bad', limit: 10 });
    expect(history.items).toEqual([expect.objectContaining({ action: 'delete', verificationCode: 'v_bad', changes: [] })]);
    page = (await own.app.inject('/?limit=10')).json();
    expect(page.damaged).toBeUndefined();
    expect(page.items).toHaveLength(2);
    expect((await own.app.inject({ method: 'DELETE', url: '/c_bad' })).statusCode).toBe(404);

    writeDamaged('c_bad2', 'v_bad2', at(3));
    expect((await own.app.inject({ method: 'DELETE', url: '/c_bad2' })).statusCode).toBe(204);
    expect((await own.app.inject('/?limit=10')).json().damaged).toBeUndefined();
  });
});

describe('service routes', () => {
  it('has health, readiness and docs', async () => {
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    expect((await app.inject('/readyz')).json()).toEqual({ status: 'ready' });
    const doc = (await app.inject('/openapi.json')).json();
    expect(Object.keys(doc.paths).sort()).toEqual(['/', '/healthz', '/readyz', '/{contractId}', '/{contractId}/history']);
  });
});

describe('security headers (the shared foundation)', () => {
  it('are on JSON, problems, and the docs of the standalone service', async () => {
    const c = await seed();
    for (const [url, status] of [[`/${c.contractId}`, 200], ['/c_missing', 404], ['/docs', 200]] as const) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(status);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toMatch(url === '/docs' ? /script-src 'self'/ : /^default-src 'none';\s*frame-ancestors 'none'$/);
    }
  });
});
