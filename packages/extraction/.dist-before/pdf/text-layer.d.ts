import type { PageText, TextDocument, TextLine } from '../types.js';
import { type PDFDocumentProxy } from './pdfjs.js';
/** A page with fewer readable characters than this is treated as scanned and OCR'd. */
export declare const THIN_PAGE_CHARS = 60;
export interface PageReading {
    lines: TextLine[];
    /** Page size in points. */
    width: number;
    height: number;
    /** The text layer is missing, too thin or garbled: the page needs OCR. */
    thin: boolean;
}
export declare function readPageText(doc: PDFDocumentProxy, pageNumber: number): Promise<PageReading>;
/** Missing or too thin, or mostly characters no contract is written in (a font without a Unicode map). */
export declare function isThin(lines: TextLine[]): boolean;
/** Document-wide clean-up that needs every page: running headers/footers, hyphenated words. */
export declare function finishTextDocument(pages: PageText[]): TextDocument;
//# sourceMappingURL=text-layer.d.ts.map