import { validateStoredApiKey, type StoredApiKey } from '@cp/schema';
import type { KeyStore } from './ports.js';
import type { SharedSqlite, SqliteDb } from './sqlite-database.js';

export class SqliteKeyStore implements KeyStore {
  private readonly db: SqliteDb;

  constructor(private readonly shared: SharedSqlite) {
    this.db = shared.acquire();
  }

  async create(key: StoredApiKey): Promise<void> {
    const doc = validateStoredApiKey.assert(key);
    this.db.prepare('INSERT INTO api_keys (id, created_at, revoked_at, doc) VALUES (?, ?, ?, ?)').run(doc.id, doc.createdAt, doc.revokedAt ?? null, JSON.stringify(doc));
  }

  async get(id: string): Promise<StoredApiKey | null> {
    const row = this.db.prepare('SELECT doc FROM api_keys WHERE id = ?').get(id) as { doc: string } | undefined;
    return row ? validateStoredApiKey.assert(JSON.parse(row.doc)) : null;
  }

  async list(): Promise<StoredApiKey[]> {
    const rows = this.db.prepare('SELECT doc FROM api_keys ORDER BY created_at, id').all() as { doc: string }[];
    return rows.map((r) => validateStoredApiKey.assert(JSON.parse(r.doc)));
  }

  async revoke(id: string, at: string): Promise<StoredApiKey | null> {
    return this.db
      .transaction((): StoredApiKey | null => {
        const row = this.db.prepare('SELECT doc FROM api_keys WHERE id = ?').get(id) as { doc: string } | undefined;
        if (!row) return null;
        const key = validateStoredApiKey.assert(JSON.parse(row.doc));
        if (key.revokedAt) return key;
        const next = { ...key, revokedAt: at };
        this.db.prepare('UPDATE api_keys SET revoked_at = ?, doc = ? WHERE id = ?').run(at, JSON.stringify(next), id);
        return next;
      })
      .immediate();
  }

  async countActive(): Promise<number> {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM api_keys WHERE revoked_at IS NULL').get() as { n: number }).n;
  }

  async ping(): Promise<void> {
    this.db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    this.shared.release();
  }
}
