// The shapes that flow through the extraction pipeline:
//   PDF bytes -> preflight -> TextDocument (text layer or OCR) -> structure -> fields.
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
