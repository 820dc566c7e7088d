/**
 * Whether the first match of `term` in `text` (a normalised clause) is negated or excluded:
 * "Employer shall not provide tail coverage", "there is no non-competition covenant",
 * "tail coverage is not provided". Lower-case input expected.
 */
export declare function isNegated(text: string, term: RegExp): boolean;
/** Whether the words between the previous scope break and `index` deny what starts there. */
export declare function negatedAt(text: string, index: number, end?: number): boolean;
/** Whether any match of `term` in the text is stated positively (not negated). */
export declare function hasPositive(text: string, term: RegExp): boolean;
/**
 * Figures near these words are limits, thresholds, places or penalties, never the
 * salary, a bonus or a leave entitlement.
 */
export declare const DISTRACTOR: RegExp;
/** Whether a clause speaks about something other than what the rule wants, near a position. */
export declare function distractorNear(num: string, index: number, span?: number): boolean;
/** Past or superseded arrangements ("under the Original Agreement", "previously"), not the terms in force. */
export declare const SUPERSEDED: RegExp;
/** Whether a clause states `term` and does not deny it (flag rules: "provides X" vs "shall not provide X"). */
export declare function clauseAffirms(clause: {
    norm: string;
}, term: RegExp): boolean;
/** Whether a clause mentions `term` only to deny or exclude it. */
export declare function clauseDenies(clause: {
    norm: string;
}, term: RegExp): boolean;
//# sourceMappingURL=language.d.ts.map