// Security headers: every response carries nosniff and a policy; JSON and problems
// load nothing and may not be framed; the review UI's pages and assets keep their
// own policy; the uploaded PDF is served sandboxed; Swagger UI gets what it needs
// under /docs only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContractPdf } from '@cp/testkit';
import { makeHarness, uploadParsed, type Harness } from './harness.js';

let h: Harness;
let code: string;

beforeAll(async () => {
  h = await makeHarness();
  code = await uploadParsed(h, await buildContractPdf('Base salary of $250,000.'));
});
afterAll(() => h.close());

const directives = (csp: string | undefined) =>
  Object.fromEntries((csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

function expectCommon(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-powered-by']).toBeUndefined();
  expect(headers['strict-transport-security']).toBeUndefined();
}

describe('API responses', () => {
  it('JSON: no-referrer, and a policy that loads nothing and forbids framing', async () => {
    for (const url of ['/healthz', `/verify/${code}`, '/openapi.json', '/verify?limit=5']) {
      const res = await h.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expectCommon(res.headers);
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(directives(res.headers['content-security-policy'] as string), url).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
    }
  });

  it('problems, from a route, from the router, before routing, and from auth', async () => {
    const keyed = await makeHarness({ apiKeys: [{ name: 'a', key: 'k' }] });
    try {
      const responses = [
        await h.app.inject('/verify/v_missing'),
        await h.app.inject('/nowhere'),
        await h.app.inject('/verify/%zz'),
        await h.app.inject({ method: 'PUT', url: `/verify/${code}`, payload: '{', headers: { 'content-type': 'application/json' } }),
        await keyed.app.inject('/verify'),
      ];
      expect(responses.map((r) => r.statusCode)).toEqual([404, 404, 400, 400, 401]);
      for (const res of responses) {
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        expectCommon(res.headers);
        expect(directives(res.headers['content-security-policy'] as string)).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
      }
    } finally {
      await keyed.close();
    }
  });
});

describe('the uploaded PDF', () => {
  it('is sandboxed, never sniffed, and still inline', async () => {
    const res = await h.app.inject(`/verify/${code}/document`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; /);
    expectCommon(res.headers);
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp).toMatchObject({ sandbox: [], 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
  });
});

describe('pages', () => {
  it('the review UI keeps its own policy, on its pages and on the assets they load', async () => {
    for (const url of ['/review', `/review/${code}`, '/review/assets/review.js', '/review/assets/pdfjs/build/pdf.worker.mjs']) {
      const res = await h.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expectCommon(res.headers);
      expect(res.headers['referrer-policy']).toBe('same-origin');
      const csp = directives(res.headers['content-security-policy'] as string);
      expect(csp, url).toMatchObject({
        'default-src': ["'self'"],
        'script-src': ["'self'", "'wasm-unsafe-eval'"],
        'worker-src': ["'self'", 'blob:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
    }
    expect((await h.app.inject('/review')).headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('Swagger UI gets scripts and styles from here under /docs, and nothing more', async () => {
    for (const url of ['/docs', '/docs/static/swagger-ui-bundle.js']) {
      const res = await h.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expectCommon(res.headers);
      const csp = directives(res.headers['content-security-policy'] as string);
      expect(csp).toMatchObject({ 'default-src': ["'none'"], 'script-src': ["'self'"], 'connect-src': ["'self'"], 'frame-ancestors': ["'none'"] });
    }
  });
});
