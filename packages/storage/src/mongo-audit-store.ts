import type { Collection, Filter } from 'mongodb';
import { validateAuditEntry, type AuditEntry } from '@cp/schema';
import type { AuditStore, Page, TenantScope } from './ports.js';
import { clampLimit, decodeCursor, encodeCursor } from './cursor.js';
import { escapeKeys, unescapeKeys } from './mongo-keys.js';
import type { SharedMongo } from './mongo-connection.js';

type AuditDoc = Omit<AuditEntry, 'id'> & { _id: string };

export class MongoAuditStore implements AuditStore {
  private collection: Promise<Collection<AuditDoc>> | undefined;

  constructor(
    private readonly mongo: SharedMongo,
    private readonly collectionName = 'audit',
  ) {
    mongo.acquire();
  }

  private coll(): Promise<Collection<AuditDoc>> {
    return (this.collection ??= (async () => {
      const c = (await this.mongo.db()).collection<AuditDoc>(this.collectionName);
      await c.createIndexes([{ key: { contractId: 1, tenant: 1, at: -1, _id: -1 }, name: 'by_contract' }]);
      return c;
    })());
  }

  async append(entry: AuditEntry): Promise<void> {
    const { id, ...rest } = escapeKeys(validateAuditEntry.assert(entry));
    await (await this.coll()).insertOne({ _id: id, ...rest });
  }

  async list(query: { contractId: string; limit: number; cursor?: string | null } & TenantScope): Promise<Page<AuditEntry>> {
    const limit = clampLimit(query.limit);
    const after = decodeCursor(query.cursor);
    const and: Filter<AuditDoc>[] = [{ contractId: query.contractId }];
    if (query.tenant !== undefined) and.push({ tenant: query.tenant });
    if (after) and.push({ $or: [{ at: { $lt: after.t } }, { at: after.t, _id: { $lt: after.id } }] });
    const docs = await (await this.coll())
      .find({ $and: and })
      .sort({ at: -1, _id: -1 })
      .limit(limit + 1)
      .toArray();
    const page = docs.slice(0, limit);
    const last = page[page.length - 1];
    return {
      items: page.map((d) => {
        const { _id, ...rest } = unescapeKeys(d);
        return validateAuditEntry.assert({ id: _id, ...rest });
      }),
      nextCursor: docs.length > limit && last ? encodeCursor({ t: last.at, id: last._id }) : null,
    };
  }

  async ping(): Promise<void> {
    await this.mongo.ping();
  }

  async close(): Promise<void> {
    await this.mongo.release();
  }
}
