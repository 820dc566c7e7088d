#!/usr/bin/env node
// What the request rate limit costs per request (run after `pnpm build`):
//   node bench/limits.mjs [--duration S] [--connections C]
// The contracts service (SQLite in a temp folder) is started three times: limits off,
// counting in memory, counting in Redis (REDIS_URL, default redis://127.0.0.1:6379),
// each with a limit too high to be reached; autocannon reads GET / (the list of contracts) with C
// connections for S seconds. Prints requests/s and p50/p99 latency of each.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from './support.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const opt = (k, d) => (argv.includes(k) ? Number(argv[argv.indexOf(k) + 1]) : d);
const DURATION = opt('--duration', 5);
const CONNECTIONS = opt('--connections', 10);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const MAIN = path.join(repoRoot, 'services/contracts/dist/main.js');


async function waitReady(base) {
  const end = Date.now() + 30_000;
  while (Date.now() < end) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the service did not get ready');
}

async function measure(label, env) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cp-bench-limits-'));
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', MONGODB_URL: '', REDIS_URL: '', ...env },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitReady(base);
    const result = await autocannon({ url: `${base}/`, connections: CONNECTIONS, duration: DURATION });
    const bad = result.non2xx + result.errors;
    console.log(`${label.padEnd(28)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms${bad ? `   (${bad} not 2xx!)` : ''}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`GET / (list of contracts), ${CONNECTIONS} connections, ${DURATION} s each (${os.cpus().length} cores)`);
await measure('rate limit off', { RATE_LIMIT_PER_MINUTE: '0' });
await measure('rate limit, in memory', { RATE_LIMIT_PER_MINUTE: '1000000000' });
await measure('rate limit, in Redis', { RATE_LIMIT_PER_MINUTE: '1000000000', REDIS_URL, QUEUE_PREFIX: `bench-${randomUUID()}` });
