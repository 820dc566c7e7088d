import type { Ctx } from '../context.js';
import type { Candidate } from '../candidates.js';
export declare function employmentStatus(ctx: Ctx): Candidate<string>[];
export declare function practiceSize(ctx: Ctx): Candidate<string>[];
export declare function specialty(ctx: Ctx): Candidate<string>[];
export declare function practiceSetting(ctx: Ctx): Candidate<string>[];
//# sourceMappingURL=status.d.ts.map