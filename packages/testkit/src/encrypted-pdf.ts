// A PDF encrypted the way an "owner password" file is: the standard security
// handler with an empty user password, so any reader opens it without asking,
// while every stream in the file is ciphertext. RC4 and AES-128 (revisions 3 and 4)
// and AES-256 (revision 6), written from ISO 32000-2, 7.6; pdfjs reading the result
// is what shows it right. The owner password's entries (O, OE, Perms) are filler:
// nothing here opens the file as its owner.
import { createCipheriv, createHash } from 'node:crypto';
import { PDFDocument, PDFHexString, PDFRawStream, PDFRef } from 'pdf-lib';

export type EncryptionMethod = 'rc4-128' | 'aes-128' | 'aes-256';

const PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');
const md5 = (...parts: Uint8Array[]) => createHash('md5').update(Buffer.concat(parts)).digest();
const filler = (seed: string, length: number) => createHash('sha512').update(seed).digest().subarray(0, length);
const hex = (bytes: Uint8Array) => PDFHexString.of(Buffer.from(bytes).toString('hex'));

function rc4(key: Uint8Array, data: Uint8Array): Buffer {
  const s = new Uint8Array(256).map((_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i] + key[i % key.length]) & 0xff;
    [s[i], s[j]] = [s[j], s[i]];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 0xff;
    j = (j + s[i]) & 0xff;
    [s[i], s[j]] = [s[j], s[i]];
    out[n] = data[n] ^ s[(s[i] + s[j]) & 0xff];
  }
  return out;
}

function aesEncrypt(key: Uint8Array, data: Uint8Array, iv: Uint8Array): Buffer {
  const cipher = createCipheriv(key.length === 32 ? 'aes-256-cbc' : 'aes-128-cbc', key, iv);
  return Buffer.concat([iv, cipher.update(data), cipher.final()]);
}

/** ISO 32000-2 algorithm 2.B for the empty password; K in each round is the whole of the last hash (32, 48 or 64 bytes). */
function hash2B(salt: Uint8Array): Buffer {
  let k = createHash('sha256').update(salt).digest();
  let e = Buffer.alloc(0);
  for (let i = 0; i < 64 || e[e.length - 1] > i - 32; i++) {
    const k1 = Buffer.concat(Array.from({ length: 64 }, () => k));
    const cipher = createCipheriv('aes-128-cbc', k.subarray(0, 16), k.subarray(16, 32)).setAutoPadding(false);
    e = Buffer.concat([cipher.update(k1), cipher.final()]);
    const sum = e.subarray(0, 16).reduce((a, b) => a + b, 0);
    k = createHash(['sha256', 'sha384', 'sha512'][sum % 3]).update(e).digest();
  }
  return k.subarray(0, 32);
}

/** `pdf` (a file without object streams, such as every builder here writes) encrypted by `method` with an empty user password. */
export async function encryptPdf(pdf: Uint8Array, method: EncryptionMethod = 'aes-128'): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const ctx = doc.context;
  // The document information's strings would need encrypting too; a file without it is simpler and as valid.
  ctx.trailerInfo.Info = undefined;
  const id = filler('id', 16);
  const p = -4;
  let key: Buffer;
  let dict: Record<string, unknown>;
  if (method === 'aes-256') {
    key = filler('file key', 32);
    const [validationSalt, keySalt] = [filler('validation', 8), filler('key salt', 8)];
    const u = Buffer.concat([hash2B(validationSalt), validationSalt, keySalt]);
    const wrap = createCipheriv('aes-256-cbc', hash2B(keySalt), Buffer.alloc(16)).setAutoPadding(false);
    const ue = Buffer.concat([wrap.update(key), wrap.final()]);
    dict = { V: 5, R: 6, Length: 256, CF: { StdCF: { CFM: 'AESV3', AuthEvent: 'DocOpen', Length: 32 } }, StmF: 'StdCF', StrF: 'StdCF' };
    Object.assign(dict, { O: hex(filler('owner', 48)), U: hex(u), OE: hex(filler('owner key', 32)), UE: hex(ue), Perms: hex(filler('perms', 16)) });
  } else {
    const o = filler('owner', 32);
    const flags = Buffer.alloc(4);
    flags.writeInt32LE(p);
    key = md5(PAD, o, flags, id);
    for (let i = 0; i < 50; i++) key = md5(key);
    let u = rc4(key, md5(PAD, id));
    for (let i = 1; i <= 19; i++) u = rc4(key.map((b) => b ^ i), u);
    const aes = method === 'aes-128';
    dict = aes
      ? { V: 4, R: 4, Length: 128, CF: { StdCF: { CFM: 'AESV2', AuthEvent: 'DocOpen', Length: 16 } }, StmF: 'StdCF', StrF: 'StdCF' }
      : { V: 2, R: 3, Length: 128 };
    Object.assign(dict, { O: hex(o), U: hex(Buffer.concat([u, Buffer.alloc(16)])) });
  }
  for (const [ref, object] of ctx.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const contents = object.getContents();
    let encrypted: Buffer;
    if (method === 'aes-256') encrypted = aesEncrypt(key, contents, filler(`iv ${ref.objectNumber}`, 16));
    else {
      const where = Buffer.from([ref.objectNumber & 0xff, (ref.objectNumber >> 8) & 0xff, (ref.objectNumber >> 16) & 0xff, ref.generationNumber & 0xff, 0]);
      const aes = method === 'aes-128';
      const objectKey = md5(key, where, aes ? Buffer.from('sAlT') : Buffer.alloc(0)).subarray(0, 16);
      encrypted = aes ? aesEncrypt(objectKey, contents, filler(`iv ${ref.objectNumber}`, 16)) : rc4(objectKey, contents);
    }
    ctx.assign(ref, PDFRawStream.of(object.dict, encrypted));
  }
  const encrypt: PDFRef = ctx.register(ctx.obj({ Filter: 'Standard', P: p, ...dict } as never));
  ctx.trailerInfo.Encrypt = encrypt;
  ctx.trailerInfo.ID = ctx.obj([hex(id), hex(id)]);
  return doc.save({ useObjectStreams: false });
}
