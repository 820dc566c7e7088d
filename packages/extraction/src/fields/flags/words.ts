// Shared vocabulary of contract language used by several subject modules.
import { EMPLOYER } from '../party-words.js';
import { anyOf } from '../alternatives.js';

/** The employer gives, pays or arranges something. */
export const GRANT = anyOf([
  String.raw`\b(?:provides?|provided|providing|furnish(?:es|ed)?|offers?|offered|make[s]? available|made available|pays?|paid|paying|pay for|reimburse[sd]?|reimbursement|reimbursing|procure[sd]?|purchase[sd]?|buys?|maintains?|obtains?|contribute[sd]?|contribution|cover(?:s|ed|ing)?|bears? the cost|at (?:its|the ${EMPLOYER}'s) (?:sole |own )?(?:cost|expense)|eligible|enrol(?:l|ls|s|led|ling|ment|lment)?|join|participat\w+|entitled|receive|access|complimentary|free|subsidi[sz]ed|subsidy|allowance|stipend|assign(?:s|ed)?|designate[sd]?|support(?:s|ed)?)\b`,
  String.raw`\|\s*(?:yes|included|provided|offered|available|eligible|employer[- ]paid)\b`,
]);

/** The physician and the employer as the rules read them (see party-words.ts). */
export { EMPLOYER, EMPLOYING_INSTITUTION, PHYSICIAN, HONORIFIC } from '../party-words.js';

/** A fee, a cost or an expense. */
export const FEE = /\b(?:fees?|costs?|expenses?|dues|charges?|premiums?|renewals?)\b/;

/**
 * Claims or rights he may or may not hold, as a release lists what it gives up or keeps ("any rights the employee might
 * have to continued group life cover", "any claims she might now have under the pension plan"): what a grant gives is
 * said otherwise, so a plan or a policy named this way is given by nothing here.
 */
export const RIGHTS_HE_MAY_HAVE = /\b(?:any|all|such) (?:claims?|rights?)(?: (?:or|and) (?:claims?|rights?))? (?:that |which )?(?:the )?(?:[a-z]+ )?(?:may|might) (?:now )?have (?:to|in|under)\b/;

/**
 * Rights the employee gives up by this paper ("he hereby forfeits every right he held under the old agreement, such as
 * its medical and life cover"): the benefits are named as lost, not given.
 */
export const RIGHTS_GIVEN_UP = /\b(?:forfeits?|forfeited|surrenders?|surrendered|relinquish(?:es|ed)?)\b[^.;]{0,80}\b(?:rights?|claims?|entitlements?|interests?)\b/;

/**
 * A recital of what an earlier version of the agreement said, before the amendment changed it ("before this amendment
 * the agreement gave him retiree medical cover"): a term no longer in force.
 */
export const SUPERSEDED_TERMS = /\b(?:prior to|before) (?:the|this|such) (?:amendment|restatement|modification)\b[^.;]{0,60}\b(?:agreement|contract) (?:provided|stated|required|gave)\b/;

/**
 * Benefits kept going only up to the leaving date ("until the separation date she stays in the health and savings
 * plans"): the status quo of the employment running out, not cover or a plan the paper gives. A clause that carries
 * anything past that date (months of cover, COBRA, "thereafter") is not this.
 */
export const ONLY_UNTIL_LEAVING = /^(?![^]*\b(?:thereafter|following(?!\s*:)|after|cobra|months?|years?|period)\b)(?=[^]*\b(?:continu\w*|participat\w*)\b)[^]*\b(?:through|until|up to) (?:and including )?(?:the )?(?:(?:separation|termination|resignation) date|date of (?:termination|separation|resignation))\b/;

/** Insurance wording that names the Health Insurance Portability and Accountability Act, not a benefit. */
export const HIPAA = /\bhealth insurance portability\b/;

/** Promotion as publicity, not as a step up: "social media promotion", "advertise or promote the practice". */
export const PUBLICITY = anyOf([
  String.raw`\badverti[sz]\w*|\b(?:social media|media|online|personal|self|sales|product|brand|event) promotions?\b`,
  String.raw`\bpromot\w* (?:of |on )?(?:the )?(?:[\w'-]+ ){0,2}(?:products?|services|brand|website|social media|name|likeness)\b`,
]);

/**
 * "Promotion" and "advancement" that are no step up in a career: of science or of the practice,
 * health promotion, marketing, publicity, promotion guidelines, a demotion that is Good Reason.
 */
/** The employee's personal data and its use: a data-protection clause, which offers nothing. */
export const PERSONAL_DATA = /\bpersonal (?:data|information)\b|\bcollection,? use,? (?:and|or) disclosure\b|\bdata (?:protection|privacy|processing)\b|\b(?:may|will|shall|can) be (?:transferred|processed|stored|disclosed)\b|\bsubject to (?:public )?disclosure\b/;

export const NOT_A_STEP_UP: readonly RegExp[] = [
  /\badvancement of (?:the |its |our |medical|science|scientific|knowledge|research|health)/,
  /\bhealth promotion\b/,
  // The employer's trade, promoting goods to buyers: "the business of drug promotion to doctors and patients".
  /\bpromotion (?:to|among|aimed at|directed (?:to|at)) (?:the )?(?:physicians|doctors|consumers|customers|patients|public|clients|prescribers|retailers)\b|\b(?:pharmaceutical|healthcare|health care|product|sales|brand|trade|drug) promotion\b/,
  /\bpromotion of (?:the )?(?:practice|products?|services|business)\b/,
  // Not the office he is promoted to ("a promotion to Vice President, Sales and Marketing").
  /(?<!\bpromot\w* (?:to|as) [^.;]{0,60})\bmarketing\b/,
  /\bpromotion guidelines\b(?![^.]*\beligib)/,
  PUBLICITY,
  /\bconsistent with a promotion\b|\bconstructive(?:ly)? (?:dismiss\w*|terminat\w*)\b/,
  // Furthering the employer's cause ("the promotion of the Company's best interest"), not a step up for the employee.
  /\bpromot\w* (?:of )?(?:the )?(?:[a-z]+'s |its |their )?(?:best )?(?:interests?|business|welfare|goodwill|success|sales?|growth)\b/,
  // Promotional material ("promotion campaigning concepts", "promotional materials") among the employer's secrets.
  /\bpromotion(?:al)? (?:campaign\w*|concepts?|materials?|plans?|strateg\w*|activit\w*|programs?|efforts?)\b/,
  // Promoting the employer to others as a paid engagement of its own, often a defined term: "the Promotion Services",
  // "during the Promotion Term", "this Release and Promotion Agreement". A step up is never an agreement or a service.
  /\bpromotion(?:al)? (?:services?|agreements?|term|period|fees?|duties|work)\b/,
  // Money paid ahead ("advancement of expenses" in an indemnity), not career advancement.
  /\badvancement of (?:legal |attorneys'? |defen[cs]e )?(?:expenses|fees|costs|funds|monies)\b|\b(?:expense|fee) advancement\b/,
  // Promotions named among the records kept or passed on about the employee (a data-protection clause): none is offered.
  PERSONAL_DATA,
];

/** A pattern that matches only where every given pattern occurs somewhere in the text. */
export function allOf(...res: RegExp[]): RegExp {
  return new RegExp('^' + res.map((r) => `(?=[\\s\\S]*?${r.source})`).join(''));
}
