// /admin/keys: API keys managed over HTTP (admin scope), as `pnpm keys` does on the
// store directly. A key's secret is shown once, in the answer that creates it.
import { ProblemError, jsonResponse, problemResponses, requireJson } from '@cp/http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiKeyCreated, ApiKeyInfo, ApiKeyList, CreateApiKeyRequest, reservedTenantProblem } from '@cp/schema';
import { createApiKey, publicKeyInfo, rotateApiKey } from '@cp/storage';
import type { GatewayDeps } from '../deps.js';

const Params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

const notFound = (id: string) => new ProblemError('apiKeyNotFound', `There is no API key ${id}.`);

export const adminKeyRoutes: FastifyPluginAsyncTypebox<GatewayDeps> = async (app, { keys }) => {
  const admin = { scope: 'admin' } as const;
  const tags = ['admin'];

  app.get(
    '/admin/keys',
    {
      schema: { operationId: 'listApiKeys', summary: 'List API keys (revoked ones too; never their secrets)', tags, response: { 200: jsonResponse(ApiKeyList, 'Every key'), ...problemResponses(401, 403) } },
      config: admin,
    },
    async () => ({ items: (await keys.list()).map(publicKeyInfo) }),
  );

  app.post(
    '/admin/keys',
    {
      schema: {
        operationId: 'createApiKey',
        summary: 'Create an API key; the answer is the only time its secret is shown',
        tags,
        body: CreateApiKeyRequest,
        response: { 201: jsonResponse(ApiKeyCreated, 'The new key, with its secret'), ...problemResponses(400, 401, 403, 415) },
      },
      preValidation: requireJson,
      config: admin,
    },
    async (req, reply) => {
      const reserved = reservedTenantProblem(req.body.tenant);
      if (reserved) throw new ProblemError('validationFailed', `The key cannot be created: ${reserved}.`, { errors: [{ path: 'tenant', message: reserved }] });
      const created = await createApiKey(keys, req.body);
      req.log.info({ keyId: created.id, name: created.name, tenant: created.tenant, scopes: created.scopes, by: req.principal }, 'API key created');
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/admin/keys/:id',
    {
      schema: {
        operationId: 'revokeApiKey',
        summary: 'Revoke an API key (at once; it is kept, marked revoked)',
        tags,
        params: Params,
        response: { 200: jsonResponse(ApiKeyInfo, 'The revoked key'), ...problemResponses(401, 403, 404) },
      },
      config: admin,
    },
    async (req) => {
      const revoked = await keys.revoke(req.params.id, new Date().toISOString());
      if (!revoked) throw notFound(req.params.id);
      req.log.info({ keyId: revoked.id, by: req.principal }, 'API key revoked');
      return publicKeyInfo(revoked);
    },
  );

  app.post(
    '/admin/keys/:id/rotate',
    {
      schema: {
        operationId: 'rotateApiKey',
        summary: 'Rotate an API key: a new secret with the same name, tenant and scopes; the old key is revoked',
        description: 'A revoked key cannot be rotated (409 api-key-revoked): revocation is final, so no successor is issued; create a new key instead.',
        tags,
        params: Params,
        response: { 201: jsonResponse(ApiKeyCreated, 'The new key, with its secret'), ...problemResponses(401, 403, 404, 409) },
      },
      config: admin,
    },
    async (req, reply) => {
      const rotation = await rotateApiKey(keys, req.params.id);
      if (rotation.outcome === 'not-found') throw notFound(req.params.id);
      if (rotation.outcome === 'revoked') {
        throw new ProblemError('apiKeyRevoked', `The API key ${req.params.id} was revoked at ${rotation.revokedAt}; a revoked key is not rotated. Create a new key instead.`);
      }
      const { created } = rotation;
      req.log.info({ keyId: created.id, replaces: req.params.id, by: req.principal }, 'API key rotated');
      return reply.status(201).send(created);
    },
  );
};
