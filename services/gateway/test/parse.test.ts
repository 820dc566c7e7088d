// POST /parse: the happy paths and every bad upload of the issue; a rejected upload
// answers a precise problem and leaves everything stored before untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContractPdf, buildEncryptedPdf, buildManyPagePdf, truncatePdf, NOT_A_PDF } from '@cp/testkit';
import { makeHarness, multipart, uploadPdf, uploadParsed, type Harness } from './harness.js';

const PROBLEM = 'https://contract-parser.dev/problems/';
let h: Harness;
let pdf: Uint8Array;

beforeAll(async () => {
  h = await makeHarness({ maxUploadBytes: 64 * 1024, maxPages: 5 });
  pdf = await buildContractPdf('# Employment Agreement\nThe Physician shall receive a base salary of $250,000 per year.');
  // Something stored before: every rejection below must leave it as it is.
  await uploadParsed(h, pdf);
});
afterAll(() => h.close());

describe('POST /parse accepts a PDF', () => {
  it('answers 200 with a message and a verification code once parsed', async () => {
    const res = await h.app.inject(uploadPdf(pdf, 'dr-smith.pdf'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['message', 'verificationCode']);
    expect(body.message).toMatch(/parsing succeeded/i);
    expect(body.message).toMatch(/human verification is required/i);
    expect(body.verificationCode).toMatch(/^v_[a-z2-7]{20}$/);
    const record = await h.stores.records.get(body.verificationCode);
    expect(record?.document).toMatchObject({ fileName: 'dr-smith.pdf', bytes: pdf.length, pages: 1, ocrPages: 0 });
    expect(record?.document.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(record!.expiresAt) - Date.parse(record!.createdAt)).toBe(30 * 86_400_000);
    expect(Buffer.compare(Buffer.from((await h.stores.blobs.get(body.verificationCode))!), Buffer.from(pdf))).toBe(0);
  });

  it('answers 202 with status and Location at once with Prefer: respond-async', async () => {
    h.setWorker('hold');
    try {
      const res = await h.app.inject(uploadPdf(pdf, 'c.pdf', { prefer: 'respond-async' }));
      expect(res.statusCode).toBe(202);
      const body = res.json();
      expect(body).toMatchObject({ status: 'queued' });
      expect(body.message).toMatch(/verification/);
      expect(res.headers.location).toBe(`/verify/${body.verificationCode}`);
      expect(res.headers['preference-applied']).toBe('respond-async');
    } finally {
      h.setWorker('succeed');
    }
  });

  it('answers 202 when parsing takes longer than PARSE_WAIT_MS', async () => {
    const slow = await makeHarness({ parseWaitMs: 50 });
    try {
      slow.setWorker('hold');
      const res = await slow.app.inject(uploadPdf(pdf));
      expect(res.statusCode).toBe(202);
      expect(['queued', 'processing']).toContain(res.json().status);
      expect(res.headers.location).toBe(`/verify/${res.json().verificationCode}`);
    } finally {
      await slow.close();
    }
  });

  it('answers the stored problem when parsing failed within the wait', async () => {
    h.setWorker('fail');
    try {
      const res = await h.app.inject(uploadPdf(pdf));
      expect(res.statusCode).toBe(422);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toMatchObject({ type: `${PROBLEM}corrupt-pdf`, status: 422 });
      expect(res.json().verificationCode).toMatch(/^v_/);
    } finally {
      h.setWorker('succeed');
    }
  });
});

describe('POST /parse with a file name that is not UTF-8', () => {
  it('stores a name that is valid text', async () => {
    const part = Buffer.concat([
      Buffer.from('--xyz\r\nContent-Disposition: form-data; name="contractPdf"; filename="caf'),
      Buffer.from([0xe9, 0xff]),
      Buffer.from('.pdf"\r\nContent-Type: application/pdf\r\n\r\n'),
      Buffer.from(pdf),
      Buffer.from('\r\n--xyz--\r\n'),
    ]);
    const res = await h.app.inject({ method: 'POST', url: '/parse', headers: { 'content-type': 'multipart/form-data; boundary=xyz' }, payload: part });
    expect(res.statusCode).toBe(200);
    const name = (await h.stores.records.get(res.json().verificationCode))!.document.fileName;
    expect(name).toMatch(/^caf.+\.pdf$/);
    expect(name.isWellFormed()).toBe(true);
    const doc = await h.app.inject(`/verify/${res.json().verificationCode}/document`);
    expect(doc.headers['content-disposition']).toMatch(/^inline; filename="caf[^"]*\.pdf"; filename\*=UTF-8''caf/);
  });
});

describe('POST /parse when the queue is down', () => {
  it('answers 503 naming the stored code', async () => {
    const down = await makeHarness();
    try {
      down.queue.enqueue = async () => {
        throw new Error('connection refused');
      };
      const res = await down.app.inject(uploadPdf(pdf));
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('10');
      const body = res.json();
      expect(body).toMatchObject({ type: `${PROBLEM}queue-unavailable`, verificationCode: expect.stringMatching(/^v_/) });
      expect((await down.stores.records.get(body.verificationCode))?.status).toBe('queued');
    } finally {
      await down.close();
    }
  });
});

describe('POST /parse rejects bad uploads and stores nothing', () => {
  async function expectRejected(request: Parameters<Harness['app']['inject']>[0], status: number, slug: string, detail: RegExp) {
    const before = await h.snapshot();
    const res = await h.app.inject(request);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    const body = res.json();
    expect(body).toMatchObject({ type: PROBLEM + slug, status, title: expect.any(String) });
    expect(body.detail).toMatch(detail);
    expect(await h.snapshot()).toEqual(before);
    return body;
  }

  it('no file at all', async () => {
    const body = multipart([{ name: 'note', value: 'hello' }]);
    await expectRejected({ method: 'POST', url: '/parse', ...body }, 400, 'missing-contract-pdf', /contractPdf/);
  });

  it('contractPdf sent as text, not a file', async () => {
    const body = multipart([{ name: 'contractPdf', value: 'not a file' }]);
    await expectRejected({ method: 'POST', url: '/parse', ...body }, 400, 'missing-contract-pdf', /contractPdf was sent as text/);
  });

  it('the file in another field', async () => {
    const body = multipart([{ name: 'file', fileName: 'c.pdf', bytes: pdf }]);
    await expectRejected({ method: 'POST', url: '/parse', ...body }, 400, 'unexpected-file-field', /"file".*contractPdf/);
  });

  it('two files', async () => {
    const body = multipart([
      { name: 'contractPdf', fileName: 'a.pdf', bytes: pdf },
      { name: 'contractPdf', fileName: 'b.pdf', bytes: pdf },
    ]);
    await expectRejected({ method: 'POST', url: '/parse', ...body }, 400, 'too-many-files', /one file/);
  });

  it('an empty file', async () => {
    await expectRejected(uploadPdf(new Uint8Array(0), 'empty.pdf'), 400, 'empty-file', /empty\.pdf.*empty/);
  });

  it('a file that is not a PDF, whatever its name', async () => {
    await expectRejected(uploadPdf(NOT_A_PDF, 'contract.pdf'), 415, 'not-a-pdf', /not a PDF/);
  });

  it('a truncated PDF', async () => {
    await expectRejected(uploadPdf(truncatePdf(pdf), 'cut.pdf'), 422, 'corrupt-pdf', /cut\.pdf.*truncated/i);
  });

  it('an encrypted PDF', async () => {
    await expectRejected(uploadPdf(await buildEncryptedPdf(), 'locked.pdf'), 422, 'encrypted-pdf', /locked\.pdf.*(encrypted|password)/i);
  });

  it('a file over MAX_UPLOAD_BYTES answers 413', async () => {
    const big = Buffer.concat([Buffer.from(pdf), Buffer.alloc(70 * 1024, 0x20)]);
    await expectRejected(uploadPdf(big, 'big.pdf'), 413, 'file-too-large', /./);
  });

  it('more than MAX_PAGES pages answers 422', async () => {
    await expectRejected(uploadPdf(await buildManyPagePdf(6), 'long.pdf'), 422, 'too-many-pages', /6 pages.*limit is 5/);
  });

  it('a JSON body instead of a form', async () => {
    await expectRejected({ method: 'POST', url: '/parse', payload: { contractPdf: 'x' } }, 415, 'unsupported-media-type', /multipart\/form-data/);
  });

  it('a multipart body without a boundary, or cut short', async () => {
    await expectRejected({ method: 'POST', url: '/parse', headers: { 'content-type': 'multipart/form-data' }, payload: 'abc' }, 400, 'malformed-multipart', /cannot be read/);
    const cut = '--xyz\r\nContent-Disposition: form-data; name="contractPdf"; filename="a.pdf"\r\n\r\n%PDF-1.4 trunc';
    await expectRejected({ method: 'POST', url: '/parse', headers: { 'content-type': 'multipart/form-data; boundary=xyz' }, payload: cut }, 400, 'malformed-multipart', /cannot be read/);
  });

  /** A hand-written multipart body with boundary "xyz". */
  const raw = (body: string | Buffer) => ({ method: 'POST' as const, url: '/parse', headers: { 'content-type': 'multipart/form-data; boundary=xyz' }, payload: body });
  const filePart = (headers: string, bytes: Uint8Array) =>
    Buffer.concat([Buffer.from(`--xyz\r\n${headers}Content-Type: application/pdf\r\n\r\n`), Buffer.from(bytes), Buffer.from('\r\n')]);
  const close = Buffer.from('--xyz--\r\n');

  it('a part without Content-Disposition, small or large, before or after the PDF', async () => {
    const nameless = (size: number) => filePart('', new Uint8Array(size).fill(0x41));
    const good = filePart('Content-Disposition: form-data; name="contractPdf"; filename="a.pdf"\r\n', pdf);
    for (const body of [[nameless(10), close], [nameless(1_000_000), close], [nameless(100_000), good, close], [good, nameless(100_000), close]]) {
      await expectRejected(raw(Buffer.concat(body)), 400, 'malformed-multipart', /part \d has no Content-Disposition/);
    }
  });

  it('a part that is not form-data, or has no name', async () => {
    await expectRejected(raw(Buffer.concat([filePart('Content-Disposition: attachment; filename="a.pdf"\r\n', pdf), close])), 400, 'malformed-multipart', /not form-data/);
    await expectRejected(raw(Buffer.concat([filePart('Content-Disposition: form-data; filename="a.pdf"\r\n', pdf), close])), 400, 'malformed-multipart', /has no name/);
  });

  it('part headers too long, or not Name: value lines', async () => {
    const long = `Content-Disposition: form-data; name="contractPdf"; filename="${'a'.repeat(100_000)}.pdf"\r\n`;
    await expectRejected(raw(Buffer.concat([filePart(long, pdf), close])), 400, 'malformed-multipart', /longer than 16384 bytes/);
    await expectRejected(raw(Buffer.concat([filePart('Content-Disposition: form-data; name="contractPdf"\nfilename="a.pdf"\r\n', pdf), close])), 400, 'malformed-multipart', /bare line break/);
  });

  it('a body whose closing boundary never comes', async () => {
    const good = filePart('Content-Disposition: form-data; name="contractPdf"; filename="a.pdf"\r\n', pdf);
    for (const tail of ['', '--xyz\r\n', '--xyz']) {
      await expectRejected(raw(Buffer.concat([good, Buffer.from(tail)])), 400, 'malformed-multipart', /ends before its closing boundary/);
    }
    await expectRejected(raw(''), 400, 'malformed-multipart', /no part/);
  });

  it('more parts than an upload has (a form of many tiny fields)', async () => {
    const body = '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n'.repeat(1000) + '--xyz--\r\n';
    await expectRejected(raw(body), 400, 'malformed-multipart', /at most 20 text fields/);
  });

  it('a PDF sent in a field without a file name (taken as text)', async () => {
    const big = Buffer.concat([Buffer.from(pdf), Buffer.alloc(200_000, 0x20)]);
    await expectRejected(raw(Buffer.concat([filePart('Content-Disposition: form-data; name="contractPdf"\r\n', big), close])), 400, 'missing-contract-pdf', /sent as text/);
  });

  it('a file field whose name is not UTF-8', async () => {
    const part = Buffer.concat([Buffer.from('--xyz\r\nContent-Disposition: form-data; name="'), Buffer.from([0xff, 0xfe]), Buffer.from('"; filename="a.pdf"\r\n\r\n'), Buffer.from(pdf), Buffer.from('\r\n')]);
    await expectRejected(raw(Buffer.concat([part, close])), 400, 'unexpected-file-field', /send it in the field contractPdf/);
  });

  it('a URL that cannot be decoded', async () => {
    await expectRejected({ method: 'GET', url: '/verify/%zz' }, 400, 'bad-request', /cannot be decoded/);
  });

  it('malformed JSON', async () => {
    await expectRejected(
      { method: 'POST', url: '/parse', payload: '{"contractPdf":', headers: { 'content-type': 'application/json' } },
      400,
      'malformed-json',
      /JSON/,
    );
  });
});
