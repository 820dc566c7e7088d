// The gateway application (parsing interface and review UI), built without side
// effects: nothing listens, nothing is opened here; stores, queue and preflight come
// in as deps (the gateway's and the embedded process's main open them, tests pass
// their own). Plugins load in a fixed order: the HTTP foundation (security headers,
// problems, validation, request ids, limits, auth), external plugins (multipart,
// docs), then health, the routes and the review UI. The employment contract
// interface is another role's: a composition mounts it beside this app.
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { installHttpFoundation, registerDocs, serverOptions, healthRoutes, rateLimitsOf, installHttpMetrics, metricsRoutes } from '@cp/http';
import { storedKeyLookup } from '@cp/storage';
import { webhookRoutes } from '@cp/webhooks';
import type { GatewayDeps } from './deps.js';
import { parseRoutes } from './routes/parse.js';
import { verifyRoutes } from './routes/verify.js';
import { contractRoutes } from './routes/contracts.js';
import { adminKeyRoutes } from './routes/admin-keys.js';
import { whoamiRoutes } from './routes/whoami.js';
import { reviewRoutes } from './review/index.js';
import { installUploadSlots } from './upload-slots.js';
import { installIdempotentUploads } from './idempotent-uploads.js';

/**
 * POST /parse is silent on both sides while it waits for parsing (up to
 * PARSE_WAIT_MS): the idle timeout must outlast that wait, or it would cut uploads
 * that are doing fine.
 */
export const PARSE_WAIT_HEADROOM_MS = 10_000;

export async function buildGatewayApp(deps: GatewayDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const timeouts = {
    requestTimeoutMs: config.requestTimeoutMs,
    headersTimeoutMs: config.headersTimeoutMs,
    idleTimeoutMs: Math.max(config.idleTimeoutMs, config.parseWaitMs + PARSE_WAIT_HEADROOM_MS),
    keepAliveTimeoutMs: config.keepAliveTimeoutMs,
  };
  const app = Fastify(serverOptions({ logLevel: config.logLevel, logger: deps.logger, timeouts })) as unknown as FastifyInstance;

  const open = deps.open ?? (config.auth === 'off' || (config.apiKeys.length === 0 && !config.adminApiKey));
  await installHttpFoundation(app, {
    apiKeys: config.apiKeys,
    ...(config.adminApiKey ? { adminApiKey: config.adminApiKey } : {}),
    lookup: storedKeyLookup(deps.keys),
    open,
    // The review UI's HTML shells and assets carry no contract data; the data they
    // show is fetched from the API with the reviewer's key.
    publicPrefixes: ['/review'],
    rateLimits: rateLimitsOf(config),
  });
  // Before the docs: they add to the upload route's schema as it is registered.
  installUploadSlots(app, config.uploadsInFlightPerKey);
  installIdempotentUploads(app, {
    records: deps.records,
    ttlMs: config.idempotencyTtlMs,
    // A first request holds its key at most as long as it may take to arrive and be waited for.
    inFlightLeaseMs: config.requestTimeoutMs + config.parseWaitMs + PARSE_WAIT_HEADROOM_MS,
    maxUploadBytes: config.maxUploadBytes,
    now: deps.now,
  });

  if (deps.metrics && config.metricsEnabled) installHttpMetrics(app, deps.metrics);

  await app.register(multipart, {
    limits: { fileSize: config.maxUploadBytes, files: 1, fields: 20, parts: 21, fieldSize: 64 * 1024 },
    throwFileSizeLimit: true,
  });
  await registerDocs(app, {
    title: 'Contract parser',
    description:
      'Turns physician employment contracts (PDF) into verified structured data: upload, review, verify, and read the contract in two shapes.',
    version: '1.0.0',
    auth: !open,
  });

  await app.register(healthRoutes, {
    checks: {
      records: () => deps.records.ping(),
      contracts: () => deps.contracts.ping(),
      blobs: () => deps.blobs.ping(),
      queue: () => deps.queue.ping(),
    },
  });
  await app.register(parseRoutes, deps);
  await app.register(verifyRoutes, deps);
  await app.register(contractRoutes, deps);
  await app.register(adminKeyRoutes, deps);
  await app.register(whoamiRoutes);
  await app.register(reviewRoutes, { contractsPrefix: deps.contractsPrefix });
  if (deps.webhooks) await app.register(webhookRoutes, { store: deps.webhooks.store, queue: deps.webhooks.queue, now: deps.now });
  if (deps.metrics && config.metricsEnabled) await app.register(metricsRoutes, { metrics: deps.metrics });

  return app;
}
