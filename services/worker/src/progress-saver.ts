// Saves extraction progress to the record at most every `intervalMs`, one write at a
// time, and only while the record is still processing (a late write never
// overwrites a finished state).
import type { Progress } from '@cp/schema';
import type { RecordStore, UpdateCondition } from '@cp/storage';
import type { JobLogger } from './job-logger.js';

export class ProgressSaver {
  private last = 0;
  private writing: Promise<unknown> = Promise.resolve();
  private pending: Progress | null = null;
  private stopped = false;

  constructor(
    private readonly records: RecordStore,
    private readonly code: string,
    private readonly logger: JobLogger,
    private readonly intervalMs = 1_000,
    /** The run's fence: progress of a run that lost its job must not land. */
    private readonly fence: UpdateCondition = { status: ['processing'] },
  ) {}

  report(progress: Progress): void {
    if (this.stopped) return;
    const now = Date.now();
    const final = progress.done >= progress.total;
    if (!final && now - this.last < this.intervalMs) return;
    this.last = now;
    this.pending = progress;
    this.writing = this.writing.then(() => this.flush());
  }

  private async flush(): Promise<void> {
    const progress = this.pending;
    this.pending = null;
    if (!progress || this.stopped) return;
    try {
      await this.records.update(this.code, { progress, updatedAt: new Date().toISOString() }, this.fence);
    } catch (err) {
      this.logger.warn({ verificationCode: this.code, err }, 'could not save parse progress');
    }
  }

  /** Stops saving and waits for a write in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.writing;
  }
}
