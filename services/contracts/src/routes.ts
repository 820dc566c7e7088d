// The employment contract interface: contracts with their six sections at the top
// level (seed 2.5). Mounted at /employment-contracts inside the gateway, or at / by
// the standalone contracts service. Every write bumps the version, which is the
// ETag; If-Match makes a write conditional (412 on a stale version).
import { isDeepStrictEqual } from 'node:util';
import type { FastifyReply } from 'fastify';
// Route schemas carry OpenAPI keywords (summary, tags...) typed by @fastify/swagger.
import type {} from '@fastify/swagger';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ContractSections,
  EmploymentContract,
  EmploymentContractList,
  toEmploymentContract,
  sectionsToParsedData,
  validateContractSections,
  type StoredContract,
} from '@cp/schema';
import { CorruptDocumentError, isDamaged, type AuditStore, type BlobStore, type ContractStore, type DamagedDocument, type TenantScope } from '@cp/storage';
import {
  MERGE_PATCH,
  ProblemError,
  etagOf,
  ifMatchAllows,
  jsonResponse,
  notModifiedResponse,
  PageQuery,
  problemBody,
  problemResponses,
  requireContentType,
  requireJson,
  sendTagged,
  tenantScope,
} from '@cp/http';
import { recordChange, recordDamagedDelete } from './audit.js';
import { historyRoute } from './history.js';
import { NO_EVENTS, tenantOf, type WebhookEvents } from '@cp/webhooks';
import { applyMergePatch } from './merge-patch.js';

export interface ContractsRoutesOptions {
  contracts: ContractStore;
  /** Where the uploaded PDFs live (key = verification code); DELETE removes the PDF too. */
  blobs: BlobStore;
  /** Where every change is recorded (GET /{contractId}/history reads it). */
  audit: AuditStore;
  /** Where contract.updated / contract.deleted go (webhooks). */
  events?: WebhookEvents;
}

const Params = Type.Object({ contractId: Type.String({ minLength: 1, maxLength: 200 }) });

const IfMatchHeaders = Type.Object({
  'if-match': Type.Optional(Type.String({ description: 'ETag of the version this change is based on' })),
});

const IfNoneMatchHeaders = Type.Object({
  'if-none-match': Type.Optional(Type.String({ description: 'ETag the client holds: 304 when it is still current' })),
});

const etagHeader = { ETag: { type: 'string', description: 'The version, as "<n>"' } };

/** A JSON Merge Patch (RFC 7396) over the flat contract shape: any object. */
const MergePatch = Type.Object({}, { additionalProperties: true, description: 'Merge patch over the flat contract shape' });

// A PATCH without If-Match is applied to the latest version; a concurrent writer
// makes the conditional replace fail, and the patch is simply applied again.
const PATCH_ATTEMPTS = 5;

function presentDamagedContract(doc: DamagedDocument) {
  const fields = doc.errors.slice(0, 5).map((e) => e.path || '(root)').join(', ');
  return {
    contractId: doc.id,
    error: problemBody('contractDamaged', `The stored contract ${doc.id} cannot be read (${fields}).`, { contractId: doc.id, errors: doc.errors }),
  };
}

function notFound(contractId: string): ProblemError {
  return new ProblemError('contractNotFound', `There is no contract ${contractId}.`, { contractId });
}

function stale(contractId: string, current: number | undefined, ifMatch: string | undefined): ProblemError {
  const at = current === undefined ? 'has changed' : `is at version ${etagOf(current)}`;
  return new ProblemError('preconditionFailed', `Contract ${contractId} ${at}; If-Match named ${ifMatch ?? 'an older version'}. Read it again and reapply the change.`, {
    contractId,
  });
}

function sendContract(reply: FastifyReply, contract: StoredContract) {
  return reply.header('etag', etagOf(contract.version)).send(toEmploymentContract(contract));
}

/** Whether the merged sections are the stored ones: a patch that changes nothing writes nothing. */
function unchanged(current: StoredContract, sections: Record<string, unknown>): boolean {
  return isDeepStrictEqual(toEmploymentContract(current), { contractId: current.contractId, ...sections });
}

// Another tenant's contract is not found, never forbidden: ids reveal nothing.
async function load(contracts: ContractStore, scope: TenantScope, contractId: string, ifMatch?: string): Promise<StoredContract> {
  const current = await contracts.get(contractId, scope);
  if (!current) throw notFound(contractId);
  if (!ifMatchAllows(ifMatch, current.version)) throw stale(contractId, current.version, ifMatch);
  return current;
}

/**
 * The version a DELETE must find (undefined: any). A damaged contract has no version
 * that can be read: it is deleted whatever If-Match says (see the route's description).
 */
async function versionToDelete(contracts: ContractStore, scope: TenantScope, contractId: string, ifMatch: string | undefined): Promise<number | undefined> {
  try {
    const current = await load(contracts, scope, contractId, ifMatch);
    return ifMatch === undefined ? undefined : current.version;
  } catch (err) {
    if (err instanceof CorruptDocumentError) return undefined;
    throw err;
  }
}

export const contractsRoutes: FastifyPluginAsyncTypebox<ContractsRoutesOptions> = async (app, { contracts, blobs, audit, events = NO_EVENTS }) => {
  const updated = (c: StoredContract) => events.emit(tenantOf(c), 'contract.updated', { contractId: c.contractId, verificationCode: c.verificationCode, version: c.version });

  app.get(
    '/',
    {
      schema: {
        operationId: 'listEmploymentContracts',
        summary: 'List employment contracts (oldest first, cursor paging)',
        tags: ['employment contracts'],
        querystring: PageQuery,
        response: { 200: jsonResponse(EmploymentContractList, 'A page of contracts'), ...problemResponses(400, 401, 403) },
      },
      config: { scope: 'read' },
    },
    async (req) => {
      const page = await contracts.list({ limit: req.query.limit ?? 20, cursor: req.query.cursor ?? null, ...tenantScope(req) });
      const items = page.items.filter((c) => !isDamaged(c)) as StoredContract[];
      const damaged = page.items.filter(isDamaged).map(presentDamagedContract);
      return { items: items.map(toEmploymentContract), ...(damaged.length ? { damaged } : {}), nextCursor: page.nextCursor };
    },
  );

  app.get(
    '/:contractId',
    {
      schema: {
        operationId: 'getEmploymentContract',
        summary: 'Get an employment contract, sections at the top level',
        tags: ['employment contracts'],
        params: Params,
        headers: IfNoneMatchHeaders,
        response: { 200: jsonResponse(EmploymentContract, 'The contract', etagHeader), 304: notModifiedResponse(), ...problemResponses(400, 401, 403, 404) },
      },
      config: { scope: 'read' },
    },
    async (req, reply) => {
      const contract = await load(contracts, tenantScope(req), req.params.contractId);
      return sendTagged(req, reply, etagOf(contract.version), toEmploymentContract(contract));
    },
  );

  app.put(
    '/:contractId',
    {
      schema: {
        operationId: 'replaceEmploymentContract',
        summary: 'Replace all six sections of a contract',
        tags: ['employment contracts'],
        params: Params,
        headers: IfMatchHeaders,
        body: ContractSections,
        response: { 200: jsonResponse(EmploymentContract, 'The updated contract', etagHeader), ...problemResponses(400, 401, 403, 404, 412, 415) },
      },
      preValidation: requireJson,
      config: { scope: 'write' },
    },
    async (req, reply) => {
      const { contractId } = req.params;
      const ifMatch = req.headers['if-match'];
      const current = await load(contracts, tenantScope(req), contractId, ifMatch);
      // Always against the version read, so that the audit's old values are the ones replaced.
      const { before, after } = await replaceRead(current, sectionsToParsedData(req.body), ifMatch);
      await recordChange(audit, req, 'replace', before, after);
      await updated(after);
      return sendContract(reply, after);
    },
  );

  app.patch(
    '/:contractId',
    {
      schema: {
        operationId: 'patchEmploymentContract',
        summary: 'Update a contract with a JSON Merge Patch (RFC 7396)',
        description: `Send \`Content-Type: ${MERGE_PATCH}\`. The merged result must be a complete, valid contract.`,
        tags: ['employment contracts'],
        params: Params,
        headers: IfMatchHeaders,
        body: MergePatch,
        consumes: [MERGE_PATCH],
        response: { 200: jsonResponse(EmploymentContract, 'The updated contract', etagHeader), ...problemResponses(400, 401, 403, 404, 412, 415) },
      },
      preValidation: requireContentType(MERGE_PATCH),
      config: { scope: 'write' },
    },
    async (req, reply) => {
      const { contractId } = req.params;
      const ifMatch = req.headers['if-match'];
      for (let attempt = 1; ; attempt++) {
        const current = await load(contracts, tenantScope(req), contractId, ifMatch);
        const merged = applyMergePatch(toEmploymentContract(current), req.body) as Record<string, unknown>;
        if (merged.contractId !== contractId) {
          throw new ProblemError('validationFailed', 'contractId cannot be changed.', { errors: [{ path: 'contractId', message: 'cannot be changed' }] });
        }
        const sections = Object.fromEntries(Object.entries(merged).filter(([k]) => k !== 'contractId'));
        const errors = validateContractSections.errors(sections);
        if (errors.length) {
          throw new ProblemError('validationFailed', `The patched contract is invalid: ${errors.map((e) => `${e.path} ${e.message}`).join('; ')}.`, { errors });
        }
        // Nothing changes: the version and its ETag stay (a write would bump them).
        if (unchanged(current, sections)) return sendContract(reply, current);
        const result = await contracts.replace(contractId, sectionsToParsedData(sections as ContractSections), current.version);
        if (result === 'missing') throw notFound(contractId);
        if (result !== 'stale') {
          await recordChange(audit, req, 'patch', current, result);
          await updated(result);
          return sendContract(reply, result);
        }
        if (ifMatch !== undefined || attempt >= PATCH_ATTEMPTS) throw stale(contractId, undefined, ifMatch);
      }
    },
  );

  app.delete(
    '/:contractId',
    {
      schema: {
        operationId: 'deleteEmploymentContract',
        summary: 'Delete a contract and its PDF',
        description:
          'With If-Match, only the version named. A damaged contract (one listed under `damaged`, whose reads answer contract-damaged) is deleted with or without If-Match: its version cannot be read to compare, and deleting it is the way to clear it.',
        tags: ['employment contracts'],
        params: Params,
        headers: IfMatchHeaders,
        response: { 204: { description: 'Deleted', type: 'null' }, ...problemResponses(401, 403, 404, 412) },
      },
      config: { scope: 'write' },
    },
    async (req, reply) => {
      const { contractId } = req.params;
      const ifMatch = req.headers['if-match'];
      const expectedVersion = await versionToDelete(contracts, tenantScope(req), contractId, ifMatch);
      const deleted = await contracts.delete(contractId, expectedVersion);
      if (deleted === null) throw notFound(contractId);
      if (deleted === 'stale') throw stale(contractId, undefined, ifMatch);
      if (isDamaged(deleted)) {
        await recordDamagedDelete(audit, req, deleted);
        if (deleted.verificationCode) await blobs.delete(deleted.verificationCode);
        req.log.warn({ contractId, verificationCode: deleted.verificationCode }, 'damaged contract deleted');
        await events.emit(tenantOf(deleted), 'contract.deleted', { contractId, ...(deleted.verificationCode ? { verificationCode: deleted.verificationCode } : {}) });
        return reply.status(204).send();
      }
      await recordChange(audit, req, 'delete', deleted, null);
      // The PDF belongs to the contract now; it goes with it.
      await blobs.delete(deleted.verificationCode);
      req.log.info({ contractId, verificationCode: deleted.verificationCode }, 'contract deleted');
      await events.emit(tenantOf(deleted), 'contract.deleted', { contractId, verificationCode: deleted.verificationCode });
      return reply.status(204).send();
    },
  );

  historyRoute(app, { contracts, audit });

  /** Replaces the data of the version read; a concurrent writer makes it stale (412 with If-Match, else read again). */
  async function replaceRead(read: StoredContract, parsedData: StoredContract['parsedData'], ifMatch: string | undefined): Promise<{ before: StoredContract; after: StoredContract }> {
    let current = read;
    for (let attempt = 1; ; attempt++) {
      const result = await contracts.replace(current.contractId, parsedData, current.version);
      if (result === 'missing') throw notFound(current.contractId);
      if (result !== 'stale') return { before: current, after: result };
      if (ifMatch !== undefined || attempt >= PATCH_ATTEMPTS) throw stale(current.contractId, undefined, ifMatch);
      const again = await contracts.get(current.contractId);
      if (!again) throw notFound(current.contractId);
      current = again;
    }
  }
};

