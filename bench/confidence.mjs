#!/usr/bin/env node
// How well the evidence confidence separates right values from wrong ones (AUROC), measured
// on errors that were not made to order:
//   (a) earlier versions of the rules, read from git history (read-only, built in a temp
//       folder outside the repo), run on the holdout contracts written after them, and on
//       holdout contracts not yet committed (unseen by every committed version);
//   (b) as a supplement, the current rules on noisy variants of the holdout contracts
//       (OCR-like letter noise, reworded clauses, shuffled paragraphs, dropped headings).
// Every version reads the same text: the holdout printed to a PDF and read by the current
// text layer, as holdout.test.ts does; only the field rules differ.
// Every evidenced field is scored with the shared scorer's per-type rules. The review
// signals of the current build (fields/review.ts) are computed for each, and the AUROC of
// the rules' own confidence ("before") is set against the confidence with the signals
// applied ("after"), on contracts the signal weights were not fitted on (k-fold by contract),
// per holdout set as the rules stood just before it, and fitted on one source scored on the other.
// --fit prints the factors fitted on everything, as REVIEW_FACTORS in review.ts takes them.
//   (c) the real filed agreements of corpus/real, dev split only (never the holdout): the rules as they stood before
//       any rule work on them (commit e1e4073, `--real-commit`) give the errors the signals are fitted on ("real:before");
//       the current rules on the same contracts ("real:after") are scored with the fitted factors, not fitted on.
//       Needs the dev texts read once by `node bench/real-corpus.mjs --split dev --ocr off` (corpus/real/cache/text).
// --real-only fits and scores on the real records alone (history and noise left out).
//
//   node bench/confidence.mjs [--no-history] [--no-noise] [--no-real] [--real-only] [--real-commit C] [--noise-seeds N]
//                             [--folds K] [--repeats N] [--lambda L] [--fit] [--list N] [--dump FILE]
//
// Run after `pnpm build`. Texts, builds and old outputs are cached under $TMPDIR/cp-confidence.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import { auroc } from './auroc.mjs';
import { buildRulesVersion } from './support.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const shared = resolve(repoRoot, '../shared');
const argv = process.argv.slice(2);
const has = (k) => argv.includes(k);
const arg = (k, d) => { const i = argv.indexOf(k); return i >= 0 ? argv[i + 1] : d; };
const work = resolve(arg('--work', join(tmpdir(), 'cp-confidence')));
const holdoutDir = join(repoRoot, 'packages/extraction/test/holdout');

if (!existsSync(join(shared, 'tools/score.mjs'))) {
  console.error(`score.mjs not found under ${shared}/tools: the shared scorer is needed to score fields.`);
  process.exit(2);
}
const { fieldCorrect } = await import(pathToFileURL(join(shared, 'tools/score.mjs')).href);
const extraction = await import(pathToFileURL(join(repoRoot, 'packages/extraction/dist/index.js')).href);
const { FIELDS } = await import(pathToFileURL(join(repoRoot, 'packages/schema/dist/index.js')).href);
const { buildContractPdf } = await import(pathToFileURL(join(repoRoot, 'packages/testkit/dist/index.js')).href);
const { extractFields, buildContext, pdfToTextDocument, reviewSignals, reviewed } = extraction;

const get = (o, p) => p.split('.').reduce((x, k) => (x == null ? undefined : x[k]), o);
const sha = (s) => createHash('sha1').update(s).digest('hex').slice(0, 12);
const git = (...a) => execFileSync('git', a, { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'pipe'] });

// ---- texts ---------------------------------------------------------------------------

/** The TextDocument the pipeline reads from a holdout text printed to a PDF, cached by content. */
async function textDocument(text) {
  const file = join(work, 'text', `${sha(text)}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const doc = await pdfToTextDocument(await buildContractPdf(text), { ocr: 'off' });
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(doc));
  return doc;
}

// A contract whose label is still being written is left out.
const holdout = readdirSync(holdoutDir).filter((f) => f.endsWith('.txt') && existsSync(join(holdoutDir, f.replace(/\.txt$/, '.json')))).sort().map((f) => {
  const name = f.replace(/\.txt$/, '');
  const rel = relative(repoRoot, join(holdoutDir, f));
  // The commit that added the contract: versions of the rules before it never saw it.
  const added = git('log', '--diff-filter=A', '--format=%H', '--', rel).trim().split('\n').pop() || null;
  return { name, text: readFileSync(join(holdoutDir, f), 'utf8'), gold: JSON.parse(readFileSync(join(holdoutDir, `${name}.json`), 'utf8')), added };
});

// ---- earlier versions of the rules -----------------------------------------------------

const FIELDS_DIR = 'packages/extraction/src/fields';

const buildVersion = (commit) => buildRulesVersion(commit, work);

/** Commits that changed the field rules, oldest first, each with the holdout contracts it never saw. */
function versions() {
  const commits = git('log', '--reverse', '--format=%H', '--', FIELDS_DIR).trim().split('\n').filter(Boolean);
  const isAncestor = (a, b) => { try { git('merge-base', '--is-ancestor', a, b); return true; } catch { return false; } };
  const complete = (c) => { try { return /export function extractFields/.test(git('show', `${c}:${FIELDS_DIR}/index.ts`)); } catch { return false; } };
  return commits.filter(complete).map((commit) => ({
    commit,
    unseen: holdout.filter((h) => !h.added || !isAncestor(h.added, commit)).map((h) => h.name),
  })).filter((v) => v.unseen.length > 0);
}

// ---- noisy variants ----------------------------------------------------------------------

function rng(seed) {
  let s = seed >>> 0 || 1;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

/** Letter confusions OCR makes; digits are left alone so the gold values stay true. */
const CONFUSIONS = [['rn', 'm'], ['m', 'rn'], ['l', 'I'], ['I', 'l'], ['e', 'c'], ['c', 'e'], ['h', 'b'], ['n', 'u'], ['u', 'n'], ['a', 'o'], ['cl', 'd'], ['d', 'cl'], ['t', 'f'], ['f', 't']];

function ocrNoise(text, rand, rate) {
  return text.replace(/[A-Za-z]{3,}/g, (w) => {
    if (rand() >= rate) return w;
    const [from, to] = CONFUSIONS[Math.floor(rand() * CONFUSIONS.length)];
    const at = w.indexOf(from, 1);
    return at > 0 ? w.slice(0, at) + to + w.slice(at + from.length) : w;
  });
}

/** Paragraphs in another order (the first, usually the title and parties, stays). */
function shuffled(text, rand) {
  const paras = text.split(/\n\s*\n/);
  const head = paras.shift();
  for (let i = paras.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [paras[i], paras[j]] = [paras[j], paras[i]];
  }
  return [head, ...paras].join('\n\n');
}

/** Headings and run-in captions removed: the rules lose the topic a clause sits under. */
function headless(text) {
  return text.split('\n').filter((l) => {
    const s = l.trim();
    const letters = s.replace(/[^A-Za-z]/g, '');
    return !(s.length > 0 && s.length < 70 && !/[.;,:]$/.test(s) && (letters === letters.toUpperCase() || /^(?:section|article|part|\d{1,2}(?:\.\d+)*\.?)\s/i.test(s)));
  }).join('\n').replace(/^(\s*(?:\d{1,2}(?:\.\d{1,2})*\.?|\([a-z]\))\s+)[A-Z][A-Za-z ,&/'-]{2,50}\.\s+/gm, '$1');
}

/** Wording a contract may use instead, same meaning: the rules meet phrasings they were not written on. */
const REWORDINGS = [
  [/\bshall\b/g, 'will'], [/\bthe Physician\b/g, 'the Provider'], [/\bPhysician's\b/g, "Provider's"], [/\bAgreement\b/g, 'Contract'],
  [/\bper annum\b/g, 'per year'], [/\bannually\b/g, 'each year'], [/\bcompensation\b/g, 'remuneration'], [/\bincluding\b/g, 'such as'],
  [/\bprovide\b/g, 'furnish'], [/\bup to\b/g, 'not more than'], [/\bterminate\b/g, 'end'], [/\breimburse\b/g, 'pay back'],
  [/\bEmployer\b/g, 'Company'], [/\bemployment\b/g, 'engagement'], [/\beligible\b/g, 'entitled'], [/\bpursuant to\b/g, 'under'],
  // Figures written once, in words or in digits, instead of both.
  [/\b([a-z]+(?:[- ][a-z]+)?) \((\d{1,3})\)/g, (m, w, d, r) => (r() < 0.5 ? w : d)],
];

function reworded(text, rand) {
  let out = text;
  for (const [re, to] of REWORDINGS) {
    out = out.replace(re, (...m) => (rand() < 0.6 ? (typeof to === 'function' ? to(...m.slice(0, 3), rand) : to) : m[0]));
  }
  return out;
}

const NOISES = {
  ocr: (t, r) => ocrNoise(t, r, 0.15),
  reword: (t, r) => reworded(t, r),
  shuffle: (t, r) => shuffled(t, r),
  headless: (t) => headless(t),
  mixed: (t, r) => ocrNoise(reworded(headless(shuffled(t, r)), r), r, 0.08),
};

// ---- records -----------------------------------------------------------------------------

/** The evidenced fields of one extraction, scored. */
function records(result, gold, meta) {
  const out = [];
  for (const { path, type } of FIELDS) {
    const ev = result.evidence?.[path];
    if (!ev) continue;
    const value = get(result.parsedData, path);
    out.push({ ...meta, path, type, value, good: fieldCorrect(type, get(gold, path), value), base: ev.confidence, ev });
  }
  return out;
}

/** The dev split of the real corpus: the text the pipeline read (cached by bench/real-corpus.mjs) and the label. */
function realDev() {
  const corpus = join(repoRoot, 'corpus/real');
  if (!existsSync(join(corpus, 'sources.json'))) return [];
  return JSON.parse(readFileSync(join(corpus, 'sources.json'), 'utf8'))
    .filter((s) => s.split === 'dev')
    .map((s) => ({ id: s.id, text: join(corpus, 'cache/text', `${s.id}.text.json`), label: join(corpus, 'labels', `${s.id}.json`) }))
    .filter((s) => existsSync(s.text) && existsSync(s.label));
}

async function collect() {
  const recs = [];
  const docs = new Map();
  const realOnly = has('--real-only');
  for (const h of holdout) docs.set(h.name, await textDocument(h.text));
  if (!has('--no-real')) {
    const dev = realDev();
    if (!dev.length) console.error('no real dev texts cached: run node bench/real-corpus.mjs --split dev --ocr off first');
    const before = await import(pathToFileURL(await buildVersion(git('rev-parse', arg('--real-commit', 'e1e4073')).trim())).href);
    for (const s of dev) {
      const doc = JSON.parse(readFileSync(s.text, 'utf8'));
      const gold = JSON.parse(readFileSync(s.label, 'utf8'));
      const key = `real:${s.id}`;
      docs.set(key, doc);
      recs.push(...records(before.extractFields(doc, { review: false }), gold, { src: 'real:before', doc: key, docText: key }));
      recs.push(...records(extractFields(doc, { review: false }), gold, { src: 'real:after', doc: key, docText: key }));
    }
  }
  if (!has('--no-history') && !realOnly) {
    for (const [order, v] of versions().entries()) {
      const mod = await import(pathToFileURL(await buildVersion(v.commit)).href);
      for (const name of v.unseen) {
        const h = holdout.find((x) => x.name === name);
        let result;
        // Versions that apply the review signals themselves are asked for the rules' own confidence.
        try { result = mod.extractFields(docs.get(name), { review: false }); } catch (err) { console.error(`${v.commit.slice(0, 7)} ${name}: ${err.message}`); continue; }
        recs.push(...records(result, h.gold, { src: `v:${v.commit.slice(0, 7)}`, order, doc: name, docText: name }));
      }
    }
  }
  if (!has('--no-noise') && !realOnly) {
    const seeds = Number(arg('--noise-seeds', 2));
    for (const h of holdout) {
      for (const [kind, make] of Object.entries(NOISES)) {
        for (let s = 1; s <= (kind === 'headless' ? 1 : seeds); s++) {
          const text = make(h.text, rng(s * 7919 + h.name.length));
          const doc = await textDocument(text);
          const key = `${h.name}~${kind}${s}`;
          docs.set(key, doc);
          recs.push(...records(extractFields(doc, { review: false }), h.gold, { src: `noise:${kind}`, doc: h.name, docText: key }));
        }
      }
    }
  }
  return { recs, docs };
}

// ---- signals, fit and held-out AUROC ------------------------------------------------------

/**
 * Each record with the review signals of the current build; `dup` marks a reading already
 * seen (the same value from the same quote in an earlier version), counted once in the fits.
 */
function withSignals(recs, docs) {
  const ctxs = new Map();
  const ctxOf = (key) => { if (!ctxs.has(key)) ctxs.set(key, buildContext(docs.get(key))); return ctxs.get(key); };
  const seen = new Map();
  const out = [];
  for (const r of recs) {
    const cls = r.src.startsWith('v:') ? 'history' : r.src;
    const key = [cls, r.doc, r.path, JSON.stringify(r.value), r.ev.text, r.base].join('\u0001');
    const kind = r.type === 'boolean' ? 'flag' : 'value';
    const first = seen.get(key);
    if (!first) seen.set(key, reviewSignals(ctxOf(r.docText), r.path, r.type, r.value, r.ev));
    out.push({ ...r, cls, kind, key, dup: !!first, signals: seen.get(key) });
  }
  return out;
}

/** Feature names: one weight per signal and kind of field. */
function featureNames(rows) {
  const drop = new Set((arg('--drop', '') || '').split(',').filter(Boolean));
  const names = new Set();
  for (const r of rows) for (const s of r.signals) if (!drop.has(s)) names.add(`${s}:${r.kind}`);
  return [...names].sort();
}

/**
 * Penalties (log factors, <= 0) that best rank right values above wrong ones on `rows`:
 * pairwise logistic loss of (log confidence + sum of penalties), with an L2 pull towards 0.
 */
function fit(rows, names, { lambda = Number(arg('--lambda', 5e-4)), steps = 1500, rate = 0.05, floor = 0.4 } = {}) {
  const idx = new Map(names.map((n, i) => [n, i]));
  const feats = rows.map((r) => r.signals.map((s) => idx.get(`${s}:${r.kind}`)).filter((i) => i !== undefined));
  const lb = rows.map((r) => Math.log(Math.max(r.base, 1e-3)));
  const nPos = rows.filter((r) => r.good).length, nNeg = rows.length - nPos;
  const k = names.length;
  if (!nPos || !nNeg) return new Float64Array(k);
  // Class-balanced logistic regression of "right" on a*log(confidence) + b + penalties (Adam),
  // penalties kept <= 0 so that a signal can only lower confidence; an L2 pull keeps rare ones modest.
  // Genuine errors of earlier rules count as much as all the noisy variants together.
  // Each source of errors (earlier rules on written holdouts, the real corpus before the rule work, noisy variants)
  // counts as much as each other, right and wrong values equally within it.
  const count = new Map();
  const kind = (r) => (r.cls === 'history' ? 'h' : r.cls === 'real:before' ? 'r' : 'n');
  const group = (r) => `${kind(r)}${r.good ? 1 : 0}`;
  for (const r of rows) count.set(group(r), (count.get(group(r)) ?? 0) + 1);
  const sources = new Set(rows.map(kind)).size;
  const weight = rows.map((r) => (count.get(group(r)) && count.get(`${kind(r)}${r.good ? 0 : 1}`) ? 0.5 / sources / count.get(group(r)) : 0));
  const p = new Float64Array(k + 2); // penalties, then a, b
  p[k] = 1;
  const m = new Float64Array(k + 2), v = new Float64Array(k + 2);
  for (let step = 1; step <= steps; step++) {
    const g = new Float64Array(k + 2);
    for (let i = 0; i < rows.length; i++) {
      let z = p[k] * lb[i] + p[k + 1];
      for (const j of feats[i]) z += p[j];
      const e = (1 / (1 + Math.exp(-z)) - (rows[i].good ? 1 : 0)) * weight[i];
      g[k] += e * lb[i]; g[k + 1] += e;
      for (const j of feats[i]) g[j] += e;
    }
    for (let j = 0; j < k; j++) g[j] += lambda * p[j];
    for (let j = 0; j < k + 2; j++) {
      m[j] = 0.9 * m[j] + 0.1 * g[j];
      v[j] = 0.999 * v[j] + 0.001 * g[j] * g[j];
      p[j] -= (rate * (m[j] / (1 - 0.9 ** step))) / (Math.sqrt(v[j] / (1 - 0.999 ** step)) + 1e-8);
    }
    for (let j = 0; j < k; j++) p[j] = Math.min(0, p[j]);
    p[k] = Math.max(0.05, p[k]);
  }
  // As multipliers of confidence: log factor = penalty / a, not below the floor.
  return Float64Array.from(p.slice(0, k), (x) => Math.max(Math.log(floor), x / p[k]));
}

const scored = (rows, names, w) => {
  const idx = new Map(names.map((n, i) => [n, i]));
  // The same arithmetic as the build: confidence times factors, at most 1.
  return rows.map((r) => ({ ...r, score: Math.min(0, Math.log(Math.max(r.base, 1e-3)) + r.signals.reduce((a, s) => a + (w[idx.get(`${s}:${r.kind}`)] ?? 0), 0)) }));
};

/** Held-out scores: contracts dealt at random into k folds, each fold scored by weights fitted on the others. */
function crossValidated(rows, names, seed, k) {
  const rand = rng(seed);
  const docNames = [...new Set(rows.map((r) => r.doc))].sort();
  for (let i = docNames.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [docNames[i], docNames[j]] = [docNames[j], docNames[i]];
  }
  const fold = new Map(docNames.map((d, i) => [d, i % k]));
  const out = [];
  for (let f = 0; f < k; f++) {
    // The current rules' own records (real:after) are scored, never fitted on.
    const w = fit(rows.filter((r) => fold.get(r.doc) !== f && r.cls !== 'real:after'), names);
    out.push(...scored(rows.filter((r) => fold.get(r.doc) === f), names, w));
  }
  return out;
}

const fmt = (x) => (Number.isNaN(x) ? '  n/a' : x.toFixed(3));
const pairsOf = (rows, key = 'score') => rows.map((r) => ({ score: r[key], label: r.good }));

function report(label, rows, key) {
  const parts = [['all', rows], ['values', rows.filter((r) => r.kind === 'value')], ['flags', rows.filter((r) => r.kind === 'flag')]];
  return `${label.padEnd(34)} ${parts.map(([k, rs]) => `${k} ${fmt(auroc(pairsOf(rs, key)))}`).join('  ')}`;
}

export { collect, versions, holdout, NOISES, withSignals, fit, featureNames };

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { recs, docs } = await collect();
  const everyRow = withSignals(recs, docs);
  const rows = everyRow.filter((r) => !r.dup);
  const names = featureNames(rows);
  const classes = ['history', ...new Set(rows.filter((r) => r.cls !== 'history').map((r) => r.cls))];
  const groups = [
    ['history (earlier rules, unseen contracts)', rows.filter((r) => r.cls === 'history')],
    ['noise (current rules, noisy variants)', rows.filter((r) => r.cls.startsWith('noise'))],
    ['real dev, rules before the rule work (e1e4073)', rows.filter((r) => r.cls === 'real:before')],
    ['real dev, current rules (not fitted on)', rows.filter((r) => r.cls === 'real:after')],
    ['all fitted sources', rows.filter((r) => r.cls !== 'real:after')],
  ].filter(([, rs]) => rs.length);
  console.log(`records ${rows.length} (wrong ${rows.filter((r) => !r.good).length}); by source: ${classes.map((c) => `${c} ${rows.filter((r) => r.cls === c).length}/${rows.filter((r) => r.cls === c && !r.good).length} wrong`).join(', ')}`);
  // Before: the rules' own confidence. After (shipped): with the signals applied by the factors in review.ts, as the build does.
  const shipped = (r) => reviewed({ ...r.ev, confidence: r.base }, r.kind, r.signals).confidence;
  const repeats = Number(arg('--repeats', 4));
  const folds = Number(arg('--folds', 5));
  const held = new Map();
  for (let s = 1; s <= repeats; s++) {
    for (const r of crossValidated(rows, names, s * 104729, folds)) {
      held.set(r.key, (held.get(r.key) ?? 0) + r.score / repeats);
    }
  }
  for (const [label, rs] of groups) {
    const withHeld = rs.map((r) => ({ ...r, before: r.base, shipped: shipped(r), held: held.get(r.key) }));
    console.log(`\n== ${label}: n=${rs.length}, wrong ${rs.filter((r) => !r.good).length}`);
    console.log(report('before (rules\' confidence)', withHeld, 'before'));
    console.log(report(`after, held-out fit (${folds}-fold x${repeats})`, withHeld, 'held'));
    console.log(report('after, shipped factors (in-sample)', withHeld, 'shipped'));
  }
  // Each holdout set as the last version of the rules before it saw it (the "before fixes" state).
  const latest = new Map();
  for (const r of everyRow) if (r.cls === 'history') latest.set(r.doc, Math.max(latest.get(r.doc) ?? -1, r.order));
  const sets = new Map();
  for (const r of everyRow) {
    if (r.cls !== 'history' || r.order !== latest.get(r.doc)) continue;
    const set = /^(h\d+)-/.exec(r.doc)?.[1] ?? 'h1';
    sets.set(set, [...(sets.get(set) ?? []), { ...r, held: held.get(r.key), shipped: shipped(r) }]);
  }
  console.log('\n== each holdout set, rules as they were just before it (before -> after held-out fit; shipped in-sample)');
  for (const [set, rs] of [...sets].sort()) {
    const a = (k, f = () => true) => fmt(auroc(pairsOf(rs.filter(f), k)));
    const v = (r) => r.kind === 'value', fl = (r) => r.kind === 'flag';
    console.log(`${set.padEnd(4)} n=${String(rs.length).padEnd(4)} wrong ${String(rs.filter((r) => !r.good).length).padEnd(3)} all ${a('base')} -> ${a('held')} (${a('shipped')})  values ${a('base', v)} -> ${a('held', v)}  flags ${a('base', fl)} -> ${a('held', fl)}`);
  }
  // Fitted on one source of errors, scored on the other: do the factors carry over?
  const hist = rows.filter((r) => r.cls === 'history'), noise = rows.filter((r) => r.cls.startsWith('noise'));
  if (hist.length && noise.length) {
    console.log('\n== transfer');
    console.log(report('history, factors fitted on noise', scored(hist, names, fit(noise, names)), 'score'));
    console.log(report('noise, factors fitted on history', scored(noise, names, fit(hist, names)), 'score'));
  }
  if (has('--fit')) {
    const w = fit(rows.filter((r) => r.cls !== 'real:after'), names);
    console.log('\nfactors fitted on all records (signal:kind factor fired right/wrong):');
    for (const [i, n] of names.entries()) {
      const [s, k] = n.split(':');
      const fired = rows.filter((r) => r.kind === k && r.signals.includes(s));
      console.log(`  ${n.padEnd(26)} ${Math.exp(w[i]).toFixed(2)}  ${fired.filter((r) => r.good).length}/${fired.filter((r) => !r.good).length}`);
    }
    const table = {};
    for (const [i, n] of names.entries()) {
      const [s, k] = n.split(':');
      const f = Number(Math.exp(w[i]).toFixed(2));
      if (f !== 1) (table[s] ??= {})[k] = f;
    }
    console.log(`\nREVIEW_FACTORS = ${JSON.stringify(table)}`);
  }
  const list = Number(arg('--list', 0));
  if (list) {
    console.log('\nlowest-ranked right values and highest-ranked wrong ones (shipped):');
    const sorted = rows.map((r) => ({ ...r, c: shipped(r) })).sort((a, b) => a.c - b.c);
    for (const r of [...sorted.filter((r) => r.good).slice(0, list), ...sorted.filter((r) => !r.good).slice(-list)]) {
      console.log(`  ${r.good ? 'ok ' : 'BAD'} ${r.c.toFixed(3)} ${r.path.split('.').pop()} ${JSON.stringify(r.value).slice(0, 30)} [${r.signals.join(',')}] ${r.doc} | ${r.ev.text.slice(0, 100)}`);
    }
  }
  if (arg('--dump')) writeFileSync(resolve(arg('--dump')), JSON.stringify(rows.map(({ ev, ...r }) => ({ ...r, text: ev.text, page: ev.page }))));
}
