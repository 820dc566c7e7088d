// How stored verification records are shown: the extractor's untouched output and
// the attempt counter stay inside; a record past its lifetime shows as expired; a
// record the store can no longer read shows as damaged, with the reason.
import { problemBody } from '@cp/http';
import type { DamagedRecord, StoredVerificationRecord, VerificationRecord, VerificationStatus, VerificationSummary } from '@cp/schema';
import type { DamagedDocument } from '@cp/storage';
import { uncertainPaths } from './review/uncertain.js';

export function isExpired(record: StoredVerificationRecord, now: Date): boolean {
  return record.status !== 'verified' && Date.parse(record.expiresAt) <= now.getTime();
}

export function effectiveStatus(record: StoredVerificationRecord, now: Date): VerificationStatus {
  return isExpired(record, now) ? 'expired' : record.status;
}

export function presentRecord(record: StoredVerificationRecord, now: Date): VerificationRecord {
  // The tenant stays inside too: the response shape is a published contract.
  const { extractedData: _extracted, attempts: _attempts, tenant: _tenant, ...shown } = record;
  return { ...shown, status: effectiveStatus(record, now) };
}

export function presentDamaged(doc: DamagedDocument): DamagedRecord {
  const fields = doc.errors.slice(0, 5).map((e) => e.path || '(root)').join(', ');
  return {
    verificationCode: doc.id,
    status: 'damaged',
    createdAt: doc.createdAt,
    error: problemBody(
      'recordDamaged',
      `The stored record ${doc.id} cannot be read (${fields}${doc.errors.length > 5 ? ', ...' : ''}); parse it again with POST /verify/${doc.id}/reparse, or delete it.`,
      { verificationCode: doc.id, errors: doc.errors },
    ),
  };
}

export function summarizeRecord(record: StoredVerificationRecord, now: Date): VerificationSummary {
  return {
    verificationCode: record.verificationCode,
    status: effectiveStatus(record, now),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    expiresAt: record.expiresAt,
    document: record.document,
    ...(record.progress ? { progress: record.progress } : {}),
    uncertainFields: record.parsedData ? uncertainPaths(record).size : 0,
    ...(record.contractId ? { contractId: record.contractId } : {}),
    ...(record.error ? { error: record.error } : {}),
  };
}
