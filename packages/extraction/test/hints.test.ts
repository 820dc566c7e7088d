// possibly_missed hints: for fields the rules left silent, the clauses that speak about the
// field's topic, so a reviewer can tell "the contract says nothing" from "the rules missed it".
// Sentences written for this file.
import { describe, expect, it } from 'vitest';
import { FIELDS, validateParsedData, validateVerificationRecord } from '@cp/schema';
import { HINTS_PER_FIELD } from '../src/fields/index.js';
import { resultOf } from './fields-helpers.js';

const LAW = 'legalContractualProvisions.miscellaneousProvisions.governing_law';
const VACATION = 'benefits.timeOff.vacation_days';
const DENTAL = 'benefits.insuranceCoverage.dental_ins';

const CONTRACT = [
  'PHYSICIAN EMPLOYMENT AGREEMENT',
  'This Agreement is made between Harbor Clinic, P.C. (the "Clinic") and Dana Reyes, M.D. (the "Physician").',
  '1. Base Salary. The Clinic shall pay the Physician an annual base salary of $280,000, in equal bi-weekly installments.',
  '2. Vacation. The Physician shall take vacation in accordance with the Clinic\'s leave policy as in effect from time to time.',
  '3. Governing Law. This Agreement is subject to the laws of the Republic of Ruritania.',
  '4. Notices. Notices shall be sent by certified mail to the addresses on the signature page.',
].join('\n');

describe('possibly_missed hints', () => {
  const r = resultOf(CONTRACT);
  const hints = r.hints ?? [];
  const on = (path: string) => hints.filter((h) => h.path === path);

  it('points at a governing-law clause whose place was not read', () => {
    expect(r.evidence[LAW]).toBeUndefined();
    const h = on(LAW);
    expect(h.length).toBeGreaterThan(0);
    expect(h[0]).toMatchObject({ signal: 'possibly_missed', page: 1 });
    expect(h[0].text).toContain('subject to the laws of the Republic of Ruritania');
  });

  it('points at a vacation clause that states no number of days', () => {
    expect(r.evidence[VACATION]).toBeUndefined();
    const texts = on(VACATION).map((h) => h.text);
    expect(texts).toContain('2. Vacation. The Physician shall take vacation in accordance with the Clinic\'s leave policy as in effect from time to time.');
    // The caption and the sentence under it are one place, listed once.
    expect(texts.filter((t) => /shall take vacation/.test(t))).toHaveLength(1);
  });

  it('gives no hint where the contract says nothing about the topic', () => {
    expect(on(DENTAL)).toEqual([]);
    expect(on('compensation.stock_opts')).toEqual([]);
  });

  it('gives hints only for silent fields, a few per field, quoting the contract verbatim', () => {
    const paths = new Set(FIELDS.map((f) => f.path));
    for (const h of hints) {
      expect(paths.has(h.path)).toBe(true);
      expect(r.evidence[h.path], h.path).toBeUndefined();
      expect(CONTRACT.replace(/\n/g, ' ')).toContain(h.text.replace(/\u2026$/, ''));
      expect(h.text.length).toBeLessThanOrEqual(240);
    }
    for (const p of new Set(hints.map((h) => h.path))) expect(on(p).length).toBeLessThanOrEqual(HINTS_PER_FIELD);
    expect(r.evidence['compensation.guar_base_sal']).toBeDefined();
    expect(on('compensation.guar_base_sal')).toEqual([]);
  });

  it('fits the verification record schema', () => {
    expect(validateParsedData.errors(r.parsedData)).toEqual([]);
    const now = new Date().toISOString();
    const record = {
      verificationCode: 'v_test', status: 'awaiting_verification', createdAt: now, updatedAt: now, expiresAt: now,
      document: { fileName: 'c.pdf', bytes: 1, pages: 1, sha256: '0'.repeat(64), ocrPages: 0 },
      parsedData: r.parsedData, evidence: r.evidence, warnings: r.warnings, hints,
    };
    expect(validateVerificationRecord.errors(record)).toEqual([]);
    expect(validateVerificationRecord.errors({ ...record, hints: [{ path: LAW, signal: 'found', page: 1, text: 'x' }] })).not.toEqual([]);
  });
});
