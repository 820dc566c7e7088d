// Runs the shared queue suite against the in-process runner and against BullMQ on
// a real Redis (REDIS_URL, default redis://127.0.0.1:6379), each test under its own
// `test-<uuid>` prefix that is obliterated afterwards.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { skipUnlessRequired } from '@cp/testkit';
import { redisReachable } from './redis-reachable.js';
import { BullMqQueue, InProcessQueue, type QueueConfig } from '../src/index.js';
import { code, queueSuite, until } from './suite.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A redis-server of this test's own (so it can be frozen), or null where none is installed. */
async function privateRedis() {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const failed = await new Promise<boolean>((resolve) => {
    child.once('error', () => resolve(true));
    setTimeout(() => resolve(false), 300);
  });
  const url = `redis://127.0.0.1:${port}`;
  if (failed || !(await redisReachable(url))) {
    child.kill('SIGKILL');
    return null;
  }
  return {
    url,
    freeze: () => child.kill('SIGSTOP'),
    thaw: () => child.kill('SIGCONT'),
    stop: async () => {
      child.kill('SIGCONT');
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

function bullTarget() {
  const prefix = `test-${randomUUID()}`;
  return {
    prefix,
    open: (options: Partial<QueueConfig> = {}) => new BullMqQueue({ ...options, url: REDIS_URL, prefix }),
    async cleanup() {
      const q = new BullMqQueue({ url: REDIS_URL, prefix });
      try {
        await q.obliterate();
      } finally {
        await q.close();
      }
    },
  };
}

describe('BullMQ producer', () => {
  it('fails fast when Redis is unreachable', async () => {
    const q = new BullMqQueue({ url: 'redis://127.0.0.1:1', prefix: `test-${randomUUID()}`, readyTimeoutMs: 500 });
    try {
      const t0 = Date.now();
      await expect(q.enqueue({ verificationCode: code() })).rejects.toThrow(/not reachable/);
      await expect(q.ping()).rejects.toThrow(/not reachable/);
      expect(Date.now() - t0).toBeLessThan(3_000);
    } finally {
      await q.close();
    }
  });
});

describe('BullMQ producer on a frozen Redis', () => {
  it('fails an enqueue within the command timeout instead of waiting as long as Redis hangs', async (ctx) => {
    const redis = await privateRedis();
    // Skipped where no redis-server binary is installed; required (a failure) in CI.
    if (!redis) return ctx.skip(skipUnlessRequired('redis-server', 'no redis-server binary to start a Redis of its own'));
    const q = new BullMqQueue({ url: redis.url, prefix: `test-${randomUUID()}`, commandTimeoutMs: 500 });
    try {
      await q.ping();
      redis.freeze();
      const t0 = Date.now();
      await expect(q.enqueue({ verificationCode: code() })).rejects.toThrow(/timed out/i);
      // Generous bound: the point is "not until Redis wakes up" (it never does here).
      expect(Date.now() - t0).toBeLessThan(5_000);
    } finally {
      redis.thaw();
      await q.close();
      await redis.stop();
    }
  });
});

queueSuite('in-process queue', () => ({
  open: (options) => new InProcessQueue(options),
  cleanup: async () => {},
}));

const reachable = await redisReachable(REDIS_URL);

if (!reachable) {
  skipUnlessRequired('redis', `Redis not reachable at ${REDIS_URL}`);
  describe.skip(`BullMQ queue: skipped (Redis not reachable at ${REDIS_URL})`, () => {
    it('runs the shared queue suite against BullMQ', () => {});
  });
} else {
  queueSuite('BullMQ queue', bullTarget);

  describe('BullMQ waitFor', () => {
    let target: ReturnType<typeof bullTarget> | undefined;
    const queues: BullMqQueue[] = [];
    afterEach(async () => {
      for (const q of queues.splice(0)) await q.close();
      await target?.cleanup();
    });

    it('sees a job end even when its event never reaches this side', async () => {
      target = bullTarget();
      const q = target.open({ attempts: 1 });
      queues.push(q);
      const c = code();
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      await q.consume(() => gate);
      await q.enqueue({ verificationCode: c });
      const waiting = q.waitFor(c, 10_000);
      // The event stream's reader started late (or Redis dropped the message): no event arrives.
      const events = (await (q as unknown as { events: Promise<NodeJS.EventEmitter> }).events) as NodeJS.EventEmitter;
      await until(() => events.listenerCount(`completed:${c}`) > 0);
      events.removeAllListeners(`completed:${c}`);
      events.removeAllListeners(`failed:${c}`);
      release();
      expect(await waiting).toBe(true);
    });
  });

  describe('BullMQ hand-back', () => {
    let target: ReturnType<typeof bullTarget> | undefined;
    const queues: BullMqQueue[] = [];
    afterEach(async () => {
      for (const q of queues.splice(0)) await q.close();
      await target?.cleanup();
    });

    it('hands a job aborted at shutdown back without spending an attempt', async () => {
      target = bullTarget();
      const c = code();
      const first = target.open({ closeTimeoutMs: 200, attempts: 1 });
      queues.push(first);
      let started = false;
      await first.consume(
        (_job, signal) =>
          new Promise<void>((_resolve, reject) => {
            started = true;
            signal.addEventListener('abort', () => reject(new Error('aborted')));
          }),
      );
      await first.enqueue({ verificationCode: c });
      await until(() => started);
      await first.close();

      const second = target.open({ attempts: 1 });
      queues.push(second);
      const attempts: number[] = [];
      await second.consume(async (_job, _signal, attempt) => {
        attempts.push(attempt.attempt);
      });
      expect(await second.waitFor(c, 10_000)).toBe(true);
      expect(attempts).toEqual([1]);
    });
  });

  describe('BullMQ crash recovery', () => {
    let target: ReturnType<typeof bullTarget> | undefined;
    const queues: BullMqQueue[] = [];
    afterEach(async () => {
      for (const q of queues.splice(0)) await q.close();
      await target?.cleanup();
    });

    /** A worker process takes the job, hangs in it and is killed with SIGKILL: its lock is left to lapse. */
    async function killWorkerMidJob(prefix: string, c: string): Promise<void> {
      const script = fileURLToPath(new URL('./fixtures/hanging-worker.mjs', import.meta.url));
      const child = spawn(process.execPath, [script], {
        env: { ...process.env, REDIS_URL, QUEUE_PREFIX: prefix, LOCK_MS: '1000', STALL_MS: '500' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      await until(() => out.includes(`started ${c}`), 15_000);
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
    }

    it('hands the job of a worker killed mid-job to another worker', async () => {
      target = bullTarget();
      const timing = { lockDurationMs: 1_000, stalledIntervalMs: 500 };
      const c = code();
      const producer = target.open(timing);
      queues.push(producer);
      await producer.enqueue({ verificationCode: c });

      await killWorkerMidJob(target.prefix, c);

      const rescuer = target.open(timing);
      queues.push(rescuer);
      const runs: number[] = [];
      await rescuer.consume(async (_job, _signal, attempt) => {
        runs.push(attempt.attempt);
      });
      expect(await rescuer.waitFor(c, 15_000)).toBe(true);
      expect(runs).toEqual([1]);
    });

    it('fails a job that stalled past maxStalledCount for good, through onError (not only a "stalled" event)', async () => {
      // BullMQ 5 marks such a job in Lua (moveStalledJobsToWait) with a deferred failure
      // and the next worker to take it fails it: that worker's 'failed' event must reach onError.
      target = bullTarget();
      const timing = { lockDurationMs: 1_000, stalledIntervalMs: 500, maxStalledCount: 0 };
      const c = code();
      const failures: Array<{ err: unknown; code: string }> = [];
      const producer = target.open(timing);
      queues.push(producer);
      await producer.enqueue({ verificationCode: c });

      await killWorkerMidJob(target.prefix, c);

      const rescuer = target.open({ ...timing, onError: (err, job) => failures.push({ err, code: job.verificationCode }) });
      queues.push(rescuer);
      const runs: number[] = [];
      await rescuer.consume(async (_job, _signal, attempt) => {
        runs.push(attempt.attempt);
      });
      expect(await rescuer.waitFor(c, 15_000)).toBe(true);
      await until(() => failures.length === 1, 5_000);
      expect(runs).toEqual([]);
      expect(failures[0]).toMatchObject({ code: c, err: { message: expect.stringMatching(/stalled more than allowable limit/) } });
      expect(await rescuer.jobState(c)).toBe('failed');
    });
  });
}
