// Where a decoder writes: the bytes (when the next filter or an object stream needs
// them) or only their count (the last filter of a stream that is just measured),
// never past a limit. A decoder stops as soon as a write does not fit, so a bomb is
// found out after `limit` bytes, not after decoding it all.

export class CappedOutput {
  size = 0;
  private buf: Buffer | null;

  constructor(
    readonly limit: number,
    keep: boolean,
  ) {
    this.buf = keep ? Buffer.allocUnsafe(Math.min(limit, 64 * 1024)) : null;
  }

  /** Whether the last write went past the limit. */
  get over(): boolean {
    return this.size > this.limit;
  }

  /** Appends `bytes[start, end)`; false (and nothing kept) once the output would pass the limit. */
  write(bytes: Uint8Array, start = 0, end = bytes.length): boolean {
    return this.reserve(end - start) && (this.buf?.set(bytes.subarray(start, end), this.size - (end - start)), true);
  }

  /** Appends `count` copies of `byte`. */
  fill(byte: number, count: number): boolean {
    return this.reserve(count) && (this.buf?.fill(byte, this.size - count, this.size), true);
  }

  /** The bytes written, or their count when they were not kept. */
  result(): Buffer | number {
    return this.buf ? this.buf.subarray(0, this.size) : this.size;
  }

  private reserve(count: number): boolean {
    this.size += count;
    if (this.size > this.limit) return false;
    if (this.buf && this.size > this.buf.length) {
      const grown = Buffer.allocUnsafe(Math.min(this.limit, Math.max(this.size, this.buf.length * 2)));
      this.buf.copy(grown, 0, 0, this.size - count);
      this.buf = grown;
    }
    return true;
  }
}
