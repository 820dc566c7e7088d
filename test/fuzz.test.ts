// A seeded fuzz run against the running service (the embedded process, as `pnpm start`
// runs it): more than a thousand hostile or broken requests — random bytes, truncated
// and byte-mutated PDFs, malformed multipart bodies, bombs and huge pages, JSON nested
// deep or holding numbers JSON cannot keep, garbage URLs and headers, and clients that
// stall. Throughout: every request is answered within its timeout, no 5xx but the
// registry's own service-unavailable kinds, the process never exits, list endpoints
// (/verify and /employment-contracts) answer 200, a request sent as raw bytes gets the
// status it must get (never a silent close: the server answers 400, 408 or 431 itself),
// and at the end every stored record reads back whole, a PDF that failed as corrupt or
// too complex having been tried once only.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import type { VerificationRecord } from '@cp/schema';
import {
  buildActiveContentPdf,
  buildContentBombPdf,
  buildContractPdf,
  buildHugePagePdf,
  buildImageBombPdf,
  makeScannedPdf,
  truncatePdf,
} from '@cp/testkit';
import { MAIN, freePort, start, stopAll, until, type Service } from './support/services.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const CASES = Number(process.env.FUZZ_CASES ?? 1100);
const CONCURRENCY = 6;
/** Every answer must come within this (server timeouts are set well inside it). */
const ANSWER_MS = 30_000;
const PROBLEM = 'https://contract-parser.dev/problems/';
/** 5xx kinds that say "try again later", not "something broke". */
const ALLOWED_5XX = new Set([`${PROBLEM}queue-unavailable`, `${PROBLEM}not-ready`]);
/** Failures of the PDF itself: the job fails on its first attempt, never retried. */
const NEVER_RETRIED = new Set(['corrupt-pdf', 'encrypted-pdf', 'too-many-pages', 'pdf-too-complex'].map((slug) => `${PROBLEM}${slug}`));

/** mulberry32: small, seedable, good enough to pick cases. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!,
    bytes: (n: number) => Uint8Array.from({ length: n }, () => Math.floor(next() * 256)),
  };
}

interface Case {
  kind: string;
  /**
   * The statuses the server must answer with, for requests sent as raw bytes: rawRequest
   * reports 0 for a socket closed without an answer, and that must not pass for a request
   * the server has to refuse in words (bad framing 400, timeouts 408, oversized headers 431).
   */
  answers?: readonly number[];
  /** Sends the request; resolves to the status and the body text (or 0 for a socket the server closed). */
  send(base: string): Promise<{ status: number; type?: string; body: string }>;
}

const enc = new TextEncoder();

function multipartBody(boundary: string, parts: Array<{ headers: string; body: Uint8Array }>, close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) chunks.push(Buffer.from(`--${boundary}\r\n${p.headers}\r\n\r\n`), Buffer.from(p.body), Buffer.from('\r\n'));
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

async function http(base: string, path: string, init: RequestInit & { raw?: boolean } = {}) {
  const res = await fetch(base + path, { ...init, signal: AbortSignal.timeout(ANSWER_MS) });
  const body = await res.text();
  let type: string | undefined;
  if ((res.headers.get('content-type') ?? '').includes('problem+json')) type = (JSON.parse(body) as { type?: string }).type;
  return { status: res.status, type, body, contentType: res.headers.get('content-type') ?? '' };
}

/** Raw bytes over a socket, for requests fetch will not send; resolves to the status line's code, or 0 if closed without one. */
function rawRequest(base: string, bytes: Buffer, stallMs = 0): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const sock = connect(Number(port), hostname);
    let data = '';
    const timer = setTimeout(() => {
      sock.destroy();
      reject(new Error(`no answer within ${ANSWER_MS} ms`));
    }, ANSWER_MS);
    sock.on('data', (d) => (data += d.toString('latin1')));
    sock.on('error', () => {});
    sock.on('close', () => {
      clearTimeout(timer);
      const m = /^HTTP\/1\.1 (\d{3})/.exec(data);
      resolve({ status: m ? Number(m[1]) : 0, body: data.slice(data.indexOf('\r\n\r\n') + 4) });
    });
    sock.write(bytes);
    // A stalled client never finishes its request; the server's own timeouts must end it.
    if (stallMs === 0) sock.end();
  });
}

function upload(pdf: Uint8Array, fileName = 'c.pdf') {
  return async (base: string) => {
    const form = new FormData();
    form.append('contractPdf', new Blob([Buffer.from(pdf)], { type: 'application/pdf' }), fileName);
    return http(base, '/parse', { method: 'POST', body: form, headers: { prefer: 'respond-async' } });
  };
}

function deep(depth: number, leaf: string): string {
  return '{"a":'.repeat(depth) + leaf + '}'.repeat(depth);
}

async function buildCases(codes: { verification: string; contract: string }): Promise<Case[]> {
  const r = prng(SEED);
  const text = [
    '# PHYSICIAN EMPLOYMENT AGREEMENT',
    'Employer shall pay Physician a guaranteed annual base salary of $310,000, payable bi-weekly.',
    'This Agreement is governed by the laws of the State of Ohio.',
    '\f# 2. Term',
    'The initial term is three (3) years and renews automatically for one (1) year terms.',
  ].join('\n');
  const pdfs = [await buildContractPdf(text), await buildContractPdf(text.replace('Ohio', 'Texas'), { fontSize: 9 })];
  const scan = await makeScannedPdf(await buildContractPdf('# Agreement\nBase salary of $200,000.'), { dpi: 100 });
  const hostile = [await buildImageBombPdf(), await buildContentBombPdf(), await buildHugePagePdf(), await buildActiveContentPdf()];
  const cases: Case[] = [];
  const add = (kind: string, send: Case['send'], answers?: readonly number[]) => cases.push({ kind, send, ...(answers ? { answers } : {}) });
  const n = (share: number) => Math.round((CASES * share) / 100);

  // Random bytes, some dressed as a PDF.
  for (let i = 0; i < n(14); i++) {
    const body = r.bytes(r.int(20_000));
    const bytes = r.next() < 0.5 ? Buffer.concat([Buffer.from('%PDF-1.7\n'), body, Buffer.from(r.next() < 0.5 ? '\n%%EOF\n' : '')]) : Buffer.from(body);
    add('random bytes', upload(bytes));
  }
  // Truncated PDFs.
  for (let i = 0; i < n(9); i++) add('truncated pdf', upload(truncatePdf(r.pick([...pdfs, scan]), 0.05 + r.next() * 0.9)));
  // Byte-mutated PDFs: anywhere, inside compressed streams included.
  for (let i = 0; i < n(30); i++) {
    const base = r.pick([...pdfs, ...pdfs, scan]);
    const bytes = new Uint8Array(base);
    const flips = 1 + r.int(24);
    for (let k = 0; k < flips; k++) bytes[r.int(bytes.length)] = r.int(256);
    add('mutated pdf', upload(bytes));
  }
  // Malformed multipart bodies.
  const multipartShapes: Array<(b: string) => { headers: Record<string, string>; body: Buffer }> = [
    (b) => ({ headers: { 'content-type': `multipart/form-data; boundary=${b}` }, body: multipartBody(b, [{ headers: 'Content-Type: application/pdf', body: pdfs[0]! }]) }),
    (b) => ({ headers: { 'content-type': 'multipart/form-data' }, body: multipartBody(b, [{ headers: 'Content-Disposition: form-data; name="contractPdf"; filename="a.pdf"', body: pdfs[0]! }]) }),
    (b) => ({ headers: { 'content-type': `multipart/form-data; boundary=${b}x` }, body: multipartBody(b, [{ headers: 'Content-Disposition: form-data; name="contractPdf"; filename="a.pdf"', body: pdfs[0]! }]) }),
    (b) => ({ headers: { 'content-type': `multipart/form-data; boundary=${b}` }, body: multipartBody(b, [{ headers: 'Content-Disposition: form-data; name="contractPdf"; filename="a.pdf"', body: pdfs[0]! }], false) }),
    (b) => ({ headers: { 'content-type': `multipart/form-data; boundary=${b}` }, body: multipartBody(b, [{ headers: `Content-Disposition: form-data; name="contractPdf"; filename="${'x'.repeat(20_000)}.pdf"`, body: pdfs[0]! }]) }),
    (b) => ({ headers: { 'content-type': `multipart/form-data; boundary=${b}` }, body: multipartBody(b, Array.from({ length: 2_000 }, (_, i) => ({ headers: `Content-Disposition: form-data; name="f${i}"`, body: enc.encode('x') }))) }),
    (b) => ({ headers: { 'content-type': `multipart/form-data; boundary=${b}` }, body: multipartBody(b, [{ headers: 'Content-Disposition: form-data; name="contractPdf"; filename="a.pdf"', body: pdfs[0]! }, { headers: 'Content-Disposition: form-data; name="contractPdf"; filename="b.pdf"', body: pdfs[1]! }]) }),
    (b) => ({ headers: { 'content-type': `multipart/form-data; boundary=${b}` }, body: multipartBody(b, [{ headers: 'Content-Disposition: form-data; name="contractPdf"', body: pdfs[0]! }]) }),
    (b) => ({ headers: { 'content-type': `multipart/form-data; boundary=${b}` }, body: multipartBody(b, [{ headers: `Content-Disposition: form-data; name="contractPdf"; filename="\u00ff\u00fe.pdf"\r\nX-Junk: ${'\u0000'.repeat(8)}`, body: pdfs[1]! }]) }),
    (b) => ({ headers: { 'content-type': `multipart/form-data; boundary=${b}` }, body: Buffer.concat([Buffer.from(`--${b}\r\n`), Buffer.from(r.bytes(4_000)), Buffer.from(`\r\n--${b}--\r\n`)]) }),
    (b) => ({ headers: { 'content-type': 'application/pdf' }, body: Buffer.from(pdfs[0]!) }),
    (b) => ({ headers: { 'content-type': `multipart/form-data; boundary=${b}`, 'content-length': '10' }, body: multipartBody(b, [{ headers: 'Content-Disposition: form-data; name="contractPdf"; filename="a.pdf"', body: pdfs[0]! }]) }),
  ];
  for (let i = 0; i < n(14); i++) {
    const shape = multipartShapes[i % multipartShapes.length]!;
    const { headers, body } = shape(`----fuzz${r.int(1e9)}`);
    if (headers['content-length']) {
      const head = `POST /parse HTTP/1.1\r\nHost: x\r\nContent-Type: ${headers['content-type']}\r\nContent-Length: ${headers['content-length']}\r\nConnection: close\r\n\r\n`;
      // Ten bytes of body: a multipart body cut short, refused as such.
      add('multipart (lying length)', (base) => rawRequest(base, Buffer.concat([Buffer.from(head), body])), [400]);
    } else {
      add('malformed multipart', (base) => http(base, '/parse', { method: 'POST', headers, body }));
    }
  }
  // JSON bodies: deep, non-finite, wrong, hostile keys.
  const jsonShapes: Array<() => { method: string; path: string; type: string; body: string }> = [
    () => ({ method: 'PUT', path: `/verify/${codes.verification}`, type: 'application/json', body: deep(8_000, '1') }),
    () => ({ method: 'PUT', path: `/verify/${codes.verification}`, type: 'application/json', body: '['.repeat(200_000) + ']'.repeat(200_000) }),
    () => ({ method: 'PUT', path: `/verify/${codes.verification}`, type: 'application/json', body: `{"verified":false,"parsedData":{"compensation":{"guar_base_sal":1e999}}}` }),
    () => ({ method: 'PUT', path: `/verify/${codes.verification}`, type: 'application/json', body: `{"verified":true,"parsedData":null,"__proto__":{"admin":true}}` }),
    () => ({ method: 'PUT', path: `/verify/${codes.verification}`, type: 'application/json', body: `{"verified":"yes","parsedData":[${'1,'.repeat(5_000)}1]}` }),
    () => ({ method: 'PATCH', path: `/employment-contracts/${codes.contract}`, type: 'application/merge-patch+json', body: deep(8_000, 'null') }),
    () => ({ method: 'PATCH', path: `/employment-contracts/${codes.contract}`, type: 'application/merge-patch+json', body: `{"compensation":{"guar_base_sal":-1e999}}` }),
    () => ({ method: 'PATCH', path: `/employment-contracts/${codes.contract}`, type: 'application/merge-patch+json', body: `{"constructor":{"prototype":{"x":1}}}` }),
    () => ({ method: 'PUT', path: `/employment-contracts/${codes.contract}`, type: 'application/json', body: `{"basicInformation":"${'x'.repeat(900_000)}"}` }),
    () => ({ method: 'PUT', path: `/verify/${codes.verification}`, type: 'application/json', body: Buffer.from(r.bytes(3_000)).toString('latin1') }),
  ];
  for (let i = 0; i < n(11); i++) {
    const { method, path, type, body } = jsonShapes[i % jsonShapes.length]!();
    add('hostile json', (base) => http(base, path, { method, headers: { 'content-type': type }, body }));
  }
  // URLs, methods and headers.
  const urlShapes: Array<() => Case['send'] | { send: Case['send']; answers: readonly number[] }> = [
    () => (base) => http(base, `/verify/${'%'.repeat(r.int(40) + 1)}zz`),
    () => (base) => http(base, `/verify/${'a'.repeat(20_000)}`),
    () => (base) => http(base, `/verify?status=${encodeURIComponent(Buffer.from(r.bytes(30)).toString('latin1'))}`),
    () => (base) => http(base, `/verify?limit=-1&cursor=${Buffer.from(r.bytes(40)).toString('base64url')}`),
    () => (base) => http(base, `/employment-contracts/?cursor=${Buffer.from(r.bytes(40)).toString('base64url')}`),
    () => (base) => http(base, `/verify/${codes.verification}/document`, { headers: { range: 'bytes=999999999-' } }),
    () => ({ send: (base) => rawRequest(base, Buffer.from(`GET /verify HTTP/1.1\r\nHost: x\r\nX-Big: ${'y'.repeat(40_000)}\r\nConnection: close\r\n\r\n`)), answers: [431] }),
    () => ({ send: (base) => rawRequest(base, Buffer.from(`BREW /parse HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)), answers: [400] }),
    () => ({ send: (base) => rawRequest(base, Buffer.from(`GET /\u0000\u0001 HTTP/1.1\r\nHost: x\r\n\r\n`, 'latin1')), answers: [400] }),
    () => {
      const bytes = Buffer.from(r.bytes(600));
      return { send: (base) => rawRequest(base, bytes), answers: [400] };
    },
    () => (base) => http(base, `/verify/${codes.verification}/reparse`, { method: 'POST' }),
    () => (base) => http(base, `/contracts/${encodeURIComponent('../../etc/passwd')}`),
  ];
  for (let i = 0; i < n(10); i++) {
    const shape = urlShapes[i % urlShapes.length]!();
    if (typeof shape === 'function') add('url and headers', shape);
    else add('url and headers (raw)', shape.send, shape.answers);
  }
  // Bombs, huge pages, active content.
  for (let i = 0; i < n(4); i++) add('hostile pdf', upload(hostile[i % hostile.length]!, `hostile-${i}.pdf`));
  // Clients that stall: headers then nothing; half a body then nothing.
  for (let i = 0; i < n(2); i++) {
    const head = Buffer.from(`POST /parse HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n--b\r\n`);
    // Answered 408 by the request deadline (half a body) or the headers deadline (headers never finished).
    add('stalled client', (base) => rawRequest(base, i % 2 ? head : Buffer.from('GET /verify HTTP/1.1\r\nHost: x\r\n'), 1), [408]);
  }
  // Good uploads between them, so work flows while the rest is thrown at the service.
  for (let i = 0; i < n(6); i++) add('good upload', upload(r.pick(pdfs)));
  // Shuffle, seeded.
  for (let i = cases.length - 1; i > 0; i--) {
    const j = r.int(i + 1);
    [cases[i], cases[j]] = [cases[j]!, cases[i]!];
  }
  return cases;
}

describe('fuzzing the running service', { timeout: 900_000 }, () => {
  let service: Service;
  let base: string;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'cp-fuzz-'));
    // Request logs off (warn): a thousand requests' lines would only slow the run. At warn
    // the process does not log where it listens, so the port is chosen here.
    const port = await freePort();
    service = start('embedded', MAIN.embedded, {
      DATA_DIR: dataDir,
      PORT: String(port),
      REDIS_URL: '',
      MONGODB_URL: '',
      LOG_LEVEL: 'warn',
      WORKER_THREADS: '1',
      MAX_UPLOAD_BYTES: String(4 * 1024 * 1024),
      REQUEST_TIMEOUT_MS: '8000',
      HEADERS_TIMEOUT_MS: '4000',
      IDLE_TIMEOUT_MS: '6000',
      JOB_TIMEOUT_MS: '60000',
      PARSE_WAIT_MS: '0',
      // A thousand requests a minute from one address, several uploads at once: the
      // limits are tested on their own (services/gateway/test/rate-limits.test.ts).
      RATE_LIMIT_PER_MINUTE: '0',
      UPLOADS_IN_FLIGHT_PER_KEY: '0',
    });
    base = `http://127.0.0.1:${port}`;
    await until('the service to be ready', () => fetch(`${base}/readyz`).then((r) => r.ok, () => false));
  }, 60_000);

  afterAll(async () => {
    await stopAll([service]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`answers ${CASES}+ hostile requests (seed ${SEED}) without a crash, a hang, an unexpected 5xx or an unreadable record`, async () => {
    // A record to verify against and a contract to patch.
    const form = new FormData();
    form.append('contractPdf', new Blob([Buffer.from(await buildContractPdf('# Agreement\nBase salary of $250,000.'))], { type: 'application/pdf' }), 'seed.pdf');
    const first = (await (await fetch(`${base}/parse`, { method: 'POST', body: form })).json()) as { verificationCode: string };
    const record = await until('the seed upload to be parsed', async () => {
      const rec = (await (await fetch(`${base}/verify/${first.verificationCode}`)).json()) as VerificationRecord;
      return rec.status === 'awaiting_verification' ? rec : undefined;
    });
    const second = await fetch(`${base}/parse`, { method: 'POST', body: form });
    const code2 = ((await second.json()) as { verificationCode: string }).verificationCode;
    await until('the second upload to be parsed', async () => ((await (await fetch(`${base}/verify/${code2}`)).json()) as VerificationRecord).status === 'awaiting_verification');
    const verified = await fetch(`${base}/verify/${code2}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ parsedData: record.parsedData, verified: true }) });
    const { contractId } = (await verified.json()) as { contractId: string };

    const cases = await buildCases({ verification: first.verificationCode, contract: contractId });
    expect(cases.length).toBeGreaterThanOrEqual(Math.min(CASES, 1_000));
    const failures: string[] = [];
    const kinds = new Map<string, number>();
    let next = 0;
    let done = 0;
    const worker = async () => {
      while (next < cases.length) {
        const c = cases[next++]!;
        kinds.set(c.kind, (kinds.get(c.kind) ?? 0) + 1);
        try {
          const res = await c.send(base);
          if (c.answers && !c.answers.includes(res.status)) {
            failures.push(`${c.kind}: ${res.status === 0 ? 'closed without an answer' : `answered ${res.status}`}, expected ${c.answers.join(' or ')}`);
          }
          if (res.status >= 500 && !(res.type && ALLOWED_5XX.has(res.type))) failures.push(`${c.kind}: ${res.status} ${res.body.slice(0, 200)}`);
          if (res.status >= 400 && 'contentType' in res && !String((res as { contentType: string }).contentType).includes('application/problem+json')) {
            failures.push(`${c.kind}: ${res.status} answered as ${(res as { contentType: string }).contentType}`);
          }
        } catch (err) {
          failures.push(`${c.kind}: ${(err as Error).message}`);
        }
        if (++done % 100 === 0) {
          for (const path of ['/verify?limit=100', '/employment-contracts?limit=100']) {
            const list = await fetch(`${base}${path}`);
            if (list.status !== 200) failures.push(`${path} answered ${list.status} after ${done} cases`);
          }
          if (!service.alive()) failures.push(`the process exited after ${done} cases: ${service.stderr().slice(-2000)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(service.alive(), service.stderr().slice(-2000)).toBe(true);
    expect(failures.slice(0, 20)).toEqual([]);

    // Let the queue settle, then every stored record must read back whole.
    await until(
      'the queue to settle',
      async () => {
        const page = (await (await fetch(`${base}/verify?status=queued,processing&limit=100`)).json()) as { items: unknown[] };
        return page.items.length === 0;
      },
      600_000,
      1_000,
    );
    // How often a job ran is the store's own business (the API does not show it): read it there.
    const db = new Database(join(dataDir, 'contracts.db'), { readonly: true });
    const attemptsOf = (code: string) =>
      (db.prepare("SELECT json_extract(doc, '$.attempts') AS attempts FROM records WHERE code = ?").get(code) as { attempts: number | null } | undefined)?.attempts;
    let cursor: string | null = null;
    let seen = 0;
    let failedOnce = 0;
    const bad: string[] = [];
    do {
      const res = await fetch(`${base}/verify?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      const page = (await res.json()) as { items: Array<{ verificationCode: string; status: string }>; nextCursor: string | null };
      for (const item of page.items) {
        seen++;
        if (item.status === 'damaged') bad.push(`${item.verificationCode} listed as damaged`);
        const one = await fetch(`${base}/verify/${item.verificationCode}`);
        if (one.status !== 200) {
          bad.push(`${item.verificationCode} answered ${one.status}`);
          continue;
        }
        const rec = (await one.json()) as { status: string; error?: { type?: string } };
        if (rec.status === 'damaged') bad.push(`${item.verificationCode} reads as damaged`);
        // A PDF that cannot be read, or asks too much, fails at once: it is never retried.
        if (rec.status === 'failed' && rec.error?.type && NEVER_RETRIED.has(rec.error.type)) {
          failedOnce++;
          const attempts = attemptsOf(item.verificationCode);
          if (attempts !== 1) bad.push(`${item.verificationCode} failed as ${rec.error.type} after ${attempts} attempts`);
        }
      }
      cursor = page.nextCursor;
    } while (cursor);
    db.close();
    expect(bad).toEqual([]);
    // The contracts list, paged to its end: 200 throughout, nothing damaged.
    cursor = null;
    let contractsSeen = 0;
    do {
      const res = await fetch(`${base}/employment-contracts?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      const page = (await res.json()) as { items: unknown[]; damaged?: unknown[]; nextCursor: string | null };
      expect(page.damaged ?? []).toEqual([]);
      contractsSeen += page.items.length;
      cursor = page.nextCursor;
    } while (cursor);
    expect(contractsSeen).toBeGreaterThanOrEqual(1);
    expect(seen).toBeGreaterThan(50);
    expect(service.alive()).toBe(true);
    console.log(
      `fuzz: ${cases.length} cases (${[...kinds].map(([k, v]) => `${k} ${v}`).join(', ')}), ${seen} records stored, all readable; ${failedOnce} failed as corrupt or too complex, each after one attempt`,
    );
  });
});
