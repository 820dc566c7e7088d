// Every change to a contract goes into the audit trail: who (the key's name), when,
// which fields, their old and new values. A delete records every field that was set.
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_TENANT, auditChanges, emptyParsedData, type AuditEntry, type StoredContract } from '@cp/schema';
import type { AuditStore, DamagedDocument } from '@cp/storage';

export async function recordChange(
  audit: AuditStore,
  req: FastifyRequest,
  action: 'replace' | 'patch' | 'delete',
  before: StoredContract,
  after: StoredContract | null,
): Promise<void> {
  const entry: AuditEntry = {
    id: `a_${randomBytes(12).toString('hex')}`,
    contractId: before.contractId,
    verificationCode: before.verificationCode,
    action,
    actor: req.principal,
    // The contract's tenant, not the requester's: an admin's change shows in the owner's history.
    tenant: before.tenant ?? DEFAULT_TENANT,
    at: after?.updatedAt ?? new Date().toISOString(),
    changes: auditChanges(before.parsedData, after ? after.parsedData : emptyParsedData()),
    ...(after ? { version: after.version } : {}),
  };
  await append(audit, req, entry);
}

/** A damaged contract deleted: its fields cannot be read, so the entry lists no changes. */
export async function recordDamagedDelete(audit: AuditStore, req: FastifyRequest, deleted: DamagedDocument): Promise<void> {
  await append(audit, req, {
    id: `a_${randomBytes(12).toString('hex')}`,
    contractId: deleted.id,
    ...(deleted.verificationCode ? { verificationCode: deleted.verificationCode } : {}),
    action: 'delete',
    actor: req.principal,
    tenant: deleted.tenant ?? DEFAULT_TENANT,
    at: new Date().toISOString(),
    changes: [],
  });
}

async function append(audit: AuditStore, req: FastifyRequest, entry: AuditEntry): Promise<void> {
  try {
    await audit.append(entry);
  } catch (err) {
    // The change is made; a 500 now would make the client repeat it.
    req.log.error({ err, contractId: entry.contractId, action: entry.action }, 'audit entry not written');
  }
}
