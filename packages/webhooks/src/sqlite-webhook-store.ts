// SQLite adapter of the webhook store: its own file beside the records'
// (DATA_DIR/webhooks.db), so the two schemas evolve apart. Documents are JSON in a
// `doc` column; the columns beside it are what queries filter and sort on.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { ListDeliveriesQuery, WebhookStore } from './store.js';
import type { Delivery, DeliveryPage, Subscription, WebhookEventType } from './types.js';
import { decodeCursor, encodeCursor } from '@cp/storage';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS webhook_subscriptions (
  id TEXT PRIMARY KEY,
  tenant TEXT NOT NULL,
  created_at TEXT NOT NULL,
  doc TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS webhook_subscriptions_by_tenant ON webhook_subscriptions (tenant, created_at);
CREATE TABLE IF NOT EXISTS webhook_deliveries (
  id TEXT PRIMARY KEY,
  tenant TEXT NOT NULL,
  state TEXT NOT NULL,
  created_at TEXT NOT NULL,
  doc TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS webhook_deliveries_by_created ON webhook_deliveries (created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS webhook_deliveries_by_tenant ON webhook_deliveries (tenant, state, created_at DESC, id DESC);
`;

export class SqliteWebhookStore implements WebhookStore {
  private readonly db: Database.Database;

  constructor(file: string) {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file, { timeout: 10_000 });
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.transaction(() => this.db.exec(SCHEMA)).immediate();
  }

  async createSubscription(sub: Subscription): Promise<void> {
    this.db.prepare('INSERT INTO webhook_subscriptions (id, tenant, created_at, doc) VALUES (?, ?, ?, ?)').run(sub.id, sub.tenant, sub.createdAt, JSON.stringify(sub));
  }

  async getSubscription(id: string): Promise<Subscription | null> {
    const row = this.db.prepare('SELECT doc FROM webhook_subscriptions WHERE id = ?').get(id) as { doc: string } | undefined;
    return row ? (JSON.parse(row.doc) as Subscription) : null;
  }

  async listSubscriptions(tenant: string): Promise<Subscription[]> {
    const rows = this.db.prepare('SELECT doc FROM webhook_subscriptions WHERE tenant = ? ORDER BY created_at, id').all(tenant) as Array<{ doc: string }>;
    return rows.map((r) => JSON.parse(r.doc) as Subscription);
  }

  async subscriptionsFor(tenant: string, event: WebhookEventType): Promise<Subscription[]> {
    // A tenant has a handful of subscriptions: filtering their events here is cheap.
    return (await this.listSubscriptions(tenant)).filter((s) => s.events.includes(event));
  }

  async deleteSubscription(id: string): Promise<boolean> {
    return this.db.prepare('DELETE FROM webhook_subscriptions WHERE id = ?').run(id).changes > 0;
  }

  async insertDelivery(d: Delivery): Promise<void> {
    this.db.prepare('INSERT INTO webhook_deliveries (id, tenant, state, created_at, doc) VALUES (?, ?, ?, ?, ?)').run(d.id, d.tenant, d.state, d.createdAt, JSON.stringify(d));
  }

  async getDelivery(id: string): Promise<Delivery | null> {
    const row = this.db.prepare('SELECT doc FROM webhook_deliveries WHERE id = ?').get(id) as { doc: string } | undefined;
    return row ? (JSON.parse(row.doc) as Delivery) : null;
  }

  async updateDelivery(id: string, patch: Pick<Delivery, 'state' | 'attempts' | 'updatedAt'>): Promise<Delivery | null> {
    return this.db.transaction(() => {
      const row = this.db.prepare('SELECT doc FROM webhook_deliveries WHERE id = ?').get(id) as { doc: string } | undefined;
      if (!row) return null;
      const next: Delivery = { ...(JSON.parse(row.doc) as Delivery), ...patch };
      this.db.prepare('UPDATE webhook_deliveries SET state = ?, doc = ? WHERE id = ?').run(next.state, JSON.stringify(next), id);
      return next;
    }).immediate();
  }

  async deleteDeliveriesBefore(cutoff: string): Promise<number> {
    return this.db.prepare("DELETE FROM webhook_deliveries WHERE created_at < ? AND state <> 'pending'").run(cutoff).changes;
  }

  async listDeliveries(query: ListDeliveriesQuery): Promise<DeliveryPage> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.tenant !== undefined) {
      where.push('tenant = ?');
      params.push(query.tenant);
    }
    if (query.state) {
      where.push('state = ?');
      params.push(query.state);
    }
    const after = decodeCursor(query.cursor);
    if (after) {
      where.push('(created_at < ? OR (created_at = ? AND id < ?))');
      params.push(after.t, after.t, after.id);
    }
    const sql = `SELECT doc FROM webhook_deliveries ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY created_at DESC, id DESC LIMIT ?`;
    const rows = this.db.prepare(sql).all(...params, query.limit + 1) as Array<{ doc: string }>;
    const items = rows.slice(0, query.limit).map((r) => JSON.parse(r.doc) as Delivery);
    const last = items[items.length - 1];
    return { items, nextCursor: rows.length > query.limit && last ? encodeCursor({ t: last.createdAt, id: last.id }) : null };
  }

  async ping(): Promise<void> {
    this.db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
