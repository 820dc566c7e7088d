// @cp/webhooks: tenants' callback URLs, signed deliveries (Standard Webhooks) queued
// and retried with backoff, and the HTTP interface to manage them.
export * from './types.js';
export * from './store.js';
export { SqliteWebhookStore } from './sqlite-webhook-store.js';
export { MongoWebhookStore } from './mongo-webhook-store.js';
export { openWebhookStore } from './open-webhook-store.js';
export { newSecret } from './secrets.js';
export { sendWebhook, signatureHeaders } from './send-webhook.js';
export { isPrivateAddress, PrivateAddressError, publicOnlyAgent } from './address-guard.js';
export { createDeliveryHandler, DeliveryFailedError, type DeliveryTask, type DeliveryHandlerDeps } from './delivery-handler.js';
export { createWebhookEvents, NO_EVENTS, tenantOf, type WebhookEvents } from './events.js';
export { webhookRoutes, isAdmin, type WebhookRoutesOptions } from './routes.js';
export { openWebhooks, DELIVERY_QUEUE, type Webhooks, type OpenWebhooksOptions } from './runtime.js';
