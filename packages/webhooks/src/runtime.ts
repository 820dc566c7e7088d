// The webhooks of one process: the store, the delivery queue (BullMQ when REDIS_URL
// is set, in-process otherwise), the event emitter, and, where deliveries are run,
// their consumer. Worker processes consume; the gateway and contracts processes only
// queue, unless their queue is in-process (then nobody else could run it).
import type { Config, Metrics } from '@cp/http';
import { BullMqTaskQueue, InProcessTaskQueue, type TaskQueue } from '@cp/queue';
import type { WebhookStore } from './store.js';
import { openWebhookStore } from './open-webhook-store.js';
import { createDeliveryHandler, type DeliveryHandlerDeps, type DeliveryTask } from './delivery-handler.js';
import { createWebhookEvents, type WebhookEvents } from './events.js';

export const DELIVERY_QUEUE = 'webhooks';

export interface Webhooks {
  store: WebhookStore;
  queue: TaskQueue<DeliveryTask> & { kind: 'bullmq' | 'in-process' };
  events: WebhookEvents;
  close(): Promise<void>;
}

type WebhookConfig = Pick<Config, 'redisUrl' | 'queuePrefix' | 'mongodbUrl' | 'dataDir' | 'webhookAttempts' | 'webhookBackoffMs' | 'webhookTimeoutMs'> & { webhookAllowPrivate?: boolean };

export interface OpenWebhooksOptions {
  /** Run deliveries in this process (workers; always for an in-process queue). */
  consume?: boolean;
  /** A store to use instead of the configured one (tests); closed with the rest. */
  store?: WebhookStore;
  metrics?: Metrics;
  logger?: DeliveryHandlerDeps['logger'];
  concurrency?: number;
}

export async function openWebhooks(config: WebhookConfig, options: OpenWebhooksOptions = {}): Promise<Webhooks> {
  const store = options.store ?? openWebhookStore({ mongodbUrl: config.mongodbUrl, dataDir: config.dataDir });
  const retry = { attempts: config.webhookAttempts, backoffMs: config.webhookBackoffMs };
  const queue = config.redisUrl
    ? Object.assign(new BullMqTaskQueue<DeliveryTask>({ url: config.redisUrl, prefix: config.queuePrefix, name: DELIVERY_QUEUE, ...retry }), { kind: 'bullmq' as const })
    : Object.assign(new InProcessTaskQueue<DeliveryTask>(retry), { kind: 'in-process' as const });
  options.metrics?.watchQueue(DELIVERY_QUEUE, () => queue.counts());
  if (options.consume || queue.kind === 'in-process') {
    const handler = createDeliveryHandler({
      store,
      timeoutMs: config.webhookTimeoutMs,
      allowPrivate: config.webhookAllowPrivate,
      logger: options.logger,
      onAttempt: (outcome) => options.metrics?.webhookDeliveries.inc({ outcome }),
    });
    await queue.consume(handler, { concurrency: options.concurrency ?? 4 });
    // An in-process queue forgot its deliveries with the last process: the store remembers them.
    if (queue.kind === 'in-process') await requeuePending(store, queue);
  }
  const events = createWebhookEvents({ store, queue, logger: options.logger });
  return {
    store,
    queue,
    events,
    async close() {
      await queue.close();
      await store.close();
    },
  };
}

async function requeuePending(store: WebhookStore, queue: TaskQueue<DeliveryTask>): Promise<void> {
  let cursor: string | null = null;
  do {
    const page = await store.listDeliveries({ state: 'pending', limit: 100, cursor });
    for (const d of page.items) await queue.add({ deliveryId: d.id });
    cursor = page.nextCursor;
  } while (cursor);
}
