// What parse.completed / parse.failed carry: codes, states, page counts and the
// problem of a failure; contract contents never leave in an event.
import type { ParseJob, StoredVerificationRecord } from '@cp/schema';
import type { Metrics } from '@cp/http';
import type { RecordStore } from '@cp/storage';
import { tenantOf, type WebhookEvents } from '@cp/webhooks';
import type { JobLogger } from './job-logger.js';
import { markFailedForGood } from './mark-failed.js';

export function parseEventData(record: StoredVerificationRecord): Record<string, unknown> {
  const { verificationCode, status, document, error } = record;
  return { verificationCode, status, pages: document.pages, ocrPages: document.ocrPages, ...(error ? { error } : {}) };
}

/**
 * The queue's hook for a job it failed for good behind the handler's back (its
 * workers kept dying): the record is marked failed, counted and announced.
 * `events` is read when a job fails, so it may be wired after the queue is made.
 */
export function failAbandonedJobs(deps: { records: RecordStore; logger: JobLogger; metrics?: Metrics; events?: () => WebhookEvents | undefined }) {
  return (err: unknown, job: ParseJob): void => {
    void markFailedForGood(deps.records, job, err, deps.logger).then(async (record) => {
      if (!record) return;
      deps.metrics?.failures.inc({ problem_type: record.error?.type ?? 'unknown' });
      await deps.events?.()?.emit(tenantOf(record), 'parse.failed', parseEventData(record));
    });
  };
}
