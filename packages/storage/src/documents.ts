// Validation of documents crossing the store boundary, in both directions: nothing
// malformed is written, and anything malformed read back raises CorruptDocumentError.
import {
  validateStoredContract,
  validateStoredRecord,
  type StoredContract,
  type StoredVerificationRecord,
} from '@cp/schema';
import { CorruptDocumentError } from './errors.js';

function parse(json: string, what: CorruptDocumentError['what'], id: string): unknown {
  try {
    return JSON.parse(json);
  } catch (cause) {
    throw new CorruptDocumentError(what, id, [{ path: '', message: 'is not valid JSON' }], { cause });
  }
}

export function readRecord(doc: unknown, id: string): StoredVerificationRecord {
  const value = typeof doc === 'string' ? parse(doc, 'verification record', id) : doc;
  const errors = validateStoredRecord.errors(value);
  if (errors.length) throw new CorruptDocumentError('verification record', id, errors);
  return value as StoredVerificationRecord;
}

export function readContract(doc: unknown, id: string): StoredContract {
  const value = typeof doc === 'string' ? parse(doc, 'contract', id) : doc;
  const errors = validateStoredContract.errors(value);
  if (errors.length) throw new CorruptDocumentError('contract', id, errors);
  return value as StoredContract;
}

/** Throws ValidationError (from @cp/schema) naming every bad field. */
export function checkRecord(record: StoredVerificationRecord): StoredVerificationRecord {
  return validateStoredRecord.assert(record);
}

export function checkContract(contract: StoredContract): StoredContract {
  return validateStoredContract.assert(contract);
}

/** Applies a top-level patch; `undefined` values remove the field. */
export function applyPatch<T extends object>(doc: T, patch: Partial<T>): T {
  const out = { ...doc } as Record<string, unknown>;
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined) delete out[k];
    else out[k] = v;
  }
  return out as T;
}
