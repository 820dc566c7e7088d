// WEBHOOK_ALLOW_PRIVATE=false: loopback, link-local and private addresses are refused,
// as literals and as names that resolve to them; the dialer still connects where allowed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetch as undiciFetch } from 'undici';
import { startReceiver, type Receiver } from '@cp/testkit';
import { isPrivateAddress, publicOnlyAgent, sendWebhook } from '../src/index.js';

const SECRET = 'whsec_' + Buffer.alloc(32, 7).toString('base64');

describe('private address guard', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  it('knows private, loopback, link-local and mapped addresses from public ones', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1']) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(isPrivateAddress(a), a).toBe(false);
  });

  it('refuses a private address literal and a name resolving to one, and records why', async () => {
    for (const url of [receiver.url(), receiver.url().replace('127.0.0.1', 'localhost')]) {
      const attempt = await sendWebhook({ url, secret: SECRET, id: 'msg_guard', body: '{}' }, 2_000, { allowPrivate: false });
      expect(attempt.ok, url).toBe(false);
      expect(attempt.error, url).toMatch(/private address \(WEBHOOK_ALLOW_PRIVATE=false\)/);
    }
    expect(receiver.received).toHaveLength(0);
    const allowed = await sendWebhook({ url: receiver.url(), secret: SECRET, id: 'msg_guard', body: '{}' }, 2_000);
    expect(allowed).toMatchObject({ ok: true, statusCode: 204 });
  });

  it('connects through its own lookup where the address is allowed', async () => {
    const res = await undiciFetch(receiver.url().replace('127.0.0.1', 'localhost'), { method: 'POST', body: '{}', dispatcher: publicOnlyAgent(() => false) });
    expect(res.status).toBe(204);
  });
});
