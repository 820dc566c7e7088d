/** The text with neutral phrases blanked out (same length); the last result is kept, as rules ask about one clause many times. */
export declare function neutralize(norm: string): string;
/** True when the mention at [at, end) of the clause text is denied by a cue in its part of the sentence. */
export declare function isDenied(norm: string, at: number, end: number, opts?: {
    selfPaid?: boolean;
    maxBefore?: number;
}): boolean;
//# sourceMappingURL=negation.d.ts.map