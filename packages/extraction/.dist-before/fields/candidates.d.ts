import type { Evidence } from '@cp/schema';
import type { FieldValue } from '../types.js';
import { type Clause } from './context.js';
export interface Candidate<T> {
    value: T;
    clause: Clause;
    /** How direct the statement is, 0..1: a labelled statement ~0.9, an inference ~0.6, a default ~0.35. */
    strength: number;
    quote?: string;
}
/** The best candidate, with a confidence that reflects agreement among the others. */
export declare function choose<T>(cands: Candidate<T>[]): FieldValue<T> | undefined;
/** Lower an evidence's confidence (cross-field check failed). */
export declare function lowered(e: Evidence, factor: number): Evidence;
//# sourceMappingURL=candidates.d.ts.map