// Talks HTTP/1.1 by hand over a real socket, for what app.inject() cannot show:
// timeouts, connection closes, and bytes Node's parser refuses before Fastify sees
// a request.
import { connect, type Socket } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawExchange {
  /** Status, headers and body of the first response, if one arrived. */
  status?: number;
  headers: Record<string, string>;
  body: string;
  /** Every response, in order (pipelined requests get one each). */
  responses: RawResponse[];
  /** Whether the server closed the connection before `waitMs` ran out. */
  closed: boolean;
}

/**
 * Opens a connection to 127.0.0.1:port, lets `talk` write to it (it may keep
 * writing, e.g. trickling), and collects what comes back until the server closes the
 * connection or `waitMs` passes (then it is closed from this side).
 */
export function exchange(port: number, talk: (socket: Socket) => void, waitMs: number): Promise<RawExchange> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let gaveUp = false;
    const giveUp = setTimeout(() => {
      gaveUp = true;
      socket.destroy();
    }, waitMs);
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(giveUp);
      const responses = parseResponses(Buffer.concat(chunks).toString('latin1'));
      resolve({ status: undefined, headers: {}, body: '', ...responses[0], responses, closed: !gaveUp });
    });
    socket.on('connect', () => talk(socket));
  });
}

function parseResponses(text: string): RawResponse[] {
  const out: RawResponse[] = [];
  let rest = text;
  while (rest.startsWith('HTTP/1.1 ')) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) break;
    const [statusLine, ...lines] = rest.slice(0, end).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const i = line.indexOf(':');
      headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
    }
    const length = Number(headers['content-length'] ?? rest.length);
    out.push({ status: Number(statusLine.split(' ')[1]), headers, body: rest.slice(end + 4, end + 4 + length) });
    rest = rest.slice(end + 4 + length);
  }
  return out;
}

/** Writes `piece` every `everyMs` while the socket stays open: a body that never ends in time. */
export function trickle(socket: Socket, piece: string, everyMs: number): void {
  const timer = setInterval(() => (socket.writable ? socket.write(piece) : clearInterval(timer)), everyMs);
  socket.on('close', () => clearInterval(timer));
}

/** Writes `chunks` in order, waiting for the socket to drain when it asks to. */
export async function writeAll(socket: Socket, chunks: Iterable<Buffer | string>): Promise<void> {
  for (const chunk of chunks) {
    if (!socket.writable) return;
    if (!socket.write(chunk)) await new Promise((r) => socket.once('drain', r));
  }
}
