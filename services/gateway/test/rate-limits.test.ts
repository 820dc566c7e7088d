// Rate limits: per key (per client address without one), the harder throttle on
// failed authentication, exemptions, the problem answered, and counters shared
// through Redis by two gateway processes.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createApiKey } from '@cp/storage';
import { makeHarness, type Harness } from './harness.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const KEYS = [
  { name: 'alice', key: 'alice-secret' },
  { name: 'bob', key: 'bob-secret' },
];
const as = (key: string) => ({ authorization: `Bearer ${key}` });

let harnesses: Harness[] = [];
afterEach(async () => {
  for (const h of harnesses.splice(0)) await h.close();
});
async function harness(...args: Parameters<typeof makeHarness>): Promise<Harness> {
  const h = await makeHarness(...args);
  harnesses.push(h);
  return h;
}

describe('request rate limit', () => {
  it('answers 429 problem with Retry-After and RateLimit-* headers past the limit, per key', async () => {
    const h = await harness({ rateLimitPerMinute: 3, apiKeys: KEYS });
    for (let i = 0; i < 3; i++) {
      const ok = await h.app.inject({ url: '/verify', headers: as('alice-secret') });
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['ratelimit-limit']).toBe('3');
      expect(ok.headers['ratelimit-remaining']).toBe(String(2 - i));
      expect(Number(ok.headers['ratelimit-reset'])).toBeGreaterThan(0);
    }
    const limited = await h.app.inject({ url: '/verify', headers: as('alice-secret') });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(limited.json()).toMatchObject({ type: 'https://contract-parser.dev/problems/rate-limited', status: 429 });
    expect(limited.json().detail).toContain('alice');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['ratelimit-remaining']).toBe('0');
    // Another key has its own budget.
    expect((await h.app.inject({ url: '/verify', headers: as('bob-secret') })).statusCode).toBe(200);
  });

  it('counts per key, not per key name: two tenants each with a key named ci have their own limits', async () => {
    const h = await harness({ rateLimitPerMinute: 2 }, { open: false });
    const acme = await createApiKey(h.stores.keys, { name: 'ci', tenant: 'acme', scopes: ['parse'] });
    const beta = await createApiKey(h.stores.keys, { name: 'ci', tenant: 'beta', scopes: ['parse'] });
    for (let i = 0; i < 2; i++) expect((await h.app.inject({ url: '/verify', headers: as(acme.key) })).statusCode).toBe(200);
    const limited = await h.app.inject({ url: '/verify', headers: as(acme.key) });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toContain('"ci"');
    const other = await h.app.inject({ url: '/verify', headers: as(beta.key) });
    expect(other.statusCode).toBe(200);
    expect(other.headers['ratelimit-remaining']).toBe('1');
  });

  it('counts per client address when auth is off', async () => {
    const h = await harness({ rateLimitPerMinute: 2 });
    const from = (ip: string) => h.app.inject({ url: '/verify', remoteAddress: ip });
    expect((await from('10.0.0.1')).statusCode).toBe(200);
    expect((await from('10.0.0.1')).statusCode).toBe(200);
    expect((await from('10.0.0.1')).statusCode).toBe(429);
    expect((await from('10.0.0.2')).statusCode).toBe(200);
  });

  it('never limits health, readiness or metrics', async () => {
    const h = await harness({ rateLimitPerMinute: 1 });
    for (let i = 0; i < 5; i++) {
      expect((await h.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      expect((await h.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    }
    expect((await h.app.inject({ url: '/verify' })).statusCode).toBe(200);
    expect((await h.app.inject({ url: '/verify' })).statusCode).toBe(429);
    expect((await h.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('is off with RATE_LIMIT_PER_MINUTE=0', async () => {
    const h = await harness({ rateLimitPerMinute: 0 });
    for (let i = 0; i < 5; i++) {
      const res = await h.app.inject({ url: '/verify' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-limit']).toBeUndefined();
    }
  });

  it('documents 429 with its headers in the OpenAPI document', async () => {
    const h = await harness();
    const doc = (await h.app.inject({ url: '/openapi.json' })).json();
    const r429 = doc.paths['/parse'].post.responses['429'];
    expect(r429.content['application/problem+json']).toBeDefined();
    expect(Object.keys(r429.headers)).toEqual(expect.arrayContaining(['retry-after', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset']));
    expect(doc.paths['/verify'].get.responses['429']).toBeDefined();
    expect(Object.keys(doc.paths['/parse'].post.responses['200'].headers)).toEqual(expect.arrayContaining(['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset']));
    expect(doc.paths['/healthz'].get.responses['429']).toBeUndefined();
  });
});

describe('failed authentication throttle', () => {
  it('refuses a client address after N failures, also with a valid key, until the window ends', async () => {
    const h = await harness({ authFailuresPerMinute: 3, apiKeys: KEYS });
    const from = (ip: string, key: string) => h.app.inject({ url: '/verify', remoteAddress: ip, headers: as(key) });
    for (let i = 0; i < 3; i++) expect((await from('10.1.0.1', `guess-${i}`)).statusCode).toBe(401);
    const refused = await from('10.1.0.1', 'guess-x');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ type: 'https://contract-parser.dev/problems/rate-limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A right guess cannot be told from a wrong one any more.
    expect((await from('10.1.0.1', 'alice-secret')).statusCode).toBe(429);
    // Other addresses are not affected; health stays reachable.
    expect((await from('10.1.0.2', 'alice-secret')).statusCode).toBe(200);
    expect((await h.app.inject({ url: '/healthz', remoteAddress: '10.1.0.1' })).statusCode).toBe(200);
  });

  it('does not count successful requests', async () => {
    const h = await harness({ authFailuresPerMinute: 2, apiKeys: KEYS });
    for (let i = 0; i < 6; i++) expect((await h.app.inject({ url: '/verify', headers: as('alice-secret') })).statusCode).toBe(200);
    expect((await h.app.inject({ url: '/verify', headers: as('nope') })).statusCode).toBe(401);
    expect((await h.app.inject({ url: '/verify', headers: as('alice-secret') })).statusCode).toBe(200);
  });
});

describe('shared through Redis', () => {
  it('two gateways with the same REDIS_URL enforce one limit per key and one failure count per address', async () => {
    const prefix = `rl-test-${randomUUID()}`;
    const config = { redisUrl: REDIS_URL, queuePrefix: prefix, rateLimitPerMinute: 4, authFailuresPerMinute: 2, apiKeys: KEYS };
    const [a, b] = [await harness(config), await harness(config)];
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await a.app.inject({ url: '/verify', headers: as('alice-secret') })).statusCode);
      statuses.push((await b.app.inject({ url: '/verify', headers: as('alice-secret') })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    expect((await a.app.inject({ url: '/verify', headers: as('wrong'), remoteAddress: '10.2.0.1' })).statusCode).toBe(401);
    expect((await b.app.inject({ url: '/verify', headers: as('wrong'), remoteAddress: '10.2.0.1' })).statusCode).toBe(401);
    expect((await a.app.inject({ url: '/verify', headers: as('bob-secret'), remoteAddress: '10.2.0.1' })).statusCode).toBe(429);
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${prefix}:ratelimit:*`);
      expect(keys.length).toBeGreaterThan(0);
      if (keys.length) await redis.del(...keys);
    } finally {
      await redis.quit();
    }
  });
});

describe('when the counters\' Redis is unreachable', () => {
  it('lets requests through, and still throttles failed authentication in memory', async () => {
    const h = await harness({ redisUrl: 'redis://127.0.0.1:1', rateLimitPerMinute: 2, authFailuresPerMinute: 2, apiKeys: KEYS });
    for (let i = 0; i < 4; i++) expect((await h.app.inject({ url: '/verify', headers: as('alice-secret') })).statusCode).toBe(200);
    expect((await h.app.inject({ url: '/verify', headers: as('wrong') })).statusCode).toBe(401);
    expect((await h.app.inject({ url: '/verify', headers: as('wrong') })).statusCode).toBe(401);
    expect((await h.app.inject({ url: '/verify', headers: as('wrong') })).statusCode).toBe(429);
  });
});
