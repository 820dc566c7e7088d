// The resolution a scanned page was captured at, so OCR renders it at that
// resolution instead of upsampling (a 200 dpi scan drawn at 300 dpi costs 2.25x
// the pixels for no extra information). Read from the PDF objects with pdf-lib:
// pdfjs would have to decode the page image (over a second) just to report its size.
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFRef, type PDFPage } from 'pdf-lib';

/** Below this share of the page an image is a logo or a stamp, not the page itself. */
const MIN_PAGE_COVER = 0.5;

type Matrix = [number, number, number, number, number, number];

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];

/** Image XObjects of a page by resource name, with their pixel size. */
function pageImages(page: PDFPage): Map<string, { width: number; height: number }> {
  const out = new Map<string, { width: number; height: number }>();
  const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (!xobjects) return out;
  for (const [name, ref] of xobjects.entries()) {
    const obj = ref instanceof PDFRef ? page.doc.context.lookup(ref) : ref;
    if (!(obj instanceof PDFRawStream)) continue;
    if (obj.dict.get(PDFName.of('Subtype'))?.toString() !== '/Image') continue;
    const width = obj.dict.lookupMaybe(PDFName.of('Width'), PDFNumber)?.asNumber();
    const height = obj.dict.lookupMaybe(PDFName.of('Height'), PDFNumber)?.asNumber();
    if (width && height) out.set(name.toString(), { width, height });
  }
  return out;
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

/**
 * The effective dpi of the largest image painted on the page (pixels over its
 * size on the page), or null when no image covers most of the page.
 */
export function imageDpiOfPage(page: PDFPage): number | null {
  const images = pageImages(page);
  if (images.size === 0) return null;
  const src = contentBytes(page);
  const { width: pageW, height: pageH } = page.getSize();
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const stack: Matrix[] = [];
  let operands: string[] = [];
  let best: { area: number; dpi: number } | null = null;
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
      const image = images.get(operands[operands.length - 1] ?? '');
      if (image) {
        // The image fills the unit square: its sides on the page are the matrix's column lengths.
        const w = Math.hypot(ctm[0], ctm[1]);
        const h = Math.hypot(ctm[2], ctm[3]);
        const area = w * h;
        if (w > 0 && h > 0 && (!best || area > best.area)) best = { area, dpi: Math.max(image.width / (w / 72), image.height / (h / 72)) };
      }
    } else if (t === 'ID') {
      // Inline image data is binary: jump past it.
      const end = src.indexOf('EI', at);
      at = end < 0 ? src.length : end + 2;
    }
    operands = [];
  }
  if (!best || best.area < MIN_PAGE_COVER * pageW * pageH) return null;
  return best.dpi;
}

/** Source dpi of each listed page (1-based); null where unknown or not a full-page image. */
export async function sourceDpis(bytes: Uint8Array, pageNumbers: number[]): Promise<Map<number, number | null>> {
  const out = new Map<number, number | null>();
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
  } catch {
    for (const n of pageNumbers) out.set(n, null);
    return out;
  }
  const pages = doc.getPages();
  for (const n of pageNumbers) {
    let dpi: number | null = null;
    try {
      if (pages[n - 1]) dpi = imageDpiOfPage(pages[n - 1]);
    } catch {
      // An odd content stream only costs the default resolution.
    }
    out.set(n, dpi);
  }
  return out;
}
