import type { Ctx } from '../context.js';
import type { Candidate } from '../candidates.js';
export declare function employmentType(ctx: Ctx): Candidate<string>[];
export declare function terminationWithoutCause(ctx: Ctx): Candidate<string>[];
export declare function termAndRenewal(ctx: Ctx): Candidate<string>[];
//# sourceMappingURL=basic.d.ts.map