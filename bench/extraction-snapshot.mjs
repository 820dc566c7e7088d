#!/usr/bin/env node
// Behaviour snapshot of the field extraction, for refactoring the rules without
// changing what they find. Runs the text-layer path (no OCR) over
//   pdf/     every PDF of ../shared/corpus/dev/pdf (skipped when absent),
//   real/    the dev split of corpus/real/texts, laid out as single-column PDFs the
//            way corpus/real/render.mjs does (the holdout split is never read),
//   own/     the project's own contracts in packages/extraction/test/holdout,
//   tests/   every sentence written in the extraction tests (string literals of 20+
//            characters with a space), each read as a one-page document, keyed by a
//            hash of its text so that moving tests between files does not matter,
// and writes each document's complete result (parsedData, evidence with confidence,
// warnings, hints) as JSON with sorted keys.
//
//   pnpm build && node bench/extraction-snapshot.mjs [--out out/extraction-snapshot/current]
//                                                    [--compare out/extraction-snapshot/baseline]
//
// --compare prints every document whose result differs from the earlier snapshot, field
// by field, and exits 1 on any difference. Documents only in one snapshot (a new test
// sentence) are counted apart: they are not differences in behaviour.
// The PDFs' text is cached under out/extraction-snapshot/text/ (the text layer is not what
// is being compared); --fresh reads the PDFs again.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const arg = (k, d) => {
  const i = argv.indexOf(k);
  return i >= 0 ? argv[i + 1] : d;
};
const outDir = resolve(repoRoot, arg('--out', 'out/extraction-snapshot/current'));
const compareDir = arg('--compare') && resolve(repoRoot, arg('--compare'));
const textCache = resolve(repoRoot, 'out/extraction-snapshot/text');
const fresh = argv.includes('--fresh');

const load = (p) => import(pathToFileURL(join(repoRoot, p)).href);
const { extractFields, pdfToTextDocument, textDocumentFromPages } = await load('packages/extraction/dist/index.js');
const { buildContractPdf } = await load('packages/testkit/dist/index.js');

/** JSON with object keys sorted, so that key order never shows up as a difference. */
function stable(value) {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, stable(value[k])]));
  }
  return value;
}

async function cachedText(key, makePdf) {
  const file = join(textCache, `${key}.json`);
  if (!fresh && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const doc = await pdfToTextDocument(await makePdf(), { ocr: 'off' });
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(doc));
  return doc;
}

/** [group, id, label, () => Promise<TextDocument>] for every input. */
function inputs() {
  const list = [];
  const sharedPdf = resolve(repoRoot, '../shared/corpus/dev/pdf');
  if (existsSync(sharedPdf)) {
    for (const f of readdirSync(sharedPdf).filter((x) => x.endsWith('.pdf')).sort()) {
      const id = basename(f, '.pdf');
      list.push(['pdf', id, f, () => cachedText(`pdf/${id}`, () => new Uint8Array(readFileSync(join(sharedPdf, f))))]);
    }
  } else console.error(`skipped: ${sharedPdf} not found`);

  const real = join(repoRoot, 'corpus/real');
  const sources = JSON.parse(readFileSync(join(real, 'sources.json'), 'utf8'));
  for (const s of sources.filter((x) => x.split === 'dev')) {
    const txt = join(real, 'texts', `${s.id}.txt`);
    if (!existsSync(txt)) {
      console.error(`skipped: ${txt} not found (copy or fetch corpus/real/texts)`);
      continue;
    }
    const text = readFileSync(txt, 'utf8');
    const key = createHash('sha256').update(text).digest('hex').slice(0, 12);
    list.push(['real', s.id, s.id, () => cachedText(`real/${s.id}-${key}`, () => buildContractPdf(text, { title: s.id }))]);
  }

  const own = join(repoRoot, 'packages/extraction/test/holdout');
  for (const f of readdirSync(own).filter((x) => x.endsWith('.txt')).sort()) {
    const id = basename(f, '.txt');
    const text = readFileSync(join(own, f), 'utf8');
    const key = createHash('sha256').update(text).digest('hex').slice(0, 12);
    list.push(['own', id, f, () => cachedText(`own/${id}-${key}`, () => buildContractPdf(text, { title: id }))]);
  }

  for (const text of testSentences()) {
    const id = createHash('sha256').update(text).digest('hex').slice(0, 16);
    list.push(['tests', id, text.slice(0, 60), async () => textDocumentFromPages(text.split('\f'))]);
  }
  return list;
}

/** Every string written in the extraction tests that reads like contract language. */
function testSentences() {
  const dir = join(repoRoot, 'packages/extraction/test');
  const found = new Set();
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.ts')).sort()) {
    const src = ts.createSourceFile(f, readFileSync(join(dir, f), 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        const t = node.text;
        if (t.length >= 20 && / /.test(t) && /[a-z]{3}/i.test(t)) found.add(t);
      }
      ts.forEachChild(node, visit);
    };
    visit(src);
  }
  return [...found].sort();
}

function diffPaths(a, b, at = '') {
  if (JSON.stringify(a) === JSON.stringify(b)) return [];
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    return keys.flatMap((k) => diffPaths(a[k], b[k], at ? `${at}.${k}` : k));
  }
  return [`${at}: ${JSON.stringify(b)?.slice(0, 160)} -> ${JSON.stringify(a)?.slice(0, 160)}`];
}

const started = Date.now();
rmSync(outDir, { recursive: true, force: true });
const counts = {};
for (const [group, id, , read] of inputs()) {
  const result = extractFields(await read());
  mkdirSync(join(outDir, group), { recursive: true });
  writeFileSync(join(outDir, group, `${id}.json`), JSON.stringify(stable(result), null, 1) + '\n');
  counts[group] = (counts[group] ?? 0) + 1;
}
const total = Object.values(counts).reduce((a, b) => a + b, 0);
console.log(`snapshot: ${total} documents (${Object.entries(counts).map(([g, n]) => `${g} ${n}`).join(', ')}) -> ${outDir} in ${((Date.now() - started) / 1000).toFixed(1)}s`);

if (compareDir) {
  let same = 0;
  let differ = 0;
  const onlyNew = [];
  const onlyOld = [];
  for (const group of [...new Set([...Object.keys(counts), ...readdirSync(compareDir)])].sort()) {
    const cur = existsSync(join(outDir, group)) ? readdirSync(join(outDir, group)) : [];
    const old = existsSync(join(compareDir, group)) ? readdirSync(join(compareDir, group)) : [];
    for (const f of old.filter((x) => !cur.includes(x))) onlyOld.push(`${group}/${f}`);
    for (const f of cur.sort()) {
      if (!old.includes(f)) {
        onlyNew.push(`${group}/${f}`);
        continue;
      }
      const a = JSON.parse(readFileSync(join(outDir, group, f), 'utf8'));
      const b = JSON.parse(readFileSync(join(compareDir, group, f), 'utf8'));
      const d = diffPaths(a, b);
      if (!d.length) {
        same++;
        continue;
      }
      differ++;
      console.log(`DIFF ${group}/${f}`);
      for (const line of d.slice(0, 20)) console.log(`  ${line}`);
      if (d.length > 20) console.log(`  ... ${d.length - 20} more`);
    }
  }
  for (const f of onlyNew) console.log(`new  ${f}`);
  for (const f of onlyOld) console.log(`gone ${f}`);
  console.log(`compare with ${compareDir}: ${same + differ} documents in both, ${differ} differ; ${onlyNew.length} only in this snapshot, ${onlyOld.length} only in the earlier one`);
  process.exit(differ ? 1 : 0);
}
