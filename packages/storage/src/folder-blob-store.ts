// PDFs as files under DATA_DIR/blobs. A write goes to a temp file, is fsynced and
// renamed over the final name, so a reader never sees a half-written PDF. Temp
// files carry the writer's pid: one left by a process that is gone (killed
// mid-write) is debris, one of a live process may still be in use.
import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { BlobStore } from './ports.js';
import { assertBlobKey } from './blob-key.js';

const TEMP_PREFIX = '.tmp-';
/** A temp file this old is debris even if its pid was reused by another process. */
const TEMP_MAX_AGE_MS = 3_600_000;

function processAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class FolderBlobStore implements BlobStore {
  private ready: Promise<unknown> | undefined;

  constructor(private readonly dir: string) {}

  private ensureDir(): Promise<unknown> {
    return (this.ready ??= mkdir(this.dir, { recursive: true }).then(() => this.removePartialWrites()));
  }

  async removePartialWrites(): Promise<number> {
    let removed = 0;
    const now = Date.now();
    for (const name of await readdir(this.dir).catch(() => [] as string[])) {
      if (!name.startsWith(TEMP_PREFIX)) continue;
      const file = join(this.dir, name);
      const info = await stat(file).catch(() => null);
      if (!info) continue;
      // Names without a pid come from older versions: only their age tells.
      const pid = Number(/^\.tmp-(\d+)-/.exec(name)?.[1] ?? NaN);
      const writerGone = Number.isInteger(pid) && pid !== process.pid && !processAlive(pid);
      if (writerGone || now - info.mtimeMs > TEMP_MAX_AGE_MS) {
        await rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const final = join(this.dir, assertBlobKey(key));
    await this.ensureDir();
    const temp = join(this.dir, `${TEMP_PREFIX}${process.pid}-${randomUUID()}`);
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

  async has(key: string): Promise<boolean> {
    try {
      return (await stat(join(this.dir, assertBlobKey(key)))).isFile();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(join(this.dir, assertBlobKey(key)), { force: true });
    await this.syncDir();
  }

  async *keys(): AsyncIterable<string> {
    await this.ensureDir();
    for (const name of await readdir(this.dir)) {
      if (!name.startsWith(TEMP_PREFIX)) yield name;
    }
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
