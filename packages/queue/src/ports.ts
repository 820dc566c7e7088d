// Port of the job queue. Adapters: an in-process runner (embedded mode) and BullMQ
// on Redis (production). Both pass the shared suite in packages/queue/test/.
import type { ParseJob } from '@cp/schema';
import type { QueueCounts } from './task-queue.js';

/** Thrown by a handler for a job that can never succeed (corrupt or encrypted PDF): no retry. */
export class UnrecoverableJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UnrecoverableJobError';
  }
}

export type JobState = 'pending' | 'failed' | 'completed' | 'absent';

/** Which run of a job this is: handlers record a final failure on the last one. */
export interface JobAttempt {
  /** 1-based. */
  attempt: number;
  /** How many runs the queue allows in all. */
  maxAttempts: number;
}

/**
 * Runs one job. `signal` aborts when the queue shuts down past its grace period (the
 * job is then handed back and run again later).
 */
export type JobHandler = (job: ParseJob, signal: AbortSignal, attempt: JobAttempt) => Promise<void>;

export interface JobQueue {
  /** Queues a parse job; enqueuing the same code twice while it is pending is a no-op. */
  enqueue(job: ParseJob): Promise<void>;
  /**
   * Starts consuming jobs with `handler`, `concurrency` at a time. A handler that
   * throws is retried (up to the adapter's attempts) unless it throws
   * UnrecoverableJobError. A job interrupted by a crash is picked up again.
   */
  consume(handler: JobHandler, options?: { concurrency?: number }): Promise<void>;
  /**
   * Resolves true when the job for `code` has finished (or failed for good), at once
   * when no job for it is pending; false after timeoutMs. Read the record for the outcome.
   */
  waitFor(code: string, timeoutMs: number): Promise<boolean>;
  /**
   * Where the job for `code` stands: `pending` (waiting, running or due for a
   * retry), `failed` (for good), `completed`, or `absent` (never queued, or lost
   * with the queue's own storage). The queue sweep compares this with the records.
   */
  jobState(code: string): Promise<JobState>;
  ping(): Promise<void>;
  /** Jobs by state (metrics; the autoscaler scales workers on `waiting`). */
  counts?(): Promise<QueueCounts>;
  /** Stops taking new jobs, lets running ones finish (or hands them back), closes connections. */
  close(): Promise<void>;
}
