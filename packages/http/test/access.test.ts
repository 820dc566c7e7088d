// When a service asks for keys, and when it refuses to start (decided at start).
import { describe, expect, it } from 'vitest';
import { AccessRefusedError, decideAccess, isLoopback, loadConfig } from '../src/index.js';

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
});
