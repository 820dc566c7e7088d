// Optional API keys. With no keys configured every request is 'anonymous'. With
// keys, every route needs `Authorization: Bearer <key>` or `X-API-Key: <key>`,
// except the ones that carry no data: health, readiness, the API documentation, and
// routes that declare `config: { public: true }` (the review UI's static assets).
// The key's name identifies who verified a contract.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiKey } from './config.js';
import { ProblemError } from './problems.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Name of the API key the request carried, or 'anonymous' when auth is off. */
    principal: string;
    /** Tenant that owns what this request creates and sees; 'default' when auth is off. */
    tenant: string;
  }
  interface FastifyContextConfig {
    /** Reachable without an API key (carries no contract data). */
    public?: boolean;
  }
}

export const ANONYMOUS = 'anonymous';
/** Tenant of every request when no keys are configured. */
export const DEFAULT_TENANT = 'default';

const PUBLIC_PATHS = ['/healthz', '/readyz', '/openapi.json'];
const PUBLIC_PREFIXES = ['/docs'];

const digest = (s: string) => createHash('sha256').update(s).digest();

function presentedKey(req: FastifyRequest): string | undefined {
  const auth = req.headers.authorization;
  if (typeof auth === 'string') {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(auth);
    if (m) return m[1];
  }
  const key = req.headers['x-api-key'];
  return typeof key === 'string' && key ? key : undefined;
}

function isPublic(req: FastifyRequest, extraPrefixes: string[]): boolean {
  if (req.routeOptions.config?.public === true) return true;
  const path = req.url.split('?')[0];
  if (PUBLIC_PATHS.includes(path)) return true;
  const under = (p: string) => path === p || path.startsWith(`${p}/`);
  if (PUBLIC_PREFIXES.some(under)) return true;
  return (req.method === 'GET' || req.method === 'HEAD') && extraPrefixes.some(under);
}

/** Finds the key's name, comparing digests in constant time. */
export function keyName(keys: ApiKey[], presented: string): string | undefined {
  const d = digest(presented);
  let found: string | undefined;
  for (const k of keys) if (timingSafeEqual(digest(k.key), d)) found ??= k.name;
  return found;
}

/** `publicPrefixes`: paths whose GETs need no key (static pages that carry no data). */
export function installAuth(app: FastifyInstance, keys: ApiKey[], publicPrefixes: string[] = []): void {
  app.decorateRequest('principal', ANONYMOUS);
  app.decorateRequest('tenant', DEFAULT_TENANT);
  if (keys.length === 0) return;
  app.addHook('onRequest', async (req) => {
    const presented = presentedKey(req);
    const name = presented === undefined ? undefined : keyName(keys, presented);
    if (name !== undefined) {
      req.principal = name;
      // In the API_KEYS form every named key is its own tenant.
      req.tenant = name;
      return;
    }
    if (isPublic(req, publicPrefixes)) return;
    throw new ProblemError(
      'unauthorized',
      presented === undefined
        ? 'Send an API key as "Authorization: Bearer <key>" or "X-API-Key: <key>".'
        : 'The API key is not valid.',
      { headers: { 'www-authenticate': 'Bearer realm="contract-parser"' } },
    );
  });
}
