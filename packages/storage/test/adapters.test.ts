// Runs the shared store suite against every adapter available here: SQLite + folder
// always; MongoDB + GridFS with MONGODB_URL, or in a container when Docker runs.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { MongoClient } from 'mongodb';
import Database from 'better-sqlite3';
import { openMongoStores, openSqliteStores } from '../src/index.js';
import { storeSuite, type StoreTarget } from './suite.js';

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
      raw('INSERT INTO records (code, status, created_at, doc) VALUES (?, ?, ?, ?)', code, 'queued', new Date().toISOString(), JSON.stringify(doc));
    },
    async writeRawContract(contractId, verificationCode, doc) {
      raw(
        'INSERT INTO contracts (contract_id, verification_code, version, created_at, doc) VALUES (?, ?, 1, ?, ?)',
        contractId,
        verificationCode,
        new Date().toISOString(),
        JSON.stringify(doc),
      );
    },
    async cleanup() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

/** A MongoDB to test against: MONGODB_URL, or a container when a Docker engine answers. */
async function mongoSource(): Promise<{ url: () => string; start(): Promise<void>; stop(): Promise<void> } | string> {
  const fromEnv = process.env.MONGODB_URL;
  if (fromEnv) return { url: () => fromEnv, start: async () => {}, stop: async () => {} };
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await Promise.race([
      getContainerRuntimeClient(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), 10_000)),
    ]);
  } catch {
    return 'MongoDB adapter: skipped (set MONGODB_URL or run a Docker engine)';
  }
  const { MongoDBContainer } = await import('@testcontainers/mongodb');
  let container: Awaited<ReturnType<InstanceType<typeof MongoDBContainer>['start']>> | undefined;
  return {
    url: () => `${container!.getConnectionString()}/?directConnection=true`,
    async start() {
      container = await new MongoDBContainer('mongo:8').start();
    },
    async stop() {
      await container?.stop();
    },
  };
}

const mongo = await mongoSource();

if (typeof mongo === 'string') {
  describe.skip(mongo, () => {
    it('runs the shared store suite against MongoDB + GridFS', () => {});
  });
} else {
  describe('MongoDB', () => {
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
          await withDb((c) => c.db(dbName).collection<{ _id: string }>('records').insertOne({ ...(doc as object), _id: code }));
        },
        async writeRawContract(contractId, verificationCode, doc) {
          await withDb((c) =>
            c.db(dbName).collection<{ _id: string; verificationCode: string }>('contracts').insertOne({ ...(doc as object), _id: contractId, verificationCode }),
          );
        },
        async cleanup() {
          await withDb((c) => c.db(dbName).dropDatabase());
        },
      };
    });
  });
}
