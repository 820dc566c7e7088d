// Reads the one PDF of a multipart upload. The whole request is read to its end
// (unwanted parts are drained, not left in the socket) before any problem is
// answered, so clients always get the problem body rather than a reset connection.
import type { FastifyRequest } from 'fastify';
import { ProblemError } from './problems.js';

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

async function collectParts(req: FastifyRequest, limits: UploadLimits): Promise<Parts> {
  const out: Parts = { textFields: [] };
  const parts = req.parts({ limits: { fileSize: limits.maxUploadBytes, files: 1, fields: 20, parts: 21, fieldSize: 64 * 1024 } });
  try {
    for await (const part of parts) {
      if (part.type !== 'file') {
        out.textFields.push(part.fieldname);
      } else if (part.fieldname !== UPLOAD_FIELD) {
        out.strayField ??= part.fieldname;
        part.file.resume();
      } else {
        // toBuffer() enforces fileSize and throws FST_REQ_FILE_TOO_LARGE (answered 413).
        out.upload = { fileName: cleanFileName(part.filename), bytes: await part.toBuffer() };
      }
    }
  } catch (err) {
    // Limits arrive as coded errors (mapped by the error handler); the parser's own
    // errors (no boundary, body cut short) are plain ones.
    if ((err as { code?: string }).code?.startsWith('FST_')) throw err;
    throw new ProblemError('malformedMultipart', `The multipart body cannot be read: ${(err as Error).message}.`);
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
