// `pnpm start`: the whole service in one process on PORT (see embedded.ts).
import { closeOnExit, loadConfigOrExit } from '@cp/http';
import { checkOcrModelOrExit } from '@cp/worker';
import { openEmbedded } from './embedded.js';

const config = loadConfigOrExit('embedded');
checkOcrModelOrExit(config);
const embedded = await openEmbedded(config);
const { app, logger } = embedded;

closeOnExit(config, logger, () => embedded.close());

await app.listen({ port: config.port, host: config.host });
logger.info(
  { store: embedded.stores.kind, queue: embedded.queue.kind, threads: config.workerThreads, auth: config.apiKeys.length > 0 },
  'contract parser running (embedded)',
);
