import { describe, expect, it } from 'vitest';
import { trieAlternation } from '../src/fields/word-trie.js';

describe('trieAlternation', () => {
  const words = ['new york', 'new jersey', 'new york city', 'england', 'england and wales', 'u.s. virgin islands', "people's republic of china", 'china'];
  const re = new RegExp(`\\b(${trieAlternation(words)})\\b`);

  it('matches every word, and the longest where one word starts another', () => {
    for (const w of words) expect(re.exec(`the laws of ${w} apply`)?.[1]).toBe(w);
    expect(re.exec('courts of england and wales')?.[1]).toBe('england and wales');
    expect(re.exec('located in new york city')?.[1]).toBe('new york city');
  });

  it('escapes what the words hold and adds no capturing group', () => {
    expect(re.exec('the u.s. virgin islands')?.[1]).toBe('u.s. virgin islands');
    expect(re.exec('the usa virgin islands')).toBeNull();
    expect(new RegExp(`(${trieAlternation(words)})(x)?`).exec('china')?.length).toBe(3);
  });

  it('finds nothing inside a longer word', () => {
    expect(re.exec('newark and englandshire')).toBeNull();
  });
});
