/** The employer gives, pays or arranges something. */
export declare const GRANT: RegExp;
/**
 * The physician as contracts name him: the defined term varies ("the Associate", "the
 * Surgeon", "Contractor", "you"), so rules that ask who pays or who reports use this list.
 */
export declare const PHYSICIAN: string;
/** A fee, a cost or an expense. */
export declare const FEE: RegExp;
/** Insurance wording that names the Health Insurance Portability and Accountability Act, not a benefit. */
export declare const HIPAA: RegExp;
/** Promotion as publicity, not as a step up: "social media promotion", "advertise or promote the practice". */
export declare const PUBLICITY: RegExp;
/** A pattern that matches only where every given pattern occurs somewhere in the text. */
export declare function allOf(...res: RegExp[]): RegExp;
//# sourceMappingURL=words.d.ts.map