// The OpenAPI documents the processes serve pass `redocly lint` with the recommended
// rules (redocly.yaml), with and without API keys, and say what the API does:
// every operation has an operationId, the upload is a file, PATCH takes a merge
// patch, every problem a request can get is listed as problem+json, and the headers
// that are sent are documented.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@cp/http';
import { openSqliteStores, type Stores } from '@cp/storage';
import { buildContractsApp } from '@cp/contracts';
import { openEmbedded } from '@cp/embedded';
import type { Extractor } from '@cp/extraction';
import { root } from './support/services.js';

type Doc = { paths: Record<string, Record<string, Operation>> };
type Operation = {
  operationId?: string;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, unknown>; headers?: Record<string, unknown> }>;
};

// Nothing is parsed here: the documents are all that is read.
const idle: Extractor = {
  async extract() {
    throw new Error('not used');
  },
  async close() {},
};

let dir: string;
const docs: Record<string, Doc> = {};

async function embeddedDoc(name: string, env: Record<string, string>): Promise<void> {
  const dataDir = join(dir, name);
  const h = await openEmbedded({ ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }), workerThreads: 1 }, { extractor: idle });
  try {
    docs[name] = (await h.app.inject('/openapi.json')).json();
  } finally {
    await h.close();
  }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
  await embeddedDoc('embedded', {});
  await embeddedDoc('embedded-with-keys', { API_KEYS: 'reviewer:secret' });
  const stores: Stores = openSqliteStores(join(dir, 'contracts'));
  const app = await buildContractsApp({ contracts: stores.contracts, blobs: stores.blobs, config: { apiKeys: [], logLevel: 'silent' } });
  try {
    docs.contracts = (await app.inject('/openapi.json')).json();
  } finally {
    await app.close();
    await stores.close();
  }
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })));

describe('redocly lint, recommended rules', () => {
  it('finds no errors in any of the documents', async () => {
    const files = await Promise.all(
      Object.entries(docs).map(async ([name, doc]) => {
        const file = join(dir, `${name}.json`);
        await writeFile(file, JSON.stringify(doc));
        return file;
      }),
    );
    const run = promisify(execFile);
    for (const file of files) {
      const result = await run(join(root, 'node_modules/.bin/redocly'), ['lint', '--config', join(root, 'redocly.yaml'), '--format', 'json', file], {
        cwd: root,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      }).catch((err: { stdout?: string; stderr?: string }) => ({ stdout: err.stdout ?? '', stderr: err.stderr ?? '' }));
      const report = JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))) as {
        totals: { errors: number };
        problems: Array<{ ruleId: string; severity: string; message: string }>;
      };
      const errors = report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`);
      expect(errors, file).toEqual([]);
      expect(report.totals.errors, file).toBe(0);
    }
  }, 120_000);
});

describe('what the documents say', () => {
  it('every operation has a unique operationId', () => {
    for (const doc of Object.values(docs)) {
      const ids = operations(doc).map(({ name, op }) => {
        expect(op.operationId, name).toMatch(/^[a-z][A-Za-z]+$/);
        return op.operationId;
      });
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('the upload is a file in multipart/form-data, PATCH takes application/merge-patch+json', () => {
    const { paths } = docs.embedded;
    const upload = paths['/parse'].post.requestBody!.content['multipart/form-data'].schema as { properties: Record<string, unknown> };
    expect(upload.properties.contractPdf).toMatchObject({ type: 'string', format: 'binary' });
    expect(Object.keys(paths['/employment-contracts/{contractId}'].patch.requestBody!.content)).toEqual(['application/merge-patch+json']);
    expect(Object.keys(paths['/employment-contracts/{contractId}'].put.requestBody!.content)).toEqual(['application/json']);
    expect(paths).toHaveProperty(['/employment-contracts/']);
  });

  it('every problem status is listed as application/problem+json, 414 and 431 everywhere', () => {
    for (const { name, op } of operations(docs.embedded)) {
      expect(op.responses, name).toHaveProperty('414');
      expect(op.responses, name).toHaveProperty('431');
      expect(op.responses, name).toHaveProperty('500');
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) >= 400) expect(Object.keys(response.content ?? {}), `${name} ${status}`).toEqual(['application/problem+json']);
      }
    }
    const ops = docs.embedded.paths;
    expect(Object.keys(ops['/parse'].post.responses)).toEqual(expect.arrayContaining(['400', '413', '415', '422', '503']));
    expect(Object.keys(ops['/employment-contracts/{contractId}'].patch.responses)).toEqual(expect.arrayContaining(['400', '404', '412', '413', '415']));
    expect(Object.keys(ops['/verify/{code}'].put.responses)).toEqual(expect.arrayContaining(['400', '404', '409', '410', '413', '415']));
  });

  it('documents the headers that are sent: Location, ETag, Retry-After, Link, and 304s', () => {
    const ops = docs.embedded.paths;
    const headers = (op: Operation, status: string) => Object.keys(op.responses[status]?.headers ?? {});
    expect(headers(ops['/parse'].post, '202')).toEqual(expect.arrayContaining(['Location', 'Retry-After']));
    expect(headers(ops['/parse'].post, '503')).toContain('Retry-After');
    expect(headers(ops['/verify/{code}/reparse'].post, '202')).toEqual(expect.arrayContaining(['Location', 'Retry-After']));
    expect(headers(ops['/verify/{code}'].get, '200')).toEqual(expect.arrayContaining(['ETag', 'Retry-After']));
    expect(headers(ops['/verify/{code}'].put, '409')).toContain('Retry-After');
    expect(headers(ops['/parse'].post, '409')).toContain('Retry-After');
    expect(headers(ops['/webhooks'].post, '201')).toContain('Location');
    // Both 429s of /parse (rate-limited, too-many-uploads-in-flight) send Retry-After and the request limit's counters.
    expect(headers(ops['/parse'].post, '429')).toEqual(expect.arrayContaining(['retry-after', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset']));
    expect(headers(ops['/contracts/{contractId}'].get, '200')).toEqual(expect.arrayContaining(['ETag', 'Link']));
    for (const path of ['/verify/{code}', '/contracts/{contractId}', '/employment-contracts/{contractId}']) {
      expect(headers(ops[path].get, '304'), path).toEqual(['ETag']);
    }
    for (const method of ['get', 'put', 'patch']) expect(headers(ops['/employment-contracts/{contractId}'][method], '200'), method).toContain('ETag');
  });

  it('with API keys, every operation but health and readiness needs one', () => {
    const doc = docs['embedded-with-keys'] as Doc & { security: unknown[] };
    expect(doc.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
    for (const { name, op } of operations(doc)) {
      const open = (op as { security?: unknown[] }).security;
      if (name.endsWith('/healthz') || name.endsWith('/readyz')) expect(open, name).toEqual([]);
      else expect(open, name).toBeUndefined();
    }
  });
});
