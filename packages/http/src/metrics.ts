// Prometheus metrics (prom-client), one registry per process (or per app in tests).
// Every role registers the same names, so one dashboard and one autoscaler query
// cover the embedded process and a fleet of gateways and workers alike.
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { BASELINE_SECURITY_HEADERS } from './security-headers.js';

export type QueueState = 'waiting' | 'active' | 'delayed' | 'failed';
export type QueueDepth = Record<QueueState, number>;

export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  jobDuration: Histogram<'outcome'>;
  pages: Counter<'kind'>;
  failures: Counter<'problem_type'>;
  webhookDeliveries: Counter<'outcome'>;
  retentionPurged: Counter<'what'>;
  /** Reports a queue's depth by state at every scrape. */
  watchQueue(queue: string, depth: () => Promise<QueueDepth>): void;
}

const STATES: QueueState[] = ['waiting', 'active', 'delayed', 'failed'];

export function createMetrics(options: { defaultMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.defaultMetrics !== false) collectDefaultMetrics({ register: registry });
  const sources = new Map<string, () => Promise<QueueDepth>>();
  new Gauge({
    name: 'cp_queue_jobs',
    help: 'Jobs in a queue by state (parse: contracts to parse; webhooks: deliveries)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const [queue, depth] of sources) {
        // An unreachable queue reports nothing rather than failing the whole scrape.
        const counts = await depth().catch(() => undefined);
        if (counts) for (const state of STATES) this.set({ queue, state }, counts[state]);
      }
    },
  });
  return {
    registry,
    httpDuration: new Histogram({
      name: 'cp_http_request_duration_seconds',
      help: 'HTTP requests by route pattern, method and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    }),
    jobDuration: new Histogram({
      name: 'cp_parse_job_duration_seconds',
      help: 'Parse runs by outcome (completed, failed, retry)',
      labelNames: ['outcome'],
      buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600],
      registers: [registry],
    }),
    pages: new Counter({ name: 'cp_parse_pages_total', help: 'Pages parsed, by kind (text layer or OCR)', labelNames: ['kind'], registers: [registry] }),
    failures: new Counter({ name: 'cp_parse_failures_total', help: 'Parses that failed for good, by problem type', labelNames: ['problem_type'], registers: [registry] }),
    webhookDeliveries: new Counter({
      name: 'cp_webhook_deliveries_total',
      help: 'Webhook delivery attempts by outcome (delivered, failed: retried later, dead: no attempt left)',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    retentionPurged: new Counter({
      name: 'cp_retention_purged_total',
      help: 'What the retention job removed (records, contract_pdfs, webhook_deliveries)',
      labelNames: ['what'],
      registers: [registry],
    }),
    watchQueue(queue, depth) {
      sources.set(queue, depth);
    },
  };
}

/** Times every request under its route pattern (never the raw URL: ids would explode the series). */
export function installHttpMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? '(unmatched)';
    metrics.httpDuration.observe({ method: req.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
}

/**
 * GET /metrics on an app. With API keys configured it needs a key like any API
 * route (it reveals traffic and queue sizes); an operator's scraper that should not
 * hold a key scrapes METRICS_PORT instead, which is meant for an internal network.
 */
export const metricsRoutes: FastifyPluginAsync<{ metrics: Metrics }> = async (app, { metrics }) => {
  app.get(
    '/metrics',
    {
      schema: {
        summary: 'Prometheus metrics of this process',
        operationId: 'getMetrics',
        tags: ['operations'],
        produces: ['text/plain'],
        response: { 200: { description: 'Prometheus text format', content: { 'text/plain': { schema: { type: 'string' } } } } },
      },
    },
    async (_req, reply) => reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
  );
};

/** Answers GET /metrics for a plain node:http server (worker health port, METRICS_PORT). */
export async function answerMetrics(metrics: Metrics, res: import('node:http').ServerResponse): Promise<void> {
  const body = await metrics.registry.metrics();
  res.writeHead(200, { 'content-type': metrics.registry.contentType, ...BASELINE_SECURITY_HEADERS });
  res.end(body);
}

/** A port that serves only /metrics, without a key: for scrapers on an internal network. */
export function startMetricsServer(port: number, host: string, metrics: Metrics): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url?.split('?')[0] === '/metrics') {
      answerMetrics(metrics, res).catch(() => {
        res.writeHead(500).end();
      });
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain', ...BASELINE_SECURITY_HEADERS }).end('not found');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
