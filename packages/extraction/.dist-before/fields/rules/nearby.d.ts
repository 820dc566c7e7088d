import type { Clause, Ctx } from '../context.js';
/** Numeric form of the clause and up to `after` following (and `before` preceding) clauses of its unit. */
export declare function nearbyText(ctx: Ctx, clause: Clause, after?: number, before?: number): string;
/** The next clause after this one (in reading order), or undefined at the end. */
export declare function nextClause(ctx: Ctx, clause: Clause): Clause | undefined;
/** The clause's item when it is item-sized, else a window of clauses around it. */
export declare function localText(ctx: Ctx, clause: Clause, after?: number, before?: number): string;
//# sourceMappingURL=nearby.d.ts.map