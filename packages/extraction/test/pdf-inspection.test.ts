// The inspection every file goes through before pdfjs opens it (preflight, and the
// pipeline's own preflight): budgets on image size, inflated streams and page size,
// and the active content a file carries, wherever and however its names are written.
import { constants, deflateSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFRef, PDFString } from 'pdf-lib';
import { createExtractor, extractPdf, inspectPdf, MAX_IMAGE_PIXELS, MAX_STREAM_BYTES, PdfError, preflight, type Extractor } from '@cp/extraction';
import {
  ascii85Encode,
  asciiHexEncode,
  buildContentBombPdf,
  buildContractPdf,
  buildFilterChainBombPdf,
  encryptPdf,
  buildLzwBombPdf,
  lzwEncode,
  lzwRunBomb,
} from '@cp/testkit';

const CONTRACT = '# PHYSICIAN EMPLOYMENT AGREEMENT\nThe Employer shall pay the Physician a Base Salary of $250,000 per year.';
const MIB = 1024 * 1024;

async function contract(): Promise<PDFDocument> {
  return PDFDocument.load(await buildContractPdf(CONTRACT));
}

async function codeAndMessage(run: Promise<unknown>): Promise<string> {
  try {
    await run;
    return 'ok';
  } catch (err) {
    expect(err).toBeInstanceOf(PdfError);
    return `${(err as PdfError).code}: ${(err as PdfError).message}`;
  }
}

/** The contract with an image XObject that declares `width` x `height` pixels (its data is a few bytes: nothing is decoded before the check). */
async function withDeclaredImage(width: number | 'ref', height: number, objectStreams = false): Promise<Uint8Array> {
  const doc = await contract();
  const ctx = doc.context;
  // 'ref': the width is an indirect number, which object streams then hide in compressed data.
  const w = width === 'ref' ? ctx.register(PDFNumber.of(16000)) : width;
  const image = ctx.flateStream(new Uint8Array(16), { Type: 'XObject', Subtype: 'Image', Width: w, Height: height, ColorSpace: 'DeviceGray', BitsPerComponent: 8 });
  doc.getPage(0).node.setXObject(PDFName.of('Im9'), ctx.register(image));
  return doc.save({ useObjectStreams: objectStreams });
}

/** The contract with an extra content stream of `bytes` spaces (compressed to a few kilobytes). */
async function withSpaces(doc: PDFDocument, bytes: number): Promise<void> {
  const stream = doc.context.stream(deflateSync(Buffer.alloc(bytes, 0x20)), { Filter: 'FlateDecode' });
  doc.getPage(0).node.addContentStream(doc.context.register(stream));
}

describe('image budget', () => {
  it('refuses an image over MAX_IMAGE_PIXELS from its dictionary alone, naming the limit', async () => {
    expect(MAX_IMAGE_PIXELS).toBe(100_000_000);
    expect(await codeAndMessage(preflight(await withDeclaredImage(16000, 16000), { maxPages: 10 }))).toBe(
      'too_complex: The PDF has an image of 16000 x 16000 pixels (256 megapixels); the limit is 100 megapixels',
    );
    expect(await codeAndMessage(preflight(await withDeclaredImage(10000, 10000), { maxPages: 10 }))).toBe('ok');
  });

  it('follows a width written as a reference into an object stream', async () => {
    expect(await codeAndMessage(preflight(await withDeclaredImage('ref', 16000, true), { maxPages: 10 }))).toMatch(/^too_complex: .*16000 x 16000/);
  });

  it('takes the budget as an option', async () => {
    const bytes = await withDeclaredImage(4000, 3000);
    expect(await codeAndMessage(preflight(bytes, { maxPages: 10, maxImagePixels: 10_000_000 }))).toMatch(/^too_complex: .*the limit is 10 megapixels/);
    expect(await codeAndMessage(extractPdf(bytes, { ocr: 'off', maxImagePixels: 10_000_000 }))).toMatch(/^too_complex/);
  });
});

describe('inflation budgets', () => {
  it('refuses a stream that inflates past the per-stream budget, and files whose streams do in all', async () => {
    const one = await contract();
    await withSpaces(one, 3 * MIB);
    const bytes = await one.save();
    expect(await codeAndMessage(preflight(bytes, { maxPages: 10, maxStreamBytes: 2 * MIB }))).toBe(
      'too_complex: A compressed stream of the PDF inflates to more than 2 MiB; the limit is 2 MiB a stream',
    );
    expect(await codeAndMessage(preflight(bytes, { maxPages: 10 }))).toBe('ok');

    const three = await contract();
    for (let i = 0; i < 3; i++) await withSpaces(three, MIB);
    expect(await codeAndMessage(preflight(await three.save(), { maxPages: 10, maxInflatedBytes: 2 * MIB }))).toBe(
      'too_complex: The compressed streams of the PDF inflate to more than 2 MiB in all; the limit is 2 MiB',
    );
  });

  it('counts what a damaged stream inflates to before its damage, as a reader would decode it', async () => {
    const doc = await contract();
    // 3 MiB of spaces, then a block of a type that does not exist: zlib's one-shot call fails there and keeps nothing.
    const data = Buffer.concat([deflateSync(Buffer.alloc(3 * MIB, 0x20), { finishFlush: constants.Z_SYNC_FLUSH }), Buffer.from([0x07, 0, 0, 0])]);
    expect(() => inflateSync(data)).toThrow(/invalid block type/);
    doc.getPage(0).node.addContentStream(doc.context.register(doc.context.stream(data, { Filter: 'FlateDecode' })));
    expect(await codeAndMessage(preflight(await doc.save(), { maxPages: 10, maxStreamBytes: 2 * MIB }))).toMatch(/^too_complex: A compressed stream/);
  });

  it('skips a stream that does not inflate at all', async () => {
    const doc = await contract();
    doc.getPage(0).node.addContentStream(doc.context.register(doc.context.stream(new Uint8Array(4096).fill(7), { Filter: 'FlateDecode' })));
    expect(await codeAndMessage(preflight(await doc.save(), { maxPages: 10 }))).toBe('ok');
  });
});

/** The contract with every page's content re-encoded by `encode`, which names the filters it used (and their DecodeParms). */
async function reencoded(encode: (content: Uint8Array) => { data: Uint8Array; filter: string[]; parms?: object[] }): Promise<Uint8Array> {
  const doc = await contract();
  for (const page of doc.getPages()) {
    const contents = page.node.get(PDFName.of('Contents'));
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of refs) {
      const raw = doc.context.lookup(ref as PDFRef) as PDFRawStream;
      const { data, filter, parms } = encode(decodePDFRawStream(raw).decode());
      doc.context.assign(ref as PDFRef, doc.context.stream(data, parms ? { Filter: filter, DecodeParms: parms } : { Filter: filter }));
    }
  }
  return doc.save({ useObjectStreams: false });
}

describe('streams under other filters and chains of filters', () => {
  it('refuses a content bomb under LZW, under ASCII85 over Flate and under ASCIIHex over LZW, naming the per-stream limit', async () => {
    const lzw = await buildLzwBombPdf();
    // 400 MB of content in 160 KB: nothing but the decoded size can tell.
    expect(lzw.length).toBeLessThan(200_000);
    expect(await codeAndMessage(preflight(lzw, { maxPages: 10 }))).toBe(
      `too_complex: A compressed stream of the PDF inflates to more than ${MAX_STREAM_BYTES / MIB} MiB; the limit is ${MAX_STREAM_BYTES / MIB} MiB a stream`,
    );
    for (const chain of ['ascii85-flate', 'hex-lzw'] as const) {
      const bomb = await buildFilterChainBombPdf(chain, 8 * MIB);
      expect(await codeAndMessage(preflight(bomb, { maxPages: 10, maxStreamBytes: 2 * MIB }))).toMatch(/^too_complex: A compressed stream of the PDF inflates to more than 2 MiB/);
      expect(await codeAndMessage(preflight(bomb, { maxPages: 10 }))).toBe('ok');
    }
  });

  it('ends the bombs as too_complex through the extractor threads', async () => {
    for (const bomb of [await buildLzwBombPdf(), await buildFilterChainBombPdf('hex-lzw')]) {
      expect(await codeAndMessage(extractor.extract(bomb))).toMatch(/^too_complex: A compressed stream/);
    }
  });

  it('counts the streams under every filter in the total of the file', async () => {
    const doc = await contract();
    const ctx = doc.context;
    const spaces = Buffer.alloc(MIB, 0x20);
    const streams = [
      ctx.stream(lzwRunBomb(0x0a, MIB), { Filter: 'LZWDecode' }),
      ctx.stream(ascii85Encode(deflateSync(spaces)), { Filter: ['ASCII85Decode', 'FlateDecode'] }),
      ctx.stream(asciiHexEncode(lzwRunBomb(0x20, MIB)), { Filter: ['ASCIIHexDecode', 'LZWDecode'] }),
    ];
    for (const stream of streams) doc.getPage(0).node.addContentStream(ctx.register(stream));
    expect(await codeAndMessage(preflight(await doc.save(), { maxPages: 10, maxInflatedBytes: 2 * MIB }))).toBe(
      'too_complex: The compressed streams of the PDF inflate to more than 2 MiB in all; the limit is 2 MiB',
    );
  });

  it('measures what filters feed an image codec: that is not bounded by the pixels the image declares', async () => {
    const doc = await contract();
    const jpegBomb = doc.context.stream(deflateSync(Buffer.alloc(8 * MIB)), {
      Type: 'XObject',
      Subtype: 'Image',
      Width: 100,
      Height: 100,
      ColorSpace: 'DeviceGray',
      BitsPerComponent: 8,
      Filter: ['FlateDecode', 'DCTDecode'],
    });
    doc.getPage(0).node.setXObject(PDFName.of('Im9'), doc.context.register(jpegBomb));
    expect(await codeAndMessage(preflight(await doc.save(), { maxPages: 10, maxStreamBytes: 2 * MIB }))).toMatch(/^too_complex: A compressed stream/);
  });

  it('reads contracts written under LZW (both EarlyChange values), RunLength, ASCII85 and ASCIIHex as before', async () => {
    const runLength = (data: Uint8Array) => {
      // Literal runs of at most 128 bytes, then the end-of-data byte.
      const out: number[] = [];
      for (let at = 0; at < data.length; at += 128) out.push(Math.min(128, data.length - at) - 1, ...data.subarray(at, at + 128));
      return Uint8Array.from([...out, 128]);
    };
    const encodings = {
      lzw: (c: Uint8Array) => ({ data: lzwEncode(c), filter: ['LZWDecode'] }),
      lzwEarlyChange0: (c: Uint8Array) => ({ data: lzwEncode(c, 0), filter: ['LZWDecode'], parms: [{ EarlyChange: 0 }] }),
      ascii85Flate: (c: Uint8Array) => ({ data: ascii85Encode(deflateSync(c)), filter: ['ASCII85Decode', 'FlateDecode'] }),
      hexLzw: (c: Uint8Array) => ({ data: asciiHexEncode(lzwEncode(c)), filter: ['ASCIIHexDecode', 'LZWDecode'] }),
      runLength: (c: Uint8Array) => ({ data: runLength(c), filter: ['RunLengthDecode'] }),
    };
    for (const [name, encode] of Object.entries(encodings)) {
      const bytes = await reencoded(encode);
      // Each file is measured within a budget just above its content: the measure is the size a reader decodes, not more.
      expect(await codeAndMessage(preflight(bytes, { maxPages: 10, maxInflatedBytes: 64 * 1024 })), name).toBe('ok');
      // Its page's text is more than 100 bytes decoded: it is counted.
      expect(await codeAndMessage(preflight(bytes, { maxPages: 10, maxInflatedBytes: 100 })), name).toMatch(/^too_complex: The compressed streams/);
      const { result } = await extractPdf(bytes, { ocr: 'off' });
      expect(result.parsedData.compensation.guar_base_sal, name).toBe(250000);
    }
  });
});

describe('streams of a file encrypted with an empty user password', () => {
  it('are measured decrypted, under RC4, AES-128 and AES-256: a content bomb is refused', async () => {
    const bomb = await buildContentBombPdf(8 * MIB);
    for (const method of ['rc4-128', 'aes-128', 'aes-256'] as const) {
      const encrypted = await encryptPdf(bomb, method);
      // Ciphertext does not inflate: read as it is, the stream measured nothing.
      expect(Buffer.from(encrypted).toString('latin1')).toContain('/Encrypt');
      expect(await codeAndMessage(preflight(encrypted, { maxPages: 10, maxStreamBytes: 2 * MIB })), method).toMatch(/^too_complex: A compressed stream of the PDF inflates to more than 2 MiB/);
      expect(await codeAndMessage(preflight(encrypted, { maxPages: 10 })), method).toBe('ok');
    }
  });

  it('measures an AES stream whose data does not end on a whole block, as pdfjs decrypts it', async () => {
    for (const method of ['aes-128', 'aes-256'] as const) {
      const encrypted = Buffer.from(await encryptPdf(await buildContentBombPdf(8 * MIB), method));
      // A /Length that misses endstream (same number of digits, so the offsets hold): the data read runs
      // to endstream and takes the end of line before it, one byte past the last block.
      const text = encrypted.toString('latin1');
      const lengths = [...text.matchAll(/\/Length (\d{4,})/g)].sort((a, b) => Number(b[1]) - Number(a[1]));
      const at = lengths[0].index! + '/Length '.length;
      encrypted.write(String((Number(lengths[0][1]) % 9) + 1), at, 'latin1');
      expect(await codeAndMessage(preflight(encrypted, { maxPages: 10, maxStreamBytes: 2 * MIB })), method).toMatch(/^too_complex: A compressed stream/);
    }
  });

  it('ends a 400 MB encrypted content bomb as too_complex through the extractor threads', async () => {
    expect(await codeAndMessage(extractor.extract(await encryptPdf(await buildContentBombPdf(), 'aes-256')))).toMatch(/^too_complex: A compressed stream/);
  });

  it('leaves encrypted contracts read as before, and their streams counted at the size they decode to', async () => {
    for (const method of ['rc4-128', 'aes-128', 'aes-256'] as const) {
      const bytes = await encryptPdf(await buildContractPdf(CONTRACT), method);
      expect(await codeAndMessage(preflight(bytes, { maxPages: 10, maxInflatedBytes: 64 * 1024 })), method).toBe('ok');
      // Its page's text is more than 100 bytes decoded and decrypted: it is counted.
      expect(await codeAndMessage(preflight(bytes, { maxPages: 10, maxInflatedBytes: 100 })), method).toMatch(/^too_complex: The compressed streams/);
      const { result } = await extractPdf(bytes, { ocr: 'off' });
      expect(result.parsedData.compensation.guar_base_sal, method).toBe(250000);
    }
  });

  it('measures nothing in a file whose user password is not empty: no reader opens it, and it fails as encrypted', async () => {
    const bytes = Buffer.from(await encryptPdf(await buildContentBombPdf(8 * MIB), 'aes-128'));
    // Another U: the empty password no longer checks out.
    const u = Buffer.from('/U <').toString('latin1');
    const at = bytes.indexOf(u);
    bytes.write('00', at + u.length, 'latin1');
    expect(await codeAndMessage(preflight(bytes, { maxPages: 10, maxStreamBytes: 2 * MIB }))).toMatch(/^encrypted/);
  });
});

describe('page size', () => {
  it('refuses a page over 200 inches a side, also through UserUnit', async () => {
    const big = await contract();
    big.getPage(0).setMediaBox(0, 0, 300 * 72, 100 * 72);
    expect(await codeAndMessage(preflight(await big.save(), { maxPages: 10 }))).toBe(
      'too_complex: A page of the PDF is 300 x 100 inches; the largest page a PDF may have is 200 inches a side',
    );
    const scaled = await contract();
    scaled.getPage(0).setMediaBox(0, 0, 1500, 1000);
    scaled.getPage(0).node.set(PDFName.of('UserUnit'), PDFNumber.of(10));
    expect(await codeAndMessage(preflight(await scaled.save(), { maxPages: 10 }))).toMatch(/^too_complex: A page of the PDF is 208 x 139 inches/);
    const poster = await contract();
    poster.getPage(0).setMediaBox(0, 0, 199 * 72, 199 * 72);
    expect(await codeAndMessage(preflight(await poster.save(), { maxPages: 10 }))).toBe('ok');
  });
});

/** A PDF written by hand: object N is `bodies[N - 1]`, with a correct cross-reference table, so pdfjs reads each object where it is. */
function handWritten(bodies: string[]): Uint8Array {
  let file = '%PDF-1.7\n';
  const offsets = bodies.map((body, i) => {
    const at = file.length;
    file += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = file.length;
  file += `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  file += `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(file, 'latin1');
}

/** Catalog, pages and a page showing object 5, then `broken` as object 4, then a 20000 x 20000 image as object 5. */
function imageAfter(broken: string): Uint8Array {
  return handWritten([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im1 5 0 R >> >> >>',
    broken,
    '<< /Type /XObject /Subtype /Image /Width 20000 /Height 20000 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length 4 >>\nstream\nabcd\nendstream',
  ]);
}

describe('objects a broken neighbour could hide', () => {
  it('are found after a stream whose /Length lies and that has no endstream of its own', async () => {
    expect(await codeAndMessage(preflight(imageAfter('<< /Length 3 >>\nstream\nthe data runs on'), { maxPages: 10 }))).toMatch(/^too_complex: .*20000 x 20000/);
  });

  it('are found after a dictionary or a string left open', async () => {
    expect(await codeAndMessage(preflight(imageAfter('<< /Type /Annot /Contents (never closed'), { maxPages: 10 }))).toMatch(/^too_complex: .*20000 x 20000/);
    expect(await codeAndMessage(preflight(imageAfter('<< /Type /Annot << /A [ 1 2'), { maxPages: 10 }))).toMatch(/^too_complex: .*20000 x 20000/);
  });

  it('are walked in time proportional to the file, however many objects are broken', async () => {
    // 100,000 objects each opening a dictionary and a string and closing neither: a walk that
    // looked for each one's end to the end of the file would read 170 GB, and time the test out.
    const broken = Array.from({ length: 100_000 }, () => '<< /A (x').concat('<< /Type /XObject /Subtype /Image /Width 20000 /Height 20000 /Length 0 >>\nstream\n\nendstream');
    await expect(inspectPdf(handWritten(broken))).rejects.toThrow(/20000 x 20000/);
  });
});

/** Active content of each kind, added the way writers add it. */
async function withActiveContent(objectStreams: boolean): Promise<Uint8Array> {
  const doc = await contract();
  const ctx = doc.context;
  doc.catalog.set(PDFName.of('OpenAction'), ctx.obj({ S: 'JavaScript', JS: PDFString.of('app.alert;') }));
  const launch = ctx.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 10, 10], A: { S: 'Launch', F: PDFString.of('run.exe') } });
  doc.getPage(0).node.set(PDFName.of('Annots'), ctx.obj([ctx.register(launch)]));
  await doc.attach(new TextEncoder().encode('notes'), 'notes.txt', { mimeType: 'text/plain' });
  return doc.save({ useObjectStreams: objectStreams });
}

let extractor: Extractor;
beforeAll(() => {
  extractor = createExtractor({ threads: 1, ocr: 'off' });
});
afterAll(async () => {
  await extractor.close();
});

describe('active content', () => {
  it('finds JavaScript, launch actions and embedded files, also inside object streams', async () => {
    for (const objectStreams of [false, true]) {
      const bytes = await withActiveContent(objectStreams);
      // In object streams the names are compressed: a search of the raw file would not see them.
      expect(Buffer.from(bytes).toString('latin1').includes('/JavaScript')).toBe(!objectStreams);
      expect((await preflight(bytes, { maxPages: 10 })).activeContent).toEqual(['javascript', 'launch', 'embedded_file']);
    }
  });

  it('reads names written with #xx escapes', async () => {
    const doc = await contract();
    doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert;    ') }));
    const written = Buffer.from(await doc.save({ useObjectStreams: false })).toString('latin1');
    // Same length, so the file's offsets still hold: /J#61vaScript and /J#53 are /JavaScript and /JS.
    const escaped = written.replace('/S /JavaScript\n/JS (app.alert;    )', '/S /J#61vaScript\n/J#53 (app.alert;)');
    expect(escaped).not.toBe(written);
    expect(escaped).not.toMatch(/\/JavaScript|\/JS\b/);
    expect((await inspectPdf(Buffer.from(escaped, 'latin1'))).activeContent).toEqual(['javascript']);
  });

  it('reads the objects of an object stream written without compression', async () => {
    const members = '7 0 << /S /JavaScript /JS (app.alert;) >>';
    const bytes = handWritten([
      '<< /Type /Catalog /Pages 2 0 R /OpenAction 7 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
      `<< /Type /ObjStm /N 1 /First 4 /Length ${members.length} >>\nstream\n${members}\nendstream`,
    ]);
    expect((await inspectPdf(bytes)).activeContent).toEqual(['javascript']);
  });

  it('finds none in an ordinary contract', async () => {
    expect((await preflight(await buildContractPdf(CONTRACT), { maxPages: 10 })).activeContent).toEqual([]);
    const { result } = await extractPdf(await buildContractPdf(CONTRACT), { ocr: 'off' });
    expect(result.warnings.map((w) => w.code)).not.toContain('pdf_active_content');
  });

  it('warns of it in the result, through the extractor threads', async () => {
    const { result } = await extractor.extract(await withActiveContent(true));
    expect(result.warnings).toContainEqual({
      code: 'pdf_active_content',
      message: expect.stringMatching(/^The PDF carries JavaScript, an action that starts a program and embedded files; it was not run\. /),
      paths: [],
    });
    expect(result.parsedData.compensation.guar_base_sal).toBe(250000);
  });
});
