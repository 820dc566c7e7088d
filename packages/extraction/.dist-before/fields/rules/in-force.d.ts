import type { Ctx } from '../context.js';
/** Whether the document amends, renews or extends an earlier agreement (read from its head). */
export declare function amendsEarlier(ctx: Ctx): boolean;
export interface Span {
    index: number;
    end: number;
}
/**
 * Where an amending document changes a figure, the span of the new figure: "X to Y"
 * and "from X to Y" right after the old figure, or "increased ... to Y" later in the same
 * or the next sentence when the old figure is called current. `find` lists figures of the
 * same kind in a text. Returns the new figure and the text it was found in.
 */
export declare function replacement<T extends Span>(num: string, next: string, old: Span, find: (s: string) => T[]): {
    found: T;
    inNext: boolean;
} | undefined;
/** Whether a figure is called the current (pre-amendment) one. */
export declare function calledCurrent(num: string, at: number): boolean;
//# sourceMappingURL=in-force.d.ts.map