// Renders chosen pages of a PDF to images for OCR with pdf-to-img, one page at a
// time, keeping memory flat on long scans: pdfjs keeps what it decoded for a
// page until the document is closed (so the document is reopened every few
// pages), and a 300 dpi canvas (~33 MB of native memory) lives until the garbage
// collector finds its small JS wrapper (so each one is emptied once its image
// has been encoded).
import { createRequire } from 'node:module';
// pdfjs.js first: it must load pdfjs before pdf-to-img does (see native-array-push.ts).
import { PDFJS_PARAMS } from '../pdf/pdfjs.js';
import { pdf } from 'pdf-to-img';
/** About 300 dpi: what tesseract is trained for. */
export const OCR_DPI = 300;
/** Each rendered page keeps its decoded images (tens of MB at 300 dpi) until the document closes. */
const REOPEN_EVERY = 4;
// The canvas package pdfjs itself uses on Node, resolved from pdfjs-dist.
const fromPdfjs = createRequire(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const napiCanvas = fromPdfjs('@napi-rs/canvas');
/** A pdfjs CanvasFactory that remembers its canvases so they can be emptied on demand. */
function canvasPool() {
    const live = [];
    class TrackingCanvasFactory {
        create(width, height) {
            const canvas = napiCanvas.createCanvas(Math.max(1, Math.floor(width)), Math.max(1, Math.floor(height)));
            const entry = { canvas, context: canvas.getContext('2d') };
            live.push(entry);
            return entry;
        }
        reset(entry, width, height) {
            if (!entry.canvas)
                throw new Error('Canvas is not specified');
            entry.canvas.width = width;
            entry.canvas.height = height;
        }
        destroy(entry) {
            if (entry.canvas)
                entry.canvas.width = entry.canvas.height = 0;
            entry.canvas = null;
            entry.context = null;
        }
    }
    return {
        CanvasFactory: TrackingCanvasFactory,
        release() {
            for (const entry of live.splice(0))
                if (entry.canvas)
                    entry.canvas.width = entry.canvas.height = 0;
        },
    };
}
export async function* renderPages(bytes, pageNumbers, dpi = OCR_DPI) {
    for (let i = 0; i < pageNumbers.length; i += REOPEN_EVERY) {
        const canvases = canvasPool();
        // JPEG: encoding a 300 dpi page as PNG costs about twice the CPU, for the same OCR text.
        const doc = await pdf(Buffer.from(bytes), {
            scale: dpi / 72,
            format: 'jpg',
            docInitParams: { ...PDFJS_PARAMS, CanvasFactory: canvases.CanvasFactory },
        });
        try {
            for (const page of pageNumbers.slice(i, i + REOPEN_EVERY)) {
                const image = await doc.getPage(page);
                canvases.release();
                yield { page, image };
            }
        }
        finally {
            canvases.release();
            await doc.destroy();
        }
    }
}
//# sourceMappingURL=render.js.map