// The standalone contracts service: the employment contract interface at /, with
// health, readiness and its own API documentation. Builds the app without
// listening (main.ts listens), so tests use app.inject().
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { storedKeyLookup, type AuditStore, type BlobStore, type ContractStore, type KeyStore } from '@cp/storage';
import { installHttpFoundation, registerDocs, serverOptions, healthRoutes, rateLimitsOf, installHttpMetrics, metricsRoutes, type Config, type HttpTimeouts, type Metrics } from '@cp/http';
import type { WebhookEvents } from '@cp/webhooks';
import { contractsRoutes } from './routes.js';

export interface ContractsAppDeps {
  contracts: ContractStore;
  blobs: BlobStore;
  audit: AuditStore;
  /** Stored API keys; without it only API_KEYS and ADMIN_API_KEY are keys. */
  keys?: KeyStore;
  /** Timeouts left out take their defaults. */
  config: Pick<Config, 'apiKeys' | 'logLevel'> & Partial<Pick<Config, 'adminApiKey' | 'auth'>> & Partial<HttpTimeouts> & Partial<Pick<Config, 'rateLimitPerMinute' | 'authFailuresPerMinute' | 'redisUrl' | 'queuePrefix'>>;
  logger?: FastifyBaseLogger;
  /** Serve every request without a key (see decideAccess in @cp/http); default: open when AUTH=off or no key is configured. */
  open?: boolean;
  /** Serves /metrics and times requests. */
  metrics?: Metrics;
  /** contract.updated / contract.deleted events. */
  events?: WebhookEvents;
}

export async function buildContractsApp(deps: ContractsAppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify(serverOptions({ logLevel: config.logLevel, logger: deps.logger, timeouts: config })) as unknown as FastifyInstance;
  const open = deps.open ?? (config.auth === 'off' || (config.apiKeys.length === 0 && !config.adminApiKey));
  await installHttpFoundation(app, {
    apiKeys: config.apiKeys,
    ...(config.adminApiKey ? { adminApiKey: config.adminApiKey } : {}),
    ...(deps.keys ? { lookup: storedKeyLookup(deps.keys) } : {}),
    open,
    rateLimits: rateLimitsOf(config),
  });
  if (deps.metrics) installHttpMetrics(app, deps.metrics);
  await registerDocs(app, {
    title: 'Employment contract interface',
    description: 'Verified employment contracts with their sections at the top level.',
    version: '1.0.0',
    auth: !open,
  });
  await app.register(healthRoutes, {
    checks: { contracts: () => deps.contracts.ping(), blobs: () => deps.blobs.ping() },
  });
  await app.register(contractsRoutes, { contracts: deps.contracts, blobs: deps.blobs, audit: deps.audit, events: deps.events });
  if (deps.metrics) await app.register(metricsRoutes, { metrics: deps.metrics });
  return app;
}
