import type { Collection } from 'mongodb';
import { validateStoredApiKey, type StoredApiKey } from '@cp/schema';
import type { KeyStore } from './ports.js';
import type { SharedMongo } from './mongo-connection.js';

type KeyDoc = Omit<StoredApiKey, 'id'> & { _id: string };

export class MongoKeyStore implements KeyStore {
  private collection: Promise<Collection<KeyDoc>> | undefined;

  constructor(
    private readonly mongo: SharedMongo,
    private readonly collectionName = 'api_keys',
  ) {
    mongo.acquire();
  }

  private coll(): Promise<Collection<KeyDoc>> {
    return (this.collection ??= (async () => {
      const c = (await this.mongo.db()).collection<KeyDoc>(this.collectionName);
      await c.createIndexes([{ key: { createdAt: 1, _id: 1 }, name: 'by_created' }]);
      return c;
    })());
  }

  private fromDoc({ _id, ...rest }: KeyDoc): StoredApiKey {
    return validateStoredApiKey.assert({ id: _id, ...rest });
  }

  async create(key: StoredApiKey): Promise<void> {
    const { id, ...rest } = validateStoredApiKey.assert(key);
    await (await this.coll()).insertOne({ _id: id, ...rest });
  }

  async get(id: string): Promise<StoredApiKey | null> {
    const doc = await (await this.coll()).findOne({ _id: id });
    return doc ? this.fromDoc(doc) : null;
  }

  async list(): Promise<StoredApiKey[]> {
    const docs = await (await this.coll()).find({}).sort({ createdAt: 1, _id: 1 }).toArray();
    return docs.map((d) => this.fromDoc(d));
  }

  async revoke(id: string, at: string): Promise<StoredApiKey | null> {
    const coll = await this.coll();
    // Only a key not revoked yet takes the time: the first revocation stands.
    await coll.updateOne({ _id: id, revokedAt: { $exists: false } }, { $set: { revokedAt: at } });
    return this.get(id);
  }

  async countActive(): Promise<number> {
    return (await this.coll()).countDocuments({ revokedAt: { $exists: false } });
  }

  async ping(): Promise<void> {
    await this.mongo.ping();
  }

  async close(): Promise<void> {
    await this.mongo.release();
  }
}
