// Runs in a preflight thread: the upload checks (bytes, inspection, pdfjs open), so
// that they never hold the HTTP server's event loop.
import { preflight } from './preflight.js';
import { PdfError, type PdfErrorCode, type PreflightLimits, type PreflightResult } from './types.js';

export interface PreflightTask {
  bytes: Uint8Array;
  limits: PreflightLimits;
}

/** A PdfError does not cross a thread boundary with its class and code, so it travels as data. */
export type PreflightTaskResult =
  | { ok: true; result: PreflightResult }
  | { ok: false; kind: 'pdf'; code: PdfErrorCode; message: string }
  | { ok: false; kind: 'error'; name: string; message: string };

export default async function runPreflight(task: PreflightTask): Promise<PreflightTaskResult> {
  try {
    return { ok: true, result: await preflight(task.bytes, task.limits) };
  } catch (err) {
    if (err instanceof PdfError) return { ok: false, kind: 'pdf', code: err.code, message: err.message };
    if (err instanceof Error) return { ok: false, kind: 'error', name: err.name, message: err.message };
    return { ok: false, kind: 'error', name: typeof err, message: String(err) };
  }
}
