// Running the service's processes for end-to-end tests: start an entry point with
// its environment, collect its JSON log lines, find its port, wait for conditions,
// and a redis-server of the test's own that can be stopped, frozen and restarted.
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect, createServer } from 'node:net';
import { BullMqQueue, BullMqTaskQueue } from '@cp/queue';

export const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
export const MAIN = {
  embedded: join(root, 'services/embedded/dist/main.js'),
  gateway: join(root, 'services/gateway/dist/main.js'),
  contracts: join(root, 'services/contracts/dist/main.js'),
  worker: join(root, 'services/worker/dist/main.js'),
};

export interface Service {
  name: string;
  child: ChildProcess;
  /** Every JSON log line so far. */
  logs: Record<string, unknown>[];
  stderr(): string;
  exited: Promise<number | null>;
  alive(): boolean;
}

export function start(name: string, main: string, env: Record<string, string>): Service {
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        logs.push({ msg: line });
      }
    }
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((res) => child.once('exit', (code) => res(code)));
  return { name, child, logs, stderr: () => stderr, exited, alive: () => child.exitCode === null && child.signalCode === null };
}

export async function until<T>(what: string, probe: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 30_000, everyMs = 50): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** The port a service listens on, from Fastify's "Server listening at" log line. */
export function listeningPort(s: Service): Promise<number> {
  return until(`${s.name} to listen`, () => {
    if (!s.alive()) throw new Error(`${s.name} exited with ${s.child.exitCode}: ${s.stderr()}`);
    for (const l of s.logs) {
      const m = /listening at https?:\/\/127\.0\.0\.1:(\d+)/i.exec(String(l.msg ?? ''));
      if (m) return Number(m[1]);
    }
    return undefined;
  });
}

export function logged(s: Service, msg: string, code?: string): boolean {
  return s.logs.some((l) => l.msg === msg && (code === undefined || l.verificationCode === code));
}

export async function stopAll(services: Service[]): Promise<void> {
  for (const s of services) if (s.alive()) s.child.kill('SIGTERM');
  await Promise.race([Promise.all(services.map((s) => s.exited)), new Promise((r) => setTimeout(r, 15_000))]);
  for (const s of services) if (s.alive()) s.child.kill('SIGKILL');
}

export async function upload(base: string, pdf: Uint8Array, headers: Record<string, string> = {}, fileName = 'contract.pdf') {
  const form = new FormData();
  form.append('contractPdf', new Blob([Buffer.from(pdf)], { type: 'application/pdf' }), fileName);
  return fetch(`${base}/parse`, { method: 'POST', body: form, headers, signal: AbortSignal.timeout(120_000) });
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolvePort(port));
    });
  });
}

/** A redis-server of the test's own on a free port, keeping nothing on disk (as a cache-only Redis would). */
export interface PrivateRedis {
  url: string;
  stop(): Promise<void>;
  restart(): Promise<void>;
  freeze(): void;
  thaw(): void;
}

export async function privateRedis(): Promise<PrivateRedis | null> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const launch = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const proc = child;
    const ok = await new Promise<boolean>((res) => {
      proc.once('error', () => res(false));
      const probe = async (): Promise<void> => {
        if (proc.exitCode !== null) return res(false);
        const up = await new Promise<boolean>((r) => {
          const sock = connect(port, '127.0.0.1', () => {
            sock.end();
            r(true);
          });
          sock.once('error', () => r(false));
        });
        if (up) return res(true);
        setTimeout(() => void probe(), 50);
      };
      void probe();
    });
    if (!ok) throw new Error('redis-server did not start');
  };
  try {
    await launch();
  } catch {
    return null;
  }
  const stop = async () => {
    // A process killed by a signal has signalCode set and exitCode null.
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGCONT');
    child.kill('SIGKILL');
    await exited;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    stop,
    async restart() {
      await stop();
      await launch();
    },
    freeze: () => child?.kill('SIGSTOP'),
    thaw: () => child?.kill('SIGCONT'),
  };
}

/** Removes every queue the processes make under `prefix`: parse jobs, webhook deliveries, the retention schedule. */
export async function obliterateQueues(url: string, prefix: string): Promise<void> {
  const parse = new BullMqQueue({ url, prefix });
  await parse.obliterate().finally(() => parse.close());
  for (const name of ['webhooks', 'schedule-retention']) {
    const q = new BullMqTaskQueue({ url, prefix, name });
    await q.obliterate().finally(() => q.close());
  }
}

/** Whether BullMQ can reach the Redis at `url` (the cross-process tests run only then, and say so). */
export async function redisReachable(url: string): Promise<boolean> {
  const probe = new BullMqQueue({ url, prefix: 'probe' });
  try {
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    await probe.close();
  }
}
