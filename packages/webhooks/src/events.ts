// Where events enter: one delivery per subscription of the tenant that wants the
// event, stored first and then queued. Emitting never fails its caller (a parse
// job, a verification): an event that cannot be stored is logged and dropped.
import type { TaskQueue } from '@cp/queue';
import type { WebhookStore } from './store.js';
import type { Delivery, WebhookEventType } from './types.js';
import type { DeliveryTask } from './delivery-handler.js';
import { newDeliveryId } from './secrets.js';

export interface WebhookEvents {
  /** Queues `type` for the tenant's subscribers; resolves once queued (never rejects). */
  emit(tenant: string, type: WebhookEventType, data: Record<string, unknown>): Promise<void>;
}

/** Emits nothing: for roles and tests without webhooks. */
export const NO_EVENTS: WebhookEvents = { emit: async () => undefined };

/** The tenant a stored record or contract belongs to; documents from before tenants belong to 'default'. */
export function tenantOf(doc: object): string {
  const t = (doc as { tenant?: unknown }).tenant;
  return typeof t === 'string' && t ? t : 'default';
}

export function createWebhookEvents(deps: {
  store: WebhookStore;
  queue: TaskQueue<DeliveryTask>;
  logger?: { warn(obj: object, msg: string): void };
  now?: () => Date;
}): WebhookEvents {
  const now = deps.now ?? (() => new Date());
  return {
    async emit(tenant, type, data) {
      try {
        const subs = await deps.store.subscriptionsFor(tenant, type);
        for (const sub of subs) {
          const at = now().toISOString();
          // The Standard Webhooks payload shape: type, timestamp, data.
          const delivery: Delivery = {
            id: newDeliveryId(),
            subscriptionId: sub.id,
            tenant,
            type,
            payload: JSON.stringify({ type, timestamp: at, data }),
            state: 'pending',
            attempts: [],
            createdAt: at,
            updatedAt: at,
          };
          await deps.store.insertDelivery(delivery);
          await deps.queue.add({ deliveryId: delivery.id });
        }
      } catch (err) {
        deps.logger?.warn({ err, type }, 'webhook event could not be queued');
      }
    },
  };
}
