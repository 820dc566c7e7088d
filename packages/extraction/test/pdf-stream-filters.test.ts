// The decoders the inspection measures streams with: they decode what pdfjs decodes,
// and stop as soon as what comes out passes the limit, having read no more of the
// input than that took.
import { describe, expect, it } from 'vitest';
import { deflateSync } from 'node:zlib';
import { ascii85Encode, asciiHexEncode, lzwEncode, lzwRunBomb } from '@cp/testkit';
import { decodeWithin, type Filter } from '../src/pdf/filter-chain.js';
import { CappedOutput } from '../src/pdf/capped-output.js';
import { lzwDecode } from '../src/pdf/lzw.js';
import { ascii85Decode, asciiHexDecode, runLengthDecode } from '../src/pdf/byte-filters.js';

const MIB = 1024 * 1024;
const text = Buffer.from('The Employer shall pay the Physician a Base Salary of $250,000 per year. '.repeat(400));
const f = (name: Filter['name'], earlyChange: 0 | 1 = 1): Filter => ({ name, earlyChange });

function decoded(run: (out: CappedOutput) => boolean, limit = MIB): Buffer | null {
  const out = new CappedOutput(limit, true);
  return run(out) ? (out.result() as Buffer) : null;
}

describe('the decoders', () => {
  it('decode LZW with either EarlyChange, across table clears', () => {
    for (const early of [0, 1] as const) expect(decoded((out) => lzwDecode(lzwEncode(text, early), early, out))).toEqual(text);
    // The spec's own example (ISO 32000-1, 7.4.4.2): 45 45 45 45 45 65 45 45 45 66.
    const example = Buffer.from([0x80, 0x0b, 0x60, 0x50, 0x22, 0x0c, 0x0c, 0x85, 0x01]);
    expect(decoded((out) => lzwDecode(example, 1, out))).toEqual(Buffer.from([45, 45, 45, 45, 45, 65, 45, 45, 45, 66]));
  });

  it('decode ASCII85 (z, a short last group), ASCIIHex (white space, an odd last digit) and RunLength', () => {
    const bytes = Buffer.concat([Buffer.alloc(8), text.subarray(0, 1001)]);
    expect(decoded((out) => ascii85Decode(ascii85Encode(bytes), out))).toEqual(bytes);
    expect(decoded((out) => ascii85Decode(Buffer.from('87cURD]i,"Ebo80~>'), out))?.toString()).toBe('Hello World!');
    expect(decoded((out) => asciiHexDecode(Buffer.from('48 65\n6c6C 6f7>'), out))).toEqual(Buffer.from('Hello\x70', 'latin1'));
    expect(decoded((out) => runLengthDecode(Buffer.from([2, 0x61, 0x62, 0x63, 0xfe, 0x78, 0x80, 0x7a]), out))?.toString()).toBe('abcxxx');
  });

  it('pass through a chain what each stage makes, and count the last without keeping it', async () => {
    const chain = asciiHexEncode(ascii85Encode(deflateSync(text)));
    expect(await decodeWithin(chain, [f('ASCIIHexDecode'), f('ASCII85Decode'), f('FlateDecode')], MIB, true)).toEqual(text);
    expect(await decodeWithin(chain, [f('ASCIIHexDecode'), f('ASCII85Decode'), f('FlateDecode')], MIB, false)).toBe(text.length);
    expect(await decodeWithin(chain, [f('ASCIIHexDecode'), f('ASCII85Decode'), f('FlateDecode')], text.length - 1, false)).toBeNull();
  });
});

describe('a bomb', () => {
  it('is given up as soon as the limit is passed, with most of its input never read', () => {
    // 1 GiB of spaces in 400 KB of LZW: each byte read is counted.
    const bomb = lzwRunBomb(0x20, 1024 * MIB);
    let furthest = 0;
    const watched = new Proxy(bomb, {
      get(target, key) {
        if (typeof key === 'string' && /^\d+$/.test(key)) furthest = Math.max(furthest, Number(key));
        const value = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const out = new CappedOutput(MIB, false);
    expect(lzwDecode(watched, 1, out)).toBe(false);
    expect(out.over).toBe(true);
    expect(furthest).toBeLessThan(bomb.length / 100);
  });

  it('under RunLength or ASCII85 stops at the limit too, and keeps nothing past it', async () => {
    // 129 copies of a byte per two bytes of input; z is four zeros a byte.
    const runs = Buffer.alloc(2 * 100_000);
    for (let i = 0; i < runs.length; i += 2) runs[i] = 129;
    expect(await decodeWithin(runs, [f('RunLengthDecode')], MIB, true)).toBeNull();
    expect(await decodeWithin(runs, [f('RunLengthDecode')], 16 * MIB, false)).toBe(128 * 100_000);
    expect(await decodeWithin(Buffer.alloc(MIB, 0x7a), [f('ASCII85Decode')], MIB, false)).toBeNull();
  });
});
