// Generalisation check: contracts written for this test alone (different hands,
// layouts and wordings from the dev corpus), labelled by FIELDS.md, scored field by
// field with the scorer's per-type rules. Balanced accuracy is the mean of accuracy
// on stated fields and on silent fields. The floor sits a little below the measured
// figure so it can only ratchet up; the misses are printed for the rule authors.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { FIELDS, getPath, validateParsedData, type FieldType } from '@cp/schema';
import { buildContractPdf } from '@cp/testkit';
import { extractPdf } from '../src/pipeline.js';

const FLOOR = 0.99;
const dir = resolve(import.meta.dirname, 'holdout');
const names = readdirSync(dir).filter((f) => f.endsWith('.txt')).map((f) => f.replace(/\.txt$/, '')).sort();

const STOP = new Set('the and for with from that this will shall any all per are was its our your their upon into each such than then there where which while within without of to in on by or a an as at be is it no not'.split(' '));

function numbersIn(s: unknown): number[] {
  return (String(s).replace(/(\d),(\d{3})/g, '$1$2').match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
}

function contentWords(s: unknown): string[] {
  return String(s).toLowerCase().replace(/[^a-z0-9() ]+/g, ' ').split(/\s+/)
    .filter((w) => w.length >= 3 && !STOP.has(w) && !/^\d/.test(w))
    .map((w) => w.replace(/s$/, '').slice(0, 5));
}

// Same rules as the shared scorer: loose text, numbers within 0.1%, exact enums.
function fieldCorrect(type: FieldType, gold: unknown, pred: unknown): boolean {
  if (type === 'boolean') return (gold === true) === (pred === true);
  if (gold == null) return pred == null || (type !== 'number' && String(pred).trim() === '');
  if (pred == null) return false;
  if (type === 'number') {
    const p = typeof pred === 'number' ? pred : Number(pred);
    return Number.isFinite(p) && Math.abs(p - (gold as number)) <= Math.max(0.001 * Math.abs(gold as number), 0.01);
  }
  if (type === 'enum') return String(pred).trim().toLowerCase() === String(gold).toLowerCase();
  const pn = numbersIn(pred);
  if (!numbersIn(gold).every((n) => pn.includes(n))) return false;
  const gw = contentWords(gold);
  if (gw.length === 0) return String(pred).trim() !== '';
  const pw = new Set(contentWords(pred));
  return gw.filter((w) => pw.has(w)).length / gw.length >= 0.5;
}

describe('field extraction on unseen holdout contracts', () => {
  it('has a complete, valid label for every contract', () => {
    expect(names.length).toBeGreaterThanOrEqual(8);
    for (const name of names) {
      const label = JSON.parse(readFileSync(resolve(dir, `${name}.json`), 'utf8'));
      expect(validateParsedData.errors(label), name).toEqual([]);
    }
  });

  it(`keeps balanced accuracy at or above ${FLOOR}`, async () => {
    const tally = { stated: [0, 0], silent: [0, 0] };
    const report: string[] = [];
    for (const name of names) {
      const text = readFileSync(resolve(dir, `${name}.txt`), 'utf8');
      const gold = JSON.parse(readFileSync(resolve(dir, `${name}.json`), 'utf8'));
      const { result } = await extractPdf(await buildContractPdf(text), { ocr: 'off' });
      const misses: string[] = [];
      for (const { path, type } of FIELDS) {
        const want = getPath(gold, path);
        const got = getPath(result.parsedData, path);
        const good = fieldCorrect(type, want, got);
        const bucket = (type === 'boolean' ? want !== true : want == null) ? tally.silent : tally.stated;
        bucket[1]++;
        if (good) bucket[0]++;
        else misses.push(`  ${path}: want ${JSON.stringify(want)} got ${JSON.stringify(got)}`);
      }
      report.push(`${name}: ${FIELDS.length - misses.length}/${FIELDS.length}`, ...misses);
    }
    const stated = tally.stated[0] / tally.stated[1];
    const silent = tally.silent[0] / tally.silent[1];
    const balanced = (stated + silent) / 2;
    console.log(`${report.join('\n')}\nholdout: stated ${stated.toFixed(3)} of ${tally.stated[1]}, silent ${silent.toFixed(3)} of ${tally.silent[1]}, balanced ${balanced.toFixed(3)}`);
    expect(balanced).toBeGreaterThanOrEqual(FLOOR);
  }, 50_000);
});
