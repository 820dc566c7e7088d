// The render resolution follows the scan: a scan is not upsampled past its own
// dpi, vector pages and fine scans are drawn at about 300 dpi.
import { describe, expect, it } from 'vitest';
import { MIN_OCR_DPI, OCR_DPI, renderDpi, renderPages, sourceDpis } from '@cp/extraction';
import { buildContractPdf, makeScannedPdf } from '@cp/testkit';

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
    const dpis = await sourceDpis(scanned, [1, 2]);
    expect(dpis.get(1)).toBeCloseTo(150, 0);
    expect(dpis.get(2)).toBeNull();
  });

  it('renders a 200 dpi scan at 200 dpi and records it in the JPEG for tesseract', async () => {
    const scanned = await makeScannedPdf(await buildContractPdf(TEXT), { dpi: 200 });
    const pages = [];
    for await (const p of renderPages(scanned, [1])) pages.push(p);
    expect(pages.map((p) => p.dpi)).toEqual([200]);
    expect(jfifDpi(pages[0].image)).toBe(200);
  });
});
