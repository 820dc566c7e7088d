// The production task queue: BullMQ on Redis, retried with BullMQ's exponential
// backoff. Tasks survive restarts of every process; any process that consumes
// (the workers) may run them.
import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { QueueCounts, TaskHandler, TaskQueue } from './task-queue.js';
import { QueueClosedError } from './errors.js';
import { DEFAULT_RETRY, type RetryPolicy } from './retry-policy.js';

export interface BullMqTaskQueueOptions extends Partial<RetryPolicy> {
  url: string;
  name: string;
  /** Redis key prefix (default "cp"); tests use a unique one. */
  prefix?: string;
  /** Finished tasks are kept this long (seconds). */
  keepCompletedSeconds?: number;
  keepFailedSeconds?: number;
  /** How long add() waits for a Redis connection before failing (default 3000 ms). */
  readyTimeoutMs?: number;
}

const TASK = 'task';

export class BullMqTaskQueue<T extends object> implements TaskQueue<T> {
  private readonly connection: Redis;
  private readonly queue: Queue<T>;
  private worker: Worker<T> | undefined;
  private workerConnection: Redis | undefined;
  private closed = false;
  private readonly retry: RetryPolicy;

  constructor(private readonly options: BullMqTaskQueueOptions) {
    this.retry = { ...DEFAULT_RETRY, ...options };
    // Fails fast when Redis is down: whoever queues (a request, a finishing job) gets an
    // error now rather than hanging in ioredis's offline queue.
    this.connection = new Redis(options.url, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      connectTimeout: options.readyTimeoutMs ?? 3_000,
      commandTimeout: 5_000,
      retryStrategy: (times) => Math.min(times * 200, 2_000),
    });
    this.connection.on('error', () => {});
    this.queue = new Queue<T>(options.name, { connection: this.connection, prefix: options.prefix ?? 'cp' });
    this.queue.on('error', () => {});
  }

  async add(task: T): Promise<void> {
    if (this.closed) throw new QueueClosedError();
    await this.ready();
    await (this.queue as unknown as Queue).add(TASK, task, {
      attempts: this.retry.attempts,
      backoff: { type: 'exponential', delay: this.retry.backoffMs },
      removeOnComplete: { age: this.options.keepCompletedSeconds ?? 3_600 },
      removeOnFail: { age: this.options.keepFailedSeconds ?? 7 * 86_400 },
    });
  }

  private async ready(): Promise<void> {
    if (this.connection.status === 'ready') return;
    await new Promise<void>((resolve, reject) => {
      const onReady = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.connection.off('ready', onReady);
        reject(new Error('Redis is not reachable'));
      }, this.options.readyTimeoutMs ?? 3_000);
      this.connection.once('ready', onReady);
    });
  }

  async consume(handler: TaskHandler<T>, options: { concurrency?: number } = {}): Promise<void> {
    if (this.closed) throw new QueueClosedError();
    this.workerConnection = new Redis(this.options.url, { maxRetriesPerRequest: null });
    this.workerConnection.on('error', () => {});
    this.worker = new Worker<T>(
      this.options.name,
      async (job: Job<T>) => handler(job.data, { attempt: job.attemptsMade + 1, maxAttempts: job.opts.attempts ?? this.retry.attempts }),
      { connection: this.workerConnection, prefix: this.options.prefix ?? 'cp', concurrency: Math.max(1, options.concurrency ?? 1) },
    );
    this.worker.on('error', () => {});
    await this.worker.waitUntilReady();
  }

  async counts(): Promise<QueueCounts> {
    await this.ready();
    const c = await this.queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'prioritized');
    return { waiting: (c.waiting ?? 0) + (c.prioritized ?? 0), active: c.active ?? 0, delayed: c.delayed ?? 0, failed: c.failed ?? 0 };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.worker?.close().catch(() => undefined);
    await this.queue.close().catch(() => undefined);
    for (const c of [this.workerConnection, this.connection]) if (c) await c.quit().catch(() => c.disconnect());
  }

  /** Removes every key of this queue (tests). */
  async obliterate(): Promise<void> {
    await this.queue.obliterate({ force: true });
  }
}
