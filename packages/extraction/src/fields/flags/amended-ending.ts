// term_sev_prov from an amendment that changes what the earlier agreement's without-cause section pays, the section named
// by its heading only (the reading is shared with term_prov: ../amended-ending.ts, ADJUDICATION-holdout53.md h53-04).
import type { Ctx } from '../context.js';
import { evidenceFrom } from '../context.js';
import { amendedEndingPaid } from '../amended-ending.js';
import { LIKELY } from '../confidence.js';
import type { Flags } from './rule.js';

const PATH = 'legalContractualProvisions.terminationSeverance.term_sev_prov' as const;

/** The severance an amendment sets by rewriting the without-cause section, when no clause rule found one. */
export function amendedEndingPays(ctx: Ctx, out: Flags): void {
  if (out.get(PATH)?.value) return;
  const c = amendedEndingPaid(ctx);
  if (c) out.set(PATH, { value: true, evidence: evidenceFrom(c, LIKELY) });
}
