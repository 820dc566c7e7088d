// Messages between the Extractor (main thread) and a pipeline task in a pool
// thread. Each job gets its own MessageChannel: progress flows up, and OCR
// requests go up to the process-wide tesseract pool and their lines come back.
import type { ExtractOutput, ExtractProgress, PdfBudgets, PdfErrorCode, TextLine } from './types.js';
import type { OcrMode } from './pipeline.js';
import type { MessagePort } from 'node:worker_threads';

export interface PipelineTask {
  bytes: Uint8Array;
  maxPages?: number;
  budgets: PdfBudgets;
  ocr: OcrMode;
  /** How many pages the OCR pool reads at once (the task renders that far ahead). */
  ocrConcurrency: number;
  /** Pages an earlier attempt already OCR'd. */
  ocrDone?: Map<number, TextLine[]>;
  port: MessagePort;
}

/**
 * Errors do not survive structured cloning with their class (a PdfError arrives as
 * a plain Error without its code), so a failed task answers with data: a PdfError's
 * code, or any other error's name for the caller's logs.
 */
export type PipelineTaskResult =
  | { ok: true; output: ExtractOutput }
  | { ok: false; kind: 'pdf'; code: PdfErrorCode; message: string }
  | { ok: false; kind: 'error'; name: string; message: string };

export type TaskToMain =
  | { type: 'progress'; progress: ExtractProgress }
  | { type: 'ocr'; id: number; image: Uint8Array; dpi?: number }
  /** A page's OCR is done and kept by the task. */
  | { type: 'ocrPage'; page: number; lines: TextLine[] }
  /** The task's last message: every progress event before it has been delivered. */
  | { type: 'done' };

/** An OCR answer: the lines, or the error (with its code when it is a PdfError: a damaged page image). */
export type MainToTask = { type: 'ocr'; id: number; lines: TextLine[] } | { type: 'ocr'; id: number; error: string; code?: PdfErrorCode };
