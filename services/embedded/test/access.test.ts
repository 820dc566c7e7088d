// Keys, scopes, tenants and the audit trail, through the one-process composition (so
// that the parsing interface and /employment-contracts are both there): two tenants
// with stored keys, keys with one scope, and the ADMIN_API_KEY. Another tenant's ids
// answer 404 on every route; a missing scope answers 403; admin sees everything.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContractPdf } from '@cp/testkit';
import { loadConfig } from '@cp/http';
import { emptyParsedData, toEmploymentContract, type ParsedData } from '@cp/schema';
import { createApiKey, openSqliteStores } from '@cp/storage';
import type { Extractor } from '@cp/extraction';
import { openEmbedded, type Embedded } from '../src/index.js';

const PROBLEM = 'https://contract-parser.dev/problems/';
const ADMIN_KEY = 'admin-key-0123456789-0123456789-0123456789';

function extractedData(): ParsedData {
  const data = emptyParsedData();
  data.compensation.guar_base_sal = 250000;
  data.legalContractualProvisions.miscellaneousProvisions.governing_law = 'Ohio';
  return data;
}

const standIn: Extractor = {
  async extract() {
    return { document: { pages: 1, ocrPages: 0, sha256: 'a'.repeat(64) }, result: { parsedData: extractedData(), evidence: {}, warnings: [] } };
  },
  async close() {},
};

let dataDir: string;
let h: Embedded;
let pdf: Uint8Array;
const key: Record<'a' | 'b' | 'uploaderA' | 'readerA', string> = { a: '', b: '', uploaderA: '', readerA: '' };

const as = (k: string) => ({ authorization: `Bearer ${k}` });

function multipart(bytes: Uint8Array) {
  const boundary = '----access-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="contractPdf"; filename="c.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(k: string): Promise<string> {
  const body = multipart(pdf);
  const res = await h.app.inject({ method: 'POST', url: '/parse', payload: body.payload, headers: { ...body.headers, ...as(k) } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().verificationCode;
}

async function verify(k: string, code: string, data = extractedData()): Promise<string> {
  const res = await h.app.inject({ method: 'PUT', url: `/verify/${code}`, headers: as(k), payload: { parsedData: data, verified: true } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().contractId;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'embedded-access-'));
  const stores = openSqliteStores(dataDir);
  const all = ['parse', 'verify', 'read', 'write'] as const;
  key.a = (await createApiKey(stores.keys, { name: 'alice', tenant: 'acme', scopes: [...all] })).key;
  key.b = (await createApiKey(stores.keys, { name: 'bob', tenant: 'beta', scopes: [...all] })).key;
  key.uploaderA = (await createApiKey(stores.keys, { name: 'scanner', tenant: 'acme', scopes: ['parse'] })).key;
  key.readerA = (await createApiKey(stores.keys, { name: 'erp', tenant: 'acme', scopes: ['read'] })).key;
  await stores.close();
  pdf = await buildContractPdf('Base salary of $250,000.');
  h = await openEmbedded({ ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ADMIN_API_KEY: ADMIN_KEY }), workerThreads: 1 }, { extractor: standIn });
  await h.app.ready();
});
afterAll(async () => {
  await h?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('access decided at start', () => {
  it('asks for keys once keys are stored', async () => {
    expect(h.access.open).toBe(false);
    const res = await h.app.inject('/verify');
    expect(res.statusCode).toBe(401);
    expect(res.json().type).toBe(`${PROBLEM}unauthorized`);
  });
});

describe('tenant isolation: another tenant\'s ids are 404 on every route, admin sees all', () => {
  let codeA: string; // verified by acme: contract cA
  let openA: string; // acme, awaiting verification
  let codeB: string;
  let cA: string;
  let cB: string;

  beforeAll(async () => {
    codeA = await upload(key.a);
    openA = await upload(key.a);
    codeB = await upload(key.b);
    cA = await verify(key.a, codeA);
    cB = await verify(key.b, codeB);
  });

  const notFound = async (k: string, method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) => {
    const res = await h.app.inject({ method: method as never, url, headers: { ...as(k), ...headers }, ...(payload === undefined ? {} : { payload: payload as never }) });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    return res;
  };

  it('lists only the tenant\'s records and contracts; admin lists every tenant\'s', async () => {
    const codes = async (k: string) => (await h.app.inject({ url: '/verify?limit=100', headers: as(k) })).json().items.map((i: { verificationCode: string }) => i.verificationCode);
    expect((await codes(key.a)).sort()).toEqual([codeA, openA].sort());
    expect(await codes(key.b)).toEqual([codeB]);
    expect(await codes(ADMIN_KEY)).toEqual(expect.arrayContaining([codeA, openA, codeB]));
    const contracts = async (k: string) => (await h.app.inject({ url: '/employment-contracts?limit=100', headers: as(k) })).json().items.map((i: { contractId: string }) => i.contractId);
    expect(await contracts(key.a)).toEqual([cA]);
    expect(await contracts(key.b)).toEqual([cB]);
    expect((await contracts(ADMIN_KEY)).sort()).toEqual([cA, cB].sort());
  });

  it('does not show the tenant in the seed response shapes', async () => {
    const record = (await h.app.inject({ url: `/verify/${codeA}`, headers: as(key.a) })).json();
    expect(record).not.toHaveProperty('tenant');
    const contract = (await h.app.inject({ url: `/contracts/${cA}`, headers: as(key.a) })).json();
    expect(Object.keys(contract).sort()).toEqual(['contractId', 'parsedData', 'verified']);
    expect((await h.stores.records.get(codeA))?.tenant).toBe('acme');
    expect((await h.stores.contracts.get(cA))?.tenant).toBe('acme');
  });

  it('answers 404 to another tenant on record routes, changing nothing', async () => {
    const before = await h.stores.records.get(openA);
    const res = await notFound(key.b, 'GET', `/verify/${openA}`);
    expect(res.json().type).toBe(`${PROBLEM}verification-not-found`);
    await notFound(key.b, 'GET', `/verify/${openA}/document`);
    await notFound(key.b, 'PUT', `/verify/${openA}`, { parsedData: extractedData(), verified: false });
    await notFound(key.b, 'PUT', `/verify/${openA}`, { parsedData: extractedData(), verified: true });
    await notFound(key.b, 'POST', `/verify/${openA}/reparse`);
    await notFound(key.b, 'DELETE', `/verify/${openA}`);
    expect(await h.stores.records.get(openA)).toEqual(before);
    expect(await h.stores.blobs.get(openA)).not.toBeNull();
    // The owner still can.
    expect((await h.app.inject({ url: `/verify/${openA}`, headers: as(key.a) })).statusCode).toBe(200);
    expect((await h.app.inject({ url: `/verify/${openA}/document`, headers: as(key.a) })).statusCode).toBe(200);
  });

  it('answers 404 to another tenant on contract routes in both shapes, changing nothing', async () => {
    const before = await h.stores.contracts.get(cA);
    expect((await notFound(key.b, 'GET', `/contracts/${cA}`)).json().type).toBe(`${PROBLEM}contract-not-found`);
    await notFound(key.b, 'GET', `/employment-contracts/${cA}`);
    const { contractId: _id, ...sections } = toEmploymentContract(before!);
    await notFound(key.b, 'PUT', `/employment-contracts/${cA}`, sections);
    await notFound(key.b, 'PATCH', `/employment-contracts/${cA}`, { compensation: { guar_base_sal: 1 } }, { 'content-type': 'application/merge-patch+json' });
    await notFound(key.b, 'DELETE', `/employment-contracts/${cA}`);
    await notFound(key.b, 'GET', `/employment-contracts/${cA}/history`);
    expect(await h.stores.contracts.get(cA)).toEqual(before);
    // The owner and the admin still can.
    for (const k of [key.a, ADMIN_KEY]) {
      expect((await h.app.inject({ url: `/contracts/${cA}`, headers: as(k) })).statusCode).toBe(200);
      expect((await h.app.inject({ url: `/employment-contracts/${cA}`, headers: as(k) })).statusCode).toBe(200);
      expect((await h.app.inject({ url: `/employment-contracts/${cA}/history`, headers: as(k) })).statusCode).toBe(200);
    }
  });

  it('lets the owner re-parse and delete its record, and admin act on any tenant\'s', async () => {
    const reparse = await h.app.inject({ method: 'POST', url: `/verify/${openA}/reparse`, headers: as(key.a) });
    expect(reparse.statusCode, reparse.body).toBe(202);
    const extra = await upload(key.b);
    const del = await h.app.inject({ method: 'DELETE', url: `/verify/${extra}`, headers: as(ADMIN_KEY) });
    expect(del.statusCode).toBe(204);
  });
});

describe('scopes', () => {
  it('answers 403 forbidden where the key lacks the scope, and lets it do what it may', async () => {
    const forbidden = async (k: string, method: string, url: string) => {
      const res = await h.app.inject({ method: method as never, url, headers: as(k) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ type: `${PROBLEM}forbidden`, status: 403 });
      return res;
    };
    // parse: upload and read its own records, nothing else.
    const code = await upload(key.uploaderA);
    expect((await h.app.inject({ url: `/verify/${code}`, headers: as(key.uploaderA) })).statusCode).toBe(200);
    expect((await h.app.inject({ url: '/verify', headers: as(key.uploaderA) })).statusCode).toBe(200);
    const res = await forbidden(key.uploaderA, 'PUT', `/verify/${code}`);
    expect(res.json().detail).toMatch(/"verify"/);
    await forbidden(key.uploaderA, 'POST', `/verify/${code}/reparse`);
    await forbidden(key.uploaderA, 'DELETE', `/verify/${code}`);
    await forbidden(key.uploaderA, 'GET', '/employment-contracts');
    await forbidden(key.uploaderA, 'GET', '/contracts/c_x');
    // read: contracts, never records or writes.
    const cId = await verify(key.a, code);
    expect((await h.app.inject({ url: `/employment-contracts/${cId}`, headers: as(key.readerA) })).statusCode).toBe(200);
    expect((await h.app.inject({ url: `/contracts/${cId}`, headers: as(key.readerA) })).statusCode).toBe(200);
    expect((await h.app.inject({ url: `/employment-contracts/${cId}/history`, headers: as(key.readerA) })).statusCode).toBe(200);
    await forbidden(key.readerA, 'PATCH', `/employment-contracts/${cId}`);
    await forbidden(key.readerA, 'DELETE', `/employment-contracts/${cId}`);
    await forbidden(key.readerA, 'PUT', `/employment-contracts/${cId}`);
    await forbidden(key.readerA, 'POST', '/parse');
    await forbidden(key.readerA, 'GET', '/verify');
    // admin only.
    await forbidden(key.a, 'GET', '/admin/keys');
    await forbidden(key.a, 'POST', '/admin/keys');
  });
});

describe('audit: GET /employment-contracts/{id}/history', () => {
  it('records the verification, PUT, PATCH and DELETE: who, when, which fields, old and new values; newest first, paged', async () => {
    const code = await upload(key.a);
    const verified = extractedData();
    verified.compensation.guar_base_sal = 260000;
    const cId = await verify(key.a, code, verified);

    const patch = await h.app.inject({
      method: 'PATCH',
      url: `/employment-contracts/${cId}`,
      headers: { ...as(key.a), 'content-type': 'application/merge-patch+json' },
      payload: { legalContractualProvisions: { miscellaneousProvisions: { governing_law: 'Texas' } } },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const { contractId: _id, ...sections } = patch.json();
    sections.compensation.guar_base_sal = 270000;
    const put = await h.app.inject({ method: 'PUT', url: `/employment-contracts/${cId}`, headers: as(ADMIN_KEY), payload: sections });
    expect(put.statusCode, put.body).toBe(200);

    const history = (await h.app.inject({ url: `/employment-contracts/${cId}/history`, headers: as(key.a) })).json();
    expect(history.nextCursor).toBeNull();
    expect(history.items.map((e: { action: string }) => e.action)).toEqual(['replace', 'patch', 'verify']);
    const [replaced, patched, verifiedEntry] = history.items;
    expect(verifiedEntry).toMatchObject({ actor: 'alice', tenant: 'acme', verificationCode: code, contractId: cId, version: 1, changes: [{ path: 'compensation.guar_base_sal', old: 250000, new: 260000 }] });
    expect(patched).toMatchObject({ actor: 'alice', version: 2, changes: [{ path: 'legalContractualProvisions.miscellaneousProvisions.governing_law', old: 'Ohio', new: 'Texas' }] });
    // An admin's change is in the owner's history, under the admin's name.
    expect(replaced).toMatchObject({ actor: 'admin', tenant: 'acme', version: 3, changes: [{ path: 'compensation.guar_base_sal', old: 260000, new: 270000 }] });
    for (const e of history.items) expect(Date.parse(e.at)).not.toBeNaN();
    expect(Date.parse(replaced.at)).toBeGreaterThanOrEqual(Date.parse(patched.at));

    const first = (await h.app.inject({ url: `/employment-contracts/${cId}/history?limit=2`, headers: as(key.a) })).json();
    expect(first.items).toHaveLength(2);
    const second = (await h.app.inject({ url: `/employment-contracts/${cId}/history?limit=2&cursor=${first.nextCursor}`, headers: as(key.a) })).json();
    expect(second.items.map((e: { action: string }) => e.action)).toEqual(['verify']);
    expect(second.nextCursor).toBeNull();

    const del = await h.app.inject({ method: 'DELETE', url: `/employment-contracts/${cId}`, headers: as(key.a) });
    expect(del.statusCode).toBe(204);
    const after = (await h.app.inject({ url: `/employment-contracts/${cId}/history`, headers: as(key.a) })).json();
    expect(after.items[0]).toMatchObject({ action: 'delete', actor: 'alice' });
    expect(after.items[0].changes).toEqual(
      expect.arrayContaining([
        { path: 'compensation.guar_base_sal', old: 270000, new: null },
        { path: 'legalContractualProvisions.miscellaneousProvisions.governing_law', old: 'Texas', new: null },
      ]),
    );
    // Still isolated once the contract is gone.
    expect((await h.app.inject({ url: `/employment-contracts/${cId}/history`, headers: as(key.b) })).statusCode).toBe(404);
    expect((await h.app.inject({ url: '/employment-contracts/c_never/history', headers: as(key.a) })).statusCode).toBe(404);
  });
});

describe('ADMIN_API_KEY and /admin/keys', () => {
  it('creates, lists, rotates and revokes keys over HTTP; the secret is shown once and works at once', async () => {
    const created = await h.app.inject({ method: 'POST', url: '/admin/keys', headers: as(ADMIN_KEY), payload: { name: 'partner', tenant: 'gamma', scopes: ['parse', 'read'] } });
    expect(created.statusCode, created.body).toBe(201);
    const { id, key: secret } = created.json();
    expect(secret).toMatch(/^cp_/);
    expect((await h.app.inject({ url: '/verify', headers: as(secret) })).json().items).toEqual([]);

    const list = (await h.app.inject({ url: '/admin/keys', headers: as(ADMIN_KEY) })).json();
    const listed = list.items.find((k: { id: string }) => k.id === id);
    expect(listed).toMatchObject({ name: 'partner', tenant: 'gamma', scopes: ['parse', 'read'] });
    expect(JSON.stringify(list)).not.toContain(secret);
    expect(JSON.stringify(list)).not.toContain('hash');

    const rotated = await h.app.inject({ method: 'POST', url: `/admin/keys/${id}/rotate`, headers: as(ADMIN_KEY) });
    expect(rotated.statusCode).toBe(201);
    const next = rotated.json();
    expect(next).toMatchObject({ name: 'partner', tenant: 'gamma', scopes: ['parse', 'read'] });
    expect((await h.app.inject({ url: '/verify', headers: as(secret) })).statusCode).toBe(401);
    expect((await h.app.inject({ url: '/verify', headers: as(next.key) })).statusCode).toBe(200);

    const revoked = await h.app.inject({ method: 'DELETE', url: `/admin/keys/${next.id}`, headers: as(ADMIN_KEY) });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).toBeTruthy();
    expect((await h.app.inject({ url: '/verify', headers: as(next.key) })).statusCode).toBe(401);
    const missing = await h.app.inject({ method: 'DELETE', url: '/admin/keys/nope', headers: as(ADMIN_KEY) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().type).toBe(`${PROBLEM}api-key-not-found`);
    const bad = await h.app.inject({ method: 'POST', url: '/admin/keys', headers: as(ADMIN_KEY), payload: { name: 'x', tenant: 'y', scopes: ['everything'] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toMatch(/scopes/);
  });

  it('answers 409 api-key-revoked when asked to rotate a revoked key, and issues no successor', async () => {
    const { id, key: secret } = (await h.app.inject({ method: 'POST', url: '/admin/keys', headers: as(ADMIN_KEY), payload: { name: 'gone', tenant: 'gamma', scopes: ['read'] } })).json();
    expect((await h.app.inject({ method: 'DELETE', url: `/admin/keys/${id}`, headers: as(ADMIN_KEY) })).statusCode).toBe(200);
    const before = (await h.app.inject({ url: '/admin/keys', headers: as(ADMIN_KEY) })).json().items.length;
    const refused = await h.app.inject({ method: 'POST', url: `/admin/keys/${id}/rotate`, headers: as(ADMIN_KEY) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ type: `${PROBLEM}api-key-revoked`, status: 409 });
    expect(refused.json()).not.toHaveProperty('key');
    expect((await h.app.inject({ url: '/admin/keys', headers: as(ADMIN_KEY) })).json().items).toHaveLength(before);
    expect((await h.app.inject({ url: '/verify', headers: as(secret) })).statusCode).toBe(401);
    expect((await h.app.inject({ method: 'POST', url: '/admin/keys/nope/rotate', headers: as(ADMIN_KEY) })).statusCode).toBe(404);
  });

  it('refuses the tenant name admin (reserved for ADMIN_API_KEY), whatever the scopes', async () => {
    const before = (await h.app.inject({ url: '/admin/keys', headers: as(ADMIN_KEY) })).json().items.length;
    for (const scopes of [['parse'], ['admin']]) {
      const refused = await h.app.inject({ method: 'POST', url: '/admin/keys', headers: as(ADMIN_KEY), payload: { name: 'ops', tenant: 'admin', scopes } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ type: `${PROBLEM}validation-failed`, errors: [{ path: 'tenant' }] });
      expect(refused.json().detail).toMatch(/"admin" is reserved for ADMIN_API_KEY/);
    }
    expect((await h.app.inject({ url: '/admin/keys', headers: as(ADMIN_KEY) })).json().items).toHaveLength(before);
    // An admin-scope key of another tenant sees every tenant: the scope, not the tenant's name, grants it.
    const ops = (await h.app.inject({ method: 'POST', url: '/admin/keys', headers: as(ADMIN_KEY), payload: { name: 'ops', tenant: 'operations', scopes: ['admin'] } })).json();
    expect((await h.app.inject({ url: '/whoami', headers: as(ops.key) })).json()).toMatchObject({ tenant: 'operations', allTenants: true });
  });
});

describe('GET /whoami', () => {
  it('names the key, its tenant and scopes', async () => {
    expect((await h.app.inject({ url: '/whoami', headers: as(key.uploaderA) })).json()).toEqual({ name: 'scanner', tenant: 'acme', scopes: ['parse'], allTenants: false });
    expect((await h.app.inject({ url: '/whoami', headers: as(ADMIN_KEY) })).json()).toMatchObject({ name: 'admin', tenant: 'admin', allTenants: true });
    expect((await h.app.inject('/whoami')).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the bearer and X-API-Key schemes globally, public routes without security, 401 and 403', async () => {
    const doc = (await h.app.inject('/openapi.json')).json();
    expect(doc.components.securitySchemes).toEqual({
      bearer: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
    });
    expect(doc.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
    expect(doc.paths['/healthz'].get.security).toEqual([]);
    expect(doc.paths['/readyz'].get.security).toEqual([]);
    for (const [path, method] of [['/verify/{code}', 'put'], ['/employment-contracts/{contractId}', 'patch'], ['/admin/keys', 'get'], ['/employment-contracts/{contractId}/history', 'get']]) {
      const op = doc.paths[path][method];
      expect(op.responses, `${method} ${path}`).toHaveProperty('401');
      expect(op.responses, `${method} ${path}`).toHaveProperty('403');
      expect(op.security).toBeUndefined();
    }
  });
});
