// Housekeeping every process that holds the stores and the queue runs on a timer,
// so that faults heal without a restart:
// - the queue sweep: a record that says queued or processing but has no live job
//   (its upload met a Redis outage, Redis lost its data, the process that ran it
//   died) is queued again; one whose job failed for good without the record
//   saying so is marked failed (and can be re-parsed);
// - the orphan sweep: PDFs and working files no record owns, and what killed
//   writers left behind, are removed; so are Idempotency-Keys past their lifetime.
// Both are idempotent, so several processes may run them at once.
import { parseJobOf } from './parse-job-of.js';
import type { BlobStore, ContractStore, RecordStore } from '@cp/storage';
import { sweepOrphans } from '@cp/storage';
import type { JobQueue } from '@cp/queue';
import type { JobLogger } from './job-logger.js';
import { markFailedForGood } from './mark-failed.js';

export interface MaintenanceDeps {
  records: RecordStore;
  contracts: ContractStore;
  blobs: BlobStore;
  queue: JobQueue;
  logger: JobLogger;
  /** How often the queue sweep runs (0: never). */
  queueSweepIntervalMs: number;
  /** How often the orphan sweep runs, besides once at start (0: only at start). */
  orphanSweepIntervalMs: number;
  /**
   * A record untouched for less than this is left alone: an upload between storing
   * its record and queuing its job must not be queued twice. Default 30 s.
   */
  strandedAfterMs?: number;
}

/**
 * A record must sit untouched this long before the queue sweep treats it as
 * stranded: one sweep interval, so an upload between storing its record and queuing
 * its job is left alone (a double enqueue would be harmless anyway: it is a no-op).
 */
export function strandedAfterMs(config: { queueSweepIntervalMs: number }): number {
  return Math.max(config.queueSweepIntervalMs, 1_000);
}

export interface QueueSweepResult {
  requeued: string[];
  failed: string[];
}

export async function sweepQueue(deps: Pick<MaintenanceDeps, 'records' | 'queue' | 'logger' | 'strandedAfterMs'>): Promise<QueueSweepResult> {
  const { records, queue, logger } = deps;
  const cutoff = new Date(Date.now() - (deps.strandedAfterMs ?? 30_000)).toISOString();
  const result: QueueSweepResult = { requeued: [], failed: [] };
  for (const code of await records.codesWithStatus(['queued', 'processing'], { updatedBefore: cutoff })) {
    const state = await queue.jobState(code);
    if (state === 'pending') continue;
    if (state === 'failed') {
      await markFailedForGood(records, { verificationCode: code }, new Error('the parse job failed for good'), logger);
      result.failed.push(code);
    } else {
      await queue.enqueue(await parseJobOf(records, code));
      result.requeued.push(code);
    }
  }
  if (result.requeued.length || result.failed.length) {
    logger.warn({ requeued: result.requeued.length, failed: result.failed.length }, 'queue sweep: records without a live job put right');
  }
  return result;
}

export interface Maintenance {
  stop(): Promise<void>;
}

export function startMaintenance(deps: MaintenanceDeps): Maintenance {
  const { logger } = deps;
  const timers: NodeJS.Timeout[] = [];
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  // One task at a time: a slow store must not pile sweeps up.
  const schedule = (name: string, task: () => Promise<unknown>) => () => {
    if (stopped) return;
    running = running.then(async () => {
      if (stopped) return;
      try {
        await task();
      } catch (err) {
        // A store or the queue is down: the next round tries again.
        logger.warn({ err }, `${name} failed; trying again later`);
      }
    });
  };

  const queueSweep = schedule('queue sweep', () => sweepQueue(deps));
  const orphanSweep = schedule('orphan sweep', async () => {
    const removed = await sweepOrphans(deps);
    if (removed.pdfs || removed.workingFiles || removed.partialWrites) logger.info({ ...removed }, 'orphan sweep: files nobody owns removed');
    const keys = await deps.records.deleteExpiredIdempotencyKeys(new Date().toISOString());
    if (keys) logger.info({ idempotencyKeys: keys }, 'expired idempotency keys removed');
  });
  orphanSweep();
  if (deps.queueSweepIntervalMs > 0) timers.push(setInterval(queueSweep, deps.queueSweepIntervalMs).unref());
  if (deps.orphanSweepIntervalMs > 0) timers.push(setInterval(orphanSweep, deps.orphanSweepIntervalMs).unref());

  return {
    async stop() {
      stopped = true;
      for (const t of timers) clearInterval(t);
      await running;
    },
  };
}
