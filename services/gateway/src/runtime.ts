// Opens what the gateway runs on and wires it together. Two roles share this code:
//   embedded: stores + queue (in-process unless REDIS_URL) + parse worker (thread
//             pool sized to the cores) + gateway + contracts interface, one process;
//   gateway:  stores + BullMQ producer + gateway; workers run as their own processes.
// Both run the maintenance (queue sweep, orphan sweep), so faults heal without a
// restart. close() shuts down in order: stop taking requests, stop maintenance,
// finish or hand back running jobs, stop the extractor, close the stores.
import { pino, type Logger } from 'pino';
import type { FastifyInstance } from 'fastify';
import { openStores, type Stores } from '@cp/storage';
import { openQueue, type JobQueue } from '@cp/queue';
import { preflight, type Extractor } from '@cp/extraction';
import { REDACT } from '@cp/contracts';
import { createParseJobHandler, recoverInterrupted, markFailedForGood, startMaintenance, type Maintenance } from '@cp/worker';
import { openExtractor } from '@cp/worker/open-extractor';
import type { Config } from './config.js';
import { buildApp } from './app.js';
import { waitUntilReady } from './wait-ready.js';

export type Role = 'embedded' | 'gateway';

/** The whole shutdown beyond the jobs' own grace: requests, extractor, stores. */
const SHUTDOWN_MARGIN_MS = 10_000;

/**
 * A record must sit untouched this long before the queue sweep treats it as
 * stranded: one sweep interval, so an upload between storing its record and
 * queuing its job is left alone (and a double enqueue would be harmless anyway).
 */
export function strandedAfterMs(config: Pick<Config, 'queueSweepIntervalMs'>): number {
  return Math.max(config.queueSweepIntervalMs, 1_000);
}

/** How long close-with-grace lets the whole shutdown take before it exits anyway. */
export function shutdownDeadlineMs(config: Pick<Config, 'shutdownGraceMs'>): number {
  return config.shutdownGraceMs + SHUTDOWN_MARGIN_MS;
}

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
    // Running jobs get this long to finish at shutdown before they are handed back
    // (their OCR'd pages are kept), well inside the entry points' deadline.
    closeTimeoutMs: config.shutdownGraceMs,
    maxStalledCount: config.jobMaxStalled,
    onError: (err, job) => void markFailedForGood(stores.records, job, err, logger),
  });
  let extractor: Extractor | undefined;
  let app: FastifyInstance | undefined;
  let maintenance: Maintenance | undefined;

  async function close(): Promise<void> {
    await app?.close();
    await maintenance?.stop();
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
        createParseJobHandler({ records: stores.records, blobs: stores.blobs, extractor, logger, maxPages: config.maxPages, jobTimeoutMs: config.jobTimeoutMs }),
        { concurrency: config.workerThreads },
      );
    }
    // In-process jobs die with the process, and an upload whose job could not be
    // queued (Redis down) stays queued: the records say so. Queuing is idempotent
    // per code, so jobs BullMQ still holds are not doubled.
    await recoverInterrupted({ records: stores.records, queue, logger });
    maintenance = startMaintenance({
      ...stores,
      queue,
      logger,
      queueSweepIntervalMs: config.queueSweepIntervalMs,
      orphanSweepIntervalMs: config.orphanSweepIntervalMs,
      strandedAfterMs: strandedAfterMs(config),
    });
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
