import { type OcrEngine } from './ocr/ocr-pages.js';
import type { DocumentFacts, ExtractionResult, ExtractOptions, TextDocument } from './types.js';
export declare const DEFAULT_MAX_PAGES = 500;
export type OcrMode = 'auto' | 'off' | 'force';
export interface PipelineOptions extends ExtractOptions {
    /** 'auto' OCRs pages whose text layer is missing or thin; 'force' OCRs every page. Default 'auto'. */
    ocr?: OcrMode;
    /** The OCR engine to use; default the process-wide tesseract pool. */
    ocrEngine?: OcrEngine;
}
export interface PipelineOutput {
    document: DocumentFacts;
    text: TextDocument;
    result: ExtractionResult;
}
/** Preflight, text layer and OCR: the text the field rules read. */
export declare function pdfToText(bytes: Uint8Array, options?: PipelineOptions): Promise<{
    document: DocumentFacts;
    text: TextDocument;
}>;
/** The whole pipeline in this thread (CLI, tests). Throws PdfError for unreadable uploads. */
export declare function extractPdf(bytes: Uint8Array, options?: PipelineOptions): Promise<PipelineOutput>;
/** Debug helper for writing field rules: exactly the text the rules will see. */
export declare function pdfToTextDocument(bytes: Uint8Array, options?: PipelineOptions): Promise<TextDocument>;
/** The TextDocument as plain text, one line per line and a form feed between pages. */
export declare function textDocumentToString(doc: TextDocument): string;
//# sourceMappingURL=pipeline.d.ts.map