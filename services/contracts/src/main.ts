// The contracts service as its own process: PORT, stores from the environment
// (MONGODB_URL or the SQLite file under DATA_DIR), graceful shutdown on SIGTERM.
import closeWithGrace from 'close-with-grace';
import { openStores } from '@cp/storage';
import { loadConfigOrExit } from './config.js';
import { buildContractsApp } from './app.js';

const config = loadConfigOrExit();
const stores = openStores({ mongodbUrl: config.mongodbUrl, dataDir: config.dataDir });
const app = await buildContractsApp({ contracts: stores.contracts, blobs: stores.blobs, config });

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  await stores.close();
});

await app.listen({ port: config.port, host: config.host });
