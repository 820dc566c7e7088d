#!/usr/bin/env node
// Assigns dev/holdout in sources.json: a seeded random draw, stratified by kind.
// Rule: within each kind, shuffle the ids (sorted first, so input order does not
// matter) with a mulberry32 PRNG seeded by SEED + the kind's name, and put the first
// round(0.30 * n) of them in holdout; the rest are dev. Re-running gives the same split.
//   node corpus/real/assign-split.mjs          # print the split
//   node corpus/real/assign-split.mjs --write  # store it in sources.json
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SEED = 20250611;
export const HOLDOUT_SHARE = 0.3;

/** A small seeded PRNG: the same seed gives the same draw (used by draw-batch.mjs too). */
export function mulberry32(a) {
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seedFor(kind) {
  let h = SEED;
  for (const c of kind) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return h;
}

export function assignSplit(sources) {
  // Only the first 46 (split dev or holdout) are dealt here; batches drawn later by draw-batch.mjs keep their own split.
  const first = sources.filter((s) => s.split === 'dev' || s.split === 'holdout');
  const byKind = new Map();
  for (const s of first) byKind.set(s.kind, [...(byKind.get(s.kind) ?? []), s.id]);
  const holdout = new Set();
  for (const [kind, ids] of byKind) {
    const order = [...ids].sort();
    const rand = mulberry32(seedFor(kind));
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const id of order.slice(0, Math.round(HOLDOUT_SHARE * order.length))) holdout.add(id);
  }
  return sources.map((s) => (first.includes(s) ? { ...s, split: holdout.has(s.id) ? 'holdout' : 'dev' } : s));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = join(dirname(fileURLToPath(import.meta.url)), 'sources.json');
  const out = assignSplit(JSON.parse(await readFile(path, 'utf8')));
  for (const s of out) console.log(`${s.split.padEnd(8)} ${s.kind.padEnd(22)} ${s.id}`);
  const h = out.filter((s) => s.split === 'holdout').length;
  console.log(`${h} holdout / ${out.length} total`);
  if (process.argv.includes('--write')) await writeFile(path, JSON.stringify(out, null, 2) + '\n', 'utf8');
}
