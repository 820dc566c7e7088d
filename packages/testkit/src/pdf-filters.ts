// Encoders for the PDF filters that pdf-lib does not write (LZW, ASCII85, ASCIIHex),
// so that tests can build ordinary files under them and bombs that use them.
// LZW codes are written at the width a reader will read them at: the writer keeps
// the reader's own count of table entries, EarlyChange included.

/** Writes LZW codes, MSB first, tracking the width the decoder will expect for each. */
class LzwWriter {
  private bytes: number[] = [];
  private acc = 0;
  private bits = 0;
  private nextCode = 258;
  private codeLength = 9;
  private hasPrev = false;

  constructor(private readonly earlyChange: 0 | 1) {}

  emit(code: number): void {
    this.acc = (this.acc << this.codeLength) | code;
    this.bits += this.codeLength;
    while (this.bits >= 8) {
      this.bits -= 8;
      this.bytes.push((this.acc >>> this.bits) & 0xff);
    }
    this.acc &= (1 << this.bits) - 1;
    if (code === 256) {
      this.nextCode = 258;
      this.codeLength = 9;
      this.hasPrev = false;
      return;
    }
    if (this.hasPrev) {
      this.nextCode++;
      const n = this.nextCode + this.earlyChange;
      if ((n & (n - 1)) === 0) this.codeLength = Math.min(Math.log2(n) + 1, 12);
    }
    this.hasPrev = true;
  }

  end(): Uint8Array {
    this.emit(257);
    if (this.bits > 0) this.bytes.push((this.acc << (8 - this.bits)) & 0xff);
    return Uint8Array.from(this.bytes);
  }
}

/** LZWDecode data for `data` (a clear code first, the table cleared before it is full). */
export function lzwEncode(data: Uint8Array, earlyChange: 0 | 1 = 1): Uint8Array {
  const out = new LzwWriter(earlyChange);
  out.emit(256);
  let table = new Map<string, number>();
  let next = 258;
  let w = '';
  for (const byte of data) {
    const c = String.fromCharCode(byte);
    const wc = w + c;
    if (w === '' || wc.length === 1 || table.has(wc)) {
      w = wc;
      continue;
    }
    out.emit(w.length === 1 ? w.charCodeAt(0) : table.get(w)!);
    table.set(wc, next++);
    w = c;
    if (next >= 4000) {
      out.emit(256);
      table = new Map();
      next = 258;
    }
  }
  if (w !== '') out.emit(w.length === 1 ? w.charCodeAt(0) : table.get(w)!);
  return out.end();
}

/**
 * LZWDecode data for at least `size` copies of `byte`, written without holding them:
 * the table is grown to runs of 3,839 bytes, and the longest run is then repeated,
 * 12 bits a run (about 2,500 : 1).
 */
export function lzwRunBomb(byte: number, size: number, earlyChange: 0 | 1 = 1): Uint8Array {
  const out = new LzwWriter(earlyChange);
  out.emit(byte);
  let written = 1;
  for (let code = 258; code < 4096 && written < size; code++) {
    out.emit(code);
    written += code - 256;
  }
  while (written < size) {
    out.emit(4095);
    written += 4095 - 256;
  }
  return out.end();
}

/** ASCII85Decode data for `data`, ended by `~>`. */
export function ascii85Encode(data: Uint8Array): Uint8Array {
  const out: number[] = [];
  for (let at = 0; at < data.length; at += 4) {
    const n = Math.min(4, data.length - at);
    let value = 0;
    for (let i = 0; i < 4; i++) value = value * 256 + (i < n ? data[at + i] : 0);
    if (n === 4 && value === 0) {
      out.push(0x7a);
      continue;
    }
    const digits: number[] = [];
    for (let i = 0; i < 5; i++) {
      digits.unshift((value % 85) + 0x21);
      value = Math.floor(value / 85);
    }
    out.push(...digits.slice(0, n + 1));
  }
  out.push(0x7e, 0x3e);
  return Uint8Array.from(out);
}

/** ASCIIHexDecode data for `data`, ended by `>`. */
export function asciiHexEncode(data: Uint8Array): Uint8Array {
  return new TextEncoder().encode(`${Buffer.from(data).toString('hex')}>`);
}
