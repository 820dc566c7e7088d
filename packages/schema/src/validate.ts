// ajv validators for every schema, with errors reported as dotted field paths.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { TSchema, Static } from '@sinclair/typebox';
import { addFormats } from './add-formats.js';

// strictNumbers: NaN and Infinity are not numbers to a client or a store (JSON
// writes them as null), so a value holding one must fail here, not after it is stored.
export const ajv = new Ajv({ allErrors: true, strict: false, useDefaults: false, coerceTypes: false, strictNumbers: true });
addFormats(ajv);

export interface FieldError {
  /** Dotted path of the offending field ("" for the root). */
  path: string;
  message: string;
}

function joinPath(base: string, key: string): string {
  return base ? `${base}.${key}` : key;
}

/** Converts ajv errors to one entry per field path, with a readable message. */
export function toFieldErrors(errors: ErrorObject[] | null | undefined, root = ''): FieldError[] {
  const out: FieldError[] = [];
  const seen = new Set<string>();
  for (const e of errors ?? []) {
    let path = e.instancePath.split('/').slice(1).map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~')).join('.');
    path = root ? joinPath(root, path).replace(/\.$/, '') : path;
    let message: string;
    switch (e.keyword) {
      case 'additionalProperties':
        path = joinPath(path, String(e.params.additionalProperty));
        message = 'is not a known field';
        break;
      case 'required':
        path = joinPath(path, String(e.params.missingProperty));
        message = 'is required';
        break;
      case 'enum':
        message = `must be one of ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
        break;
      case 'type':
        message = `must be ${String(e.params.type).replace(',', ' or ')}`;
        break;
      default:
        message = e.message ?? 'is invalid';
    }
    const key = `${path}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ path, message });
  }
  // A union failure reports every branch; keep the most specific messages.
  return out.filter((e) => !(e.message === 'must match a schema in anyOf' && out.some((o) => o !== e && o.path.startsWith(e.path))));
}

export class ValidationError extends Error {
  constructor(
    readonly errors: FieldError[],
    readonly what: string,
  ) {
    super(`${what} is invalid: ${errors.map((e) => `${e.path || '(root)'} ${e.message}`).join('; ')}`);
    this.name = 'ValidationError';
  }
}

export interface Validator<T> {
  (value: unknown): value is T;
  errors(value: unknown): FieldError[];
  /** Returns the value typed, or throws ValidationError naming every bad field. */
  assert(value: unknown, what?: string): T;
  schema: TSchema;
}

// Schemas embed their parts (ParsedData inside StoredVerificationRecord twice, inside
// VerifyRequest, ...); ajv refuses an `$id` met more than once in one instance, so
// each validator compiles a copy whose embedded parts carry no `$id`.
export function withoutNestedIds(node: unknown, root = true): unknown {
  if (Array.isArray(node)) return node.map((n) => withoutNestedIds(n, false));
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === '$id' && !root) continue;
    out[k] = withoutNestedIds(v, false);
  }
  return out;
}

export function validator<S extends TSchema>(schema: S, name = (schema.$id as string) ?? 'value'): Validator<Static<S>> {
  let compiled: ValidateFunction | undefined;
  const get = () =>
    (compiled ??= (typeof schema.$id === 'string' ? ajv.getSchema(schema.$id) : undefined) ?? ajv.compile(withoutNestedIds(schema) as object));
  const check = ((value: unknown) => get()(value)) as Validator<Static<S>>;
  check.errors = (value) => {
    const fn = get();
    return fn(value) ? [] : toFieldErrors(fn.errors);
  };
  check.assert = (value, what = name) => {
    const fn = get();
    if (fn(value)) return value as Static<S>;
    throw new ValidationError(toFieldErrors(fn.errors), what);
  };
  check.schema = schema;
  return check;
}
