import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  FIELDS,
  emptyParsedData,
  validateParsedData,
  validateVerifyRequest,
  validateContractSections,
  validateParseJob,
  ValidationError,
  changedPaths,
  getPath,
  setPath,
  toEmploymentContract,
  sectionsToParsedData,
  SECTION_NAMES,
} from '@cp/schema';

const labelsDir = resolve(__dirname, '../../../../shared/corpus/dev/labels');
const haveShared = existsSync(labelsDir);

describe('parsedData schema', () => {
  it('has the 112 fields of the dictionary, with their types', () => {
    expect(FIELDS).toHaveLength(112);
    const byType = FIELDS.reduce<Record<string, number>>((a, f) => ((a[f.type] = (a[f.type] ?? 0) + 1), a), {});
    expect(byType).toEqual({ boolean: 78, number: 18, text: 10, enum: 6 });
    expect(FIELDS.find((f) => f.path === 'legalContractualProvisions.terminationSeverance.dispute_res_proc')?.values).toEqual([
      'arbitration',
      'mediation',
      'mediation_then_arbitration',
      'litigation',
    ]);
  });

  it('accepts the complete empty structure, with booleans false and the rest null', () => {
    const empty = emptyParsedData();
    expect(validateParsedData.errors(empty)).toEqual([]);
    for (const f of FIELDS) expect(getPath(empty, f.path)).toBe(f.type === 'boolean' ? false : null);
    expect(Object.keys(empty)).toEqual([...SECTION_NAMES]);
  });

  it.skipIf(!haveShared)('accepts every dev-corpus label (skipped: ../shared is not beside the repo)', () => {
    const files = readdirSync(labelsDir).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const label = JSON.parse(readFileSync(resolve(labelsDir, f), 'utf8'));
      expect({ f, errors: validateParsedData.errors(label) }).toEqual({ f, errors: [] });
    }
  });

  it('rejects a wrong type with the dotted path of the field', () => {
    const d = emptyParsedData() as unknown as Record<string, unknown>;
    setPath(d, 'compensation.guar_base_sal', '325000');
    setPath(d, 'benefits.insuranceCoverage.health_ins', 'yes');
    expect(validateParsedData.errors(d)).toEqual([
      { path: 'compensation.guar_base_sal', message: 'must be number or null' },
      { path: 'benefits.insuranceCoverage.health_ins', message: 'must be boolean' },
    ]);
  });

  it('rejects unknown keys and missing keys with their paths', () => {
    const d = emptyParsedData() as unknown as Record<string, any>;
    d.benefits.timeOff.floating_holidays = 2;
    delete d.workSchedule.flex_sched;
    d.extraSection = {};
    const paths = validateParsedData.errors(d).map((e) => `${e.path}: ${e.message}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'extraSection: is not a known field',
        'workSchedule.flex_sched: is required',
        'benefits.timeOff.floating_holidays: is not a known field',
      ]),
    );
  });

  it('rejects a value outside a closed enum, but accepts null', () => {
    const d = emptyParsedData() as unknown as Record<string, unknown>;
    setPath(d, 'employmentStatusSetting.prac_size', 'medium_group');
    const [err] = validateParsedData.errors(d);
    expect(err.path).toBe('employmentStatusSetting.prac_size');
    expect(err.message).toMatch(/must be one of "solo", "small_group"/);
    setPath(d, 'employmentStatusSetting.prac_size', null);
    expect(validateParsedData(d)).toBe(true);
  });

  it('rejects text longer than the canonical 200 characters', () => {
    const d = emptyParsedData() as unknown as Record<string, unknown>;
    setPath(d, 'legalContractualProvisions.miscellaneousProvisions.governing_law', 'x'.repeat(201));
    expect(validateParsedData.errors(d).map((e) => e.path)).toContain('legalContractualProvisions.miscellaneousProvisions.governing_law');
  });

  it('assert() throws a ValidationError listing every bad field', () => {
    expect(() => validateParsedData.assert({})).toThrow(ValidationError);
    try {
      validateParsedData.assert({ basicInformation: {} });
    } catch (e) {
      const paths = (e as ValidationError).errors.map((x) => x.path);
      expect(paths).toContain('basicInformation.emp_type');
      expect(paths).toContain('compensation');
    }
  });
});

describe('API bodies', () => {
  it('validates the verify request, closed to unknown keys', () => {
    expect(validateVerifyRequest({ parsedData: emptyParsedData(), verified: true })).toBe(true);
    expect(validateVerifyRequest.errors({ parsedData: emptyParsedData(), verified: 'yes' })).toEqual([{ path: 'verified', message: 'must be boolean' }]);
    expect(validateVerifyRequest.errors({ parsedData: emptyParsedData(), verified: true, note: 1 })).toEqual([{ path: 'note', message: 'is not a known field' }]);
    expect(validateVerifyRequest.errors({ verified: true })).toEqual([{ path: 'parsedData', message: 'is required' }]);
  });

  it('converts between the two contract shapes without losing a field', () => {
    const d = emptyParsedData();
    d.compensation.guar_base_sal = 300000;
    const flat = toEmploymentContract({ contractId: 'c_1', parsedData: d });
    expect(Object.keys(flat)).toEqual(['contractId', ...SECTION_NAMES]);
    const { contractId, ...sections } = flat;
    expect(contractId).toBe('c_1');
    expect(validateContractSections(sections)).toBe(true);
    expect(sectionsToParsedData(sections)).toEqual(d);
  });

  it('job payloads carry only the code', () => {
    expect(validateParseJob({ verificationCode: 'v_abc' })).toBe(true);
    expect(validateParseJob.errors({ verificationCode: 'v_abc', pdf: 'JVBERi0=' })[0].path).toBe('pdf');
  });

  it('lists changed paths between two structures', () => {
    const a = emptyParsedData();
    const b = emptyParsedData();
    b.workSchedule.remote_work = true;
    b.compensation.sign_bonus_typo = undefined as never;
    expect(changedPaths(a, b)).toEqual(['workSchedule.remote_work']);
  });
});
