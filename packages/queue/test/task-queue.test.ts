// The task queue (webhook deliveries) and the scheduler (retention), on both
// adapters: in-process, and BullMQ on Redis (REDIS_URL, default
// redis://127.0.0.1:6379) under a `test-<uuid>` prefix obliterated afterwards.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { Queue } from 'bullmq';
import { skipUnlessRequired } from '@cp/testkit';
import { redisReachable } from './redis-reachable.js';
import { BullMqScheduler, BullMqTaskQueue, InProcessTaskQueue, TimerScheduler, type JobAttempt, type Scheduler, type TaskQueue } from '../src/index.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const until = async (check: () => boolean | Promise<boolean>, what: string) => {
  for (let i = 0; i < 500; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
};

const redis = await redisReachable(REDIS_URL);
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c().catch(() => undefined);
});

interface Target {
  name: string;
  available: boolean;
  queue(retry: { attempts: number; backoffMs: number }): TaskQueue<{ n: number }>;
  scheduler(): Scheduler;
}

const targets: Target[] = [
  { name: 'in-process', available: true, queue: (retry) => new InProcessTaskQueue(retry), scheduler: () => new TimerScheduler() },
  {
    name: 'BullMQ',
    available: redis,
    queue(retry) {
      const prefix = `test-${randomUUID()}`;
      const q = new BullMqTaskQueue<{ n: number }>({ url: REDIS_URL, prefix, name: 'tasks', ...retry });
      cleanups.push(async () => {
        const o = new BullMqTaskQueue({ url: REDIS_URL, prefix, name: 'tasks' });
        await o.obliterate();
        await o.close();
      });
      return q;
    },
    scheduler() {
      const prefix = `test-${randomUUID()}`;
      cleanups.push(async () => {
        const q = new Queue('schedule-tick', { connection: { url: REDIS_URL }, prefix });
        await q.obliterate({ force: true });
        await q.close();
      });
      return new BullMqScheduler({ url: REDIS_URL, prefix });
    },
  },
];

for (const target of targets) {
  if (!target.available) skipUnlessRequired('redis', `${target.name}: Redis not reachable`);
  describe.skipIf(!target.available)(`task queue and scheduler: ${target.name}${target.available ? '' : ' (skipped: no Redis)'}`, () => {
    it('retries a failing task with backoff, telling the handler which attempt it is, until its attempts are spent', async () => {
      const queue = target.queue({ attempts: 3, backoffMs: 10 });
      cleanups.unshift(() => queue.close());
      const seen: Array<{ n: number } & JobAttempt> = [];
      await queue.consume(async (task, attempt) => {
        seen.push({ ...task, ...attempt });
        if (task.n === 1 || attempt.attempt < 2) throw new Error('receiver down');
      });
      await queue.add({ n: 1 });
      await queue.add({ n: 2 });
      await until(() => seen.filter((s) => s.n === 1).length === 3 && seen.filter((s) => s.n === 2).length === 2, 'all attempts');
      expect(seen.filter((s) => s.n === 1).map((s) => s.attempt)).toEqual([1, 2, 3]);
      expect(seen.every((s) => s.maxAttempts === 3)).toBe(true);
      await until(async () => (await queue.counts()).failed === 1, 'the failed count');
      expect(await queue.counts()).toMatchObject({ waiting: 0, delayed: 0, failed: 1 });
    });

    it('runs a scheduled task again and again', async () => {
      const scheduler = target.scheduler();
      cleanups.unshift(() => scheduler.close());
      let runs = 0;
      await scheduler.every('tick', 100, async () => {
        runs++;
      });
      await until(() => runs >= 2, 'two runs');
    });
  });
}

describe('BullMQ task queue without Redis', () => {
  it('fails add() soon instead of hanging when Redis cannot be reached', async () => {
    const queue = new BullMqTaskQueue<{ n: number }>({ url: 'redis://127.0.0.1:1', name: 'tasks', prefix: `test-${randomUUID()}`, readyTimeoutMs: 300 });
    try {
      await expect(queue.add({ n: 1 })).rejects.toThrow(/not reachable/);
    } finally {
      await queue.close();
    }
  });
});
