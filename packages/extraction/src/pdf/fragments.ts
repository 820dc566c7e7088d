// Turns pdfjs text items into positioned fragments in page space (points, origin
// top left), the raw material the line and column logic works on.
import { pdfjs, type PDFPageProxy } from './pdfjs.js';

export interface Fragment {
  text: string;
  /**
   * Left and right edges, points from the left of the page. Positions come from the
   * file's own matrices, so a damaged one can make any of them NaN or huge: pageLines
   * keeps such fragments out of the layout.
   */
  x0: number;
  x1: number;
  /** Baseline, points from the top of the page. */
  y: number;
  /** Font size in points. */
  size: number;
  /** A whitespace item sat right before this fragment on the same baseline. */
  spaceBefore: boolean;
  /** OCR word confidence 0..1 (absent for the text layer). */
  conf?: number;
}

export interface PageFragments {
  width: number;
  height: number;
  fragments: Fragment[];
}

interface Item {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

const NON_ASCII = /[^\x00-\x7f]/;

export async function pageFragments(page: PDFPageProxy): Promise<PageFragments> {
  const viewport = page.getViewport({ scale: 1 });
  // pdfjs would normalise every glyph; doing it only on the rare non-ASCII item is cheaper (same result).
  const content = await page.getTextContent({ disableNormalization: true });
  const fragments: Fragment[] = [];
  let pendingSpace = false;
  let lastY = Number.NaN;
  for (const raw of content.items) {
    if (!('str' in raw)) continue;
    const item = raw as Item;
    const m = pdfjs.Util.transform(viewport.transform, item.transform) as number[];
    const size = Math.hypot(m[2], m[3]) || Math.abs(item.height) || 1;
    const y = m[5];
    if (!Number.isNaN(lastY) && Math.abs(y - lastY) > size * 0.5) pendingSpace = false;
    lastY = y;
    if (item.str.trim() === '') {
      if (item.str.length > 0) pendingSpace = true;
      continue;
    }
    // Widths come in user space; scale them like the position (viewport scale 1, possibly rotated).
    const scaleX = Math.hypot(m[0], m[1]) / (Math.hypot(item.transform[0], item.transform[1]) || 1);
    const x0 = m[4];
    // A damaged font or text matrix leaves the width NaN or infinite: the fragment keeps its start, zero wide.
    const advance = Math.abs(item.width) * (Number.isFinite(scaleX) && scaleX > 0 ? scaleX : 1);
    const lead = item.str.length - item.str.trimStart().length;
    const str = NON_ASCII.test(item.str) ? pdfjs.normalizeUnicode(item.str) : item.str;
    fragments.push({
      text: str.replace(/\s+/g, ' ').trim(),
      x0,
      x1: x0 + (Number.isFinite(advance) ? advance : 0),
      y,
      size,
      spaceBefore: pendingSpace || lead > 0,
    });
    pendingSpace = /\s$/.test(item.str);
  }
  return { width: viewport.width, height: viewport.height, fragments };
}
