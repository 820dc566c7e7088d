#!/usr/bin/env node
// Renders each corpus/real/texts/<id>.txt into three PDFs under corpus/real/pdf/:
//   <id>.pdf       single column, real text layer (testkit buildContractPdf)
//   <id>.2col.pdf  two-column layout, real text layer (pdf-lib, the testkit's dependency)
//   <id>.scan.pdf  image-only "scanned" copy: the single-column pages rasterised at
//                  200 dpi as JPEG (testkit makeScannedPdf), then re-laid on fresh
//                  pages with a slight per-page skew and scanner speckle; no text layer.
//
// Run from the repository root after `pnpm build` (the testkit's dist/ is needed):
//   node corpus/real/render.mjs [--only id,id] [--skip-scan] [--texts DIR] [--pdf DIR]
// --texts/--pdf read and write elsewhere, so that a batch kept unseen is rendered without
// its texts ever entering corpus/real/texts, the folder rule work reads.
// Deterministic: skew and speckle are seeded by the document id and page number.
import { readFile, writeFile, mkdir, readdir, access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const testkitDir = join(here, '..', '..', 'packages', 'testkit');

function arg(name) {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}
const textsDir = arg('--texts') ?? join(here, 'texts');
const pdfDir = arg('--pdf') ?? join(here, 'pdf');

async function loadTestkit() {
  const dist = join(testkitDir, 'dist');
  try {
    await access(join(dist, 'contract-pdf.js'));
  } catch {
    throw new Error(`packages/testkit/dist is missing: run \`pnpm build\` in the repository root first`);
  }
  const { buildContractPdf } = await import(pathToFileURL(join(dist, 'contract-pdf.js')).href);
  const { makeScannedPdf } = await import(pathToFileURL(join(dist, 'scanned-pdf.js')).href);
  // pdf-lib is a dependency of the testkit, not of the repository root: resolve it from there.
  const pdfLib = createRequire(join(testkitDir, 'package.json'))('pdf-lib');
  return { buildContractPdf, makeScannedPdf, pdfLib };
}

// The standard fonts encode WinAnsi only: same mapping as the testkit's contract-pdf.
function winAnsi(text) {
  return text
    .replace(/[\u2264]/g, '<=')
    .replace(/[\u2265]/g, '>=')
    .replace(/[\u2212]/g, '-')
    .replace(/[^\x09\x0a\x0c\x0d\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '');
}

function mulberry32(a) {
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

function wrapLine(line, font, size, width) {
  // Tabs print as spaces; indentation is kept as leading spaces.
  const clean = line.replace(/\t/g, '    ');
  const words = clean.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return [''];
  const out = [];
  let cur = '';
  for (const word of words) {
    const next = cur ? `${cur} ${word}` : word;
    if (!cur || font.widthOfTextAtSize(next, size) <= width) cur = next;
    else {
      out.push(cur);
      cur = word;
    }
  }
  out.push(cur);
  // A single word wider than the column (long URLs, underscores) is split by characters.
  return out.flatMap((l) => {
    if (font.widthOfTextAtSize(l, size) <= width) return [l];
    const pieces = [];
    let piece = '';
    for (const ch of l) {
      if (piece && font.widthOfTextAtSize(piece + ch, size) > width) {
        pieces.push(piece);
        piece = ch;
      } else piece += ch;
    }
    if (piece) pieces.push(piece);
    return pieces;
  });
}

/** Two-column US Letter layout: fills the left column, then the right, then a new page. */
async function buildTwoColumnPdf(pdfLib, text, title) {
  const { PDFDocument, StandardFonts } = pdfLib;
  const [pw, ph] = [612, 792];
  const margin = 54;
  const gutter = 24;
  const size = 9.5;
  const leading = size * 1.3;
  const colWidth = (pw - 2 * margin - gutter) / 2;
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setCreator('contract-parser corpus/real render (two-column)');
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  let page = null;
  let col = 2;
  let y = 0;
  const nextColumn = () => {
    if (col === 2) {
      page = doc.addPage([pw, ph]);
      col = 1;
    } else col = 2;
    y = ph - margin;
  };
  nextColumn();
  for (const para of winAnsi(text).split('\n')) {
    if (para.trim() === '') {
      // Paragraph break: a half line, never at the top of a column.
      if (y < ph - margin) y -= leading * 0.5;
      continue;
    }
    for (const line of wrapLine(para, font, size, colWidth)) {
      if (y - size < margin) nextColumn();
      const x = margin + (col === 1 ? 0 : colWidth + gutter);
      page.drawText(line, { x, y: y - size, size, font });
      y -= leading;
    }
  }
  return doc.save();
}

/** Re-lays an image-only PDF with slight skew and speckle, like a flatbed scan. */
async function roughenScan(pdfLib, scannedBytes, id) {
  const { PDFDocument, degrees, rgb } = pdfLib;
  const src = await PDFDocument.load(scannedBytes);
  const out = await PDFDocument.create();
  out.setCreator('contract-parser corpus/real render (scanned)');
  const pages = await out.embedPages(src.getPages());
  pages.forEach((embedded, i) => {
    const rand = mulberry32(hash(`${id}#${i + 1}`));
    const { width: w, height: h } = embedded;
    const page = out.addPage([w, h]);
    page.drawRectangle({ x: 0, y: 0, width: w, height: h, color: rgb(1, 1, 1) });
    const angle = (rand() - 0.5) * 1.2; // within +-0.6 degrees
    const rad = (angle * Math.PI) / 180;
    // Rotate about the page centre, then nudge by up to +-3 points.
    const cx = w / 2;
    const cy = h / 2;
    const x = cx - (cx * Math.cos(rad) - cy * Math.sin(rad)) + (rand() - 0.5) * 6;
    const y = cy - (cx * Math.sin(rad) + cy * Math.cos(rad)) + (rand() - 0.5) * 6;
    page.drawPage(embedded, { x, y, width: w, height: h, rotate: degrees(angle) });
    // Speckle: a few hundred tiny grey dots.
    for (let k = 0; k < 350; k++) {
      const g = 0.25 + rand() * 0.5;
      page.drawCircle({
        x: rand() * w,
        y: rand() * h,
        size: 0.2 + rand() * 0.5,
        color: rgb(g, g, g),
        opacity: 0.3 + rand() * 0.5,
      });
    }
  });
  return out.save();
}

async function main() {
  const { buildContractPdf, makeScannedPdf, pdfLib } = await loadTestkit();
  const only = arg('--only')?.split(',').map((s) => s.trim()).filter(Boolean);
  const skipScan = process.argv.includes('--skip-scan');
  await mkdir(pdfDir, { recursive: true });
  const ids = (await readdir(textsDir))
    .filter((f) => f.endsWith('.txt'))
    .map((f) => f.slice(0, -4))
    .filter((id) => !only || only.includes(id))
    .sort();
  if (!ids.length) throw new Error(`no texts to render in ${textsDir} (run fetch-sources.mjs first)`);
  for (const id of ids) {
    const started = Date.now();
    // A soft hyphen shows only where a line breaks at it; drawn as a glyph it would put a hyphen inside a word.
    const text = (await readFile(join(textsDir, `${id}.txt`), 'utf8')).replace(/\u00ad/g, '');
    const single = await buildContractPdf(text, { title: id });
    await writeFile(join(pdfDir, `${id}.pdf`), single);
    await writeFile(join(pdfDir, `${id}.2col.pdf`), await buildTwoColumnPdf(pdfLib, text, id));
    if (!skipScan) {
      const scanned = await makeScannedPdf(single, { dpi: 200 });
      await writeFile(join(pdfDir, `${id}.scan.pdf`), await roughenScan(pdfLib, scanned, id));
    }
    console.log(`ok   ${id} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
  }
  console.log(`${ids.length} documents rendered -> ${pdfDir}`);
}

main().catch((err) => {
  console.error(err.message ?? err);
  process.exit(1);
});
