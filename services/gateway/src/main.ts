// The gateway process (production): the parsing interface and the review UI. Jobs go
// to BullMQ (REDIS_URL is required) and worker processes parse them; the employment
// contract interface is the contracts process's.
import { closeOnExit, createLogger, decideAccessOrExit, loadConfigOrExit, waitUntilReady } from '@cp/http';
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
const app = await buildGatewayApp({ ...stores, queue, config, preflight: preflighter.preflight, logger, open: access.open });

closeOnExit(config, logger, async () => {
  await app.close();
  await preflighter.close();
  await queue.close();
  await stores.close();
});

await app.listen({ port: config.port, host: access.host });
logger[access.open ? 'warn' : 'info']({ host: access.host, open: access.open }, access.message);
logger.info({ store: stores.kind, auth: !access.open }, 'gateway running');
