import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
export type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
export { pdfjs };
/** getDocument parameters shared by the text layer and the renderer (pdf-to-img). */
export declare const PDFJS_PARAMS: {
    readonly standardFontDataUrl: string;
    readonly cMapUrl: string;
    readonly cMapPacked: true;
    readonly wasmUrl: string;
    readonly isEvalSupported: false;
    readonly disableFontFace: true;
    readonly useSystemFonts: false;
    readonly verbosity: number;
};
/** Turns whatever pdfjs threw into a PdfError when it says something about the file. */
export declare function toPdfError(err: unknown): unknown;
/**
 * Opens a document. pdfjs takes ownership of (detaches) the buffer it is given,
 * so it gets a copy and the caller's bytes stay usable.
 */
export declare function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy>;
//# sourceMappingURL=pdfjs.d.ts.map