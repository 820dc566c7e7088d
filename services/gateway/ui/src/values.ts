// Flat dotted-path values <-> the nested parsedData structure.
import type { FieldInfo, FieldValue } from './fields.js';

export function flatten(fields: readonly FieldInfo[], data: unknown): Record<string, FieldValue> {
  const out: Record<string, FieldValue> = {};
  for (const f of fields) {
    let cur: unknown = data;
    for (const k of f.path.split('.')) cur = cur && typeof cur === 'object' ? (cur as Record<string, unknown>)[k] : undefined;
    out[f.path] = (cur ?? (f.type === 'boolean' ? false : null)) as FieldValue;
  }
  return out;
}

export function nest(values: Record<string, FieldValue>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [path, v] of Object.entries(values)) {
    const keys = path.split('.');
    let cur = root;
    for (const k of keys.slice(0, -1)) cur = (cur[k] ??= {}) as Record<string, unknown>;
    cur[keys[keys.length - 1]] = v;
  }
  return root;
}
