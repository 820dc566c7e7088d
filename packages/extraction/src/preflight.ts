// The checks every upload goes through before any work is queued: is it a PDF at
// all, does it keep within the budgets of what it may make a reader decode, can it
// be opened without a password, is it whole, and is it small enough.
import { createHash } from 'node:crypto';
import { inspectPdf } from './pdf/inspect.js';
import { openPdf, toPdfError, type PDFDocumentProxy } from './pdf/pdfjs.js';
import { PdfError, type PreflightLimits, type PreflightResult } from './types.js';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const EOF_MARK = Buffer.from('%%EOF', 'latin1');
/** The spec wants the header at offset 0; readers accept junk before it up to 1 KiB. */
const HEADER_WINDOW = 1024;
/** Trailing bytes allowed after the last %%EOF (some writers pad or append junk). */
const TAIL_WINDOW = 4096;

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Cheap byte checks that need no parser. Throws PdfError. */
export function checkPdfBytes(bytes: Uint8Array): void {
  if (bytes.length === 0) throw new PdfError('empty', 'The file is empty');
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.subarray(0, HEADER_WINDOW).indexOf(PDF_MAGIC) < 0) {
    if (buf.every((b) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09 || b === 0)) {
      throw new PdfError('empty', 'The file holds no data');
    }
    throw new PdfError('not_pdf', 'The file is not a PDF (no %PDF- header)');
  }
  // A file cut short in transfer loses its trailer: %%EOF is the last thing a writer puts out.
  if (buf.subarray(Math.max(0, buf.length - TAIL_WINDOW)).indexOf(EOF_MARK) < 0) {
    throw new PdfError('corrupt', 'The PDF is truncated (no %%EOF marker at its end)');
  }
}

/**
 * Checks the bytes are a PDF within its budgets (inspectPdf: images, inflated
 * streams, page size), opens the document, checks it is readable and within
 * limits, and hands it to `use` (the document is destroyed afterwards). Lets the
 * text layer reuse the parse preflight already paid for.
 */
export async function withCheckedPdf<T>(
  bytes: Uint8Array,
  limits: PreflightLimits,
  use: (doc: PDFDocumentProxy, facts: PreflightResult) => Promise<T>,
): Promise<T> {
  checkPdfBytes(bytes);
  const { activeContent } = await inspectPdf(bytes, limits);
  const sha256 = sha256Hex(bytes);
  const doc = await openPdf(bytes);
  try {
    const pages = doc.numPages;
    if (pages < 1) throw new PdfError('corrupt', 'The PDF has no pages');
    if (pages > limits.maxPages) {
      throw new PdfError('too_many_pages', `The PDF has ${pages} pages; the limit is ${limits.maxPages}`);
    }
    try {
      // A damaged page tree or xref usually shows on the first or last page.
      await doc.getPage(1);
      if (pages > 1) await doc.getPage(pages);
    } catch (err) {
      const mapped = toPdfError(err);
      throw mapped instanceof PdfError ? mapped : new PdfError('corrupt', 'The PDF pages cannot be read', { cause: err });
    }
    return await use(doc, { pages, sha256, bytes: bytes.length, activeContent });
  } finally {
    await doc.loadingTask.destroy().catch(() => undefined);
  }
}

/** Checksum, page count and readability of an upload. Throws PdfError for files that can never be parsed. */
export async function preflight(bytes: Uint8Array, limits: PreflightLimits): Promise<PreflightResult> {
  return withCheckedPdf(bytes, limits, async (_doc, facts) => facts);
}
