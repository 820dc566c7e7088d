// The render resolution follows the scan: a scan is not upsampled past its own
// dpi, vector pages and fine scans are drawn at about 300 dpi.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIN_OCR_DPI, OCR_DPI, pageScans, pngSize, renderDpi, renderPages } from '@cp/extraction';
import { concatTransformationMatrix, degrees, drawObject, PDFDocument, popGraphicsState, pushGraphicsState, StandardFonts } from 'pdf-lib';
import { buildContractPdf, makeScannedPdf } from '@cp/testkit';

const qpdf = (() => {
  try {
    return execFileSync('sh', ['-c', 'command -v qpdf'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
})();

const TEXT = ['# PHYSICIAN EMPLOYMENT AGREEMENT', 'The Employer shall pay the Physician a Base Salary of $250,000 per year.'].join('\n');

function jfifDpi(jpeg: Uint8Array): number | null {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8 || jpeg[3] !== 0xe0 || jpeg[13] !== 1) return null;
  return (jpeg[14] << 8) | jpeg[15];
}

describe('OCR render resolution', () => {
  it('clamps the source resolution to [200, 300] and draws unknown sources at 300', () => {
    expect(renderDpi(null)).toBe(OCR_DPI);
    expect(renderDpi(96)).toBe(MIN_OCR_DPI);
    expect(renderDpi(202.4)).toBe(200);
    expect(renderDpi(240)).toBe(240);
    expect(renderDpi(600)).toBe(OCR_DPI);
  });

  it('reads the dpi of a scanned page image and finds none on a text page', async () => {
    const text = await buildContractPdf(`${TEXT}\f${TEXT}`);
    const scanned = await makeScannedPdf(text, { dpi: 150, pages: [1] });
    const scans = await pageScans(scanned, [1, 2]);
    expect(scans.get(1)?.dpi).toBeCloseTo(150, 0);
    expect(scans.get(2)?.dpi).toBeNull();
  });

  it('renders a 200 dpi scan at 200 dpi and records it in the JPEG for tesseract', async () => {
    const scanned = await makeScannedPdf(await buildContractPdf(TEXT), { dpi: 200 });
    const pages = [];
    for await (const p of renderPages(scanned, [1])) pages.push(p);
    expect(pages.map((p) => p.dpi)).toEqual([200]);
    expect(jfifDpi(pages[0].image)).toBe(200);
  });
});

describe('scanned pages handed to OCR as they are', () => {
  const drawn = async (pdf: Uint8Array, options = {}) => {
    const out = [];
    for await (const p of renderPages(pdf, [1], options)) out.push(p);
    return out[0];
  };

  it("passes a full-page upright JPEG scan on without drawing it", async () => {
    const scanned = await makeScannedPdf(await buildContractPdf(TEXT), { dpi: 200 });
    const page = await drawn(scanned);
    expect(page.scanned).toBe(true);
    expect(page.dpi).toBe(200);
    expect(jfifDpi(page.image)).toBe(200);
    // The embedded JPEG itself, 8.5 x 11 in at 200 dpi.
    const scan = (await pageScans(scanned, [1])).get(1);
    expect(scan?.jpeg?.length).toBe(page.image.length);
    expect(pngSize(page.image)).toEqual({ width: 1700, height: 2200 });
  });

  it('draws the page when asked to, or when the scan is too coarse to read as it is', async () => {
    const fine = await makeScannedPdf(await buildContractPdf(TEXT), { dpi: 200 });
    expect((await drawn(fine, { reuseScans: false })).scanned).toBe(false);
    const coarse = await makeScannedPdf(await buildContractPdf(TEXT), { dpi: 120 });
    const page = await drawn(coarse);
    expect(page.scanned).toBe(false);
    expect(page.dpi).toBe(MIN_OCR_DPI);
  });

  it.skipIf(!qpdf)('draws a scan whose file is encrypted, never failing on it (its streams are ciphertext) [needs qpdf]', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ocr-encrypted-'));
    writeFileSync(path.join(dir, 'in.pdf'), await makeScannedPdf(await buildContractPdf(TEXT), { dpi: 200 }));
    execFileSync(qpdf!, ['--encrypt', '', 'owner-secret', '256', '--', path.join(dir, 'in.pdf'), path.join(dir, 'out.pdf')]);
    const page = await drawn(new Uint8Array(readFileSync(path.join(dir, 'out.pdf'))));
    expect(page.scanned).toBe(false);
    expect([MIN_OCR_DPI, OCR_DPI]).toContain(page.dpi);
    expect(pngSize(page.image).width).toBeGreaterThan(1000);
  });

  it('draws a scan that carries anything else: typed text, a second image, a turn or a margin', async () => {
    const scanned = await makeScannedPdf(await buildContractPdf(TEXT), { dpi: 200 });
    const variants: Record<string, (doc: PDFDocument) => Promise<void>> = {
      'typed text on top': async (doc) => {
        doc.getPage(0).drawText('RECEIVED', { x: 400, y: 740, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
      },
      'a second image': async (doc) => {
        // The scan painted a second time, small, like a logo.
        const [name] = doc.getPage(0).node.normalizedEntries().XObject.entries()[0];
        doc.getPage(0).pushOperators(pushGraphicsState(), concatTransformationMatrix(100, 0, 0, 100, 10, 10), drawObject(name), popGraphicsState());
      },
      'a page turned a quarter': async (doc) => {
        doc.getPage(0).setRotation(degrees(90));
      },
      'a scan inside wide margins': async (doc) => {
        const page = doc.getPage(0);
        page.setMediaBox(-72, -72, 612 + 144, 792 + 144);
      },
    };
    for (const [name, change] of Object.entries(variants)) {
      const doc = await PDFDocument.load(scanned);
      await change(doc);
      const page = await drawn(await doc.save());
      expect(page.scanned, name).toBe(false);
    }
  });
});
