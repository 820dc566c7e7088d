// Port of a small general-purpose task queue (webhook deliveries): like the parse
// queue, an in-process runner for the embedded mode and BullMQ on Redis for
// production, both with exponential backoff between attempts.
import type { JobAttempt } from './ports.js';

/** How many tasks are where, for metrics and autoscaling. */
export interface QueueCounts {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

/**
 * Runs one task. A handler that throws is run again after a backoff, until the
 * queue's attempts are spent; on the last one (`attempt === maxAttempts`) the
 * handler records the final outcome itself.
 */
export type TaskHandler<T> = (task: T, attempt: JobAttempt) => Promise<void>;

export interface TaskQueue<T> {
  add(task: T): Promise<void>;
  consume(handler: TaskHandler<T>, options?: { concurrency?: number }): Promise<void>;
  counts(): Promise<QueueCounts>;
  close(): Promise<void>;
}
