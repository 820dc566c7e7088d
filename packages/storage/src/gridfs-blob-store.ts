// PDFs in GridFS (bucket `pdfs`), one file per key. A put uploads a new revision
// and then removes older ones, so a reader always finds a complete file. GridFS
// writes a file's chunks before its files entry: a writer killed in between leaves
// chunks that no file owns.

/** Chunks of an upload this recent may belong to a write still under way. */
const PARTIAL_WRITE_AGE_MS = 3_600_000;
import { GridFSBucket, ObjectId, type Db } from 'mongodb';
import type { BlobStore } from './ports.js';
import { assertBlobKey } from './blob-key.js';
import type { SharedMongo } from './mongo-connection.js';

export class GridFsBlobStore implements BlobStore {
  private bucketPromise: Promise<{ db: Db; bucket: GridFSBucket }> | undefined;

  constructor(
    private readonly mongo: SharedMongo,
    private readonly bucketName = 'pdfs',
  ) {
    mongo.acquire();
  }

  private bucket(): Promise<{ db: Db; bucket: GridFSBucket }> {
    return (this.bucketPromise ??= this.mongo.db().then((db) => ({ db, bucket: new GridFSBucket(db, { bucketName: this.bucketName }) })));
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    assertBlobKey(key);
    const { bucket } = await this.bucket();
    const upload = bucket.openUploadStream(key);
    await new Promise<void>((resolve, reject) => {
      upload.once('finish', () => resolve());
      upload.once('error', reject);
      upload.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    });
    const older = await bucket.find({ filename: key, _id: { $ne: upload.id } }, { projection: { _id: 1 } }).toArray();
    for (const f of older) await bucket.delete(f._id).catch(() => undefined);
  }

  async get(key: string): Promise<Buffer | null> {
    assertBlobKey(key);
    const { bucket } = await this.bucket();
    const [file] = await bucket.find({ filename: key }).sort({ uploadDate: -1, _id: -1 }).limit(1).toArray();
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of bucket.openDownloadStream(file._id)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async has(key: string): Promise<boolean> {
    assertBlobKey(key);
    const { bucket } = await this.bucket();
    return (await bucket.find({ filename: key }, { projection: { _id: 1 } }).limit(1).toArray()).length > 0;
  }

  async delete(key: string): Promise<void> {
    assertBlobKey(key);
    const { bucket } = await this.bucket();
    const files = await bucket.find({ filename: key }, { projection: { _id: 1 } }).toArray();
    for (const f of files) await bucket.delete(f._id).catch(() => undefined);
  }

  async *keys(): AsyncIterable<string> {
    const { bucket } = await this.bucket();
    const seen = new Set<string>();
    for await (const file of bucket.find({}, { projection: { filename: 1 } })) {
      if (seen.has(file.filename)) continue;
      seen.add(file.filename);
      yield file.filename;
    }
  }

  async removePartialWrites(): Promise<number> {
    const { db } = await this.bucket();
    const chunks = db.collection<{ files_id: unknown }>(`${this.bucketName}.chunks`);
    const files = db.collection(`${this.bucketName}.files`);
    // Upload ids are ObjectIds, which carry their creation time.
    const cutoff = ObjectId.createFromTime(Math.floor((Date.now() - PARTIAL_WRITE_AGE_MS) / 1000));
    const owners = (await chunks.distinct('files_id', { files_id: { $lt: cutoff } })) as ObjectId[];
    let removed = 0;
    for (const id of owners) {
      if (await files.countDocuments({ _id: id }, { limit: 1 })) continue;
      removed += (await chunks.deleteMany({ files_id: id })).deletedCount;
    }
    return removed;
  }

  async ping(): Promise<void> {
    await this.mongo.ping();
  }

  async close(): Promise<void> {
    await this.mongo.release();
  }
}
