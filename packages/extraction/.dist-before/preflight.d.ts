import { type PDFDocumentProxy } from './pdf/pdfjs.js';
import { type PreflightLimits, type PreflightResult } from './types.js';
export declare function sha256Hex(bytes: Uint8Array): string;
/** Cheap byte checks that need no parser. Throws PdfError. */
export declare function checkPdfBytes(bytes: Uint8Array): void;
/**
 * Opens the document, checks it is readable and within limits, and hands it to
 * `use` (the document is destroyed afterwards). Lets the text layer reuse the
 * parse preflight already paid for.
 */
export declare function withCheckedPdf<T>(bytes: Uint8Array, limits: PreflightLimits, use: (doc: PDFDocumentProxy, facts: PreflightResult) => Promise<T>): Promise<T>;
/** Checksum, page count and readability of an upload. Throws PdfError for files that can never be parsed. */
export declare function preflight(bytes: Uint8Array, limits: PreflightLimits): Promise<PreflightResult>;
//# sourceMappingURL=preflight.d.ts.map