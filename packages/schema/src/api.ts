// Every body that crosses a boundary (HTTP, job payloads, store documents), as JSON
// Schema with the TypeScript type derived from it.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ParsedData, SECTION_NAMES, SECTION_SCHEMAS } from './parsed-data.js';

const closed = <P extends Record<string, TSchema>>(props: P, opts: Record<string, unknown> = {}) =>
  Type.Object(props, { additionalProperties: false, ...opts });

const DateTime = Type.String({ format: 'date-time' });

export const VERIFICATION_STATUSES = ['queued', 'processing', 'awaiting_verification', 'verified', 'failed', 'expired'] as const;
export const VerificationStatus = Type.Union(VERIFICATION_STATUSES.map((s) => Type.Literal(s)), { $id: 'VerificationStatus' });
export type VerificationStatus = Static<typeof VerificationStatus>;

/** RFC 9457 problem details. */
export const Problem = Type.Object(
  {
    type: Type.String({ description: 'Stable URI naming the kind of problem' }),
    title: Type.String(),
    status: Type.Integer({ minimum: 400, maximum: 599 }),
    detail: Type.String(),
    instance: Type.Optional(Type.String()),
    errors: Type.Optional(Type.Array(closed({ path: Type.String(), message: Type.String() }))),
    contractId: Type.Optional(Type.String()),
    verificationCode: Type.Optional(Type.String()),
  },
  { $id: 'Problem', additionalProperties: true },
);
export type Problem = Static<typeof Problem>;

/** A box on a page, as fractions of the page's width and height, origin top left. */
export const Box = closed({ x: Type.Number(), y: Type.Number(), w: Type.Number(), h: Type.Number() }, { $id: 'Box' });
export type Box = Static<typeof Box>;

export const Evidence = closed(
  {
    page: Type.Integer({ minimum: 1 }),
    text: Type.String({ description: 'The quoted text the value was read from' }),
    confidence: Type.Number({ minimum: 0, maximum: 1 }),
    box: Type.Optional(Box),
  },
  { $id: 'Evidence' },
);
export type Evidence = Static<typeof Evidence>;

export const Warning = closed(
  { code: Type.String(), message: Type.String(), paths: Type.Array(Type.String()) },
  { $id: 'Warning' },
);
export type Warning = Static<typeof Warning>;

/**
 * A place a reviewer should look at for a field the extractor left silent: a clause that speaks about the field's
 * topic (signal `possibly_missed`), quoted verbatim and short, with its page and box.
 */
export const Hint = closed(
  {
    path: Type.String({ description: 'Dotted path of the silent field' }),
    signal: Type.Literal('possibly_missed'),
    page: Type.Integer({ minimum: 1 }),
    text: Type.String({ description: 'The clause, quoted verbatim (cut short)' }),
    box: Type.Optional(Box),
  },
  { $id: 'Hint' },
);
export type Hint = Static<typeof Hint>;

export const DocumentInfo = closed(
  {
    fileName: Type.String(),
    bytes: Type.Integer({ minimum: 0 }),
    pages: Type.Integer({ minimum: 0 }),
    sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
    ocrPages: Type.Integer({ minimum: 0, description: 'How many pages needed OCR' }),
  },
  { $id: 'DocumentInfo' },
);
export type DocumentInfo = Static<typeof DocumentInfo>;

export const Correction = closed(
  {
    path: Type.String(),
    extracted: Type.Union([Type.Boolean(), Type.Number(), Type.String(), Type.Null()]),
    corrected: Type.Union([Type.Boolean(), Type.Number(), Type.String(), Type.Null()]),
  },
  { $id: 'Correction' },
);
export type Correction = Static<typeof Correction>;

export const Progress = closed({ stage: Type.String(), done: Type.Integer(), total: Type.Integer() }, { $id: 'Progress' });
export type Progress = Static<typeof Progress>;

const recordFields = {
  verificationCode: Type.String(),
  status: VerificationStatus,
  createdAt: DateTime,
  updatedAt: DateTime,
  expiresAt: DateTime,
  document: DocumentInfo,
  progress: Type.Optional(Progress),
  parsedData: Type.Optional(ParsedData),
  evidence: Type.Optional(Type.Record(Type.String(), Evidence)),
  warnings: Type.Optional(Type.Array(Warning)),
  /** Clauses a reviewer should check for fields left silent (possibly missed by the rules). */
  hints: Type.Optional(Type.Array(Hint)),
  draftSavedAt: Type.Optional(DateTime),
  corrections: Type.Optional(Type.Array(Correction)),
  verifiedBy: Type.Optional(Type.String()),
  verifiedAt: Type.Optional(DateTime),
  contractId: Type.Optional(Type.String()),
  error: Type.Optional(Problem),
};

/** What GET /verify/{code} answers. */
export const VerificationRecord = closed(recordFields, { $id: 'VerificationRecord' });
export type VerificationRecord = Static<typeof VerificationRecord>;

/** What a store keeps: the record plus the extractor's untouched output. */
export const StoredVerificationRecord = closed(
  {
    ...recordFields,
    extractedData: Type.Optional(ParsedData),
    attempts: Type.Optional(Type.Integer({ minimum: 0 })),
    /** Tenant of the key that uploaded it; records written before tenants existed belong to 'default'. */
    tenant: Type.Optional(Type.String({ minLength: 1 })),
  },
  { $id: 'StoredVerificationRecord' },
);
export type StoredVerificationRecord = Static<typeof StoredVerificationRecord>;

/**
 * A stored record that no longer matches its schema (written by an older version,
 * edited by hand, damaged on disk): shown as such, with the reason in `error`, so
 * that it can be re-parsed or deleted and never hides the other records.
 */
export const DamagedRecord = closed(
  {
    verificationCode: Type.String(),
    status: Type.Literal('damaged'),
    createdAt: Type.Union([DateTime, Type.Null()]),
    error: Problem,
  },
  { $id: 'DamagedRecord' },
);
export type DamagedRecord = Static<typeof DamagedRecord>;

export const VerificationSummary = closed(
  {
    verificationCode: Type.String(),
    status: VerificationStatus,
    createdAt: DateTime,
    updatedAt: DateTime,
    expiresAt: DateTime,
    document: DocumentInfo,
    progress: Type.Optional(Progress),
    uncertainFields: Type.Integer({ minimum: 0 }),
    contractId: Type.Optional(Type.String()),
    error: Type.Optional(Problem),
  },
  { $id: 'VerificationSummary' },
);
export type VerificationSummary = Static<typeof VerificationSummary>;

export const VerificationList = closed(
  { items: Type.Array(Type.Union([VerificationSummary, DamagedRecord])), nextCursor: Type.Union([Type.String(), Type.Null()]) },
  { $id: 'VerificationList' },
);
export type VerificationList = Static<typeof VerificationList>;

export const UploadResult = closed(
  { message: Type.String(), verificationCode: Type.String() },
  { $id: 'UploadResult' },
);
export type UploadResult = Static<typeof UploadResult>;

export const UploadAccepted = closed(
  { message: Type.String(), verificationCode: Type.String(), status: VerificationStatus },
  { $id: 'UploadAccepted' },
);
export type UploadAccepted = Static<typeof UploadAccepted>;

export const VerifyRequest = closed({ parsedData: ParsedData, verified: Type.Boolean() }, { $id: 'VerifyRequest' });
export type VerifyRequest = Static<typeof VerifyRequest>;

export const VerificationResult = closed(
  { message: Type.String(), contractId: Type.String() },
  { $id: 'VerificationResult' },
);
export type VerificationResult = Static<typeof VerificationResult>;

export const DraftSaved = closed(
  { message: Type.String(), verificationCode: Type.String() },
  { $id: 'DraftSaved' },
);
export type DraftSaved = Static<typeof DraftSaved>;

/** Contract as the parsing interface returns it (seed 2.4). */
export const ContractWithParsedData = closed(
  { contractId: Type.String(), parsedData: ParsedData, verified: Type.Literal(true) },
  { $id: 'ContractWithParsedData' },
);
export type ContractWithParsedData = Static<typeof ContractWithParsedData>;

const sections = SECTION_SCHEMAS;

/** The six sections without a wrapper: the body of PUT /employment-contracts/{id}. */
export const ContractSections = closed(sections, { $id: 'ContractSections' });
export type ContractSections = Static<typeof ContractSections>;

/** Contract as the employment contract interface returns it (seed 2.5). */
export const EmploymentContract = closed({ contractId: Type.String(), ...sections }, { $id: 'EmploymentContract' });
export type EmploymentContract = Static<typeof EmploymentContract>;

/** A stored contract that no longer matches its schema: listed by id with the reason, in place of the contract. */
export const DamagedContract = closed({ contractId: Type.String(), error: Problem }, { $id: 'DamagedContract' });
export type DamagedContract = Static<typeof DamagedContract>;

export const EmploymentContractList = closed(
  {
    items: Type.Array(EmploymentContract),
    /** Contracts of this page that cannot be read; absent when there are none. */
    damaged: Type.Optional(Type.Array(DamagedContract)),
    nextCursor: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'EmploymentContractList' },
);
export type EmploymentContractList = Static<typeof EmploymentContractList>;

/** A contract as a store keeps it. */
export const StoredContract = closed(
  {
    contractId: Type.String(),
    parsedData: ParsedData,
    version: Type.Integer({ minimum: 1 }),
    createdAt: DateTime,
    updatedAt: DateTime,
    verificationCode: Type.String({ description: 'The verification this contract came from (at most one contract per code)' }),
    verifiedBy: Type.Optional(Type.String()),
    /** Tenant of the record it came from; contracts written before tenants existed belong to 'default'. */
    tenant: Type.Optional(Type.String({ minLength: 1 })),
  },
  { $id: 'StoredContract' },
);
export type StoredContract = Static<typeof StoredContract>;

/** Payload of a parse job: ids only, never document contents. */
export const ParseJob = closed(
  {
    verificationCode: Type.String({ minLength: 1 }),
    // Whose job it is: the queues share their workers fairly between tenants.
    tenant: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { $id: 'ParseJob' },
);
export type ParseJob = Static<typeof ParseJob>;

export function toEmploymentContract(c: Pick<StoredContract, 'contractId' | 'parsedData'>): EmploymentContract {
  const out: Record<string, unknown> = { contractId: c.contractId };
  for (const s of SECTION_NAMES) out[s] = c.parsedData[s];
  return out as EmploymentContract;
}

export function sectionsToParsedData(body: ContractSections): ParsedData {
  const out: Record<string, unknown> = {};
  for (const s of SECTION_NAMES) out[s] = body[s];
  return out as ParsedData;
}
