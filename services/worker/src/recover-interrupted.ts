// Embedded start-up: jobs live in memory there, so records left queued or
// processing by a stopped or crashed process are queued again.
import type { RecordStore } from '@cp/storage';
import type { JobQueue } from '@cp/queue';
import { parseJobOf } from './parse-job-of.js';
import { silentLogger, type JobLogger } from './job-logger.js';

export async function recoverInterrupted(deps: { records: RecordStore; queue: JobQueue; logger?: JobLogger }): Promise<string[]> {
  const codes = await deps.records.codesWithStatus(['queued', 'processing']);
  for (const verificationCode of codes) await deps.queue.enqueue(await parseJobOf(deps.records, verificationCode));
  if (codes.length) (deps.logger ?? silentLogger).info({ count: codes.length }, 're-queued interrupted parse jobs');
  return codes;
}
