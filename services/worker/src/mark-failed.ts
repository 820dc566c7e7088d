// A job BullMQ failed for good without the handler recording it (it stalled too
// often: its workers kept dying): the record must not stay "processing" forever.
import type { RecordStore } from '@cp/storage';
import type { ParseJob, StoredVerificationRecord } from '@cp/schema';
import type { JobLogger } from './job-logger.js';
import { parseFailedProblem } from './failure-problems.js';

/** The record marked failed, or null when it needed no marking (or could not be written). */
export async function markFailedForGood(records: RecordStore, job: ParseJob, err: unknown, logger: JobLogger): Promise<StoredVerificationRecord | null> {
  const code = job.verificationCode;
  const kind = err instanceof Error ? err.name : typeof err;
  try {
    // Only records still waiting: a failure the handler already saved stays as it is.
    const updated = await records.update(
      code,
      { status: 'failed', error: parseFailedProblem(`Parsing was abandoned (${kind}).`, code), progress: undefined, updatedAt: new Date().toISOString() },
      ['queued', 'processing'],
    );
    if (updated) logger.error({ verificationCode: code, err }, 'parse job failed for good');
    return updated;
  } catch (e) {
    logger.error({ verificationCode: code, err: e }, 'could not record a failed parse job');
    return null;
  }
}
