// One parse job: record queued/processing -> processing -> awaiting_verification,
// or failed with a problem body. Contract contents are never logged, only codes,
// counts and error kinds.
//
// Every write after the start is fenced by the run's number (`attempts`): if this
// run loses its job (a frozen worker whose lock expired) and another run takes it
// over, this one's late writes are refused instead of overwriting the newer run.
import type { ParsedData, Problem, StoredVerificationRecord } from '@cp/schema';
import { ValidationError } from '@cp/schema';
import { CorruptDocumentError, type BlobStore, type RecordStore, type UpdateCondition } from '@cp/storage';
import { UnrecoverableJobError, type JobHandler } from '@cp/queue';
import type { Extractor } from '@cp/extraction';
import type { JobLogger } from './job-logger.js';
import { ProgressSaver } from './progress-saver.js';
import { SavedOcrPages } from './saved-ocr-pages.js';
import { asPdfError, parseFailedProblem, timedOutProblem, unparseablePdfProblem } from './failure-problems.js';

export interface ParseJobDeps {
  records: RecordStore;
  blobs: BlobStore;
  extractor: Extractor;
  logger: JobLogger;
  maxPages: number;
  /** Minimum time between two progress writes (default 1000 ms). */
  progressIntervalMs?: number;
  /** A run taking longer is stopped and fails as too complex (default 10 minutes). */
  jobTimeoutMs?: number;
}

export const DEFAULT_JOB_TIMEOUT_MS = 600_000;

const RUNNABLE = ['queued', 'processing'] as const;

export function createParseJobHandler(deps: ParseJobDeps): JobHandler {
  const { records, blobs, extractor, logger, maxPages } = deps;
  const jobTimeoutMs = deps.jobTimeoutMs ?? DEFAULT_JOB_TIMEOUT_MS;

  /** False when the record moved on (another run took it over): its working files are then that run's. */
  async function fail(code: string, fence: UpdateCondition, error: Problem): Promise<boolean> {
    const now = new Date().toISOString();
    const done = await records.update(code, { status: 'failed', error, progress: undefined, updatedAt: now }, fence);
    if (!done) logger.warn({ verificationCode: code }, 'record moved on before its failure could be saved');
    return done !== null;
  }

  return async (job, signal, { attempt, maxAttempts }) => {
    const code = job.verificationCode;
    const log = { verificationCode: code, attempt, maxAttempts };
    const current = await records.get(code).catch((err: unknown) => {
      // No retry can repair a malformed stored record; it shows as damaged and can be re-parsed.
      if (err instanceof CorruptDocumentError) {
        logger.error({ ...log, errors: err.errors.map((e) => e.path) }, 'stored verification record is malformed: job dropped');
        throw new UnrecoverableJobError(err.message, { cause: err });
      }
      throw err;
    });
    if (!current) {
      logger.warn(log, 'parse job for an unknown verification code: skipped');
      return;
    }
    if (!(RUNNABLE as readonly string[]).includes(current.status)) {
      logger.info({ ...log, status: current.status }, 'parse job for a record no longer waiting: skipped');
      return;
    }
    const run = (current.attempts ?? 0) + 1;
    const started = await records.update(
      code,
      { status: 'processing', attempts: run, error: undefined, updatedAt: new Date().toISOString() },
      { status: [...RUNNABLE], attempts: current.attempts ?? 0 },
    );
    if (!started) {
      logger.info(log, 'record changed before parsing started: skipped');
      return;
    }
    const fence: UpdateCondition = { status: ['processing'], attempts: run };

    const progress = new ProgressSaver(records, code, logger, deps.progressIntervalMs, fence);
    const ocr = new SavedOcrPages(blobs, code, logger);
    const timeout = AbortSignal.timeout(jobTimeoutMs);
    const t0 = Date.now();
    try {
      const bytes = await blobs.get(code);
      if (!bytes) {
        await fail(code, fence, parseFailedProblem('The uploaded PDF is no longer stored.', code));
        throw new UnrecoverableJobError(`PDF of ${code} is missing`);
      }
      const ocrDone = await ocr.load(started.document.pages);
      logger.info({ ...log, run, bytes: bytes.length, ocrPagesKept: ocrDone.size }, 'parsing started');
      const out = await extractor.extract(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
        maxPages,
        signal: AbortSignal.any([signal, timeout]),
        onProgress: (p) => progress.report(p),
        ocrDone,
        onOcrPage: (page, lines) => ocr.save(page, lines),
      });
      await progress.stop();
      await ocr.flush();
      const { parsedData, evidence, warnings, hints } = out.result;
      const saved = await records
        .update(
          code,
          {
            status: 'awaiting_verification',
            parsedData,
            // The untouched extractor output: corrections are measured against it.
            extractedData: structuredClone(parsedData) as ParsedData,
            evidence,
            warnings,
            hints,
            document: { ...started.document, pages: out.document.pages, ocrPages: out.document.ocrPages },
            progress: undefined,
            updatedAt: new Date().toISOString(),
          },
          fence,
        )
        .catch(async (err: unknown) => {
          // The extractor produced something the record cannot hold (a bug, or a
          // document that drove it somewhere unforeseen): the same input gives the
          // same result, so fail now rather than retry or store something unreadable.
          if (!(err instanceof ValidationError)) throw err;
          logger.error({ ...log, errors: err.errors.map((e) => e.path) }, 'extraction result does not fit the record: failed');
          if (await fail(code, fence, parseFailedProblem('Parsing produced data that cannot be stored; the contract needs a closer look by the operators.', code))) await ocr.remove();
          throw new UnrecoverableJobError(err.message, { cause: err });
        });
      if (!saved) {
        logger.warn(log, 'record moved on while parsing (re-parsed or taken over): result discarded');
        return;
      }
      await ocr.remove();
      logger.info(
        { ...log, pages: out.document.pages, ocrPages: out.document.ocrPages, fields: Object.keys(evidence).length, warnings: warnings.length, ms: Date.now() - t0 },
        'parsing finished',
      );
    } catch (err) {
      await progress.stop();
      await ocr.flush();
      // Failures below without a retry end the run: its kept pages go, unless the
      // record moved on to another run (then fail() refused to write and they are its).
      if (err instanceof UnrecoverableJobError) throw err;
      if (signal.aborted) {
        // Shutting down: the record stays processing, the pages read so far are kept,
        // and the job runs again later from where it stopped.
        logger.info(log, 'parsing interrupted by shutdown: job handed back');
        throw err;
      }
      if (timeout.aborted) {
        logger.warn({ ...log, ms: Date.now() - t0 }, 'parsing took longer than the job time limit');
        if (await fail(code, fence, timedOutProblem(jobTimeoutMs, code))) await ocr.remove();
        throw new UnrecoverableJobError('job time limit reached', { cause: err });
      }
      const pdf = asPdfError(err);
      if (pdf) {
        logger.info({ ...log, pdfError: pdf.code }, 'PDF cannot be parsed');
        if (await fail(code, fence, unparseablePdfProblem(pdf, code))) await ocr.remove();
        throw new UnrecoverableJobError(pdf.message, { cause: err });
      }
      const kind = err instanceof Error ? err.name : typeof err;
      if (attempt >= maxAttempts) {
        logger.error({ ...log, err }, 'parsing failed for good');
        if (await fail(code, fence, parseFailedProblem(`Parsing failed after ${attempt} attempt(s) (${kind}).`, code))) await ocr.remove();
      } else {
        logger.warn({ ...log, err }, 'parsing failed: will retry');
        await records.update(code, { status: 'queued', progress: undefined, updatedAt: new Date().toISOString() }, fence);
      }
      throw err;
    }
  };
}
