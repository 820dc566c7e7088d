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
export type PipelineTaskResult = {
    ok: true;
    output: ExtractOutput;
} | {
    ok: false;
    code: PdfErrorCode;
    message: string;
};
export type TaskToMain = {
    type: 'progress';
    progress: ExtractProgress;
} | {
    type: 'ocr';
    id: number;
    image: Uint8Array;
};
export type MainToTask = {
    type: 'ocr';
    id: number;
    lines: TextLine[];
} | {
    type: 'ocr';
    id: number;
    error: string;
};
//# sourceMappingURL=worker-pool-messages.d.ts.map