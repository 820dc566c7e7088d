// `pnpm keys`: create (the key printed once), list, revoke, rotate, on the store
// the service uses (DATA_DIR here), as a function and as the real command.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findApiKey, openSqliteStores, type Stores } from '@cp/storage';
import { UsageError, runKeysCommand } from '../src/keys-command.js';

const CLI = resolve(import.meta.dirname, '../dist/keys-cli.js');
let dir: string;
let stores: Stores;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'keys-cli-'));
  stores = openSqliteStores(dir);
});
afterAll(async () => {
  await stores.close();
  await rm(dir, { recursive: true, force: true });
});

describe('runKeysCommand', () => {
  it('creates, lists, rotates and revokes', async () => {
    const out = await runKeysCommand(['create', '--name', 'ci', '--tenant', 'acme', '--scopes', 'parse,verify'], stores.keys);
    const secret = out[out.length - 1]!;
    expect(secret).toMatch(/^cp_[a-z2-7]{16}_/);
    const id = secret.slice(3, 19);
    expect(out[0]).toContain(`key ${id} created for ci (tenant acme, scopes parse,verify)`);
    expect((await findApiKey(stores.keys, secret))?.tenant).toBe('acme');

    const list = await runKeysCommand(['list'], stores.keys);
    expect(list[1]).toMatch(new RegExp(`^${id}\\tci\\tacme\\tparse,verify\\t.*\\tactive$`));
    expect(list.join('\n')).not.toContain(secret);

    const rotated = await runKeysCommand(['rotate', id], stores.keys);
    const next = rotated[rotated.length - 1]!;
    expect(await findApiKey(stores.keys, secret)).toBeNull();
    expect((await findApiKey(stores.keys, next))?.name).toBe('ci');

    const nextId = next.slice(3, 19);
    expect((await runKeysCommand(['revoke', nextId], stores.keys))[0]).toMatch(/revoked at/);
    expect(await findApiKey(stores.keys, next)).toBeNull();
    expect((await runKeysCommand(['list'], stores.keys)).slice(1).every((l) => /revoked/.test(l))).toBe(true);

    // A revoked key is not rotated: no successor, the count unchanged.
    const count = (await stores.keys.list()).length;
    await expect(runKeysCommand(['rotate', nextId], stores.keys)).rejects.toThrow(new RegExp(`key ${nextId} was revoked at .*; a revoked key is not rotated`));
    expect((await stores.keys.list()).length).toBe(count);
  });

  it('refuses the tenant name admin, reserved for ADMIN_API_KEY', async () => {
    const before = (await stores.keys.list()).length;
    await expect(runKeysCommand(['create', '--name', 'ops', '--tenant', 'admin', '--scopes', 'parse'], stores.keys)).rejects.toThrow(/the tenant name "admin" is reserved for ADMIN_API_KEY/);
    expect((await stores.keys.list()).length).toBe(before);
  });

  it('refuses bad arguments before storing anything', async () => {
    const before = (await stores.keys.list()).length;
    for (const args of [[], ['frobnicate'], ['create', '--name', 'x'], ['create', '--name', 'x', '--tenant', 't', '--scopes', 'root'], ['create', '--name', 'x y', '--tenant', 't', '--scopes', 'read'], ['revoke'], ['revoke', 'nope'], ['rotate', 'nope']]) {
      await expect(runKeysCommand(args, stores.keys), args.join(' ')).rejects.toBeInstanceOf(UsageError);
    }
    expect((await stores.keys.list()).length).toBe(before);
  });
});

describe('the keys command (pnpm keys)', () => {
  it('creates a key in DATA_DIR, prints it once, and exits 2 with the usage on bad arguments', () => {
    const env = { ...process.env, DATA_DIR: dir, MONGODB_URL: '' };
    const created = spawnSync(process.execPath, [CLI, 'create', '--name', 'ops', '--tenant', 'operations', '--scopes', 'admin'], { env, encoding: 'utf8' });
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/\ncp_[a-z2-7]{16}_[A-Za-z0-9_-]{43}\n$/);
    const listed = spawnSync(process.execPath, [CLI, 'list'], { env, encoding: 'utf8' });
    expect(listed.stdout).toMatch(/\tops\toperations\tadmin\t.*\tactive/);
    const reserved = spawnSync(process.execPath, [CLI, 'create', '--name', 'ops', '--tenant', 'admin', '--scopes', 'admin'], { env, encoding: 'utf8' });
    expect(reserved.status).toBe(2);
    expect(reserved.stderr).toMatch(/reserved for ADMIN_API_KEY/);
    const id = /\ncp_([a-z2-7]{16})_/.exec(created.stdout)![1];
    expect(spawnSync(process.execPath, [CLI, 'revoke', id], { env, encoding: 'utf8' }).status).toBe(0);
    const rotateRevoked = spawnSync(process.execPath, [CLI, 'rotate', id], { env, encoding: 'utf8' });
    expect(rotateRevoked.status).toBe(2);
    expect(rotateRevoked.stderr).toMatch(/was revoked at .*a revoked key is not rotated/);
    expect(rotateRevoked.stdout).not.toMatch(/cp_/);
    const bad = spawnSync(process.execPath, [CLI, 'create', '--name', 'ops'], { env, encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/Usage:/);
  });
});
