// A document read back from a store that does not match its schema. Raised instead
// of handing a malformed document to the rest of the service (HTTP answers 500).
import type { FieldError } from '@cp/schema';

export class CorruptDocumentError extends Error {
  /** The document's tenant, when it can still be read (a repair keeps it). */
  readonly tenant: string | undefined;
  constructor(
    readonly what: 'verification record' | 'contract',
    readonly id: string,
    readonly errors: FieldError[],
    options?: { cause?: unknown; tenant?: string },
  ) {
    super(
      `stored ${what} ${id} is invalid: ${errors.map((e) => `${e.path || '(root)'} ${e.message}`).join('; ')}`,
      options,
    );
    this.name = 'CorruptDocumentError';
    this.tenant = options?.tenant;
  }
}

/** A key that cannot name a blob (empty, path separators, dots only...). */
export class InvalidBlobKeyError extends Error {
  constructor(readonly key: string) {
    super(`invalid blob key ${JSON.stringify(key)}: use letters, digits, '-', '_' and '.' (not leading)`);
    this.name = 'InvalidBlobKeyError';
  }
}

/** Inserting a verification record whose code already exists. */
export class DuplicateRecordError extends Error {
  constructor(readonly verificationCode: string) {
    super(`verification record ${verificationCode} already exists`);
    this.name = 'DuplicateRecordError';
  }
}
