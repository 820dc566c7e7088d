// The webhook interface: a tenant registers callback URLs for events, reads and
// deletes them, lists deliveries (dead ones to act on) and replays one. Everything
// is scoped to the request's tenant: another tenant's ids answer 404. A key with the
// admin scope sees and replays every tenant's deliveries; the tenant's name grants
// nothing. The routes need `parse` or `read`, and each event the scope that reads
// what it tells (event-scopes.ts).
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/swagger';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ProblemError, jsonResponse, problemResponses, requireJson, seesAllTenants } from '@cp/http';
import type { TaskQueue } from '@cp/queue';
import type { WebhookStore } from './store.js';
import { DELIVERY_STATES, WEBHOOK_EVENTS, type Delivery, type Subscription } from './types.js';
import { EVENT_SCOPES, eventsBeyondScopes } from './event-scopes.js';
import type { DeliveryTask } from './delivery-handler.js';
import { newSecret, newSubscriptionId } from './secrets.js';

export interface WebhookRoutesOptions {
  store: WebhookStore;
  queue: TaskQueue<DeliveryTask>;
  now?: () => Date;
}

const EventType = Type.Union(
  WEBHOOK_EVENTS.map((e) => Type.Literal(e)),
  { description: 'parse.completed and parse.failed when a parse job ends (scope parse); contract.* when a contract is created by verification, changed or deleted (scope read)' },
);

const SubscriptionRequest = Type.Object(
  {
    url: Type.String({ format: 'uri', maxLength: 2048, description: 'http(s) URL that receives POSTed events' }),
    events: Type.Array(EventType, { minItems: 1, uniqueItems: true }),
    description: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);

const SubscriptionShape = {
  id: Type.String(),
  url: Type.String(),
  events: Type.Array(EventType),
  description: Type.Optional(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
};
const WebhookSubscription = Type.Object(SubscriptionShape, { $id: 'WebhookSubscription' });
const CreatedSubscription = Type.Object(
  { ...SubscriptionShape, secret: Type.String({ description: 'whsec_ + base64: verifies the webhook-signature header. Shown only in this answer.' }) },
  { $id: 'CreatedWebhookSubscription' },
);
const SubscriptionList = Type.Object({ items: Type.Array(WebhookSubscription) });

const AttemptShape = Type.Object({
  at: Type.String({ format: 'date-time' }),
  statusCode: Type.Optional(Type.Integer()),
  error: Type.Optional(Type.String()),
  durationMs: Type.Number(),
});
const WebhookDelivery = Type.Object(
  {
    id: Type.String({ description: 'The webhook-id header' }),
    subscriptionId: Type.String(),
    tenant: Type.String(),
    type: EventType,
    state: Type.Union(DELIVERY_STATES.map((s) => Type.Literal(s))),
    attempts: Type.Array(AttemptShape),
    payload: Type.String({ description: 'The JSON body sent' }),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'WebhookDelivery' },
);
const DeliveryList = Type.Object({ items: Type.Array(WebhookDelivery), nextCursor: Type.Union([Type.String(), Type.Null()]) });

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
const DeliveryQuery = Type.Object(
  {
    state: Type.Optional(Type.Union(DELIVERY_STATES.map((s) => Type.Literal(s)))),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    cursor: Type.Optional(Type.String({ minLength: 1 })),
  },
  { additionalProperties: false },
);

/** A key with the admin scope (ADMIN_API_KEY among them) sees every tenant's deliveries; a tenant's name grants nothing. */
export function isAdmin(req: FastifyRequest): boolean {
  return seesAllTenants(req);
}

/** Any key that may subscribe to some event may manage its tenant's subscriptions. */
const SUBSCRIBER = { scope: ['parse', 'read'] } as const;

function present(sub: Subscription) {
  const { secret: _secret, tenant: _tenant, ...shown } = sub;
  return shown;
}

export const webhookRoutes: FastifyPluginAsyncTypebox<WebhookRoutesOptions> = async (app, { store, queue, now = () => new Date() }) => {
  const tags = ['webhooks'];

  async function ownSubscription(req: FastifyRequest, id: string): Promise<Subscription> {
    const sub = await store.getSubscription(id);
    if (!sub || sub.tenant !== req.tenant) throw new ProblemError('webhookNotFound', `There is no webhook subscription ${id}.`);
    return sub;
  }

  app.post(
    '/webhooks',
    {
      schema: {
        summary: 'Register a callback URL for events',
        description: 'The answer carries the signing secret, shown this once. Deliveries follow the Standard Webhooks spec (webhook-id, webhook-timestamp, webhook-signature headers).',
        operationId: 'createWebhook',
        tags,
        body: SubscriptionRequest,
        response: {
          201: jsonResponse(CreatedSubscription, 'The subscription and its secret', {
            Location: { type: 'string', description: 'The new subscription: /webhooks/{id}' },
          }),
          ...problemResponses(400, 401, 403, 415),
        },
      },
      preValidation: requireJson,
      config: SUBSCRIBER,
    },
    async (req, reply) => {
      const { url, events, description } = req.body;
      const beyond = eventsBeyondScopes(events, req.scopes);
      if (beyond.length) {
        throw new ProblemError(
          'forbidden',
          `The key "${req.principal}" has the scopes ${req.scopes.join(', ')}; ${beyond.map((e) => `${e} needs "${EVENT_SCOPES[e]}"`).join(', ')}.`,
        );
      }
      const scheme = new URL(url).protocol;
      if (scheme !== 'https:' && scheme !== 'http:') {
        throw new ProblemError('validationFailed', `The callback URL must be http or https, not ${scheme}.`, { errors: [{ path: 'url', message: 'must be an http or https URL' }] });
      }
      const sub: Subscription = {
        id: newSubscriptionId(),
        tenant: req.tenant,
        url,
        events,
        ...(description !== undefined ? { description } : {}),
        secret: newSecret(),
        createdAt: now().toISOString(),
      };
      await store.createSubscription(sub);
      req.log.info({ subscriptionId: sub.id, events }, 'webhook subscription created');
      return reply.status(201).header('location', `/webhooks/${sub.id}`).send({ ...present(sub), secret: sub.secret });
    },
  );

  app.get('/webhooks', {
    schema: { summary: "List this tenant's webhook subscriptions", operationId: 'listWebhooks', tags, response: { 200: jsonResponse(SubscriptionList, 'Subscriptions, oldest first'), ...problemResponses(401) } },
    config: SUBSCRIBER,
  }, async (req) => ({ items: (await store.listSubscriptions(req.tenant)).map(present) }));

  app.get(
    '/webhooks/deliveries',
    {
      schema: {
        summary: 'List webhook deliveries, newest first (e.g. state=dead)',
        description: "A key sees its tenant's deliveries; a key with the admin scope sees every tenant's.",
        operationId: 'listWebhookDeliveries',
        tags,
        querystring: DeliveryQuery,
        response: { 200: jsonResponse(DeliveryList, 'A page of deliveries'), ...problemResponses(400, 401) },
      },
      config: SUBSCRIBER,
    },
    async (req) => {
      const page = await store.listDeliveries({
        ...(isAdmin(req) ? {} : { tenant: req.tenant }),
        ...(req.query.state ? { state: req.query.state } : {}),
        limit: req.query.limit ?? 20,
        cursor: req.query.cursor ?? null,
      });
      return page;
    },
  );

  app.post(
    '/webhooks/deliveries/:id/replay',
    {
      schema: {
        summary: 'Send a delivery again (a dead one, typically)',
        description: "Queued with fresh attempts; the webhook-id stays the same, so receivers can de-duplicate. A key with the admin scope may replay every tenant's deliveries.",
        operationId: 'replayWebhookDelivery',
        tags,
        params: IdParams,
        response: { 202: jsonResponse(WebhookDelivery, 'Queued again'), ...problemResponses(401, 404) },
      },
      config: SUBSCRIBER,
    },
    async (req, reply) => {
      const { id } = req.params;
      const found = await store.getDelivery(id);
      if (!found || (found.tenant !== req.tenant && !isAdmin(req))) throw new ProblemError('deliveryNotFound', `There is no webhook delivery ${id}.`);
      const updated = (await store.updateDelivery(id, { state: 'pending', attempts: found.attempts, updatedAt: now().toISOString() })) as Delivery;
      await queue.add({ deliveryId: id });
      req.log.info({ deliveryId: id }, 'webhook delivery replayed');
      return reply.status(202).send(updated);
    },
  );

  app.get(
    '/webhooks/:id',
    {
      schema: { summary: 'Read a webhook subscription', operationId: 'getWebhook', tags, params: IdParams, response: { 200: jsonResponse(WebhookSubscription, 'The subscription'), ...problemResponses(401, 404) } },
      config: SUBSCRIBER,
    },
    async (req) => present(await ownSubscription(req, req.params.id)),
  );

  app.delete(
    '/webhooks/:id',
    {
      schema: {
        summary: 'Delete a webhook subscription',
        description: 'Deliveries still pending for it end as dead.',
        operationId: 'deleteWebhook',
        tags,
        params: IdParams,
        response: { 204: { description: 'Deleted', type: 'null' }, ...problemResponses(401, 404) },
      },
      config: SUBSCRIBER,
    },
    async (req, reply) => {
      const sub = await ownSubscription(req, req.params.id);
      await store.deleteSubscription(sub.id);
      req.log.info({ subscriptionId: sub.id }, 'webhook subscription deleted');
      return reply.status(204).send();
    },
  );
};
