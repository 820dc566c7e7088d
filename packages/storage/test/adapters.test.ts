// Runs the shared store suite against every adapter available here: SQLite + folder
// always; MongoDB + GridFS against MONGODB_URL, a container when Docker runs, or the
// wire-compatible jongodb server otherwise (the suite's name says which).
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { Binary, MongoClient, ObjectId } from 'mongodb';
import { mongoForTests, skipUnlessRequired } from '@cp/testkit';
import Database from 'better-sqlite3';
import { openMongoStores, openSqliteStores } from '../src/index.js';
import { storeSuite, type StoreTarget } from './suite.js';

const createdAtOf = (doc: unknown) => (doc as { createdAt?: string } | null)?.createdAt ?? new Date().toISOString();

storeSuite('SQLite + folder adapter', (): StoreTarget => {
  const dir = mkdtempSync(join(tmpdir(), 'cp-storage-'));
  const raw = (sql: string, ...params: unknown[]) => {
    const db = new Database(join(dir, 'contracts.db'));
    try {
      db.prepare(sql).run(...params);
    } finally {
      db.close();
    }
  };
  return {
    async open() {
      return openSqliteStores(dir);
    },
    async openAgain() {
      return openSqliteStores(dir);
    },
    async writeRawRecord(code, doc) {
      raw('INSERT INTO records (code, status, created_at, doc) VALUES (?, ?, ?, ?)', code, 'queued', createdAtOf(doc), typeof doc === 'string' ? doc : JSON.stringify(doc));
    },
    async writeRawContract(contractId, verificationCode, doc) {
      raw(
        'INSERT INTO contracts (contract_id, verification_code, version, created_at, doc) VALUES (?, ?, 1, ?, ?)',
        contractId,
        verificationCode,
        createdAtOf(doc),
        JSON.stringify(doc),
      );
    },
    async writePartialWrite() {
      // A temp file of a writer that no longer runs (pid 2^22 + 1 is above Linux's pid_max).
      mkdirSync(join(dir, 'blobs'), { recursive: true });
      writeFileSync(join(dir, 'blobs', '.tmp-4194305-0b6a'), '%PDF-1.7 half');
    },
    async partialWrites() {
      return readdirSync(join(dir, 'blobs')).filter((n) => n.startsWith('.tmp-')).length;
    },
    async cleanup() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

const mongo = await mongoForTests();

if (typeof mongo === 'string') {
  describe.skip(`MongoDB + GridFS adapter: skipped (${skipUnlessRequired('mongo', mongo)})`, () => {
    it('runs the shared store suite against MongoDB + GridFS', () => {});
  });
} else {
  describe(`MongoDB on ${mongo.label}`, () => {
    beforeAll(() => mongo.start(), 180_000);
    afterAll(() => mongo.stop());

    storeSuite('MongoDB + GridFS adapter', (): StoreTarget => {
      const dbName = `test_${randomUUID().replaceAll('-', '')}`;
      const withDb = async (fn: (client: MongoClient) => Promise<unknown>) => {
        const client = await new MongoClient(mongo.url()).connect();
        try {
          await fn(client);
        } finally {
          await client.close();
        }
      };
      return {
        async open() {
          return openMongoStores(mongo.url(), dbName);
        },
        async openAgain() {
          return openMongoStores(mongo.url(), dbName);
        },
        async writeRawRecord(code, doc) {
          const fields = typeof doc === 'object' && doc ? doc : { doc };
          await withDb((c) => c.db(dbName).collection<{ _id: string }>('records').insertOne({ ...fields, _id: code }));
        },
        async writeRawContract(contractId, verificationCode, doc) {
          await withDb((c) =>
            c.db(dbName).collection<{ _id: string; verificationCode: string }>('contracts').insertOne({ ...(doc as object), _id: contractId, verificationCode }),
          );
        },
        async writePartialWrite() {
          // Chunks of an upload two hours old whose files entry was never written.
          const id = ObjectId.createFromTime(Math.floor(Date.now() / 1000) - 7_200);
          await withDb((c) => c.db(dbName).collection('pdfs.chunks').insertOne({ files_id: id, n: 0, data: new Binary(Buffer.from('%PDF-')) }));
        },
        async partialWrites() {
          let n = 0;
          await withDb(async (c) => {
            const chunks = c.db(dbName).collection<{ files_id: ObjectId }>('pdfs.chunks');
            const files = c.db(dbName).collection('pdfs.files');
            for (const id of await chunks.distinct('files_id')) if (!(await files.countDocuments({ _id: id }))) n++;
          });
          return n;
        },
        async cleanup() {
          // Drop collection by collection: not every wire-compatible server has dropDatabase or listCollections.
          await withDb(async (c) => {
            const db = c.db(dbName);
            for (const name of ['records', 'contracts', 'pdfs.files', 'pdfs.chunks', 'api_keys', 'audit']) await db.collection(name).drop().catch(() => undefined);
          });
        },
      };
    });
  });
}
