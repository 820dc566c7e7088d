import type { TextLine } from '../types.js';
/** LSTM-only model (the one tesseract.js pairs with OEM 1); the package's other folder adds the legacy engine. */
export declare const ENG_LANG_PATH: string;
/** Reads a page image (PNG or JPEG bytes) into lines with boxes and confidence. */
export interface OcrEngine {
    recognize(image: Uint8Array): Promise<TextLine[]>;
    /** How many pages it can read at once (render ahead by this much). */
    readonly concurrency: number;
}
export declare class TesseractPool implements OcrEngine {
    readonly concurrency: number;
    private scheduler;
    private starting;
    constructor(size?: number);
    private start;
    /** @param dpi resolution the image was rendered at */
    recognize(image: Uint8Array, dpi?: number): Promise<TextLine[]>;
    close(): Promise<void>;
}
export declare function defaultOcrWorkers(): number;
/** The process-wide pool, created on first use. */
export declare function sharedOcrPool(): TesseractPool;
export declare function closeSharedOcrPool(): Promise<void>;
//# sourceMappingURL=tesseract-pool.d.ts.map