// The extraction pipeline in the calling thread: preflight -> text layer ->
// OCR of thin pages -> field rules. The worker-thread Extractor runs this same
// function inside its pool.
import { extractFields } from './fields/index.js';
import { ocrPages, type OcrEngine } from './ocr/ocr-pages.js';
import { finishTextDocument, readPageText } from './pdf/text-layer.js';
import { withCheckedPdf } from './preflight.js';
import type { OcrMode, Warning } from '@cp/schema';
import type { ActiveContentKind, DocumentFacts, ExtractionResult, ExtractOptions, PageText, TextDocument, TextLine } from './types.js';

export const DEFAULT_MAX_PAGES = 500;

export type { OcrMode };

export interface PipelineOptions extends ExtractOptions {
  /** 'auto' OCRs pages whose text layer is missing or thin; 'force' OCRs every page. Default 'auto'. */
  ocr?: OcrMode;
  /** The OCR engine to use; default the process-wide tesseract pool. */
  ocrEngine?: OcrEngine;
}

export interface PipelineOutput {
  document: DocumentFacts;
  text: TextDocument;
  result: ExtractionResult;
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason ?? new Error('aborted');
}

export interface PdfText {
  document: DocumentFacts;
  text: TextDocument;
  /** Active content the file carries (never run): the result warns of it. */
  activeContent: ActiveContentKind[];
}

/** Preflight, text layer and OCR: the text the field rules read. */
export async function pdfToText(bytes: Uint8Array, options: PipelineOptions = {}): Promise<PdfText> {
  const mode = options.ocr ?? 'auto';
  const limits = {
    maxPages: options.maxPages ?? DEFAULT_MAX_PAGES,
    maxImagePixels: options.maxImagePixels,
    maxStreamBytes: options.maxStreamBytes,
    maxInflatedBytes: options.maxInflatedBytes,
  };
  const { facts, pages, thin } = await withCheckedPdf(bytes, limits, async (doc, facts) => {
    const pages: PageText[] = [];
    const thin: number[] = [];
    for (let n = 1; n <= facts.pages; n++) {
      throwIfAborted(options.signal);
      const reading = await readPageText(doc, n);
      pages.push({ page: n, source: 'text', lines: reading.lines });
      if (mode === 'force' || (mode === 'auto' && reading.thin)) thin.push(n);
      options.onProgress?.({ stage: 'text', done: n, total: facts.pages });
    }
    return { facts, pages, thin };
  });
  // Pages an earlier attempt read are taken as they are; only the others are drawn and read.
  const earlier = options.ocrDone ?? new Map<number, TextLine[]>();
  const toRead = thin.filter((n) => !earlier.has(n));
  for (const n of thin) if (earlier.has(n)) pages[n - 1] = { page: n, source: 'ocr', lines: earlier.get(n)! };
  // OCR after the text-layer document is closed: its copy of the file (and what pdfjs
  // decoded) would otherwise stay in memory through minutes of OCR on a long scan.
  if (toRead.length > 0) {
    const read = await ocrPages(bytes, toRead, {
      engine: options.ocrEngine,
      signal: options.signal,
      onPage: (done, page, lines) => {
        options.onOcrPage?.(page, lines);
        options.onProgress?.({ stage: 'ocr', done, total: toRead.length });
      },
    });
    for (const [n, lines] of read) pages[n - 1] = { page: n, source: 'ocr', lines };
  }
  return {
    document: { pages: facts.pages, ocrPages: thin.length, sha256: facts.sha256 },
    text: finishTextDocument(pages),
    activeContent: facts.activeContent,
  };
}

const ACTIVE_CONTENT_WORDS: Record<ActiveContentKind, string> = {
  javascript: 'JavaScript',
  launch: 'an action that starts a program',
  embedded_file: 'embedded files',
};

/** Tells the reviewer what the file would do in another reader; the service itself never runs any of it. */
export function activeContentWarning(kinds: ActiveContentKind[]): Warning {
  const words = kinds.map((k) => ACTIVE_CONTENT_WORDS[k]);
  const list = words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}` : words[0];
  return {
    code: 'pdf_active_content',
    message: `The PDF carries ${list}; it was not run. Open the original only in a reader you trust, or ask the sender for a copy without it.`,
    paths: [],
  };
}

/** The whole pipeline in this thread (CLI, tests). Throws PdfError for unreadable uploads. */
export async function extractPdf(bytes: Uint8Array, options: PipelineOptions = {}): Promise<PipelineOutput> {
  const { document, text, activeContent } = await pdfToText(bytes, options);
  throwIfAborted(options.signal);
  options.onProgress?.({ stage: 'fields', done: 0, total: 1 });
  const result = extractFields(text);
  if (activeContent.length > 0) result.warnings.push(activeContentWarning(activeContent));
  options.onProgress?.({ stage: 'fields', done: 1, total: 1 });
  return { document, text, result };
}

/** Debug helper for writing field rules: exactly the text the rules will see. */
export async function pdfToTextDocument(bytes: Uint8Array, options: PipelineOptions = {}): Promise<TextDocument> {
  return (await pdfToText(bytes, options)).text;
}

/** The TextDocument as plain text, one line per line and a form feed between pages. */
export function textDocumentToString(doc: TextDocument): string {
  return doc.pages.map((p) => p.lines.map((l) => l.text).join('\n')).join('\n\f');
}
