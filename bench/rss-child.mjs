// Runs the in-thread pipeline on one PDF in a fresh process and prints its peak
// RSS, so memory figures are not mixed with the bench's own.
//   node bench/rss-child.mjs FILE.pdf [auto|off|force]
import { readFileSync } from 'node:fs';
import { closeSharedOcrPool, extractPdf } from '../packages/extraction/dist/index.js';

const [file, ocr = 'auto'] = process.argv.slice(2);
// The file as read (a Buffer is a Uint8Array): wrapping it in a new Uint8Array would copy it.
const bytes = readFileSync(file);
const t0 = performance.now();
const out = await extractPdf(bytes, { ocr, maxPages: 1000 });
const ms = performance.now() - t0;
await closeSharedOcrPool();
// maxRSS covers the tesseract worker threads too: they live in this process.
console.log(JSON.stringify({ pages: out.document.pages, ocrPages: out.document.ocrPages, ms: Math.round(ms), peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024) }));
