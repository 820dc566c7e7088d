// The contracts role as its own process: the employment contract interface at /,
// on PORT, with the stores of the environment (MONGODB_URL or the SQLite file under
// DATA_DIR).
import { closeOnExit, createMetrics, decideAccessOrExit, loadConfigOrExit, logAccess, startMetricsServer, waitUntilReady } from '@cp/http';
import { openWebhooks } from '@cp/webhooks';
import { openStores } from '@cp/storage';
import { buildContractsApp } from './app.js';

const config = loadConfigOrExit('contracts');
const stores = openStores({ mongodbUrl: config.mongodbUrl, dataDir: config.dataDir });
await waitUntilReady('the stores', () => stores.ping());
const access = decideAccessOrExit(config, await stores.keys.countActive());
const metrics = config.metricsEnabled ? createMetrics() : undefined;
// Queues contract.* deliveries for the workers (or runs them here without Redis).
const webhooks = await openWebhooks(config, { metrics });
const app = await buildContractsApp({ contracts: stores.contracts, blobs: stores.blobs, audit: stores.audit, keys: stores.keys, config, open: access.open, metrics, events: webhooks.events });
const metricsServer = metrics && config.metricsPort !== undefined ? await startMetricsServer(config.metricsPort, access.host, metrics) : undefined;

closeOnExit(config, app.log, async () => {
  await app.close();
  metricsServer?.close();
  await webhooks.close();
  await stores.close();
});

await app.listen({ port: config.port, host: access.host });
logAccess(app.log, access);
