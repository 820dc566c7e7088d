// Reading habits shared by field rules (and reusable by the flag rules): negation and
// exclusion of a term inside a clause, and figures that must never be taken as values.

/** Words that, shortly before a term in the same clause, deny it. */
const NEG_BEFORE = /(?:\bno\b|\bnot\b|\bnor\b|\bneither\b|\bnever\b|\bwithout\b|\bexcluding\b|\bexcept\b|\bother than\b|\bnone\b|n't\b|\bnon-(?!compet|solicit|disclos|exclusive|binding|elective|renew|profit|clinical|emergen|physician|party)|\bwaives?\b|\bin lieu of\b|\binstead of\b|\bdisclaims?\b|\bineligible\b|\bshall have no\b|\bwill have no\b)/;
/** Phrases right after a term that deny it ("tail coverage is not provided"). */
const NEG_AFTER = /^[^.;:,]{0,40}?\b(?:is|are|shall|will|does|do|shall be|will be)\s+(?:not|neither|never)\b(?!\s+(?:to\s+)?(?:exceed|be less|be more|be reduced|be greater|be later|less|more|later|earlier|limited|only|(?:be\s+|being\s+|hereby\s+)?(?:amended|changed|modified|affected|altered|revised)\b))|^[^.;:,]{0,25}?\b(?:is|are) excluded\b|^[^.;:,]{0,20}\bnot (?:provided|offered|available|included|covered|paid|applicable|eligible)\b/;
/** Boundaries that stop a negation from reaching further: "no X, but Y". */
const SCOPE_BREAK = /(?:[.;:]|,\s*(?:but|however|provided|except|and|or)\b|\bbut\b|\bhowever\b|\bprovided that\b|\bexcept that\b|\bunless\b)/g;

/**
 * Whether the first match of `term` in `text` (a normalised clause) is negated or excluded:
 * "Employer shall not provide tail coverage", "there is no non-competition covenant",
 * "tail coverage is not provided". Lower-case input expected.
 */
export function isNegated(text: string, term: RegExp): boolean {
  const re = new RegExp(term.source, term.flags.replace('g', ''));
  const m = re.exec(text);
  if (!m) return false;
  return negatedAt(text, m.index, m.index + m[0].length);
}

/** Whether the words between the previous scope break and `index` deny what starts there. */
export function negatedAt(text: string, index: number, end = index): boolean {
  let start = Math.max(0, index - 90);
  const window = text.slice(start, index);
  let last = -1;
  SCOPE_BREAK.lastIndex = 0;
  let b: RegExpExecArray | null;
  while ((b = SCOPE_BREAK.exec(window))) last = b.index + b[0].length;
  if (last >= 0) start += last;
  const before = text.slice(start, index);
  if (NEG_BEFORE.test(before)) {
    // "not less than", "no later than", "not to exceed" are limits, not denials.
    const cleaned = before.replace(/\b(?:not|no) (?:less|fewer|more|later|earlier|sooner) than\b|\bnot to exceed\b|\bno more than\b|\bnot limited to\b|\bwithout limitation\b|\bwithout (?:prior|the prior)\b[^,]*|\bwithout cause\b|\bwith or without\b|\bregardless of\b|\bexcept as [^,;]*|\bexcept (?:for|in) (?:the case of )?[^,;]*,|\bunless otherwise [^,;]*|\bwithout limiting [^,;]*|\bno later than\b/g, '');
    if (NEG_BEFORE.test(cleaned)) return true;
  }
  return NEG_AFTER.test(text.slice(end, end + 70));
}

/** Whether any match of `term` in the text is stated positively (not negated). */
export function hasPositive(text: string, term: RegExp): boolean {
  const re = new RegExp(term.source, term.flags.includes('g') ? term.flags : term.flags + 'g');
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) if (!negatedAt(text, m.index, m.index + m[0].length)) return true;
  return false;
}

/**
 * Figures near these words are limits, thresholds, places or penalties, never the
 * salary, a bonus or a leave entitlement.
 */
export const DISTRACTOR = /\bper (?:claim|occurrence|incident)\b|\bannual aggregate\b|\baggregate (?:limit|coverage)\b|\bpolicy limits?\b|\bcoverage limits?\b|\bmalpractice insurance\b|\bliability insurance\b|\bradius\b|\bmiles?\b|\bzip\b|\bsuite\b|\bthreshold\b|\bliquidated damages\b|\bplacement fee\b|\bbuy-?out\b|\bpurchase price\b|\bbuy-?in\b|\bcapital contribution\b|\bpenalt/;

/** Whether a clause speaks about something other than what the rule wants, near a position. */
export function distractorNear(num: string, index: number, span = 80): boolean {
  return DISTRACTOR.test(num.slice(Math.max(0, index - span), index + 30));
}

/** Past or superseded arrangements ("under the Original Agreement", "previously"), not the terms in force. */
export const SUPERSEDED = /\b(?:original agreement|prior agreement|previously|formerly|had been|has been|was employed|superseded|replaced by|prior to the (?:amendment|restatement|effective) date|before the (?:amendment|restatement) (?:effective )?date|under the original|converted from)\b/;

/** Whether a clause states `term` and does not deny it (flag rules: "provides X" vs "shall not provide X"). */
export function clauseAffirms(clause: { norm: string }, term: RegExp): boolean {
  return hasPositive(clause.norm, term);
}

/** Whether a clause mentions `term` only to deny or exclude it. */
export function clauseDenies(clause: { norm: string }, term: RegExp): boolean {
  return new RegExp(term.source, term.flags.replace('g', '')).test(clause.norm) && !hasPositive(clause.norm, term);
}

/**
 * A section named by its number and caption ("Section 11.2 of the Agreement (Termination Without Cause) is not
 * amended") points at a provision; the caption states nothing itself. The caption is blanked, same length.
 */
export function withoutCaptionRefs(text: string): string {
  return text.replace(/\b((?:section|article|paragraph|clause)s?\s+[\da-z]{1,4}(?:\.\d{1,3})*(?:\([a-z0-9]{1,4}\))*(?:\s+(?:of|to) (?:the|this) [a-z ]{0,40}?(?:agreement|contract))?\s*)(\([^()]{2,80}\))/g, (_m, ref: string, cap: string) => ref + ' '.repeat(cap.length));
}
