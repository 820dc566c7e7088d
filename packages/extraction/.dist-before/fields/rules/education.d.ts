import type { Ctx } from '../context.js';
import type { Candidate } from '../candidates.js';
export declare function cmeAllowance(ctx: Ctx): Candidate<number>[];
/** The items the CME money pays for, as the contract lists them. */
export declare function cmeItems(ctx: Ctx): Candidate<string>[];
export declare function retirementPlan(ctx: Ctx): Candidate<string>[];
//# sourceMappingURL=education.d.ts.map