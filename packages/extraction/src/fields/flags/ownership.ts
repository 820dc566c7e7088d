// Partnership and ownership opportunities, and business expenses reimbursed.
import type { FlagRule, Flags } from './rule.js';
import type { Ctx } from '../context.js';
import { evidenceFrom } from '../context.js';
import { deniedAt } from '../negation/index.js';
import { EMPLOYER, PHYSICIAN } from './words.js';
import { LIKELY, PLAIN, STATED } from '../confidence.js';
import { anyOf, around } from '../alternatives.js';
import { RECITAL_OPENING } from '../patterns.js';

const L = 'legalContractualProvisions.';

/**
 * A price paid to be let out of a restrictive covenant ("7.7 Buy-Out. Physician may be
 * released from the non-compete by paying ...") buys no share of the practice.
 */
const COVENANT_RELEASE = around(String.raw`^(?![\s\S]*\b(?:shares?|stock|ownership|equity|partnership|partners?|shareholders?|membership interest|capital)\b)[\s\S]*\b`, [
  String.raw`released? from|release of|covenants?|non-?compet\w*|not to compete|non-?solicit\w*|restrictive`,
  String.raw`restricted (?:area|period|territory)|liquidated damages`,
], String.raw`\b`);

/** A change-in-control or sale definition names shares someone else acquires, not an opportunity for the physician. */
const CHANGE_OF_CONTROL = anyOf([
  String.raw`\bchange (?:in|of) (?:control|ownership)\b|\bbeneficial(?:ly)? own\w*\b|\btender (?:or exchange )?offer\b`,
  String.raw`\b(?:sale|disposition|transfer) of (?:all or )?substantially all\b`,
  String.raw`\b(?:acquired by|merge (?:with|into)|merger (?:with|of))\b`,
  String.raw`\b(?:voting power|voting securities|outstanding (?:shares|securities|voting))\b|\bacting as a group\b`,
]);
/**
 * Awards the physician already holds vesting sooner or staying exercisable longer: nothing new is offered
 * (corpus/real/ADJUDICATION.md: acceleration alone leaves ownership_equity_opp false).
 */
// A new grant in the same sentence lifts it: a counted grant ("granted him 2,500 options", "awarded to her fifty thousand
// units", in figures or in words), a promise to grant, an eligibility.
const ACCELERATION_ONLY = around(String.raw`^(?![\s\S]*\b(?:grant(?:s|ed)? (?:to )?(?:the )?\w+ (?:an? |\d[\d,]*|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b)|shall (?:be )?grant|will (?:be )?grant|eligible (?:to|for)|may (?:be )?(?:granted|awarded|offered|receive)|(?:shall|will) receive(?! (?:(?!options?\b|shares?\b|stock\b|units?\b|grants?\b|awards?\b)[a-z-]+ ){0,4}?(?:(?:full|immediate|(?:partially[- ])?accelerated) )?vesting)|award(?:s|ed)? (?:to )?(?:the )?\w+ (?:an? |\d[\d,]*|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b)|(?<!\b(?:theretofore|heretofore|previously|already|formerly) )issue[sd]? to|(?:is|are) (?:granting|issuing|awarding) to|to receive\b(?! (?:full |immediate |accelerated )?vesting)[^.;]{0,120}\b(?:options?|shares|stock|units|awards?))\b)[\s\S]*\b`, [
  // The extent may be put as a percentage: "shall be one hundred percent (100%) vested".
  String.raw`(?:becomes?|become|shall become|will become|be)(?: and remain)? (?:(?:immediately|fully|one hundred percent|100 ?%|\(100 ?%\)) )*(?:vested|exercisable)`,
  String.raw`accelerat\w*|(?:continue|keep) (?:to vest|vesting|to be exercisable)|remain (?:fully )?exercisable|exercis(?:e|ability) period`,
  String.raw`(?:immediately |fully )vest(?:ed)?|vest(?:s|ed)? (?:immediately|in full|fully)|(?:full|immediate|accelerated) vesting (?:in|of)`,
  // The restrictions on held restricted stock lifted: "restrictions on any restricted stock award ... shall lapse".
  String.raw`restrictions?\b[^.;]{0,200}\b(?:shall|will) (?:immediately |fully )?lapse|(?:lapse|removal|waiver) of (?:the |all |any )?restrictions`,
], String.raw`\b`);

/**
 * Equity named in a restrictive covenant: the capacities the physician may not compete in ("as an individual, partner,
 * shareholder, officer or consultant") and the passive holding the covenant still allows ("may own, solely as an
 * investment, up to 2% of a publicly traded company"). Neither offers a stake in the employer.
 */
const COVENANT_EQUITY = anyOf([
  String.raw`\bas (?:an? )?(?:individual|owner|proprietor|employee|employer|principal|partner|shareholder|stockholder|agent|officer|director|consultant|member|investor|lender|creditor)\b,? (?:an? )?(?:or )?(?:individual|owner|proprietor|employee|employer|principal|partner|shareholder|stockholder|agent|officer|director|consultant|member|investor|lender|creditor)\b`,
  String.raw`\bpassive (?:ownership|investment|investor|holding)\b|\bsolely (?:as|for) (?:an? )?(?:passive )?investment\b`,
  String.raw`\b(?:publicly[- ]traded|(?:listed|traded) on (?:a|any) (?:national |regional |recognized )?(?:securities |stock )?exchange)\b`,
]);
/**
 * Grants recited as already made to the employee, the simple past or the passive ("under his letter he received option
 * grants with set vesting dates", "by the leaving date she had been granted 40,000 options in all"), and rights to vesting
 * under grants already made ("in place of all his rights to vesting under the share option grants"). A promise or an
 * eligibility in the same sentence lifts it. Kept apart so that the counted-grant rule can use it without the wider
 * held-equity wordings, which a formula for later grants also uses ("half the options that would have been granted").
 */
const GRANTS_RECITED = new RegExp(String.raw`^(?![\s\S]*\b(?:eligible|entitled|participat\w*|in addition to|(?:shall|will|may) (?:also )?(?:be )?(?:grant|award|receive)\w*)\b)[\s\S]*`
  + String.raw`(?:\b${PHYSICIAN} (?:received|was granted|was awarded|had been (?:granted|awarded|issued)(?: by [^.;]{1,40}?)?) (?:certain |the |his |her |your |a total of |in all )?(?:[\d,]+ )?(?:[a-z-]+ ){0,3}(?:grants?|awards?|options|shares|units)\b`
  + String.raw`|\brights? to (?:further |future |continued )?vesting (?:under|of|in)\b)`);

/**
 * Equity the physician already holds, named only as it ends or is paid back: participation that ceases at the
 * ending, the gain on options exercised after a breach repaid to the employer, an equity grant's value used as
 * the measure of a cash payment ("three times the value of the annual equity grant to a director").
 */
const HELD_EQUITY_ONLY = anyOf([
  // A held award's vesting date reset, or vested shares given up to cover the tax on them: "the vesting date of his
  // restricted stock grant becomes 1 March", "the Company keeps back 2,000 vested shares for the withholding tax".
  String.raw`\bvesting dates? of (?:the |his |her |your |such |each |(?:the )?[a-z]+'s )?(?:[a-z-]+ ){0,3}(?:grants?|awards?|options?|shares|stock|units)\b`,
  // A vested award paid out ("to receive your vested share award under the deferral plan"), or a held right to options
  // said to stay as it is ("her entitlement to the options is not touched by this amendment"): held, not offered.
  String.raw`\breceiv\w* (?:your|his|her|their|the|such|any|all) vested\b`,
  String.raw`\bentitlements? to (?:[a-z-]+ ){0,3}(?:options|shares|stock|awards|units)\b[^.;]{0,120}\b(?:shall|will|is|are) not (?:be )?(?:affected|impaired|changed|reduced|diminished)\b`,
  String.raw`\b(?:surrender\w*|withh[oe]ld\w*|keeps? back|net(?:s|ted)?)\b[^.;]{0,40}\bvested (?:restricted )?(?:shares|stock|units)\b`,
  // Unvested awards forfeited on leaving: "she confirms the forfeiture of all her restricted stock not yet vested".
  String.raw`\bforfeiture of (?:all |any )?(?:of )?(?:his |her |your |the |such )?(?:unvested |non-?vested )?(?:restricted stock|restricted shares|shares|options|stock options|units|awards?)\b`,
  String.raw`\b(?:participation|eligibility|right to participate)\b[^.;]{0,140}\b(?:shall|will) (?:cease|terminate|end)\b`,
  // The same with the verb: "from the leaving date she will cease to participate in the employer's plans, including the
  // share purchase plan".
  String.raw`\b(?:shall|will|does|do) (?:thereupon |then |immediately )?(?:cease|stop) (?:to participate|participating|to be eligible|being eligible)\b`,
  String.raw`\b(?:spread|gain|profits?) (?:on|realized|from)\b[^.;]{0,80}\bexercised\b|\b(?:claw ?back|recoup\w*|disgorge\w*)\b`,
  // Held options that stop vesting or lapse at the ending: "every option he holds stops vesting the day his work ends".
  String.raw`\b(?:cease|ceases|stop|stops) (?:to vest|vesting)\b|\bunvested (?:[a-z-]+ ){0,2}(?:options?|shares|units|awards?)\b[^.;]{0,40}\b(?:shall|will) be (?:immediately )?(?:cancel+ed|forfeited)\b`,
  // Savings put into a share purchase plan paid back on leaving ("his unspent ESPP payroll deductions are refunded", "the
  // money he paid into the share purchase plan comes back to him"): no share is bought or offered with them.
  String.raw`\b(?:refund\w*|return\w*|repay\w*|repaid)\b[^.;]{0,80}\b(?:stock purchase plan|espp)\b[^.;]{0,20}\b(?:contributions?|deductions?|funds|amounts|balances?)\b|\b(?:contribut\w+|deduct\w+|funds|amounts|sums|money|balances?)\b[^.;]{0,60}\b(?:stock purchase plan|espp)\b[^.;]{0,60}\b(?:refunded|returned|repaid|paid back)\b`,
  String.raw`\b(?:black-scholes|fair market|grant date|economic) value of (?:the |any |an? |such )?(?:[a-z-]+ ){0,2}(?:equity|stock|option)`,
  // Awards granted before, named as they are amended or described: "shares he was granted in 2019", "options previously
  // awarded", "an amendment to her Restricted Stock Award Agreement".
  // Unless the same sentence offers more ("in addition to the options granted before, he is eligible for the plans").
  String.raw`^(?![\s\S]*\b(?:eligible|entitled|participat\w*|in addition to|(?:shall|will|may) (?:also )?(?:be )?(?:grant|award|receive)\w*)\b)[\s\S]*`
  + String.raw`(?:\b(?:shares|options|stock|units|awards?) (?:that |which )?(?:he|she|they|you|the [a-z]+) (?:was|were|had been|has been|have been) (?:previously )?(?:granted|awarded|issued)\b`
  + String.raw`|\b(?:previously|heretofore) (?:granted|awarded|issued|made)\b|\b(?:has|have|had) (?:previously |already )?(?:received|been (?:granted|awarded|issued))\b|\bamend\w* (?:to )?(?:the |his |her |their |your |[a-z]+'s )?(?:[a-z]+ ){0,3}(?:award|option|grant) agreements?\b`
  // Awards already held, named as they change or stay as they were: "her current RSU awards are amended so that ...",
  // "the 2019 option stays governed by its own plan".
  + String.raw`|\bexisting (?:[a-z-]+ ){0,4}(?:awards?|options?|grants?|shares|units)\b|\b(?:shall|will) (?:continue to be|remain) (?:governed by|subject to)\b`
  // Awards he holds now, named as they vest, settle or stay as they are: "his outstanding option grants vest on his
  // retirement", "options that were granted to him and had vested by the leaving date", "any plan under which she holds
  // options".
  + String.raw`|\b(?:your|his|her|their|all|any|each|the|such) (?:then[- ])?outstanding (?:[a-z-]+ ){0,3}(?:options?|grants?|awards?|shares|units|stock)\b`
  + String.raw`|\b(?:options?|shares|units|awards?|grants?) (?:that|which) (?:were|was|have been|had been) (?:previously )?(?:granted|awarded|issued)\b`
  // Awards named just before, pointed back to: "these grants and the plan govern how those awards vest".
  + String.raw`|\b(?:these|those|the foregoing|the above) (?:[a-z-]+ ){0,2}(?:grants|awards|options)\b`
  + String.raw`|\bunder which (?:the )?[a-z]+ (?:holds|held|has held)\b|\b(?:holds|held) (?:any |such |certain |his |her |their )?(?:[a-z-]+ ){0,2}(?:options|awards|grants)\b`
  // The holder named after the awards: "the options held by her on the leaving date may be exercised for a year".
  + String.raw`|\b(?:options?|awards?|grants?|shares|units) (?:then |now |currently )?held by (?:you|him|her|them|the [a-z]+)\b)`,
  GRANTS_RECITED.source,
  // Options he has, named only by how or how long he may exercise them ("she may only exercise her options until the
  // first anniversary", "his ability to exercise his vested options after the leaving date follows the plan"). A grant
  // or an eligibility for more in the sentence lifts it; a defined name such as "Qualifying Options" does not.
  String.raw`^(?![\s\S]*\b(?:eligib\w+ (?:to|for)|entitled|participat\w*|in addition to|(?:shall|will|may) (?:also )?(?:be )?(?:grant|award|receive)\w*)\b)[\s\S]*`
  + String.raw`\b(?:may only|(?:ability|right|period) to) exercis\w* (?:(?:his|her|your|their|the|such|any|all|[a-z]+'s) )?(?:vested |outstanding )?(?:stock )?options\b`,
  // The right to exercise options granted before, kept after the ending: "she stays entitled to her rights to exercise
  // her vested options for a year". It offers no new equity, whatever "entitled" says.
  // Shares he owns now, kept as they are: "nothing here limits his rights in the shares that he owns".
  String.raw`\b(?:shares|stock|units|options)\b[^.;]{0,20}\b(?:that|which) ${PHYSICIAN} (?:now )?(?:owns|holds|owned|held)\b`,
  String.raw`\brights? (?:of|to) exercis\w*\b[^.;]{0,30}?\b(?:prior|previously granted|existing|outstanding|vested|held) (?:[a-z-]+ ){0,2}options\b`,
  // Awards not yet vested, named as they vest on an event: "all non-vested options granted under the plans shall vest on
  // the termination date", "to the extent not previously vested, the units covered by the award shall vest and shares
  // will be issued". The shares issued on vesting settle the held award; a new grant or eligibility in the sentence lifts it.
  // Held units "eligible to vest" on their terms are not a new eligibility.
  String.raw`^(?![\s\S]*\b(?:eligible(?! to (?:vest|be exercised))|entitled|participat\w*|in addition to|(?:shall|will|may) (?:also )?(?:be )?(?:grant|award)\w*)\b)[\s\S]*`
  + String.raw`(?:\bto the extent not (?:previously |yet |already )?vested\b|\b(?:non-?vested|unvested)\b[^.;]{0,200}\b(?:shall|will) (?:immediately |fully )?vest\b)`,
  // Equity named only as the measure of a payment had things gone otherwise: "the shares that would have been allocated
  // to his account", "options that would have vested within 12 months".
  String.raw`\bwould have (?:been )?(?:allocated|granted|awarded|issued|vested|received|earned)\b`,
  // A worked example of how a held award would vest on an event: "he would then vest in a quarter of that award".
  // A grant offered in the same sentence ("will provide him options that would vest yearly") lifts it.
  String.raw`^(?![\s\S]*\b(?:eligible|entitled|(?:shall|will|may) (?:also )?(?:be )?(?:grant|award|receive|provide|issue)\w*)\b)[\s\S]*\bwould (?:then )?(?:vest in|become (?:vested|exercisable))\b`,
  // Grants dated in past years, recited: "she received option grants in 2019 and 2020". A promise in the same sentence lifts it.
  String.raw`^(?![\s\S]*\b(?:eligible|entitled|(?:shall|will|may) (?:also )?(?:be )?(?:grant|award|receive)\w*)\b)[\s\S]*\breceived (?:[a-z-]+ ){0,3}(?:grants?|awards?|options|shares|units) (?:in|during|for) (?:fiscal (?:year )?)?(?:19|20)\d\d\b`,
  // Equity listed among the claims a release gives up: "all claims about my pay, including stock and options".
  String.raw`\b(?:all|any) claims?\b[^.;]{0,60}\b(?:relat\w* to|arising (?:out of|from|under)|concerning|regarding|based on|for)\b`,
  // A term borrowed from an award agreement's definitions: "Cause has the meaning given in the standard award
  // agreement under the stock plan". The definition, not the awards, is what the sentence carries.
  String.raw`\b(?:term|terms|words?|phrase)\b[^.;]{0,40}\b(?:shall have|has|have) the (?:same )?meanings? (?:ascribed|given|assigned|set (?:forth|out)|provided|defined)\b`,
]);
/**
 * What makes equity named in a paper about leaving something the paper offers, not an award held and settled: a grant the
 * employer still makes ("will then issue you 9,000 options", "shall receive an amended option grant"), an eligibility, or
 * a share plan he goes on buying into or being allotted under ("continues to participate in the stock purchase plan").
 */
const OFFERED_ON_LEAVING = anyOf([
  String.raw`\b(?:will|shall|hereby|agrees? to) (?:(?:then|also) )?(?:be )?(?:grant|issu|award)\w*|\b(?:will|shall) (?:also )?receive\b`,
  String.raw`\beligib\w+\b(?! to (?:vest|be exercised))|\bparticipat\w*|\bparticipant\b`,
  String.raw`\bstock (?:purchase|ownership) (?:plan|program)|\b(?:espp|esop)\b`,
]);
/**
 * An award made apart from the amendment and named as its price: "in consideration of the Company separately granting
 * him 10,000 units, the parties amend the Agreement", "as consideration for this Amendment he will be awarded units under
 * separate award agreements". The amendment neither grants it nor sets its terms (ADJUDICATION: h24-07, h35-04).
 */
export const SEPARATE_AWARD_FOR_AMENDMENT = /^(?=[^]*\bamend\w*)(?=[^]*\bconsideration (?:for|of)\b)[^]*\b(?:separately|separate (?:[a-z-]+ ){0,4}agreements?)\b/;
/**
 * Options named as they are exercised: "in connection with his exercise of certain options to purchase common stock, the
 * Company lent him $60,000". They are held already; a new grant in the sentence lifts it.
 */
const OPTIONS_EXERCISED = /^(?![\s\S]*\b(?:shall|will|may) (?:also )?(?:be )?(?:grant|award)\w*)[\s\S]*\b(?:in connection with|upon|on|for|following|after|to fund|to pay for) (?:the |his |her |your |their )?exercise of (?:certain |his |her |your |the |such |previously granted |outstanding |vested )*(?:[a-z-]+ )?options?\b/;
/**
 * A cash payment sized by the share price ("a bonus paid in cash equal to the rise in the price of the company's common
 * stock over the year"): the stock is only its measure, and no share or right to one passes to the employee.
 */
const CASH_MEASURED_BY_SHARES = /\b(?:in cash|cash (?:payment|bonus|amount))\b[^.;]{0,60}\b(?:equal|equivalent)\b[^.;]{0,80}\b(?:price|value) (?:per share )?of (?:the |a |one |each )?(?:[a-z]+'s )?(?:common )?(?:stock|shares?)\b/;
/** Someone else's stake: "Citicorp, the majority shareholder of the company". */
// The owners' proceeds as the measure of a payment ("paid in whatever form the company's equity holders get").
// A control threshold, as a subsidiary or affiliate definition sets it ("an entity in which the company holds fifty
// percent or more ownership interest"): the employer's stake in another entity.
const OTHERS_STAKE = /\b(?:majority|principal|controlling|largest|sole|significant|parent) (?:shareholder|stockholder|owner)s?\b|\b(?:[a-z]+'s|the [a-z]+) equity (?:interest )?holders\b|\b(?:percent|per cent|%)\)? or (?:more|greater)\b[^.;]{0,30}\b(?:ownership|equity|voting)\b/;
/**
 * Equity the employer sells to an investor, in a recital of a financing: "the Corporation will issue to the Investor
 * 10,000 shares of preferred stock under the Securities Purchase Agreement". No stake is offered to the employee.
 */
const SOLD_TO_INVESTORS = new RegExp(String.raw`^(?![\s\S]*\b${PHYSICIAN}\b)[\s\S]*\b(?:securities purchase agreement|private (?:offering|placement)|investors?|underwriters?|public offering)\b`);
/**
 * Equity named for the rules it is subject to, not offered: tax advice on future vesting, insider-trading rules on
 * dealing in the employer's shares.
 */
/** Equity the employee is told he will not get: "nor will he be eligible, during the term, for further option grants". */
// Eligibility that stops at the ending denies as well ("from the leaving date he is no longer eligible to take part in
// the pension, disability or share purchase plans"); such lists of plans run long, so the reach is wider there.
/**
 * Equity plans named as given up or left out: "he hereby waives all his rights under the old agreement, including the
 * right to take part in the option and pension plans"; "all benefit plans continue, excluding (x) the stock option
 * plans". The clause offers what it keeps, not the plans it drops.
 */
const EQUITY_GIVEN_UP_OR_CARVED_OUT = /\b(?:forfeits?|waives?|relinquish(?:es)?|surrenders?|gives? up)\b[^.;]{0,40}\b(?:all|any) (?:of )?(?:(?:his|her|your|their|its) )?rights\b|\b(?:excluding|but not including)\s+(?:\([a-z0-9]{1,4}\)\s+)?(?:any |the |all )?(?:[a-z-]+ ){0,2}(?:stock|equity|share|option)\b/;
const EQUITY_DENIED = /\b(?:not|nor (?:shall|will|is|be)) (?:[a-z]+ ){0,2}(?:be )?eligible\b[^.;]{0,120}\b(?:options?|shares|stock|equity)\b|\bno longer (?:be )?eligible\b[^.;]{0,240}\b(?:options?|shares|stock|equity)\b/;
const EQUITY_RULES_ONLY = anyOf([
  String.raw`\btax (?:implications|consequences|treatment|advice|advisers?|advisors?)\b`,
  String.raw`\binsider trading\b|\bstock exchange (?:regulations|rules)\b|\bdealings? in (?:the )?(?:shares|securities|stock)\b`,
]);


/** Personal living costs with no business cost beside them ("$2,000 a month expense reimbursement for living costs"). */
const LIVING_COSTS_ONLY = /^(?![^]*\bbusiness\b)[^]*\bliving (?:costs|expenses)\b/;

/**
 * A tax-law timing rule for whatever reimbursements the agreement provides ("claims for reimbursement under this
 * agreement must be made within 30 days after the year ends; the expenses reimbursable in one taxable year do not
 * change those of another"): it names no kind of expense and reimburses nothing itself (ADJUDICATION: h24-02, h25-09).
 * A kind of expense or the work it is incurred for, named anywhere in the clause, lifts it. So does a sentence that only
 * says how "any such reimbursement" is paid (under the employer's usual expense policy): it points back at a
 * reimbursement the clause does not grant.
 */
const NO_KIND_NAMED = String.raw`^(?![^]*\b(?:business|travel|entertainment|out-of-pocket|meals?|lodging|mileage|airfare|telephone|duties|services|on behalf of)\b)`;
const REIMBURSEMENT_TIMING_ONLY = new RegExp(String.raw`${NO_KIND_NAMED}(?=[^]*\b(?:calendar|taxable|tax) years?\b)[^]*\breimburs\w*\b|${NO_KIND_NAMED}[^]*\b(?:any|each|every|the|such)(?: such)? reimbursements?\b[^.;]{0,40}\b(?:shall|will) be (?:paid|payable|made)\b[^.;]{0,60}\b(?:in accordance with|under|pursuant to|per)\b[^.;]{0,60}\bpolic(?:y|ies)\b`);
/**
 * Fees of the employee's own lawyer for negotiating or drafting the agreement or an amendment of it are not costs of
 * the work (ADJUDICATION: h26-05); the same clause naming business expenses as well still reimburses them.
 */
const NEGOTIATION_FEES = new RegExp(String.raw`${NO_KIND_NAMED}[^]*\b(?:legal|attorneys?'?|counsel(?:'s)?|advisors?'?) (?:fees|costs)\b[^.;]{0,120}\b(?:negotiat\w*|prepar\w*|draft\w*|review\w*|execution) (?:of|and|or)\b`);

/**
 * A lawyer's fees with the costs that go with them ("all attorneys' and related fees and expenses he incurs over any such
 * claim"), and career help once he has left ("the costs of an outplacement firm for a year"), pay for no cost of the work
 * unless a business kind is named beside them (ADJUDICATION: h26-05, legal fees alone).
 */
// Outplacement is itself a service, so only the kinds of business cost are looked for beside it.
const LAWYER_OR_OUTPLACEMENT_ONLY = new RegExp(String.raw`${NO_KIND_NAMED}[^]*\b(?:attorneys?|lawyers?|counsel)(?:'|\u2019)?s?(?:'|\u2019)? (?:and (?:related|other|associated) )?fees\b|^(?![^]*\b(?:business|travel|entertainment|out-of-pocket|duties)\b)[^]*\boutplacement\b`);

/**
 * "Out-of-pocket" said of a lawyer's bill ("his reasonable legal and out-of-pocket expenses of negotiating this
 * agreement", "his out-of-pocket costs, including attorneys' fees, of any such contest"): the costs are his own affair,
 * not the work's, unless another kind of business cost or the work itself is named beside them (ADJUDICATION: h26-05).
 */
const LEGAL_OUT_OF_POCKET_ONLY = /^(?![^]*\b(?:business|travel|entertainment|meals?|lodging|mileage|airfare|telephone|duties|on behalf of)\b)(?=[^]*\b(?:legal|attorneys?|lawyers?|counsel)(?:'|\u2019)?s?(?:'|\u2019)? (?:and (?:[a-z-]+ ){0,2})?(?:fees|expenses|costs)\b)[^]*\bout[- ]of[- ]pocket\b/;

/**
 * Costs of a dispute or proceeding about the agreement ("shall pay his reasonable costs in connection with any litigation
 * over the interpretation of this agreement"): they follow a quarrel, not the work, so without a business kind named
 * beside them they reimburse no business expense. The defence of a suit counts the same ("expenses incurred in connection
 * with the defense of any lawsuit", as an indemnity for officers words it).
 */
// Costs of enforcing the agreement count the same ("each party bears its own fees and other expenses incurred in enforcing
// its rights under this agreement"): a quarrel over the agreement, not the work (h52-06).
const DISPUTE_COSTS_ONLY = new RegExp(String.raw`${NO_KIND_NAMED}[^]*\b(?:costs|expenses|fees)\b[^.;]{0,80}\b(?:(?:in connection with|incurred in|arising (?:out of|from)|relating to|related to|in respect of|with respect to) (?:the (?:defen[cs]e|conduct|prosecution|settlement) of )?(?:any |such |a |the )?(?:litigation|arbitration|lawsuits?|suits?|legal (?:actions?|proceedings?)|proceedings?|disputes?|contests?)\b|(?:incurred )?in (?:enforcing|protecting|defending)(?: or (?:enforcing|protecting|defending))? (?:the |its |his |her |their |any )?(?:rights?|obligations|terms|provisions)\b)`);

/**
 * Costs of the help the employee gives the employer ("his reasonable costs of this cooperation", "expenses
 * of giving such assistance"). Help in a contest over his own taxes is his own affair
 * (ADJUDICATION-holdout50: h50-09), so a tax authority or audit in the clause keeps it out.
 */
const COOPERATION_COSTS = /^(?![^]*\b(?:internal revenue service|irs|taxing authority|tax (?:audit|contest|claim)s?|excise tax)\b)[^]*\b(?:costs?|expenses?)\b[^.;]{0,60}\b(?:associated with|in connection with|incurred in(?: connection with)?|arising (?:out of|from)|related to|relating to|of) (?:providing |rendering |giving )?(?:such|this|that|his|her|your|the|any such)? ?(?:cooperation|assistance)\b/;

/**
 * The employee confirms on leaving that his expenses have all been repaid and nothing more is owed ("you confirm that
 * the Company has already repaid every business expense and that no further reimbursement is due"): a release of a
 * claim, not an expense reimbursement the agreement provides.
 */
const ALREADY_REIMBURSED = /\b(?:acknowledge[sd]?|confirm(?:s|ed)?|represent(?:s|ed)?|agree[sd]?|certif(?:y|ies|ied))\b[^.;]{0,60}\b(?:has|have|had) (?:already )?(?:been )?(?:fully |properly |duly )?(?:reimbursed|repaid|paid)\b(?![^.;]{0,120}\bexcept\b)[^.;]{0,160}\b(?:expenses?|reimbursements?)\b/;

/** Kinds of expense listed before the word ("reasonable travel, entertainment or other"), a few words at most. */
// The kind may be named by what the costs serve: "travel and other company-related expenses", "work related expenses",
// or by what is bought on the road: "hotel and meal expenses".
const EXPENSE_KINDS = String.raw`(?:(?:reasonable|necessary|approved|authorized|documented|out[- ]of[- ]pocket|ordinary|actual|travel|entertainment|office|business|professional|other|related|such|hotel|meals?|lodging|(?:company|work|job|practice|business|employment)[- ]related),? (?:and |or |and/or )?){0,6}`;

export const ownershipRules: readonly FlagRule[] = [
  {
    path: `${L}partnershipOwnershipOpportunities.partnership_buy_in_out`,
    match: [
      /\bbuy[- ]?(?:in|out|back)s?\b/,
      /\b(?:redeem|redemption|repurchase)\w*\b[^.]{0,100}\b(?:interest|shares|stock|units)\b/,
      /\b(?:interest|shares|stock)\b[^.]{0,60}\b(?:redeem|redemption|repurchase)\w*/,
      /\bpurchase price (?:for|of) (?:physician's |your |the )?(?:ownership|membership|partnership|equity) interest\b/,
    ],
    unless: [
      /\bbuy(?:ing|s)? (?:equipment|supplies)\b/,
      COVENANT_RELEASE,
      /\bbuy[- ]?(?:in|out)s?\b[^.;]{0,40}\b(?:to be (?:determined|agreed|negotiated|set|established)|tbd|not yet (?:determined|set|agreed))\b/,
      // The employer itself bought out, as a change of control: "on a buyout of the company half his unvested shares
      // vest", "its sale, merger or buyout to an outside party". No stake of the employee is bought in or out.
      /\bbuy[- ]?outs? of (?:the |its |our )?(?:company|corporation|employer|bank|business|firm)\b/,
      /\b(?:sale|acquisition|merger|consolidation)s?,? (?:(?:or|and|and\/or) )?(?:(?:sale|acquisition|merger|consolidation)s?,? (?:(?:or|and|and\/or) )?){0,3}buy[- ]?outs?\b/,
    ],
    captionUnless: [COVENANT_RELEASE],
    denial: 'clause',
  },
  {
    path: `${L}partnershipOwnershipOpportunities.partnership_buy_in_out`,
    // "Physician shall purchase a 20% interest for $150,000": the price of admission, unlike a stock option grant.
    match: [/\b(?:shall|will|must) (?:purchase|buy|acquire)\b[^.]{0,60}\b(?:ownership |equity |membership |partnership )?(?:interest|shares|units|stock)\b/, /\bcapital contribution\b/],
    // Nor an outsider buying control of the employer ("any person, other than an employee ownership plan, who buys 40% of
    // the voting power by tender offer"), as a change-in-control definition puts it.
    unless: [/\boptions?\b/, /\bexercise price\b/, RECITAL_OPENING, /\bstock purchase agreement\b/, CHANGE_OF_CONTROL, /\bvoting (?:power|securities|stock)\b/],
    denial: 'clause',
    confidence: PLAIN,
  },
  {
    path: `${L}partnershipOwnershipOpportunities.ownership_equity_opp`,
    match: [
      /\b(?:ownership|equity|membership|partnership) (?:interest|stake|opportunit\w+|share|units?|position|track)\b/,
      // Hyphenated as a modifier too: "the Stock-Option Program".
      /\bstock[- ]options?\b/,
      // "the following equity options", "equity options at $0.75".
      /\bequity options?\b/,
      around(String.raw`\b`, [
        // The singular as a modifier too: "a restricted share award", "restricted share units".
        String.raw`restricted stock|stock units|rsus?|phantom (?:stock|equity)|profits interests?|stock grants?|restricted shares?`,
        String.raw`share options?|equity(?:-based)? (?:awards?|grants?|incentives?|incentive awards?)|(?:equity|stock)[- ]based compensation`,
      ], String.raw`\b`),
      // In the plural as well: "Options to purchase four times the shares bought".
      /\boptions? to (?:purchase|acquire|buy)\b/,
      // Options named by what they reward rather than as stock: "any bonus options to be awarded to him".
      /\boptions (?:to be|that may be|which may be|shall be|will be|may be) (?:awarded|granted) to\b/,
      // Options whose number is still to be fixed, owed to him: "the number of options issuable to him under the plan".
      /\boptions? issuable to (?:him|her|you|them|the [a-z]+)\b/,
      /\b(?:shareholder|co-?owner|equity partner)\b/,
      /\b(?:become|becoming|admitted as|admission as|admit \w+ as) (?:a |an )?partner\b/,
      /\bshares of\b[^.]{0,40}\b(?:stock|the practice|the group|the company)\b/,
      // Equity plan types, alone or in a list of the plans the executive may join: "stock purchase, incentive and
      // performance award programs", "a one-time stock bonus", "any benefit plan, including equity, pension, thrift".
      /\bstock (?:purchase|bonus|award|incentive|appreciation)s?\b(?! agreement)/,
      /\b(?:including|such as)\b[^.;]{0,60}\bequity(?:,| or| and)/,
      // Stock bought with pay: "the net bonus shall be used to purchase the stock of the Company".
      /\b(?:to|may|shall|will) (?:purchase|acquire|buy) (?:the |additional )?(?:common )?(?:stock|shares) (?:of|in)\b/,
      // Pay put toward the employer's stock, by the noun: "he may apply part of his bonus to the purchase of the
      // company's shares and receive matching awards".
      /\b(?:apply|applies|use|uses|invest|invests|direct|directs)\b[^.;]{0,60}\b(?:bonus|salary|compensation|pay)\b[^.;]{0,40}\b(?:to|toward|towards|in|into|for) (?:the )?(?:purchase|acquisition) of (?:the )?(?:[a-z]+'s )?(?:common )?(?:stock|shares)\b/,
    ],
    needs: [around(String.raw`\b`, [
      // Not "option" alone: it is the mention itself in "stock options" and would let any passing reference through.
      String.raw`opportunit\w+|offer\w*|eligib\w+|option to (?:purchase|acquire|buy|subscribe)|purchase|acquire|admission|admit\w*|become|becoming|grant\w*|awarded`,
      String.raw`awards? (?:to|the|him|her|you)|(?:may|shall|will) award|track|buy|path|invest`,
      // Taking part in an equity plan or receiving its awards: "entitled to participate in any equity incentive plan",
      // "shall receive a one-time stock bonus", "the allocation of restricted shares will be in line with".
      String.raw`participat\w*|take part|allocat\w*|receiv\w* (?:[a-z\d,-]+ ){0,2}(?:options?|shares|stock|units|equity|grants?|awards?|bonus)`,
      // Receiving awards named after a condition or a discretion ("to receive, at the Board's discretion, further
      // share options"), and equity pay the board may give ("stock-based compensation may be awarded").
      String.raw`receiv\w*\b(?:(?!vesting)[^.;]){0,80}\b(?:share |stock )?(?:options|restricted (?:shares|stock)|stock units)`,
      String.raw`(?:equity|stock)[- ]based compensation (?:may|shall|will) be (?:paid|provided|granted|awarded)`,
      // Pay given in the employer's equity: "the award will be paid substantially in restricted shares", "payable in
      // shares of common stock", "shares of stock will be issued at the end of the cycle".
      String.raw`(?:paid|payable|settled|made)(?: (?:substantially|largely|mostly|mainly|partly|partially|wholly|entirely|primarily|principally|in part|in whole))? in|(?:shall|will|to) be issued`,
      // An aside between the payment and its form: "payable, as the Board elects, in cash or stock".
      String.raw`(?:paid|payable|settled|made), [^.;,]{0,60}, in`,
      // The choice named without commas: "payable at the Officer's election in either cash or stock".
      String.raw`(?:paid|payable|settled|made) (?:at|in) (?:the )?(?:[a-z]+'s |his |her |its |their )?(?:sole )?(?:election|option|discretion|choice) in`,
      // Made a member of an equity plan, or given its awards among the benefits: "may be included in any stock
      // incentive plan", "shall provide the employee with ... stock options".
      // Equity left to the board's later decision: "bonus, stock options or other incentive pay as may be determined by the
      // Board", "such equity awards as the committee may approve".
      String.raw`as (?:may be |shall be )?(?:determined|set|fixed|approved|decided) by (?:the |its |[a-z]+'s )?(?:board|(?:[a-z]+ )?committee)`,
      String.raw`as (?:the |its |[a-z]+'s )?(?:board|(?:[a-z]+ )?committee) (?:may|shall|will) (?:determine|approve|decide|set)`,
      // Kept among the benefits he stays entitled to: "entitled to all current benefits, bonus potential and stock option
      // potential"; not the right to exercise or vest what he holds. The equity is in the same run of words, not an item of
      // a longer list of what a termination brings.
      String.raw`entitled to(?! (?:exercise|vest|continued vesting|accelerat))(?:,? (?:and |or )?[a-z-]+){0,14}? (?:stock|share|equity)`,
      String.raw`(?:included|enrolled) in|(?:shall|will|may) provide (?:the )?[a-z]+ with|(?:shall|will|may) provide (?:for|to) (?:him|her|you|them)\b`,
    ], String.raw`\b`)],
    unless: [
      /\bnothing in this agreement creates\b[^.]{0,60}\bpartnership\b/,
      /\b(?:physician-owned|each of whom is a shareholder)\b/,
      /\bnot an? (?:employee, )?partner\b/,
      CHANGE_OF_CONTROL,
      ACCELERATION_ONLY,
      COVENANT_EQUITY,
      HELD_EQUITY_ONLY,
      EQUITY_RULES_ONLY,
      EQUITY_DENIED,
      SOLD_TO_INVESTORS,
      OTHERS_STAKE,
      SEPARATE_AWARD_FOR_AMENDMENT,
      OPTIONS_EXERCISED,
      CASH_MEASURED_BY_SHARES,
      EQUITY_GIVEN_UP_OR_CARVED_OUT,
      // A recital tells why the parties sign ("whereas, in return for a separate grant of units, ..."): it offers nothing itself.
      RECITAL_OPENING,
    ],
    // A caption ("Stock Option Grants.") over a sentence that only lets held awards vest or keep running offers nothing.
    captionUnless: [ACCELERATION_ONLY, HELD_EQUITY_ONLY],
    denial: 'clause',
    leavingNeeds: [OFFERED_ON_LEAVING],
  },
  {
    path: `${L}partnershipOwnershipOpportunities.ownership_equity_opp`,
    // The employer's equity program as a whole, joined or bought into: "eligible to invest in the equity program". Named
    // only as the source of benefits already given ("benefits granted him in the Equity Plan"), it offers nothing new.
    match: [/\bequity (?:programs?|plans?)\b/],
    needs: [/\b(?:eligib\w+|invest\w*|participat\w*|join\w*|take part|buy into|purchase)\b/],
    unless: [CHANGE_OF_CONTROL, ACCELERATION_ONLY, HELD_EQUITY_ONLY, EQUITY_DENIED, RECITAL_OPENING, /\bterminat\w*\b/],
    denial: 'clause',
    leavingNeeds: [OFFERED_ON_LEAVING],
    confidence: PLAIN,
  },
  {
    path: `${L}partnershipOwnershipOpportunities.ownership_equity_opp`,
    // Pay he may take in the employer's stock instead of cash: "he may elect to convert the cash bonus into common shares
    // at the market price". Often a change-in-control payment, so the change-of-control wording does not rule it out.
    match: [/\bconvert\w*\b[^.;]{0,60}\b(?:payment|bonus|salary|compensation|fees?|pay)\b[^.;]{0,40}\binto (?:[a-z]+ ){0,2}(?:stock|shares)\b/],
    needs: [/\b(?:opportunit\w+|option|elect\w*|choose|may|right)\b/],
    unless: [HELD_EQUITY_ONLY, EQUITY_DENIED, SOLD_TO_INVESTORS, RECITAL_OPENING],
    denial: 'clause',
    confidence: PLAIN,
  },
  {
    path: `${L}partnershipOwnershipOpportunities.ownership_equity_opp`,
    // A share plan for employees that he stays in, during the term or a severance period ("he shall continue to
    // participate in the employee stock ownership plan for twelve months", "benefits, including ESPP participation"):
    // further shares keep coming to him, which no held award does. Being eligible once, in the past, is not staying in.
    match: [/\bemployee stock (?:ownership|purchase) (?:plan|program)s?\b|\b(?:esop|espp)\b/],
    needs: [/\b(?:(?:continue[sd]?|remain) to participate|continu(?:ed|ing) (?:[a-z()-]+ ){0,3}participation|(?:esop|espp) participation|remain (?:a )?participants?)\b/],
    unless: [HELD_EQUITY_ONLY, EQUITY_DENIED, RECITAL_OPENING],
    denial: 'plan',
    confidence: PLAIN,
  },
  {
    path: `${L}partnershipOwnershipOpportunities.ownership_equity_opp`,
    // A payment the employer may make in its stock instead of cash: "$100,000 in cash, or an equivalent value of the
    // Company stock", "payable in cash or in shares of common stock at the Board's election".
    // A list of forms as well: "to be paid in cash, stock or otherwise".
    match: [/\b(?:in|as) cash, (?:in )?(?:(?:company|common|restricted) )?(?:stock|shares)\b/, /\bcash,? or (?:in )?(?:an? )?(?:equivalent |equal )?(?:(?:value|amount) (?:of|in) )?(?:the )?(?:company(?:'s)? |common |restricted |[a-z0-9-]+ ){0,2}(?:stock|shares)\b|\b(?:stock|shares),? or (?:in )?cash\b/],
    needs: [/\b(?:pa(?:id|ys?|yable)|bonus|entitled|receiv\w*|award\w*|compensat\w*|settled)\b/],
    unless: [ACCELERATION_ONLY, HELD_EQUITY_ONLY, EQUITY_RULES_ONLY, /\b(?:purchase price|consideration)\b[^.;]{0,80}\b(?:cash|stock)\b/, /\bmerger\b|\bacquir\w+ (?:the )?company\b/],
    denial: 'clause',
    confidence: PLAIN,
  },
  {
    path: `${L}partnershipOwnershipOpportunities.ownership_equity_opp`,
    // Options counted out as the employee's pay: "a yearly retainer of 50,000 options at $0.40", "compensation of
    // 20,000 stock options a quarter".
    match: [
      /\b(?:retainer|fees?|salary|compensation|remuneration|bonus)\b[^.;]{0,40}\b\d[\d,]*\s+(?:stock |share )?options\b/,
      // Shares paid out as pay, by the year or in settlement of pay owed: "payable as 5,000 shares a quarter", "may
      // settle unpaid fees by issuing shares".
      /\b(?:payable|paid|issued)\b[^.;]{0,20}\b\d[\d,]*\s+(?:\([\d,]+\)\s+)?shares (?:per|a|each|every) (?:year|annum|quarter|month)\b/,
      /\b(?:shares|stock)\b[^.;]{0,40}\b(?:as|in) (?:full |partial )?(?:settlement|satisfaction|payment) of (?:the |any |all )?(?:accrued |unpaid |deferred )*(?:salary|compensation|fees|wages|pay)\b/,
    ],
    unless: [CHANGE_OF_CONTROL, ACCELERATION_ONLY, HELD_EQUITY_ONLY],
    denial: 'clause',
    confidence: PLAIN,
  },
  {
    path: `${L}partnershipOwnershipOpportunities.ownership_equity_opp`,
    // A grant of a stated number of units or shares to the physician: "shall grant the
    // Physician 2,500 Units", "will issue to you 1,000 shares". Not relative value units.
    match: [
      /\b(?:grant|issue|award|allocate|transfer|sell)(?:s|ed|ing)?\b[^.;]{0,60}\b\d[\d,]*\)?\s+(?:(?:class [a-z]|[a-z-]+)\s+){0,3}(?:units|shares|options)\b/,
      /\b(?:grant|award)s? of (?:equity|stock|shares|options|restricted (?:stock|shares)|stock options)\b/,
    ],
    needs: [new RegExp(String.raw`\b${PHYSICIAN}\b`)],
    // Grants named only as they vest sooner or as they were made before are held, not offered.
    unless: [/\brelative value\b|\brvus?\b|\bwrvus?\b/, /\bprofit shares?\b/, ACCELERATION_ONLY, RECITAL_OPENING, SEPARATE_AWARD_FOR_AMENDMENT, GRANTS_RECITED],
    denial: 'clause',
    leavingNeeds: [OFFERED_ON_LEAVING],
    confidence: STATED,
  },
  {
    path: `${L}compensationStructurePaymentFrequency.reimb_exp_overhead`,
    // Costs of working away from the employer's premises: "reimburse up to $500 per year for
    // home office equipment and internet costs", "a monthly cell phone stipend".
    match: [/\b(?:home[- ]office|internet|broadband|wi-?fi|(?:cell(?:ular)?|mobile|smart) ?phone|telephone|computer|laptop|office (?:equipment|supplies)|equipment|software|technology)\b/],
    needs: [/\b(?:reimburs\w*|stipend|allowance|pay (?:for|the cost)|pays (?:for|the cost)|paid for)\b/],
    unless: [
      /\b(?:cme|continuing medical education|conference|relocat\w*|moving|tuition|sign(?:ing|-on) bonus)\b/,
      /\b(?:damage\w*|lost|loss of|return)\b/,
      /\bshall not reimburse\b(?![^.]*\bexcept\b)/,
    ],
    confidence: PLAIN,
  },
  {
    path: `${L}compensationStructurePaymentFrequency.reimb_exp_overhead`,
    match: [
      // Drafters also leave out the hyphens: "out of pocket expenses".
      /\b(?:business|travel|out[- ]of[- ]pocket|practice|overhead|operating|reasonable and necessary|approved|reimbursable|employment|entertainment|business[- ]related) expenses?\b/,
      // Expenses the employee incurs for the employer: "incurred by employee on behalf of employer", "incurred by him in carrying out his duties".
      // "incurred or paid by him in furtherance of his duties".
      new RegExp(String.raw`\bexpenses?\b[^.;]{0,120}\bincurred (?:or paid )?by (?:him|her|them|you|(?:the )?(?!${EMPLOYER}\b)[a-z]+)\b[^.;]{0,40}?\b(?:on behalf of (?:the )?[a-z]+|in (?:carrying out|performing|the performance of|the discharge of|connection with|furtherance of) (?:the |his |her |its |your )?(?:\w+ )?(?:duties|services|employment|employer|company|business))\b`),
      // The same in the active voice: "any costs that you run up on the Trust's behalf will be repaid" ("expenses that you
      // incur on behalf of the Clinic", "expenses which he incurs in performing his duties").
      /\bexpenses? (?:that|which) (?:you|he|she|i|(?:the )?[a-z]+) (?:may )?(?:incurs?|pays?)\b[^.;]{0,20}?\b(?:on behalf of|in (?:carrying out|performing|the performance of|connection with|the course of))\b/,
      // Expenses run up for the employer, reimbursed or kept on leaving: "he keeps his claim to costs he ran up on behalf of the Group".
      new RegExp(String.raw`\bexpenses? (?:incurred|paid) on behalf of (?:the )?${EMPLOYER}\b`),
      // Travel on the employer's business paid under its rules: "on business trips he is paid under the Company's travel allowance rules".
      /\bbusiness trips?\b[^.;]{0,120}\b(?:allowance|reimburs\w*|expenses?)\b/,
      // Reimbursed against proof: "will reimburse the employee for all such expenses upon presentation of an itemized account".
      /\breimburs\w*\b[^.;]{0,80}\bexpenses?\b[^.;]{0,60}\b(?:upon|on|after|against) (?:the )?(?:[a-z]+'s |his |her |your )?(?:presentation|submission|receipt|production) of\b/,
      new RegExp(String.raw`\b(?:(?!${EMPLOYER}'s)[a-z]+'s|his|her|your) (?:reasonable )?(?:business )?expenses (?:shall|will) be (?:promptly )?reimbursed\b`),
      new RegExp(String.raw`\bexpenses? (?:incurred|properly incurred)(?: or paid)? (?:by (?:the )?${PHYSICIAN} )?(?:in|for) (?:the performance|connection with|performing|the course of)\b`),
      // "business meal expenses", "business travel expenses": the business kind named before another word.
      /\bbusiness (?:meals?|travel|entertainment|lodging) expenses?\b/,
      /\b(?:mileage|airfare|lodging|rental car)\b/,
      /\bexpense reimbursement\b/,
      // "Costs of travel" as well: "the Doctor will be repaid all reasonable costs of travel".
      /\b(?:expenses?|costs?) (?:for|of) (?:business |work-related )?travel\b/,
      /\bwork-related expenses?\b/,
      // "reasonable expenses incurred by the Physician on Group business", "expenses of performing the Services".
      around(String.raw`\b(?:reasonable|necessary|ordinary|documented|actual|approved)(?:,? (?:and|or) (?:necessary|documented|customary|reasonable|ordinary|actual))? (?:business |professional |out-of-pocket )?(?:costs (?:and|or) )?expenses?\b[^.;]{0,80}\b`, [
        String.raw`incurred|on (?:\w+ )?business|in (?:the )?(?:performance|performing|course|discharge|connection)`,
      ], String.raw`\b`),
      /\bexpenses?\b[^.;]{0,40}\b(?:incurred|spent) (?:by (?:the )?\w+ )?(?:on|for|in (?:the )?(?:course|conduct) of) (?:the )?(?:\w+ )?business\b/,
      /\b(?:travel|business) and expense polic(?:y|ies)\b/,
      // The costs of helping the employer after he has left or while he hands over ("will repay the reasonable costs that
      // this cooperation brings"): costs run up for the employer's business (ADJUDICATION-holdout50 point 8; h24-08, h35-07).
      COOPERATION_COSTS,
    ],
    // The employer answers for the costs: "the Company shall be responsible for all travel expenses of the Physician".
    // Or he hands in the proof of them to be repaid ("shall submit his vouchers for business expenses before he leaves").
    needs: [/\b(?:reimburs\w*|pay|pays|paid|arrange and pay|allowance|bears?|cover(?:s|ed)?|furnish\w*)\b/, new RegExp(String.raw`\b${EMPLOYER} (?:shall|will) be responsible for\b`),
      /\bsubmit\w*\b[^.;]{0,30}\b(?:vouchers?|receipts?|expense (?:reports?|claims?|statements?))\b/],
    unless: [
      /\b(?:cme|continuing medical education|conference|relocat\w*|moving|house-hunting|tuition|household goods|sign(?:ing|-on) bonus)\b/,
      /\bshall not reimburse\b(?![^.]*\bexcept\b)/,
      /\bmedical (?:expense )?reimbursement plans?\b/,
      // A car's running costs are a car benefit (commute_assist); lodging while a former home is sold is relocation.
      /\b(?:automobile|vehicle|company car)\b/,
      /\b(?:primary |former )?residence\b|\btemporary (?:lodging|housing|living)\b/,
      LIVING_COSTS_ONLY,
      // Reimbursements named only among the payments a debt may be taken from ("may deduct it from salary, bonus or
      // expense reimbursement").
      /\b(?:deduct\w*|set off|offset|withh[eo]ld)\b[^.;]{0,80}\bfrom (?:any )?(?:[a-z]+,? (?:or |and )?){1,5}expense reimbursements?\b/,
      REIMBURSEMENT_TIMING_ONLY,
      NEGOTIATION_FEES,
      DISPUTE_COSTS_ONLY,
      LAWYER_OR_OUTPLACEMENT_ONLY,
      LEGAL_OUT_OF_POCKET_ONLY,
      ALREADY_REIMBURSED,
    ],
  },
  {
    path: `${L}compensationStructurePaymentFrequency.reimb_exp_overhead`,
    // The expenses named by a list of kinds or by their owner rather than by "business": "will pay or reimburse him for
    // such reasonable travel, meal or other expenses as he may incur", "she is to be reimbursed for any approved travel
    // and other expenses", "pays the expenses of the Manager that his duties bring".
    match: [
      new RegExp(String.raw`\b(?:reimburs(?:e|es|ed|ing)|pay or reimburse|pay and reimburse)\b[^.;]{0,60}?\bfor (?:all |any |such |the )?(?:(?:his|her|your|its|their|[a-z]+'s) )?${EXPENSE_KINDS}expenses\b`),
      new RegExp(String.raw`\breimbursement (?:for|of) (?:all |any |such |the )?(?:(?:his|her|your|its|their|[a-z]+'s) )?${EXPENSE_KINDS}expenses\b`),
      /\bpay (?:all|any|such) (?:[a-z-]+ ){0,3}expenses (?:of|incurred by) (?:the )?[a-z]+\b[^.;]{0,80}\b(?:duties|services|business|employment|work)\b/,
    ],
    unless: [
      /\b(?:cme|continuing medical education|conference|relocat\w*|moving|house-hunting|tuition|household goods|sign(?:ing|-on) bonus)\b/,
      // Costs of a dispute, of the executive's own counsel or of a claim against him are not costs of the work.
      /\b(?:attorneys?'?|legal|counsel|arbitration|litigation|lawsuit|indemnif\w*|enforce\w*|proceedings?|witness|testimony)\b/,
      /\bmedical (?:expense )?reimbursement plans?\b|\b(?:health|medical|dental|insurance|cobra|premiums?)\b/,
      /\b(?:automobile|vehicle|company car)\b|\b(?:primary |former )?residence\b|\btemporary (?:lodging|housing|living)\b/,
      LIVING_COSTS_ONLY,
      /\bshall not (?:be )?reimburse\w*\b(?![^.]*\bexcept\b)|\bno (?:expenses|reimbursement)\b/,
      ALREADY_REIMBURSED,
    ],
    // "Reimbursement for Expenses." over an amendment's new text about something else (relocation): the body decides.
    captionDefersToBody: true,
    confidence: PLAIN,
  },
  {
    path: `${L}compensationStructurePaymentFrequency.reimb_exp_overhead`,
    // The employer pays business costs directly or by a set sum: a company credit card or expense account for the
    // executive's business use, an expense allowance (a car allowance is commute_assist, not this).
    match: [
      /\b(?:company|corporate|business|employer)(?:-| )?(?:provided |paid |issued )?(?:credit|charge|purchasing|expense) cards?\b/,
      /\bexpense (?:allowance|account)s?\b/,
    ],
    unless: [
      /\b(?:relocat\w*|moving|tuition|automobile|vehicle|car)\b/,
      // Cards named among the property handed back on leaving, however long the list before them ("shall deliver to the
      // Company all its property, including company credit cards").
      /\b(?:return|surrender|deliver|turn(?:s|ed|ing)? over|hand(?:s|ed|ing)? (?:over|back))\w*\b[^.;]{0,400}\b(?:credit|charge) cards?\b/,
      /\bshall not reimburse\b(?![^.]*\bexcept\b)/,
    ],
    denial: 'offer',
    confidence: PLAIN,
  },
  {
    path: `${L}compensationStructurePaymentFrequency.reimb_exp_overhead`,
    // An office or a secretary he arranges himself, its cost repaid: "repays him what he spends on office space and a
    // secretary" (ADJUDICATION-holdout38.md h38-05). Only with the repayment itself: a secretary provided at the
    // employer's expense is support staff, not a reimbursement (h28-04).
    match: [/\breimburs\w*\b[^.;]{0,80}\b(?:office space|office rent|secretarial (?:support|services|assistance))\b|\b(?:office space|office rent|secretarial (?:support|services|assistance))\b[^.;]{0,40}\b(?:shall|will|to) be reimbursed\b/],
    confidence: PLAIN,
  },
  {
    path: `${L}compensationStructurePaymentFrequency.reimb_exp_overhead`,
    // The running costs of the car he drives for the work, repaid by the mile or item by item ("plus 45 cents a mile",
    // "the Bank pays or repays the fuel, tolls and servicing of the car"): costs the work runs up, beyond the car itself,
    // which is commute_assist (ADJUDICATION-holdout25.md h25-08, ADJUDICATION-holdout34.md h34-06; contrast h37-09, a car
    // with no running costs repaid, and h38-10, the trip from home to the office).
    match: [
      /(?:\$\s?)?(?<![\w.])\d*\.\d{1,2}\s*(?:\/\s?|per |a |for each |for every )mile\b|\bcents? (?:per|a|for each|for every) mile\b|\bper[- ]mile (?:rate|allowance|reimbursement)\b/,
      /\b(?:reimburs\w*|pay(?:s|ment)?|paid)\b[^.;]{0,60}\b(?:gas(?:oline)?|fuel|petrol)\b[^.;]{0,40}\b(?:tolls|repairs|maintenance|servicing|parking)\b/,
    ],
    unless: [/\bcommut\w*\b|\b(?:from|between) (?:his |her |your )?home (?:to|and) (?:the |his |her |your )?(?:office|work)\b/, /\bshall not (?:pay|reimburse)\b/],
    denial: 'offer',
    confidence: PLAIN,
  },
  {
    path: `${L}compensationStructurePaymentFrequency.reimb_exp_overhead`,
    // Expenses left unreimbursed are paid out on termination: the employer reimburses them (ADJUDICATION: h3-16, h4-05).
    // The same owed in other words: "accrued expense reimbursements", "reimbursement for expenses incurred up to the date
    // of termination" (ADJUDICATION-holdout35.md h35-07, after h24-08 and h33-05).
    match: [/\bunreimbursed (?:business |employment )?expenses\b/,
      // The sum still owed named first: "the unreimbursed amount of all expenses you incurred in your duties".
      /\bunreimbursed (?:amount|portion|balance|total) of (?:all |any |the |such )?(?:(?:his|her|your|their) )?(?:business |employment )?expenses\b/,
      // Expenses claimed on the reports handed in to be repaid: "approved reimbursements will be paid within thirty days of
      // your final expense report", "submit your expense claims and the Clinic will reimburse them".
      /\breimburs\w*\b[^.;]{0,120}\bexpense (?:reports?|claims?|statements?|vouchers?)\b|\bexpense (?:reports?|claims?|statements?|vouchers?)\b[^.;]{0,120}\breimburs\w*/,
      /\b(?:unpaid|accrued|outstanding) (?:business |employment )?expense reimbursements?\b/,
      // The expenses themselves called unpaid, with the repayment: "will reimburse you for all unpaid expenses you ran up
      // while you were employed".
      /\breimburs\w*\b[^.;]{0,40}\b(?:all |any )?(?:unpaid|outstanding) (?:business |employment )?expenses\b/,
      // Expenses still owed when he leaves, named by their state: "expenses he incurred before the last day but not yet
      // repaid to him", "expense reimbursements earned and payable as of the date of termination", "reimbursement for
      // expenses incurred on the Clinic's behalf in the period ending on the Termination Date". The "not" there tells
      // what is owed, not a denial.
      /\bexpenses?\b[^.;]{0,80}\bnot (?:yet |previously |theretofore )(?:been )?(?:reimbursed|repaid)\b/,
      /\bexpense reimbursements?\b[^.;]{0,120}\b(?:earned|owed|due|payable|accrued)\b[^.;]{0,60}\b(?:as of|through|up to|prior to) (?:the )?(?:date of )?(?:termination|separation|resignation)\b/,
      /\breimbursement (?:for|of) (?:[a-z-]+ ){0,4}expenses? incurred\b[^.;]{0,80}\b(?:period ending on|through|up to|prior to) (?:the )?(?:date of )?(?:termination|separation|resignation)(?: date)?\b/,
      /\breimbursement\b[^.;]{0,60}\bfor (?:any |all )?(?:business )?expenses? (?:incurred|paid)\b[^.;]{0,40}\b(?:prior to|before|through|up to|on or before|as of) (?:the )?(?:date of )?(?:(?:such|his|her|the) )?(?:termination|separation|resignation)\b/],
    unless: [/\b(?:relocat\w*|moving|tuition)\b/],
    denial: 'none',
    // Such sums are most often listed in a definition ("Accrued Obligations means ... unreimbursed expenses") that the
    // termination payments then use: the definition is where the contract says they are paid.
    allowDefinitions: true,
    confidence: LIKELY,
  },
];

/**
 * Awards promised in a sentence that does not say what they are ("he shall stay eligible to be granted awards under
 * the yearly long-term incentive program"), under a caption or heading that names them as equity ("Long-Term Equity
 * Incentive Awards", "Stock Awards"): the caption says the awards are equity (ADJUDICATION: a long-term plan not described
 * as equity is no equity, d2-07; here it is so described). Awards that only vest or run on are held, not offered.
 */
const AWARDS_PROMISED = /\b(?:eligib\w+ (?:to be granted|to receive|for)|(?:shall|will) (?:be )?(?:granted|awarded|receive)|(?:shall|will) (?:grant|award) (?:to )?(?:the )?[a-z]+)\b (?:an? |such |additional |further |annual |future |yearly |new )*(?:[a-z-]+ ){0,3}?awards?\b/;
const EQUITY_CAPTION = /\b(?:equity|stock|share|shares|options?|restricted|rsus?)\b(?:[- ]based)?(?: [a-z-]+){0,3} (?:awards?|grants?|incentives?|compensation|plan)\b/;

export function equityAwardsUnderCaption(ctx: Ctx, out: Flags): void {
  const path = `${L}partnershipOwnershipOpportunities.ownership_equity_opp` as const;
  if (out.get(path)?.value) return;
  for (const c of ctx.clauses) {
    const m = AWARDS_PROMISED.exec(c.num);
    if (!m || deniedAt(c.num, m.index, m.index + m[0].length)) continue;
    if (ACCELERATION_ONLY.test(c.num) || HELD_EQUITY_ONLY.test(c.num) || CHANGE_OF_CONTROL.test(c.num) || RECITAL_OPENING.test(c.num)) continue;
    // The caption just before (a short line of the same section) or the heading the sentence sits under.
    const prev = ctx.clauses[c.index - 1];
    const caption = prev && prev.heading === c.heading && prev.norm.length < 90 && !/[;:]\s*$/.test(prev.norm) ? prev.norm : '';
    if (!EQUITY_CAPTION.test(caption) && !EQUITY_CAPTION.test(c.heading.toLowerCase())) continue;
    out.set(path, { value: true, evidence: evidenceFrom(c, PLAIN * 0.9, caption ? `${prev.text} ${c.text}` : undefined) });
    return;
  }
}
