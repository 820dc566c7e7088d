// Idempotency-Keys in MongoDB: `_id` is { tenant, key }, so the unique _id index
// settles concurrent claims across processes; an expired entry is taken over by a
// conditional delete and a new insert, which again only one claimant can win.
import type { Collection, Db } from 'mongodb';
import type { IdempotencyClaim, IdempotencyEntry, IdempotencyLedger, IdempotentAnswer } from './ports.js';
import { isDuplicateKey } from './mongo-connection.js';

type EntryDoc = Omit<IdempotencyEntry, 'tenant' | 'key'> & { _id: { tenant: string; key: string } };

const fromDoc = ({ _id, ...rest }: EntryDoc): IdempotencyEntry => ({ tenant: _id.tenant, key: _id.key, ...rest });

export class MongoIdempotencyLedger implements IdempotencyLedger {
  private collection: Promise<Collection<EntryDoc>> | undefined;

  constructor(
    private readonly db: () => Promise<Db>,
    private readonly collectionName: string,
  ) {}

  private coll(): Promise<Collection<EntryDoc>> {
    return (this.collection ??= (async () => {
      const c = (await this.db()).collection<EntryDoc>(this.collectionName);
      await c.createIndex({ expiresAt: 1 }, { name: 'by_expiry' });
      return c;
    })());
  }

  async claimIdempotencyKey(entry: IdempotencyEntry, now: string): Promise<IdempotencyClaim> {
    const coll = await this.coll();
    const { tenant, key, ...rest } = entry;
    const _id = { tenant, key };
    // A few rounds at most: each one either inserts, finds a live entry, or removes an expired one.
    for (let round = 0; round < 5; round++) {
      try {
        await coll.insertOne({ _id, ...rest });
        return { claimed: true };
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
      const existing = await coll.findOne({ _id });
      if (!existing) continue;
      if (existing.expiresAt > now) return { claimed: false, existing: fromDoc(existing) };
      await coll.deleteOne({ _id, token: existing.token });
    }
    throw new Error(`could not claim the idempotency key ${JSON.stringify(key)}: it keeps changing`);
  }

  async completeIdempotencyKey(
    tenant: string,
    key: string,
    token: string,
    done: { fileSha256: string; answer: IdempotentAnswer; expiresAt: string },
  ): Promise<boolean> {
    const res = await (await this.coll()).updateOne({ _id: { tenant, key }, token }, { $set: { state: 'done', ...done } });
    return res.matchedCount > 0;
  }

  async releaseIdempotencyKey(tenant: string, key: string, token: string): Promise<void> {
    await (await this.coll()).deleteOne({ _id: { tenant, key }, token });
  }

  async deleteExpiredIdempotencyKeys(now: string): Promise<number> {
    return (await (await this.coll()).deleteMany({ expiresAt: { $lte: now } })).deletedCount;
  }
}
