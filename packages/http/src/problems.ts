// The registry of every problem type the HTTP interfaces answer (RFC 9457). Each
// entry has a stable slug: clients branch on `type`, so a slug never changes once
// published. Routes throw ProblemError(name, detail); the error handler renders it.
import type { FieldError, Problem } from '@cp/schema';

export const PROBLEM_BASE = 'https://contract-parser.dev/problems/';

export interface ProblemKind {
  slug: string;
  status: number;
  title: string;
}

export const PROBLEMS = {
  // Requests in general
  routeNotFound: { slug: 'route-not-found', status: 404, title: 'No such route' },
  methodNotAllowed: { slug: 'method-not-allowed', status: 405, title: 'The path does not take this method' },
  badRequest: { slug: 'bad-request', status: 400, title: 'Bad request' },
  validationFailed: { slug: 'validation-failed', status: 400, title: 'The request does not match its schema' },
  malformedJson: { slug: 'malformed-json', status: 400, title: 'The request body is not valid JSON' },
  bodyTooLarge: { slug: 'body-too-large', status: 413, title: 'The request body is too large' },
  unsupportedMediaType: { slug: 'unsupported-media-type', status: 415, title: 'Unsupported content type' },
  invalidCursor: { slug: 'invalid-cursor', status: 400, title: 'Invalid paging cursor' },
  unauthorized: { slug: 'unauthorized', status: 401, title: 'A valid API key is required' },
  forbidden: { slug: 'forbidden', status: 403, title: 'The API key lacks the scope this route needs' },
  preconditionFailed: { slug: 'precondition-failed', status: 412, title: 'The resource has changed' },
  jsonTooDeep: { slug: 'json-too-deep', status: 400, title: 'The JSON body is nested too deeply' },
  // Limits on who sends how much (rate-limits.ts, the gateway's upload slots)
  rateLimited: { slug: 'rate-limited', status: 429, title: 'Too many requests' },
  tooManyUploads: { slug: 'too-many-uploads-in-flight', status: 429, title: 'Too many uploads in flight for this key' },
  // The connection itself (answered before or instead of routing)
  requestTimeout: { slug: 'request-timeout', status: 408, title: 'The request did not arrive in time' },
  uriTooLong: { slug: 'uri-too-long', status: 414, title: 'The URL is too long' },
  headerFieldsTooLarge: { slug: 'header-fields-too-large', status: 431, title: 'The request headers are too large' },
  // Uploads (POST /parse)
  missingContractPdf: { slug: 'missing-contract-pdf', status: 400, title: 'No file in the field contractPdf' },
  unexpectedFileField: { slug: 'unexpected-file-field', status: 400, title: 'File sent in an unexpected field' },
  malformedMultipart: { slug: 'malformed-multipart', status: 400, title: 'The multipart body cannot be read' },
  tooManyFiles: { slug: 'too-many-files', status: 400, title: 'Only one file may be uploaded' },
  fileTooLarge: { slug: 'file-too-large', status: 413, title: 'The uploaded file is too large' },
  emptyFile: { slug: 'empty-file', status: 400, title: 'The uploaded file is empty' },
  notAPdf: { slug: 'not-a-pdf', status: 415, title: 'The uploaded file is not a PDF' },
  corruptPdf: { slug: 'corrupt-pdf', status: 422, title: 'The PDF is damaged or truncated' },
  encryptedPdf: { slug: 'encrypted-pdf', status: 422, title: 'The PDF is encrypted' },
  tooManyPages: { slug: 'too-many-pages', status: 422, title: 'The PDF has too many pages' },
  pdfTooComplex: { slug: 'pdf-too-complex', status: 422, title: 'The PDF asks for more than a reader may spend on it' },
  extractionFailed: { slug: 'extraction-failed', status: 500, title: 'The contract could not be parsed' },
  // Idempotent uploads (Idempotency-Key on POST /parse)
  invalidIdempotencyKey: { slug: 'invalid-idempotency-key', status: 400, title: 'The Idempotency-Key header is not valid' },
  idempotencyKeyReused: { slug: 'idempotency-key-reused', status: 422, title: 'The Idempotency-Key was used for another file' },
  idempotencyKeyInFlight: { slug: 'idempotency-key-in-flight', status: 409, title: 'A request with this Idempotency-Key is still being handled' },
  // Verification
  verificationNotFound: { slug: 'verification-not-found', status: 404, title: 'No such verification code' },
  documentNotFound: { slug: 'document-not-found', status: 404, title: 'The PDF is no longer stored' },
  alreadyVerified: { slug: 'already-verified', status: 409, title: 'Already verified' },
  parsingNotFinished: { slug: 'parsing-not-finished', status: 409, title: 'Parsing has not finished yet' },
  parsingFailed: { slug: 'parsing-failed', status: 409, title: 'Parsing failed; there is nothing to verify' },
  recordChanged: { slug: 'record-changed', status: 409, title: 'The record changed meanwhile' },
  verificationExpired: { slug: 'verification-expired', status: 410, title: 'The verification code has expired' },
  // Review UI
  reviewNotFound: { slug: 'review-not-found', status: 404, title: 'No such review page' },
  reviewAssetsMissing: { slug: 'review-assets-missing', status: 503, title: 'Review assets not built' },
  // Contracts
  contractNotFound: { slug: 'contract-not-found', status: 404, title: 'No such contract' },
  // API keys (admin)
  apiKeyNotFound: { slug: 'api-key-not-found', status: 404, title: 'No such API key' },
  apiKeyRevoked: { slug: 'api-key-revoked', status: 409, title: 'The API key is revoked and cannot be rotated' },
  // Webhooks
  webhookNotFound: { slug: 'webhook-not-found', status: 404, title: 'No such webhook subscription' },
  deliveryNotFound: { slug: 'delivery-not-found', status: 404, title: 'No such webhook delivery' },
  // Stored data that can no longer be read (written by an older version, edited by hand, damaged on disk)
  recordDamaged: { slug: 'record-damaged', status: 500, title: 'The stored verification record is damaged' },
  contractDamaged: { slug: 'contract-damaged', status: 500, title: 'The stored contract is damaged' },
  // Service
  queueUnavailable: { slug: 'queue-unavailable', status: 503, title: 'The job queue is unavailable' },
  notReady: { slug: 'not-ready', status: 503, title: 'A backing service is unreachable' },
  internalError: { slug: 'internal-error', status: 500, title: 'Internal server error' },
} as const satisfies Record<string, ProblemKind>;

export type ProblemName = keyof typeof PROBLEMS;

export const problemType = (name: ProblemName): string => PROBLEM_BASE + PROBLEMS[name].slug;

export interface ProblemExtras {
  errors?: FieldError[];
  contractId?: string;
  verificationCode?: string;
  /** Headers to send with the problem (Retry-After, WWW-Authenticate...). */
  headers?: Record<string, string>;
}

/** Builds a problem body of a registered kind. */
export function problemBody(name: ProblemName, detail: string, extras: ProblemExtras = {}): Problem {
  const kind = PROBLEMS[name];
  const { headers: _headers, ...rest } = extras;
  return { type: PROBLEM_BASE + kind.slug, title: kind.title, status: kind.status, detail, ...rest };
}

/** Thrown by routes and hooks; rendered as application/problem+json by the error handler. */
export class ProblemError extends Error {
  readonly body: Problem;
  readonly headers: Record<string, string>;
  constructor(name: ProblemName, detail: string, extras: ProblemExtras = {}) {
    super(detail);
    this.name = 'ProblemError';
    this.body = problemBody(name, detail, extras);
    this.headers = extras.headers ?? {};
  }
  get statusCode(): number {
    return this.body.status;
  }
}

/** Wraps a problem read back from a store (a failed parse) so it can be thrown again. */
export class StoredProblemError extends ProblemError {
  constructor(stored: Problem, extras: ProblemExtras = {}) {
    super('extractionFailed', stored.detail, extras);
    Object.assign(this.body, stored, extras.verificationCode ? { verificationCode: extras.verificationCode } : {});
  }
}

const PDF_ERROR_PROBLEMS: Record<string, ProblemName> = {
  empty: 'emptyFile',
  not_pdf: 'notAPdf',
  corrupt: 'corruptPdf',
  encrypted: 'encryptedPdf',
  too_many_pages: 'tooManyPages',
  too_complex: 'pdfTooComplex',
};

/** The problem for a PdfError code (preflight at upload, or the worker's failure record). */
export function pdfProblem(code: string, detail: string, extras: ProblemExtras = {}): Problem {
  return problemBody(PDF_ERROR_PROBLEMS[code] ?? 'extractionFailed', detail, extras);
}

export function pdfProblemName(code: string): ProblemName {
  return PDF_ERROR_PROBLEMS[code] ?? 'extractionFailed';
}
