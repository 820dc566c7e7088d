// The text layer of a page as lines in reading order, and the document-level
// clean-up (running heads, words broken across lines) once all pages are read.
import type { PageText, TextDocument, TextLine } from '../types.js';
import { pageFragments } from './fragments.js';
import { joinHyphenated } from './hyphens.js';
import { pageLines } from './page-lines.js';
import { pdfjs, toPdfError, type PDFDocumentProxy, type PDFPageProxy } from './pdfjs.js';
import { readColumns } from './document-columns.js';
import { dropRunningHeads } from './running-heads.js';

/** A page with fewer readable characters than this is treated as scanned and OCR'd. */
export const THIN_PAGE_CHARS = 60;

export interface PageReading {
  lines: TextLine[];
  /** Page size in points. */
  width: number;
  height: number;
  /** The text layer is missing, too thin or garbled: the page needs OCR. */
  thin: boolean;
}

/** Throws PdfError when pdfjs cannot read the page (a damaged page tree, content stream or font). */
export async function readPageText(doc: PDFDocumentProxy, pageNumber: number): Promise<PageReading> {
  try {
    const page = await doc.getPage(pageNumber);
    try {
      const { width, height, fragments } = await pageFragments(page);
      const lines = pageLines(fragments, width, height);
      return { lines, width, height, thin: isThin(lines) && (await looksScanned(page, lines)) };
    } finally {
      // Fonts and operator lists of a read page are not needed again: keep memory flat on long files.
      page.cleanup();
    }
  } catch (err) {
    throw toPdfError(err);
  }
}

const IMAGE_OPS = new Set([pdfjs.OPS.paintImageXObject, pdfjs.OPS.paintInlineImageXObject, pdfjs.OPS.paintImageMaskXObject, pdfjs.OPS.paintImageXObjectRepeat]);

/**
 * A short page (a signature page, the end of a schedule) is not a scan. Only a
 * page without any text, or one that paints an image, is worth the cost of OCR.
 */
async function looksScanned(page: PDFPageProxy, lines: TextLine[]): Promise<boolean> {
  // No text at all: a scan or a blank page. Asking pdfjs would decode the page image for nothing.
  if (lines.length === 0) return true;
  const ops = await page.getOperatorList();
  if (ops.fnArray.some((fn) => IMAGE_OPS.has(fn))) return true;
  return false;
}

/** Missing or too thin, or mostly characters no contract is written in (a font without a Unicode map). */
export function isThin(lines: TextLine[]): boolean {
  const text = lines.map((l) => l.text).join('');
  const visible = text.replace(/\s+/g, '');
  if (visible.length < THIN_PAGE_CHARS) return true;
  const readable = visible.match(/[A-Za-z0-9.,;:()$%'"\u2018\u2019\u201c\u201d\u2013\u2014-]/g)?.length ?? 0;
  return readable / visible.length < 0.7;
}

/**
 * Document-wide clean-up that needs every page: running headers/footers, columns the page-level finder missed, and
 * hyphenated words (after the columns, so that a word broken at a column's edge is joined with its own next line).
 */
export function finishTextDocument(pages: PageText[]): TextDocument {
  const columns = readColumns(dropRunningHeads(pages));
  return { ...columns, pages: joinHyphenated(columns.pages) };
}
