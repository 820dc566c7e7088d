#!/usr/bin/env node
// How often each field's reading is right on real contracts the rules had not seen, and the
// confidence factor that follows from it (fields/field-reliability.ts). Errors are taken where
// they were honest: each batch of the real corpus read by the rules as they stood before any
// rule work on that batch (the commit given per split), never by rules fitted on it.
//
//   node bench/field-reliability.mjs [--pairs e1e4073:dev,b2d276f:dev2,d8dc39d:holdout2,bedfb02:holdout3,3cf92bb:holdout4,52bca05:holdout5,52bca05:holdout6,dcfc334:holdout7,dcfc334:holdout8,99a6d9b:holdout9,99a6d9b:holdout10,57ff0d0:holdout11,57ff0d0:holdout12,57ff0d0:holdout13,57ff0d0:holdout14,8dc9eda:holdout15,8dc9eda:holdout16] [--smooth 2] [--folds 4] [--write] [--dump FILE]
//
// Prints the AUROC of confidence as a predictor of a right value, before and after the factors,
// on contracts the factors were not fitted on (k-fold by contract), on the same "before" records
// and on the current rules' reading of the same contracts; --write stores the factors fitted on
// every record. Needs `pnpm build`, ../shared/tools/score.mjs and the texts read once by
// `node bench/real-corpus.mjs --split devs --ocr off` (corpus/real/cache/text).
// --dump FILE writes every reading (field, confidence, evidence quote, value, gold, right or not) as JSON, for
// trying other inputs to the calibration; the file holds contract text and belongs in a temp folder.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { auroc } from './auroc.mjs';
import { buildRulesVersion } from './support.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const shared = resolve(repoRoot, '../shared');
const argv = process.argv.slice(2);
const arg = (k, d) => { const i = argv.indexOf(k); return i >= 0 ? argv[i + 1] : d; };
if (!existsSync(join(shared, 'tools/score.mjs'))) {
  console.error(`score.mjs not found under ${shared}/tools: the shared scorer is needed to score fields.`);
  process.exit(2);
}
const { fieldCorrect } = await import(pathToFileURL(join(shared, 'tools/score.mjs')).href);
const { FIELDS } = await import(pathToFileURL(join(repoRoot, 'packages/schema/dist/index.js')).href);
const current = await import(pathToFileURL(join(repoRoot, 'packages/extraction/dist/index.js')).href);

const pairs = arg('--pairs', 'e1e4073:dev,b2d276f:dev2,d8dc39d:holdout2,bedfb02:holdout3,3cf92bb:holdout4,52bca05:holdout5,52bca05:holdout6,dcfc334:holdout7,dcfc334:holdout8,99a6d9b:holdout9,99a6d9b:holdout10,57ff0d0:holdout11,57ff0d0:holdout12,57ff0d0:holdout13,57ff0d0:holdout14,8dc9eda:holdout15,8dc9eda:holdout16').split(',').map((p) => p.split(':'));
const smooth = Number(arg('--smooth', 2));
const folds = Number(arg('--folds', 4));
const get = (o, p) => p.split('.').reduce((x, k) => (x == null ? undefined : x[k]), o);
const corpus = join(repoRoot, 'corpus/real');
const sources = JSON.parse(readFileSync(join(corpus, 'sources.json'), 'utf8'));

function recordsOf(result, gold, doc) {
  const out = [];
  for (const { path, type } of FIELDS) {
    const ev = result.evidence?.[path];
    if (!ev) continue;
    out.push({ doc, path, type, conf: ev.confidence, evText: ev.text, value: get(result.parsedData, path), gold: get(gold, path), filled: Object.keys(result.evidence).length, good: fieldCorrect(type, get(gold, path), get(result.parsedData, path)) });
  }
  return out;
}

const before = [];
const after = [];
for (const [commit, split] of pairs) {
  const full = execFileSync('git', ['rev-parse', commit], { cwd: repoRoot, encoding: 'utf8' }).trim();
  const old = await import(pathToFileURL(await buildRulesVersion(full, join(tmpdir(), 'cp-confidence'))).href);
  let n = 0;
  for (const s of sources.filter((x) => x.split === split)) {
    const text = join(corpus, 'cache/text', `${s.id}.text.json`);
    const label = join(corpus, 'labels', `${s.id}.json`);
    if (!existsSync(text) || !existsSync(label)) continue;
    const doc = JSON.parse(readFileSync(text, 'utf8'));
    const gold = JSON.parse(readFileSync(label, 'utf8'));
    // Versions that calibrate confidence themselves are asked for it before calibration (older ones ignore the option).
    before.push(...recordsOf(old.extractFields(doc, { reliability: false }), gold, s.id));
    after.push(...recordsOf(current.extractFields(doc, { reliability: false }), gold, s.id));
    n++;
  }
  console.log(`${split}: ${n} contracts read by the rules of ${commit}`);
}

/** Per field, the share right, pulled towards its kind's share (values, flags) by `smooth` records. */
function fitFactors(recs) {
  const kind = (t) => (t === 'boolean' ? 'flag' : 'value');
  const byKind = new Map();
  const byField = new Map();
  for (const r of recs) {
    for (const [m, k] of [[byKind, kind(r.type)], [byField, r.path]]) {
      const x = m.get(k) ?? [0, 0];
      x[0] += r.good ? 1 : 0;
      x[1] += 1;
      m.set(k, x);
    }
  }
  const out = {};
  for (const { path, type } of FIELDS) {
    const [kr, kn] = byKind.get(kind(type)) ?? [1, 1];
    const [fr, fn] = byField.get(path) ?? [0, 0];
    out[path] = Number(((fr + smooth * (kr / kn)) / (fn + smooth)).toFixed(3));
  }
  return out;
}

/**
 * Confidence as the chance of being right on an unseen real contract: a logistic regression of "right" on
 * ln(the rules' confidence) and ln(the field's record), fitted on the before-records (plain gradient descent).
 */
function fitCalibration(recs, factors) {
  const xs = recs.map((r) => [Math.log(Math.max(r.conf, 1e-3)), Math.log(Math.max(factors[r.path], 1e-3))]);
  let [a, b, c] = [1, 1, 0];
  for (let step = 0; step < 4000; step++) {
    let ga = 0, gb = 0, gc = 0;
    for (let i = 0; i < recs.length; i++) {
      const e = 1 / (1 + Math.exp(-(a * xs[i][0] + b * xs[i][1] + c))) - (recs[i].good ? 1 : 0);
      ga += e * xs[i][0]; gb += e * xs[i][1]; gc += e;
    }
    const n = recs.length;
    a -= 0.5 * ga / n; b -= 0.5 * gb / n; c -= 0.5 * gc / n;
    // Neither input may count against being right.
    a = Math.max(0, a); b = Math.max(0, b);
  }
  return { a: Number(a.toFixed(3)), b: Number(b.toFixed(3)), c: Number(c.toFixed(3)) };
}
const calibrated = (conf, factor, k) => 1 / (1 + Math.exp(-(k.a * Math.log(Math.max(conf, 1e-3)) + k.b * Math.log(Math.max(factor, 1e-3)) + k.c)));

const fmt = (x) => (Number.isNaN(x) ? '  n/a' : x.toFixed(3));
const docs = [...new Set(before.map((r) => r.doc))].sort();
const heldBefore = [];
const heldAfter = [];
for (let f = 0; f < folds; f++) {
  const test = new Set(docs.filter((_, i) => i % folds === f));
  const train = before.filter((r) => !test.has(r.doc));
  const factors = fitFactors(train);
  const k = fitCalibration(train, factors);
  for (const [from, to] of [[before, heldBefore], [after, heldAfter]]) {
    for (const r of from.filter((x) => test.has(x.doc))) to.push({ ...r, adjusted: calibrated(r.conf, factors[r.path], k) });
  }
}
const line = (label, recs) => {
  const a = (key, f = () => true) => fmt(auroc(recs.filter(f).map((r) => ({ score: r[key], label: r.good }))));
  const v = (r) => r.type !== 'boolean', fl = (r) => r.type === 'boolean';
  const right = recs.filter((r) => r.good).length / recs.length;
  const mean = recs.reduce((x, r) => x + r.adjusted, 0) / recs.length;
  console.log(`${label.padEnd(40)} n=${String(recs.length).padEnd(5)} wrong ${String(recs.filter((r) => !r.good).length).padEnd(4)} all ${a('conf')} -> ${a('adjusted')}  values ${a('conf', v)} -> ${a('adjusted', v)}  flags ${a('conf', fl)} -> ${a('adjusted', fl)}  (right ${fmt(right)}, mean confidence after ${fmt(mean)})`);
};
console.log(`\nAUROC, the rules' confidence -> calibrated with the field factors, fitted on the other contracts (${folds}-fold by contract):`);
line('rules before the work on each batch', heldBefore);
line('current rules on the same contracts', heldAfter);
// Transfer: fitted on all splits but the last, scored on the last (as a new batch would be).
if (pairs.length > 1) {
  const lastDocs = new Set(sources.filter((x) => x.split === pairs[pairs.length - 1][1]).map((x) => x.id));
  const train = before.filter((r) => !lastDocs.has(r.doc));
  const factors = fitFactors(train);
  const k = fitCalibration(train, factors);
  const adj = (recs) => recs.filter((r) => lastDocs.has(r.doc)).map((r) => ({ ...r, adjusted: calibrated(r.conf, factors[r.path], k) }));
  console.log(`\nfitted on ${pairs.slice(0, -1).map((p) => p[1]).join(', ')} only, scored on ${pairs[pairs.length - 1][1]}:`);
  line(`${pairs[pairs.length - 1][1]}, rules before the work on it`, adj(before));
}

if (arg('--dump')) writeFileSync(arg('--dump'), JSON.stringify({ before, after }));
const factors = fitFactors(before);
const k = fitCalibration(before, factors);
console.log(`\ncalibration fitted on all ${before.length} readings: a ${k.a} (rules' confidence), b ${k.b} (field record), c ${k.c}`);
if (argv.includes('--write')) {
  const target = join(repoRoot, 'packages/extraction/src/fields/field-reliability.ts');
  const body = FIELDS.map(({ path }) => `  '${path}': ${factors[path]},`).join('\n');
  writeFileSync(target, `// Generated by bench/field-reliability.mjs (${pairs.map((p) => p.join(':')).join(', ')}; smoothing ${smooth}); do not edit by hand.
// How often each field's reading was right on real filed contracts the rules had not yet seen, and a
// logistic calibration that turns the rules' own confidence and that record into the chance of the
// reading being right on a new contract: on unseen contracts the field's record ranks errors far better
// than the wording of the clause alone. Fitted on ${before.length} readings of ${docs.length} contracts.
import type { FieldPath } from '@cp/schema';

export const FIELD_RELIABILITY: Readonly<Record<FieldPath, number>> = {
${body}
};

/** confidence = 1 / (1 + exp(-(a ln(rules' confidence) + b ln(field record) + c))). */
export const CALIBRATION = { a: ${k.a}, b: ${k.b}, c: ${k.c} } as const;

export function calibratedConfidence(confidence: number, path: FieldPath): number {
  const record = FIELD_RELIABILITY[path] ?? 1;
  const z = CALIBRATION.a * Math.log(Math.max(confidence, 1e-3)) + CALIBRATION.b * Math.log(Math.max(record, 1e-3)) + CALIBRATION.c;
  return 1 / (1 + Math.exp(-z));
}
`);
  console.log(`wrote ${target}`);
} else {
  const worst = Object.entries(factors).sort((a, b) => a[1] - b[1]).slice(0, 12);
  console.log(`least reliable fields: ${worst.map(([p, f]) => `${p.split('.').pop()} ${f}`).join(', ')}`);
}
