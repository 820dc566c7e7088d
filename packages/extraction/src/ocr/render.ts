// Page images for OCR, one page at a time: a page that is only its scanner's
// JPEG is handed over as it is; the others are drawn with pdfjs, each at its own
// resolution within a pixel budget, keeping memory flat on long scans: pdfjs keeps
// what it decoded for a page until the document is closed (so the document is
// reopened every few pages), and a 300 dpi canvas (~33 MB of native memory) lives
// until the garbage collector finds its small JS wrapper (so each one is emptied
// once its image has been encoded).
import { createRequire } from 'node:module';
import { MAX_RENDER_PIXELS, MIN_RENDER_DPI } from '../limits.js';
import { pdfjs, PDFJS_PARAMS, toPdfError, type PDFDocumentProxy } from '../pdf/pdfjs.js';
import { PdfError } from '../types.js';
import { stampJpegDpi } from './png.js';
import { pageScans, type PageScan } from './page-scans.js';

/** About 300 dpi: what tesseract is trained for; vector pages and fine scans are rendered at this. */
export const OCR_DPI = 300;
/** A coarser scan is still rendered at this, so small print keeps enough pixels per character. */
export const MIN_OCR_DPI = 200;
/** Resolutions are rounded to this step: a scan measured at 199.97 dpi (from its page size) is read as the 200 dpi it was made at. */
const DPI_STEP = 10;
/** Each rendered page keeps its decoded images (tens of MB at 300 dpi) until the document closes. */
const REOPEN_EVERY = 4;

interface NapiCanvas {
  width: number;
  height: number;
  getContext(kind: '2d'): unknown;
  toBuffer(mime: 'image/jpeg'): Buffer;
}
interface CanvasAndContext {
  canvas: NapiCanvas | null;
  context: unknown;
}

// The canvas package pdfjs itself uses on Node, resolved from pdfjs-dist.
const fromPdfjs = createRequire(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const napiCanvas = fromPdfjs('@napi-rs/canvas') as { createCanvas(w: number, h: number): NapiCanvas };

const megapixels = (pixels: number) => `${Math.round(pixels / 1e6)} megapixels`;

/**
 * A pdfjs CanvasFactory that remembers its canvases so they can be emptied on
 * demand. It refuses a canvas over MAX_RENDER_PIXELS: the page canvas is sized to
 * fit already, so such a request is pdfjs drawing a pattern or a mask of a hostile
 * file, which would otherwise fail deep in the canvas library.
 */
function canvasPool() {
  const live: CanvasAndContext[] = [];
  function withinBudget(width: number, height: number): void {
    if (!(width * height <= MAX_RENDER_PIXELS)) {
      throw new PdfError('too_complex', `Drawing a page of the PDF needs a ${megapixels(width * height)} canvas; the limit is ${megapixels(MAX_RENDER_PIXELS)}`);
    }
  }
  function create(width: number, height: number): CanvasAndContext {
    const w = Math.max(1, Math.floor(width));
    const h = Math.max(1, Math.floor(height));
    withinBudget(w, h);
    const canvas = napiCanvas.createCanvas(w, h);
    const entry = { canvas, context: canvas.getContext('2d') };
    live.push(entry);
    return entry;
  }
  class TrackingCanvasFactory {
    create(width: number, height: number): CanvasAndContext {
      return create(width, height);
    }
    reset(entry: CanvasAndContext, width: number, height: number): void {
      if (!entry.canvas) throw new Error('Canvas is not specified');
      withinBudget(width, height);
      entry.canvas.width = width;
      entry.canvas.height = height;
    }
    destroy(entry: CanvasAndContext): void {
      if (entry.canvas) entry.canvas.width = entry.canvas.height = 0;
      entry.canvas = null;
      entry.context = null;
    }
  }
  return {
    CanvasFactory: TrackingCanvasFactory,
    /** A canvas for the page itself. */
    create,
    release(): void {
      for (const entry of live.splice(0)) if (entry.canvas) entry.canvas.width = entry.canvas.height = 0;
    },
  };
}

/** The resolution to render a page at: its scan's own (no upsampling), within [MIN_OCR_DPI, OCR_DPI]. */
export function renderDpi(sourceDpi: number | null): number {
  if (sourceDpi === null || !Number.isFinite(sourceDpi)) return OCR_DPI;
  return Math.round(Math.min(OCR_DPI, Math.max(MIN_OCR_DPI, sourceDpi)) / DPI_STEP) * DPI_STEP;
}

/**
 * The resolution a page of `width` x `height` points is drawn at: `dpi`, lowered
 * until the page fits MAX_RENDER_PIXELS, but not below MIN_RENDER_DPI. Throws
 * PdfError('too_complex') for a page too large to draw even then.
 */
export function fitDpi(dpi: number, width: number, height: number, page: number): number {
  const squareInches = (width / 72) * (height / 72);
  const most = Math.floor(Math.sqrt(MAX_RENDER_PIXELS / squareInches));
  if (dpi <= most) return dpi;
  if (most >= MIN_RENDER_DPI) return most;
  const inches = `${Math.round(width / 72)} x ${Math.round(height / 72)} inches`;
  throw new PdfError(
    'too_complex',
    `Page ${page} of the PDF is ${inches}: drawn for OCR at ${MIN_RENDER_DPI} dpi it would be ${megapixels(squareInches * MIN_RENDER_DPI ** 2)}; the limit is ${megapixels(MAX_RENDER_PIXELS)}`,
  );
}

export interface RenderOptions {
  /** A fixed resolution; by default each page's own (see renderDpi). */
  dpi?: number;
  /** Hand a page that is just an upright JPEG scan over as it is (default true). */
  reuseScans?: boolean;
}

export interface PageImage {
  page: number;
  /** JPEG bytes that record the resolution they were drawn or scanned at. */
  image: Uint8Array;
  dpi: number;
  /** The scan's own JPEG, not drawn by us. */
  scanned: boolean;
}

/** The scan's own JPEG when it needs no resampling to be read at its resolution. */
function reusableScan(scan: PageScan | undefined): { image: Uint8Array; dpi: number } | null {
  if (!scan?.jpeg || scan.dpi === null) return null;
  const dpi = renderDpi(scan.dpi);
  if (Math.abs(dpi - scan.dpi) > DPI_STEP / 2) return null;
  // A copy: the view points into the PDF, and the JPEG header is about to be stamped.
  return { image: stampJpegDpi(scan.jpeg.slice(), dpi), dpi };
}

/** Draws one page at `wanted` dpi, or lower to fit the pixel budget (see fitDpi). */
async function drawPage(doc: PDFDocumentProxy, n: number, wanted: number, canvases: ReturnType<typeof canvasPool>): Promise<PageImage> {
  const page = await doc.getPage(n);
  try {
    const size = page.getViewport({ scale: 1 });
    const dpi = fitDpi(wanted, size.width, size.height, n);
    const viewport = page.getViewport({ scale: dpi / 72 });
    const { canvas } = canvases.create(viewport.width, viewport.height);
    // pdfjs's types know the browser's canvas; on Node it draws on this one (what its own factory makes).
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
    // JPEG: encoding a 300 dpi page as PNG costs about twice the CPU, for the same OCR text.
    const jpeg = canvas!.toBuffer('image/jpeg');
    return { page: n, image: stampJpegDpi(jpeg, dpi), dpi, scanned: false };
  } finally {
    page.cleanup();
    canvases.release();
  }
}

/** Draws pages with pdfjs, at most REOPEN_EVERY per opened document. Throws PdfError for pages pdfjs cannot draw. */
async function* drawPages(bytes: Uint8Array, pageNumbers: number[], dpiOf: (page: number) => number): AsyncGenerator<PageImage> {
  for (let at = 0; at < pageNumbers.length; at += REOPEN_EVERY) {
    const canvases = canvasPool();
    // A plain Uint8Array copy, which pdfjs takes over.
    const task = pdfjs.getDocument({ ...PDFJS_PARAMS, CanvasFactory: canvases.CanvasFactory, data: new Uint8Array(bytes) });
    try {
      const doc = await task.promise.catch((err: unknown) => {
        throw toPdfError(err);
      });
      for (const n of pageNumbers.slice(at, at + REOPEN_EVERY)) {
        yield await drawPage(doc, n, dpiOf(n), canvases).catch((err: unknown) => {
          throw toPdfError(err);
        });
      }
    } finally {
      canvases.release();
      await task.destroy().catch(() => undefined);
    }
  }
}

/**
 * Page images for OCR, in the order asked. A page that is only an upright JPEG
 * scan at a resolution tesseract reads well is passed on as it is; the others
 * are drawn at their scan's resolution (or `options.dpi`).
 */
export async function* renderPages(bytes: Uint8Array, pageNumbers: number[], options: RenderOptions = {}): AsyncGenerator<PageImage> {
  const fixed = options.dpi;
  const scans = fixed === undefined ? await pageScans(bytes, pageNumbers) : null;
  const dpiOf = (page: number) => fixed ?? renderDpi(scans?.get(page)?.dpi ?? null);
  let toDraw: number[] = [];
  for (const page of pageNumbers) {
    // pdfjs decodes an image whole before drawing it, and an image over the canvas budget can never be drawn:
    // refuse it before the decoding, which would hold its full size in memory outside any heap limit.
    const pixels = scans?.get(page)?.pixels ?? 0;
    if (pixels > MAX_RENDER_PIXELS) {
      throw new PdfError('too_complex', `Page ${page} of the PDF holds a ${megapixels(pixels)} image; drawing for OCR is limited to ${megapixels(MAX_RENDER_PIXELS)}`);
    }
    const own = options.reuseScans === false ? null : reusableScan(scans?.get(page));
    // Each scan's bytes are a copy of their own: let them go once the page is handed over.
    if (own) scans?.delete(page);
    if (!own) {
      toDraw.push(page);
      continue;
    }
    if (toDraw.length) yield* drawPages(bytes, toDraw, dpiOf);
    toDraw = [];
    yield { page, ...own, scanned: true };
  }
  if (toDraw.length) yield* drawPages(bytes, toDraw, dpiOf);
}
