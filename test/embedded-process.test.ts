// The `pnpm start` entry as a real process: fails fast on bad configuration, picks
// up work a previous process left queued, serves, and stops cleanly on SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteStores } from '@cp/storage';
import { buildContractPdf } from '@cp/testkit';
import { preflight } from '@cp/extraction';

const repoRoot = resolve(import.meta.dirname, '..');
const EMBEDDED = join(repoRoot, 'services/embedded/dist/main.js');

interface Started {
  child: ChildProcess;
  base: string;
  logs: string[];
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, [EMBEDDED], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', WORKER_THREADS: '1', REDIS_URL: '', MONGODB_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return new Promise((resolvePromise, reject) => {
    let buffer = '';
    child.stderr!.on('data', (d) => logs.push(String(d)));
    child.stdout!.on('data', (d) => {
      buffer += String(d);
      for (let i = buffer.indexOf('\n'); i >= 0; i = buffer.indexOf('\n')) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 1);
        logs.push(line);
        const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (m) resolvePromise({ child, base: m[1], logs, exited });
      }
    });
    void exited.then((code) => reject(new Error(`exited with ${code}: ${logs.join('\n')}`)));
  });
}

describe('services/embedded/dist/main.js (pnpm start)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'embedded-proc-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stops at boot with a message naming a bad variable', async () => {
    const child = spawn(process.execPath, [EMBEDDED], { env: { ...process.env, PORT: 'eighty', DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += String(d)));
    const code = await new Promise((r) => child.on('exit', r));
    expect(code).toBe(1);
    expect(stderr).toMatch(/Invalid configuration:[\s\S]*PORT="eighty"/);
  });

  it('re-queues a record left queued, serves, and exits cleanly on SIGTERM', async () => {
    // A previous process stored a PDF and its record, then died before parsing it.
    const pdf = await buildContractPdf('# AGREEMENT\nEmployer shall pay Physician a base salary of $310,000 per year.');
    const facts = await preflight(new Uint8Array(pdf), { maxPages: 10 });
    const stores = openSqliteStores(dataDir);
    const now = new Date().toISOString();
    await stores.blobs.put('v_leftbehind0000000000', pdf);
    await stores.records.insert({
      verificationCode: 'v_leftbehind0000000000',
      status: 'queued',
      createdAt: now,
      updatedAt: now,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      document: { fileName: 'left.pdf', bytes: pdf.length, pages: facts.pages, sha256: facts.sha256, ocrPages: 0 },
    });
    await stores.close();

    const proc = await start({ DATA_DIR: dataDir });
    try {
      expect((await fetch(`${proc.base}/healthz`)).status).toBe(200);
      let record: { status: string; parsedData?: { compensation: { guar_base_sal: number | null } } } = { status: 'queued' };
      for (let i = 0; i < 240 && ['queued', 'processing'].includes(record.status); i++) {
        await new Promise((r) => setTimeout(r, 250));
        record = await (await fetch(`${proc.base}/verify/v_leftbehind0000000000`)).json();
      }
      expect(record.status).toBe('awaiting_verification');
      expect(record.parsedData?.compensation.guar_base_sal).toBe(310000);
    } finally {
      proc.child.kill('SIGTERM');
    }
    expect(await proc.exited).toBe(0);
    const text = proc.logs.join('\n');
    expect(text).toMatch(/shutting down/);
    expect(text).toMatch(/"msg":"stopped"/);
    // Contract contents never reach the logs: the salary as a number of its own (a
    // timestamp or a response time may hold the same digits by chance).
    expect(text).not.toMatch(/(?<![\d.])310,?000(?![\d])/);
  });
});
