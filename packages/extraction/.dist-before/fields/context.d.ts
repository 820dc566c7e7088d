import type { Box, Evidence } from '@cp/schema';
import type { TextDocument } from '../types.js';
export interface Clause {
    /** Position in ctx.clauses. */
    index: number;
    /** The clause text, whitespace folded, hyphenation across lines undone. */
    text: string;
    /** Lower-cased text with typographic quotes/dashes made plain: what rules match on. */
    norm: string;
    page: number;
    /** Union of the boxes of the lines it spans (on its first page). */
    box?: Box;
    /** The nearest heading above the clause ('' when none). */
    heading: string;
    /** Mean OCR confidence of its lines (1 for the text layer). */
    readQuality: number;
    /** Index in ctx.units of the paragraph or numbered item the clause belongs to. */
    unit: number;
    /** The lead-in title of its numbered item ("5.1 Base Salary." -> "base salary"), '' when none. */
    title: string;
    /** `norm` with numbers written once, in digits ("ninety (90) days" -> "90 days"). */
    num: string;
    /** For a table row, the numeric form of its table's header row ('' otherwise). */
    header: string;
}
/** A paragraph or numbered item: the clauses that make it up. */
export interface Unit {
    index: number;
    clauses: number[];
    /** Numeric form of the whole unit (what rules read when a value spans sentences). */
    num: string;
    heading: boolean;
}
export interface Ctx {
    doc: TextDocument;
    clauses: Clause[];
    units: Unit[];
    /** Defined terms ("base salary", "the practice") and the clause that defines them. */
    definitions: Map<string, number>;
    /** Where numbered sections, exhibits and schedules begin ("5.1", "exhibit a"), as clause indexes. */
    sections: Map<string, number>;
    /** All clause texts joined by newlines (for document-wide tests). */
    all: string;
}
/** Plain form used for matching: lower case, straight quotes, plain dashes, folded spaces. */
export declare function normalize(s: string): string;
/** Splits running text into sentences, keeping abbreviations and numbers together. */
export declare function splitSentences(text: string): string[];
export declare function buildContext(doc: TextDocument): Ctx;
/** The clauses a clause refers to ("as set forth in Exhibit B", "under Section 5.2"): the referenced unit or exhibit. */
export declare function referencedClauses(ctx: Ctx, clause: Clause): Clause[];
/** Evidence quoting a clause (or a part of it). */
export declare function evidenceFrom(clause: Clause, confidence: number, quote?: string): Evidence;
/** Builds a TextDocument from plain page texts (one string per page, lines split on \n). */
export declare function textDocumentFromPages(pages: string[]): TextDocument;
//# sourceMappingURL=context.d.ts.map