// GET /{contractId}/history: the contract's audit trail, newest first, paged like the
// other lists. Read through the tenant filter of the audit store, so a deleted
// contract's history stays readable by its tenant, and another tenant's is a 404.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { AuditList } from '@cp/schema';
import { ProblemError, PageQuery, jsonResponse, problemResponses, tenantScope } from '@cp/http';
import type { AuditStore, ContractStore } from '@cp/storage';

const Params = Type.Object({ contractId: Type.String({ minLength: 1, maxLength: 200 }) });

export function historyRoute(app: FastifyInstance, { contracts, audit }: { contracts: ContractStore; audit: AuditStore }): void {
  app.get<{ Params: { contractId: string }; Querystring: { limit?: number; cursor?: string } }>(
    '/:contractId/history',
    {
      schema: {
        summary: 'The changes made to a contract: who, when, which fields, old and new values (newest first)',
        tags: ['employment contracts'],
        params: Params,
        querystring: PageQuery,
        response: { 200: jsonResponse(AuditList, 'A page of audit entries'), ...problemResponses(400, 401, 403, 404) },
      },
      config: { scope: 'read' },
    },
    async (req) => {
      const { contractId } = req.params;
      const scope = tenantScope(req);
      const page = await audit.list({ contractId, limit: req.query.limit ?? 20, cursor: req.query.cursor ?? null, ...scope });
      if (page.items.length === 0 && !req.query.cursor && !(await contracts.get(contractId, scope))) {
        throw new ProblemError('contractNotFound', `There is no contract ${contractId}.`, { contractId });
      }
      return page;
    },
  );
}
