// How a job leaves a worker that stops, with the real processes on BullMQ:
// - a job whose workers die more often than JOB_MAX_STALLED allows ends `failed` (its
//   record says so, not "processing" for ever), and POST /verify/{code}/reparse parses it;
// - SIGTERM in the middle of OCR hands the job back within SHUTDOWN_GRACE_MS, with the
//   pages already read kept: the worker that takes it over resumes after them, and the
//   job completes once.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildContractPdf, makeScannedPdf, skipUnlessRequired } from '@cp/testkit';
import { blobNames, contractText, recordOf } from './support/fault-fixtures.js';
import { MAIN, listeningPort, logged, obliterateQueues, redisReachable, start, stopAll, until, upload, type Service } from './support/services.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const reachable = await redisReachable(REDIS_URL);
if (!reachable) skipUnlessRequired('redis', `Redis not reachable at ${REDIS_URL}`);

const services: Service[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await stopAll(services.splice(0));
});
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function run(name: string, main: string, env: Record<string, string>): Service {
  const s = start(name, main, env);
  services.push(s);
  return s;
}

async function setUp(workerSettings: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'cp-handback-'));
  dirs.push(dir);
  const prefix = `test-${randomUUID()}`;
  const common = { DATA_DIR: dir, REDIS_URL, QUEUE_PREFIX: prefix };
  const gw = run('gateway', MAIN.gateway, { ...common, PORT: '0' });
  const base = `http://127.0.0.1:${await listeningPort(gw)}`;
  const workerEnv = { ...common, WORKER_THREADS: '1', OCR_WORKERS: '1', JOB_LOCK_MS: '2000', JOB_STALLED_INTERVAL_MS: '1000', ...workerSettings };
  return { dir, prefix, base, workerEnv };
}

async function uploadScan(base: string, pages: number): Promise<string> {
  const scan = await makeScannedPdf(await buildContractPdf(contractText(pages)), { dpi: 150 });
  const res = await upload(base, scan, { prefer: 'respond-async' });
  expect(res.status).toBe(202);
  return ((await res.json()) as { verificationCode: string }).verificationCode;
}

async function ended(base: string, code: string, timeoutMs: number) {
  return until(
    `${code} to end`,
    async () => {
      const r = await recordOf(base, code);
      return r.status === 'awaiting_verification' || r.status === 'failed' ? r : undefined;
    },
    timeoutMs,
    250,
  );
}

describe.skipIf(!reachable)('a job handed back by a worker that stops (gateway and workers on BullMQ)', () => {
  it('fails a job that stalled past JOB_MAX_STALLED for good, and re-parses it on request', async () => {
    const { base, prefix, workerEnv } = await setUp({ JOB_MAX_STALLED: '0' });
    try {
      const code = await uploadScan(base, 3);
      const first = run('worker-1', MAIN.worker, workerEnv);
      await until('the first worker to start the job', () => logged(first, 'parsing started', code), 120_000);
      first.child.kill('SIGKILL');
      await first.exited;

      // The next worker finds the job stalled once, past a limit of 0: failed for good,
      // without running it, and the record says so.
      const second = run('worker-2', MAIN.worker, workerEnv);
      const failed = await ended(base, code, 60_000);
      expect(failed.status).toBe('failed');
      expect(failed.error?.type).toMatch(/extraction-failed$/);
      expect(logged(second, 'parsing started', code)).toBe(false);

      // Re-parse: the job the queue gave up on runs again, and parses.
      const res = await fetch(`${base}/verify/${code}/reparse`, { method: 'POST' });
      expect(res.status).toBe(202);
      const parsed = await ended(base, code, 180_000);
      expect(parsed.status).toBe('awaiting_verification');
      expect(parsed.parsedData?.compensation.guar_base_sal).toBe(281000);
      // The record is stored before the worker's log line comes through its stdout pipe.
      await until('the second worker to log the end of the job', () => logged(second, 'parsing finished', code), 10_000);
    } finally {
      await obliterateQueues(REDIS_URL, prefix);
    }
  }, 420_000);

  it('hands a job back promptly on SIGTERM mid-OCR, its pages kept; the next worker resumes and completes it once', async () => {
    const grace = 2_000;
    const { dir, base, prefix, workerEnv } = await setUp({ JOB_MAX_STALLED: '2', SHUTDOWN_GRACE_MS: String(grace) });
    try {
      const pages = 8;
      const code = await uploadScan(base, pages);
      const kept = () => blobNames(dir).filter((n) => n.startsWith(`${code}.ocr.`)).length;

      const first = run('worker-1', MAIN.worker, workerEnv);
      await until('the first OCR page to be kept', () => kept() >= 1, 180_000, 100);
      const t0 = Date.now();
      first.child.kill('SIGTERM');
      const exitCode = await first.exited;
      const stoppedAfterMs = Date.now() - t0;
      // A clean stop (not the shutdown deadline's forced exit), within the grace and the
      // margin for closing threads and stores (packages/http/src/lifecycle.ts).
      expect(exitCode).toBe(0);
      expect(logged(first, 'stopped')).toBe(true);
      expect(stoppedAfterMs).toBeLessThan(grace + 10_000);
      console.info(`SIGTERM mid-OCR: worker exited ${stoppedAfterMs} ms after the signal (SHUTDOWN_GRACE_MS=${grace})`);
      expect(logged(first, 'parsing finished', code)).toBe(false);

      const second = run('worker-2', MAIN.worker, workerEnv);
      const resumed = await until('the second worker to take the job', () => second.logs.find((l) => l.msg === 'parsing started' && l.verificationCode === code), 60_000);
      expect(resumed.ocrPagesKept).toBeGreaterThanOrEqual(1);
      const record = await ended(base, code, 240_000);
      expect(record.status).toBe('awaiting_verification');
      expect(record.document).toMatchObject({ pages: pages + 1, ocrPages: pages + 1 });
      await until('the second worker to log the end of the job', () => logged(second, 'parsing finished', code), 10_000);
      expect([first, second].filter((w) => logged(w, 'parsing finished', code)).map((w) => w.name)).toEqual(['worker-2']);
      expect(second.logs.filter((l) => l.msg === 'parsing started' && l.verificationCode === code)).toHaveLength(1);
      expect(kept()).toBe(0);
    } finally {
      await obliterateQueues(REDIS_URL, prefix);
    }
  }, 480_000);
});
