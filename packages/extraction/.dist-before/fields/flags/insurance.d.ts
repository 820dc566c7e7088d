import type { Ctx } from '../context.js';
import type { FlagRule, Flags } from './rule.js';
export declare const insuranceRules: readonly FlagRule[];
/**
 * In a services agreement the party that furnishes the physicians (their group) and
 * insures them is the physician's side, not the one engaging the services: the cover
 * is still found, with less confidence, for a reviewer to settle.
 */
export declare function physicianSideCover(ctx: Ctx, out: Flags): void;
//# sourceMappingURL=insurance.d.ts.map