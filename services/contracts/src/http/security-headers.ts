// Security headers. Every response is data for a program, not a page, unless a route
// says otherwise: it loads nothing, may not be framed, and is never sniffed into
// something executable.

/** Content-Security-Policy of JSON, problems and anything else that is not a page. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

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
