// At start-up, backing services may still be coming up (compose starts everything
// at once): try their pings for a while before giving up with the last error.
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
