// The HTTP foundation every service shares: security headers, problem responses,
// validation, request ids, request limits, content types and optional API keys.
// Installed on the root instance before any route is registered.
import type { FastifyInstance } from 'fastify';
import type { ApiKey } from '../config.js';
import { installProblemHandlers } from './error-handler.js';
import { installValidation } from './validation.js';
import { installRequestIdEcho } from './request-id.js';
import { installContentTypes } from './content-types.js';
import { installAuth } from './auth.js';
import { installUrlLimit } from './request-limits.js';
import { installSecurityHeaders } from './security-headers.js';

export async function installHttpFoundation(app: FastifyInstance, options: { apiKeys: ApiKey[]; publicPrefixes?: string[] }): Promise<void> {
  // First: its hooks set the headers before any other hook may answer (401, 414).
  await installSecurityHeaders(app);
  installProblemHandlers(app);
  installValidation(app);
  installRequestIdEcho(app);
  installUrlLimit(app);
  installContentTypes(app);
  installAuth(app, options.apiKeys, options.publicPrefixes);
}

export * from './problems.js';
export * from './error-handler.js';
export * from './auth.js';
export * from './request-id.js';
export * from './content-types.js';
export * from './json-body.js';
export * from './docs.js';
export * from './server-options.js';
export * from './etag.js';
export * from './route-schemas.js';
export * from './health.js';
export * from './require-json.js';
export * from './request-limits.js';
export * from './client-errors.js';
export * from './security-headers.js';
