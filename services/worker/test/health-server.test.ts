import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createMetrics, HTTP_TIMEOUT_DEFAULTS } from '@cp/http';
import { startHealthServer } from '../src/health-server.js';

describe('worker health endpoint', () => {
  it('answers liveness always and readiness from the check', async () => {
    let ready = true;
    const server = await startHealthServer(0, async () => {
      if (!ready) throw new Error('redis down');
    });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const live = await fetch(`${base}/healthz`);
      expect(live.status).toBe(200);
      expect(live.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      ready = false;
      expect((await fetch(`${base}/readyz`)).status).toBe(503);
      expect((await fetch(`${base}/elsewhere`)).status).toBe(404);
    } finally {
      server.close();
    }
  });

  it('serves the Prometheus metrics when given them, and not otherwise', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    metrics.watchQueue('parse', async () => ({ waiting: 3, active: 1, delayed: 0, failed: 2 }));
    metrics.pages.inc({ kind: 'ocr' }, 4);
    const server = await startHealthServer(0, async () => {}, HTTP_TIMEOUT_DEFAULTS, metrics);
    const bare = await startHealthServer(0, async () => {});
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      const text = await res.text();
      expect(text).toContain('cp_queue_jobs{queue="parse",state="waiting"} 3');
      expect(text).toContain('cp_queue_jobs{queue="parse",state="failed"} 2');
      expect(text).toContain('cp_parse_pages_total{kind="ocr"} 4');
      expect((await fetch(`http://127.0.0.1:${(bare.address() as AddressInfo).port}/metrics`)).status).toBe(404);
    } finally {
      server.close();
      bare.close();
    }
  });
});
