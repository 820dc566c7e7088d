import { describe, expect, it } from 'vitest';
import { ConfigError } from '@cp/contracts/config';
import { loadWorkerConfig } from '../src/config.js';

describe('worker configuration', () => {
  it('needs REDIS_URL and fills defaults', () => {
    expect(() => loadWorkerConfig({})).toThrow(/REDIS_URL is required/);
    const c = loadWorkerConfig({ REDIS_URL: 'redis://127.0.0.1:6379', DATA_DIR: '/tmp/x' });
    expect(c).toMatchObject({ redisUrl: 'redis://127.0.0.1:6379', dataDir: '/tmp/x', concurrency: 1, ocr: 'auto', lockDurationMs: 30000 });
    expect(c.healthPort).toBeUndefined();
  });

  it('names every bad variable at once', () => {
    const err = (() => {
      try {
        loadWorkerConfig({ REDIS_URL: 'redis://x', WORKER_CONCURRENCY: '0', OCR_MODE: 'maybe', MAX_PAGES: 'many' });
      } catch (e) {
        return e;
      }
    })() as ConfigError;
    expect(err).toBeInstanceOf(ConfigError);
    expect(err.problems.join('\n')).toMatch(/WORKER_CONCURRENCY/);
    expect(err.problems.join('\n')).toMatch(/OCR_MODE/);
    expect(err.problems.join('\n')).toMatch(/MAX_PAGES/);
  });

  it('reads the worker settings', () => {
    const c = loadWorkerConfig({
      REDIS_URL: 'redis://r:6379',
      MONGODB_URL: 'mongodb://m:27017/cp',
      WORKER_CONCURRENCY: '4',
      OCR_MODE: 'off',
      JOB_LOCK_MS: '5000',
      JOB_STALLED_INTERVAL_MS: '2000',
      WORKER_HEALTH_PORT: '8080',
    });
    expect(c).toMatchObject({ mongodbUrl: 'mongodb://m:27017/cp', concurrency: 4, ocr: 'off', lockDurationMs: 5000, stalledIntervalMs: 2000, healthPort: 8080 });
  });
});
