// Multi-process mode, as production runs it but on one host: the gateway, two
// workers and the contracts service as separate processes, sharing one store and a
// BullMQ queue under a unique prefix on the local Redis. Runs against each store
// available: SQLite + a folder in a temp DATA_DIR always, and MongoDB + GridFS (a
// real MongoDB where MONGODB_URL or Docker gives one, else the wire-compatible
// jongodb server; the suite's name says which). Runs the seed sequence end to end,
// then kills a worker with SIGKILL mid-job and checks that the other worker finishes it.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateParsedData, type ParsedData, type VerificationRecord } from '@cp/schema';
import { buildContractPdf, buildManyPagePdf, mongoForTests, skipUnlessRequired } from '@cp/testkit';
import { MAIN, listeningPort, logged, obliterateQueues, start, stopAll, until, upload, type Service, redisReachable } from './support/services.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const CONTRACT_TEXT = [
  '# PHYSICIAN EMPLOYMENT AGREEMENT',
  'This Physician Employment Agreement is entered into by Riverbend Medical Group, P.C. ("Employer") and Dana Whitfield, M.D. ("Physician").',
  '# 1. Employment',
  'Employer hereby employs Physician as a full-time employee to practice internal medicine.',
  '# 2. Term',
  'The initial term of this Agreement is three (3) years beginning on the Effective Date.',
  '\f# 3. Compensation',
  'Employer shall pay Physician a guaranteed annual base salary of $285,000, payable in equal bi-weekly installments.',
  'Physician shall receive a signing bonus of $20,000.',
  '# 4. Termination',
  'Either party may terminate this Agreement without cause upon ninety (90) days prior written notice.',
].join('\n');

const reachable = await redisReachable(REDIS_URL);
const mongo = await mongoForTests();
if (!reachable) skipUnlessRequired('redis', `Redis not reachable at ${REDIS_URL}`);

interface StoreSetup {
  name: string;
  /** The variables that point the processes at the store. */
  env(): Record<string, string>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

const sqlite: StoreSetup = { name: 'SQLite + folder', env: () => ({}), start: async () => {}, stop: async () => {} };
const stores: Array<StoreSetup | string> = [sqlite];
if (typeof mongo === 'string') stores.push(`MongoDB + GridFS: skipped (${skipUnlessRequired('mongo', mongo)})`);
else {
  const database = `mp_${randomUUID().replaceAll('-', '')}`;
  stores.push({
    name: `MongoDB + GridFS on ${mongo.label}`,
    // The server's URL with this suite's own database.
    env: () => ({ MONGODB_URL: mongo.url().replace(/\/(\?|$)/, `/${database}$1`) }),
    start: () => mongo.start(),
    stop: () => mongo.stop(),
  });
}

for (const store of stores) {
  if (typeof store === 'string') {
    describe.skip(`multi-process mode, ${store}`, () => {
      it('runs the seed sequence across processes', () => {});
    });
    continue;
  }
  multiProcessSuite(store);
}

function multiProcessSuite(store: StoreSetup): void {
describe.skipIf(!reachable)(`multi-process mode (gateway + 2 workers + contracts, BullMQ, ${store.name})${reachable ? '' : `: skipped, Redis not reachable at ${REDIS_URL}`}`, () => {
  const prefix = `test-${randomUUID()}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'cp-multiprocess-'));
  const services: Service[] = [];
  let gateway = '';
  let contracts = '';
  let workers: Service[] = [];

  beforeAll(async () => {
    for (const main of [MAIN.gateway, MAIN.worker, MAIN.contracts]) if (!existsSync(main)) throw new Error(`${main} is missing: run pnpm build first`);
    await store.start();
    const common = { DATA_DIR: dataDir, REDIS_URL, QUEUE_PREFIX: prefix, MAX_PAGES: '2000', ...store.env() };
    const workerEnv = {
      ...common,
      WORKER_THREADS: '1',
      JOB_LOCK_MS: '2000',
      JOB_STALLED_INTERVAL_MS: '1000',
      SHUTDOWN_GRACE_MS: '5000',
    };
    workers = [start('worker-a', MAIN.worker, workerEnv), start('worker-b', MAIN.worker, workerEnv)];
    const gw = start('gateway', MAIN.gateway, { ...common, PORT: '0', PARSE_WAIT_MS: '60000' });
    const cs = start('contracts', MAIN.contracts, { ...common, PORT: '0' });
    services.push(...workers, gw, cs);
    gateway = `http://127.0.0.1:${await listeningPort(gw)}`;
    contracts = `http://127.0.0.1:${await listeningPort(cs)}`;
    for (const w of workers) await until(`${w.name} to consume`, () => w.logs.some((l) => l.msg === 'worker consuming parse jobs'));
  }, 90_000);

  afterAll(async () => {
    await stopAll(services);
    await store.stop();
    await obliterateQueues(REDIS_URL, prefix);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs the seed sequence: upload, code, record, verify, contract in both shapes, update, delete', async () => {
    const res = await upload(gateway, await buildContractPdf(CONTRACT_TEXT));
    expect(res.status).toBe(200);
    const uploaded = (await res.json()) as { message: string; verificationCode: string };
    expect(Object.keys(uploaded).sort()).toEqual(['message', 'verificationCode']);
    expect(uploaded.message).toMatch(/verif/i);
    const code = uploaded.verificationCode;
    // The job ran in one of the worker processes. Its log line comes through the worker's stdout pipe, which a loaded
    // host may deliver after the gateway already has the result from the queue.
    await until('a worker to log the end of the job', () => workers.some((w) => logged(w, 'parsing finished', code)), 10_000);

    const record = (await (await fetch(`${gateway}/verify/${code}`)).json()) as VerificationRecord;
    expect(record).toMatchObject({ verificationCode: code, status: 'awaiting_verification', document: { pages: 2 } });
    expect(validateParsedData.errors(record.parsedData)).toEqual([]);
    const parsedData = record.parsedData as ParsedData;

    const verified = await fetch(`${gateway}/verify/${code}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ parsedData, verified: true }),
    });
    expect(verified.status).toBe(200);
    const { contractId, message } = (await verified.json()) as { contractId: string; message: string };
    expect(message).toMatch(/verified/i);
    const again = await fetch(`${gateway}/verify/${code}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ parsedData, verified: true }),
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { contractId?: string }).contractId).toBe(contractId);

    // Parsing interface shape, from the gateway process.
    const wrapped = await fetch(`${gateway}/contracts/${contractId}`);
    expect(wrapped.status).toBe(200);
    expect(await wrapped.json()).toEqual({ contractId, parsedData, verified: true });

    // Employment contract interface shape, from the contracts process.
    const flat = await fetch(`${contracts}/${contractId}`);
    expect(flat.status).toBe(200);
    const etag = flat.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const sections = (await flat.json()) as Record<string, unknown>;
    expect(sections).toEqual({ contractId, ...parsedData });

    const { contractId: _id, ...body } = sections;
    const basic = { ...(body.basicInformation as Record<string, unknown>), partnership_track: true };
    const put = await fetch(`${contracts}/${contractId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'if-match': etag },
      body: JSON.stringify({ ...body, basicInformation: basic }),
    });
    expect(put.status).toBe(200);
    expect(((await put.json()) as { basicInformation: Record<string, unknown> }).basicInformation.partnership_track).toBe(true);
    const staleWrite = await fetch(`${contracts}/${contractId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'if-match': etag },
      body: JSON.stringify(body),
    });
    expect(staleWrite.status).toBe(412);
    // The gateway process reads the update the contracts process wrote.
    const updated = (await (await fetch(`${gateway}/contracts/${contractId}`)).json()) as { parsedData: ParsedData };
    expect(updated.parsedData.basicInformation.partnership_track).toBe(true);

    const del = await fetch(`${contracts}/${contractId}`, { method: 'DELETE' });
    expect(del.status).toBeLessThan(300);
    expect((await fetch(`${contracts}/${contractId}`)).status).toBe(404);
    expect((await fetch(`${gateway}/contracts/${contractId}`)).status).toBe(404);
  }, 120_000);

  it('hands the job of a worker killed with SIGKILL mid-job to the other worker', async () => {
    // Long enough that the kill lands while the job runs.
    const res = await upload(gateway, await buildManyPagePdf(1200), { prefer: 'respond-async' });
    expect(res.status).toBe(202);
    const { verificationCode: code } = (await res.json()) as { verificationCode: string };

    const victim = await until('a worker to start the job', () => workers.find((w) => logged(w, 'parsing started', code)), 30_000);
    victim.child.kill('SIGKILL');
    await victim.exited;
    const survivor = workers.find((w) => w !== victim)!;
    expect(logged(victim, 'parsing finished', code)).toBe(false);

    const record = await until(
      'the other worker to finish the job',
      async () => {
        const r = (await (await fetch(`${gateway}/verify/${code}`)).json()) as VerificationRecord & { attempts?: number };
        return r.status === 'awaiting_verification' || r.status === 'failed' ? r : undefined;
      },
      60_000,
    );
    expect(record.status).toBe('awaiting_verification');
    expect(record.document.pages).toBe(1200);
    // The log line follows the record's update: wait for it rather than race it.
    await until('the survivor to log the end of the job', () => logged(survivor, 'parsing finished', code), 10_000);
    expect(logged(survivor, 'parsing started', code)).toBe(true);
  }, 120_000);

  it('stops a worker gracefully on SIGTERM', async () => {
    const alive = workers.find((w) => w.alive())!;
    alive.child.kill('SIGTERM');
    expect(await alive.exited).toBe(0);
    expect(alive.logs.some((l) => l.msg === 'stopped')).toBe(true);
  });
});
}
