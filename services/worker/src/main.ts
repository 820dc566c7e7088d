// The worker process: the worker role on BullMQ (REDIS_URL) with the stores of the
// environment (MONGODB_URL or the SQLite file under DATA_DIR). Start several to scale
// out; SIGTERM finishes or hands back running jobs (their OCR'd pages kept) and exits.
import { closeOnExit, createLogger, createMetrics, loadConfigOrExit, waitUntilReady } from '@cp/http';
import { openWebhooks, type Webhooks } from '@cp/webhooks';
import { openStores } from '@cp/storage';
import { BullMqQueue } from '@cp/queue';
import { startWorkerRole } from './role.js';
import { failAbandonedJobs } from './parse-events.js';
import { startHealthServer } from './health-server.js';
import { checkOcrModelOrExit } from './ocr-model-check.js';

const config = loadConfigOrExit('worker');
checkOcrModelOrExit(config);
const logger = createLogger(config, 'worker');
const stores = openStores({ mongodbUrl: config.mongodbUrl, dataDir: config.dataDir });
const metrics = config.metricsEnabled ? createMetrics() : undefined;
let webhooks: Webhooks | undefined;
// Attempts and backoff travel with each job, set by the producer (the gateway).
const queue = new BullMqQueue({
  url: config.redisUrl!,
  prefix: config.queuePrefix,
  lockDurationMs: config.jobLockMs,
  stalledIntervalMs: config.jobStalledIntervalMs,
  maxStalledCount: config.jobMaxStalled,
  closeTimeoutMs: config.shutdownGraceMs,
  onError: failAbandonedJobs({ records: stores.records, logger, metrics, events: () => webhooks?.events }),
});
await waitUntilReady('the stores', () => stores.ping());
await waitUntilReady('the queue', () => queue.ping());
// Workers run the webhook deliveries too: they are the role that scales.
webhooks = await openWebhooks(config, { consume: true, metrics, logger });
const worker = await startWorkerRole({ config, stores, queue, logger, metrics, events: webhooks.events, webhookStore: webhooks.store });
const health =
  config.workerHealthPort !== undefined
    ? await startHealthServer(config.workerHealthPort, async () => {
        await Promise.all([stores.ping(), queue.ping()]);
      }, config, metrics)
    : undefined;

closeOnExit(config, logger, async () => {
  health?.close();
  await worker.close();
  await webhooks?.close();
  await stores.close();
});

logger.info(
  { concurrency: config.workerConcurrency, store: stores.kind, prefix: config.queuePrefix, threads: config.workerThreads, ocr: config.ocrMode },
  'worker consuming parse jobs',
);
