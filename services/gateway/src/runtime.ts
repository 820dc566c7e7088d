// Opens what the gateway runs on and wires it together. Two roles share this code:
//   embedded: stores + queue (in-process unless REDIS_URL) + parse worker (thread
//             pool sized to the cores) + gateway + contracts interface, one process;
//   gateway:  stores + BullMQ producer + gateway; workers run as their own processes.
// close() shuts down in order: stop taking requests, finish or hand back running
// jobs, stop the extractor, close the stores.
import { pino, type Logger } from 'pino';
import type { FastifyInstance } from 'fastify';
import { openStores, type Stores } from '@cp/storage';
import { openQueue, type JobQueue } from '@cp/queue';
import { preflight, type Extractor } from '@cp/extraction';
import { REDACT } from '@cp/contracts';
import { createParseJobHandler, recoverInterrupted, markFailedForGood } from '@cp/worker';
import { openExtractor } from '@cp/worker/open-extractor';
import type { Config } from './config.js';
import { buildApp } from './app.js';
import { waitUntilReady } from './wait-ready.js';

export type Role = 'embedded' | 'gateway';

export const SHUTDOWN_JOB_GRACE_MS = 20_000;
/** The whole shutdown: requests, jobs, extractor, stores. */
export const SHUTDOWN_GRACE_MS = 30_000;

export interface Runtime {
  role: Role;
  app: FastifyInstance;
  stores: Stores;
  queue: JobQueue;
  extractor?: Extractor;
  logger: Logger;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  logger?: Logger;
  /** OCR mode of the embedded worker (default auto). */
  ocr?: 'auto' | 'off' | 'force';
  /** An extractor to use instead of the thread pool (tools and tests); closed with the runtime. */
  extractor?: Extractor;
}

export async function openRuntime(role: Role, config: Config, options: RuntimeOptions = {}): Promise<Runtime> {
  const logger = options.logger ?? pino({ level: config.logLevel, redact: REDACT, name: role });
  const stores = openStores({ mongodbUrl: config.mongodbUrl, dataDir: config.dataDir });
  const queue = openQueue({
    redisUrl: config.redisUrl,
    prefix: config.queuePrefix,
    // Running jobs get this long to finish at shutdown before they are handed back,
    // well inside the entry points' close-with-grace delay.
    closeTimeoutMs: SHUTDOWN_JOB_GRACE_MS,
    onError: (err, job) => void markFailedForGood(stores.records, job, err, logger),
  });
  let extractor: Extractor | undefined;
  let app: FastifyInstance | undefined;

  async function close(): Promise<void> {
    await app?.close();
    await queue.close();
    await extractor?.close();
    await stores.close();
  }

  try {
    await waitUntilReady('the stores', () => stores.ping());
    await waitUntilReady('the queue', () => queue.ping());
    if (role === 'embedded') {
      extractor = options.extractor ?? await openExtractor({ workerThreads: config.workerThreads, ocr: options.ocr ?? 'auto', maxPages: config.maxPages });
      await queue.consume(
        createParseJobHandler({ records: stores.records, blobs: stores.blobs, extractor, logger, maxPages: config.maxPages }),
        { concurrency: config.workerThreads },
      );
    }
    // In-process jobs die with the process, and an upload whose job could not be
    // queued (Redis down) stays queued: the records say so. Queuing is idempotent
    // per code, so jobs BullMQ still holds are not doubled.
    await recoverInterrupted({ records: stores.records, queue, logger });
    app = await buildApp({
      records: stores.records,
      contracts: stores.contracts,
      blobs: stores.blobs,
      queue,
      config,
      preflight,
      logger,
    });
    return { role, app, stores, queue, extractor, logger, close };
  } catch (err) {
    await close().catch(() => undefined);
    throw err;
  }
}
