import { DuplicateContractError, type ContractStore, type DamagedDocument, type Page, type TenantScope } from './ports.js';
import { DEFAULT_TENANT, type StoredContract } from '@cp/schema';
import { CorruptDocumentError } from './errors.js';
import { checkContract, contractText, damaged, isDamaged, readContract, readOrDamaged } from './documents.js';
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
        .run(doc.contractId, doc.verificationCode, doc.version, doc.createdAt, contractText(doc));
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
    const row = this.db.prepare('SELECT contract_id, doc FROM contracts WHERE contract_id = ?').get(contractId) as Row | undefined;
    if (!row) return null;
    if (scope.tenant === undefined) return readContract(row.doc, row.contract_id);
    // Read by key and the tenant checked on the document read anyway: the tenant
    // filter in SQL would parse the document twice more (json_valid, json_extract).
    let contract: StoredContract;
    try {
      contract = readContract(row.doc, row.contract_id);
    } catch (err) {
      if (!(err instanceof CorruptDocumentError)) throw err;
      // A damaged document belongs to the tenant the SQL filter gives it.
      const owned = this.db.prepare(`SELECT 1 FROM contracts WHERE contract_id = ? AND ${TENANT_SQL} = ?`).get(contractId, scope.tenant);
      if (owned) throw err;
      return null;
    }
    return (contract.tenant ?? DEFAULT_TENANT) === scope.tenant ? contract : null;
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
          .run(next.version, contractText(next), contractId);
        return next;
      })
      .immediate();
  }

  async delete(contractId: string, expectedVersion?: number): Promise<StoredContract | DamagedDocument | 'stale' | null> {
    return this.db
      .transaction((): StoredContract | DamagedDocument | 'stale' | null => {
        const row = this.db
          .prepare(`SELECT contract_id, verification_code, created_at, ${TENANT_SQL} AS tenant, doc FROM contracts WHERE contract_id = ?`)
          .get(contractId) as (Row & { verification_code: string; tenant: string }) | undefined;
        if (!row) return null;
        let current: StoredContract | DamagedDocument;
        try {
          current = readContract(row.doc, row.contract_id);
        } catch (err) {
          if (!(err instanceof CorruptDocumentError) || expectedVersion !== undefined) throw err;
          current = { ...damaged(contractId, row.created_at, err.errors), tenant: row.tenant, verificationCode: row.verification_code };
        }
        if (expectedVersion !== undefined && !isDamaged(current) && current.version !== expectedVersion) return 'stale';
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
