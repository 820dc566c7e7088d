// Small helpers the benches that run the service's processes share.
import net from 'node:net';

/** Polls `probe` every 100 ms until it returns something truthy, which it returns. */
export async function until(what, probe, timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A loopback port free at the time of asking. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** SIGTERM, then SIGKILL for what has not exited 20 s later. Each proc: { child, exited }. */
export async function stop(...procs) {
  for (const p of procs) p.child.kill('SIGTERM');
  await Promise.race([Promise.all(procs.map((p) => p.exited)), new Promise((r) => setTimeout(r, 20_000))]);
  for (const p of procs) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
}
