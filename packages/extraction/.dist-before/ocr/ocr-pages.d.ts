import type { TextLine } from '../types.js';
import { type OcrEngine } from './tesseract-pool.js';
export type { OcrEngine } from './tesseract-pool.js';
export interface OcrPagesOptions {
    engine?: OcrEngine;
    signal?: AbortSignal;
    onPage?: (done: number) => void;
}
export declare function ocrPages(bytes: Uint8Array, pageNumbers: number[], options?: OcrPagesOptions): Promise<Map<number, TextLine[]>>;
//# sourceMappingURL=ocr-pages.d.ts.map