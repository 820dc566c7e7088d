// Entity tags are the contract's version: `ETag: "<version>"`. If-Match uses the
// strong comparison of RFC 9110, so weak tags (W/"3") never match.

export const etagOf = (version: number): string => `"${version}"`;

/**
 * Whether an If-Match header lets a request act on `version`; true when the header
 * is absent. '*' matches any existing resource.
 */
export function ifMatchAllows(header: string | string[] | undefined, version: number): boolean {
  if (header === undefined) return true;
  const tags = (Array.isArray(header) ? header.join(',') : header).split(',').map((t) => t.trim());
  return tags.some((t) => t === '*' || t === etagOf(version));
}
