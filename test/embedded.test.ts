// End to end in embedded mode: one process (gateway + parse worker + contracts
// interface) on a real port, SQLite and a folder in a temp DATA_DIR, the real
// extractor. The seed's whole sequence on a contract this test writes, every bad
// input, and the dev corpus when ../shared is present.
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContractPdf, buildEncryptedPdf, buildManyPagePdf, truncatePdf, NOT_A_PDF } from '@cp/testkit';
import { FIELD_BY_PATH, SECTION_NAMES, validateParsedData, validateVerificationRecord, validateEmploymentContract } from '@cp/schema';
import { loadConfig } from '@cp/http';
import { openEmbedded, type Embedded } from '@cp/embedded';

const repoRoot = resolve(import.meta.dirname, '..');
const corpusDir = resolve(repoRoot, '../shared/corpus/dev/pdf');
const PROBLEM = 'https://contract-parser.dev/problems/';
const corpus = existsSync(corpusDir) ? readdirSync(corpusDir).filter((f) => f.endsWith('.pdf')).sort() : [];

// A contract written for this test: every value below is stated once, plainly.
const CONTRACT = `# PHYSICIAN EMPLOYMENT AGREEMENT
This Physician Employment Agreement is entered into by Lakeside Medical Group, Inc. ("Employer") and Jordan Reyes, M.D. ("Physician").
# 1. Employment
Employer hereby employs Physician on a full-time basis as an employee to practice family medicine at its outpatient clinics.
# 2. Term
The initial term of this Agreement is three (3) years and renews automatically for successive one (1) year terms unless either party gives notice.
# 3. Compensation
Employer shall pay Physician a base salary of $285,000 per year, payable in equal bi-weekly installments.
\f# 4. Benefits
Physician shall receive twenty (20) days of paid vacation per year. Employer shall provide health, dental and vision insurance, and shall maintain professional liability (malpractice) insurance covering Physician.
# 5. Termination
Either party may terminate this Agreement without cause upon ninety (90) days written notice to the other party.
# 6. Governing Law
The laws of the State of Ohio govern this Agreement.`;

let runtime: Embedded;
let base: string;
let dataDir: string;
let pdf: Uint8Array;

async function upload(bytes: Uint8Array, fileName = 'reyes.pdf', field = 'contractPdf', headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type: 'application/pdf' }), fileName);
  return fetch(`${base}/parse`, { method: 'POST', body: form, headers });
}

const put = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'PUT', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

async function waitParsed(code: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const record = await (await fetch(`${base}/verify/${code}`)).json();
    if (!['queued', 'processing'].includes(record.status)) return record;
    if (Date.now() > deadline) throw new Error(`${code} still ${record.status}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('embedded mode', () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'embedded-e2e-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      WORKER_THREADS: '1',
      PARSE_WAIT_MS: '120000',
      MAX_PAGES: '20',
      MAX_UPLOAD_BYTES: String(2 * 1024 * 1024),
      HOST: '127.0.0.1',
      PORT: '0',
    });
    runtime = await openEmbedded(config);
    await runtime.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = runtime.app.server.address();
    base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
    pdf = await buildContractPdf(CONTRACT, { title: 'Reyes employment agreement' });
  });
  afterAll(async () => {
    await runtime?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('runs the seed sequence: upload, record, verify, contract in both shapes, update, delete', async () => {
    // Upload: 200 once parsed, with a message and the verification code.
    const up = await upload(pdf);
    expect(up.status).toBe(200);
    const uploaded = await up.json();
    expect(Object.keys(uploaded).sort()).toEqual(['message', 'verificationCode']);
    expect(uploaded.message).toMatch(/human verification is required/i);
    const code: string = uploaded.verificationCode;

    // The record: parsed data with evidence, the document facts.
    const record = await (await fetch(`${base}/verify/${code}`)).json();
    expect(validateVerificationRecord.errors(record)).toEqual([]);
    expect(record.status).toBe('awaiting_verification');
    expect(record.document).toMatchObject({ fileName: 'reyes.pdf', pages: 2, ocrPages: 0, bytes: pdf.length });
    const data = record.parsedData;
    expect(data.compensation.guar_base_sal).toBe(285000);
    expect(data.benefits.timeOff.vacation_days).toBe(20);
    expect(data.basicInformation.emp_type).toBe('full_time');
    expect(data.legalContractualProvisions.miscellaneousProvisions.governing_law).toBe('Ohio');
    expect(record.evidence['compensation.guar_base_sal']).toMatchObject({ page: 1, confidence: expect.any(Number) });
    expect(record.evidence['compensation.guar_base_sal'].text).toMatch(/285,000/);

    // The PDF comes back as uploaded.
    const doc = await fetch(`${base}/verify/${code}/document`);
    expect(doc.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.compare(Buffer.from(await doc.arrayBuffer()), Buffer.from(pdf))).toBe(0);

    // Verify with one correction.
    const corrected = structuredClone(data);
    corrected.compensation.ann_raise = 3;
    const verified = await put(`/verify/${code}`, { parsedData: corrected, verified: true });
    expect(verified.status).toBe(200);
    const { message, contractId } = await verified.json();
    expect(message).toMatch(/verified/i);
    const after = await (await fetch(`${base}/verify/${code}`)).json();
    expect(after).toMatchObject({ status: 'verified', contractId, verifiedBy: 'anonymous' });
    expect(after.corrections).toEqual([{ path: 'compensation.ann_raise', extracted: data.compensation.ann_raise, corrected: 3 }]);
    expect((await put(`/verify/${code}`, { parsedData: corrected, verified: true })).status).toBe(409);

    // The contract through the parsing interface...
    const withData = await (await fetch(`${base}/contracts/${contractId}`)).json();
    expect(withData).toEqual({ contractId, parsedData: corrected, verified: true });
    // ...and through the employment contract interface, sections at the top level.
    const flatRes = await fetch(`${base}/employment-contracts/${contractId}`);
    expect(flatRes.headers.get('etag')).toBe('"1"');
    const flat = await flatRes.json();
    expect(validateEmploymentContract.errors(flat)).toEqual([]);
    expect(Object.keys(flat).sort()).toEqual(['contractId', ...SECTION_NAMES].sort());
    expect(flat.compensation.ann_raise).toBe(3);

    // Update: PUT replaces the sections, PATCH merges, both bump the ETag.
    const { contractId: _id, ...sections } = flat;
    sections.compensation.guar_base_sal = 290000;
    const replaced = await put(`/employment-contracts/${contractId}`, sections, { 'if-match': '"1"' });
    expect(replaced.status).toBe(200);
    expect(replaced.headers.get('etag')).toBe('"2"');
    const patched = await fetch(`${base}/employment-contracts/${contractId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/merge-patch+json', 'if-match': '"2"' },
      body: JSON.stringify({ workSchedule: { remote_work: true } }),
    });
    expect(patched.status).toBe(200);
    expect(patched.headers.get('etag')).toBe('"3"');
    expect((await patched.json()).compensation.guar_base_sal).toBe(290000);
    const stale = await put(`/employment-contracts/${contractId}`, sections, { 'if-match': '"1"' });
    expect(stale.status).toBe(412);
    expect((await (await fetch(`${base}/contracts/${contractId}`)).json()).parsedData.workSchedule.remote_work).toBe(true);

    // Delete: the contract and its PDF are gone.
    expect((await fetch(`${base}/employment-contracts/${contractId}`, { method: 'DELETE', headers: { 'if-match': '"2"' } })).status).toBe(412);
    expect((await fetch(`${base}/employment-contracts/${contractId}`, { method: 'DELETE', headers: { 'if-match': '"3"' } })).status).toBe(204);
    expect((await fetch(`${base}/employment-contracts/${contractId}`)).status).toBe(404);
    expect((await fetch(`${base}/contracts/${contractId}`)).status).toBe(404);
    expect((await fetch(`${base}/verify/${code}/document`)).status).toBe(404);
  });

  it('answers every bad input with a precise problem and stores nothing', async () => {
    const blobsBefore = await readdir(join(dataDir, 'blobs')).catch(() => []);
    const listBefore = await (await fetch(`${base}/verify?limit=100`)).json();
    const cases: Array<[string, () => Promise<Response>, number, string]> = [
      ['missing contractPdf', () => fetch(`${base}/parse`, { method: 'POST', body: new FormData() }), 400, 'missing-contract-pdf'],
      ['another field name', () => upload(pdf, 'a.pdf', 'file'), 400, 'unexpected-file-field'],
      ['empty file', () => upload(new Uint8Array(0)), 400, 'empty-file'],
      ['not a PDF', () => upload(NOT_A_PDF), 415, 'not-a-pdf'],
      ['truncated', () => upload(truncatePdf(pdf)), 422, 'corrupt-pdf'],
      ['encrypted', async () => upload(await buildEncryptedPdf()), 422, 'encrypted-pdf'],
      ['over MAX_UPLOAD_BYTES', () => upload(new Uint8Array(2 * 1024 * 1024 + 1).fill(0x25)), 413, 'file-too-large'],
      ['over MAX_PAGES', async () => upload(await buildManyPagePdf(21)), 422, 'too-many-pages'],
    ];
    for (const [name, send, status, slug] of cases) {
      const res = await send();
      expect(res.status, name).toBe(status);
      expect(res.headers.get('content-type'), name).toMatch(/^application\/problem\+json/);
      const body = await res.json();
      expect(body, name).toMatchObject({ type: PROBLEM + slug, status, title: expect.any(String), detail: expect.any(String) });
    }
    expect(await readdir(join(dataDir, 'blobs')).catch(() => [])).toEqual(blobsBefore);
    expect(await (await fetch(`${base}/verify?limit=100`)).json()).toEqual(listBefore);

    // JSON bodies: malformed, wrong types, unknown keys.
    const code = (await (await upload(pdf)).json()).verificationCode;
    const record = await waitParsed(code);
    const malformed = await fetch(`${base}/verify/${code}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"parsedData":' });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).type).toBe(`${PROBLEM}malformed-json`);
    const wrong = structuredClone(record.parsedData);
    wrong.compensation.guar_base_sal = 'a lot';
    wrong.benefits.extra_perk = true;
    const invalid = await put(`/verify/${code}`, { parsedData: wrong, verified: true });
    expect(invalid.status).toBe(400);
    const errors = (await invalid.json()).errors as Array<{ path: string }>;
    expect(errors.sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: 'parsedData.benefits.extra_perk', message: 'is not a known field' },
      { path: 'parsedData.compensation.guar_base_sal', message: 'must be number or null' },
    ]);
    expect(await (await fetch(`${base}/verify/${code}`)).json()).toEqual(record);
  });

  describe.skipIf(corpus.length === 0)('dev corpus (needs ../shared beside the repository)', () => {
    it.each(corpus)('%s: upload, parse, verify, read both shapes', async (file) => {
      const bytes = new Uint8Array(await readFile(join(corpusDir, file)));
      const up = await upload(bytes, file, 'contractPdf', { prefer: 'respond-async' });
      expect(up.status).toBe(202);
      const { verificationCode } = await up.json();
      const record = await waitParsed(verificationCode);
      expect(record.status, JSON.stringify(record.error)).toBe('awaiting_verification');
      expect(validateParsedData.errors(record.parsedData)).toEqual([]);
      expect(record.document.pages).toBeGreaterThan(0);
      // Evidence is keyed by the dotted paths of real fields, and quotes the page.
      for (const [path, ev] of Object.entries(record.evidence ?? {}) as Array<[string, { page: number; text: string }]>) {
        expect(FIELD_BY_PATH.has(path), path).toBe(true);
        expect(ev.page).toBeLessThanOrEqual(record.document.pages);
        expect(ev.text.length).toBeGreaterThan(0);
      }
      const res = await put(`/verify/${verificationCode}`, { parsedData: record.parsedData, verified: true });
      expect(res.status).toBe(200);
      const { contractId } = await res.json();
      expect((await (await fetch(`${base}/contracts/${contractId}`)).json()).parsedData).toEqual(record.parsedData);
      const flat = await (await fetch(`${base}/employment-contracts/${contractId}`)).json();
      expect(validateEmploymentContract.errors(flat)).toEqual([]);
    });
  });
});
