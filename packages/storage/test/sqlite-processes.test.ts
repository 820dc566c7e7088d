// SQLite in multi-process mode: several processes share DATA_DIR/contracts.db, and
// the compare-and-set steps must hold across them, not only within one process.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteStores } from '../src/index.js';
import { code, contract, record } from './fixtures.js';

const run = promisify(execFile);

describe('SQLite store shared by several processes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cp-sqlite-race-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lets exactly one process win each transition and each contract', async () => {
    const stores = openSqliteStores(dir);
    const vc = code();
    await stores.records.insert(record({ verificationCode: vc }));
    const script = fileURLToPath(new URL('./fixtures/race.mjs', import.meta.url));
    const startAt = String(Date.now() + 1_500);
    const contenders = Array.from({ length: 4 }, () => contract({ verificationCode: vc }));
    const results = await Promise.all(
      contenders.map(async (c) => JSON.parse((await run(process.execPath, [script, dir, vc, JSON.stringify(c), startAt])).stdout) as { moved: boolean; created: string }),
    );
    expect(results.filter((r) => r.moved)).toHaveLength(1);
    const winners = results.filter((r) => r.created === 'won');
    expect(winners).toHaveLength(1);
    const stored = await stores.contracts.getByVerificationCode(vc);
    for (const r of results) if (r !== winners[0]) expect(r.created).toBe(`lost-to:${stored!.contractId}`);
    expect((await stores.records.get(vc))?.attempts).toBe(1);
    await stores.close();
  });
});
