// The gateway process (production): the parsing interface and the review UI. Jobs go
// to BullMQ (REDIS_URL is required) and worker processes parse them; the employment
// contract interface is the contracts process's.
import { closeOnExit, createLogger, createMetrics, decideAccessOrExit, loadConfigOrExit, logAccess, startMetricsServer, waitUntilReady } from '@cp/http';
import { openWebhooks } from '@cp/webhooks';
import { openStores } from '@cp/storage';
import { BullMqQueue } from '@cp/queue';
import { createPreflighter } from '@cp/extraction';
import { buildGatewayApp } from './app.js';

const config = loadConfigOrExit('gateway');
const logger = createLogger(config, 'gateway');
const stores = openStores({ mongodbUrl: config.mongodbUrl, dataDir: config.dataDir });
const queue = new BullMqQueue({ url: config.redisUrl!, prefix: config.queuePrefix });
await waitUntilReady('the stores', () => stores.ping());
const access = decideAccessOrExit(config, await stores.keys.countActive());
await waitUntilReady('the queue', () => queue.ping());
// Uploads are checked in a thread of their own, never on the event loop that serves requests.
const preflighter = createPreflighter();
const metrics = config.metricsEnabled ? createMetrics() : undefined;
if (metrics) metrics.watchQueue('parse', () => queue.counts());
// The gateway queues deliveries; worker processes send them.
const webhooks = await openWebhooks(config, { metrics, logger });
const app = await buildGatewayApp({ ...stores, queue, config, preflight: preflighter.preflight, logger, metrics, webhooks, open: access.open });
const metricsServer = metrics && config.metricsPort !== undefined ? await startMetricsServer(config.metricsPort, access.host, metrics) : undefined;

closeOnExit(config, logger, async () => {
  await app.close();
  metricsServer?.close();
  await preflighter.close();
  await webhooks.close();
  await queue.close();
  await stores.close();
});

await app.listen({ port: config.port, host: access.host });
logAccess(logger, access);
logger.info({ store: stores.kind, auth: !access.open }, 'gateway running');
