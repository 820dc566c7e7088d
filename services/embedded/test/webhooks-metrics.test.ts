// Webhooks and metrics through the composed process: a subscriber receives signed
// parse.completed, contract.verified, contract.updated and contract.deleted events
// as the flow goes; a dead delivery is listed and replayed; subscriptions and
// deliveries are tenant-scoped; /metrics moves when a job runs.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { buildContractPdf, startReceiver, type Receiver } from '@cp/testkit';
import { loadConfig } from '@cp/http';
import { emptyParsedData } from '@cp/schema';
import { createApiKey } from '@cp/storage';
import type { Extractor } from '@cp/extraction';
import { openEmbedded, type Embedded } from '../src/index.js';

const standIn: Extractor = {
  async extract() {
    const parsedData = emptyParsedData();
    parsedData.compensation.guar_base_sal = 250000;
    return { document: { pages: 3, ocrPages: 1, sha256: 'a'.repeat(64) }, result: { parsedData, evidence: {}, warnings: [] } };
  },
  async close() {},
};

const dirs: string[] = [];
/** Fails every run, as an extractor bug would. */
const throwing: Extractor = {
  async extract() {
    throw new Error('extractor bug');
  },
  async close() {},
};

async function open(env: Record<string, string> = {}, extractor: Extractor = standIn): Promise<Embedded> {
  const dataDir = await mkdtemp(join(tmpdir(), 'embedded-hooks-'));
  dirs.push(dataDir);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEBHOOK_ATTEMPTS: '2', WEBHOOK_BACKOFF_MS: '20', WEBHOOK_TIMEOUT_MS: '2000', RETENTION_INTERVAL_MS: '0', ...env });
  return openEmbedded({ ...config, workerThreads: 1 }, { extractor });
}

async function upload(h: Embedded, headers: Record<string, string> = {}): Promise<string> {
  const res = await post(h, headers);
  expect(res.statusCode).toBe(200);
  return res.json().verificationCode;
}

async function post(h: Embedded, headers: Record<string, string> = {}) {
  const pdf = Buffer.from(await buildContractPdf('Base salary of $250,000.'));
  const boundary = 'x-boundary-1234';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="contractPdf"; filename="c.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return h.app.inject({ method: 'POST', url: '/parse', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers }, payload: body });
}

const metricValue = (text: string, line: string): number => {
  const found = text.split('\n').find((l) => l.startsWith(line + ' '));
  return found ? Number(found.slice(line.length + 1)) : 0;
};

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('webhooks through the flow (auth off: every request is the default tenant)', () => {
  let h: Embedded;
  let secret: string;
  beforeAll(async () => {
    h = await open();
  });
  afterAll(() => h?.close());

  it('registers a subscription and shows its secret once', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/webhooks', payload: { url: receiver.url(), events: ['parse.completed', 'parse.failed', 'contract.verified', 'contract.updated', 'contract.deleted'], description: 'all' } });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(res.headers.location).toBe(`/webhooks/${created.id}`);
    secret = created.secret;
    const read = (await h.app.inject(`/webhooks/${created.id}`)).json();
    expect(read).toEqual({ id: created.id, url: receiver.url(), events: created.events, description: 'all', createdAt: created.createdAt });
    expect((await h.app.inject('/webhooks')).json().items).toEqual([read]);
  });

  it('refuses bad subscriptions with field paths', async () => {
    const bad = await h.app.inject({ method: 'POST', url: '/webhooks', payload: { url: 'ftp://example.test/x', events: ['parse.completed'] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ type: 'https://contract-parser.dev/problems/validation-failed', errors: [{ path: 'url' }] });
    const unknown = await h.app.inject({ method: 'POST', url: '/webhooks', payload: { url: 'https://example.test/x', events: ['parse.started'] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
  });

  it('delivers signed events for parsing, verification, update and deletion, and /metrics moves with the job', async () => {
    const before = (await h.app.inject('/metrics')).body;
    const code = await upload(h);
    const [completed] = await receiver.waitFor(1);
    const event = new Webhook(secret).verify(completed.body, completed.headers as Record<string, string>) as { type: string; data: Record<string, unknown> };
    expect(event).toMatchObject({ type: 'parse.completed', data: { verificationCode: code, status: 'awaiting_verification', pages: 3, ocrPages: 1 } });

    const after = (await h.app.inject('/metrics')).body;
    expect(metricValue(after, 'cp_parse_pages_total{kind="text"}') - metricValue(before, 'cp_parse_pages_total{kind="text"}')).toBe(2);
    expect(metricValue(after, 'cp_parse_pages_total{kind="ocr"}') - metricValue(before, 'cp_parse_pages_total{kind="ocr"}')).toBe(1);
    expect(metricValue(after, 'cp_parse_job_duration_seconds_count{outcome="completed"}')).toBe(metricValue(before, 'cp_parse_job_duration_seconds_count{outcome="completed"}') + 1);
    expect(metricValue(after, 'cp_http_request_duration_seconds_count{method="POST",route="/parse",status_code="200"}')).toBe(1);
    expect(after).toContain('cp_queue_jobs{queue="parse",state="waiting"} 0');
    expect(after).toContain('cp_queue_jobs{queue="webhooks",state="failed"}');
    expect(after).not.toContain(code);

    const verified = await h.app.inject({ method: 'PUT', url: `/verify/${code}`, payload: { parsedData: emptyParsedData(), verified: true } });
    const { contractId } = verified.json();
    const patched = await h.app.inject({
      method: 'PATCH',
      url: `/employment-contracts/${contractId}`,
      headers: { 'content-type': 'application/merge-patch+json' },
      payload: { compensation: { guar_base_sal: 260000 } },
    });
    expect(patched.statusCode).toBe(200);
    expect((await h.app.inject({ method: 'DELETE', url: `/employment-contracts/${contractId}` })).statusCode).toBe(204);
    const all = await receiver.waitFor(4);
    const events = all.map((r) => new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as { type: string; data: Record<string, unknown> });
    expect(events.map((e) => e.type).sort()).toEqual(['contract.deleted', 'contract.updated', 'contract.verified', 'parse.completed']);
    expect(events.find((e) => e.type === 'contract.updated')!.data).toMatchObject({ contractId, verificationCode: code, version: 2 });
    expect(events.find((e) => e.type === 'contract.deleted')!.data).toEqual({ contractId, verificationCode: code });
    // Deletion took the PDF with it.
    expect((await h.app.inject(`/verify/${code}/document`)).statusCode).toBe(404);

    const metrics = (await h.app.inject('/metrics')).body;
    expect(metricValue(metrics, 'cp_webhook_deliveries_total{outcome="delivered"}')).toBeGreaterThanOrEqual(3);
    expect(metrics).toContain('route="/employment-contracts/:contractId"');
  });

  it('lists a dead delivery and replays it', async () => {
    receiver.received.length = 0;
    receiver.answer = () => 503;
    await upload(h);
    await receiver.waitFor(2);
    let dead: Array<{ id: string; attempts: Array<{ statusCode: number }> }> = [];
    for (let i = 0; i < 200 && dead.length === 0; i++) {
      dead = (await h.app.inject('/webhooks/deliveries?state=dead')).json().items;
      if (!dead.length) await new Promise((r) => setTimeout(r, 20));
    }
    expect(dead).toHaveLength(1);
    expect(dead[0].attempts.map((a) => a.statusCode)).toEqual([503, 503]);
    receiver.answer = () => 200;
    const replay = await h.app.inject({ method: 'POST', url: `/webhooks/deliveries/${dead[0].id}/replay` });
    expect(replay.statusCode).toBe(202);
    expect(replay.json()).toMatchObject({ id: dead[0].id, state: 'pending' });
    const [, , third] = await receiver.waitFor(3);
    expect(third.headers['webhook-id']).toBe(dead[0].id);
    expect((await h.app.inject({ method: 'POST', url: '/webhooks/deliveries/msg_nope/replay' })).json().type).toBe('https://contract-parser.dev/problems/delivery-not-found');
  });

  it('documents the webhook routes and /metrics with operation ids', async () => {
    const doc = (await h.app.inject('/openapi.json')).json();
    const ids = (path: string) => Object.values(doc.paths[path] as Record<string, { operationId?: string }>).map((op) => op.operationId);
    expect(ids('/webhooks').sort()).toEqual(['createWebhook', 'listWebhooks']);
    expect(ids('/webhooks/{id}').sort()).toEqual(['deleteWebhook', 'getWebhook']);
    expect(ids('/webhooks/deliveries')).toEqual(['listWebhookDeliveries']);
    expect(ids('/webhooks/deliveries/{id}/replay')).toEqual(['replayWebhookDelivery']);
    expect(ids('/metrics')).toEqual(['getMetrics']);
  });
});

describe('a parse that fails (an extractor that throws)', () => {
  let h: Embedded;
  beforeAll(async () => {
    h = await open({}, throwing);
  });
  afterAll(() => h?.close());

  it('delivers a signed parse.failed event and moves cp_parse_failures_total by problem type', async () => {
    receiver.received.length = 0;
    receiver.answer = () => 200;
    const { secret } = (await h.app.inject({ method: 'POST', url: '/webhooks', payload: { url: receiver.url(), events: ['parse.failed'] } })).json();
    const failures = (text: string) => metricValue(text, 'cp_parse_failures_total{problem_type="https://contract-parser.dev/problems/extraction-failed"}');
    const before = (await h.app.inject('/metrics')).body;

    const res = await post(h);
    const code = res.json().verificationCode ?? res.headers.location?.toString().split('/').pop();
    expect(code).toBeTruthy();
    const [delivered] = await receiver.waitFor(1);
    const event = new Webhook(secret).verify(delivered.body, delivered.headers as Record<string, string>) as { type: string; data: Record<string, unknown> };
    expect(event).toMatchObject({ type: 'parse.failed', data: { verificationCode: code, status: 'failed', error: { type: 'https://contract-parser.dev/problems/extraction-failed' } } });
    expect(JSON.stringify(event)).not.toContain('extractor bug');

    const after = (await h.app.inject('/metrics')).body;
    expect(failures(after) - failures(before)).toBe(1);
    expect(metricValue(after, 'cp_parse_job_duration_seconds_count{outcome="failed"}') - metricValue(before, 'cp_parse_job_duration_seconds_count{outcome="failed"}')).toBe(1);
    expect(metricValue(after, 'cp_parse_job_duration_seconds_count{outcome="completed"}')).toBe(0);
  });
});

describe('tenant scoping (API_KEYS: each key its own tenant; only the admin scope sees every tenant)', () => {
  let h: Embedded;
  const alice = { 'x-api-key': 'alice-key' };
  const bob = { 'x-api-key': 'bob-key' };
  const ADMIN_KEY = 'admin-key-of-at-least-thirty-two-chars';
  const admin = { 'x-api-key': ADMIN_KEY };
  beforeAll(async () => {
    h = await open({ API_KEYS: 'alice:alice-key,bob:bob-key', ADMIN_API_KEY: ADMIN_KEY });
  });
  afterAll(() => h?.close());

  it("answers 404 for another tenant's subscription and delivery", async () => {
    const created = (await h.app.inject({ method: 'POST', url: '/webhooks', headers: alice, payload: { url: receiver.url(), events: ['contract.deleted'] } })).json();
    for (const req of [
      { method: 'GET' as const, url: `/webhooks/${created.id}` },
      { method: 'DELETE' as const, url: `/webhooks/${created.id}` },
    ]) {
      const res = await h.app.inject({ ...req, headers: bob });
      expect(res.statusCode).toBe(404);
      expect(res.json().type).toBe('https://contract-parser.dev/problems/webhook-not-found');
    }
    expect((await h.app.inject({ url: '/webhooks', headers: bob })).json().items).toEqual([]);

    await h.webhooks.events.emit('alice', 'contract.deleted', { contractId: 'c1', verificationCode: 'v1' });
    const mine = (await h.app.inject({ url: '/webhooks/deliveries', headers: alice })).json().items;
    expect(mine).toHaveLength(1);
    expect((await h.app.inject({ url: '/webhooks/deliveries', headers: bob })).json().items).toEqual([]);
    expect((await h.app.inject({ url: '/webhooks/deliveries', headers: admin })).json().items.map((d: { id: string }) => d.id)).toEqual([mine[0].id]);
    expect((await h.app.inject({ method: 'POST', url: `/webhooks/deliveries/${mine[0].id}/replay`, headers: bob })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'DELETE', url: `/webhooks/${created.id}`, headers: alice })).statusCode).toBe(204);
    expect((await h.app.inject({ url: `/webhooks/${created.id}`, headers: alice })).statusCode).toBe(404);
  });

  it("lets a real admin key (ADMIN_API_KEY) list and replay another tenant's dead delivery; a non-admin key named admin, or of a tenant named admin, cannot", async () => {
    // Neither can be made any more (the tenant admin is reserved); the second stands for a key stored before the rule.
    const namedAdmin = { 'x-api-key': (await createApiKey(h.stores.keys, { name: 'admin', tenant: 'ops', scopes: ['parse', 'read'] })).key };
    const adminTenant = { 'x-api-key': (await createApiKey(h.stores.keys, { name: 'legacy', tenant: 'admin', scopes: ['parse', 'read'] })).key };
    receiver.received.length = 0;
    receiver.answer = () => 500;
    const sub = (await h.app.inject({ method: 'POST', url: '/webhooks', headers: alice, payload: { url: receiver.url(), events: ['contract.deleted'] } })).json();
    await h.webhooks.events.emit('alice', 'contract.deleted', { contractId: 'c2', verificationCode: 'v2' });
    await receiver.waitFor(2);
    let dead: Array<{ id: string; tenant: string; payload: string }> = [];
    for (let i = 0; i < 200 && dead.length === 0; i++) {
      const items: typeof dead = (await h.app.inject({ url: '/webhooks/deliveries?state=dead', headers: admin })).json().items;
      dead = items.filter((d) => d.payload.includes('"c2"'));
      if (!dead.length) await new Promise((r) => setTimeout(r, 20));
    }
    expect(dead.map((d) => d.tenant)).toEqual(['alice']);

    for (const key of [namedAdmin, adminTenant]) {
      expect((await h.app.inject({ url: '/webhooks/deliveries?state=dead', headers: key })).json().items).toEqual([]);
      const refused = await h.app.inject({ method: 'POST', url: `/webhooks/deliveries/${dead[0].id}/replay`, headers: key });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().type).toBe('https://contract-parser.dev/problems/delivery-not-found');
    }

    receiver.answer = () => 200;
    const replay = await h.app.inject({ method: 'POST', url: `/webhooks/deliveries/${dead[0].id}/replay`, headers: admin });
    expect(replay.statusCode).toBe(202);
    expect(replay.json()).toMatchObject({ id: dead[0].id, tenant: 'alice', state: 'pending' });
    const [, , third] = await receiver.waitFor(3);
    expect(third.headers['webhook-id']).toBe(dead[0].id);
    expect((await h.app.inject({ method: 'DELETE', url: `/webhooks/${sub.id}`, headers: alice })).statusCode).toBe(204);
  });

  it('needs parse or read for the webhook routes, and the scope of each event subscribed to', async () => {
    const keyWith = async (scopes: Array<'parse' | 'verify' | 'read' | 'write'>) => ({
      'x-api-key': (await createApiKey(h.stores.keys, { name: `k-${scopes.join('-')}`, tenant: 'carol', scopes })).key,
    });
    const parseOnly = await keyWith(['parse']);
    const readOnly = await keyWith(['read']);
    const writeOnly = await keyWith(['write']);
    const subscribe = (headers: Record<string, string>, events: string[]) => h.app.inject({ method: 'POST', url: '/webhooks', headers, payload: { url: receiver.url(), events } });

    const contractEvents = await subscribe(parseOnly, ['parse.completed', 'contract.deleted']);
    expect(contractEvents.statusCode).toBe(403);
    expect(contractEvents.json()).toMatchObject({ type: 'https://contract-parser.dev/problems/forbidden' });
    expect(contractEvents.json().detail).toContain('contract.deleted needs "read"');
    expect((await subscribe(readOnly, ['parse.failed'])).statusCode).toBe(403);
    expect((await h.app.inject({ url: '/webhooks', headers: parseOnly })).json().items).toEqual([]);

    expect((await subscribe(parseOnly, ['parse.completed', 'parse.failed'])).statusCode).toBe(201);
    expect((await subscribe(readOnly, ['contract.verified', 'contract.updated', 'contract.deleted'])).statusCode).toBe(201);
    expect((await subscribe(admin, ['parse.completed', 'contract.deleted'])).statusCode).toBe(201);

    for (const req of [{ url: '/webhooks' }, { url: '/webhooks/deliveries' }, { method: 'POST' as const, url: '/webhooks', payload: { url: receiver.url(), events: ['parse.completed'] } }]) {
      const res = await h.app.inject({ ...req, headers: writeOnly });
      expect(res.statusCode, req.url).toBe(403);
      expect(res.json().detail).toContain('needs "parse" or "read"');
    }
  });

  it('needs a key for /metrics on the API port', async () => {
    expect((await h.app.inject('/metrics')).statusCode).toBe(401);
    const res = await h.app.inject({ url: '/metrics', headers: alice });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
  });
});
