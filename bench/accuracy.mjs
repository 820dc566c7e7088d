#!/usr/bin/env node
// Field accuracy of the extraction on a folder of labelled PDFs, and how useful the
// evidence confidence is for review (AUROC of confidence as a predictor of a correct value).
//
//   node bench/accuracy.mjs [--pdf DIR]... [--gold DIR] [--out DIR] [--cache DIR] [--ocr auto|off|force]
//                           [--text pdftotext] [--fields values|flags|all] [--json] [--min X]
//                           [--calibration] [--verbose] [--all-fields] [--ocr-model auto|fast|best|DIR] [--ocr-workers N]
//
// Defaults: ../shared/corpus/dev/pdf and ../shared/corpus/dev/scanned (each scored on its own),
// gold from ../shared/corpus/dev/labels (relative to the repo root). The scanned copies go
// through OCR and take minutes per document on a busy machine; --pdf picks one folder.
// --cache DIR keeps each document's text (JSON) so that rules can be re-run in seconds.
// Scoring uses the shared ../shared/tools/score.mjs, imported at run time (never copied).
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { auroc } from './auroc.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const shared = resolve(repoRoot, '../shared');
const argv = process.argv.slice(2);
const arg = (k, d) => { const i = argv.indexOf(k); return i >= 0 ? argv[i + 1] : d; };

const pdfDirs = argv.flatMap((a, i) => (a === '--pdf' ? [resolve(repoRoot, argv[i + 1])] : []));
if (!pdfDirs.length) pdfDirs.push(join(shared, 'corpus/dev/pdf'), join(shared, 'corpus/dev/scanned'));
const goldDir = resolve(repoRoot, arg('--gold', join(shared, 'corpus/dev/labels')));
const outRoot = arg('--out') ? resolve(repoRoot, arg('--out')) : undefined;
const cacheRoot = arg('--cache') ? resolve(repoRoot, arg('--cache')) : undefined;
const ocr = arg('--ocr', 'auto');
const textMode = arg('--text', 'pipeline');
const which = arg('--fields', 'all');
// The OCR model (as OCR_MODEL) and how many pages are read at once (pages of a document in parallel).
const ocrModelSetting = arg('--ocr-model', 'auto');
const ocrWorkers = Number(arg('--ocr-workers', '0')) || undefined;

if (!existsSync(join(shared, 'tools/score.mjs'))) {
  console.error(`score.mjs not found under ${shared}/tools: the shared corpus is not available here.`);
  process.exit(2);
}
const { score, fieldCorrect } = await import(pathToFileURL(join(shared, 'tools/score.mjs')).href);
const extraction = await import(pathToFileURL(join(repoRoot, 'packages/extraction/dist/index.js')).href);
const { FIELDS } = await import(pathToFileURL(join(repoRoot, 'packages/schema/dist/index.js')).href);
const { extractFields, textDocumentFromPages } = extraction;
const ocrModel = extraction.chooseOcrModel(ocrModelSetting, process.env.OCR_LANG_PATH);
const ocrEngine = new extraction.TesseractPool(ocrWorkers ?? extraction.defaultOcrWorkers(), {}, { model: ocrModel });
console.error(`OCR model: ${ocrModel.kind} (${ocrModel.langPath}), ${ocrEngine.concurrency} OCR worker(s)`);

/** Page texts from poppler, when the pipeline is not wanted (fast rule iteration). */
function popplerDocument(file) {
  const pages = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8', maxBuffer: 64 << 20 }).split('\f');
  if (pages.length > 1 && pages[pages.length - 1].trim() === '') pages.pop();
  return textDocumentFromPages(pages);
}

async function textOf(file, cacheDir) {
  const name = basename(file, '.pdf');
  const cached = cacheDir && join(cacheDir, `${name}.text.json`);
  if (cached && existsSync(cached)) return JSON.parse(readFileSync(cached, 'utf8'));
  let doc;
  if (textMode === 'pdftotext') doc = popplerDocument(file);
  else if (extraction.pdfToTextDocument) doc = await extraction.pdfToTextDocument(new Uint8Array(readFileSync(file)), { ocr, ocrEngine });
  else doc = popplerDocument(file);
  if (cached) { mkdirSync(cacheDir, { recursive: true }); writeFileSync(cached, JSON.stringify(doc)); }
  return doc;
}

const get = (o, p) => p.split('.').reduce((x, k) => (x == null ? undefined : x[k]), o);
const pct = (x) => (Number.isNaN(x) ? 'n/a' : (100 * x).toFixed(1) + '%');
const fmt = (x) => (Number.isNaN(x) ? 'n/a' : x.toFixed(3));
const select = (path) => {
  const f = FIELDS.find((x) => x.path === path);
  return which === 'all' || (which === 'values' ? f.type !== 'boolean' : f.type === 'boolean');
};

/** Extracts every PDF of a folder, scores it, and returns the summary. */
async function runFolder(pdfDir) {
  const single = pdfDirs.length === 1;
  // Without --out the predictions go to a folder of this run's own: two benches run at once (from two worktrees,
  // say) must not score each other's predictions.
  const outDir = outRoot && single ? outRoot : join(outRoot ?? tmpdir(), `cp-accuracy-${basename(pdfDir)}${outRoot ? '' : `-${process.pid}`}`);
  const cacheDir = cacheRoot && (single ? cacheRoot : join(cacheRoot, basename(pdfDir)));
  const files = readdirSync(pdfDir).filter((f) => f.endsWith('.pdf')).sort();
  mkdirSync(outDir, { recursive: true });
  const started = Date.now();
  const pairs = { values: [], flags: [] };
  // possibly_missed hints on fields left silent: how many silent-and-right fields get one (noise) and how many
  // missed fields (gold stated, nothing extracted) get one (what a reviewer is pointed to).
  const hinted = { right: [0, 0], missed: [0, 0] };
  let ocrPages = 0;
  for (const [i, f] of files.entries()) {
    const t0 = Date.now();
    const doc = await textOf(join(pdfDir, f), cacheDir);
    ocrPages += doc.pages.filter((p) => p.source === 'ocr').length;
    const result = extractFields(doc);
    const name = basename(f, '.pdf');
    writeFileSync(join(outDir, `${name}.json`), JSON.stringify(result, null, 1));
    const goldFile = join(goldDir, `${name}.json`);
    if (existsSync(goldFile)) {
      const gold = JSON.parse(readFileSync(goldFile, 'utf8'));
      const hintPaths = new Set((result.hints ?? []).map((h) => h.path));
      for (const { path, type } of FIELDS) {
        if (result.evidence[path]) continue;
        const g = get(gold, path);
        const b = (type === 'boolean' ? g !== true : g == null) ? hinted.right : hinted.missed;
        b[1]++;
        if (hintPaths.has(path)) b[0]++;
      }
      for (const { path, type } of FIELDS) {
        const ev = result.evidence[path];
        if (!ev) continue;
        const good = fieldCorrect(type, get(gold, path), get(result.parsedData, path));
        pairs[type === 'boolean' ? 'flags' : 'values'].push({ score: ev.confidence, label: good, path, name });
      }
    }
    process.stderr.write(`[${i + 1}/${files.length}] ${name} ${Date.now() - t0} ms\n`);
  }
  const r = score(goldDir, outDir);
  const allPairs = [...pairs.values, ...pairs.flags];
  return {
    pdfDir, outDir, contracts: r.contracts, seconds: (Date.now() - started) / 1000, ocrPages, ocrModel: ocrModel.kind,
    balancedAccuracy: r.balancedAccuracy, statedAccuracy: r.statedAccuracy, silentAccuracy: r.silentAccuracy, byType: r.byType,
    aurocAll: auroc(allPairs), aurocValues: auroc(pairs.values), aurocFlags: auroc(pairs.flags),
    evidenced: { values: pairs.values.length, flags: pairs.flags.length },
    hinted,
    perField: Object.fromEntries(Object.entries(r.perField).filter(([p]) => select(p)).map(([p, f]) => [p, { ok: f.ok, n: f.n, misses: f.misses }])),
    pairs,
  };
}

function print(s) {
  console.log(`\n== ${s.pdfDir} (${s.contracts} contracts, ${s.seconds.toFixed(0)} s; ${s.ocrPages} OCR pages with the ${s.ocrModel} model, ${ocrEngine.concurrency} worker(s)${s.ocrPages ? `: ${(s.seconds / s.ocrPages).toFixed(2)} s wall per page` : ''})`);
  for (const [p, f] of Object.entries(s.perField)) {
    if (f.ok === f.n && !argv.includes('--all-fields')) continue;
    console.log(`${p.padEnd(84)} ${f.ok}/${f.n}  ${f.misses.slice(0, argv.includes('--verbose') ? 20 : 2).join(' | ')}`);
  }
  console.log(`stated ${pct(s.statedAccuracy)}  silent ${pct(s.silentAccuracy)}  by type ${Object.entries(s.byType).map(([k, v]) => `${k} ${pct(v)}`).join(', ')}`);
  console.log(`balanced accuracy ${pct(s.balancedAccuracy)}`);
  const share = ([a, b]) => `${a}/${b} (${pct(b ? a / b : NaN)})`;
  console.log(`possibly_missed hints: silent and right fields hinted ${share(s.hinted.right)}, missed fields (gold stated, extracted silent) hinted ${share(s.hinted.missed)}`);
  console.log(`AUROC of evidence confidence: all ${fmt(s.aurocAll)} (n=${s.evidenced.values + s.evidenced.flags}), values ${fmt(s.aurocValues)} (n=${s.evidenced.values}), flags ${fmt(s.aurocFlags)} (n=${s.evidenced.flags})`);
  if (argv.includes('--calibration')) {
    for (const p of [...s.pairs.values, ...s.pairs.flags].sort((a, b) => a.score - b.score)) {
      if (!p.label || p.score < 0.6) console.log(`  ${p.label ? 'ok ' : 'BAD'} ${p.score.toFixed(3)} ${p.path} ${p.name}`);
    }
  }
}

const summaries = [];
for (const dir of pdfDirs) {
  const s = await runFolder(dir);
  summaries.push(s);
  if (!argv.includes('--json')) print(s);
}
if (summaries.length > 1 && !argv.includes('--json')) {
  const values = summaries.flatMap((s) => s.pairs.values), flags = summaries.flatMap((s) => s.pairs.flags);
  console.log(`\npooled over ${summaries.length} folders: AUROC all ${fmt(auroc([...values, ...flags]))}, values ${fmt(auroc(values))}, flags ${fmt(auroc(flags))}`);
}
if (argv.includes('--json')) console.log(JSON.stringify(summaries.map(({ pairs, ...rest }) => rest), null, 1));
await ocrEngine.close();
const min = arg('--min');
if (min !== undefined && summaries.some((s) => s.balancedAccuracy < Number(min))) process.exit(1);
