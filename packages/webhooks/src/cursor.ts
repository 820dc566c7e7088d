// Paging cursors of the delivery list: the sort key of the last item, base64url JSON.
import { InvalidCursorError } from '@cp/storage';

export function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(JSON.stringify([createdAt, id]), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string | null | undefined): { t: string; id: string } | null {
  if (!cursor) return null;
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && typeof v[1] === 'string') return { t: v[0], id: v[1] };
  } catch {
    // fall through
  }
  throw new InvalidCursorError();
}
