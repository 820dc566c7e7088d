import type { Ctx } from '../context.js';
import type { FlagRule, Flags } from './rule.js';
export declare const developmentRules: readonly FlagRule[];
export declare function mentorshipFlags(ctx: Ctx, out: Flags): void;
//# sourceMappingURL=development.d.ts.map