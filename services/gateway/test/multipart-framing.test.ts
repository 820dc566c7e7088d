// The multipart framing check on its own: a well-formed body passes however it is
// cut into chunks, each malformed shape fails with its reason, and memory stays
// bounded by one header block.
import { describe, expect, it } from 'vitest';
import { MAX_PART_HEADER_BYTES, MultipartFraming, boundaryOf } from '../src/multipart-framing.js';

const B = 'XyZ-boundary';
const part = (headers: string, body = 'data') => `--${B}\r\n${headers}\r\n\r\n${body}\r\n`;
const close = `--${B}--\r\n`;
const FILE = 'Content-Disposition: form-data; name="contractPdf"; filename="a.pdf"\r\nContent-Type: application/pdf';
const FIELD = 'Content-Disposition: form-data; name="note"';
const WELL_FORMED = part(FIELD, 'hello') + part(FILE, `%PDF-1.7 --${B} is not a delimiter without its line break\r\n-- neither is this\r\n`) + close;

/** Feeds `text` in pieces of `size` bytes; answers the error message, or 'ok'. */
function check(text: string | Buffer, size = Infinity): string {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text, 'latin1');
  const f = new MultipartFraming(B);
  try {
    for (let i = 0; i < bytes.length; i += Math.min(size, bytes.length)) f.push(bytes.subarray(i, i + size));
    f.end();
    return f.complete ? 'ok' : 'incomplete';
  } catch (err) {
    return (err as Error).message;
  }
}

describe('a well-formed body', () => {
  it('passes whole, byte by byte, and cut at every position', () => {
    expect(check(WELL_FORMED)).toBe('ok');
    expect(check(WELL_FORMED, 1)).toBe('ok');
    for (let at = 1; at < WELL_FORMED.length; at++) {
      const f = new MultipartFraming(B);
      f.push(Buffer.from(WELL_FORMED.slice(0, at), 'latin1'));
      f.push(Buffer.from(WELL_FORMED.slice(at), 'latin1'));
      expect(() => f.end(), `cut at ${at}`).not.toThrow();
    }
  });

  it('may have a preamble, an epilogue, blanks after a boundary and folded headers', () => {
    expect(check(`preamble\r\n${part(FIELD)}${close}epilogue`)).toBe('ok');
    expect(check(`--${B}  \r\n${FIELD}\r\n\r\nx\r\n${close}`)).toBe('ok');
    expect(check(part('Content-Disposition: form-data;\r\n\tname="note"') + close)).toBe('ok');
  });
});

describe('a malformed body', () => {
  const cases: Array<[string, string, RegExp]> = [
    ['a part without Content-Disposition', part('Content-Type: application/pdf') + close, /part 1 has no Content-Disposition/],
    ['a second part without it', part(FIELD) + part('Content-Type: text/plain') + close, /part 2 has no Content-Disposition/],
    ['a part with no headers at all', `--${B}\r\n\r\nbody\r\n${close}`, /part 1 has no headers/],
    ['a disposition other than form-data', part('Content-Disposition: attachment; name="contractPdf"') + close, /not form-data/],
    ['a part without a name', part('Content-Disposition: form-data; filename="a.pdf"') + close, /has no name/],
    ['a header line that is not Name: value', part(`garbage\r\n${FIELD}`) + close, /not "Name: value"/],
    ['a bare line feed in the headers', part(`${FIELD}\nX-Other: 1`) + close, /bare line break/],
    ['a boundary followed by text', `--${B}oops\r\n${FIELD}\r\n\r\nx\r\n${close}`, /followed by something other/],
    ['no closing boundary', part(FIELD), /ends before its closing boundary/],
    ['a body cut inside a part', part(FIELD).slice(0, -6), /ends before its closing boundary/],
    ['no boundary at all', 'just some text', /no part delimited/],
    ['an empty body', '', /no part delimited/],
  ];
  it.each(cases)('%s', (_name, body, reason) => {
    expect(check(body)).toMatch(reason);
    expect(check(body, 3)).toMatch(reason);
  });

  it('refuses part headers over the limit without holding more than that', () => {
    const long = `--${B}\r\nContent-Disposition: form-data; name="contractPdf"; filename="${'a'.repeat(MAX_PART_HEADER_BYTES)}"`;
    expect(check(long, 1000)).toMatch(`longer than ${MAX_PART_HEADER_BYTES} bytes`);
  });

  it('reads 200,000 tiny parts as well-formed, in one pass (counting them is the parser limits\' job)', () => {
    const body = Buffer.from(part('Content-Disposition: form-data; name=a', 'x').repeat(200_000) + close, 'latin1');
    expect(check(body, 64 * 1024)).toBe('ok');
  });
});

describe('boundaryOf', () => {
  it('reads a plain or quoted boundary, and nothing else', () => {
    expect(boundaryOf('multipart/form-data; boundary=----WebKit123')).toBe('----WebKit123');
    expect(boundaryOf('multipart/form-data; charset=utf-8; Boundary="a b;c"')).toBe('a b;c');
    expect(boundaryOf('multipart/form-data')).toBeUndefined();
    expect(boundaryOf('multipart/form-data; boundary=')).toBeUndefined();
    expect(boundaryOf(undefined)).toBeUndefined();
  });
});
