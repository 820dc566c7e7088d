// A client generated from /openapi.json alone runs the whole seed sequence: the
// document is fetched from a running embedded process, openapi-typescript turns it
// into types (binary strings as Blob), a small openapi-fetch script beside them is
// typechecked (tsc --noEmit, strict) and then run against the process: upload a
// PDF, poll until parsed, save a draft and verify, read the contract in both shapes,
// patch it (merge patch, If-Match), list, delete. Nothing in the generated types or
// the script is fixed by hand.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { buildContractPdf } from '@cp/testkit';
import { loadConfig } from '@cp/http';
import { openEmbedded, type Embedded } from '@cp/embedded';
import { root } from './support/services.js';

const run = promisify(execFile);

const CLIENT = `
// The seed sequence through the generated types: node client.js <baseUrl> <pdf>
import { readFileSync } from 'node:fs';
import createClient from 'openapi-fetch';
import type { paths } from './schema.js';

const [baseUrl = '', pdfPath = ''] = process.argv.slice(2);
const client = createClient<paths>({ baseUrl });
const steps: Record<string, unknown> = {};

function must<T>(what: string, r: { data?: T; error?: unknown; response: Response }): T {
  if (r.data === undefined) throw new Error(what + ': ' + r.response.status + ' ' + JSON.stringify(r.error));
  steps[what] = r.response.status;
  return r.data;
}

const pdf = new Blob([readFileSync(pdfPath)], { type: 'application/pdf' });
const uploaded = must(
  'upload',
  await client.POST('/parse', {
    params: { header: { prefer: 'respond-async' } },
    body: { contractPdf: pdf },
    bodySerializer(body) {
      const form = new FormData();
      form.append('contractPdf', body.contractPdf, 'contract.pdf');
      return form;
    },
  }),
);
const code = uploaded.verificationCode;

let parsedData;
for (let i = 0; parsedData === undefined; i++) {
  const record = must('poll', await client.GET('/verify/{code}', { params: { path: { code } } }));
  if (record.status === 'damaged' || record.status === 'failed' || record.status === 'expired') throw new Error('record is ' + record.status);
  if (record.status === 'awaiting_verification') parsedData = record.parsedData;
  else if (i > 600) throw new Error('not parsed in time');
  else await new Promise((r) => setTimeout(r, 100));
}
if (!parsedData) throw new Error('no parsedData');

const draft = must('draft', await client.PUT('/verify/{code}', { params: { path: { code } }, body: { parsedData, verified: false } }));
if (!('verificationCode' in draft)) throw new Error('a draft answers its code');
const result = must('verify', await client.PUT('/verify/{code}', { params: { path: { code } }, body: { parsedData, verified: true } }));
if (!('contractId' in result)) throw new Error('verifying answers the contract id');
const contractId = result.contractId;

const withParsedData = must('contract', await client.GET('/contracts/{contractId}', { params: { path: { contractId } } }));
const flatRead = await client.GET('/employment-contracts/{contractId}', { params: { path: { contractId } } });
const flat = must('employmentContract', flatRead);
const etag = flatRead.response.headers.get('etag') ?? '';

const patched = must(
  'patch',
  await client.PATCH('/employment-contracts/{contractId}', {
    params: { path: { contractId }, header: { 'if-match': etag } },
    headers: { 'content-type': 'application/merge-patch+json' },
    body: { compensation: { guar_base_sal: 330000 } },
  }),
);
const list = must('list', await client.GET('/employment-contracts/', { params: { query: { limit: 50 } } }));
const deleted = await client.DELETE('/employment-contracts/{contractId}', { params: { path: { contractId } } });
const gone = await client.GET('/employment-contracts/{contractId}', { params: { path: { contractId } } });

process.stdout.write(
  JSON.stringify({
    steps,
    code,
    contractId,
    sameData: JSON.stringify(withParsedData.parsedData.compensation) === JSON.stringify(flat.compensation),
    verifiedFlag: withParsedData.verified,
    etag,
    patchedSalary: patched.compensation.guar_base_sal,
    listed: list.items.map((c) => c.contractId),
    deleted: deleted.response.status,
    gone: [gone.response.status, gone.error?.type],
  }),
);
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    lib: ['ES2022', 'DOM'],
    types: ['node'],
    strict: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: true,
    outDir: 'out',
  },
  files: ['client.ts', 'schema.ts'],
};

let dir: string;
let h: Embedded;
let base: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'openapi-client-'));
  h = await openEmbedded({ ...loadConfig({ DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'silent' }), workerThreads: 1 });
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(h.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await h?.close();
  await rm(dir, { recursive: true, force: true });
});

it('a client generated from /openapi.json typechecks (strict) and runs the seed sequence', async () => {
  const doc = await (await fetch(`${base}/openapi.json`)).json();
  // Binary strings (the upload, the PDF) are files: Blob, as openapi-typescript's docs show.
  const blob = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
  const ast = await openapiTS(doc, { transform: (schema) => (schema.format === 'binary' ? blob : undefined) });
  const client = join(dir, 'client');
  await mkdir(client, { recursive: true });
  await writeFile(join(client, 'schema.ts'), astToString(ast));
  await writeFile(join(client, 'client.ts'), CLIENT);
  await writeFile(join(client, 'package.json'), JSON.stringify({ type: 'module', private: true }));
  await writeFile(join(client, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2));
  // openapi-fetch, typescript and @types/node as the workspace root installed them.
  await symlink(join(root, 'node_modules'), join(client, 'node_modules'), 'dir');

  const tsc = join(root, 'node_modules/typescript/bin/tsc');
  const checked = await run(process.execPath, [tsc, '--noEmit', '-p', client], { cwd: client }).catch((err: { stdout: string }) => err);
  expect(checked.stdout).toBe('');
  await run(process.execPath, [tsc, '-p', client], { cwd: client });

  const pdf = join(client, 'contract.pdf');
  await writeFile(
    pdf,
    await buildContractPdf(
      '# PHYSICIAN EMPLOYMENT AGREEMENT\nEmployer shall pay Physician a guaranteed annual base salary of $300,000. The laws of the State of Ohio govern this Agreement.',
    ),
  );
  const { stdout } = await run(process.execPath, [join(client, 'out/client.js'), base, pdf], { cwd: client, timeout: 120_000 });
  const out = JSON.parse(stdout);
  expect(out.steps).toEqual({ upload: 202, poll: 200, draft: 200, verify: 200, contract: 200, employmentContract: 200, patch: 200, list: 200 });
  expect(out.code).toMatch(/^v_/);
  expect(out.contractId).toMatch(/^c_/);
  expect(out.sameData).toBe(true);
  expect(out.verifiedFlag).toBe(true);
  expect(out.etag).toBe('"1"');
  expect(out.patchedSalary).toBe(330000);
  expect(out.listed).toContain(out.contractId);
  expect(out.deleted).toBe(204);
  expect(out.gone).toEqual([404, 'https://contract-parser.dev/problems/contract-not-found']);
}, 180_000);
