// Security headers on every response, through @fastify/helmet. A response is data
// for a program unless its route says otherwise: it loads nothing, may not be
// framed, is never sniffed into something executable, and sends no referrer. Pages
// (the review UI, Swagger UI) and served documents (the uploaded PDF) carry policies
// of their own, given as route options, so each policy lives beside what it serves.
import type { FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

type Directives = Record<string, string[]>;
/** The `helmet` option of a route: what it changes of the defaults below. */
export type RouteSecurity = Omit<FastifyHelmetOptions, 'global'>;

const API_DIRECTIVES: Directives = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

const policy = (directives: Directives) => ({ useDefaults: false, directives });
// As helmet writes it, so that a policy reads the same on every response.
const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');

/** Content-Security-Policy of JSON, problems and anything else that is not a page. */
export const API_CSP = serialize(API_DIRECTIVES);

/**
 * The least every response carries, for the few written outside Fastify's hooks
 * (connection errors, URLs that cannot be routed).
 */
export const BASELINE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': API_CSP,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

const DEFAULTS: FastifyHelmetOptions = {
  contentSecurityPolicy: policy(API_DIRECTIVES),
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  // The service speaks plain HTTP behind whatever terminates TLS; HSTS is for that
  // proxy to send (and includeSubDomains from here would bind the operator's domain).
  strictTransportSecurity: false,
};

/** Registers the headers on every route; before any other hook, so that none answers without them. */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, DEFAULTS);
}

/**
 * Gives every route registered from now on in this plugin (and the plugins it
 * registers) the headers of `security` instead of the defaults: a page's policy
 * then covers its assets too (scripts, the workers they start).
 */
export function setRouteSecurity(app: FastifyInstance, security: RouteSecurity): void {
  app.addHook('onRoute', (route) => {
    // The key @fastify/helmet reads each route's options from.
    route.config = { ...(route.config as object), helmet: security } as typeof route.config;
  });
}

/** For an HTML page and the assets it loads: its own policy, same-origin referrers. */
export function pageSecurity(directives: Directives): RouteSecurity {
  return { contentSecurityPolicy: policy(directives), referrerPolicy: { policy: 'same-origin' } };
}

/**
 * For an uploaded document served back (the PDF): a sandbox, so that even if a
 * browser did render it as something active it would run in an opaque origin,
 * without scripts, forms or plugins, and load nothing. Chromium's PDF viewer still
 * displays a PDF under this policy.
 */
export const DOCUMENT_SECURITY: RouteSecurity = {
  contentSecurityPolicy: policy({ sandbox: [], 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] }),
};
