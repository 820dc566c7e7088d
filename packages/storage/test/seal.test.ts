// Fast reads: a document this service wrote (and validated on its way in) is read
// back on its seal alone; any document whose seal does not hold (written by an older
// version, edited by hand, damaged on disk) is validated as every read was before,
// and reported as damaged when it fails.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import Database from 'better-sqlite3';
import { validateStoredContract, validateStoredRecord } from '@cp/schema';
import { CorruptDocumentError, isDamaged, openSqliteStores } from '../src/index.js';
import { contractText, readContract, readRecord, recordSeal, recordText } from '../src/documents.js';
import { contract, record } from './fixtures.js';

afterEach(() => vi.restoreAllMocks());

describe('the seal of a stored document', () => {
  it('reads a sealed document back whole, without validating it again', () => {
    const r = record({ status: 'awaiting_verification' });
    const c = contract();
    const spy = vi.spyOn(validateStoredRecord, 'errors');
    const contractSpy = vi.spyOn(validateStoredContract, 'errors');
    expect(readRecord(recordText(r), r.verificationCode)).toEqual(r);
    expect(readContract(contractText(c), c.contractId)).toEqual(c);
    expect(readRecord({ ...r, ...recordSeal() }, r.verificationCode)).toEqual(r);
    expect(spy).not.toHaveBeenCalled();
    expect(contractSpy).not.toHaveBeenCalled();
  });

  it('validates a document without a seal (written before seals), as before', () => {
    const r = record();
    const spy = vi.spyOn(validateStoredRecord, 'errors');
    expect(readRecord(JSON.stringify(r), r.verificationCode)).toEqual(r);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(() => readRecord(JSON.stringify({ ...r, status: 42 }), r.verificationCode)).toThrow(CorruptDocumentError);
  });

  it('validates a sealed document changed after it was written, and refuses it when invalid', () => {
    const r = record({ status: 'queued' });
    const text = recordText(r);
    // Still valid: read, after validation (the seal only decides whether to check).
    const edited = text.replace('"queued"', '"failed"');
    const spy = vi.spyOn(validateStoredRecord, 'errors');
    expect(readRecord(edited, r.verificationCode).status).toBe('failed');
    expect(spy).toHaveBeenCalledTimes(1);
    // Invalid: the damaged-document error, naming the field, the seal not among them.
    const broken = text.replace('"queued"', '"lost"');
    const err = (() => {
      try {
        readRecord(broken, r.verificationCode);
      } catch (e) {
        return e as CorruptDocumentError;
      }
    })();
    expect(err).toBeInstanceOf(CorruptDocumentError);
    expect(err!.errors.map((e) => e.path)).toContain('status');
    expect(err!.errors.map((e) => e.path)).not.toContain('_seal');
    // A seal of another schema (an older version) is not trusted either.
    const otherSchema = { ...r, status: 'lost', _seal: 'not-this-schema' };
    expect(() => readRecord(otherSchema, r.verificationCode)).toThrow(CorruptDocumentError);
    // Bytes cut short.
    expect(() => readRecord(text.slice(0, -5), r.verificationCode)).toThrow(CorruptDocumentError);
  });
});

describe('SQLite documents damaged after they were written', () => {
  const dir = mkdtempSync(join(tmpdir(), 'seal-test-'));
  const stores = openSqliteStores(dir);
  afterAll(async () => {
    await stores.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function edit(sql: string, key: string, change: (text: string) => string) {
    const db = new Database(join(dir, 'contracts.db'));
    try {
      const [table, column] = sql.split('.');
      const row = db.prepare(`SELECT doc FROM ${table} WHERE ${column} = ?`).get(key) as { doc: string };
      db.prepare(`UPDATE ${table} SET doc = ? WHERE ${column} = ?`).run(change(row.doc), key);
    } finally {
      db.close();
    }
  }

  it('stores sealed text, and a damaged one is listed as damaged in its place', async () => {
    const good = record();
    const bad = record();
    await stores.records.insert(good);
    await stores.records.insert(bad);
    edit('records.code', bad.verificationCode, (t) => t.replace('"contract.pdf"', '12'));
    expect(await stores.records.get(good.verificationCode)).toEqual(good);
    await expect(stores.records.get(bad.verificationCode)).rejects.toThrow(CorruptDocumentError);
    const page = await stores.records.list({ limit: 10 });
    const damaged = page.items.find(isDamaged);
    expect(damaged?.id).toBe(bad.verificationCode);
    expect(damaged?.errors.map((e) => e.path)).toEqual(['document.fileName']);

    const c = contract();
    await stores.contracts.create(c);
    edit('contracts.contract_id', c.contractId, (t) => t.replace('"version":1', '"version":0'));
    await expect(stores.contracts.get(c.contractId)).rejects.toThrow(/version/);
  });
});
