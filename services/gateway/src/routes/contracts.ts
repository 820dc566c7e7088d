// GET /contracts/{contractId}: the contract as the parsing interface shows it (seed
// 2.4), with a link to the verification it came from.
import { ProblemError, etagOf, jsonResponse, notModifiedResponse, problemResponses, sendTagged, tenantScope } from '@cp/http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ContractWithParsedData } from '@cp/schema';
import type { GatewayDeps } from '../deps.js';

const Params = Type.Object({ contractId: Type.String({ minLength: 1, maxLength: 200 }) });

const IfNoneMatchHeaders = Type.Object({
  'if-none-match': Type.Optional(Type.String({ description: 'ETag the client holds: 304 when it is still current' })),
});

const headers = {
  ETag: { type: 'string', description: 'The version, as "<n>" (the same as on /employment-contracts/{contractId})' },
  Link: { type: 'string', description: 'The verification the contract came from: </verify/{code}>; rel="verification"' },
};

export const contractRoutes: FastifyPluginAsyncTypebox<GatewayDeps> = async (app, { contracts }) => {
  app.get(
    '/contracts/:contractId',
    {
      schema: {
        operationId: 'getContract',
        summary: 'Get a verified contract with its parsedData',
        tags: ['parsing'],
        params: Params,
        headers: IfNoneMatchHeaders,
        response: {
          200: jsonResponse(ContractWithParsedData, 'The contract; Link names its verification', headers),
          304: notModifiedResponse(),
          ...problemResponses(400, 401, 403, 404),
        },
      },
      config: { scope: 'read' },
    },
    async (req, reply) => {
      const { contractId } = req.params;
      // Another tenant's contract is not found, never forbidden: ids reveal nothing.
      const contract = await contracts.get(contractId, tenantScope(req));
      if (!contract) throw new ProblemError('contractNotFound', `There is no contract ${contractId}.`, { contractId });
      reply.header('link', `</verify/${contract.verificationCode}>; rel="verification"`);
      return sendTagged(req, reply, etagOf(contract.version), { contractId: contract.contractId, parsedData: contract.parsedData, verified: true });
    },
  );
};
