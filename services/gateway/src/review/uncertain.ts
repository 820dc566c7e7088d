// Which fields a reviewer should look at first. Shared by the queue summary (server)
// and the review page (browser bundle), so both count the same fields.
import type { Evidence, Warning } from '@cp/schema';

/** Below this confidence a value is shown as uncertain. */
export const UNCERTAIN_BELOW = 0.7;

export interface UncertaintySource {
  evidence?: Record<string, Evidence>;
  warnings?: Warning[];
}

/** Dotted paths that have low-confidence evidence or are named in a warning. */
export function uncertainPaths(record: UncertaintySource): Set<string> {
  const out = new Set<string>();
  for (const [path, ev] of Object.entries(record.evidence ?? {})) {
    if (ev.confidence < UNCERTAIN_BELOW) out.add(path);
  }
  for (const w of record.warnings ?? []) for (const p of w.paths) out.add(p);
  return out;
}
