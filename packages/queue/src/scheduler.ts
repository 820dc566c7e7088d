// Periodic housekeeping (retention): with several worker processes a task must run
// once per interval in all, not once per process. BullMQ's job schedulers give
// that on Redis; the embedded mode, one process, uses a timer.
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';

export interface Scheduler {
  /** Runs `task` every `intervalMs` (errors are the task's to report). */
  every(name: string, intervalMs: number, task: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

export class TimerScheduler implements Scheduler {
  private readonly timers: NodeJS.Timeout[] = [];
  private running: Promise<void> = Promise.resolve();
  private closed = false;

  async every(_name: string, intervalMs: number, task: () => Promise<void>): Promise<void> {
    // One run at a time: a slow store must not pile runs up.
    const tick = () => {
      if (this.closed) return;
      this.running = this.running.then(() => (this.closed ? undefined : task().catch(() => undefined)));
    };
    this.timers.push(setInterval(tick, intervalMs).unref());
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.timers) clearInterval(t);
    await this.running;
  }
}

export class BullMqScheduler implements Scheduler {
  private readonly connections: Redis[] = [];
  private readonly closers: Array<() => Promise<unknown>> = [];

  constructor(private readonly options: { url: string; prefix?: string; queueName?: string }) {}

  private connect(blocking: boolean): Redis {
    const c = new Redis(this.options.url, blocking ? { maxRetriesPerRequest: null } : { maxRetriesPerRequest: 1 });
    c.on('error', () => {});
    this.connections.push(c);
    return c;
  }

  async every(name: string, intervalMs: number, task: () => Promise<void>): Promise<void> {
    // A queue per schedule: a worker only ever takes its own task's jobs.
    const queueName = `${this.options.queueName ?? 'schedule'}-${name}`;
    const prefix = this.options.prefix ?? 'cp';
    const queue = new Queue(queueName, { connection: this.connect(false), prefix });
    queue.on('error', () => {});
    // Every process upserts the same scheduler: one repeatable job per interval in all.
    await queue.upsertJobScheduler(name, { every: intervalMs }, { name, opts: { removeOnComplete: 100, removeOnFail: 100 } });
    const worker = new Worker(
      queueName,
      async () => task(),
      { connection: this.connect(true), prefix },
    );
    worker.on('error', () => {});
    this.closers.push(() => worker.close(), () => queue.close());
  }

  async close(): Promise<void> {
    for (const close of this.closers) await close().catch(() => undefined);
    for (const c of this.connections) await c.quit().catch(() => c.disconnect());
  }
}
