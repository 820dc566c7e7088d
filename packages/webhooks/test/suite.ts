// The one behaviour suite every webhook store adapter must pass (SQLite, MongoDB).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvalidCursorError } from '@cp/storage';
import type { Delivery, Subscription, WebhookStore } from '../src/index.js';

export interface WebhookStoreTarget {
  open(): Promise<WebhookStore>;
  cleanup(): Promise<void>;
}

let n = 0;
export function subscription(tenant: string, over: Partial<Subscription> = {}): Subscription {
  n++;
  return {
    id: `wh_test${n}`,
    tenant,
    url: 'https://example.test/hook',
    events: ['parse.completed', 'contract.verified'],
    secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
    ...over,
  };
}

export function delivery(sub: Subscription, over: Partial<Delivery> = {}): Delivery {
  n++;
  const at = new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString();
  return {
    id: `msg_test${String(n).padStart(4, '0')}`,
    subscriptionId: sub.id,
    tenant: sub.tenant,
    type: 'parse.completed',
    payload: JSON.stringify({ type: 'parse.completed', timestamp: at, data: { verificationCode: 'x' } }),
    state: 'pending',
    attempts: [],
    createdAt: at,
    updatedAt: at,
    ...over,
  };
}

export function webhookStoreSuite(name: string, target: () => WebhookStoreTarget): void {
  describe(name, () => {
    let t: WebhookStoreTarget;
    let store: WebhookStore;
    beforeEach(async () => {
      t = target();
      store = await t.open();
    });
    afterEach(async () => {
      await store.close();
      await t.cleanup();
    });

    it('stores, reads, lists by tenant and deletes subscriptions', async () => {
      const a1 = subscription('a');
      const a2 = subscription('a', { events: ['contract.deleted'], description: 'deletions' });
      const b1 = subscription('b');
      for (const s of [a1, a2, b1]) await store.createSubscription(s);
      expect(await store.getSubscription(a2.id)).toEqual(a2);
      expect((await store.listSubscriptions('a')).map((s) => s.id)).toEqual([a1.id, a2.id]);
      expect((await store.listSubscriptions('b')).map((s) => s.id)).toEqual([b1.id]);
      expect((await store.subscriptionsFor('a', 'contract.deleted')).map((s) => s.id)).toEqual([a2.id]);
      expect((await store.subscriptionsFor('a', 'parse.completed')).map((s) => s.id)).toEqual([a1.id]);
      expect(await store.subscriptionsFor('c', 'parse.completed')).toEqual([]);
      expect(await store.deleteSubscription(a1.id)).toBe(true);
      expect(await store.deleteSubscription(a1.id)).toBe(false);
      expect(await store.getSubscription(a1.id)).toBeNull();
    });

    it('stores deliveries, records attempts and lists them newest first by tenant and state, page by page', async () => {
      const a = subscription('a');
      const b = subscription('b');
      const items = [delivery(a), delivery(a), delivery(b), delivery(a), delivery(a)];
      for (const d of items) await store.insertDelivery(d);
      const attempt = { at: items[0].createdAt, statusCode: 500, durationMs: 12 };
      const dead = await store.updateDelivery(items[0].id, { state: 'dead', attempts: [attempt], updatedAt: items[4].createdAt });
      expect(dead).toMatchObject({ id: items[0].id, state: 'dead', attempts: [attempt], payload: items[0].payload });
      expect(await store.getDelivery(items[0].id)).toEqual(dead);
      expect(await store.updateDelivery('msg_missing', { state: 'dead', attempts: [], updatedAt: attempt.at })).toBeNull();

      const first = await store.listDeliveries({ tenant: 'a', limit: 2 });
      expect(first.items.map((d) => d.id)).toEqual([items[4].id, items[3].id]);
      const second = await store.listDeliveries({ tenant: 'a', limit: 2, cursor: first.nextCursor });
      expect(second.items.map((d) => d.id)).toEqual([items[1].id, items[0].id]);
      expect(second.nextCursor).toBeNull();
      expect((await store.listDeliveries({ tenant: 'a', state: 'dead', limit: 10 })).items.map((d) => d.id)).toEqual([items[0].id]);
      expect((await store.listDeliveries({ tenant: 'b', state: 'dead', limit: 10 })).items).toEqual([]);
      expect((await store.listDeliveries({ limit: 10 })).items).toHaveLength(5);
      await expect(store.listDeliveries({ limit: 10, cursor: 'not-a-cursor' })).rejects.toBeInstanceOf(InvalidCursorError);
    });

    it('removes finished deliveries older than a cutoff, never pending ones', async () => {
      const a = subscription('a');
      const old = [delivery(a, { state: 'delivered' }), delivery(a, { state: 'dead' }), delivery(a, { state: 'pending' })];
      const cutoff = new Date(Date.parse(old[2].createdAt) + 500).toISOString();
      const recent = delivery(a, { state: 'delivered', createdAt: new Date(Date.parse(cutoff) + 1000).toISOString() });
      for (const d of [...old, recent]) await store.insertDelivery(d);
      expect(await store.deleteDeliveriesBefore(cutoff)).toBe(2);
      expect((await store.listDeliveries({ limit: 10 })).items.map((d) => d.id).sort()).toEqual([old[2].id, recent.id].sort());
    });

    it('answers ping', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}
