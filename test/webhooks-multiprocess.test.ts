// Webhooks and metrics across processes, as production runs them: the gateway and the
// contracts service queue deliveries on BullMQ, the worker process sends them (signed),
// and every process reports its metrics (the worker on its health port, the gateway
// on its API port and on METRICS_PORT).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { buildContractPdf, skipUnlessRequired, startReceiver, type Receiver } from '@cp/testkit';
import { MAIN, freePort, obliterateQueues, listeningPort, start, stopAll, until, upload, type Service, redisReachable } from './support/services.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const reachable = await redisReachable(REDIS_URL);

if (!reachable) skipUnlessRequired('redis', 'Redis not reachable');
describe.skipIf(!reachable)(`webhooks and metrics across processes (gateway, worker, contracts on BullMQ)${reachable ? '' : ': skipped, no Redis'}`, () => {
  const prefix = `test-${randomUUID()}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'cp-hooks-mp-'));
  const services: Service[] = [];
  let gateway = '';
  let contracts = '';
  let workerMetrics = '';
  let gatewayMetricsPort = 0;
  let receiver: Receiver;

  beforeAll(async () => {
    receiver = await startReceiver();
    const common = { DATA_DIR: dataDir, REDIS_URL, QUEUE_PREFIX: prefix, WEBHOOK_ATTEMPTS: '2', WEBHOOK_BACKOFF_MS: '50', RETENTION_INTERVAL_MS: '0' };
    const healthPort = await freePort();
    gatewayMetricsPort = await freePort();
    const worker = start('worker', MAIN.worker, { ...common, WORKER_THREADS: '1', WORKER_HEALTH_PORT: String(healthPort) });
    const gw = start('gateway', MAIN.gateway, { ...common, PORT: '0', PARSE_WAIT_MS: '60000', METRICS_PORT: String(gatewayMetricsPort) });
    const cs = start('contracts', MAIN.contracts, { ...common, PORT: '0' });
    services.push(worker, gw, cs);
    gateway = `http://127.0.0.1:${await listeningPort(gw)}`;
    contracts = `http://127.0.0.1:${await listeningPort(cs)}`;
    workerMetrics = `http://127.0.0.1:${healthPort}/metrics`;
    await until('the worker to consume', () => worker.logs.some((l) => l.msg === 'worker consuming parse jobs'));
  }, 90_000);

  afterAll(async () => {
    await stopAll(services);
    await receiver?.close();
    await obliterateQueues(REDIS_URL, prefix);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers events queued by the gateway and the contracts service from the worker, signed', async () => {
    const created = await fetch(`${gateway}/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: receiver.url(), events: ['parse.completed', 'contract.verified', 'contract.updated'] }),
    });
    expect(created.status).toBe(201);
    const { secret } = (await created.json()) as { secret: string };
    const wh = new Webhook(secret);

    const res = await upload(gateway, await buildContractPdf('Employer shall pay Physician a base salary of $285,000.'));
    const { verificationCode } = (await res.json()) as { verificationCode: string };
    const [first] = await receiver.waitFor(1, 30_000);
    expect(wh.verify(first.body, first.headers as Record<string, string>)).toMatchObject({ type: 'parse.completed', data: { verificationCode } });

    const record = (await (await fetch(`${gateway}/verify/${verificationCode}`)).json()) as { parsedData: unknown };
    const verified = await fetch(`${gateway}/verify/${verificationCode}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ parsedData: record.parsedData, verified: true }),
    });
    const { contractId } = (await verified.json()) as { contractId: string };
    const patched = await fetch(`${contracts}/${contractId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ compensation: { guar_base_sal: 290000 } }),
    });
    expect(patched.status).toBe(200);
    const all = await receiver.waitFor(3, 30_000);
    const types = all.map((r) => (wh.verify(r.body, r.headers as Record<string, string>) as { type: string }).type);
    expect(types.sort()).toEqual(['contract.updated', 'contract.verified', 'parse.completed']);
  });

  it('reports job metrics from the worker and queue depth from the gateway', async () => {
    const worker = await (await fetch(workerMetrics)).text();
    expect(worker).toMatch(/^cp_parse_pages_total\{kind="text"\} [1-9]/m);
    expect(worker).toMatch(/^cp_parse_job_duration_seconds_count\{outcome="completed"\} 1$/m);
    expect(worker).toMatch(/^cp_webhook_deliveries_total\{outcome="delivered"\} 3$/m);
    expect(worker).toContain('cp_queue_jobs{queue="parse",state="waiting"} 0');

    const viaApi = await (await fetch(`${gateway}/metrics`)).text();
    expect(viaApi).toContain('cp_queue_jobs{queue="webhooks",state="active"} 0');
    expect(viaApi).toMatch(/cp_http_request_duration_seconds_count\{method="PUT",route="\/verify\/:code",status_code="200"\} 1/);
    const viaPort = await fetch(`http://127.0.0.1:${gatewayMetricsPort}/metrics`);
    expect(viaPort.status).toBe(200);
    expect(await viaPort.text()).toContain('cp_http_request_duration_seconds');
  });
});
