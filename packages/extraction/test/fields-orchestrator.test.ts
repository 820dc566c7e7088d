import { describe, expect, it } from 'vitest';
import { FIELDS, getPath, validateParsedData } from '@cp/schema';
import { buildContractPdf } from '@cp/testkit';
import { extractPdf } from '../src/pipeline.js';
import { extractFields } from '../src/fields/index.js';
import { textDocumentFromPages } from '../src/fields/context.js';
import { BASE, INC, SIGN, confidenceOf, resultOf } from './fields-helpers.js';

const CONTRACT = [
  '# PHYSICIAN EMPLOYMENT AGREEMENT',
  'This Physician Employment Agreement is made by and between Lakeview Health System, an Ohio nonprofit corporation ("Employer"), and Jane Roe, M.D. ("Physician").',
  '# 1. Employment',
  '1.1 Position. Employer hereby employs Physician on a full-time basis to practice in the specialty of cardiology.',
  '# 2. Compensation',
  '2.1 Base Salary. Employer shall pay Physician an annual base salary of Three Hundred Twenty Thousand Dollars ($320,000.00), payable in equal biweekly installments.',
  '2.2 Quality Incentive. Physician may earn a quality incentive bonus of up to five percent (5%) of the Base Salary.',
  '2.3 Signing Bonus. Employer shall pay Physician a one-time signing bonus of $20,000.',
  '\f# 3. Term',
  '3.1 Term. The initial term of this Agreement shall be three (3) years and shall renew automatically for successive one (1) year terms.',
  "3.2 Termination Without Cause. Either party may terminate this Agreement without cause upon ninety (90) days' prior written notice.",
  '3.3 Governing Law. The laws of the State of Ohio govern this Agreement.',
].join('\n');

describe('extractFields', () => {
  it('fills a complete, valid parsedData with evidence for every stated value', () => {
    const r = resultOf(CONTRACT);
    expect(validateParsedData.errors(r.parsedData)).toEqual([]);
    for (const f of FIELDS) expect(getPath(r.parsedData, f.path), f.path).not.toBeUndefined();
    expect(getPath(r.parsedData, BASE)).toBe(320000);
    expect(getPath(r.parsedData, INC)).toBe(16000);
    expect(getPath(r.parsedData, 'basicInformation.term_prov')).toBe('90 days notice without cause');
    for (const f of FIELDS) {
      const v = getPath(r.parsedData, f.path);
      const stated = f.type === 'boolean' ? v === true : v !== null;
      if (stated) {
        const e = r.evidence[f.path];
        expect(e, f.path).toBeDefined();
        expect(e.page).toBeGreaterThanOrEqual(1);
        expect(e.text.length).toBeGreaterThan(0);
        expect(e.confidence).toBeGreaterThan(0);
        expect(e.confidence).toBeLessThanOrEqual(1);
      } else {
        expect(r.evidence[f.path], f.path).toBeUndefined();
      }
    }
  });

  it('returns silence for an empty document', () => {
    const r = resultOf('');
    expect(validateParsedData.errors(r.parsedData)).toEqual([]);
    expect(Object.keys(r.evidence)).toEqual([]);
    expect(r.warnings).toEqual([]);
  });

  it('warns and lowers confidence when a bonus exceeds the salary', () => {
    const text = 'Base Salary. Employer shall pay an annual base salary of $150,000.\n\nSigning Bonus. Employer shall pay a signing bonus of $200,000.';
    const r = resultOf(text);
    const w = r.warnings.find((x) => x.code === 'bonus_exceeds_salary');
    expect(w?.paths).toContain(SIGN);
    // The rules' own confidence is cut below 0.7; the calibrated one (which moves each time the calibration is
    // refitted on new real contracts) stays below that of the same bonus when it does not exceed the salary.
    expect(extractFields(textDocumentFromPages([text]), { reliability: false }).evidence[SIGN].confidence).toBeLessThan(0.7);
    const plausible = resultOf(text.replace('$200,000', '$20,000'));
    expect(plausible.warnings.find((x) => x.code === 'bonus_exceeds_salary')).toBeUndefined();
    expect(r.evidence[SIGN].confidence).toBeLessThan(plausible.evidence[SIGN].confidence - 0.05);
  });

  it('warns when the notice period is not shorter than the term', () => {
    const text = "Term. The initial term of this Agreement shall be two (2) months.\n\nTermination Without Cause. Either party may terminate without cause upon ninety (90) days' written notice.";
    expect(resultOf(text).warnings.map((w) => w.code)).toContain('notice_exceeds_term');
  });

  it('is less confident when candidates disagree', () => {
    const one = 'Base Salary. Employer shall pay an annual base salary of $300,000.';
    const two = `${one}\n\nCompensation. Employer shall pay Physician an annual base salary of $280,000.`;
    expect(confidenceOf(BASE, two)!).toBeLessThan(confidenceOf(BASE, one)!);
  });

  it('is less confident on a poorly read (OCR) clause', () => {
    const text = 'Base Salary. Employer shall pay an annual base salary of $300,000.';
    const good = resultOf(text).evidence[BASE].confidence;
    const doc = { pages: [{ page: 1, source: 'ocr' as const, lines: [{ text, ocrConfidence: 0.5 }] }] };
    expect(extractFields(doc).evidence[BASE].confidence).toBeLessThan(good);
  });

  it('reads a printed PDF through the whole pipeline, with boxes', async () => {
    const pdf = await buildContractPdf(CONTRACT);
    const { result } = await extractPdf(pdf, { ocr: 'off' });
    expect(getPath(result.parsedData, BASE)).toBe(320000);
    expect(getPath(result.parsedData, SIGN)).toBe(20000);
    expect(getPath(result.parsedData, 'basicInformation.contract_dur_renew')).toBe('3 years; renews automatically for 1 year terms');
    expect(getPath(result.parsedData, 'legalContractualProvisions.miscellaneousProvisions.governing_law')).toBe('Ohio');
    const e = result.evidence['basicInformation.term_prov'];
    expect(e.page).toBe(2);
    expect(e.box).toBeDefined();
    expect(e.box!.x).toBeGreaterThanOrEqual(0);
    expect(e.box!.y + e.box!.h).toBeLessThanOrEqual(1);
  });
});

describe('odd input', () => {
  it('never throws and stays valid on junk, long lines and stray symbols', () => {
    const junk = [
      '$$$ %%% ||| (((( )))) ;;;; .... ---- ' + 'x'.repeat(5000),
      '| | | |\n1.\n(a)\n\f\n\n' + 'Salary '.repeat(2000),
      'ninety ninety ninety (((90))) days days $ , . per per per month',
    ];
    for (const text of junk) {
      const r = resultOf(text);
      expect(validateParsedData.errors(r.parsedData)).toEqual([]);
      expect(r.warnings.filter((w) => w.code === 'rule_failed')).toEqual([]);
    }
  });
});

describe('field reliability on unseen real contracts', () => {
  it('calibrates each evidence with its field\'s record, after the review signals, keeping values and evidence', async () => {
    const { FIELD_RELIABILITY, calibratedConfidence } = await import('../src/fields/field-reliability.js');
    const { textDocumentFromPages } = await import('../src/fields/context.js');
    const { documentKeys } = await import('../src/fields/document-inputs.js');
    const { buildContext } = await import('../src/fields/context.js');
    const doc = textDocumentFromPages([CONTRACT]);
    const document = documentKeys(buildContext(doc).all);
    const plain = extractFields(doc, { reliability: false });
    const calibrated = extractFields(doc);
    expect(calibrated.parsedData).toEqual(plain.parsedData);
    expect(Object.keys(calibrated.evidence)).toEqual(Object.keys(plain.evidence));
    for (const [path, ev] of Object.entries(calibrated.evidence)) {
      expect(ev.text).toBe(plain.evidence[path].text);
      const field = FIELDS.find((f) => f.path === path)!;
      const reading = { type: field.type, value: getPath(plain.parsedData as unknown as Record<string, unknown>, path), quote: ev.text, document };
      expect(ev.confidence).toBeCloseTo(calibratedConfidence(plain.evidence[path].confidence, path as keyof typeof FIELD_RELIABILITY, reading), 3);
    }
  });

  it('ranks a reading of a field with a poor record below an equally worded reading of a reliable one, and a surer wording above a weaker one', async () => {
    const { FIELD_RELIABILITY, calibratedConfidence } = await import('../src/fields/field-reliability.js');
    const byRecord = Object.entries(FIELD_RELIABILITY).sort((a, b) => a[1] - b[1]);
    const [worst, best] = [byRecord[0][0], byRecord[byRecord.length - 1][0]] as (keyof typeof FIELD_RELIABILITY)[];
    expect(calibratedConfidence(0.9, worst)).toBeLessThan(calibratedConfidence(0.9, best));
    expect(calibratedConfidence(0.6, best)).toBeLessThan(calibratedConfidence(0.9, best));
    for (const c of [0.01, 0.5, 1]) expect(calibratedConfidence(c, worst)).toBeGreaterThanOrEqual(0), expect(calibratedConfidence(c, best)).toBeLessThanOrEqual(1);
  });

  it('has one factor for every field of the schema', async () => {
    const { FIELD_RELIABILITY } = await import('../src/fields/field-reliability.js');
    expect(Object.keys(FIELD_RELIABILITY).sort()).toEqual(FIELDS.map((f) => f.path).sort());
  });
});
