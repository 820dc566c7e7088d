import type { Collection, Filter } from 'mongodb';
import type { StoredVerificationRecord, VerificationStatus } from '@cp/schema';
import type { DamagedDocument, IdempotencyClaim, IdempotencyEntry, IdempotentAnswer, ListRecordsQuery, Page, RecordStore, TenantScope, UpdateCondition } from './ports.js';
import { tenantFilter } from './mongo-tenant.js';
import { applyPatch, checkRecord, isDamaged, readOrDamaged, readRecord, recordSeal } from './documents.js';
import { conditionHolds, toCondition } from './update-condition.js';
import { clampLimit, decodeCursor, encodeCursor } from './cursor.js';
import { DuplicateRecordError } from './errors.js';
import { escapeKeys, unescapeKeys } from './mongo-keys.js';
import { isDuplicateKey, type SharedMongo } from './mongo-connection.js';
import { MongoIdempotencyLedger } from './mongo-idempotency.js';
import { compareAndSet } from './mongo-compare-and-set.js';

/** The record as stored: `_id` is the verification code. */
type RecordDoc = Record<string, unknown> & { _id: string; status: string; createdAt: string };

export class MongoRecordStore implements RecordStore {
  private collection: Promise<Collection<RecordDoc>> | undefined;
  private readonly idempotency: MongoIdempotencyLedger;

  constructor(
    private readonly mongo: SharedMongo,
    private readonly collectionName = 'records',
  ) {
    mongo.acquire();
    this.idempotency = new MongoIdempotencyLedger(() => this.mongo.db(), `${collectionName}_idempotency_keys`);
  }

  private coll(): Promise<Collection<RecordDoc>> {
    return (this.collection ??= (async () => {
      const c = (await this.mongo.db()).collection<RecordDoc>(this.collectionName);
      await c.createIndexes([
        { key: { createdAt: -1, _id: -1 }, name: 'by_created' },
        { key: { status: 1, createdAt: -1, _id: -1 }, name: 'by_status' },
        { key: { tenant: 1, createdAt: -1, _id: -1 }, name: 'by_tenant' },
      ]);
      return c;
    })());
  }

  private fromDoc(doc: RecordDoc): StoredVerificationRecord {
    const { _id, ...rest } = unescapeKeys(doc);
    return readRecord({ verificationCode: _id, ...rest }, _id);
  }

  private toDoc(record: StoredVerificationRecord): RecordDoc {
    const { verificationCode, ...rest } = escapeKeys(record);
    return { _id: verificationCode, ...rest, ...recordSeal() } as RecordDoc;
  }

  async insert(record: StoredVerificationRecord): Promise<void> {
    const doc = checkRecord(record);
    try {
      await (await this.coll()).insertOne(this.toDoc(doc));
    } catch (err) {
      if (isDuplicateKey(err)) throw new DuplicateRecordError(record.verificationCode);
      throw err;
    }
  }

  async get(code: string, scope: TenantScope = {}): Promise<StoredVerificationRecord | null> {
    const doc = await (await this.coll()).findOne({ _id: code, ...tenantFilter(scope.tenant) });
    return doc ? this.fromDoc(doc) : null;
  }

  async update(
    code: string,
    patch: Partial<StoredVerificationRecord>,
    when?: VerificationStatus[] | UpdateCondition,
  ): Promise<StoredVerificationRecord | null> {
    const coll = await this.coll();
    const cond = toCondition(when);
    // Validate the patched document before writing; the write itself is the atomic
    // compare-and-set on status (and attempts). Fields are replaced whole at the top
    // level, so a concurrent change of another field cannot make the result invalid.
    const current = await this.get(code);
    if (!current) return null;
    if (!conditionHolds(current, cond)) return null;
    const { verificationCode: _ignored, ...fields } = patch;
    const next = checkRecord(applyPatch(current, fields));
    const $set: Record<string, unknown> = {};
    const $unset: Record<string, ''> = {};
    for (const [k, v] of Object.entries(fields)) {
      if (v === undefined) $unset[k] = '';
      else $set[k] = escapeKeys((next as Record<string, unknown>)[k]);
    }
    const filter: Filter<RecordDoc> = { _id: code };
    if (cond.status) filter.status = { $in: cond.status };
    if (cond.attempts !== undefined) {
      // A record that never ran has no attempts field.
      filter.attempts = cond.attempts === 0 ? { $in: [0, null] } : cond.attempts;
    }
    const update: Record<string, unknown> = {};
    if (Object.keys($set).length) update.$set = $set;
    if (Object.keys($unset).length) update.$unset = $unset;
    if (!Object.keys(update).length) return current;
    // Checked whole above: the document is this service's, under this schema.
    update.$set = { ...(update.$set as object), ...recordSeal() };
    // What was read with this patch applied, as the SQLite store answers; no read back,
    // since progress saves come through here many times a parse.
    return (await compareAndSet(coll, filter, update)) ? next : null;
  }

  async replaceDamaged(record: StoredVerificationRecord): Promise<boolean> {
    const doc = checkRecord(record);
    const coll = await this.coll();
    const stored = await coll.findOne({ _id: doc.verificationCode });
    if (!stored || !isDamaged(readOrDamaged(() => this.fromDoc(stored), stored._id, null))) return false;
    const res = await coll.replaceOne({ _id: doc.verificationCode }, this.toDoc(doc));
    return res.matchedCount > 0;
  }

  async delete(code: string): Promise<boolean> {
    const res = await (await this.coll()).deleteOne({ _id: code });
    return res.deletedCount > 0;
  }

  async has(code: string): Promise<boolean> {
    return (await (await this.coll()).countDocuments({ _id: code }, { limit: 1 })) > 0;
  }

  async list(query: ListRecordsQuery): Promise<Page<StoredVerificationRecord | DamagedDocument>> {
    const limit = clampLimit(query.limit);
    const after = decodeCursor(query.cursor);
    const and: Filter<RecordDoc>[] = [];
    if (query.status?.length) {
      // A status as a client sees it: expiry is decided by the clock (see ListRecordsQuery).
      const now = query.now ?? new Date().toISOString();
      const live = query.status.filter((s) => s !== 'expired');
      const either: Filter<RecordDoc>[] = [];
      if (live.length) either.push({ status: { $in: live }, $or: [{ status: 'verified' }, { expiresAt: { $gt: now } }] });
      if (query.status.includes('expired')) either.push({ $or: [{ status: 'expired' }, { status: { $ne: 'verified' }, expiresAt: { $lte: now } }] });
      and.push({ $or: either });
    }
    if (query.tenant !== undefined) and.push(tenantFilter(query.tenant));
    if (after) and.push({ $or: [{ createdAt: { $lt: after.t } }, { createdAt: after.t, _id: { $lt: after.id } }] });
    const filter: Filter<RecordDoc> = and.length ? { $and: and } : {};
    const docs = await (await this.coll())
      .find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit + 1)
      .toArray();
    const page = docs.slice(0, limit);
    const items = page.map((d) => readOrDamaged(() => this.fromDoc(d), d._id, d.createdAt));
    const last = page[page.length - 1];
    return { items, nextCursor: docs.length > limit && last ? encodeCursor({ t: String(last.createdAt ?? ''), id: last._id }) : null };
  }

  async codesWithStatus(status: VerificationStatus[], options: { updatedBefore?: string } = {}): Promise<string[]> {
    if (!status.length) return [];
    const filter: Filter<RecordDoc> = { status: { $in: status } };
    if (options.updatedBefore) filter.updatedAt = { $lt: options.updatedBefore };
    const docs = await (await this.coll())
      .find(filter, { projection: { _id: 1 } })
      .sort({ createdAt: 1, _id: 1 })
      .toArray();
    return docs.map((d) => d._id);
  }

  claimIdempotencyKey(entry: IdempotencyEntry, now: string): Promise<IdempotencyClaim> {
    return this.idempotency.claimIdempotencyKey(entry, now);
  }

  completeIdempotencyKey(tenant: string, key: string, token: string, done: { fileSha256: string; answer: IdempotentAnswer; expiresAt: string }): Promise<boolean> {
    return this.idempotency.completeIdempotencyKey(tenant, key, token, done);
  }

  releaseIdempotencyKey(tenant: string, key: string, token: string): Promise<void> {
    return this.idempotency.releaseIdempotencyKey(tenant, key, token);
  }

  deleteExpiredIdempotencyKeys(now: string): Promise<number> {
    return this.idempotency.deleteExpiredIdempotencyKeys(now);
  }

  async ping(): Promise<void> {
    await this.mongo.ping();
  }

  async close(): Promise<void> {
    await this.mongo.release();
  }
}
