// How stored verification records are shown: the extractor's untouched output and
// the attempt counter stay inside; a record past its lifetime shows as expired.
import type { StoredVerificationRecord, VerificationRecord, VerificationStatus, VerificationSummary } from '@cp/schema';
import { uncertainPaths } from './review/uncertain.js';

export function isExpired(record: StoredVerificationRecord, now: Date): boolean {
  return record.status !== 'verified' && Date.parse(record.expiresAt) <= now.getTime();
}

export function effectiveStatus(record: StoredVerificationRecord, now: Date): VerificationStatus {
  return isExpired(record, now) ? 'expired' : record.status;
}

export function presentRecord(record: StoredVerificationRecord, now: Date): VerificationRecord {
  const { extractedData: _extracted, attempts: _attempts, ...shown } = record;
  return { ...shown, status: effectiveStatus(record, now) };
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
