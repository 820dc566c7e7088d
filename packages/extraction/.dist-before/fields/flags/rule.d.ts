import type { Clause, Ctx } from '../context.js';
import type { FieldValue } from '../../types.js';
export type Flags = Map<string, FieldValue<boolean>>;
export interface FlagRule {
    /** Dotted path of the boolean field. */
    path: string;
    /** A mention of the thing: any of these in the clause (normalized, lower case). */
    match: RegExp[];
    /**
     * Companion words: one must occur near a mention (within NEAR characters), in the
     * lead-in of a list item, or with `neededIn: 'topic'` in the clause's heading.
     */
    needs?: RegExp[];
    /** The clause's original text (case kept) must contain one of these. */
    needsText?: RegExp[];
    /** Where `needs` may be found: the clause only (default) or the clause and its heading. */
    neededIn?: 'clause' | 'topic';
    /** Distractor contexts: a clause containing any of these is not evidence. */
    unless?: RegExp[];
    /**
     * How a denial is read. 'offer': a benefit, denied by negation or by the physician
     * paying for it himself; 'clause': a provision, denied only by negation near the
     * mention ("contains no covenant not to compete"); 'plan': an employer plan the
     * physician may join, denied by negation only (a plan offered at the employee's
     * cost is still offered); 'none': never denied.
     */
    denial?: 'offer' | 'plan' | 'clause' | 'none';
    /** How far back (characters) a negation may sit for 'clause' denial (default 60). */
    denialReach?: number;
    /** Confidence of an explicit match (default 0.9). */
    confidence?: number;
    /** Definitions ("X" means ...) state no term of the deal; skipped unless true here. */
    allowDefinitions?: boolean;
    /** Headings a clause on this subject usually sits under; elsewhere the match is less sure. */
    topic?: RegExp;
    /**
     * Covenants listed under a negative lead-in ("Physician shall not: (a) solicit ..."):
     * tested on lead-in and item together, and not read as a denial.
     */
    viaLead?: RegExp[];
    /** Contexts that make a match weaker evidence (a requirement named only among causes for termination). */
    weakIf?: RegExp[];
    /** Headings alone (a title line) may count; default true. */
    allowHeadings?: boolean;
    /**
     * Distractors read in the sentence under a caption or heading: the caption is no
     * evidence when its body shows it names something else ("7.7 Buy-Out." over a release
     * from the non-compete). Kept apart from `unless`, which may be too narrow for a body.
     */
    captionUnless?: RegExp[];
}
export declare function isDefinition(c: Clause): boolean;
/** The heading a clause sits under, with any run-in caption just before it. */
export declare function topicOf(ctx: Ctx, c: Clause): string;
/** A run-in caption cut off as its own sentence ("6.3 Retirement Plan."). */
export declare function isCaption(c: Clause): boolean;
export declare function isHeadingClause(c: Clause): boolean;
/** Periods inside numbers and abbreviations ("$3,500.00", "u.s.") made neutral, so "[^.]" windows span them; same length as the input. */
export declare function matchText(norm: string): string;
/**
 * The lead-in of a list item: "(b) membership dues ..." only says who pays in
 * "The Practice shall pay or reimburse, on Physician's behalf: (a) ...".
 */
export declare function leadIn(ctx: Ctx, c: Clause): string;
interface Hit {
    clause: Clause;
    confidence: number;
}
/** The first sentence under a caption, heading or question, past any bare item number. */
export declare function bodyBelow(ctx: Ctx, c: Clause): Clause | undefined;
/** Whether the clause makes the rule true, and how sure we are. */
export declare function judge(ctx: Ctx, rule: FlagRule, c: Clause): number;
/** The best clause for a rule, or undefined when the contract is silent or denies it. */
export declare function findRule(ctx: Ctx, rule: FlagRule): Hit | undefined;
export declare function setFlag(out: Flags, path: string, hit: Hit | undefined, ctx?: Ctx): void;
/** Applies a list of rules; several rules for one path keep the most confident hit. */
export declare function applyRules(ctx: Ctx, rules: readonly FlagRule[], out: Flags): void;
export {};
//# sourceMappingURL=rule.d.ts.map