import { renderPages } from './render.js';
import { sharedOcrPool } from './tesseract-pool.js';
export async function ocrPages(bytes, pageNumbers, options = {}) {
    const engine = options.engine ?? sharedOcrPool();
    const out = new Map();
    const inFlight = new Set();
    let done = 0;
    for await (const { page, image } of renderPages(bytes, pageNumbers)) {
        if (options.signal?.aborted)
            break;
        const job = engine.recognize(image).then((lines) => {
            out.set(page, lines);
            options.onPage?.(++done);
        });
        inFlight.add(job);
        job.finally(() => inFlight.delete(job)).catch(() => undefined);
        // Rendered pages waiting for the engine cost memory: keep at most one ahead of it.
        while (inFlight.size > engine.concurrency)
            await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
    if (options.signal?.aborted)
        throw options.signal.reason ?? new Error('aborted');
    return out;
}
//# sourceMappingURL=ocr-pages.js.map