// POST /parse: a contract PDF in, a verification code out.
//   read the upload -> preflight (is it a readable PDF within limits?) -> insert the
//   record (queued) -> store the PDF -> queue the job -> wait a while for it.
// The record comes first, so a PDF without a record is never one on its way in
// and the orphan sweep may remove any; the job comes last, so a worker never sees
// a job without its PDF. Nothing is stored for a rejected upload, and once a code
// exists every answer carries it.
import { ProblemError, StoredProblemError, pdfProblemName, jsonResponse, problemResponses } from '@cp/http';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { UploadAccepted, UploadResult, type StoredVerificationRecord } from '@cp/schema';
import { PdfError } from '@cp/extraction';
import type { GatewayDeps } from '../deps.js';
import { newVerificationCode } from '../ids.js';
import { readUpload, UPLOAD_FIELD, type Upload } from '../upload.js';

export const PARSED_MESSAGE = 'Parsing succeeded; human verification is required. Review the data and confirm it with PUT /verify/{verificationCode}.';
export const ACCEPTED_MESSAGE = 'The contract is being parsed; human verification will be required once parsing has finished. Follow the Location header.';

const FINISHED = new Set(['awaiting_verification', 'verified']);

// By name as well as by class: a preflight from another copy of the package (or run
// in a worker thread) throws an equal error of another class.
function isPdfError(err: unknown): err is PdfError {
  return err instanceof PdfError || (err instanceof Error && err.name === 'PdfError' && typeof (err as PdfError).code === 'string');
}

function prefersAsync(req: FastifyRequest): boolean {
  const prefer = req.headers.prefer;
  const text = Array.isArray(prefer) ? prefer.join(',') : (prefer ?? '');
  return text.split(',').some((p) => p.split(';')[0].trim().toLowerCase() === 'respond-async');
}

function accepted(reply: FastifyReply, record: StoredVerificationRecord, honoured: boolean) {
  const code = record.verificationCode;
  if (honoured) reply.header('preference-applied', 'respond-async');
  return reply
    .status(202)
    .header('location', `/verify/${code}`)
    .header('retry-after', '2')
    .send({ message: ACCEPTED_MESSAGE, verificationCode: code, status: record.status });
}

export const parseRoutes: FastifyPluginAsync<GatewayDeps> = async (app, deps) => {
  const { records, blobs, queue, config, preflight } = deps;
  const now = deps.now ?? (() => new Date());

  async function checkPdf(upload: Upload) {
    try {
      // Preflight leaves the bytes as they are (it reads a copy), so they are stored afterwards.
      return await preflight(upload.bytes, { maxPages: config.maxPages });
    } catch (err) {
      if (!isPdfError(err)) throw err;
      throw new ProblemError(pdfProblemName(err.code), `${upload.fileName}: ${err.message.replace(/\.$/, '')}.`);
    }
  }

  async function store(upload: Upload, facts: { pages: number; sha256: string }, tenant: string): Promise<StoredVerificationRecord> {
    const code = newVerificationCode();
    const created = now();
    const record: StoredVerificationRecord = {
      verificationCode: code,
      status: 'queued',
      createdAt: created.toISOString(),
      updatedAt: created.toISOString(),
      expiresAt: new Date(created.getTime() + config.verificationTtlMs).toISOString(),
      document: { fileName: upload.fileName, bytes: upload.bytes.length, pages: facts.pages, sha256: facts.sha256, ocrPages: 0 },
      attempts: 0,
      tenant,
    };
    await records.insert(record);
    try {
      await blobs.put(code, upload.bytes);
    } catch (err) {
      await records.delete(code).catch(() => undefined);
      throw err;
    }
    return record;
  }

  app.post(
    '/parse',
    {
      schema: {
        summary: 'Upload a contract PDF and parse it',
        description:
          'Answers 200 once parsing has finished (within PARSE_WAIT_MS), otherwise 202 with a Location to poll. `Prefer: respond-async` answers 202 at once.',
        tags: ['parsing'],
        consumes: ['multipart/form-data'],
        headers: Type.Object({ prefer: Type.Optional(Type.String({ description: 'respond-async: do not wait for parsing' })) }),
        body: Type.Object(
          { [UPLOAD_FIELD]: Type.String({ format: 'binary', description: 'The contract, a PDF file' }) },
          { required: [UPLOAD_FIELD] },
        ),
        response: {
          200: jsonResponse(UploadResult, 'Parsed; human verification required'),
          202: jsonResponse(UploadAccepted, 'Accepted; parsing continues (see Location)'),
          ...problemResponses(400, 401, 413, 415, 422, 503),
        },
      },
      // The multipart body is streamed and checked by the handler, not by a schema.
      validatorCompiler: () => () => true,
      config: { scope: 'parse' },
    },
    async (req, reply) => {
      const upload = await readUpload(req, { maxUploadBytes: config.maxUploadBytes });
      const facts = await checkPdf(upload);
      const record = await store(upload, facts, req.tenant);
      const code = record.verificationCode;
      req.log.info({ verificationCode: code, bytes: upload.bytes.length, pages: facts.pages }, 'upload stored');
      try {
        return await queueAndWait(req, reply, record);
      } catch (err) {
        throw withCode(err, code, req.log);
      }
    },
  );

  async function queueAndWait(req: FastifyRequest, reply: FastifyReply, record: StoredVerificationRecord) {
    const code = record.verificationCode;
    try {
      await queue.enqueue({ verificationCode: code, tenant: req.tenant });
    } catch (err) {
      // The record stays queued; the queue sweep queues it once the queue is back.
      req.log.error({ err, verificationCode: code }, 'could not queue the parse job');
      throw new ProblemError('queueUnavailable', `The upload was stored as ${code} but its parse job could not be queued now; it is queued as soon as the queue is back (poll /verify/${code}).`, {
        verificationCode: code,
        headers: { 'retry-after': '10' },
      });
    }
    if (prefersAsync(req)) return accepted(reply, record, true);
    await queue.waitFor(code, config.parseWaitMs);
    const current = (await records.get(code)) ?? record;
    if (current.status === 'failed' && current.error) {
      throw new StoredProblemError(current.error, { verificationCode: code });
    }
    if (FINISHED.has(current.status)) return { message: PARSED_MESSAGE, verificationCode: code };
    return accepted(reply, current, false);
  }
};

/** Once a code exists every answer carries it, so a client whose request failed can still find its upload. */
function withCode(err: unknown, code: string, log: FastifyBaseLogger): unknown {
  if (err instanceof ProblemError) {
    err.body.verificationCode ??= code;
    return err;
  }
  log.error({ err, verificationCode: code }, 'upload failed after it was stored');
  return new ProblemError('internalError', `The upload was stored as ${code}, but the server failed while handling it; see /verify/${code}.`, {
    verificationCode: code,
  });
}
