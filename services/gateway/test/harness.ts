// Builds a gateway over real SQLite stores in a temp folder, the in-process queue,
// the real preflight, and a stand-in worker whose output the tests control.
import { loadConfig, pdfProblem, type Config } from '@cp/http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openSqliteStores, type Stores } from '@cp/storage';
import { InProcessQueue, UnrecoverableJobError, type JobHandler } from '@cp/queue';
import { preflight } from '@cp/extraction';
import { emptyParsedData, setPath, type Evidence, type ParsedData, type StoredVerificationRecord } from '@cp/schema';
import { buildGatewayApp } from '../src/app.js';
import type { GatewayDeps } from '../src/deps.js';

/** What the stand-in worker "extracts" from every PDF. */
export const EXTRACTED: Record<string, unknown> = {
  'compensation.guar_base_sal': 250000,
  'benefits.timeOff.vacation_days': 20,
  'legalContractualProvisions.miscellaneousProvisions.governing_law': 'Ohio',
  'basicInformation.emp_type': 'full_time',
};

export function extractedData(): ParsedData {
  const data = emptyParsedData() as unknown as Record<string, unknown>;
  for (const [path, value] of Object.entries(EXTRACTED)) setPath(data, path, value);
  return data as unknown as ParsedData;
}

export const EVIDENCE: Record<string, Evidence> = {
  'compensation.guar_base_sal': { page: 1, text: 'base salary of $250,000', confidence: 0.95 },
  'benefits.timeOff.vacation_days': { page: 1, text: 'twenty (20) days of vacation', confidence: 0.55 },
  'legalContractualProvisions.miscellaneousProvisions.governing_law': { page: 1, text: 'laws of the State of Ohio', confidence: 0.9 },
  'basicInformation.emp_type': { page: 1, text: 'full-time', confidence: 0.9 },
};

export type WorkerMode = 'succeed' | 'fail' | 'hold';

/** A worker stand-in: marks the record parsed (or failed) like the real worker does. */
export function standInWorker(stores: Stores, mode: () => WorkerMode, release: Promise<void>): JobHandler {
  return async ({ verificationCode: code }) => {
    await stores.records.update(code, { status: 'processing', updatedAt: new Date().toISOString() }, ['queued']);
    const m = mode();
    if (m === 'hold') await release;
    if (m === 'fail') {
      await stores.records.update(code, { status: 'failed', updatedAt: new Date().toISOString(), error: pdfProblem('corrupt', 'The PDF pages cannot be read.') });
      throw new UnrecoverableJobError('corrupt');
    }
    await stores.records.update(code, {
      status: 'awaiting_verification',
      updatedAt: new Date().toISOString(),
      parsedData: extractedData(),
      extractedData: extractedData(),
      evidence: EVIDENCE,
      warnings: [{ code: 'ambiguous', message: 'two salaries', paths: ['compensation.guar_base_sal'] }],
    });
  };
}

export interface Harness {
  app: FastifyInstance;
  stores: Stores;
  queue: InProcessQueue;
  config: Config;
  dir: string;
  /** Sets what the stand-in worker does with the next jobs. */
  setWorker(mode: WorkerMode): void;
  /** Lets held jobs finish. */
  releaseHeld(): void;
  setNow(date: Date | undefined): void;
  /** Everything stored, to compare before and after a rejected request. */
  snapshot(): Promise<unknown>;
  close(): Promise<void>;
}

export async function makeHarness(overrides: Partial<Config> = {}, extra: Partial<GatewayDeps> = {}): Promise<Harness> {
  const dir = await mkdtemp(join(tmpdir(), 'gateway-test-'));
  const stores = openSqliteStores(dir);
  const queue = new InProcessQueue({ attempts: 1, closeTimeoutMs: 1000 });
  const config: Config = { ...loadConfig({}), logLevel: (process.env.TEST_LOG_LEVEL as Config['logLevel']) ?? 'silent', parseWaitMs: 5000, ...overrides };
  let mode: WorkerMode = 'succeed';
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await queue.consume(standInWorker(stores, () => mode, held), { concurrency: 4 });
  let now: Date | undefined;
  const app = await buildGatewayApp({
    records: stores.records,
    contracts: stores.contracts,
    blobs: stores.blobs,
    keys: stores.keys,
    audit: stores.audit,
    queue,
    config,
    preflight,
    now: () => now ?? new Date(),
    ...extra,
  });
  await app.ready();
  return {
    app,
    stores,
    queue,
    config,
    dir,
    setWorker: (m) => (mode = m),
    releaseHeld: () => release(),
    setNow: (d) => (now = d),
    async snapshot() {
      const records = await stores.records.list({ limit: 100 });
      const contracts = await stores.contracts.list({ limit: 100 });
      const blobs = await readdir(join(dir, 'blobs')).catch(() => []);
      return { records: records.items, contracts: contracts.items, blobs: blobs.filter((b) => !b.startsWith('.')).sort() };
    },
    async close() {
      release();
      await app.close();
      await queue.close();
      await stores.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A multipart/form-data body, built by hand so tests control every byte. */
export function multipart(parts: Array<{ name: string; value: string } | { name: string; fileName: string; bytes: Uint8Array; type?: string }>) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in p) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${p.name}"; filename="${p.fileName}"\r\nContent-Type: ${p.type ?? 'application/pdf'}\r\n\r\n`),
      );
      chunks.push(Buffer.from(p.bytes), Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function uploadPdf(bytes: Uint8Array, fileName = 'contract.pdf', headers: Record<string, string> = {}) {
  const body = multipart([{ name: 'contractPdf', fileName, bytes }]);
  return { method: 'POST' as const, url: '/parse', payload: body.payload, headers: { ...body.headers, ...headers } };
}

/** Uploads and returns the verification code (the stand-in worker has parsed it). */
export async function uploadParsed(h: Harness, bytes: Uint8Array): Promise<string> {
  const res = await h.app.inject(uploadPdf(bytes));
  if (res.statusCode !== 200) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  return res.json().verificationCode;
}

export type { StoredVerificationRecord };
