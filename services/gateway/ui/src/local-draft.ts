// Unsaved edits, kept in localStorage per verification code so that a crash, a
// closed tab or a failed save never loses what the reviewer typed.
export interface LocalDraft {
  savedAt: string;
  snapshot: Record<string, string | boolean>;
}

const keyOf = (code: string) => `cp.review.draft.${code}`;

export function readLocalDraft(code: string): LocalDraft | null {
  try {
    const raw = localStorage.getItem(keyOf(code));
    const d = raw ? (JSON.parse(raw) as LocalDraft) : null;
    return d && typeof d.snapshot === 'object' ? d : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(code: string, snapshot: LocalDraft['snapshot']): void {
  try {
    localStorage.setItem(keyOf(code), JSON.stringify({ savedAt: new Date().toISOString(), snapshot }));
  } catch {
    // Storage full or disabled: the edits still live in the form.
  }
}

export function dropLocalDraft(code: string): void {
  try {
    localStorage.removeItem(keyOf(code));
  } catch {
    /* nothing to drop */
  }
}
