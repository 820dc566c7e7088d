// Damaged and hostile files end in a result or a PdfError, never in another error:
// a job that fails for its file must not be retried, and the caller must be able
// to say why. A result must survive JSON unchanged (finite boxes). The files are a contract PDF the test builds, with seeded mutations
// anywhere in the file, inside its compressed streams, and inside the operators
// of its decompressed content streams.
import { isDeepStrictEqual } from 'node:util';
import { deflateSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { createExtractor, extractPdf, PdfError, type ExtractionResult, type Extractor, type OcrEngine } from '@cp/extraction';
import { buildContractPdf, makeScannedPdf } from '@cp/testkit';

const CONTRACT = [
  '# PHYSICIAN EMPLOYMENT AGREEMENT',
  'The Physician shall receive an annual base salary of $310,000.',
  'This Agreement is governed by the laws of the State of Ohio.',
  'Physician receives 20 days of vacation.',
].join('\n');

/** Deterministic pseudo-random numbers in [0, 1), so a failing mutation can be found again by its index. */
function seeded(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/** Start and end offsets of every stream's data in the file. */
function streamSpans(bytes: Uint8Array): [number, number][] {
  const text = Buffer.from(bytes).toString('latin1');
  const spans: [number, number][] = [];
  for (const m of text.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end > start + 4) spans.push([start, end]);
  }
  return spans;
}

/** Operands and operators that break a content stream's numbers and state when spliced into it. */
const BAD_TOKENS = [
  '1e308', '99999999999999999999999999999999999999999', '-0', 'NaN', '.', '-', '1 0 0 1 0 0 Tm',
  '0 0 0 0 0 0 cm', '1e400 0 0 1e400 0 0 cm', '(x) Tj', '[', ']', '<<', 'q', 'Q', 'BT', 'ET', '/F1 0 Tf', '/F1 1e30 Tf', '0 Tz', '1e30 TL T*',
];

/** The file with one of its Flate streams decoded, spiced with bad tokens, encoded again and its /Length mended. */
function spliceIntoContent(base: Uint8Array, [start, end]: [number, number], rnd: () => number): Uint8Array {
  let plain: string;
  try {
    plain = inflateSync(base.subarray(start, end)).toString('latin1');
  } catch {
    return base;
  }
  const parts = plain.split(/(\s+)/);
  const n = 1 + Math.floor(rnd() * 6);
  for (let k = 0; k < n; k++) parts.splice(Math.floor(rnd() * parts.length), 0, ` ${BAD_TOKENS[Math.floor(rnd() * BAD_TOKENS.length)]} `);
  const data = deflateSync(Buffer.from(parts.join(''), 'latin1'));
  const head = Buffer.from(base.subarray(0, start)).toString('latin1');
  const at = head.lastIndexOf('/Length ');
  const mended = at < 0 ? head : head.slice(0, at) + head.slice(at).replace(/\/Length \d+/, `/Length ${data.length}`);
  return new Uint8Array(Buffer.concat([Buffer.from(mended, 'latin1'), data, base.subarray(end)]));
}

/** `count` damaged copies of `base`: a third hit anywhere, a third inside stream data, a third inside decoded operators. */
function mutations(base: Uint8Array, count: number, seed: number): Uint8Array[] {
  const rnd = seeded(seed);
  const spans = streamSpans(base);
  const out: Uint8Array[] = [];
  for (let i = 0; i < count; i++) {
    const span = spans[Math.floor(rnd() * spans.length)];
    if (i % 3 === 2) {
      out.push(spliceIntoContent(base, span, rnd));
      continue;
    }
    const b = new Uint8Array(base);
    const n = 1 + Math.floor(rnd() * 8);
    for (let k = 0; k < n; k++) {
      const at = i % 3 === 0 ? Math.floor(rnd() * b.length) : span[0] + Math.floor(rnd() * (span[1] - span[0]));
      b[at] = Math.floor(rnd() * 256);
    }
    out.push(b);
  }
  return out;
}

/**
 * How a run ended: 'ok', a PdfError's code, or the name and message of anything
 * else. A result must also come back from JSON as it was (a NaN box would be null).
 */
async function outcome(run: Promise<{ result: ExtractionResult }>): Promise<string> {
  try {
    const { result } = await run;
    return isDeepStrictEqual(JSON.parse(JSON.stringify(result)), result) ? 'ok' : 'other: the result changes through JSON';
  } catch (err) {
    if (err instanceof PdfError) return err.code;
    return `other ${(err as Error)?.name}: ${(err as Error)?.message}`;
  }
}

let extractor: Extractor;
let contract: Uint8Array;
let plainContract: Uint8Array;

beforeAll(async () => {
  extractor = createExtractor({ threads: 2, ocrWorkers: 1, ocr: 'off' });
  contract = await buildContractPdf(`${CONTRACT}\f${CONTRACT}\f${CONTRACT}`);
  // The same file without object streams: its objects sit in the open, where mutations hit dictionaries and the xref table.
  plainContract = await (await PDFDocument.load(contract)).save({ useObjectStreams: false });
});

afterAll(async () => {
  await extractor.close();
});

describe('damaged PDFs through the extractor threads', () => {
  it.each([
    ['with object streams', () => contract, 8],
    ['without object streams', () => plainContract, 9],
  ])('every one of 100 mutations of a contract %s ends in a result or a PdfError', async (_name, base, seed) => {
    const files = mutations(base(), 100, seed);
    const ends = await Promise.all(files.map((file) => outcome(extractor.extract(file))));
    const others = ends.map((end, i) => `#${i} ${end}`).filter((e) => e.includes(' other '));
    expect(others).toEqual([]);
    // The mix is what makes the run worth it: some files still read, some fail as corrupt.
    expect(ends).toContain('ok');
    expect(ends).toContain('corrupt');
  }, 120_000);

  it('keeps the name of an error that is not about the file', async () => {
    const err = await extractor.extract({ length: 3 } as unknown as Uint8Array).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(PdfError);
    expect((err as Error).name).toBe('TypeError');
  });
});

/** The scan with the entropy-coded data of its JPEG zeroed part way (the file's offsets unchanged). */
function damagedJpeg(scan: Uint8Array): Uint8Array {
  const out = new Uint8Array(scan);
  const soi = Buffer.from(out).indexOf(Buffer.from([0xff, 0xd8, 0xff]));
  const sos = Buffer.from(out).indexOf(Buffer.from([0xff, 0xda]), soi);
  out.fill(0, sos + 100, sos + 2000);
  return out;
}

describe('damaged scans through OCR', () => {
  it('fails a scan whose own JPEG tesseract cannot decode as corrupt, and the process carries on', async () => {
    const scan = await makeScannedPdf(await buildContractPdf(CONTRACT, { pageSize: [420, 300] }), { dpi: 200 });
    const ocr = createExtractor({ threads: 1, ocrWorkers: 1 });
    try {
      const err = await ocr.extract(damagedJpeg(scan)).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PdfError);
      expect((err as PdfError).code).toBe('corrupt');
      // The tesseract pool is fine afterwards.
      expect((await ocr.extract(scan)).document.ocrPages).toBe(1);
    } finally {
      await ocr.close();
    }
  }, 120_000);


  it('every one of 30 mutations of a scan ends in a result or a PdfError while its pages are drawn', async () => {
    const scan = await makeScannedPdf(await buildContractPdf(CONTRACT), { dpi: 100 });
    // Reads nothing: the drawing and the page-scan reading are what is under test, not tesseract.
    const engine: OcrEngine = { concurrency: 1, recognize: async () => [] };
    const ends: string[] = [];
    for (const file of mutations(scan, 30, 10)) ends.push(await outcome(extractPdf(file, { ocr: 'force', ocrEngine: engine })));
    expect(ends.filter((e) => e.startsWith('other'))).toEqual([]);
  }, 120_000);
});
