// The shapes that flow through the extraction pipeline:
//   PDF bytes -> preflight -> TextDocument (text layer or OCR) -> structure -> fields.
import type { Box, Evidence, Hint, ParsedData, Warning } from '@cp/schema';

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
  /** For silent fields, the clauses that speak about the field's topic (signal `possibly_missed`), a few per field. */
  hints?: Hint[];
}

export interface DocumentFacts {
  pages: number;
  ocrPages: number;
  sha256: string;
}

export type PdfErrorCode = 'empty' | 'not_pdf' | 'corrupt' | 'encrypted' | 'too_many_pages';

/** A PDF that can never be parsed as uploaded: callers answer 4xx / fail the job without retry. */
export class PdfError extends Error {
  constructor(
    readonly code: PdfErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PdfError';
  }
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
  /** Pages an earlier, interrupted run already OCR'd: used as they are, not read again. */
  ocrDone?: Map<number, TextLine[]>;
  /** Called as each page's OCR finishes, so a caller can keep it for a later run. */
  onOcrPage?: (page: number, lines: TextLine[]) => void;
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
