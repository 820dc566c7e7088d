/** Value of a run of number words, or undefined when it is not a well-formed number. */
export declare function wordsToNumber(s: string): number | undefined;
/** Digits of a written number, without thousands separators ("318,500.00" -> 318500). */
export declare function parseDigits(s: string): number;
/**
 * The numeric form of a (normalised) text: words followed by their figure in brackets
 * collapse to the figure, and other number words become digits.
 */
export declare function numericForm(norm: string): string;
export interface Found {
    value: number;
    /** Offset in the numeric form. */
    index: number;
    end: number;
}
/** Plain numbers in a numeric form (money and percentages included). */
export declare function numbersIn(num: string): Found[];
//# sourceMappingURL=numbers.d.ts.map