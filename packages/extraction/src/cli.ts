#!/usr/bin/env node
// pnpm extract <file.pdf|folder> [--out DIR] [--ocr auto|off|force] [--ocr-workers N] [--ocr-model auto|fast|best|DIR] [--text]
// Runs the extraction pipeline without a server and writes NAME.json
// ({parsedData, evidence, warnings}) per PDF, showing progress on a folder.
// --text also writes NAME.txt: the lines the field rules read, page by page.
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import os from 'node:os';
import { TesseractPool } from './ocr/tesseract-pool.js';
import { chooseOcrModel, OcrModelError } from './ocr/ocr-model.js';
import { extractPdf, type OcrMode } from './pipeline.js';
import { PdfError } from './types.js';

const USAGE = 'usage: pnpm extract <file.pdf|folder> [--out DIR] [--ocr auto|off|force] [--ocr-workers N] [--ocr-model auto|fast|best|DIR] [--text]';

// pnpm runs scripts from the workspace root; paths the user typed are relative to where they typed them.
const base = process.env.INIT_CWD ?? process.cwd();

async function listPdfs(target: string): Promise<string[]> {
  const info = await stat(target);
  if (!info.isDirectory()) return [target];
  const names = (await readdir(target)).filter((n) => n.toLowerCase().endsWith('.pdf')).sort();
  return names.map((n) => path.join(target, n));
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)}s`;
}

let ocrPool: TesseractPool | null = null;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      out: { type: 'string', short: 'o' },
      ocr: { type: 'string' },
      text: { type: 'boolean' },
      'ocr-workers': { type: 'string' },
      'ocr-model': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || positionals.length === 0) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const ocr = (values.ocr ?? 'auto') as OcrMode;
  if (!['auto', 'off', 'force'].includes(ocr)) {
    console.error(`--ocr must be auto, off or force\n${USAGE}`);
    return 2;
  }
  const outDir = path.resolve(base, values.out ?? 'out');
  const files: string[] = [];
  for (const p of positionals) files.push(...(await listPdfs(path.resolve(base, p))));
  if (files.length === 0) {
    console.error('No PDF files found');
    return 2;
  }
  await mkdir(outDir, { recursive: true });
  // A batch run has no server to keep responsive: OCR may use every core.
  const workers = Number(values['ocr-workers'] ?? os.availableParallelism());
  if (!Number.isInteger(workers) || workers < 1) {
    console.error(`--ocr-workers must be a positive integer\n${USAGE}`);
    return 2;
  }
  let model;
  try {
    model = chooseOcrModel(values['ocr-model'] ?? 'auto', process.env.OCR_LANG_PATH);
  } catch (err) {
    if (!(err instanceof OcrModelError)) throw err;
    console.error(`${err.message.replace(/^OCR_MODEL=/, '--ocr-model ')}\n${USAGE}`);
    return 2;
  }
  ocrPool = new TesseractPool(workers, {}, { model });

  const failures: { file: string; reason: string }[] = [];
  const started = performance.now();
  for (const [i, file] of files.entries()) {
    const name = path.basename(file).replace(/\.pdf$/i, '');
    const t0 = performance.now();
    try {
      const bytes = new Uint8Array(await readFile(file));
      const { document, text, result } = await extractPdf(bytes, { ocr, ocrEngine: ocrPool });
      const out = path.join(outDir, `${name}.json`);
      await writeFile(out, `${JSON.stringify({ parsedData: result.parsedData, evidence: result.evidence, warnings: result.warnings }, null, 2)}\n`);
      if (values.text) {
        const pages = text.pages.map((p) => `--- page ${p.page} (${p.source}) ---\n${p.lines.map((l) => l.text).join('\n')}`);
        await writeFile(path.join(outDir, `${name}.txt`), `${pages.join('\n')}\n`);
      }
      const ocrNote = document.ocrPages ? `, ${document.ocrPages} OCR` : '';
      console.error(`[${i + 1}/${files.length}] ${name}: ${document.pages} page${document.pages === 1 ? '' : 's'}${ocrNote}, ${seconds(performance.now() - t0)}`);
    } catch (err) {
      const reason = err instanceof PdfError ? `${err.code}: ${err.message}` : err instanceof Error ? err.message : String(err);
      failures.push({ file: name, reason });
      console.error(`[${i + 1}/${files.length}] ${name}: FAILED (${reason}), ${seconds(performance.now() - t0)}`);
    }
  }
  const ok = files.length - failures.length;
  console.error(`\n${ok}/${files.length} extracted to ${outDir} in ${seconds(performance.now() - started)}`);
  for (const f of failures) console.error(`  failed: ${f.file}: ${f.reason}`);
  return failures.length ? 1 : 0;
}

main()
  .catch((err: unknown) => {
    console.error(err);
    return 1;
  })
  .then(async (code) => {
    await ocrPool?.close();
    process.exitCode = code;
  });
