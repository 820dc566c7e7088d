// Reading-order checks on the dev corpus (../shared beside the repo), skipped
// where the corpus is absent. General properties only: numbered sections come
// in order (columns read one after the other), no page furniture left.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pdfToTextDocument } from '@cp/extraction';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const corpus = path.resolve(repoRoot, '../shared/corpus/dev/pdf');
const present = existsSync(corpus);

describe.skipIf(!present)(`text layer on the dev corpus (${present ? corpus : 'skipped: ../shared/corpus/dev/pdf not found'})`, () => {
  const files = present ? readdirSync(corpus).filter((f) => f.endsWith('.pdf')) : [];

  it('reads numbered sections in order and drops page numbers and running heads', async () => {
    let pairs = 0;
    let ordered = 0;
    for (const file of files) {
      const doc = await pdfToTextDocument(new Uint8Array(readFileSync(path.join(corpus, file))), { ocr: 'off' });
      const lines = doc.pages.flatMap((p) => p.lines.map((l) => l.text));
      expect(lines.filter((l) => /^(?:page\s+)?\d+(?:\s+of\s+\d+)?$/i.test(l) || /^-\s*\d+\s*-$/.test(l)), file).toEqual([]);
      const heads = new Map<string, number>();
      for (const p of doc.pages) for (const l of p.lines.slice(0, 1)) heads.set(l.text, (heads.get(l.text) ?? 0) + 1);
      expect([...heads.values()].filter((n) => n >= Math.max(3, doc.pages.length / 2)), file).toEqual([]);
      let prev: [number, number] | null = null;
      for (const l of lines) {
        const m = /^(\d{1,2})\.(\d{1,2})\s+\S/.exec(l);
        if (!m) continue;
        const cur: [number, number] = [Number(m[1]), Number(m[2])];
        if (prev) {
          pairs++;
          if (cur[0] > prev[0] || (cur[0] === prev[0] && cur[1] > prev[1])) ordered++;
        }
        prev = cur;
      }
    }
    expect(pairs).toBeGreaterThan(100);
    // Cross-references ("3.2 of Exhibit A") can start a wrapped line; almost all steps still go forward.
    expect(ordered / pairs).toBeGreaterThan(0.95);
  }, 120_000);
});
