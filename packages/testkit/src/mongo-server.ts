// A MongoDB for tests, the best one this machine offers: MONGODB_URL (a real server
// someone runs), else a real MongoDB in a container when a Docker engine answers
// (testcontainers), else the MongoDB-wire-compatible jongodb server that installs
// from the npm registry as a binary. Each says which one it is, so test names can
// tell the reader what the MongoDB rows actually ran against.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';

export interface MongoForTests {
  /** e.g. "jongodb 0.1.6 (MongoDB-wire-compatible)", "MongoDB from MONGODB_URL". */
  label: string;
  kind: 'url' | 'container' | 'jongodb';
  start(): Promise<void>;
  url(): string;
  stop(): Promise<void>;
}

const JONGODB_PACKAGE = '@jongodb/memory-server-bin-linux-x64-gnu';

/** The server to use, or the reason there is none (for a skipped test's name). */
export async function mongoForTests(): Promise<MongoForTests | string> {
  const fromEnv = process.env.MONGODB_URL;
  if (fromEnv) return { label: 'MongoDB from MONGODB_URL', kind: 'url', start: async () => {}, url: () => fromEnv, stop: async () => {} };
  if (await dockerAnswers()) return containerMongo();
  const jongodb = jongodbBinary();
  if (jongodb) return jongodbServer(jongodb.binary, jongodb.version);
  return `no MongoDB: set MONGODB_URL, run a Docker engine, or install ${JONGODB_PACKAGE} (linux x64 only)`;
}

async function dockerAnswers(): Promise<boolean> {
  if (process.env.MONGO_TESTS_NO_DOCKER) return false;
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      getContainerRuntimeClient(),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), 10_000))),
    ]).finally(() => clearTimeout(timer));
    return true;
  } catch {
    return false;
  }
}

function containerMongo(): MongoForTests {
  let container: { getConnectionString(): string; stop(): Promise<unknown> } | undefined;
  return {
    label: 'MongoDB 8 in a container (testcontainers)',
    kind: 'container',
    async start() {
      const { MongoDBContainer } = await import('@testcontainers/mongodb');
      container = await new MongoDBContainer('mongo:8').start();
    },
    url: () => `${container!.getConnectionString()}/?directConnection=true`,
    async stop() {
      await container?.stop();
    },
  };
}

function jongodbBinary(): { binary: string; version: string } | null {
  try {
    const manifest = createRequire(import.meta.url).resolve(`${JONGODB_PACKAGE}/package.json`);
    const pkg = createRequire(import.meta.url)(manifest) as { version: string; jongodb?: { binary?: string } };
    const binary = join(dirname(manifest), pkg.jongodb?.binary ?? 'bin/jongodb');
    return existsSync(binary) ? { binary, version: pkg.version } : null;
  } catch {
    return null;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

function jongodbServer(binary: string, version: string): MongoForTests {
  let child: ChildProcess | undefined;
  let url = '';
  return {
    label: `jongodb ${version} (MongoDB-wire-compatible server, not MongoDB itself)`,
    kind: 'jongodb',
    async start() {
      const port = await freePort();
      child = spawn(binary, ['--host=127.0.0.1', `--port=${port}`], { stdio: ['ignore', 'pipe', 'pipe'] });
      const proc = child;
      // It prints its URI once it accepts connections.
      await new Promise<void>((resolve, reject) => {
        let out = '';
        const timer = setTimeout(() => reject(new Error(`jongodb did not start: ${out}`)), 30_000);
        const onData = (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('JONGODB_URI=')) {
            clearTimeout(timer);
            resolve();
          }
        };
        proc.stdout!.on('data', onData);
        proc.stderr!.on('data', (c: Buffer) => (out += c.toString()));
        proc.once('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`jongodb exited with ${code}: ${out}`));
        });
      });
      url = `mongodb://127.0.0.1:${port}/?directConnection=true`;
    },
    url: () => url,
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
