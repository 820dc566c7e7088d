// Renders chosen pages of a PDF to images for OCR with pdf-to-img, one page at a
// time. pdfjs keeps what it decoded for a page until the document is closed, so
// the document is reopened every few pages to keep memory flat on long scans.
import { pdf } from 'pdf-to-img';
import { PDFJS_PARAMS } from '../pdf/pdfjs.js';

/** About 300 dpi: what tesseract is trained for. */
export const OCR_DPI = 300;
const REOPEN_EVERY = 16;

export async function* renderPages(bytes: Uint8Array, pageNumbers: number[], dpi = OCR_DPI): AsyncGenerator<{ page: number; image: Uint8Array }> {
  for (let i = 0; i < pageNumbers.length; i += REOPEN_EVERY) {
    const doc = await pdf(Buffer.from(bytes), { scale: dpi / 72, docInitParams: { ...PDFJS_PARAMS } });
    try {
      for (const page of pageNumbers.slice(i, i + REOPEN_EVERY)) {
        yield { page, image: await doc.getPage(page) };
      }
    } finally {
      await doc.destroy();
    }
  }
}
