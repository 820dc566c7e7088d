import type { Collection } from 'mongodb';
import type { StoredContract } from '@cp/schema';
import { DuplicateContractError, type ContractStore, type DamagedDocument, type Page, type TenantScope } from './ports.js';
import { tenantFilter } from './mongo-tenant.js';
import { checkContract, contractSeal, damaged, readContract, readOrDamaged } from './documents.js';
import { CorruptDocumentError } from './errors.js';
import { clampLimit, decodeCursor, encodeCursor } from './cursor.js';
import { escapeKeys, unescapeKeys } from './mongo-keys.js';
import { isDuplicateKey, type SharedMongo } from './mongo-connection.js';
import { compareAndSet } from './mongo-compare-and-set.js';

/** The contract as stored: `_id` is the contract id; verificationCode is unique. */
type ContractDoc = Record<string, unknown> & { _id: string; verificationCode: string; version: number; createdAt: string };

export class MongoContractStore implements ContractStore {
  private collection: Promise<Collection<ContractDoc>> | undefined;

  constructor(
    private readonly mongo: SharedMongo,
    private readonly collectionName = 'contracts',
  ) {
    mongo.acquire();
  }

  private coll(): Promise<Collection<ContractDoc>> {
    return (this.collection ??= (async () => {
      const c = (await this.mongo.db()).collection<ContractDoc>(this.collectionName);
      await c.createIndexes([
        { key: { verificationCode: 1 }, name: 'one_contract_per_code', unique: true },
        { key: { createdAt: 1, _id: 1 }, name: 'by_created' },
        { key: { tenant: 1, createdAt: 1, _id: 1 }, name: 'by_tenant' },
      ]);
      return c;
    })());
  }

  private fromDoc(doc: ContractDoc): StoredContract {
    const { _id, ...rest } = unescapeKeys(doc);
    return readContract({ contractId: _id, ...rest }, _id);
  }

  async create(contract: StoredContract): Promise<void> {
    const { contractId, ...rest } = escapeKeys(checkContract(contract));
    try {
      await (await this.coll()).insertOne({ _id: contractId, ...rest, ...contractSeal() });
    } catch (err) {
      const pattern = (err as { keyPattern?: Record<string, unknown> }).keyPattern;
      if (isDuplicateKey(err) && (!pattern || 'verificationCode' in pattern)) {
        const existing = await this.getByVerificationCode(contract.verificationCode);
        if (existing) throw new DuplicateContractError(existing);
      }
      throw err;
    }
  }

  async get(contractId: string, scope: TenantScope = {}): Promise<StoredContract | null> {
    const doc = await (await this.coll()).findOne({ _id: contractId, ...tenantFilter(scope.tenant) });
    return doc ? this.fromDoc(doc) : null;
  }

  async getByVerificationCode(code: string): Promise<StoredContract | null> {
    const doc = await (await this.coll()).findOne({ verificationCode: code });
    return doc ? this.fromDoc(doc) : null;
  }

  async replace(
    contractId: string,
    parsedData: StoredContract['parsedData'],
    expectedVersion?: number,
  ): Promise<StoredContract | 'missing' | 'stale'> {
    const coll = await this.coll();
    // Without an expected version the caller wants its data in whatever version is
    // current: a concurrent writer only means reading the version again.
    for (let tries = 0; ; tries++) {
      const current = await this.get(contractId);
      if (!current) return 'missing';
      const version = expectedVersion ?? current.version;
      if (current.version !== version) return 'stale';
      const updatedAt = new Date().toISOString();
      const next = checkContract({ ...current, parsedData, version: version + 1, updatedAt });
      // The version in the filter is the compare-and-set. Every write of a contract
      // moves its version, so a matched write leaves exactly `next` behind.
      const written = await compareAndSet(
        coll,
        { _id: contractId, version },
        { $set: { parsedData: escapeKeys(next.parsedData), updatedAt, ...contractSeal() }, $inc: { version: 1 } } as Record<string, unknown>,
      );
      if (written) return next;
      if (expectedVersion !== undefined || tries >= 10) {
        return (await coll.countDocuments({ _id: contractId }, { limit: 1 })) ? 'stale' : 'missing';
      }
    }
  }

  async delete(contractId: string, expectedVersion?: number): Promise<StoredContract | DamagedDocument | 'stale' | null> {
    const coll = await this.coll();
    // Read, then delete with the version in the filter (the compare-and-set): plain
    // deleteOne works on every wire-compatible server, find-and-delete does not.
    for (;;) {
      const doc = await coll.findOne({ _id: contractId });
      if (!doc) return null;
      let current: StoredContract;
      try {
        current = this.fromDoc(doc);
      } catch (err) {
        if (!(err instanceof CorruptDocumentError) || expectedVersion !== undefined) throw err;
        // Damaged: its version cannot be read, so it is deleted as it is.
        const { deletedCount } = await coll.deleteOne({ _id: contractId });
        if (deletedCount !== 1) return null;
        const raw = doc as { tenant?: unknown; verificationCode?: unknown };
        return {
          ...damaged(contractId, doc.createdAt, err.errors),
          ...(typeof raw.tenant === 'string' ? { tenant: raw.tenant } : {}),
          ...(typeof raw.verificationCode === 'string' ? { verificationCode: raw.verificationCode } : {}),
        };
      }
      if (expectedVersion !== undefined && current.version !== expectedVersion) return 'stale';
      const { deletedCount } = await coll.deleteOne({ _id: contractId, version: current.version });
      if (deletedCount === 1) return current;
      // Changed or deleted meanwhile: a conditional delete is stale, an unconditional one looks again.
      if (expectedVersion !== undefined) return (await coll.countDocuments({ _id: contractId }, { limit: 1 })) ? 'stale' : null;
    }
  }

  async list(query: { limit: number; cursor?: string | null } & TenantScope): Promise<Page<StoredContract | DamagedDocument>> {
    const limit = clampLimit(query.limit);
    const after = decodeCursor(query.cursor);
    const and: Record<string, unknown>[] = [];
    if (query.tenant !== undefined) and.push(tenantFilter(query.tenant));
    if (after) and.push({ $or: [{ createdAt: { $gt: after.t } }, { createdAt: after.t, _id: { $gt: after.id } }] });
    const filter = and.length ? { $and: and } : {};
    const docs = await (await this.coll())
      .find(filter)
      .sort({ createdAt: 1, _id: 1 })
      .limit(limit + 1)
      .toArray();
    const page = docs.slice(0, limit);
    const items = page.map((d) => readOrDamaged(() => this.fromDoc(d), d._id, d.createdAt));
    const last = page[page.length - 1];
    return { items, nextCursor: docs.length > limit && last ? encodeCursor({ t: String(last.createdAt ?? ''), id: last._id }) : null };
  }

  async ping(): Promise<void> {
    await this.mongo.ping();
  }

  async close(): Promise<void> {
    await this.mongo.release();
  }
}
