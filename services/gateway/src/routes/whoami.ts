// GET /whoami: the name, tenant and scopes of the key a request carries, so that a
// client (the review UI's "signed in as") can show whose data it sees.
import { jsonResponse, problemResponses, seesAllTenants } from '@cp/http';
import type { FastifyPluginAsync } from 'fastify';
import { KeyIdentity } from '@cp/schema';

export const whoamiRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/whoami',
    {
      schema: { summary: 'The API key this request carries: name, tenant, scopes', tags: ['keys'], response: { 200: jsonResponse(KeyIdentity, 'The key'), ...problemResponses(401) } },
    },
    async (req) => ({ name: req.principal, tenant: req.tenant, scopes: [...req.scopes], allTenants: seesAllTenants(req) }),
  );
};
