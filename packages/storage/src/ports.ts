// Ports of the document and blob stores. Every adapter (SQLite + local folder for
// the embedded mode, MongoDB + GridFS for production) implements these and passes
// the one shared suite in packages/storage/test/.
import type { StoredContract, StoredVerificationRecord, VerificationStatus } from '@cp/schema';

export interface Page<T> {
  items: T[];
  /** Opaque cursor for the next page, null at the end. */
  nextCursor: string | null;
}

export interface ListRecordsQuery {
  status?: VerificationStatus[];
  limit: number;
  cursor?: string | null;
}

export interface RecordStore {
  /** Inserts a new record; fails if the code exists. */
  insert(record: StoredVerificationRecord): Promise<void>;
  get(code: string): Promise<StoredVerificationRecord | null>;
  /**
   * Applies `patch` (top-level fields; `undefined` values remove the field) only if
   * the record's status is one of `ifStatus` (when given). Returns the updated
   * record, or null when the record is missing or the condition failed. This is the
   * compare-and-set every state transition goes through.
   */
  update(
    code: string,
    patch: Partial<StoredVerificationRecord>,
    ifStatus?: VerificationStatus[],
  ): Promise<StoredVerificationRecord | null>;
  /** Newest first. */
  list(query: ListRecordsQuery): Promise<Page<StoredVerificationRecord>>;
  /** Codes of records in the given states (start-up recovery, expiry sweeps). */
  codesWithStatus(status: VerificationStatus[]): Promise<string[]>;
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
  get(contractId: string): Promise<StoredContract | null>;
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
  /** Returns the deleted contract, or null if there was none. */
  delete(contractId: string, expectedVersion?: number): Promise<StoredContract | 'stale' | null>;
  /** Oldest first (stable for paging). */
  list(query: { limit: number; cursor?: string | null }): Promise<Page<StoredContract>>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface BlobStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** null when absent. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
