// One SQLite file (DATA_DIR/contracts.db) shared by the record and contract stores,
// and by several processes in multi-process mode: WAL lets readers run beside the
// one writer, busy_timeout makes a writer wait for the lock instead of failing.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export type SqliteDb = Database.Database;

// The tenant of a stored document; documents from before tenants, and unreadable
// ones, belong to 'default'. Indexed as an expression: queries must spell it alike.
export const TENANT_SQL = "COALESCE(CASE WHEN json_valid(doc) THEN json_extract(doc, '$.tenant') END, 'default')";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS records (
  code TEXT PRIMARY KEY,
  status TEXT NOT NULL,
  created_at TEXT NOT NULL,
  doc TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS records_by_created ON records (created_at DESC, code DESC);
CREATE INDEX IF NOT EXISTS records_by_status ON records (status, created_at DESC, code DESC);
CREATE TABLE IF NOT EXISTS contracts (
  contract_id TEXT PRIMARY KEY,
  verification_code TEXT NOT NULL UNIQUE,
  version INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  doc TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS contracts_by_created ON contracts (created_at, contract_id);
CREATE INDEX IF NOT EXISTS records_by_tenant ON records (${TENANT_SQL}, created_at DESC, code DESC);
CREATE INDEX IF NOT EXISTS contracts_by_tenant ON contracts (${TENANT_SQL}, created_at, contract_id);
CREATE TABLE IF NOT EXISTS api_keys (
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  revoked_at TEXT,
  doc TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS audit (
  id TEXT PRIMARY KEY,
  contract_id TEXT NOT NULL,
  tenant TEXT NOT NULL,
  at TEXT NOT NULL,
  doc TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS audit_by_contract ON audit (contract_id, tenant, at DESC, id DESC);
CREATE TABLE IF NOT EXISTS idempotency_keys (
  tenant TEXT NOT NULL,
  key TEXT NOT NULL,
  token TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  doc TEXT NOT NULL,
  PRIMARY KEY (tenant, key)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS idempotency_keys_by_expiry ON idempotency_keys (expires_at);
`;

/** A database handle shared by several stores; closed when the last one releases it. */
export class SharedSqlite {
  readonly db: SqliteDb;
  private users = 0;

  constructor(file: string, options: { busyTimeoutMs?: number } = {}) {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file, { timeout: options.busyTimeoutMs ?? 10_000 });
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('foreign_keys = ON');
    // Two processes may create the schema at once; the write lock serialises them.
    this.db.transaction(() => this.db.exec(SCHEMA)).immediate();
  }

  acquire(): SqliteDb {
    this.users++;
    return this.db;
  }

  release(): void {
    if (--this.users <= 0 && this.db.open) this.db.close();
  }
}
