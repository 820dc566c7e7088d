// How large the start of a request may be. Node's parser counts the request line
// and the header fields against one budget (maxHeaderSize) and answers 431 past it;
// the URL has a smaller limit of its own, checked once the request is routed, so a
// long URL is told apart from heavy headers (414 rather than 431).
import type { FastifyInstance } from 'fastify';
import { ProblemError } from './problems.js';

/** RFC 9110 (4.1) asks servers to accept URLs of at least 8000 octets. */
export const MAX_URL_LENGTH = 8192;

/**
 * Request line plus header fields, in bytes. Twice Node's default (16 KiB), so that a
 * URL over MAX_URL_LENGTH still fits in it and is answered 414 by the hook below.
 */
export const MAX_HEADER_BYTES = 32 * 1024;

export function installUrlLimit(app: FastifyInstance): void {
  // A callback hook, not an async one: every request passes here.
  app.addHook('onRequest', (req, _reply, done) => {
    if (req.url.length > MAX_URL_LENGTH) {
      done(new ProblemError('uriTooLong', `The URL is ${req.url.length} characters long; the limit is ${MAX_URL_LENGTH}.`));
      return;
    }
    done();
  });
}
