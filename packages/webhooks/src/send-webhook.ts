// One delivery attempt: a signed POST (Standard Webhooks headers) with a time limit
// that never follows redirects (a redirect could point a tenant's request anywhere,
// and the signature was made for the URL the tenant registered).
import { isIP } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { fetch as undiciFetch, type Agent } from 'undici';
import type { Attempt } from './types.js';
import { isPrivateAddress, PrivateAddressError, publicOnlyAgent } from './address-guard.js';

let guard: Agent | undefined;

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

/**
 * Sends the request; `ok` when the receiver answered 2xx. `allowPrivate: false`
 * refuses loopback, link-local and private addresses (see address-guard.ts).
 */
export async function sendWebhook(
  req: SignedRequest,
  timeoutMs: number,
  options: { allowPrivate?: boolean; now?: () => Date } = {},
): Promise<Attempt & { ok: boolean }> {
  const now = options.now ?? (() => new Date());
  const at = now();
  const t0 = performance.now();
  const attempt = (fields: Partial<Attempt>, ok: boolean) => ({ at: at.toISOString(), durationMs: Math.round(performance.now() - t0), ...fields, ok });
  try {
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'contract-parser-webhooks/1', ...signatureHeaders(req, at) },
      body: req.body,
      redirect: 'manual' as const,
      signal: AbortSignal.timeout(timeoutMs),
    };
    let res: Response;
    if (options.allowPrivate === false) {
      // An address literal is connected to without a lookup: check it here.
      const host = new URL(req.url).hostname.replace(/^\[|\]$/g, '');
      if (isIP(host) && isPrivateAddress(host)) throw new PrivateAddressError(host);
      res = (await undiciFetch(req.url, { ...init, dispatcher: (guard ??= publicOnlyAgent()) })) as unknown as Response;
    } else {
      res = await fetch(req.url, init);
    }
    // The answer's body is of no interest; dropping it frees the connection.
    await res.body?.cancel().catch(() => undefined);
    const ok = res.status >= 200 && res.status < 300;
    return attempt({ statusCode: res.status, ...(res.status >= 300 && res.status < 400 ? { error: 'redirects are not followed' } : {}) }, ok);
  } catch (err) {
    const e = err as Error & { cause?: Error & { code?: string } };
    const refused = e instanceof PrivateAddressError ? e : e.cause instanceof PrivateAddressError ? e.cause : undefined;
    const error = refused ? refused.message : e.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : (e.cause?.code ?? e.message ?? 'request failed');
    return attempt({ error }, false);
  }
}
