// MongoDB field names cannot hold '.' or start with '$'; evidence is keyed by dotted
// paths, so keys are escaped on write and restored on read.
import { describe, expect, it } from 'vitest';
import { escapeKeys, unescapeKeys } from '../src/mongo-keys.js';

describe('MongoDB key escaping', () => {
  it('round-trips dotted and dollar keys at any depth, leaving values alone', () => {
    const doc = {
      evidence: { 'compensation.guar_base_sal': { page: 1, text: 'a.b $5', confidence: 1 } },
      list: [{ $weird: 'x.y' }],
      plain: 'v',
      n: null,
    };
    const stored = escapeKeys(doc);
    const keys = JSON.stringify(stored).match(/"[^"]*":/g)!.join('');
    expect(keys).not.toMatch(/"[^"]*\.[^"]*":|"\$/);
    expect((stored.evidence as Record<string, { text: string }>)['compensation\uFF0Eguar_base_sal']!.text).toBe('a.b $5');
    expect(unescapeKeys(stored)).toEqual(doc);
  });
});
