// Preflight in its thread pool: the same answers as in the calling thread, PdfErrors
// keeping their code across the thread, and the calling thread free meanwhile.
import { afterAll, describe, expect, it } from 'vitest';
import { buildContractPdf, buildContentBombPdf, NOT_A_PDF, truncatePdf } from '@cp/testkit';
// The public entry point (the built package): the pool's thread runs built code.
import { createPreflighter, preflight, PdfError } from '@cp/extraction';

const preflighter = createPreflighter();
afterAll(() => preflighter.close());

describe('createPreflighter', () => {
  it('answers as preflight does, and leaves the caller its bytes', async () => {
    const pdf = await buildContractPdf('# Agreement\nBase salary of $300,000.\n\f# Page two\nMore.');
    const before = Buffer.from(pdf);
    expect(await preflighter.preflight(pdf, { maxPages: 10 })).toEqual(await preflight(pdf, { maxPages: 10 }));
    expect(Buffer.from(pdf).equals(before)).toBe(true);
  });

  it('fails with a PdfError of the right code', async () => {
    const pdf = await buildContractPdf('# Agreement\nText.');
    const cases: Array<[Uint8Array, string]> = [
      [NOT_A_PDF, 'not_pdf'],
      [truncatePdf(pdf, 0.5), 'corrupt'],
      [pdf, 'too_many_pages'],
    ];
    for (const [bytes, code] of cases) {
      const err = await preflighter.preflight(bytes, { maxPages: code === 'too_many_pages' ? 0 : 10 }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PdfError);
      expect((err as PdfError).code).toBe(code);
    }
  });

  it('keeps the calling thread free while a heavy file is checked', async () => {
    const bomb = await buildContentBombPdf(256 * 1024 * 1024);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const err = await preflighter.preflight(bomb, { maxPages: 10 }).catch((e: unknown) => e);
    clearInterval(timer);
    expect((err as PdfError).code).toBe('too_complex');
    // The event loop kept turning while the thread inflated the stream.
    expect(ticks).toBeGreaterThan(0);
  });
});
