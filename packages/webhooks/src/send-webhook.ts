// One delivery attempt: a signed POST (Standard Webhooks headers) with a time limit
// that never follows redirects (a redirect could point a tenant's request anywhere,
// and the signature was made for the URL the tenant registered).
import { Webhook } from 'standardwebhooks';
import type { Attempt } from './types.js';

export interface SignedRequest {
  url: string;
  secret: string;
  /** The webhook-id: the delivery's id. */
  id: string;
  body: string;
}

export function signatureHeaders(req: Pick<SignedRequest, 'secret' | 'id' | 'body'>, at: Date): Record<string, string> {
  const signature = new Webhook(req.secret).sign(req.id, at, req.body);
  return {
    'webhook-id': req.id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
  };
}

/** Sends the request; `ok` when the receiver answered 2xx. */
export async function sendWebhook(req: SignedRequest, timeoutMs: number, now: () => Date = () => new Date()): Promise<Attempt & { ok: boolean }> {
  const at = now();
  const t0 = performance.now();
  const attempt = (fields: Partial<Attempt>, ok: boolean) => ({ at: at.toISOString(), durationMs: Math.round(performance.now() - t0), ...fields, ok });
  try {
    const res = await fetch(req.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'contract-parser-webhooks/1', ...signatureHeaders(req, at) },
      body: req.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The answer's body is of no interest; dropping it frees the connection.
    await res.body?.cancel().catch(() => undefined);
    const ok = res.status >= 200 && res.status < 300;
    return attempt({ statusCode: res.status, ...(res.status >= 300 && res.status < 400 ? { error: 'redirects are not followed' } : {}) }, ok);
  } catch (err) {
    const e = err as Error & { cause?: { code?: string } };
    const error = e.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : (e.cause?.code ?? e.message ?? 'request failed');
    return attempt({ error }, false);
  }
}
