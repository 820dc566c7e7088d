// A webhook receiver for tests: records what arrives and answers as told (a status,
// a redirect, or no answer at all).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Receiver {
  url(path?: string): string;
  received: Received[];
  /** How the next requests are answered (status, or 'hang' to never answer, or a redirect target). */
  answer: (req: Received) => number | 'hang' | { redirect: string };
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const waiters: Array<() => void> = [];
  const hanging = new Set<import('node:http').ServerResponse>();
  const r: Receiver = {
    url: (path = '/hook') => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    received,
    answer: () => 204,
    waitFor(count, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`only ${received.length} of ${count} requests arrived`)), timeoutMs);
        const check = () => {
          if (received.length >= count) {
            clearTimeout(timer);
            resolve(received.slice());
            return true;
          }
          return false;
        };
        const wait = () => {
          if (!check()) waiters.push(wait);
        };
        wait();
      });
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const got = { path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(got);
      const how = r.answer(got);
      if (how === 'hang') hanging.add(res);
      else if (typeof how === 'object') res.writeHead(302, { location: how.redirect }).end();
      else res.writeHead(how).end();
      for (const w of waiters.splice(0)) w();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return r;
}
