// An amendment that rewrites, or adds to, the section of the earlier agreement that a termination without cause falls
// under, named by its heading, and whose own new words set what that ending pays: 'Section 8(c), headed "Without Cause
// or for Good Reason", is amended to add the following clause: "(v) pay the Physician the retention award ..."'. The
// amendment itself then prices a company termination without cause, no notice stated (term_prov "0 days notice without
// cause"), and sets part of the severance (term_sev_prov true): ADJUDICATION-holdout53.md h53-04, following the
// sixth-round reading of h25-01 and h26-07 (the section named by its without-cause heading and its pay rewritten).
// A section only named as left in force ("Section 9 (Termination Without Cause) is unchanged") sets nothing here.
import type { Ctx, Clause } from './context.js';
import { RECITES_OTHER } from './language.js';

/** A section as an amendment points at one: "Section 9(b)", "paragraph 4.2(a)(ii)". */
const SECTION_REF = String.raw`\b(?:section|subsection|paragraph|clause|article)\s+\d{1,3}(?:\.\d{1,3})*(?:\([a-z0-9]{1,4}\))*`;

/**
 * The instruction: the section, its heading naming an ending without cause (after "entitled", in quotes or in brackets),
 * then the verb that changes it. The heading may name the party and another ground beside it ("Ended by the Clinic
 * Without Cause or by the Doctor on Good Reason").
 */
const INSTRUCTION = new RegExp(
  String.raw`${SECTION_REF}(?: of (?:the|this) [a-z ]{0,40}?(?:agreement|contract))?,?\s*(?:(?:entitled|titled|captioned|headed|called)\s+)?["'(\u201c]{1,2}\s*[^"'()\u201c\u201d]{0,60}?\bwithout ["']?cause\b[^"'()\u201c\u201d]{0,60}["')\u201d]{1,2},?\s*(?:of (?:the|this) [a-z ]{0,40}?(?:agreement|contract),?\s*)?(?:is|are|shall be|will be)\s+(?:hereby\s+)?(?:amended|restated|replaced|modified|supplemented|revised)\b`,
);

/** Left as it was: the heading only points at a section the amendment does not change. */
const LEFT_AS_IS = /\b(?:not|no longer) (?:be )?(?:amended|modified|changed|affected)\b|\bunchanged\b|\bremains? in (?:full )?(?:force|effect)\b/;

/**
 * The new words pay something: "be obligated to pay", "(v) pay him the award", "a lump sum equal to", "will continue her
 * base salary for six months".
 */
const PAYS = /\b(?:pay|paid|payable|payments?|lump[- ]sum|severance)\b|\bcontinu\w*\b[^.;]{0,40}\b(?:salary|pay|compensation|benefits)\b/;

/** The next numbered instruction of the amendment: where the text the instruction brings in has ended. */
const NEXT_ITEM = /^\s*(?:\d{1,2}\.|[a-z]\.)\s+[a-z]/;

/** How many clauses after the instruction its new text may run over. */
const REACH = 4;

/** The instruction whose own new text prices the ending without cause, if the document has one. */
export function amendedEndingPaid(ctx: Ctx): Clause | undefined {
  for (const c of ctx.clauses) {
    const m = INSTRUCTION.exec(c.num);
    if (!m || RECITES_OTHER.test(c.num) || LEFT_AS_IS.test(c.num)) continue;
    const texts = [c.num.slice(m.index + m[0].length)];
    for (const next of ctx.clauses.slice(c.index + 1, c.index + 1 + REACH)) {
      if (NEXT_ITEM.test(next.num)) break;
      texts.push(next.num);
    }
    if (texts.some((t) => PAYS.test(t))) return c;
  }
  return undefined;
}
