// A tiny liveness/readiness endpoint for the worker (container health checks):
// GET /healthz -> 200; GET /readyz -> 200 when the stores and the queue answer.
import { createServer, type Server } from 'node:http';

export function startHealthServer(port: number, ready: () => Promise<void>): Promise<Server> {
  const server = createServer((req, res) => {
    const send = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
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
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
