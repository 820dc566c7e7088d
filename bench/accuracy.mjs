#!/usr/bin/env node
// Field accuracy of the extraction on a folder of labelled PDFs, and how useful the
// evidence confidence is for review (AUROC of confidence as a predictor of a correct value).
//
//   node bench/accuracy.mjs [--pdf DIR] [--gold DIR] [--out DIR] [--cache DIR] [--ocr auto|off|force]
//                           [--text pdftotext] [--fields values|flags|all] [--json] [--min X]
//
// Defaults: ../shared/corpus/dev/pdf and ../shared/corpus/dev/labels (relative to the repo root);
// pass --pdf ../shared/corpus/dev/scanned for the scanned copies. Scoring uses the shared
// ../shared/tools/score.mjs, imported at run time (never copied into the repo).
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const shared = resolve(repoRoot, '../shared');
const argv = process.argv.slice(2);
const arg = (k, d) => { const i = argv.indexOf(k); return i >= 0 ? argv[i + 1] : d; };

const pdfDir = resolve(repoRoot, arg('--pdf', join(shared, 'corpus/dev/pdf')));
const goldDir = resolve(repoRoot, arg('--gold', join(shared, 'corpus/dev/labels')));
const outDir = resolve(repoRoot, arg('--out', join(tmpdir(), `cp-accuracy-${basename(pdfDir)}`)));
const cacheDir = arg('--cache') ? resolve(repoRoot, arg('--cache')) : undefined;
const ocr = arg('--ocr', 'auto');
const textMode = arg('--text', 'pipeline');
const which = arg('--fields', 'all');

if (!existsSync(join(shared, 'tools/score.mjs'))) {
  console.error(`score.mjs not found under ${shared}/tools: the shared corpus is not available here.`);
  process.exit(2);
}
const { score, fieldCorrect } = await import(pathToFileURL(join(shared, 'tools/score.mjs')).href);
const extraction = await import(pathToFileURL(join(repoRoot, 'packages/extraction/dist/index.js')).href);
const { FIELDS } = await import(pathToFileURL(join(repoRoot, 'packages/schema/dist/index.js')).href);
const { extractFields, textDocumentFromPages } = extraction;

/** Page texts from poppler, when the pipeline is not wanted (fast rule iteration). */
function popplerDocument(file) {
  const pages = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8', maxBuffer: 64 << 20 }).split('\f');
  if (pages.length > 1 && pages[pages.length - 1].trim() === '') pages.pop();
  return textDocumentFromPages(pages);
}

async function textOf(file) {
  const name = basename(file, '.pdf');
  const cached = cacheDir && join(cacheDir, `${name}.text.json`);
  if (cached && existsSync(cached)) return JSON.parse(readFileSync(cached, 'utf8'));
  let doc;
  if (textMode === 'pdftotext') doc = popplerDocument(file);
  else if (extraction.pdfToTextDocument) doc = await extraction.pdfToTextDocument(new Uint8Array(readFileSync(file)), { ocr });
  else doc = popplerDocument(file);
  if (cached) { mkdirSync(cacheDir, { recursive: true }); writeFileSync(cached, JSON.stringify(doc)); }
  return doc;
}

/** Area under the ROC curve of `score` for separating label true from false (ties count half). */
export function auroc(pairs) {
  const pos = pairs.filter((p) => p.label).length, neg = pairs.length - pos;
  if (!pos || !neg) return NaN;
  const sorted = [...pairs].sort((a, b) => a.score - b.score);
  let rankSum = 0;
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j < sorted.length && sorted[j].score === sorted[i].score) j++;
    const avgRank = (i + j + 1) / 2;
    for (let k = i; k < j; k++) if (sorted[k].label) rankSum += avgRank;
    i = j;
  }
  return (rankSum - (pos * (pos + 1)) / 2) / (pos * neg);
}

const get = (o, p) => p.split('.').reduce((x, k) => (x == null ? undefined : x[k]), o);
const files = readdirSync(pdfDir).filter((f) => f.endsWith('.pdf')).sort();
mkdirSync(outDir, { recursive: true });
const started = Date.now();
const pairs = { values: [], flags: [] };
for (const [i, f] of files.entries()) {
  const t0 = Date.now();
  const doc = await textOf(join(pdfDir, f));
  const result = extractFields(doc);
  const name = basename(f, '.pdf');
  writeFileSync(join(outDir, `${name}.json`), JSON.stringify(result, null, 1));
  const goldFile = join(goldDir, `${name}.json`);
  if (existsSync(goldFile)) {
    const gold = JSON.parse(readFileSync(goldFile, 'utf8'));
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
const pct = (x) => (Number.isNaN(x) ? 'n/a' : (100 * x).toFixed(1) + '%');
const select = (path) => {
  const f = FIELDS.find((x) => x.path === path);
  return which === 'all' || (which === 'values' ? f.type !== 'boolean' : f.type === 'boolean');
};
const allPairs = [...pairs.values, ...pairs.flags];
const summary = {
  pdfDir, outDir, contracts: r.contracts, seconds: (Date.now() - started) / 1000,
  balancedAccuracy: r.balancedAccuracy, statedAccuracy: r.statedAccuracy, silentAccuracy: r.silentAccuracy,
  aurocAll: auroc(allPairs), aurocValues: auroc(pairs.values), aurocFlags: auroc(pairs.flags),
  evidenced: { values: pairs.values.length, flags: pairs.flags.length },
  perField: Object.fromEntries(Object.entries(r.perField).filter(([p]) => select(p)).map(([p, f]) => [p, { ok: f.ok, n: f.n, misses: f.misses }])),
};
if (argv.includes('--json')) console.log(JSON.stringify(summary, null, 1));
else {
  for (const [p, f] of Object.entries(summary.perField)) {
    if (f.ok === f.n && !argv.includes('--all-fields')) continue;
    console.log(`${p.padEnd(84)} ${f.ok}/${f.n}  ${f.misses.slice(0, argv.includes('--verbose') ? 20 : 2).join(' | ')}`);
  }
  console.log(`\ncontracts ${r.contracts}  stated ${pct(r.statedAccuracy)}  silent ${pct(r.silentAccuracy)}  by type ${Object.entries(r.byType).map(([k, v]) => `${k} ${pct(v)}`).join(', ')}`);
  console.log(`balanced accuracy ${pct(r.balancedAccuracy)}`);
  console.log(`AUROC of evidence confidence: all ${summary.aurocAll.toFixed(3)} (n=${allPairs.length}), values ${summary.aurocValues.toFixed(3)} (n=${pairs.values.length}), flags ${Number.isNaN(summary.aurocFlags) ? 'n/a' : summary.aurocFlags.toFixed(3)} (n=${pairs.flags.length})`);
}
const min = arg('--min');
if (min !== undefined && r.balancedAccuracy < Number(min)) process.exit(1);
if (argv.includes('--calibration')) {
  const rows = [...pairs.values].sort((a, b) => a.score - b.score);
  for (const p of rows) if (!p.label || p.score < 0.6) console.log(`${p.label ? 'ok ' : 'BAD'} ${p.score.toFixed(3)} ${p.path} ${p.name}`);
}
