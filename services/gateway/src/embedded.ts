// `pnpm start`: the whole service in one process on PORT (gateway, parse worker,
// contracts interface at /employment-contracts). SQLite + a folder under DATA_DIR
// and an in-process queue unless MONGODB_URL / REDIS_URL say otherwise.
import closeWithGrace from 'close-with-grace';
import { loadConfigOrExit } from './config.js';
import { openRuntime, shutdownDeadlineMs } from './runtime.js';

const config = loadConfigOrExit();
const runtime = await openRuntime('embedded', config);
const { app, logger } = runtime;

closeWithGrace({ delay: shutdownDeadlineMs(config) }, async ({ signal, err }) => {
  if (err) logger.error({ err }, 'shutting down after an error');
  else logger.info({ signal }, 'shutting down: finishing requests and running jobs');
  await runtime.close();
  logger.info('stopped');
});

await app.listen({ port: config.port, host: config.host });
logger.info(
  { store: runtime.stores.kind, queue: (runtime.queue as { kind?: string }).kind, threads: config.workerThreads, auth: config.apiKeys.length > 0 },
  'contract parser running (embedded)',
);
