#!/usr/bin/env node
// Load figures of the running service, on loopback (run after `pnpm build`):
//   node bench/load.mjs [--uploads N] [--scan-pages N] [--ocr-workers K] [--ocr-model M] [--duration S] [--connections C] [--skip-uploads] [--skip-reads]
// (a) uploads: N scanned (OCR-heavy) contracts sent at once to a gateway with 1, then 2
//     worker processes (BullMQ on REDIS_URL, SQLite in a temp folder); time until all are
//     parsed, and the speed-up of 2 workers over 1, measured in the same run. Each worker
//     process has one pipeline thread and K OCR threads (OCR_WORKERS, default 1): a
//     document's pages are read on all K, so with K = cores one process already fills
//     the machine and a second process adds little;
// (b) reads: autocannon against GET /contracts/{id} and GET /employment-contracts/{id} of
//     the embedded process with C connections for S seconds: requests/s and p99 latency.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, until, stop } from './support.mjs';
import { buildContractPdf, makeScannedPdf } from '../packages/testkit/dist/index.js';
import { BullMqQueue } from '../packages/queue/dist/index.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const opt = (k, d) => (argv.includes(k) ? Number(argv[argv.indexOf(k) + 1]) : d);
const UPLOADS = opt('--uploads', 8);
const SCAN_PAGES = opt('--scan-pages', 2);
const DURATION = opt('--duration', 10);
const CONNECTIONS = opt('--connections', 50);
const OCR_WORKERS = opt('--ocr-workers', 1);
const OCR_MODEL = argv.includes('--ocr-model') ? argv[argv.indexOf('--ocr-model') + 1] : 'auto';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const MAIN = {
  embedded: path.join(repoRoot, 'services/embedded/dist/main.js'),
  gateway: path.join(repoRoot, 'services/gateway/dist/main.js'),
  worker: path.join(repoRoot, 'services/worker/dist/main.js'),
};

function start(main, env) {
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = [];
  let buf = '';
  child.stdout.on('data', (d) => {
    buf += d;
    const parts = buf.split('\n');
    buf = parts.pop();
    lines.push(...parts);
  });
  const exited = new Promise((r) => child.once('exit', r));
  return { child, lines, exited };
}


const portOf = (s) => until('the port', () => {
  for (const l of s.lines) {
    const m = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(l);
    if (m) return Number(m[1]);
  }
  return null;
});


async function upload(base, pdf) {
  const form = new FormData();
  form.append('contractPdf', new Blob([Buffer.from(pdf)], { type: 'application/pdf' }), 'contract.pdf');
  const res = await fetch(`${base}/parse`, { method: 'POST', body: form, headers: { prefer: 'respond-async' } });
  if (res.status !== 202) throw new Error(`upload answered ${res.status}`);
  return (await res.json()).verificationCode;
}

/** SCAN_PAGES full pages of contract prose (about 300 words each, like a real page), after a title page. */
function contractText(n) {
  const clause = (i, j) => `${i}.${j} Employer shall pay Physician a guaranteed annual base salary of $${300 + n},000, payable in equal bi-weekly installments, and Physician shall receive twenty (20) days of paid vacation each year, to be scheduled with the Medical Director. Either party may terminate this Agreement without cause upon ninety (90) days prior written notice to the other party.`;
  const page = (i) => [`# ${i}. Terms and Conditions`, ...Array.from({ length: 6 }, (_, j) => clause(i, j + 1))].join('\n');
  return ['# PHYSICIAN EMPLOYMENT AGREEMENT', ...Array.from({ length: SCAN_PAGES }, (_, i) => page(i + 1))].join('\n\f');
}

/** Seconds until UPLOADS scanned contracts, sent at once, are all parsed by `workers` worker processes. */
async function uploadRun(workers, pdfs) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cp-load-'));
  const prefix = `bench-${randomUUID()}`;
  const common = { DATA_DIR: dataDir, REDIS_URL, QUEUE_PREFIX: prefix };
  // One extraction thread per worker process: the machine's cores are what is shared.
  const ws = Array.from({ length: workers }, () => start(MAIN.worker, { ...common, WORKER_THREADS: '1', OCR_WORKERS: String(OCR_WORKERS), OCR_MODEL }));
  // Limits off: the bench polls every record and sends its uploads at once; it measures workers, not the limiter.
  const gw = start(MAIN.gateway, { ...common, RATE_LIMIT_PER_MINUTE: '0', UPLOADS_IN_FLIGHT_PER_KEY: '0' });
  try {
    const base = `http://127.0.0.1:${await portOf(gw)}`;
    await until('workers to consume', () => ws.every((w) => w.lines.some((l) => l.includes('worker consuming parse jobs'))));
    const chosen = ws[0].lines.find((l) => l.includes('OCR model chosen'));
    if (chosen && workers === 1) console.log(`    OCR model: ${JSON.parse(chosen).ocrModel}`);
    // Warm-up: each worker's OCR engine loads its model on first use; that start is not throughput.
    const warm = await Promise.all(ws.map(() => upload(base, pdfs[0])));
    await until('the warm-up uploads to be parsed', async () => {
      const states = await Promise.all(warm.map(async (c) => (await (await fetch(`${base}/verify/${c}`)).json()).status));
      return states.every((s) => s === 'awaiting_verification');
    }, 900_000);
    const t0 = performance.now();
    const codes = await Promise.all(pdfs.map((pdf) => upload(base, pdf)));
    await until('all uploads to be parsed', async () => {
      const states = await Promise.all(codes.map(async (c) => (await (await fetch(`${base}/verify/${c}`)).json()).status));
      if (states.includes('failed')) throw new Error('an upload failed to parse');
      return states.every((s) => s === 'awaiting_verification');
    }, 900_000);
    return (performance.now() - t0) / 1000;
  } finally {
    await stop(gw, ...ws);
    const q = new BullMqQueue({ url: REDIS_URL, prefix });
    await q.obliterate().finally(() => q.close());
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function uploads() {
  console.log(`\n(a) ${UPLOADS} scanned contracts (${SCAN_PAGES + 1} pages each, all OCR) uploaded at once; gateway + N worker processes, each with OCR_WORKERS=${OCR_WORKERS}, OCR_MODEL=${OCR_MODEL}`);
  const pdfs = await Promise.all(Array.from({ length: UPLOADS }, async (_, i) => makeScannedPdf(await buildContractPdf(contractText(i)), { dpi: 200 })));
  const one = await uploadRun(1, pdfs);
  console.log(`    1 worker : ${one.toFixed(1)} s (${(one / UPLOADS).toFixed(2)} s per contract)`);
  const two = await uploadRun(2, pdfs);
  console.log(`    2 workers: ${two.toFixed(1)} s (${(two / UPLOADS).toFixed(2)} s per contract)`);
  console.log(`    speed-up of 2 workers over 1: ${(one / two).toFixed(2)}x (${os.availableParallelism()} cores)`);
}

async function reads() {
  console.log(`\n(b) GET throughput of the embedded process, ${CONNECTIONS} connections, ${DURATION} s each (autocannon)`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cp-load-'));
  // Request logging off (warn): the figure is the service's, not the terminal's. The port is
  // picked here, since at warn the process does not log where it listens.
  const port = await freePort();
  // The rate limiter off: reads are measured, not the limiter (600 a minute would be 429s).
  const emb = start(MAIN.embedded, { DATA_DIR: dataDir, REDIS_URL: '', MONGODB_URL: '', LOG_LEVEL: 'warn', WORKER_THREADS: '1', PORT: String(port), RATE_LIMIT_PER_MINUTE: '0' });
  try {
    const base = `http://127.0.0.1:${port}`;
    await until('the service to be ready', () => fetch(`${base}/readyz`).then((r) => r.ok, () => false));
    const code = await upload(base, await buildContractPdf(contractText(0)));
    const record = await until('the upload to be parsed', async () => {
      const r = await (await fetch(`${base}/verify/${code}`)).json();
      return r.status === 'awaiting_verification' ? r : null;
    });
    const put = await fetch(`${base}/verify/${code}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ parsedData: record.parsedData, verified: true }) });
    const { contractId } = await put.json();
    for (const url of [`/contracts/${contractId}`, `/employment-contracts/${contractId}`]) {
      const r = await autocannon({ url: base + url, connections: CONNECTIONS, duration: DURATION });
      const bad = r.non2xx + r.errors + r.timeouts;
      console.log(`    GET ${url.replace(contractId, '{id}').padEnd(32)} ${Math.round(r.requests.average)} requests/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms${bad ? `, ${bad} failed` : ''}`);
    }
  } finally {
    await stop(emb);
    rmSync(dataDir, { recursive: true, force: true });
  }
}


console.log(`load bench on ${os.availableParallelism()} cores, load average ${os.loadavg()[0].toFixed(2)}`);
if (!argv.includes('--skip-uploads')) await uploads();
if (!argv.includes('--skip-reads')) await reads();
