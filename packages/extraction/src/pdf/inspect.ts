// What a PDF would ask of a reader, read from its raw bytes before any reader
// opens it: how large its images are, how far its compressed streams inflate
// (through every filter that can: Flate, LZW, RunLength, ASCII85, ASCIIHex), how
// large its pages are, and whether it carries anything a reader could run or open.
// A file over a budget is refused here, before pdfjs decodes a byte of it; pdfjs's
// own image limit and the job's memory limit stand behind this, not instead of it.
import { MAX_IMAGE_PIXELS, MAX_INFLATED_BYTES, MAX_PAGE_SIDE, MAX_STREAM_BYTES } from '../limits.js';
import { PdfError, type ActiveContentKind, type PdfBudgets } from '../types.js';
import { emptyPasswordDecryptor } from './decrypt.js';
import { decodeWithin, filterChain, type Filter } from './filter-chain.js';
import { decodeNames, dictEntries, isStream, numberValue, objectStreamMembers, rawObjects, resolved, type RawObject, type RawStream } from './raw-objects.js';

export interface PdfInspection {
  /** Kinds of active content found, each once, in a fixed order. */
  activeContent: ActiveContentKind[];
}

/** Names that make a file active, by the kind they belong to. */
const ACTIVE_NAMES: Record<string, ActiveContentKind> = {
  JavaScript: 'javascript',
  JS: 'javascript',
  Launch: 'launch',
  EmbeddedFiles: 'embedded_file',
  EmbeddedFile: 'embedded_file',
  FileAttachment: 'embedded_file',
};
const ACTIVE_NAME = new RegExp(`/(${Object.keys(ACTIVE_NAMES).join('|')})(?![^\\s/<>[\\]()%{}])`, 'g');
const KIND_ORDER: ActiveContentKind[] = ['javascript', 'launch', 'embedded_file'];

const MIB = 1024 * 1024;
const mib = (bytes: number) => `${Math.round(bytes / MIB)} MiB`;
const megapixels = (pixels: number) => `${Math.round(pixels / 1e6)} megapixels`;

/** Throws PdfError('too_complex') when a page's MediaBox (times its UserUnit) is larger than MAX_PAGE_SIDE a side. */
function checkPageSize(entries: Map<string, string>, values: Map<number, string>): void {
  const box = resolved(entries.get('MediaBox'), values);
  const corners = box && /^\[([^\]]*)\]$/.exec(box)?.[1].trim().split(/\s+/).map(Number);
  if (!corners || corners.length !== 4) return;
  const unit = numberValue(entries.get('UserUnit'), values) ?? 1;
  const sides = [Math.abs(corners[2] - corners[0]) * unit, Math.abs(corners[3] - corners[1]) * unit];
  if (sides.some((side) => side > MAX_PAGE_SIDE)) {
    const inches = sides.map((side) => (Number.isFinite(side) ? Math.round(side / 72) : 'unmeasurably many'));
    throw new PdfError('too_complex', `A page of the PDF is ${inches[0]} x ${inches[1]} inches; the largest page a PDF may have is ${MAX_PAGE_SIDE / 72} inches a side`);
  }
}

/** Throws PdfError('too_complex') when an image's dictionary declares more pixels than the budget. */
function checkImage(entries: Map<string, string>, values: Map<number, string>, maxPixels: number): void {
  const width = numberValue(entries.get('Width'), values) ?? 0;
  const height = numberValue(entries.get('Height'), values) ?? 0;
  if (width * height > maxPixels) {
    throw new PdfError('too_complex', `The PDF has an image of ${width} x ${height} pixels (${megapixels(width * height)}); the limit is ${megapixels(maxPixels)}`);
  }
}

/** Counts decoded bytes (through every filter that can inflate) against the per-stream and per-file budgets; throws PdfError('too_complex') past either. */
function inflationBudget(maxStream: number, maxTotal: number) {
  let total = 0;
  const check = (size: number | null, perStream: boolean): number => {
    if (size === null && perStream) throw new PdfError('too_complex', `A compressed stream of the PDF inflates to more than ${mib(maxStream)}; the limit is ${mib(maxStream)} a stream`);
    if (size === null) throw new PdfError('too_complex', `The compressed streams of the PDF inflate to more than ${mib(maxTotal)} in all; the limit is ${mib(maxTotal)}`);
    total += size;
    return size;
  };
  const room = () => ({ perStream: maxStream <= maxTotal - total, limit: Math.min(maxStream, maxTotal - total) });
  return {
    /** The decoded bytes (an object stream's, which are read). */
    async bytes(data: Uint8Array, filters: Filter[]): Promise<Buffer> {
      const { perStream, limit } = room();
      const out = (await decodeWithin(data, filters, limit, true)) as Buffer | null;
      check(out === null ? null : out.length, perStream);
      return out!;
    },
    /** Only how far it decodes (any other stream). */
    async measure(data: Uint8Array, filters: Filter[]): Promise<void> {
      const { perStream, limit } = room();
      check((await decodeWithin(data, filters, limit, false)) as number | null, perStream);
    },
  };
}

/**
 * Walks every object of the file, those inside object streams included. Throws
 * PdfError('too_complex') naming the budget a file goes over; a stream that does
 * not decode (damaged) counts for what decodes before the damage.
 */
export async function inspectPdf(bytes: Uint8Array, budgets: PdfBudgets = {}): Promise<PdfInspection> {
  const maxImagePixels = budgets.maxImagePixels ?? MAX_IMAGE_PIXELS;
  const inflate = inflationBudget(budgets.maxStreamBytes ?? MAX_STREAM_BYTES, budgets.maxInflatedBytes ?? MAX_INFLATED_BYTES);
  const objects = rawObjects(bytes);
  // An encrypted file that opens without a password is measured decrypted, as pdfjs will read it.
  const decrypt = emptyPasswordDecryptor(bytes, objects);
  const data = (stream: RawStream) => (decrypt ? decrypt(stream) : stream.stream);
  // Object streams first: what they hold (page dictionaries, actions, the numbers
  // other objects refer to) is checked like any other object.
  const members: RawObject[] = [];
  for (const object of objects) {
    if (!isStream(object) || object.entries.get('Type') !== '/ObjStm') continue;
    // Its filters are read without the values of other objects: those may sit in an object stream not read yet.
    const chain = filterChain(object.entries, new Map());
    if (chain.more) continue;
    const count = Number(object.entries.get('N'));
    const first = Number(object.entries.get('First'));
    const stream = data(object);
    const decoded = chain.decoded.length === 0 ? Buffer.from(stream.buffer, stream.byteOffset, stream.byteLength) : await inflate.bytes(stream, chain.decoded);
    if (Number.isInteger(count) && Number.isInteger(first)) members.push(...objectStreamMembers(decoded, count, first));
  }
  const all = [...objects, ...members];
  const values = new Map<number, string>();
  for (const object of all) if (!object.text.startsWith('<<')) values.set(object.num, object.text);

  const kinds = new Set<ActiveContentKind>();
  for (const object of all) {
    const text = decodeNames(object.text);
    for (const m of text.matchAll(ACTIVE_NAME)) kinds.add(ACTIVE_NAMES[m[1]]);
    // Only dictionaries that name a MediaBox are read entry by entry: the others need no more than the search above.
    if (text.includes('/MediaBox')) checkPageSize(isStream(object) ? object.entries : dictEntries(object.text), values);
    if (!isStream(object)) continue;
    if (object.entries.get('Type') === '/ObjStm') continue;
    const chain = filterChain(object.entries, values);
    const image = object.entries.get('Subtype') === '/Image';
    if (image) checkImage(object.entries, values, maxImagePixels);
    // An image's pixels bound what its filters make, unless an image codec reads their output: then that output can be any size.
    if (chain.decoded.length > 0 && (!image || chain.more)) await inflate.measure(data(object), chain.decoded);
  }
  return { activeContent: KIND_ORDER.filter((kind) => kinds.has(kind)) };
}
