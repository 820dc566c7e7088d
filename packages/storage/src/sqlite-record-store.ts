import type { StoredVerificationRecord, VerificationStatus } from '@cp/schema';
import type { ListRecordsQuery, Page, RecordStore } from './ports.js';
import { applyPatch, checkRecord, readRecord } from './documents.js';
import { clampLimit, decodeCursor, encodeCursor } from './cursor.js';
import { DuplicateRecordError } from './errors.js';
import type { SharedSqlite, SqliteDb } from './sqlite-database.js';

interface Row {
  code: string;
  doc: string;
}

function isConstraint(err: unknown): boolean {
  return typeof (err as { code?: unknown })?.code === 'string' && (err as { code: string }).code.startsWith('SQLITE_CONSTRAINT');
}

export class SqliteRecordStore implements RecordStore {
  private readonly db: SqliteDb;

  constructor(private readonly shared: SharedSqlite) {
    this.db = shared.acquire();
  }

  async insert(record: StoredVerificationRecord): Promise<void> {
    checkRecord(record);
    try {
      this.db
        .prepare('INSERT INTO records (code, status, created_at, doc) VALUES (?, ?, ?, ?)')
        .run(record.verificationCode, record.status, record.createdAt, JSON.stringify(record));
    } catch (err) {
      if (isConstraint(err)) throw new DuplicateRecordError(record.verificationCode);
      throw err;
    }
  }

  async get(code: string): Promise<StoredVerificationRecord | null> {
    const row = this.db.prepare('SELECT code, doc FROM records WHERE code = ?').get(code) as Row | undefined;
    return row ? readRecord(row.doc, row.code) : null;
  }

  async update(
    code: string,
    patch: Partial<StoredVerificationRecord>,
    ifStatus?: VerificationStatus[],
  ): Promise<StoredVerificationRecord | null> {
    // IMMEDIATE takes the write lock before the read, so the check and the write
    // are one atomic step also against other processes.
    return this.db
      .transaction(() => {
        const row = this.db.prepare('SELECT code, doc FROM records WHERE code = ?').get(code) as Row | undefined;
        if (!row) return null;
        const current = readRecord(row.doc, row.code);
        if (ifStatus && !ifStatus.includes(current.status)) return null;
        const next = checkRecord(applyPatch(current, { ...patch, verificationCode: current.verificationCode }));
        this.db
          .prepare('UPDATE records SET status = ?, created_at = ?, doc = ? WHERE code = ?')
          .run(next.status, next.createdAt, JSON.stringify(next), code);
        return next;
      })
      .immediate();
  }

  async list(query: ListRecordsQuery): Promise<Page<StoredVerificationRecord>> {
    const limit = clampLimit(query.limit);
    const after = decodeCursor(query.cursor);
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.status?.length) {
      where.push(`status IN (${query.status.map(() => '?').join(', ')})`);
      params.push(...query.status);
    }
    if (after) {
      where.push('(created_at < ? OR (created_at = ? AND code < ?))');
      params.push(after.t, after.t, after.id);
    }
    const sql = `SELECT code, doc FROM records ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY created_at DESC, code DESC LIMIT ?`;
    const rows = this.db.prepare(sql).all(...params, limit + 1) as Row[];
    const items = rows.slice(0, limit).map((r) => readRecord(r.doc, r.code));
    const last = items[items.length - 1];
    return { items, nextCursor: rows.length > limit && last ? encodeCursor({ t: last.createdAt, id: last.verificationCode }) : null };
  }

  async codesWithStatus(status: VerificationStatus[]): Promise<string[]> {
    if (!status.length) return [];
    const rows = this.db
      .prepare(`SELECT code FROM records WHERE status IN (${status.map(() => '?').join(', ')}) ORDER BY created_at, code`)
      .all(...status) as { code: string }[];
    return rows.map((r) => r.code);
  }

  async ping(): Promise<void> {
    this.db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    this.shared.release();
  }
}
