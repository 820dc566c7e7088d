// Ports of the document and blob stores. Every adapter (SQLite + local folder for
// the embedded mode, MongoDB + GridFS for production) implements these and passes
// the one shared suite in packages/storage/test/.
import type { AuditEntry, FieldError, StoredApiKey, StoredContract, StoredVerificationRecord, VerificationStatus } from '@cp/schema';

export interface Page<T> {
  items: T[];
  /** Opaque cursor for the next page, null at the end. */
  nextCursor: string | null;
}

/**
 * A stored document that no longer matches its schema (written by an older
 * version, edited by hand, damaged on disk). Listings report it in place of the
 * document so that one bad document never hides the others.
 */
export interface DamagedDocument {
  damaged: true;
  /** The verification code or contract id. */
  id: string;
  createdAt: string | null;
  errors: FieldError[];
  /** Its tenant, when that can still be read. */
  tenant?: string;
  /** A contract's verification code (its PDF's key), when that can still be read. */
  verificationCode?: string;
}

/** Conditions of a compare-and-set update. */
export interface UpdateCondition {
  /** The record's status must be one of these. */
  status?: VerificationStatus[];
  /**
   * The record's `attempts` must equal this: a fencing token, so that a parse run
   * that lost its job (a frozen worker whose lock expired) cannot overwrite the
   * run that took the job over.
   */
  attempts?: number;
}

/**
 * Whose documents an operation may see: those of one tenant (documents written
 * without a tenant belong to 'default'), or every tenant's when `tenant` is unset
 * (admin keys, and the service's own work: worker, sweeps). The store filters in
 * its query, so paging and limits count only the tenant's documents.
 */
export interface TenantScope {
  tenant?: string;
}

export interface ListRecordsQuery extends TenantScope {
  /**
   * Statuses as a client sees them: a record past its `expiresAt` (and not verified)
   * counts as `expired` whatever status it was stored with, so the store filters by
   * the clock too and pages come back full.
   */
  status?: VerificationStatus[];
  limit: number;
  cursor?: string | null;
  /** The time that decides expiry (ISO); default now. */
  now?: string;
}

/** The answer given to the first request with an Idempotency-Key, replayed to its retries. */
export interface IdempotentAnswer {
  status: number;
  body: unknown;
  /** Headers worth replaying (Location, Retry-After...). */
  headers: Record<string, string>;
}

/** One Idempotency-Key of an upload, scoped per tenant. */
export interface IdempotencyEntry {
  tenant: string;
  key: string;
  /** Names the request that holds the key: only it may complete or release it. */
  token: string;
  /** `in_flight` while the first request is handled; `done` once its answer is kept. */
  state: 'in_flight' | 'done';
  createdAt: string;
  /** Past this the entry counts as absent (and is removed by the sweep). */
  expiresAt: string;
  /** SHA-256 (hex) of the uploaded file, known once the first request has read it. */
  fileSha256?: string;
  answer?: IdempotentAnswer;
}

export type IdempotencyClaim = { claimed: true } | { claimed: false; existing: IdempotencyEntry };

/**
 * Idempotency-Keys of uploads, kept beside the records. The store settles races with
 * a unique key on (tenant, key): of concurrent claims exactly one wins, in every
 * process.
 */
export interface IdempotencyLedger {
  /**
   * Stores `entry` unless a live entry (expiresAt after `now`) holds its (tenant,
   * key); an expired one is replaced. Returns the live entry that won otherwise.
   */
  claimIdempotencyKey(entry: IdempotencyEntry, now: string): Promise<IdempotencyClaim>;
  /** Keeps the answer of the entry held by `token`; false when it no longer holds it. */
  completeIdempotencyKey(
    tenant: string,
    key: string,
    token: string,
    done: { fileSha256: string; answer: IdempotentAnswer; expiresAt: string },
  ): Promise<boolean>;
  /** Forgets the entry held by `token` (its request stored nothing, so a retry starts afresh). */
  releaseIdempotencyKey(tenant: string, key: string, token: string): Promise<void>;
  /** Removes entries past their expiry; returns how many. */
  deleteExpiredIdempotencyKeys(now: string): Promise<number>;
}

export interface RecordStore extends IdempotencyLedger {
  /** Inserts a new record; fails if the code exists. */
  insert(record: StoredVerificationRecord): Promise<void>;
  /** null when missing, or when it belongs to another tenant than `scope.tenant`. */
  get(code: string, scope?: TenantScope): Promise<StoredVerificationRecord | null>;
  /**
   * Applies `patch` (top-level fields; `undefined` values remove the field) only if
   * the condition holds (a list of statuses is short for `{ status }`). Returns the
   * updated record, or null when the record is missing or the condition failed.
   * This is the compare-and-set every state transition goes through.
   */
  update(
    code: string,
    patch: Partial<StoredVerificationRecord>,
    when?: VerificationStatus[] | UpdateCondition,
  ): Promise<StoredVerificationRecord | null>;
  /**
   * Writes `record` over a stored record that is damaged (fails its schema), as a
   * repair; false when the stored one is readable (update it instead) or missing.
   */
  replaceDamaged(record: StoredVerificationRecord): Promise<boolean>;
  /** Removes a record, damaged or not; false when there was none. */
  delete(code: string): Promise<boolean>;
  /** Whether a record exists, damaged or not. */
  has(code: string): Promise<boolean>;
  /** Newest first; damaged records are listed as such, in their place. */
  list(query: ListRecordsQuery): Promise<Page<StoredVerificationRecord | DamagedDocument>>;
  /**
   * Codes of records in the given states, oldest first (start-up recovery, the
   * queue sweep); `updatedBefore` keeps only those not touched since then.
   */
  codesWithStatus(status: VerificationStatus[], options?: { updatedBefore?: string }): Promise<string[]>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class DuplicateContractError extends Error {
  constructor(readonly existing: StoredContract) {
    super(`verification ${existing.verificationCode} already created contract ${existing.contractId}`);
    this.name = 'DuplicateContractError';
  }
}

export interface ContractStore {
  /**
   * Inserts a contract. At most one contract exists per verificationCode, also
   * under concurrent calls: the loser gets DuplicateContractError naming the winner.
   */
  create(contract: StoredContract): Promise<void>;
  /** null when missing, or when it belongs to another tenant than `scope.tenant`. */
  get(contractId: string, scope?: TenantScope): Promise<StoredContract | null>;
  getByVerificationCode(code: string): Promise<StoredContract | null>;
  /**
   * Replaces parsedData and bumps the version, if the stored version equals
   * `expectedVersion` (when given). 'missing' or 'stale' otherwise.
   */
  replace(
    contractId: string,
    parsedData: StoredContract['parsedData'],
    expectedVersion?: number,
  ): Promise<StoredContract | 'missing' | 'stale'>;
  /**
   * Returns the deleted contract, or null if there was none. A damaged contract is
   * deleted too when no version is expected (its version cannot be read to compare;
   * with one it throws CorruptDocumentError) and comes back as a DamagedDocument.
   */
  delete(contractId: string, expectedVersion?: number): Promise<StoredContract | DamagedDocument | 'stale' | null>;
  /** Oldest first (stable for paging); damaged contracts are listed as such, in their place. */
  list(query: { limit: number; cursor?: string | null } & TenantScope): Promise<Page<StoredContract | DamagedDocument>>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** API keys, kept as hashes (see @cp/schema StoredApiKey). */
export interface KeyStore {
  /** Fails if the id exists. */
  create(key: StoredApiKey): Promise<void>;
  get(id: string): Promise<StoredApiKey | null>;
  /** Every key, revoked ones too, oldest first. */
  list(): Promise<StoredApiKey[]>;
  /** Marks the key revoked (once: a second call keeps the first time); null when there is none. */
  revoke(id: string, at: string): Promise<StoredApiKey | null>;
  /** Keys not revoked. */
  countActive(): Promise<number>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The audit trail of contract changes; entries are only ever added. */
export interface AuditStore {
  append(entry: AuditEntry): Promise<void>;
  /** A contract's entries, newest first, filtered by tenant in the query. */
  list(query: { contractId: string; limit: number; cursor?: string | null } & TenantScope): Promise<Page<AuditEntry>>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface BlobStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** null when absent. */
  get(key: string): Promise<Buffer | null>;
  /** Whether a blob is stored under the key, without reading it. */
  has(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Every key stored (the orphan sweep). */
  keys(): AsyncIterable<string>;
  /** Removes what writes interrupted by a crash left behind; returns how many pieces. */
  removePartialWrites(): Promise<number>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
