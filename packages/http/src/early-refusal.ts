// A request refused before its body has arrived (too large: 413, or a type the
// route does not take: 415) is answered at once, and the rest of its body is not
// worth reading: the answer says `Connection: close`. Node then ends and destroys
// the socket as soon as the answer is written; a client still sending its body
// meets a closed socket, the kernel answers its bytes with a reset, and a reset can
// throw away the answer before the client reads it (a client that writes its whole
// body before reading never sees the problem). So such a socket closes gently: the
// answer, then our end of the connection (FIN), then whatever the client still
// sends is read and dropped until it closes its end or LINGER_MS passes.
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long a refused client may go on sending after the answer, before the socket is destroyed. */
export const LINGER_MS = 2000;

const REFUSED_EARLY = new Set([413, 415]);

function closeGently(socket: Socket): void {
  // Node calls destroySoon() once the answer to a `Connection: close` request is written.
  socket.destroySoon = function destroySoon(this: Socket) {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
    this.once('end', () => this.destroy());
    this.resume();
  };
}

export function installGentleRefusals(app: FastifyInstance): void {
  app.addHook('onSend', (req, reply, payload, done) => {
    const socket = req.raw.socket as Socket | null;
    if (REFUSED_EARLY.has(reply.statusCode) && !req.raw.complete && socket && !socket.destroyed) {
      reply.header('connection', 'close');
      closeGently(socket);
    }
    done(null, payload);
  });
}
