// The embedded-mode task queue: tasks wait in memory and run in this process, with
// exponential backoff between attempts. Tasks queued when the process stops are
// lost; their owners keep enough state to put that right (see @cp/webhooks).
import type { QueueCounts, TaskHandler, TaskQueue } from './task-queue.js';
import { QueueClosedError } from './errors.js';
import { backoffDelay, DEFAULT_RETRY, type RetryPolicy } from './retry-policy.js';

interface Entry<T> {
  task: T;
  attempt: number;
}

export class InProcessTaskQueue<T> implements TaskQueue<T> {
  private readonly pending: Entry<T>[] = [];
  private readonly running = new Set<Promise<void>>();
  private readonly delayed = new Set<NodeJS.Timeout>();
  private handler: TaskHandler<T> | undefined;
  private concurrency = 1;
  private closed = false;
  private failed = 0;
  private readonly retry: RetryPolicy;

  constructor(options: Partial<RetryPolicy> = {}) {
    this.retry = { ...DEFAULT_RETRY, ...options };
  }

  async add(task: T): Promise<void> {
    if (this.closed) throw new QueueClosedError();
    this.pending.push({ task, attempt: 1 });
    this.pump();
  }

  async consume(handler: TaskHandler<T>, options: { concurrency?: number } = {}): Promise<void> {
    if (this.closed) throw new QueueClosedError();
    this.handler = handler;
    this.concurrency = Math.max(1, options.concurrency ?? 1);
    this.pump();
  }

  async counts(): Promise<QueueCounts> {
    return { waiting: this.pending.length, active: this.running.size, delayed: this.delayed.size, failed: this.failed };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.delayed) clearTimeout(t);
    this.delayed.clear();
    this.pending.length = 0;
    await Promise.allSettled([...this.running]);
  }

  private pump(): void {
    while (!this.closed && this.handler && this.running.size < this.concurrency && this.pending.length) {
      const entry = this.pending.shift()!;
      const run = this.run(entry).finally(() => {
        this.running.delete(run);
        this.pump();
      });
      this.running.add(run);
    }
  }

  private async run(entry: Entry<T>): Promise<void> {
    try {
      await this.handler!(entry.task, { attempt: entry.attempt, maxAttempts: this.retry.attempts });
    } catch {
      if (this.closed) return;
      if (entry.attempt >= this.retry.attempts) {
        this.failed++;
        return;
      }
      const timer = setTimeout(() => {
        this.delayed.delete(timer);
        if (this.closed) return;
        this.pending.push({ task: entry.task, attempt: entry.attempt + 1 });
        this.pump();
      }, backoffDelay(this.retry, entry.attempt));
      this.delayed.add(timer);
    }
  }
}
