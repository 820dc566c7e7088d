import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
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
});
