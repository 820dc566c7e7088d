// A worker told to read with a model the machine does not have stops at start with
// the reason, before it connects to anything, as it does for a bad variable.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

describe('worker start with OCR_MODEL', () => {
  it.skipIf(!existsSync(MAIN))('stops with a configuration message when the named model folder holds no eng.traineddata [needs pnpm build]', async () => {
    const env = { ...process.env, REDIS_URL: 'redis://127.0.0.1:6379', OCR_MODEL: '/nonexistent-tessdata', LOG_LEVEL: 'silent' };
    const res = await run(process.execPath, [MAIN], { env, timeout: 30_000 }).catch((e: { code: number; stderr: string }) => e);
    expect((res as { code: number }).code).toBe(1);
    expect((res as { stderr: string }).stderr).toMatch(/Invalid configuration:\n {2}- OCR_MODEL=\/nonexistent-tessdata: the folder holds no eng.traineddata/);
  }, 60_000);
});
