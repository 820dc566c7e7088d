// The value rules' reading of a denial: negation words in a short window before a
// mention (back to the last clause break), or a negated verb just after it. Tuned on
// figures and choices ("no automatic renewal", "shall not be eligible for a signing
// bonus"), where a cue further away rarely governs the term.
import { anyOf, around } from '../alternatives.js';

/** Words that, shortly before a term in the same clause, deny it. */
const NEG_BEFORE = around(String.raw``, [
  String.raw`\bno\b|\bnot\b|\bnor\b|\bneither\b|\bnever\b|\bwithout\b|\bexcluding\b|\bexcept\b|\bother than\b|\bnone\b`,
  String.raw`n't\b`,
  String.raw`\bnon-(?!compet|solicit|disclos|exclusive|binding|elective|renew|profit|clinical|emergen|physician|party|qualif)`,
  String.raw`\bwaives?\b|\bin lieu of\b|\binstead of\b|\bdisclaims?\b|\bineligible\b|\bshall have no\b|\bwill have no\b`,
], String.raw``);
/** Phrases right after a term that deny it ("tail coverage is not provided"). */
const NEG_AFTER = anyOf([
  String.raw`^[^.;:,]{0,40}?\b(?:is|are|shall|will|does|do|shall be|will be)\s+(?:not|neither|never)\b(?!\s+(?:to\s+)?(?:exceed|be less|be more|be reduced|be greater|be later|less|more|later|earlier|limited|only|(?:be\s+|being\s+|hereby\s+)?(?:amended|changed|modified|affected|altered|revised)\b))`,
  String.raw`^[^.;:,]{0,25}?\b(?:is|are) excluded\b`,
  String.raw`^[^.;:,]{0,20}\bnot (?:provided|offered|available|included|covered|paid|applicable|eligible)\b`,
]);
/**
 * Boundaries that stop a negation from reaching further: "no X, but Y", "shall no longer receive X and instead Y" (what
 * comes instead is stated, not denied; "instead of X" is itself a denial of X).
 */
const SCOPE_BREAK = /(?:[.;:]|,\s*(?:but|however|provided|except|and|or)\b|\bbut\b|\bhowever\b|\bprovided that\b|\bexcept that\b|\bunless\b|\binstead\b(?! of\b))/g;

/** Whether the words between the previous scope break and `index` deny what starts there. */
export function deniedInWindow(text: string, index: number, end = index): boolean {
  let start = Math.max(0, index - 90);
  const window = text.slice(start, index);
  let last = -1;
  SCOPE_BREAK.lastIndex = 0;
  let b: RegExpExecArray | null;
  while ((b = SCOPE_BREAK.exec(window))) last = b.index + b[0].length;
  if (last >= 0) start += last;
  const before = text.slice(start, index);
  if (NEG_BEFORE.test(before)) {
    // "not less than", "no later than", "not to exceed" are limits, not denials; a trial "without jury" is still a trial.
    const cleaned = before.replace(/\b(?:not|no) (?:less|fewer|more|later|earlier|sooner) than\b|\bnot to exceed\b|\bno more than\b|\bnot limited to\b|\bwithout limitation\b|\bwithout (?:prior|the prior)\b[^,]*|\bwithout (?:(?:the|his|her|its|their|such) )?(?:(?:prior|express) )?(?:written )?consent\b|\bwithout cause\b|\bwith or without\b|\bregardless of\b|\bexcept as [^,;]*|\bexcept (?:for|in) (?:the case of )?[^,;]*,|\bunless otherwise [^,;]*|\bwithout limiting [^,;]*|\bno later than\b|\bwithout (?:a )?jury\b|\bwaiv\w* (?:\w+ ){0,5}?(?:trial by )?jury(?: trial)?\b/g, '');
    if (NEG_BEFORE.test(cleaned)) return true;
  }
  return NEG_AFTER.test(text.slice(end, end + 70));
}
