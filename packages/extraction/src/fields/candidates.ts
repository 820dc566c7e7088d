// Candidate values found by the rules, and the choice among them: the most direct
// statement wins; disagreement between strong candidates lowers the confidence.
import type { Evidence } from '@cp/schema';
import type { FieldValue } from '../types.js';
import { evidenceFrom, type Clause } from './context.js';

export interface Candidate<T> {
  value: T;
  clause: Clause;
  /** How direct the statement is, 0..1, on the scale of confidence.ts (LABELLED 0.9 ... WEAK 0.6). */
  strength: number;
  quote?: string;
}

function same(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) <= Math.max(0.001 * Math.abs(a), 0.01);
  return String(a).toLowerCase() === String(b).toLowerCase();
}

/** The best candidate, with a confidence that reflects agreement among the others. */
export function choose<T>(cands: Candidate<T>[]): FieldValue<T> | undefined {
  if (cands.length === 0) return undefined;
  const sorted = [...cands].sort((a, b) => b.strength - a.strength || a.clause.index - b.clause.index);
  const top = sorted[0];
  let conf = top.strength;
  const rivals = sorted.slice(1).filter((c) => !same(c.value, top.value));
  const strongRival = rivals.find((c) => c.strength >= top.strength - 0.15);
  if (strongRival) conf *= 0.7;
  else if (rivals.length) conf *= 0.9;
  if (sorted.slice(1).some((c) => same(c.value, top.value))) conf = Math.min(1, conf + 0.05);
  return { value: top.value, evidence: evidenceFrom(top.clause, conf, top.quote) };
}

/** Lower an evidence's confidence (cross-field check failed). */
export function lowered(e: Evidence, factor: number): Evidence {
  return { ...e, confidence: Number((e.confidence * factor).toFixed(3)) };
}
