// Removes what no record owns any more: a PDF whose record and contract are both
// gone (an upload cut short by a crash, a record deleted while its PDF was being
// written), working files of parse runs that have ended, and partial writes left
// by killed processes. Safe to run while the service works: uploads insert their
// record before they store the PDF, so a PDF without a record is never one on
// its way in.
import type { BlobStore, ContractStore, RecordStore } from './ports.js';
import { ownerOfKey } from './blob-keys-of-records.js';

export interface SweepResult {
  pdfs: number;
  workingFiles: number;
  partialWrites: number;
}

export async function sweepOrphans(stores: { records: RecordStore; contracts: ContractStore; blobs: BlobStore }): Promise<SweepResult> {
  const { records, contracts, blobs } = stores;
  const result: SweepResult = { pdfs: 0, workingFiles: 0, partialWrites: await blobs.removePartialWrites() };
  const running = new Set(await records.codesWithStatus(['queued', 'processing']));
  for await (const key of blobs.keys()) {
    const { code, workingFile } = ownerOfKey(key);
    if (workingFile) {
      if (running.has(code) || (await isRunning(records, code))) continue;
      await blobs.delete(key);
      result.workingFiles++;
    } else if (!(await records.has(code)) && !(await contracts.getByVerificationCode(code).catch(() => true))) {
      await blobs.delete(key);
      result.pdfs++;
    }
  }
  return result;
}

// A run may have started since the list was taken.
async function isRunning(records: RecordStore, code: string): Promise<boolean> {
  const record = await records.get(code).catch(() => null);
  return record !== null && (record.status === 'queued' || record.status === 'processing');
}
