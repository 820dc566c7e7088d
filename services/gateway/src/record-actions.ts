// What an operator or reviewer can do to a record besides verifying it: parse it
// again (a failed, damaged or stuck record, or one read by older rules) and delete
// it. Both work on a damaged record too, which is the point: nothing stored may
// become a dead end.
import { ProblemError } from '@cp/http';
import type { StoredVerificationRecord } from '@cp/schema';
import { isDamaged, removeWorkingFiles, type DamagedDocument } from '@cp/storage';
import { isExpired } from './records.js';
import type { GatewayDeps } from './deps.js';

type Deps = Pick<GatewayDeps, 'records' | 'blobs' | 'queue' | 'config' | 'preflight'>;

/** Everything a parse run wrote; the upload's own facts stay. */
const PARSE_OUTPUT = {
  parsedData: undefined,
  extractedData: undefined,
  evidence: undefined,
  warnings: undefined,
  hints: undefined,
  corrections: undefined,
  draftSavedAt: undefined,
  progress: undefined,
  error: undefined,
} as const;

const REPARSABLE = ['queued', 'processing', 'awaiting_verification', 'failed'] as const;

/** `tenant`: whose record it is when a damaged record no longer says (the requester's tenant). */
export async function reparseRecord(deps: Deps, stored: StoredVerificationRecord | DamagedDocument, now: Date, tenant: string): Promise<StoredVerificationRecord> {
  const record = isDamaged(stored) ? await rebuildDamaged(deps, stored, now, tenant) : await requeue(deps, stored, now);
  try {
    await deps.queue.enqueue({ verificationCode: record.verificationCode, tenant: record.tenant ?? tenant });
  } catch {
    // The record says queued: the queue sweep queues it once the queue is back.
    throw new ProblemError('queueUnavailable', `${record.verificationCode} is queued for parsing again, but the job queue cannot take it now; it is queued as soon as the queue is back.`, {
      verificationCode: record.verificationCode,
      headers: { 'retry-after': '10' },
    });
  }
  return record;
}

async function requeue(deps: Deps, record: StoredVerificationRecord, now: Date): Promise<StoredVerificationRecord> {
  const code = record.verificationCode;
  if (record.status === 'verified') {
    throw new ProblemError('alreadyVerified', `Verification ${code} already created contract ${record.contractId ?? '(unknown)'}; its data is corrected through the contract.`, {
      verificationCode: code,
      ...(record.contractId ? { contractId: record.contractId } : {}),
    });
  }
  if (isExpired(record, now)) {
    throw new ProblemError('verificationExpired', `Verification ${code} expired at ${record.expiresAt}; upload the contract again.`, { verificationCode: code });
  }
  if (!(await deps.blobs.get(code))) {
    throw new ProblemError('documentNotFound', `The PDF of ${code} is no longer stored; upload the contract again.`, { verificationCode: code });
  }
  // The compare-and-set keeps `attempts`: a run still going (a stuck worker) is
  // fenced off by it once the new run starts.
  const updated = await deps.records.update(code, { ...PARSE_OUTPUT, status: 'queued', updatedAt: now.toISOString() }, [...REPARSABLE]);
  if (!updated) throw new ProblemError('recordChanged', `Verification ${code} changed meanwhile; read it again.`, { verificationCode: code });
  return updated;
}

/** A damaged record is written anew from its PDF, the one thing about it that is certain. */
async function rebuildDamaged(deps: Deps, doc: DamagedDocument, now: Date, fallbackTenant: string): Promise<StoredVerificationRecord> {
  const code = doc.id;
  const pdf = await deps.blobs.get(code);
  if (!pdf) throw new ProblemError('documentNotFound', `The PDF of the damaged record ${code} is no longer stored; delete the record and upload the contract again.`, { verificationCode: code });
  const facts = await deps.preflight(new Uint8Array(pdf), { maxPages: deps.config.maxPages });
  const stamp = now.toISOString();
  const record: StoredVerificationRecord = {
    verificationCode: code,
    status: 'queued',
    createdAt: doc.createdAt ?? stamp,
    updatedAt: stamp,
    expiresAt: new Date(now.getTime() + deps.config.verificationTtlMs).toISOString(),
    document: { fileName: 'contract.pdf', bytes: facts.bytes, pages: facts.pages, sha256: facts.sha256, ocrPages: 0 },
    attempts: 0,
    tenant: doc.tenant ?? fallbackTenant,
  };
  if (!(await deps.records.replaceDamaged(record))) throw new ProblemError('recordChanged', `Verification ${code} changed meanwhile; read it again.`, { verificationCode: code });
  return record;
}

export async function deleteRecord(deps: Deps, stored: StoredVerificationRecord | DamagedDocument): Promise<void> {
  const code = isDamaged(stored) ? stored.id : stored.verificationCode;
  if (!isDamaged(stored) && stored.status === 'verified') {
    throw new ProblemError('alreadyVerified', `Verification ${code} created contract ${stored.contractId ?? '(unknown)'}; delete the contract, which takes its PDF with it.`, {
      verificationCode: code,
      ...(stored.contractId ? { contractId: stored.contractId } : {}),
    });
  }
  // The record first: a crash after it leaves an orphan PDF, which the sweep removes;
  // the other order could leave a record whose PDF is gone.
  await deps.records.delete(code);
  await deps.blobs.delete(code);
  if (!isDamaged(stored)) await removeWorkingFiles(deps.blobs, code, stored.document.pages);
}
