// Reads the one PDF of a multipart upload. Unwanted parts are drained, not left in
// the socket; an upload refused before its end has the rest of its body read and
// discarded (as Node does with a body nobody reads), so the problem is not stuck
// behind it and the connection can carry the next request. Busboy parses the parts;
// multipart-framing.ts checks, beside it, what busboy would pass over in silence.
import { ProblemError } from '@cp/http';
import type { FastifyRequest } from 'fastify';
import { MultipartFraming, MultipartFramingError, boundaryOf } from './multipart-framing.js';

export const UPLOAD_FIELD = 'contractPdf';

export interface Upload {
  fileName: string;
  bytes: Buffer;
}

export interface UploadLimits {
  maxUploadBytes: number;
}

/** A file name fit to store and echo back: no path, no control characters, bounded. */
export function cleanFileName(name: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const base = (name ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || 'contract.pdf').slice(0, 255);
}

interface Parts {
  upload?: Upload;
  /** The first file sent under another name. */
  strayField?: string;
  textFields: string[];
}

// Besides the file: a few text fields at most (a form's submit button, a note).
const LIMITS = { files: 1, fields: 20, parts: 21, fieldSize: 64 * 1024 };

function malformed(reason: string): ProblemError {
  return new ProblemError('malformedMultipart', `The multipart body cannot be read: ${reason}.`);
}

/** Feeds the request's bytes to a framing check as busboy receives them. */
function watchFraming(req: FastifyRequest) {
  const boundary = boundaryOf(req.headers['content-type']);
  const framing = boundary === undefined ? undefined : new MultipartFraming(boundary);
  let fail!: (err: ProblemError) => void;
  const failed = new Promise<never>((_, reject) => (fail = reject));
  // Rejected while nothing may be waiting on it; the rejection is read through race().
  failed.catch(() => undefined);
  let error: ProblemError | undefined;
  const onData = (chunk: Buffer) => {
    try {
      framing?.push(chunk);
    } catch (err) {
      error = malformed((err as MultipartFramingError).message);
      stop();
      fail(error);
    }
  };
  const stop = () => req.raw.off('data', onData);
  // Busboy is piped from the same stream: both see every chunk, in the same turn.
  if (framing) req.raw.on('data', onData);
  return {
    /** Waits for `p` unless the framing is found broken first. */
    race: <T>(p: Promise<T>): Promise<T> => Promise.race([p, failed]),
    /**
     * What is wrong with the framing once the body has arrived (a broken part, no
     * closing boundary), or undefined. Busboy's view of a cut body ("Premature
     * close") says less than this.
     */
    verdict(): ProblemError | undefined {
      if (!framing) return malformed('the Content-Type has no boundary');
      if (error || !req.raw.readableEnded) return error;
      try {
        framing.end();
      } catch (err) {
        return malformed((err as MultipartFramingError).message);
      }
      return undefined;
    },
    stop,
  };
}

/** Reads what is left of a refused upload into nowhere (busboy may have stalled on it). */
function discardRest(req: FastifyRequest): void {
  req.raw.unpipe();
  req.raw.resume();
}

async function collectParts(req: FastifyRequest, limits: UploadLimits): Promise<Parts> {
  const out: Parts = { textFields: [] };
  const framing = watchFraming(req);
  const parts = req.parts({ limits: { ...LIMITS, fileSize: limits.maxUploadBytes } })[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await framing.race(parts.next());
      if (next.done) break;
      const part = next.value;
      if (part.type !== 'file') {
        out.textFields.push(part.fieldname);
      } else if (part.fieldname !== UPLOAD_FIELD) {
        out.strayField ??= part.fieldname;
        part.file.resume();
      } else {
        // toBuffer() enforces fileSize and throws FST_REQ_FILE_TOO_LARGE (answered 413).
        out.upload = { fileName: cleanFileName(part.filename), bytes: await framing.race(part.toBuffer()) };
      }
    }
    // Busboy has finished, so the body has arrived (or busboy saw its closing boundary).
    framing.stop();
    const broken = framing.verdict();
    if (broken) throw broken;
  } catch (err) {
    discardRest(req);
    // A broken framing explains whatever busboy made of it.
    const broken = framing.verdict();
    if (broken) throw broken;
    if (err instanceof ProblemError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ProblemError('fileTooLarge', `The file is larger than ${limits.maxUploadBytes} bytes, the most this service accepts.`);
    }
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw malformed(`an upload has the file and at most ${LIMITS.fields} text fields`);
    }
    if (code === 'FST_INVALID_JSON_FIELD_ERROR') throw malformed('a field declared as JSON is not valid JSON');
    // Other limits arrive as coded errors (mapped by the error handler); the parser's
    // own errors (no boundary, body cut short) are plain ones.
    if (code?.startsWith('FST_')) throw err;
    throw malformed((err as Error).message.replace(/\.$/, ''));
  } finally {
    framing.stop();
  }
  return out;
}

export async function readUpload(req: FastifyRequest, limits: UploadLimits): Promise<Upload> {
  if (!req.isMultipart()) {
    throw new ProblemError(
      'unsupportedMediaType',
      `POST /parse takes multipart/form-data with the PDF in the field ${UPLOAD_FIELD} (got ${req.headers['content-type'] ?? 'no content type'}).`,
    );
  }
  const { upload, strayField, textFields } = await collectParts(req, limits);
  if (strayField !== undefined) {
    throw new ProblemError('unexpectedFileField', `The file was sent in the field "${strayField}"; send it in the field ${UPLOAD_FIELD}.`);
  }
  if (!upload) {
    const detail = textFields.includes(UPLOAD_FIELD)
      ? `The field ${UPLOAD_FIELD} was sent as text; send the PDF as a file.`
      : `No file in the field ${UPLOAD_FIELD}${textFields.length ? ` (got only the fields ${textFields.join(', ')})` : ''}.`;
    throw new ProblemError('missingContractPdf', detail);
  }
  if (upload.bytes.length === 0) {
    throw new ProblemError('emptyFile', `The file ${JSON.stringify(upload.fileName)} in ${UPLOAD_FIELD} is empty.`);
  }
  return upload;
}
