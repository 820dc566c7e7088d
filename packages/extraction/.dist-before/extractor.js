// The Extractor a server or queue worker keeps for its lifetime: a pool of
// worker threads (piscina, one per core by default) runs the pipeline so the
// calling thread stays responsive, and one tesseract pool serves OCR for all
// jobs.
import os from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { defaultOcrWorkers, TesseractPool } from './ocr/tesseract-pool.js';
import { PdfError } from './types.js';
export function createExtractor(options = {}) {
    const threads = Math.max(1, options.threads ?? os.availableParallelism());
    const ocr = new TesseractPool(options.ocrWorkers ?? defaultOcrWorkers());
    const pool = new Piscina({
        filename: new URL('./worker-pool-task.js', import.meta.url).href,
        minThreads: 1,
        maxThreads: threads,
        idleTimeout: 60_000,
    });
    const mode = options.ocr ?? 'auto';
    async function extract(bytes, opts = {}) {
        const { port1, port2 } = new MessageChannel();
        port1.on('message', (msg) => {
            if (msg.type === 'progress') {
                opts.onProgress?.(msg.progress);
                return;
            }
            ocr.recognize(msg.image).then((lines) => reply({ type: 'ocr', id: msg.id, lines }), (err) => reply({ type: 'ocr', id: msg.id, error: err instanceof Error ? err.message : String(err) }));
        });
        const reply = (msg) => {
            try {
                port1.postMessage(msg);
            }
            catch {
                // The task ended (aborted) before its OCR answer came back.
            }
        };
        try {
            const task = { bytes, maxPages: opts.maxPages, ocr: mode, ocrConcurrency: ocr.concurrency, port: port2 };
            const res = await pool.run(task, { transferList: [port2], signal: opts.signal ?? null });
            if (!res.ok)
                throw new PdfError(res.code, res.message);
            return res.output;
        }
        finally {
            port1.close();
        }
    }
    return {
        extract,
        async close() {
            await pool.destroy();
            await ocr.close();
        },
    };
}
//# sourceMappingURL=extractor.js.map