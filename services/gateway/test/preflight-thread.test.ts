// Preflight off the event loop: with the real preflight thread pool (createPreflighter,
// as main.ts wires it), requests sent while heavy uploads are being checked are
// answered before those uploads are. Only the order of answers is asserted, never a time.
// Two heavy files: a content bomb (400 MB of inflation, which zlib does outside the
// event loop in any case) and a 5,000-page file of 1 MB, whose check (walking every
// object, pdfjs opening it) is JavaScript that never yields: on the event loop it would
// hold every other request until it ends (swapping `preflighter.preflight` for the
// in-thread `preflight` below makes the second case fail).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContentBombPdf, buildManyPagePdf } from '@cp/testkit';
import { createPreflighter, type Preflighter } from '@cp/extraction';
import { makeHarness, uploadPdf, type Harness } from './harness.js';

let h: Harness;
let preflighter: Preflighter;
/** Resolves when the gateway hands the next upload to the preflighter. */
let checking: Promise<void>;
let started!: () => void;
const nextCheck = () => (checking = new Promise((resolve) => (started = resolve)));

beforeAll(async () => {
  preflighter = createPreflighter();
  h = await makeHarness({}, {
    preflight: (bytes, limits) => {
      started();
      return preflighter.preflight(bytes, limits);
    },
  });
});
afterAll(async () => {
  await h.close();
  await preflighter.close();
});

describe('heavy uploads are checked off the event loop', () => {
  const cases: Array<[string, () => Promise<Uint8Array>, number, RegExp]> = [
    ['a content bomb (400 MB inflated)', () => buildContentBombPdf(), 422, /pdf-too-complex$/],
    ['a 5,000-page file (over MAX_PAGES)', () => buildManyPagePdf(5000), 422, /too-many-pages$/],
  ];
  it.each(cases)('answers requests sent during the check of %s before the upload', async (_name, build, status, type) => {
    const pdf = await build();
    nextCheck();
    const answered: string[] = [];
    const upload = h.app.inject(uploadPdf(pdf, 'heavy.pdf')).then((res) => {
      answered.push('upload');
      return res;
    });
    await checking;
    // One after another, each sent once the one before was answered.
    for (const url of ['/healthz', '/readyz', '/healthz']) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      answered.push(url);
    }
    const res = await upload;
    expect(answered).toEqual(['/healthz', '/readyz', '/healthz', 'upload']);
    // The check did run to its end and refused the file.
    expect(res.statusCode).toBe(status);
    expect(res.json().type).toMatch(type);
  });
});
