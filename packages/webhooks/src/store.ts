// Port of the webhook store. Adapters: SQLite (embedded mode, DATA_DIR/webhooks.db)
// and MongoDB; both pass the shared suite in packages/webhooks/test/.
import type { Delivery, DeliveryPage, DeliveryState, Subscription, WebhookEventType } from './types.js';

export interface ListDeliveriesQuery {
  /** Only this tenant's deliveries; all tenants when unset (admin). */
  tenant?: string;
  state?: DeliveryState;
  limit: number;
  cursor?: string | null;
}

export interface WebhookStore {
  createSubscription(sub: Subscription): Promise<void>;
  getSubscription(id: string): Promise<Subscription | null>;
  /** A tenant's subscriptions, oldest first. */
  listSubscriptions(tenant: string): Promise<Subscription[]>;
  /** The tenant's subscriptions that want `event`. */
  subscriptionsFor(tenant: string, event: WebhookEventType): Promise<Subscription[]>;
  deleteSubscription(id: string): Promise<boolean>;
  insertDelivery(delivery: Delivery): Promise<void>;
  getDelivery(id: string): Promise<Delivery | null>;
  /** Writes the delivery's state and attempts; null when it is gone. */
  updateDelivery(id: string, patch: Pick<Delivery, 'state' | 'attempts' | 'updatedAt'>): Promise<Delivery | null>;
  /** Removes finished (delivered or dead) deliveries created before `cutoff` (ISO); returns how many. */
  deleteDeliveriesBefore(cutoff: string): Promise<number>;
  /** Newest first. */
  listDeliveries(query: ListDeliveriesQuery): Promise<DeliveryPage>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
