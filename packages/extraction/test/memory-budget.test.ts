// Memory under hostile files, measured in a child process of its own (a fresh
// node running the built package) so that its resident memory is the extraction's
// and nothing else's. The bombs are built here: an image of 16000 x 16000 pixels
// (256 MB decoded) and pages whose content stream inflates to 400 MB (under Flate,
// LZW, ASCIIHex over LZW, and Flate in a file encrypted with AES-256), each a few
// hundred kilobytes on disk; and a page of 150,000 words, inside every budget of
// the inspection, whose text needs more heap than a small thread has.
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { createDeflate, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concatTransformationMatrix, drawObject, PDFDocument, PDFName, popGraphicsState, pushGraphicsState, StandardFonts } from 'pdf-lib';
import { buildContractPdf, buildFilterChainBombPdf, buildImageBombPdf, buildLzwBombPdf, encryptPdf, makeScannedPdf } from '@cp/testkit';

const run = promisify(execFile);
const MB = 1024 * 1024;
const packageDir = path.resolve(import.meta.dirname, '..');
// The package's public entry point (its built code), resolved as a consumer would.
const built = pathToFileURL(createRequire(import.meta.url).resolve('@cp/extraction')).href;
const onLinux = existsSync('/proc/self/status');

/** zlib data of `total` bytes of `byte`, deflated 1 MiB at a time (the whole run is never in memory). */
async function deflated(total: number, byte: number): Promise<Buffer> {
  const piece = Buffer.alloc(MB, byte);
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = once(deflate, 'end');
  for (let left = total; left > 0; left -= piece.length) {
    if (!deflate.write(left >= piece.length ? piece : piece.subarray(0, left))) await once(deflate, 'drain');
  }
  deflate.end();
  await ended;
  return Buffer.concat(out);
}

/** A letter page filled by one 16000 x 16000 grey image of zeros. */
async function imageBomb(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const image = doc.context.stream(await deflated(16000 * 16000, 0), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: 16000,
    Height: 16000,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 8,
    Filter: 'FlateDecode',
  });
  page.node.setXObject(PDFName.of('Im0'), doc.context.register(image));
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(612, 0, 0, 792, 0, 0), drawObject('Im0'), popGraphicsState());
  return doc.save();
}

/** A page whose content stream is 400 MB of spaces once inflated. */
async function contentBomb(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.stream(await deflated(400 * MB, 0x20), { Filter: 'FlateDecode' })));
  return doc.save();
}

/** One page of 150,000 two-letter words at distinct places (100 grids of 60 rows of 25): 2.5 MB of content, 150,000 text items. */
async function wordFlood(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  page.node.setFontDictionary(PDFName.of('F1'), font.ref);
  const row = `${'(ab) Tj 20 0 Td '.repeat(25)}-500 -12 Td `;
  // Each grid starts a little to the right of the last, so no word sits exactly on another.
  const grid = `${row.repeat(60)}0.37 720 Td `;
  const content = `BT /F1 10 Tf 40 760 Td ${grid.repeat(100)}ET`;
  page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.stream(deflateSync(content), { Filter: 'FlateDecode' })));
  return doc.save();
}

let dir: string;

/** Runs `body` (module code with `files`, `rss()` and `peak()` in scope, MB) in a fresh node process; its last line of output is JSON. */
async function inChild(files: Record<string, Uint8Array>, body: string): Promise<Record<string, unknown>> {
  for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(dir, `${name}.pdf`), bytes);
  const script = path.join(dir, `child-${Object.keys(files).join('-')}.mjs`);
  writeFileSync(
    script,
    [
      `import { readFileSync } from 'node:fs';`,
      `const status = (key) => Math.round(Number(new RegExp(key + ':\\\\s+(\\\\d+)').exec(readFileSync('/proc/self/status', 'utf8'))[1]) / 1024);`,
      `const rss = () => status('VmRSS');`,
      `const peak = () => status('VmHWM');`,
      `const files = Object.fromEntries(${JSON.stringify(Object.keys(files))}.map((n) => [n, new Uint8Array(readFileSync(${JSON.stringify(dir)} + '/' + n + '.pdf'))]));`,
      `const x = await import(${JSON.stringify(built)});`,
      `const outcome = async (p) => { try { await p; return 'ok'; } catch (e) { return e instanceof x.PdfError ? e.code : e.name + ': ' + e.message; } };`,
      `const settle = async () => { for (let i = 0; i < 3; i++) { globalThis.gc(); await new Promise((r) => setTimeout(r, 200)); } };`,
      body,
    ].join('\n'),
  );
  const { stdout } = await run(process.execPath, ['--expose-gc', script], { cwd: packageDir, maxBuffer: 16 * MB, timeout: 240_000 });
  return JSON.parse(stdout.trim().split('\n').pop()!);
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cp-memory-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!onLinux)('memory under hostile PDFs (child process; reads /proc, Linux only)', () => {
  it('refuses the bombs as too_complex at preflight and in the extractor, keeps a runaway job in its thread, and comes back to its baseline', async () => {
    const contract = await buildContractPdf('# PHYSICIAN EMPLOYMENT AGREEMENT\nThe Employer shall pay the Physician a Base Salary of $250,000 per year.');
    // A letter page at 300 dpi: tesseract's heap in the baseline is the size a letter page needs (what the blank page below needs).
    const scan = await makeScannedPdf(await buildContractPdf('# AGREEMENT\nThe term is three (3) years.'), { dpi: 300 });
    const files = {
      contract,
      scan,
      image: await imageBomb(),
      content: await contentBomb(),
      lzw: await buildLzwBombPdf(),
      chain: await buildFilterChainBombPdf('hex-lzw'),
      encrypted: await encryptPdf(await contentBomb(), 'aes-256'),
      flood: await wordFlood(),
    };
    for (const bomb of [files.image, files.content, files.lzw, files.chain, files.encrypted]) expect(bomb.length).toBeLessThan(0.75 * MB);
    const m = await inChild(
      files,
      `
      const extractor = x.createExtractor({ threads: 1, ocrWorkers: 1 });
      // Warm: a text job and an OCR job, so threads, pdfjs and the tesseract worker all count in the baseline.
      await extractor.extract(files.contract);
      await extractor.extract(files.scan);
      await settle();
      const baseline = rss();
      const out = {
        baseline,
        preflightImage: await outcome(x.preflight(files.image, { maxPages: 10 })),
        preflightContent: await outcome(x.preflight(files.content, { maxPages: 10 })),
        extractImage: await outcome(extractor.extract(files.image)),
        extractContent: await outcome(extractor.extract(files.content)),
        preflightLzw: await outcome(x.preflight(files.lzw, { maxPages: 10 })),
        extractLzw: await outcome(extractor.extract(files.lzw)),
        extractChain: await outcome(extractor.extract(files.chain)),
        extractEncrypted: await outcome(extractor.extract(files.encrypted)),
        // The inspection's image budget lifted: an image over the drawing budget is still refused before pdfjs decodes it.
        imagePastInspection: await outcome(extractor.extract(files.image, { maxImagePixels: Number.MAX_SAFE_INTEGER })),
      };
      const small = x.createExtractor({ threads: 1, ocr: 'off', memoryLimitMb: 64 });
      out.flood = await outcome(small.extract(files.flood));
      await small.close();
      out.afterwards = await outcome(extractor.extract(files.contract));
      await settle();
      out.after = rss();
      out.peak = peak();
      await extractor.close();
      console.log(JSON.stringify(out));
      `,
    );
    console.log('memory-budget figures (MB):', JSON.stringify({ baseline: m.baseline, peak: m.peak, after: m.after }));
    expect(m).toMatchObject({
      preflightImage: 'too_complex',
      preflightContent: 'too_complex',
      extractImage: 'too_complex',
      extractContent: 'too_complex',
      preflightLzw: 'too_complex',
      extractLzw: 'too_complex',
      extractChain: 'too_complex',
      extractEncrypted: 'too_complex',
      imagePastInspection: 'too_complex',
      flood: 'too_complex',
      afterwards: 'ok',
    });
    // Decoded, the image alone is 256 MB and the content stream 400 MB: the process never held either.
    expect(m.peak as number).toBeLessThan(1500);
    // What the bombs and the runaway thread took is given back: resident memory ends within 150 MB of the warm baseline.
    expect((m.after as number) - (m.baseline as number)).toBeLessThan(150);
  }, 300_000);

  it('measures a file just inside the budgets: two 99-megapixel images sent to OCR at once', async () => {
    const contract = await buildContractPdf('# AGREEMENT\nThe term is three (3) years.');
    const scan = await makeScannedPdf(contract, { dpi: 300 });
    // 9900 x 10000 grey: under MAX_IMAGE_PIXELS, so the inspection lets it through to be drawn.
    const near = await buildImageBombPdf(9900, 10_000);
    const m = await inChild(
      { contract, scan, near },
      `
      const extractor = x.createExtractor({ threads: 2, ocrWorkers: 2 });
      await extractor.extract(files.contract);
      await extractor.extract(files.scan);
      await settle();
      const baseline = rss();
      const both = await Promise.all([outcome(extractor.extract(files.near)), outcome(extractor.extract(files.near))]);
      const top = peak();
      await settle();
      const held = rss();
      await extractor.close();
      await settle();
      console.log(JSON.stringify({ baseline, peak: top, held, closed: rss(), both }));
      `,
    );
    console.log('near-budget figures (MB):', JSON.stringify(m));
    // pdfjs decodes the image before it asks for a canvas its size, which the drawing cap (40 megapixels) refuses.
    expect(m.both).toEqual(['too_complex', 'too_complex']);
    expect(m.peak as number).toBeLessThan(1500);
    // The threads keep what they decoded (outside their JavaScript heap) until they end: closing them gives it back.
    expect((m.closed as number) - (m.baseline as number)).toBeLessThan(150);
  }, 300_000);

  it('gives back the memory tesseract grew to read a large page', async () => {
    const m = await inChild(
      {},
      `
      const { createRequire } = await import('node:module');
      const fromPdfjs = createRequire(createRequire(${JSON.stringify(path.join(packageDir, 'package.json'))}).resolve('pdfjs-dist/package.json'));
      const { createCanvas } = fromPdfjs('@napi-rs/canvas');
      const page = (w, h) => {
        const canvas = createCanvas(w, h);
        const g = canvas.getContext('2d');
        g.fillStyle = 'white';
        g.fillRect(0, 0, w, h);
        g.fillStyle = 'black';
        g.font = Math.round(h / 60) + 'px serif';
        for (let i = 0; i < 20; i++) g.fillText('The Employer shall pay the Physician a Base Salary.', w / 10, (h / 25) * (i + 2));
        const jpeg = new Uint8Array(canvas.toBuffer('image/jpeg'));
        canvas.width = canvas.height = 0;
        return jpeg;
      };
      const small = page(1275, 1650);
      const large = page(6000, 7000);
      const pool = new x.TesseractPool(1);
      await pool.recognize(small.slice(), 150);
      await settle();
      const baseline = rss();
      const read = (await pool.recognize(large.slice(), 300)).length;
      await pool.recognize(small.slice(), 150);
      await settle();
      console.log(JSON.stringify({ baseline, peak: peak(), after: rss(), read }));
      await pool.close();
      `,
    );
    console.log('tesseract figures (MB):', JSON.stringify(m));
    expect(m.read as number).toBeGreaterThan(10);
    // Reading the 42-megapixel page grew the worker's heap by well over 150 MB...
    expect((m.peak as number) - (m.baseline as number)).toBeGreaterThan(150);
    // ...and with the worker replaced after it, the pool is back within 80 MB of where it started.
    expect((m.after as number) - (m.baseline as number)).toBeLessThan(80);
  }, 180_000);
});
