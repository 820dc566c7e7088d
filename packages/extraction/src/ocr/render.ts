// Page images for OCR, one page at a time: a page that is only its scanner's
// JPEG is handed over as it is; the others are drawn with pdf-to-img, keeping
// memory flat on long scans: pdfjs keeps what it decoded for a
// page until the document is closed (so the document is reopened every few
// pages), and a 300 dpi canvas (~33 MB of native memory) lives until the garbage
// collector finds its small JS wrapper (so each one is emptied once its image
// has been encoded).
import { createRequire } from 'node:module';
// pdfjs.js first: it must load pdfjs before pdf-to-img does (see native-array-push.ts).
import { PDFJS_PARAMS, toPdfError } from '../pdf/pdfjs.js';
import { pdf } from 'pdf-to-img';
import { stampJpegDpi } from './png.js';
import { pageScans, type PageScan } from './page-scans.js';

/** About 300 dpi: what tesseract is trained for; vector pages and fine scans are rendered at this. */
export const OCR_DPI = 300;
/** A coarser scan is still rendered at this, so small print keeps enough pixels per character. */
export const MIN_OCR_DPI = 200;
/** Resolutions are rounded to this step so that neighbouring pages of a scan share one renderer. */
const DPI_STEP = 10;
/** Each rendered page keeps its decoded images (tens of MB at 300 dpi) until the document closes. */
const REOPEN_EVERY = 4;

interface NapiCanvas {
  width: number;
  height: number;
  getContext(kind: '2d'): unknown;
}
interface CanvasAndContext {
  canvas: NapiCanvas | null;
  context: unknown;
}

// The canvas package pdfjs itself uses on Node, resolved from pdfjs-dist.
const fromPdfjs = createRequire(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const napiCanvas = fromPdfjs('@napi-rs/canvas') as { createCanvas(w: number, h: number): NapiCanvas };

/** A pdfjs CanvasFactory that remembers its canvases so they can be emptied on demand. */
function canvasPool() {
  const live: CanvasAndContext[] = [];
  class TrackingCanvasFactory {
    create(width: number, height: number): CanvasAndContext {
      const canvas = napiCanvas.createCanvas(Math.max(1, Math.floor(width)), Math.max(1, Math.floor(height)));
      const entry = { canvas, context: canvas.getContext('2d') };
      live.push(entry);
      return entry;
    }
    reset(entry: CanvasAndContext, width: number, height: number): void {
      if (!entry.canvas) throw new Error('Canvas is not specified');
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

/** Runs of consecutive pages sharing a resolution, at most REOPEN_EVERY long. */
function batches(pageNumbers: number[], dpiOf: (page: number) => number): { dpi: number; pages: number[] }[] {
  const out: { dpi: number; pages: number[] }[] = [];
  for (const page of pageNumbers) {
    const dpi = dpiOf(page);
    const last = out[out.length - 1];
    if (last && last.dpi === dpi && last.pages.length < REOPEN_EVERY) last.pages.push(page);
    else out.push({ dpi, pages: [page] });
  }
  return out;
}

/** Draws pages with pdf-to-img (pdfjs), a few per opened document. */
async function* drawPages(bytes: Uint8Array, pageNumbers: number[], dpiOf: (page: number) => number): AsyncGenerator<PageImage> {
  for (const batch of batches(pageNumbers, dpiOf)) {
    const canvases = canvasPool();
    // JPEG: encoding a 300 dpi page as PNG costs about twice the CPU, for the same OCR text.
    // A plain Uint8Array copy, which pdfjs may take over; a Buffer would be copied twice more.
    const doc = await pdf(new Uint8Array(bytes), {
      scale: batch.dpi / 72,
      format: 'jpg',
      docInitParams: { ...PDFJS_PARAMS, CanvasFactory: canvases.CanvasFactory },
    }).catch((err: unknown) => {
      throw toPdfError(err);
    });
    try {
      for (const page of batch.pages) {
        const drawn = await doc.getPage(page).catch((err: unknown) => {
          throw toPdfError(err);
        });
        const image = stampJpegDpi(drawn, batch.dpi);
        canvases.release();
        yield { page, image, dpi: batch.dpi, scanned: false };
      }
    } finally {
      canvases.release();
      await doc.destroy();
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
