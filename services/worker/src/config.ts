// The worker process's configuration: the variables every service shares (read by
// the contracts service's loader) plus the worker's own, validated at boot.
import { Ajv } from 'ajv';
import { ConfigError, loadConfig, type Config } from '@cp/contracts/config';

export type OcrMode = 'auto' | 'off' | 'force';

export interface WorkerConfig extends Config {
  redisUrl: string;
  /** Jobs this process runs at once (each uses the extractor's thread pool). */
  concurrency: number;
  ocr: OcrMode;
  lockDurationMs: number;
  stalledIntervalMs: number;
  /** Port of the worker's /healthz and /readyz (off when unset). */
  healthPort?: number;
}

const workerSchema = {
  type: 'object',
  required: ['REDIS_URL'],
  properties: {
    REDIS_URL: { type: 'string', pattern: '^rediss?://' },
    WORKER_CONCURRENCY: { type: 'integer', minimum: 1, maximum: 64, default: 1 },
    OCR_MODE: { type: 'string', enum: ['auto', 'off', 'force'], default: 'auto' },
    JOB_LOCK_MS: { type: 'integer', minimum: 1000, default: 30000 },
    JOB_STALLED_INTERVAL_MS: { type: 'integer', minimum: 500, default: 30000 },
    WORKER_HEALTH_PORT: { type: 'integer', minimum: 0, maximum: 65535 },
  },
} as const;

const validate = new Ajv({ allErrors: true, coerceTypes: true, useDefaults: true, strict: false }).compile(workerSchema);

interface WorkerEnv {
  REDIS_URL: string;
  WORKER_CONCURRENCY: number;
  OCR_MODE: OcrMode;
  JOB_LOCK_MS: number;
  JOB_STALLED_INTERVAL_MS: number;
  WORKER_HEALTH_PORT?: number;
}

export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  // Report every bad variable at once, the shared ones and the worker's own.
  const problems: string[] = [];
  let shared: Config | undefined;
  try {
    shared = loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    problems.push(...err.problems);
  }
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(workerSchema.properties)) {
    if (env[key] !== undefined && env[key] !== '') raw[key] = env[key];
  }
  if (!validate(raw)) {
    for (const e of validate.errors ?? []) {
      const name = e.instancePath.slice(1);
      if (e.keyword === 'required') problems.push(`${String(e.params.missingProperty)} is required by the worker (the queue it consumes)`);
      else if (!problems.some((p) => p.startsWith(name))) problems.push(`${name}=${JSON.stringify(env[name])} ${e.message ?? 'is invalid'}`);
    }
  }
  if (problems.length || !shared) throw new ConfigError(problems);
  const v = raw as unknown as WorkerEnv;
  return {
    ...shared,
    redisUrl: v.REDIS_URL,
    concurrency: v.WORKER_CONCURRENCY,
    ocr: v.OCR_MODE,
    lockDurationMs: v.JOB_LOCK_MS,
    stalledIntervalMs: v.JOB_STALLED_INTERVAL_MS,
    ...(v.WORKER_HEALTH_PORT !== undefined ? { healthPort: v.WORKER_HEALTH_PORT } : {}),
  };
}
