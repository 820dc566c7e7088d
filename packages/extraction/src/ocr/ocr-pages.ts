// OCR of the pages the text layer could not read: keeps as many pages in the
// engine as it has workers (plus one drawn ahead, never the whole document), so a
// document's pages are read in parallel; they may finish in any order, and are
// collected by page number.
import type { TextLine } from '../types.js';
import { renderPages } from './render.js';
import { sharedOcrPool, type OcrEngine } from './tesseract-pool.js';

export type { OcrEngine } from './tesseract-pool.js';

export interface OcrPagesOptions {
  engine?: OcrEngine;
  /** Stops drawing, and drops the pages still waiting for the engine. */
  signal?: AbortSignal;
  /** Each page as it is read: how many are done, which page, its lines. */
  onPage?: (done: number, page: number, lines: TextLine[]) => void;
}

export async function ocrPages(bytes: Uint8Array, pageNumbers: number[], options: OcrPagesOptions = {}): Promise<Map<number, TextLine[]>> {
  const engine = options.engine ?? sharedOcrPool();
  const out = new Map<number, TextLine[]>();
  // This document's pages take turns with other jobs' pages in a shared engine.
  const jobKey = {};
  const inFlight = new Set<Promise<void>>();
  let done = 0;
  for await (const { page, image, dpi } of renderPages(bytes, pageNumbers)) {
    if (options.signal?.aborted) break;
    const job: Promise<void> = engine.recognize(image, dpi, options.signal, jobKey).then((lines) => {
      out.set(page, lines);
      options.onPage?.(++done, page, lines);
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
