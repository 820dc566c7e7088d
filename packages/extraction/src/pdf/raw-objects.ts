// The indirect objects of a PDF read straight from its bytes, the way a reader
// rebuilding a broken cross-reference table finds them: every "N G obj" in the
// file, its dictionary or value, and its stream data. No parser is trusted with
// the file yet (this runs before pdfjs sees it), and nothing is decoded here.
// Every header is visited, also those inside another object's span: pdfjs finds
// objects through the cross-reference table, so a stream whose /Length lies or a
// dictionary left open must not hide from this walk the objects pdfjs will read.
// Each scan stops at the next object, so a file of many broken objects costs time
// in proportion to its size, not to its size squared.

export interface RawObject {
  num: number;
  /** Generation number (0 for the objects of an object stream): with num, what an encrypted object's key is derived from. */
  gen: number;
  /** The object as written (latin1): a dictionary `<< ... >>`, a number, an array... For a stream, its dictionary. */
  text: string;
}

/** A stream object: its dictionary's entries were read to find its data, and are kept. */
export interface RawStream extends RawObject {
  /** The stream's data, still encoded (a view into the file). */
  stream: Uint8Array;
  entries: Map<string, string>;
}

export const isStream = (object: RawObject): object is RawStream => 'stream' in object;

const WHITE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([...'()<>[]{}/%'].map((c) => c.charCodeAt(0)));
const isDigit = (b: number) => b >= 0x30 && b <= 0x39;
const OBJ = Buffer.from('obj', 'latin1');
const END = Buffer.from('end', 'latin1');
const STREAM = Buffer.from('stream', 'latin1');
const ENDSTREAM = Buffer.from('endstream', 'latin1');
/** A value that is not a dictionary is read this far at most: numbers and small arrays are all a reference can need. */
const MAX_VALUE_BYTES = 1024;
/** Object and generation numbers are at most this long (10 digits reach the largest object number a reader takes). */
const MAX_DIGITS = 10;

/** Whether `word` is written at `at` (byte by byte: the words are short, and this runs for every "o" of every dictionary). */
function isAt(buf: Buffer, at: number, word: Buffer): boolean {
  if (at < 0 || at + word.length > buf.length) return false;
  for (let i = 0; i < word.length; i++) if (buf[at + i] !== word[i]) return false;
  return true;
}

function skipWhite(buf: Buffer, at: number): number {
  while (at < buf.length && WHITE.has(buf[at])) at++;
  return at;
}

/** Start of the "N G obj" header whose "obj" starts at `at`, with its object number; null when the bytes there are not one. */
function header(buf: Buffer, at: number): { start: number; num: number; gen: number } | null {
  const after = buf[at + 3];
  if (after !== undefined && !WHITE.has(after) && !DELIMITERS.has(after)) return null;
  let i = at - 1;
  const white = () => {
    const from = i;
    while (i >= 0 && WHITE.has(buf[i])) i--;
    return i < from;
  };
  const digits = () => {
    const from = i;
    while (i >= 0 && from - i < MAX_DIGITS && isDigit(buf[i])) i--;
    return i < from;
  };
  if (!white()) return null;
  const genEnd = i + 1;
  if (!digits()) return null;
  const genStart = i + 1;
  if (!white()) return null;
  const end = i + 1;
  if (!digits()) return null;
  return { start: i + 1, num: Number(buf.toString('latin1', i + 1, end)), gen: Number(buf.toString('latin1', genStart, genEnd)) };
}

/** Where the object being read ends at the latest, if "obj" at `i` is an endobj or the next object's header. */
function objectBoundary(buf: Buffer, i: number): number | null {
  if (buf[i] !== 0x6f || !isAt(buf, i, OBJ)) return null;
  if (isAt(buf, i - END.length, END)) return i - END.length;
  return header(buf, i)?.start ?? null;
}

/** Position just past a literal string `( ... )` starting at `at` (nesting and escapes honoured), or where its object ends. */
function stringEnd(buf: Buffer, at: number): number {
  let depth = 0;
  for (let i = at; i < buf.length; i++) {
    const b = buf[i];
    if (b === 0x5c) i++;
    else if (b === 0x28) depth++;
    else if (b === 0x29 && --depth === 0) return i + 1;
    else if (b === 0x6f) {
      const boundary = objectBoundary(buf, i);
      if (boundary !== null) return boundary;
    }
  }
  return buf.length;
}

/** Position just past the dictionary `<< ... >>` starting at `at`, skipping strings and comments that could hold `>>`; or where its object ends. */
export function dictEnd(buf: Buffer, at: number): number {
  let depth = 0;
  let i = at;
  while (i < buf.length) {
    const b = buf[i];
    if (b === 0x28) i = stringEnd(buf, i);
    else if (b === 0x25) while (i < buf.length && buf[i] !== 0x0a && buf[i] !== 0x0d) i++;
    else if (b === 0x3c && buf[i + 1] === 0x3c) {
      depth++;
      i += 2;
    } else if (b === 0x3e && buf[i + 1] === 0x3e) {
      i += 2;
      if (--depth === 0) return i;
    } else {
      const boundary = b === 0x6f ? objectBoundary(buf, i) : null;
      if (boundary !== null) return boundary;
      i++;
    }
  }
  return buf.length;
}

/** Every position of `word` in `buf`, ascending. */
function positions(buf: Buffer, word: Buffer): number[] {
  const out: number[] = [];
  for (let at = buf.indexOf(word); at >= 0; at = buf.indexOf(word, at + word.length)) out.push(at);
  return out;
}

/** The first of the ascending `sorted` at or after `at`, or undefined. */
function firstFrom(sorted: number[], at: number): number | undefined {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < at) lo = mid + 1;
    else hi = mid;
  }
  return sorted[lo];
}

/**
 * Start and end of a stream's data whose keyword `stream` starts at `at`: its
 * /Length when that lands on endstream, else the next endstream (`endstreams`:
 * all of them in the file, so that no search runs to the end of the file twice).
 */
function streamSpan(buf: Buffer, at: number, length: number | null, endstreams: number[]): [number, number] {
  let start = at + STREAM.length;
  if (buf[start] === 0x0d) start++;
  if (buf[start] === 0x0a) start++;
  if (length !== null && Number.isInteger(length) && length >= 0 && start + length <= buf.length) {
    if (isAt(buf, skipWhite(buf, start + length), ENDSTREAM)) return [start, start + length];
  }
  return [start, firstFrom(endstreams, start) ?? buf.length];
}

/** Every indirect object written in the file, in file order (an object written again by an incremental update comes twice). */
export function rawObjects(bytes: Uint8Array): (RawObject | RawStream)[] {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const endstreams = positions(buf, ENDSTREAM);
  const out: (RawObject | RawStream)[] = [];
  /** Values written so far that are not dictionaries: what a /Length reference can point to. */
  const values = new Map<number, string>();
  for (let hit = buf.indexOf(OBJ); hit >= 0; hit = buf.indexOf(OBJ, hit + OBJ.length)) {
    const found = header(buf, hit);
    if (!found) continue;
    const { num, gen } = found;
    const start = skipWhite(buf, hit + OBJ.length);
    if (buf[start] !== 0x3c || buf[start + 1] !== 0x3c) {
      const window = buf.subarray(start, start + MAX_VALUE_BYTES);
      const end = start + (window.indexOf('endobj') < 0 ? window.length : window.indexOf('endobj'));
      const text = buf.toString('latin1', start, end).trim();
      values.set(num, text);
      out.push({ num, gen, text });
      continue;
    }
    const end = dictEnd(buf, start);
    const text = buf.toString('latin1', start, end);
    const keyword = skipWhite(buf, end);
    if (!isAt(buf, keyword, STREAM)) {
      out.push({ num, gen, text });
      continue;
    }
    const entries = dictEntries(text);
    const [dataStart, dataEnd] = streamSpan(buf, keyword, numberValue(entries.get('Length'), values), endstreams);
    out.push({ num, gen, text, entries, stream: buf.subarray(dataStart, dataEnd) });
  }
  return out;
}

/** The objects an object stream holds, from its decoded data and its /N and /First. */
export function objectStreamMembers(decoded: Buffer, count: number, first: number): RawObject[] {
  const header = decoded.toString('latin1', 0, Math.min(first, decoded.length)).trim().split(/\s+/).map(Number);
  const out: RawObject[] = [];
  for (let i = 0; i < count && 2 * i + 1 < header.length; i++) {
    const [num, offset] = [header[2 * i], header[2 * i + 1]];
    const next = 2 * i + 3 < header.length ? header[2 * i + 3] : decoded.length - first;
    if (!Number.isInteger(num) || !Number.isInteger(offset) || offset < 0) continue;
    out.push({ num, gen: 0, text: decoded.toString('latin1', first + offset, first + Math.max(offset, next)).trim() });
  }
  return out;
}

/** The token of `buf` at `i`: where it starts and ends. Nested dictionaries, arrays and strings are one token each. */
function token(buf: Buffer, i: number): { start: number; end: number } | null {
  while (i < buf.length && (WHITE.has(buf[i]) || buf[i] === 0x25)) {
    if (buf[i] === 0x25) while (i < buf.length && buf[i] !== 0x0a && buf[i] !== 0x0d) i++;
    else i++;
  }
  if (i >= buf.length) return null;
  const start = i;
  const b = buf[i];
  if (b === 0x3c && buf[i + 1] === 0x3c) return { start, end: dictEnd(buf, i) };
  if (b === 0x28) return { start, end: stringEnd(buf, i) };
  if (b === 0x3c) {
    const close = buf.indexOf(0x3e, i);
    return { start, end: close < 0 ? buf.length : close + 1 };
  }
  if (b === 0x5b) {
    let depth = 0;
    while (i < buf.length) {
      const c = buf[i];
      if (c === 0x28) i = stringEnd(buf, i);
      else if (c === 0x3c && buf[i + 1] === 0x3c) i = dictEnd(buf, i);
      else {
        if (c === 0x5b) depth++;
        else if (c === 0x5d && --depth === 0) return { start, end: i + 1 };
        i++;
      }
    }
    return { start, end: buf.length };
  }
  i++;
  if (b !== 0x3e && b !== 0x5d && b !== 0x29) while (i < buf.length && !WHITE.has(buf[i]) && !DELIMITERS.has(buf[i])) i++;
  return { start, end: i };
}

/** The items of an array `[ ... ]` as written (a reference is three items; the callers here read names and dictionaries). */
export function arrayItems(array: string): string[] {
  const buf = Buffer.from(array, 'latin1');
  const out: string[] = [];
  let i = array.startsWith('[') ? 1 : 0;
  for (;;) {
    const item = token(buf, i);
    if (!item || buf[item.start] === 0x5d) break;
    out.push(buf.toString('latin1', item.start, item.end));
    i = item.end;
  }
  return out;
}

/**
 * The outermost entries of a dictionary `<< ... >>`, by key without its slash, each
 * value as written (a reference as "N G R"). Names spelt with #xx escapes are decoded.
 */
export function dictEntries(dict: string): Map<string, string> {
  const buf = Buffer.from(dict, 'latin1');
  const text = (t: { start: number; end: number }) => buf.toString('latin1', t.start, t.end);
  const out = new Map<string, string>();
  let i = dict.startsWith('<<') ? 2 : 0;
  for (;;) {
    const key = token(buf, i);
    if (!key || buf[key.start] !== 0x2f) break;
    const value = token(buf, key.end);
    if (!value) break;
    i = value.end;
    let written = text(value);
    // "N G R": a reference is three tokens.
    if (/^\d+$/.test(written)) {
      const gen = token(buf, i);
      const r = gen && /^\d+$/.test(text(gen)) ? token(buf, gen.end) : null;
      if (gen && r && text(r) === 'R') {
        written = `${written} ${text(gen)} R`;
        i = r.end;
      }
    }
    out.set(decodeNames(text(key)).slice(1), decodeNames(written));
  }
  return out;
}

/** Names written with #xx escapes (`/J#61vaScript`) spelt out, so a search by name finds them. */
export function decodeNames(text: string): string {
  if (!text.includes('#')) return text;
  return text.replace(/\/[^\s/<>[\]()%{}]*/g, (name) => name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
}

/** A value as written, with one level of reference followed: the text of "N G R"'s object, else the value itself. */
export function resolved(value: string | undefined, values: Map<number, string>): string | undefined {
  const ref = value && /^(\d+) \d+ R$/.exec(value);
  return ref ? values.get(Number(ref[1])) : value;
}

/** A number value, following a reference; null when it is not a number. */
export function numberValue(value: string | undefined, values: Map<number, string>): number | null {
  const text = resolved(value, values);
  if (text === undefined || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return Number(text);
}
