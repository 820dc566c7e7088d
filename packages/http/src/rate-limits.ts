// Request rate limits (@fastify/rate-limit) and the throttle on failed
// authentication (rate-limiter-flexible). Both count per API key when the request
// carries one, per client address otherwise, and share their counters through Redis
// when REDIS_URL is set, so that several gateway processes enforce one limit; without
// Redis (the embedded process) they count in memory. Health, readiness and metrics
// are never limited: orchestrators must always reach them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ANONYMOUS } from './auth.js';
import { RATE_LIMIT_DEFAULTS, type Config } from './config.js';
import { ProblemError } from './problems.js';
import { problemResponses, RATE_LIMIT_HEADERS } from './route-schemas.js';

export interface RateLimitOptions {
  /** Requests per minute per key (or client address); 0 turns the limit off. */
  perMinute: number;
  /** Failed authentications per minute per client address; 0 turns the throttle off. */
  authFailuresPerMinute: number;
  /** Share the counters through this Redis; in memory when unset. */
  redisUrl?: string;
  /** Namespace of the Redis keys (the queue prefix, unique per deployment and per test). */
  prefix?: string;
}

const EXEMPT_PATHS = new Set(['/healthz', '/readyz', '/metrics']);
const WINDOW_MS = 60_000;

export function isRateLimitExempt(req: FastifyRequest): boolean {
  return EXEMPT_PATHS.has(req.url.split('?')[0]);
}

const hasKey = (req: FastifyRequest) => Boolean(req.principal) && req.principal !== ANONYMOUS;

/**
 * Whom a request is counted against: its API key, or its client address when it has
 * none. A stored key counts by its id; a key from the environment (API_KEYS,
 * ADMIN_API_KEY) by tenant and name. Never by name alone: names are not unique, and
 * two tenants' keys both called "ci" must not share one limit.
 */
export function clientKey(req: FastifyRequest): string {
  if (!hasKey(req)) return `ip:${req.ip}`;
  return req.keyId ? `key:id:${req.keyId}` : `key:env:${req.tenant}:${req.principal}`;
}

function describe(req: FastifyRequest): string {
  return hasKey(req) ? `the API key "${req.principal}"` : 'this client address';
}

/** How long start-up waits for the counters' Redis before serving without it for now. */
const REDIS_READY_WAIT_MS = 2_000;

async function openRedis(url: string): Promise<Redis> {
  // Fail fast when Redis is away or frozen: the limiters then let requests through (an
  // outage of the counters must not take the API down with it, nor slow every request).
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: 1_000, connectTimeout: 3_000 });
  redis.on('error', () => {
    // reported through failing commands, which the limiters skip
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    new Promise((resolve) => redis.once('ready', resolve)),
    new Promise((resolve) => (timer = setTimeout(resolve, REDIS_READY_WAIT_MS))),
  ]);
  clearTimeout(timer);
  return redis;
}

/**
 * Installs the request limit and the failed-authentication throttle. Call before
 * installAuth (the throttle must answer before a key is even looked at) and before
 * any route is registered (the limit attaches itself to each route as it is added).
 */
export async function installRateLimits(app: FastifyInstance, options: RateLimitOptions, authEnabled: boolean): Promise<void> {
  if (options.perMinute <= 0 && (options.authFailuresPerMinute <= 0 || !authEnabled)) return;
  const redis = options.redisUrl ? await openRedis(options.redisUrl) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  const namespace = `${options.prefix ?? 'cp'}:ratelimit:`;
  if (authEnabled && options.authFailuresPerMinute > 0) installAuthFailureThrottle(app, options.authFailuresPerMinute, redis, namespace);
  if (options.perMinute > 0) await installRequestLimit(app, options.perMinute, redis, namespace);
}

async function installRequestLimit(app: FastifyInstance, perMinute: number, redis: Redis | undefined, namespace: string): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: perMinute,
    timeWindow: WINDOW_MS,
    // The route hook runs after the app's onRequest hooks, so the key is known here.
    hook: 'onRequest',
    keyGenerator: clientKey,
    allowList: (req) => isRateLimitExempt(req),
    enableDraftSpec: true,
    skipOnError: true,
    ...(redis ? { redis, nameSpace: `${namespace}requests:` } : {}),
    errorResponseBuilder: (req, ctx) =>
      new ProblemError('rateLimited', `More than ${ctx.max} requests a minute from ${describe(req)}; retry in ${ctx.after}.`, {
        headers: { 'retry-after': String(Math.max(1, Math.ceil(ctx.ttl / 1000))) },
      }),
  });
  // Every limited route documents its 429, and the RateLimit-* headers of its answers.
  const { 'retry-after': _retryAfter, ...counters } = RATE_LIMIT_HEADERS;
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<string, { content?: unknown; headers?: object }> | undefined;
    if (!response || EXEMPT_PATHS.has(route.url)) return;
    for (const [status, r] of Object.entries(response)) {
      // Only the OpenAPI form ({ description, content }) can carry headers.
      if (/^2/.test(status) && r?.content) response[status] = { ...r, headers: { ...counters, ...r.headers } };
    }
    response[429] ??= problemResponses(429)[429] as never;
  });
}

/**
 * A client address that failed authentication `perMinute` times is refused for the
 * rest of the window, whatever key it sends, so that a guessed key cannot be told
 * right from wrong any faster than that. Only failures count.
 */
function installAuthFailureThrottle(app: FastifyInstance, perMinute: number, redis: Redis | undefined, namespace: string): void {
  const opts = { points: perMinute, duration: WINDOW_MS / 1000 };
  const memory = new RateLimiterMemory(opts);
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({ ...opts, storeClient: redis, keyPrefix: `${namespace}auth-failures`, insuranceLimiter: memory })
    : memory;
  app.addHook('onRequest', async (req) => {
    if (isRateLimitExempt(req)) return;
    const seen = await limiter.get(req.ip).catch(() => null);
    if (!seen || seen.consumedPoints < perMinute) return;
    const retryAfter = String(Math.max(1, Math.ceil(seen.msBeforeNext / 1000)));
    throw new ProblemError('rateLimited', `Too many failed authentications from this client address; retry in ${retryAfter} s.`, {
      headers: { 'retry-after': retryAfter, 'ratelimit-limit': String(perMinute), 'ratelimit-remaining': '0', 'ratelimit-reset': retryAfter },
    });
  });
  app.addHook('onResponse', async (req, reply) => {
    if (reply.statusCode === 401) await limiter.penalty(req.ip, 1).catch(() => undefined);
  });
}

/** The limits a configuration asks for; a partial one (tests, tools) takes the defaults of loadConfig. */
export function rateLimitsOf(config: Partial<Pick<Config, 'rateLimitPerMinute' | 'authFailuresPerMinute' | 'redisUrl' | 'queuePrefix'>>): RateLimitOptions {
  return {
    perMinute: config.rateLimitPerMinute ?? RATE_LIMIT_DEFAULTS.perMinute,
    authFailuresPerMinute: config.authFailuresPerMinute ?? RATE_LIMIT_DEFAULTS.authFailuresPerMinute,
    ...(config.redisUrl ? { redisUrl: config.redisUrl } : {}),
    ...(config.queuePrefix ? { prefix: config.queuePrefix } : {}),
  };
}
