// Entity tags. A contract's tag is its version: `ETag: "<version>"`; other
// resources without a version (a verification record) are tagged with a digest of
// the body they answer. If-Match uses the strong comparison of RFC 9110, so weak
// tags (W/"3") never match; If-None-Match uses the weak comparison (13.1.2), so a
// cache holding W/"3" is told 304 as well.
import { hash } from 'node:crypto';

export const etagOf = (version: number): string => `"${version}"`;

/** A strong tag for a body that has no version of its own: a digest of its bytes. */
export const etagOfBody = (body: string | Buffer): string => `"${hash('sha1', body, 'base64url')}"`;

const tagsOf = (header: string | string[]): string[] =>
  (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/**
 * Whether an If-Match header lets a request act on `version`; true when the header
 * is absent. '*' matches any existing resource.
 */
export function ifMatchAllows(header: string | string[] | undefined, version: number): boolean {
  if (header === undefined) return true;
  return tagsOf(header).some((t) => t === '*' || t === etagOf(version));
}

const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

/** Whether If-None-Match names `etag` (weak comparison), so a GET may answer 304 Not Modified. */
export function ifNoneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return tagsOf(header).some((t) => t === '*' || opaque(t) === opaque(etag));
}
