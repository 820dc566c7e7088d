// The budgets a PDF must keep within to be read. Each one caps what a hostile or
// damaged file could make a reader decode, draw or hold; a file over one fails with
// PdfError('too_complex') instead of taking the process's memory. These are the
// defaults; the options named beside them change them.

/** Largest image (pixels, read from its dictionary; option maxImagePixels): a 1 m square scan at 250 dpi, 400 MB decoded. */
export const MAX_IMAGE_PIXELS = 100_000_000;

/** Most one stream may decode to through its Flate, LZW, RunLength, ASCII85 and ASCIIHex filters (option maxStreamBytes): page content is kilobytes, an embedded font megabytes. */
export const MAX_STREAM_BYTES = 64 * 1024 * 1024;

/** Most all streams of a file may decode to together, through the same filters (option maxInflatedBytes): several times a 300-page contract. */
export const MAX_INFLATED_BYTES = 256 * 1024 * 1024;

/** Longest page side in points: 200 inches, the PDF specification's own limit (ISO 32000, annex C). */
export const MAX_PAGE_SIDE = 14_400;

/** Most pixels a page is drawn at for OCR (160 MB of canvas): a larger page is drawn at a lower resolution. */
export const MAX_RENDER_PIXELS = 40_000_000;

/** The resolution the pixel cap may lower a page to; OCR misreads small print below it, so a page that needs less is refused. */
export const MIN_RENDER_DPI = 150;

/** Heap of one extraction thread in MB (option memoryLimitMb): a runaway job ends its own thread, not the process. */
export const DEFAULT_MEMORY_LIMIT_MB = 1024;

/** A tesseract worker keeps the WASM heap its largest image grew; after reading an image larger than this it is replaced. */
export const OCR_RECYCLE_PIXELS = 12_000_000;

/** A tesseract worker is also replaced after this many pages, so its heap cannot creep up over a long run. */
export const OCR_RECYCLE_PAGES = 200;
