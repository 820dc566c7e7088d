// Runs one delivery attempt from the queue and records it. A failed attempt throws,
// so the queue retries after its backoff; the last failed attempt marks the
// delivery dead instead (it can be replayed).
import type { TaskHandler } from '@cp/queue';
import type { WebhookStore } from './store.js';
import { sendWebhook } from './send-webhook.js';

export interface DeliveryTask {
  deliveryId: string;
}

export interface DeliveryHandlerDeps {
  store: WebhookStore;
  timeoutMs: number;
  /** false: refuse private and loopback addresses (WEBHOOK_ALLOW_PRIVATE). */
  allowPrivate?: boolean;
  /** Counts attempts by outcome (metrics). */
  onAttempt?: (outcome: 'delivered' | 'failed' | 'dead') => void;
  logger?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export class DeliveryFailedError extends Error {
  constructor(readonly deliveryId: string, detail: string) {
    super(`delivery ${deliveryId} failed: ${detail}`);
    this.name = 'DeliveryFailedError';
  }
}

export function createDeliveryHandler(deps: DeliveryHandlerDeps): TaskHandler<DeliveryTask> {
  const { store } = deps;
  return async ({ deliveryId }, { attempt, maxAttempts }) => {
    const delivery = await store.getDelivery(deliveryId);
    if (!delivery || delivery.state !== 'pending') return;
    const sub = await store.getSubscription(delivery.subscriptionId);
    const stamp = () => new Date().toISOString();
    if (!sub) {
      // Unsubscribed meanwhile: nobody wants it any more, and retrying cannot help.
      const at = stamp();
      await store.updateDelivery(deliveryId, { state: 'dead', attempts: [...delivery.attempts, { at, error: 'the subscription was deleted', durationMs: 0 }], updatedAt: at });
      deps.onAttempt?.('dead');
      return;
    }
    const { ok, ...result } = await sendWebhook({ url: sub.url, secret: sub.secret, id: delivery.id, body: delivery.payload }, deps.timeoutMs, { allowPrivate: deps.allowPrivate });
    const attempts = [...delivery.attempts, result];
    const log = { deliveryId, subscriptionId: sub.id, type: delivery.type, attempt, statusCode: result.statusCode, error: result.error };
    if (ok) {
      await store.updateDelivery(deliveryId, { state: 'delivered', attempts, updatedAt: stamp() });
      deps.onAttempt?.('delivered');
      deps.logger?.info(log, 'webhook delivered');
      return;
    }
    const last = attempt >= maxAttempts;
    await store.updateDelivery(deliveryId, { state: last ? 'dead' : 'pending', attempts, updatedAt: stamp() });
    deps.onAttempt?.(last ? 'dead' : 'failed');
    deps.logger?.warn(log, last ? 'webhook delivery dead: no attempt left' : 'webhook delivery failed: will retry');
    if (!last) throw new DeliveryFailedError(deliveryId, result.error ?? `status ${result.statusCode}`);
  };
}
