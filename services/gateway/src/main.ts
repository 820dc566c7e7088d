// The gateway alone (production): HTTP only, jobs go to BullMQ (REDIS_URL is
// required) and separate worker processes parse them.
import closeWithGrace from 'close-with-grace';
import { loadConfigOrExit } from './config.js';
import { openRuntime, shutdownDeadlineMs } from './runtime.js';

const config = loadConfigOrExit();
if (!config.redisUrl) {
  process.stderr.write('Invalid configuration:\n  - REDIS_URL is required by the gateway alone (workers consume from it); run dist/embedded.js for one process without Redis\n');
  process.exit(1);
}
const runtime = await openRuntime('gateway', config);
const { app, logger } = runtime;

closeWithGrace({ delay: shutdownDeadlineMs(config) }, async ({ signal, err }) => {
  if (err) logger.error({ err }, 'shutting down after an error');
  else logger.info({ signal }, 'shutting down');
  await runtime.close();
});

await app.listen({ port: config.port, host: config.host });
logger.info({ store: runtime.stores.kind, auth: config.apiKeys.length > 0 }, 'gateway running');
