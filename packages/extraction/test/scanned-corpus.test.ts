// Accuracy of the whole pipeline (OCR included) on the scanned copies of the dev
// corpus: image-only PDFs, grey, tilted and speckled. Runs where ../shared sits beside
// the repository; the floor is just below the measured figure so OCR accuracy never
// slips back unnoticed. Uses the production Extractor (thread pool + shared OCR
// workers) and model choice (OCR_MODEL=auto: the fast model where it is installed,
// as in CI and Docker), so it also exercises the path the worker service takes.
import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
// The pool loads its task from the built package, so the test uses the build too.
import { chooseOcrModel, createExtractor } from '@cp/extraction';

const repoRoot = resolve(import.meta.dirname, '../../..');
const shared = resolve(repoRoot, '../shared');
const corpus = resolve(shared, 'corpus/dev');
const present = existsSync(resolve(corpus, 'labels')) && existsSync(resolve(corpus, 'scanned')) && existsSync(resolve(shared, 'tools/score.mjs'));

const FLOOR = 0.99;

describe.skipIf(!present)('whole pipeline on the scanned dev corpus (skipped where ../shared is absent)', () => {
  it(`keeps balanced accuracy at or above ${FLOOR} on image-only scans`, async () => {
    const { score } = await import(pathToFileURL(resolve(shared, 'tools/score.mjs')).href);
    const out = mkdtempSync(join(tmpdir(), 'cp-scanned-corpus-'));
    const cores = availableParallelism();
    const ocrModel = chooseOcrModel('auto');
    const extractor = createExtractor({ threads: cores, ocrWorkers: cores, ocrModel });
    try {
      const files = readdirSync(resolve(corpus, 'scanned')).filter((f) => f.endsWith('.pdf'));
      let ocrPages = 0;
      await Promise.all(
        files.map(async (file) => {
          const bytes = new Uint8Array(readFileSync(resolve(corpus, 'scanned', file)));
          const { document, result } = await extractor.extract(bytes);
          ocrPages += document.ocrPages;
          writeFileSync(join(out, file.replace(/\.pdf$/, '.json')), JSON.stringify(result));
        }),
      );
      expect(ocrPages).toBeGreaterThan(files.length);
      const r = score(resolve(corpus, 'labels'), out);
      const misses = Object.entries(r.perField as Record<string, { misses: string[] }>).flatMap(([p, f]) => f.misses.map((m) => `${p} ${m}`));
      console.log(`scanned dev corpus, ${ocrModel.kind} OCR model: balanced accuracy ${r.balancedAccuracy.toFixed(4)} over ${files.length} contracts, ${ocrPages} OCR pages`);
      expect(r.balancedAccuracy, misses.join('\n')).toBeGreaterThanOrEqual(FLOOR);
    } finally {
      await extractor.close();
      rmSync(out, { recursive: true, force: true });
    }
  }, 45 * 60_000);
});
