// The one behaviour suite every store adapter must pass (SQLite + folder, MongoDB + GridFS).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIELDS, ValidationError, emptyParsedData, setPath, type ParsedData } from '@cp/schema';
import {
  CorruptDocumentError,
  DuplicateContractError,
  DuplicateRecordError,
  InvalidBlobKeyError,
  InvalidCursorError,
  isDamaged,
  sweepOrphans,
  workingFileKey,
  type IdempotencyEntry,
  type Stores,
} from '../src/index.js';
import { createApiKey, findApiKey, rotateApiKey } from '../src/index.js';
import { code, contract, record, timestamps } from './fixtures.js';

const TEXT_FIELD = FIELDS.find((f) => f.type === 'text')!.path;
const NUMBER_FIELD = FIELDS.find((f) => f.type === 'number')!.path;

function withValue(path: string, value: unknown): ParsedData {
  const data = emptyParsedData();
  setPath(data as unknown as Record<string, unknown>, path, value);
  return data;
}

export interface StoreTarget {
  /** Fresh, empty stores. */
  open(): Promise<Stores>;
  /** A second, independent connection to the same backing store as the last open(). */
  openAgain(): Promise<Stores>;
  /** Writes a raw document, bypassing validation (to test what reading a bad one does). */
  writeRawRecord(code: string, doc: unknown): Promise<void>;
  writeRawContract(contractId: string, verificationCode: string, doc: unknown): Promise<void>;
  /** Leaves what a writer killed mid-write leaves behind, long enough ago to be debris. */
  writePartialWrite(): Promise<void>;
  /** How many such leftovers the blob store holds. */
  partialWrites(): Promise<number>;
  cleanup(): Promise<void>;
}

export function storeSuite(name: string, target: () => StoreTarget): void {
  describe(name, () => {
    let t: StoreTarget;
    let s: Stores;
    const extra: Stores[] = [];

    beforeEach(async () => {
      t = target();
      s = await t.open();
    });

    afterEach(async () => {
      for (const x of extra.splice(0)) await x.close();
      await s.close();
      await t.cleanup();
    });

    describe('records', () => {
      it('inserts, reads back and refuses a second insert of one code', async () => {
        const r = record();
        await s.records.insert(r);
        expect(await s.records.get(r.verificationCode)).toEqual(r);
        await expect(s.records.insert(r)).rejects.toBeInstanceOf(DuplicateRecordError);
        expect(await s.records.get('nope')).toBeNull();
      });

      it('refuses to write an invalid record', async () => {
        const bad = { ...record(), status: 'parsed' } as never;
        await expect(s.records.insert(bad)).rejects.toBeInstanceOf(ValidationError);
      });

      it('updates only when the status matches (compare-and-set)', async () => {
        const r = record();
        await s.records.insert(r);
        expect(await s.records.update(r.verificationCode, { status: 'verified' }, ['processing'])).toBeNull();
        const next = await s.records.update(r.verificationCode, { status: 'processing', attempts: 1 }, ['queued', 'processing']);
        expect(next).toMatchObject({ status: 'processing', attempts: 1 });
        expect(await s.records.get(r.verificationCode)).toEqual(next);
        expect(await s.records.update('missing', { status: 'failed' })).toBeNull();
      });

      it('removes fields patched with undefined and keeps evidence keyed by dotted paths', async () => {
        const r = record({ progress: { stage: 'text', done: 1, total: 3 } });
        await s.records.insert(r);
        const evidence = { [NUMBER_FIELD]: { page: 2, text: 'Base salary of $300,000', confidence: 0.9 } };
        const parsedData = withValue(TEXT_FIELD, 'Acme Health');
        const next = await s.records.update(r.verificationCode, {
          status: 'awaiting_verification',
          progress: undefined,
          parsedData,
          extractedData: parsedData,
          evidence,
        });
        expect(next?.progress).toBeUndefined();
        const back = await s.records.get(r.verificationCode);
        expect(back).not.toHaveProperty('progress');
        expect(back?.evidence).toEqual(evidence);
        expect(back?.parsedData).toEqual(parsedData);
      });

      it('lets exactly one of concurrent transitions win', async () => {
        const r = record();
        await s.records.insert(r);
        const other = await t.openAgain();
        extra.push(other);
        const results = await Promise.all(
          Array.from({ length: 6 }, (_, i) =>
            (i % 2 ? other : s).records.update(r.verificationCode, { status: 'processing', attempts: i + 1 }, ['queued']),
          ),
        );
        expect(results.filter(Boolean)).toHaveLength(1);
      });

      it('lets exactly one of eight concurrent transitions win, round after round, and tells the winner what is stored', async () => {
        const other = await t.openAgain();
        extra.push(other);
        for (let round = 0; round < 25; round++) {
          const r = record();
          await s.records.insert(r);
          const results = await Promise.all(
            Array.from({ length: 8 }, (_, i) =>
              (i % 2 ? other : s).records.update(r.verificationCode, { status: 'processing', attempts: i + 1 }, ['queued']),
            ),
          );
          const won = results.filter((x) => x !== null);
          expect(won, `round ${round}`).toHaveLength(1);
          expect(await s.records.get(r.verificationCode)).toEqual(won[0]);
        }
      });

      it('rejects an invalid patch and leaves the record unchanged', async () => {
        const r = record();
        await s.records.insert(r);
        await expect(s.records.update(r.verificationCode, { attempts: -1 })).rejects.toBeInstanceOf(ValidationError);
        expect(await s.records.get(r.verificationCode)).toEqual(r);
      });

      it('pages newest first, filtered by status, with opaque cursors', async () => {
        const times = timestamps(7);
        const all = times.map((createdAt, i) => record({ createdAt, status: i % 2 ? 'queued' : 'failed' }));
        for (const r of all) await s.records.insert(r);
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const page: Awaited<ReturnType<Stores['records']['list']>> = await s.records.list({ limit: 3, cursor });
          expect(page.items.length).toBeLessThanOrEqual(3);
          seen.push(...page.items.map((x) => x.verificationCode));
          cursor = page.nextCursor;
        } while (cursor);
        expect(seen).toEqual([...all].reverse().map((x) => x.verificationCode));

        const queued = await s.records.list({ limit: 10, status: ['queued'] });
        expect(queued.items.map((x) => x.verificationCode)).toEqual(all.filter((x) => x.status === 'queued').reverse().map((x) => x.verificationCode));
        expect(queued.nextCursor).toBeNull();
        await expect(s.records.list({ limit: 2, cursor: 'not-a-cursor' })).rejects.toBeInstanceOf(InvalidCursorError);
      });

      it('filters by the status a client sees: past expiresAt is expired, so pages come back full', async () => {
        const times = timestamps(9);
        const past = '2026-01-01T00:00:00.000Z';
        const now = '2026-06-01T00:00:00.000Z';
        const future = '2027-01-01T00:00:00.000Z';
        const recs = times.map((createdAt, i) =>
          record({ createdAt, status: i === 8 ? 'verified' : 'awaiting_verification', expiresAt: i % 2 ? past : future }),
        );
        for (const r of recs) await s.records.insert(r);
        const live = recs.filter((r, i) => i % 2 === 0 && r.status === 'awaiting_verification').reverse().map((r) => r.verificationCode);
        const first = await s.records.list({ status: ['awaiting_verification'], limit: 2, now });
        expect(first.items.map((i) => (isDamaged(i) ? i.id : i.verificationCode))).toEqual(live.slice(0, 2));
        const second = await s.records.list({ status: ['awaiting_verification'], limit: 2, now, cursor: first.nextCursor });
        expect(second.items.map((i) => (isDamaged(i) ? i.id : i.verificationCode))).toEqual(live.slice(2, 4));
        const expired = await s.records.list({ status: ['expired'], limit: 10, now });
        expect(expired.items).toHaveLength(4);
        // A verified record never expires.
        const verified = await s.records.list({ status: ['verified'], limit: 10, now });
        expect(verified.items.map((i) => (isDamaged(i) ? i.id : i.verificationCode))).toEqual([recs[8]!.verificationCode]);
      });

      it('lists codes by status, oldest first', async () => {
        const [a, b, c] = timestamps(3).map((createdAt, i) => record({ createdAt, status: (['queued', 'verified', 'processing'] as const)[i] }));
        for (const r of [c!, a!, b!]) await s.records.insert(r);
        expect(await s.records.codesWithStatus(['queued', 'processing'])).toEqual([a!.verificationCode, c!.verificationCode]);
        expect(await s.records.codesWithStatus([])).toEqual([]);
      });

      it('refuses what JSON cannot keep (NaN, Infinity), so nothing unreadable is stored', async () => {
        const r = record();
        await s.records.insert(r);
        const evidence = { [NUMBER_FIELD]: { page: 1, text: 'salary', confidence: 0.9, box: { x: Number.NaN, y: 0, w: Infinity, h: 0.1 } } };
        const err = await s.records.update(r.verificationCode, { evidence }).catch((e: unknown) => e);
        expect(err).toBeInstanceOf(ValidationError);
        expect((err as ValidationError).errors.map((e) => e.path)).toContain(`evidence.${NUMBER_FIELD}.box.x`);
        expect(await s.records.get(r.verificationCode)).toEqual(r);
        await expect(s.records.insert(record({ attempts: Number.NaN }))).rejects.toBeInstanceOf(ValidationError);
      });

      it('fences an update by attempts, so a run that lost its job cannot overwrite its successor', async () => {
        const r = record({ status: 'processing', attempts: 2 });
        await s.records.insert(r);
        expect(await s.records.update(r.verificationCode, { status: 'awaiting_verification' }, { status: ['processing'], attempts: 1 })).toBeNull();
        expect(await s.records.update(r.verificationCode, { status: 'awaiting_verification' }, { status: ['processing'], attempts: 2 })).toMatchObject({
          status: 'awaiting_verification',
        });
        const fresh = record();
        await s.records.insert(fresh);
        // A record that never ran counts as attempt 0.
        expect(await s.records.update(fresh.verificationCode, { status: 'processing', attempts: 1 }, { status: ['queued'], attempts: 0 })).toMatchObject({
          attempts: 1,
        });
      });

      it('deletes records and tells whether one exists, damaged or not', async () => {
        const r = record();
        await s.records.insert(r);
        const bad = code();
        await t.writeRawRecord(bad, { ...record({ verificationCode: bad }), status: 42 });
        expect(await s.records.has(r.verificationCode)).toBe(true);
        expect(await s.records.has(bad)).toBe(true);
        expect(await s.records.has('nope')).toBe(false);
        expect(await s.records.delete(bad)).toBe(true);
        expect(await s.records.delete(r.verificationCode)).toBe(true);
        expect(await s.records.delete(r.verificationCode)).toBe(false);
        expect(await s.records.has(r.verificationCode)).toBe(false);
      });

      it('lists a damaged record as damaged, in its place, and serves the rest', async () => {
        const [t1, t2, t3] = timestamps(3);
        const older = record({ createdAt: t1 });
        const newer = record({ createdAt: t3 });
        await s.records.insert(older);
        await s.records.insert(newer);
        const bad = code();
        await t.writeRawRecord(bad, { ...record({ verificationCode: bad, createdAt: t2 }), evidence: { x: { page: 1, text: 't', confidence: 0.5, box: { x: null } } } });
        const page = await s.records.list({ limit: 10 });
        expect(page.items.map((i) => (isDamaged(i) ? `damaged:${i.id}` : i.verificationCode))).toEqual([newer.verificationCode, `damaged:${bad}`, older.verificationCode]);
        const damaged = page.items[1];
        expect(isDamaged(damaged) && damaged.errors.some((e) => e.path.startsWith('evidence.x.box'))).toBe(true);
        // Paging across a damaged record keeps going.
        const first = await s.records.list({ limit: 2 });
        const second = await s.records.list({ limit: 2, cursor: first.nextCursor });
        expect(second.items.map((i) => (isDamaged(i) ? i.id : i.verificationCode))).toEqual([older.verificationCode]);
      });

      it('repairs a damaged record only: replaceDamaged', async () => {
        const good = record();
        await s.records.insert(good);
        expect(await s.records.replaceDamaged({ ...good, status: 'failed' })).toBe(false);
        expect((await s.records.get(good.verificationCode))?.status).toBe('queued');
        const bad = code();
        await t.writeRawRecord(bad, { verificationCode: bad, status: 'lost' });
        const repaired = record({ verificationCode: bad });
        expect(await s.records.replaceDamaged(repaired)).toBe(true);
        expect(await s.records.get(bad)).toEqual(repaired);
        expect(await s.records.replaceDamaged(record())).toBe(false);
      });

      it('lists codes by status not touched since a time (the queue sweep)', async () => {
        const old = record({ updatedAt: '2026-01-01T00:00:00.000Z' });
        const recent = record();
        for (const r of [old, recent]) await s.records.insert(r);
        const bad = code();
        await t.writeRawRecord(bad, 'not json at all');
        expect(await s.records.codesWithStatus(['queued'], { updatedBefore: '2026-06-01T00:00:00.000Z' })).toEqual([old.verificationCode]);
      });

      it('raises a clear error for a malformed stored record', async () => {
        const c = code();
        await t.writeRawRecord(c, { ...record({ verificationCode: c }), status: 42 });
        const err = await s.records.get(c).catch((e: unknown) => e);
        expect(err).toBeInstanceOf(CorruptDocumentError);
        expect((err as CorruptDocumentError).message).toContain('status');
        await s.records.ping();
      });
    });

    describe('idempotency keys', () => {
      const T0 = '2026-01-01T00:00:00.000Z';
      const LATER = '2026-01-03T00:00:00.000Z';
      const entry = (over: Partial<IdempotencyEntry> = {}): IdempotencyEntry => ({
        tenant: 'acme',
        key: 'retry-me',
        token: `token-${Math.random()}`,
        state: 'in_flight',
        createdAt: T0,
        expiresAt: '2026-01-01T00:05:00.000Z',
        ...over,
      });
      const answer = { status: 200, body: { verificationCode: 'abc', message: 'ok' }, headers: { location: '/verify/abc' } };

      it('lets one claim win and shows the others the entry, then its answer once completed', async () => {
        const first = entry();
        expect(await s.records.claimIdempotencyKey(first, T0)).toEqual({ claimed: true });
        const again = await s.records.claimIdempotencyKey(entry(), T0);
        expect(again).toMatchObject({ claimed: false, existing: { state: 'in_flight', token: first.token } });
        expect(await s.records.completeIdempotencyKey('acme', 'retry-me', 'not-the-holder', { fileSha256: 'f', answer, expiresAt: LATER })).toBe(false);
        expect(await s.records.completeIdempotencyKey('acme', 'retry-me', first.token, { fileSha256: 'f00d', answer, expiresAt: LATER })).toBe(true);
        const done = await s.records.claimIdempotencyKey(entry(), '2026-01-02T00:00:00.000Z');
        expect(done).toEqual({ claimed: false, existing: { ...first, state: 'done', fileSha256: 'f00d', answer, expiresAt: LATER } });
      });

      it('scopes keys per tenant', async () => {
        expect(await s.records.claimIdempotencyKey(entry(), T0)).toEqual({ claimed: true });
        expect(await s.records.claimIdempotencyKey(entry({ tenant: 'globex' }), T0)).toEqual({ claimed: true });
      });

      it('settles 20 concurrent claims from two connections in the store: exactly one wins', async () => {
        const other = await t.openAgain();
        extra.push(other);
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, i) => (i % 2 ? other : s).records.claimIdempotencyKey(entry({ key: 'raced' }), T0)),
        );
        expect(results.filter((r) => r.claimed)).toHaveLength(1);
      });

      it('releases a key only for its holder, so that a retry starts afresh', async () => {
        const first = entry();
        await s.records.claimIdempotencyKey(first, T0);
        await s.records.releaseIdempotencyKey('acme', 'retry-me', 'someone-else');
        expect((await s.records.claimIdempotencyKey(entry(), T0)).claimed).toBe(false);
        await s.records.releaseIdempotencyKey('acme', 'retry-me', first.token);
        expect((await s.records.claimIdempotencyKey(entry(), T0)).claimed).toBe(true);
      });

      it('ignores expired entries (a new claim takes the key over) and removes them', async () => {
        await s.records.claimIdempotencyKey(entry({ key: 'old' }), T0);
        await s.records.claimIdempotencyKey(entry({ key: 'live', expiresAt: LATER }), T0);
        const after = '2026-01-02T00:00:00.000Z';
        expect(await s.records.claimIdempotencyKey(entry({ key: 'old', expiresAt: LATER }), after)).toEqual({ claimed: true });
        await s.records.claimIdempotencyKey(entry({ key: 'stale' }), T0);
        expect(await s.records.deleteExpiredIdempotencyKeys(after)).toBe(1);
        expect((await s.records.claimIdempotencyKey(entry({ key: 'live' }), after)).claimed).toBe(false);
        expect((await s.records.claimIdempotencyKey(entry({ key: 'old' }), after)).claimed).toBe(false);
      });
    });

    describe('contracts', () => {
      it('creates and reads by id and by verification code', async () => {
        const c = contract();
        await s.contracts.create(c);
        expect(await s.contracts.get(c.contractId)).toEqual(c);
        expect(await s.contracts.getByVerificationCode(c.verificationCode)).toEqual(c);
        expect(await s.contracts.get('missing')).toBeNull();
      });

      it('creates at most one contract per verification code under concurrency; the loser learns the winner', async () => {
        const vc = code();
        const other = await t.openAgain();
        extra.push(other);
        const candidates = [contract({ verificationCode: vc }), contract({ verificationCode: vc }), contract({ verificationCode: vc })];
        const settled = await Promise.allSettled(candidates.map((c, i) => (i % 2 ? other : s).contracts.create(c)));
        const won = settled.flatMap((r, i) => (r.status === 'fulfilled' ? [candidates[i]!] : []));
        expect(won).toHaveLength(1);
        for (const r of settled) {
          if (r.status === 'rejected') {
            expect(r.reason).toBeInstanceOf(DuplicateContractError);
            expect((r.reason as DuplicateContractError).existing.contractId).toBe(won[0]!.contractId);
          }
        }
        expect((await s.contracts.getByVerificationCode(vc))?.contractId).toBe(won[0]!.contractId);
      });

      it('replaces with a version check and bumps the version', async () => {
        const c = contract();
        await s.contracts.create(c);
        const data = withValue(TEXT_FIELD, 'Acme Health');
        const v2 = await s.contracts.replace(c.contractId, data, 1);
        expect(v2).toMatchObject({ version: 2, parsedData: data, createdAt: c.createdAt });
        expect(await s.contracts.replace(c.contractId, data, 1)).toBe('stale');
        expect(await s.contracts.replace('missing', data)).toBe('missing');
        const v3 = await s.contracts.replace(c.contractId, emptyParsedData());
        expect(v3).toMatchObject({ version: 3 });
        expect(await s.contracts.get(c.contractId)).toEqual(v3);
      });

      it('lets one of two concurrent replaces of the same version win', async () => {
        const c = contract();
        await s.contracts.create(c);
        const other = await t.openAgain();
        extra.push(other);
        const results = await Promise.all([
          s.contracts.replace(c.contractId, emptyParsedData(), 1),
          other.contracts.replace(c.contractId, emptyParsedData(), 1),
        ]);
        expect(results.filter((r) => r === 'stale')).toHaveLength(1);
        expect((await s.contracts.get(c.contractId))?.version).toBe(2);
      });

      it('lets exactly one of eight concurrent replaces of the same version win, round after round, over two connections', async () => {
        const other = await t.openAgain();
        extra.push(other);
        for (let round = 0; round < 25; round++) {
          const c = contract();
          await s.contracts.create(c);
          const results = await Promise.all(
            Array.from({ length: 8 }, (_, i) => (i % 2 ? other : s).contracts.replace(c.contractId, withValue(TEXT_FIELD, `writer ${i}`), 1)),
          );
          const won = results.flatMap((r, i) => (r === 'stale' ? [] : [i]));
          expect(won, `round ${round}`).toHaveLength(1);
          const stored = await s.contracts.get(c.contractId);
          expect(stored?.version).toBe(2);
          // What the winner was told is what is stored.
          expect(stored).toEqual(results[won[0]!]);
        }
      });

      it('refuses invalid parsedData', async () => {
        const c = contract();
        await s.contracts.create(c);
        const bad = withValue(NUMBER_FIELD, 'lots');
        await expect(s.contracts.replace(c.contractId, bad)).rejects.toBeInstanceOf(ValidationError);
        expect(await s.contracts.get(c.contractId)).toEqual(c);
      });

      it('deletes with a version check', async () => {
        const c = contract();
        await s.contracts.create(c);
        expect(await s.contracts.delete(c.contractId, 7)).toBe('stale');
        expect(await s.contracts.delete(c.contractId, 1)).toEqual(c);
        expect(await s.contracts.get(c.contractId)).toBeNull();
        expect(await s.contracts.delete(c.contractId)).toBeNull();
        // The code is free again once its contract is gone.
        await s.contracts.create(contract({ verificationCode: c.verificationCode }));
      });

      it('pages oldest first', async () => {
        const all = timestamps(5).map((createdAt) => contract({ createdAt, updatedAt: createdAt }));
        for (const c of [...all].reverse()) await s.contracts.create(c);
        const first = await s.contracts.list({ limit: 2 });
        const second = await s.contracts.list({ limit: 2, cursor: first.nextCursor });
        const third = await s.contracts.list({ limit: 2, cursor: second.nextCursor });
        expect([...first.items, ...second.items, ...third.items].map((c) => c.contractId)).toEqual(all.map((c) => c.contractId));
        expect(third.nextCursor).toBeNull();
      });

      it('lists a damaged contract as damaged and serves the rest', async () => {
        const [t1, t2] = timestamps(2);
        const good = contract({ createdAt: t2, updatedAt: t2 });
        await s.contracts.create(good);
        const bad = contract({ createdAt: t1, updatedAt: t1 });
        await t.writeRawContract(bad.contractId, bad.verificationCode, { ...bad, parsedData: { nope: true } });
        const page = await s.contracts.list({ limit: 10 });
        expect(page.items.map((i) => (isDamaged(i) ? `damaged:${i.id}` : i.contractId))).toEqual([`damaged:${bad.contractId}`, good.contractId]);
      });

      it('deletes a damaged contract when no version is expected, telling its code and tenant', async () => {
        const bad = contract({ tenant: 'acme' });
        await t.writeRawContract(bad.contractId, bad.verificationCode, { ...bad, parsedData: { nope: true } });
        await expect(s.contracts.delete(bad.contractId, 1)).rejects.toBeInstanceOf(CorruptDocumentError);
        const deleted = await s.contracts.delete(bad.contractId);
        expect(isDamaged(deleted)).toBe(true);
        expect(deleted).toMatchObject({ id: bad.contractId, verificationCode: bad.verificationCode, tenant: 'acme' });
        expect((await s.contracts.list({ limit: 10 })).items).toHaveLength(0);
        expect(await s.contracts.delete(bad.contractId)).toBeNull();
      });

      it('raises a clear error for a malformed stored contract', async () => {
        const c = contract();
        await t.writeRawContract(c.contractId, c.verificationCode, { ...c, parsedData: { nope: true } });
        const err = await s.contracts.get(c.contractId).catch((e: unknown) => e);
        expect(err).toBeInstanceOf(CorruptDocumentError);
        expect((err as Error).message).toMatch(/contract .* is invalid: parsedData/);
      });
    });

    describe('tenants', () => {
      it('reads and lists records of one tenant only, in the query (pages stay full); no tenant means default', async () => {
        const ts = timestamps(6);
        const a = ts.slice(0, 3).map((createdAt) => record({ createdAt, tenant: 'a' }));
        const b = ts.slice(3, 5).map((createdAt) => record({ createdAt, tenant: 'b' }));
        const legacy = record({ createdAt: ts[5] });
        for (const r of [...a, ...b, legacy]) await s.records.insert(r);
        const ids = (p: { items: unknown[] }) => p.items.map((i) => (i as { verificationCode: string }).verificationCode);
        const first = await s.records.list({ limit: 2, tenant: 'a' });
        expect(ids(first)).toEqual([a[2]!.verificationCode, a[1]!.verificationCode]);
        const second = await s.records.list({ limit: 2, tenant: 'a', cursor: first.nextCursor });
        expect(ids(second)).toEqual([a[0]!.verificationCode]);
        expect(second.nextCursor).toBeNull();
        expect(ids(await s.records.list({ limit: 10, tenant: 'default' }))).toEqual([legacy.verificationCode]);
        expect(ids(await s.records.list({ limit: 10, tenant: 'b', status: ['queued'] }))).toEqual([b[1]!.verificationCode, b[0]!.verificationCode]);
        expect((await s.records.list({ limit: 10 })).items).toHaveLength(6);
        expect(await s.records.get(a[0]!.verificationCode, { tenant: 'b' })).toBeNull();
        expect(await s.records.get(a[0]!.verificationCode, { tenant: 'a' })).toEqual(a[0]);
        expect(await s.records.get(legacy.verificationCode, { tenant: 'default' })).toEqual(legacy);
        expect(await s.records.get(legacy.verificationCode, { tenant: 'a' })).toBeNull();
      });

      it('reads and lists contracts of one tenant only', async () => {
        const ts = timestamps(4);
        const a = [contract({ createdAt: ts[0], tenant: 'a' }), contract({ createdAt: ts[2], tenant: 'a' })];
        const b = contract({ createdAt: ts[1], tenant: 'b' });
        const legacy = contract({ createdAt: ts[3] });
        for (const c of [...a, b, legacy]) await s.contracts.create(c);
        const first = await s.contracts.list({ limit: 1, tenant: 'a' });
        const second = await s.contracts.list({ limit: 1, tenant: 'a', cursor: first.nextCursor });
        expect([...first.items, ...second.items].map((c) => (c as { contractId: string }).contractId)).toEqual(a.map((c) => c.contractId));
        expect(second.nextCursor).toBeNull();
        expect((await s.contracts.list({ limit: 10, tenant: 'default' })).items.map((c) => (c as { contractId: string }).contractId)).toEqual([legacy.contractId]);
        expect(await s.contracts.get(b.contractId, { tenant: 'a' })).toBeNull();
        expect(await s.contracts.get(b.contractId, { tenant: 'b' })).toEqual(b);
        expect(await s.contracts.get(legacy.contractId, { tenant: 'default' })).toEqual(legacy);
      });
    });

    describe('API keys', () => {
      it('creates a key stored as a hash only, finds it by the key, revokes it once, rotates it', async () => {
        const made = await createApiKey(s.keys, { name: 'ci', tenant: 'acme', scopes: ['verify', 'parse', 'parse'] });
        expect(made.key).toMatch(/^cp_[a-z2-7]{16}_[A-Za-z0-9_-]{43}$/);
        expect(made.scopes).toEqual(['parse', 'verify']);
        const stored = await s.keys.get(made.id);
        expect(stored).toMatchObject({ id: made.id, name: 'ci', tenant: 'acme', scopes: ['parse', 'verify'] });
        expect(JSON.stringify(stored)).not.toContain(made.key.slice(20));
        expect((await findApiKey(s.keys, made.key))?.id).toBe(made.id);
        expect(await findApiKey(s.keys, `${made.key.slice(0, -1)}${made.key.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
        expect(await findApiKey(s.keys, 'not-a-key')).toBeNull();
        expect(await s.keys.countActive()).toBe(1);

        const outcome = await rotateApiKey(s.keys, made.id);
        if (outcome.outcome !== 'rotated') throw new Error(`not rotated: ${outcome.outcome}`);
        const rotated = outcome.created;
        expect(rotated).toMatchObject({ name: 'ci', tenant: 'acme', scopes: ['parse', 'verify'] });
        expect(rotated.id).not.toBe(made.id);
        expect(await findApiKey(s.keys, made.key)).toBeNull();
        expect((await findApiKey(s.keys, rotated.key))?.id).toBe(rotated.id);
        const revokedAt = (await s.keys.get(made.id))!.revokedAt!;
        expect(revokedAt).toBeTruthy();
        expect((await s.keys.revoke(made.id, new Date(Date.now() + 5000).toISOString()))?.revokedAt).toBe(revokedAt);
        expect(await s.keys.revoke('missing', new Date().toISOString())).toBeNull();
        expect(await rotateApiKey(s.keys, 'missing')).toEqual({ outcome: 'not-found' });
        // A revoked key stays revoked: rotating it issues no successor.
        expect(await rotateApiKey(s.keys, made.id)).toEqual({ outcome: 'revoked', revokedAt });
        expect((await s.keys.list()).map((k) => k.id)).toEqual([made.id, rotated.id]);
        expect(await s.keys.countActive()).toBe(1);
      });
    });

    describe('audit', () => {
      it('lists a contract\'s entries newest first, paged, filtered by tenant', async () => {
        const ts = timestamps(3);
        const entry = (i: number, tenant: string, contractId = 'c1') => ({
          id: `a${i}${contractId}`,
          contractId,
          action: 'patch' as const,
          actor: 'alice',
          tenant,
          at: ts[i]!,
          changes: [{ path: 'compensation.guar_base_sal', old: i, new: i + 1 }],
          version: i + 2,
        });
        for (const e of [entry(0, 't'), entry(1, 't'), entry(2, 't'), entry(2, 't', 'c2')]) await s.audit.append(e);
        const first = await s.audit.list({ contractId: 'c1', limit: 2, tenant: 't' });
        expect(first.items.map((e) => e.id)).toEqual(['a2c1', 'a1c1']);
        expect(first.items[0]).toEqual(entry(2, 't'));
        const second = await s.audit.list({ contractId: 'c1', limit: 2, tenant: 't', cursor: first.nextCursor });
        expect(second.items.map((e) => e.id)).toEqual(['a0c1']);
        expect(second.nextCursor).toBeNull();
        expect((await s.audit.list({ contractId: 'c1', limit: 10, tenant: 'other' })).items).toEqual([]);
        expect((await s.audit.list({ contractId: 'c1', limit: 10 })).items).toHaveLength(3);
      });
    });

    describe('blobs', () => {
      it('round-trips, overwrites and deletes bytes', async () => {
        const key = code();
        const big = Buffer.alloc(600_000, 7); // several GridFS chunks
        big.write('%PDF-1.7');
        await s.blobs.put(key, new Uint8Array(big));
        expect((await s.blobs.get(key))?.equals(big)).toBe(true);
        await s.blobs.put(key, Buffer.from('second'));
        expect((await s.blobs.get(key))?.toString()).toBe('second');
        expect(await s.blobs.has(key)).toBe(true);
        await s.blobs.delete(key);
        expect(await s.blobs.get(key)).toBeNull();
        expect(await s.blobs.has(key)).toBe(false);
        await s.blobs.delete(key);
      });

      it('lists its keys and removes what killed writers left behind', async () => {
        const keys = [code(), code()];
        for (const k of keys) await s.blobs.put(k, Buffer.from('%PDF-1.7'));
        const listed: string[] = [];
        for await (const k of s.blobs.keys()) listed.push(k);
        expect(listed.sort()).toEqual([...keys].sort());
        await t.writePartialWrite();
        expect(await t.partialWrites()).toBe(1);
        expect(await s.blobs.removePartialWrites()).toBeGreaterThan(0);
        expect(await t.partialWrites()).toBe(0);
        for (const k of keys) expect(await s.blobs.get(k)).not.toBeNull();
      });

      it('sweeps orphans: PDFs nobody owns and working files of runs that ended', async () => {
        const running = record({ status: 'processing' });
        const finished = record({ status: 'awaiting_verification' });
        const owned = contract();
        for (const r of [running, finished]) await s.records.insert(r);
        await s.contracts.create(owned);
        const orphan = code();
        const put = (key: string) => s.blobs.put(key, Buffer.from('%PDF-1.7'));
        await put(running.verificationCode);
        await put(finished.verificationCode);
        await put(owned.verificationCode);
        await put(orphan);
        await put(workingFileKey(running.verificationCode, 'ocr.p1'));
        await put(workingFileKey(finished.verificationCode, 'ocr.p1'));
        await put(workingFileKey(orphan, 'ocr.p2'));
        const result = await sweepOrphans(s);
        expect(result).toMatchObject({ pdfs: 1, workingFiles: 2 });
        const left: string[] = [];
        for await (const k of s.blobs.keys()) left.push(k);
        expect(left.sort()).toEqual(
          [running.verificationCode, finished.verificationCode, owned.verificationCode, workingFileKey(running.verificationCode, 'ocr.p1')].sort(),
        );
      });

      it('refuses keys that could escape the store', async () => {
        for (const key of ['', '../x', 'a/b', '.hidden', 'a\\b']) {
          await expect(s.blobs.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidBlobKeyError);
        }
      });
    });

    it('answers ping', async () => {
      await s.ping();
    });
  });
}
