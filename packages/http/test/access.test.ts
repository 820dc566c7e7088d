// When a service asks for keys, and when it refuses to start (decided at start).
import { describe, expect, it } from 'vitest';
import { AccessRefusedError, decideAccess, isLoopback, loadConfig, logAccess } from '../src/index.js';

const config = (env: Record<string, string>) => loadConfig(env);

describe('decideAccess', () => {
  it('asks for keys once any is configured: API_KEYS, ADMIN_API_KEY or a stored key', () => {
    expect(decideAccess(config({ API_KEYS: 'a:b' }), 0)).toMatchObject({ open: false, host: '0.0.0.0' });
    expect(decideAccess(config({ ADMIN_API_KEY: 'k'.repeat(32) }), 0)).toMatchObject({ open: false });
    expect(decideAccess(config({ HOST: '0.0.0.0' }), 1)).toMatchObject({ open: false, host: '0.0.0.0' });
  });

  it('without keys stays open on loopback only, and says so', () => {
    const unset = decideAccess(config({}), 0);
    expect(unset).toMatchObject({ open: true, host: '127.0.0.1' });
    expect(unset.message).toMatch(/loopback only/);
    expect(decideAccess(config({ HOST: '::1' }), 0)).toMatchObject({ open: true, host: '::1' });
    expect(decideAccess(config({ HOST: 'localhost' }), 0)).toMatchObject({ open: true });
  });

  it('refuses a non-loopback HOST without keys, naming the ways out, unless AUTH=off', () => {
    expect(() => decideAccess(config({ HOST: '0.0.0.0' }), 0)).toThrow(AccessRefusedError);
    expect(() => decideAccess(config({ HOST: '10.1.2.3' }), 0)).toThrow(/pnpm keys create.*ADMIN_API_KEY.*AUTH=off/s);
    expect(decideAccess(config({ HOST: '0.0.0.0', AUTH: 'off' }), 0)).toMatchObject({ open: true, host: '0.0.0.0' });
    // AUTH=off wins over configured keys.
    expect(decideAccess(config({ AUTH: 'off', API_KEYS: 'a:b' }), 3)).toMatchObject({ open: true });
  });

  it('knows loopback addresses', () => {
    for (const h of ['127.0.0.1', '127.5.0.1', '::1', 'localhost']) expect(isLoopback(h), h).toBe(true);
    for (const h of ['0.0.0.0', '::', '192.168.1.2', 'example.com']) expect(isLoopback(h), h).toBe(false);
  });

  it('refuses a short ADMIN_API_KEY and an unknown AUTH at load', () => {
    expect(() => loadConfig({ ADMIN_API_KEY: 'short' })).toThrow(/ADMIN_API_KEY/);
    expect(() => loadConfig({ AUTH: 'none' })).toThrow(/AUTH/);
  });

  it('warns at start about API_KEYS keys shorter than 32 characters, by name, never showing the key', () => {
    const long = 'L'.repeat(32);
    const access = decideAccess(config({ API_KEYS: `ci:tiny-secret,ok:${long},bot:also-short` }), 0);
    expect(access.open).toBe(false);
    expect(access.warnings).toHaveLength(1);
    expect(access.warnings[0]).toMatch(/API_KEYS: the keys named "ci", "bot" are shorter than 32 characters/);
    expect(access.warnings[0]).not.toMatch(/tiny-secret|also-short|"ok"/);
    const lines: Array<[string, string]> = [];
    logAccess({ info: (_o, m) => lines.push(['info', m]), warn: (_o, m) => lines.push(['warn', m]) }, access);
    expect(lines).toEqual([['info', 'API keys required (3 configured)'], ['warn', access.warnings[0]]]);
    // Long keys and no keys: nothing to warn about. The key is still accepted (tests use short ones).
    expect(decideAccess(config({ API_KEYS: `ok:${long}` }), 0).warnings).toEqual([]);
    expect(decideAccess(config({}), 0).warnings).toEqual([]);
    expect(config({ API_KEYS: 'a:b' }).apiKeys).toEqual([{ name: 'a', key: 'b' }]);
  });
});
