// The review's reading of a denial: whether a quoted sentence as a whole denies, voids
// or leaves to the physician something, wherever in it. The rules have already taken
// the quote as evidence; these cues only say how much a reviewer should doubt it.
import { PHYSICIAN } from '../party-words.js';
import { anyOf } from '../alternatives.js';

/** A denial of something being given or applying: "does not provide", "will not be paid", "is not required". */
const DENIAL = anyOf([
  String.raw`\b(?:not|never|no longer)\s+(?:be\s+)?(?:\w+ly\s+)?(?:provide|provided|pay|paid|offer|offered|cover|covered|reimburse|reimbursed|include|included|apply|applies|required|eligible|entitled|available|purchase|purchased|confer|confers|grant|granted|receive|participate|furnish|furnished|fund|funded|extend|extended|obligated|guarantee|guaranteed)\b`,
  String.raw`\b(?:does|do|did|is|are|was|will|shall)n't\b|\bnothing in\b`,
  String.raw`\bno (?:\w+ ){0,3}(?:is|are|will be|shall be) (?:offered|provided|paid|available|granted)\b`,
  String.raw`\bnot (?:offered|provided|applicable)\b|\bineligible\b|\bwaive[sd]?\b`,
]);

/** Negations that bound or except rather than deny ("to the extent not covered", "not less than"). */
const NOT_A_DENIAL = /\bto the extent (?:\w+ ){0,4}not\b|\bnot otherwise\b|\b(?:if|whether or) not\b|\bnot (?:less|more|later|earlier|fewer) than\b|\bnot to exceed\b/g;

/** A provision struck out or of no effect. */
const VOID = /\b(?:deleted|struck|stricken|rescinded|omitted|removed|superseded|replaced)\b|\bno (?:further )?(?:force|effect)\b|\bnull and void\b/;

/** The physician pays for it or arranges it himself (not "at its sole expense", said of the employer). */
const WHO = String.raw`(?:his|her|their|your|(?:the )?${PHYSICIAN}(?:'s|s')?)`;
const SELF_PAID = new RegExp(`\\b(?:at|for) ${WHO} (?:own |sole )?(?:cost|expense)\\b|\\b${WHO} (?:own|sole) (?:cost|expense|account)\\b|\\b(?:solely |fully )?responsible for (?:obtaining|purchasing|paying|securing|maintaining|procuring|arranging)\\b|\\bbears? (?:all|the cost)\\b`);

export function quoteDenies(quote: string): boolean {
  return DENIAL.test(quote.replace(NOT_A_DENIAL, ' '));
}

export function quoteVoids(quote: string): boolean {
  return VOID.test(quote);
}

export function quoteSelfPaid(quote: string): boolean {
  return SELF_PAID.test(quote);
}
