// The confidence scale's steps name the decimals the rules used to write bare, so they must
// be those decimals exactly: a step that came out 0.9200000000000002 would move a ranking.
import { describe, expect, it } from 'vitest';
import { ASSURED, INDIRECT, LABELLED, LIKELY, PLAIN, WEAK, above, below } from '../src/fields/confidence.js';

describe('confidence steps', () => {
  it('moves a level by whole hundredths, exactly as the decimal is written', () => {
    expect(0.8 + 0.02).not.toBe(0.82); // why above() rounds
    expect(0.7 - 0.05).not.toBe(0.65);
    expect(above(LABELLED, 2)).toBe(0.92);
    expect(above(PLAIN, 2)).toBe(0.82);
    expect(above(INDIRECT, 2)).toBe(0.72);
    expect(above(ASSURED, 1)).toBe(0.96);
    expect(above(LIKELY, 3)).toBe(0.78);
    expect(above(LIKELY, 1)).toBe(0.76);
    expect(above(WEAK, 2)).toBe(0.62);
    expect(below(INDIRECT, 4)).toBe(0.66);
    expect(below(INDIRECT, 5)).toBe(0.65);
    expect(below(INDIRECT, 6)).toBe(0.64);
  });

  it('every step from every level lands on the two-place decimal', () => {
    for (let level = 0.5; level <= 0.95; level = Number((level + 0.01).toFixed(2))) {
      for (let h = -10; h <= 10; h++) {
        expect(above(level, h)).toBe(Number(((Math.round(level * 100) + h) / 100).toString()));
      }
    }
  });
});
