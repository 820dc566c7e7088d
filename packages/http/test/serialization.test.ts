// Responses are written by fast-json-stringify from their schemas, which drops any
// member a closed schema does not name. For every kind of body the API sends, with
// every optional member present, the serialized body must say exactly what
// JSON.stringify says: no field silently dropped, renamed or rounded.
import { describe, expect, it } from 'vitest';
import * as api from '@cp/schema';
import { FIELDS, setPath, type ParsedData } from '@cp/schema';
import { compileSerializer, problemBody } from '../src/index.js';

/** parsedData with all 112 fields set, none to its silent value. */
export function fullParsedData(): ParsedData {
  const data: Record<string, unknown> = {};
  FIELDS.forEach((f, i) => {
    const value = f.type === 'boolean' ? true : f.type === 'number' ? 1000.25 + i : f.type === 'enum' ? f.values![i % f.values!.length] : `value "${i}" \u00e9\n`;
    setPath(data, f.path, value);
  });
  return data as unknown as ParsedData;
}

const at = '2026-11-25T10:00:00.000Z';
const box = { x: 0.1, y: 0.2, w: 0.3, h: 0.04 };
const problem = problemBody('validationFailed', 'Invalid request body: compensation.guar_base_sal must be number.', {
  errors: [{ path: 'compensation.guar_base_sal', message: 'must be number or null' }],
  contractId: 'c_1',
  verificationCode: 'v_1',
});

const record: api.VerificationRecord = {
  verificationCode: 'v_1',
  status: 'verified',
  createdAt: at,
  updatedAt: at,
  expiresAt: at,
  document: { fileName: 'Vertrag \u00fc.pdf', bytes: 12345, pages: 3, sha256: 'a'.repeat(64), ocrPages: 1 },
  progress: { stage: 'ocr', done: 1, total: 3 },
  parsedData: fullParsedData(),
  evidence: {
    'compensation.guar_base_sal': { page: 1, text: 'base salary of $250,000', confidence: 0.95, box },
    'benefits.timeOff.vacation_days': { page: 2, text: 'twenty days', confidence: 0.5 },
  },
  warnings: [{ code: 'weak_evidence', message: 'tentative wording', paths: ['compensation.guar_base_sal'] }],
  hints: [{ path: 'compensation.ret_bonus', signal: 'possibly_missed', page: 3, text: 'retention', box }],
  draftSavedAt: at,
  corrections: [
    { path: 'compensation.guar_base_sal', extracted: 250000, corrected: 260000 },
    { path: 'basicInformation.emp_type', extracted: null, corrected: 'full_time' },
    { path: 'basicInformation.partnership_track', extracted: false, corrected: true },
  ],
  verifiedBy: 'reviewer',
  verifiedAt: at,
  contractId: 'c_1',
  error: { ...problem, instance: '/verify/v_1' },
};
const damaged: api.DamagedRecord = { verificationCode: 'v_2', status: 'damaged', createdAt: null, error: problem };
const summary: api.VerificationSummary = {
  verificationCode: 'v_1',
  status: 'failed',
  createdAt: at,
  updatedAt: at,
  expiresAt: at,
  document: record.document,
  progress: record.progress,
  uncertainFields: 4,
  contractId: 'c_1',
  error: problem,
};
const contract = { contractId: 'c_1', parsedData: fullParsedData(), verified: true as const };
const flat = api.toEmploymentContract(contract);

const cases: Array<[string, unknown, unknown]> = [
  ['VerificationRecord, every member set', api.VerificationRecord, record],
  ['VerificationRecord, fresh upload', api.VerificationRecord, { ...record, status: 'queued', parsedData: undefined, evidence: undefined } as unknown],
  ['a damaged record, and either in the union GET /verify/{code} answers', api.DamagedRecord, damaged],
  ['VerificationList with a summary and a damaged record', api.VerificationList, { items: [summary, damaged], nextCursor: 'abc' }],
  ['ContractWithParsedData (GET /contracts/{id})', api.ContractWithParsedData, contract],
  ['EmploymentContract (GET /employment-contracts/{id})', api.EmploymentContract, flat],
  ['EmploymentContractList with a damaged contract', api.EmploymentContractList, { items: [flat], damaged: [{ contractId: 'c_2', error: problem }], nextCursor: null }],
  ['a problem with every member, and one the registry does not name', api.Problem, { ...problem, instance: '/x', retryAfter: 2, extra: { nested: [1, 'two'] } }],
  ['a problem with only the required members', api.Problem, problemBody('routeNotFound', 'There is no route GET /x.')],
  ['UploadResult', api.UploadResult, { message: 'Parsing succeeded', verificationCode: 'v_1' }],
  ['UploadAccepted', api.UploadAccepted, { message: 'Accepted', verificationCode: 'v_1', status: 'queued' }],
  ['VerificationResult', api.VerificationResult, { message: 'Verified', contractId: 'c_1' }],
  ['DraftSaved', api.DraftSaved, { message: 'Draft saved', verificationCode: 'v_1' }],
];

describe('fast-json-stringify writes what JSON.stringify writes', () => {
  it.each(cases)('%s', (_name, schema, body) => {
    const serialized = compileSerializer(schema)(body);
    expect(JSON.parse(serialized)).toEqual(JSON.parse(JSON.stringify(body)));
  });

  it('keeps all 112 fields of parsedData, with their values', () => {
    const out = JSON.parse(compileSerializer(api.ParsedData)(fullParsedData()));
    expect(FIELDS.map((f) => api.getPath(out, f.path))).toEqual(FIELDS.map((f) => api.getPath(fullParsedData(), f.path)));
    expect(FIELDS.length).toBe(112);
  });

  it('writes silent fields as null and false', () => {
    const empty = api.emptyParsedData();
    expect(JSON.parse(compileSerializer(api.ParsedData)(empty))).toEqual(empty);
  });

  it('falls back to JSON.stringify where a schema says nothing of the shape', () => {
    expect(compileSerializer({ description: 'Deleted', type: 'null' })(null)).toBe('null');
    expect(compileSerializer(undefined)({ a: 1 })).toBe('{"a":1}');
  });
});
