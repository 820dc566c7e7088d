// Preflight off the calling thread: an HTTP server checks each upload (pdfjs open,
// raw-byte inspection that inflates streams) in a small thread pool, so a burst of
// large or hostile uploads never stalls the requests around them.
import { Piscina } from 'piscina';
import { PdfError, type PreflightLimits, type PreflightResult } from './types.js';
import type { PreflightTask, PreflightTaskResult } from './preflight-task.js';

export interface PreflighterOptions {
  /** Threads; default 1 (an upload's check takes milliseconds; more only for bursts of large files). */
  threads?: number;
  /** Heap of each thread in MB (default 512): a file that needs more fails as too_complex. */
  memoryLimitMb?: number;
}

export interface Preflighter {
  preflight(bytes: Uint8Array, limits: PreflightLimits): Promise<PreflightResult>;
  close(): Promise<void>;
}

export function createPreflighter(options: PreflighterOptions = {}): Preflighter {
  const memoryLimitMb = options.memoryLimitMb ?? 512;
  const pool = new Piscina<PreflightTask, PreflightTaskResult>({
    filename: new URL('./preflight-task.js', import.meta.url).href,
    minThreads: 1,
    maxThreads: Math.max(1, options.threads ?? 1),
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: memoryLimitMb },
  });
  return {
    async preflight(bytes, limits) {
      // The thread gets its own copy: the caller keeps its bytes to store them.
      const copy = new Uint8Array(bytes);
      const res = await pool.run({ bytes: copy, limits }, { transferList: [copy.buffer as ArrayBuffer] }).catch((err: unknown) => {
        if ((err as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
          throw new PdfError('too_complex', `Checking the PDF needs more than the ${memoryLimitMb} MB a check may use`, { cause: err });
        }
        throw err;
      });
      if (res.ok) return res.result;
      if (res.kind === 'pdf') throw new PdfError(res.code, res.message);
      const err = new Error(res.message);
      err.name = res.name;
      throw err;
    },
    close: () => pool.destroy(),
  };
}
