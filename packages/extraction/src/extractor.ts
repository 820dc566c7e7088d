// The Extractor a server or queue worker keeps for its lifetime: a pool of
// worker threads (piscina, one per core by default) runs the pipeline so the
// calling thread stays responsive, and one tesseract pool serves OCR for all
// jobs.
import os from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { DEFAULT_MEMORY_LIMIT_MB } from './limits.js';
import { defaultOcrWorkers, TesseractPool, type OcrEngine } from './ocr/tesseract-pool.js';
import type { OcrModel } from './ocr/ocr-model.js';
import type { OcrMode } from './pipeline.js';
import { PdfError, type ExtractOptions, type ExtractOutput, type Extractor } from './types.js';
import type { MainToTask, PipelineTask, PipelineTaskResult, TaskToMain } from './worker-pool-messages.js';

export interface ExtractorOptions {
  /** Pipeline threads; default one per core. */
  threads?: number;
  /** Tesseract workers shared by all jobs; default defaultOcrWorkers(): one per core, at most 8. */
  ocrWorkers?: number;
  /** Default 'auto': OCR only pages whose text layer is missing or thin. */
  ocr?: OcrMode;
  /** Heap of each pipeline thread in MB; a job that needs more fails as too_complex. Default DEFAULT_MEMORY_LIMIT_MB. */
  memoryLimitMb?: number;
  /** The OCR engine of every job, owned by the caller (close() leaves it open); default a TesseractPool of ocrWorkers. */
  ocrEngine?: OcrEngine;
  /** The model of the default TesseractPool (see chooseOcrModel); default the bundled best_int. */
  ocrModel?: OcrModel;
}

/** The error a task failed with, as the caller should see it. */
function taskError(res: Exclude<PipelineTaskResult, { ok: true }>): Error {
  if (res.kind === 'pdf') return new PdfError(res.code, res.message);
  const err = new Error(res.message);
  err.name = res.name;
  return err;
}

export function createExtractor(options: ExtractorOptions = {}): Extractor {
  const threads = Math.max(1, options.threads ?? os.availableParallelism());
  const memoryLimitMb = options.memoryLimitMb ?? DEFAULT_MEMORY_LIMIT_MB;
  const ownPool = options.ocrEngine ? null : new TesseractPool(options.ocrWorkers ?? defaultOcrWorkers(), {}, { model: options.ocrModel });
  const ocr: OcrEngine = options.ocrEngine ?? ownPool!;
  const pool = new Piscina<PipelineTask, PipelineTaskResult>({
    filename: new URL('./worker-pool-task.js', import.meta.url).href,
    minThreads: 1,
    maxThreads: threads,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: memoryLimitMb },
  });
  const mode = options.ocr ?? 'auto';

  async function extract(bytes: Uint8Array, opts: ExtractOptions = {}): Promise<ExtractOutput> {
    const { port1, port2 } = new MessageChannel();
    // Ends with the job however it ends (the caller's abort included), so that its pages
    // still queued for OCR are dropped rather than read for nobody.
    const job = new AbortController();
    const endJob = () => job.abort(opts.signal?.reason);
    opts.signal?.addEventListener('abort', endJob, { once: true });
    let drain = () => {};
    const drained = new Promise<void>((resolve) => (drain = resolve));
    port1.on('close', () => drain());
    port1.on('message', (msg: TaskToMain) => {
      if (msg.type === 'done') {
        drain();
        return;
      }
      if (msg.type === 'progress') {
        opts.onProgress?.(msg.progress);
        return;
      }
      if (msg.type === 'ocrPage') {
        opts.onOcrPage?.(msg.page, msg.lines);
        return;
      }
      ocr.recognize(msg.image, msg.dpi, job.signal, job).then(
        (lines) => reply({ type: 'ocr', id: msg.id, lines }),
        (err: unknown) =>
          reply({ type: 'ocr', id: msg.id, error: err instanceof Error ? err.message : String(err), ...(err instanceof PdfError ? { code: err.code } : {}) }),
      );
    });
    const reply = (msg: MainToTask) => {
      try {
        port1.postMessage(msg);
      } catch {
        // The task ended (aborted) before its OCR answer came back.
      }
    };
    try {
      const task: PipelineTask = {
        bytes,
        maxPages: opts.maxPages,
        budgets: { maxImagePixels: opts.maxImagePixels, maxStreamBytes: opts.maxStreamBytes, maxInflatedBytes: opts.maxInflatedBytes },
        ocr: mode,
        ocrConcurrency: ocr.concurrency,
        ocrDone: opts.ocrDone,
        port: port2,
      };
      const res = await pool.run(task, { transferList: [port2], signal: opts.signal ?? null }).catch((err: unknown) => {
        // The thread hit its heap limit and was stopped: this file needs more than a job may have.
        if ((err as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
          throw new PdfError('too_complex', `Reading the PDF needs more than the ${memoryLimitMb} MB a job may use`, { cause: err });
        }
        throw err;
      });
      // The result comes back on piscina's channel, progress on the job's own: let the job's
      // channel deliver its last events first, so callers never see progress after the result.
      await drained;
      if (!res.ok) throw taskError(res);
      return res.output;
    } finally {
      opts.signal?.removeEventListener('abort', endJob);
      job.abort();
      port1.close();
    }
  }

  return {
    extract,
    async close() {
      await pool.destroy();
      await ownPool?.close();
    },
  };
}
