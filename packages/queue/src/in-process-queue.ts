// The embedded-mode queue: jobs live in memory and run in this process. Crash
// recovery comes from the records themselves (queued/processing records are
// re-queued at start-up by the worker service), not from this queue.
import { validateParseJob, type ParseJob } from '@cp/schema';
import { UnrecoverableJobError, type JobHandler, type JobQueue, type JobState } from './ports.js';
import { QueueClosedError } from './errors.js';
import type { QueueCounts } from './task-queue.js';
import { backoffDelay, type RetryPolicy, DEFAULT_RETRY } from './retry-policy.js';
import { DEFAULT_TENANT, TenantRoundRobin } from './fair-order.js';

export interface InProcessQueueOptions extends Partial<RetryPolicy> {
  /** How long close() waits for running jobs before aborting them. */
  closeTimeoutMs?: number;
  /** Called when a job failed for good or a handler broke a rule; never throws. */
  onError?: (err: unknown, job: ParseJob) => void;
}

interface Entry {
  job: ParseJob;
  attempt: number;
}

export class InProcessQueue implements JobQueue {
  /** Taken in turn per tenant (fairness between submitters). */
  private readonly pending = new TenantRoundRobin<Entry>();
  /** Codes queued, running or waiting for a retry: de-duplication and waitFor. */
  private readonly known = new Set<string>();
  private readonly running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  private readonly retryTimers = new Set<NodeJS.Timeout>();
  private readonly waiters = new Map<string, Set<() => void>>();
  private handler: JobHandler | undefined;
  private concurrency = 1;
  private closed = false;
  private readonly retry: RetryPolicy;
  private failedForGood = 0;

  constructor(private readonly options: InProcessQueueOptions = {}) {
    this.retry = { ...DEFAULT_RETRY, ...options };
  }

  async enqueue(job: ParseJob): Promise<void> {
    if (this.closed) throw new QueueClosedError();
    validateParseJob.assert(job);
    if (this.known.has(job.verificationCode)) return;
    this.known.add(job.verificationCode);
    const copy: ParseJob = { verificationCode: job.verificationCode, ...(job.tenant ? { tenant: job.tenant } : {}) };
    this.enqueueEntry({ job: copy, attempt: 1 });
    this.pump();
  }

  async consume(handler: JobHandler, options: { concurrency?: number } = {}): Promise<void> {
    if (this.closed) throw new QueueClosedError();
    this.handler = handler;
    this.concurrency = Math.max(1, options.concurrency ?? 1);
    this.pump();
  }

  async waitFor(code: string, timeoutMs: number): Promise<boolean> {
    if (!this.known.has(code)) return true;
    return new Promise<boolean>((resolve) => {
      const set = this.waiters.get(code) ?? new Set();
      this.waiters.set(code, set);
      const finish = () => {
        clearTimeout(timer);
        set.delete(finish);
        resolve(true);
      };
      const timer = setTimeout(() => {
        set.delete(finish);
        resolve(false);
      }, timeoutMs);
      set.add(finish);
    });
  }

  async jobState(code: string): Promise<JobState> {
    // Finished jobs are not remembered: the records say how they ended.
    return this.known.has(code) ? 'pending' : 'absent';
  }

  async counts(): Promise<QueueCounts> {
    return { waiting: this.pending.size, active: this.running.size, delayed: this.retryTimers.size, failed: this.failedForGood };
  }

  async ping(): Promise<void> {
    if (this.closed) throw new QueueClosedError();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const t of this.retryTimers) clearTimeout(t);
    this.retryTimers.clear();
    this.pending.clear();
    const all = Promise.allSettled([...this.running.values()].map((r) => r.done));
    const timeout = this.options.closeTimeoutMs ?? 30_000;
    let timer: NodeJS.Timeout | undefined;
    const late = await Promise.race([
      all.then(() => false),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), timeout))),
    ]);
    clearTimeout(timer);
    if (late) {
      // Past the grace period: abort, so handlers hand their jobs back.
      for (const r of this.running.values()) r.controller.abort(new QueueClosedError());
      await all;
    }
    for (const code of [...this.waiters.keys()]) this.settle(code);
  }

  private enqueueEntry(entry: Entry): void {
    this.pending.push(entry.job.tenant ?? DEFAULT_TENANT, entry);
  }

  private pump(): void {
    while (!this.closed && this.handler && this.running.size < this.concurrency && this.pending.size) {
      this.start(this.pending.shift()!);
    }
  }

  private start(entry: Entry): void {
    const code = entry.job.verificationCode;
    const controller = new AbortController();
    const done = this.run(entry, controller.signal).finally(() => {
      this.running.delete(code);
      this.pump();
    });
    this.running.set(code, { controller, done });
  }

  private async run(entry: Entry, signal: AbortSignal): Promise<void> {
    const code = entry.job.verificationCode;
    try {
      await this.handler!(entry.job, signal, { attempt: entry.attempt, maxAttempts: this.retry.attempts });
      this.settle(code);
    } catch (err) {
      const final = err instanceof UnrecoverableJobError || entry.attempt >= this.retry.attempts;
      if (this.closed) {
        // Shutting down: the record stays queued/processing and is re-queued at start-up.
        this.settle(code);
      } else if (final) {
        this.failedForGood++;
        this.report(err, entry.job);
        this.settle(code);
      } else {
        const timer = setTimeout(() => {
          this.retryTimers.delete(timer);
          if (this.closed) return this.settle(code);
          this.enqueueEntry({ job: entry.job, attempt: entry.attempt + 1 });
          this.pump();
        }, backoffDelay(this.retry, entry.attempt));
        this.retryTimers.add(timer);
      }
    }
  }

  private report(err: unknown, job: ParseJob): void {
    try {
      this.options.onError?.(err, job);
    } catch {
      // a reporting hook must not break the queue
    }
  }

  private settle(code: string): void {
    this.known.delete(code);
    const set = this.waiters.get(code);
    this.waiters.delete(code);
    for (const w of set ?? []) w();
  }
}
