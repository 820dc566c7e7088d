// The standalone contracts service: the employment contract interface at /, with
// health, readiness and its own API documentation. Builds the app without
// listening (main.ts listens), so tests use app.inject().
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { BlobStore, ContractStore } from '@cp/storage';
import { installHttpFoundation, registerDocs, serverOptions, healthRoutes, installHttpMetrics, metricsRoutes, type Config, type HttpTimeouts, type Metrics } from '@cp/http';
import type { WebhookEvents } from '@cp/webhooks';
import { contractsRoutes } from './routes.js';

export interface ContractsAppDeps {
  contracts: ContractStore;
  blobs: BlobStore;
  /** Timeouts left out take their defaults. */
  config: Pick<Config, 'apiKeys' | 'logLevel'> & Partial<HttpTimeouts>;
  logger?: FastifyBaseLogger;
  /** Serves /metrics and times requests. */
  metrics?: Metrics;
  /** contract.updated / contract.deleted events. */
  events?: WebhookEvents;
}

export async function buildContractsApp(deps: ContractsAppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify(serverOptions({ logLevel: config.logLevel, logger: deps.logger, timeouts: config })) as unknown as FastifyInstance;
  await installHttpFoundation(app, { apiKeys: deps.config.apiKeys });
  if (deps.metrics) installHttpMetrics(app, deps.metrics);
  await registerDocs(app, {
    title: 'Employment contract interface',
    description: 'Verified employment contracts with their sections at the top level.',
    version: '1.0.0',
    auth: deps.config.apiKeys.length > 0,
  });
  await app.register(healthRoutes, {
    checks: { contracts: () => deps.contracts.ping(), blobs: () => deps.blobs.ping() },
  });
  await app.register(contractsRoutes, { contracts: deps.contracts, blobs: deps.blobs, events: deps.events });
  if (deps.metrics) await app.register(metricsRoutes, { metrics: deps.metrics });
  return app;
}
