// Wraps the parse job handler to tell the outside how a job ended, without the
// handler knowing: webhook events (parse.completed, parse.failed) and metrics
// (duration, pages by kind, failures by problem type). The record, read before and
// after the run, says what happened; a run that found nothing to do reports nothing.
import type { JobHandler } from '@cp/queue';
import type { RecordStore } from '@cp/storage';
import type { Metrics } from '@cp/http';
import type { StoredVerificationRecord } from '@cp/schema';
import type { JobLogger } from './job-logger.js';

export type JobEventType = 'parse.completed' | 'parse.failed';

export interface JobObserverDeps {
  records: RecordStore;
  metrics?: Metrics;
  /** Called once a job has ended for good (never rejects the job). */
  onJobEnd?: (type: JobEventType, record: StoredVerificationRecord) => Promise<void>;
  logger: JobLogger;
}

export function observeJobs(handler: JobHandler, deps: JobObserverDeps): JobHandler {
  const { records, metrics } = deps;
  const read = (code: string) => records.get(code).catch(() => null);
  return async (job, signal, attempt) => {
    const before = await read(job.verificationCode);
    const waiting = before !== null && (before.status === 'queued' || before.status === 'processing');
    const t0 = performance.now();
    let failure: { err: unknown } | undefined;
    try {
      await handler(job, signal, attempt);
    } catch (err) {
      failure = { err };
    }
    if (waiting) {
      try {
        await report(job.verificationCode, (performance.now() - t0) / 1000);
      } catch (err) {
        deps.logger.warn({ verificationCode: job.verificationCode, err }, 'could not report the end of a parse job');
      }
    }
    if (failure) throw failure.err;
  };

  async function report(code: string, seconds: number): Promise<void> {
    const after = await read(code);
    if (after?.status === 'awaiting_verification') {
      metrics?.jobDuration.observe({ outcome: 'completed' }, seconds);
      const ocr = after.document.ocrPages ?? 0;
      metrics?.pages.inc({ kind: 'text' }, Math.max(0, after.document.pages - ocr));
      if (ocr) metrics?.pages.inc({ kind: 'ocr' }, ocr);
      await deps.onJobEnd?.('parse.completed', after);
    } else if (after?.status === 'failed') {
      metrics?.jobDuration.observe({ outcome: 'failed' }, seconds);
      metrics?.failures.inc({ problem_type: after.error?.type ?? 'unknown' });
      await deps.onJobEnd?.('parse.failed', after);
    } else {
      // Queued again for a retry, or handed back at shutdown.
      metrics?.jobDuration.observe({ outcome: 'retry' }, seconds);
    }
  }
}
