#!/usr/bin/env node
// Accuracy on the real filed agreements of corpus/real (see its README): builds a
// folder of one split's PDFs in one layout, with the split's labels, and scores it
// with bench/accuracy.mjs (balanced, stated and silent accuracy, confidence AUROC).
//
//   node bench/real-corpus.mjs [--split dev|dev2|devs|holdout|holdout2|holdout7,holdout8] [--variant text|2col|scan] [accuracy.mjs options...]
//
// The holdout split is measured once, at the end of a round of rule work, never
// while fixing: it needs --measure-holdout so that it is never run by accident.
// Needs the texts rendered (node corpus/real/render.mjs) and ../shared/tools/score.mjs.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const corpus = join(repoRoot, 'corpus/real');
const argv = process.argv.slice(2);
const take = (k, d) => {
  const i = argv.indexOf(k);
  if (i < 0) return d;
  const v = argv[i + 1];
  argv.splice(i, 2);
  return v;
};
const split = take('--split', 'dev');
const variant = take('--variant', 'text');
const holdoutOk = argv.includes('--measure-holdout');
if (holdoutOk) argv.splice(argv.indexOf('--measure-holdout'), 1);
// Holdout splits (holdout, holdout2, ...; "all" includes them) are measured once; dev splits (dev, dev2) at will.
// Several splits are pooled with commas (--split holdout7,holdout8): one figure over all their contracts.
const wanted = split.split(',');
if (!wanted.every((w) => w.startsWith('dev')) && !holdoutOk) {
  console.error(`The ${split} split is measured once, after the rule work: pass --measure-holdout to do so.`);
  process.exit(2);
}
const suffix = { text: '', '2col': '.2col', scan: '.scan' }[variant];
if (suffix === undefined) throw new Error(`unknown --variant ${variant}`);

const sources = JSON.parse(readFileSync(join(corpus, 'sources.json'), 'utf8')).filter((s) => split === 'all' || wanted.includes(s.split) || (wanted.includes('devs') && s.split.startsWith('dev')));
// A long list of splits would make a folder name longer than the file system allows.
const label = wanted.length > 3 ? `${wanted.length}-splits` : split;
const work = mkdtempSync(join(tmpdir(), `cp-real-${label}-${variant}-`));
const pdfDir = join(work, 'pdf');
const goldDir = join(work, 'gold');
mkdirSync(pdfDir);
mkdirSync(goldDir);
let missing = 0;
for (const s of sources) {
  const pdf = join(corpus, 'pdf', `${s.id}${suffix}.pdf`);
  const gold = join(corpus, 'labels', `${s.id}.json`);
  if (!existsSync(pdf) || !existsSync(gold)) {
    missing++;
    continue;
  }
  symlinkSync(pdf, join(pdfDir, `${s.id}.pdf`));
  symlinkSync(gold, join(goldDir, `${s.id}.json`));
}
if (missing) console.error(`${missing} of ${sources.length} contracts have no PDF or no label (render with node corpus/real/render.mjs)`);
console.error(`real corpus: ${split} split, ${variant} layout, ${sources.length - missing} contracts`);
const cache = join(corpus, 'cache', variant);
const res = spawnSync(process.execPath, [join(repoRoot, 'bench/accuracy.mjs'), '--pdf', pdfDir, '--gold', goldDir, '--cache', cache, ...argv], { stdio: 'inherit' });
rmSync(work, { recursive: true, force: true });
process.exit(res.status ?? 1);
