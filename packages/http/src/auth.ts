// API keys, scopes and tenants. A request carries a key as `Authorization: Bearer
// <key>` or `X-API-Key: <key>`; the key names who is asking (`principal`), whose data
// the request sees and creates (`tenant`) and what it may do (`scopes`). Keys come
// from API_KEYS (each name its own tenant, every scope but admin), ADMIN_API_KEY
// (tenant 'admin', every scope, every tenant) and the key store (`lookup`). Each
// route declares the scope it needs (`config: { scope: 'verify' }`); this one hook
// enforces it (403 `forbidden`). Routes that carry no data need no key: health,
// readiness, the API documentation, and routes declaring `config: { public: true }`.
// With access open (no key configured, on loopback; or AUTH=off) every request is
// 'anonymous' in the 'default' tenant with every scope but admin.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_TENANT, API_KEY_SCOPES, DEFAULT_TENANT as SCHEMA_DEFAULT_TENANT, type ApiKeyScope } from '@cp/schema';
import type { ApiKey } from './config.js';
import { ProblemError } from './problems.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Name of the API key the request carried, or 'anonymous' when auth is off. */
    principal: string;
    /** Tenant that owns what this request creates and sees; 'default' when auth is off. */
    tenant: string;
    /** What the request's key may do. */
    scopes: readonly ApiKeyScope[];
    /** Id of the stored key the request carried (absent for API_KEYS, ADMIN_API_KEY and open access). */
    keyId: string | undefined;
  }
  interface FastifyContextConfig {
    /** Reachable without an API key (carries no contract data). */
    public?: boolean;
    /** The scope the route needs; a list: any one of them. An admin key has every scope. */
    scope?: ApiKeyScope | readonly ApiKeyScope[];
  }
}

export const ANONYMOUS = 'anonymous';
/** Tenant of every request when no keys are configured. */
export const DEFAULT_TENANT = SCHEMA_DEFAULT_TENANT;
/** What API_KEYS keys and open access may do: everything but managing keys and seeing other tenants. */
export const NON_ADMIN_SCOPES: readonly ApiKeyScope[] = API_KEY_SCOPES.filter((s) => s !== 'admin');

export interface Principal {
  name: string;
  tenant: string;
  scopes: readonly ApiKeyScope[];
  keyId?: string;
}

/** Finds the stored key a presented key stands for (undefined: none, or revoked). */
export type KeyLookup = (presented: string) => Promise<Principal | undefined>;

export interface AuthOptions {
  apiKeys: ApiKey[];
  adminApiKey?: string;
  lookup?: KeyLookup;
  /** Serve every request without a key (see access.ts for when). Default: open when no key is configured. */
  open?: boolean;
  /** Paths whose GETs need no key (static pages that carry no data). */
  publicPrefixes?: string[];
}

/** Whether every request is served without a key. */
export function authIsOpen(options: AuthOptions): boolean {
  return options.open ?? (options.apiKeys.length === 0 && options.adminApiKey === undefined && options.lookup === undefined);
}

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

/** The keys of the configuration (API_KEYS, ADMIN_API_KEY) as principals. */
function staticPrincipal(options: AuthOptions, presented: string): Principal | undefined {
  if (options.adminApiKey !== undefined && timingSafeEqual(digest(options.adminApiKey), digest(presented))) {
    return { name: 'admin', tenant: ADMIN_TENANT, scopes: API_KEY_SCOPES };
  }
  const name = keyName(options.apiKeys, presented);
  // In the API_KEYS form every named key is its own tenant.
  return name === undefined ? undefined : { name, tenant: name, scopes: NON_ADMIN_SCOPES };
}

/** Whether the principal may use a route needing `needed`. */
export function hasScope(scopes: readonly ApiKeyScope[], needed: ApiKeyScope | readonly ApiKeyScope[] | undefined): boolean {
  if (needed === undefined || scopes.includes('admin')) return true;
  return (typeof needed === 'string' ? [needed] : needed).some((s) => scopes.includes(s));
}

/** Whether the request sees every tenant's data (an admin key). */
export function seesAllTenants(req: FastifyRequest): boolean {
  return req.scopes.includes('admin');
}

/** The store filter of a request: its tenant, or none for an admin key. */
export function tenantScope(req: FastifyRequest): { tenant?: string } {
  return seesAllTenants(req) ? {} : { tenant: req.tenant };
}

export function installAuth(app: FastifyInstance, options: AuthOptions): void {
  const open = authIsOpen(options);
  const publicPrefixes = options.publicPrefixes ?? [];
  app.decorateRequest('principal', ANONYMOUS);
  app.decorateRequest('tenant', DEFAULT_TENANT);
  app.decorateRequest('scopes', null as never);
  app.decorateRequest('keyId', undefined);
  app.addHook('onRequest', async (req) => {
    req.scopes = open ? NON_ADMIN_SCOPES : [];
    if (!open) {
      const presented = presentedKey(req);
      const who = presented === undefined ? undefined : (staticPrincipal(options, presented) ?? (await options.lookup?.(presented)));
      if (who !== undefined) {
        req.principal = who.name;
        req.tenant = who.tenant;
        req.scopes = who.scopes;
        req.keyId = who.keyId;
      } else {
        if (isPublic(req, publicPrefixes)) return;
        throw new ProblemError(
          'unauthorized',
          presented === undefined
            ? 'Send an API key as "Authorization: Bearer <key>" or "X-API-Key: <key>".'
            : 'The API key is not valid (unknown or revoked).',
          { headers: { 'www-authenticate': 'Bearer realm="contract-parser"' } },
        );
      }
    }
    const needed = req.routeOptions.config?.scope;
    if (!hasScope(req.scopes, needed)) {
      const list = typeof needed === 'string' ? [needed] : [...(needed ?? [])];
      throw new ProblemError(
        'forbidden',
        `The key "${req.principal}" has the scopes ${req.scopes.length ? req.scopes.join(', ') : '(none)'}; ${req.method} ${req.routeOptions.url ?? req.url} needs ${list.map((s) => `"${s}"`).join(' or ')}.`,
      );
    }
  });
}
