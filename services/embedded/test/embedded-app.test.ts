// The one-process composition: the gateway with the employment contract interface
// mounted at /employment-contracts and the worker role parsing in the process. A
// contract made through the verification flow is read, patched and deleted through
// the other interface; the OpenAPI document covers both.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContractPdf } from '@cp/testkit';
import { loadConfig } from '@cp/http';
import { emptyParsedData, type ParsedData } from '@cp/schema';
import type { Extractor } from '@cp/extraction';
import { openEmbedded, type Embedded } from '../src/index.js';

/** What the stand-in extractor reads from every PDF. */
function extractedData(): ParsedData {
  const data = emptyParsedData();
  data.compensation.guar_base_sal = 250000;
  data.legalContractualProvisions.miscellaneousProvisions.governing_law = 'Ohio';
  return data;
}

const standIn: Extractor = {
  async extract() {
    return {
      document: { pages: 1, ocrPages: 0, sha256: 'a'.repeat(64) },
      result: { parsedData: extractedData(), evidence: { 'compensation.guar_base_sal': { page: 1, text: 'base salary of $250,000', confidence: 0.95 } }, warnings: [] },
    };
  },
  async close() {},
};

let dataDir: string;
let h: Embedded;
let code: string;
let contractId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'embedded-app-'));
  h = await openEmbedded({ ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), workerThreads: 1 }, { extractor: standIn });
  const form = new FormData();
  form.append('contractPdf', new Blob([Buffer.from(await buildContractPdf('Base salary of $250,000.'))], { type: 'application/pdf' }), 'c.pdf');
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(h.app.server.address() as { port: number }).port}`;
  code = ((await (await fetch(`${base}/parse`, { method: 'POST', body: form })).json()) as { verificationCode: string }).verificationCode;
  const res = await h.app.inject({ method: 'PUT', url: `/verify/${code}`, payload: { parsedData: extractedData(), verified: true } });
  contractId = res.json().contractId;
});
afterAll(async () => {
  await h?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the composed OpenAPI document', () => {
  it('covers the parsing interface and the employment contract interface', async () => {
    const doc = (await h.app.inject('/openapi.json')).json();
    for (const path of ['/parse', '/verify/{code}', '/contracts/{contractId}', '/employment-contracts/{contractId}', '/employment-contracts/']) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(doc.paths['/employment-contracts/{contractId}']).toHaveProperty('patch');
  });

  it('links the review page to the employment contract interface it serves', async () => {
    const page = await h.app.inject(`/review/${code}`);
    expect(page.body).toContain('<meta name="cp-contracts-prefix" content="/employment-contracts">');
  });
});

describe('/employment-contracts', () => {
  it('shows the same contract flat, listed and by id', async () => {
    const res = await h.app.inject(`/employment-contracts/${contractId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"1"');
    const { contractId: id, ...sections } = res.json();
    expect(id).toBe(contractId);
    expect(sections).toEqual(extractedData());
    for (const url of ['/employment-contracts', '/employment-contracts/']) {
      const list = (await h.app.inject(url)).json();
      expect(list.items.map((c: { contractId: string }) => c.contractId)).toContain(contractId);
    }
  });

  it('patches, and the parsing interface sees the change', async () => {
    const res = await h.app.inject({
      method: 'PATCH',
      url: `/employment-contracts/${contractId}`,
      headers: { 'content-type': 'application/merge-patch+json', 'if-match': '"1"' },
      payload: JSON.stringify({ compensation: { sign_bonus: 1 } }),
    });
    expect(res.statusCode).toBe(400);
    const ok = await h.app.inject({
      method: 'PATCH',
      url: `/employment-contracts/${contractId}`,
      headers: { 'content-type': 'application/merge-patch+json', 'if-match': '"1"' },
      payload: JSON.stringify({ compensation: { ann_raise: 4 } }),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers.etag).toBe('"2"');
    const viaParsing = await h.app.inject(`/contracts/${contractId}`);
    expect(viaParsing.json().parsedData.compensation.ann_raise).toBe(4);
    expect(viaParsing.headers.etag).toBe('"2"');
  });

  it('deletes the contract and its PDF', async () => {
    expect((await h.app.inject(`/verify/${code}/document`)).statusCode).toBe(200);
    const res = await h.app.inject({ method: 'DELETE', url: `/employment-contracts/${contractId}` });
    expect(res.statusCode).toBe(204);
    expect((await h.app.inject(`/contracts/${contractId}`)).statusCode).toBe(404);
    const doc = await h.app.inject(`/verify/${code}/document`);
    expect(doc.statusCode).toBe(404);
    expect(doc.json().type).toBe('https://contract-parser.dev/problems/document-not-found');
  });
});

describe('methods of the mounted interface', () => {
  it('the list answers OPTIONS and 405 alike with and without its trailing slash', async () => {
    for (const url of ['/employment-contracts', '/employment-contracts/']) {
      const options = await h.app.inject({ method: 'OPTIONS', url });
      expect(options.statusCode, url).toBe(204);
      expect(options.headers.allow, url).toBe('GET, HEAD, OPTIONS');
      const post = await h.app.inject({ method: 'POST', url });
      expect(post.statusCode, url).toBe(405);
      expect(post.headers.allow, url).toBe('GET, HEAD, OPTIONS');
    }
    expect((await h.app.inject({ method: 'OPTIONS', url: '/employment-contracts/c_1' })).headers.allow).toBe('DELETE, GET, HEAD, OPTIONS, PATCH, PUT');
  });
});
