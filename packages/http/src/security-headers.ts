// Security headers on every response, as helmet writes them. A response is data
// for a program unless its route says otherwise: it loads nothing, may not be
// framed, is never sniffed into something executable, and sends no referrer. Pages
// (the review UI, Swagger UI) and served documents (the uploaded PDF) carry policies
// of their own, given as route options, so each policy lives beside what it serves.
// helmet is run once per policy, into a table of headers set on each request (the
// Fastify plugin builds helmet again on every request, a cost every read paid).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface RouteShorthandOptions {
    /** The headers of this route, where they differ from the defaults (see RouteSecurity). */
    helmet?: RouteSecurity;
  }
  interface FastifyContextConfig {
    helmet?: RouteSecurity;
  }
}

type Directives = Record<string, string[]>;
/** The `helmet` option of a route: what it changes of the defaults below. */
export type RouteSecurity = HelmetOptions;

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

const DEFAULTS: HelmetOptions = {
  contentSecurityPolicy: policy(API_DIRECTIVES),
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  // The service speaks plain HTTP behind whatever terminates TLS; HSTS is for that
  // proxy to send (and includeSubDomains from here would bind the operator's domain).
  strictTransportSecurity: false,
};

type HeaderTable = Record<string, string>;

/** The headers helmet sets for `options`, collected from one run of it. */
export function helmetHeaders(options: HelmetOptions): HeaderTable {
  const headers: HeaderTable = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/** Sets the headers on every route; before any other hook, so that none answers without them. */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  const defaults = helmetHeaders(DEFAULTS);
  // Routes share their policy objects (a plugin's pages, the document route).
  const byPolicy = new WeakMap<RouteSecurity, HeaderTable>();
  const headersOf = (own: RouteSecurity | undefined): HeaderTable => {
    if (!own) return defaults;
    let table = byPolicy.get(own);
    if (!table) {
      table = helmetHeaders({ ...DEFAULTS, ...own } as HelmetOptions);
      byPolicy.set(own, table);
    }
    return table;
  };
  app.addHook('onRoute', (route) => {
    // A route's own option becomes its config, where requests find it.
    if (route.helmet) route.config = { ...(route.config as object), helmet: route.helmet } as typeof route.config;
  });
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(headersOf(req.routeOptions.config?.helmet));
    done();
  });
}

/**
 * Gives every route registered from now on in this plugin (and the plugins it
 * registers) the headers of `security` instead of the defaults: a page's policy
 * then covers its assets too (scripts, the workers they start).
 */
export function setRouteSecurity(app: FastifyInstance, security: RouteSecurity): void {
  app.addHook('onRoute', (route) => {
    // Where installSecurityHeaders reads each route's policy from.
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
