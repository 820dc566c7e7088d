// Conditional GET (RFC 9110 13.1.2): a client that names the current ETag in
// If-None-Match is answered 304 Not Modified, without the body.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ifNoneMatchHits } from './etag.js';

/** Sets ETag and sends `body`, or 304 when the client holds that version already. */
export function sendTagged(req: FastifyRequest, reply: FastifyReply, etag: string, body: unknown): FastifyReply {
  reply.header('etag', etag);
  if (ifNoneMatchHits(req.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.send(body);
}
