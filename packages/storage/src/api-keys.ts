// API keys: made here, kept by a KeyStore as hashes only, checked on every request.
// A key reads `cp_<id>_<secret>`: the id finds the stored key without a search by
// secret, and the secret is 32 random bytes (256 bits).
//
// Stored as plain SHA-256, not a slow password hash: a slow hash protects guessable
// passwords from brute force, but 256 random bits cannot be guessed, so a leaked
// table gives nothing away either way, and a fast hash keeps the per-request check
// cheap. The digests are compared in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_SCOPES, type ApiKeyInfo, type ApiKeyScope, type StoredApiKey } from '@cp/schema';
import type { KeyStore } from './ports.js';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const KEY_PATTERN = /^cp_([a-z2-7]{16})_([A-Za-z0-9_-]{43})$/;

function newKeyId(): string {
  const bytes = randomBytes(16);
  let out = '';
  for (const b of bytes) out += BASE32[b & 31];
  return out;
}

export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** The id part of a key in the `cp_<id>_<secret>` form, or undefined for anything else. */
export function keyIdOf(presented: string): string | undefined {
  return KEY_PATTERN.exec(presented)?.[1];
}

export interface NewApiKey {
  name: string;
  tenant: string;
  scopes: ApiKeyScope[];
}

/** Orders scopes as the catalogue does and drops repeats. */
export function normalizeScopes(scopes: readonly string[]): ApiKeyScope[] {
  return API_KEY_SCOPES.filter((s) => scopes.includes(s));
}

/** Creates and stores a key; the returned `key` is the only copy of the secret. */
export async function createApiKey(store: KeyStore, input: NewApiKey, now = new Date()): Promise<ApiKeyInfo & { key: string }> {
  const id = newKeyId();
  const key = `cp_${id}_${randomBytes(32).toString('base64url')}`;
  const stored: StoredApiKey = { id, name: input.name, tenant: input.tenant, scopes: normalizeScopes(input.scopes), createdAt: now.toISOString(), hash: hashApiKey(key) };
  await store.create(stored);
  return { ...publicKeyInfo(stored), key };
}

export type RotateOutcome =
  | { outcome: 'rotated'; created: ApiKeyInfo & { key: string } }
  | { outcome: 'not-found' }
  /** Revoked is final: a successor would bring the key back under another secret. */
  | { outcome: 'revoked'; revokedAt: string };

/** A new secret for the same name, tenant and scopes; the old key is revoked. Refused for a missing or revoked key. */
export async function rotateApiKey(store: KeyStore, id: string, now = new Date()): Promise<RotateOutcome> {
  const old = await store.get(id);
  if (!old) return { outcome: 'not-found' };
  if (old.revokedAt) return { outcome: 'revoked', revokedAt: old.revokedAt };
  // The new key first: a failure in between leaves two working keys, never none.
  const created = await createApiKey(store, { name: old.name, tenant: old.tenant, scopes: old.scopes }, now);
  await store.revoke(id, now.toISOString());
  return { outcome: 'rotated', created };
}

export function publicKeyInfo({ hash: _hash, ...info }: StoredApiKey): ApiKeyInfo {
  return info;
}

/** The stored, unrevoked key a presented key stands for, or null. */
export async function findApiKey(store: KeyStore, presented: string): Promise<StoredApiKey | null> {
  const id = keyIdOf(presented);
  if (id === undefined) return null;
  const stored = await store.get(id);
  if (!stored || stored.revokedAt) return null;
  const ok = timingSafeEqual(Buffer.from(hashApiKey(presented), 'hex'), Buffer.from(stored.hash, 'hex'));
  return ok ? stored : null;
}

/** The principal of a presented key for the HTTP foundation's auth hook (@cp/http KeyLookup). */
export function storedKeyLookup(store: KeyStore) {
  return async (presented: string) => {
    const key = await findApiKey(store, presented);
    return key ? { name: key.name, tenant: key.tenant, scopes: key.scopes, keyId: key.id } : undefined;
  };
}
