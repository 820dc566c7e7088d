// A pool of tesseract.js workers (each its own thread running the wasm engine),
// created on demand and reused across jobs. The English model is read from disk
// (see ocr-model.ts for which one): nothing is fetched, cached or written.
// The pool keeps its own queue rather than tesseract's scheduler, for what a
// shared pool needs: a page whose job has ended (aborted, timed out) is dropped
// instead of read; a worker is replaced once it has read a large image, since
// a wasm heap grows to fit the largest image and never gives memory back; and
// jobs take turns (one page of each waiting job in turn), so a one-page upload
// is not queued behind every page of a long scan.
import { access } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Tesseract from 'tesseract.js';
import { OCR_RECYCLE_PAGES, OCR_RECYCLE_PIXELS } from '../limits.js';
import { PdfError, type TextLine } from '../types.js';
import { pngSize, stampJpegDpi } from './png.js';
import { OCR_DPI } from './render.js';
import { tsvLines } from './tesseract-lines.js';
import { BUNDLED_LANG_PATH, BUNDLED_MODEL, type OcrModel } from './ocr-model.js';

/** The bundled LSTM-only model (the one tesseract.js pairs with OEM 1). */
export const ENG_LANG_PATH = BUNDLED_LANG_PATH;
const OEM_LSTM_ONLY = 1;
/** Fully automatic page segmentation, no orientation detection: what the tesseract CLI does by default. */
const PSM_AUTO = '3';

/** Reads a page image (PNG or JPEG bytes) into lines with boxes and confidence. */
export interface OcrEngine {
  /**
   * @param dpi resolution the page was rendered at (default OCR_DPI)
   * @param signal once aborted, a page still waiting for a worker is dropped (the promise rejects with its reason)
   * @param job the page's job (see OcrJobKey): a shared engine serves waiting jobs in turn
   */
  recognize(image: Uint8Array, dpi?: number, signal?: AbortSignal, job?: OcrJobKey): Promise<TextLine[]>;
  /** How many pages it can read at once (render ahead by this much). */
  readonly concurrency: number;
}

/**
 * Pages of one job share a key (any object: the job's AbortController, say); the
 * pool serves waiting jobs in turn. Pages given no key are served in order among
 * themselves, as one job.
 */
export type OcrJobKey = object;

/** One tesseract engine (a thread): reads a page image into tesseract's TSV. */
export interface OcrReader {
  readTsv(image: Buffer): Promise<string>;
  terminate(): Promise<unknown>;
}

export interface TesseractPoolOptions {
  /** The model every worker loads; default the bundled best_int. */
  model?: OcrModel;
  /** Makes a reader; default a tesseract.js worker of `model` (tests pass fakes). */
  createReader?: (model: OcrModel) => Promise<OcrReader>;
}

/** When a worker is replaced by a fresh one (see OCR_RECYCLE_PIXELS and OCR_RECYCLE_PAGES). */
export interface RecyclePolicy {
  /** After reading an image of more pixels than this. */
  pixels: number;
  /** After this many pages. */
  pages: number;
}

interface Page {
  job: OcrJobKey;
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
  worker: OcrReader;
  pages: number;
  /** The pool's generation it was made in; close() starts a new one. */
  generation: number;
}

/** A tesseract.js worker of `model`, read from its folder as it is (`cacheMethod: 'none'`: no copy is written). */
export async function createTesseractReader(model: OcrModel): Promise<OcrReader> {
  // tesseract.js 7 never settles createWorker when the model cannot be loaded (it only
  // hands the error to errorHandler): a missing file is caught here, any other load
  // failure through the handler below.
  const file = path.join(model.langPath, `eng.traineddata${model.gzip ? '.gz' : ''}`);
  await access(file).catch((err: unknown) => {
    throw new Error(`The OCR model ${file} cannot be read`, { cause: err });
  });
  let failStart: (err: unknown) => void = () => undefined;
  const startFailed = new Promise<never>((_, reject) => (failStart = reject));
  const worker = await Promise.race([
    Tesseract.createWorker('eng', OEM_LSTM_ONLY, {
      langPath: model.langPath,
      gzip: model.gzip,
      cacheMethod: 'none',
      cachePath: model.langPath,
      // Without a handler tesseract.js throws a failed job's error from its message
      // listener as well, which ends the process (a damaged scan would take down the
      // service); the job's own promise still rejects with it.
      errorHandler: (err: unknown) => failStart(new Error(`The OCR model in ${model.langPath} cannot be loaded: ${String(err)}`)),
    }),
    startFailed,
  ]);
  failStart = () => undefined;
  // No second pass on inverted lines: contracts are dark on light, and the retry costs ~10% CPU.
  // debug_file: tesseract's own chatter ("Detected 39 diacritics") would go to our stdout.
  // No user_defined_dpi: it would override the resolution each rendered JPEG records (see stampJpegDpi).
  await worker.setParameters({
    tessedit_pageseg_mode: PSM_AUTO as Tesseract.PSM,
    tessedit_do_invert: '0',
    debug_file: '/dev/null',
  });
  return {
    async readTsv(image) {
      const result = await worker.recognize(image, {}, { tsv: true, text: false });
      return result.data.tsv ?? '';
    },
    terminate: () => worker.terminate(),
  };
}

const UNKEYED: OcrJobKey = {};
const abortReason = (signal: AbortSignal): unknown => signal.reason ?? new Error('aborted');
/** What tesseract answers for image bytes it cannot decode: a damaged scan in the file. */
const unreadableImage = /attempting to read image/i;

export class TesseractPool implements OcrEngine {
  readonly concurrency: number;
  readonly model: OcrModel;
  private readonly recycle: RecyclePolicy;
  private readonly createReader: (model: OcrModel) => Promise<OcrReader>;
  /** Waiting pages by job, jobs in the order they are next served. */
  private readonly queues = new Map<OcrJobKey, Page[]>();
  private waiting = 0;
  private readonly idle: Slot[] = [];
  private readonly busy = new Map<Slot, Page>();
  private starting = 0;
  private generation = 0;

  constructor(size = defaultOcrWorkers(), recycle: Partial<RecyclePolicy> = {}, options: TesseractPoolOptions = {}) {
    this.concurrency = Math.max(1, size);
    this.recycle = { pixels: recycle.pixels ?? OCR_RECYCLE_PIXELS, pages: recycle.pages ?? OCR_RECYCLE_PAGES };
    this.model = options.model ?? BUNDLED_MODEL;
    this.createReader = options.createReader ?? createTesseractReader;
  }

  /**
   * @param dpi resolution the image was rendered at
   * @param job the page's job: waiting jobs are served in turn
   */
  async recognize(image: Uint8Array, dpi = OCR_DPI, signal?: AbortSignal, job: OcrJobKey = UNKEYED): Promise<TextLine[]> {
    if (signal?.aborted) throw abortReason(signal);
    const { width, height } = pngSize(image);
    return new Promise((resolve, reject) => {
      const drop = () => {
        const pages = this.queues.get(job);
        const at = pages ? pages.indexOf(page) : -1;
        if (at >= 0) {
          pages!.splice(at, 1);
          this.waiting--;
          if (pages!.length === 0) this.queues.delete(job);
        }
        reject(abortReason(signal!));
      };
      const page: Page = { job, image, dpi, width, height, resolve, reject, settle: () => signal?.removeEventListener('abort', drop) };
      signal?.addEventListener('abort', drop, { once: true });
      const pages = this.queues.get(job);
      if (pages) pages.push(page);
      else this.queues.set(job, [page]);
      this.waiting++;
      this.pump();
    });
  }

  /** The next page: the first of the job whose turn it is, which then goes to the back of the line. */
  private next(): Page {
    const [job, pages] = this.queues.entries().next().value as [OcrJobKey, Page[]];
    const page = pages.shift()!;
    this.queues.delete(job);
    if (pages.length > 0) this.queues.set(job, pages);
    this.waiting--;
    return page;
  }

  /** Every waiting page, taken out of the queue. */
  private takeAll(): Page[] {
    const pages = [...this.queues.values()].flat();
    this.queues.clear();
    this.waiting = 0;
    return pages;
  }

  /** Hands queued pages to idle workers, and starts workers while pages wait and there is room. */
  private pump(): void {
    while (this.waiting > 0 && this.idle.length > 0) void this.read(this.idle.pop()!, this.next());
    const room = this.concurrency - this.busy.size - this.idle.length - this.starting;
    const wanted = Math.min(room, this.waiting - this.starting);
    for (let i = 0; i < wanted; i++) this.start();
  }

  private start(): void {
    const generation = this.generation;
    this.starting++;
    this.createReader(this.model).then(
      (worker) => {
        this.starting--;
        if (generation !== this.generation) return void worker.terminate().catch(() => undefined);
        this.idle.push({ worker, pages: 0, generation });
        this.pump();
      },
      (err: unknown) => {
        this.starting--;
        // No worker can start (the model is missing, say): the waiting pages would wait forever.
        for (const page of this.takeAll()) {
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
      const tsv = await slot.worker.readTsv(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
      lines = tsvLines(tsv, page.width, page.height, page.dpi);
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
    for (const page of this.takeAll()) {
      page.settle();
      page.reject(closed);
    }
    const slots = [...this.idle.splice(0), ...this.busy.keys()];
    for (const page of this.busy.values()) page.reject(closed);
    this.busy.clear();
    await Promise.all(slots.map((s) => s.worker.terminate().catch(() => undefined)));
  }
}

/** The most tesseract workers a process starts by default: each holds 110-150 MB (thread, model, WASM heap). */
export const MAX_DEFAULT_OCR_WORKERS = 8;

/**
 * One tesseract worker per core (at most MAX_DEFAULT_OCR_WORKERS): while a scan is
 * read, its pipeline thread only waits for the pool (drawing a page that is not a
 * plain JPEG scan is a sixth of a page's OCR), so leaving it a core would leave that
 * core idle, and on two cores read a document on one thread. OCR_WORKERS overrides it
 * through the configuration.
 */
export function defaultOcrWorkers(cores = os.availableParallelism()): number {
  return Math.max(1, Math.min(MAX_DEFAULT_OCR_WORKERS, Math.floor(cores) || 1));
}

let shared: TesseractPool | null = null;

/** The process-wide pool (the bundled model), created on first use. */
export function sharedOcrPool(): TesseractPool {
  shared ??= new TesseractPool();
  return shared;
}

export async function closeSharedOcrPool(): Promise<void> {
  const pool = shared;
  shared = null;
  await pool?.close();
}
