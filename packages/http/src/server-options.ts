// Fastify server options shared by every HTTP process: pino logging with request
// ids and redacted credentials, and the limits that keep a client from holding a
// connection open forever. Contract contents never reach the logs: only the
// default request/response lines (method, url, status, time) are logged.
import type { Server } from 'node:http';
import type { FastifyBaseLogger, FastifyHttpOptions } from 'fastify';
import { pino, type Logger } from 'pino';
import { HTTP_TIMEOUT_DEFAULTS, type HttpTimeouts, type LogLevel } from './config.js';
import { genReqId } from './request-id.js';
import { frameworkErrors } from './error-handler.js';
import { clientErrorHandler } from './client-errors.js';
import { MAX_HEADER_BYTES } from './request-limits.js';

export const REDACT = ['req.headers.authorization', 'req.headers["x-api-key"]', 'headers.authorization', 'headers["x-api-key"]'];

/** Node checks the request and headers deadlines on a timer; this often, at most. */
const DEADLINE_CHECK_MS = 1000;

export function serverOptions(opts: { logLevel: LogLevel; logger?: FastifyBaseLogger; bodyLimit?: number; timeouts?: Partial<HttpTimeouts> }): FastifyHttpOptions<Server> & {
  loggerInstance?: FastifyBaseLogger;
} {
  const given = opts.timeouts ?? {};
  const t: HttpTimeouts = {
    requestTimeoutMs: given.requestTimeoutMs ?? HTTP_TIMEOUT_DEFAULTS.requestTimeoutMs,
    headersTimeoutMs: given.headersTimeoutMs ?? HTTP_TIMEOUT_DEFAULTS.headersTimeoutMs,
    idleTimeoutMs: given.idleTimeoutMs ?? HTTP_TIMEOUT_DEFAULTS.idleTimeoutMs,
    keepAliveTimeoutMs: given.keepAliveTimeoutMs ?? HTTP_TIMEOUT_DEFAULTS.keepAliveTimeoutMs,
  };
  return {
    ...(opts.logger ? { loggerInstance: opts.logger } : { logger: { level: opts.logLevel, redact: REDACT } }),
    genReqId,
    frameworkErrors,
    bodyLimit: opts.bodyLimit ?? 1024 * 1024,
    // A socket on which nothing moves either way (a silent client, one that stopped
    // reading its answer) is destroyed after this long.
    connectionTimeout: t.idleTimeoutMs,
    // The whole request, body included, must have arrived within this: a body
    // trickled a byte at a time cannot hold a connection (answered 408).
    requestTimeout: t.requestTimeoutMs,
    keepAliveTimeout: t.keepAliveTimeoutMs,
    http: {
      // The request line and headers must have arrived within this (slow headers, or
      // a connection that sends nothing at all: answered 408).
      headersTimeout: t.headersTimeoutMs,
      // Given here too: Node checks at construction that headers fit in the request.
      requestTimeout: t.requestTimeoutMs,
      maxHeaderSize: MAX_HEADER_BYTES,
      // Node checks both deadlines every 30 s by default, so they could overrun by
      // that much; check often enough that they hold to about a second.
      connectionsCheckingInterval: Math.max(10, Math.min(DEADLINE_CHECK_MS, Math.floor(t.headersTimeoutMs / 4))),
    },
    clientErrorHandler: clientErrorHandler(t),
  };
}

/** The process's logger: pino at LOG_LEVEL, credentials redacted, named for the role. */
export function createLogger(config: { logLevel: LogLevel }, name: string): Logger {
  return pino({ level: config.logLevel, redact: REDACT, name });
}
