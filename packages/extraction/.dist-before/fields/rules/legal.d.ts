import type { Ctx } from '../context.js';
import type { Candidate } from '../candidates.js';
export declare function disputeResolution(ctx: Ctx): Candidate<string>[];
export declare function governingLaw(ctx: Ctx): Candidate<string>[];
export declare function jurisdiction(ctx: Ctx): Candidate<string>[];
export declare function payStructure(ctx: Ctx, hasBase: boolean, hourly: boolean): Candidate<string>[];
export { evaluationCriteria, evaluationFrequency } from './evaluation.js';
//# sourceMappingURL=legal.d.ts.map