// The field catalogue as the UI uses it: grouped into the six sections and their
// sub-sections, with parsing and display of values per field type.
import type { FieldInfo } from '@cp/schema';

export type { FieldInfo };
export type FieldValue = boolean | number | string | null;

export interface FieldGroup {
  key: string;
  title: string;
  fields: FieldInfo[];
  subgroups: FieldGroup[];
}

export async function loadFields(): Promise<FieldInfo[]> {
  const res = await fetch('/review/assets/fields.json');
  if (!res.ok) throw new Error(`field catalogue unavailable (${res.status})`);
  return (await res.json()) as FieldInfo[];
}

/** Sections in catalogue order; a field directly in a section or in one sub-section. */
export function groupFields(fields: readonly FieldInfo[]): FieldGroup[] {
  const sections: FieldGroup[] = [];
  const find = (list: FieldGroup[], key: string, title: string) => {
    let g = list.find((x) => x.key === key);
    if (!g) list.push((g = { key, title, fields: [], subgroups: [] }));
    return g;
  };
  for (const f of fields) {
    const keys = f.path.split('.').slice(0, -1);
    let group = find(sections, keys[0], f.sections[0] ?? keys[0]);
    for (let i = 1; i < keys.length; i++) group = find(group.subgroups, keys.slice(0, i + 1).join('.'), f.sections[i] ?? keys[i]);
    group.fields.push(f);
  }
  return sections;
}

export const fieldKey = (path: string) => path.slice(path.lastIndexOf('.') + 1);

const UNIT_LABEL: Record<string, string> = { percent: '%', days: 'days', hours: 'hours / week', count: 'count' };
/** The unit beside a field; money is in the contract's currency (see currency.ts), named when known. */
export const unitLabel = (f: FieldInfo, currency: string | null = null) =>
  f.unit === 'money' ? (currency ?? 'contract currency') : f.unit ? (UNIT_LABEL[f.unit] ?? f.unit) : '';

/** Human form of a value, for "extracted: …" notes and read-only views. */
export function displayValue(f: FieldInfo, v: FieldValue | undefined): string {
  if (v === null || v === undefined || v === '') return '(empty)';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'number') return f.unit === 'money' ? v.toLocaleString('en-US') : String(v);
  return v;
}

export type Parsed = { ok: true; value: FieldValue } | { ok: false; message: string };

/**
 * The value of a number field from what was typed. Reviewers copy figures from the
 * contract, so "$325,000" and "3.5 %" are accepted; anything else is an error shown
 * beside the field rather than silently dropped.
 */
export function parseNumber(raw: string): Parsed {
  const s = raw.trim().replace(/[$,\s%]/g, '');
  if (s === '') return { ok: true, value: null };
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(s)) return { ok: false, message: 'must be a number (e.g. 325000 or 3.5)' };
  return { ok: true, value: Number(s) };
}

export const sameValue = (a: FieldValue | undefined, b: FieldValue | undefined) => Object.is(a ?? null, b ?? null);
