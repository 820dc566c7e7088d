// One parse job: record queued/processing -> processing -> awaiting_verification,
// or failed with a problem body. Contract contents are never logged, only codes,
// counts and error kinds.
import type { ParsedData, StoredVerificationRecord } from '@cp/schema';
import { CorruptDocumentError, type BlobStore, type RecordStore } from '@cp/storage';
import { UnrecoverableJobError, type JobHandler } from '@cp/queue';
import type { Extractor } from '@cp/extraction';
import type { JobLogger } from './job-logger.js';
import { ProgressSaver } from './progress-saver.js';
import { asPdfError, parseFailedProblem, unparseablePdfProblem } from './failure-problems.js';

export interface ParseJobDeps {
  records: RecordStore;
  blobs: BlobStore;
  extractor: Extractor;
  logger: JobLogger;
  maxPages: number;
  /** Minimum time between two progress writes (default 1000 ms). */
  progressIntervalMs?: number;
}

const RUNNABLE = ['queued', 'processing'] as const;

export function createParseJobHandler(deps: ParseJobDeps): JobHandler {
  const { records, blobs, extractor, logger, maxPages } = deps;

  async function fail(code: string, error: StoredVerificationRecord['error']): Promise<void> {
    const now = new Date().toISOString();
    const done = await records.update(code, { status: 'failed', error, progress: undefined, updatedAt: now }, [...RUNNABLE]);
    if (!done) logger.warn({ verificationCode: code }, 'record left processing before its failure could be saved');
  }

  return async (job, signal, { attempt, maxAttempts }) => {
    const code = job.verificationCode;
    const log = { verificationCode: code, attempt, maxAttempts };
    const current = await records.get(code).catch((err: unknown) => {
      // No retry can repair a malformed stored record; an operator must look at it.
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
    const started = await records.update(
      code,
      { status: 'processing', attempts: (current.attempts ?? 0) + 1, error: undefined, updatedAt: new Date().toISOString() },
      [...RUNNABLE],
    );
    if (!started) {
      logger.info(log, 'record changed before parsing started: skipped');
      return;
    }

    const progress = new ProgressSaver(records, code, logger, deps.progressIntervalMs);
    const t0 = Date.now();
    try {
      const bytes = await blobs.get(code);
      if (!bytes) {
        await fail(code, parseFailedProblem('The uploaded PDF is no longer stored.', code));
        throw new UnrecoverableJobError(`PDF of ${code} is missing`);
      }
      logger.info({ ...log, bytes: bytes.length }, 'parsing started');
      const out = await extractor.extract(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
        maxPages,
        signal,
        onProgress: (p) => progress.report(p),
      });
      await progress.stop();
      const { parsedData, evidence, warnings } = out.result;
      const saved = await records.update(
        code,
        {
          status: 'awaiting_verification',
          parsedData,
          // The untouched extractor output: corrections are measured against it.
          extractedData: structuredClone(parsedData) as ParsedData,
          evidence,
          warnings,
          document: { ...started.document, pages: out.document.pages, ocrPages: out.document.ocrPages },
          progress: undefined,
          updatedAt: new Date().toISOString(),
        },
        ['processing'],
      );
      if (!saved) {
        logger.warn(log, 'record left processing while parsing: result discarded');
        return;
      }
      logger.info(
        { ...log, pages: out.document.pages, ocrPages: out.document.ocrPages, fields: Object.keys(evidence).length, warnings: warnings.length, ms: Date.now() - t0 },
        'parsing finished',
      );
    } catch (err) {
      await progress.stop();
      if (err instanceof UnrecoverableJobError) throw err;
      if (signal.aborted) {
        // Shutting down: the record stays processing and the job runs again later.
        logger.info(log, 'parsing interrupted by shutdown: job handed back');
        throw err;
      }
      const pdf = asPdfError(err);
      if (pdf) {
        logger.info({ ...log, pdfError: pdf.code }, 'PDF cannot be parsed');
        await fail(code, unparseablePdfProblem(pdf, code));
        throw new UnrecoverableJobError(pdf.message, { cause: err });
      }
      const kind = err instanceof Error ? err.name : typeof err;
      if (attempt >= maxAttempts) {
        logger.error({ ...log, err }, 'parsing failed for good');
        await fail(code, parseFailedProblem(`Parsing failed after ${attempt} attempt(s) (${kind}).`, code));
      } else {
        logger.warn({ ...log, err }, 'parsing failed: will retry');
        await records.update(code, { status: 'queued', progress: undefined, updatedAt: new Date().toISOString() }, ['processing']);
      }
      throw err;
    }
  };
}
