// PDFs as files under DATA_DIR/blobs. A write goes to a temp file, is fsynced and
// renamed over the final name, so a reader never sees a half-written PDF.
import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { BlobStore } from './ports.js';
import { assertBlobKey } from './blob-key.js';

export class FolderBlobStore implements BlobStore {
  private ready: Promise<unknown> | undefined;

  constructor(private readonly dir: string) {}

  private ensureDir(): Promise<unknown> {
    return (this.ready ??= mkdir(this.dir, { recursive: true }).then(() => this.sweepTempFiles()));
  }

  /** Temp files left by a process that died mid-write; old ones only, others may be in use. */
  private async sweepTempFiles(): Promise<void> {
    const cutoff = Date.now() - 3_600_000;
    for (const name of await readdir(this.dir).catch(() => [] as string[])) {
      if (!name.startsWith('.tmp-')) continue;
      const file = join(this.dir, name);
      const info = await stat(file).catch(() => null);
      if (info && info.mtimeMs < cutoff) await rm(file, { force: true });
    }
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const final = join(this.dir, assertBlobKey(key));
    await this.ensureDir();
    const temp = join(this.dir, `.tmp-${randomUUID()}`);
    const file = await open(temp, 'wx', 0o600);
    try {
      await file.writeFile(bytes);
      await file.sync();
    } finally {
      await file.close();
    }
    try {
      await rename(temp, final);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
    await this.syncDir();
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(join(this.dir, assertBlobKey(key)));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(join(this.dir, assertBlobKey(key)), { force: true });
    await this.syncDir();
  }

  async ping(): Promise<void> {
    await this.ensureDir();
  }

  async close(): Promise<void> {}

  /** Makes the rename itself durable (the directory entry). */
  private async syncDir(): Promise<void> {
    const dir = await open(this.dir, 'r').catch(() => null);
    if (!dir) return;
    try {
      await dir.sync();
    } catch {
      // Some file systems refuse fsync on directories; the data itself is synced.
    } finally {
      await dir.close();
    }
  }
}
