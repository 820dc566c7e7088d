// The verification interface: read a record, its PDF, a page of records, and
// PUT /verify/{code} to save a draft (verified: false) or to verify and create the
// contract (verified: true). One code creates at most one contract: the contract
// store refuses a second contract for the same code, also under concurrent PUTs.
import { ProblemError, jsonResponse, problemResponses, requireJson, DOCUMENT_SECURITY, tenantScope } from '@cp/http';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  VERIFICATION_STATUSES,
  DamagedRecord,
  UploadAccepted,
  VerificationList,
  VerificationRecord,
  VerificationResult,
  DraftSaved,
  VerifyRequest,
  DEFAULT_TENANT,
  auditChanges,
  type ParsedData,
  type StoredContract,
  type StoredVerificationRecord,
  type VerificationStatus,
} from '@cp/schema';
import { CorruptDocumentError, DuplicateContractError, isDamaged, type DamagedDocument, type TenantScope } from '@cp/storage';
import { tenantOf } from '@cp/webhooks';
import type { GatewayDeps } from '../deps.js';
import { newAuditId, newContractId } from '../ids.js';
import { effectiveStatus, isExpired, presentDamaged, presentRecord, summarizeRecord } from '../records.js';
import { reparseRecord, deleteRecord } from '../record-actions.js';
import { corrections } from '../corrections.js';

export const VERIFIED_MESSAGE = 'Data verified; an employment contract was created.';
export const REPARSE_MESSAGE = 'The contract is being parsed again; human verification will be required once parsing has finished. Follow the Location header.';
export const DRAFT_MESSAGE = 'Draft saved; the data is not verified yet and no contract was created.';

const Params = Type.Object({ code: Type.String({ minLength: 1, maxLength: 128 }) });
type Params = { code: string };

const ListQuery = Type.Object(
  {
    status: Type.Optional(Type.String({ description: `Comma-separated statuses: ${VERIFICATION_STATUSES.join(', ')}` })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    cursor: Type.Optional(Type.String({ minLength: 1 })),
  },
  { additionalProperties: false },
);

const RETRY_AFTER_SECONDS = '2';

/** Reading records: the uploader's scope or the reviewer's. */
const READ_RECORDS = ['parse', 'verify'] as const;

function parseStatuses(text: string | undefined): VerificationStatus[] | undefined {
  if (!text) return undefined;
  const wanted = text.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = wanted.filter((s) => !(VERIFICATION_STATUSES as readonly string[]).includes(s));
  if (bad.length) {
    const message = `must be a comma-separated list of ${VERIFICATION_STATUSES.join(', ')}`;
    throw new ProblemError('validationFailed', `Unknown status ${bad.map((b) => JSON.stringify(b)).join(', ')}: status ${message}.`, {
      errors: [{ path: 'status', message }],
    });
  }
  return wanted as VerificationStatus[];
}


function notFound(code: string) {
  return new ProblemError('verificationNotFound', `There is no verification ${code}.`, { verificationCode: code });
}

function alreadyVerified(code: string, contractId: string) {
  return new ProblemError('alreadyVerified', `Verification ${code} already created contract ${contractId}.`, {
    verificationCode: code,
    contractId,
  });
}

/** The reasons a record cannot take a PUT now, most decisive first. */
function assertVerifiable(record: StoredVerificationRecord, now: Date): void {
  const code = record.verificationCode;
  if (record.status === 'verified') throw alreadyVerified(code, record.contractId ?? '(unknown)');
  if (record.status === 'expired' || isExpired(record, now)) {
    throw new ProblemError('verificationExpired', `Verification ${code} expired at ${record.expiresAt}; upload the contract again.`, {
      verificationCode: code,
    });
  }
  if (record.status === 'failed') {
    throw new ProblemError('parsingFailed', `Parsing of ${code} failed (${record.error?.detail ?? 'no detail'}); there is nothing to verify.`, {
      verificationCode: code,
    });
  }
  if (record.status !== 'awaiting_verification') {
    throw new ProblemError('parsingNotFinished', `Verification ${code} is ${record.status}; wait until parsing has finished.`, {
      verificationCode: code,
      headers: { 'retry-after': RETRY_AFTER_SECONDS },
    });
  }
}

export const verifyRoutes: FastifyPluginAsync<GatewayDeps> = async (app, deps) => {
  const { records, contracts, blobs, audit } = deps;
  const now = deps.now ?? (() => new Date());

  async function load(code: string, scope: TenantScope): Promise<StoredVerificationRecord> {
    const record = await loadOrDamaged(code, scope);
    if (isDamaged(record)) throw damagedProblem(record);
    return record;
  }

  /**
   * The record, or what is known of it when the store can no longer read it.
   * Another tenant's record is not found, never forbidden: codes reveal nothing.
   */
  async function loadOrDamaged(code: string, scope: TenantScope): Promise<StoredVerificationRecord | DamagedDocument> {
    try {
      const record = await records.get(code, scope);
      if (!record) throw notFound(code);
      return record;
    } catch (err) {
      if (!(err instanceof CorruptDocumentError)) throw err;
      return { damaged: true, id: code, createdAt: null, errors: err.errors, ...(err.tenant ? { tenant: err.tenant } : {}) };
    }
  }

  function damagedProblem(doc: DamagedDocument): ProblemError {
    const { error } = presentDamaged(doc);
    return new ProblemError('recordDamaged', error.detail, { verificationCode: doc.id, errors: error.errors });
  }

  app.get<{ Querystring: { status?: string; limit?: number; cursor?: string } }>(
    '/verify',
    {
      schema: {
        summary: 'List verification records, newest first (for reviewers)',
        tags: ['verification'],
        querystring: ListQuery,
        response: { 200: jsonResponse(VerificationList, 'A page of records'), ...problemResponses(400, 401, 403) },
      },
      config: { scope: READ_RECORDS },
    },
    async (req) => {
      const wanted = parseStatuses(req.query.status);
      const at = now();
      // The store filters by the status a client sees (expiry included), so pages are full.
      const page = await records.list({ status: wanted, limit: req.query.limit ?? 20, cursor: req.query.cursor ?? null, now: at.toISOString(), ...tenantScope(req) });
      const items = page.items.map((r) => (isDamaged(r) ? presentDamaged(r) : summarizeRecord(r, at)));
      return { items, nextCursor: page.nextCursor };
    },
  );

  app.get<{ Params: Params }>(
    '/verify/:code',
    {
      schema: {
        summary: 'Read a verification record: status, document facts, extracted data with evidence',
        tags: ['verification'],
        params: Params,
        response: {
          200: {
            description: 'The record (Retry-After while parsing), or, for a record the store can no longer read, status "damaged" with the reason',
            content: { 'application/json': { schema: Type.Union([VerificationRecord, DamagedRecord]) } },
          },
          ...problemResponses(401, 403, 404),
        },
      },
      config: { scope: READ_RECORDS },
    },
    async (req, reply) => {
      const record = await loadOrDamaged(req.params.code, tenantScope(req));
      if (isDamaged(record)) return presentDamaged(record);
      const shown = presentRecord(record, now());
      if (shown.status === 'queued' || shown.status === 'processing') reply.header('retry-after', RETRY_AFTER_SECONDS);
      return shown;
    },
  );

  app.get<{ Params: Params }>(
    '/verify/:code/document',
    {
      // An uploaded file served back: sandboxed, whatever a browser makes of it.
      helmet: DOCUMENT_SECURITY,
      schema: {
        summary: 'The uploaded PDF',
        tags: ['verification'],
        params: Params,
        produces: ['application/pdf'],
        response: {
          200: { description: 'The PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } },
          ...problemResponses(401, 403, 404),
        },
      },
      config: { scope: READ_RECORDS },
    },
    async (req, reply) => {
      // A damaged record's PDF is still served: it is what a reviewer needs to decide.
      const record = await loadOrDamaged(req.params.code, tenantScope(req));
      const code = isDamaged(record) ? record.id : record.verificationCode;
      const pdf = await blobs.get(code);
      if (!pdf) throw new ProblemError('documentNotFound', `The PDF of ${code} is no longer stored.`, { verificationCode: code });
      return reply
        .type('application/pdf')
        .header('content-disposition', inlineDisposition(isDamaged(record) ? 'contract.pdf' : record.document.fileName))
        .header('cache-control', 'private, max-age=300')
        .send(pdf);
    },
  );

  app.put<{ Params: Params; Body: VerifyRequest }>(
    '/verify/:code',
    {
      schema: {
        summary: 'Verify the data (creates the contract) or save a draft',
        description: '`verified: true` creates the employment contract (at most one per code); `verified: false` saves the data as a draft.',
        tags: ['verification'],
        params: Params,
        body: VerifyRequest,
        response: {
          200: {
            description: 'Verified (contractId) or draft saved (verificationCode)',
            content: { 'application/json': { schema: Type.Union([VerificationResult, DraftSaved]) } },
          },
          ...problemResponses(400, 401, 403, 404, 409, 410, 415),
        },
      },
      preValidation: requireJson,
      config: { scope: 'verify' },
    },
    async (req) => {
      const { code } = req.params;
      const record = await load(code, tenantScope(req));
      assertVerifiable(record, now());
      return req.body.verified
        ? verifyAndCreate(record, req.body.parsedData, req.principal, req.log)
        : saveDraft(record, req.body.parsedData);
    },
  );

  app.post<{ Params: Params }>(
    '/verify/:code/reparse',
    {
      schema: {
        summary: 'Parse the stored PDF again',
        description:
          'For a record that failed, is damaged, is stuck, or was parsed by older rules. Any extracted data and unsaved review of this code is replaced by the new result; a verified record is not re-parsed (its contract exists).',
        tags: ['verification'],
        params: Params,
        response: { 202: jsonResponse(UploadAccepted, 'Queued again (see Location)'), ...problemResponses(401, 403, 404, 409, 410, 503) },
      },
      config: { scope: 'verify' },
    },
    async (req, reply) => {
      const record = await reparseRecord(deps, await loadOrDamaged(req.params.code, tenantScope(req)), now(), req.tenant);
      req.log.info({ verificationCode: record.verificationCode }, 'record queued for parsing again');
      return reply
        .status(202)
        .header('location', `/verify/${record.verificationCode}`)
        .header('retry-after', RETRY_AFTER_SECONDS)
        .send({ message: REPARSE_MESSAGE, verificationCode: record.verificationCode, status: record.status });
    },
  );

  app.delete<{ Params: Params }>(
    '/verify/:code',
    {
      schema: {
        summary: 'Delete a verification record and its PDF',
        description: 'Also a damaged or unfinished one. A verified record belongs to its contract: delete the contract instead.',
        tags: ['verification'],
        params: Params,
        response: { 204: { description: 'Deleted', type: 'null' }, ...problemResponses(401, 403, 404, 409) },
      },
      config: { scope: 'verify' },
    },
    async (req, reply) => {
      await deleteRecord(deps, await loadOrDamaged(req.params.code, tenantScope(req)));
      req.log.info({ verificationCode: req.params.code }, 'verification record deleted');
      return reply.status(204).send();
    },
  );

  async function saveDraft(record: StoredVerificationRecord, parsedData: ParsedData) {
    const code = record.verificationCode;
    const stamp = now().toISOString();
    const saved = await records.update(
      code,
      { parsedData, draftSavedAt: stamp, updatedAt: stamp, corrections: corrections(record, parsedData) },
      ['awaiting_verification'],
    );
    if (!saved) {
      // The record moved on between the read and the write: answer for its new state.
      assertVerifiable(await load(code, {}), now());
      throw new ProblemError('recordChanged', `Verification ${code} changed while the draft was saved; read it again.`, { verificationCode: code });
    }
    return { message: DRAFT_MESSAGE, verificationCode: code };
  }

  async function verifyAndCreate(record: StoredVerificationRecord, parsedData: ParsedData, verifiedBy: string, log: FastifyBaseLogger) {
    const code = record.verificationCode;
    // A contract may exist while the record is not marked yet (a crash between the
    // two writes): finish marking it and report the contract that exists.
    const existing = await contracts.getByVerificationCode(code);
    if (existing) {
      await markVerified(record, existing);
      throw alreadyVerified(code, existing.contractId);
    }
    const stamp = now().toISOString();
    const tenant = record.tenant ?? DEFAULT_TENANT;
    const contract: StoredContract = { contractId: newContractId(), parsedData, version: 1, createdAt: stamp, updatedAt: stamp, verificationCode: code, verifiedBy, tenant };
    try {
      await contracts.create(contract);
    } catch (err) {
      // Another request for the same code won the race: the store kept its contract.
      if (err instanceof DuplicateContractError) throw alreadyVerified(code, err.existing.contractId);
      throw err;
    }
    await markVerified(record, contract);
    log.info({ verificationCode: code, contractId: contract.contractId, verifiedBy }, 'contract created');
    try {
      // Old values: what the extractor read; new: what the reviewer verified.
      await audit.append({
        id: newAuditId(),
        contractId: contract.contractId,
        verificationCode: code,
        action: 'verify',
        actor: verifiedBy,
        tenant,
        at: stamp,
        changes: auditChanges(record.extractedData ?? record.parsedData ?? parsedData, parsedData),
        version: contract.version,
      });
    } catch (err) {
      // The contract exists: answering 500 would make the client verify again in vain.
      log.error({ err, verificationCode: code, contractId: contract.contractId }, 'audit entry of the verification not written');
    }
    await deps.webhooks?.events.emit(tenantOf(record), 'contract.verified', { contractId: contract.contractId, verificationCode: code, verifiedBy });
    return { message: VERIFIED_MESSAGE, contractId: contract.contractId };
  }

  async function markVerified(record: StoredVerificationRecord, contract: StoredContract): Promise<void> {
    const updated = await records.update(
      record.verificationCode,
      {
        status: 'verified',
        contractId: contract.contractId,
        parsedData: contract.parsedData,
        corrections: corrections(record, contract.parsedData),
        verifiedBy: contract.verifiedBy ?? 'anonymous',
        verifiedAt: contract.createdAt,
        updatedAt: now().toISOString(),
      },
      ['awaiting_verification'],
    );
    if (!updated) app.log.warn({ verificationCode: record.verificationCode }, 'record changed while it was being marked verified');
  }
};

/** `inline` with an ASCII fallback name and the exact UTF-8 name (RFC 6266). */
export function inlineDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
