// The one behaviour suite every queue adapter must pass (in-process, BullMQ).
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { UnrecoverableJobError, type JobAttempt, type JobHandler, type JobQueue, type QueueConfig } from '../src/index.js';

export interface QueueTarget {
  open(options?: Partial<QueueConfig>): JobQueue;
  cleanup(): Promise<void>;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function code(): string {
  return randomUUID().replaceAll('-', '');
}

/** Resolves once `predicate` holds, polling. */
export async function until(predicate: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(20);
  }
}

export function queueSuite(name: string, target: () => QueueTarget): void {
  describe(name, () => {
    let t: QueueTarget;
    const opened: JobQueue[] = [];
    const open = (options?: Partial<QueueConfig>) => {
      const q = t.open({ backoffMs: 50, closeTimeoutMs: 5_000, ...options });
      opened.push(q);
      return q;
    };

    afterEach(async () => {
      for (const q of opened.splice(0)) await q.close();
      await t?.cleanup();
    });

    it('runs jobs in order, one at a time with concurrency 1', async () => {
      t = target();
      const q = open();
      const codes = Array.from({ length: 5 }, code);
      for (const c of codes) await q.enqueue({ verificationCode: c });
      const seen: string[] = [];
      let inFlight = 0;
      let maxInFlight = 0;
      await q.consume(async (job) => {
        maxInFlight = Math.max(maxInFlight, ++inFlight);
        await sleep(10);
        seen.push(job.verificationCode);
        inFlight--;
      });
      expect(await q.waitFor(codes[4]!, 10_000)).toBe(true);
      await until(() => seen.length === 5);
      expect(seen).toEqual(codes);
      expect(maxInFlight).toBe(1);
    });

    it('runs up to `concurrency` jobs at once', async () => {
      t = target();
      const q = open();
      let inFlight = 0;
      let maxInFlight = 0;
      let done = 0;
      await q.consume(
        async () => {
          maxInFlight = Math.max(maxInFlight, ++inFlight);
          await sleep(150);
          inFlight--;
          done++;
        },
        { concurrency: 3 },
      );
      for (let i = 0; i < 6; i++) await q.enqueue({ verificationCode: code() });
      await until(() => done === 6);
      expect(maxInFlight).toBe(3);
    });

    it('runs a code queued twice while pending only once', async () => {
      t = target();
      const q = open();
      const c = code();
      await q.enqueue({ verificationCode: c });
      await q.enqueue({ verificationCode: c });
      let runs = 0;
      await q.consume(async () => {
        runs++;
      });
      expect(await q.waitFor(c, 10_000)).toBe(true);
      await sleep(200);
      expect(runs).toBe(1);
      // Once finished, the same code may be queued (and run) again.
      await q.enqueue({ verificationCode: c });
      await until(() => runs === 2);
    });

    it('retries a failing job with backoff until it succeeds', async () => {
      t = target();
      const q = open({ attempts: 3 });
      const c = code();
      const attempts: JobAttempt[] = [];
      const times: number[] = [];
      let succeeded = false;
      await q.consume(async (_job, _signal, attempt) => {
        attempts.push(attempt);
        times.push(Date.now());
        if (attempt.attempt < 3) throw new Error('transient');
        succeeded = true;
      });
      await q.enqueue({ verificationCode: c });
      expect(await q.waitFor(c, 10_000)).toBe(true);
      expect(succeeded).toBe(true);
      expect(attempts).toEqual([
        { attempt: 1, maxAttempts: 3 },
        { attempt: 2, maxAttempts: 3 },
        { attempt: 3, maxAttempts: 3 },
      ]);
      // exponential: >= 50 ms, then >= 100 ms
      expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(45);
      expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(95);
    });

    it('gives up after the last attempt and reports the failure once', async () => {
      t = target();
      const failures: unknown[] = [];
      const q = open({ attempts: 2, onError: (err) => failures.push(err) });
      const c = code();
      let runs = 0;
      await q.consume(async () => {
        runs++;
        throw new Error('always broken');
      });
      await q.enqueue({ verificationCode: c });
      expect(await q.waitFor(c, 10_000)).toBe(true);
      await until(() => failures.length === 1);
      await sleep(200);
      expect(runs).toBe(2);
      expect(failures).toHaveLength(1);
    });

    it('does not retry an unrecoverable job', async () => {
      t = target();
      const failures: unknown[] = [];
      const q = open({ attempts: 3, onError: (err) => failures.push(err) });
      const c = code();
      let runs = 0;
      await q.consume(async () => {
        runs++;
        throw new UnrecoverableJobError('encrypted PDF');
      });
      await q.enqueue({ verificationCode: c });
      expect(await q.waitFor(c, 10_000)).toBe(true);
      await sleep(300);
      expect(runs).toBe(1);
      expect(failures).toHaveLength(1);
    });

    it('retries a job whose error merely mentions stalling: only the queue decides a job stalled', async () => {
      // Regression: a failure message containing "stalled" used to end the job for good.
      t = target();
      const failures: unknown[] = [];
      const q = open({ attempts: 3, onError: (err) => failures.push(err) });
      const c = code();
      const attempts: number[] = [];
      await q.consume(async (_job, _signal, attempt) => {
        attempts.push(attempt.attempt);
        if (attempt.attempt < 3) throw new Error('worker stalled reading page 3');
      });
      await q.enqueue({ verificationCode: c });
      expect(await q.waitFor(c, 10_000)).toBe(true);
      await sleep(200);
      expect(attempts).toEqual([1, 2, 3]);
      expect(failures).toHaveLength(0);
      expect(await q.jobState(c)).not.toBe('failed');
    });

    it('waitFor times out with false while the job runs, and answers true for finished or unknown codes', async () => {
      t = target();
      const q = open();
      const c = code();
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      await q.consume(async () => gate);
      await q.enqueue({ verificationCode: c });
      expect(await q.waitFor(c, 200)).toBe(false);
      const waiting = q.waitFor(c, 10_000);
      release();
      expect(await waiting).toBe(true);
      expect(await q.waitFor(c, 1_000)).toBe(true);
      expect(await q.waitFor(code(), 1_000)).toBe(true);
    });

    it('close lets the running job finish, takes no new job, and refuses new work', async () => {
      t = target();
      const q = open();
      const [a, b] = [code(), code()];
      const started: string[] = [];
      let finished = 0;
      const handler: JobHandler = async (job) => {
        started.push(job.verificationCode);
        await sleep(300);
        finished++;
      };
      await q.enqueue({ verificationCode: a });
      await q.enqueue({ verificationCode: b });
      await q.consume(handler);
      await until(() => started.length === 1);
      await q.close();
      expect(finished).toBe(1);
      await sleep(200);
      expect(started).toEqual([a]);
      await expect(q.enqueue({ verificationCode: code() })).rejects.toThrow(/closed/);
    });

    it('close aborts a job that outlives the grace period', async () => {
      t = target();
      const q = open({ closeTimeoutMs: 200 });
      const c = code();
      let aborted = false;
      let started = false;
      await q.consume(
        (_job, signal) =>
          new Promise<void>((_resolve, reject) => {
            started = true;
            signal.addEventListener('abort', () => {
              aborted = true;
              reject(new Error('aborted'));
            });
          }),
      );
      await q.enqueue({ verificationCode: c });
      await until(() => started);
      await q.close();
      expect(aborted).toBe(true);
    });

    it('tells where a job stands: absent, pending while it waits or runs, then ended', async () => {
      t = target();
      const q = open({ attempts: 1 });
      const [ok, bad] = [code(), code()];
      expect(await q.jobState(ok)).toBe('absent');
      await q.enqueue({ verificationCode: ok });
      await q.enqueue({ verificationCode: bad });
      expect(await q.jobState(ok)).toBe('pending');
      let release = () => {};
      const held = new Promise<void>((r) => (release = r));
      const running = new Set<string>();
      await q.consume(async (job) => {
        running.add(job.verificationCode);
        await held;
        if (job.verificationCode === bad) throw new UnrecoverableJobError('never');
      }, { concurrency: 2 });
      await until(() => running.size === 2);
      expect(await q.jobState(ok)).toBe('pending');
      release();
      await q.waitFor(ok, 10_000);
      await q.waitFor(bad, 10_000);
      // An adapter may forget ended jobs (the records tell how they ended); it never calls them pending.
      expect(['completed', 'absent']).toContain(await q.jobState(ok));
      expect(['failed', 'absent']).toContain(await q.jobState(bad));
    });

    it('counts jobs by state: waiting, active, then failed for good', async () => {
      t = target();
      const q = open({ attempts: 1 });
      const [first, second] = [code(), code()];
      await q.enqueue({ verificationCode: first });
      await q.enqueue({ verificationCode: second });
      expect(await q.counts!()).toMatchObject({ waiting: 2, active: 0, delayed: 0, failed: 0 });
      let release = () => {};
      const held = new Promise<void>((r) => (release = r));
      let started = 0;
      await q.consume(async () => {
        started++;
        await held;
        throw new UnrecoverableJobError('never');
      });
      await until(() => started === 1);
      expect(await q.counts!()).toMatchObject({ waiting: 1, active: 1 });
      release();
      await q.waitFor(first, 10_000);
      await q.waitFor(second, 10_000);
      expect(await q.counts!()).toMatchObject({ waiting: 0, active: 0, failed: 2 });
    });

    it('refuses a malformed job', async () => {
      t = target();
      const q = open();
      await expect(q.enqueue({ verificationCode: '' })).rejects.toThrow(/verificationCode/);
      await expect(q.enqueue({ verificationCode: 'a', extra: 1 } as never)).rejects.toThrow(/extra/);
    });

    it("shares the workers between tenants: one tenant's burst does not starve another's single job", async () => {
      t = target();
      const q = open();
      const burst = Array.from({ length: 50 }, code);
      const single = code();
      for (const c of burst) await q.enqueue({ verificationCode: c, tenant: 'tenant-a' });
      await q.enqueue({ verificationCode: single, tenant: 'tenant-b' });
      const started: string[] = [];
      await q.consume(async (job) => {
        started.push(job.verificationCode);
      });
      await until(() => started.length === 51, 30_000);
      // B's job starts right after the first of A's (or the first few, as a worker may
      // have taken them already), long before A's burst is done.
      expect(started.indexOf(single)).toBeLessThan(5);
      // A's own jobs keep their order.
      expect(started.filter((c) => c !== single)).toEqual(burst);
    });

    it('keeps one tenant\'s jobs in order while its count goes down and up', async () => {
      t = target();
      const q = open();
      const started: string[] = [];
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      const first = Array.from({ length: 3 }, code);
      for (const c of first) await q.enqueue({ verificationCode: c, tenant: 'tenant-a' });
      await q.consume(async (job) => {
        started.push(job.verificationCode);
        await gate;
      });
      await until(() => started.length === 1);
      const later = Array.from({ length: 2 }, code);
      for (const c of later) await q.enqueue({ verificationCode: c, tenant: 'tenant-a' });
      release();
      await until(() => started.length === 5, 30_000);
      expect(started).toEqual([...first, ...later]);
    });
  });
}
