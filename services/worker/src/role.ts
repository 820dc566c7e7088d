// The worker role: parse jobs taken from the queue and run on this process's
// extraction threads, plus the housekeeping that heals faults (queue sweep, orphan
// sweep). The worker process runs it alone; the embedded process runs it beside the
// gateway. Whoever starts it owns the stores; the role owns the queue's consumer and
// the extractor, and closes them in order: no new jobs, running ones finished or
// handed back, then the threads.
import type { Logger } from 'pino';
import type { Config, Metrics } from '@cp/http';
import type { Stores } from '@cp/storage';
import { BullMqScheduler, TimerScheduler, type JobQueue, type Scheduler } from '@cp/queue';
import { tenantOf, type WebhookEvents, type WebhookStore } from '@cp/webhooks';
import { chooseOcrModel, createExtractor, defaultOcrWorkers, type Extractor } from '@cp/extraction';
import { createParseJobHandler } from './parse-job-handler.js';
import { recoverInterrupted } from './recover-interrupted.js';
import { startMaintenance, strandedAfterMs } from './maintenance.js';
import { observeJobs } from './job-observer.js';
import { purgeExpired } from './retention.js';
import { parseEventData } from './parse-events.js';

export interface WorkerRoleDeps {
  config: Config;
  stores: Stores;
  queue: JobQueue;
  logger: Logger;
  /** Jobs run at once (default WORKER_CONCURRENCY). */
  concurrency?: number;
  /** An extractor to use instead of the thread pool (tests, tools); closed with the role. */
  extractor?: Extractor;
  /** Job durations, pages, failures, queue depth. */
  metrics?: Metrics;
  /** Where parse.completed / parse.failed go. */
  events?: WebhookEvents;
  /** Whose finished deliveries the retention job removes. */
  webhookStore?: WebhookStore;
}

export interface WorkerRole {
  extractor: Extractor;
  close(): Promise<void>;
}

export async function startWorkerRole(deps: WorkerRoleDeps): Promise<WorkerRole> {
  const { config, stores, queue, logger } = deps;
  let extractor = deps.extractor;
  if (!extractor) {
    // Throws OcrModelError for a model that is not there, before any job is taken.
    const ocrModel = chooseOcrModel(config.ocrModel, config.ocrLangPath);
    // Unset, one tesseract worker per core: a pipeline thread only waits while its pages are read.
    const ocrWorkers = config.ocrWorkers ?? defaultOcrWorkers();
    logger.info({ ocrModel: ocrModel.kind, ocrModelPath: ocrModel.langPath, setting: config.ocrModel, ocrWorkers }, 'OCR model chosen');
    extractor = createExtractor({ threads: config.workerThreads, ocr: config.ocrMode, ocrWorkers, memoryLimitMb: config.jobMemoryMb, ocrModel });
  }
  // An in-process queue forgets its jobs with the process: the records remember them.
  await recoverInterrupted({ records: stores.records, queue, logger, strandedAfterMs: strandedAfterMs(config) });
  const handler = createParseJobHandler({ records: stores.records, blobs: stores.blobs, extractor, logger, maxPages: config.maxPages, jobTimeoutMs: config.jobTimeoutMs });
  const { metrics, events } = deps;
  if (metrics && queue.counts) metrics.watchQueue('parse', () => queue.counts!());
  await queue.consume(
    observeJobs(handler, {
      records: stores.records,
      metrics,
      logger,
      onJobEnd: async (type, record) => {
        await events?.emit(tenantOf(record), type, parseEventData(record));
      },
    }),
    { concurrency: deps.concurrency ?? config.workerConcurrency },
  );
  const maintenance = startMaintenance({
    ...stores,
    queue,
    logger,
    queueSweepIntervalMs: config.queueSweepIntervalMs,
    orphanSweepIntervalMs: config.orphanSweepIntervalMs,
    strandedAfterMs: strandedAfterMs(config),
  });
  const retention = await startRetention(deps);
  return {
    extractor,
    async close() {
      await retention?.close();
      await maintenance.stop();
      await queue.close();
      await extractor.close();
    },
  };
}

/** The retention job: a BullMQ job scheduler with Redis (once per interval for all workers), a timer without. */
async function startRetention(deps: WorkerRoleDeps): Promise<Scheduler | undefined> {
  const { config, stores, logger, metrics } = deps;
  if (config.retentionIntervalMs <= 0) return undefined;
  const scheduler: Scheduler = config.redisUrl ? new BullMqScheduler({ url: config.redisUrl, prefix: config.queuePrefix }) : new TimerScheduler();
  await scheduler.every('retention', config.retentionIntervalMs, async () => {
    try {
      const purged = await purgeExpired({ ...stores, logger }, { documentRetentionMs: config.documentRetentionMs });
      metrics?.retentionPurged.inc({ what: 'records' }, purged.records);
      metrics?.retentionPurged.inc({ what: 'contract_pdfs' }, purged.contractPdfs);
      if (deps.webhookStore) {
        const cutoff = new Date(Date.now() - config.webhookDeliveryRetentionMs).toISOString();
        metrics?.retentionPurged.inc({ what: 'webhook_deliveries' }, await deps.webhookStore.deleteDeliveriesBefore(cutoff));
      }
    } catch (err) {
      // A store is down: the next round tries again.
      logger.warn({ err }, 'retention failed; trying again later');
    }
  });
  return scheduler;
}
