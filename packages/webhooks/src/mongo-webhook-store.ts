// MongoDB adapter of the webhook store: collections webhookSubscriptions and
// webhookDeliveries, documents keyed by their id.
import { MongoClient, type Collection, type Db, type Filter } from 'mongodb';
import type { ListDeliveriesQuery, WebhookStore } from './store.js';
import type { Delivery, DeliveryPage, Subscription, WebhookEventType } from './types.js';
import { decodeCursor, encodeCursor } from '@cp/storage';

type Stored<T> = T & { _id: string };

function strip<T>(doc: Stored<T> | null): T | null {
  if (!doc) return null;
  const { _id, ...rest } = doc;
  return rest as unknown as T;
}

export class MongoWebhookStore implements WebhookStore {
  private readonly client: MongoClient;
  private ready: Promise<Db> | undefined;

  constructor(url: string, private readonly dbName?: string) {
    this.client = new MongoClient(url, { serverSelectionTimeoutMS: 5_000, connectTimeoutMS: 5_000 });
  }

  private db(): Promise<Db> {
    return (this.ready ??= (async () => {
      await this.client.connect();
      const db = this.client.db(this.dbName);
      await db.collection('webhookSubscriptions').createIndex({ tenant: 1, createdAt: 1 });
      await db.collection('webhookDeliveries').createIndex({ tenant: 1, state: 1, createdAt: -1, _id: -1 });
      await db.collection('webhookDeliveries').createIndex({ createdAt: -1, _id: -1 });
      return db;
    })().catch((err: unknown) => {
      this.ready = undefined;
      throw err;
    }));
  }

  private async subs(): Promise<Collection<Stored<Subscription>>> {
    return (await this.db()).collection<Stored<Subscription>>('webhookSubscriptions');
  }

  private async deliveries(): Promise<Collection<Stored<Delivery>>> {
    return (await this.db()).collection<Stored<Delivery>>('webhookDeliveries');
  }

  async createSubscription(sub: Subscription): Promise<void> {
    await (await this.subs()).insertOne({ ...sub, _id: sub.id });
  }

  async getSubscription(id: string): Promise<Subscription | null> {
    return strip(await (await this.subs()).findOne({ _id: id }));
  }

  async listSubscriptions(tenant: string): Promise<Subscription[]> {
    const docs = await (await this.subs()).find({ tenant }).sort({ createdAt: 1, _id: 1 }).toArray();
    return docs.map((d) => strip(d)!);
  }

  async subscriptionsFor(tenant: string, event: WebhookEventType): Promise<Subscription[]> {
    const docs = await (await this.subs()).find({ tenant, events: event }).sort({ createdAt: 1, _id: 1 }).toArray();
    return docs.map((d) => strip(d)!);
  }

  async deleteSubscription(id: string): Promise<boolean> {
    return (await (await this.subs()).deleteOne({ _id: id })).deletedCount > 0;
  }

  async insertDelivery(d: Delivery): Promise<void> {
    await (await this.deliveries()).insertOne({ ...d, _id: d.id });
  }

  async getDelivery(id: string): Promise<Delivery | null> {
    return strip(await (await this.deliveries()).findOne({ _id: id }));
  }

  async updateDelivery(id: string, patch: Pick<Delivery, 'state' | 'attempts' | 'updatedAt'>): Promise<Delivery | null> {
    const updated = await (await this.deliveries()).findOneAndUpdate(
      { _id: id },
      { $set: { state: patch.state, attempts: patch.attempts, updatedAt: patch.updatedAt } },
      { returnDocument: 'after' },
    );
    return strip(updated);
  }

  async deleteDeliveriesBefore(cutoff: string): Promise<number> {
    return (await (await this.deliveries()).deleteMany({ createdAt: { $lt: cutoff }, state: { $ne: 'pending' } })).deletedCount;
  }

  async listDeliveries(query: ListDeliveriesQuery): Promise<DeliveryPage> {
    const filter: Filter<Stored<Delivery>> = {};
    if (query.tenant !== undefined) filter.tenant = query.tenant;
    if (query.state) filter.state = query.state;
    const after = decodeCursor(query.cursor);
    if (after) filter.$or = [{ createdAt: { $lt: after.t } }, { createdAt: after.t, _id: { $lt: after.id } }];
    const docs = await (await this.deliveries()).find(filter).sort({ createdAt: -1, _id: -1 }).limit(query.limit + 1).toArray();
    const items = docs.slice(0, query.limit).map((d) => strip(d)!);
    const last = items[items.length - 1];
    return { items, nextCursor: docs.length > query.limit && last ? encodeCursor({ t: last.createdAt, id: last.id }) : null };
  }

  async ping(): Promise<void> {
    await (await this.db()).command({ ping: 1 });
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
