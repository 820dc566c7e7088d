// Boolean accuracy of the flag rules on the labelled dev corpus, where it is present
// (../shared beside the repository). The floor sits just below the measured figure
// (1.000 on the text PDFs) so that accuracy never slips back unnoticed.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { FIELDS, getPath } from '@cp/schema';
import { buildContext } from '../src/fields/context.js';
import { extractFlags } from '../src/fields/flags/index.js';
import { pdfToTextDocument } from '../src/pipeline.js';

const repoRoot = resolve(import.meta.dirname, '../../..');
const corpus = resolve(repoRoot, '../shared/corpus/dev');
const present = existsSync(resolve(corpus, 'labels')) && existsSync(resolve(corpus, 'pdf'));
const BOOLEANS = FIELDS.filter((f) => f.type === 'boolean');

describe.skipIf(!present)('flags on the dev corpus (skipped where ../shared/corpus/dev is absent)', () => {
  it('keeps boolean accuracy at or above 0.98 on the text PDFs', async () => {
    let right = 0;
    let total = 0;
    const misses: string[] = [];
    for (const file of readdirSync(resolve(corpus, 'labels')).filter((f) => f.endsWith('.json'))) {
      const name = file.replace(/\.json$/, '');
      const gold = JSON.parse(readFileSync(resolve(corpus, 'labels', file), 'utf8'));
      const bytes = new Uint8Array(readFileSync(resolve(corpus, 'pdf', `${name}.pdf`)));
      const flags = extractFlags(buildContext(await pdfToTextDocument(bytes, { ocr: 'off' })));
      for (const f of BOOLEANS) {
        const want = getPath(gold, f.path) === true;
        total++;
        if (want === flags.has(f.path)) right++;
        else misses.push(`${name} ${f.path} want ${want}`);
      }
    }
    const accuracy = right / total;
    expect(accuracy, misses.join('\n')).toBeGreaterThanOrEqual(0.98);
  }, 120_000);
});
