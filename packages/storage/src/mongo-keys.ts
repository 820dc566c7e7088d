// MongoDB treats '.' and a leading '$' in field names specially, and `evidence` is
// keyed by dotted field paths. Keys are escaped on the way in and back on the way
// out with full-width look-alikes that never occur in our schemas.
const DOT = '\uFF0E';
const DOLLAR = '\uFF04';

function mapKeys(value: unknown, fn: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => mapKeys(v, fn));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[fn(k)] = mapKeys(v, fn);
    return out;
  }
  return value;
}

export function escapeKeys<T>(value: T): T {
  return mapKeys(value, (k) => k.replaceAll('.', DOT).replace(/^\$/, DOLLAR)) as T;
}

export function unescapeKeys<T>(value: T): T {
  return mapKeys(value, (k) => k.replaceAll(DOT, '.').replace(new RegExp(`^${DOLLAR}`), '$')) as T;
}
