// OCR of the pages the text layer could not read: renders one page ahead of the
// engine (never the whole document) and collects lines per page.
import type { TextLine } from '../types.js';
import { renderPages } from './render.js';
import { sharedOcrPool, type OcrEngine } from './tesseract-pool.js';

export type { OcrEngine } from './tesseract-pool.js';

export interface OcrPagesOptions {
  engine?: OcrEngine;
  signal?: AbortSignal;
  onPage?: (done: number) => void;
}

export async function ocrPages(bytes: Uint8Array, pageNumbers: number[], options: OcrPagesOptions = {}): Promise<Map<number, TextLine[]>> {
  const engine = options.engine ?? sharedOcrPool();
  const out = new Map<number, TextLine[]>();
  const inFlight = new Set<Promise<void>>();
  let done = 0;
  for await (const { page, image, dpi } of renderPages(bytes, pageNumbers)) {
    if (options.signal?.aborted) break;
    const job: Promise<void> = engine.recognize(image, dpi).then((lines) => {
      out.set(page, lines);
      options.onPage?.(++done);
    });
    inFlight.add(job);
    job.finally(() => inFlight.delete(job)).catch(() => undefined);
    // Rendered pages waiting for the engine cost memory: keep at most one ahead of it.
    while (inFlight.size > engine.concurrency) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  if (options.signal?.aborted) throw options.signal.reason ?? new Error('aborted');
  return out;
}
