// Prints text at exact places on exact pages, for layout tests: two columns,
// running headers and footers, table rows. Coordinates are points from the top
// left of a US Letter page.
import { PDFDocument, StandardFonts } from 'pdf-lib';

export interface PlacedText {
  text: string;
  x: number;
  /** Baseline, points from the top of the page. */
  y: number;
  /** Points; default 10. */
  size?: number;
  bold?: boolean;
}

export async function buildPositionedPdf(pages: PlacedText[][], pageSize: [number, number] = [612, 792]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const items of pages) {
    const page = doc.addPage(pageSize);
    for (const t of items) {
      page.drawText(t.text, { x: t.x, y: pageSize[1] - t.y, size: t.size ?? 10, font: t.bold ? bold : regular });
    }
  }
  return doc.save();
}

/** Wraps prose into lines of at most `chars` characters (monospace-free approximation for layout fixtures). */
export function wrapWords(text: string, chars: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > chars) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}
