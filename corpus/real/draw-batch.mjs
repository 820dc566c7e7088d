#!/usr/bin/env node
// Draws a new batch of unseen agreements from a local mirror of the LexPredict sample set
// and appends them to sources.json under a new split, so that a later round of rule work
// can be measured on contracts nobody here has read. The draw is seeded and repeatable:
// the listing is sorted, shuffled with mulberry32(seed) and filtered in that order; the
// filter only looks at the shape of a document (a whole employment agreement, not an
// amendment or a form with blanks, of ordinary length), never at its terms.
//
//   node corpus/real/draw-batch.mjs --from-mirror DIR --split holdout2 --prefix h2 --count 16 --seed 20261125 [--min-chars 12000] [--widen | --wider | --amendments | --severance] [--write]
//
// --widen (used from holdout22 on, when the plain filter had run dry) also admits whole
// amended-and-restated agreements (an "amended and restated" agreement replaces the old one
// in full; amendments that change a few sections stay out) and consulting agreements, the
// independent-contractor engagements the service also has to read.
//
// --wider (holdout23 on; implies --widen) admits two shapes the head checks had shut out:
// offer letters ("Dear ...", an offer of a position) whose first 1,500 characters never say
// "employ", and executed agreements whose text merely contains the words "form of" ("in the
// form of a lump sum"); a "form of" agreement is now recognised by its title line instead.
//
// --severance (holdout47 on) draws from the sample set's severance folder instead: executive
// severance and change-in-control agreements and separation agreements, the documents that
// set what an employee is paid and bound to when employment ends. Once the employment folder's
// agreements and longer amendments were used up, they are the nearest unread kind of filed
// employment contract; amendments of them stay out as before.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toText } from './to-text.mjs';
import { mulberry32 } from './assign-split.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const arg = (k, d) => { const i = process.argv.indexOf(k); return i > 0 ? process.argv[i + 1] : d; };
const mirror = arg('--from-mirror');
const split = arg('--split', 'holdout2');
const prefix = arg('--prefix', 'h2');
const count = Number(arg('--count', '16'));
const seed = Number(arg('--seed', '20261125'));
const minChars = Number(arg('--min-chars', '12000'));
const wider = process.argv.includes('--wider');
const amendments = process.argv.includes('--amendments');
const severance = process.argv.includes('--severance');
const widen = wider || amendments || process.argv.includes('--widen');
if (!mirror) { console.error('usage: draw-batch.mjs --from-mirror DIR [--split S --prefix P --count N --seed N --write]'); process.exit(2); }
if (severance && (amendments || wider)) { console.error('--severance draws whole severance agreements: it does not combine with --amendments or --wider'); process.exit(2); }

const REPO = 'LexPredict/lexpredict-contraxsuite-samples';
const COMMIT = '2e01728e21e2ba8181e6cdb25c180dc29d311449';
const gitDir = join(mirror, REPO.replace('/', '+'), 'repo/.git');
const git = (...a) => execFileSync('git', ['--git-dir', gitDir, ...a], { maxBuffer: 256 * 1024 * 1024 });

const sourcesPath = join(here, 'sources.json');
const sources = JSON.parse(readFileSync(sourcesPath, 'utf8'));
const used = new Set(sources.map((s) => s.path));
// The same exhibit is sometimes filed by two registrants: a text already drawn is not drawn again.
const seenTexts = new Set(sources.map((s) => s.sha256));
const NEAR_COPY = 0.5;
const shingles = (text) => {
  const words = text.toLowerCase().match(/[a-z0-9$%]+/g) ?? [];
  const set = new Set();
  for (let i = 0; i + 9 <= words.length; i++) set.add(words.slice(i, i + 9).join(' '));
  return set;
};
const textsDirs = arg('--texts', join(here, 'texts')).split(',');
const known = textsDirs.flatMap((dir) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.txt')).map((f) => shingles(readFileSync(join(dir, f), 'utf8'))) : []));
if (known.length < sources.length) console.error(`warning: ${known.length} of ${sources.length} corpus texts found in ${textsDirs.join(', ')}; near-copies of the others cannot be recognised (run fetch-sources.mjs first)`);
const nearCopy = (set) => known.some((k) => { let shared = 0; for (const s of set) if (k.has(s)) shared++; return shared > NEAR_COPY * set.size; });
const listing = git('ls-tree', '-r', '--name-only', COMMIT, severance ? 'agreements/severance' : 'agreements/employment').toString().split('\n').filter(Boolean).sort();
const rand = mulberry32(seed);
for (let i = listing.length - 1; i > 0; i--) { const j = Math.floor(rand() * (i + 1)); [listing[i], listing[j]] = [listing[j], listing[i]]; }

const picked = [];
for (const path of listing) {
  if (picked.length >= count) break;
  if (used.has(path)) continue;
  const name = widen ? path.replace(/(SECOND |THIRD |FOURTH )?AMENDED (AND|&) RESTATED(?= )/gi, '') : path;
  const kind = severance
    ? (/SEVERANCE|SEPARATION/i.test(name) ? 'severance' : null)
    : amendments
    ? (/AMENDMENT\b/i.test(name) && /EMPLOYMENT/i.test(name) ? 'amendment' : null)
    : /EMPLOYMENT AGREEMENT/i.test(name) ? 'executive-employment' : widen && /CONSULTING AGREEMENT/i.test(name) ? 'consulting' : null;
  const excluded = severance ? /AMEND|FORM|SUPPLEMENT/i : amendments ? /FORM|SUPPLEMENT|SEPARATION|TERMINATION|POST-EMPLOYMENT|CANCELLATION|RELEASE/i : /AMEND|FORM|SUPPLEMENT|SEPARATION|TERMINATION|POST-EMPLOYMENT|CANCELLATION|RELEASE/i;
  if (!kind || excluded.test(name) || /ASSIGNMENT|AGREEMENTS\b/i.test(basename(name))) continue;
  const text = toText(git('show', `${COMMIT}:${path}`).toString('utf8'));
  const head = text.slice(0, 1500);
  if (text.length < minChars || text.length > 70_000) continue;
  const formTitle = wider ? /^\s*(exhibit [\w.]+\s+)?form of\b/im : /\bform of\b/i;
  if (formTitle.test(head) || /_{5,}\s*,?\s*\d{0,4}\s*\(the "Effective Date"\)|\[\s*(name|date|_+)\s*\]/i.test(text)) continue;
  const engages = kind === 'consulting' ? /consult/i : kind === 'severance' ? /employ|sever|separat/i : wider ? /employ|\bdear\b[\s\S]{0,600}\boffer/i : /employ/i;
  if (!engages.test(head)) continue;
  const sha256 = createHash('sha256').update(text).digest('hex');
  if (seenTexts.has(sha256)) continue;
  const own = shingles(text);
  if (nearCopy(own)) continue;
  seenTexts.add(sha256);
  known.push(own);
  picked.push({
    id: `${prefix}-${String(picked.length + 1).padStart(2, '0')}`,
    repo: REPO, path, commit: COMMIT, kind, split,
    chars: text.length, sha256,
    note: `drawn at random (seed ${seed}) for the ${split} measure; not read while rules were written`,
  });
}
for (const p of picked) console.log(`${p.id}  ${p.chars}  ${p.path}`);
if (process.argv.includes('--write')) {
  writeFileSync(sourcesPath, JSON.stringify([...sources, ...picked], null, 2) + '\n');
  console.log(`${picked.length} added to sources.json as split ${split}`);
}
