// Fastify server options shared by every HTTP process: pino logging with request
// ids and redacted credentials. Contract contents never reach the logs: only the
// default request/response lines (method, url, status, time) are logged.
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config.js';
import { genReqId } from './request-id.js';
import { frameworkErrors } from './error-handler.js';

export const REDACT = ['req.headers.authorization', 'req.headers["x-api-key"]', 'headers.authorization', 'headers["x-api-key"]'];

export function serverOptions(opts: { logLevel: LogLevel; logger?: FastifyBaseLogger; bodyLimit?: number }): FastifyServerOptions & {
  loggerInstance?: FastifyBaseLogger;
} {
  return {
    ...(opts.logger ? { loggerInstance: opts.logger } : { logger: { level: opts.logLevel, redact: REDACT } }),
    genReqId,
    frameworkErrors,
    bodyLimit: opts.bodyLimit ?? 1024 * 1024,
  };
}
