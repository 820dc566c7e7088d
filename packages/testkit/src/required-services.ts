// Tests that need a service this machine may lack (a Redis, a redis-server binary of
// the test's own, a MongoDB) skip without it on a developer's machine, and say so.
// In CI a skip would hide the very tests that prove the fault handling, so there a
// missing service is a failure: CI=1 (or true) requires every service,
// REQUIRE_<SERVICE>_TESTS=1 requires one of them anywhere.

export type RequiredService = 'redis' | 'redis-server' | 'mongo';

const ENV_NAME: Record<RequiredService, string> = {
  redis: 'REQUIRE_REDIS_TESTS',
  'redis-server': 'REQUIRE_REDIS_SERVER_TESTS',
  mongo: 'REQUIRE_MONGO_TESTS',
};

function on(value: string | undefined): boolean {
  return value !== undefined && value !== '' && value !== '0' && value.toLowerCase() !== 'false';
}

/** Whether a test needing `service` must run here rather than skip. */
export function serviceRequired(service: RequiredService, env: NodeJS.ProcessEnv = process.env): boolean {
  return on(env.CI) || on(env[ENV_NAME[service]]);
}

export class MissingServiceError extends Error {
  constructor(service: RequiredService, reason: string) {
    super(`${service} is required here (CI or ${ENV_NAME[service]} is set) but missing: ${reason}`);
    this.name = 'MissingServiceError';
  }
}

/**
 * Call where a test would skip for lack of `service`: returns the reason (for the
 * skipped test's name) on a developer's machine, throws where the service is required.
 */
export function skipUnlessRequired(service: RequiredService, reason: string, env: NodeJS.ProcessEnv = process.env): string {
  if (serviceRequired(service, env)) throw new MissingServiceError(service, reason);
  return reason;
}
