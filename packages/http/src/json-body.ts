// JSON request bodies (application/json and application/merge-patch+json), read with
// two limits Fastify's own parser does not have. secure-json-parse, the parser
// Fastify uses, still refuses __proto__ and constructor.prototype keys (prototype
// poisoning). On top of it:
//  - Nesting deeper than MAX_JSON_DEPTH is refused before parsing, by a scan of the
//    text that keeps a counter, not a stack: code that later walks a body
//    recursively (the merge patch, the validators) cannot be run out of stack.
//  - A number too large for a double (1e999) parses as Infinity, which JSON cannot
//    carry back: stored, it would silently become null. Refused, with its path.
import secureJsonParse from 'secure-json-parse';
import type { FieldError } from '@cp/schema';
import { ProblemError } from './problems.js';

/** Deepest nesting of objects and arrays a body may have (the contract needs 4). */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x7b, 0x5b]); // { [
const CLOSERS = new Set([0x7d, 0x5d]); // } ]

/**
 * The index of the first `{` or `[` that nests deeper than `limit`, or -1. Brackets
 * inside strings do not count. Malformed text gives some answer; JSON.parse judges it.
 */
export function depthOverflowAt(text: string, limit: number): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (OPENERS.has(c)) {
      if (++depth > limit) return i;
    } else if (CLOSERS.has(c)) {
      depth--;
    }
  }
  return -1;
}

/** Dotted paths (as in validation errors) of every number in `value` that is not finite. */
export function nonFinitePaths(value: unknown): string[] {
  const found: string[] = [];
  const pending: Array<[unknown, string]> = [[value, '']];
  while (pending.length) {
    const [v, path] = pending.pop()!;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) found.push(path);
    } else if (v !== null && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) pending.push([child, path ? `${path}.${k}` : k]);
    }
  }
  return found.sort();
}

/** Parses a JSON body; throws the problem to answer when it cannot be accepted. */
export function parseJsonBody(text: string): unknown {
  if (text.length === 0) throw new ProblemError('malformedJson', 'The request body is empty; send a JSON document.');
  const at = depthOverflowAt(text, MAX_JSON_DEPTH);
  if (at >= 0) {
    throw new ProblemError('jsonTooDeep', `The body nests objects and arrays deeper than ${MAX_JSON_DEPTH} levels (at character ${at}).`);
  }
  let value: unknown;
  try {
    value = secureJsonParse(text, { protoAction: 'error', constructorAction: 'error' });
  } catch (err) {
    throw new ProblemError('malformedJson', `The request body could not be parsed as JSON: ${(err as Error).message.replace(/\.$/, '')}.`);
  }
  const paths = nonFinitePaths(value);
  if (paths.length) {
    const errors: FieldError[] = paths.map((path) => ({ path, message: 'must be a finite number' }));
    throw new ProblemError('validationFailed', `Numbers too large to represent: ${paths.map((p) => p || '(root)').join(', ')}.`, { errors });
  }
  return value;
}
