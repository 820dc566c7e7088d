// Runs in a pool thread: the whole pipeline for one PDF, with OCR delegated to
// the main thread's shared tesseract pool over the job's MessagePort.
import type { MessagePort } from 'node:worker_threads';
import type { OcrEngine } from './ocr/tesseract-pool.js';
import { extractPdf } from './pipeline.js';
import { PdfError, type TextLine } from './types.js';
import type { MainToTask, PipelineTask, PipelineTaskResult, TaskToMain } from './worker-pool-messages.js';

function remoteOcr(port: MessagePort, concurrency: number): OcrEngine {
  let next = 0;
  const waiting = new Map<number, { resolve: (l: TextLine[]) => void; reject: (e: Error) => void }>();
  port.on('message', (msg: MainToTask) => {
    const w = waiting.get(msg.id);
    if (!w) return;
    waiting.delete(msg.id);
    if ('error' in msg) w.reject(msg.code ? new PdfError(msg.code, msg.error) : new Error(msg.error));
    else w.resolve(msg.lines);
  });
  port.unref();
  return {
    concurrency,
    recognize(image, dpi) {
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        const msg: TaskToMain = { type: 'ocr', id, image, dpi };
        port.postMessage(msg, [image.buffer as ArrayBuffer]);
      });
    },
  };
}

function failure(err: unknown): PipelineTaskResult {
  if (err instanceof PdfError) return { ok: false, kind: 'pdf', code: err.code, message: err.message };
  if (err instanceof Error) return { ok: false, kind: 'error', name: err.name, message: err.message };
  return { ok: false, kind: 'error', name: typeof err, message: String(err) };
}

export default async function runPipeline(task: PipelineTask): Promise<PipelineTaskResult> {
  const post = (msg: TaskToMain) => task.port.postMessage(msg);
  try {
    const { document, result } = await extractPdf(task.bytes, {
      ...task.budgets,
      maxPages: task.maxPages,
      ocr: task.ocr,
      ocrEngine: remoteOcr(task.port, task.ocrConcurrency),
      ocrDone: task.ocrDone,
      onOcrPage: (page, lines) => post({ type: 'ocrPage', page, lines }),
      onProgress: (progress) => post({ type: 'progress', progress }),
    });
    return { ok: true, output: { document, result } };
  } catch (err) {
    return failure(err);
  } finally {
    post({ type: 'done' });
    task.port.close();
  }
}
