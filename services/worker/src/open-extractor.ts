// The extraction engine for this process: the worker-thread pool from
// @cp/extraction, created once and reused across jobs.
import { createExtractor, type Extractor } from '@cp/extraction';
import type { WorkerConfig } from './config.js';

export async function openExtractor(config: Pick<WorkerConfig, 'workerThreads' | 'ocr'> & Partial<Pick<WorkerConfig, 'maxPages'>>): Promise<Extractor> {
  return createExtractor({ threads: config.workerThreads, ocr: config.ocr });
}
