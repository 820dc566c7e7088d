// OCR is the slow part of a parse (seconds a page): each page read is kept as a
// working file beside the PDF as soon as it is done, so a run taken over after a
// crash, a shutdown or a retry resumes after the pages already read instead of at
// page 1. The files go when the run ends (or with the orphan sweep).
import type { TextLine } from '@cp/extraction';
import { ocrPageKey, removeWorkingFiles, type BlobStore } from '@cp/storage';
import type { JobLogger } from './job-logger.js';

/** Bumped when what a page holds (or how it is read) changes: older files are ignored. */
const FORMAT = 1;

interface SavedPage {
  format: number;
  page: number;
  lines: TextLine[];
}

function isSavedPage(x: unknown, page: number): x is SavedPage {
  const p = x as SavedPage;
  return !!p && p.format === FORMAT && p.page === page && Array.isArray(p.lines) && p.lines.every((l) => typeof l?.text === 'string');
}

export class SavedOcrPages {
  private writes: Promise<unknown> = Promise.resolve();
  private readonly saved = new Set<number>();
  /** Pages of the document, as load() was told: every working file is removed up to here. */
  private pages = 0;

  constructor(
    private readonly blobs: BlobStore,
    private readonly code: string,
    private readonly logger: JobLogger,
  ) {}

  /** Pages an earlier run of this record read (pages of the document: 1..pages). */
  async load(pages: number): Promise<Map<number, TextLine[]>> {
    const out = new Map<number, TextLine[]>();
    this.pages = pages;
    for (let page = 1; page <= pages; page++) {
      const bytes = await this.blobs.get(ocrPageKey(this.code, page)).catch(() => null);
      if (!bytes) continue;
      try {
        const parsed: unknown = JSON.parse(bytes.toString('utf8'));
        if (isSavedPage(parsed, page)) {
          out.set(page, parsed.lines);
          this.saved.add(page);
        }
      } catch {
        // A file cut short by a crash: the page is simply read again.
      }
    }
    return out;
  }

  /**
   * Keeps a page; writes go one at a time, and a failed write only costs that page later.
   * Pages are read in parallel and come in any order: each is its own file, so order
   * does not matter to a later run.
   */
  save(page: number, lines: TextLine[]): void {
    const body: SavedPage = { format: FORMAT, page, lines };
    this.writes = this.writes.then(async () => {
      try {
        await this.blobs.put(ocrPageKey(this.code, page), Buffer.from(JSON.stringify(body)));
        this.saved.add(page);
      } catch (err) {
        this.logger.warn({ verificationCode: this.code, page, err }, 'could not keep an OCR page for a later run');
      }
    });
  }

  async flush(): Promise<void> {
    await this.writes;
  }

  /** The run is over for good (parsed, or failed without retry). */
  async remove(): Promise<void> {
    await this.flush();
    // Every page of the document: a file an earlier run left (cut short, so not loaded) goes too.
    const last = Math.max(this.pages, ...this.saved);
    await removeWorkingFiles(this.blobs, this.code, last);
    this.saved.clear();
  }
}
