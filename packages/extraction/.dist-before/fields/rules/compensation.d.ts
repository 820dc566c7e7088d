import { type Ctx, type Clause } from '../context.js';
import type { Candidate } from '../candidates.js';
export declare function baseSalary(ctx: Ctx): Candidate<number>[];
export declare function incentiveBonus(ctx: Ctx, base: number | undefined): Candidate<number>[];
export declare function performanceBonus(ctx: Ctx, base: number | undefined): Candidate<number>[];
export declare function profitShare(ctx: Ctx): Candidate<number>[];
export declare function stockOptions(ctx: Ctx): Candidate<number>[];
export declare function annualRaise(ctx: Ctx): Candidate<number>[];
export declare const retentionBonus: (ctx: Ctx) => Candidate<number>[];
export declare const signingBonus: (ctx: Ctx) => Candidate<number>[];
/** Hourly rate only? Used by the structure field and by the salary check. */
export declare function hasHourlyPay(ctx: Ctx): Clause | undefined;
//# sourceMappingURL=compensation.d.ts.map