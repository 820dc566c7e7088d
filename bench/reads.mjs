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
// Then, in the same run, what a request costs in its parts: GET /healthz on the service
// against the same path of the bare server (the per-request hooks and framework: security
// headers, request id, access log, compression, metrics), the store read and the
// serialisation (each timed in this process on the same contract, after the service's
// store is closed), what is left unaccounted for, and the CPU per request that 10,000
// requests/s would need on this machine.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { until, freePort, stop } from './support.mjs';
import { buildContractPdf } from '../packages/testkit/dist/index.js';
import { compileSerializer } from '../packages/http/dist/index.js';
import { ContractWithParsedData, DEFAULT_TENANT, EmploymentContract, VerificationRecord } from '../packages/schema/dist/index.js';
import { openSqliteStores } from '../packages/storage/dist/index.js';

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
  '3. The laws of the State of Ohio govern this Agreement.',
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

/** autocannon on one URL: requests/s, latency, the server's CPU per request and the client's (autocannon runs in this process). */
async function measure(url, pid) {
  const before = cpuSeconds(pid);
  const c0 = process.cpuUsage();
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  const client = process.cpuUsage(c0);
  const cpuUs = ((cpuSeconds(pid) - before) / r.requests.total) * 1e6;
  const clientUs = (client.user + client.system) / r.requests.total;
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, cpuUs, clientUs, bad: r.non2xx + r.errors + r.timeouts };
}

/** CPU microseconds per call of `fn`, over `n` calls after a warm-up. */
async function cpuPerCall(fn, n = 3000) {
  for (let i = 0; i < 200; i++) await fn();
  const c0 = process.cpuUsage();
  for (let i = 0; i < n; i++) await fn();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / n;
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
  // /healthz too: the bare server answers it with the service's own body.
  const bodies = Object.fromEntries(await Promise.all([...paths, '/healthz'].map(async (p) => [p, await (await fetch(base + p)).text()])));
  const file = path.join(dataDir, 'bodies.json');
  writeFileSync(file, JSON.stringify(bodies));
  ceiling = start([path.join(here, 'reads-ceiling.mjs'), String(ceilingPort), file]);
  await until('the ceiling server', () => ceiling.output().includes('ready'));

  console.log(`reads bench: ${os.availableParallelism()} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; ${CONNECTIONS} connections, ${DURATION} s each (autocannon)`);
  console.log(
    `${'GET'.padEnd(34)} ${'service req/s'.padStart(13)} ${'p50'.padStart(5)} ${'p99'.padStart(5)} ${'CPU/req'.padStart(8)}   ${'bare req/s'.padStart(10)} ${'p99'.padStart(5)} ${'CPU/req'.padStart(8)}   service/bare (req/s, CPU)`,
  );
  const measured = {};
  for (const p of [...paths, '/healthz']) {
    const s = await measure(base + p, emb.child.pid);
    const c = await measure(`http://127.0.0.1:${ceilingPort}${p}`, ceiling.child.pid);
    measured[p] = { s, c };
    const name = p.replace(contractId, '{id}').replace(code, '{code}');
    const bytes = Buffer.byteLength(bodies[p]);
    const bad = s.bad || c.bad ? `  (${s.bad} + ${c.bad} failed)` : '';
    console.log(
      `${`${name} (${bytes} B)`.padEnd(34)} ${Math.round(s.rps).toLocaleString('en').padStart(13)} ${`${s.p50}`.padStart(5)} ${`${s.p99}`.padStart(5)} ${`${Math.round(s.cpuUs)} us`.padStart(8)}   ${Math.round(c.rps).toLocaleString('en').padStart(10)} ${`${c.p99}`.padStart(5)} ${`${Math.round(c.cpuUs)} us`.padStart(8)}   ${(s.rps / c.rps).toFixed(2)}, ${(c.cpuUs / s.cpuUs).toFixed(2)}${bad}`,
    );
  }
  console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} (latencies in ms)`);

  // The parts of a request. The store is read here once the service has stopped (the
  // same SQLite file, the same tenant scope as an open service's requests).
  await stop(emb);
  const stores = openSqliteStores(dataDir);
  const scope = { tenant: DEFAULT_TENANT };
  const parts = {
    [paths[0]]: { read: () => stores.contracts.get(contractId, scope), schema: ContractWithParsedData },
    [paths[1]]: { read: () => stores.contracts.get(contractId, scope), schema: EmploymentContract },
    [paths[2]]: { read: () => stores.records.get(code, scope), schema: VerificationRecord },
  };
  const hooks = measured['/healthz'].s.cpuUs - measured['/healthz'].c.cpuUs;
  const clientUs = Math.max(...Object.values(measured).map((m) => m.s.clientUs));
  const us = (v) => `${Math.round(v)} us`.padStart(7);
  console.log(`\nper request, CPU (server process; the store read and serialisation timed in this process):`);
  console.log(`  hooks and framework: GET /healthz ${Math.round(measured['/healthz'].s.cpuUs)} us on the service - ${Math.round(measured['/healthz'].c.cpuUs)} us bare = ${Math.round(hooks)} us`);
  console.log(`${'GET'.padEnd(28)} ${'bare'.padStart(7)} ${'hooks'.padStart(7)} ${'read'.padStart(7)} ${'serialise'.padStart(9)} ${'sum'.padStart(7)} ${'measured'.padStart(8)} ${'left'.padStart(7)}`);
  for (const p of paths) {
    const { read, schema } = parts[p];
    const serialize = compileSerializer(schema);
    const data = JSON.parse(bodies[p]);
    const readUs = await cpuPerCall(read);
    const serializeUs = await cpuPerCall(() => serialize(data));
    const bare = measured[p].c.cpuUs;
    const sum = bare + hooks + readUs + serializeUs;
    const name = p.replace(contractId, '{id}').replace(code, '{code}');
    console.log(`${name.padEnd(28)} ${us(bare)} ${us(hooks)} ${us(readUs)} ${`${Math.round(serializeUs)} us`.padStart(9)} ${us(sum)} ${`${Math.round(measured[p].s.cpuUs)} us`.padStart(8)} ${us(measured[p].s.cpuUs - sum)}`);
  }
  await stores.close();
  const cores = os.availableParallelism();
  const loop = 1e6 / 10_000;
  const machine = (cores * 1e6) / 10_000;
  const left = Math.min(loop, machine - clientUs);
  console.log(
    `10,000 requests/s on this machine (${cores} cores) needs at most ${Math.round(loop)} us of server CPU per request (one event loop: 1 s / 10,000), ` +
      `and server + client at most ${Math.round(machine)} us together; the client (autocannon, this process) took up to ${Math.round(clientUs)} us per request here, ` +
      (left > 0 ? `leaving the server ${Math.round(left)} us` : 'more than the whole machine has: 10,000 requests/s cannot be measured with the client on these cores'),
  );
} finally {
  if (ceiling) await stop(ceiling);
  await stop(emb);
  rmSync(dataDir, { recursive: true, force: true });
}
