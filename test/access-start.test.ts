// What each process does at start about keys: open on loopback only when no key is
// configured (and says so), refuse a non-loopback HOST without keys (exit code 2,
// the reason on stderr) unless AUTH=off, and ask for keys once one is stored.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, openSqliteStores } from '@cp/storage';
import { MAIN, listeningPort, start, stopAll, until, type Service } from './support/services.js';

let dataDir: string;
const running: Service[] = [];
const base = { PORT: '0', WORKER_THREADS: '1', REDIS_URL: '', MONGODB_URL: '' };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'access-start-'));
});
afterAll(async () => {
  await stopAll(running);
  await rm(dataDir, { recursive: true, force: true });
});

describe('starting without any key', () => {
  it.each([
    ['embedded', MAIN.embedded],
    ['contracts', MAIN.contracts],
  ])('%s refuses a non-loopback HOST, naming the ways out', async (name, main) => {
    const s = start(name, main, { ...base, DATA_DIR: dataDir, HOST: '0.0.0.0' });
    running.push(s);
    expect(await s.exited).toBe(2);
    expect(s.stderr()).toMatch(/Refusing to start: HOST=0\.0\.0\.0 .*no API key is configured.*pnpm keys create.*AUTH=off/s);
  });

  it('listens on loopback only when HOST is unset, and says so in a log line', async () => {
    const s = start('embedded', MAIN.embedded, { ...base, DATA_DIR: dataDir, HOST: '' });
    running.push(s);
    const port = await listeningPort(s);
    // The line is logged just after Fastify's own "listening" line: under load the pipe can deliver them apart.
    const line = await until('the open-without-keys line', () => s.logs.find((l) => /no API key configured: open without keys, listening on loopback only/.test(String(l.msg))) ?? (s.alive() ? undefined : Promise.reject(new Error(s.stderr()))));
    expect(line.level).toBe(40);
    const res = await fetch(`http://127.0.0.1:${port}/verify`);
    expect(res.status).toBe(200);
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
  });

  it('serves on a non-loopback HOST with AUTH=off, saying so', async () => {
    const s = start('contracts', MAIN.contracts, { ...base, DATA_DIR: dataDir, HOST: '0.0.0.0', AUTH: 'off' });
    running.push(s);
    await until('the AUTH=off line', () => s.logs.find((l) => /AUTH=off/.test(String(l.msg))) ?? (s.alive() ? undefined : Promise.reject(new Error(s.stderr()))));
    s.child.kill('SIGTERM');
    await s.exited;
  });
});

describe('starting with short API_KEYS keys', () => {
  it('starts, and logs a warning naming the short key, never the key itself', async () => {
    const s = start('embedded', MAIN.embedded, { ...base, DATA_DIR: dataDir, HOST: '', API_KEYS: 'scanner:short-scanner-key' });
    running.push(s);
    await listeningPort(s);
    const warning = await until('the short-key warning', () => s.logs.find((l) => /API_KEYS: the key named "scanner" is shorter than 32 characters/.test(String(l.msg))) ?? (s.alive() ? undefined : Promise.reject(new Error(s.stderr()))));
    expect(warning.level).toBe(40);
    expect(JSON.stringify(s.logs)).not.toContain('short-scanner-key');
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
  });
});

describe('starting with a stored key', () => {
  it('asks for it on a non-loopback HOST', async () => {
    const stores = openSqliteStores(dataDir);
    const { key } = await createApiKey(stores.keys, { name: 'ci', tenant: 't', scopes: ['read'] });
    await stores.close();
    const s = start('contracts', MAIN.contracts, { ...base, DATA_DIR: dataDir, HOST: '0.0.0.0' });
    running.push(s);
    const line = await until('listening', () => s.logs.find((l) => /listening at/i.test(String(l.msg))) ?? (s.alive() ? undefined : Promise.reject(new Error(s.stderr()))));
    const port = Number(/:(\d+)$/.exec(String(line.msg))![1]);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${port}/`, { headers: { 'x-api-key': key } })).status).toBe(200);
    s.child.kill('SIGTERM');
    await s.exited;
  });
});
