// The contracts interface mounted in the gateway at /employment-contracts, on a
// contract created through the verification flow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContractPdf } from '@cp/testkit';
import { extractedData, makeHarness, uploadParsed, type Harness } from './harness.js';

let h: Harness;
let code: string;
let contractId: string;

beforeAll(async () => {
  h = await makeHarness();
  code = await uploadParsed(h, await buildContractPdf('Base salary of $250,000.'));
  const res = await h.app.inject({ method: 'PUT', url: `/verify/${code}`, payload: { parsedData: extractedData(), verified: true } });
  contractId = res.json().contractId;
});
afterAll(() => h.close());

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
