export * from './types.js';
export * from './limits.js';
export * from './fields/context.js';
export * from './fields/index.js';
export * from './preflight.js';
export { inspectPdf, type PdfInspection } from './pdf/inspect.js';
export * from './pipeline.js';
export {
  TesseractPool,
  sharedOcrPool,
  closeSharedOcrPool,
  defaultOcrWorkers,
  MAX_DEFAULT_OCR_WORKERS,
  createTesseractReader,
  type OcrEngine,
  type OcrJobKey,
  type OcrReader,
  type RecyclePolicy,
  type TesseractPoolOptions,
} from './ocr/tesseract-pool.js';
export { chooseOcrModel, BUNDLED_MODEL, BUNDLED_LANG_PATH, SYSTEM_TESSDATA_DIRS, OcrModelError, type OcrModel, type OcrModelSetting, type ModelFiles } from './ocr/ocr-model.js';
export { ocrPages } from './ocr/ocr-pages.js';
export { renderPages, renderDpi, fitDpi, OCR_DPI, MIN_OCR_DPI, type PageImage, type RenderOptions } from './ocr/render.js';
export { pageScans, type PageScan } from './ocr/page-scans.js';
export { pngSize } from './ocr/png.js';
export { finishTextDocument, readPageText, isThin } from './pdf/text-layer.js';
export { openPdf } from './pdf/pdfjs.js';
export { createExtractor, type ExtractorOptions } from './extractor.js';
export { createPreflighter, type Preflighter, type PreflighterOptions } from './preflighter.js';
