import { DuplicateContractError, type ContractStore, type DamagedDocument, type Page, type TenantScope } from './ports.js';
import type { StoredContract } from '@cp/schema';
import { checkContract, readContract, readOrDamaged } from './documents.js';
import { clampLimit, decodeCursor, encodeCursor } from './cursor.js';
import { TENANT_SQL, type SharedSqlite, type SqliteDb } from './sqlite-database.js';

interface Row {
  contract_id: string;
  created_at?: string;
  doc: string;
}

export class SqliteContractStore implements ContractStore {
  private readonly db: SqliteDb;

  constructor(private readonly shared: SharedSqlite) {
    this.db = shared.acquire();
  }

  async create(contract: StoredContract): Promise<void> {
    const doc = checkContract(contract);
    try {
      this.db
        .prepare('INSERT INTO contracts (contract_id, verification_code, version, created_at, doc) VALUES (?, ?, ?, ?, ?)')
        .run(doc.contractId, doc.verificationCode, doc.version, doc.createdAt, JSON.stringify(doc));
    } catch (err) {
      const message = String((err as Error)?.message ?? '');
      if ((err as { code?: string })?.code === 'SQLITE_CONSTRAINT_UNIQUE' && message.includes('verification_code')) {
        const existing = await this.getByVerificationCode(contract.verificationCode);
        if (existing) throw new DuplicateContractError(existing);
      }
      throw err;
    }
  }

  async get(contractId: string, scope: TenantScope = {}): Promise<StoredContract | null> {
    const row = (
      scope.tenant === undefined
        ? this.db.prepare('SELECT contract_id, doc FROM contracts WHERE contract_id = ?').get(contractId)
        : this.db.prepare(`SELECT contract_id, doc FROM contracts WHERE contract_id = ? AND ${TENANT_SQL} = ?`).get(contractId, scope.tenant)
    ) as Row | undefined;
    return row ? readContract(row.doc, row.contract_id) : null;
  }

  async getByVerificationCode(code: string): Promise<StoredContract | null> {
    const row = this.db.prepare('SELECT contract_id, doc FROM contracts WHERE verification_code = ?').get(code) as Row | undefined;
    return row ? readContract(row.doc, row.contract_id) : null;
  }

  async replace(
    contractId: string,
    parsedData: StoredContract['parsedData'],
    expectedVersion?: number,
  ): Promise<StoredContract | 'missing' | 'stale'> {
    return this.db
      .transaction((): StoredContract | 'missing' | 'stale' => {
        const row = this.db.prepare('SELECT contract_id, doc FROM contracts WHERE contract_id = ?').get(contractId) as Row | undefined;
        if (!row) return 'missing';
        const current = readContract(row.doc, row.contract_id);
        if (expectedVersion !== undefined && current.version !== expectedVersion) return 'stale';
        const next = checkContract({ ...current, parsedData, version: current.version + 1, updatedAt: new Date().toISOString() });
        this.db
          .prepare('UPDATE contracts SET version = ?, doc = ? WHERE contract_id = ?')
          .run(next.version, JSON.stringify(next), contractId);
        return next;
      })
      .immediate();
  }

  async delete(contractId: string, expectedVersion?: number): Promise<StoredContract | 'stale' | null> {
    return this.db
      .transaction((): StoredContract | 'stale' | null => {
        const row = this.db.prepare('SELECT contract_id, doc FROM contracts WHERE contract_id = ?').get(contractId) as Row | undefined;
        if (!row) return null;
        const current = readContract(row.doc, row.contract_id);
        if (expectedVersion !== undefined && current.version !== expectedVersion) return 'stale';
        this.db.prepare('DELETE FROM contracts WHERE contract_id = ?').run(contractId);
        return current;
      })
      .immediate();
  }

  async list(query: { limit: number; cursor?: string | null } & TenantScope): Promise<Page<StoredContract | DamagedDocument>> {
    const limit = clampLimit(query.limit);
    const after = decodeCursor(query.cursor);
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.tenant !== undefined) {
      where.push(`${TENANT_SQL} = ?`);
      params.push(query.tenant);
    }
    if (after) {
      where.push('(created_at > ? OR (created_at = ? AND contract_id > ?))');
      params.push(after.t, after.t, after.id);
    }
    const rows = this.db
      .prepare(
        `SELECT contract_id, created_at, doc FROM contracts ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
         ORDER BY created_at, contract_id LIMIT ?`,
      )
      .all(...params, limit + 1) as Row[];
    const page = rows.slice(0, limit);
    const items = page.map((r) => readOrDamaged(() => readContract(r.doc, r.contract_id), r.contract_id, r.created_at));
    const last = page[page.length - 1];
    return { items, nextCursor: rows.length > limit && last ? encodeCursor({ t: last.created_at!, id: last.contract_id }) : null };
  }

  async ping(): Promise<void> {
    this.db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    this.shared.release();
  }
}
