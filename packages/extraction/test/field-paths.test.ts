// Every field of the schema is filled by exactly one rule or named mechanism, and every
// path a rule names is a field (the FieldPath type already refuses a misspelt literal).
import { describe, expect, it } from 'vitest';
import { FIELD_PATHS, FIELDS, fieldPath, isFieldPath } from '@cp/schema';
import { VALUE_RULES } from '../src/fields/index.js';
import { FLAG_RULES, IMPLIES, OTHER_FLAG_FILLERS } from '../src/fields/flags/index.js';
import { LEAVES } from '../src/fields/rules/time-off.js';

/** The rules and mechanisms that fill each path. */
function fillers(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (path: string, who: string) => out.set(path, [...(out.get(path) ?? []), who]);
  for (const [path] of VALUE_RULES) add(path, 'value rule');
  // A flag rule may come in several wordings (FLAG_RULES entries); together they are its one rule.
  for (const path of new Set(FLAG_RULES.map((r) => r.path))) add(path, 'flag rule');
  for (const [name, paths] of Object.entries(OTHER_FLAG_FILLERS)) for (const path of paths) add(path, name);
  return out;
}

describe('field paths of the rules', () => {
  it('has 112 fields in the schema', () => {
    expect(FIELD_PATHS).toHaveLength(112);
    expect(FIELD_PATHS).toEqual(FIELDS.map((f) => f.path));
  });

  it('fills every field by exactly one rule or named mechanism', () => {
    const by = fillers();
    const wrong = FIELD_PATHS.filter((p) => (by.get(p) ?? []).length !== 1).map((p) => `${p}: ${(by.get(p) ?? ['nothing']).join(', ')}`);
    expect(wrong).toEqual([]);
  });

  it('names only fields of the schema, values for value rules and booleans for flags', () => {
    const type = new Map(FIELDS.map((f) => [f.path, f.type]));
    for (const [path] of VALUE_RULES) expect(type.get(path), path).toMatch(/^(?:number|text|enum)$/);
    for (const r of FLAG_RULES) expect(type.get(r.path), r.path).toBe('boolean');
    for (const paths of Object.values(OTHER_FLAG_FILLERS)) for (const p of paths) expect(type.get(p), p).toBe('boolean');
    for (const [from, to] of IMPLIES) expect([type.get(from), type.get(to)], `${from} -> ${to}`).toEqual(['boolean', 'boolean']);
    for (const k of LEAVES) expect(isFieldPath(k.path), k.path).toBe(true);
  });

  it('refuses an unknown path at run time', () => {
    expect(fieldPath('compensation.guar_base_sal')).toBe('compensation.guar_base_sal');
    expect(() => fieldPath('compensation.guar_base_salary')).toThrow(/not a field of parsedData/);
    expect(isFieldPath('benefits.timeOff')).toBe(false);
  });
});
