import type { Ctx } from '../context.js';
import type { Candidate } from '../candidates.js';
export declare function evaluationFrequency(ctx: Ctx): Candidate<string>[];
export declare function evaluationCriteria(ctx: Ctx): Candidate<string>[];
//# sourceMappingURL=evaluation.d.ts.map