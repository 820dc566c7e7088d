#!/usr/bin/env node
// Pages of one document in parallel: the wall time of a 20-page scan through the
// Extractor (one pipeline thread, an OCR pool of N tesseract workers), for N = 1 up
// to the cores, the speed-up over N = 1 measured in the same run, and the efficiency
// (speed-up / N; target >= 0.85). Each pool's workers are started (model loaded)
// before it is timed: that start is paid once per process, not per document.
//   node bench/ocr-parallel.mjs [--pages 20] [--model auto|fast|best|DIR] [--max N]   (after `pnpm build`)
import os from 'node:os';
import { chooseOcrModel, createExtractor, renderPages, TesseractPool } from '../packages/extraction/dist/index.js';
import { makeScannedPdf } from '../packages/testkit/dist/index.js';
import { contractPdf } from './fixtures.mjs';

const argv = process.argv.slice(2);
const arg = (k, d) => (argv.includes(k) ? argv[argv.indexOf(k) + 1] : d);
const PAGES = Number(arg('--pages', '20'));
const MAX = Number(arg('--max', String(os.availableParallelism())));
const model = chooseOcrModel(arg('--model', 'auto'), process.env.OCR_LANG_PATH);

console.log(`# OCR pages in parallel (${new Date().toISOString()}), ${os.availableParallelism()} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
// One page more than is timed: the fixture's last page is only partly filled.
const full = await makeScannedPdf(await contractPdf(PAGES + 1));
console.log(`a ${PAGES + 1}-page scanned contract (200 dpi JPEG pages, ${PAGES} full), ${model.kind} model (${model.langPath}); pipeline threads: 1`);

const warmImage = await (async () => {
  for await (const p of renderPages(full, [1])) return p;
})();

const results = [];
for (let n = 1; n <= MAX; n++) {
  const pool = new TesseractPool(n, {}, { model });
  // Every worker started and its model loaded: n pages at once.
  await Promise.all(Array.from({ length: n }, () => pool.recognize(warmImage.image.slice(), warmImage.dpi)));
  const extractor = createExtractor({ threads: 1, ocrEngine: pool });
  try {
    const order = [];
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const out = await extractor.extract(full, { onOcrPage: (page) => order.push(page) });
    const seconds = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(c0);
    const cpuPerPage = (cpu.user + cpu.system) / 1e6 / out.document.ocrPages;
    results.push({ n, seconds, pages: out.document.ocrPages });
    const first = results[0].seconds;
    const speedUp = first / seconds;
    console.log(`  ${n} OCR thread(s): ${seconds.toFixed(1)} s (${(seconds / out.document.ocrPages).toFixed(2)} s per page wall, ${cpuPerPage.toFixed(2)} s CPU); speed-up ${speedUp.toFixed(2)}x, efficiency ${(speedUp / n).toFixed(2)}${n > 1 ? ` (target >= 0.85: ${speedUp / n >= 0.85 ? 'MET' : 'NOT MET'})` : ''}; pages finished in order ${order.join(',')}`);
  } finally {
    await extractor.close();
    await pool.close();
  }
}
console.log(`load average at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
