// API keys, their scopes, and the audit trail of contract changes: the stored
// documents and what the admin and history routes answer.
import { Type, type Static } from '@sinclair/typebox';
import { changedPaths, getPath } from './catalogue.js';

const DateTime = Type.String({ format: 'date-time' });

/**
 * What a key may do. parse: upload and read its tenant's records; verify: review,
 * verify, re-parse and delete records; read: read contracts and their history;
 * write: update and delete contracts; admin: manage keys and see every tenant.
 */
export const API_KEY_SCOPES = ['parse', 'verify', 'read', 'write', 'admin'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const ApiKeyScopeSchema = Type.Union(API_KEY_SCOPES.map((s) => Type.Literal(s)), { $id: 'ApiKeyScope' });

/** Tenant of everything written without a tenant, and of every request when keys are off. */
export const DEFAULT_TENANT = 'default';
/** Tenant of the ADMIN_API_KEY key. */
export const ADMIN_TENANT = 'admin';

/**
 * Why a new key may not belong to `tenant`, or undefined when it may. `admin` is
 * ADMIN_API_KEY's: a key given it would share that key's tenant (and, were a tenant's
 * name ever taken for a privilege again, more), so it is kept for ADMIN_API_KEY alone.
 * Keys stored before the rule still load; only new ones are refused.
 */
export function reservedTenantProblem(tenant: string): string | undefined {
  return tenant === ADMIN_TENANT ? `the tenant name "${ADMIN_TENANT}" is reserved for ADMIN_API_KEY; give the key another tenant (its admin scope, not its tenant, lets it see every tenant)` : undefined;
}

const NAME_RULES = { minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9._-]+$' };
const NAME = Type.String(NAME_RULES);

const keyFields = {
  id: Type.String({ minLength: 1 }),
  name: NAME,
  tenant: NAME,
  scopes: Type.Array(ApiKeyScopeSchema, { minItems: 1, uniqueItems: true }),
  createdAt: DateTime,
  revokedAt: Type.Optional(DateTime),
};

/** A key as a store keeps it: never the key itself, only its SHA-256. */
export const StoredApiKey = Type.Object({ ...keyFields, hash: Type.String({ pattern: '^[0-9a-f]{64}$' }) }, { $id: 'StoredApiKey', additionalProperties: false });
export type StoredApiKey = Static<typeof StoredApiKey>;

/** A key as the admin routes show it. */
export const ApiKeyInfo = Type.Object(keyFields, { $id: 'ApiKeyInfo', additionalProperties: false });
export type ApiKeyInfo = Static<typeof ApiKeyInfo>;

export const ApiKeyList = Type.Object({ items: Type.Array(ApiKeyInfo) }, { $id: 'ApiKeyList', additionalProperties: false });
export type ApiKeyList = Static<typeof ApiKeyList>;

/** A new key: the only time the key itself is shown. */
export const ApiKeyCreated = Type.Object(
  { ...keyFields, key: Type.String({ description: 'The key; shown once, stored only as a hash' }) },
  { $id: 'ApiKeyCreated', additionalProperties: false },
);
export type ApiKeyCreated = Static<typeof ApiKeyCreated>;

export const CreateApiKeyRequest = Type.Object(
  { name: NAME, tenant: Type.String({ ...NAME_RULES, description: `The key's tenant; "${ADMIN_TENANT}" is reserved for ADMIN_API_KEY` }), scopes: Type.Array(ApiKeyScopeSchema, { minItems: 1, uniqueItems: true }) },
  { $id: 'CreateApiKeyRequest', additionalProperties: false },
);
export type CreateApiKeyRequest = Static<typeof CreateApiKeyRequest>;

/** Who a request's key says it is (GET /whoami). */
export const KeyIdentity = Type.Object(
  {
    name: Type.String({ description: "The key's name ('anonymous' when no key is asked for)" }),
    tenant: Type.String(),
    scopes: Type.Array(ApiKeyScopeSchema),
    allTenants: Type.Boolean({ description: 'Whether the key sees every tenant (admin)' }),
  },
  { $id: 'KeyIdentity', additionalProperties: false },
);
export type KeyIdentity = Static<typeof KeyIdentity>;

const Value = Type.Union([Type.Boolean(), Type.Number(), Type.String(), Type.Null()]);

export const AuditChange = Type.Object(
  { path: Type.String(), old: Value, new: Value },
  { $id: 'AuditChange', additionalProperties: false },
);
export type AuditChange = Static<typeof AuditChange>;

export const AUDIT_ACTIONS = ['verify', 'replace', 'patch', 'delete'] as const;

/** One change to a contract: who, when, which fields, old and new values. */
export const AuditEntry = Type.Object(
  {
    id: Type.String({ minLength: 1 }),
    contractId: Type.String(),
    verificationCode: Type.Optional(Type.String()),
    action: Type.Union(AUDIT_ACTIONS.map((a) => Type.Literal(a))),
    actor: Type.String({ description: 'Name of the API key (anonymous when keys are off)' }),
    tenant: Type.String(),
    at: DateTime,
    /** verify: extracted -> verified values of the fields the reviewer changed; replace/patch: old -> new; delete: every field set. */
    changes: Type.Array(AuditChange),
    version: Type.Optional(Type.Integer({ minimum: 1, description: 'Contract version after the change' })),
  },
  { $id: 'AuditEntry', additionalProperties: false },
);
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditList = Type.Object(
  { items: Type.Array(AuditEntry), nextCursor: Type.Union([Type.String(), Type.Null()]) },
  { $id: 'AuditList', additionalProperties: false },
);
export type AuditList = Static<typeof AuditList>;

/** The leaf fields that differ between two versions of a contract's data, with both values. */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  return changedPaths(before, after).map((path) => ({
    path,
    old: (getPath(before, path) ?? null) as AuditChange['old'],
    new: (getPath(after, path) ?? null) as AuditChange['new'],
  }));
}
