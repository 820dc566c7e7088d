// The HTTP surface around the routes: conditional GET (ETag / If-None-Match -> 304),
// the methods a path takes (OPTIONS -> 204 + Allow, another method -> 405 problem),
// compression, and bodies serialized from their schemas without losing a member.
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContractPdf } from '@cp/testkit';
import { FIELDS, setPath, type ParsedData, type StoredVerificationRecord } from '@cp/schema';
import { makeHarness, uploadParsed, type Harness } from './harness.js';

const PROBLEM = 'https://contract-parser.dev/problems/';
let h: Harness;
let pdf: Uint8Array;

/** parsedData with all 112 fields set, none to its silent value. */
function fullParsedData(): ParsedData {
  const data: Record<string, unknown> = {};
  FIELDS.forEach((f, i) => {
    const value = f.type === 'boolean' ? true : f.type === 'number' ? 1000.25 + i : f.type === 'enum' ? f.values![i % f.values!.length] : `value "${i}" \u00e9`;
    setPath(data, f.path, value);
  });
  return data as unknown as ParsedData;
}

beforeAll(async () => {
  h = await makeHarness();
  pdf = await buildContractPdf('# Agreement\nBase salary of $250,000. Governed by the laws of Ohio.');
});
afterAll(() => h.close());

async function verified(parsedData: ParsedData = fullParsedData()): Promise<{ code: string; contractId: string }> {
  const code = await uploadParsed(h, pdf);
  const res = await h.app.inject({ method: 'PUT', url: `/verify/${code}`, payload: { parsedData, verified: true } });
  expect(res.statusCode).toBe(200);
  return { code, contractId: res.json().contractId };
}

describe('conditional GET', () => {
  it('GET /verify/{code}: an ETag of the record as shown; 304 while it is unchanged, 200 once it changes', async () => {
    const code = await uploadParsed(h, pdf);
    const first = await h.app.inject(`/verify/${code}`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect((await h.app.inject(`/verify/${code}`)).headers.etag).toBe(etag);

    const same = await h.app.inject({ url: `/verify/${code}`, headers: { 'if-none-match': etag } });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect(same.headers.etag).toBe(etag);
    // The weak comparison: a weak tag held by a cache, and a list of tags.
    expect((await h.app.inject({ url: `/verify/${code}`, headers: { 'if-none-match': `W/${etag}` } })).statusCode).toBe(304);
    expect((await h.app.inject({ url: `/verify/${code}`, headers: { 'if-none-match': `"other", ${etag}` } })).statusCode).toBe(304);
    expect((await h.app.inject({ url: `/verify/${code}`, headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);

    const draft = await h.app.inject({ method: 'PUT', url: `/verify/${code}`, payload: { parsedData: fullParsedData(), verified: false } });
    expect(draft.statusCode).toBe(200);
    const changed = await h.app.inject({ url: `/verify/${code}`, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().parsedData).toEqual(fullParsedData());
  });

  it('GET /contracts/{id}: the version as ETag, 304 with its Link while it is current', async () => {
    const { code, contractId } = await verified();
    const res = await h.app.inject(`/contracts/${contractId}`);
    expect(res.headers.etag).toBe('"1"');
    const same = await h.app.inject({ url: `/contracts/${contractId}`, headers: { 'if-none-match': '"1"' } });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect(same.headers.etag).toBe('"1"');
    expect(same.headers.link).toBe(`</verify/${code}>; rel="verification"`);
    expect((await h.app.inject({ url: `/contracts/${contractId}`, headers: { 'if-none-match': '"2"' } })).statusCode).toBe(200);
    expect((await h.app.inject({ url: `/contracts/${contractId}`, headers: { 'if-none-match': '*' } })).statusCode).toBe(304);
  });
});

describe('bodies serialized from the response schemas', () => {
  it('GET /verify/{code} sends every member of a record with every member set', async () => {
    const code = await uploadParsed(h, pdf);
    const at = new Date().toISOString();
    const box = { x: 0.1, y: 0.2, w: 0.3, h: 0.04 };
    const updated = (await h.stores.records.update(code, {
      parsedData: fullParsedData(),
      progress: { stage: 'fields', done: 1, total: 1 },
      evidence: { 'compensation.guar_base_sal': { page: 1, text: 'base salary', confidence: 0.9, box } },
      warnings: [{ code: 'weak_evidence', message: 'm', paths: ['compensation.guar_base_sal'] }],
      hints: [{ path: 'compensation.ret_bonus', signal: 'possibly_missed', page: 1, text: 'retention', box }],
      draftSavedAt: at,
      corrections: [{ path: 'compensation.guar_base_sal', extracted: 250000, corrected: 1000.25 }],
    })) as StoredVerificationRecord;
    // What GET /verify/{code} shows of a stored record (presentRecord): not the extractor's output, attempts or tenant.
    const { extractedData: _e, attempts: _a, tenant: _t, ...shown } = updated;
    const res = await h.app.inject(`/verify/${code}`);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(shown)));
  });

  it('GET /contracts/{id} sends all 112 fields', async () => {
    const { contractId } = await verified();
    expect((await h.app.inject(`/contracts/${contractId}`)).json()).toEqual({ contractId, parsedData: fullParsedData(), verified: true });
  });

  it('problems keep every member', async () => {
    const res = await h.app.inject({ method: 'PUT', url: '/verify/v_nothing', payload: { parsedData: { compensation: 1 }, verified: 'yes' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['detail', 'errors', 'instance', 'status', 'title', 'type']);
    expect(body.errors.length).toBeGreaterThan(1);
  });
});

describe('methods', () => {
  it('OPTIONS on a known path answers 204 with Allow', async () => {
    const code = await uploadParsed(h, pdf);
    const res = await h.app.inject({ method: 'OPTIONS', url: `/verify/${code}` });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers.allow).toBe('DELETE, GET, HEAD, OPTIONS, PUT');
    expect((await h.app.inject({ method: 'OPTIONS', url: '/parse' })).headers.allow).toBe('OPTIONS, POST');
    expect((await h.app.inject({ method: 'OPTIONS', url: '/verify?limit=2' })).headers.allow).toBe('GET, HEAD, OPTIONS');
  });

  it('another method on a known path answers 405 problem+json with Allow', async () => {
    const res = await h.app.inject({ method: 'PATCH', url: '/verify/v_any' });
    expect(res.statusCode).toBe(405);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.headers.allow).toBe('DELETE, GET, HEAD, OPTIONS, PUT');
    expect(res.json()).toMatchObject({ type: `${PROBLEM}method-not-allowed`, status: 405, instance: '/verify/v_any' });
    const post = await h.app.inject({ method: 'POST', url: '/contracts/c_1' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD, OPTIONS');
  });

  it('an unknown path stays 404, whatever the method', async () => {
    for (const method of ['GET', 'OPTIONS', 'DELETE'] as const) {
      const res = await h.app.inject({ method, url: '/verify/v_1/nothing' });
      expect(res.statusCode, method).toBe(404);
      expect(res.json().type).toBe(`${PROBLEM}route-not-found`);
    }
  });
});

describe('compression', () => {
  it('gzip and br for a JSON body when the client accepts them, nothing otherwise', async () => {
    const { contractId } = await verified();
    const plain = await h.app.inject(`/contracts/${contractId}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gz = await h.app.inject({ url: `/contracts/${contractId}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    const br = await h.app.inject({ url: `/contracts/${contractId}`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });

  it('not a tiny body, nor the PDF', async () => {
    const tiny = await h.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'gzip, br' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.json()).toEqual({ status: 'ok' });
    const code = await uploadParsed(h, pdf);
    const doc = await h.app.inject({ url: `/verify/${code}/document`, headers: { 'accept-encoding': 'gzip, br' } });
    expect(doc.rawPayload.length).toBeGreaterThan(1024);
    expect(doc.headers['content-encoding']).toBeUndefined();
    expect(Buffer.compare(doc.rawPayload, Buffer.from(pdf))).toBe(0);
  });
});
