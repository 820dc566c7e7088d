import type { OcrMode } from './pipeline.js';
import { type Extractor } from './types.js';
export interface ExtractorOptions {
    /** Pipeline threads; default one per core. */
    threads?: number;
    /** Tesseract workers shared by all jobs; default cores - 1 (at least 1, at most 4). */
    ocrWorkers?: number;
    /** Default 'auto': OCR only pages whose text layer is missing or thin. */
    ocr?: OcrMode;
}
export declare function createExtractor(options?: ExtractorOptions): Extractor;
//# sourceMappingURL=extractor.d.ts.map