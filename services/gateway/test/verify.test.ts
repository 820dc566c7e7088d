// The verification interface: reading records, drafts with corrections, verifying
// into a contract, and every conflict (409/404/410), validation (400) and concurrency case.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContractPdf } from '@cp/testkit';
import { emptyParsedData, validateVerificationRecord, type ParsedData } from '@cp/schema';
import { extractedData, makeHarness, uploadParsed, uploadPdf, type Harness } from './harness.js';

const PROBLEM = 'https://contract-parser.dev/problems/';
let h: Harness;
let pdf: Uint8Array;

beforeAll(async () => {
  h = await makeHarness();
  pdf = await buildContractPdf('# Agreement\nBase salary of $250,000. Twenty (20) days of vacation. Governed by the laws of Ohio.');
});
afterAll(() => h.close());

const put = (code: string, body: unknown) => h.app.inject({ method: 'PUT', url: `/verify/${code}`, payload: body as object });

function corrected(): ParsedData {
  const data = extractedData();
  data.compensation.guar_base_sal = 260000;
  data.workSchedule.remote_work = true;
  return data;
}

describe('GET /verify/{code}', () => {
  it('shows the record without the extractor internals', async () => {
    const code = await uploadParsed(h, pdf);
    const res = await h.app.inject(`/verify/${code}`);
    expect(res.statusCode).toBe(200);
    const record = res.json();
    expect(validateVerificationRecord.errors(record)).toEqual([]);
    expect(record).toMatchObject({ verificationCode: code, status: 'awaiting_verification' });
    expect(record.parsedData.compensation.guar_base_sal).toBe(250000);
    expect(record.evidence['compensation.guar_base_sal']).toMatchObject({ page: 1, confidence: 0.95 });
    expect(record).not.toHaveProperty('extractedData');
    expect(record).not.toHaveProperty('attempts');
    expect(res.headers['retry-after']).toBeUndefined();
  });

  it('sends Retry-After while the record is queued or processing', async () => {
    h.setWorker('hold');
    const res = await h.app.inject(uploadPdf(pdf, 'c.pdf', { prefer: 'respond-async' }));
    h.setWorker('succeed');
    const code = res.json().verificationCode;
    const rec = await h.app.inject(`/verify/${code}`);
    expect(['queued', 'processing']).toContain(rec.json().status);
    expect(rec.headers['retry-after']).toBe('2');
    const conflict = await put(code, { parsedData: emptyParsedData(), verified: true });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ type: `${PROBLEM}parsing-not-finished`, verificationCode: code });
  });

  it('shows expired past expiresAt, and PUT answers 410', async () => {
    const code = await uploadParsed(h, pdf);
    const record = (await h.stores.records.get(code))!;
    h.setNow(new Date(Date.parse(record.expiresAt) + 1000));
    try {
      expect((await h.app.inject(`/verify/${code}`)).json().status).toBe('expired');
      const res = await put(code, { parsedData: extractedData(), verified: true });
      expect(res.statusCode).toBe(410);
      expect(res.json()).toMatchObject({ type: `${PROBLEM}verification-expired`, status: 410 });
    } finally {
      h.setNow(undefined);
    }
  });

  it('answers 404 for an unknown code', async () => {
    const res = await h.app.inject('/verify/v_doesnotexist');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ type: `${PROBLEM}verification-not-found` });
    const putRes = await put('v_doesnotexist', { parsedData: emptyParsedData(), verified: true });
    expect(putRes.statusCode).toBe(404);
  });

  it('serves the uploaded PDF inline with its name', async () => {
    const code = await uploadParsed(h, pdf);
    const res = await h.app.inject(`/verify/${code}/document`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="contract.pdf"; filename*=UTF-8''contract.pdf`);
    expect(Buffer.compare(res.rawPayload, Buffer.from(pdf))).toBe(0);
  });
});

describe('GET /verify (list)', () => {
  it('pages records newest first with uncertain-field counts and a status filter', async () => {
    const a = await uploadParsed(h, pdf);
    const b = await uploadParsed(h, pdf);
    const res = await h.app.inject('/verify?status=awaiting_verification&limit=1');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ verificationCode: b, status: 'awaiting_verification' });
    // vacation_days has confidence 0.55; guar_base_sal is named by a warning.
    expect(page.items[0].uncertainFields).toBe(2);
    expect(page.nextCursor).toEqual(expect.any(String));
    const next = (await h.app.inject(`/verify?status=awaiting_verification&limit=1&cursor=${page.nextCursor}`)).json();
    expect(next.items[0].verificationCode).toBe(a);
  });

  it('rejects an unknown status and a bad cursor with problems', async () => {
    const bad = await h.app.inject('/verify?status=done');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ type: `${PROBLEM}validation-failed`, errors: [{ path: 'status' }] });
    const cursor = await h.app.inject('/verify?cursor=nonsense');
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().type).toBe(`${PROBLEM}invalid-cursor`);
    const limit = await h.app.inject('/verify?limit=abc');
    expect(limit.statusCode).toBe(400);
    expect(limit.json().errors[0].path).toBe('limit');
  });
});

describe('PUT /verify/{code}', () => {
  it('saves a draft with corrections, creating nothing', async () => {
    const code = await uploadParsed(h, pdf);
    const res = await put(code, { parsedData: corrected(), verified: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.stringMatching(/draft/i), verificationCode: code });
    const record = (await h.app.inject(`/verify/${code}`)).json();
    expect(record.status).toBe('awaiting_verification');
    expect(record.parsedData.compensation.guar_base_sal).toBe(260000);
    expect(record.draftSavedAt).toEqual(expect.any(String));
    expect(record.corrections).toEqual([
      { path: 'compensation.guar_base_sal', extracted: 250000, corrected: 260000 },
      { path: 'workSchedule.remote_work', extracted: false, corrected: true },
    ]);
    expect(await h.stores.contracts.getByVerificationCode(code)).toBeNull();
  });

  it('verifies: creates the contract, marks the record, then 409 names the contract', async () => {
    const code = await uploadParsed(h, pdf);
    const res = await put(code, { parsedData: corrected(), verified: true });
    expect(res.statusCode).toBe(200);
    const { message, contractId } = res.json();
    expect(message).toMatch(/verified/i);
    expect(message).toMatch(/contract was created/i);
    expect(contractId).toMatch(/^c_[a-z2-7]{20}$/);

    const record = (await h.app.inject(`/verify/${code}`)).json();
    expect(record).toMatchObject({ status: 'verified', contractId, verifiedBy: 'anonymous' });
    expect(record.verifiedAt).toEqual(expect.any(String));
    expect(record.corrections).toHaveLength(2);

    const contract = await h.app.inject(`/contracts/${contractId}`);
    expect(contract.statusCode).toBe(200);
    expect(contract.json()).toEqual({ contractId, parsedData: corrected(), verified: true });
    expect(contract.headers.link).toBe(`</verify/${code}>; rel="verification"`);

    const again = await put(code, { parsedData: corrected(), verified: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ type: `${PROBLEM}already-verified`, contractId });
    expect(again.json().detail).toContain(contractId);
    const draftAfter = await put(code, { parsedData: corrected(), verified: false });
    expect(draftAfter.statusCode).toBe(409);
  });

  it('creates one contract under concurrent verified:true requests', async () => {
    const code = await uploadParsed(h, pdf);
    const results = await Promise.all(Array.from({ length: 6 }, () => put(code, { parsedData: extractedData(), verified: true })));
    const ok = results.filter((r) => r.statusCode === 200);
    const conflicts = results.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(1);
    expect(conflicts).toHaveLength(5);
    const contractId = ok[0].json().contractId;
    for (const c of conflicts) expect(c.json().contractId).toBe(contractId);
    const all = await h.stores.contracts.list({ limit: 100 });
    expect(all.items.filter((c) => c.verificationCode === code)).toHaveLength(1);
  });

  it('finishes a verification interrupted between creating the contract and marking the record', async () => {
    const code = await uploadParsed(h, pdf);
    const now = new Date().toISOString();
    await h.stores.contracts.create({ contractId: 'c_interrupted', parsedData: extractedData(), version: 1, createdAt: now, updatedAt: now, verificationCode: code, verifiedBy: 'alice' });
    const res = await put(code, { parsedData: corrected(), verified: true });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ type: `${PROBLEM}already-verified`, contractId: 'c_interrupted' });
    expect((await h.app.inject(`/verify/${code}`)).json()).toMatchObject({ status: 'verified', contractId: 'c_interrupted', verifiedBy: 'alice' });
  });

  it('answers 409 for a record whose parsing failed', async () => {
    h.setWorker('fail');
    const res = await h.app.inject(uploadPdf(pdf));
    h.setWorker('succeed');
    const code = res.json().verificationCode;
    const putRes = await put(code, { parsedData: extractedData(), verified: true });
    expect(putRes.statusCode).toBe(409);
    expect(putRes.json().type).toBe(`${PROBLEM}parsing-failed`);
  });

  describe('rejects bad bodies with field paths, changing nothing', () => {
    let code: string;
    beforeAll(async () => {
      code = await uploadParsed(h, pdf);
    });

    async function expectInvalid(payload: string | object, headers: Record<string, string>, status: number, slug: string) {
      const before = await h.snapshot();
      const res = await h.app.inject({ method: 'PUT', url: `/verify/${code}`, payload, headers });
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json().type).toBe(PROBLEM + slug);
      expect(await h.snapshot()).toEqual(before);
      return res.json();
    }

    const json = { 'content-type': 'application/json' };
    const body = (mutate: (d: Record<string, any>) => void, verified: unknown = true) => {
      const d = extractedData() as unknown as Record<string, any>;
      mutate(d);
      return { parsedData: d, verified };
    };

    it('malformed JSON', async () => {
      const p = await expectInvalid('{"parsedData": {', json, 400, 'malformed-json');
      expect(p.detail).toMatch(/JSON/);
    });

    it('an empty body', async () => {
      await expectInvalid('', json, 400, 'malformed-json');
    });

    it('wrong types', async () => {
      const p = await expectInvalid(body((d) => (d.compensation.guar_base_sal = '250000')), json, 400, 'validation-failed');
      expect(p.errors).toEqual([{ path: 'parsedData.compensation.guar_base_sal', message: 'must be number or null' }]);
      const v = await expectInvalid(body(() => {}, 'yes'), json, 400, 'validation-failed');
      expect(v.errors).toEqual([{ path: 'verified', message: 'must be boolean' }]);
    });

    it('unknown keys', async () => {
      const p = await expectInvalid(body((d) => (d.compensation.signing_bonus = 5)), json, 400, 'validation-failed');
      expect(p.errors).toEqual([{ path: 'parsedData.compensation.signing_bonus', message: 'is not a known field' }]);
      const top = await expectInvalid({ ...body(() => {}), extra: 1 }, json, 400, 'validation-failed');
      expect(top.errors).toEqual([{ path: 'extra', message: 'is not a known field' }]);
    });

    it('missing keys', async () => {
      const p = await expectInvalid(body((d) => delete d.workSchedule.flex_sched), json, 400, 'validation-failed');
      expect(p.errors).toEqual([{ path: 'parsedData.workSchedule.flex_sched', message: 'is required' }]);
      const noVerified = await expectInvalid({ parsedData: extractedData() }, json, 400, 'validation-failed');
      expect(noVerified.errors).toEqual([{ path: 'verified', message: 'is required' }]);
    });

    it('bad enum values', async () => {
      const p = await expectInvalid(body((d) => (d.basicInformation.emp_type = 'fulltime')), json, 400, 'validation-failed');
      expect(p.errors[0].path).toBe('basicInformation.emp_type'.replace(/^/, 'parsedData.'));
      expect(p.errors[0].message).toMatch(/must be one of "full_time"/);
    });

    it('a body that is not JSON', async () => {
      await expectInvalid('parsedData=1', { 'content-type': 'application/x-www-form-urlencoded' }, 415, 'unsupported-media-type');
      await expectInvalid('hello', { 'content-type': 'text/plain' }, 415, 'unsupported-media-type');
    });

    it('a number too large to represent (1e999 would be stored as null)', async () => {
      const text = JSON.stringify(body(() => {})).replace('"guar_base_sal":250000', '"guar_base_sal":1e999');
      const p = await expectInvalid(text, json, 400, 'validation-failed');
      expect(p.errors).toEqual([{ path: 'parsedData.compensation.guar_base_sal', message: 'must be a finite number' }]);
      const negative = await expectInvalid(text.replace('1e999', '-1e999'), json, 400, 'validation-failed');
      expect(negative.errors).toEqual([{ path: 'parsedData.compensation.guar_base_sal', message: 'must be a finite number' }]);
    });

    it('a body nested deeper than 64 levels, however deep', async () => {
      await expectInvalid('{"parsedData":'.repeat(100) + '{}' + '}'.repeat(100), json, 400, 'json-too-deep');
      await expectInvalid('['.repeat(500_000) + ']'.repeat(500_000), json, 400, 'json-too-deep');
    });

    it('a body over the size limit', async () => {
      await expectInvalid(JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) }), json, 413, 'body-too-large');
    });
  });
});

describe('GET /verify filtered by status', () => {
  it('filters in the store, expiry included, so a page is full and its cursor leads on', async () => {
    const own = await makeHarness();
    try {
      const pdf = await buildContractPdf('# Agreement\nBase salary of $250,000.');
      // Three uploads 40 days ago (expired by now), then three today.
      own.setNow(new Date(Date.now() - 40 * 86_400_000));
      const old = [await uploadParsed(own, pdf), await uploadParsed(own, pdf), await uploadParsed(own, pdf)];
      own.setNow(undefined);
      for (let i = 0; i < 3; i++) await uploadParsed(own, pdf);
      const first = (await own.app.inject('/verify?status=expired&limit=2')).json();
      expect(first.items).toHaveLength(2);
      expect(first.items.every((i: { status: string }) => i.status === 'expired')).toBe(true);
      const second = (await own.app.inject(`/verify?status=expired&limit=2&cursor=${first.nextCursor}`)).json();
      expect([...first.items, ...second.items].map((i: { verificationCode: string }) => i.verificationCode).sort()).toEqual([...old].sort());
      expect(second.nextCursor).toBeNull();
      const live = (await own.app.inject('/verify?status=awaiting_verification&limit=3')).json();
      expect(live.items).toHaveLength(3);
    } finally {
      await own.close();
    }
  });
});
