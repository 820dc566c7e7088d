// At most N uploads per key (per client address without one) being received at
// once: a client cannot tie up the gateway's sockets and memory with parallel
// uploads, whatever its request rate. A slot is taken when the upload's handler is
// about to read the body and given back when the body has arrived, the request is
// closed, or it is answered, whichever comes first. Counted per gateway process.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ProblemError, clientKey } from '@cp/http';

/** Seconds a client is told to wait: an upload takes a few seconds to arrive. */
const RETRY_AFTER_S = 5;

const isUploadRoute = (req: FastifyRequest) => req.method === 'POST' && req.routeOptions.url === '/parse';

export function installUploadSlots(app: FastifyInstance, perKey: number): void {
  if (perKey <= 0) return;
  const inFlight = new Map<string, number>();

  app.addHook('preHandler', async (req, reply) => {
    if (!isUploadRoute(req)) return;
    const who = clientKey(req);
    const n = inFlight.get(who) ?? 0;
    if (n >= perKey) {
      throw new ProblemError('tooManyUploads', `${perKey} uploads from this key are being received already; send the next one when one of them has arrived.`, {
        headers: { 'retry-after': String(RETRY_AFTER_S) },
      });
    }
    inFlight.set(who, n + 1);
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      const left = (inFlight.get(who) ?? 1) - 1;
      if (left > 0) inFlight.set(who, left);
      else inFlight.delete(who);
    };
    req.raw.once('end', release);
    req.raw.once('close', release);
    reply.raw.once('close', release);
    reply.raw.once('finish', release);
  });
}
