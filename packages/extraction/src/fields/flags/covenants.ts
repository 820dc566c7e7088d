// legalContractualProvisions.nonCompeteOtherAgreements and severance: restrictive
// covenants and what the physician keeps or gives up when the employment ends.
import type { FlagRule } from './rule.js';
import { EMPLOYER, PHYSICIAN, HONORIFIC } from './words.js';
import { LIKELY, PLAIN, STATED } from '../confidence.js';
import { anyOf, around, group } from '../alternatives.js';
import { FORWARD_LOOKING, RECITES_OTHER } from '../language.js';
// A sum defined on the salary as it stands when the employment ends is owed for the ending, though the sentence that
// defines it names no payment ("twice her base salary at the time of termination").
import { SALARY_AT_LEAVING } from '../salary-at-leaving.js';

const L = 'legalContractualProvisions.';

/** "Reasonableness" recitals and remedies only refer to covenants made elsewhere. */
const REFERS_ONLY = around(String.raw`\b`, [
  String.raw`acknowledges? that the (?:restrictions|covenants|promises)|are reasonable|injunctive relief|equitable relief`,
  String.raw`survive|survival|enjoin\w*|specifically enforced|specific performance`,
], String.raw`\b`);

/**
 * A covenant named only as a condition of a payment or as a thing valued, its content set out elsewhere (corpus/real/
 * ADJUDICATION-holdout24.md h24-08; ADJUDICATION-holdout28.md h28-03, h28-09; ADJUDICATION-holdout29.md h29-01):
 * "provided she keeps to all non-compete and non-solicit duties owed to the Bank", "subject to his compliance with
 * Sections 8 and 9, on confidentiality and non-solicitation", "the value of his non-compete covenant is fixed by
 * appraisal". The covenant itself, even with a proviso, still states a bar ("shall not solicit ..., provided that").
 */
const COVENANT_NAMED_ONLY = new RegExp(String.raw`^(?![\s\S]*\b(?:shall|will|must|may|agrees? to|agrees?|covenants?|undertakes?) not,?(?: directly or indirectly,?)?(?: \([a-z0-9]{1,4}\))? (?:to )?(?:solicit|compete|engage|hire|recruit|induce|entice|own|work|render|provide|practi[cs]e|be employed|divert)\b)[\s\S]*(?:\b(?:provided|subject to|conditioned (?:up)?on|contingent (?:up)?on|so long as|as long as)\b[^.;]{0,60}\b(?:compl(?:y|ies|iance)|abides?|abiding|adherence|adheres?|keeps?|honou?rs?)\b[^.;]{0,160}\bnon-?(?:compet\w*|solicit\w*)|\b(?:value|valu(?:ed|ing|ation)|apprais\w+|allocat\w+)\b[^.;]{0,60}\bnon-?(?:compet\w*|solicit\w*) (?:covenants?|agreements?|obligations?|restrictions?)|\b(?:continuing|ongoing|existing|surviving|remaining)\b[^.;]{0,20}\bobligations\b[^.;]{0,120}\bnon-?(?:compet\w*|solicit\w*))`);

/**
 * The agreement an amendment amends, or one made earlier, named in its title, preamble or recital, and covenants named only as
 * the ones the parties wish to amend ("Amendment No. 2 to the
 * Employment and Non-Competition Agreement", "whereas the parties entered into a Secrecy Agreement"): the covenants named
 * there are set out elsewhere (corpus/real/ADJUDICATION.md, covenant agreement named in an amendment's recitals).
 * The point of "No." is read as matchText leaves it, a middle dot before the number. A letter that opens "Reference is
 * made to that certain Non-Competition Agreement ..." names the agreement it then acts on in the same way.
 */
export const AMENDED_TITLE = /^whereas,? [^;]{0,80}?\b(?:entered into|executed|signed)\b[^;]{0,300}\bagreement\b|\b(?:desires?|wish(?:es)?|intends?) to amend\b[^.;]{0,80}\b(?:covenants?|provisions?|restrictions?)\b|\b(?:previously|heretofore|earlier) (?:entered into|executed|signed|made)\b[^.;]{0,20}\b(?:that certain|an?|the)\b[^.;]{0,160}\bagreement\b|(?:\bamendment(?: no[.\u00b7]?(?: ?\d+)?)?|^\d{1,2}) to (?:the |that )?(?:[a-z,&-]+ ){1,12}agreement\b|\b(?:[a-z,&-]+ ){1,12}agreement,? this amendment\b|\bagreement\b[^.;]{0,6}\(this ["“]?amendment\b|\breference is (?:hereby )?made to (?:that certain|a certain|the)\b[^.;]{0,200}\bagreement\b/;

/**
 * A non-solicitation binds the physician: a promise by the employer alone ("the Practice
 * shall not solicit Physician's patients") is not one. Mutual promises still count.
 */
const EMPLOYER_ONLY = new RegExp(String.raw`^(?![\s\S]*\b(?:${PHYSICIAN}|neither party|each party|either party|the parties)\b[^.;]{0,60}\b(?:shall|will|must|agrees?|may)(?: not)?\b[^.;]{0,40}\b(?:solicit|recruit|induce|entice|hire))[\s\S]*\b(?:employer|we|the ${EMPLOYER})\b(?: shall| will| agrees? to| must)? not,?(?: directly or indirectly,?)? (?:solicit|recruit|induce|entice|hire)\b`);

/**
 * Pay the employer owes at an ending: "shall pay", "shall continue to pay", "shall be entitled to receive", and an
 * entitlement named straight after "entitled to" ("is entitled to 2 times ...", "shall be entitled to cash compensation equal to ...").
 */
const PAYS_AT_END = String.raw`\b(?:(?:shall|will|must)\s+(?:\([a-z0-9]{1,4}\)\s+)?(?:promptly\s+|immediately\s+|then\s+)?(?:pay|continue to pay|be (?:required|obligated) to pay|receive|be paid|provide)|(?:shall be|will be|is|are|be) (?:entitled|eligible) (?:only )?to)\b`;
/**
 * Pay measured beyond the ending by the salary: "eighteen (18) months salary", "one (1) year of his Total Compensation",
 * "1.5 times his Base Salary", "up to the end of the Term".
 */
const COUNT = String.raw`(?:[a-z-]+\s+\(\d+(?:[.·]\d+)?\)|\(\d+\)\s+[a-z-]+|\d+(?:[.·]\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty-four|thirty-six)`;
/** Whose salary, and which: "his then current", "the Executive's last", "your total aggregate". */
// A summary names him with a title ("12 months of Mr. Lane's base salary"), its stop read as "·" (flags/rule.ts matchText).
const WHOSE = String.raw`(?:(?:his or her|his|her|their|your|the|(?:the )?(?:${HONORIFIC}\s+)?[a-z]+'s)\s+)?`;
const WHICH = String.raw`(?:then[- ](?:current|existing|effective|applicable|prevailing)\s+|annual\s+|monthly\s+|full\s+|total\s+|regular\s+|aggregate\s+|current\s+|last\s+)*`;
/** The period a contract runs for, named as what remains of it: "the Term", "the Initial Term", "the Extension Period" (not a notice period). */
const RUNNING_PERIOD = String.raw`(?:the |this |his |her |such )?(?:(?:initial|original|then[- ]current|current|remaining|unexpired|extension|renewal|employment|contract)\s+)?(?:term|employment period|period of employment|extension period|contract period|agreement)\b`;
/**
 * A share of the salary: "fifty percent (50%) of Executive's base salary", "100% of the salary he received", "200% of
 * the sum of (a) her Base Salary and (b) ...". A share
 * named after a bonus, a raise, a deferral or an insurance ("a target bonus of 50% of base salary") is not pay at an ending.
 */
const SALARY_SHARE = String.raw`(?<!\b(?:bonus\w*|incentive|target|commissions?|insurance|coverage|benefits?|increase[sd]?|raise|adjust\w*|reduc\w*|decreas\w*|defer\w*|contribut\w*|premiums?)\b[^.;]{0,60})\b\d+(?:[.·]\d+)?\s*(?:%|percent)\)?\s+of\s+(?:the (?:sum|total|aggregate) of\s+(?:\(?[a-z0-9]{1,3}\)\s+)?)?${WHOSE}${WHICH}(?:base salary|salary|base compensation|base pay)\b`;
const SALARY_MEASURE = group([
  String.raw`\b${COUNT}\s*(?:months?|years?|weeks?)(?:'s?)?\s+(?:worth\s+)?(?:of\s+)?${WHOSE}${WHICH}(?:base salary|salary|base compensation|compensation|base pay|pay)\b`,
  // "1.5 times the Executive's Base Salary", "two times your total aggregate compensation", "3.0 times the average amount
  // paid to her as salary", "two and one quarter (2.25) times the total of (a) her Base Salary plus (b) ...".
  String.raw`\b${COUNT}\s*(?:times|x)\s+(?:[a-z0-9()'·-]+\s+){0,8}?(?:base salary|salary|compensation|annual|remuneration|earnings|base pay)`,
  // The multiple after the salary, perhaps past the moment it is measured at: "a lump sum equal to his then current annual
  // base salary multiplied by two (2)", "her salary as in force on the day she leaves multiplied by 1.5".
  String.raw`\b${WHOSE}${WHICH}(?:base salary|salary|base compensation|base pay)\b[^.;,]{0,60}?\s+multiplied by\s+${COUNT}`,
  // The multiple first: "the product of (i) three multiplied by (ii) his annual base salary".
  String.raw`\b${COUNT}\s+multiplied by\s+(?:\(?[a-z0-9]{1,4}\)\s+)?${WHOSE}${WHICH}(?:base salary|salary|base compensation|base pay)\b`,
  // "until the date of expiration of this Agreement".
  String.raw`\b(?:through|for|until|during|over) the (?:(?:scheduled )?date of (?:the )?)?(?:end|remainder|balance|rest|expiration|expiry|remaining (?:period|portion|part|months?)|unexpired (?:period|portion|part)) of ${RUNNING_PERIOD}`,
  String.raw`\bthe (?:balance of the )?(?:remaining|unexpired) (?:portion of the )?(?:initial )?term\b`,
  // "is owed the rest of her salary under this contract".
  String.raw`\bthe (?:balance|remainder|rest) of (?:his|her|their|your|the|(?:the )?[a-z]+'s) (?:annual )?(?:base )?(?:salary|compensation)\b`,
  // Salary paid on with the benefits, both named as one payment: "salary and the provision of benefits shall continue for a period of 12 months".
  String.raw`\b(?:salary|compensation)\b(?: and (?:the )?(?:[a-z]+ )?(?:of )?(?:[a-z]+ )?benefits)?[^.;]{0,30}\b(?:for|over|during) (?:a |an )?(?:period of )?(?:the )?(?:following |next )?${COUNT}[\s-]*(?:months?|years?|weeks?)\b`,
  // "for a period of 1 year commencing on the date of such termination, his Base Salary".
  String.raw`\bfor (?:a period of )?(?:the )?(?:following |next )?${COUNT}\s*(?:months?|years?|weeks?)\b[^.;]{0,90}\b(?:base salary|salary|base compensation)\b`,
  SALARY_SHARE,
]);
/**
 * Pay at the ending measured by the whole term, in the order ending, paying, measure only (a salary clause may speak of
 * the whole term and of an ending apart): "shall immediately pay the compensation payable under the entire term of this Agreement".
 */
const WHOLE_TERM = String.raw`\b(?:under|for|through|over) (?:the )?(?:entire|full|whole) (?:remaining )?(?:term|employment period)\b`;
/** An ending of the employment, as a clause that pays for it names it (not a change in control alone: a bonus on a sale is no severance). */
const ENDING = String.raw`\b(?:terminat\w*|resign\w*|separation|discharg\w*|dismiss\w*|cessation of (?:the )?employment)\b`;
/** Words of paying. */
const PAY_WORD = String.raw`\b(?:pay|paid|paying|payable|payment|payments|receive|entitled|continu\w*|(?:amounts?|sums?) (?:then )?(?:due|owed|owing))\b`;
/**
 * A year's salary paid at once, an item of what an ending pays: "(c) a single cash payment equal to her Base Salary". Not
 * the salary earned up to the ending settled in one sum ("a lump sum equal to his salary through the leaving date").
 */
const LUMP_SUM_OF_SALARY = new RegExp(String.raw`\b(?:lump[- ]sum|single|one[- ]time)(?: cash)? (?:payment|amount|sum) equal to ${WHOSE}${WHICH}(?:base salary|salary|base compensation|base pay)\b(?![^.;]{0,20}\b(?:through|up to|until|to the date|earned|accrued|unpaid|owed|due)\b)`);
/**
 * An ending not for cause, as contracts word it: "without Cause", "other than for cause", the excepted ending named by its
 * defined term ("for a reason other than a Termination for Cause"), and cause qualified by an adjective of its own
 * ("without justifiable cause", "without good cause"). No trailing boundary: callers add their own.
 */
const NOT_FOR_CAUSE = String.raw`\b(?:other than|without) (?:for |(?:a |an )?termination for )?["']?(?:(?:good|just|justifiable|sufficient|proper|valid|lawful) )?["']?cause`;
/**
 * The formula a sum is put as before the salary it starts from: "the product of (a) the sum of (i) his monthly
 * pay ... and (b) a multiple", "the total of (1) her salary ...". The salary still measures the sum.
 */
const ARITHMETIC_OF = String.raw`(?:the (?:product|sum|total|aggregate) of\s+(?:\(?[a-z0-9]{1,3}\)\s+)?){0,2}`;
/** An ending the employer causes or is blamed for: without cause, for good reason, a constructive termination. */
const EMPLOYER_ENDING = String.raw`(?:${NOT_FOR_CAUSE}|\b(?:for|with) ["']?good reason|\bconstructive(?:ly)? (?:terminat\w*|dismiss\w*|discharg\w*))\b`;
/** The contract's rights kept alive for a stretch after it: "all his rights under the Agreement shall continue for one year". */
const CARRIED_ON_RIGHTS = String.raw`\brights (?:of (?:the )?[a-z]+ )?under (?:this|the) (?:[a-z]+ )?agreement (?:shall|will) continue for (?:a period of )?${COUNT}[\s-]*(?:months?|years?)\b`;
/** The contract's pay still received, named by the section that sets it: "shall still receive the salary set out in Section 5". */
const CARRIED_ON_PAY = String.raw`\b(?:shall|will) (?:still |also )?(?:(?:be entitled|continue) to )?receive (?:the |his |her |all )?(?:compensation|salary|base salary) (?:referred to|described|set (?:forth|out)|provided(?: for)?|specified) (?:in|under) (?:section|paragraph|article)\b`;
/** A cover measured by the salary ("life insurance equal to two times base salary") is not pay at an ending. */
const COVER = /\b(?:life insurance|insurance polic\w+|death benefit|disability (?:insurance|benefits?|plan|policy))\b/;
/**
 * The same, the cover and the salary measure read together: a list of what an ending pays may also name the cost of
 * cover kept up ("three times his salary, plus what the Company paid for his life and disability insurance in the last
 * year"), and only a measure that belongs to the cover is the cover's.
 */
const COVER_MEASURED = new RegExp(String.raw`${COVER.source}[^.;]{0,60}?${SALARY_MEASURE}|${SALARY_MEASURE}[^.;]{0,40}?${COVER.source}`);
/** The period of a covenant, not of pay: "for twelve months after termination the Officer will not compete". */
const COVENANT = /\b(?:shall|will|must|may|agrees?(?: that (?:he|she|it|they) (?:will|shall))?) not\b[^.;]{0,80}\b(?:compet\w*|solicit\w*|disclose|engage|employ|hire|render)\b/;
/**
 * A period counted from the ending: "until ... two years following the date of termination", "for a period of one
 * year after the termination date".
 */
const AFTER_ENDING = String.raw`\b${COUNT}[\s-]*(?:months?|years?|weeks?)\s+(?:after|following|from)\s+(?:the |such |his |her |your |(?:the )?[a-z]+'s )?(?:(?:effective )?date of (?:such |the |his |her |your |(?:the )?[a-z]+'s )?)?(?:termination|separation|resignation)(?: date)?\b`;
/** Insurance cover the employer keeps up, named by its kind: "continuation coverage under its group medical plan", "the health care and life cover of Section 8". */
const COVER_KEPT = String.raw`\b(?:(?:group )?(?:health|medical|dental|hospitali[sz]ation)(?: care)?(?: and [a-z ]{0,30}?insurance)?(?: (?:plans?|coverage|cover|benefits?|insurance|polic(?:y|ies)))?|life (?:insurance|coverage|cover|benefits?)|continuation coverage|cobra(?: (?:coverage|continuation|premiums?|benefits?))?)\b`;
/** Cover or its premiums paid by the physician, or only offered for election (COBRA at his own cost is no pay at the ending). */
const OWN_COST = /\b(?:at|for) (?:his|her|their|your|the (?:executive|employee|physician|officer|doctor)'s) (?:own |sole )?(?:expense|cost)\b|\b(?:own|sole) (?:expense|cost)\b|\b(?:may|might|can|right to|option to|entitled to) elect\b|\belect(?:s|ed|ion)? (?:to continue|continuation|cobra)\b/;
/** Cover that only lasts up to the ending: "benefits through the date of termination" are accrued, not pay for the ending. */
/**
 * Pay already earned for the time worked up to the ending, settled on leaving ("a lump sum equal to any part of his
 * salary up to the termination date that has not yet been paid"): arrears, not pay for an ending, unless a measure
 * beyond it is named too.
 */
const ARREARS_ONLY = /^(?![\s\S]*\b(?:plus|in addition|times|multiplied|(?:months?|years?|weeks?)(?:'s?)? (?:worth )?(?:of )?(?:(?:his|her|your|the [a-z]+'s) )?(?:base )?salary)\b)[\s\S]*\bsalary\b[^.;]{0,40}\b(?:up to|through|until) (?:and including )?(?:the )?(?:date of )?(?:termination|separation)(?: date)?\b[^.;]{0,30}\b(?:(?:that|which) ha(?:s|ve) not (?:yet )?been paid|not (?:yet )?(?:been )?paid|unpaid)\b/;
/**
 * The tax limit on payments at a change of control ("if the severance benefits would be parachute payments under Section
 * 280G, they shall be cut to avoid the excise tax"): it caps severance set elsewhere (in an amendment, in the earlier
 * agreement) and provides none itself.
 */
// The same for the limits on pay at firms that took federal rescue capital ("to the extent a provision is not in compliance
// with EESA, including the amount of any severance, it shall be interpreted to comply").
const PARACHUTE_CAP = /\bparachute payments?\b|\b(?:section )?280g\b|\bexcise tax\b|\beesa\b|\bemergency economic stabilization act\b|\btarp\b|\bcapital purchase program\b/;

/**
 * Severance an amendment takes out of the agreement ("the severance the agreement provided is hereby deleted", "all
 * severance rights under Section 6 are eliminated"): the document removes it and provides none. Not a severance that
 * ends or is lost on an event ("forfeited if he competes"), which is still provided, nor wording deleted to be replaced
 * ("the clause setting the severance is deleted and replaced with the following"), which sets it anew.
 */
const SEVERANCE_REMOVED = /\bseverance\b[^.;]{0,80}\b(?:is|are|shall be|will be|has been|have been) (?:hereby )?(?:intentionally |expressly |entirely |fully )?(?:deleted|eliminated|removed|struck|rescinded|withdrawn)\b(?![^.;]{0,40}\b(?:replaced|restated|substitut\w*|superseded|in lieu)\b)/;

/**
 * Termination pay owed elsewhere, only cut here ("if he is let go without cause and is owed termination payments under
 * the agreement, they shall be reduced by the retention bonus paid"): an offset adds no severance (ADJUDICATION: h38-08).
 */
const PAY_CUT_ONLY = /^(?![\s\S]*\b(?:equal to|times|multiplied|lump sum|(?:months?|years?|weeks?)(?:'s?)? (?:worth )?(?:of )?(?:(?:his|her|your|the [a-z]+'s) )?(?:base )?salary)\b)[\s\S]*\b(?:such|any|the|all|those|these) (?:termination|severance|separation) (?:payments?|pay|benefits)\b[^.;]{0,40}\b(?:shall|will) be (?:reduced|offset|decreased|diminished)\b/;
const UP_TO_ENDING = /\b(?:through|up to|until|to) (?:and including )?(?:the |such )?(?:(?:effective )?date of (?:such |the |his |her )?)?(?:termination|separation|resignation)(?: date)?\b|\bshall (?:cease|terminate|end)\b/;

/**
 * A separate agreement on a covenant's subject that this contract makes the physician sign, or attaches, or keeps
 * in force ("shall execute the Company's usual Proprietary Information and Inventions Agreement", "the
 * Declaration of Secrecy attached as Addendum 1"): the covenant is part of the deal though its text is elsewhere.
 * `topic` is the subject as words of the other agreement's name.
 */
function agreementNamed(topic: string, more = ''): RegExp {
  const kind = String.raw`(?:agreements?|declarations?|undertakings?|covenants?|letters?${more})`;
  // "Confidentiality and Inventions Agreement", or the kind first: "Declaration of Secrecy".
  // The kind first may name its subject by a verb: "the policy governing the handling of confidential information".
  return new RegExp(String.raw`\b(?:${topic})(?:[ ,]+(?:and|&|or|[a-z-]+)){0,6}? ${kind}\b|\b${kind} (?:of|on|regarding|concerning|as to|governing|covering) (?:[a-z-]+,? ){0,3}?(?:${topic})\b`);
}
/** Not followed by the rest of an agreement's name ("Invention Assignment Agreement", "Inventions and Non-Disclosure Agreement"). */
const NOT_IN_NAME = String.raw`(?!(?:[ ,]+(?:and|&|(?!(?:this|the|such|that|any|under|pursuant|to|of|by|in|for|hereunder|with)\b)[a-z-]+)){0,4}? agreements?\b)`;
/** What makes a named agreement binding here: signing it, keeping to it, attaching it, conditioning the offer on it. */
/** Keeping to such agreements named only as a condition of something else ("severance is paid only if he complies with any ... agreement"). */
const CONDITION_ONLY = /\b(?:only if|unless|provided that|on condition that|conditioned (?:up)?on|subject to|in the event)\b[^.;]{0,80}\b(?:complies|comply|compliance|breach\w*|violat\w*)\b/;
/**
 * A release the employee signs at the ending that acknowledges his duties under an agreement already made: what is
 * signed is the release, the agreement is only named.
 */
const RELEASE_ACKNOWLEDGES = /\b(?:release|waiver)\b[^.;]{0,120}\b(?:acknowledg\w*|reaffirm\w*|confirm\w*)\b[^.;]{0,60}\bobligations\b/;
// Signed by the parties the same day as this contract also binds: "the secrecy covenant, dated as of the date hereof,
// that the Clinic and the Doctor have both signed".
const BOUND_BY = /\b(?:signs?|signed|signing|execut(?:e|es|ed|ing|ion)|enter(?:s|ed)? into|deliver|bound by|compl(?:y|ies) with|abide by|attached|incorporated|made a part|subject to|conditioned|contingent|remains? in (?:full )?(?:force|effect)|continue to apply|dated (?:as of )?(?:the date hereof|even date here\w+)|of even date here\w+|(?:provide|send|give|furnish)\w* (?:to )?(?:you )?(?:with )?for (?:your|his|her) (?:review|signature))\b/;

/**
 * The promise a restrictive covenant opens with, taken into a mention that starts later ("shall not, whether for
 * himself or for any other firm ..., solicit"), so that the promise is read as the covenant, not as its denial.
 */
const PROMISE_NOT = String.raw`\b(?:shall|will|must|may|agrees?|covenants?|undertakes?)(?: to)? not\b[^.;]{0,250}?`;
/** A promise not to do a list of things, up to one of its item markers in the same sentence ("shall not, directly or indirectly, (i) ..."). */
const LIST_PROMISE = String.raw`\b(?:(?:shall|will|must|may) not|(?:agrees?|covenants?|undertakes?) not to)\b,?(?: directly or indirectly,?)?[^.;]{0,400}?`;
/** The person a summary says a covenant binds: "him", "the Executive", "Mr. Roe", "Roe". */
const BOUND_PERSON = String.raw`(?:him|her|them|the (?:executive|employee|officer|physician)|(?:${HONORIFIC} )?[a-z]+)`;
/**
 * Business the employer is in, as an in-term bar names it without the word "compete": "no stake in any firm similar
 * to the Mill's business", "no venture directly related to the business of the Mill", "no venture in the same line of
 * business as the Bank", "any allied trade". The barred thing must be a business or an activity: an allowance ("he may
 * join guilds related to the business of the Mill") bars nothing.
 */
const EMPLOYERS_LINE = String.raw`(?:\b(?:business(?:es)?|activit(?:y|ies)|firms?|enterprises?|ventures?|occupations?|employment)(?:,? (?:that|which) (?:is|are))?,? (?:directly |substantially |closely )?(?:(?:similar|related|identical) to (?:that of )?(?:the |its |our )?(?:[a-z]+'s )?(?:business|businesses|trade)\b|related to the business (?:of|in which|conducted)\b|in the same (?:or (?:a )?similar )?(?:line of )?business as\b)|\bany (?:other )?allied trades?\b)`;
/** "Unfair competition" is misuse of trade secrets and the like, not a bar on competing (unless one is named too). */
const UNFAIR_COMPETITION_ONLY = /^(?![\s\S]*\b(?:non-?compet\w*|not (?:to )?compete)\b)[\s\S]*\bunfair competition\b/;
/**
 * Covenants named only as agreements with others ("you have no agreements with former employers, including
 * noncompetition agreements, that would conflict") or as a cause for dismissal ("any breach by you of any ...
 * non-competition agreement"): no covenant of this contract.
 */
const OTHERS_COVENANTS = [
  /\bagreements?\b[^.;]{0,30}\b(?:with|to) (?:any )?(?:third part(?:y|ies)|(?:former|prior|previous|current|present) employers?|any other (?:person|party|entity|employer))\b/,
  /\b(?:breach\w*|violat\w*) (?:by (?:you|him|her|the (?:executive|employee|officer|physician)) )?of any\b[^.;]{0,120}\bnon-?compet\w*/,
];

/** Those a non-solicitation protects: staff, customers and others the employer deals with. */
const PROTECTED = String.raw`(?:employees?|staff|customers?|clients?|patients?|suppliers?|vendors?|contractors?|consultants?|agents?|brokers?|depositors?|borrowers?|officers?|persons?|individuals?|entit(?:y|ies))`;

/**
 * A confidentiality agreement the employer makes with someone else ("after the Bank signs a confidentiality agreement with a
 * third party about a sale of the Bank"): it binds the employer and an outsider, not the employee.
 */
const THIRD_PARTY_NDA = /\b(?:confidentiality|non-?disclosure|secrecy) agreements?\b[^.;]{0,60}\bwith (?:a |an |any |one or more )?(?:third[- ]part(?:y|ies)|potential (?:acquirers?|buyers?|purchasers?|bidders?|investors?)|prospective (?:acquirers?|buyers?|purchasers?|bidders?|investors?)|(?:acquirers?|buyers?|purchasers?|bidders?))\b/;

/**
 * Covenants of another agreement only acknowledged or reaffirmed here ("you reaffirm your obligations under Section 9 of
 * the Employment Agreement, including the duty not to compete, which remain in force"): the covenant is that agreement's
 * (corpus/real/ADJUDICATION-holdout47.md, h47-02 against h47-07). A promise made in the sentence itself still counts.
 */
const REAFFIRMED_ELSEWHERE = /^(?![\s\S]*\b(?:shall|will|must|agrees? to|agrees?|covenants?|undertakes?) not\b)[\s\S]*\b(?:acknowledg\w*|reaffirm\w*|confirm\w*)\b[^.;]{0,60}\bobligations?\b[^.;]{0,200}\b(?:of|under|in) (?:the |that |your |his |her |such )?(?!this\b)(?:[a-z-]+ ){0,4}agreement\b/;

// British contracts practise (verb) where American ones practice: both spellings are read.
/**
 * A disclosure named only as a wrong that is cause for dismissal ("(iii) wilful disclosure of the Bank's secret
 * information;"), with no promise of the employee's to keep anything confidential.
 */
const DISCLOSURE_AS_CAUSE = /^(?![\s\S]*\b(?:shall|will|must|agrees?|covenants?|undertakes?)\b[^.;]{0,40}\b(?:not|keep|hold|maintain|protect)\b)[\s\S]*\b(?:improper|unauthori[sz]ed|wil(?:l)?ful|intentional|knowing)\b[^.;]{0,40}\bdisclos\w*/;

/**
 * A list's lead-in that makes the promise its items complete ("for two years after leaving, the Officer shall not:"), not a
 * "not be required to" that takes something away: the items under it are the covenant.
 */
const COVENANT_LEAD = /\b(?:shall|will|must|agrees? (?:that (?:he|she|it|they) (?:will|shall) )?|covenants?|undertakes?)(?: to)? not\b(?!\s+be\b)[^.;]{0,600}$/;

/**
 * Outside work the agreement allows only where it does not compete: "he may take other posts, so long as those firms do not
 * compete with the Bank", "nothing here stops her sitting on other boards unless the company would be in competition with
 * the Clinic", "you may consult for others provided that such firms are not engaged in the Clinic's field". The proviso is the
 * bar on competing (corpus/real/ADJUDICATION-holdout8.md h8-09, after r26 and h18-01).
 */
const ONLY_IF_NOT_COMPETING = [
  /\b(?:provided(?: that)?|so long as|as long as|on condition that)\b[^.;]{0,40}\b(?:do|does|shall|will|would|are|is)(?: not| no|n't)\b[^.;]{0,20}\b(?:compete|competing|in competition)\b/,
  /\bunless\b[^.;]{0,60}\b(?:would be|is|are|be|becomes?)\b (?:directly |otherwise )?(?:in competition|competitive|competing) with\b/,
  // The allowance may run long before its proviso, through the kinds of work it lets in.
  /\bmay (?:[a-z]+ ){0,2}(?:accept|pursue|take|hold|engage in|serve)\b[^.;]{0,400}?\b(?:provided(?: that)?|so long as|as long as)\b (?:such|the|those|these) (?:[a-z-]+ ){0,2}(?:compan(?:y|ies)|entit(?:y|ies)|business(?:es)?|firms?|organi[sz]ations?|employers?|corporations?) (?:are|is) not (?:engaged|involved) in\b/,
];
/** The allowance such a proviso limits: other work the employee may take, or that nothing in the agreement prevents. */
const OUTSIDE_WORK_ALLOWED = /\bmay\b[^.;]{0,80}\b(?:accept|pursue|engage|serve|hold|take|perform|undertake|act|consult|work)\b|\b(?:shall not|nothing)\b[^.;]{0,80}\b(?:prevent|limit|prohibit|restrict|preclude)\b/;

/**
 * A statement that no such covenant binds him: "the Company confirms that the officer is not subject to any
 * non-competition covenant which could limit his new work". It sets out no covenant, under its caption or not.
 */
const NO_NON_COMPETE_BINDS = /\b(?:represents?|warrants?|confirms?|acknowledges?|states?)\b[^.;]{0,80}\b(?:is|are|am) not (?:a party to|subject to|bound by) any\b[^.;]{0,40}\b(?:non-?compet\w*|restrictive covenants?|agreements? not to compete)\b/;

export const covenantRules: readonly FlagRule[] = [
  {
    path: `${L}nonCompeteOtherAgreements.non_comp_clause`,
    match: [
      /\bcovenants? not to compete\b/,
      /\bnon-?compet(?:e|ition)\b/,
      /\bnot (?:to )?compete\b/,
      /\bnot competing\b/,
      /\b(?:shall|will|must|may) not,?(?: directly or indirectly,?)?(?: [a-z,]+){0,8} (?:practi[cs]e|provide|render|engage in)\b[^.]{0,160}\b(?:within|radius of) [^.]{0,40}\b(?:miles?|kilomet(?:re|er)s?|km)\b/,
      /\brestrictive covenants?\b[^.]{0,60}\b(?:compet(?:e|es|ed|ing|ition|itive|itors?)|practi[cs](?:e|es|ed|ing))\b/,
      around(String.raw`\b(?:shall|will|must|may) not\b[^.]{0,60}\b(?:within|in) [^.]{0,60}\b`, [
        String.raw`miles?|kilomet(?:re|er)s?|km|radius|restricted (?:area|territory)|service area|territory`,
      ], String.raw`\b[^.]{0,120}\b(?:practi[cs]e|engage|provide|render|compete|own|manage|be employed)\w*`),
      around(String.raw`\b(?:shall|will|must|may) not\b[^.]{0,100}\b(?:practi[cs]e|provide|render|engage in|be employed|own|manage|operate|compete)\b[^.]{0,200}\b`, [
        String.raw`miles?|kilomet(?:re|er)s?|km|radius|(?:restricted|protected|non-?compete) (?:area|territory|region|zone)`,
        String.raw`service area|territory`,
      ], String.raw`\b`),
      // A covenant aimed at competing business, wherever it sits: "shall not, directly or indirectly, own, manage, operate ...
      // or engage in any Competitive Business", "shall not be involved in the management of any other competitive business",
      // "will not engage in any business activity for any entity marketing a product directly competing with the Company's".
      // The promise may be far from the verb and the verb far from the competitor, past a list of capacities ("shall not,
      // directly or indirectly, as an employee, agent, partner, stockholder (except ...), officer or in any other capacity,
      // engage in any business that is in competition with"), and the prohibition put otherwise ("under no circumstances
      // may work for a competitor", "activities competitive with the business of the Group").
      // The bar may be put in the passive ("the Director is barred from joining a rival practice") and the taking
      // part in other verbs ("will not take part in any firm that is competitive with the Clinic").
      around(String.raw`\b(?:(?:shall|will|must|may)\s+not|under no circumstances (?:may|shall|will|can)|(?:is|are|shall be|will be) (?:prohibited|restricted|barred|precluded|forbidden) from|shall refrain from)\b[^.;]{0,320}?\b`, [
        // "Own" as a verb, not the adjective of "for his own benefit" (a secrecy promise, not a bar on competing).
        String.raw`engag\w*|(?<!\b(?:his|her|its|their|your|my|our) )own|manage|operate|control|participat\w*|invest|be (?:employed|involved|interested|connected)`,
        String.raw`become (?:financially )?interested|render (?:any )?services|provide (?:any )?services|work|tak(?:e|ing) part|carry(?:ing)? on|be concerned`,
        // "shall not hold any stake in", "will not take up any other job".
        String.raw`hold (?:any |an )?(?:stake|interest)|take up|undertake`,
        // A stake barred by its form: "shall not make any investment in a competitive firm".
        String.raw`make (?:any |an )?investments?|invest(?:ing)?`,
      ], String.raw`\b[^.;]{0,300}?\b(?:competitive (?:business|with|to|(?:entit(?:y|ies)|enterprises?|firms?|compan(?:y|ies)|concerns?|ventures?|undertakings?)\b)|compet(?:e|es|ing|ition|itor|itors)\b|${EMPLOYERS_LINE})`),
      // "Compete" itself the barred verb, after the list of capacities: "will not, directly or indirectly, as owner, lender,
      // adviser or in any other role, compete with the Clinic".
      /\b(?:shall|will|must) not\b[^.;]{0,240}?,? (?:directly or indirectly,? )?compete (?:with|against)\b/,
      // Serving a competing firm, the competitor named by what it does: "will not for a year act as an officer of any firm
      // that directly competes with the Clinic".
      /\b(?:shall|will|must) not\b[^.;]{0,120}\b(?:act|serve|work)\b[^.;]{0,60}\b(?:for|of|with) any (?:company|business|entity|firm|enterprise|organi[sz]ation)\b[^.;]{0,20}\b(?:that|which) (?:directly |indirectly )?competes\b/,
      // The promise put as refraining: "the Doctor shall refrain from competing with the Clinic for two years".
      /\b(?:shall|will|must|agrees? to|undertakes? to) refrain from (?:directly or indirectly,? )?compet(?:ing|ition)\b/,
      // A promise that opens with its period and runs through a long list of capacities and a radius before the barred
      // business ("will not, during his employment and for a year after, in any capacity (owner, partner, ...), within
      // fifty miles of the Clinic, engage in any business in competition with the Clinic"): the period right after the
      // "not" marks a covenant, so a longer reach to the verb is safe.
      /\b(?:shall|will|must) not,? (?:during|for|until|while)\b[^.;]{0,600}?\b(?:engag(?:e|ing) in|be connected with|establish)\b[^.;]{0,200}?\b(?:in competition with|competitive with|compet(?:e|es|ing) with)\b/,
      // Named by what the covenant does: "competing during the Restricted Period ends the payments", "the statutory
      // competition prohibitions apply".
      /\bengag(?:e|es|ed|ing) in (?:any )?competi(?:tion|tive (?:activit\w+|business))\b/,
      // A covenant told in a summary: "his agreement has covenants barring him from competing with the Bank", "the contract
      // shields the Company from competition by the Officer for a year after he leaves".
      new RegExp(String.raw`\b(?:covenants?|restrictions?|provisions?|agreement|contract)\b[^.;]{0,40}\b(?:restrict\w*|prohibit\w*|preclud\w*|barr\w*|prevent\w*|forbid\w*) (?:${BOUND_PERSON}\s+)?from (?:directly or indirectly )?(?:compet(?:ing|ition)|engaging in competi\w+)\b`),
      /\b(?:protects?|protecting|shields?|shielding|safeguards?) (?:the )?(?:company|employer|bank|corporation|practice|group)\b[^.;]{0,20}\b(?:from|against) (?:any )?competition\b[^.;]{0,80}\b(?:by (?:the )?(?:executive|employee|officer|physician|him|her)\b|(?:following|after) (?:the )?(?:termination|end|cessation)\b)/,
      // The same with more protected first, the person by name: "provisions protecting the Company's trade secrets and
      // the Company from competition by Mr. Roe".
      new RegExp(String.raw`\b(?:provisions?|clauses?|covenants?|terms|agreement|contract)\b[^.;]{0,40}\b(?:protects?|protecting|shields?|shielding|safeguards?|safeguarding)\b[^.;]{0,120}\b(?:from|against) (?:any )?competition by (?:the )?(?:executive|employee|officer|physician|him|her|${HONORIFIC} [a-z]+)\b`),
      /\bcompetition (?:prohibitions?|bans?|clauses?|covenants?)\b|\bprohibitions? (?:of|on|against) competition\b/,
      // The area or activity a covenant bars, defined by a distance (a definition, or its amendment): '"Restricted Area"
      // means the land within a thirty mile radius of any clinic', 'in the definition of "Restricted Activity" the words
      // "ten (10) mile radius" are replaced'.
      /\b(?:restricted|prohibited|non-?compet\w*) (?:activit(?:y|ies)|area|territory|region|zone)\b[^.;]{0,200}\b(?:miles?|kilomet(?:re|er)s?|km)\b[^.;]{0,20}\bradius\b|\bradius\b[^.;]{0,200}\b(?:restricted|prohibited|non-?compet\w*) (?:activit(?:y|ies)|area|territory|region|zone)\b/,
      // The barred business under a defined name: 'shall not ... engage in ... any firm in the business of ... (the "Restricted Business")'.
      /\b(?:shall|will|must|may) not\b[^.]{0,800}?\b(?:restricted|competing|prohibited) business\b/,
      // "Compete" as an item of the promise's list in the same sentence, perhaps after the item's own period: "will not
      // (a) compete with the Clinic ...", "shall not, directly or indirectly, (1) for a year after he leaves, compete with".
      new RegExp(String.raw`${LIST_PROMISE}\((?:[a-z]|[ivx]{1,4}|\d{1,2})\)\s+(?:[^.;()]{0,200}?,\s+)?(?:directly or indirectly,? )?compete\b`),
    ],
    viaLead: [around(String.raw`\b(?:shall|will|agrees? to|may) not\b[^.]{0,120}\((?:[a-z]|[ivx]{1,4}|\d{1,2})\)\s+(?:directly or indirectly,? )?(?:practi[cs]e|engage in|provide|render|compete|own|manage|operate|be employed)\b[^.]{0,200}\b`, [
      String.raw`miles?|kilomet(?:re|er)s?|km|radius|restricted (?:area|territory)|service area|territory`,
    ], String.raw`\b`),
    // An item of a covenant list aimed at competing business, its period before the verb: "shall not, without consent:
    // ... or (iv) until a year after he leaves the board, engage directly or indirectly in any business in competition with".
    new RegExp(String.raw`\b(?:(?:shall|will|agrees? to|may) not|(?:agrees?|covenants?|undertakes?) not to)\b[^.]{0,400}\((?:[a-z]|[ivx]{1,4}|\d{1,2})\)\s+(?:[^.;()]{0,200}?,\s+)?(?:directly or indirectly,? )?(?:engag\w*|own|manage|operate|participate|tak(?:e|ing) part|be (?:employed|involved|interested))\b[^.;]{0,120}?\b(?:competitive (?:business|with|to)|in competition with|compet(?:e|es|ing|itor|itors)\b)`)],
    unless: [
      REFERS_ONLY,
      AMENDED_TITLE,
      COVENANT_NAMED_ONLY,
      REAFFIRMED_ELSEWHERE,
      UNFAIR_COMPETITION_ONLY,
      NO_NON_COMPETE_BINDS,
      ...OTHERS_COVENANTS,
      /\brestrict solicitation only\b/,
      // Not the usual carve-out of a covenant for a small holding of listed stock ("except that the foregoing shall not
      // restrict him from holding under two percent of a listed company's shares"), which comes only with a covenant.
      /\b(?:shall|will|may) not (?:be )?(?:prevent\w*|prohibit\w*|restrict\w*|preclude\w*|limit\w*|barred)\b[^.;]{0,40}\bfrom\b(?![^.;]{0,160}\b(?:percent|%|shares|stock|securities)\b)/,
      /\bnothing (?:herein|in this agreement) shall (?:prevent|prohibit|restrict|preclude|limit)\b/,
    ],
    leadPromise: COVENANT_LEAD,
    captionUnless: [NO_NON_COMPETE_BINDS],
    // A caption ("10. Secrecy and Non-Competition.") over sections that bar no competing business is no covenant.
    captionNeeds: [/\bcompet\w*|\bpracti[cs]\w*|\bengag\w*|\bradius\b|\bmiles?\b|\bkilomet\w*|\brestricted (?:area|territory|period|business|activit\w*)|\brival\b|\bbe employed (?:by|with|in) (?:any|an?|another)\b|\bown\b|\bmanage\b|\boperate\b/],
    denial: 'clause',
    denialReach: 80,
  },
  {
    path: `${L}nonCompeteOtherAgreements.non_comp_clause`,
    match: ONLY_IF_NOT_COMPETING,
    needs: [OUTSIDE_WORK_ALLOWED],
    unless: [REFERS_ONLY, AMENDED_TITLE],
    // The "not" is the proviso itself.
    denial: 'none',
    confidence: PLAIN,
  },
  {
    path: `${L}nonCompeteOtherAgreements.non_comp_clause`,
    // A bar on a line of business that outlasts the employment, without the word "compete": "for one year following the
    // termination of your employment, you shall not engage or be interested in any jewelry business". An in-term
    // exclusivity clause (no other work while employed) is not one, so the period after the ending is needed.
    match: [
      /\b(?:shall|will|must|may) not\b[^.;]{0,120}?\b(?:engage(?: or be interested)? in|be (?:engaged|interested|employed) (?:in|by)|own(?:,| or) (?:operate|manage))\b[^.;]{0,40}?\bany (?:[a-z-]+ ){0,4}?business\b/,
    ],
    needs: [/\b(?:after|following|from) (?:the )?(?:date of )?(?:termination|end|expiration|cessation) of (?:(?:his|her|your|their|the|its)\s+)?(?:[a-z]+'s\s+)?(?:employment|engagement|services)\b|\b(?:years?|months?) (?:after|following|thereafter)\b/],
    unless: [REFERS_ONLY],
    denial: 'clause',
    confidence: PLAIN,
  },
  {
    path: `${L}nonCompeteOtherAgreements.non_comp_clause`,
    match: [
      // Pay forfeited by competing: "no severance is owed if, when you are let go, you are already engaged in any activities
      // that compete with our business".
      new RegExp(String.raw`\b(?:${PHYSICIAN}|officer)\b[^.;]{0,40}\b(?:is|are|was|were|be|becomes?|has|have) (?:then )?(?:engaged|involved) in (?:any )?(?:[a-z-]+ ){0,2}?(?:activit(?:y|ies)|business(?:es)?|enterprises?|work) (?:that|which) (?:compete|competes|is competitive|are competitive|is in competition|are in competition)\b`),
    ],
    unless: [REFERS_ONLY],
    // The negation there denies the pay ("no severance is owed if ..."), not the covenant.
    denial: 'none',
    confidence: PLAIN,
  },
  {
    path: `${L}nonCompeteOtherAgreements.non_comp_clause`,
    // A term sheet's "NC:" line with its period or radius: "NC: 2 yrs post-employment; 10 mi radius".
    match: [/^nc\s*:/],
    needs: [/\b(?:miles?|radius|kilomet(?:re|er)s?|km|years?|months?|post-employment|after (?:termination|employment))\b/],
    needsText: [/^NC\s*:/],
    denial: 'clause',
    confidence: STATED,
  },
  {
    path: `${L}nonCompeteOtherAgreements.non_comp_clause`,
    // A liquidated-damages covenant: practising nearby after leaving costs the physician money.
    match: [/\bif\b[^.]{0,120}\b(?:engages? in|practi[cs]es?|provides?)\b[^.]{0,80}\bwithin (?:a radius of )?[^.]{0,30}\b(?:miles?|kilomet(?:re|er)s?|km)\b[^.]{0,200}\b(?:shall|will) pay\b/],
    confidence: PLAIN,
  },
  {
    path: `${L}nonCompeteOtherAgreements.non_solicit_agree`,
    match: [
      /\bnon-?solicit\w*/,
      /\bno[- ]hire\b/,
      /\b(?:shall|will) not,?(?: directly or indirectly,?)?(?: \([a-z0-9]\))? (?:solicit|recruit|induce|entice|hire)\b/,
      /\bnot (?:to )?solicit\w*/,
      /\bnot soliciting\b/,
      // The bar put in the passive: "the Officer is barred from soliciting the Bank's depositors or hiring its tellers".
      new RegExp(String.raw`\b(?:is|are|shall be|will be|remains?) (?:prohibited|restricted|barred|precluded|forbidden) from\b[^.;]{0,160}?\b(?:solicit\w*|recruit\w*|induc(?:e|ing)|entic(?:e|ing)|hir(?:e|ing))\b[^.;]{0,80}?\b${PROTECTED}\b`),
      // A covenant told in a summary: "covenants barring him from competing with the Bank or soliciting its clients", "protects
      // the Company from competition and from solicitation of its customers by the Officer".
      new RegExp(String.raw`\b(?:covenants?|restrictions?|provisions?|agreement|contract)\b[^.;]{0,40}\b(?:restrict\w*|prohibit\w*|preclud\w*|barr\w*|prevent\w*|forbid\w*) (?:${BOUND_PERSON}\s+)?from\b[^.;]{0,60}?\bsoliciting\b[^.;]{0,40}?\b(?:${PROTECTED}|business)\b`),
      new RegExp(String.raw`\b(?:protects?|protecting|shields?|shielding|safeguards?) (?:the )?(?:company|employer|bank|corporation|practice|group)\b[^.;]{0,20}\b(?:from|against)\b[^.;]{0,60}?\b(?:${PROTECTED} )?solicitation\b[^.;]{0,80}\b(?:by (?:the )?(?:executive|employee|officer|physician|him|her)\b|(?:following|after) (?:the )?(?:termination|end|cessation)\b)`),
      // A mutual covenant: the negation is the covenant itself.
      /\b(?:neither party|neither of the parties|no party)\b[^.;]{0,30}\b(?:shall|will|may)\b,?(?: directly or indirectly,?)? (?:solicit|recruit|induce|entice|hire)\b/,
      /\b(?:ask|encourage|induce|persuade) any (?:patient|employee|member|client)\b[^.]{0,80}\b(?:to (?:move|transfer|leave|terminate)|away from)\b/,
      // Words between the promise and the verb: "will not, directly or indirectly, in the Extension Period, solicit
      // the trade of any customer", "shall not, directly or indirectly, for herself, solicit, divert or hire away".
      around(String.raw`\b(?:(?:shall|will|must)\s+|agrees?\s+(?:that (?:he|she|it|they) (?:will|shall)\s+)?)not\b[^.;]{0,160}?\b(?:solicit(?:s|ing)?|recruit|induce|entice|hire away|divert|employ, or solicit)\b[^.;]{0,160}\b`, [
        String.raw`employees?|customers?|clients?|patients?|business|trade|patronage|staff|directors?|agents?|contractors?`,
        String.raw`consultants?|suppliers?|persons? (?:employed|who is)`,
      ], String.raw`\b`),
      // An item of a covenant list, or a covenant whose promise is far before it, read by what it asks of the person:
      // "(b) solicit any employee of the Company to terminate his relationship", "request or induce any customer ... to
      // curtail its business", "persuade any supplier to discontinue their relationship".
      // The verb acts on the person, so not its past participle ("services requested of the Employee by the Board").
      new RegExp(String.raw`(?:${PROMISE_NOT})?\b(?:solicit(?:s|ing)?|induc(?:e|es|ing)|entic(?:e|es|ing)|persuad(?:e|es|ing)|encourag(?:e|es|ing)|recruit(?:s|ing)?|request(?:s|ing)?|influenc(?:e|es|ing))\b[^.;]{0,160}?\b${PROTECTED}\b[^.;]{0,200}?\bto (?:terminate|leave|discontinue|cease|curtail|cancel|end|reduce|withdraw|sever|abandon)\b`),
      // Drawn out of the employer's service, the staff named by the service they would leave: "nor encourage anyone to
      // quit the Clinic's employ", "not to induce, directly or indirectly, to leave the Bank's employment any officer".
      new RegExp(String.raw`(?:${PROMISE_NOT}|\bnot to\b[^.;]{0,120}?)?\b(?:entic|induc|solicit|encourag|persuad)\w*\b[^.;]{0,40}?\bto (?:leave|quit) (?:the )?(?:[a-z]+'s |its |their |his |her )?employ(?:ment)?\b`),
      // Asked over to work elsewhere: "nor solicit for employment any person on the Bank's staff".
      new RegExp(String.raw`(?:${PROMISE_NOT})?\bsolicit(?:s|ing)? for (?:employment|hire)\b[^.;]{0,60}?\b${PROTECTED}\b`),
      // Taken away from the employer: "entice away", "hire away", "lure away from the Company".
      new RegExp(String.raw`(?:${PROMISE_NOT})?\b(?:entic\w*|lur(?:e|ing)|hire|hiring|solicit\w*|draw) (?:[a-z]+ ){0,2}?away\b`),
      // Whoever works for the employer: "recruit or attempt to recruit any individual who is then employed by the Clinic".
      new RegExp(String.raw`(?:${PROMISE_NOT})?\b(?:solicit|induce|entice|recruit|hire)\w*(?: or attempt to \w+)? any (?:person|individual|one)s?\b[^.;]{0,80}?\b(?:employed by|(?:is|was|has been|are|were) (?:then )?(?:an? )?(?:employee|employed))\b`),
      // A later item of the promise's list in the same sentence, past a long first item, perhaps after other verbs:
      // "shall not, directly or indirectly, (a) own or run any rival clinic in the region where the Group practises, (b) hire
      // away or solicit any patient".
      new RegExp(String.raw`${LIST_PROMISE}\((?:[a-z]|[ivx]{1,4}|\d{1,2})\)\s+(?:directly or indirectly,? )?(?:[a-z]+,? (?:or |and )?){0,3}?(?:solicit|recruit|induce|entice)\w*\b[^.;]{0,160}?\b(?:${PROTECTED}|business|trade|patronage)\b`),
      // A no-hire after the promise: "shall not (1) ... or (2) ... employ or otherwise engage any individual employed by the Company".
      new RegExp(String.raw`\b(?:shall|will|must|may|agrees?|covenants?)(?: to)? not\b[^.]{0,300}?\b(?:employ|engage|hire)\b[^.;]{0,60}\bany (?:person|individual|one)s?\b[^.;]{0,40}\b(?:employed by|(?:is|was|has been) (?:then )?(?:an? )?(?:employee|employed))\b`),
    ],
    viaLead: [/\b(?:(?:shall|will|agrees? to|may) not|(?:agrees?|covenants?|undertakes?) not to)\b[^.]{0,400}\((?:[a-z]|[ivx]{1,4}|\d{1,2})\)\s+(?:directly or indirectly,? )?(?:[a-z]+,? (?:or |and )?){0,2}?(?:solicit|recruit|induce|entice|hire|employ|divert)\b/],
    // Duties owed to a former employer under its own covenant ("keep to any bar on soliciting the staff of your former
    // employer") bind him to someone else, not to this employer.
    unless: [REFERS_ONLY, AMENDED_TITLE, EMPLOYER_ONLY, COVENANT_NAMED_ONLY, /\b(?:former|prior|previous) employers?\b/],
    leadPromise: COVENANT_LEAD,
    // A caption ("9. Non-Compete and Non-Solicitation.") over a sentence that only bars working for a competitor is no non-solicitation.
    captionNeeds: [new RegExp(String.raw`\bsolicit\w*|\brecruit\w*|\bentic\w*|\binduc\w*|\bpersuad\w*|\bhir(?:e|ing) away\b|\bno[- ]hire\b|\bdivert\w*|\b${PROTECTED}\b`)],
    denial: 'clause',
  },
  {
    path: `${L}nonCompeteOtherAgreements.conf_non_disclosure_agree`,
    match: [/\bconfidential\w*/, /\bnon-?disclosure\b/, /\bin (?:strict )?confidence\b/, /\bkeep\b[^.]{0,80}\b(?:private|secrets?)\b/],
    needs: [anyOf([
      String.raw`\bconfidentiality of (?:all |the )?(?:patient|protected|personal|institutional|proprietary|business|medical|health|practice|company|employer)\b`,
      // Any form of the verb: "the agreement also protects the Company's confidential information".
      String.raw`\b(?:maintain|hold|keep|protect|preserve|safeguard|treat)(?:s|ed|ing)?\b[^.;]{0,200}\bconfiden|\bdisclos\w*|\bdivulge`,
      String.raw`\breveal|\bnon-?disclosure\b|\bin (?:strict )?confidence\b|\bkeep\b[^.]{0,80}\b(?:private|secrets?)\b`,
      // Handing the information back on leaving: "shall return to the Bank all confidential information he holds".
      String.raw`\b(?:return|surrender|deliver)(?:s|ed)?\b[^.;]{0,80}\bconfidential information\b`,
    ])],
    unless: [
      AMENDED_TITLE,
      /\bconfidential (?:employee assistance|counsel\w*|eap)\b/,
      // Secrets named only as what another covenant protects ("to protect its confidential information, he agrees not to
      // compete"): no promise about the information itself.
      /^(?![\s\S]*\b(?:disclos\w*|divulg\w*|reveal\w*|in (?:strict )?confidence|(?:keep|hold|maintain)\w* (?:\w+ )?confidential\w*)\b)[\s\S]*\b(?:to|in order to) (?:further |better )?(?:protect|safeguard|preserve)\b[^.;]{0,160}\bconfidential\b[^.;]{0,200}\b(?:agrees?|covenants?|undertakes?)\b/,
      DISCLOSURE_AS_CAUSE,
      THIRD_PARTY_NDA,
      // The filer's note that it left out commercially sensitive figures ("the registrant has omitted the targets as
      // confidential business information"; "confidential treatment requested"): the filing's, not the employee's duty.
      /\b(?:registrant|filer|company)\b[^.;]{0,40}\b(?:has|have) (?:excluded|omitted|redacted)\b|\bconfidential treatment\b/,
      // Secrets named only as what a covenant's scope is reasonable to protect: "he agrees the area and length of this
      // restriction are reasonable and needed to protect the firm's confidential information".
      /^(?![\s\S]*\b(?:disclos\w*|divulg\w*|reveal\w*|in (?:strict )?confidence|(?:keep|hold|maintain)\w* (?:\w+ )?confidential\w*)\b)[\s\S]*\b(?:reasonable|necessary|needed)\b[^.;]{0,80}\bto (?:protect|safeguard|preserve)\b[^.;]{0,80}\bconfidential\b/,
      /\b(?:no|without any) (?:confidentiality|non-?disclosure) (?:obligations?|covenants?|agreement|provisions?)\b/,
      /\bnot (?:be )?(?:required|asked|obliged|obligated) to (?:sign|execute|enter into)\b[^.;]{0,40}\b(?:confidentiality|non-?disclosure)\b/,
    ],
    denial: 'none',
  },
  {
    path: `${L}nonCompeteOtherAgreements.conf_non_disclosure_agree`,
    // A promise not to disclose, without the word "confidential": "shall not disclose any of the trade secrets", "he shall
    // not disclose the company's proprietary information", "shall not disclose any information learned in the employment",
    // or the information as the subject: "all confidential information ... shall not be published, disclosed or made accessible".
    // The negation is the covenant itself.
    match: [
      /\b(?:shall|will|must|may|agrees? (?:to|that (?:he|she|it) will)?) not\b[^.;]{0,40}?\b(?:disclose|divulge|reveal|publish|communicate|make (?:available|accessible))\b[^.;]{0,120}?\b(?:information|trade secrets?|business secrets?|secrets|know-how)\b/,
      /\b(?:confidential|proprietary|secret) information\b[^.]{0,500}?\b(?:shall|will|may|must) not be\b[^.]{0,40}?\b(?:disclosed|divulged|revealed|published|made (?:available|accessible))\b/,
      /\b(?:trade|business|commercial) secrets\b[^.;]{0,160}\b(?:shall|will|must) not\b[^.;]{0,40}\b(?:disclose|divulge|reveal|use)\b/,
      // The verb first, after "nor": "nor shall she use any know-how, trade secrets or client lists learned here".
      /\b(?:(?:shall|will|must) not|nor (?:shall|will|may) (?:he|she|they|[a-z]+)) (?:make use of|use|disclose|divulge|reveal|exploit)\b[^.;]{0,60}\b(?:trade|business|commercial) secrets\b/,
    ],
    // An item of a promise's list: "shall not, without the Board's consent: ... (b) for two years, pass to any outsider any
    // secret formula or other private data of the Company".
    viaLead: [/\b(?:(?:shall|will|must|may) not|(?:agrees?|covenants?|undertakes?) not to)\b[^.]{0,400}\((?:[a-z]|[ivx]{1,4}|\d{1,2})\)\s+(?:[^.;()]{0,200}?,\s+)?(?:directly or indirectly,? )?(?:disclose|divulge|reveal|publish|communicate)\b[^.;]{0,400}?\b(?:information|trade secrets?|business secrets?|secrets|know-how)\b/],
    // Nor a non-disparagement promise that bars spreading adverse information: "you will not disparage, or pass on any
    // unfavourable information about, the firm". It guards reputation, not secrets.
    unless: [/\b(?:employer|company|practice|hospital|we) (?:shall|will|must) not (?:disclose|divulge|reveal)\b/,
      /^(?![\s\S]*\b(?:confidential|proprietary|secrets?|non-?public|know-how)\b)[\s\S]*\bdisparag\w*/],
    denial: 'none',
  },
  {
    path: `${L}nonCompeteOtherAgreements.conf_non_disclosure_agree`,
    // A summary of the agreement that lists its covenants: "the agreement also contains a confidentiality covenant",
    // "subject to restrictive covenants, including non-competition and confidentiality".
    match: [/\b(?:contains?|includes?|including|subject to|contingent (?:up)?on)\b[^.;]{0,160}\bconfidentiality(?: (?:covenants?|obligations?|undertakings?|provisions?))?\b/],
    needs: [/\b(?:covenants?|obligations?|undertakings?|provisions?|agreements?)\b/],
    unless: [/\b(?:no|without any) (?:confidentiality|non-?disclosure) (?:obligations?|covenants?|agreement|provisions?)\b/],
    denial: 'clause',
    confidence: PLAIN,
  },
  {
    path: `${L}nonCompeteOtherAgreements.non_solicit_agree`,
    // A separate non-solicitation agreement this contract binds the employee to (the rule for confidentiality below).
    // "Non-interference/solicitation": one name for both.
    match: [agreementNamed(String.raw`non-?(?:[a-z]+/)?solicit(?:ation)?|no-?hire`)],
    needs: [BOUND_BY],
    unless: [CONDITION_ONLY, RELEASE_ACKNOWLEDGES, AMENDED_TITLE],
    allowDefinitions: true,
    denial: 'clause',
  },
  {
    path: `${L}nonCompeteOtherAgreements.conf_non_disclosure_agree`,
    // The employer's policy on the subject binds as well: "you will be bound by the Company's policy governing the handling of confidential information".
    match: [agreementNamed(String.raw`confidential(?:ity)?|proprietary (?:informations?|rights)|non-?disclosure|secrecy|trade secrets?`, String.raw`|polic(?:y|ies)`)],
    needs: [BOUND_BY],
    unless: [CONDITION_ONLY, RELEASE_ACKNOWLEDGES, AMENDED_TITLE, THIRD_PARTY_NDA],
    // Named in a definition too ("Cause" includes a breach of the Inventions Agreement dated as of the date hereof).
    allowDefinitions: true,
    denial: 'clause',
  },
  {
    path: `${L}nonCompeteOtherAgreements.IP_rights`,
    // An assignment agreement named with confidentiality ("Confidentiality and Assignment Agreement") assigns inventions.
    match: [agreementNamed(String.raw`inventions?|intellectual property|invention assignment|assignment of inventions|proprietary rights|confidential(?:ity)?,? (?:and|&) (?:invention )?assignment`)],
    needs: [BOUND_BY],
    unless: [CONDITION_ONLY, RELEASE_ACKNOWLEDGES, AMENDED_TITLE],
    // Named in a definition too ("Cause" includes a breach of the Inventions Agreement dated as of the date hereof).
    allowDefinitions: true,
    denial: 'clause',
  },
  {
    path: `${L}nonCompeteOtherAgreements.IP_rights`,
    // A word inside the name of a separate agreement ("the Invention Assignment Agreement dated 2004") is read by the named-agreement
    // rule above, which asks whether this contract binds the employee to it (corpus/real/ADJUDICATION-dev2.md, d2-11).
    match: [
      new RegExp(String.raw`\b(?:intellectual property|inventions?|work product|patents?|copyrights?)\b${NOT_IN_NAME}`),
      /\bworks? (?:made )?(?:for|by) hire\b/,
    ],
    // "Make available" and the statutory rules on employees' inventions also settle who owns them.
    // "The Employer is entitled to any patents on the Employee's inventions": the employer's title to them.
    needs: [/\b(?:assign\w*|property of|own(?:s|ed|ership)?|disclose|belong\w*|vest\w*|rights?|policy|royalt\w+|(?:for|by) hire|make (?:available|over) to|statutory (?:regulations|provisions|rules)|legal provisions|(?:is|are|shall be|will be) entitled\b[^.;]{0,60}\bto)\b/],
    unless: [/\b(?:complies|comply|compliance with|breach\w*|violat\w*)\b[^.;]{0,300}\binvention assignment agreement\b/, FORWARD_LOOKING, AMENDED_TITLE,
      // The tail of a filing's list of business risks, cut from its cautionary lead: "...; intellectual property rights; ...; and other risks".
      /\band other (?:risks|uncertainties|risk factors)\b/,
      // Paid work, not a work made for hire: "report all employment or work for hire he takes on during the severance period".
      /\b(?:employment|jobs?|engagements?) or (?:work|works) for hire\b/,
      // Other agreements left standing, their subjects only listed: "nothing here affects any other agreements on
      // confidentiality, assignment of patents or stock options".
      /\b(?:shall|will|does) not (?:affect|supersede|modify|limit|impair|alter)\b[^.;]{0,40}\bother agreements?\b/,
      // Inventions or intellectual property named only among what the employee has seen or must hand back: "he has had
      // access to its trade secrets, know-how and inventions", "return all Company property, including work product and
      // drawings". No right in them is assigned or given to anyone, so the sentence settles no ownership.
      new RegExp(String.raw`^(?![\s\S]*\b(?:assign\w*|belong\w*|vest(?:s|ed)? in|(?:sole|exclusive) property|owned (?:exclusively |solely )?by|works? (?:made )?(?:for|by) hire)\b)[\s\S]*\b(?:(?:had|has|have|having|gain\w*|obtain\w*|given) (?:and will have )?access to|(?:return|surrender|deliver)\w*\b[^.;]{0,80}\b(?:property|materials|documents|equipment))\b`)],
    denial: 'clause',
  },
  {
    path: `${L}nonCompeteOtherAgreements.IP_rights`,
    // An assignment of what the physician creates, without the words "intellectual property":
    // "you assign your rights in them", "protocols you create belong to the Practice".
    match: [
      new RegExp(String.raw`\b${PHYSICIAN}\b[^.;]{0,20}\b(?:hereby )?assigns?\b[^.;]{0,40}\b(?:all )?(?:of )?(?:your|his|her|their|its|${PHYSICIAN}'s|such|the)? ?(?:right|rights|title)\b(?: [^.;]{0,20})?\b(?:in|to)\b`),
      around(String.raw``, [
        String.raw`\b${PHYSICIAN}\b (?:\w+ ){0,2}(?:creates?|develops?|invents?|authors?|conceives?|designs?|writes?)`,
        // Not information "made publicly available" or "made known": that is disclosure, not a creation.
        String.raw`\b(?:created|developed|invented|authored|conceived|designed|written|made(?! (?:(?:publicly|generally|widely) )?(?:available|public|known|accessible)\b))\b`,
      // No "not" in between, and the rest of the sentence taken in: a later statement with its own subject ("... the sole property
      // of the Clinic, and the Doctor may not retain any copies") is not a denial of this one.
      ], String.raw`(?:(?!\bnot\b)[^.;]){0,80}\b(?:belong(?:s)? (?:exclusively |solely )?to|(?:the )?(?:sole |exclusive )?property of|owned (?:exclusively |solely )?by|vest(?:s)? in)\b[^.;]*`),
      // What the physician produces named as such, owned by the employer: "your designs, drafts and other fruits of your
      // work shall be owned by the Clinic", "the Clinic shall own every right in the results and proceeds of your services".
      new RegExp(String.raw`\b(?:your|his|her|their|${PHYSICIAN}['\u2019]s)\b[^.;]{0,80}?\b(?:ideas|inventions|designs|works|work product|creations|developments|discoveries|(?:products|fruits|results) of (?:your|his|her|their) (?:work|services|efforts))\b[^.;]{0,40}\b(?:will|shall) (?:be|become|remain) (?:owned (?:exclusively |solely )?by|the (?:sole |exclusive )?property of|(?:the )?property of)\b`),
      /\b(?:shall|will) own (?:all |every |any )?(?:right,? title and interest|rights?)\b[^.;]{0,20}\b(?:in|to)\b[^.;]{0,20}\b(?:results|proceeds|products|fruits|product)\b[^.;]{0,80}\b(?:services|work|efforts|employment)\b/,
    ],
    // The right to bill for services is assigned in nearly every contract: money, not creations.
    unless: [
      /\b(?:records?|charts?)\b/,
      /\b(?:lab|laboratory) results\b/,
      /\b(?:bill\w*|collect\w*|payments?|fees|reimbursements?|charges|claims|receivables|revenues?|reassign\w*|payors?|payers?)\b/,
    ],
    denial: 'clause',
    confidence: PLAIN,
  },
  {
    path: `${L}terminationSeverance.term_sev_prov`,
    match: [
      /\bseverance\b/,
      /\bsalary continuation\b/,
      /\bseparation pay(?:ments?)?\b/,
      // What a termination pays under PRC labour law, by its name there: "shall pay Party B economic compensation".
      /\beconomic compensation\b/,
      // A change-in-control severance by its common name: 'this "golden parachute" protects two years of his pay'.
      /\bgolden parachute\b/,
      /\bcontinue to pay\b[^.]{0,60}\b(?:base )?(?:salary|compensation)\b[^.]{0,80}\b(?:months?|weeks?)\b[^.]{0,120}\b(?:after|following) (?:the )?(?:date of )?termination\b/,
      // The pay the work would have earned over a stretch that starts at the ending: "the salary she would have
      // received for the period beginning with the date of her termination and ending six months later".
      /\bsalary\b[^.;]{0,40}\bwould have (?:received|earned|been paid)\b[^.;]{0,60}\b(?:period|months?|weeks?|days?) (?:commencing|beginning|starting|running|following|after|from)(?: (?:with|on))? (?:the )?(?:date of )?(?:(?:his|her|your|such|the [a-z]+'s) )?(?:termination|separation)\b/,
      // The same counted as the employment going on in the mind only: "the salary he would have drawn had his employment
      // continued to the end of the term" (said only of an employment that has been cut short).
      /\bsalary\b[^.;]{0,40}\bwould have (?:received|earned|been paid|drawn)\b[^.;]{0,20}\bhad (?:his|her|your|their|(?:the )?[a-z]+'s) (?:employment|engagement|services) (?:continued|not (?:been )?(?:terminated|ended))\b/,
    ],
    // "a termination payment of $450,000 shall be paid", "any separation pay ... will be set by statute", "he shall be
    // eligible for severance benefits under the company plan" (what an ending entitles him to, paid under another's terms).
    // A golden parachute said to protect or provide the pay ("provides three years of protection for salary").
    needs: [/\b(?:pay|paid|payable|payments?|equal to|amount|months?|weeks?|lump sum|installments?)\b|\$\s?\d|\b(?:eligible for|entitled to|receive)\b[^.;]{0,20}\bseverance (?:benefits?|compensation|pay)\b|\bgolden parachute\b[^.;]{0,80}\b(?:provides?|protects?|protection|guarantees?)\b[^.;]{0,40}\b(?:salary|compensation|incentives?|bonus\w*)\b/],
    unless: [
      // Another agreement's severance recited, not provided here ("acknowledges that Section 6 of the Employment Agreement provides ...").
      RECITES_OTHER,
      AMENDED_TITLE,
      /\bno (?:severance|salary continuation|separation pay\w*|economic compensation|golden parachute)\b/,
      SEVERANCE_REMOVED,
      PAY_CUT_ONLY,
      PARACHUTE_CAP,
      // Severance named only as what is cut first to meet a cap: "he may choose the order of reducing severance and other payments".
      /^(?![\s\S]*\b(?:equal to|times|multiplied|lump[- ]sum|months?|weeks?|years?)\b)[\s\S]*\b(?:reduc\w*|cut(?:ting|back)?|eliminat\w*)\b[^.;]{0,30}\bseverance\b/,
      // Pay kept up through an illness or injury is sick pay, not pay for an ending: "full salary continuation for up to
      // three months for any illness". Severance named beside it still counts.
      /^(?![\s\S]*\b(?:severance|separation pay|terminat\w*)\b)[\s\S]*\bsalary continuation\b[^.;]{0,120}\b(?:illness\w*|injur\w*|sick\w*|disabilit\w*|medical leave)\b/],
    denial: 'clause',
    denialReach: 120,
  },
  {
    path: `${L}terminationSeverance.term_sev_prov`,
    // A filed summary saying the agreement sets payments for an ending ("the agreement provides for payments to Ms. Roe
    // upon a termination", "specifies certain benefits in the event of his termination").
    match: [
      /\b(?:provides?|specif(?:y|ies)|sets? (?:forth|out)|calls? for|contains?) (?:for )?(?:certain )?(?:severance |termination )?(?:payments?|benefits)\b[^.;]{0,60}?\b(?:in the event of|upon|on|following|in connection with) (?:a |an |any |certain |the |his |her )?(?:termination|separation)\b/,
      // The same pay named as given, in a clause about something else: "in return for the payments and benefits provided to
      // him upon such termination under Section 6, he shall assist with the handover".
      /\bpayments and benefits (?:provided|paid|made|payable|due)\b[^.;]{0,60}?\b(?:upon|on|following|in connection with) (?:such|the|a|any|his|her|your|(?:the )?[a-z]+'s) (?:termination|separation)\b/,
    ],
    unless: [RECITES_OTHER, /^(?![\s\S]*\b(?:other than|without|not) for ["']?cause\b)[\s\S]*\bfor ["']?cause\b/, /\b(?:disabilit\w*|death)\b/],
    denial: 'clause',
    confidence: LIKELY,
  },
  {
    path: `${L}terminationSeverance.term_sev_prov`,
    // A separate severance or change-in-control agreement this contract binds the parties to ("shall sign the Change of
    // Control and Severance Agreement attached as Exhibit A"): the severance is part of the deal though its terms are elsewhere.
    match: [agreementNamed(String.raw`severance|change[- ](?:in|of)[- ]control`)],
    needs: [BOUND_BY],
    // Not the agreement this document amends, named in its own title ("Amendment No. 2 to the Employment and Severance
    // Agreement (this Amendment)") or in the recital that it was made before ("whereas the parties have previously
    // entered into that certain Severance Agreement", "whereas the parties entered into a Change of Control Agreement dated
    // 2008"): what the amendment changes decides.
    unless: [CONDITION_ONLY, RECITES_OTHER, /\bno (?:severance|change[- ](?:in|of)[- ]control) agreement\b/, /\bwhereas\b[^.;]{0,80}\b(?:(?:previously|heretofore|earlier) )?entered into\b/, /\b(?:severance|change[- ](?:in|of)[- ]control) agreement\b["'\u201d]?,?\s*\((?:this|the|hereinafter(?: the)?) ["'\u201c]?(?:amendment|[a-z]+ amendment)\b/],
    allowDefinitions: true,
    denial: 'clause',
    confidence: PLAIN,
  },
  {
    path: `${L}terminationSeverance.term_sev_prov`,
    // Pay after the ending under a name of its own, defined or conditioned on a release: '"Termination Payments" shall
    // mean continuation of the Executive's annual base salary ...', "as a condition of getting any termination payments".
    match: [
      // A defined sum owed at the ending: 'the "Termination Amount" is 150% of the sum of his base salary and target bonus'.
      /\b(?:termination|separation) (?:payments?|pay|benefits|compensation|amounts?)\b/,
      /\bcontinuation of (?:the )?(?:[a-z]+'s )?(?:annual )?(?:base )?salary\b/,
      // "the continued base salary payable under Section 5 shall be paid in a lump sum after his separation from service".
      /\bcontinued (?:annual )?base salary\b[^.;]{0,200}\b(?:after|following|upon|on) (?:the )?(?:date of )?(?:(?:the )?[a-z]+'s |his |her |your )?(?:termination|separation)\b/,
    ],
    // "the Clinic will give the Doctor the following termination compensation:". A multiple measures it too: "a termination
    // payment of three times the monthly rate".
    needs: [/\b(?:receipt|receive|pay|paid|payable|continu\w*|months?|years?|lump sum|installments?|salary|provide|entitled)\b|\btimes (?:the|his|her|your|its)\b/],
    unless: [
      RECITES_OTHER,
      PAY_CUT_ONLY,
      /\bno (?:termination|separation) (?:payments?|pay|benefits|compensation)\b/, /\b(?:disabilit\w*|incapacit\w*)\b[^.;]{0,80}\bcontinuation of\b/],
    allowDefinitions: true,
    denial: 'clause',
    confidence: PLAIN,
  },
  {
    path: `${L}terminationSeverance.term_sev_prov`,
    // An amendment that rewrites what an ending pays, by the name the agreement gives it: "clause (ii) of the definition
    // of Separation Payments in Section 7 is amended and restated as follows". The document itself now sets part of the
    // severance (ADJUDICATION-holdout25 convention: an amendment that fixes how termination pay is computed or paid).
    match: [/\bdefinition of ["']?(?:termination|severance|separation) (?:benefits?|payments?|pay|amounts?|compensation)\b["']?[^.;]{0,60}\b(?:is|are|shall be) (?:hereby )?(?:amended|restated|replaced|modified|revised)\b/],
    unless: [RECITES_OTHER, /\bno (?:termination|severance|separation) (?:benefits?|payments?|pay)\b/],
    allowDefinitions: true,
    denial: 'clause',
    confidence: PLAIN,
  },
  {
    path: `${L}terminationSeverance.term_sev_prov`,
    // Severance not called so: at an ending the employer pays salary measured beyond it ("the Company shall pay the
    // Executive an amount equal to one (1) year of Base Salary", "shall keep paying her Base Salary to the end of the Term").
    match: [
      around(String.raw`\b`, [
        String.raw`terminat\w*|resign\w*|separation`,
        String.raw`end(?:s|ed)? (?:(?:the|his|her|your|this) )?(?:[a-z]+'s )?(?:employment|agreement|engagement)`,
      ], String.raw`\b[^.;]{0,300}?${PAYS_AT_END}[^.;]{0,220}?${group([SALARY_MEASURE, WHOLE_TERM])}`),
      new RegExp(String.raw`${PAYS_AT_END}[^.;]{0,220}?${SALARY_MEASURE}[^.;]{0,200}?\b(?:terminat\w*|resign\w*|separation)\b`),
      // What an ending without cause pays, named by the section that sets it out: "if he is let go without Cause, the
      // Bank shall provide him the payments and benefits set out in Section 7.3".
      new RegExp(String.raw`${NOT_FOR_CAUSE}\b[^.;]{0,200}?${PAYS_AT_END}\s+(?:[^.;]{0,60}?\s)?(?:the |all )?(?:severance )?(?:payments?|benefits|amounts)(?: and (?:benefits|payments))? (?:specified|described|set (?:forth|out)|provided(?: for)?) (?:in|under)\b`),
      // A payment the employer is to make for an ending without cause, named as a payment of its own: "if he is let go
      // without Cause before that date, the Company shall make a single cash payment to him of $90,000".
      new RegExp(String.raw`${NOT_FOR_CAUSE}\b[^.;]{0,200}?\b(?:shall|will|must) make (?:a |an )?(?:(?:one[- ]time|lump[- ]sum|single|cash|severance|compensation|separation|termination)[\s-]+){0,4}payments?\b`),
      // A year's salary owed on an ending without cause, as a contract or a filed summary puts it: "if he is let go
      // without cause, the agreement provides for the Bank to pay him an amount equal to his then-current base salary".
      // What the sum settles may stand between ("shall receive, in full discharge of every claim arising from the
      // employment or its ending, an amount equal to ...").
      new RegExp(String.raw`(?:${NOT_FOR_CAUSE}|\b(?:for|with) good reason)\b[^.;]{0,200}?(?:${PAYS_AT_END}|\bprovides? for (?:the )?[a-z]+ to (?:pay|provide)\b)[^.;]{0,120}?\b(?:an amount|a sum|a (?:lump[- ]sum|cash|single) (?:payment|amount|sum)|a payment) equal to ${ARITHMETIC_OF}(?:(?:his|her|their|your|the|(?:the )?[a-z]+'s) )?(?:then[- ]current )?(?:(?:annual|yearly|base|monthly) ){0,3}salary\b`),
      // The lead-in of what a termination without cause or for good reason pays: "if the Company terminates the
      // employment other than for Cause ..., the Company shall pay to the Executive in a lump sum the aggregate of the following amounts".
      // Also put as all that is left owed: "the Company shall have no further obligations to him other than to pay or provide
      // the following amounts and benefits".
      new RegExp(String.raw`(?:${NOT_FOR_CAUSE}|\bfor good reason)\b[^.;]{0,320}?(?:${PAYS_AT_END}|\bno further (?:obligations?|liabilit(?:y|ies))\b[^.;]{0,80}?\b(?:other than|except) to (?:pay|provide)\b)[^.;]{0,120}?\b(?:lump[- ]sum|the aggregate of|the sum of the following|the following (?:severance |cash |termination )?(?:(?:benefits|rights) and )?(?:amounts|payments|severance|compensation)(?: and (?:benefits|amounts))?)\b`),
      // An item of a list of what is paid at the ending: "(c) a sum equal to her annual base salary,
      // payable in twelve monthly installments following the termination".
      /\b(?:an amount|a (?:lump[- ]sum|cash|single) (?:payment|amount|sum)|a payment|a sum)\s+equal to\b[^.;]{0,80}\b(?:base salary|annual salary|salary|base compensation)\b[^.;]{0,200}\b(?:following|after|upon|of) (?:the |such )?(?:(?:executive's|employee's|his|her|your) )?(?:date of |effective date of (?:the |such )?)?(?:termination|separation)\b/,
      // A fixed sum or a share of the pay owed at the ending: "on the first anniversary of his termination the Company
      // shall pay $250,000 to him", "if we end your employment we shall pay you a single cash
      // amount equal to 75% of your annual salary".
      new RegExp(String.raw`\b(?:terminat\w*|separation)\b[^.;]{0,200}?${PAYS_AT_END}\s+(?:to\s+)?(?:(?:you|him|her|the [a-z]+)\s+)?(?:\$\s?\d|(?:a|an) (?:(?:lump[- ]sum|cash|single|one[- ]time)\s+){1,2}(?:payment|amount|sum) equal to (?:[a-z-]+ )?(?:\(?\d+(?:\.\d+)?\s?%\)?|percent)[^.;]{0,40}?\bof (?:your|his|her|the [a-z]+'s) (?:annual |total |base )?(?:compensation|salary|pay)\b)`),
      // Salary paid past the ending for a further stretch: "shall pay him his base salary and benefits through the date of
      // the termination and for a further three months after it".
      new RegExp(String.raw`${PAYS_AT_END}[^.;]{0,120}?\b(?:base salary|salary|base compensation|base pay)\b[^.;]{0,160}?\b(?:through|until|up to) (?:and including )?(?:the )?(?:(?:effective )?date of (?:the |such |his |her )?)?(?:[a-z]+ )?(?:termination|separation)\b[^.;]{0,20}?\band (?:for|during) (?:an? |the )?(?:additional|further|subsequent) ${COUNT}[\s-]*(?:months?|years?|weeks?)\b`),
      // The ending named first: "upon her termination of employment she is owed one lump-sum cash payment equal to
      // the discounted value of her yearly base salary ...".
      new RegExp(String.raw`\b(?:upon|on|following|after|at) (?:the |such |any |his |her |your |(?:the )?[a-z]+'s )?(?:date of )?(?:termination|separation|resignation)\b[^.;]{0,120}\b(?:(?:lump[- ]sum|cash|single|one-time|severance) ){1,3}(?:payment|amount|sum)\s+(?:equal to|of)\b[^.;]{0,80}\b(?:base salary|annual salary|salary|base compensation)\b`),
    ],
    unless: [
      RECITES_OTHER,
      
      /\bfor cause\b[^.;]{0,40}\b(?:shall|will) (?:not|have no)\b|\bno (?:further )?(?:right|obligation)s? to (?:receive|pay)\b/,
      /\b(?:disabilit\w*|incapacit\w*)\b[^.;]{0,80}\bcontinue to pay\b[^.;]{0,60}\b(?:up to|until|through) (?:and including )?the date\b/,
      COVER,
      ARREARS_ONLY,
    ],
    denial: 'clause',
    denialReach: 120,
    confidence: PLAIN,
  },
  {
    path: `${L}terminationSeverance.term_sev_prov`,
    // The salary measure first and the ending or the paying after it, or in the lead-in of a list: "(b) the compensation
    // of two months' salary is payable after the termination date", "(i) a single cash payment equal to
    // nine (9) months of the Doctor's Base Salary" under "if the employment is terminated other than for Cause, the
    // Company shall provide the following:".
    match: [new RegExp(SALARY_MEASURE), LUMP_SUM_OF_SALARY],
    needs: [new RegExp(String.raw`^(?=[\s\S]*${ENDING})(?=[\s\S]*(?:${PAY_WORD}|${SALARY_AT_LEAVING}))`)],
    unless: [
      RECITES_OTHER,
      
      /\bfor cause\b[^.;]{0,40}\b(?:shall|will) (?:not|have no)\b|\bno (?:further )?(?:right|obligation)s? to (?:receive|pay)\b/,
      COVER_MEASURED,
      COVENANT,
      /\b(?:disabilit\w*|incapacit\w*)\b[^.;]{0,80}\bcontinue to pay\b[^.;]{0,60}\b(?:up to|until|through) (?:and including )?the date\b/,
    ],
    // A defined payment is a term of the deal: '"Special Payment" is defined as two times the base salary at termination'.
    allowDefinitions: true,
    denial: 'clause',
    denialReach: 120,
    confidence: LIKELY,
  },
  {
    path: `${L}terminationSeverance.term_sev_prov`,
    // Salary paid on for a period counted from the ending: "will keep receiving her Base Salary until the sooner
    // of the end of the Term or eighteen months following the date of termination".
    match: [new RegExp(AFTER_ENDING)],
    needs: [new RegExp(String.raw`^(?=[\s\S]*${PAY_WORD})(?=[\s\S]*\b(?:base salary|salary|base compensation|base pay)\b)`)],
    unless: [
      RECITES_OTHER,
      
      COVENANT,
      COVER,
      /\b(?:no (?:further )?(?:right|obligation)s? to (?:receive|pay)|shall not be entitled)\b/,
      // Pay on a disability or a death is not severance; "other than on account of Disability, death or Cause" names them as excluded.
      /^(?![\s\S]*\bother than\b[^.;]{0,60}\b(?:death|disabilit\w*))[\s\S]*\b(?:disabilit\w*|incapacit\w*|death)\b/,
    ],
    denial: 'clause',
    denialReach: 120,
    confidence: LIKELY,
  },
  {
    path: `${L}terminationSeverance.term_sev_prov`,
    // Severance in kind: after the ending the employer keeps up the physician's insurance cover for a period or at its
    // cost ("for eighteen months after the separation date the Practice shall keep her on its group medical plan at its
    // expense", "if his employment ends for any reason he keeps the health and life cover described in Section 8").
    match: [
      new RegExp(String.raw`${AFTER_ENDING}[^.;]{0,200}?\b(?:provide|continu\w*|maintain|pay|reimburs\w*|keep)\b[^.;]{0,160}?${COVER_KEPT}`),
      new RegExp(String.raw`\b(?:provide|continu\w*|maintain|pay|reimburs\w*|keep)\b[^.;]{0,160}?${COVER_KEPT}[^.;]{0,160}?${AFTER_ENDING}`),
      new RegExp(String.raw`\b(?:employment|engagement|agreement) (?:with [a-z ]{1,40} )?(?:is|was|shall be|will be|has been) terminated\b[^.;]{0,120}?${PAYS_AT_END}\s+(?:(?:the|all|his|her|such|any) )?(?:(?:rights|benefits|coverage) (?:and (?:rights|benefits) )?(?:related to|relating to|under|of|for) )?(?:the |his |her |its )?${COVER_KEPT}`),
    ],
    unless: [
      RECITES_OTHER,
      COVENANT,
      OWN_COST,
      UP_TO_ENDING,
      /\bno (?:further )?(?:right|obligation)s? to\b|\bshall not be entitled\b/,
      // Cover kept for a widow or after a disability is a benefit of those events, not severance.
      /^(?![\s\S]*\bother than\b[^.;]{0,60}\b(?:death|disabilit\w*))[\s\S]*\b(?:disabilit\w*|incapacit\w*|death|surviv\w*|widow\w*|estate)\b/,
    ],
    denial: 'clause',
    denialReach: 120,
    confidence: LIKELY,
  },
  {
    path: `${L}terminationSeverance.term_sev_prov`,
    // Pay that outlasts an ending the employer causes, named as the contract's pay carried on rather than as a sum: "if
    // the Bank lets him go without Cause, his rights under this Agreement shall continue for eighteen months", "if she is
    // constructively dismissed, she may stop working and shall still receive the salary set out in Section 4".
    match: [new RegExp(String.raw`${EMPLOYER_ENDING}[^.;]{0,320}?${group([CARRIED_ON_RIGHTS, CARRIED_ON_PAY])}`)],
    unless: [RECITES_OTHER, COVENANT, UP_TO_ENDING, /\b(?:disabilit\w*|incapacit\w*|death)\b/],
    denial: 'clause',
    confidence: LIKELY,
  },
  {
    path: `${L}terminationSeverance.term_sev_prov`,
    // Further severance given up except what the document itself grants: "he waives any further pay, benefits or
    // severance other than the severance set out in this Amendment". The exception is the document's own severance.
    match: [/\bother than (?:that|the|such|any)\b[^.;]{0,80}\bseverance\b[^.;]{0,100}?\b(?:specified|set (?:forth|out)|provided(?: for)?|described|granted) (?:in|under|by) (?:this|the) (?:amendment|agreement|letter)\b/],
    unless: [RECITES_OTHER],
    denial: 'none',
    confidence: LIKELY,
  },
];
