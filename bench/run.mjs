#!/usr/bin/env node
// Speed and memory figures of the extraction pipeline (run after `pnpm build`):
//   node bench/run.mjs [--runs N] [--ocr-pages N] [--corpus-ocr-pages N] [--scan-pages N] [--skip-ocr] [--skip-memory]
// (a) a 10-page text PDF parsed and extracted, median of N runs on one thread;
// (b) text-layer time against poppler's pdftotext on the same files (ratio);
// (c) OCR seconds per page (a dense fixture page, and real pages of the dev corpus's
//     scans when ../shared is there) and the ratio against the native tesseract
//     command on the same page images with the same settings, one thread each;
// (d) peak RSS for a 300-page PDF (and a few scanned pages, to show OCR memory is per page).
// Targets (issue 3): (a) < 300 ms; (b) <= 2x; (c) < 2 s/page/core and <= 1.5x; (d) bounded.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { extractPdf, openPdf, pdfToText, preflight, renderPages, TesseractPool, OCR_DPI } from '../packages/extraction/dist/index.js';
import { makeScannedPdf } from '../packages/testkit/dist/index.js';
import { contractPdf } from './fixtures.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
const argv = process.argv.slice(2);
const opt = (k, d) => (argv.includes(k) ? Number(argv[argv.indexOf(k) + 1]) : d);
const RUNS = opt('--runs', 20);
const OCR_PAGES = opt('--ocr-pages', 3);
const SCAN_PAGES = opt('--scan-pages', 6);
const CORPUS_OCR_PAGES = opt('--corpus-ocr-pages', 16);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'cp-bench-'));

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (v) => `${v.toFixed(1)} ms`;
const which = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' }).stdout.trim() || null;
const cpuMs = (u) => (u.user + u.system) / 1000;

/** Installs a Debian package for a missing tool when this process may (root with apt-get); the tool's path or null. */
function install(cmd, pkg) {
  if (process.getuid?.() !== 0 || !which('apt-get')) return null;
  console.log(`    ${cmd} not found: installing Debian's ${pkg} ...`);
  const res = spawnSync('sh', ['-c', `apt-get install -y -qq ${pkg} >/dev/null 2>&1 || (apt-get update -qq >/dev/null 2>&1 && apt-get install -y -qq ${pkg} >/dev/null 2>&1)`], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return res.status === 0 ? which(cmd) : null;
}

async function timeIt(fn, runs) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return times;
}

/** Wall and CPU time of a command; CPU from /usr/bin/time when present. */
function timeCommand(cmd, args, env = {}) {
  const gnuTime = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;
  const t0 = performance.now();
  const res = gnuTime
    ? spawnSync(gnuTime, ['-f', 'CPU %U %S', cmd, ...args], { encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 64 << 20 })
    : spawnSync(cmd, args, { encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 64 << 20 });
  const wall = performance.now() - t0;
  if (res.status !== 0) throw new Error(`${cmd} failed: ${res.stderr}`);
  const m = /CPU ([\d.]+) ([\d.]+)/.exec(res.stderr ?? '');
  return { wall, cpu: m ? (Number(m[1]) + Number(m[2])) * 1000 : null, stdout: res.stdout };
}

console.log(`# contract-parser extraction bench  (${new Date().toISOString()})`);
console.log(`node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
console.log('Figures are wall time unless marked CPU; on a shared machine CPU time is the steadier measure.\n');

// (a) ------------------------------------------------------------------------------------------
const ten = await contractPdf(10);
const tenFile = path.join(tmp, 'ten-page-contract.pdf');
writeFileSync(tenFile, ten);
{
  await timeIt(() => extractPdf(ten, { ocr: 'off' }), 3);
  const c0 = process.cpuUsage();
  const times = await timeIt(() => extractPdf(ten, { ocr: 'off' }), RUNS);
  const cpu = cpuMs(process.cpuUsage(c0)) / RUNS;
  const textOnly = await timeIt(() => pdfToText(ten, { ocr: 'off' }), RUNS);
  const med = median(times);
  const pre = await timeIt(() => preflight(ten, { maxPages: 500 }), RUNS);
  console.log(`(a) 10-page text PDF, parse + extract, ${RUNS} runs, one thread`);
  console.log(`    median ${ms(med)} (min ${ms(Math.min(...times))}, max ${ms(Math.max(...times))}), CPU ${ms(cpu)} per run; text layer alone median ${ms(median(textOnly))}`);
  console.log(`    preflight alone (what the gateway runs on every upload) median ${ms(median(pre))}`);
  console.log(`    target < 300 ms: ${med < 300 ? 'MET' : 'NOT MET'}\n`);
}

// (b) ------------------------------------------------------------------------------------------
/** What pdf.js alone costs: every page's getTextContent, as our text layer asks for it. */
async function pdfjsTextOnly(bytes) {
  const doc = await openPdf(bytes);
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      await page.getTextContent({ disableNormalization: true });
      page.cleanup();
    }
  } finally {
    await doc.destroy();
  }
}

{
  const corpus = path.resolve(repoRoot, '../shared/corpus/dev/pdf');
  const files = [tenFile, ...(existsSync(corpus) ? readdirSync(corpus).filter((f) => f.endsWith('.pdf')).map((f) => path.join(corpus, f)) : [])];
  const pdftotext = which('pdftotext') ?? install('pdftotext', 'poppler-utils');
  console.log(`(b) text layer vs poppler pdftotext, ${files.length} files (${files.length > 1 ? 'the 10-page fixture and the dev corpus' : 'the 10-page fixture; ../shared corpus absent'}), median of 5 runs each`);
  if (!pdftotext) console.log('    pdftotext not found and could not be installed (apt-get install poppler-utils): ratio skipped\n');
  else {
    let ours = 0;
    let oursCpu = 0;
    let theirs = 0;
    let theirsCpu = 0;
    let bareCpu = 0;
    for (const f of files) {
      const bytes = new Uint8Array(readFileSync(f));
      await pdfToText(bytes, { ocr: 'off' });
      const c0 = process.cpuUsage();
      ours += median(await timeIt(() => pdfToText(bytes, { ocr: 'off' }), 5));
      oursCpu += cpuMs(process.cpuUsage(c0)) / 5;
      const c1 = process.cpuUsage();
      for (let i = 0; i < 5; i++) await pdfjsTextOnly(bytes);
      bareCpu += cpuMs(process.cpuUsage(c1)) / 5;
      timeCommand(pdftotext, ['-layout', f, '-']);
      const runs = Array.from({ length: 5 }, () => timeCommand(pdftotext, ['-layout', f, '-']));
      theirs += median(runs.map((r) => r.wall));
      theirsCpu += runs[0].cpu === null ? Number.NaN : median(runs.map((r) => r.cpu));
    }
    const ratio = ours / theirs;
    const cpuRatio = oursCpu / theirsCpu;
    console.log(`    ours (preflight + text layer + reading order) ${ms(ours)} total wall, ${ms(oursCpu)} CPU`);
    console.log(`    pdftotext -layout ${ms(theirs)} total wall, ${Number.isNaN(theirsCpu) ? 'CPU n/a (no /usr/bin/time)' : `${ms(theirsCpu)} CPU`} (process start included)`);
    if (!Number.isNaN(cpuRatio)) console.log(`    CPU ratio ${cpuRatio.toFixed(2)}x; pdf.js getTextContent alone (no reading order, nothing of ours) ${ms(bareCpu)} CPU, ${(bareCpu / theirsCpu).toFixed(2)}x`);
    console.log(`    wall ratio ${ratio.toFixed(2)}x; target <= 2x: ${ratio <= 2 ? 'MET' : 'NOT MET'}\n`);
  }
}

// (c) ------------------------------------------------------------------------------------------
/** Page images of a PDF with the time each took to make (the scan's own JPEG, or drawn). */
async function pageImages(pdfBytes, pages, options = {}) {
  const out = [];
  let t0 = performance.now();
  let c0 = process.cpuUsage();
  for await (const { page, image, dpi, scanned } of renderPages(pdfBytes, pages, options)) {
    out.push({ page, image, dpi, scanned, ms: performance.now() - t0, cpu: cpuMs(process.cpuUsage(c0)) });
    t0 = performance.now();
    c0 = process.cpuUsage();
  }
  return out;
}

/** tesseract.js on each image, one worker: wall and CPU per page (the worker thread is in this process). */
async function recognizeAll(pool, images) {
  const runs = [];
  for (const { image, dpi } of images) {
    const c0 = process.cpuUsage();
    const w0 = performance.now();
    const lines = await pool.recognize(image, dpi);
    runs.push({ wall: performance.now() - w0, cpu: cpuMs(process.cpuUsage(c0)), words: lines.reduce((n, l) => n + l.text.split(/\s+/).length, 0) });
  }
  return runs;
}

if (!argv.includes('--skip-ocr')) {
  // One page more than is read: the fixture's last page is only partly filled.
  const scanned = await makeScannedPdf(await contractPdf(OCR_PAGES + 1));
  const pages = Array.from({ length: OCR_PAGES }, (_, i) => i + 1);
  const images = await pageImages(scanned, pages);
  const drawn = await pageImages(scanned, pages, { reuseScans: false });
  images.forEach((img, i) => {
    img.file = path.join(tmp, `page-${img.page}.jpg`);
    writeFileSync(img.file, img.image);
    drawn[i].file = path.join(tmp, `page-${img.page}-drawn.jpg`);
    writeFileSync(drawn[i].file, drawn[i].image);
  });
  const pool = new TesseractPool(1);
  await pool.recognize(images[0].image, images[0].dpi);
  const js = await recognizeAll(pool, images);
  const jsWall = median(js.map((r) => r.wall));
  const jsCpu = median(js.map((r) => r.cpu));
  const prep = median(images.map((i) => i.cpu));
  const perPage = (prep + jsCpu) / 1000;
  console.log(`(c) OCR, ${OCR_PAGES} full scanned page(s) of the fixture (11 pt text, ${Math.round(median(js.map((r) => r.words)))} words a page; 200 dpi JPEG scan), one tesseract.js worker`);
  console.log(`    page image: ${images.every((i) => i.scanned) ? `the scan's own JPEG, ${ms(prep)}/page` : `drawn, ${ms(prep)}/page`} (drawing it instead would cost ${ms(median(drawn.map((d) => d.cpu)))} CPU)`);
  console.log(`    tesseract.js recognize ${ms(jsWall)}/page wall, ${ms(jsCpu)}/page CPU`);
  console.log(`    OCR ${perPage.toFixed(2)} s CPU per page (page image + recognize); target < 2 s: ${perPage < 2 ? 'MET' : 'NOT MET'}`);

  const corpusScans = path.resolve(repoRoot, '../shared/corpus/dev/scanned');
  if (CORPUS_OCR_PAGES > 0 && existsSync(corpusScans)) {
    // Real contract pages (headings, short lines, signature blocks): every document's pages in turn.
    const docs = readdirSync(corpusScans).filter((f) => f.endsWith('.pdf')).sort().map((f) => new Uint8Array(readFileSync(path.join(corpusScans, f))));
    const picks = [];
    for (let n = 1; picks.length < CORPUS_OCR_PAGES && n < 100; n++) {
      for (const bytes of docs) if (picks.length < CORPUS_OCR_PAGES && (await preflight(bytes, { maxPages: 500 })).pages >= n) picks.push({ bytes, n });
    }
    const imgs = [];
    for (const { bytes, n } of picks) imgs.push(...(await pageImages(bytes, [n])));
    const runs = await recognizeAll(pool, imgs);
    const total = runs.map((r, i) => r.cpu + imgs[i].cpu);
    const perCorpusPage = median(total) / 1000;
    const mean = total.reduce((a, b) => a + b, 0) / total.length / 1000;
    console.log(`    dev corpus scans (../shared/corpus/dev/scanned), ${imgs.length} pages across ${docs.length} documents, ${Math.round(median(runs.map((r) => r.words)))} words per page (median):`);
    console.log(`    OCR ${perCorpusPage.toFixed(2)} s CPU per page median, ${mean.toFixed(2)} s mean, slowest ${(Math.max(...total) / 1000).toFixed(2)} s; target < 2 s: ${perCorpusPage < 2 ? 'MET' : 'NOT MET'}`);
  }
  await pool.close();

  const tesseract = which('tesseract') ?? install('tesseract', 'tesseract-ocr');
  if (!tesseract) console.log('    native tesseract not found and could not be installed (apt-get install tesseract-ocr): ratio skipped\n');
  else {
    // Same model as ours too: the package's LSTM model unpacked for the native engine.
    const require = createRequire(new URL('../packages/extraction/package.json', import.meta.url));
    const eng = require('@tesseract.js-data/eng');
    const tessdata = path.join(tmp, 'tessdata');
    mkdirSync(tessdata);
    writeFileSync(path.join(tessdata, 'eng.traineddata'), gunzipSync(readFileSync(path.join(path.dirname(eng.langPath), '4.0.0_best_int', 'eng.traineddata.gz'))));
    // The same settings as our workers: one thread, no second pass on inverted lines.
    const one = { OMP_THREAD_LIMIT: '1' };
    const run = (extra) => images.map(({ file, dpi }) => timeCommand(tesseract, [file, 'stdout', '--dpi', String(dpi), '-c', 'tessedit_do_invert=0', ...extra], one));
    run([]);
    const sys = run([]);
    const same = run(['--tessdata-dir', tessdata]);
    const report = (label, rs) => {
      const wall = median(rs.map((r) => r.wall));
      const cpu = rs[0].cpu === null ? null : median(rs.map((r) => r.cpu));
      const wallRatio = jsWall / wall;
      const cpuRatio = cpu ? jsCpu / cpu : null;
      console.log(`    native tesseract ${execFileSync(tesseract, ['--version'], { encoding: 'utf8' }).split('\n')[0].replace('tesseract ', '')} ${label}: ${ms(wall)}/page wall${cpu ? `, ${ms(cpu)} CPU` : ''}; ratio ${wallRatio.toFixed(2)}x wall${cpuRatio ? `, ${cpuRatio.toFixed(2)}x CPU` : ''}`);
      return cpuRatio ?? wallRatio;
    };
    const r1 = report('(its own eng model)', sys);
    const r2 = report('(same model as tesseract.js)', same);
    console.log(`    target <= 1.5x: ${r2 <= 1.5 ? 'MET' : 'NOT MET'} against the same model, ${r1 <= 1.5 ? 'MET' : 'NOT MET'} against the distribution's own (CPU)\n`);
  }
}

// (d) ------------------------------------------------------------------------------------------
if (!argv.includes('--skip-memory')) {
  const child = (file, ocr) => JSON.parse(execFileSync(process.execPath, [path.join(here, 'rss-child.mjs'), file, ocr], { encoding: 'utf8' }).trim().split('\n').pop());
  const big = path.join(tmp, 'three-hundred-pages.pdf');
  writeFileSync(big, await contractPdf(300));
  const tenRss = child(tenFile, 'off');
  const bigRss = child(big, 'off');
  console.log('(d) peak RSS (fresh process, in-thread pipeline, includes Node itself)');
  console.log(`    10-page text PDF: ${tenRss.peakRssMB} MB; 300-page text PDF: ${bigRss.peakRssMB} MB in ${(bigRss.ms / 1000).toFixed(1)} s`);
  if (!argv.includes('--skip-ocr') && SCAN_PAGES > 0) {
    const scanFile = (n) => {
      const f = path.join(tmp, `scanned-${n}.pdf`);
      return contractPdf(n).then(makeScannedPdf).then((b) => (writeFileSync(f, b), f));
    };
    const one = child(await scanFile(1), 'auto');
    const many = child(await scanFile(SCAN_PAGES), 'auto');
    console.log(`    scanned, OCR'd: 1 page ${one.peakRssMB} MB; ${SCAN_PAGES} pages ${many.peakRssMB} MB`);
    console.log('    (pages are rendered and read one at a time; the tesseract worker\'s wasm heap grows over the first pages, then stays)');
  }
  console.log('');
}

console.log(`load average at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
rmSync(tmp, { recursive: true, force: true });
