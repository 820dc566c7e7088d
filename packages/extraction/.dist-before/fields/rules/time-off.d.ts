import type { Ctx } from '../context.js';
import type { Candidate } from '../candidates.js';
export interface LeaveKind {
    path: string;
    key: RegExp;
    /** Other leave words that, when they name the duration more closely, take it away. */
    not?: RegExp;
    /** Yearly entitlement (true) or per event (sabbatical, bereavement: as stated). */
    yearly: boolean;
}
export declare const LEAVES: LeaveKind[];
export declare function leave(ctx: Ctx, kind: LeaveKind): Candidate<number>[];
export declare function holidays(ctx: Ctx): Candidate<number>[];
//# sourceMappingURL=time-off.d.ts.map