import type { Box, Evidence, ParsedData, Warning } from '@cp/schema';
/** One line of text on a page, in reading order. */
export interface TextLine {
    text: string;
    /** Where the line sits, as fractions of the page (origin top left). */
    box?: Box;
    /** Mean OCR word confidence 0..1 (absent for the text layer). */
    ocrConfidence?: number;
}
export interface PageText {
    /** 1-based page number. */
    page: number;
    source: 'text' | 'ocr';
    lines: TextLine[];
}
export interface TextDocument {
    pages: PageText[];
}
/** A value read by an extractor, with where it came from. */
export interface FieldValue<T = unknown> {
    value: T;
    evidence: Evidence;
}
export interface ExtractionResult {
    parsedData: ParsedData;
    /** By dotted path, for every field whose value is not silent. */
    evidence: Record<string, Evidence>;
    warnings: Warning[];
}
export interface DocumentFacts {
    pages: number;
    ocrPages: number;
    sha256: string;
}
export type PdfErrorCode = 'empty' | 'not_pdf' | 'corrupt' | 'encrypted' | 'too_many_pages';
/** A PDF that can never be parsed as uploaded: callers answer 4xx / fail the job without retry. */
export declare class PdfError extends Error {
    readonly code: PdfErrorCode;
    constructor(code: PdfErrorCode, message: string, options?: {
        cause?: unknown;
    });
}
export interface PreflightLimits {
    maxPages: number;
}
export interface PreflightResult {
    pages: number;
    sha256: string;
    bytes: number;
}
export interface ExtractProgress {
    stage: 'text' | 'ocr' | 'fields';
    done: number;
    total: number;
}
export interface ExtractOptions {
    maxPages?: number;
    onProgress?: (p: ExtractProgress) => void;
    signal?: AbortSignal;
}
export interface ExtractOutput {
    document: DocumentFacts;
    result: ExtractionResult;
}
/** Runs the whole pipeline off the calling thread; created once, reused across jobs. */
export interface Extractor {
    extract(bytes: Uint8Array, options?: ExtractOptions): Promise<ExtractOutput>;
    close(): Promise<void>;
}
//# sourceMappingURL=types.d.ts.map