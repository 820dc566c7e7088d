// The problem bodies a failed parse leaves on its record: the same types the
// gateway answers for the same PDF at upload (one registry, in the contracts service).
import type { Problem } from '@cp/schema';
import { pdfProblem, problemBody } from '@cp/http';

/** A PdfError, also one that crossed a worker-thread boundary (where instanceof fails). */
export function asPdfError(err: unknown): { code: string; message: string } | null {
  if (err && typeof err === 'object' && (err as Error).name === 'PdfError' && typeof (err as { code?: unknown }).code === 'string') {
    return { code: (err as { code: string }).code, message: (err as Error).message };
  }
  return null;
}

export function unparseablePdfProblem(pdf: { code: string; message: string }, verificationCode: string): Problem {
  return pdfProblem(pdf.code, pdf.message, { verificationCode });
}

export function parseFailedProblem(detail: string, verificationCode: string): Problem {
  return problemBody('extractionFailed', detail, { verificationCode });
}

/** A run stopped by the job time limit: the same document would take as long again. */
export function timedOutProblem(limitMs: number, verificationCode: string): Problem {
  return pdfProblem('too_complex', `Parsing took longer than the job time limit (${Math.round(limitMs / 1000)} s, JOB_TIMEOUT_MS); the PDF is too complex to parse within it.`, {
    verificationCode,
  });
}
