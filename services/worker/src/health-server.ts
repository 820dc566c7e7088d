// A tiny liveness/readiness endpoint for the worker (container health checks):
// GET /healthz -> 200; GET /readyz -> 200 when the stores and the queue answer;
// GET /metrics (Prometheus) when metrics are on.
import { createServer, type Server } from 'node:http';
import { BASELINE_SECURITY_HEADERS, HTTP_TIMEOUT_DEFAULTS, answerMetrics, type HttpTimeouts, type Metrics } from '@cp/http';

/** `metrics`: also serve GET /metrics (Prometheus), without a key: the health port is internal. */
export function startHealthServer(port: number, ready: () => Promise<void>, timeouts: HttpTimeouts = HTTP_TIMEOUT_DEFAULTS, metrics?: Metrics): Promise<Server> {
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
    if (metrics && req.url === '/metrics') {
      answerMetrics(metrics, res).catch(() => send(500, { status: 'metrics failed' }));
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
