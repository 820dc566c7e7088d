// An upload refused before its body has arrived (too large: 413, not multipart:
// 415; and a JSON body over the limit) is answered at once, and the connection is
// then closed gently: the client, even one that only reads once it has written its
// whole body, gets the whole problem, never a reset in its place.
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeHarness, type Harness } from './harness.js';

const PROBLEM = 'https://contract-parser.dev/problems/';
const BODY_BYTES = 64 * 1024 * 1024;

let h: Harness;
let port: number;

beforeAll(async () => {
  h = await makeHarness({ maxUploadBytes: 1024 * 1024 });
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  port = (h.app.server.address() as AddressInfo).port;
});
afterAll(() => h.close());

interface Outcome {
  /** Everything read from the socket, once the client was done writing. */
  text: string;
  /** How much of the body the client wrote before the server stopped taking it. */
  written: number;
  error?: string;
}

/**
 * A naive client: writes the head and then the whole body (or as much as the server
 * takes), and only then reads what came back.
 */
function naiveUpload(head: string, prefix: Buffer, total: number, suffix = Buffer.alloc(0)): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.pause();
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    let written = 0;
    let error: string | undefined;
    let done = false;
    const chunks: Buffer[] = [];
    const finish = () => {
      if (done) return;
      done = true;
      socket.on('data', (d) => chunks.push(d));
      socket.resume();
      const end = () => resolve({ text: Buffer.concat(chunks).toString('latin1'), written, error });
      socket.once('close', end);
      setTimeout(() => socket.destroy(), 10_000).unref();
    };
    socket.on('error', (err) => {
      error ??= (err as NodeJS.ErrnoException).code;
      finish();
    });
    socket.on('connect', async () => {
      socket.write(head);
      socket.write(prefix);
      written = prefix.length;
      const fill = total - suffix.length;
      while (written < total && !socket.destroyed && socket.writable) {
        const piece = written < fill ? chunk.subarray(0, Math.min(chunk.length, fill - written)) : suffix;
        const ok = socket.write(piece);
        written += piece.length;
        if (!ok) {
          const drained = await Promise.race([
            new Promise((r) => socket.once('drain', () => r(true))),
            new Promise((r) => setTimeout(() => r(false), 3000)),
          ]);
          // The server stopped reading: a client would give up writing and read.
          if (!drained) break;
        }
      }
      finish();
    });
  });
}

function parse(text: string) {
  const end = text.indexOf('\r\n\r\n');
  const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
  const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  const body = text.slice(end + 4, end + 4 + Number(headers['content-length']));
  return { status: Number(statusLine?.split(' ')[1]), headers, body };
}

describe('a large body refused early', () => {
  it('an upload over MAX_UPLOAD_BYTES: 413, the problem readable, the connection closed', async () => {
    const prefix = Buffer.from('--xyz\r\nContent-Disposition: form-data; name="contractPdf"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n');
    const head = `POST /parse HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=xyz\r\nContent-Length: ${BODY_BYTES}\r\n\r\n`;
    const out = await naiveUpload(head, prefix, BODY_BYTES, Buffer.from('\r\n--xyz--\r\n'));
    const res = parse(out.text);
    expect(res.status, `${out.error} ${res.body}`).toBe(413);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.headers.connection).toBe('close');
    expect(JSON.parse(res.body)).toMatchObject({ type: `${PROBLEM}file-too-large`, status: 413 });
  });

  it('a body that is not multipart: 415, the problem readable, the connection closed', async () => {
    const head = `POST /parse HTTP/1.1\r\nHost: x\r\nContent-Type: application/octet-stream\r\nContent-Length: ${BODY_BYTES}\r\n\r\n`;
    const out = await naiveUpload(head, Buffer.from('%PDF-1.7\n'), BODY_BYTES);
    const res = parse(out.text);
    expect(res.status, out.error).toBe(415);
    expect(res.headers.connection).toBe('close');
    expect(JSON.parse(res.body)).toMatchObject({ type: `${PROBLEM}unsupported-media-type`, status: 415 });
  });

  it('a JSON body over the limit: 413, the problem readable, the connection closed', async () => {
    const head = `PUT /verify/v_x HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${BODY_BYTES}\r\n\r\n`;
    const out = await naiveUpload(head, Buffer.from('{"parsedData":"'), BODY_BYTES);
    const res = parse(out.text);
    expect(res.status, out.error).toBe(413);
    expect(res.headers.connection).toBe('close');
    expect(JSON.parse(res.body)).toMatchObject({ type: `${PROBLEM}body-too-large`, status: 413 });
  });
});
