// Deliveries end to end through the in-process queue: signed per Standard Webhooks
// (checked with the standardwebhooks library), retried with backoff, every attempt
// recorded, dead after the last, replayable; no redirects followed; a time limit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { createMetrics } from '@cp/http';
import { openWebhooks, SqliteWebhookStore, type Delivery, type Webhooks } from '../src/index.js';
import { startReceiver, type Receiver } from '@cp/testkit';
import { delivery, subscription } from './suite.js';

const config = { queuePrefix: 'unused', dataDir: '', webhookAttempts: 3, webhookBackoffMs: 20, webhookTimeoutMs: 300 };

async function settled(hooks: Webhooks, id: string, state: Delivery['state']): Promise<Delivery> {
  for (let i = 0; i < 300; i++) {
    const d = await hooks.store.getDelivery(id);
    if (d?.state === state) return d;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`delivery ${id} never became ${state}`);
}

describe('webhook deliveries (in-process queue)', () => {
  let dir: string;
  let receiver: Receiver;
  let hooks: Webhooks;
  const metrics = createMetrics({ defaultMetrics: false });

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cp-deliveries-'));
    receiver = await startReceiver();
    hooks = await openWebhooks({ ...config, dataDir: dir }, { store: new SqliteWebhookStore(join(dir, 'webhooks.db')), metrics });
  });
  afterEach(async () => {
    await hooks.close();
    await receiver.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function subscribe(tenant: string, events: Parameters<typeof subscription>[1]['events'] = ['parse.completed']) {
    const sub = subscription(tenant, { url: receiver.url(), events });
    await hooks.store.createSubscription(sub);
    return sub;
  }

  it('delivers a signed event to the subscribers of its tenant and type only', async () => {
    const sub = await subscribe('a');
    await subscribe('b');
    await subscribe('a', ['contract.deleted']);
    await hooks.events.emit('a', 'parse.completed', { verificationCode: 'ABC' });
    const [got] = await receiver.waitFor(1);
    const payload = new Webhook(sub.secret).verify(got.body, got.headers as Record<string, string>) as { type: string; data: unknown; timestamp: string };
    expect(payload).toMatchObject({ type: 'parse.completed', data: { verificationCode: 'ABC' } });
    expect(got.headers['webhook-id']).toMatch(/^msg_/);
    expect(got.headers['webhook-signature']).toMatch(/^v1,/);
    const [d] = (await hooks.store.listDeliveries({ tenant: 'a', limit: 10 })).items;
    const done = await settled(hooks, d.id, 'delivered');
    expect(done.attempts).toHaveLength(1);
    expect(done.attempts[0].statusCode).toBe(204);
    expect(receiver.received).toHaveLength(1);
    // A signature made with another secret does not verify.
    expect(() => new Webhook('whsec_' + Buffer.alloc(32, 1).toString('base64')).verify(got.body, got.headers as Record<string, string>)).toThrow();
  });

  it('retries a failing receiver, records every attempt, ends dead, and a replay sends it again with the same id', async () => {
    await subscribe('a');
    receiver.answer = () => 500;
    await hooks.events.emit('a', 'parse.completed', { verificationCode: 'R1' });
    const [d] = (await hooks.store.listDeliveries({ tenant: 'a', limit: 1 })).items;
    const dead = await settled(hooks, d.id, 'dead');
    expect(dead.attempts.map((a) => a.statusCode)).toEqual([500, 500, 500]);
    expect(receiver.received).toHaveLength(3);
    expect((await hooks.store.listDeliveries({ tenant: 'a', state: 'dead', limit: 10 })).items.map((x) => x.id)).toEqual([d.id]);
    const text = await metrics.registry.getSingleMetricAsString('cp_webhook_deliveries_total');
    expect(text).toMatch(/outcome="dead"} [1-9]/);

    receiver.answer = () => 200;
    await hooks.store.updateDelivery(d.id, { state: 'pending', attempts: dead.attempts, updatedAt: new Date().toISOString() });
    await hooks.queue.add({ deliveryId: d.id });
    const delivered = await settled(hooks, d.id, 'delivered');
    expect(delivered.attempts).toHaveLength(4);
    expect(receiver.received[3].headers['webhook-id']).toBe(d.id);
  });

  it('sends, after a restart, the deliveries an in-process queue forgot', async () => {
    const sub = await subscribe('a');
    await hooks.close();
    const store = new SqliteWebhookStore(join(dir, 'webhooks.db'));
    const stranded = delivery(sub);
    await store.insertDelivery(stranded);
    hooks = await openWebhooks({ ...config, dataDir: dir }, { store });
    const [got] = await receiver.waitFor(1);
    expect(got.headers['webhook-id']).toBe(stranded.id);
    await settled(hooks, stranded.id, 'delivered');
  });

  it('does not follow redirects', async () => {
    await subscribe('a');
    receiver.answer = (req) => (req.path === '/hook' ? { redirect: receiver.url('/elsewhere') } : 204);
    await hooks.events.emit('a', 'parse.completed', { verificationCode: 'R2' });
    const [d] = (await hooks.store.listDeliveries({ tenant: 'a', limit: 1 })).items;
    const dead = await settled(hooks, d.id, 'dead');
    expect(dead.attempts.every((a) => a.statusCode === 302 && a.error === 'redirects are not followed')).toBe(true);
    expect(receiver.received.every((r) => r.path === '/hook')).toBe(true);
  });

  it('gives up on a receiver that does not answer in time', async () => {
    await subscribe('a');
    receiver.answer = () => 'hang';
    await hooks.events.emit('a', 'parse.completed', { verificationCode: 'R3' });
    const [d] = (await hooks.store.listDeliveries({ tenant: 'a', limit: 1 })).items;
    const dead = await settled(hooks, d.id, 'dead');
    expect(dead.attempts).toHaveLength(3);
    expect(dead.attempts[0].error).toMatch(/no answer within 300 ms/);
    expect(dead.attempts[0].statusCode).toBeUndefined();
  });
});
