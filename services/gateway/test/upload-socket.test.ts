// POST /parse over a real socket, for what inject() cannot show: a malformed upload
// is answered at once (not when a timeout runs out), the rest of its body is read
// and discarded, and the same connection then carries the next request.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeHarness, type Harness } from './harness.js';
import { exchange, writeAll } from './raw-http.js';

const PROBLEM = 'https://contract-parser.dev/problems/';
// Far longer than the test waits: an answer can only come from the upload check.
const LIMITS = { requestTimeoutMs: 600_000, headersTimeoutMs: 60_000 };
const WAIT_MS = 20_000;
const NEXT = 'GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n';

let h: Harness;
let port: number;

beforeAll(async () => {
  h = await makeHarness(LIMITS);
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  port = (h.app.server.address() as AddressInfo).port;
});
afterAll(() => h.close());

const head = (length: number) =>
  `POST /parse HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=xyz\r\nContent-Length: ${length}\r\n\r\n`;

describe('a malformed upload over a socket', () => {
  it('a 1 MB part without Content-Disposition is answered 400 at once, and the connection goes on', async () => {
    const body = Buffer.concat([Buffer.from('--xyz\r\nContent-Type: application/pdf\r\n\r\n'), Buffer.alloc(1_000_000, 0x41), Buffer.from('\r\n--xyz--\r\n')]);
    const res = await exchange(port, (s) => void writeAll(s, [head(body.length), body, NEXT]), WAIT_MS);
    expect(res.responses.map((r) => r.status)).toEqual([400, 200]);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(res.body)).toMatchObject({ type: `${PROBLEM}malformed-multipart`, detail: expect.stringMatching(/no Content-Disposition/) });
    expect(res.closed).toBe(true);
  });

  it('a million tiny parts are answered 400, and the connection goes on', async () => {
    const tiny = '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n';
    const close = '--xyz--\r\n';
    const count = 1_000_000;
    const perChunk = 1000;
    const chunk = Buffer.from(tiny.repeat(perChunk));
    function* parts() {
      yield head(tiny.length * count + close.length);
      for (let i = 0; i < count / perChunk; i++) yield chunk;
      yield close;
      yield NEXT;
    }
    const res = await exchange(port, (s) => void writeAll(s, parts()), WAIT_MS);
    expect(res.responses.map((r) => r.status)).toEqual([400, 200]);
    expect(JSON.parse(res.body)).toMatchObject({ type: `${PROBLEM}malformed-multipart`, detail: expect.stringMatching(/at most 20 text fields/) });
    expect(await h.snapshot()).toMatchObject({ records: [] });
  });
});
