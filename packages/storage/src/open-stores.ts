// Picks the adapters from configuration: MONGODB_URL -> MongoDB + GridFS, otherwise
// SQLite (DATA_DIR/contracts.db) + a folder (DATA_DIR/blobs).
import { join, resolve } from 'node:path';
import type { AuditStore, BlobStore, ContractStore, KeyStore, RecordStore } from './ports.js';
import { SharedSqlite } from './sqlite-database.js';
import { SqliteRecordStore } from './sqlite-record-store.js';
import { SqliteContractStore } from './sqlite-contract-store.js';
import { SqliteKeyStore } from './sqlite-key-store.js';
import { SqliteAuditStore } from './sqlite-audit-store.js';
import { FolderBlobStore } from './folder-blob-store.js';
import { SharedMongo } from './mongo-connection.js';
import { MongoRecordStore } from './mongo-record-store.js';
import { MongoContractStore } from './mongo-contract-store.js';
import { MongoKeyStore } from './mongo-key-store.js';
import { MongoAuditStore } from './mongo-audit-store.js';
import { GridFsBlobStore } from './gridfs-blob-store.js';

export interface StoresConfig {
  /** MongoDB connection string; when set, MongoDB and GridFS are used. */
  mongodbUrl?: string;
  /** Database name when the URL names none. */
  mongodbDatabase?: string;
  /** Folder of the SQLite file and the PDFs (default ./data). */
  dataDir?: string;
}

export interface Stores {
  kind: 'sqlite' | 'mongodb';
  records: RecordStore;
  contracts: ContractStore;
  blobs: BlobStore;
  keys: KeyStore;
  audit: AuditStore;
  /** Rejects when any store is unreachable (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

function bundle(kind: Stores['kind'], records: RecordStore, contracts: ContractStore, blobs: BlobStore, keys: KeyStore, audit: AuditStore): Stores {
  return {
    kind,
    records,
    contracts,
    blobs,
    keys,
    audit,
    async ping() {
      await Promise.all([records.ping(), contracts.ping(), blobs.ping()]);
    },
    async close() {
      await Promise.allSettled([records.close(), contracts.close(), blobs.close(), keys.close(), audit.close()]);
    },
  };
}

export function openSqliteStores(dataDir: string): Stores {
  const dir = resolve(dataDir);
  const shared = new SharedSqlite(join(dir, 'contracts.db'));
  return bundle(
    'sqlite',
    new SqliteRecordStore(shared),
    new SqliteContractStore(shared),
    new FolderBlobStore(join(dir, 'blobs')),
    new SqliteKeyStore(shared),
    new SqliteAuditStore(shared),
  );
}

export function openMongoStores(url: string, database?: string): Stores {
  const shared = new SharedMongo(url, database);
  return bundle(
    'mongodb',
    new MongoRecordStore(shared),
    new MongoContractStore(shared),
    new GridFsBlobStore(shared),
    new MongoKeyStore(shared),
    new MongoAuditStore(shared),
  );
}

export function openStores(config: StoresConfig = {}): Stores {
  if (config.mongodbUrl) return openMongoStores(config.mongodbUrl, config.mongodbDatabase);
  return openSqliteStores(config.dataDir ?? './data');
}
