// LZWDecode (ISO 32000-1, 7.4.4) with a cap on what comes out. It follows pdfjs's
// LZWStream code for code (9 to 12-bit codes, 256 clears, 257 ends, EarlyChange
// shifts the width one code early, a full table freezes and decoding goes on), so
// the size measured is the size pdfjs would decode. The table holds each entry as
// its previous code and last byte: 4096 entries, 20 KB, however long the run.
import type { CappedOutput } from './capped-output.js';

const TABLE = 4096;

/** Decodes `data` into `out` until its end, its EOD code, or the output's limit (then false). */
export function lzwDecode(data: Uint8Array, earlyChange: 0 | 1, out: CappedOutput): boolean {
  const values = new Uint8Array(TABLE);
  const lengths = new Uint16Array(TABLE);
  const prevCodes = new Uint16Array(TABLE);
  const sequence = new Uint8Array(TABLE);
  for (let i = 0; i < 256; i++) {
    values[i] = i;
    lengths[i] = 1;
  }
  let nextCode = 258;
  let codeLength = 9;
  let sequenceLength = 0;
  let prevCode = 0;
  let cached = 0;
  let bitsCached = 0;
  let at = 0;
  for (;;) {
    while (bitsCached < codeLength) {
      if (at >= data.length) return true;
      cached = ((cached << 8) | data[at++]) >>> 0;
      bitsCached += 8;
    }
    bitsCached -= codeLength;
    const code = (cached >>> bitsCached) & ((1 << codeLength) - 1);
    cached &= (1 << bitsCached) - 1;
    const hasPrev = sequenceLength > 0;
    if (code < 256) {
      sequence[0] = code;
      sequenceLength = 1;
    } else if (code >= 258) {
      if (code < nextCode) {
        sequenceLength = lengths[code];
        for (let j = sequenceLength - 1, q = code; j >= 0; j--) {
          sequence[j] = values[q];
          q = prevCodes[q];
        }
      } else if (sequenceLength > 0 && sequenceLength < TABLE) {
        sequence[sequenceLength++] = sequence[0];
      } else {
        // A code not yet defined with nothing before it: damaged data, of which a reader decodes no more.
        return true;
      }
    } else if (code === 256) {
      codeLength = 9;
      nextCode = 258;
      sequenceLength = 0;
      continue;
    } else {
      return true;
    }
    if (hasPrev && nextCode < TABLE) {
      prevCodes[nextCode] = prevCode;
      lengths[nextCode] = lengths[prevCode] + 1;
      values[nextCode] = sequence[0];
    }
    if (hasPrev) {
      nextCode++;
      const n = nextCode + earlyChange;
      if ((n & (n - 1)) === 0) codeLength = Math.min(Math.log2(n) + 1, 12);
    }
    prevCode = code;
    if (!out.write(sequence, 0, sequenceLength)) return false;
  }
}
