import type { Ctx } from '../context.js';
import type { Candidate } from '../candidates.js';
export declare function weeklyHours(ctx: Ctx): Candidate<number>[];
export declare function callSchedule(ctx: Ctx): Candidate<string>[];
//# sourceMappingURL=schedule.d.ts.map