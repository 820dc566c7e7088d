#!/usr/bin/env node
// How often each field's reading is right on real contracts the rules had not seen, and the
// confidence factor that follows from it (fields/field-reliability-tables.ts, applied by fields/field-reliability.ts). Errors are taken where
// they were honest: each batch of the real corpus read by the rules as they stood before any
// rule work on that batch (the commit given per split), never by rules fitted on it.
//
//   node bench/field-reliability.mjs [--pairs e1e4073:dev,b2d276f:dev2,d8dc39d:holdout2,bedfb02:holdout3,3cf92bb:holdout4,52bca05:holdout5,52bca05:holdout6,dcfc334:holdout7,dcfc334:holdout8,99a6d9b:holdout9,99a6d9b:holdout10,57ff0d0:holdout11,57ff0d0:holdout12,57ff0d0:holdout13,57ff0d0:holdout14,8dc9eda:holdout15,8dc9eda:holdout16,38cdf26:holdout17,38cdf26:holdout18,38cdf26:holdout19,a045644:holdout20,a045644:holdout21,597bc47:holdout22,eec87a8:holdout23,eec87a8:holdout24,5860b75:holdout25,5860b75:holdout26,0a55d67:holdout27,dcd5e06:holdout28,dcd5e06:holdout29,16caf88:holdout30,16caf88:holdout31,2be02de:holdout32,2be02de:holdout33,5e23a62:holdout34,5e23a62:holdout35,5e23a62:holdout36,c47a075:holdout37,c47a075:holdout38,f8db977:holdout39,f8db977:holdout40,276c21c:holdout41,276c21c:holdout42,2d61289:holdout43,2d61289:holdout44,2d61289:holdout45,f22113d:holdout46,f22113d:holdout47,423177f:holdout48,423177f:holdout49,e84781a:holdout50,e84781a:holdout51,44e1c35:holdout52,44e1c35:holdout53,32e3643:holdout54,32e3643:holdout55,6191c51:holdout56,6191c51:holdout57,3c7ff9a:holdout58,3c7ff9a:holdout59,0106ce2:holdout60,0106ce2:holdout61,bf46749:holdout62,bf46749:holdout63,5261a32:holdout64,5261a32:holdout65] [--smooth 2] [--folds 4] [--write] [--dump FILE]
//
// Prints the AUROC of confidence as a predictor of a right value, before and after the calibration,
// on contracts the calibration was not fitted on, two ways: k-fold by contract, and leave one batch
// out (each split scored by a fit on the others, as a new batch would be; batches differ more
// than contracts do). Each is shown for the field record alone, with the eighth round's reading inputs, and with
// all the reading inputs and signs of fields/reading-inputs.ts, and with the document inputs of
// fields/document-inputs.ts too (the groups the current code puts each old reading in), on the same
// "before" records and (k-fold) on the current rules' reading of the same contracts; --write stores
// the calibration fitted on every record. Runs unattended: after rule branches are merged,
// `pnpm build && node bench/field-reliability.mjs --write && pnpm build` refits. Needs `pnpm build`, ../shared/tools/score.mjs and the texts read once by
// `node bench/real-corpus.mjs --split devs --ocr off` (corpus/real/cache/text).
// --dump FILE writes every reading (field, confidence, evidence quote, value, gold, right or not) as JSON, for
// trying other inputs to the calibration; the file holds contract text and belongs in a temp folder.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

const pairs = arg('--pairs', 'e1e4073:dev,b2d276f:dev2,d8dc39d:holdout2,bedfb02:holdout3,3cf92bb:holdout4,52bca05:holdout5,52bca05:holdout6,dcfc334:holdout7,dcfc334:holdout8,99a6d9b:holdout9,99a6d9b:holdout10,57ff0d0:holdout11,57ff0d0:holdout12,57ff0d0:holdout13,57ff0d0:holdout14,8dc9eda:holdout15,8dc9eda:holdout16,38cdf26:holdout17,38cdf26:holdout18,38cdf26:holdout19,a045644:holdout20,a045644:holdout21,597bc47:holdout22,eec87a8:holdout23,eec87a8:holdout24,5860b75:holdout25,5860b75:holdout26,0a55d67:holdout27,dcd5e06:holdout28,dcd5e06:holdout29,16caf88:holdout30,16caf88:holdout31,2be02de:holdout32,2be02de:holdout33,5e23a62:holdout34,5e23a62:holdout35,5e23a62:holdout36,c47a075:holdout37,c47a075:holdout38,f8db977:holdout39,f8db977:holdout40,276c21c:holdout41,276c21c:holdout42,2d61289:holdout43,2d61289:holdout44,2d61289:holdout45,f22113d:holdout46,f22113d:holdout47,423177f:holdout48,423177f:holdout49,e84781a:holdout50,e84781a:holdout51,44e1c35:holdout52,44e1c35:holdout53,32e3643:holdout54,32e3643:holdout55,6191c51:holdout56,6191c51:holdout57,3c7ff9a:holdout58,3c7ff9a:holdout59,0106ce2:holdout60,0106ce2:holdout61,bf46749:holdout62,bf46749:holdout63,5261a32:holdout64,5261a32:holdout65').split(',').map((p) => p.split(':'));
const smooth = Number(arg('--smooth', 2));
const folds = Number(arg('--folds', 4));
const get = (o, p) => p.split('.').reduce((x, k) => (x == null ? undefined : x[k]), o);
const corpus = join(repoRoot, 'corpus/real');
const sources = JSON.parse(readFileSync(join(corpus, 'sources.json'), 'utf8'));

function recordsOf(result, gold, doc, split, text) {
  const out = [];
  // The document's groups are read from its text alone, the same for every version's readings of it.
  const docKeys = current.documentKeys(current.buildContext(text).all);
  for (const { path, type } of FIELDS) {
    const ev = result.evidence?.[path];
    if (!ev) continue;
    const value = get(result.parsedData, path);
    // The groups are the current code's, for old readings too: the calibration learns what they mean.
    const keys = { ...current.readingKeys({ type, value, quote: ev.text ?? '', confidence: ev.confidence }), ...docKeys };
    const signs = current.readingSigns(ev.text ?? '');
    out.push({ doc, split, path, type, conf: ev.confidence, evText: ev.text, value, keys, docKeys, signs, gold: get(gold, path), filled: Object.keys(result.evidence).length, good: fieldCorrect(type, get(gold, path), value) });
  }
  return out;
}

/** The labelled contracts of a split whose text has been read (cache/text). */
const readable = (split) =>
  sources
    .filter((x) => x.split === split)
    .map((s) => ({ id: s.id, text: join(corpus, 'cache/text', `${s.id}.text.json`), label: join(corpus, 'labels', `${s.id}.json`) }))
    .filter((s) => existsSync(s.text) && existsSync(s.label));

// One old version of the rules reads its split in a child process of its own (`--read COMMIT SPLIT FILE`, the readings
// written to FILE): forty-odd versions loaded into one process outgrow V8's space for compiled code (their regular
// expressions above all) and abort it.
if (argv[0] === '--read') {
  const old = await import(pathToFileURL(await buildRulesVersion(argv[1], join(tmpdir(), 'cp-confidence'))).href);
  // Versions that calibrate confidence themselves are asked for it before calibration (older ones ignore the option).
  const results = Object.fromEntries(readable(argv[2]).map((s) => [s.id, old.extractFields(JSON.parse(readFileSync(s.text, 'utf8')), { reliability: false })]));
  writeFileSync(argv[3], JSON.stringify(results));
  process.exit(0);
}

const before = [];
const after = [];
for (const [commit, split] of pairs) {
  const full = execFileSync('git', ['rev-parse', commit], { cwd: repoRoot, encoding: 'utf8' }).trim();
  const file = join(tmpdir(), `cp-confidence-read-${process.pid}.json`);
  execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--read', full, split, file], { stdio: ['ignore', 'inherit', 'inherit'] });
  const read = JSON.parse(readFileSync(file, 'utf8'));
  rmSync(file);
  let n = 0;
  for (const s of readable(split)) {
    const doc = JSON.parse(readFileSync(s.text, 'utf8'));
    const gold = JSON.parse(readFileSync(s.label, 'utf8'));
    before.push(...recordsOf(read[s.id], gold, s.id, split, doc));
    after.push(...recordsOf(current.extractFields(doc, { reliability: false }), gold, s.id, split, doc));
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
 * Per reading input, how often a field's readings in each group are right relative to all of that field's readings:
 * the group's share right, pulled towards the field's share by a number of records fitted once by cross-validation
 * (coarse groups take more: a confidence band is a weak stand-in for the rule that read the value), divided by the
 * field's share. Relative to the field's own share, not its record, so that a group holding all of a field's few
 * readings says nothing the field's record has not said (1). Keyed 'path|group'.
 */
const INPUT_SMOOTHING = { shape: 2, setting: 5, condition: 5, band: 10, length: 10, denial: 5, document: 5 };
/** The groups fitted per field: the reading's own (reading-inputs.ts), then the document's (document-inputs.ts). */
const GROUP_INPUTS = [...current.READING_INPUTS, ...current.DOCUMENT_INPUTS];
function fitGroups(recs) {
  const count = (key) => {
    const m = new Map();
    for (const r of recs) {
      const k = key(r);
      const x = m.get(k) ?? [0, 0];
      x[0] += r.good ? 1 : 0;
      x[1] += 1;
      m.set(k, x);
    }
    return m;
  };
  const fields = count((r) => r.path);
  const out = {};
  for (const input of GROUP_INPUTS) {
    const s = INPUT_SMOOTHING[input];
    out[input] = {};
    for (const [k, [g, n]] of [...count((r) => `${r.path}|${r.keys[input]}`)].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
      const [fg, fn] = fields.get(k.slice(0, k.indexOf('|')));
      const share = fg / fn;
      if (share === 0 || share === 1) continue;
      const v = Number(((g + s * share) / (n + s) / share).toFixed(3));
      // A group as reliable as its field adds nothing: left out, it reads as 1.
      if (Math.abs(Math.log(v)) >= 0.0005) out[input][k] = v;
    }
  }
  return out;
}

const ln = (x) => Math.log(Math.max(x, 1e-3));
/**
 * The calibration's inputs of one reading: ln(rules' confidence), ln(field record), then per input ln(its group's ratio),
 * then per sign 1 if the quote shows it.
 */
function inputsOf(r, factors, groups, inputs, signs) {
  return [ln(r.conf), ln(factors[r.path]), ...inputs.map((i) => ln(groups[i][`${r.path}|${r.keys[i]}`] ?? 1)), ...signs.map((s) => (r.signs[s] ? 1 : 0))];
}

/**
 * Confidence as the chance of being right on an unseen real contract: a logistic regression of "right" on the
 * inputs above, fitted on the before-records (Newton's method, with a small ridge penalty on the weights so that
 * a rare group cannot take a large one).
 */
const RIDGE = 1;
function fitCalibration(recs, factors, groups, inputs = GROUP_INPUTS, signs = current.READING_SIGNS) {
  const xs = recs.map((r) => [...inputsOf(r, factors, groups, inputs, signs), 1]);
  const p = xs[0].length;
  const w = new Array(p).fill(0);
  for (let step = 0; step < 50; step++) {
    const g = new Array(p).fill(0);
    const h = Array.from({ length: p }, () => new Array(p).fill(0));
    for (let i = 0; i < xs.length; i++) {
      const pr = 1 / (1 + Math.exp(-xs[i].reduce((z, x, j) => z + x * w[j], 0)));
      const e = pr - (recs[i].good ? 1 : 0);
      for (let j = 0; j < p; j++) {
        g[j] += e * xs[i][j];
        for (let k = 0; k < p; k++) h[j][k] += pr * (1 - pr) * xs[i][j] * xs[i][k];
      }
    }
    for (let j = 0; j < p - 1; j++) { g[j] += RIDGE * w[j]; h[j][j] += RIDGE; }
    const d = solve(h, g);
    for (let j = 0; j < p; j++) w[j] -= d[j];
    if (Math.max(...d.map(Math.abs)) < 1e-9) break;
  }
  const r3 = (x) => Number(x.toFixed(3));
  return { a: r3(w[0]), b: r3(w[1]), ...Object.fromEntries([...inputs, ...signs].map((i, j) => [i, r3(w[2 + j])])), c: r3(w[p - 1]) };
}
/** Solves h x = g (Gaussian elimination with partial pivoting; h is small and positive definite). */
function solve(h, g) {
  const n = g.length;
  const m = h.map((row, i) => [...row, g[i]]);
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[piv][c])) piv = r;
    [m[c], m[piv]] = [m[piv], m[c]];
    for (let r = c + 1; r < n; r++) {
      const f = m[r][c] / m[c][c];
      for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k];
    }
  }
  const x = new Array(n).fill(0);
  for (let r = n - 1; r >= 0; r--) x[r] = (m[r][n] - m[r].slice(r + 1, n).reduce((z, v, k) => z + v * x[r + 1 + k], 0)) / m[r][r];
  return x;
}
/** The runtime's own formula (calibratedConfidence) with a fit's tables and weights; inputs and signs left out weigh 0. */
function calibrated(r, factors, groups, k, inputs, signs) {
  const weights = { a: k.a, b: k.b, c: k.c, ...Object.fromEntries([...inputs, ...signs].map((i) => [i, k[i]])) };
  return current.calibratedConfidence(r.conf, r.path, { type: r.type, value: r.value, quote: r.evText ?? '', document: r.docKeys }, { records: factors, groups, weights });
}
/** Fits on `train` and scores `test` (records of contracts the fit has not seen). */
function heldOut(train, tests, [inputs, signs]) {
  const factors = fitFactors(train);
  const groups = fitGroups(train);
  const k = fitCalibration(train, factors, groups, inputs, signs);
  return tests.map((recs) => recs.map((r) => ({ ...r, adjusted: calibrated(r, factors, groups, k, inputs, signs) })));
}

const fmt = (x) => (Number.isNaN(x) ? '  n/a' : x.toFixed(3));
const docs = [...new Set(before.map((r) => r.doc))].sort();
const line = (label, recs) => {
  const a = (key, f = () => true) => fmt(auroc(recs.filter(f).map((r) => ({ score: r[key], label: r.good }))));
  const v = (r) => r.type !== 'boolean', fl = (r) => r.type === 'boolean';
  const right = recs.filter((r) => r.good).length / recs.length;
  const mean = recs.reduce((x, r) => x + r.adjusted, 0) / recs.length;
  console.log(`${label.padEnd(46)} n=${String(recs.length).padEnd(5)} wrong ${String(recs.filter((r) => !r.good).length).padEnd(4)} all ${a('conf')} -> ${a('adjusted')}  values ${a('conf', v)} -> ${a('adjusted', v)}  flags ${a('conf', fl)} -> ${a('adjusted', fl)}  (right ${fmt(right)}, mean confidence after ${fmt(mean)})`);
};
// The ninth round's inputs (the quote's length, a denial, a definition) shown apart, so that each run says what they add.
const EARLIER = ['shape', 'setting', 'condition', 'band'];
const variants = [
  ['field record only', [[], []]],
  ['with the round-8 reading inputs', [EARLIER, []]],
  ['with the reading inputs and signs', [current.READING_INPUTS, current.READING_SIGNS]],
  ['with the document inputs too', [GROUP_INPUTS, current.READING_SIGNS]],
];
console.log(`\nAUROC, the rules' confidence -> calibrated, fitted on the other contracts (${folds}-fold by contract):`);
for (const [name, use] of variants) {
  const heldBefore = [];
  const heldAfter = [];
  for (let f = 0; f < folds; f++) {
    const test = new Set(docs.filter((_, i) => i % folds === f));
    const [b, a] = heldOut(before.filter((r) => !test.has(r.doc)), [before.filter((r) => test.has(r.doc)), after.filter((r) => test.has(r.doc))], use);
    heldBefore.push(...b);
    heldAfter.push(...a);
  }
  line(`before the work on each batch, ${name}`, heldBefore);
  line(`current rules, same contracts, ${name}`, heldAfter);
}
// Leave one batch out: each split scored by a fit on all the others.
const splits = [...new Set(pairs.map((p) => p[1]))];
if (splits.length > 1) {
  console.log(`\nAUROC, leave one batch out (each of the ${splits.length} splits scored by a fit on the others; pooled):`);
  for (const [name, use] of variants) {
    const held = splits.flatMap((sp) => heldOut(before.filter((r) => r.split !== sp), [before.filter((r) => r.split === sp)], use)[0]);
    line(`before the work on each batch, ${name}`, held);
    // Batches differ: the pooled figure can hide a loss on the newest ones.
    const per = (sp) => fmt(auroc(held.filter((r) => r.split === sp).map((r) => ({ score: r.adjusted, label: r.good }))));
    console.log(`  per batch: ${splits.map((sp) => `${sp} ${per(sp)}`).join(', ')}`);
  }
  // Transfer: fitted on all splits but the last, scored on the last (as a new batch would be).
  const last = splits[splits.length - 1];
  console.log(`\nfitted on ${splits.slice(0, -1).join(', ')} only, scored on ${last}:`);
  for (const [name, use] of variants) line(`${last}, before the work on it, ${name}`, heldOut(before.filter((r) => r.split !== last), [before.filter((r) => r.split === last)], use)[0]);
}

if (arg('--dump')) writeFileSync(arg('--dump'), JSON.stringify({ before, after }));
const factors = fitFactors(before);
const groups = fitGroups(before);
const k = fitCalibration(before, factors, groups);
console.log(`\ncalibration fitted on all ${before.length} readings: ${Object.entries(k).map(([n, w]) => `${n} ${w}`).join(', ')}`);
if (argv.includes('--write')) {
  // Only the fitted data is generated; the code that applies it (CalibrationModel, calibratedConfidence, which the
  // cross-validation above calls) lives once, by hand, in field-reliability.ts.
  const target = join(repoRoot, 'packages/extraction/src/fields/field-reliability-tables.ts');
  const body = FIELDS.map(({ path }) => `  '${path}': ${factors[path]},`).join('\n');
  const table = (input) => Object.entries(groups[input]).map(([key, v]) => `    ${JSON.stringify(key)}: ${v},`).join('\n');
  writeFileSync(target, `// Generated by bench/field-reliability.mjs (${pairs.map((p) => p.join(':')).join(', ')}; smoothing ${smooth}); do not edit by hand.
// Regenerate: \`pnpm build && node bench/field-reliability.mjs --write && pnpm build\`. Only the fitted data is
// here; the code that applies it (CalibrationModel, calibratedConfidence) is field-reliability.ts, written by hand.
// How often each field's reading was right on real filed contracts the rules had not yet seen, and a
// logistic calibration that turns the rules' own confidence and that record into the chance of the
// reading being right on a new contract: on unseen contracts the field's record ranks errors far better
// than the wording of the clause alone. The field's readings are also grouped by the inputs of
// reading-inputs.ts (the value's shape, a quote about ending the employment, a conditional quote, the
// rules' confidence band, the quote's length, a quote denying something), and each group's record, pulled
// towards the field's, moves the reading up or down by how much more or less often it was right than the
// field's readings as a whole; a quote defining a term, one tied to a corporate event, one making an exception and one recounting the past each weigh
// the same in every field. Whether the document is an amendment of an earlier agreement, one about leaving
// (a severance or separation agreement) or a whole one (document-inputs.ts) is a group of each field too, shared by
// all the document's readings. Fitted on ${before.length} readings of ${docs.length} contracts.
import type { FieldPath } from '@cp/schema';
import type { ReadingInput } from './reading-inputs.js';
import type { DocumentInput } from './document-inputs.js';

export const FIELD_RELIABILITY: Readonly<Record<FieldPath, number>> = {
${body}
};

/** Per input, how often a field's readings in one group ('path|group') were right relative to all its readings; a group not listed reads as 1. */
export const GROUP_RATIO: Readonly<Record<ReadingInput | DocumentInput, Readonly<Record<string, number>>>> = {
${GROUP_INPUTS.map((i) => `  ${i}: {\n${table(i)}\n  },`).join('\n')}
};

/**
 * confidence = 1 / (1 + exp(-(a ln(rules' confidence) + b ln(field record) + sum over the inputs of
 * weight x ln(group ratio) + sum over the signs the quote shows of their weight + c))).
 */
export const CALIBRATION = { ${Object.entries(k).map(([n, w]) => `${n}: ${w}`).join(', ')} } as const;
`);
  console.log(`wrote ${target}`);
} else {
  const worst = Object.entries(factors).sort((a, b) => a[1] - b[1]).slice(0, 12);
  console.log(`least reliable fields: ${worst.map(([p, f]) => `${p.split('.').pop()} ${f}`).join(', ')}`);
}
