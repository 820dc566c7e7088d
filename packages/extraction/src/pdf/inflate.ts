// Inflates a Flate stream without letting it grow past a budget, and the way a
// reader would: a stream cut short or damaged part way still gives what came
// before the damage (pdfjs decodes that much before it gives up, so that much
// memory is what the stream costs).
import { constants, createInflate, inflateSync } from 'node:zlib';

/** Output chunk size: a third of the CPU of zlib's default 16 KiB on font-sized streams, which come out in fewer pieces to join. */
const CHUNK = 64 * 1024;

/** The inflated bytes, or null when they would be more than `limit`. */
export async function inflateWithin(data: Uint8Array, limit: number): Promise<Buffer | null> {
  try {
    return inflateSync(data, { chunkSize: CHUNK, maxOutputLength: Math.max(1, limit), finishFlush: constants.Z_SYNC_FLUSH });
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return null;
    // Not zlib data at all (encrypted, or another filter): a reader gets nothing out of it either.
    if (/header|compression method|window size/.test((err as Error).message)) return Buffer.alloc(0);
    return inflatePrefix(data, limit);
  }
}

/** What a damaged stream inflates to before its damage, counted as it comes out (the one-shot call keeps nothing on error). */
function inflatePrefix(data: Uint8Array, limit: number): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const inflate = createInflate({ chunkSize: CHUNK, finishFlush: constants.Z_SYNC_FLUSH });
    const chunks: Buffer[] = [];
    let size = 0;
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      chunks.push(chunk);
      if (size > limit) {
        inflate.destroy();
        resolve(null);
      }
    });
    inflate.on('error', () => resolve(Buffer.concat(chunks)));
    inflate.on('end', () => resolve(Buffer.concat(chunks)));
    inflate.end(data);
  });
}
