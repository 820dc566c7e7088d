// The HTTP foundation every service shares: security headers, problem responses,
// validation, request ids, request limits, content types and optional API keys.
// Installed on the root instance before any route is registered.
import type { FastifyInstance } from 'fastify';
import { installProblemHandlers } from './error-handler.js';
import { installValidation } from './validation.js';
import { installRequestIdEcho } from './request-id.js';
import { installContentTypes } from './content-types.js';
import { authIsOpen, installAuth, type AuthOptions } from './auth.js';
import { installUrlLimit } from './request-limits.js';
import { installSecurityHeaders } from './security-headers.js';
import { installRateLimits, type RateLimitOptions } from './rate-limits.js';

export async function installHttpFoundation(app: FastifyInstance, options: AuthOptions & { rateLimits?: RateLimitOptions }): Promise<void> {
  // First: its hooks set the headers before any other hook may answer (401, 414).
  await installSecurityHeaders(app);
  installProblemHandlers(app);
  installValidation(app);
  installRequestIdEcho(app);
  installUrlLimit(app);
  installContentTypes(app);
  // Before auth: a client address refused for failed authentications is answered
  // before its key is looked at.
  if (options.rateLimits) await installRateLimits(app, options.rateLimits, !authIsOpen(options));
  installAuth(app, options);
}

