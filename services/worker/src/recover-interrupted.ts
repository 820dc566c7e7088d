// Start-up recovery: records left queued or processing by a stopped or crashed
// process are queued again (an in-process queue forgot their jobs with the process).
// A job the queue still holds is left alone, and so is one it failed for good (a job
// that stalled past JOB_MAX_STALLED): queuing it again would resurrect a job the queue
// gave up on, so its record is marked failed instead (and can be re-parsed).
import type { RecordStore } from '@cp/storage';
import type { JobQueue } from '@cp/queue';
import { parseJobOf } from './parse-job-of.js';
import { silentLogger, type JobLogger } from './job-logger.js';
import { markFailedForGood } from './mark-failed.js';

export interface RecoverDeps {
  records: RecordStore;
  queue: JobQueue;
  logger?: JobLogger;
  /**
   * A record written less than this long ago whose job failed is left to the queue
   * sweep: it may be a re-parse between writing its record and queuing its job.
   */
  strandedAfterMs?: number;
}

/** The codes queued again. */
export async function recoverInterrupted(deps: RecoverDeps): Promise<string[]> {
  const { records, queue } = deps;
  const logger = deps.logger ?? silentLogger;
  const codes = await records.codesWithStatus(['queued', 'processing']);
  const cutoff = new Date(Date.now() - (deps.strandedAfterMs ?? 30_000)).toISOString();
  let settled: Set<string> | undefined;
  const requeued: string[] = [];
  for (const verificationCode of codes) {
    const state = await queue.jobState(verificationCode);
    if (state === 'pending') continue;
    if (state === 'failed') {
      settled ??= new Set(await records.codesWithStatus(['queued', 'processing'], { updatedBefore: cutoff }));
      if (settled.has(verificationCode)) await markFailedForGood(records, { verificationCode }, new Error('the parse job failed for good'), logger);
      continue;
    }
    await queue.enqueue(await parseJobOf(records, verificationCode));
    requeued.push(verificationCode);
  }
  if (requeued.length) logger.info({ count: requeued.length }, 're-queued interrupted parse jobs');
  return requeued;
}
