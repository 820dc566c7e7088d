// /admin/keys: API keys managed over HTTP (admin scope), as `pnpm keys` does on the
// store directly. A key's secret is shown once, in the answer that creates it.
import { ProblemError, jsonResponse, problemResponses, requireJson } from '@cp/http';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ApiKeyCreated, ApiKeyInfo, ApiKeyList, CreateApiKeyRequest } from '@cp/schema';
import { createApiKey, publicKeyInfo, rotateApiKey } from '@cp/storage';
import type { GatewayDeps } from '../deps.js';

const Params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
type Params = { id: string };

const notFound = (id: string) => new ProblemError('apiKeyNotFound', `There is no API key ${id}.`);

export const adminKeyRoutes: FastifyPluginAsync<GatewayDeps> = async (app, { keys }) => {
  const admin = { scope: 'admin' } as const;
  const tags = ['admin'];

  app.get(
    '/admin/keys',
    {
      schema: { summary: 'List API keys (revoked ones too; never their secrets)', tags, response: { 200: jsonResponse(ApiKeyList, 'Every key'), ...problemResponses(401, 403) } },
      config: admin,
    },
    async () => ({ items: (await keys.list()).map(publicKeyInfo) }),
  );

  app.post<{ Body: { name: string; tenant: string; scopes: Array<'parse' | 'verify' | 'read' | 'write' | 'admin'> } }>(
    '/admin/keys',
    {
      schema: {
        summary: 'Create an API key; the answer is the only time its secret is shown',
        tags,
        body: CreateApiKeyRequest,
        response: { 201: jsonResponse(ApiKeyCreated, 'The new key, with its secret'), ...problemResponses(400, 401, 403, 415) },
      },
      preValidation: requireJson,
      config: admin,
    },
    async (req, reply) => {
      const created = await createApiKey(keys, req.body);
      req.log.info({ keyId: created.id, name: created.name, tenant: created.tenant, scopes: created.scopes, by: req.principal }, 'API key created');
      return reply.status(201).send(created);
    },
  );

  app.delete<{ Params: Params }>(
    '/admin/keys/:id',
    {
      schema: {
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

  app.post<{ Params: Params }>(
    '/admin/keys/:id/rotate',
    {
      schema: {
        summary: 'Rotate an API key: a new secret with the same name, tenant and scopes; the old key is revoked',
        tags,
        params: Params,
        response: { 201: jsonResponse(ApiKeyCreated, 'The new key, with its secret'), ...problemResponses(401, 403, 404) },
      },
      config: admin,
    },
    async (req, reply) => {
      const created = await rotateApiKey(keys, req.params.id);
      if (!created) throw notFound(req.params.id);
      req.log.info({ keyId: created.id, replaces: req.params.id, by: req.principal }, 'API key rotated');
      return reply.status(201).send(created);
    },
  );
};
