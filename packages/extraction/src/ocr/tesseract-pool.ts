// A pool of tesseract.js workers (each its own thread running the wasm engine),
// created on demand and reused across jobs. The English model is read from the
// @tesseract.js-data/eng package on disk: nothing is fetched, cached or written.
// The pool keeps its own queue rather than tesseract's scheduler, for two things
// a shared pool needs: a page whose job has ended (aborted, timed out) is dropped
// instead of read, and a worker is replaced once it has read a large image, since
// a wasm heap grows to fit the largest image and never gives memory back.
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import Tesseract from 'tesseract.js';
import { OCR_RECYCLE_PAGES, OCR_RECYCLE_PIXELS } from '../limits.js';
import { PdfError, type TextLine } from '../types.js';
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
  /**
   * @param dpi resolution the page was rendered at (default OCR_DPI)
   * @param signal once aborted, a page still waiting for a worker is dropped (the promise rejects with its reason)
   */
  recognize(image: Uint8Array, dpi?: number, signal?: AbortSignal): Promise<TextLine[]>;
  /** How many pages it can read at once (render ahead by this much). */
  readonly concurrency: number;
}

/** When a worker is replaced by a fresh one (see OCR_RECYCLE_PIXELS and OCR_RECYCLE_PAGES). */
export interface RecyclePolicy {
  /** After reading an image of more pixels than this. */
  pixels: number;
  /** After this many pages. */
  pages: number;
}

interface Page {
  image: Uint8Array;
  dpi: number;
  width: number;
  height: number;
  resolve: (lines: TextLine[]) => void;
  reject: (err: unknown) => void;
  /** Stops listening to the page's signal once it leaves the queue. */
  settle: () => void;
}

interface Slot {
  worker: Tesseract.Worker;
  pages: number;
  /** The pool's generation it was made in; close() starts a new one. */
  generation: number;
}

async function createOcrWorker(): Promise<Tesseract.Worker> {
  const worker = await Tesseract.createWorker('eng', OEM_LSTM_ONLY, {
    langPath: ENG_LANG_PATH,
    gzip: engData.gzip,
    cacheMethod: 'none',
    cachePath: ENG_LANG_PATH,
    // Without a handler tesseract.js throws a failed job's error from its message
    // listener as well, which ends the process (a damaged scan would take down the
    // service); the job's own promise still rejects with it.
    errorHandler: () => undefined,
  });
  // No second pass on inverted lines: contracts are dark on light, and the retry costs ~10% CPU.
  // debug_file: tesseract's own chatter ("Detected 39 diacritics") would go to our stdout.
  // No user_defined_dpi: it would override the resolution each rendered JPEG records (see stampJpegDpi).
  await worker.setParameters({
    tessedit_pageseg_mode: PSM_AUTO as Tesseract.PSM,
    tessedit_do_invert: '0',
    debug_file: '/dev/null',
  });
  return worker;
}

const abortReason = (signal: AbortSignal): unknown => signal.reason ?? new Error('aborted');
/** What tesseract answers for image bytes it cannot decode: a damaged scan in the file. */
const unreadableImage = /attempting to read image/i;

export class TesseractPool implements OcrEngine {
  readonly concurrency: number;
  private readonly recycle: RecyclePolicy;
  private readonly queue: Page[] = [];
  private readonly idle: Slot[] = [];
  private readonly busy = new Map<Slot, Page>();
  private starting = 0;
  private generation = 0;

  constructor(size = defaultOcrWorkers(), recycle: Partial<RecyclePolicy> = {}) {
    this.concurrency = Math.max(1, size);
    this.recycle = { pixels: recycle.pixels ?? OCR_RECYCLE_PIXELS, pages: recycle.pages ?? OCR_RECYCLE_PAGES };
  }

  /** @param dpi resolution the image was rendered at */
  async recognize(image: Uint8Array, dpi = OCR_DPI, signal?: AbortSignal): Promise<TextLine[]> {
    if (signal?.aborted) throw abortReason(signal);
    const { width, height } = pngSize(image);
    return new Promise((resolve, reject) => {
      const drop = () => {
        const at = this.queue.indexOf(page);
        if (at >= 0) this.queue.splice(at, 1);
        reject(abortReason(signal!));
      };
      const page: Page = { image, dpi, width, height, resolve, reject, settle: () => signal?.removeEventListener('abort', drop) };
      signal?.addEventListener('abort', drop, { once: true });
      this.queue.push(page);
      this.pump();
    });
  }

  /** Hands queued pages to idle workers, and starts workers while pages wait and there is room. */
  private pump(): void {
    while (this.queue.length > 0 && this.idle.length > 0) void this.read(this.idle.pop()!, this.queue.shift()!);
    const room = this.concurrency - this.busy.size - this.idle.length - this.starting;
    const wanted = Math.min(room, this.queue.length - this.starting);
    for (let i = 0; i < wanted; i++) this.start();
  }

  private start(): void {
    const generation = this.generation;
    this.starting++;
    createOcrWorker().then(
      (worker) => {
        this.starting--;
        if (generation !== this.generation) return void worker.terminate().catch(() => undefined);
        this.idle.push({ worker, pages: 0, generation });
        this.pump();
      },
      (err: unknown) => {
        this.starting--;
        // No worker can start (the model is missing, say): the waiting pages would wait forever.
        for (const page of this.queue.splice(0)) {
          page.settle();
          page.reject(err);
        }
      },
    );
  }

  private async read(slot: Slot, page: Page): Promise<void> {
    // Being read now: the page's job ending no longer drops it (its result is ignored instead).
    page.settle();
    this.busy.set(slot, page);
    let failed = false;
    let lines: TextLine[] = [];
    try {
      const image = stampJpegDpi(page.image, page.dpi);
      const result = await slot.worker.recognize(Buffer.from(image.buffer, image.byteOffset, image.byteLength), {}, { tsv: true, text: false });
      lines = tsvLines(result.data.tsv ?? '', page.width, page.height, page.dpi);
    } catch (err) {
      failed = true;
      page.reject(unreadableImage.test(String(err)) ? new PdfError('corrupt', 'A page image of the PDF cannot be decoded', { cause: err }) : err);
    }
    if (!this.busy.delete(slot)) return; // closed meanwhile: close() settled the page and ended the worker
    slot.pages++;
    const worn = slot.pages >= this.recycle.pages || page.width * page.height > this.recycle.pixels;
    if (failed || worn || slot.generation !== this.generation) void slot.worker.terminate().catch(() => undefined);
    else this.idle.push(slot);
    // The next page starts before this one's caller hears back, so the worker never waits on a caller.
    this.pump();
    if (!failed) page.resolve(lines);
  }

  /** Ends every worker; pages waiting or being read reject. The pool can be used again afterwards. */
  async close(): Promise<void> {
    this.generation++;
    const closed = new Error('The OCR pool was closed');
    for (const page of this.queue.splice(0)) {
      page.settle();
      page.reject(closed);
    }
    const slots = [...this.idle.splice(0), ...this.busy.keys()];
    for (const page of this.busy.values()) page.reject(closed);
    this.busy.clear();
    await Promise.all(slots.map((s) => s.worker.terminate().catch(() => undefined)));
  }
}

/** One core is left to the pipeline threads; more than four rarely pays (each holds a model). OCR_WORKERS overrides it through the configuration. */
export function defaultOcrWorkers(): number {
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
