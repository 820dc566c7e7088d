// The life of a process, the same for every role: wait for the backing services at
// start (compose starts everything at once), and one graceful shutdown on SIGTERM,
// SIGINT or an uncaught error, with one grace setting (SHUTDOWN_GRACE_MS).
import closeWithGrace from 'close-with-grace';

/** Tries `ping` with backoff until it answers or `timeoutMs` passes, then fails with the last error. */
export async function waitUntilReady(name: string, ping: () => Promise<void>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let delay = 100; ; delay = Math.min(delay * 2, 2_000)) {
    try {
      await ping();
      return;
    } catch (err) {
      if (Date.now() + delay > deadline) {
        throw new Error(`${name} is not reachable: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
      }
      await new Promise((r) => setTimeout(r, delay));
    }
  }
}

/** Beyond the jobs' own grace: closing servers, threads and stores. */
const SHUTDOWN_MARGIN_MS = 10_000;

/** How long a shutdown may take in all before the process exits anyway. */
export function shutdownDeadlineMs(config: { shutdownGraceMs: number }): number {
  return config.shutdownGraceMs + SHUTDOWN_MARGIN_MS;
}

interface ShutdownLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Runs `close` once when the process is asked to stop (or fails), within the deadline. */
export function closeOnExit(config: { shutdownGraceMs: number }, logger: ShutdownLogger, close: () => Promise<void>): void {
  closeWithGrace({ delay: shutdownDeadlineMs(config) }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an error');
    else logger.info({ signal }, 'shutting down: finishing or handing back running work');
    await close();
    logger.info({}, 'stopped');
  });
}
