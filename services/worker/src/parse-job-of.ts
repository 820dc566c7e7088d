// A parse job queued again for a stored record (sweep, start-up recovery) keeps
// the record's tenant, so it takes its tenant's turn in the fair queue rather than
// the default tenant's.
import type { ParseJob } from '@cp/schema';
import type { RecordStore } from '@cp/storage';

export async function parseJobOf(records: RecordStore, verificationCode: string): Promise<ParseJob> {
  const record = await records.get(verificationCode).catch(() => null);
  return record?.tenant ? { verificationCode, tenant: record.tenant } : { verificationCode };
}
