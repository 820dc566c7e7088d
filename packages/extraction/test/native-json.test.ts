// pdfjs's legacy build replaces JSON.parse and JSON.stringify with core-js's (over
// ten times slower to stringify) for the whole process on Node 20; loading this
// package must leave V8's own in place. Checked in a fresh process, where nothing
// has loaded pdfjs before.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { expect, it } from 'vitest';

// The package's public entry point (its built code), resolved as a consumer would.
const entry = createRequire(import.meta.url).resolve('@cp/extraction');

it('leaves the native JSON.parse, JSON.stringify and Array.prototype.push in place', () => {
  const script = `
    const before = [JSON.parse, JSON.stringify, Array.prototype.push];
    await import(${JSON.stringify(entry)});
    const after = [JSON.parse, JSON.stringify, Array.prototype.push];
    process.stdout.write(JSON.stringify(before.map((f, i) => f === after[i])));
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(JSON.parse(out)).toEqual([true, true, true]);
});
