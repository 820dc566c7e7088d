// Logs: structured, with the request id, no credentials and no contract contents.
import { REDACT } from '@cp/http';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pino } from 'pino';
import { buildContractPdf } from '@cp/testkit';
import { extractedData, makeHarness, uploadPdf, type Harness } from './harness.js';

const lines: string[] = [];
let h: Harness;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const logger = pino({ level: 'debug', redact: REDACT }, sink);
  h = await makeHarness({ apiKeys: [{ name: 'alice', key: 'very-secret-key' }] }, { logger });
});
afterAll(() => h.close());

it('logs requests with their id, never keys or contract values', async () => {
  const pdf = await buildContractPdf('The base salary is $250,000.');
  const up = await h.app.inject(uploadPdf(pdf, 'c.pdf', { authorization: 'Bearer very-secret-key', 'x-request-id': 'req-42' }));
  expect(up.statusCode).toBe(200);
  const code = up.json().verificationCode;
  const data = extractedData();
  data.compensation.guar_base_sal = 987654;
  const res = await h.app.inject({
    method: 'PUT',
    url: `/verify/${code}`,
    headers: { 'x-api-key': 'very-secret-key' },
    payload: { parsedData: data, verified: true },
  });
  expect(res.statusCode).toBe(200);
  await h.app.inject({ method: 'PUT', url: `/verify/${code}`, headers: { 'x-api-key': 'wrong-key' }, payload: { parsedData: data, verified: true } });

  const text = lines.join('\n');
  expect(lines.map((l) => JSON.parse(l).requestId ?? JSON.parse(l).reqId)).toContain('req-42');
  expect(text).toContain('contract created');
  expect(text).not.toContain('very-secret-key');
  expect(text).not.toContain('wrong-key');
  expect(text).not.toContain('987654');
  expect(text).not.toContain('250,000');
});
