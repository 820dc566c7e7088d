// JSON bodies must say they are JSON: a form or plain text sent to a JSON route
// answers 415 rather than a confusing schema error.
import type { FastifyRequest } from 'fastify';
import { ProblemError } from './problems.js';

export function requireContentType(...types: string[]) {
  return async (req: FastifyRequest): Promise<void> => {
    const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (!types.includes(type)) {
      throw new ProblemError(
        'unsupportedMediaType',
        `${req.method} ${req.routeOptions.url} takes ${types.join(' or ')} (got ${type || 'no content type'}).`,
      );
    }
  };
}

export const requireJson = requireContentType('application/json');
