// Small helpers the benches share: running the service's processes, and building earlier versions of the rules.
import net from 'node:net';
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RULE_SOURCES = ['packages/extraction/src/fields', 'packages/extraction/src/types.ts'];

/**
 * Transpiles the field rules of one commit into `work`/rules/<commit> (type-stripped, not checked) and
 * returns the path of its fields/index.js, whose extractFields reads a TextDocument as that commit did.
 */
export async function buildRulesVersion(commit, work) {
  const out = join(work, 'rules', commit);
  const entry = join(out, 'fields/index.js');
  linkDependencies(work);
  if (existsSync(entry)) return entry;
  const git = (...a) => execFileSync('git', a, { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'pipe'] });
  const ts = (await import(pathToFileURL(join(repoRoot, 'node_modules/typescript/lib/typescript.js')).href)).default;
  for (const path of git('ls-tree', '-r', '--name-only', commit, '--', ...RULE_SOURCES).split('\n').filter((p) => p.endsWith('.ts'))) {
    const js = ts.transpileModule(git('show', `${commit}:${path}`), { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
    const dest = join(out, relative('packages/extraction/src', path).replace(/\.ts$/, '.js'));
    mkdirSync(dirname(dest), { recursive: true });
    writeFileSync(dest, js);
  }
  return entry;
}

/**
 * The rules' imports ('@cp/schema', and libraries such as i18n-iso-countries) resolve from the temp folder to
 * the extraction package's own dependencies, as installed now. Refreshed on every call: the cache outlives
 * the checkout that first filled it (another clone or worktree, since removed), and a link left pointing there
 * would break every cached build.
 */
function linkDependencies(work) {
  const deps = join(repoRoot, 'packages/extraction/node_modules');
  for (const name of readdirSync(deps).flatMap((d) => (d.startsWith('@') ? readdirSync(join(deps, d)).map((n) => `${d}/${n}`) : [d]))) {
    const link = join(work, 'node_modules', name);
    const target = realpathSync(join(deps, name));
    let current;
    try {
      current = lstatSync(link).isSymbolicLink() ? readlinkSync(link) : undefined;
    } catch {
      current = null;
    }
    if (current === target) continue;
    if (current !== null) rmSync(link, { recursive: true, force: true });
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(target, link, 'dir');
  }
}

/** Polls `probe` every 100 ms until it returns something truthy, which it returns. */
export async function until(what, probe, timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A loopback port free at the time of asking. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** SIGTERM, then SIGKILL for what has not exited 20 s later. Each proc: { child, exited }. */
export async function stop(...procs) {
  for (const p of procs) p.child.kill('SIGTERM');
  await Promise.race([Promise.all(procs.map((p) => p.exited)), new Promise((r) => setTimeout(r, 20_000))]);
  for (const p of procs) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
}
