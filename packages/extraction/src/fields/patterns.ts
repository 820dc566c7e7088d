// Patterns that several readers of a contract share: where a clause defines a term, recites
// background, or is a line of the table of contents, and the typographic quotes made plain.
// Defined once here so that the rules, the hints and the review agree on them.

/** An item label and a section number a clause may open with: "(a) ", "3. ", "12.4 ". */
const LABEL = String.raw`(?:\(?[a-z0-9]{1,4}[.)]\s*)*(?:\d+(?:\.\d+)*\.?\s*)?`;
/** The verbs that define a quoted term. */
const MEANS = String.raw`(?:means|mean|has the meaning|have the meanings?|shall mean|refers to|is defined)`;
/** A quoted term in straight or typographic quotes. */
const TERM = String.raw`["“][^"”]{1,80}["”]`;
/** What may stand before the term: "Definitions: ", "Compensation: ", "For purposes of this Agreement, the term ". */
const LEAD_IN = String.raw`(?:definitions?\s*[:.-]\s*|[^"“:]{0,200}:\s*|(?:for (?:all )?(?:the )?purposes? (?:of|under) this (?:agreement|section|paragraph)|as used (?:herein|in this agreement)),\s*(?:the term\s+)?)?`;

/**
 * A clause that defines a term ('"Cause" means ...', 'For purposes of this Agreement, the term
 * "Base Salary" shall mean ...'): it states no term of the deal. Read on a normalised clause.
 */
export const DEFINITION = new RegExp(`^${LABEL}${LEAD_IN}${TERM}(?:\\s+and\\s+${TERM})?\\s+${MEANS}`);

/**
 * A quote that opens with a straight-quoted term and its definition. Narrower than DEFINITION:
 * the review's confidence factors were fitted with it.
 */
export const QUOTED_DEFINITION = /^(?:\(?[a-z0-9]{1,4}[.)]\s*)*(?:\d+(?:\.\d+)*\.?\s*)?"[^"]{1,80}"\s+(?:means|mean|has the meaning|shall mean|refers to|is defined)/;

/** The heading of the recitals ("Recitals", "Background", "Whereas"). */
export const RECITAL_HEADING = /^\s*(?:recitals?|background|preliminary statements?|whereas)\b/i;

/** A recital or the signature block, by its opening words (normalised text). */
export const RECITAL_OPENING = /^(?:whereas|in witness whereof)\b/;

/** A recital as a quote opens: "Whereas ...", "B. The Practice ...", "In witness whereof". */
export const RECITAL_QUOTE = /^(?:whereas\b|[a-h]\.\s+(?:the |whereas)|in witness whereof\b)/;

/** A table-of-contents line ("9. Non-Competition ........ 12") names a section without stating it. */
export const TOC_LINE = /(?:\.\s?){4,}\s*\d{0,3}\s*$|\u2026\s*\d{0,3}\s*$/;

/** The heading of a table of contents. */
export const CONTENTS_HEADING = /^(?:table of )?contents$/i;

/** Whether a clause is a line of the table of contents (by its text or its heading). */
export function inTableOfContents(c: { norm: string; heading: string }): boolean {
  return TOC_LINE.test(c.norm) || CONTENTS_HEADING.test(c.heading.trim());
}

/** Typographic single and double quotes (and primes) that stand for ' and ". */
export const SINGLE_QUOTES = /[\u2018\u2019\u201b\u2032]/g;
export const DOUBLE_QUOTES = /[\u201c\u201d\u201f\u2033]/g;

/** Typographic quotes made plain, keeping every offset. */
export function plainQuotes(s: string): string {
  return s.replace(DOUBLE_QUOTES, '"').replace(SINGLE_QUOTES, "'");
}

/**
 * Benefits named only as what pay comes "in addition to", and only as the board may extend them from time to
 * time ("Such compensation shall be in addition to any pension ... benefits extended in the discretion of the
 * Board"): the list grants nothing.
 */
export const DISCRETIONARY_EXTRAS = /\bin addition to any\b[^.;]{0,120}\b(?:in the (?:sole )?discretion|from time to time)\b/;
