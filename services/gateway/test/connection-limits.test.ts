// What a client can do to a connection rather than to a route: trickle a body, send
// nothing, hold a kept-alive connection, send headers or a URL too large for the
// parser, send bytes that are not HTTP. Every such client gets a problem where an
// answer can still be written, and its connection is closed, over a real socket.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeHarness, multipart, type Harness } from './harness.js';
import { exchange, trickle } from './raw-http.js';

const PROBLEM = 'https://contract-parser.dev/problems/';
// Small timeouts so the tests run quickly; the server must close well before the
// test gives up waiting (WAIT_MS), however slowly the client goes on.
const LIMITS = { requestTimeoutMs: 1500, headersTimeoutMs: 500, keepAliveTimeoutMs: 500 };
const WAIT_MS = 8000;

let h: Harness;
let port: number;

beforeAll(async () => {
  h = await makeHarness({ ...LIMITS, parseWaitMs: 50 });
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  port = (h.app.server.address() as AddressInfo).port;
});
afterAll(() => h.close());

function expectProblem(res: Awaited<ReturnType<typeof exchange>>, status: number, slug: string) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
  const body = JSON.parse(res.body);
  expect(body).toMatchObject({ type: PROBLEM + slug, status, title: expect.any(String), detail: expect.any(String) });
  return body;
}

describe('slow and silent clients', () => {
  it('answers 408 to a body trickled slower than REQUEST_TIMEOUT_MS, and closes the connection', async () => {
    const res = await exchange(
      port,
      (s) => {
        s.write(`PUT /verify/v_slow HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"parsedData":`);
        trickle(s, ' ', 100);
      },
      WAIT_MS,
    );
    const body = expectProblem(res, 408, 'request-timeout');
    expect(body.detail).toContain(`${LIMITS.requestTimeoutMs} ms`);
    expect(res.headers.connection).toBe('close');
    expect(res.closed).toBe(true);
  });

  it('does the same for a trickled upload, and keeps serving others', async () => {
    const form = multipart([{ name: 'contractPdf', fileName: 'slow.pdf', bytes: new Uint8Array(4000) }]);
    const res = await exchange(
      port,
      (s) => {
        s.write(`POST /parse HTTP/1.1\r\nHost: x\r\nContent-Type: ${form.headers['content-type']}\r\nContent-Length: ${form.payload.length}\r\n\r\n`);
        s.write(form.payload.subarray(0, 300));
        trickle(s, '\0', 100);
      },
      WAIT_MS,
    );
    expectProblem(res, 408, 'request-timeout');
    expect(res.closed).toBe(true);
    expect((await h.app.inject('/healthz')).statusCode).toBe(200);
  });

  it('closes a connection that sends nothing at all', async () => {
    const res = await exchange(port, () => undefined, WAIT_MS);
    expect(res.closed).toBe(true);
    // Node counts the wait for the first request as the wait for its headers.
    if (res.status !== undefined) expectProblem(res, 408, 'request-timeout');
  });

  it('closes a kept-alive connection once no next request comes', async () => {
    const res = await exchange(port, (s) => s.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n'), WAIT_MS);
    expect(res.status).toBe(200);
    expect(res.headers.connection).toMatch(/keep-alive/i);
    expect(res.closed).toBe(true);
  });
});

describe('requests the parser refuses', () => {
  it('answers 431 to headers over the limit', async () => {
    const res = await exchange(port, (s) => s.write(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Padding: ${'a'.repeat(40 * 1024)}\r\n\r\n`), WAIT_MS);
    expectProblem(res, 431, 'header-fields-too-large');
    expect(res.closed).toBe(true);
  });

  it('answers 414 to a 20 KB URL', async () => {
    const res = await exchange(port, (s) => s.write(`GET /verify?status=${'a'.repeat(20 * 1024)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`), WAIT_MS);
    const body = expectProblem(res, 414, 'uri-too-long');
    expect(body.detail).toMatch(/limit is 8192/);
  });

  it('answers 414 to a URL longer than the whole header budget', async () => {
    const res = await exchange(port, (s) => s.write(`GET /${'a'.repeat(40 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`), WAIT_MS);
    expectProblem(res, 414, 'uri-too-long');
    expect(res.closed).toBe(true);
  });

  it('answers 400 to bytes that are not HTTP', async () => {
    const res = await exchange(port, (s) => s.write('HELLO there\r\n\r\n'), WAIT_MS);
    expectProblem(res, 400, 'bad-request');
    expect(res.closed).toBe(true);
  });

  it('answers 414 to a path segment over the router limit', async () => {
    const res = await h.app.inject(`/verify/v_${'a'.repeat(150)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json().type).toBe(`${PROBLEM}uri-too-long`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
