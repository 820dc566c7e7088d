// Opens PDF bytes with pdfjs (legacy build, the one meant for Node) with the
// settings every caller needs: bundled fonts and CMaps so nothing is fetched or
// warned about, no eval, no font faces, silent. Maps pdfjs failures to PdfError.
import { restoreNativeArrayPush } from './native-array-push.js';
import { restoreNativeJson } from './native-json.js';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as pdfjsWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { MAX_IMAGE_PIXELS } from '../limits.js';
import { PdfError } from '../types.js';

export type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

// On Node pdfjs parses in this thread ("fake worker") and would load the worker
// bundle on first use; handing it over now loads it once, up front, so the
// polyfills it carries are in place before native push is put back.
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??= pdfjsWorker;
restoreNativeArrayPush();
restoreNativeJson();
export { pdfjs };

const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** getDocument parameters shared by the text layer and the OCR renderer. */
export const PDFJS_PARAMS = {
  standardFontDataUrl: path.join(pdfjsDir, 'standard_fonts') + path.sep,
  cMapUrl: path.join(pdfjsDir, 'cmaps') + path.sep,
  cMapPacked: true,
  wasmUrl: path.join(pdfjsDir, 'wasm') + path.sep,
  isEvalSupported: false,
  disableFontFace: true,
  useSystemFonts: false,
  // A second guard behind the inspection's image check: pdfjs leaves out a larger image instead of decoding it.
  maxImageSize: MAX_IMAGE_PIXELS,
  verbosity: pdfjs.VerbosityLevel.ERRORS,
} as const;

/**
 * What pdfjs throws about a broken file. Its worker side forwards any other failure
 * (a FormatError in a content stream, "Bad encoding in flate stream", even a
 * TypeError on a malformed object) as UnknownErrorException; the others can reach
 * us unwrapped from its core.
 */
const CORRUPT_FILE_ERRORS = new Set([
  'InvalidPDFException',
  'MissingPDFException',
  'UnknownErrorException',
  'FormatError',
  'XRefEntryException',
  'XRefParseException',
  'ParserEOFException',
]);

/** Turns whatever pdfjs threw into a PdfError when it says something about the file; anything else comes back as it was. */
export function toPdfError(err: unknown): unknown {
  if (err instanceof PdfError) return err;
  const name = (err as { name?: string } | null)?.name ?? '';
  const message = (err as { message?: string } | null)?.message ?? String(err);
  if (name === 'PasswordException') return new PdfError('encrypted', 'The PDF is password protected', { cause: err });
  if (CORRUPT_FILE_ERRORS.has(name)) return new PdfError('corrupt', `The PDF cannot be read: ${message}`, { cause: err });
  return err;
}

/**
 * Opens a document. pdfjs takes ownership of (detaches) the buffer it is given,
 * so it gets a copy and the caller's bytes stay usable. The copy is a plain
 * Uint8Array: pdfjs refuses a Buffer, and a Buffer's slice() would be a view.
 */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const task = pdfjs.getDocument({ ...PDFJS_PARAMS, data: new Uint8Array(bytes) });
  try {
    return await task.promise;
  } catch (err) {
    await task.destroy().catch(() => undefined);
    throw toPdfError(err);
  }
}
