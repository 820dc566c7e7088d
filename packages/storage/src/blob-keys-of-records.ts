// How blobs are named: a record's PDF under its verification code, and working
// files of its parse run (saved OCR pages) under `<code>.<name>`. The sweep tells
// them apart by that dot.

export function workingFileKey(code: string, name: string): string {
  return `${code}.${name}`;
}

/** The verification code a key belongs to, and whether it is a working file of a parse run. */
export function ownerOfKey(key: string): { code: string; workingFile: boolean } {
  const dot = key.indexOf('.');
  return dot < 0 ? { code: key, workingFile: false } : { code: key.slice(0, dot), workingFile: true };
}

/** Where a parse run keeps the OCR lines of one page, so a run taken over after a crash resumes there. */
export function ocrPageKey(code: string, page: number): string {
  return workingFileKey(code, `ocr.p${page}`);
}

/** Removes a record's working files (best effort: the orphan sweep gets what this misses). */
export async function removeWorkingFiles(blobs: { delete(key: string): Promise<void> }, code: string, pages: number): Promise<void> {
  for (let page = 1; page <= pages; page++) await blobs.delete(ocrPageKey(code, page)).catch(() => undefined);
}
