// A pool of tesseract.js workers (each its own thread running the wasm engine),
// created once and reused across jobs. The English model is read from the
// @tesseract.js-data/eng package on disk: nothing is fetched, cached or written.
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import Tesseract from 'tesseract.js';
import type { TextLine } from '../types.js';
import { pngSize, stampJpegDpi } from './png.js';
import { OCR_DPI } from './render.js';
import { tsvLines } from './tesseract-lines.js';

const require = createRequire(import.meta.url);
const engData = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };

/** LSTM-only model (the one tesseract.js pairs with OEM 1); the package's other folder adds the legacy engine. */
export const ENG_LANG_PATH = path.join(path.dirname(engData.langPath), '4.0.0_best_int');
const OEM_LSTM_ONLY = 1;
/** Fully automatic page segmentation, no orientation detection: what the tesseract CLI does by default. */
const PSM_AUTO = '3';

/** Reads a page image (PNG or JPEG bytes) into lines with boxes and confidence. */
export interface OcrEngine {
  /** @param dpi resolution the page was rendered at (default OCR_DPI) */
  recognize(image: Uint8Array, dpi?: number): Promise<TextLine[]>;
  /** How many pages it can read at once (render ahead by this much). */
  readonly concurrency: number;
}

export class TesseractPool implements OcrEngine {
  readonly concurrency: number;
  private scheduler: Tesseract.Scheduler | null = null;
  private starting: Promise<Tesseract.Scheduler> | null = null;

  constructor(size = defaultOcrWorkers()) {
    this.concurrency = Math.max(1, size);
  }

  private start(): Promise<Tesseract.Scheduler> {
    this.starting ??= (async () => {
      const scheduler = Tesseract.createScheduler();
      const workers = await Promise.all(
        Array.from({ length: this.concurrency }, () =>
          Tesseract.createWorker('eng', OEM_LSTM_ONLY, {
            langPath: ENG_LANG_PATH,
            gzip: engData.gzip,
            cacheMethod: 'none',
            cachePath: ENG_LANG_PATH,
          }),
        ),
      );
      for (const w of workers) {
        // No second pass on inverted lines: contracts are dark on light, and the retry costs ~10% CPU.
        // debug_file: tesseract's own chatter ("Detected 39 diacritics") would go to our stdout.
        // No user_defined_dpi: it would override the resolution each rendered JPEG records (see stampJpegDpi).
        await w.setParameters({
          tessedit_pageseg_mode: PSM_AUTO as Tesseract.PSM,
          tessedit_do_invert: '0',
          debug_file: '/dev/null',
        });
        scheduler.addWorker(w);
      }
      this.scheduler = scheduler;
      return scheduler;
    })();
    return this.starting;
  }

  /** @param dpi resolution the image was rendered at */
  async recognize(image: Uint8Array, dpi = OCR_DPI): Promise<TextLine[]> {
    const scheduler = this.scheduler ?? (await this.start());
    const { width, height } = pngSize(image);
    image = stampJpegDpi(image, dpi);
    const result = await scheduler.addJob('recognize', Buffer.from(image.buffer, image.byteOffset, image.byteLength), {}, { tsv: true, text: false });
    return tsvLines(result.data.tsv ?? '', width, height, dpi);
  }

  async close(): Promise<void> {
    const starting = this.starting;
    this.starting = null;
    this.scheduler = null;
    if (starting) await (await starting).terminate();
  }
}

export function defaultOcrWorkers(): number {
  const fromEnv = Number(process.env.OCR_WORKERS);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  return Math.max(1, Math.min(4, os.availableParallelism() - 1 || 1));
}

let shared: TesseractPool | null = null;

/** The process-wide pool, created on first use. */
export function sharedOcrPool(): TesseractPool {
  shared ??= new TesseractPool();
  return shared;
}

export async function closeSharedOcrPool(): Promise<void> {
  const pool = shared;
  shared = null;
  await pool?.close();
}
