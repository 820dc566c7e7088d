// Bundles the review UI (TypeScript + CSS) into dist/review-ui, served by
// src/review/index.ts. pdf.js is not bundled: the gateway serves it from pdfjs-dist.
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', 'dist', 'review-ui');

await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });
await build({
  entryPoints: {
    queue: join(here, 'src', 'queue-page.ts'),
    review: join(here, 'src', 'review-page.ts'),
    styles: join(here, 'src', 'styles.css'),
  },
  outdir: out,
  bundle: true,
  format: 'esm',
  target: ['chrome110', 'firefox115', 'safari16'],
  minify: true,
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  tsconfig: join(here, 'tsconfig.json'),
});
await copyFile(join(here, 'static', 'favicon.svg'), join(out, 'favicon.svg'));
