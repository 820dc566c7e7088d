// Inflates a Flate stream without letting it grow past a budget, and the way a
// reader would: a stream cut short or damaged part way still counts for what came
// before the damage (pdfjs decodes that much before it gives up, so that much
// memory is what the stream costs). Small streams, nearly all of them, are done in
// one call; a large one is counted as it comes out, so that measuring a bomb never
// holds more than a chunk of it.
import { constants, createInflate, inflateSync } from 'node:zlib';

/**
 * Output chunk size: 64 KiB takes a third of the CPU of zlib's default 16 KiB on
 * font-sized streams, which come out in fewer pieces to join; a small stream gets
 * a chunk about the size it inflates to (text deflates 3-5 times), not 64 KiB of
 * garbage.
 */
const CHUNK = 64 * 1024;
const chunkFor = (data: Uint8Array) => Math.min(CHUNK, Math.max(1024, data.length * 6));
/** Streams inflating to at most this are done in one call; larger ones are counted chunk by chunk. */
const ONE_CALL_BYTES = 4 * 1024 * 1024;

/** The inflated bytes, or null when they would be more than `limit`. */
export function inflateWithin(data: Uint8Array, limit: number): Promise<Buffer | null> {
  return inflate(data, limit, true) as Promise<Buffer | null>;
}

/** How many bytes `data` inflates to, or null when that would be more than `limit`; the bytes themselves are not kept. */
export function inflatedSize(data: Uint8Array, limit: number): Promise<number | null> {
  return inflate(data, limit, false).then((out) => (out === null ? null : typeof out === 'number' ? out : out.length));
}

async function inflate(data: Uint8Array, limit: number, keep: boolean): Promise<Buffer | number | null> {
  try {
    return inflateSync(data, { chunkSize: chunkFor(data), maxOutputLength: Math.max(1, Math.min(limit, ONE_CALL_BYTES)), finishFlush: constants.Z_SYNC_FLUSH });
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' && limit <= ONE_CALL_BYTES) return null;
    // Not zlib data at all (encrypted, or another filter): a reader gets nothing out of it either.
    if (/header|compression method|window size/.test((err as Error).message)) return keep ? Buffer.alloc(0) : 0;
    return inflateCounting(data, limit, keep);
  }
}

/** Inflates chunk by chunk, keeping the chunks or only their count, until the end, the damage, or the limit. */
function inflateCounting(data: Uint8Array, limit: number, keep: boolean): Promise<Buffer | number | null> {
  return new Promise((resolve) => {
    const inflater = createInflate({ chunkSize: CHUNK, finishFlush: constants.Z_SYNC_FLUSH });
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => resolve(keep ? Buffer.concat(chunks) : size);
    inflater.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (keep) chunks.push(chunk);
      if (size > limit) {
        inflater.destroy();
        resolve(null);
      }
    });
    inflater.on('error', done);
    inflater.on('end', done);
    inflater.end(data);
  });
}
