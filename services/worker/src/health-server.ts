// A tiny liveness/readiness endpoint for the worker (container health checks):
// GET /healthz -> 200; GET /readyz -> 200 when the stores and the queue answer.
import { createServer, type Server } from 'node:http';
import { BASELINE_SECURITY_HEADERS, HTTP_TIMEOUT_DEFAULTS, type HttpTimeouts } from '@cp/http';

export function startHealthServer(port: number, ready: () => Promise<void>, timeouts: HttpTimeouts = HTTP_TIMEOUT_DEFAULTS): Promise<Server> {
  // The same limits as the other HTTP servers: a client cannot hold a connection by
  // sending slowly or not at all.
  const options = {
    requestTimeout: timeouts.requestTimeoutMs,
    headersTimeout: timeouts.headersTimeoutMs,
    keepAliveTimeout: timeouts.keepAliveTimeoutMs,
    // Node checks those deadlines every 30 s by default; hold them to about a second.
    connectionsCheckingInterval: 1000,
  };
  const server = createServer(options, (req, res) => {
    const send = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json', ...BASELINE_SECURITY_HEADERS });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/healthz') return send(200, { status: 'ok' });
    if (req.url === '/readyz') {
      ready().then(
        () => send(200, { status: 'ready' }),
        () => send(503, { status: 'not ready' }),
      );
      return;
    }
    send(404, { status: 'not found' });
  });
  server.setTimeout(timeouts.idleTimeoutMs);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
