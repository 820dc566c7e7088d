// ASCIIHexDecode, ASCII85Decode and RunLengthDecode (ISO 32000-1, 7.4.2, 7.4.3, 7.4.5)
// with a cap on what comes out. Lenient the way pdfjs is: what a reader skips or
// stops at, these skip or stop at, so the size counted is the size it would decode.
import type { CappedOutput } from './capped-output.js';

const isWhite = (b: number) => b === 0x00 || b === 0x09 || b === 0x0a || b === 0x0c || b === 0x0d || b === 0x20;

function hexDigit(b: number): number {
  if (b >= 0x30 && b <= 0x39) return b - 0x30;
  if (b >= 0x41 && b <= 0x46) return b - 0x37;
  if (b >= 0x61 && b <= 0x66) return b - 0x57;
  return -1;
}

/** Two hex digits a byte until `>`; anything else is skipped; a last lone digit is its high half. False past the limit. */
export function asciiHexDecode(data: Uint8Array, out: CappedOutput): boolean {
  const byte = new Uint8Array(1);
  let high = -1;
  for (const b of data) {
    if (b === 0x3e) break;
    const digit = hexDigit(b);
    if (digit < 0) continue;
    if (high < 0) high = digit;
    else {
      byte[0] = (high << 4) | digit;
      if (!out.write(byte)) return false;
      high = -1;
    }
  }
  if (high >= 0) {
    byte[0] = high << 4;
    return out.write(byte);
  }
  return true;
}

/** Groups of five base-85 digits four bytes, `z` four zeros, until `~`; a short last group gives one byte fewer than its digits. */
export function ascii85Decode(data: Uint8Array, out: CappedOutput): boolean {
  const group = new Uint8Array(4);
  let digits = 0;
  let value = 0;
  const flush = (count: number) => {
    for (let i = 3; i >= 0; i--) {
      group[i] = value & 0xff;
      value = Math.floor(value / 256);
    }
    return out.write(group, 0, count);
  };
  for (const b of data) {
    if (isWhite(b)) continue;
    if (b === 0x7e) break;
    if (b === 0x7a && digits === 0) {
      if (!out.fill(0, 4)) return false;
      continue;
    }
    if (b < 0x21 || b > 0x75) break;
    value = value * 85 + (b - 0x21);
    if (++digits === 5) {
      if (!flush(4)) return false;
      digits = 0;
      value = 0;
    }
  }
  if (digits > 1) {
    for (let i = digits; i < 5; i++) value = value * 85 + 84;
    return flush(digits - 1);
  }
  return true;
}

/** A length byte n: the next n + 1 bytes as they are (n < 128), the next byte 257 - n times (n > 128), the end (128). */
export function runLengthDecode(data: Uint8Array, out: CappedOutput): boolean {
  let at = 0;
  while (at < data.length) {
    const n = data[at++];
    if (n === 128) break;
    if (n < 128) {
      const end = Math.min(data.length, at + n + 1);
      if (!out.write(data, at, end)) return false;
      at = end;
    } else {
      if (at >= data.length) break;
      if (!out.fill(data[at++], 257 - n)) return false;
    }
  }
  return true;
}
