// What faults do to the service, as an operator would cause them, with the real
// processes: workers killed with SIGKILL in the middle of OCR (the job completes
// once, and each run resumes after the pages already read), Redis stopped and
// restarted empty while uploads arrive (every accepted upload is parsed, nothing
// is restarted), and the embedded process killed during a burst of uploads (every
// code handed out is parsed after the next start, and no file is left that no
// record owns).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { buildContractPdf, makeScannedPdf, skipUnlessRequired } from '@cp/testkit';
import { blobNames, contractText, recordOf } from './support/fault-fixtures.js';
import { MAIN, listeningPort, logged, obliterateQueues, privateRedis, start, stopAll, until, upload, type Service } from './support/services.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const services: Service[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await stopAll(services.splice(0));
});
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function dataDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'cp-faults-'));
  dirs.push(d);
  return d;
}

function run(name: string, main: string, env: Record<string, string>): Service {
  const s = start(name, main, env);
  services.push(s);
  return s;
}

describe('workers killed with SIGKILL in the middle of OCR', () => {
  it('completes the job once, each takeover resuming after the pages already read', async () => {
    const dir = dataDir();
    const prefix = `test-${randomUUID()}`;
    const common = { DATA_DIR: dir, REDIS_URL, QUEUE_PREFIX: prefix };
    const workerEnv = { ...common, WORKER_THREADS: '1', OCR_WORKERS: '1', JOB_LOCK_MS: '2000', JOB_STALLED_INTERVAL_MS: '1000', JOB_MAX_STALLED: '2' };
    try {
      const gw = run('gateway', MAIN.gateway, { ...common, PORT: '0' });
      const base = `http://127.0.0.1:${await listeningPort(gw)}`;
      const scan = await makeScannedPdf(await buildContractPdf(contractText(5)), { dpi: 150 });
      const res = await upload(base, scan, { prefer: 'respond-async' });
      expect(res.status).toBe(202);
      const { verificationCode: code } = (await res.json()) as { verificationCode: string };
      const kept = () => blobNames(dir).filter((n) => n.startsWith(`${code}.ocr.`)).length;

      // First worker: killed once it has read a page.
      const first = run('worker-1', MAIN.worker, workerEnv);
      await until('the first OCR page to be kept', () => kept() >= 1, 120_000, 100);
      first.child.kill('SIGKILL');
      await first.exited;

      // The job comes back to the second worker, which starts after the kept page.
      const second = run('worker-2', MAIN.worker, workerEnv);
      const resumed = await until('the second worker to take the job', () => second.logs.find((l) => l.msg === 'parsing started' && l.verificationCode === code), 60_000);
      expect(resumed.ocrPagesKept).toBeGreaterThanOrEqual(1);
      const before = kept();
      await until('the second worker to read another page', () => kept() > before, 120_000, 100);
      second.child.kill('SIGKILL');
      await second.exited;

      // The third run resumes after both; the job still completes, once.
      const third = run('worker-3', MAIN.worker, workerEnv);
      const record = await until(
        'the job to finish',
        async () => {
          const r = await recordOf(base, code);
          return r.status === 'awaiting_verification' || r.status === 'failed' ? r : undefined;
        },
        180_000,
        250,
      );
      expect(record.status).toBe('awaiting_verification');
      expect(record.document).toMatchObject({ pages: 6, ocrPages: 6 });
      // Log lines follow the record's update: wait for the last one rather than race it.
      await until('the third worker to log the end of the job', () => logged(third, 'parsing finished', code), 10_000);
      const thirdStart = third.logs.find((l) => l.msg === 'parsing started' && l.verificationCode === code);
      expect(thirdStart?.ocrPagesKept).toBeGreaterThan(resumed.ocrPagesKept as number);
      const finished = [first, second, third].filter((w) => logged(w, 'parsing finished', code));
      expect(finished.map((w) => w.name)).toEqual(['worker-3']);
      expect(record.parsedData?.compensation.guar_base_sal).toBe(281000);
      // The run is over: its working files are gone.
      expect(kept()).toBe(0);
    } finally {
      await obliterateQueues(REDIS_URL, prefix);
    }
  }, 420_000);
});

describe('Redis stopped and restarted empty while uploads arrive', () => {
  it('parses every accepted upload once Redis is back, without restarting anything', async (ctx) => {
    const redis = await privateRedis();
    // Skipped where no redis-server binary is installed; required (a failure) in CI.
    if (!redis) return ctx.skip(skipUnlessRequired('redis-server', 'no redis-server binary to start a Redis of its own'));
    try {
      const dir = dataDir();
      const common = { DATA_DIR: dir, REDIS_URL: redis.url, QUEUE_PREFIX: 'faults', QUEUE_SWEEP_INTERVAL_MS: '1000' };
      const gw = run('gateway', MAIN.gateway, { ...common, PORT: '0' });
      const worker = run('worker', MAIN.worker, { ...common, WORKER_THREADS: '1' });
      const base = `http://127.0.0.1:${await listeningPort(gw)}`;
      await until('the worker to consume', () => logged(worker, 'worker consuming parse jobs'));
      const pdf = await buildContractPdf(contractText(2));
      const codes: string[] = [];
      const send = async () => {
        const res = await upload(base, pdf, { prefer: 'respond-async' });
        const body = (await res.json()) as { verificationCode?: string; type?: string };
        // Accepted, or stored while the queue was down: either way the answer names the upload.
        expect([202, 503]).toContain(res.status);
        expect(body.verificationCode).toBeTruthy();
        codes.push(body.verificationCode!);
        return res.status;
      };
      for (let i = 0; i < 4; i++) await send();
      await redis.stop();
      const during = [];
      for (let i = 0; i < 4; i++) during.push(await send());
      expect(during).toContain(503);
      await redis.restart();
      for (let i = 0; i < 2; i++) await send();

      await until(
        'every accepted upload to be parsed',
        async () => {
          const states = await Promise.all(codes.map(async (c) => (await recordOf(base, c)).status));
          return states.every((s) => s === 'awaiting_verification') ? states : undefined;
        },
        120_000,
        500,
      );
      expect(gw.alive() && worker.alive()).toBe(true);
    } finally {
      await redis.stop();
    }
  }, 240_000);
});

describe('the embedded process killed with SIGKILL during a burst of uploads', () => {
  it('parses every code it handed out after the next start, and leaves no file without a record', async () => {
    const dir = dataDir();
    // The burst's 16 uploads are sent at once from one address: no bound on uploads in flight.
    const env = { DATA_DIR: dir, PORT: '0', WORKER_THREADS: '1', REDIS_URL: '', MONGODB_URL: '', UPLOADS_IN_FLIGHT_PER_KEY: '0' };
    const first = run('embedded-1', MAIN.embedded, env);
    const base1 = `http://127.0.0.1:${await listeningPort(first)}`;
    const pdfs = await Promise.all(Array.from({ length: 3 }, (_, i) => buildContractPdf(contractText(2 + i))));
    const codes: string[] = [];
    const burst = Array.from({ length: 16 }, async (_, i) => {
      try {
        const res = await upload(base1, pdfs[i % pdfs.length]!, { prefer: 'respond-async' });
        if (res.status === 202) codes.push(((await res.json()) as { verificationCode: string }).verificationCode);
      } catch {
        // The process died under this request: no code was handed out.
      }
    });
    await until('a few uploads to be answered', () => codes.length >= 4, 60_000, 5);
    first.child.kill('SIGKILL');
    await first.exited;
    await Promise.all(burst);
    expect(codes.length).toBeGreaterThanOrEqual(4);

    const second = run('embedded-2', MAIN.embedded, env);
    const base2 = `http://127.0.0.1:${await listeningPort(second)}`;
    await until(
      'every code handed out to be parsed',
      async () => {
        const states = await Promise.all(codes.map(async (c) => (await recordOf(base2, c)).status));
        return states.every((s) => s === 'awaiting_verification') ? true : undefined;
      },
      120_000,
      250,
    );
    // The orphan sweep at start removed what the killed process left half-done.
    await until('the start-up sweep', () => second.logs.some((l) => l.msg === 'contract parser running (embedded)'));
    await new Promise((r) => setTimeout(r, 1_000));
    const db = new Database(join(dir, 'contracts.db'), { readonly: true });
    try {
      const known = new Set((db.prepare('SELECT code FROM records').all() as { code: string }[]).map((r) => r.code));
      const names = blobNames(dir);
      expect(names.filter((n) => n.startsWith('.tmp-'))).toEqual([]);
      expect(names.filter((n) => !known.has(n.split('.')[0]!))).toEqual([]);
    } finally {
      db.close();
    }
  }, 240_000);
});
