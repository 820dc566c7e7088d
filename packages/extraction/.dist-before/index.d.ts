export * from './types.js';
export * from './fields/context.js';
export * from './fields/index.js';
export * from './preflight.js';
export * from './pipeline.js';
export { TesseractPool, sharedOcrPool, closeSharedOcrPool, defaultOcrWorkers, type OcrEngine } from './ocr/tesseract-pool.js';
export { ocrPages } from './ocr/ocr-pages.js';
export { renderPages, OCR_DPI } from './ocr/render.js';
export { finishTextDocument, readPageText, isThin } from './pdf/text-layer.js';
export { createExtractor, type ExtractorOptions } from './extractor.js';
//# sourceMappingURL=index.d.ts.map