// The streams of a file encrypted with the standard security handler and an empty
// user password (an "owner password" file: it opens without asking, so pdfjs reads
// it, and its streams must be measured like any other). The file key is derived as
// ISO 32000-2 (7.6.4) and pdfjs do, for RC4 and AES-128 (revisions 2 to 4) and
// AES-256 (revisions 5 and 6); a file whose user password is not empty gets no
// decryptor: pdfjs will not open it either, and it fails as encrypted.
import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import { arrayItems, dictEntries, type RawObject, type RawStream } from './raw-objects.js';

/** A stream's data decrypted, or as it is when the file does not encrypt that stream. */
export type Decryptor = (stream: RawStream) => Uint8Array;

const PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');
const TRAILER = Buffer.from('trailer', 'latin1');

const md5 = (...parts: Uint8Array[]) => createHash('md5').update(Buffer.concat(parts)).digest();
const sha = (bits: 256 | 384 | 512, data: Uint8Array) => createHash(`sha${bits}`).update(data).digest();

/** RC4 (node's OpenSSL no longer offers it by default). */
export function rc4(key: Uint8Array, data: Uint8Array): Buffer {
  const s = new Uint8Array(256).map((_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i] + key[i % key.length]) & 0xff;
    [s[i], s[j]] = [s[j], s[i]];
  }
  const out = Buffer.allocUnsafe(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 0xff;
    j = (j + s[i]) & 0xff;
    [s[i], s[j]] = [s[j], s[i]];
    out[n] = data[n] ^ s[(s[i] + s[j]) & 0xff];
  }
  return out;
}

/**
 * AES-CBC decryption of data whose first 16 bytes are its IV, its PKCS#7 padding
 * removed when it is valid (pdfjs keeps the bytes otherwise). Bytes past the last
 * whole block are dropped, not the stream: pdfjs decrypts every whole block, so a
 * bomb with a stray byte after it must still be measured.
 */
function aesDecrypt(key: Uint8Array, data: Uint8Array): Buffer {
  const end = data.length - ((data.length - 16) % 16);
  if (data.length < 32) return Buffer.alloc(0);
  const decipher = createDecipheriv(key.length === 32 ? 'aes-256-cbc' : 'aes-128-cbc', key, data.subarray(0, 16)).setAutoPadding(false);
  const out = Buffer.concat([decipher.update(data.subarray(16, end)), decipher.final()]);
  const pad = out[out.length - 1];
  return pad >= 1 && pad <= 16 && out.subarray(out.length - pad).every((b) => b === pad) ? out.subarray(0, out.length - pad) : out;
}

/** A PDF string as written, literal `( ... )` with its escapes or hex `< ... >`, as bytes. */
export function stringBytes(written: string | undefined): Buffer | null {
  if (!written) return null;
  if (written.startsWith('<')) {
    const hex = written.slice(1, written.indexOf('>') < 0 ? undefined : written.indexOf('>')).replace(/[^0-9a-fA-F]/g, '');
    return Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex');
  }
  if (!written.startsWith('(')) return null;
  const out: number[] = [];
  const ESCAPES: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
  for (let i = 1; i < written.length - 1; i++) {
    const c = written[i];
    if (c !== '\\') {
      out.push(c.charCodeAt(0) & 0xff);
      continue;
    }
    const next = written[++i];
    if (next in ESCAPES) out.push(ESCAPES[next]);
    else if (/[0-7]/.test(next)) {
      let octal = next;
      while (octal.length < 3 && /[0-7]/.test(written[i + 1])) octal += written[++i];
      out.push(parseInt(octal, 8) & 0xff);
    } else if (next === '\r') {
      if (written[i + 1] === '\n') i++;
    } else if (next !== '\n') out.push(next.charCodeAt(0) & 0xff);
  }
  return Buffer.from(out);
}

/** ISO 32000-2's algorithm 2.B (revision 6): SHA-256, -384 and -512 rounds chained through AES-128. */
function hash2B(password: Uint8Array, salt: Uint8Array, userKey: Uint8Array): Buffer {
  let k = sha(256, Buffer.concat([password, salt, userKey]));
  let e = Buffer.alloc(0);
  for (let i = 0; i < 64 || e[e.length - 1] > i - 32; i++) {
    const k1 = Buffer.concat([password, k, userKey]);
    const cipher = createCipheriv('aes-128-cbc', k.subarray(0, 16), k.subarray(16, 32)).setAutoPadding(false);
    e = Buffer.concat([cipher.update(Buffer.concat(Array.from({ length: 64 }, () => k1))), cipher.final()]);
    // The first 16 bytes as a number mod 3: 256 is 1 mod 3, so their sum mod 3.
    const sum = e.subarray(0, 16).reduce((a, b) => a + b, 0);
    k = sha(([256, 384, 512] as const)[sum % 3], e);
  }
  return k.subarray(0, 32);
}

/** The file key for the empty user password, or null when that is not the user password (or the handler is not one read here). */
function fileKey(entries: Map<string, string>, id: Buffer): Buffer | null {
  const v = Number(entries.get('V'));
  const r = Number(entries.get('R'));
  const o = stringBytes(entries.get('O'));
  const u = stringBytes(entries.get('U'));
  if (!o || !u) return null;
  if (v === 5) {
    if (u.length < 48) return null;
    const hash = r === 6 ? (salt: Buffer) => hash2B(Buffer.alloc(0), salt, Buffer.alloc(0)) : (salt: Buffer) => sha(256, salt);
    if (!hash(u.subarray(32, 40)).equals(u.subarray(0, 32))) return null;
    const ue = stringBytes(entries.get('UE'));
    if (!ue || ue.length < 32) return null;
    const decipher = createDecipheriv('aes-256-cbc', hash(u.subarray(40, 48)), Buffer.alloc(16)).setAutoPadding(false);
    return Buffer.concat([decipher.update(ue.subarray(0, 32)), decipher.final()]);
  }
  const length = Number(entries.get('Length') ?? 40) || 40;
  const n = r === 2 ? 5 : Math.min(16, Math.max(5, Math.floor(length / 8)));
  const p = Buffer.alloc(4);
  p.writeInt32LE(Number(entries.get('P')) | 0);
  const noMetadata = r >= 4 && entries.get('EncryptMetadata') === 'false' ? Buffer.from([0xff, 0xff, 0xff, 0xff]) : Buffer.alloc(0);
  let key = md5(PAD, o.subarray(0, 32), p, id, noMetadata).subarray(0, n);
  if (r >= 3) for (let i = 0; i < 50; i++) key = md5(key).subarray(0, n);
  // The user password is empty when U is what it would give.
  if (r === 2) return rc4(key, PAD).equals(u.subarray(0, 32)) ? key : null;
  let check = rc4(key, md5(PAD, id));
  for (let i = 1; i <= 19; i++) check = rc4(key.map((b) => b ^ i), check);
  return check.equals(u.subarray(0, 16)) ? key : null;
}

/** How streams are encrypted: RC4, AES-128, AES-256 or not at all (a V4/V5 file may leave streams unencrypted: Identity). */
function streamMethod(entries: Map<string, string>): 'rc4' | 'aes128' | 'aes256' | null {
  const v = Number(entries.get('V'));
  if (v === 1 || v === 2) return 'rc4';
  const stmf = entries.get('StmF')?.slice(1) ?? 'Identity';
  const cf = entries.get('CF');
  const cfm = stmf !== 'Identity' && cf?.startsWith('<<') ? dictEntries(dictEntries(cf).get(stmf) ?? '').get('CFM') : undefined;
  if (cfm === '/V2') return 'rc4';
  if (cfm === '/AESV2') return 'aes128';
  if (cfm === '/AESV3') return 'aes256';
  return null;
}

/** The trailer dictionaries of the file, last first: classic ones after `trailer`, and cross-reference streams. */
function trailers(bytes: Buffer, objects: RawObject[]): Map<string, string>[] {
  const out: Map<string, string>[] = [];
  for (let at = bytes.indexOf(TRAILER); at >= 0; at = bytes.indexOf(TRAILER, at + TRAILER.length)) {
    const open = bytes.indexOf('<<', at);
    if (open >= 0 && open - at < 64) out.push(dictEntries(bytes.toString('latin1', open, Math.min(bytes.length, open + 4096))));
  }
  for (const object of objects) if ('entries' in object && (object as RawStream).entries.get('Type') === '/XRef') out.push((object as RawStream).entries);
  return out.reverse();
}

/**
 * A decryptor for the file, or null when it is not encrypted, or encrypted in a
 * way pdfjs will not open without a password (then there is nothing to measure).
 */
export function emptyPasswordDecryptor(bytes: Uint8Array, objects: RawObject[]): Decryptor | null {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const trailer = trailers(buf, objects).find((t) => t.has('Encrypt'));
  if (!trailer) return null;
  const encrypt = trailer.get('Encrypt')!;
  const ref = /^(\d+) \d+ R$/.exec(encrypt);
  const text = ref ? objects.findLast((o) => o.num === Number(ref[1]) && o.text.startsWith('<<'))?.text : encrypt;
  if (!text?.startsWith('<<')) return null;
  const entries = dictEntries(text);
  if (entries.get('Filter') !== '/Standard') return null;
  const idText = trailer.get('ID');
  const id = (idText?.startsWith('[') && stringBytes(arrayItems(idText)[0])) || Buffer.alloc(0);
  const derived = fileKey(entries, id);
  if (!derived) return null;
  // pdfjs widens a short V4 key to 16 bytes before it derives the keys of objects from it.
  const key = entries.get('V') === '4' && derived.length < 16 ? Buffer.concat([derived, Buffer.alloc(16 - derived.length)]) : derived;
  const method = streamMethod(entries);
  const metadataInClear = entries.get('EncryptMetadata') === 'false';
  return (stream) => {
    const type = stream.entries.get('Type');
    if (method === null || type === '/XRef' || (metadataInClear && type === '/Metadata')) return stream.stream;
    if (method === 'aes256') return aesDecrypt(key, stream.stream);
    const where = Buffer.from([stream.num & 0xff, (stream.num >> 8) & 0xff, (stream.num >> 16) & 0xff, stream.gen & 0xff, (stream.gen >> 8) & 0xff]);
    const aes = method === 'aes128';
    const objectKey = md5(key, where, aes ? Buffer.from('sAlT') : Buffer.alloc(0)).subarray(0, Math.min(16, key.length + 5));
    return aes ? aesDecrypt(objectKey, stream.stream) : rc4(objectKey, stream.stream);
  };
}
