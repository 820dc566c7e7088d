// Checks the framing of a multipart/form-data body (RFC 2046, RFC 7578) as it streams
// in beside busboy, for the mistakes busboy passes over in silence:
//  - A part without `Content-Disposition: form-data; name="..."`. Busboy skips such
//    a part, and a skipped part of more than 16 KiB stalls it for good
//    (@fastify/busboy 3.2.6: Dicer pauses until the skipped part is read, and a part
//    that has already ended is never read again), so the upload was never answered.
//  - Part headers busboy would cut short or misread: over MAX_PART_HEADER_BYTES, a
//    line that is not `Name: value`, a bare CR or LF.
//  - A body that ends before its closing boundary (busboy takes it as complete).
// The check keeps at most one header block in memory, whatever the size of the body.

/** The header block of one part (Content-Disposition, Content-Type...), at most. */
export const MAX_PART_HEADER_BYTES = 16 * 1024;

const CR = 0x0d;
const LF = 0x0a;
const DASH = 0x2d;
const CRLF = Buffer.from('\r\n');
const END_OF_HEADERS = Buffer.from('\r\n\r\n');
const EMPTY = Buffer.alloc(0);

export class MultipartFramingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MultipartFramingError';
  }
}

/** The boundary parameter of a multipart Content-Type, unquoted; undefined if it has none. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  const m = /;\s*boundary\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(contentType ?? '');
  const boundary = m?.[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m?.[2];
  return boundary ? boundary : undefined;
}

type State = 'preamble' | 'afterDelimiter' | 'headers' | 'body' | 'epilogue' | 'failed';

/** Push the body's bytes in order; push() and end() throw MultipartFramingError. */
export class MultipartFraming {
  private readonly delimiter: Buffer;
  private state: State = 'preamble';
  // Bytes not decided yet: a possible start of a delimiter, or a header block in the making.
  // It starts with the line break a delimiter begins with, so that a body may open
  // right on its first boundary (as busboy also allows).
  private pending: Buffer = CRLF;
  private parts = 0;

  constructor(boundary: string) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1');
  }

  /** Whether the closing boundary has been seen. */
  get complete(): boolean {
    return this.state === 'epilogue';
  }

  push(chunk: Buffer): void {
    if (this.stopped()) return;
    const buf = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = EMPTY;
    let pos = 0;
    for (;;) {
      if (this.stopped()) return;
      if (this.state === 'preamble' || this.state === 'body') {
        const at = buf.indexOf(this.delimiter, pos);
        if (at < 0) {
          // Keep what could be the start of a delimiter cut by the chunk's end.
          this.pending = buf.subarray(Math.max(pos, buf.length - this.delimiter.length + 1));
          return;
        }
        pos = at + this.delimiter.length;
        this.state = 'afterDelimiter';
      } else if (this.state === 'afterDelimiter') {
        const next = this.afterDelimiter(buf, pos);
        if (next < 0) {
          this.pending = buf.subarray(pos);
          return;
        }
        pos = next;
      } else {
        const end = buf.indexOf(END_OF_HEADERS, pos);
        const size = (end < 0 ? buf.length : end) - pos;
        if (size > MAX_PART_HEADER_BYTES) throw this.fail(`the headers of part ${this.parts} are longer than ${MAX_PART_HEADER_BYTES} bytes`);
        if (end < 0) {
          this.pending = buf.subarray(pos);
          return;
        }
        this.checkHeaders(buf.toString('latin1', pos, end));
        pos = end + END_OF_HEADERS.length;
        this.state = 'body';
      }
    }
  }

  /** The body has ended: it must have ended with its closing boundary. */
  end(): void {
    if (this.stopped()) return;
    throw this.fail(this.parts === 0 ? 'it has no part delimited by its boundary' : 'it ends before its closing boundary');
  }

  /**
   * After a delimiter: `--` closes the body; otherwise optional blanks and a line
   * break open a part. Answers the position after them, or -1 to wait for more bytes.
   */
  private afterDelimiter(buf: Buffer, pos: number): number {
    if (buf.length - pos < 2) return -1;
    if (buf[pos] === DASH && buf[pos + 1] === DASH) {
      this.state = 'epilogue';
      return buf.length;
    }
    let i = pos;
    while (i < buf.length && (buf[i] === 0x20 || buf[i] === 0x09)) i++;
    if (i - pos > 64) throw this.fail('a boundary is followed by a long run of blanks');
    if (buf.length - i < 2) return -1;
    if (buf[i] !== CR || buf[i + 1] !== LF) throw this.fail('a boundary is followed by something other than a line break');
    // A part whose header block is empty has its blank line at once.
    if (buf.length - i < 4) return -1;
    this.parts++;
    if (buf[i + 2] === CR && buf[i + 3] === LF) throw this.fail(`part ${this.parts} has no headers (it needs Content-Disposition: form-data; name="...")`);
    this.state = 'headers';
    return i + 2;
  }

  private checkHeaders(block: string): void {
    const n = this.parts;
    if (/\r(?!\n)|(?<!\r)\n/.test(block)) throw this.fail(`the headers of part ${n} contain a bare line break`);
    const fields: Array<[string, string]> = [];
    for (const line of block.split('\r\n')) {
      const last = fields[fields.length - 1];
      // An obsolete folded line continues the field above it.
      if ((line.startsWith(' ') || line.startsWith('\t')) && last) {
        last[1] += line;
        continue;
      }
      const colon = line.indexOf(':');
      if (colon <= 0) throw this.fail(`part ${n} has a header line that is not "Name: value": ${JSON.stringify(line.slice(0, 60))}`);
      fields.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
    }
    const disposition = fields.find(([name]) => name === 'content-disposition')?.[1];
    if (disposition === undefined) throw this.fail(`part ${n} has no Content-Disposition header (it needs Content-Disposition: form-data; name="...")`);
    if (!/^form-data\s*(;|$)/i.test(disposition)) throw this.fail(`part ${n} is not form-data (Content-Disposition: ${disposition.slice(0, 60)})`);
    if (!/;\s*name\s*=/i.test(disposition)) throw this.fail(`part ${n} has no name (Content-Disposition: ${disposition.slice(0, 60)})`);
  }

  /** Closed, or broken: nothing more to check. */
  private stopped(): boolean {
    return this.state === 'epilogue' || this.state === 'failed';
  }

  private fail(reason: string): MultipartFramingError {
    this.state = 'failed';
    return new MultipartFramingError(reason);
  }
}
