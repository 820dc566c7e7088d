// The one-process mode: the three roles composed in one process — the gateway
// (parsing interface and review UI), the employment contract interface mounted at
// /employment-contracts, and the worker role parsing on this process's threads.
// Stores are SQLite + a folder under DATA_DIR and the queue runs in-process, unless
// MONGODB_URL / REDIS_URL say otherwise. Nothing listens here: main.ts does.
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { createLogger, createMetrics, decideAccess, startMetricsServer, waitUntilReady, type Access, type Config, type Metrics } from '@cp/http';
import { openWebhooks, type Webhooks } from '@cp/webhooks';
import { openStores, type Stores } from '@cp/storage';
import { openQueue, type JobQueue } from '@cp/queue';
import { createPreflighter, type Extractor } from '@cp/extraction';
import { buildGatewayApp } from '@cp/gateway';
import { contractsRoutes } from '@cp/contracts';
import { failAbandonedJobs, startWorkerRole, type WorkerRole } from '@cp/worker';

/** Where the employment contract interface is mounted in the one-process mode. */
export const CONTRACTS_PREFIX = '/employment-contracts';

export interface Embedded {
  app: FastifyInstance;
  stores: Stores;
  queue: JobQueue & { kind: string };
  worker: WorkerRole;
  logger: Logger;
  /** Whether keys are asked for, and where to listen (decided from the configuration and the stored keys). */
  access: Access;
  webhooks: Webhooks;
  /** Unset when METRICS_ENABLED=false. */
  metrics?: Metrics;
  /** Stops taking requests, finishes or hands back running jobs, closes threads and stores. */
  close(): Promise<void>;
}

export interface EmbeddedOptions {
  logger?: Logger;
  /** An extractor to use instead of the thread pool (tools and tests); closed with the process. */
  extractor?: Extractor;
}

export async function openEmbedded(config: Config, options: EmbeddedOptions = {}): Promise<Embedded> {
  const logger = options.logger ?? createLogger(config, 'embedded');
  const stores = openStores({ mongodbUrl: config.mongodbUrl, dataDir: config.dataDir });
  const metrics = config.metricsEnabled ? createMetrics() : undefined;
  let webhooks: Webhooks | undefined;
  const queue = openQueue({
    redisUrl: config.redisUrl,
    prefix: config.queuePrefix,
    lockDurationMs: config.jobLockMs,
    stalledIntervalMs: config.jobStalledIntervalMs,
    maxStalledCount: config.jobMaxStalled,
    // Running jobs get this long to finish at shutdown before they are handed back
    // (their OCR'd pages are kept).
    closeTimeoutMs: config.shutdownGraceMs,
    onError: failAbandonedJobs({ records: stores.records, logger, metrics, events: () => webhooks?.events }),
  });
  // Uploads are checked in a thread of their own, never on the event loop that serves requests.
  const preflighter = createPreflighter();
  let worker: WorkerRole | undefined;
  let app: FastifyInstance | undefined;
  let metricsServer: import('node:http').Server | undefined;
  const close = async () => {
    await app?.close();
    metricsServer?.close();
    await preflighter.close();
    await worker?.close();
    await webhooks?.close();
    await queue.close();
    await stores.close();
  };
  try {
    await waitUntilReady('the stores', () => stores.ping());
    // Before anything runs: a service that may not start (no key on a public HOST) starts nothing.
    const access = decideAccess(config, await stores.keys.countActive());
    await waitUntilReady('the queue', () => queue.ping());
    // This process sends the deliveries too: it is the only one.
    webhooks = await openWebhooks(config, { consume: true, metrics, logger });
    // As many jobs at once as there are extraction threads: one process, all its cores.
    worker = await startWorkerRole({ config, stores, queue, logger, concurrency: config.workerThreads, extractor: options.extractor, metrics, events: webhooks.events, webhookStore: webhooks.store });
    app = await buildGatewayApp({ ...stores, queue, config, preflight: preflighter.preflight, logger, contractsPrefix: CONTRACTS_PREFIX, open: access.open, metrics, webhooks });
    await app.register(contractsRoutes, { prefix: CONTRACTS_PREFIX, contracts: stores.contracts, blobs: stores.blobs, audit: stores.audit, events: webhooks.events });
    if (metrics && config.metricsPort !== undefined) metricsServer = await startMetricsServer(config.metricsPort, access.host, metrics);
    return { app, stores, queue, worker, logger, access, webhooks, metrics, close };
  } catch (err) {
    await close().catch(() => undefined);
    throw err;
  }
}
