// `pnpm start`: the whole service in one process on PORT (see embedded.ts).
import { AccessRefusedError, closeOnExit, loadConfigOrExit, logAccess } from '@cp/http';
import { checkOcrModelOrExit } from '@cp/worker';
import { openEmbedded, type Embedded } from './embedded.js';

const config = loadConfigOrExit('embedded');
checkOcrModelOrExit(config);
let embedded: Embedded;
try {
  embedded = await openEmbedded(config);
} catch (err) {
  if (!(err instanceof AccessRefusedError)) throw err;
  process.stderr.write(`Refusing to start: ${err.message}\n`);
  process.exit(2);
}
const { app, logger, access } = embedded;

closeOnExit(config, logger, () => embedded.close());

await app.listen({ port: config.port, host: access.host });
logAccess(logger, access);
logger.info(
  { store: embedded.stores.kind, queue: embedded.queue.kind, threads: config.workerThreads, auth: !access.open },
  'contract parser running (embedded)',
);
