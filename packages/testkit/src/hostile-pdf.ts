// PDFs that attack the reader rather than inform it, for the budget, fuzz and memory
// tests: an image that decodes to gigabytes, a content stream that inflates to
// hundreds of megabytes (under Flate, LZW, or a chain of filters), a page of the largest size the format allows, and files
// carrying JavaScript or an embedded program. Each is small on disk; the
// compressed parts are built by streaming zeros through zlib, never held whole.
import { createDeflate } from 'node:zlib';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { ascii85Encode, asciiHexEncode, lzwRunBomb } from './pdf-filters.js';

/** Deflates `size` bytes of one repeated chunk without ever holding them whole. */
async function deflateRepeated(chunk: Buffer, size: number): Promise<Uint8Array> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (d: Buffer) => out.push(d));
  const done = new Promise<void>((resolve, reject) => {
    deflate.once('end', resolve);
    deflate.once('error', reject);
  });
  let left = size;
  while (left > 0) {
    const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
    left -= piece.length;
    if (!deflate.write(piece)) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

/** One page showing one grey image of width × height pixels (default 16000 × 16000: 256 megapixels). */
export async function buildImageBombPdf(width = 16_000, height = 16_000): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const data = await deflateRepeated(Buffer.alloc(1 << 20), width * height);
  // context.stream keeps the bytes as given: they are already deflated.
  const stream = doc.context.stream(data, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: width,
    Height: height,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 8,
    Filter: 'FlateDecode',
  });
  const ref = doc.context.register(stream);
  const page = doc.addPage([612, 792]);
  page.node.setXObject(PDFName.of('Im0'), ref);
  const content = doc.context.stream('q 612 0 0 792 0 0 cm /Im0 Do Q');
  page.node.set(PDFName.of('Contents'), doc.context.register(content));
  return doc.save({ useObjectStreams: false });
}

/** One page whose content stream inflates to `inflatedBytes` (default 400 MB) of drawing operators. */
export async function buildContentBombPdf(inflatedBytes = 400 * (1 << 20)): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const data = await deflateRepeated(Buffer.from('0 0 m 1 1 l S\n'.repeat(4096)), inflatedBytes);
  const content = doc.context.stream(data, { Filter: 'FlateDecode' });
  page.node.set(PDFName.of('Contents'), doc.context.register(content));
  return doc.save({ useObjectStreams: false });
}

/** One page whose content stream is `inflatedBytes` (default 400 MB) of spaces under LZWDecode alone. */
export async function buildLzwBombPdf(inflatedBytes = 400 * (1 << 20)): Promise<Uint8Array> {
  return onePage(lzwRunBomb(0x20, inflatedBytes), 'LZWDecode');
}

/**
 * One page whose content stream is `inflatedBytes` (default 400 MB) of spaces under a
 * chain of filters: ASCII85 over Flate, or ASCIIHex over LZW.
 */
export async function buildFilterChainBombPdf(chain: 'ascii85-flate' | 'hex-lzw', inflatedBytes = 400 * (1 << 20)): Promise<Uint8Array> {
  if (chain === 'hex-lzw') return onePage(asciiHexEncode(lzwRunBomb(0x20, inflatedBytes)), ['ASCIIHexDecode', 'LZWDecode']);
  return onePage(ascii85Encode(await deflateRepeated(Buffer.alloc(1 << 20, 0x20), inflatedBytes)), ['ASCII85Decode', 'FlateDecode']);
}

/** A letter page whose one content stream is `data`, encoded by `filter` already. */
async function onePage(data: Uint8Array, filter: string | string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const content = doc.context.stream(data, { Filter: filter });
  page.node.set(PDFName.of('Contents'), doc.context.register(content));
  return doc.save({ useObjectStreams: false });
}

/** A page of `inches` × `inches` (default 200, the largest the PDF format allows) with a line of text. */
export async function buildHugePagePdf(inches = 200): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([inches * 72, inches * 72]);
  page.drawText('Base salary of $300,000 per year.', { x: 72, y: inches * 72 - 144, size: 12, font });
  return doc.save();
}

/** A small contract PDF that also carries JavaScript run on open and an embedded program. */
export async function buildActiveContentPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText('This Agreement is governed by the laws of the State of Ohio.', { x: 72, y: 700, size: 11, font });
  const js = doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert("hello")') });
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(js));
  await doc.attach(new TextEncoder().encode('MZ not really a program'), 'setup.exe', { mimeType: 'application/octet-stream' });
  return doc.save();
}
