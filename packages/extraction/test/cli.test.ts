import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildContractPdf, NOT_A_PDF } from '@cp/testkit';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

describe('extract CLI', () => {
  it.skipIf(!existsSync(CLI))('writes NAME.json per PDF of a folder and fails with a summary on a bad file [needs pnpm build]', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cli-'));
    const input = path.join(dir, 'in');
    const out = path.join(dir, 'out');
    await run('mkdir', ['-p', input]);
    await writeFile(path.join(input, 'good-contract.pdf'), await buildContractPdf('# AGREEMENT\nThe term is one (1) year.'));
    await writeFile(path.join(input, 'broken.pdf'), NOT_A_PDF);

    const res = await run(process.execPath, [CLI, input, '--out', out, '--ocr', 'off']).catch((e: { code: number; stderr: string }) => e);
    expect((res as { code: number }).code).toBe(1);
    const stderr = (res as { stderr: string }).stderr;
    expect(stderr).toMatch(/\[1\/2\] broken: FAILED \(not_pdf/);
    expect(stderr).toMatch(/\[2\/2\] good-contract: 1 page,/);
    expect(stderr).toMatch(/1\/2 extracted/);

    expect(await readdir(out)).toEqual(['good-contract.json']);
    const json = JSON.parse(await readFile(path.join(out, 'good-contract.json'), 'utf8'));
    expect(Object.keys(json)).toEqual(['parsedData', 'evidence', 'warnings']);

    const single = await run(process.execPath, [CLI, path.join(input, 'good-contract.pdf'), '--out', out, '--ocr', 'off']);
    expect(single.stderr).toMatch(/1\/1 extracted/);
  }, 60_000);

  it.skipIf(!existsSync(CLI))('explains its usage', async () => {
    const res = await run(process.execPath, [CLI]).catch((e: { code: number; stderr: string }) => e);
    expect((res as { code: number }).code).toBe(2);
    expect((res as { stderr: string }).stderr).toMatch(/usage: pnpm extract/);
  });

  it.skipIf(!existsSync(CLI))('refuses an OCR model folder without eng.traineddata', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cli-'));
    await writeFile(path.join(dir, 'c.pdf'), await buildContractPdf('# AGREEMENT\nThe term is one (1) year.'));
    const res = await run(process.execPath, [CLI, path.join(dir, 'c.pdf'), '--out', dir, '--ocr-model', dir]).catch((e: { code: number; stderr: string }) => e);
    expect((res as { code: number }).code).toBe(2);
    expect((res as { stderr: string }).stderr).toMatch(/--ocr-model .* holds no eng.traineddata/);
  });
});
