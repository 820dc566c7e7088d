// The worker role: parse jobs taken from the queue and run on this process's
// extraction threads, plus the housekeeping that heals faults (queue sweep, orphan
// sweep). The worker process runs it alone; the embedded process runs it beside the
// gateway. Whoever starts it owns the stores; the role owns the queue's consumer and
// the extractor, and closes them in order: no new jobs, running ones finished or
// handed back, then the threads.
import type { Logger } from 'pino';
import type { Config } from '@cp/http';
import type { Stores } from '@cp/storage';
import type { JobQueue } from '@cp/queue';
import { chooseOcrModel, createExtractor, type Extractor } from '@cp/extraction';
import { createParseJobHandler } from './parse-job-handler.js';
import { recoverInterrupted } from './recover-interrupted.js';
import { startMaintenance, strandedAfterMs } from './maintenance.js';

export interface WorkerRoleDeps {
  config: Config;
  stores: Stores;
  queue: JobQueue;
  logger: Logger;
  /** Jobs run at once (default WORKER_CONCURRENCY). */
  concurrency?: number;
  /** An extractor to use instead of the thread pool (tests, tools); closed with the role. */
  extractor?: Extractor;
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
    logger.info({ ocrModel: ocrModel.kind, ocrModelPath: ocrModel.langPath, setting: config.ocrModel }, 'OCR model chosen');
    extractor = createExtractor({ threads: config.workerThreads, ocr: config.ocrMode, ocrWorkers: config.ocrWorkers, memoryLimitMb: config.jobMemoryMb, ocrModel });
  }
  // An in-process queue forgets its jobs with the process: the records remember them.
  await recoverInterrupted({ records: stores.records, queue, logger });
  await queue.consume(
    createParseJobHandler({ records: stores.records, blobs: stores.blobs, extractor, logger, maxPages: config.maxPages, jobTimeoutMs: config.jobTimeoutMs }),
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
  return {
    extractor,
    async close() {
      await maintenance.stop();
      await queue.close();
      await extractor.close();
    },
  };
}
