// Negation: whether a contract denies, excludes or withholds what it mentions. The one
// module every rule asks. A mention is read one of a few ways, named by what it is:
//   'term'      a figure or a choice of the value rules ("no automatic renewal"): cues in a
//               short window before the mention or a negated verb just after it (window.ts);
//   'plan'      an employer plan the physician may join: a cue in the mention's part of the
//               sentence, a list opened by a denial, a sentence opened by "nothing in this
//               Agreement", a negated passive after it (scope.ts);
//   'offer'     a benefit: as 'plan', and also denied when the physician pays for it himself;
//   'provision' a clause of the deal ("contains no covenant not to compete"): as 'plan', with
//               cues at most `reach` characters before the mention.
// The review reads a whole quote instead (quoteDenies, quoteVoids, quoteSelfPaid).
// The readings stay apart because each was fitted on its own fields: reading figures the
// flags' way, or flags the figures' way, changes what the rules find.
import { deniedInScope } from './scope.js';
import { deniedInWindow } from './window.js';

export { quoteDenies, quoteSelfPaid, quoteVoids } from './quote.js';

export type Reading = { of: 'term' } | { of: 'plan' } | { of: 'offer' } | { of: 'provision'; reach: number };

export const TERM: Reading = { of: 'term' };

/** Whether the mention at [at, end) of a normalised (lower-case) text is denied. */
export function deniedAt(text: string, at: number, end = at, reading: Reading = TERM): boolean {
  switch (reading.of) {
    case 'term':
      return deniedInWindow(text, at, end);
    case 'plan':
      return deniedInScope(text, at, end);
    case 'offer':
      return deniedInScope(text, at, end, { selfPaid: true });
    case 'provision':
      return deniedInScope(text, at, end, { maxBefore: reading.reach });
  }
}

function once(term: RegExp): RegExp {
  return new RegExp(term.source, term.flags.replace('g', ''));
}

function everywhere(term: RegExp): RegExp {
  return new RegExp(term.source, term.flags.includes('g') ? term.flags : term.flags + 'g');
}

/**
 * Whether the first match of `term` is denied: "Employer shall not provide tail coverage",
 * "there is no non-competition covenant", "tail coverage is not provided". False when absent.
 */
export function firstDenied(text: string, term: RegExp, reading: Reading = TERM): boolean {
  const m = once(term).exec(text);
  return !!m && deniedAt(text, m.index, m.index + m[0].length, reading);
}

/** Whether any match of `term` in the text is stated and not denied. */
export function statedUndenied(text: string, term: RegExp, reading: Reading = TERM): boolean {
  const re = everywhere(term);
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) if (!deniedAt(text, m.index, m.index + m[0].length, reading)) return true;
  return false;
}
