// Cross-cutting behaviour of the gateway: problems for unknown routes, health and
// readiness, generated API docs served locally, API keys, request ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContractPdf } from '@cp/testkit';
import { StoredVerificationRecord, VerificationRecord, VerifyRequest } from '@cp/schema';
import { extractedData, makeHarness, uploadPdf, type Harness } from './harness.js';

const PROBLEM = 'https://contract-parser.dev/problems/';

describe('gateway without API keys', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await makeHarness();
  });
  afterAll(() => h.close());

  it('answers a problem for an unknown route', async () => {
    const res = await h.app.inject('/nowhere');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toEqual({
      type: `${PROBLEM}route-not-found`,
      title: 'No such route',
      status: 404,
      detail: 'There is no route GET /nowhere.',
      instance: '/nowhere',
    });
    // A known path with a method it does not take is 405 (see methods.test.ts), not 404.
    const method = await h.app.inject({ method: 'DELETE', url: '/parse' });
    expect(method.statusCode).toBe(405);
    expect(method.json().type).toBe(`${PROBLEM}method-not-allowed`);
  });

  it('is alive and ready', async () => {
    expect((await h.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await h.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('echoes an incoming x-request-id and makes one otherwise', async () => {
    expect((await h.app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } })).headers['x-request-id']).toBe('abc-123');
    expect((await h.app.inject('/healthz')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Not an id: replaced rather than logged as given.
    expect((await h.app.inject({ url: '/healthz', headers: { 'x-request-id': 'a b\nc' } })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the OpenAPI document built from the schemas, and Swagger UI from local assets', async () => {
    const before = JSON.stringify([VerificationRecord, StoredVerificationRecord, VerifyRequest]);
    const res = await h.app.inject('/openapi.json');
    // Generating the document must not touch the schemas the validators share.
    expect(JSON.stringify([VerificationRecord, StoredVerificationRecord, VerifyRequest])).toBe(before);
    expect((await h.app.inject('/openapi.json')).statusCode).toBe(200);
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const path of ['/parse', '/verify/{code}', '/verify/{code}/document', '/verify/{code}/reparse', '/verify', '/contracts/{contractId}']) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(doc.components.schemas).toHaveProperty('ParsedData');
    expect(doc.components.schemas).toHaveProperty('Problem');
    const page = await h.app.inject('/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/https?:\/\/(cdn|unpkg|cdnjs)/);
    const js = await h.app.inject('/docs/static/swagger-ui-bundle.js');
    expect(js.statusCode).toBe(200);
  });

  it('answers 503 from /readyz when a backing service is down', async () => {
    const broken = await makeHarness({}, {});
    try {
      await broken.queue.close();
      const res = await broken.app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ type: `${PROBLEM}not-ready`, errors: [{ path: 'queue' }] });
    } finally {
      await broken.close();
    }
  });
});

describe('gateway with API keys', () => {
  let h: Harness;
  let pdf: Uint8Array;
  beforeAll(async () => {
    h = await makeHarness({ apiKeys: [{ name: 'alice', key: 'alice-secret' }, { name: 'ci', key: 'ci-secret' }] });
    pdf = await buildContractPdf('Base salary of $250,000.');
  });
  afterAll(() => h.close());

  it('requires a key on data routes', async () => {
    for (const url of ['/verify', '/verify/v_x', '/contracts/c_x', '/nowhere']) {
      const res = await h.app.inject(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().type).toBe(`${PROBLEM}unauthorized`);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    }
    const wrong = await h.app.inject({ url: '/verify', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().detail).toMatch(/not valid/);
  });

  it('leaves health, readiness, docs and the review pages open', async () => {
    for (const url of ['/healthz', '/readyz', '/openapi.json', '/docs', '/docs/static/swagger-ui.css', '/review']) {
      expect((await h.app.inject(url)).statusCode, url).toBe(200);
    }
  });

  it('serves a review page for a code, and answers a malformed code with the review-not-found problem', async () => {
    const page = await h.app.inject('/review/abc_DEF-123');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('abc_DEF-123');
    for (const url of ['/review/not%20a%20code', '/review/bad.code', '/review/%E2%82%AC']) {
      const res = await h.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/problem\+json/);
      expect(res.json().type, url).toBe(`${PROBLEM}review-not-found`);
    }
  });

  // Each API_KEYS name is its own tenant, so the key that verifies is the one that uploaded (see services/embedded/test/access.test.ts).
  it('accepts Bearer and X-API-Key, and records the key name as verifiedBy', async () => {
    const upload = await h.app.inject(uploadPdf(pdf, 'c.pdf', { 'x-api-key': 'alice-secret' }));
    expect(upload.statusCode).toBe(200);
    const code = upload.json().verificationCode;
    const res = await h.app.inject({
      method: 'PUT',
      url: `/verify/${code}`,
      headers: { authorization: 'Bearer alice-secret' },
      payload: { parsedData: extractedData(), verified: true },
    });
    expect(res.statusCode).toBe(200);
    const record = await h.app.inject({ url: `/verify/${code}`, headers: { authorization: 'Bearer alice-secret' } });
    expect(record.json().verifiedBy).toBe('alice');
    const stored = await h.stores.contracts.get(res.json().contractId);
    expect(stored?.verifiedBy).toBe('alice');
    expect(stored?.tenant).toBe('alice');
    expect((await h.app.inject({ url: `/verify/${code}`, headers: { authorization: 'Bearer ci-secret' } })).statusCode).toBe(404);
  });
});
