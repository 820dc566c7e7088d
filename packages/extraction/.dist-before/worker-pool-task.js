import { extractPdf } from './pipeline.js';
import { PdfError } from './types.js';
function remoteOcr(port, concurrency) {
    let next = 0;
    const waiting = new Map();
    port.on('message', (msg) => {
        const w = waiting.get(msg.id);
        if (!w)
            return;
        waiting.delete(msg.id);
        if ('error' in msg)
            w.reject(new Error(msg.error));
        else
            w.resolve(msg.lines);
    });
    port.unref();
    return {
        concurrency,
        recognize(image) {
            const id = next++;
            return new Promise((resolve, reject) => {
                waiting.set(id, { resolve, reject });
                const msg = { type: 'ocr', id, image };
                port.postMessage(msg, [image.buffer]);
            });
        },
    };
}
export default async function runPipeline(task) {
    const post = (msg) => task.port.postMessage(msg);
    try {
        const { document, result } = await extractPdf(task.bytes, {
            maxPages: task.maxPages,
            ocr: task.ocr,
            ocrEngine: remoteOcr(task.port, task.ocrConcurrency),
            onProgress: (progress) => post({ type: 'progress', progress }),
        });
        return { ok: true, output: { document, result } };
    }
    catch (err) {
        if (err instanceof PdfError)
            return { ok: false, code: err.code, message: err.message };
        throw err;
    }
    finally {
        task.port.close();
    }
}
//# sourceMappingURL=worker-pool-task.js.map