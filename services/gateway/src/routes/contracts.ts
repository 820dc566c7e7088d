// GET /contracts/{contractId}: the contract as the parsing interface shows it (seed
// 2.4), with a link to the verification it came from.
import { ProblemError, etagOf, jsonResponse, problemResponses, tenantScope } from '@cp/http';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ContractWithParsedData } from '@cp/schema';
import type { GatewayDeps } from '../deps.js';

const Params = Type.Object({ contractId: Type.String({ minLength: 1, maxLength: 200 }) });

export const contractRoutes: FastifyPluginAsync<GatewayDeps> = async (app, { contracts }) => {
  app.get<{ Params: { contractId: string } }>(
    '/contracts/:contractId',
    {
      schema: {
        summary: 'Get a verified contract with its parsedData',
        tags: ['parsing'],
        params: Params,
        response: { 200: jsonResponse(ContractWithParsedData, 'The contract; Link names its verification'), ...problemResponses(401, 403, 404) },
      },
      config: { scope: 'read' },
    },
    async (req, reply) => {
      const { contractId } = req.params;
      // Another tenant's contract is not found, never forbidden: ids reveal nothing.
      const contract = await contracts.get(contractId, tenantScope(req));
      if (!contract) throw new ProblemError('contractNotFound', `There is no contract ${contractId}.`, { contractId });
      return reply
        .header('etag', etagOf(contract.version))
        .header('link', `</verify/${contract.verificationCode}>; rel="verification"`)
        .send({ contractId: contract.contractId, parsedData: contract.parsedData, verified: true });
    },
  );
};
