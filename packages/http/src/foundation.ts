// The HTTP foundation every service shares: security headers, problem responses,
// validation, serialization, compression, request ids, request limits, content
// types, the methods each path takes (OPTIONS, 405) and optional API keys.
// Installed on the root instance before any route is registered.
import type { FastifyInstance } from 'fastify';
import { installProblemHandlers } from './error-handler.js';
import { installValidation } from './validation.js';
import { installRequestIdEcho } from './request-id.js';
import { installContentTypes } from './content-types.js';
import { authIsOpen, installAuth, type AuthOptions } from './auth.js';
import { installUrlLimit } from './request-limits.js';
import { installSecurityHeaders } from './security-headers.js';
import { installSerialization } from './serialization.js';
import { collectAllowedMethods } from './methods.js';
import { installCompression } from './compression.js';
import { installGentleRefusals } from './early-refusal.js';
import { installRateLimits, type RateLimitOptions } from './rate-limits.js';

export async function installHttpFoundation(app: FastifyInstance, options: AuthOptions & { rateLimits?: RateLimitOptions }): Promise<void> {
  // First: its hooks set the headers before any other hook may answer (401, 414).
  await installSecurityHeaders(app);
  installProblemHandlers(app, collectAllowedMethods(app));
  installValidation(app);
  installSerialization(app);
  await installCompression(app);
  installRequestIdEcho(app);
  installUrlLimit(app);
  installGentleRefusals(app);
  installContentTypes(app);
  // Before auth: a client address refused for failed authentications is answered
  // before its key is looked at.
  if (options.rateLimits) await installRateLimits(app, options.rateLimits, !authIsOpen(options));
  installAuth(app, options);
}

