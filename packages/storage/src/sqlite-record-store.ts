import type { StoredVerificationRecord, VerificationStatus } from '@cp/schema';
import type { DamagedDocument, IdempotencyClaim, IdempotencyEntry, IdempotentAnswer, ListRecordsQuery, Page, RecordStore, TenantScope, UpdateCondition } from './ports.js';
import { TENANT_SQL, type SharedSqlite, type SqliteDb } from './sqlite-database.js';
import { SqliteIdempotencyLedger } from './sqlite-idempotency.js';
import { applyPatch, checkRecord, isDamaged, readOrDamaged, readRecord } from './documents.js';
import { clampLimit, decodeCursor, encodeCursor } from './cursor.js';
import { DuplicateRecordError } from './errors.js';
import { conditionHolds, toCondition } from './update-condition.js';

interface Row {
  code: string;
  created_at: string;
  doc: string;
}

function isConstraint(err: unknown): boolean {
  return typeof (err as { code?: unknown })?.code === 'string' && (err as { code: string }).code.startsWith('SQLITE_CONSTRAINT');
}

// json_extract fails the whole query on one malformed document; guard it.
const UPDATED_AT = "CASE WHEN json_valid(doc) THEN json_extract(doc, '$.updatedAt') END";
const EXPIRES_AT = "CASE WHEN json_valid(doc) THEN json_extract(doc, '$.expiresAt') END";

export class SqliteRecordStore implements RecordStore {
  private readonly db: SqliteDb;
  private readonly idempotency: SqliteIdempotencyLedger;

  constructor(private readonly shared: SharedSqlite) {
    this.db = shared.acquire();
    this.idempotency = new SqliteIdempotencyLedger(this.db);
  }

  async insert(record: StoredVerificationRecord): Promise<void> {
    const doc = checkRecord(record);
    try {
      this.db
        .prepare('INSERT INTO records (code, status, created_at, doc) VALUES (?, ?, ?, ?)')
        .run(doc.verificationCode, doc.status, doc.createdAt, JSON.stringify(doc));
    } catch (err) {
      if (isConstraint(err)) throw new DuplicateRecordError(record.verificationCode);
      throw err;
    }
  }

  private row(code: string): Row | undefined {
    return this.db.prepare('SELECT code, created_at, doc FROM records WHERE code = ?').get(code) as Row | undefined;
  }

  async get(code: string, scope: TenantScope = {}): Promise<StoredVerificationRecord | null> {
    const row =
      scope.tenant === undefined
        ? this.row(code)
        : (this.db.prepare(`SELECT code, created_at, doc FROM records WHERE code = ? AND ${TENANT_SQL} = ?`).get(code, scope.tenant) as Row | undefined);
    return row ? readRecord(row.doc, row.code) : null;
  }

  async update(
    code: string,
    patch: Partial<StoredVerificationRecord>,
    when?: VerificationStatus[] | UpdateCondition,
  ): Promise<StoredVerificationRecord | null> {
    const cond = toCondition(when);
    // IMMEDIATE takes the write lock before the read, so the check and the write
    // are one atomic step also against other processes.
    return this.db
      .transaction(() => {
        const row = this.row(code);
        if (!row) return null;
        const current = readRecord(row.doc, row.code);
        if (!conditionHolds(current, cond)) return null;
        const next = checkRecord(applyPatch(current, { ...patch, verificationCode: current.verificationCode }));
        this.db
          .prepare('UPDATE records SET status = ?, created_at = ?, doc = ? WHERE code = ?')
          .run(next.status, next.createdAt, JSON.stringify(next), code);
        return next;
      })
      .immediate();
  }

  async replaceDamaged(record: StoredVerificationRecord): Promise<boolean> {
    const doc = checkRecord(record);
    return this.db
      .transaction(() => {
        const row = this.row(doc.verificationCode);
        if (!row) return false;
        if (!isDamaged(readOrDamaged(() => readRecord(row.doc, row.code), row.code, null))) return false;
        this.db
          .prepare('UPDATE records SET status = ?, created_at = ?, doc = ? WHERE code = ?')
          .run(doc.status, doc.createdAt, JSON.stringify(doc), doc.verificationCode);
        return true;
      })
      .immediate();
  }

  async delete(code: string): Promise<boolean> {
    return this.db.prepare('DELETE FROM records WHERE code = ?').run(code).changes > 0;
  }

  async has(code: string): Promise<boolean> {
    return this.db.prepare('SELECT 1 FROM records WHERE code = ?').get(code) !== undefined;
  }

  async list(query: ListRecordsQuery): Promise<Page<StoredVerificationRecord | DamagedDocument>> {
    const limit = clampLimit(query.limit);
    const after = decodeCursor(query.cursor);
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.status?.length) {
      // A status as a client sees it: expiry is decided by the clock (see ListRecordsQuery).
      const now = query.now ?? new Date().toISOString();
      const live = query.status.filter((s) => s !== 'expired');
      const either: string[] = [];
      if (live.length) {
        either.push(`(status IN (${live.map(() => '?').join(', ')}) AND (status = 'verified' OR ${EXPIRES_AT} > ?))`);
        params.push(...live, now);
      }
      if (query.status.includes('expired')) {
        either.push(`(status = 'expired' OR (status <> 'verified' AND ${EXPIRES_AT} <= ?))`);
        params.push(now);
      }
      where.push(`(${either.join(' OR ')})`);
    }
    if (query.tenant !== undefined) {
      where.push(`${TENANT_SQL} = ?`);
      params.push(query.tenant);
    }
    if (after) {
      where.push('(created_at < ? OR (created_at = ? AND code < ?))');
      params.push(after.t, after.t, after.id);
    }
    const sql = `SELECT code, created_at, doc FROM records ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY created_at DESC, code DESC LIMIT ?`;
    const rows = this.db.prepare(sql).all(...params, limit + 1) as Row[];
    const page = rows.slice(0, limit);
    const items = page.map((r) => readOrDamaged(() => readRecord(r.doc, r.code), r.code, r.created_at));
    const last = page[page.length - 1];
    return { items, nextCursor: rows.length > limit && last ? encodeCursor({ t: last.created_at, id: last.code }) : null };
  }

  async codesWithStatus(status: VerificationStatus[], options: { updatedBefore?: string } = {}): Promise<string[]> {
    if (!status.length) return [];
    const params: unknown[] = [...status];
    let sql = `SELECT code FROM records WHERE status IN (${status.map(() => '?').join(', ')})`;
    if (options.updatedBefore) {
      sql += ` AND ${UPDATED_AT} < ?`;
      params.push(options.updatedBefore);
    }
    const rows = this.db.prepare(`${sql} ORDER BY created_at, code`).all(...params) as { code: string }[];
    return rows.map((r) => r.code);
  }

  claimIdempotencyKey(entry: IdempotencyEntry, now: string): Promise<IdempotencyClaim> {
    return this.idempotency.claimIdempotencyKey(entry, now);
  }

  completeIdempotencyKey(tenant: string, key: string, token: string, done: { fileSha256: string; answer: IdempotentAnswer; expiresAt: string }): Promise<boolean> {
    return this.idempotency.completeIdempotencyKey(tenant, key, token, done);
  }

  releaseIdempotencyKey(tenant: string, key: string, token: string): Promise<void> {
    return this.idempotency.releaseIdempotencyKey(tenant, key, token);
  }

  deleteExpiredIdempotencyKeys(now: string): Promise<number> {
    return this.idempotency.deleteExpiredIdempotencyKeys(now);
  }

  async ping(): Promise<void> {
    this.db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    this.shared.release();
  }
}
