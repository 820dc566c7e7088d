import { validateAuditEntry, type AuditEntry } from '@cp/schema';
import type { AuditStore, Page, TenantScope } from './ports.js';
import { clampLimit, decodeCursor, encodeCursor } from './cursor.js';
import type { SharedSqlite, SqliteDb } from './sqlite-database.js';

interface Row {
  id: string;
  at: string;
  doc: string;
}

export class SqliteAuditStore implements AuditStore {
  private readonly db: SqliteDb;

  constructor(private readonly shared: SharedSqlite) {
    this.db = shared.acquire();
  }

  async append(entry: AuditEntry): Promise<void> {
    const doc = validateAuditEntry.assert(entry);
    this.db
      .prepare('INSERT INTO audit (id, contract_id, tenant, at, doc) VALUES (?, ?, ?, ?, ?)')
      .run(doc.id, doc.contractId, doc.tenant, doc.at, JSON.stringify(doc));
  }

  async list(query: { contractId: string; limit: number; cursor?: string | null } & TenantScope): Promise<Page<AuditEntry>> {
    const limit = clampLimit(query.limit);
    const after = decodeCursor(query.cursor);
    const where = ['contract_id = ?'];
    const params: unknown[] = [query.contractId];
    if (query.tenant !== undefined) {
      where.push('tenant = ?');
      params.push(query.tenant);
    }
    if (after) {
      where.push('(at < ? OR (at = ? AND id < ?))');
      params.push(after.t, after.t, after.id);
    }
    const rows = this.db
      .prepare(`SELECT id, at, doc FROM audit WHERE ${where.join(' AND ')} ORDER BY at DESC, id DESC LIMIT ?`)
      .all(...params, limit + 1) as Row[];
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      items: page.map((r) => validateAuditEntry.assert(JSON.parse(r.doc))),
      nextCursor: rows.length > limit && last ? encodeCursor({ t: last.at, id: last.id }) : null,
    };
  }

  async ping(): Promise<void> {
    this.db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    this.shared.release();
  }
}
