// Calls to the public API from the browser. A 401 asks the reviewer for an API key
// once, keeps it in localStorage and repeats the call with it.
import type { Problem } from '@cp/schema';
import { askApiKey } from './api-key.js';

const KEY_STORAGE = 'cp.apiKey';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | null,
  ) {
    super(problem?.detail || problem?.title || `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

export function storedApiKey(): string | null {
  try {
    return localStorage.getItem(KEY_STORAGE);
  } catch {
    return null;
  }
}

export function storeApiKey(key: string | null): void {
  if (key) localStorage.setItem(KEY_STORAGE, key);
  else localStorage.removeItem(KEY_STORAGE);
}

/** Asks for a (new) key; resolves true when the reviewer gave one. */
export async function changeApiKey(reason?: string): Promise<boolean> {
  const key = await askApiKey(reason, storedApiKey() ?? '');
  if (key === null) return false;
  storeApiKey(key || null);
  return true;
}

async function problemOf(res: Response): Promise<Problem | null> {
  try {
    const body = (await res.json()) as Partial<Problem>;
    return typeof body === 'object' && body && typeof body.status === 'number' ? (body as Problem) : null;
  } catch {
    return null;
  }
}

/** fetch with the stored key; throws ApiError for any answer that is not 2xx. */
export async function request(path: string, init: RequestInit = {}): Promise<Response> {
  let reason: string | undefined;
  for (;;) {
    const headers = new Headers(init.headers);
    const key = storedApiKey();
    if (key) headers.set('authorization', `Bearer ${key}`);
    let res: Response;
    try {
      res = await fetch(path, { ...init, headers });
    } catch (e) {
      throw new ApiError(0, {
        type: 'about:blank',
        title: 'Network error',
        status: 0,
        detail: `The server could not be reached (${(e as Error).message}).`,
      });
    }
    if (res.status === 401) {
      const problem = await problemOf(res);
      reason = key ? 'The API key was not accepted. Enter another one.' : (problem?.detail ?? 'This server needs an API key.');
      if (await changeApiKey(reason)) continue;
      throw new ApiError(401, problem);
    }
    if (!res.ok) throw new ApiError(res.status, await problemOf(res));
    return res;
  }
}

export async function getJson<T>(path: string): Promise<{ body: T; res: Response }> {
  const res = await request(path, { headers: { accept: 'application/json' } });
  return { body: (await res.json()) as T, res };
}

export async function sendJson<T>(method: string, path: string, body: unknown): Promise<T> {
  const res = await request(path, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as T;
}

/** Seconds from a Retry-After header, bounded to a sensible polling interval. */
export function retryAfterMs(res: Response | null, fallback = 2000): number {
  const s = Number(res?.headers.get('retry-after'));
  return Number.isFinite(s) && s > 0 ? Math.min(Math.max(s * 1000, 1000), 10_000) : fallback;
}

/** Asks the service to parse a record again (failed, damaged or stuck); answers once it is queued. */
export async function reparse(code: string): Promise<void> {
  await request(`/verify/${encodeURIComponent(code)}/reparse`, { method: 'POST', headers: { accept: 'application/json' } });
}

export async function deleteRecord(code: string): Promise<void> {
  await request(`/verify/${encodeURIComponent(code)}`, { method: 'DELETE' });
}
