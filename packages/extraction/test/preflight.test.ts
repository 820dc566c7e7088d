import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { preflight, PdfError } from '@cp/extraction';
import { buildContractPdf, buildEncryptedPdf, buildManyPagePdf, NOT_A_PDF, truncatePdf } from '@cp/testkit';

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (err) {
    expect(err).toBeInstanceOf(PdfError);
    return (err as PdfError).code;
  }
}

describe('preflight', () => {
  it('gives page count, sha256 and size of a good PDF', async () => {
    const bytes = await buildContractPdf('Employment Agreement\fPage two text');
    const res = await preflight(bytes, { maxPages: 10 });
    expect(res).toEqual({ pages: 2, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), activeContent: [] });
  });

  it('leaves the caller bytes usable (pdfjs detaches what it is given)', async () => {
    const bytes = await buildContractPdf('Employment Agreement');
    await preflight(bytes, { maxPages: 10 });
    expect(bytes.byteLength).toBeGreaterThan(0);
  });

  it('takes a Node Buffer as well as a Uint8Array, and leaves it usable', async () => {
    const bytes = Buffer.from(await buildContractPdf('# AGREEMENT\nThe Employer employs the Physician.'));
    const before = Buffer.from(bytes);
    expect((await preflight(bytes, { maxPages: 10 })).pages).toBe(1);
    expect(bytes.equals(before)).toBe(true);
  });

  it('rejects an empty upload', async () => {
    expect(await codeOf(preflight(new Uint8Array(0), { maxPages: 10 }))).toBe('empty');
    expect(await codeOf(preflight(new TextEncoder().encode('  \n'), { maxPages: 10 }))).toBe('empty');
  });

  it('rejects bytes that are not a PDF', async () => {
    expect(await codeOf(preflight(NOT_A_PDF, { maxPages: 10 }))).toBe('not_pdf');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(await codeOf(preflight(png, { maxPages: 10 }))).toBe('not_pdf');
  });

  it('accepts a header after a little junk, as readers do', async () => {
    const pdf = await buildContractPdf('Agreement');
    const bytes = new Uint8Array([...new TextEncoder().encode('junk\n'), ...pdf]);
    expect(await codeOf(preflight(bytes, { maxPages: 10 }))).toBe('ok');
  });

  it('rejects a truncated PDF', async () => {
    const bytes = await buildContractPdf('Employment Agreement\n'.repeat(200));
    for (const fraction of [0.2, 0.5, 0.9]) expect(await codeOf(preflight(truncatePdf(bytes, fraction), { maxPages: 10 }))).toBe('corrupt');
  });

  it('rejects a PDF whose body is garbage', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<< /Type /Catalog garbage\nstartxref\n999999\n%%EOF\n');
    expect(await codeOf(preflight(bytes, { maxPages: 10 }))).toBe('corrupt');
  });

  it('rejects a PDF that needs a password to open', async () => {
    expect(await codeOf(preflight(await buildEncryptedPdf(), { maxPages: 10 }))).toBe('encrypted');
  });

  const qpdf = ['/usr/bin/qpdf', '/usr/local/bin/qpdf'].find((p) => existsSync(p));
  it.skipIf(!qpdf)('accepts a PDF with only an owner password (opens with an empty user password) [needs qpdf]', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'preflight-'));
    writeFileSync(path.join(dir, 'in.pdf'), await buildContractPdf('Owner-locked agreement'));
    execFileSync(qpdf!, ['--encrypt', '', 'owner-secret', '256', '--', path.join(dir, 'in.pdf'), path.join(dir, 'out.pdf')]);
    const bytes = new Uint8Array(readFileSync(path.join(dir, 'out.pdf')));
    expect(await codeOf(preflight(bytes, { maxPages: 10 }))).toBe('ok');
    execFileSync(qpdf!, ['--encrypt', 'user-secret', 'owner-secret', '256', '--', path.join(dir, 'in.pdf'), path.join(dir, 'locked.pdf')]);
    expect(await codeOf(preflight(new Uint8Array(readFileSync(path.join(dir, 'locked.pdf'))), { maxPages: 10 }))).toBe('encrypted');
  });

  it('rejects a PDF over the page limit', async () => {
    const bytes = await buildManyPagePdf(12);
    expect(await codeOf(preflight(bytes, { maxPages: 11 }))).toBe('too_many_pages');
    expect((await preflight(bytes, { maxPages: 12 })).pages).toBe(12);
  });
});
