// JSON Merge Patch bodies (RFC 7396) are JSON; parse them with Fastify's own JSON
// parser so that prototype poisoning protection and error codes stay the same.
import type { FastifyInstance } from 'fastify';

export const MERGE_PATCH = 'application/merge-patch+json';

export function installContentTypes(app: FastifyInstance): void {
  app.addContentTypeParser(MERGE_PATCH, { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
}
