// Configuration from the environment, validated with ajv at boot so that a bad value
// stops the process with a message naming the variable, before anything listens.
// Every role (embedded, gateway, worker, contracts) reads the same variables through
// this one loader; a role states what it requires on top (the worker and the gateway
// alone need REDIS_URL). Each variable is described here, and a test keeps the
// README's configuration table in step with this list.
import { availableParallelism } from 'node:os';
import { Ajv } from 'ajv';
import { OCR_MODES, reservedTenantProblem, type OcrMode } from '@cp/schema';

export interface ApiKey {
  name: string;
  key: string;
}

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** How long an HTTP server waits on a client (see server-options.ts for how each is applied). */
export interface HttpTimeouts {
  /** The whole request, headers and body, must have arrived within this. */
  requestTimeoutMs: number;
  /** The request line and headers must have arrived within this. */
  headersTimeoutMs: number;
  /** A connection on which nothing moves either way for this long is closed. */
  idleTimeoutMs: number;
  /** How long a kept-alive connection waits for its next request. */
  keepAliveTimeoutMs: number;
}

// A 25 MB upload must still fit in REQUEST_TIMEOUT_MS over a slow link (about
// 1.7 Mbit/s); keep-alive outlasts the 60 s idle timeout of common proxies and load
// balancers, so that they, not this server, close idle connections (no race on reuse).
export const HTTP_TIMEOUT_DEFAULTS: HttpTimeouts = {
  requestTimeoutMs: 120_000,
  headersTimeoutMs: 20_000,
  idleTimeoutMs: 60_000,
  keepAliveTimeoutMs: 72_000,
};

/** Request limits when the configuration says nothing (see rate-limits.ts). */
export const RATE_LIMIT_DEFAULTS = { perMinute: 600, authFailuresPerMinute: 20 };

export interface Config extends HttpTimeouts {
  port: number;
  host: string;
  dataDir: string;
  mongodbUrl?: string;
  redisUrl?: string;
  queuePrefix: string;
  parseWaitMs: number;
  /** Lifetime of a verification code, in milliseconds. */
  verificationTtlMs: number;
  maxUploadBytes: number;
  maxPages: number;
  /** The simple form: each named key is its own tenant, with every scope but admin. */
  apiKeys: ApiKey[];
  /** A key with the admin scope (tenant 'admin'), from ADMIN_API_KEY. */
  adminApiKey?: string;
  /** 'off': no key is asked for, whatever else is configured (AUTH=off). */
  auth: 'auto' | 'off';
  /** Whether HOST was given; unset, a service without keys listens on loopback only. */
  hostSet: boolean;
  logLevel: LogLevel;
  workerThreads: number;
  /** A parse run taking longer is stopped and fails as too complex. */
  jobTimeoutMs: number;
  /** How often records without a live job are put right (0: never). */
  queueSweepIntervalMs: number;
  /** How often files nobody owns are removed, besides at start (0: only at start). */
  orphanSweepIntervalMs: number;
  /** How often a parse job may lose its worker (crash) before it fails for good. */
  jobMaxStalled: number;
  /** How long running jobs may finish at shutdown before they are handed back (OCR'd pages are kept). */
  shutdownGraceMs: number;
  /** Jobs a worker process runs at once (each uses the extraction threads). */
  workerConcurrency: number;
  /** Tesseract workers shared by a process's jobs; unset: the extractor's default (one per core, at most 8). */
  ocrWorkers?: number;
  ocrMode: OcrMode;
  /** OCR_MODEL: auto, fast, best or a folder holding eng.traineddata (checked when the worker role starts). */
  ocrModel: string;
  /** OCR_LANG_PATH: where the fast model is looked for instead of the system's tessdata folders. */
  ocrLangPath?: string;
  /** BullMQ: how long a worker's lock on a job lasts without renewal. */
  jobLockMs: number;
  /** BullMQ: how often workers look for jobs whose worker died. */
  jobStalledIntervalMs: number;
  /** A worker process serves /healthz and /readyz on this port (off when unset). */
  workerHealthPort?: number;
  /** JavaScript heap of one extraction thread: a job past it ends as too complex, the process carries on. */
  jobMemoryMb: number;
  /** Requests a key (or, without one, a client address) may make per minute; 0: no limit. */
  rateLimitPerMinute: number;
  /** Failed authentications a client address may have per minute before it is refused; 0: no limit. */
  authFailuresPerMinute: number;
  /** Uploads one key (or client address) may have in flight at once; 0: no bound. */
  uploadsInFlightPerKey: number;
  /** How long an Idempotency-Key of POST /parse is remembered, in milliseconds. */
  idempotencyTtlMs: number;
  /** Webhook delivery: runs in all before a delivery is dead, first delay (doubling), per-request time limit. */
  webhookAttempts: number;
  webhookBackoffMs: number;
  webhookTimeoutMs: number;
  /** false: webhook requests to loopback, link-local and private addresses are refused. */
  webhookAllowPrivate: boolean;
  /** Finished webhook deliveries older than this are purged by the retention job. */
  webhookDeliveryRetentionMs: number;
  /** How often expired records and their PDFs are purged (0: never). */
  retentionIntervalMs: number;
  /** How long a verified contract's PDF is kept; unset: until the contract is deleted. */
  documentRetentionMs?: number;
  /** Whether /metrics is served (API port, worker health port, METRICS_PORT). */
  metricsEnabled: boolean;
  /** A port serving only /metrics, without a key (internal network). */
  metricsPort?: number;
}

/** The process roles; each may require variables the others do not. */
export type Role = 'embedded' | 'gateway' | 'worker' | 'contracts';

const DURATION = '^[0-9]+(ms|s|m|h|d)?$';
const API_KEYS = '^[A-Za-z0-9._-]+:[^,\\s]+(,[A-Za-z0-9._-]+:[^,\\s]+)*$';

// Values arrive as strings; ajv coerces the numeric ones and fills the defaults. The
// descriptions are the documentation (the README's table is checked against them).
const envSchema = {
  type: 'object',
  properties: {
    PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 3000, description: 'HTTP port (gateway, embedded process, or contracts service)' },
    HOST: { type: 'string', minLength: 1, default: '0.0.0.0', description: 'listen address' },
    DATA_DIR: { type: 'string', minLength: 1, default: './data', description: 'SQLite file and PDF folder when MONGODB_URL is unset' },
    MONGODB_URL: { type: 'string', pattern: '^mongodb(\\+srv)?://', description: 'use MongoDB for records and contracts and GridFS for PDFs' },
    REDIS_URL: { type: 'string', pattern: '^rediss?://', description: 'use BullMQ on Redis for jobs (required by the gateway and worker processes)' },
    QUEUE_PREFIX: { type: 'string', pattern: '^[A-Za-z0-9_-]+$', default: 'contract-parser', description: 'BullMQ key prefix' },
    PARSE_WAIT_MS: { type: 'integer', minimum: 0, maximum: 600000, default: 30000, description: 'how long POST /parse waits for parsing before answering 202' },
    VERIFICATION_TTL: { type: 'string', pattern: DURATION, default: '30d', description: 'lifetime of a verification code' },
    MAX_UPLOAD_BYTES: { type: 'integer', minimum: 1, default: 25 * 1024 * 1024, description: 'largest accepted upload' },
    MAX_PAGES: { type: 'integer', minimum: 1, default: 300, description: 'most pages a PDF may have' },
    API_KEYS: { type: 'string', pattern: API_KEYS, description: 'name:key pairs; each name is its own tenant with every scope but admin' },
    ADMIN_API_KEY: { type: 'string', minLength: 32, pattern: '^[^,\\s]+$', description: 'a key with the admin scope (tenant admin, sees every tenant), at least 32 characters' },
    AUTH: { type: 'string', enum: ['auto', 'off'], default: 'auto', description: 'off: serve every request without a key, also on a non-loopback HOST' },
    LOG_LEVEL: { type: 'string', enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], default: 'info', description: 'pino level' },
    WORKER_THREADS: { type: 'integer', minimum: 1, maximum: 256, description: 'extraction threads per process (default: the cores)' },
    WORKER_CONCURRENCY: { type: 'integer', minimum: 1, maximum: 64, default: 1, description: 'jobs a worker process runs at once' },
    OCR_WORKERS: { type: 'integer', minimum: 1, maximum: 64, description: 'tesseract workers per process (default: one per core, at most 8)' },
    OCR_MODE: { type: 'string', enum: [...OCR_MODES], default: 'auto', description: 'which pages are OCR\'d' },
    OCR_MODEL: { type: 'string', pattern: '^(auto|fast|best|/.*)$', default: 'auto', description: 'English OCR model: auto, fast, best or an absolute folder holding eng.traineddata' },
    OCR_LANG_PATH: { type: 'string', pattern: '^/', description: 'folder holding the fast eng.traineddata (default: the system tessdata folders)' },
    JOB_LOCK_MS: { type: 'integer', minimum: 1000, default: 30000, description: 'BullMQ lock on a running job' },
    JOB_STALLED_INTERVAL_MS: { type: 'integer', minimum: 500, default: 30000, description: 'BullMQ check for jobs whose worker died' },
    WORKER_HEALTH_PORT: { type: 'integer', minimum: 0, maximum: 65535, description: 'worker: serve /healthz and /readyz on this port' },
    JOB_TIMEOUT_MS: { type: 'integer', minimum: 1000, default: 600000, description: 'a parse taking longer fails as pdf-too-complex' },
    JOB_MEMORY_MB: { type: 'integer', minimum: 64, maximum: 65536, default: 1024, description: 'JavaScript heap of one extraction thread' },
    QUEUE_SWEEP_INTERVAL_MS: { type: 'integer', minimum: 0, default: 15000, description: 'how often records without a live job are queued again' },
    ORPHAN_SWEEP_INTERVAL_MS: { type: 'integer', minimum: 0, default: 3600000, description: 'how often files no record owns are removed' },
    JOB_MAX_STALLED: { type: 'integer', minimum: 0, maximum: 100, default: 2, description: 'how often a job may lose its worker before it fails' },
    SHUTDOWN_GRACE_MS: { type: 'integer', minimum: 0, default: 5000, description: 'how long running jobs may finish at shutdown' },
    WEBHOOK_ATTEMPTS: { type: 'integer', minimum: 1, maximum: 50, default: 8, description: 'webhook delivery attempts before a delivery is dead' },
    WEBHOOK_BACKOFF_MS: { type: 'integer', minimum: 1, default: 5000, description: 'delay before the first webhook retry; doubles each time' },
    WEBHOOK_TIMEOUT_MS: { type: 'integer', minimum: 100, maximum: 120000, default: 10000, description: 'time limit of one webhook request' },
    WEBHOOK_ALLOW_PRIVATE: { type: 'boolean', default: true, description: 'false: refuse webhook URLs that reach loopback, link-local or private addresses' },
    WEBHOOK_DELIVERY_RETENTION: { type: 'string', pattern: DURATION, default: '30d', description: 'finished webhook deliveries older than this are removed by the retention job' },
    RETENTION_INTERVAL_MS: { type: 'integer', minimum: 0, default: 3600000, description: 'how often expired records and their PDFs are purged (0: never)' },
    DOCUMENT_RETENTION: { type: 'string', pattern: DURATION, description: 'how long a verified contract\'s PDF is kept (default: until the contract is deleted)' },
    METRICS_ENABLED: { type: 'boolean', default: true, description: 'serve Prometheus metrics at /metrics' },
    METRICS_PORT: { type: 'integer', minimum: 0, maximum: 65535, description: 'also serve /metrics, without a key, on this port' },
    REQUEST_TIMEOUT_MS: { type: 'integer', minimum: 100, maximum: 3_600_000, default: HTTP_TIMEOUT_DEFAULTS.requestTimeoutMs, description: 'the whole request must arrive within this' },
    HEADERS_TIMEOUT_MS: { type: 'integer', minimum: 100, maximum: 600_000, default: HTTP_TIMEOUT_DEFAULTS.headersTimeoutMs, description: 'the request line and headers must arrive within this' },
    IDLE_TIMEOUT_MS: { type: 'integer', minimum: 100, maximum: 3_600_000, default: HTTP_TIMEOUT_DEFAULTS.idleTimeoutMs, description: 'an idle connection is closed after this' },
    KEEP_ALIVE_TIMEOUT_MS: { type: 'integer', minimum: 100, maximum: 600_000, default: HTTP_TIMEOUT_DEFAULTS.keepAliveTimeoutMs, description: 'a kept-alive connection waits this long for its next request' },
    RATE_LIMIT_PER_MINUTE: { type: 'integer', minimum: 0, default: RATE_LIMIT_DEFAULTS.perMinute, description: 'requests per minute per API key (per client address without one); 0: no limit' },
    RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: { type: 'integer', minimum: 0, default: RATE_LIMIT_DEFAULTS.authFailuresPerMinute, description: 'failed authentications per minute per client address before it is refused; 0: no limit' },
    UPLOADS_IN_FLIGHT_PER_KEY: { type: 'integer', minimum: 0, default: 4, description: 'uploads one API key (or client address) may be sending at once; 0: no bound' },
    IDEMPOTENCY_TTL: { type: 'string', pattern: DURATION, default: '24h', description: 'how long an Idempotency-Key of POST /parse is remembered' },
  },
} as const;

/** Every variable the service reads, with its description (the README documents each). */
export const CONFIG_VARIABLES: ReadonlyArray<{ name: string; description: string }> = Object.entries(envSchema.properties).map(([name, p]) => ({
  name,
  description: p.description,
}));

/** What a role needs beyond the defaults. */
const REQUIRED_BY_ROLE: Record<Role, Array<{ name: keyof typeof envSchema.properties; why: string }>> = {
  embedded: [],
  contracts: [],
  gateway: [{ name: 'REDIS_URL', why: 'the gateway alone hands jobs to worker processes through it; run the embedded process for one process without Redis' }],
  worker: [{ name: 'REDIS_URL', why: 'the worker consumes its jobs from it' }],
};

const DESCRIPTIONS: Record<string, string> = {
  DURATION: 'a duration such as 30d, 12h, 45m or a number of seconds',
  API_KEYS: 'name:key pairs separated by commas, e.g. "alice:s3cret,ci:t0ken"',
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** '30d', '12h', '45m', '10s', '500ms' or bare seconds, to milliseconds. */
export function parseDuration(text: string): number {
  const m = /^([0-9]+)(ms|s|m|h|d)?$/.exec(text.trim());
  if (!m) throw new ConfigError([`"${text}" is not ${DESCRIPTIONS.DURATION}`]);
  return Number(m[1]) * UNIT_MS[m[2] ?? 's'];
}

/** Below this, an API_KEYS key could be guessed; ADMIN_API_KEY and stored keys are at least as long. */
export const MIN_API_KEY_LENGTH = 32;

/** Names of the API_KEYS keys shorter than MIN_API_KEY_LENGTH (warned about at start, never refused: tests use short keys). */
export function shortApiKeyNames(keys: readonly ApiKey[]): string[] {
  return keys.filter((k) => k.key.length < MIN_API_KEY_LENGTH).map((k) => k.name);
}

export function parseApiKeys(text: string | undefined): ApiKey[] {
  if (!text) return [];
  const keys = text.split(',').map((pair) => {
    const i = pair.indexOf(':');
    return { name: pair.slice(0, i), key: pair.slice(i + 1) };
  });
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const k of keys) {
    if (seen.has(k.key)) problems.push(`API_KEYS gives the same key twice (name "${k.name}")`);
    seen.add(k.key);
    // Each name is its tenant, and the tenant "admin" is ADMIN_API_KEY's alone.
    const reserved = reservedTenantProblem(k.name);
    if (reserved) problems.push(`API_KEYS names a key "${k.name}": ${reserved.replace('give the key another tenant', 'rename it')}`);
  }
  if (problems.length) throw new ConfigError(problems);
  return keys;
}

const ajv = new Ajv({ allErrors: true, coerceTypes: true, useDefaults: true, strict: false });
const validateEnv = ajv.compile(envSchema);

/** Reads and validates the configuration for a role; throws ConfigError naming every bad or missing variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, role: Role = 'embedded'): Config {
  // Empty strings mean "not set", as in docker-compose files with `FOO=`.
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(envSchema.properties)) {
    const v = env[key];
    if (v !== undefined && v !== '') raw[key] = v;
  }
  const hostSet = raw.HOST !== undefined;
  const problems = validateEnv(raw)
    ? []
    : (validateEnv.errors ?? []).map((e) => {
        const name = e.instancePath.slice(1);
        const hint = ['VERIFICATION_TTL', 'IDEMPOTENCY_TTL', 'DOCUMENT_RETENTION', 'WEBHOOK_DELIVERY_RETENTION'].includes(name) ? DESCRIPTIONS.DURATION : name === 'API_KEYS' ? DESCRIPTIONS.API_KEYS : undefined;
        // ajv's own messages already read "must be integer", "must be >= 100".
        return `${name}=${JSON.stringify(env[name])}: ${hint ? `must be ${hint}` : (e.message ?? 'is invalid')}`;
      });
  for (const need of REQUIRED_BY_ROLE[role]) if (raw[need.name] === undefined) problems.push(`${need.name} is required by the ${role} process: ${need.why}`);
  if (problems.length) throw new ConfigError(problems);
  const v = raw as Record<string, never>;
  // Node refuses a headers timeout longer than the request timeout: the headers are
  // part of the request.
  if ((v.HEADERS_TIMEOUT_MS as number) > (v.REQUEST_TIMEOUT_MS as number)) {
    throw new ConfigError([`HEADERS_TIMEOUT_MS=${v.HEADERS_TIMEOUT_MS} must not exceed REQUEST_TIMEOUT_MS=${v.REQUEST_TIMEOUT_MS} (the headers are part of the request)`]);
  }
  return {
    port: v.PORT,
    host: v.HOST,
    dataDir: v.DATA_DIR,
    ...(v.MONGODB_URL ? { mongodbUrl: v.MONGODB_URL } : {}),
    ...(v.REDIS_URL ? { redisUrl: v.REDIS_URL } : {}),
    queuePrefix: v.QUEUE_PREFIX,
    parseWaitMs: v.PARSE_WAIT_MS,
    verificationTtlMs: parseDuration(v.VERIFICATION_TTL),
    maxUploadBytes: v.MAX_UPLOAD_BYTES,
    maxPages: v.MAX_PAGES,
    apiKeys: parseApiKeys(v.API_KEYS),
    ...(v.ADMIN_API_KEY ? { adminApiKey: v.ADMIN_API_KEY } : {}),
    auth: v.AUTH,
    hostSet,
    logLevel: v.LOG_LEVEL,
    workerThreads: v.WORKER_THREADS ?? availableParallelism(),
    jobTimeoutMs: v.JOB_TIMEOUT_MS,
    queueSweepIntervalMs: v.QUEUE_SWEEP_INTERVAL_MS,
    orphanSweepIntervalMs: v.ORPHAN_SWEEP_INTERVAL_MS,
    jobMaxStalled: v.JOB_MAX_STALLED,
    shutdownGraceMs: v.SHUTDOWN_GRACE_MS,
    workerConcurrency: v.WORKER_CONCURRENCY,
    ...(v.OCR_WORKERS !== undefined ? { ocrWorkers: v.OCR_WORKERS } : {}),
    ocrMode: v.OCR_MODE,
    ocrModel: v.OCR_MODEL,
    ...(v.OCR_LANG_PATH !== undefined ? { ocrLangPath: v.OCR_LANG_PATH } : {}),
    jobLockMs: v.JOB_LOCK_MS,
    jobStalledIntervalMs: v.JOB_STALLED_INTERVAL_MS,
    ...(v.WORKER_HEALTH_PORT !== undefined ? { workerHealthPort: v.WORKER_HEALTH_PORT } : {}),
    jobMemoryMb: v.JOB_MEMORY_MB,
    webhookAttempts: v.WEBHOOK_ATTEMPTS,
    webhookBackoffMs: v.WEBHOOK_BACKOFF_MS,
    webhookTimeoutMs: v.WEBHOOK_TIMEOUT_MS,
    webhookAllowPrivate: v.WEBHOOK_ALLOW_PRIVATE,
    webhookDeliveryRetentionMs: parseDuration(v.WEBHOOK_DELIVERY_RETENTION),
    retentionIntervalMs: v.RETENTION_INTERVAL_MS,
    ...(v.DOCUMENT_RETENTION ? { documentRetentionMs: parseDuration(v.DOCUMENT_RETENTION) } : {}),
    metricsEnabled: v.METRICS_ENABLED,
    ...(v.METRICS_PORT !== undefined ? { metricsPort: v.METRICS_PORT } : {}),
    requestTimeoutMs: v.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: v.HEADERS_TIMEOUT_MS,
    idleTimeoutMs: v.IDLE_TIMEOUT_MS,
    keepAliveTimeoutMs: v.KEEP_ALIVE_TIMEOUT_MS,
    rateLimitPerMinute: v.RATE_LIMIT_PER_MINUTE,
    authFailuresPerMinute: v.RATE_LIMIT_AUTH_FAILURES_PER_MINUTE,
    uploadsInFlightPerKey: v.UPLOADS_IN_FLIGHT_PER_KEY,
    idempotencyTtlMs: parseDuration(v.IDEMPOTENCY_TTL),
  };
}

/** Loads the configuration or ends the process with the reasons (for main modules). */
export function loadConfigOrExit(role: Role, env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env, role);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
}
