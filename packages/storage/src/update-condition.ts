import type { StoredVerificationRecord, VerificationStatus } from '@cp/schema';
import type { UpdateCondition } from './ports.js';

export function toCondition(when: VerificationStatus[] | UpdateCondition | undefined): UpdateCondition {
  if (!when) return {};
  return Array.isArray(when) ? { status: when } : when;
}

export function conditionHolds(record: StoredVerificationRecord, cond: UpdateCondition): boolean {
  if (cond.status && !cond.status.includes(record.status)) return false;
  if (cond.attempts !== undefined && (record.attempts ?? 0) !== cond.attempts) return false;
  return true;
}
