// The guards behind the inspection, where pages are drawn for OCR: a page is drawn
// at no more than MAX_RENDER_PIXELS (its resolution lowered, down to MIN_RENDER_DPI),
// a page too large even then fails as too_complex instead of failing in the canvas
// library on every retry, and tesseract is never handed a scan larger than that.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import {
  createExtractor,
  fitDpi,
  MAX_RENDER_PIXELS,
  MIN_RENDER_DPI,
  PdfError,
  pageScans,
  pngSize,
  renderPages,
  type Extractor,
  type PageImage,
} from '@cp/extraction';
import { buildContractPdf, makeScannedPdf } from '@cp/testkit';

const INCH = 72;

async function blankPage(widthInches: number, heightInches: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([widthInches * INCH, heightInches * INCH]);
  return doc.save();
}

async function drawn(pdf: Uint8Array): Promise<PageImage> {
  const out: PageImage[] = [];
  for await (const page of renderPages(pdf, [1])) out.push(page);
  return out[0];
}

/** The same JPEG claiming another size in its frame header: enough for everything that reads sizes and not pixels. */
function claimingSize(jpeg: Uint8Array, width: number, height: number): Uint8Array {
  const out = jpeg.slice();
  const view = new DataView(out.buffer);
  for (let at = 2; at + 9 < out.length; at += 2 + view.getUint16(at + 2)) {
    if (out[at + 1] === 0xc0 || out[at + 1] === 0xc2) {
      view.setUint16(at + 5, height);
      view.setUint16(at + 7, width);
      return out;
    }
  }
  throw new Error('no frame header');
}

/** A page of `widthInches` x `heightInches` that is nothing but one JPEG of `width` x `height` pixels. */
async function scanOfSize(jpeg: Uint8Array, widthInches: number, heightInches: number, width: number, height: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const image = await doc.embedJpg(claimingSize(jpeg, width, height));
  doc.addPage([widthInches * INCH, heightInches * INCH]).drawImage(image, { x: 0, y: 0, width: widthInches * INCH, height: heightInches * INCH });
  return doc.save();
}

let extractor: Extractor;
beforeAll(() => {
  extractor = createExtractor({ threads: 1, ocrWorkers: 1 });
});
afterAll(async () => {
  await extractor.close();
});

describe('the resolution a page is drawn at', () => {
  it('is the one asked for while the page fits, lowered to fit, and refused below the floor', () => {
    expect(fitDpi(300, 8.5 * INCH, 11 * INCH, 1)).toBe(300);
    // 36 x 48 inches: 300 dpi would be 156 megapixels.
    const poster = fitDpi(300, 36 * INCH, 48 * INCH, 1);
    expect(poster).toBe(152);
    expect(36 * poster * 48 * poster).toBeLessThanOrEqual(MAX_RENDER_PIXELS);
    expect(() => fitDpi(300, 100 * INCH, 100 * INCH, 4)).toThrow(
      new PdfError('too_complex', `Page 4 of the PDF is 100 x 100 inches: drawn for OCR at ${MIN_RENDER_DPI} dpi it would be 225 megapixels; the limit is 40 megapixels`),
    );
  });

  it('draws a large page within the pixel budget', async () => {
    const page = await drawn(await blankPage(40, 40));
    expect(page.dpi).toBe(158);
    const { width, height } = pngSize(page.image);
    expect(width * height).toBeLessThanOrEqual(MAX_RENDER_PIXELS);
    expect(width).toBe(40 * 158);
  }, 60_000);

  it('fails a page too large to draw as too_complex (not an error the job would retry), through the extractor', async () => {
    // 200 inches a side is the PDF specification's largest page: the inspection lets it through.
    const err = await extractor.extract(await blankPage(200, 200)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PdfError);
    expect((err as PdfError).code).toBe('too_complex');
    expect((err as PdfError).message).toMatch(/^Page 1 of the PDF is 200 x 200 inches/);
  }, 60_000);
});

describe('a scan handed to tesseract as it is', () => {
  it('is refused before it is drawn when its image is over the drawing budget', async () => {
    // 9000 x 6000: under the inspection's image budget, over what a page may be drawn at.
    const scan = await makeScannedPdf(await buildContractPdf('# AGREEMENT\nThe Employer employs the Physician.'), { dpi: 200 });
    const jpeg = (await pageScans(scan, [1])).get(1)!.jpeg!;
    const huge = await scanOfSize(jpeg, 30, 24, 9000, 6000);
    const err = await extractor.extract(huge).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PdfError);
    expect((err as PdfError).code).toBe('too_complex');
    expect((err as PdfError).message).toMatch(/^Page 1 of the PDF holds a 54 megapixels image/);
  }, 60_000);

  it('is no larger than a drawn page could be', async () => {
    const scan = await makeScannedPdf(await buildContractPdf('# AGREEMENT\nThe Employer employs the Physician.'), { dpi: 200 });
    const jpeg = (await pageScans(scan, [1])).get(1)!.jpeg!;
    // Both at a resolution tesseract reads as it is (200 and 250 dpi); the second is 45 megapixels.
    const fits = await scanOfSize(jpeg, 30, 24, 6000, 4800);
    const over = await scanOfSize(jpeg, 30, 24, 7500, 6000);
    expect((await pageScans(fits, [1])).get(1)).toMatchObject({ dpi: 200, jpeg: expect.any(Uint8Array) });
    expect((await pageScans(over, [1])).get(1)).toEqual({ dpi: 250, jpeg: null, pixels: 45_000_000 });
  });
});
