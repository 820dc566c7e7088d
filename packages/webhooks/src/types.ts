// What the webhooks package stores: subscriptions (a tenant's callback URL and the
// events it wants) and deliveries (one event for one subscription, with every
// attempt made to deliver it).

export const WEBHOOK_EVENTS = ['parse.completed', 'parse.failed', 'contract.verified', 'contract.updated', 'contract.deleted'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

export interface Subscription {
  id: string;
  tenant: string;
  url: string;
  events: WebhookEventType[];
  description?: string;
  /** `whsec_` + base64 key: signs every delivery; shown to the client once. */
  secret: string;
  createdAt: string;
}

export interface Attempt {
  at: string;
  /** The receiver's status, when it answered. */
  statusCode?: number;
  /** Why the attempt failed without an answer (timeout, refused...), or what was wrong with it. */
  error?: string;
  durationMs: number;
}

/** pending: queued or between attempts; delivered: a 2xx answer; dead: every attempt failed. */
export const DELIVERY_STATES = ['pending', 'delivered', 'dead'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export interface Delivery {
  /** `msg_…`: the webhook-id header, the same on every attempt and replay (receivers de-duplicate on it). */
  id: string;
  subscriptionId: string;
  tenant: string;
  type: WebhookEventType;
  /** The exact JSON body sent (and signed). */
  payload: string;
  state: DeliveryState;
  attempts: Attempt[];
  createdAt: string;
  updatedAt: string;
}

export interface DeliveryPage {
  items: Delivery[];
  nextCursor: string | null;
}
