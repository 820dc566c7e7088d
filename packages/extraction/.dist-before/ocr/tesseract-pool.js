// A pool of tesseract.js workers (each its own thread running the wasm engine),
// created once and reused across jobs. The English model is read from the
// @tesseract.js-data/eng package on disk: nothing is fetched, cached or written.
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import Tesseract from 'tesseract.js';
import { pngSize } from './png.js';
import { OCR_DPI } from './render.js';
import { tsvLines } from './tesseract-lines.js';
const require = createRequire(import.meta.url);
const engData = require('@tesseract.js-data/eng');
/** LSTM-only model (the one tesseract.js pairs with OEM 1); the package's other folder adds the legacy engine. */
export const ENG_LANG_PATH = path.join(path.dirname(engData.langPath), '4.0.0_best_int');
const OEM_LSTM_ONLY = 1;
/** Fully automatic page segmentation, no orientation detection: what the tesseract CLI does by default. */
const PSM_AUTO = '3';
export class TesseractPool {
    concurrency;
    scheduler = null;
    starting = null;
    constructor(size = defaultOcrWorkers()) {
        this.concurrency = Math.max(1, size);
    }
    start() {
        this.starting ??= (async () => {
            const scheduler = Tesseract.createScheduler();
            const workers = await Promise.all(Array.from({ length: this.concurrency }, () => Tesseract.createWorker('eng', OEM_LSTM_ONLY, {
                langPath: ENG_LANG_PATH,
                gzip: engData.gzip,
                cacheMethod: 'none',
                cachePath: ENG_LANG_PATH,
            })));
            for (const w of workers) {
                // No second pass on inverted lines: contracts are dark on light, and the retry costs ~10% CPU.
                // debug_file: tesseract's own chatter ("Detected 39 diacritics") would go to our stdout.
                await w.setParameters({
                    tessedit_pageseg_mode: PSM_AUTO,
                    user_defined_dpi: String(OCR_DPI),
                    tessedit_do_invert: '0',
                    debug_file: '/dev/null',
                });
                scheduler.addWorker(w);
            }
            this.scheduler = scheduler;
            return scheduler;
        })();
        return this.starting;
    }
    /** @param dpi resolution the image was rendered at */
    async recognize(image, dpi = OCR_DPI) {
        const scheduler = this.scheduler ?? (await this.start());
        const { width, height } = pngSize(image);
        const result = await scheduler.addJob('recognize', Buffer.from(image.buffer, image.byteOffset, image.byteLength), {}, { tsv: true, text: false });
        return tsvLines(result.data.tsv ?? '', width, height, dpi);
    }
    async close() {
        const starting = this.starting;
        this.starting = null;
        this.scheduler = null;
        if (starting)
            await (await starting).terminate();
    }
}
export function defaultOcrWorkers() {
    const fromEnv = Number(process.env.OCR_WORKERS);
    if (Number.isInteger(fromEnv) && fromEnv > 0)
        return fromEnv;
    return Math.max(1, Math.min(4, os.availableParallelism() - 1 || 1));
}
let shared = null;
/** The process-wide pool, created on first use. */
export function sharedOcrPool() {
    shared ??= new TesseractPool();
    return shared;
}
export async function closeSharedOcrPool() {
    const pool = shared;
    shared = null;
    await pool?.close();
}
//# sourceMappingURL=tesseract-pool.js.map