// What a scanned page is made of, read from the PDF objects with pdf-lib (pdfjs
// would have to decode the page image, over a second, just to report its size):
// - the resolution it was captured at, so OCR renders it at that resolution
//   instead of upsampling (a 200 dpi scan drawn at 300 dpi costs 2.25x the pixels
//   for no extra information);
// - when the page is nothing but one upright JPEG filling it (what scanners and
//   img2pdf write), the JPEG itself: tesseract can read it as it is, which saves
//   drawing the page and encoding it again (about a tenth of the OCR time) and
//   reads the scanner's own pixels rather than a re-compressed copy.
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFRef, type PDFPage } from 'pdf-lib';
import { MAX_RENDER_PIXELS } from '../limits.js';
import { pngSize } from './png.js';

/** Below this share of the page an image is a logo or a stamp, not the page itself. */
const MIN_PAGE_COVER = 0.5;
/** A scan that fills the page to within this share of each side is read as the page. */
const FULL_PAGE_SLACK = 0.02;

type Matrix = [number, number, number, number, number, number];

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];

interface PageImage {
  width: number;
  height: number;
  stream: PDFRawStream;
}

/** Image XObjects of a page by resource name, with their pixel size. */
function pageImages(page: PDFPage): { images: Map<string, PageImage>; forms: Set<string> } {
  const images = new Map<string, PageImage>();
  const forms = new Set<string>();
  const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (!xobjects) return { images, forms };
  for (const [name, ref] of xobjects.entries()) {
    const obj = ref instanceof PDFRef ? page.doc.context.lookup(ref) : ref;
    if (!(obj instanceof PDFRawStream)) continue;
    const subtype = obj.dict.get(PDFName.of('Subtype'))?.toString();
    if (subtype === '/Form') forms.add(name.toString());
    if (subtype !== '/Image') continue;
    const width = obj.dict.lookupMaybe(PDFName.of('Width'), PDFNumber)?.asNumber();
    const height = obj.dict.lookupMaybe(PDFName.of('Height'), PDFNumber)?.asNumber();
    if (width && height) images.set(name.toString(), { width, height, stream: obj });
  }
  return { images, forms };
}

function contentBytes(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => page.doc.context.lookup(r)) : [contents];
  const parts: string[] = [];
  for (const s of streams) if (s instanceof PDFRawStream) parts.push(Buffer.from(decodePDFRawStream(s).decode()).toString('latin1'));
  return parts.join('\n');
}

/** Position just after a balanced literal string starting at `at` ('('). */
function skipString(src: string, at: number): number {
  let depth = 0;
  for (let i = at; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') i++;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i + 1;
  }
  return src.length;
}

/** What OCR needs to know about a page before reading it. */
export interface PageScan {
  /** Effective dpi of the largest image painted on the page; null when no image covers most of it. */
  dpi: number | null;
  /** The page's whole content as JPEG bytes (a view into the PDF: copy before changing), or null. */
  jpeg: Uint8Array | null;
  /** Pixels of the largest image the page paints (0 when none): pdfjs decodes it whole to draw the page. */
  pixels: number;
}

const NO_SCAN: PageScan = { dpi: null, jpeg: null, pixels: 0 };
const TEXT_OPERATORS = new Set(['Tj', 'TJ', "'", '"']);

/** The largest image painted on the page and what else the content stream does. */
function walkContent(page: PDFPage, images: Map<string, PageImage>, forms: Set<string>) {
  const src = contentBytes(page);
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const stack: Matrix[] = [];
  let operands: string[] = [];
  let best: { area: number; image: PageImage; ctm: Matrix } | null = null;
  let paints = 0;
  let pixels = 0;
  let other = false;
  const token = /\s*(%[^\r\n]*|\/[^\s/()<>[\]{}%]*|[+-]?(?:\d+\.?\d*|\.\d+)|\(|<<|>>|<[^>]*>|[[\]{}]|[^\s/()<>[\]{}%]+)/y;
  let at = 0;
  while (at < src.length) {
    token.lastIndex = at;
    const m = token.exec(src);
    if (!m) break;
    const t = m[1];
    at = token.lastIndex;
    if (t === '(') {
      at = skipString(src, at - 1);
      operands.push('()');
      continue;
    }
    if (t.startsWith('%')) continue;
    if (/^[+-]?[\d.]/.test(t) || t.startsWith('/') || t.startsWith('<') || t === '[' || t === ']' || t === '>>') {
      operands.push(t);
      continue;
    }
    if (t === 'q') stack.push(ctm);
    else if (t === 'Q') ctm = stack.pop() ?? [1, 0, 0, 1, 0, 0];
    else if (t === 'cm' && operands.length >= 6) ctm = multiply(operands.slice(-6).map(Number) as Matrix, ctm);
    else if (t === 'Do') {
      const name = operands[operands.length - 1] ?? '';
      const image = images.get(name);
      if (forms.has(name)) other = true;
      if (image) {
        paints++;
        pixels = Math.max(pixels, image.width * image.height);
        // The image fills the unit square: its sides on the page are the matrix's column lengths.
        const area = Math.hypot(ctm[0], ctm[1]) * Math.hypot(ctm[2], ctm[3]);
        if (area > 0 && (!best || area > best.area)) best = { area, image, ctm };
      }
    } else if (t === 'ID') {
      // Inline image data is binary: jump past it.
      const end = src.indexOf('EI', at);
      at = end < 0 ? src.length : end + 2;
      other = true;
    } else if (TEXT_OPERATORS.has(t)) other = true;
    operands = [];
  }
  return { best, paints, pixels, other };
}

/** A JPEG tesseract can decode as it is: 8-bit grey or RGB, nothing applied on top of it. */
function plainJpeg(stream: PDFRawStream, width: number, height: number): Uint8Array | null {
  const dict = stream.dict;
  const filter = dict.lookup(PDFName.of('Filter'));
  const filters = filter instanceof PDFArray ? filter.asArray().map(String) : [String(filter)];
  if (filters.length !== 1 || filters[0] !== '/DCTDecode') return null;
  for (const key of ['SMask', 'Mask', 'Decode', 'ImageMask', 'DecodeParms']) if (dict.has(PDFName.of(key))) return null;
  if (dict.lookupMaybe(PDFName.of('BitsPerComponent'), PDFNumber)?.asNumber() !== 8) return null;
  const space = dict.lookup(PDFName.of('ColorSpace'));
  let components: number | undefined;
  if (String(space) === '/DeviceGray') components = 1;
  else if (String(space) === '/DeviceRGB') components = 3;
  else if (space instanceof PDFArray && String(space.get(0)) === '/ICCBased') {
    const profile = space.lookup(1);
    components = profile instanceof PDFRawStream ? profile.dict.lookupMaybe(PDFName.of('N'), PDFNumber)?.asNumber() : undefined;
  }
  if (components !== 1 && components !== 3) return null;
  const bytes = stream.contents;
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  try {
    const size = pngSize(bytes);
    return size.width === width && size.height === height ? bytes : null;
  } catch {
    return null;
  }
}

/**
 * @param canUseBytes false for an encrypted file, whose streams are still ciphertext
 */
export function pageScan(page: PDFPage, canUseBytes = true): PageScan {
  const { images, forms } = pageImages(page);
  if (images.size === 0) return NO_SCAN;
  const { best, paints, pixels, other } = walkContent(page, images, forms);
  const media = page.getMediaBox();
  const crop = page.getCropBox();
  if (!best || best.area < MIN_PAGE_COVER * media.width * media.height) return { ...NO_SCAN, pixels };
  const { image, ctm } = best;
  const w = Math.hypot(ctm[0], ctm[1]);
  const h = Math.hypot(ctm[2], ctm[3]);
  const dpi = Math.max(image.width / (w / 72), image.height / (h / 72));
  // Upright (row 0 at the top, not mirrored) and filling the visible page: the image's pixels are the page's.
  const fills =
    ctm[1] === 0 && ctm[2] === 0 && ctm[0] > 0 && ctm[3] > 0 &&
    Math.abs(ctm[4] - crop.x) <= FULL_PAGE_SLACK * crop.width && Math.abs(ctm[5] - crop.y) <= FULL_PAGE_SLACK * crop.height &&
    Math.abs(w - crop.width) <= FULL_PAGE_SLACK * crop.width && Math.abs(h - crop.height) <= FULL_PAGE_SLACK * crop.height;
  const annots = page.node.lookup(PDFName.of('Annots'));
  // Annotations (stamps, form fields) show on the drawn page, not in the scan.
  const annotated = annots instanceof PDFArray ? annots.size() > 0 : annots !== undefined;
  const alone = paints === 1 && !other && !annotated && page.getRotation().angle % 360 === 0;
  // Tesseract gets no larger image than a drawn page could be (a huge scan is drawn instead, at a resolution that fits).
  const withinBudget = image.width * image.height <= MAX_RENDER_PIXELS;
  const jpeg = canUseBytes && fills && alone && withinBudget ? plainJpeg(image.stream, image.width, image.height) : null;
  return { dpi, jpeg, pixels };
}

/** What each listed page (1-based) is made of; pages pdf-lib cannot read get NO_SCAN. */
export async function pageScans(bytes: Uint8Array, pageNumbers: number[]): Promise<Map<number, PageScan>> {
  const out = new Map<number, PageScan>();
  let doc: PDFDocument;
  let pages: PDFPage[];
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
    pages = doc.getPages();
  } catch {
    // pdf-lib cannot walk every file pdfjs reads (an encrypted page tree, for one): draw at the default resolution.
    for (const n of pageNumbers) out.set(n, NO_SCAN);
    return out;
  }
  for (const n of pageNumbers) {
    let scan = NO_SCAN;
    try {
      if (pages[n - 1]) scan = pageScan(pages[n - 1], !doc.isEncrypted);
    } catch {
      // An odd content stream only costs the default resolution and a render.
    }
    out.set(n, scan);
  }
  return out;
}
