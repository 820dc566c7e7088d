// Test fixtures: prints contract text the tests write themselves to a real PDF with
// a text layer (pdf-lib), and makes the malformed PDFs the bad-input tests need.
import { PDFDocument, StandardFonts, PDFName, PDFHexString, PDFNumber, PDFDict, type PDFFont } from 'pdf-lib';

export interface ContractPdfOptions {
  /** Points; default 11. */
  fontSize?: number;
  /** Page size in points; default US Letter. */
  pageSize?: [number, number];
  /** Margin in points; default 72 (one inch). */
  margin?: number;
  title?: string;
}

// The standard fonts only encode WinAnsi; map the few characters contract text
// commonly has outside it, and drop anything else rather than throw.
function winAnsi(text: string): string {
  return text
    .replace(/[\u2264]/g, '<=')
    .replace(/[\u2265]/g, '>=')
    .replace(/[\u2212]/g, '-')
    .replace(/[^\x09\x0a\x0c\x0d\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  for (const para of text.split('\n')) {
    if (para.trim() === '') {
      out.push('');
      continue;
    }
    let line = '';
    for (const word of para.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
      else {
        out.push(line);
        line = word;
      }
    }
    out.push(line);
  }
  return out;
}

/**
 * Builds a PDF from contract text. Paragraphs are separated by newlines; a form
 * feed (\f) starts a new page. Lines that start with '#' are printed bold as
 * headings.
 */
export async function buildContractPdf(text: string, options: ContractPdfOptions = {}): Promise<Uint8Array> {
  const size = options.fontSize ?? 11;
  const [pw, ph] = options.pageSize ?? [612, 792];
  const margin = options.margin ?? 72;
  const doc = await PDFDocument.create();
  doc.setTitle(options.title ?? 'Contract fixture');
  doc.setCreator('contract-parser testkit');
  const regular = await doc.embedFont(StandardFonts.TimesRoman);
  const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
  const leading = size * 1.4;
  for (const pageText of winAnsi(text).split('\f')) {
    let page = doc.addPage([pw, ph]);
    let y = ph - margin;
    for (const para of pageText.split('\n')) {
      const heading = para.startsWith('#');
      const font = heading ? bold : regular;
      const lines = wrap(heading ? para.replace(/^#+\s*/, '') : para, font, size, pw - 2 * margin);
      for (const line of lines) {
        if (y < margin) {
          page = doc.addPage([pw, ph]);
          y = ph - margin;
        }
        if (line) page.drawText(line, { x: margin, y: y - size, size, font });
        y -= leading;
      }
      y -= size * 0.4;
    }
  }
  return doc.save();
}

/** A PDF of `pages` pages, each with one short line: for page-limit tests. */
export async function buildManyPagePdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) doc.addPage([612, 792]).drawText(`Page ${i}`, { x: 72, y: 700, size: 12, font });
  return doc.save();
}

/** The first `fraction` of a valid PDF: a truncated upload. */
export function truncatePdf(bytes: Uint8Array, fraction = 0.5): Uint8Array {
  return bytes.slice(0, Math.max(16, Math.floor(bytes.length * fraction)));
}

/**
 * A PDF that declares standard-security encryption with a user password, so no
 * reader can open it without the password. The O and U entries are arbitrary: a
 * reader's empty-password check fails, which is exactly an encrypted upload.
 */
export async function buildEncryptedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText('Secret contract', { x: 72, y: 700, size: 12, font });
  const ctx = doc.context;
  const encrypt = PDFDict.withContext(ctx);
  encrypt.set(PDFName.of('Filter'), PDFName.of('Standard'));
  encrypt.set(PDFName.of('V'), PDFNumber.of(1));
  encrypt.set(PDFName.of('R'), PDFNumber.of(2));
  encrypt.set(PDFName.of('O'), PDFHexString.of('a'.repeat(64)));
  encrypt.set(PDFName.of('U'), PDFHexString.of('b'.repeat(64)));
  encrypt.set(PDFName.of('P'), PDFNumber.of(-44));
  ctx.trailerInfo.Encrypt = ctx.register(encrypt);
  ctx.trailerInfo.ID = ctx.obj([PDFHexString.of('c'.repeat(32)), PDFHexString.of('c'.repeat(32))]);
  return doc.save({ useObjectStreams: false });
}

/** A few bytes that are plainly not a PDF, named like one. */
export const NOT_A_PDF = new TextEncoder().encode('<html><body>This is not a PDF</body></html>\n');
