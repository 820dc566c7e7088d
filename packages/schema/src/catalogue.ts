// The field catalogue: one entry per leaf of ParsedData, derived by walking the
// schema so that the list can never drift from it.
import { ParsedData, type FieldType } from './parsed-data.js';

export interface FieldInfo {
  /** Dotted path, e.g. "compensation.guar_base_sal". */
  path: string;
  type: FieldType;
  title: string;
  description?: string;
  unit?: string;
  /** Allowed values of an enum field (null excluded). */
  values?: string[];
  /** Titles of the sections that hold the field, outermost first. */
  sections: string[];
}

interface SchemaNode {
  type?: string | string[];
  title?: string;
  description?: string;
  enum?: unknown[];
  properties?: Record<string, SchemaNode>;
  'x-field'?: FieldType;
  'x-unit'?: string;
}

function walk(node: SchemaNode, prefix: string[], sections: string[], out: FieldInfo[]): void {
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    if (child['x-field']) {
      out.push({
        path: [...prefix, key].join('.'),
        type: child['x-field'],
        title: child.title ?? key,
        ...(child.description ? { description: child.description } : {}),
        ...(child['x-unit'] ? { unit: child['x-unit'] } : {}),
        ...(child.enum ? { values: child.enum.filter((v): v is string => typeof v === 'string') } : {}),
        sections,
      });
    } else {
      walk(child, [...prefix, key], [...sections, child.title ?? key], out);
    }
  }
}

export const FIELDS: readonly FieldInfo[] = (() => {
  const out: FieldInfo[] = [];
  walk(ParsedData as unknown as SchemaNode, [], [], out);
  return Object.freeze(out);
})();

export const FIELD_BY_PATH: ReadonlyMap<string, FieldInfo> = new Map(FIELDS.map((f) => [f.path, f]));

/** The silent value of a field: false for booleans, null otherwise. */
export const silentValue = (type: FieldType): boolean | null => (type === 'boolean' ? false : null);

/** A complete parsedData in which the contract says nothing. */
export function emptyParsedData(): ParsedData {
  const root: Record<string, unknown> = {};
  for (const f of FIELDS) setPath(root, f.path, silentValue(f.type));
  return root as ParsedData;
}

export function getPath(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const key of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

export function setPath(obj: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let cur = obj;
  for (const key of keys.slice(0, -1)) {
    if (cur[key] === null || typeof cur[key] !== 'object') cur[key] = {};
    cur = cur[key] as Record<string, unknown>;
  }
  cur[keys[keys.length - 1]] = value;
}

/** Dotted paths whose values differ between two structures (leaf fields only). */
export function changedPaths(a: unknown, b: unknown): string[] {
  return FIELDS.filter((f) => !Object.is(getPath(a, f.path) ?? null, getPath(b, f.path) ?? null)).map((f) => f.path);
}
