// Records are never a dead end: a failed, damaged or stuck record can be parsed
// again or deleted, and one damaged record never breaks reading the others.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { buildContractPdf } from '@cp/testkit';
import { extractedData, makeHarness, uploadParsed, uploadPdf, type Harness } from './harness.js';

const PROBLEM = 'https://contract-parser.dev/problems/';
let h: Harness;
let pdf: Uint8Array;

beforeAll(async () => {
  h = await makeHarness();
  pdf = await buildContractPdf('# Agreement\nBase salary of $250,000. Governed by the laws of Ohio.');
});
afterAll(() => h.close());

/** Damages a stored record the way an older version or a hand edit would. */
function damage(code: string, doc: (stored: Record<string, unknown>) => unknown) {
  const db = new Database(join(h.dir, 'contracts.db'));
  try {
    const row = db.prepare('SELECT doc FROM records WHERE code = ?').get(code) as { doc: string };
    const next = doc(JSON.parse(row.doc) as Record<string, unknown>);
    db.prepare('UPDATE records SET doc = ? WHERE code = ?').run(typeof next === 'string' ? next : JSON.stringify(next), code);
  } finally {
    db.close();
  }
}

async function until(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const statusOf = async (code: string) => (await h.app.inject(`/verify/${code}`)).json().status as string;

describe('a damaged record', () => {
  it('is listed as damaged in its place while the others are served, and reads as damaged', async () => {
    const before = await uploadParsed(h, pdf);
    const bad = await uploadParsed(h, pdf);
    const after = await uploadParsed(h, pdf);
    damage(bad, (d) => ({ ...d, evidence: { 'compensation.guar_base_sal': { page: 1, text: 'x', confidence: 0.9, box: { x: null, y: null, w: null, h: null } } } }));

    const list = await h.app.inject('/verify?limit=100');
    expect(list.statusCode).toBe(200);
    const items = list.json().items as Array<{ verificationCode: string; status: string; error?: { type: string } }>;
    const codes = items.map((i) => i.verificationCode);
    expect(codes.indexOf(after)).toBeLessThan(codes.indexOf(bad));
    expect(codes.indexOf(bad)).toBeLessThan(codes.indexOf(before));
    expect(items.find((i) => i.verificationCode === bad)).toMatchObject({ status: 'damaged', error: { type: `${PROBLEM}record-damaged` } });
    // Filtered lists too.
    expect((await h.app.inject('/verify?status=awaiting_verification&limit=100')).statusCode).toBe(200);

    const read = await h.app.inject(`/verify/${bad}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ verificationCode: bad, status: 'damaged', error: { status: 500, verificationCode: bad } });
    expect(read.json().error.errors.map((e: { path: string }) => e.path)).toContain('evidence.compensation.guar_base_sal.box.x');
    // Its PDF is still there to look at.
    const doc = await h.app.inject(`/verify/${bad}/document`);
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
    // It cannot be verified as it is.
    const put = await h.app.inject({ method: 'PUT', url: `/verify/${bad}`, payload: { parsedData: extractedData(), verified: true } });
    expect(put.statusCode).toBe(500);
    expect(put.json()).toMatchObject({ type: `${PROBLEM}record-damaged`, verificationCode: bad });
  });

  it('is parsed again from its PDF: POST /verify/{code}/reparse', async () => {
    const code = await uploadParsed(h, pdf);
    damage(code, () => 'not json');
    const res = await h.app.inject({ method: 'POST', url: `/verify/${code}/reparse` });
    expect(res.statusCode).toBe(202);
    expect(res.headers.location).toBe(`/verify/${code}`);
    expect(res.json()).toMatchObject({ verificationCode: code, status: 'queued' });
    await until(async () => (await statusOf(code)) === 'awaiting_verification');
    const record = (await h.app.inject(`/verify/${code}`)).json();
    expect(record.document).toMatchObject({ pages: 1, bytes: pdf.length });
  });

  it('can be deleted, PDF and all', async () => {
    const code = await uploadParsed(h, pdf);
    damage(code, (d) => ({ ...d, status: 'lost' }));
    const res = await h.app.inject({ method: 'DELETE', url: `/verify/${code}` });
    expect(res.statusCode).toBe(204);
    expect((await h.app.inject(`/verify/${code}`)).statusCode).toBe(404);
    expect(await h.stores.blobs.get(code)).toBeNull();
  });
});

describe('POST /verify/{code}/reparse', () => {
  it('parses a failed record again', async () => {
    h.setWorker('fail');
    const failed = await h.app.inject(uploadPdf(pdf));
    h.setWorker('succeed');
    const code = failed.json().verificationCode;
    expect(await statusOf(code)).toBe('failed');
    const res = await h.app.inject({ method: 'POST', url: `/verify/${code}/reparse` });
    expect(res.statusCode).toBe(202);
    await until(async () => (await statusOf(code)) === 'awaiting_verification');
    expect((await h.app.inject(`/verify/${code}`)).json()).not.toHaveProperty('error');
  });

  it("replaces a parsed record's data and review with a new parse", async () => {
    const code = await uploadParsed(h, pdf);
    const draft = extractedData();
    draft.compensation.guar_base_sal = 1;
    await h.app.inject({ method: 'PUT', url: `/verify/${code}`, payload: { parsedData: draft, verified: false } });
    expect((await h.app.inject({ method: 'POST', url: `/verify/${code}/reparse` })).statusCode).toBe(202);
    await until(async () => (await statusOf(code)) === 'awaiting_verification');
    const record = (await h.app.inject(`/verify/${code}`)).json();
    expect(record.parsedData.compensation.guar_base_sal).toBe(250000);
    expect(record).not.toHaveProperty('draftSavedAt');
    expect(record).not.toHaveProperty('corrections');
  });

  it('refuses a verified record (409), an expired one (410) and an unknown code (404)', async () => {
    const code = await uploadParsed(h, pdf);
    const verified = await h.app.inject({ method: 'PUT', url: `/verify/${code}`, payload: { parsedData: extractedData(), verified: true } });
    const contractId = verified.json().contractId;
    const res = await h.app.inject({ method: 'POST', url: `/verify/${code}/reparse` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ type: `${PROBLEM}already-verified`, contractId });

    const old = await uploadParsed(h, pdf);
    const record = (await h.stores.records.get(old))!;
    h.setNow(new Date(Date.parse(record.expiresAt) + 1000));
    try {
      expect((await h.app.inject({ method: 'POST', url: `/verify/${old}/reparse` })).statusCode).toBe(410);
    } finally {
      h.setNow(undefined);
    }
    expect((await h.app.inject({ method: 'POST', url: '/verify/v_nope/reparse' })).statusCode).toBe(404);
  });
});

describe('DELETE /verify/{code}', () => {
  it('deletes a record and its PDF; a verified one belongs to its contract (409)', async () => {
    const code = await uploadParsed(h, pdf);
    expect((await h.app.inject({ method: 'DELETE', url: `/verify/${code}` })).statusCode).toBe(204);
    expect(await h.stores.records.get(code)).toBeNull();
    expect(await h.stores.blobs.get(code)).toBeNull();
    expect((await h.app.inject({ method: 'DELETE', url: `/verify/${code}` })).statusCode).toBe(404);

    const kept = await uploadParsed(h, pdf);
    await h.app.inject({ method: 'PUT', url: `/verify/${kept}`, payload: { parsedData: extractedData(), verified: true } });
    const res = await h.app.inject({ method: 'DELETE', url: `/verify/${kept}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().type).toBe(`${PROBLEM}already-verified`);
    expect(await h.stores.blobs.get(kept)).not.toBeNull();
  });
});

describe('POST /parse after the upload is stored', () => {
  it('always answers with the verification code, also when the server fails', async () => {
    const broken = await makeHarness({}, {});
    try {
      // The read after parsing fails (a store hiccup): the answer must still name the upload.
      broken.stores.records.get = async () => {
        throw new Error('disk I/O error');
      };
      const res = await broken.app.inject(uploadPdf(pdf));
      expect(res.statusCode).toBe(500);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ type: `${PROBLEM}internal-error` });
      expect(res.json().verificationCode).toMatch(/^v_/);
    } finally {
      await broken.close();
    }
  });
});
