// Messages between the Extractor (main thread) and a pipeline task in a pool
// thread. Each job gets its own MessageChannel: progress flows up, and OCR
// requests go up to the process-wide tesseract pool and their lines come back.
import type { ExtractOutput, ExtractProgress, PdfErrorCode, TextLine } from './types.js';
import type { OcrMode } from './pipeline.js';
import type { MessagePort } from 'node:worker_threads';

export interface PipelineTask {
  bytes: Uint8Array;
  maxPages?: number;
  ocr: OcrMode;
  /** How many pages the OCR pool reads at once (the task renders that far ahead). */
  ocrConcurrency: number;
  port: MessagePort;
}

/** PdfError does not survive structured cloning with its code, so it travels as data. */
export type PipelineTaskResult = { ok: true; output: ExtractOutput } | { ok: false; code: PdfErrorCode; message: string };

export type TaskToMain =
  | { type: 'progress'; progress: ExtractProgress }
  | { type: 'ocr'; id: number; image: Uint8Array; dpi?: number }
  /** The task's last message: every progress event before it has been delivered. */
  | { type: 'done' };

export type MainToTask = { type: 'ocr'; id: number; lines: TextLine[] } | { type: 'ocr'; id: number; error: string };
