// benefits.insuranceCoverage: true when the employer provides or pays for the cover.
import { evidenceFrom, type Ctx } from '../context.js';
import type { FlagRule, Flags } from './rule.js';
import { EMPLOYER, EMPLOYING_INSTITUTION, GRANT, HIPAA, PHYSICIAN, RIGHTS_GIVEN_UP, ONLY_UNTIL_LEAVING, RIGHTS_HE_MAY_HAVE, SUPERSEDED_TERMS } from './words.js';
import { STATED, PLAIN, HEAVY_DISCOUNT } from '../confidence.js';
import { anyOf, around, group } from '../alternatives.js';

const P = 'benefits.insuranceCoverage.';

/** The person engaged, by the words consulting agreements use for him as well. */
const ENGAGED = String.raw`(?:${PHYSICIAN}|consultant|advisor|adviser)`;

/** The physician is told to find his own cover: nothing is offered. */
const OWN_COVER = new RegExp(String.raw`\b(?:obtain|purchase|procure|secure|buy|arrange|take out|taken out) (?:his|her|their|your|${PHYSICIAN}'s) own\b|\bsolely responsible for (?:obtaining|purchasing|procuring|securing)\b`
  // "The Employee is responsible for obtaining any disability insurance", "Doctor may purchase individual cover at Doctor's sole expense".
  + String.raw`|\b${PHYSICIAN} (?:is|shall be|will be|remains) (?:solely |fully |entirely )?responsible for (?:obtaining|purchasing|procuring|securing|buying|carrying)\b`
  + String.raw`|\b${PHYSICIAN}(?: may| shall| will| must| can)? (?:obtain|purchase|procure|buy|secure|carry)\b[^.;]{0,60}\bat (?:the )?(?:${PHYSICIAN}'s|his|her|their|your) (?:own |sole |entire )*(?:cost|expense)`
  // A right to buy the cover is no cover given: "he shall be entitled to purchase medical coverage until age 65".
  + String.raw`|\b(?:entitled|eligible|permitted|allowed|(?:the )?(?:right|option)) to (?:purchase|buy) (?!additional|supplemental|extra|further)(?:[a-z-]+ ){0,2}(?:coverage|insurance|cover)\b`
  // A consultant keeps his own personal cover: "Advisor shall maintain, at Advisor's own expense, health insurance",
  // "responsible for all taxes and for his own health and disability insurance". Only with a kind of personal cover
  // named after "own", so a physician left to buy his own tail beside an employer's health plan still has the plan.
  + String.raw`|\b${ENGAGED}(?: shall| will| must| agrees to)? (?:obtain|maintain|purchase|procure|carry|secure|keep)\b[^.;]{0,40}?\bat (?:the )?(?:${ENGAGED}'s|his|her|their|its|your) (?:own |sole |entire )*(?:cost|expense)`
  + String.raw`|\bresponsible for\b[^.;]{0,100}?\b(?:his|her|their|its|your|${ENGAGED}'s) own\b[^.;]{0,30}?\b(?:health|medical|hospitali[sz]ation|dental|vision|life|disability)\b`);

/** The physician (or consultant) must carry the policy himself. */
const PHYSICIAN_CARRIES = anyOf([
  String.raw`\b${ENGAGED}(?: shall| will| must| agrees to)(?:,? at [^,]{3,40},)? (?:obtain|maintain|purchase|procure|buy|carry|secure|keep)\b`,
  String.raw`\b${ENGAGED} (?:obtains|maintains|purchases|procures|buys|carries|secures|keeps) (?:his|her|their|your|(?:the )?${ENGAGED}'s) own\b`,
]);

/** A failure to keep benefits named as a ground for resigning ("any failure of the Company to provide benefits at least as favorable"). */
// Or to keep the plans themselves going: "the employer's failure to continue in effect any life or disability plan he is in".
// Or a cut in his eligibility named as such a ground: "a lessening of his eligibility to take part in the welfare plans".
const FAILURE_TO_PROVIDE = /\b(?:any )?(?:failure|fails?|failed)\b[^.;]{0,40}\bto (?:provide|continue|maintain)\b[^.;]{0,60}\bbenefits\b|\b(?:failure|fails?|failed)\b[^.;]{0,80}\bto (?:continue|keep|maintain) in (?:effect|force)\b|\b(?:diminution|reduction|decrease|lessening) (?:in|of) (?:the )?(?:[a-z]+['\u2019]s |his |her |your )?(?:eligibility|opportunity|right) to (?:participate|take part)\b/;

/**
 * Rights a release or a separation leaves as they are ("nothing in this release affects what she is owed under the
 * group disability or life plans"): whatever the plans already owe, no cover this document gives.
 */
// Said of the release itself: a benefit that "may not affect your right to it in a later year" is the tax rule's timing.
// Said of his eligibility as well, or as the second half of such a sentence: "nor does this release touch her
// eligibility for the retiree life plan".
const RIGHTS_LEFT_ALONE = /\b(?:(?:this|the) (?:general )?(?:release|waiver|separation agreement|agreement)\b[^.;]{0,20}\b(?:does|do|shall|will) not|nothing in (?:this|the) (?:general )?(?:release|waiver|separation agreement|agreement)\b[^.;]{0,20}?(?:shall|will|does)?|\bnor (?:does|do|shall|will) (?:this|the) (?:general )?(?:release|waiver|separation agreement|agreement)) (?:in any way )?(?:alter|affect|impair|diminish|waive|release|touch)\w*\b[^.;]{0,20}\b(?:any|your|his|her|their) (?:vested )?(?:rights?|eligibility|entitlements?)\b/;

/** Wording that only names a policy in a list of causes, limits or cooperation duties. */
const NOT_A_GRANT = /\b(?:becomes? unavailable|uninsurable|insurability|certificate of insurance|cooperat(?:e|ion) (?:fully )?(?:with|in)|notify|notice of (?:any )?claim|outside (?:the )?scope)\b/;

/** The employer pays for tail only when the employment ends in certain ways. */
const SOME_EXITS = around(String.raw`\b(?:if|when|where|in the event)\b[^.;]{0,80}\b(?:terminat\w*|ends?|ended)\b[^.;]{0,40}\b`, [
  String.raw`without cause|for good reason|not for cause|by (?:the )?${EMPLOYER}`,
  String.raw`(?:due to|upon|because of) (?:(?:the )?${PHYSICIAN}'s |your |his |her )?(?:death|disability)|non-?renew\w*`,
], String.raw``);

/** ... and says the physician pays in every other case: the employer does not provide it in the normal case. */
const ONLY_SOME_EXITS = around(String.raw``, [
  String.raw`\bonly (?:if|when|where|in the event|upon)\b[^.;]{0,80}\b(?:terminat\w*|ends?|ended)\b[^.;]{0,40}\b(?:without cause|for good reason|not for cause|by the)`,
  String.raw`${SOME_EXITS.source}[\s\S]*\b(?:otherwise|in (?:all|any) other (?:cases?|circumstances|events?)|for any other reason|in any other event)\b[^.]{0,60}\b${PHYSICIAN}\b[^.]{0,30}\b(?:shall|will|must)\b[^.]{0,30}\b(?:pay|purchase|bear|obtain|buy)`,
], String.raw``);

/**
 * A list of benefit kinds sharing one noun at its end, in any order: "all retirement, life, disability, medical and
 * dental plan benefits", "health, life, or disability insurance", "any life, accident, health, hospitalization or
 * long-term disability insurance". The gap after a kind holds only other kinds and list words.
 */
const KIND = group([
  String.raw`life|health|medical|dental|vision|disability|accident(?:al)?|hospitali[sz]ation|hospital|care|welfare|retirement|pension`,
  String.raw`social|unemployment|maternity|ad&d|disablement|short|long`,
  String.raw`savings|401\(?k\)?|profit[- ]sharing|(?:long|short)[- ]term|group|term|reimbursement|death|dismemberment`,
  // A prescription-drug plan in a benefits list goes by its pharmacy abbreviation: "a medical, Rx, dental and vision plan".
  String.raw`rx`,
  // Further kinds and their qualifiers as benefit lists run them: salary continuance, travel accident, surgical cover,
  // and the executive's own life or disability plan.
  String.raw`vision|surgical|business|travel|salary|continuance|sickness|executive|supplemental|basic|voluntary`,
  String.raw`insurance|fringe|major|prescription|drug|other|similar|employee|benefit|and|or|and\/or|any|all|the`,
]);
function listed(kind: string): RegExp {
  return new RegExp(String.raw`\b${kind}\b(?:(?:\s*[,/]\s*|\s+)${KIND}(?![\w&])){0,16}(?:\s*,)?\s+(?:plans?|insurance|benefits?|programs?|coverages?|polic(?:y|ies)|costs?|schemes?)\b`);
}
/**
 * The employer's benefits programme lists the cover: "Our benefits program includes group health, dental, vision ...".
 * An offer letter describing what the employee will have.
 */
const PROGRAM_INCLUDES = new RegExp(String.raw`\b(?:our|its|the ${EMPLOYER}'s|${EMPLOYER}) (?:employee )?benefits? (?:program|programme|package|plans?|offerings?) (?:includes?|consists? of|comprises?)\b`);
/**
 * A policy the employer has bought, as British and European contracts put it: "the company has taken out collective
 * medical expenses insurance", "supplemental cover will be taken out for him" (passive or perfect: the physician taking out his own is no gift).
 */
const TAKEN_OUT = /\b(?:has|have|had) (?:been )?taken out\b|\b(?:will|shall|is|are|be|been|being) (?:be )?taken out\b/;

/**
 * The list is offered: the physician is entitled to it, takes part, is eligible, it is continued for him, the employer
 * pays for it ("the Clinic pays the whole premium for his health benefits") or enrolls him in it ("enroll the
 * Doctor in the Clinic's group medical plan").
 */
const OFFERED = new RegExp(String.raw`\b(?:entitled|eligible|participate|participation|provide[sd]?|offers?|offered|continue[sd]?|continuation|maintain|receive|covered|enrol\w*|available|pays?|paid|pay for)\b|${TAKEN_OUT.source}|\binclude[sd]? (?:the )?${PHYSICIAN}\b|${PROGRAM_INCLUDES.source}`);

/** When the physician's cover begins: "dental eligibility begins on the first of the month". */
const ELIGIBILITY_STARTS = /\beligibility (?:begins|starts|commences|is effective)\b/;

/** The physician pays, somewhere in the clause: "... may then elect, at the executive's cost, COBRA continuation". */
const AT_OWN_EXPENSE = new RegExp(String.raw`\bat (?:his|her|their|your|the ${PHYSICIAN}'s|${PHYSICIAN}'s) (?:own )?(?:sole )?(?:cost|expense)\b`);
/**
 * Continuation cover the physician keeps only at his own expense ("you may keep the health plan under COBRA at your own
 * expense"): the employer gives nothing. Read right after the cover, so a clause that pays for the
 * cover and leaves only later COBRA to him still counts; a plan he may join at his own cost is still offered.
 */
// The cost may be named before the cover, where the right to join it is the statute's: "the right to take part, at her
// own cost, in the group medical plan as COBRA requires".
const COVER_AT_OWN_EXPENSE = new RegExp(String.raw`\b(?:continu\w*|cobra)\b[^.;]{0,60}\b(?:coverage|cover|insurance|plans?|benefits?)\s+${AT_OWN_EXPENSE.source.slice(2)}|\b(?:coverage|cover|insurance|plans?|benefits?)\s+${AT_OWN_EXPENSE.source.slice(2)}[^.;]{0,60}\bcobra\b`
  + String.raw`|${AT_OWN_EXPENSE.source}[^.;]{0,80}\b(?:coverage|cover|insurance|plans?)\b[^.;]{0,100}\b(?:cobra|consolidated omnibus budget reconciliation act)\b`);

/**
 * Disability as what ends the employment, measured by a plan's definition ("upon total disability (as defined in the
 * long-term disability plan)", "after having established the Employee's long-term disability"): no cover is given.
 */
/**
 * Disability cover kept going in the same clause that names disability as a way out ("on a termination other than for
 * death or disability he keeps his life, health and disability insurance for a year", "the Clinic shall keep in full force
 * and effect every life, accident, disability and other welfare plan he was in"): the cover is given, whatever ends the job.
 */
const DISABILITY_COVER_KEPT = String.raw`\bcontinu\w*\b[^.;]{0,20}\b(?:of |in )?(?:(?:his|her|the|all|any|such) )?(?:(?:[a-z-]+,? )(?:and |or )?){0,5}disability (?:insurance|coverage|cover|benefits?|plans?)\b|\b(?:maintain|keep|continue)\w* in (?:full )?(?:force|effect)(?: and effect)?\b[^.;]{0,160}\bdisability\b[^.;]{0,80}\b(?:plans?|programs?|policies|polic(?:y|ies)|coverage|insurance)\b`;

const DISABILITY_AS_EVENT = anyOf([
  // Unless the same clause says the policy is the employer's gift ("... as defined in the disability policy provided for Employee by the Bank").
  String.raw`^(?![\s\S]*(?:\b(?:provided|maintained|paid|furnished|purchased) (?:for|to|by|on behalf of)\b|${DISABILITY_COVER_KEPT}))[\s\S]*(?:\bas defined (?:in|under|by) (?:the )?(?:[\w,.'&-]+ ){0,5}(?:long[- ]term |short[- ]term )?disability (?:benefits? )?(?:plan|policy|program)\b`
  + String.raw`|\b(?:established|determin\w*|suffer\w*|because of|by reason of|due to|on account of|upon)\b[^.;]{0,40}\b(?:(?:long|short)[- ]term |total |permanent )disability\b(?! (?:insurance|coverage|plan|benefits?|income|policy))`
  // Disability as the test of a definition or a ground for ending the employment, measured by a policy or plan:
  // "disabled within the meaning of the Clinic's group policy", "the Clinic may end the employment for Disability once the
  // Doctor qualifies for payments under its long-term disability plan".
  + String.raw`|\bdisabled within the meaning of\b|\bdisabled (?:under|pursuant to|as defined (?:in|under)) (?:the |any |a )?(?:[\w'-]+ ){0,3}(?:long[- ]term |short[- ]term )?disability (?:benefits? )?(?:plan|policy|program)\b|\bwithin the meaning of (?:any|the|a) (?:[\w'-]+ ){0,3}(?:policy|plan) of disability\b`
  + String.raw`|\bterminat\w*\b[^.;]{0,80}\b(?:for|by reason of|due to|on account of|because of) (?:an? )?"?(?:total |permanent |complete )?disability\b"?(?! (?:insurance|coverage|plan|benefits?|income|policy))`
  // The clause coins "Disability" as a defined term, measured by what the insurer decides ("once the carrier finds him
  // eligible for payments under the clinic's disability policy because of illness (\"Disability\")"): a definition.
  + String.raw`|\(\s*(?:the |a )?["\u201c\u201d']?(?:total |permanent )?disability["\u201c\u201d']?\s*\))`,
]);

/**
 * Plans named among what is still owed when the employment ends ("any vested or other benefits he may be entitled to under
 * the Bank's life or disability plans"): rights kept under the plans, not cover this contract provides.
 */
const VESTED_ON_LEAVING = /\b(?:vested|accrued)(?: or other)? benefits\b[^.;]{0,80}\b(?:entitled|due)\b[^.;]{0,20}\b(?:pursuant to|under)\b/;

/**
 * Salary kept up for a stated number of months after the employee becomes disabled, or topped up over whatever a
 * disability policy pays ("on disability he keeps his salary for nine months, less any disability insurance proceeds";
 * the continued pay called his "disability benefits" and paid through the payroll): salary continuation, not disability cover (ADJUDICATION: h16-02,
 * h25-07, h27-02). A benefit running to an age (h14-09) or a clause that pays premiums or keeps cover going still counts.
 */
const SALARY_CONTINUED_ON_DISABILITY = /^(?![^]*\b(?:premiums?|coverage|cobra|until (?:he |she |the \w+ )?(?:reaches |attains )?(?:the )?age)\b)(?=[^]*\b(?:salary|payroll)\b)(?=[^]*\bdisab\w*)[^]*\b(?:\d+|three|six|nine|twelve|eighteen|twenty-four|[a-z-]+ \(\d+\)) months\b/;

/**
 * Pay kept up while he is disabled, given the defined name of disability benefits ("he keeps drawing his full salary and
 * bonus (together, the \"Disability Benefits\")"): the clinic's own salary continuation named so, no insurance.
 */
const SALARY_NAMED_DISABILITY_BENEFITS = /\b(?:salary|pay|wages|compensation)\b[^]{0,400}\((?:together|collectively|jointly),? (?:the )?["\u201c\u201d]disability (?:benefits?|pay(?:ments)?)["\u201c\u201d]\)/;

/**
 * How the disability plan works: the waiting period before its benefits start ("the ninety days of disability needed
 * before long-term disability benefits begin to be paid"), or the right to turn the group policy into his own when he
 * leaves ("at his own expense he may take up the conversion privilege of the group disability policy"), or a pointer to
 * the plan's own booklet for its terms ("see the summary plan description for the limits of the plan"). None is
 * cover this document gives.
 */
const DISABILITY_PLAN_MECHANICS = /\b(?:waiting|elimination|qualifying) period\b[^.;]{0,120}\bbefore\b[^.;]{0,60}\bbenefits (?:become|are|begin to be|will be|start to be) (?:payable|paid)\b|\bdisability (?:insurance )?conversion\b|\bconversion (?:policy|policies|privilege|rights?)\b|\brefer to (?:the )?(?:[a-z-]+ ){0,3}summary plan descriptions?\b/;

/**
 * The tax-code rules for reimbursements and in-kind benefits (one year's amount does not affect another's, a lifetime cap
 * of a group health plan aside): timing of payments the contract makes elsewhere, no cover given here.
 */
const IN_KIND_TIMING = /\bin-kind benefits\b[^]*\b(?:taxable|calendar) year\b|\b(?:taxable|calendar) year\b[^]*\bin-kind benefits\b|\blifetime (?:maximum|limit|cap) (?:under|of) (?:a |any |the )?(?:group )?health plan\b/;

/**
 * What the plans still owe for the time before the employment ended ("any benefit due under the insurance or health
 * plans for his participation up to the date of termination is paid when due under those plans"): rights kept under
 * the plans, no cover this contract provides.
 */
const OWED_UNDER_PLANS_ON_LEAVING = /\bbenefits? (?:payable|due|owed|accrued)\b[^.;]{0,120}\b(?:through|up to|until|as of|prior to|before) (?:the |his |her |such )?(?:date of (?:termination|separation)|(?:[\w()]+ ){0,2}?(?:termination|separation) date)\b|\bpaid (?:when due |as due )?(?:under|in accordance with|pursuant to) (?:the terms of )?(?:those|such) plans\b/;

/**
 * Payments cut back in a stated order to keep clear of the excise tax on parachute payments ("the cutback falls first
 * on cash, then on equity, and last on medical and dental cover"): cover named as the last thing reduced, none given here.
 */
const CUTBACK_ORDER = /\border of (?:the )?(?:reduction|cutback|cut-back)s?\b|\b(?:reduced|reduction shall be made|cut back) (?:in|by) the following order\b/;

/**
 * A severance or salary offset by what a disability policy pays ("the severance is reduced by any income-replacement
 * benefits paid to him under the group long-term disability insurance"): the policy measures the offset; the clause
 * gives no cover unless it also provides or pays for the policy. Said as a credit the employer takes as well ("the
 * clinic takes a credit for whatever disability insurance payments he receives").
 */
// The contract's own disability pay cut by what other disability cover pays is still disability cover: not this.
const OFFSET_BY_DISABILITY_PAY = /^(?![^]*\b(?:shall|will|agrees to|continues? to) (?:provide|maintain|pay (?:the|all|its) premiums|purchase|procure)\b)[^]*(?:\b(?:offset|reduced|reduction)\b (?:by|for) (?:any |all |the )?(?:[a-z-]+ ){0,3}(?:benefits?|amounts?|payments?) (?:payable|paid|received)\b[^.;]{0,120}\bdisability\b|(?<!\bdisability (?:payments?|benefits?)\b[^.;]{0,30})\b(?:reduced|offset)\b[^.;]{0,60}\bby the amount of (?:any |all |the )?(?:such )?(?:[a-z-]+ ){0,2}disability\b|\b(?:receive|take|get|be given|be allowed) a credit (?:for|against)\b[^.;]{0,20}\b(?:all |any )?(?:[a-z-]+ ){0,3}disability (?:insurance |income )?(?:benefits?|payments?|amounts?)\b)/;

/**
 * The tax-code test of disability: unable to do any substantial gainful activity, or drawing income replacement for
 * some months under a plan covering the staff. The plan measures whether he is disabled; no cover is given here.
 */
const DISABILITY_TEST = /\bsubstantial gainful activity\b|\breceiv\w* income replacement benefits\b[^.;]{0,80}\bunder (?:an?|any|the) (?:[a-z-]+ ){0,4}plan\b/;

/**
 * Cover named only as ending when the employee leaves ("the other benefits, among them group life and disability cover,
 * stop on the Separation Date under the plans' terms"): no cover is continued or paid for by the clause. A clause
 * that also continues, pays or provides cover is not this.
 */
// Said in the present as well ("her group life cover ends on the separation date"), or as cover he loses by leaving
// ("once he loses coverage under the medical plan because of his termination").
const COVER_ENDS_ON_LEAVING = /^(?![^]*\b(?:continu\w*|pay|pays|paid|provide[sd]?|providing|reimburs\w*|premiums?|subsidi\w*|until|through|entitled|eligible)\b)[^]*(?:\b(?:will|shall|to|would|do(?:es)?) (?:automatically )?(?:cease|end|terminate|stop|lapse|be discontinued|be terminated)|\b(?:ceases|ends|terminates|stops|lapses))\b[^.;]{0,40}\b(?:on|upon|as of|at|effective(?: as of)?|with) (?:the |your |his |her |such )?(?:[a-z]+ )?(?:date|termination|separation|resignation|retirement)\b|^(?![^]*\b(?:continu\w*|pay|pays|paid|provide[sd]?|providing|reimburs\w*|premiums?|subsidi\w*|until|through|entitled|eligible)\b)[^]*\blos(?:e|es|ing|t) (?:your |his |her |their )?(?:[a-z]+ )?coverage\b[^.;]{0,60}\b(?:as a result of|because of|due to|upon|on) (?:the |your |his |her |their )?(?:[a-z]+ )?(?:separation|termination|resignation)\b/;

/**
 * Continuation cover the employee may elect under the statute, with no word of the employer paying for it ("she may
 * choose to keep her group medical cover under COBRA"): a right the law gives, no cover this document provides.
 */
// Or the statute named as what lets him keep it: "COBRA allows her to keep her group medical cover".
const ELECTS_OWN_CONTINUATION = /^(?![^]*\b(?:pay|pays|paid|reimburs\w*|premiums?|subsidi\w*|at (?:the |its )?(?:company's |employer's )?(?:cost|expense))\b)(?:[^]*\b(?:may|can|will be able to|(?:is|are|be|will be) (?:entitled|eligible|permitted) to|(?:the )?right to|option to) (?:elect|choose|decide) (?:to (?:continue|keep|maintain)|continu\w*|cobra)\b[^]*\bcobra\b|[^]*\bcobra (?:permits|allows|entitles|enables|lets) (?:you|him|her|them|(?:the )?(?:employee|executive)) (?:to )?(?:continue|keep|maintain)\b)/;

/** Cover bought for the employer's own benefit ("key-man life and disability insurance on the Executive"), not for him. */
const KEY_PERSON = /\bkey[- ]?(?:man|person|employee|executive)\b|\bfor (?:its|the (?:company|employer|bank)'s) own benefit\b/;

/**
 * The employee may turn his group life or disability policy into one of his own on leaving: a policy he then pays
 * for, unless the employer is said to pay its premiums (see convertedCoverPaid).
 */
function convertsPolicy(kind: string): RegExp {
  return new RegExp(String.raw`\bconvert\b[^.;]{0,120}\b${kind}\b[^.;]{0,80}\binto (?:an? )?(?:individual|personal|private) polic(?:y|ies)\b`);
}
const CONVERTS_POLICY = convertsPolicy('(?:life|disability)');

/**
 * A release of claims ("releases and forever discharges the company from any claim for benefits, long-term disability
 * benefits among them"): the cover is named among claims given up or kept, not provided.
 */
const RELEASE_OF_CLAIMS = /\breleases?,? (?:and |waives? and )?(?:forever )?discharges?\b|\b(?:any|all) claims? for (?:[a-z-]+ ){0,3}benefits\b/;

/** Cover the statute itself makes available ("he may then have such benefits as COBRA makes available"): the law's, not the employer's. */
const BENEFITS_BY_STATUTE = /\b(?:benefits?|rights?|coverage) (?:available|provided|afforded) (?:pursuant to|under|by)\b[^.;]{0,40}\b(?:cobra|consolidated omnibus)\b/;

/** The state's own disability insurance, paid under state law: "state disability insurance benefits". */
const STATE_DISABILITY = /\b(?:state|statutory) disability (?:insurance|benefits?)\b/;

/**
 * Plans named only to fix which date counts as his leaving under them ("for the purposes of his membership of the other
 * plans, group life among them, the Termination Date is his separation date"): a date set, no cover given.
 */
const LEAVING_DATE_FOR_PLANS = /\bfor (?:the )?purposes? of\b[^.;]{0,60}\bparticipation in\b[^.;]{0,400}\b(?:will|shall) (?:constitute|be|mean) (?:the|his|her)\b[^.;]{0,40}\bdate\b/;

/**
 * Cover named only as it ends with the employment ("I understand my group life cover stops on my last day at work"):
 * cover he loses, none given. A clause that carries any cover past that day is not this. (The right to convert the
 * group cover into a policy of his own is labelled both ways, h48-11 and h54-03 true, h65-04 false: left alone.)
 */
const COVER_ENDS = /^(?![^]*\b(?:thereafter|following|after|cobra|months?|years?|period|except|continu\w*|extend\w*)\b)[^]*\b(?:insurance|coverage|cover|benefits?)\b[^.;]{0,40}\b(?:will|shall|is to|are to) (?:automatically )?(?:end|terminate|cease|stop|lapse)\b[^.;]{0,20}\b(?:with|on|as of|at|upon)\b[^.;]{0,20}\b(?:last day|separation|termination|resignation|leaving)\b/;

/** Wording that names the cover without giving it, whatever rule found the cover. */
// Cover kept only to the leaving date is labelled false (h29-06, h60-02, h60-04): ONLY_UNTIL_LEAVING.
const NAMED_NOT_GIVEN = [LEAVING_DATE_FOR_PLANS, RIGHTS_GIVEN_UP, SUPERSEDED_TERMS, ONLY_UNTIL_LEAVING, RELEASE_OF_CLAIMS, COVER_ENDS];
const NOT_GIVEN_HERE: Readonly<Record<string, readonly RegExp[]>> = {
  health_ins: [...NAMED_NOT_GIVEN, BENEFITS_BY_STATUTE],
  dental_ins: [...NAMED_NOT_GIVEN, BENEFITS_BY_STATUTE],
  vision_ins: NAMED_NOT_GIVEN,
  life_ins: NAMED_NOT_GIVEN,
  disability_ins: [...NAMED_NOT_GIVEN, STATE_DISABILITY],
};

/**
 * A defined sum measured by what the cover costs ("Benefit Costs means twice the yearly cost of the medical, dental and
 * life benefits given to him"): the premium cost paid in cash, which counts as the cover (ADJUDICATION: h24-05, h27-01).
 * Definitions are read here, since the sum is defined apart from the clause that pays it.
 */
function costOfCover(field: string, kind: string): FlagRule {
  return {
    path: `${P}${field}` as FlagRule['path'],
    match: [new RegExp(String.raw`\bmeans (?:an amount|the amount|a sum|an? (?:cash )?payment)\b[^.;]{0,80}\bcosts?\b[^.;]{0,60}\bof (?:the )?(?:[a-z-]+,? (?:and |or )?){0,6}${kind}\b[^.;]{0,60}\b(?:benefits?|coverage|insurance|plans?)\b`)],
    unless: [OWN_COVER, AT_OWN_EXPENSE, KEY_PERSON],
    allowDefinitions: true,
    denial: 'plan',
    confidence: PLAIN,
  };
}

const coverRules: readonly FlagRule[] = [
  costOfCover('health_ins', String.raw`(?:health|medical|hospitali[sz]ation)`),
  costOfCover('dental_ins', 'dental'),
  costOfCover('life_ins', 'life'),
  costOfCover('disability_ins', 'disability'),
  ...([
    ['health_ins', String.raw`(?:health|healthcare|medical|hospitali[sz]ation)`],
    ['life_ins', 'life'],
    ['disability_ins', '(?:disability|disablement)'],
    ['dental_ins', 'dental'],
  ] as const).map(([field, kind]): FlagRule => ({
    path: `${P}${field}`,
    match: [listed(kind)],
    needs: [OFFERED],
    unless: [
      OWN_COVER,
      COVER_AT_OWN_EXPENSE,
      HIPAA,
      /\bwork-life\b/,
      FAILURE_TO_PROVIDE,
      // Medicare and Medicaid: "excluded from participation in any federal health care program".
      /\b(?:federal|state|governmental) health care programs?\b|\bexclu\w+ from participation\b/,
      /\bmedical (?:malpractice|liability|staff|education|records?|director|license|licence|exam\w*)\b/,
      /\blife of (?:the )?(?:executive|employee|physician)\b/,
      KEY_PERSON,
      VESTED_ON_LEAVING,
      IN_KIND_TIMING,
      OWED_UNDER_PLANS_ON_LEAVING,
      CUTBACK_ORDER,
      DISABILITY_TEST,
      COVER_ENDS_ON_LEAVING,
      ELECTS_OWN_CONTINUATION,
      RIGHTS_LEFT_ALONE,
      RIGHTS_HE_MAY_HAVE,
      CONVERTS_POLICY,
      ...(field === 'disability_ins' ? [DISABILITY_AS_EVENT, SALARY_CONTINUED_ON_DISABILITY, SALARY_NAMED_DISABILITY_BENEFITS, DISABILITY_PLAN_MECHANICS, OFFSET_BY_DISABILITY_PAY] : []),
      /\b(?:payers?|payors?|insurers?|participating provider|provider network|bill\w*|reimbursement from|contracts? with|government|patients?)\b/,
    ],
    denial: 'plan',
    confidence: PLAIN,
  })),
  {
    path: `${P}health_ins`,
    match: [
      // A list of covers sharing one noun: "health, dental, vision, life and long-term disability insurance".
      // A word broken over a line end without a hyphen ("health insur" / "ance") still names the cover.
      /\b(?:group )?(?:health|healthcare|medical|hospitali[sz]ation)(?: \((?:health|medical)\))?(?: care| expenses?)?(?:(?:,| and| or| &)+ (?:(?:long|short)[- ]term |group |term |supplemental |basic |voluntary )?(?:dental|vision|life|disability|accident(?:al death(?: and dismemberment)?)?|ad&d|prescription|drug|hearing))* (?:insurance|insur(?= ?ance)|plans?|programs?|coverage|benefits?(?: plans?)?|eligibility(?= (?:begins|starts|commences|is effective)))\b/,
      /\bhealth,? dental,? (?:and |or )?vision\b/,
      // "Group health" is itself the name of the cover, as an item of a list: "retirement plans; group health; group dental".
      /\bgroup (?:health|medical)(?= *[;,)]| and\b| or\b)/,
      /\bmedical,? dental\b/,
      /\b(?:health|medical)\s*\/\s*dental\b/,
      // Health cover named first among benefits kept or given, as a summary puts it: "to receive health and certain other
      // benefits for two years". Health is the kind; "other benefits" only widens what is given.
      /\b(?:health|medical)(?: care)? and (?:certain |all |such |its |his |her |the )?other (?:welfare |fringe |employee )?benefits\b/,
    ],
    unless: [
      OWN_COVER,
      HIPAA,
      /\bmedical (?:malpractice|liability|staff|education|records?)\b/,
      /\bprofessional liability\b/,
      /\b(?:payers?|payors?|participating provider|provider network|bill\w*|reimbursement from|contracts? with)\b/,
      COVER_AT_OWN_EXPENSE,
      // Medicare, Medicaid and the like, from which a provider may be excluded: "excluded from any federal health care program".
      /\b(?:federal|state|government(?:al)?|public) health ?care programs?\b/,
      IN_KIND_TIMING,
      OWED_UNDER_PLANS_ON_LEAVING,
      CUTBACK_ORDER,
      DISABILITY_TEST,
      COVER_ENDS_ON_LEAVING,
      ELECTS_OWN_CONTINUATION,
      RIGHTS_LEFT_ALONE,
    ],
    // "Medical and dental eligibility begins after thirty days": the cover's start is stated, so it is offered.
    needs: [GRANT, PROGRAM_INCLUDES, ELIGIBILITY_STARTS, TAKEN_OUT],
    denial: 'plan',
  },
  {
    path: `${P}health_ins`,
    // Money toward the physician's health cover: "a monthly health stipend", "a health care subsidy".
    match: [/\bhealth(?:[- ]?care)? (?:insurance )?(?:subsid(?:y|ies)|stipends?|allowances?)\b/],
    needs: [GRANT],
    unless: [OWN_COVER, /\bwellness\b/],
    denial: 'plan',
    confidence: PLAIN,
  },
  {
    path: `${P}health_ins`,
    // Welfare cover continued until COBRA rights begin: COBRA continues group health cover, so the welfare
    // cover includes it even where no kind of cover is named.
    match: [/\bwelfare (?:benefits?|plans?|coverages?)\b(?=[^.]{0,400}\bcobra\b)/],
    needs: [/\b(?:provid\w*|continu\w*|pays?|paid|maintain\w*)\b/],
    unless: [OWN_COVER, AT_OWN_EXPENSE],
    denial: 'plan',
    confidence: PLAIN,
  },
  {
    path: `${P}health_ins`,
    // Health cover named by its legal form: continuation under COBRA that the employer pays for or provides
    // (often the severance's cover), a medical expense reimbursement plan among the benefits.
    // The statute may be named in full rather than by its initials.
    match: [/\bcobra\b/, /\bconsolidated omnibus budget reconciliation act\b/, /\bmedical (?:expense )?reimbursement plans?\b/],
    needs: [/\b(?:pay|pays|paid|reimburs\w*|provide[sd]?|continu\w*|premiums?|eligible|participate|entitled|subsidi\w*)\b/],
    unless: [
      OWN_COVER,
      AT_OWN_EXPENSE,
      /\b(?:shall|will) not (?:pay|reimburse|provide)\b[^.;]{0,60}\bcobra\b/,
      // The rights the statute gives, named and not paid for: "he keeps such rights as may be provided by COBRA".
      /\brights? (?:as |that |which )?(?:may be |are |is )?(?:provided|available|afforded|granted|given) (?:by|under|pursuant to) (?:cobra|law|erisa|statute)\b/,
      ELECTS_OWN_CONTINUATION,
      // The premiums left to the employee ("the whole premium is to be borne by you each month while you stay eligible
      // for COBRA"), and the statute's notices handed over ("the COBRA forms the Company will provide").
      new RegExp(String.raw`\bpremiums?(?: costs?| payments?)?\b[^.;]{0,30}\b(?:shall|will|must|are to|is to) be (?:paid|borne) (?:solely |entirely |in full )?by (?:you|him|her|(?:the )?${PHYSICIAN})\b`),
      // Said of the person ("she will be solely responsible for all COBRA premiums"), or by the bill sent to him.
      /\b(?:send|mail|issue)s? (?:to )?(?:you|him|her) (?:a |the )?(?:monthly |quarterly )?(?:bills?|invoices?)\b/,
      new RegExp(String.raw`\b(?:you|he|she|(?:the )?${PHYSICIAN}) (?:shall|will|must) be (?:solely |fully |entirely )?responsible for (?:the |all |any )?(?:full |entire |whole )?(?:cobra )?(?:premiums?|cost)\b`),
      /\bcobra (?:materials|notices?|forms?|election (?:forms?|notices?|materials)|packet|information|paperwork)\b/,
    ],
    denial: 'plan',
    confidence: PLAIN,
  },
  {
    path: `${P}health_ins`,
    // A benefits table row or list line labelled Medical/Health: "Medical | Pinecrest medical plan",
    // "(a) Health: the Trust's staff health scheme". A denial in the cell ("Medical | Not offered") is read after the label.
    match: [/^(?:\(?[a-z0-9]{1,4}[.)]\s+)?(?:group )?(?:health|medical|healthcare|health care)(?: (?:insurance|cover|coverage|plan|benefits?))?(?=\s*[|:\u2013\u2014]\s*[^|]{0,80}?\b(?:plans?|insurance|coverage|cover|scheme|policy|provided|included|offered|employer[- ]paid|eligible|enrolment|enrollment)\b)/],
    // A label over the statute's right to keep the cover ("Health cover: COBRA lets you keep it") gives nothing.
    unless: [OWN_COVER, HIPAA, /\bmedical (?:malpractice|liability|staff|education|records?|director|license|licence|exam\w*)\b/, /\bprofessional liability\b/, ELECTS_OWN_CONTINUATION],
    denial: 'plan',
    confidence: STATED,
  },
  {
    path: `${P}health_ins`,
    // An item of a list under a benefits heading that opens on the cover itself ("4.3 Employee Benefits" over
    // "(b) Family medical coverage; and"): the heading grants what the items name.
    match: [/^(?:\(?[a-z0-9]{1,4}(?:[.\u00b7]\d{1,3}){0,3}[.)]?\s+)?(?:(?:full|complete|comprehensive|family|group|paid|employer[- ]paid|company[- ]paid)(?: coverage)? )?(?:health|medical|healthcare|health care)(?: care)? (?:insurance|coverage|cover|plan)\b/],
    needs: [/(?:^|\| )(?:\(?[a-z0-9]{1,4}(?:[.\u00b7]\d{1,3}){0,3}[.)]?\s+)?(?:[a-z]+ ){0,2}benefits\.?(?= \||$)/],
    neededIn: 'topic',
    // The item only names the cover: one that says something of it ("health insurance ends on the last day") is a sentence.
    unless: [/\b(?:shall|will|may|must|is|are|be|been|ends?|ceases?|terminat\w*|not|no|none|until|after|upon)\b/, OWN_COVER, HIPAA, COVER_AT_OWN_EXPENSE, /\bmedical (?:malpractice|liability|staff|education|records?)\b/, /\bprofessional liability\b/],
    // A caption ("7.1 Group Health Plan.") is no item: its body says what it grants, or denies, and the other
    // rules read that body.
    allowHeadings: false,
    captionDefersToBody: true,
    denial: 'plan',
    confidence: STATED,
  },
  {
    path: `${P}dental_ins`,
    match: [/\bdental\b/],
    // "Programs" as well: "the health and welfare programs we offer (health, dental, vision)".
    needs: [/\b(?:insurance|plans?|programs?|coverage|benefits?|premiums?)\b/, ELIGIBILITY_STARTS],
    unless: [OWN_COVER, /\bdental (?:school|services to patients|practice)\b/, CUTBACK_ORDER, FAILURE_TO_PROVIDE, RIGHTS_HE_MAY_HAVE],
    denial: 'plan',
  },
  {
    path: `${P}vision_ins`,
    // "visual" as a kind of cover only beside the others it is listed with ("health, dental and visual").
    match: [/\bvision\b/, /\b(?:health|medical|dental),? (?:and |or )?visual\b|\bvisual,? (?:and |or )?(?:health|medical|dental)\b/],
    // A program only as a welfare one ("the health and welfare programs: health, dental, vision"): a company's vision has programs too.
    needs: [/\b(?:insurance|plans?|coverage|benefits?|premiums?|eye exam|(?:health|welfare|medical) (?:and welfare )?programs?)/],
    // The company's aims: "oversee the strategic vision of the Company", "its vision for the business".
    unless: [OWN_COVER, /\b(?:mission|vision statement|our vision)\b/, new RegExp(String.raw`\b(?:strategic|corporate|long-term|overall) vision\b|\bvision (?:of|for) (?:the |its |our )?(?:${EMPLOYER}|business|enterprise)\b`)],
    denial: 'plan',
  },
  {
    path: `${P}life_ins`,
    match: [
      /\blife insurance\b/,
      /\bterm life\b/,
      /\bgroup life\b/,
      // Group-term insurance is the life cover the tax code names so: "medical, disability and group term insurance".
      /\bgroup[- ]term (?:life )?insurance\b/,
      /\blife(?:,| and| or) (?:ad&d|accidental death)/,
      /\blife(?:,? and| or) (?:long-term |short-term )?disability insurance\b/,
      /\blife\s*(?:\+|&|\/)\s*(?:ltd|std|ad&d|disability)\b/,
    ],
    // A policy of his own he may convert the group cover into on leaving is his to buy: "apply for a personal
    // conversion policy".
    unless: [OWN_COVER, /\bwork-life\b/, FAILURE_TO_PROVIDE, KEY_PERSON, COVER_ENDS_ON_LEAVING, RIGHTS_LEFT_ALONE, RIGHTS_HE_MAY_HAVE, CONVERTS_POLICY, /\bconversion (?:policy|policies|privilege)\b/],
    // "Retiree Life Insurance." over a sentence that only leaves his rights as they are: the caption grants nothing.
    captionUnless: [RIGHTS_LEFT_ALONE],
    denial: 'plan',
  },
  {
    path: `${P}life_ins`,
    // A split-dollar arrangement is life insurance on the employee whose premiums the employer funds: "the Bank shall
    // keep paying the premiums on the split-dollar policy". (A key-person policy beside it does not undo it.)
    match: [/\bsplit[- ]dollar (?:life )?(?:insurance )?(?:polic(?:y|ies)|arrangements?|plans?|agreements?|insurance|coverage)\b/],
    needs: [/\b(?:pay|pays|paid|premiums?|maintain\w*|provide[sd]?|continu\w*|purchase[sd]?|fund\w*)\b/],
    unless: [OWN_COVER],
    denial: 'plan',
    confidence: PLAIN,
  },
  {
    path: `${P}life_ins`,
    // A policy on his life that the employer hands over to him: "the Company shall transfer to him all its rights in
    // the term policy insuring his life". The cover becomes his, at the employer's cost of the policy so far.
    match: [/\b(?:(?:term |whole |universal )?life insurance|(?:term )?insurance) polic(?:y|ies)\b(?=[^.;]{0,60}\b(?:on|insuring) (?:the )?(?:life|lives) of\b)|\b(?:term |whole |universal )?life insurance polic(?:y|ies)\b|\bpolic(?:y|ies) (?:of insurance )?(?:on|insuring) (?:the )?life of\b/],
    needs: [new RegExp(String.raw`\b(?:assign|transfer|convey|deliver|distribute|release)(?:s|ed)?\b[^.;]{0,30}\bto (?:the )?(?:${PHYSICIAN}|him|her)\b|\b(?:assign|transfer|convey|deliver|distribute|release)(?:s|ed)? (?:the |such |a |all )?(?:[a-z,()$\d-]+ ){0,8}polic(?:y|ies)\b[^.;]{0,80}\bto (?:the )?(?:${PHYSICIAN}|him|her)\b`)],
    unless: [OWN_COVER, /\bcollateral(?:ly)? assign\w*\b/],
    denial: 'plan',
    confidence: PLAIN,
  },
  {
    path: `${P}health_ins`,
    // The employer meets the medical bills itself, with no policy named ("the firm will pay yearly medical claims of up
    // to $900 for each child"): an employer-paid medical benefit all the same.
    match: [new RegExp(String.raw`\b(?:${EMPLOYER}|it) (?:shall |will |agrees to |is to )?(?:pay|reimburse|bear|cover|meet)s?\b[^.;]{0,40}\bmedical (?:claims?|bills|expenses)\b`)],
    unless: [OWN_COVER, AT_OWN_EXPENSE, /\b(?:not|no|never)\b/],
    denial: 'plan',
    confidence: PLAIN,
  },
  {
    path: `${P}health_ins`,
    // Retiree health cover paid by the employer through Medicare's supplements: "the Company will pay the premiums
    // for Medicare Part B and a Medicare supplement policy for him and his spouse".
    match: [/\bmedicare\b[^.;]{0,40}\b(?:supplement(?:al)?|medigap) (?:coverage|insurance|plans?|polic(?:y|ies))\b|\bmedigap\b/],
    needs: [/\b(?:pay|pays|paid|premiums?|cost|maintain\w*|provide[sd]?|reimburs\w*)\b/],
    unless: [OWN_COVER, AT_OWN_EXPENSE],
    denial: 'plan',
    confidence: PLAIN,
  },
  {
    path: `${P}disability_ins`,
    match: [/\bdisability (?:insurance|coverage|plan|benefits?|income)\b/, /\b(?:short|long)[- ]term disability\b/, /\bdisability,? (?:and|or) (?:life )?insurance\b/, /\b(?:std|ltd)(?=\/| (?:insurance|coverage|plan|benefits?|premiums?|polic(?:y|ies)))/,
      // Beside life cover the abbreviation is the disability plan, not a company suffix: "Life + LTD: employer-paid".
      /\blife\s*(?:\+|&|\/|and)\s*(?:ltd|std)\b/,
      // Cover of the income lost to illness, as European contracts name it: "any loss of income during sickness is
      // covered by this insurance", "income protection insurance".
      /\bloss of (?:income|earnings|salary|wages)\b[^.;]{0,60}\b(?:insurance|insured|covered|cover|policy)\b|\b(?:insurance|cover)\b[^.;]{0,30}\bloss of (?:income|earnings|salary|wages)\b/,
      /\bincome (?:protection|replacement|continuation) (?:insurance|cover|coverage|plan|policy|benefits?)\b/],
    unless: [OWN_COVER, DISABILITY_AS_EVENT, DISABILITY_TEST, KEY_PERSON, VESTED_ON_LEAVING, SALARY_CONTINUED_ON_DISABILITY, SALARY_NAMED_DISABILITY_BENEFITS, DISABILITY_PLAN_MECHANICS, OFFSET_BY_DISABILITY_PAY, COVER_ENDS_ON_LEAVING, RIGHTS_LEFT_ALONE, FAILURE_TO_PROVIDE, RIGHTS_HE_MAY_HAVE, CONVERTS_POLICY],
    captionUnless: [RIGHTS_LEFT_ALONE],
    denial: 'plan',
  },
  {
    path: `${P}malpractice_cov`,
    match: [
      /\b(?:professional|medical|physician) (?:liability|malpractice)\b/,
      /\bmalpractice (?:insurance|coverage|claims|policy)\b/,
      /\bself[- ]insurance (?:program|trust|liability program|plan)\b/,
      /\bfederal tort claims act\b|\bftca\b/,
    ],
    // Any tense of the employer's verb: "maintains", "insures Physician under its policy", "pays its premiums".
    needs: [around(String.raw`\b`, [
      String.raw`provide[sd]?|procure[sd]?|maintain(?:s|ed)?|obtain(?:s|ed)?|purchase[sd]?|pay(?:s)? for`,
      String.raw`pay(?:s)? (?:the|its|all)(?: \w+)? premiums?|buys?|furnish(?:es|ed)?|carr(?:y|ies)|secure[sd]?|arrange[sd]?`,
      String.raw`receive[sd]?|include[sd]?|name[sd]?|add(?:s|ed)?|insure[sd]?|indemnif(?:y|ies)|covered|covering|covers?`,
      String.raw`at (?:its|no) (?:sole )?(?:cost|expense)`,
    ], String.raw`\b`)],
    unless: [PHYSICIAN_CARRIES, NOT_A_GRANT],
  },
  {
    path: `${P}malpractice_cov`,
    // Only liability policies are written claims-made or occurrence: "Coverage: claims-made, $1M/$3M, premium paid by Group".
    match: [/\bclaims[- ]made\b/, /\boccurrence[- ](?:based|basis|form|policy|coverage)\b/],
    needs: [/\b(?:provide[sd]?|procure[sd]?|maintain(?:s|ed)?|purchase[sd]?|pays?|paid|furnish(?:es|ed)?|carr(?:y|ies)|insure[sd]?|covered|at (?:its|no) (?:sole )?(?:cost|expense))\b/],
    unless: [PHYSICIAN_CARRIES, NOT_A_GRANT, /\b(?:tail|extended reporting|prior[- ]acts?|nose)\b/],
    confidence: STATED,
  },
  {
    path: `${P}malpractice_cov`,
    // "Physician shall be covered by the State's self-insurance program": the cover is given, not bought.
    match: [/\b(?:shall|will|is|are) (?:be )?covered (?:by|under|for)\b[^.]{0,80}\b(?:liability|malpractice|self[- ]insurance|tort claims)/],
    unless: [NOT_A_GRANT],
    confidence: STATED,
  },
  {
    path: `${P}prof_liab_ins`,
    match: [/\btail\b/, /\bextended reporting\b/, /\bprior[- ]acts?\b/, /\bnose coverage\b/, /\breporting endorsement\b/],
    needs: [around(String.raw`\b`, [
      String.raw`provide[sd]?|procure[sd]?|purchase[sd]?|pay(?:s)?|paid|obtain|buy|bear|furnish|maintain|secure|arrange`,
      String.raw`reimburse\w*|including|responsible for the (?:cost|premium)|assume the cost|continu(?:e|ing) coverage`,
    ], String.raw`\b`)],
    unless: [PHYSICIAN_CARRIES, /\bno obligation\b/, /\bnot (?:be )?(?:responsible|obligated|required)\b/, /\bunless\b[^.]{0,60}\bis bought\b/, ONLY_SOME_EXITS],
    // Paid only on some ways out (termination without cause, by the employer): not the normal case, so less sure.
    weakIf: [SOME_EXITS],
  },
  {
    path: `${P}pet_ins`,
    match: [/\bpet insurance\b/, /\binsurance for (?:your |household )?pets\b/, /\bpets? (?:insurance|coverage|health plan)\b/],
    unless: [OWN_COVER],
    denial: 'plan',
  },
];

/** Every cover rule, with the wording that names a cover without giving it added to its exclusions. */
export const insuranceRules: readonly FlagRule[] = coverRules.map((r) => {
  const extra = NOT_GIVEN_HERE[r.path.slice(P.length)];
  return extra ? { ...r, unless: [...(r.unless ?? []), ...extra] } : r;
});

/** A party that furnishes the physicians ("Group shall furnish anesthesiologists ..."), other than the physician. */
const FURNISHER = around(String.raw`\b(?:the )?([a-z][\w-]*) (?:shall|will|agrees to) (?:furnish|provide|supply|make available|staff)\b[^.;]{0,40}\b`, [
  String.raw`physicians|anesthesiologists|radiologists|hospitalists|intensivists|pathologists|surgeons|emergency physicians`,
  String.raw`practitioners|clinicians|providers|physician services|professional services`,
], String.raw`\b`, 'g');

const SELF_PARTIES = new Set(['physician', 'contractor', 'you', 'employee', 'he', 'she', 'surgeon', 'associate', 'provider', 'it', 'each', 'which', 'who']);

/**
 * In a services agreement the party that furnishes the physicians (their group) and
 * insures them is the physician's side, not the one engaging the services: the cover
 * is still found, with less confidence, for a reviewer to settle.
 */
export function physicianSideCover(ctx: Ctx, out: Flags): void {
  const furnishers = new Set<string>();
  for (const c of ctx.clauses) for (const m of c.norm.matchAll(FURNISHER)) if (!SELF_PARTIES.has(m[1])) furnishers.add(m[1]);
  if (furnishers.size === 0) return;
  const carrier = new RegExp(String.raw`\b(?:the )?(?:${[...furnishers].map((p) => p.replace(/[-]/g, '\\-')).join('|')}) (?:shall|will|agrees to) (?:\w+ ){0,2}(?:maintain|provide|procure|purchase|obtain|carry|secure|keep)\b`);
  for (const path of [`${P}malpractice_cov`, `${P}prof_liab_ins`] as const) {
    const f = out.get(path);
    if (f && carrier.test(f.evidence.text.toLowerCase())) {
      out.set(path, { ...f, evidence: { ...f.evidence, confidence: Number((f.evidence.confidence * HEAVY_DISCOUNT).toFixed(3)) } });
    }
  }
}

/** ... and the employer pays for the converted policy: "the bank will meet the premiums on the converted policy". */
const PAYS_CONVERTED = new RegExp(String.raw`\b(?:${EMPLOYING_INSTITUTION}|it) (?:shall|will|agrees to) (?:pay|meet|bear|reimburse)\b[^.;]{0,30}\bpremiums?\b[^.;]{0,40}\b(?:such|the|those|these|converted) (?:converted )?polic(?:y|ies)\b`);

/**
 * A conversion right is no cover by itself (the rules above leave it out), but when the employer pays the premiums of
 * the converted policy, in the next sentence of the same paragraph, the cover is the employer's gift.
 */
export function convertedCoverPaid(ctx: Ctx, out: Flags): void {
  for (const c of ctx.clauses) {
    if (!/\bconvert\b/.test(c.norm)) continue;
    const paid = ctx.clauses.slice(c.index, c.index + 3).find((d) => d.unit === c.unit && PAYS_CONVERTED.test(d.norm));
    if (!paid) continue;
    for (const kind of ['life', 'disability'] as const) {
      const path = `${P}${kind}_ins` as const;
      if (out.get(path)?.value || !convertsPolicy(kind).test(c.norm)) continue;
      out.set(path, { value: true, evidence: evidenceFrom(c, PLAIN, paid === c ? undefined : `${c.text} ${paid.text}`) });
    }
  }
}
