// Makes an image-only copy of a PDF, the way a scanner would: every page
// rasterised and embedded as a picture, no text layer. OCR tests build their
// scanned fixtures with it from contract text they write themselves.
import { PDFDocument } from 'pdf-lib';
import { pdf } from 'pdf-to-img';

export interface ScannedPdfOptions {
  /** Raster resolution; default 200 dpi, like an office scanner. */
  dpi?: number;
  /** Page numbers (1-based) to turn into images; the others keep their text layer. Default: all. */
  pages?: number[];
}

export async function makeScannedPdf(bytes: Uint8Array, options: ScannedPdfOptions = {}): Promise<Uint8Array> {
  const dpi = options.dpi ?? 200;
  const source = await PDFDocument.load(bytes);
  const out = await PDFDocument.create();
  out.setCreator('contract-parser testkit (scanned)');
  const raster = await pdf(Buffer.from(bytes), { scale: dpi / 72, format: 'jpg' });
  try {
    for (let n = 1; n <= source.getPageCount(); n++) {
      if (options.pages && !options.pages.includes(n)) {
        const [copy] = await out.copyPages(source, [n - 1]);
        out.addPage(copy);
        continue;
      }
      const { width, height } = source.getPage(n - 1).getSize();
      const image = await out.embedJpg(await raster.getPage(n));
      out.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
    }
  } finally {
    await raster.destroy();
  }
  return out.save();
}
