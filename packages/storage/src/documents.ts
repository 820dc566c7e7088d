// Validation of documents crossing the store boundary, in both directions: nothing
// malformed is written, and anything malformed read back raises CorruptDocumentError
// (or is reported as damaged by list operations, so one bad document cannot hide
// the others).
import {
  validateStoredContract,
  validateStoredRecord,
  type FieldError,
  type StoredContract,
  type StoredVerificationRecord,
} from '@cp/schema';
import { CorruptDocumentError } from './errors.js';
import type { DamagedDocument } from './ports.js';

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
  if (errors.length) {
    const tenant = (value as { tenant?: unknown } | null)?.tenant;
    throw new CorruptDocumentError('verification record', id, errors, typeof tenant === 'string' && tenant ? { tenant } : {});
  }
  return value as StoredVerificationRecord;
}

export function readContract(doc: unknown, id: string): StoredContract {
  const value = typeof doc === 'string' ? parse(doc, 'contract', id) : doc;
  const errors = validateStoredContract.errors(value);
  if (errors.length) throw new CorruptDocumentError('contract', id, errors);
  return value as StoredContract;
}

/** Reads a document for a listing: a damaged one becomes a DamagedDocument instead of failing the page. */
export function readOrDamaged<T>(read: () => T, id: string, createdAt: unknown): T | DamagedDocument {
  try {
    return read();
  } catch (err) {
    if (!(err instanceof CorruptDocumentError)) throw err;
    return damaged(id, createdAt, err.errors);
  }
}

export function damaged(id: string, createdAt: unknown, errors: FieldError[]): DamagedDocument {
  return { damaged: true, id, createdAt: typeof createdAt === 'string' ? createdAt : null, errors };
}

export function isDamaged(x: unknown): x is DamagedDocument {
  return !!x && typeof x === 'object' && (x as DamagedDocument).damaged === true;
}

// A store keeps what JSON can say: NaN, Infinity and undefined array slots turn
// into null on the way, and the document then fails validation forever after. So
// the form that is validated, and written, is the JSON round trip itself.
function asStored<T>(value: T): unknown {
  return JSON.parse(JSON.stringify(value));
}

/** The record exactly as a store will hold it; throws ValidationError (from @cp/schema) naming every bad field. */
export function checkRecord(record: StoredVerificationRecord): StoredVerificationRecord {
  return validateStoredRecord.assert(asStored(record));
}

export function checkContract(contract: StoredContract): StoredContract {
  return validateStoredContract.assert(asStored(contract));
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
