// temp measurement script (deleted after use)
import { readFileSync } from 'node:fs';
const dist = process.argv[2];
const { renderPages, TesseractPool } = await import(`./${dist}/index.js`);
const pool = new TesseractPool(1);
const files = process.argv.slice(3);
let render = 0, rec = 0, cpu = 0, n = 0;
for (const f of files) {
  const bytes = new Uint8Array(readFileSync(f));
  const pages = [1, 2, 3, 4];
  let t0 = performance.now(); let c0 = process.cpuUsage();
  for await (const { image, dpi } of renderPages(bytes, pages)) {
    const r = performance.now() - t0;
    const t1 = performance.now();
    await pool.recognize(image, dpi);
    const u = process.cpuUsage(c0);
    if (n > 0 || f !== files[0]) { render += r; rec += performance.now() - t1; cpu += (u.user + u.system) / 1000; }
    n++;
    t0 = performance.now(); c0 = process.cpuUsage();
  }
}
const k = n - 1;
console.log(`${dist}: ${k} pages (first skipped as warm-up): render ${(render / k).toFixed(0)} ms, recognize ${(rec / k).toFixed(0)} ms wall, total CPU ${(cpu / k).toFixed(0)} ms per page`);
await pool.close();
