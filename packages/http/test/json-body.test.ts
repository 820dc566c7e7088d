// The JSON body reader on its own: depth counted without recursion (brackets in
// strings do not count), non-finite numbers found with their paths, prototype
// poisoning still refused.
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, depthOverflowAt, nonFinitePaths, parseJsonBody } from '../src/json-body.js';
import { ProblemError, problemType } from '../src/problems.js';

const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

function problemOf(text: string) {
  try {
    parseJsonBody(text);
  } catch (err) {
    expect(err).toBeInstanceOf(ProblemError);
    return (err as ProblemError).body;
  }
  throw new Error('accepted');
}

describe('depthOverflowAt', () => {
  it('accepts nesting up to the limit and points at the first bracket past it', () => {
    expect(depthOverflowAt(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(-1);
    expect(depthOverflowAt(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(5 * MAX_JSON_DEPTH);
    expect(depthOverflowAt('[[[]]]', 2)).toBe(2);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ a: '['.repeat(500), b: 'say \\"[[[[ "{' + '{'.repeat(500) });
    expect(depthOverflowAt(text, 2)).toBe(-1);
  });

  it('scans 500,000 levels without a stack', () => {
    const deep = '['.repeat(500_000) + ']'.repeat(500_000);
    expect(depthOverflowAt(deep, MAX_JSON_DEPTH)).toBe(MAX_JSON_DEPTH);
  });
});

describe('nonFinitePaths', () => {
  it('names every number that overflowed, by dotted path', () => {
    expect(nonFinitePaths(JSON.parse('{"a":{"b":1e999,"c":[1,-1e999]},"d":1}'))).toEqual(['a.b', 'a.c.1']);
    expect(nonFinitePaths(JSON.parse('1e999'))).toEqual(['']);
    expect(nonFinitePaths({ a: 1e308, b: null, c: 'Infinity' })).toEqual([]);
  });
});

describe('parseJsonBody', () => {
  it('parses ordinary JSON', () => {
    expect(parseJsonBody('{"a":[1,2,{"b":null}],"c":"x"}')).toEqual({ a: [1, 2, { b: null }], c: 'x' });
  });

  it('refuses too deep a body as json-too-deep', () => {
    expect(problemOf(nested(MAX_JSON_DEPTH + 1))).toMatchObject({ type: problemType('jsonTooDeep'), status: 400, detail: expect.stringContaining(`${MAX_JSON_DEPTH} levels`) });
  });

  it('refuses numbers that are not finite as validation-failed, with paths', () => {
    const p = problemOf('{"compensation":{"guar_base_sal":1e999,"bonus":-1e999}}');
    expect(p.type).toBe(problemType('validationFailed'));
    expect(p.errors).toEqual([
      { path: 'compensation.bonus', message: 'must be a finite number' },
      { path: 'compensation.guar_base_sal', message: 'must be a finite number' },
    ]);
  });

  it('still refuses prototype poisoning, and malformed or empty bodies', () => {
    expect(problemOf('{"a":1,"__proto__":{"admin":true}}')).toMatchObject({ type: problemType('malformedJson'), detail: expect.stringMatching(/prototype/) });
    expect(problemOf('{"constructor":{"prototype":{"admin":true}}}').type).toBe(problemType('malformedJson'));
    expect(problemOf('{"a":').type).toBe(problemType('malformedJson'));
    expect(problemOf('').detail).toMatch(/empty/);
  });
});
