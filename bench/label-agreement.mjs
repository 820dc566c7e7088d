#!/usr/bin/env node
// Agreement of two readers who labelled the same contracts blind, field by field,
// with the scorer's own notion of "the same value" (numbers within 0.1%, free text
// by its numbers and half its words): the share of fields where they agree, overall,
// on fields either reader filled, and per field, worst first.
//
//   node bench/label-agreement.mjs --a corpus/real/labels-a --b corpus/real/labels-b [--json]
//
// Needs ../shared/tools/score.mjs (imported at run time, never copied).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const shared = resolve(repoRoot, '../shared');
const argv = process.argv.slice(2);
const arg = (k, d) => { const i = argv.indexOf(k); return i >= 0 ? argv[i + 1] : d; };
const dirA = resolve(repoRoot, arg('--a', 'corpus/real/labels-a'));
const dirB = resolve(repoRoot, arg('--b', 'corpus/real/labels-b'));
if (!existsSync(join(shared, 'tools/score.mjs'))) {
  console.error(`score.mjs not found under ${shared}/tools: the shared tools are not available here.`);
  process.exit(2);
}
const { fieldCorrect } = await import(pathToFileURL(join(shared, 'tools/score.mjs')).href);
const { FIELDS } = await import(pathToFileURL(join(repoRoot, 'packages/schema/dist/index.js')).href);
const get = (o, p) => p.split('.').reduce((x, k) => (x == null ? undefined : x[k]), o);
const silent = (type, v) => (type === 'boolean' ? v !== true : v == null);

const names = readdirSync(dirA).filter((f) => f.endsWith('.json') && existsSync(join(dirB, f))).sort();
const perField = new Map(FIELDS.map((f) => [f.path, { agree: 0, n: 0, filled: 0, filledAgree: 0 }]));
let agree = 0, total = 0, filled = 0, filledAgree = 0;
for (const name of names) {
  const a = JSON.parse(readFileSync(join(dirA, name), 'utf8'));
  const b = JSON.parse(readFileSync(join(dirB, name), 'utf8'));
  for (const f of FIELDS) {
    const va = get(a, f.path), vb = get(b, f.path);
    // Symmetric: each reader's value taken as the gold for the other.
    const same = fieldCorrect(f.type, va, vb) && fieldCorrect(f.type, vb, va);
    const anyFilled = !silent(f.type, va) || !silent(f.type, vb);
    const s = perField.get(f.path);
    s.n++; total++;
    if (same) { s.agree++; agree++; }
    if (anyFilled) { s.filled++; filled++; if (same) { s.filledAgree++; filledAgree++; } }
  }
}
const rows = [...perField.entries()].map(([path, s]) => ({ path, ...s, rate: s.n ? s.agree / s.n : 1 })).sort((x, y) => x.rate - y.rate);
const summary = {
  contracts: names.length,
  agreement: agree / total,
  agreementOnFilled: filled ? filledAgree / filled : 1,
  fieldsFilledByEither: filled,
};
if (argv.includes('--json')) {
  console.log(JSON.stringify({ ...summary, perField: rows }, null, 2));
} else {
  console.log(`${names.length} contracts labelled by both readers`);
  console.log(`agreement on all fields: ${(summary.agreement * 100).toFixed(1)}% (${agree}/${total})`);
  console.log(`agreement where either reader filled the field: ${(summary.agreementOnFilled * 100).toFixed(1)}% (${filledAgree}/${filled})`);
  console.log('least agreed fields:');
  for (const r of rows.slice(0, 20)) if (r.rate < 1) console.log(`  ${r.path.padEnd(80)} ${(r.rate * 100).toFixed(0)}% (${r.agree}/${r.n})`);
}
