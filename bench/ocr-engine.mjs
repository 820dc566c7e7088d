#!/usr/bin/env node
// OCR seconds per page: our pipeline (tesseract.js in a TesseractPool worker) against
// the native `tesseract` command on the same page images, with the same model and the
// same settings (LSTM only, psm 3, the page's dpi, no inverted-line pass, one thread,
// TSV out), for each model: fast (Debian's tessdata_fast) and best (the bundled
// best_int, unpacked for the native command; nothing is downloaded). Also what making
// the page image costs: the scan's own JPEG as it is, against drawing it with pdfjs.
// Our time per page is split, in the same run, into what is spent outside the
// tesseract.js worker (stamping the JPEG's dpi, turning the TSV into lines, the pool's
// queue), one call's fixed cost inside it (messaging and the engine's set-up, read on a
// blank 16 x 16 image) and the rest, the WebAssembly recogniser itself, which is set
// against native tesseract's own recognising (its time on the page less its start).
//   node bench/ocr-engine.mjs [--pages N]     (after `pnpm build`; target ratio <= 1.2x)
// Pages: the dev corpus's scans when ../shared is there (every document's pages in
// turn), else the testkit's scanned contract fixture.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { BUNDLED_MODEL, chooseOcrModel, createTesseractReader, preflight, renderPages, TesseractPool } from '../packages/extraction/dist/index.js';
import { makeScannedPdf } from '../packages/testkit/dist/index.js';
import { contractPdf } from './fixtures.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const opt = (k, d) => (argv.includes(k) ? Number(argv[argv.indexOf(k) + 1]) : d);
const PAGES = opt('--pages', 8);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'cp-ocr-engine-'));
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const cpuMs = (u) => (u.user + u.system) / 1000;
const sec = (v) => `${(v / 1000).toFixed(2)} s`;
const which = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' }).stdout.trim() || null;

console.log(`# OCR engine bench (${new Date().toISOString()}), ${os.availableParallelism()} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);

// Page images, each as OCR gets it, and what it cost to make.
async function pageImages(bytes, pages, options = {}) {
  const out = [];
  let c0 = process.cpuUsage();
  for await (const img of renderPages(bytes, pages, options)) {
    out.push({ ...img, cpu: cpuMs(process.cpuUsage(c0)) });
    c0 = process.cpuUsage();
  }
  return out;
}

const corpusScans = path.resolve(here, '../../shared/corpus/dev/scanned');
const picks = [];
if (existsSync(corpusScans)) {
  const docs = readdirSync(corpusScans).filter((f) => f.endsWith('.pdf')).sort().map((f) => new Uint8Array(readFileSync(path.join(corpusScans, f))));
  for (let n = 1; picks.length < PAGES && n < 100; n++) {
    for (const bytes of docs) if (picks.length < PAGES && (await preflight(bytes, { maxPages: 500 })).pages >= n) picks.push({ bytes, n });
  }
} else {
  const scan = await makeScannedPdf(await contractPdf(PAGES + 1));
  for (let n = 1; n <= PAGES; n++) picks.push({ bytes: scan, n });
}
const images = [];
const drawn = [];
for (const { bytes, n } of picks) {
  images.push(...(await pageImages(bytes, [n])));
  drawn.push(...(await pageImages(bytes, [n], { reuseScans: false })));
}
images.forEach((img, i) => writeFileSync((img.file = path.join(tmp, `page-${i}.jpg`)), img.image));
// A blank 16 x 16 grey image: what the native command costs before it reads a page (start, model load).
const blank = { file: path.join(tmp, 'blank.pgm'), dpi: 300 };
writeFileSync(blank.file, Buffer.concat([Buffer.from('P5\n16 16\n255\n'), Buffer.alloc(256, 255)]));
console.log(`${images.length} pages (${existsSync(corpusScans) ? 'dev corpus scans' : 'scanned fixture'}), ${[...new Set(images.map((i) => i.dpi))].join('/')} dpi`);
console.log(`page image: the scan's own JPEG ${sec(median(images.map((i) => i.cpu)))} CPU/page (${images.filter((i) => i.scanned).length} of ${images.length} taken as they are); drawn with pdfjs instead ${sec(median(drawn.map((d) => d.cpu)))} CPU/page\n`);

/**
 * Our pipeline: one TesseractPool worker, each page in turn (the worker thread's CPU is
 * this process's). The worker's readTsv is timed apart: the main thread only waits
 * during it, so its CPU is the tesseract.js worker's (messaging included) and the rest
 * of the page's is ours outside the recogniser.
 */
async function ours(model) {
  let inner;
  let inside = null;
  const createReader = async (m) => {
    inner = await createTesseractReader(m);
    return {
      async readTsv(image) {
        const c0 = process.cpuUsage();
        const tsv = await inner.readTsv(image);
        inside = cpuMs(process.cpuUsage(c0));
        return tsv;
      },
      terminate: () => inner.terminate(),
    };
  };
  const pool = new TesseractPool(1, {}, { model, createReader });
  try {
    await pool.recognize(images[0].image.slice(), images[0].dpi);
    const runs = [];
    for (const { image, dpi } of images) {
      const c0 = process.cpuUsage();
      const w0 = performance.now();
      await pool.recognize(image.slice(), dpi);
      const cpu = cpuMs(process.cpuUsage(c0));
      runs.push({ wall: performance.now() - w0, cpu, inside, outside: cpu - inside });
    }
    // One call's fixed cost inside the worker: a blank image there and back.
    const blankImage = readFileSync(blank.file);
    const calls = [];
    for (let i = 0; i < 5; i++) {
      const c0 = process.cpuUsage();
      await inner.readTsv(blankImage);
      calls.push(cpuMs(process.cpuUsage(c0)));
    }
    return { runs, callCpu: median(calls) };
  } finally {
    await pool.close();
  }
}

/** The native command on the same files with the same settings; CPU from /usr/bin/time when present. */
function native(tesseract, tessdata, pages = images) {
  const time = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;
  return pages.map(({ file, dpi }) => {
    const args = [file, 'stdout', '--tessdata-dir', tessdata, '--oem', '1', '--psm', '3', '--dpi', String(dpi), '-c', 'tessedit_do_invert=0', 'tsv'];
    const w0 = performance.now();
    const res = time ? spawnSync(time, ['-f', 'CPU %U %S', tesseract, ...args], { encoding: 'utf8', env: { ...process.env, OMP_THREAD_LIMIT: '1' } }) : spawnSync(tesseract, args, { encoding: 'utf8', env: { ...process.env, OMP_THREAD_LIMIT: '1' } });
    const wall = performance.now() - w0;
    if (res.status !== 0) throw new Error(`tesseract failed: ${res.stderr}`);
    const m = /CPU ([\d.]+) ([\d.]+)/.exec(res.stderr ?? '');
    return { wall, cpu: m ? (Number(m[1]) + Number(m[2])) * 1000 : null };
  });
}

const tesseract = which('tesseract');
const version = tesseract ? execFileSync(tesseract, ['--version'], { encoding: 'utf8' }).split('\n')[0] : null;
const models = [];
try {
  models.push({ name: 'fast', model: chooseOcrModel('fast'), tessdata: chooseOcrModel('fast').langPath });
} catch (err) {
  console.log(`fast model: not installed (${err.message}); only best is measured`);
}
{
  // The bundled best_int, unpacked for the native command: the very same weights as ours.
  const dir = path.join(tmp, 'best');
  mkdirSync(dir);
  const gz = path.join(BUNDLED_MODEL.langPath, 'eng.traineddata.gz');
  if (existsSync(gz)) {
    writeFileSync(path.join(dir, 'eng.traineddata'), gunzipSync(readFileSync(gz)));
    models.push({ name: 'best', model: BUNDLED_MODEL, tessdata: dir });
  } else console.log('best model: the bundled file is not where expected; native best not compared');
}

for (const { name, model, tessdata } of models) {
  const { runs: js, callCpu } = await ours(model);
  const jsWall = median(js.map((r) => r.wall));
  const jsCpu = median(js.map((r) => r.cpu));
  const outside = median(js.map((r) => r.outside));
  const recogniser = median(js.map((r) => r.inside)) - callCpu;
  console.log(`${name} model (${model.langPath})`);
  console.log(`  ours (tesseract.js ${JSON.parse(readFileSync(path.join(here, '../packages/extraction/node_modules/tesseract.js/package.json'), 'utf8')).version}): ${sec(jsWall)}/page wall, ${sec(jsCpu)}/page CPU (median)`);
  const ms = (v) => `${v.toFixed(1)} ms`;
  console.log(
    `  where ours goes (CPU/page, median): outside the recogniser ${ms(outside)} (stamp, TSV to lines, pool), one call's fixed cost in the worker ${ms(callCpu)} (messaging, set-up: a blank image), the WebAssembly recogniser ${sec(recogniser)} = ${((recogniser / jsCpu) * 100).toFixed(1)}% of the page`,
  );
  if (!tesseract) {
    console.log('  native tesseract not installed (apt-get install tesseract-ocr): no ratio\n');
    continue;
  }
  native(tesseract, tessdata, images.slice(0, 1));
  const nat = native(tesseract, tessdata);
  const natWall = median(nat.map((r) => r.wall));
  const natCpu = nat[0].cpu === null ? null : median(nat.map((r) => r.cpu));
  const ratio = natCpu ? jsCpu / natCpu : jsWall / natWall;
  const start = native(tesseract, tessdata, [blank, blank, blank]);
  const startCpu = start[0].cpu === null ? null : median(start.map((r) => r.cpu));
  console.log(`  native ${version}: ${sec(natWall)}/page wall${natCpu ? `, ${sec(natCpu)}/page CPU` : ''} (process start and model load included: ${sec(median(start.map((r) => r.wall)))} wall${startCpu !== null ? `, ${sec(startCpu)} CPU` : ''} on a blank image)`);
  console.log(`  ratio ours/native: ${(jsWall / natWall).toFixed(2)}x wall${natCpu ? `, ${(jsCpu / natCpu).toFixed(2)}x CPU, ${(jsCpu / (natCpu - startCpu)).toFixed(2)}x CPU without the native start` : ''}; target <= 1.2x: ${ratio <= 1.2 ? 'MET' : 'NOT MET'} (CPU, start included)`);
  if (natCpu && startCpu !== null) console.log(`  recogniser alone: WebAssembly ${sec(recogniser)} vs native ${sec(natCpu - startCpu)} (its page less its start): ${(recogniser / (natCpu - startCpu)).toFixed(2)}x`);
  console.log('');
}
console.log(`load average at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
rmSync(tmp, { recursive: true, force: true });
