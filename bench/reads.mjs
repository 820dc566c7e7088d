#!/usr/bin/env node
// Read throughput of the embedded process (issue 12), run after `pnpm build`:
//   node bench/reads.mjs [--duration S] [--connections C]
// One contract is uploaded, parsed and verified in a fresh embedded process (SQLite
// in a temp folder, in-process queue); then autocannon (C connections, default 50,
// S seconds each, default 5) reads GET /contracts/{id}, GET /employment-contracts/{id}
// and GET /verify/{code}, and the same paths of a bare Fastify server answering
// the same JSON from memory (bench/reads-ceiling.mjs): the ceiling of this machine,
// so the ratio says what the service's own work costs. Targets: >= 10,000 requests/s
// and p99 <= 20 ms. On a machine shared with other work requests/s say as much about
// the neighbours as about the service, so the CPU time the server process spent per
// request (from /proc, Linux only) is printed too.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { until, freePort, stop } from './support.mjs';
import { buildContractPdf } from '../packages/testkit/dist/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
const argv = process.argv.slice(2);
const opt = (k, d) => (argv.includes(k) ? Number(argv[argv.indexOf(k) + 1]) : d);
const DURATION = opt('--duration', 5);
const CONNECTIONS = opt('--connections', 50);

function start(args, env = {}) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const exited = new Promise((r) => child.once('exit', r));
  return { child, exited, output: () => out };
}




const TEXT = [
  '# PHYSICIAN EMPLOYMENT AGREEMENT',
  '1. Employer shall pay Physician a guaranteed annual base salary of $300,000, payable in equal bi-weekly installments.',
  '2. Physician shall receive twenty (20) days of paid vacation each year. Either party may terminate this Agreement without cause upon ninety (90) days prior written notice.',
  '3. This Agreement shall be governed by the laws of the State of Ohio.',
].join('\n');

/** A verified contract in the service: its id, its verification code. */
async function seed(base) {
  const form = new FormData();
  form.append('contractPdf', new Blob([Buffer.from(await buildContractPdf(TEXT))], { type: 'application/pdf' }), 'contract.pdf');
  const up = await fetch(`${base}/parse`, { method: 'POST', body: form, headers: { prefer: 'respond-async' } });
  const { verificationCode: code } = await up.json();
  const record = await until('the upload to be parsed', async () => {
    const r = await (await fetch(`${base}/verify/${code}`)).json();
    return r.status === 'awaiting_verification' ? r : null;
  });
  const put = await fetch(`${base}/verify/${code}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ parsedData: record.parsedData, verified: true }),
  });
  return { contractId: (await put.json()).contractId, code };
}

/** CPU seconds (user + system) a process has used so far, or NaN where /proc is not there. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in USER_HZ (100)
  } catch {
    return NaN;
  }
}

async function measure(url, pid) {
  const before = cpuSeconds(pid);
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  const cpuUs = ((cpuSeconds(pid) - before) / r.requests.total) * 1e6;
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, cpuUs, bad: r.non2xx + r.errors + r.timeouts };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cp-reads-'));
const port = await freePort();
const ceilingPort = await freePort();
// Request logging off (warn): the figure is the service's, not the terminal's. The
// rate limiter is off too (below).
const emb = start([path.join(repoRoot, 'services/embedded/dist/main.js')], {
  DATA_DIR: dataDir,
  REDIS_URL: '',
  MONGODB_URL: '',
  LOG_LEVEL: 'warn',
  WORKER_THREADS: '1',
  HOST: '127.0.0.1',
  PORT: String(port),
  // What is measured is reading, not the rate limiter: without this nearly every
  // request past the first 600 of a minute is a 429.
  RATE_LIMIT_PER_MINUTE: '0',
});
let ceiling;
try {
  const base = `http://127.0.0.1:${port}`;
  await until('the service to be ready', () => fetch(`${base}/readyz`).then((r) => r.ok, () => false));
  const { contractId, code } = await seed(base);
  const paths = [`/contracts/${contractId}`, `/employment-contracts/${contractId}`, `/verify/${code}`];
  const bodies = Object.fromEntries(await Promise.all(paths.map(async (p) => [p, await (await fetch(base + p)).text()])));
  const file = path.join(dataDir, 'bodies.json');
  writeFileSync(file, JSON.stringify(bodies));
  ceiling = start([path.join(here, 'reads-ceiling.mjs'), String(ceilingPort), file]);
  await until('the ceiling server', () => ceiling.output().includes('ready'));

  console.log(`reads bench: ${os.availableParallelism()} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; ${CONNECTIONS} connections, ${DURATION} s each (autocannon)`);
  console.log(
    `${'GET'.padEnd(34)} ${'service req/s'.padStart(13)} ${'p50'.padStart(5)} ${'p99'.padStart(5)} ${'CPU/req'.padStart(8)}   ${'bare req/s'.padStart(10)} ${'p99'.padStart(5)} ${'CPU/req'.padStart(8)}   service/bare (req/s, CPU)`,
  );
  for (const p of paths) {
    const s = await measure(base + p, emb.child.pid);
    const c = await measure(`http://127.0.0.1:${ceilingPort}${p}`, ceiling.child.pid);
    const name = p.replace(contractId, '{id}').replace(code, '{code}');
    const bytes = Buffer.byteLength(bodies[p]);
    const bad = s.bad || c.bad ? `  (${s.bad} + ${c.bad} failed)` : '';
    console.log(
      `${`${name} (${bytes} B)`.padEnd(34)} ${Math.round(s.rps).toLocaleString('en').padStart(13)} ${`${s.p50}`.padStart(5)} ${`${s.p99}`.padStart(5)} ${`${Math.round(s.cpuUs)} us`.padStart(8)}   ${Math.round(c.rps).toLocaleString('en').padStart(10)} ${`${c.p99}`.padStart(5)} ${`${Math.round(c.cpuUs)} us`.padStart(8)}   ${(s.rps / c.rps).toFixed(2)}, ${(c.cpuUs / s.cpuUs).toFixed(2)}${bad}`,
    );
  }
  console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} (latencies in ms)`);
} finally {
  if (ceiling) await stop(ceiling);
  await stop(emb);
  rmSync(dataDir, { recursive: true, force: true });
}
