// Retention: what the service stores is removed once nobody may use it any more.
// - A record past its expiresAt (VERIFICATION_TTL) that was never verified can no
//   longer be verified or re-parsed: the record, its PDF and working files go.
// - A verified contract's PDF stays while the contract exists (deleting the contract
//   deletes it), or only for DOCUMENT_RETENTION when that is set; the contract and
//   its record stay either way.
// Until this job runs, an expired record still shows as `expired` (404 after it).
// Idempotent: several processes may run it at once.
import type { BlobStore, ContractStore, RecordStore } from '@cp/storage';
import { isDamaged, removeWorkingFiles } from '@cp/storage';
import type { JobLogger } from './job-logger.js';

export interface RetentionDeps {
  records: RecordStore;
  contracts: ContractStore;
  blobs: BlobStore;
  logger?: JobLogger;
}

export interface RetentionOptions {
  now?: Date;
  /** How long a verified contract's PDF is kept; unset: as long as the contract. */
  documentRetentionMs?: number;
  /** Documents read per page. */
  batch?: number;
}

export interface PurgeResult {
  /** Expired records removed, with their PDFs. */
  records: number;
  /** PDFs of verified contracts past DOCUMENT_RETENTION removed by this run (not those gone before). */
  contractPdfs: number;
}

export async function purgeExpired(deps: RetentionDeps, options: RetentionOptions = {}): Promise<PurgeResult> {
  const now = options.now ?? new Date();
  const batch = options.batch ?? 100;
  const result: PurgeResult = { records: 0, contractPdfs: 0 };

  // Key-based cursors: removing what was read does not move the next page.
  let cursor: string | null = null;
  do {
    const page = await deps.records.list({ status: ['expired'], limit: batch, cursor, now: now.toISOString() });
    for (const item of page.items) {
      // A damaged record has no readable expiry: it is left for an operator to look at.
      if (isDamaged(item) || item.status === 'verified') continue;
      const code = item.verificationCode;
      // A contract made just before a crash kept its record from being marked verified: keep both.
      if (await deps.contracts.getByVerificationCode(code).catch(() => null)) continue;
      // The record first, as a delete does: a crash in between leaves an orphan PDF for the sweep.
      if (!(await deps.records.delete(code))) continue;
      await deps.blobs.delete(code);
      await removeWorkingFiles(deps.blobs, code, item.document.pages);
      result.records++;
    }
    cursor = page.nextCursor;
  } while (cursor);

  if (options.documentRetentionMs !== undefined) {
    const cutoff = now.getTime() - options.documentRetentionMs;
    let contractCursor: string | null = null;
    // Contracts come oldest first: stop at the first one still inside the retention.
    outer: do {
      const page = await deps.contracts.list({ limit: batch, cursor: contractCursor });
      for (const c of page.items) {
        if (isDamaged(c)) continue;
        if (Date.parse(c.createdAt) > cutoff) break outer;
        // Removed by an earlier run (or never kept): nothing to delete, nothing to count.
        if (!(await deps.blobs.has(c.verificationCode))) continue;
        await deps.blobs.delete(c.verificationCode);
        result.contractPdfs++;
      }
      contractCursor = page.nextCursor;
    } while (contractCursor);
  }
  if (result.records || result.contractPdfs) deps.logger?.info({ ...result }, 'retention: expired records and documents removed');
  return result;
}
