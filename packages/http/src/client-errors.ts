// Errors Node raises on a connection before a request reaches Fastify, or instead of
// it: the request or its headers did not arrive in time, the URL or the headers
// overflow the parser's budget, the bytes are not HTTP. Fastify's default handler
// answers them in plain JSON; here they are problems of the registry like every
// other error, written straight to the socket (there is no request to reply to), and
// the connection is closed: after a framing error or a timeout, what follows in the
// stream cannot be trusted to start a request.
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance } from 'fastify';
import type { Problem } from '@cp/schema';
import type { HttpTimeouts } from './config.js';
import { problemBody } from './problems.js';
import { MAX_HEADER_BYTES } from './request-limits.js';
import { BASELINE_SECURITY_HEADERS } from './security-headers.js';

/**
 * Whether a header overflow happened inside the request line: the bytes being parsed
 * start with a method and hold no line break yet. (Node reports one code for both; a
 * request line that arrived in several pieces is taken for headers, and answered 431.)
 */
function overflowsInRequestLine(err: ConnectionError): boolean {
  const raw = err.rawPacket as unknown;
  if (!Buffer.isBuffer(raw)) return false;
  const parsed = raw.subarray(0, Number.isInteger(err.bytesParsed) ? err.bytesParsed : raw.length);
  return /^[A-Z]+ /.test(parsed.subarray(0, 16).toString('latin1')) && !parsed.includes('\r\n');
}

export function connectionProblem(err: ConnectionError, timeouts: Pick<HttpTimeouts, 'headersTimeoutMs' | 'requestTimeoutMs'>): Problem {
  switch (err.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return problemBody(
        'requestTimeout',
        `The request did not arrive in time: its headers must arrive within ${timeouts.headersTimeoutMs} ms and all of it within ${timeouts.requestTimeoutMs} ms.`,
      );
    case 'HPE_HEADER_OVERFLOW':
      return overflowsInRequestLine(err)
        ? problemBody('uriTooLong', `The request line is longer than ${MAX_HEADER_BYTES} bytes.`)
        : problemBody('headerFieldsTooLarge', `The request line and headers exceed ${MAX_HEADER_BYTES} bytes.`);
    default:
      return problemBody('badRequest', `The request is not valid HTTP/1.1 (${err.code}).`);
  }
}

function rawResponse(problem: Problem): string {
  const body = JSON.stringify(problem);
  const headers = {
    'content-type': 'application/problem+json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    connection: 'close',
    ...BASELINE_SECURITY_HEADERS,
  };
  const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}`);
  return `HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** Fastify's clientErrorHandler server option. */
export function clientErrorHandler(timeouts: Pick<HttpTimeouts, 'headersTimeoutMs' | 'requestTimeoutMs'>) {
  return function onClientError(this: FastifyInstance, err: ConnectionError, socket: Socket): void {
    // A reset connection has no one left to answer.
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const problem = connectionProblem(err, timeouts);
    this.log.debug({ code: err.code, problem: problem.type }, 'connection error');
    // As Node does: never write into a response that has begun (its bytes would be
    // corrupted), only where no response is under way or none of it is sent yet.
    const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
    if (socket.writable && !inFlight?.headersSent) {
      // Destroyed once the answer is handed to the kernel; the idle timeout still
      // stands behind a peer that stops reading.
      socket.once('finish', () => socket.destroy());
      socket.end(rawResponse(problem));
    } else {
      socket.destroy();
    }
  };
}
