// Totals of pay set out in parts: a stay bonus whose parts one sentence lists, and a bonus given only inside the total
// pay at target. Kept apart from the rules of compensation.ts, which read each kind of pay by its own name.
import type { Ctx } from '../context.js';
import type { Candidate } from '../candidates.js';
import { findMoney } from '../money.js';
import { deniedAt } from '../negation/index.js';
import { INDIRECT } from '../confidence.js';

/** A later instalment that depends on the term being lengthened is not yet owed. */
export const ON_EXTENSION = /\b(?:if|in the event|provided)\b[^.;]{0,80}\b(?:extended|renewed|extension|renewal)\b/;

/** A part of a stay bonus named in a list of its parts: "(ii) a retention bonus of", "and a further sum of". */
const LISTED_STEP = /\b(?:(?:retention|stay) (?:bonus|payment|award)|(?:additional|further|second|remaining) (?:sum|amount|payment|installment))\s+(?:of|in the amount of|equal to)\s*$/;
/**
 * The further parts of a stay bonus set out in the same sentence as its first ("pays (i) a stay bonus of $9,000 on the
 * first date and (ii) a stay bonus of $9,000 on the second", "the sum of $4,000 on signing and an additional sum of $4,000
 * if he is still employed"): each part after the first adds to the total (FIELDS: total amount).
 */
export function sameSentenceSteps(num: string, firstValue: number): number {
  const monies = findMoney(num).filter((m) => m.period !== 'unit' && m.period !== 'hour' && m.value >= 500);
  const start = monies.findIndex((m) => m.value === firstValue);
  if (start < 0) return 0;
  let added = 0;
  for (const m of monies.slice(start + 1)) {
    const lead = num.slice(Math.max(0, m.index - 60), m.index);
    if (!LISTED_STEP.test(lead) || ON_EXTENSION.test(lead + num.slice(m.end, m.end + 80)) || deniedAt(num, m.index)) continue;
    added += m.value;
  }
  return added;
}

/** The pay planned with the bonus at target, as one figure: "your total target compensation will be $180,000". */
const TOTAL_TARGET_PAY = /\btotal (?:annual |annuali[sz]ed )?target (?:cash )?(?:compensation|pay|remuneration)\b[^$.;]{0,20}$/;
/**
 * Where the bonus is given only inside the total pay at target, the bonus at target is that total less the salary
 * (ADJUDICATION-holdout18: h18-03); a total no higher than the salary names no bonus.
 */
export function targetPayLessBase(ctx: Ctx, base: number | undefined, example: RegExp): Candidate<number>[] {
  if (!base) return [];
  for (const c of ctx.clauses) {
    if (example.test(c.num) || !/\bbonus|\bincentive\b/.test(ctx.units[c.unit].num)) continue;
    const m = findMoney(c.num).find((x) => TOTAL_TARGET_PAY.test(c.num.slice(Math.max(0, x.index - 80), x.index)) && (x.period === 'none' || x.period === 'year'));
    if (m && m.value > base && m.value <= 5 * base) return [{ value: Math.round((m.value - base) * 100) / 100, clause: c, strength: INDIRECT }];
  }
  return [];
}
