// Request body parsers. JSON and JSON Merge Patch bodies (RFC 7396) both go through
// parseJsonBody: Fastify's prototype-poisoning protection, plus the depth and
// finite-number limits of json-body.ts.
import type { FastifyInstance } from 'fastify';
import { parseJsonBody } from './json-body.js';

export const MERGE_PATCH = 'application/merge-patch+json';

export function installContentTypes(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(['application/json', MERGE_PATCH], { parseAs: 'string' }, (_req, body, done) => {
    let value: unknown;
    try {
      value = parseJsonBody(body as string);
    } catch (err) {
      done(err as Error, undefined);
      return;
    }
    done(null, value);
  });
}
