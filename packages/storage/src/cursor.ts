// Opaque paging cursors: the sort key of the last item, as base64url JSON.
export interface CursorKey {
  /** createdAt of the last item. */
  t: string;
  /** Its id (tie breaker). */
  id: string;
}

export class InvalidCursorError extends Error {
  constructor() {
    super('invalid paging cursor');
    this.name = 'InvalidCursorError';
  }
}

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify([key.t, key.id]), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string | null | undefined): CursorKey | null {
  if (!cursor) return null;
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && typeof v[1] === 'string') return { t: v[0], id: v[1] };
  } catch {
    // fall through
  }
  throw new InvalidCursorError();
}

export function clampLimit(limit: number, max = 100): number {
  if (!Number.isFinite(limit)) return 20;
  return Math.min(Math.max(Math.trunc(limit), 1), max);
}
