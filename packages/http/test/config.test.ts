// Configuration from the environment: defaults, durations, API keys, and a clear
// error naming every bad variable.
import { describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import { readFileSync } from 'node:fs';
import { CONFIG_VARIABLES, ConfigError, loadConfig, parseDuration } from '../src/config.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      queuePrefix: 'contract-parser',
      parseWaitMs: 30000,
      verificationTtlMs: 30 * 86_400_000,
      maxUploadBytes: 25 * 1024 * 1024,
      maxPages: 300,
      apiKeys: [],
      auth: 'auto',
      hostSet: false,
      logLevel: 'info',
      workerThreads: availableParallelism(),
      jobTimeoutMs: 600_000,
      queueSweepIntervalMs: 15_000,
      orphanSweepIntervalMs: 3_600_000,
      jobMaxStalled: 2,
      shutdownGraceMs: 5_000,
      workerConcurrency: 1,
      ocrMode: 'auto',
      ocrModel: 'auto',
      jobLockMs: 30_000,
      jobStalledIntervalMs: 30_000,
      jobMemoryMb: 1024,
      requestTimeoutMs: 120000,
      headersTimeoutMs: 20000,
      idleTimeoutMs: 60000,
      keepAliveTimeoutMs: 72000,
      rateLimitPerMinute: 600,
      authFailuresPerMinute: 20,
      uploadsInFlightPerKey: 4,
      idempotencyTtlMs: 86_400_000,
      webhookAttempts: 8,
      webhookBackoffMs: 5000,
      webhookTimeoutMs: 10000,
      webhookAllowPrivate: true,
      retentionIntervalMs: 3_600_000,
      webhookDeliveryRetentionMs: 30 * 86_400_000,
      metricsEnabled: true,
    });
  });

  it('reads the webhook, retention and metrics settings', () => {
    const c = loadConfig({
      WEBHOOK_ATTEMPTS: '3',
      WEBHOOK_BACKOFF_MS: '100',
      WEBHOOK_TIMEOUT_MS: '2000',
      WEBHOOK_ALLOW_PRIVATE: 'false',
      RETENTION_INTERVAL_MS: '0',
      DOCUMENT_RETENTION: '90d',
      WEBHOOK_DELIVERY_RETENTION: '7d',
      METRICS_ENABLED: 'false',
      METRICS_PORT: '9464',
    });
    expect(c).toMatchObject({ webhookAttempts: 3, webhookBackoffMs: 100, webhookTimeoutMs: 2000, webhookAllowPrivate: false, retentionIntervalMs: 0, documentRetentionMs: 90 * 86_400_000, webhookDeliveryRetentionMs: 7 * 86_400_000, metricsEnabled: false, metricsPort: 9464 });
    expect(() => loadConfig({ DOCUMENT_RETENTION: 'a year' })).toThrow(/DOCUMENT_RETENTION="a year": must be a duration/);
    expect(() => loadConfig({ WEBHOOK_ATTEMPTS: '0' })).toThrow(/WEBHOOK_ATTEMPTS/);
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/cp',
      MONGODB_URL: 'mongodb://mongo:27017/cp',
      REDIS_URL: 'redis://redis:6379',
      QUEUE_PREFIX: 'prod',
      PARSE_WAIT_MS: '0',
      VERIFICATION_TTL: '12h',
      MAX_UPLOAD_BYTES: '1048576',
      MAX_PAGES: '50',
      API_KEYS: 'alice:s3cret,ci:t0k:en',
      LOG_LEVEL: 'warn',
      WORKER_THREADS: '3',
      JOB_TIMEOUT_MS: '120000',
      QUEUE_SWEEP_INTERVAL_MS: '0',
      ORPHAN_SWEEP_INTERVAL_MS: '60000',
      JOB_MAX_STALLED: '4',
      SHUTDOWN_GRACE_MS: '0',
      REQUEST_TIMEOUT_MS: '300000',
      HEADERS_TIMEOUT_MS: '10000',
      IDLE_TIMEOUT_MS: '90000',
      KEEP_ALIVE_TIMEOUT_MS: '5000',
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: '5',
      UPLOADS_IN_FLIGHT_PER_KEY: '2',
      IDEMPOTENCY_TTL: '90m',
      UNRELATED: 'ignored',
    });
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/cp',
      mongodbUrl: 'mongodb://mongo:27017/cp',
      redisUrl: 'redis://redis:6379',
      queuePrefix: 'prod',
      parseWaitMs: 0,
      verificationTtlMs: 12 * 3_600_000,
      maxUploadBytes: 1048576,
      maxPages: 50,
      logLevel: 'warn',
      workerThreads: 3,
      jobTimeoutMs: 120_000,
      queueSweepIntervalMs: 0,
      orphanSweepIntervalMs: 60_000,
      jobMaxStalled: 4,
      shutdownGraceMs: 0,
      requestTimeoutMs: 300000,
      headersTimeoutMs: 10000,
      idleTimeoutMs: 90000,
      keepAliveTimeoutMs: 5000,
      rateLimitPerMinute: 0,
      authFailuresPerMinute: 5,
      uploadsInFlightPerKey: 2,
      idempotencyTtlMs: 90 * 60_000,
    });
    expect(c.apiKeys).toEqual([
      { name: 'alice', key: 's3cret' },
      { name: 'ci', key: 't0k:en' },
    ]);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ REDIS_URL: '', API_KEYS: '' })).not.toHaveProperty('redisUrl');
  });

  it('accepts durations in days, hours, minutes, seconds', () => {
    expect(parseDuration('30d')).toBe(2_592_000_000);
    expect(parseDuration('90')).toBe(90_000);
    expect(parseDuration('15m')).toBe(900_000);
  });

  it('fails naming every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', VERIFICATION_TTL: '30 days', API_KEYS: 'no-colon', LOG_LEVEL: 'loud', REDIS_URL: 'localhost:6379' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ['PORT', 'VERIFICATION_TTL', 'API_KEYS', 'LOG_LEVEL', 'REDIS_URL']) expect(message).toContain(name);
    expect(message).toMatch(/VERIFICATION_TTL="30 days": must be a duration such as 30d/);
  });

  it('refuses timeouts out of range, and a headers timeout longer than the request timeout', () => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS="0": must be >= 100/);
    expect(() => loadConfig({ IDLE_TIMEOUT_MS: 'soon', KEEP_ALIVE_TIMEOUT_MS: '-1' })).toThrow(/IDLE_TIMEOUT_MS[\s\S]*KEEP_ALIVE_TIMEOUT_MS/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' })).toThrow(/HEADERS_TIMEOUT_MS=6000 must not exceed REQUEST_TIMEOUT_MS=5000/);
  });

  it('refuses negative limits and an idempotency lifetime that is not a duration', () => {
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '-1', UPLOADS_IN_FLIGHT_PER_KEY: 'many' })).toThrow(/RATE_LIMIT_PER_MINUTE[\s\S]*UPLOADS_IN_FLIGHT_PER_KEY/);
    expect(() => loadConfig({ IDEMPOTENCY_TTL: 'a day' })).toThrow(/IDEMPOTENCY_TTL="a day": must be a duration such as 30d/);
  });

  it('refuses the same API key under two names', () => {
    expect(() => loadConfig({ API_KEYS: 'a:same,b:same' })).toThrow(/same key twice/);
  });

  it('refuses an API_KEYS key named admin: that tenant is reserved for ADMIN_API_KEY', () => {
    expect(() => loadConfig({ API_KEYS: 'alice:alice-key,admin:admin-key' })).toThrow(/API_KEYS names a key "admin": the tenant name "admin" is reserved for ADMIN_API_KEY; rename it/);
    expect(loadConfig({ API_KEYS: 'admins:k,administrator:k2' }).apiKeys.map((k) => k.name)).toEqual(['admins', 'administrator']);
  });
});

describe('role requirements', () => {
  it('the worker and the gateway alone need REDIS_URL; the embedded process and the contracts service do not', () => {
    expect(() => loadConfig({}, 'worker')).toThrow(/REDIS_URL is required by the worker process/);
    expect(() => loadConfig({}, 'gateway')).toThrow(/REDIS_URL is required by the gateway process/);
    expect(loadConfig({}, 'embedded').redisUrl).toBeUndefined();
    expect(loadConfig({}, 'contracts').redisUrl).toBeUndefined();
  });

  it('names every bad variable at once, the missing ones included', () => {
    const err = (() => {
      try {
        loadConfig({ WORKER_CONCURRENCY: '0', OCR_MODE: 'maybe', MAX_PAGES: 'many', OCR_WORKERS: '-2' }, 'worker');
      } catch (e) {
        return e;
      }
    })() as ConfigError;
    expect(err).toBeInstanceOf(ConfigError);
    const text = err.problems.join('\n');
    for (const name of ['WORKER_CONCURRENCY', 'OCR_MODE', 'MAX_PAGES', 'OCR_WORKERS', 'REDIS_URL']) expect(text).toContain(name);
  });

  it('reads the worker settings', () => {
    const c = loadConfig(
      {
        REDIS_URL: 'redis://r:6379',
        WORKER_CONCURRENCY: '4',
        OCR_WORKERS: '2',
        OCR_MODE: 'off',
        OCR_MODEL: 'fast',
        OCR_LANG_PATH: '/opt/tessdata',
        JOB_LOCK_MS: '5000',
        JOB_STALLED_INTERVAL_MS: '2000',
        WORKER_HEALTH_PORT: '8080',
      },
      'worker',
    );
    expect(c).toMatchObject({ workerConcurrency: 4, ocrWorkers: 2, ocrMode: 'off', ocrModel: 'fast', ocrLangPath: '/opt/tessdata', jobLockMs: 5000, jobStalledIntervalMs: 2000, workerHealthPort: 8080 });
    expect(loadConfig({ OCR_MODEL: '/models/eng' }).ocrModel).toBe('/models/eng');
  });

  it('refuses an OCR model that is neither a known name nor an absolute folder', () => {
    expect(() => loadConfig({ OCR_MODEL: 'fastest' })).toThrow(/OCR_MODEL="fastest"/);
    expect(() => loadConfig({ OCR_MODEL: 'models/eng' })).toThrow(/OCR_MODEL/);
    expect(() => loadConfig({ OCR_LANG_PATH: 'tessdata' })).toThrow(/OCR_LANG_PATH/);
  });
});

describe('documentation', () => {
  it('every variable the loader reads is in the README configuration table, and the table names no other', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 5));
    const documented = new Set([...section.matchAll(/^\| `([A-Z_]+)`(?:, `([A-Z_]+)`)?/gm)].flatMap((m) => [m[1], m[2]]).filter(Boolean));
    const read = CONFIG_VARIABLES.map((v) => v.name);
    expect(read.filter((n) => !documented.has(n))).toEqual([]);
    expect([...documented].filter((n) => !read.includes(n!))).toEqual([]);
  });
});
