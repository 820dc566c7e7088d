// Production queue: BullMQ on Redis. The job id is the verification code, so a
// code is queued at most once while pending; a worker that dies mid-job loses its
// lock and the job is moved back to wait by another worker's stalled-job check.
import { DelayedError, Queue, QueueEvents, UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis, type RedisOptions } from 'ioredis';
import { validateParseJob, type ParseJob } from '@cp/schema';
import { UnrecoverableJobError, type JobHandler, type JobQueue, type JobState } from './ports.js';
import { InvalidJobIdError, QueueClosedError } from './errors.js';
import type { QueueCounts } from './task-queue.js';
import { DEFAULT_RETRY, type RetryPolicy } from './retry-policy.js';
import { TenantPriorities } from './tenant-priority.js';
import { DEFAULT_TENANT } from './fair-order.js';

export interface BullMqQueueOptions extends Partial<RetryPolicy> {
  url: string;
  /** Redis key prefix (default "cp"); tests use a unique one. */
  prefix?: string;
  /** Queue name (default "parse"). */
  name?: string;
  /** How long a worker's lock on a job lasts without renewal (default 30000 ms). */
  lockDurationMs?: number;
  /** How often workers look for stalled jobs (default 30000 ms). */
  stalledIntervalMs?: number;
  /** How often a job may stall (its worker died) before it fails for good (default 2). */
  maxStalledCount?: number;
  /** How long close() waits for running jobs before handing them back (default 30000 ms). */
  closeTimeoutMs?: number;
  /** Finished jobs are kept this long (seconds) so late waitFor calls still see them. */
  keepCompletedSeconds?: number;
  keepFailedSeconds?: number;
  /** How long enqueue/ping wait for a Redis connection before failing (default 3000 ms). */
  readyTimeoutMs?: number;
  /**
   * How long one producer command may take (default 5000 ms): a Redis that is up but
   * frozen must fail an upload's enqueue, not hold the request for as long as it hangs.
   */
  commandTimeoutMs?: number;
  /** Called when a job failed for good (or stalled too often); never throws. */
  onError?: (err: unknown, job: ParseJob) => void;
}

const JOB_NAME = 'parse';
/** How often waitFor asks for a job's state besides listening for its events. */
const STATE_POLL_MS = 1_000;

export class BullMqQueue implements JobQueue {
  private readonly producerConnection: Redis;
  private readonly queue: Queue<ParseJob>;
  private worker: Worker<ParseJob> | undefined;
  private workerConnection: Redis | undefined;
  private events: Promise<QueueEvents> | undefined;
  private eventsConnection: Redis | undefined;
  private closed = false;
  private readonly retry: RetryPolicy;
  private readonly priorities: TenantPriorities;
  readonly name: string;
  readonly prefix: string;

  constructor(private readonly options: BullMqQueueOptions) {
    this.retry = { ...DEFAULT_RETRY, ...options };
    this.name = options.name ?? 'parse';
    this.prefix = options.prefix ?? 'cp';
    // Producers fail fast when Redis is down: the HTTP request gets an error now
    // rather than hanging in ioredis's offline queue.
    this.producerConnection = new Redis(options.url, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      connectTimeout: this.options.readyTimeoutMs ?? 3_000,
      commandTimeout: this.options.commandTimeoutMs ?? 5_000,
      retryStrategy: (times) => Math.min(times * 200, 2_000),
    });
    this.producerConnection.on('error', () => {
      // reported through failing commands (enqueue, ping)
    });
    this.queue = new Queue<ParseJob>(this.name, { connection: this.producerConnection, prefix: this.prefix });
    this.queue.on('error', () => {});
    this.priorities = new TenantPriorities(this.producerConnection, `${this.prefix}:${this.name}:tenant-priorities`);
  }

  /** Connection settings for blocking clients (worker, queue events), as BullMQ requires. */
  private blockingConnection(): Redis {
    const opts: RedisOptions = { maxRetriesPerRequest: null, enableReadyCheck: true };
    const conn = new Redis(this.options.url, opts);
    conn.on('error', () => {});
    return conn;
  }

  private async ready(): Promise<void> {
    if (this.producerConnection.status === 'ready') return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`Redis at ${redact(this.options.url)} is not reachable`));
      }, this.options.readyTimeoutMs ?? 3_000);
      const onReady = () => {
        cleanup();
        resolve();
      };
      const cleanup = () => {
        clearTimeout(timer);
        this.producerConnection.off('ready', onReady);
      };
      this.producerConnection.on('ready', onReady);
    });
  }

  async enqueue(job: ParseJob): Promise<void> {
    if (this.closed) throw new QueueClosedError();
    validateParseJob.assert(job);
    const id = job.verificationCode;
    if (id.includes(':')) throw new InvalidJobIdError(id);
    await this.ready();
    const tenant = job.tenant ?? DEFAULT_TENANT;
    const data: ParseJob = { verificationCode: id, ...(job.tenant ? { tenant: job.tenant } : {}) };
    const priority = await this.priorities.claim(tenant);
    const opts = {
      jobId: id,
      priority,
      attempts: this.retry.attempts,
      backoff: { type: 'exponential', delay: this.retry.backoffMs },
      removeOnComplete: { age: this.options.keepCompletedSeconds ?? 3_600 },
      removeOnFail: { age: this.options.keepFailedSeconds ?? 7 * 86_400 },
    };
    const before = Date.now();
    let added: Job<ParseJob>;
    try {
      added = await this.queue.add(JOB_NAME, data, opts);
    } catch (err) {
      await this.priorities.release(tenant).catch(() => undefined);
      throw err;
    }
    // add() with a known id is a no-op, also for a finished job still kept: a code
    // queued again after its job finished (re-parse, recovery) must run again.
    const state = await added.getState();
    if (state === 'completed' || state === 'failed') {
      await added.remove().catch(() => undefined);
      await this.queue.add(JOB_NAME, data, opts);
    } else if (added.timestamp < before) {
      // The code was already waiting or running: this call queued nothing.
      await this.priorities.release(tenant).catch(() => undefined);
    }
  }

  async consume(handler: JobHandler, options: { concurrency?: number } = {}): Promise<void> {
    if (this.closed) throw new QueueClosedError();
    if (this.worker) throw new Error('this queue already has a consumer');
    this.workerConnection = this.blockingConnection();
    const maxAttempts = this.retry.attempts;
    this.worker = new Worker<ParseJob>(
      this.name,
      async (job: Job<ParseJob>, token?: string, signal?: AbortSignal) => {
        const payload = validateParseJob.assert(job.data, 'parse job payload');
        // It no longer waits: its tenant's later jobs move up (see tenant-priority.ts).
        if (job.opts.priority && job.attemptsStarted <= 1) await this.priorities.release(payload.tenant ?? DEFAULT_TENANT).catch(() => undefined);
        try {
          // The producer set the job's attempts; this consumer's setting is the fallback.
          const attempts = job.opts.attempts ?? maxAttempts;
          await handler(payload, signal ?? new AbortController().signal, { attempt: job.attemptsMade + 1, maxAttempts: attempts });
        } catch (err) {
          if (err instanceof UnrecoverableJobError) throw new UnrecoverableError(err.message);
          if (this.closed && signal?.aborted) {
            // Aborted by shutdown: hand the job back without spending an attempt.
            await job.moveToDelayed(Date.now(), token);
            throw new DelayedError();
          }
          throw err;
        }
      },
      {
        connection: this.workerConnection,
        prefix: this.prefix,
        concurrency: Math.max(1, options.concurrency ?? 1),
        lockDuration: this.options.lockDurationMs ?? 30_000,
        stalledInterval: this.options.stalledIntervalMs ?? 30_000,
        maxStalledCount: this.options.maxStalledCount ?? 2,
        autorun: true,
      },
    );
    this.worker.on('error', () => {
      // connection errors: ioredis reconnects; the worker resumes by itself
    });
    this.worker.on('failed', (job, err) => {
      if (!job || !this.options.onError) return;
      // BullMQ fails a job that stalled too often with its own UnrecoverableError
      // ("job stalled more than allowable limit"): its stalled check (Lua) only marks the
      // job, and the next worker to take it fails it here, never running the handler
      // (bullmq 5.81; tested in adapters.test.ts). A handler's message is never read.
      const final = err instanceof UnrecoverableError || err.name === 'UnrecoverableError' || job.attemptsMade >= (job.opts.attempts ?? 1);
      if (!final) return;
      try {
        this.options.onError(err, job.data);
      } catch {
        // a reporting hook must not break the worker
      }
    });
    await this.worker.waitUntilReady();
  }

  private queueEvents(): Promise<QueueEvents> {
    return (this.events ??= (async () => {
      this.eventsConnection = this.blockingConnection();
      const events = new QueueEvents(this.name, { connection: this.eventsConnection, prefix: this.prefix });
      events.on('error', () => {});
      await events.waitUntilReady();
      return events;
    })());
  }

  async waitFor(code: string, timeoutMs: number): Promise<boolean> {
    if (this.closed) throw new QueueClosedError();
    // QueueEvents also emits per-job events ("completed:<id>"), untyped.
    const events = (await this.queueEvents()) as unknown as NodeJS.EventEmitter;
    return new Promise<boolean>((resolve, reject) => {
      let settled = false;
      const finish = (value: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearInterval(poll);
        events.off(`completed:${code}`, check);
        events.off(`failed:${code}`, check);
        resolve(value);
      };
      // Any event may be a retry rather than the end: the job's state decides.
      const check = () => {
        this.queue
          .getJobState(code)
          .then((state) => {
            if (state === 'completed' || state === 'failed' || state === 'unknown') finish(true);
          })
          .catch((err: unknown) => {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            clearInterval(poll);
            reject(err);
          });
      };
      const timer = setTimeout(() => finish(false), timeoutMs);
      // QueueEvents reads the event stream from the moment its first read starts, a little
      // after it says it is ready: a job that ends in between sends no event this side sees.
      // Asking for the state now and then catches that end too.
      const poll = setInterval(check, STATE_POLL_MS);
      events.on(`completed:${code}`, check);
      events.on(`failed:${code}`, check);
      check();
    });
  }

  async jobState(code: string): Promise<JobState> {
    if (this.closed) throw new QueueClosedError();
    await this.ready();
    const state = await this.queue.getJobState(code);
    if (state === 'unknown') return 'absent';
    if (state === 'completed' || state === 'failed') return state;
    return 'pending';
  }

  async counts(): Promise<QueueCounts> {
    if (this.closed) throw new QueueClosedError();
    await this.ready();
    const c = await this.queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'prioritized');
    return { waiting: (c.waiting ?? 0) + (c.prioritized ?? 0), active: c.active ?? 0, delayed: c.delayed ?? 0, failed: c.failed ?? 0 };
  }

  async ping(): Promise<void> {
    if (this.closed) throw new QueueClosedError();
    await this.ready();
    await this.producerConnection.ping();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.worker) {
      const worker = this.worker;
      let timer: NodeJS.Timeout | undefined;
      const graceful = worker.close().then(() => true);
      const inTime = await Promise.race([
        graceful,
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), this.options.closeTimeoutMs ?? 30_000))),
      ]);
      clearTimeout(timer);
      if (!inTime) {
        // Past the grace period: abort running jobs, which hand themselves back
        // (see the processor). One that does not is left to the stalled-job check
        // of another worker once its lock expires.
        worker.cancelAllJobs('worker shutting down');
        await Promise.race([graceful, new Promise((resolve) => (timer = setTimeout(resolve, 5_000)))]);
        clearTimeout(timer);
        await worker.close(true).catch(() => undefined);
      }
    }
    if (this.events) await (await this.events.catch(() => undefined))?.close().catch(() => undefined);
    await this.queue.close().catch(() => undefined);
    for (const c of [this.workerConnection, this.eventsConnection, this.producerConnection]) {
      if (!c) continue;
      await c.quit().catch(() => c.disconnect());
    }
  }

  /** Removes every key of this queue (tests). */
  async obliterate(): Promise<void> {
    await this.ready();
    await this.queue.obliterate({ force: true });
  }
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'the configured URL';
  }
}
