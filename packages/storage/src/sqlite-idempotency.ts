// Idempotency-Keys in the SQLite file: the primary key (tenant, key) settles
// concurrent claims, also between processes (the claim is one IMMEDIATE transaction).
import type { IdempotencyClaim, IdempotencyEntry, IdempotencyLedger, IdempotentAnswer } from './ports.js';
import type { SqliteDb } from './sqlite-database.js';

interface Row {
  doc: string;
  expires_at: string;
}

export class SqliteIdempotencyLedger implements IdempotencyLedger {
  constructor(private readonly db: SqliteDb) {}

  async claimIdempotencyKey(entry: IdempotencyEntry, now: string): Promise<IdempotencyClaim> {
    return this.db
      .transaction((): IdempotencyClaim => {
        const row = this.db.prepare('SELECT doc, expires_at FROM idempotency_keys WHERE tenant = ? AND key = ?').get(entry.tenant, entry.key) as Row | undefined;
        if (row && row.expires_at > now) return { claimed: false, existing: JSON.parse(row.doc) as IdempotencyEntry };
        this.db
          .prepare('INSERT OR REPLACE INTO idempotency_keys (tenant, key, token, expires_at, doc) VALUES (?, ?, ?, ?, ?)')
          .run(entry.tenant, entry.key, entry.token, entry.expiresAt, JSON.stringify(entry));
        return { claimed: true };
      })
      .immediate();
  }

  async completeIdempotencyKey(
    tenant: string,
    key: string,
    token: string,
    done: { fileSha256: string; answer: IdempotentAnswer; expiresAt: string },
  ): Promise<boolean> {
    return this.db
      .transaction(() => {
        const row = this.db.prepare('SELECT doc FROM idempotency_keys WHERE tenant = ? AND key = ? AND token = ?').get(tenant, key, token) as Row | undefined;
        if (!row) return false;
        const next: IdempotencyEntry = { ...(JSON.parse(row.doc) as IdempotencyEntry), state: 'done', ...done };
        this.db
          .prepare('UPDATE idempotency_keys SET expires_at = ?, doc = ? WHERE tenant = ? AND key = ? AND token = ?')
          .run(next.expiresAt, JSON.stringify(next), tenant, key, token);
        return true;
      })
      .immediate();
  }

  async releaseIdempotencyKey(tenant: string, key: string, token: string): Promise<void> {
    this.db.prepare('DELETE FROM idempotency_keys WHERE tenant = ? AND key = ? AND token = ?').run(tenant, key, token);
  }

  async deleteExpiredIdempotencyKeys(now: string): Promise<number> {
    return this.db.prepare('DELETE FROM idempotency_keys WHERE expires_at <= ?').run(now).changes;
  }
}
