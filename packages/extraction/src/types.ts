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
  /** Cut out of a line the text layer read over both columns: its box is guessed, so its width tells nothing. */
  cut?: true;
}

export interface PageText {
  /** 1-based page number. */
  page: number;
  source: 'text' | 'ocr';
  lines: TextLine[];
}

export interface TextDocument {
  pages: PageText[];
  /** Where the second column starts (fraction of the page width) in a document set in two columns. */
  secondColumn?: number;
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

/** too_complex: over a budget (an image, a stream, a page or the job's memory; see limits.ts). */
export type PdfErrorCode = 'empty' | 'not_pdf' | 'corrupt' | 'encrypted' | 'too_many_pages' | 'too_complex';

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

/** Caps on what a file may ask a reader to decode; unset ones take the defaults in limits.ts. */
export interface PdfBudgets {
  /** Largest image, in pixels (width x height from its dictionary). */
  maxImagePixels?: number;
  /** Most bytes one stream may decode to through its filters (image codecs aside). */
  maxStreamBytes?: number;
  /** Most bytes all streams of the file may decode to together. */
  maxInflatedBytes?: number;
}

export interface PreflightLimits extends PdfBudgets {
  maxPages: number;
}

/** What a PDF carries that a reader could run or open; none of it is ever run here. */
export type ActiveContentKind = 'javascript' | 'launch' | 'embedded_file';

export interface PreflightResult {
  pages: number;
  sha256: string;
  bytes: number;
  /** Kinds of active content found, each once (empty for an ordinary contract). */
  activeContent: ActiveContentKind[];
}

export interface ExtractProgress {
  stage: 'text' | 'ocr' | 'fields';
  done: number;
  total: number;
}

export interface ExtractOptions extends PdfBudgets {
  maxPages?: number;
  onProgress?: (p: ExtractProgress) => void;
  /** Stops the job (a timeout, a shutdown): its pages still waiting for OCR are dropped. */
  signal?: AbortSignal;
  /** Pages an earlier attempt already OCR'd (1-based): used as they are, not drawn or read again. */
  ocrDone?: Map<number, TextLine[]>;
  /** Each page as its OCR finishes, before the result (in the calling thread): lets a caller keep them for a retry. */
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
