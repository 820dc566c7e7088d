#!/usr/bin/env node
// Rebuilds corpus/real/texts/ from corpus/real/sources.json. Node 20, no dependencies.
//
//   node corpus/real/fetch-sources.mjs                    # download from raw.githubusercontent.com
//   node corpus/real/fetch-sources.mjs --from-mirror DIR  # read local git mirrors instead:
//        DIR/<owner>+<name>/repo/.git  (or a bare DIR/<owner>+<name>/repo)
//   options: --only id,id   --out DIR (instead of texts/)   --write-hashes (store chars/sha256 of what was written into sources.json)
//
// Every file is fetched at the pinned commit, converted with to-text.mjs (the same
// conversion that produced the recorded hashes) and checked against the sha256 in
// sources.json; a mismatch is reported as a warning and the file is still written.
import { readFile, writeFile, mkdir, access } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toText } from './to-text.mjs';

const run = promisify(execFile);
const here = dirname(fileURLToPath(import.meta.url));
const sourcesPath = join(here, 'sources.json');

function arg(name) {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}
// An unseen batch is written straight to a folder of its own, so it never passes through the
// texts folder that rule work reads.
const textsDir = arg('--out') ?? join(here, 'texts');
const mirror = arg('--from-mirror');
const only = arg('--only')?.split(',').map((s) => s.trim()).filter(Boolean);
const writeHashes = process.argv.includes('--write-hashes');

export function rawUrl(repo, commit, path) {
  return `https://raw.githubusercontent.com/${repo}/${commit}/${path.split('/').map(encodeURIComponent).join('/')}`;
}

async function exists(p) {
  try {
    await access(p);
    return true;
  } catch {
    return false;
  }
}

async function gitDirFor(repo) {
  const base = join(mirror, repo.replace('/', '+'), 'repo');
  if (await exists(join(base, '.git'))) return join(base, '.git');
  if (await exists(join(base, 'HEAD'))) return base;
  throw new Error(`no git mirror for ${repo} under ${mirror}`);
}

async function fetchBytes(src) {
  if (mirror) {
    const gitDir = await gitDirFor(src.repo);
    const { stdout } = await run('git', ['--git-dir', gitDir, 'show', `${src.commit}:${src.path}`], {
      encoding: 'buffer',
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  }
  const url = rawUrl(src.repo, src.commit, src.path);
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(url);
    if (res.ok) return Buffer.from(await res.arrayBuffer());
    if (attempt >= 3 || res.status === 404) throw new Error(`${res.status} ${res.statusText} for ${url}`);
    await new Promise((r) => setTimeout(r, 1000 * attempt));
  }
}

const sha256 = (s) => createHash('sha256').update(s, 'utf8').digest('hex');

async function main() {
  const sources = JSON.parse(await readFile(sourcesPath, 'utf8'));
  await mkdir(textsDir, { recursive: true });
  let ok = 0;
  let mismatched = 0;
  let failed = 0;
  for (const src of sources) {
    if (only && !only.includes(src.id)) continue;
    try {
      const text = toText(await fetchBytes(src));
      await writeFile(join(textsDir, `${src.id}.txt`), text, 'utf8');
      const hash = sha256(text);
      if (writeHashes) {
        src.sha256 = hash;
        src.chars = text.length;
      } else if (src.sha256 && src.sha256 !== hash) {
        mismatched++;
        console.warn(`WARN ${src.id}: sha256 ${hash} differs from sources.json ${src.sha256}`);
        continue;
      }
      ok++;
      console.log(`ok   ${src.id} (${text.length} chars)`);
    } catch (err) {
      failed++;
      console.error(`FAIL ${src.id}: ${err.message}`);
    }
  }
  if (writeHashes) await writeFile(sourcesPath, JSON.stringify(sources, null, 2) + '\n', 'utf8');
  console.log(`${ok} written and verified, ${mismatched} hash mismatches, ${failed} failed -> ${textsDir}`);
  if (failed) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
