// Validation of documents crossing the store boundary: nothing malformed is
// written, and anything malformed read back raises CorruptDocumentError (or is
// reported as damaged by list operations, so one bad document cannot hide the
// others).
//
// Reads are the hot path, and a document this service wrote was validated on its
// way in; so a read trusts a document that carries this service's seal and checks
// it only with a digest, not the whole schema. The seal names the schema the
// document was validated against (a digest of it), so documents written by an older
// version are validated again; a SQLite document also carries a digest of its own
// text, so one edited by hand or damaged on disk is validated again too (MongoDB
// checksums its own storage). A document whose seal does not hold goes the way every
// read went before: validated, and reported as damaged when it fails.
import { hash } from 'node:crypto';
import {
  StoredContract as StoredContractSchema,
  StoredVerificationRecord as StoredRecordSchema,
  validateStoredContract,
  validateStoredRecord,
  type FieldError,
  type StoredContract,
  type StoredVerificationRecord,
  type Validator,
} from '@cp/schema';
import { CorruptDocumentError } from './errors.js';
import type { DamagedDocument } from './ports.js';

/** The key of the seal in a stored document (never part of the document itself). */
export const SEAL_KEY = '_seal';

// One-shot hashing: half the cost of a Hash object for a document-sized text.
const digest = (text: string) => hash('sha1', text, 'base64url');

interface Kind<T> {
  what: CorruptDocumentError['what'];
  validate: Validator<T>;
  /** Digest of the schema the document is validated against. */
  schemaSeal: string;
}

const RECORD: Kind<StoredVerificationRecord> = {
  what: 'verification record',
  validate: validateStoredRecord,
  schemaSeal: digest(JSON.stringify(StoredRecordSchema)).slice(0, 16),
};
const CONTRACT: Kind<StoredContract> = {
  what: 'contract',
  validate: validateStoredContract,
  schemaSeal: digest(JSON.stringify(StoredContractSchema)).slice(0, 16),
};

// A sealed text: `{"_seal":"<digest of the schema seal and the body>",` + the body
// without its opening brace. Still JSON, so SQL can read fields of it.
const SEALED_PREFIX = `{"${SEAL_KEY}":"`;
const TEXT_SEAL_LENGTH = digest('').length;

function sealText(kind: Kind<unknown>, doc: object): string {
  const body = JSON.stringify(doc);
  if (body === '{}') return body;
  return `${SEALED_PREFIX}${digest(kind.schemaSeal + body)}",${body.slice(1)}`;
}

/** The body of a sealed text whose seal holds, or undefined. */
function unsealText(kind: Kind<unknown>, text: string): string | undefined {
  if (!text.startsWith(SEALED_PREFIX)) return undefined;
  const sealEnd = SEALED_PREFIX.length + TEXT_SEAL_LENGTH;
  if (text.slice(sealEnd, sealEnd + 2) !== '",') return undefined;
  const body = `{${text.slice(sealEnd + 2)}`;
  return digest(kind.schemaSeal + body) === text.slice(SEALED_PREFIX.length, sealEnd) ? body : undefined;
}

function parse(json: string, what: CorruptDocumentError['what'], id: string): unknown {
  try {
    return JSON.parse(json);
  } catch (cause) {
    throw new CorruptDocumentError(what, id, [{ path: '', message: 'is not valid JSON' }], { cause });
  }
}

function read<T>(kind: Kind<T>, doc: unknown, id: string): T {
  if (typeof doc === 'string') {
    const body = unsealText(kind, doc);
    if (body !== undefined) return JSON.parse(body) as T;
  }
  const value = typeof doc === 'string' ? parse(doc, kind.what, id) : doc;
  if (value && typeof value === 'object' && SEAL_KEY in value) {
    const { [SEAL_KEY]: seal, ...rest } = value as Record<string, unknown>;
    // An object's seal (MongoDB) names the schema: the store checksums the bytes.
    if (typeof doc !== 'string' && seal === kind.schemaSeal) return rest as T;
    return validated(kind, rest, id);
  }
  return validated(kind, value, id);
}

function validated<T>(kind: Kind<T>, value: unknown, id: string): T {
  const errors = kind.validate.errors(value);
  if (errors.length) {
    // A record's tenant, when it can still be read: a repair keeps it.
    const tenant = kind === (RECORD as Kind<unknown>) ? (value as { tenant?: unknown } | null)?.tenant : undefined;
    throw new CorruptDocumentError(kind.what, id, errors, typeof tenant === 'string' && tenant ? { tenant } : {});
  }
  return value as T;
}

export function readRecord(doc: unknown, id: string): StoredVerificationRecord {
  return read(RECORD, doc, id);
}

export function readContract(doc: unknown, id: string): StoredContract {
  return read(CONTRACT, doc, id);
}

/** The text a SQLite store keeps for a record it has checked (see checkRecord). */
export function recordText(record: StoredVerificationRecord): string {
  return sealText(RECORD, record);
}

export function contractText(contract: StoredContract): string {
  return sealText(CONTRACT, contract);
}

/** The seal field a MongoDB store writes beside a checked record's fields. */
export const recordSeal = (): Record<string, string> => ({ [SEAL_KEY]: RECORD.schemaSeal });
export const contractSeal = (): Record<string, string> => ({ [SEAL_KEY]: CONTRACT.schemaSeal });

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
