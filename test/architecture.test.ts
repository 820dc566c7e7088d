// The layering the folders promise, checked so that it cannot drift back: every package
// and service offers its public entry points only (no "./*" export that invites deep
// imports), nothing imports another package's insides, and no service depends on another
// service except services/embedded, whose one job is to compose the roles.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './support/services.js';

const COMPOSER = 'services/embedded';
const SOURCE = /\.(?:[cm]?[jt]s|tsx)$/;
const SKIP = new Set(['node_modules', 'dist', 'out', 'test-results', '.git']);

type Manifest = {
  name: string;
  exports?: Record<string, unknown>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

const workspaces = ['packages', 'services'].flatMap((top) =>
  readdirSync(join(root, top))
    .map((name) => `${top}/${name}`)
    .filter((dir) => statSync(join(root, dir)).isDirectory()),
);
const manifest = (dir: string): Manifest => JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
const services = workspaces.filter((dir) => dir.startsWith('services/'));
const serviceNames = new Set(services.map((dir) => manifest(dir).name));
const packageNames = new Set(workspaces.map((dir) => manifest(dir).name));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every module specifier of a file: static and dynamic imports, re-exports, require. */
function specifiers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/g);
  return [...found].map((m) => m[1]!);
}

/** The workspace package a specifier names, and the subpath after it ('' for the entry point). */
function workspaceImport(spec: string): { name: string; subpath: string } | undefined {
  const m = /^(@cp\/[^/]+)(\/.*)?$/.exec(spec);
  return m && packageNames.has(m[1]!) ? { name: m[1]!, subpath: m[2] ?? '' } : undefined;
}

describe('architecture', () => {
  it('finds the workspaces it checks', () => {
    expect(services).toContain(COMPOSER);
    expect(serviceNames).toEqual(new Set(['@cp/contracts', '@cp/embedded', '@cp/gateway', '@cp/worker']));
    expect(workspaces.filter((dir) => dir.startsWith('packages/')).length).toBeGreaterThanOrEqual(7);
  });

  it('no package or service exports a wildcard path ("./*")', () => {
    const wildcards = workspaces.flatMap((dir) =>
      Object.keys(manifest(dir).exports ?? {})
        .filter((key) => key.includes('*'))
        .map((key) => `${dir}/package.json exports "${key}"`),
    );
    expect(wildcards).toEqual([]);
  });

  it('no service other than services/embedded depends on another service in package.json', () => {
    const offending = services
      .filter((dir) => dir !== COMPOSER)
      .flatMap((dir) => {
        const m = manifest(dir);
        const deps = { ...m.dependencies, ...m.devDependencies, ...m.optionalDependencies, ...m.peerDependencies };
        return Object.keys(deps)
          .filter((dep) => serviceNames.has(dep) && dep !== m.name)
          .map((dep) => `${dir} depends on ${dep}`);
      });
    expect(offending).toEqual([]);
  });

  it('no service other than services/embedded imports another service', () => {
    const offending = services
      .filter((dir) => dir !== COMPOSER)
      .flatMap((dir) => {
        const own = manifest(dir).name;
        return sourceFiles(join(root, dir)).flatMap((file) =>
          specifiers(file)
            .map(workspaceImport)
            .filter((imp) => imp && serviceNames.has(imp.name) && imp.name !== own)
            .map((imp) => `${relative(root, file)} imports ${imp!.name}`),
        );
      });
    expect(offending).toEqual([]);
  });

  it('nothing in the repository imports a workspace package other than by its entry point', () => {
    const dirs = [...workspaces, 'test', 'bench'];
    const offending = dirs.flatMap((dir) =>
      sourceFiles(join(root, dir)).flatMap((file) =>
        specifiers(file)
          // By name (@cp/x/y) or by path into built code other than the entry point (../dist/pdf/y.js).
          .filter((spec) => workspaceImport(spec)?.subpath || (/(?:^|\/)dist\//.test(spec) && !spec.endsWith('dist/index.js')))
          .map((spec) => `${relative(root, file)} imports ${spec}`),
      ),
    );
    expect(offending).toEqual([]);
  });

  it('defines the OCR mode once and imports ajv-formats once (the shim in @cp/schema)', () => {
    const files = workspaces.flatMap((dir) => sourceFiles(join(root, dir, 'src')));
    const where = (test: (text: string, file: string) => boolean) =>
      files.filter((file) => test(readFileSync(file, 'utf8'), file)).map((file) => relative(root, file));
    expect(where((text) => /\btype OcrMode\s*=/.test(text))).toEqual(['packages/schema/src/ocr-mode.ts']);
    expect(where((_, file) => specifiers(file).includes('ajv-formats'))).toEqual(['packages/schema/src/add-formats.ts']);
  });

  it('the checks see a deep import and a service import when there is one', () => {
    // Guards the scanner itself: a pattern that matched nothing would pass every case above.
    expect(workspaceImport('@cp/extraction/pdf/hyphens')).toEqual({ name: '@cp/extraction', subpath: '/pdf/hyphens' });
    expect(workspaceImport('@cp/worker')).toEqual({ name: '@cp/worker', subpath: '' });
    expect(workspaceImport('@cpx/worker')).toBeUndefined();
    const gatewayImports = sourceFiles(join(root, 'services/embedded')).flatMap(specifiers);
    expect(gatewayImports).toContain('@cp/gateway');
  });
});
