// The worker process: consumes parse jobs from BullMQ (REDIS_URL) with the stores of
// the environment (MONGODB_URL or the SQLite file under DATA_DIR). Start several to
// scale out; SIGTERM finishes or hands back running jobs before exiting.
import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { ConfigError } from '@cp/contracts/config';
import { openStores } from '@cp/storage';
import { BullMqQueue } from '@cp/queue';
import { loadWorkerConfig, type WorkerConfig } from './config.js';
import { openExtractor } from './open-extractor.js';
import { createParseJobHandler } from './parse-job-handler.js';
import { markFailedForGood } from './mark-failed.js';
import { startHealthServer } from './health-server.js';
import { startMaintenance } from './maintenance.js';

function configOrExit(): WorkerConfig {
  try {
    return loadWorkerConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
}

const config = configOrExit();
const logger = pino({ level: config.logLevel, name: 'worker' });
const stores = openStores({ mongodbUrl: config.mongodbUrl, dataDir: config.dataDir });
// Attempts and backoff travel with each job, set by the producer (the gateway).
const queue = new BullMqQueue({
  url: config.redisUrl,
  prefix: config.queuePrefix,
  lockDurationMs: config.lockDurationMs,
  stalledIntervalMs: config.stalledIntervalMs,
  closeTimeoutMs: config.shutdownGraceMs,
  maxStalledCount: config.jobMaxStalled,
  onError: (err, job) => void markFailedForGood(stores.records, job, err, logger),
});
const extractor = await openExtractor(config);
const health =
  config.healthPort !== undefined
    ? await startHealthServer(config.healthPort, async () => {
      await Promise.all([stores.ping(), queue.ping()]);
    }, config)
  : undefined;

const maintenance = startMaintenance({
  ...stores,
  queue,
  logger,
  queueSweepIntervalMs: config.queueSweepIntervalMs,
  orphanSweepIntervalMs: config.orphanSweepIntervalMs,
  // One sweep interval, as the gateway does (see runtime.ts).
  strandedAfterMs: Math.max(config.queueSweepIntervalMs, 1_000),
});

closeWithGrace({ delay: config.shutdownGraceMs + 10_000 }, async ({ signal, err }) => {
  if (err) logger.error({ err }, 'shutting down after an error');
  else logger.info({ signal }, 'shutting down: finishing or handing back running jobs');
  health?.close();
  await maintenance.stop();
  await queue.close();
  await extractor.close();
  await stores.close();
  logger.info('worker stopped');
});

await queue.consume(
  createParseJobHandler({ records: stores.records, blobs: stores.blobs, extractor, logger, maxPages: config.maxPages, jobTimeoutMs: config.jobTimeoutMs }),
  { concurrency: config.concurrency },
);
logger.info(
  { concurrency: config.concurrency, store: stores.kind, prefix: config.queuePrefix, threads: config.workerThreads, ocr: config.ocr },
  'worker consuming parse jobs',
);
