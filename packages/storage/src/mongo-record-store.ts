import type { Collection, Filter } from 'mongodb';
import type { StoredVerificationRecord, VerificationStatus } from '@cp/schema';
import type { ListRecordsQuery, Page, RecordStore } from './ports.js';
import { applyPatch, checkRecord, readRecord } from './documents.js';
import { clampLimit, decodeCursor, encodeCursor } from './cursor.js';
import { DuplicateRecordError } from './errors.js';
import { escapeKeys, unescapeKeys } from './mongo-keys.js';
import { isDuplicateKey, type SharedMongo } from './mongo-connection.js';

/** The record as stored: `_id` is the verification code. */
type RecordDoc = Record<string, unknown> & { _id: string; status: string; createdAt: string };

export class MongoRecordStore implements RecordStore {
  private collection: Promise<Collection<RecordDoc>> | undefined;

  constructor(
    private readonly mongo: SharedMongo,
    private readonly collectionName = 'records',
  ) {
    mongo.acquire();
  }

  private coll(): Promise<Collection<RecordDoc>> {
    return (this.collection ??= (async () => {
      const c = (await this.mongo.db()).collection<RecordDoc>(this.collectionName);
      await c.createIndexes([
        { key: { createdAt: -1, _id: -1 }, name: 'by_created' },
        { key: { status: 1, createdAt: -1, _id: -1 }, name: 'by_status' },
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
    return { _id: verificationCode, ...rest } as RecordDoc;
  }

  async insert(record: StoredVerificationRecord): Promise<void> {
    checkRecord(record);
    try {
      await (await this.coll()).insertOne(this.toDoc(record));
    } catch (err) {
      if (isDuplicateKey(err)) throw new DuplicateRecordError(record.verificationCode);
      throw err;
    }
  }

  async get(code: string): Promise<StoredVerificationRecord | null> {
    const doc = await (await this.coll()).findOne({ _id: code });
    return doc ? this.fromDoc(doc) : null;
  }

  async update(
    code: string,
    patch: Partial<StoredVerificationRecord>,
    ifStatus?: VerificationStatus[],
  ): Promise<StoredVerificationRecord | null> {
    const coll = await this.coll();
    // Validate the patched document before writing; the write itself is the atomic
    // compare-and-set on status. Fields are replaced whole at the top level, so a
    // concurrent change of another field cannot make the result invalid.
    const current = await this.get(code);
    if (!current) return null;
    if (ifStatus && !ifStatus.includes(current.status)) return null;
    const { verificationCode: _ignored, ...fields } = patch;
    checkRecord(applyPatch(current, fields));
    const $set: Record<string, unknown> = {};
    const $unset: Record<string, ''> = {};
    for (const [k, v] of Object.entries(fields)) {
      if (v === undefined) $unset[k] = '';
      else $set[k] = escapeKeys(v);
    }
    const filter: Filter<RecordDoc> = { _id: code };
    if (ifStatus) filter.status = { $in: ifStatus };
    const update: Record<string, unknown> = {};
    if (Object.keys($set).length) update.$set = $set;
    if (Object.keys($unset).length) update.$unset = $unset;
    if (!Object.keys(update).length) return current;
    const doc = await coll.findOneAndUpdate(filter, update, { returnDocument: 'after' });
    return doc ? this.fromDoc(doc) : null;
  }

  async list(query: ListRecordsQuery): Promise<Page<StoredVerificationRecord>> {
    const limit = clampLimit(query.limit);
    const after = decodeCursor(query.cursor);
    const filter: Filter<RecordDoc> = {};
    if (query.status?.length) filter.status = { $in: query.status };
    if (after) filter.$or = [{ createdAt: { $lt: after.t } }, { createdAt: after.t, _id: { $lt: after.id } }];
    const docs = await (await this.coll())
      .find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit + 1)
      .toArray();
    const items = docs.slice(0, limit).map((d) => this.fromDoc(d));
    const last = items[items.length - 1];
    return { items, nextCursor: docs.length > limit && last ? encodeCursor({ t: last.createdAt, id: last.verificationCode }) : null };
  }

  async codesWithStatus(status: VerificationStatus[]): Promise<string[]> {
    if (!status.length) return [];
    const docs = await (await this.coll())
      .find({ status: { $in: status } }, { projection: { _id: 1 } })
      .sort({ createdAt: 1, _id: 1 })
      .toArray();
    return docs.map((d) => d._id);
  }

  async ping(): Promise<void> {
    await this.mongo.ping();
  }

  async close(): Promise<void> {
    await this.mongo.release();
  }
}
