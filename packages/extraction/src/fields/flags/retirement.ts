// benefits.retirementFinancialBenefits booleans: plans and accounts offered, loan and
// tuition help.
import type { FlagRule, Flags } from './rule.js';
import type { Ctx } from '../context.js';
import { ONLY_UNTIL_LEAVING, PHYSICIAN, RIGHTS_GIVEN_UP, RIGHTS_HE_MAY_HAVE, SUPERSEDED_TERMS } from './words.js';
import { anyOf } from '../alternatives.js';
import { DISCRETIONARY_EXTRAS } from '../patterns.js';

const P = 'benefits.retirementFinancialBenefits.';

/**
 * The rest of a list of benefit kinds that ends on a plan noun: ", disability, life insurance and vacation plans".
 * Retirement named in such a list is a plan, not the event of retiring.
 */
const KIND_LIST_TAIL = String.raw`(?:(?:,|,? and|,? or|,? and\/or)? (?:medical|dental|vision|life|disability|health|welfare|pension|savings|sick|leave|vacation|insurance|accident|hospitali[sz]ation|(?:long|short)[- ]term|death|retirement|other|employee|benefit))*,? (?:plans?|insurance|benefits?|programs?|arrangements?|policies|coverages?)\b`;

/** Retirement as an event (a buy-out "upon death, disability or retirement"), not a plan. */
const RETIREMENT_EVENT = anyOf([
  String.raw`\b(?:death|disability|withdrawal|resignation),? (?:or |and )?retirement\b(?!${KIND_LIST_TAIL})`,
  String.raw`\bretirement,? (?:death|disability)\b(?!${KIND_LIST_TAIL})|\bupon (?:(?:the )?${PHYSICIAN}'s |his |her )?retirement\b`,
  // Retirement as a way the employment ends ("should she end her employment by reason of retirement"): what follows
  // is what that ending pays, whatever the clause calls it.
  String.raw`\bterminat\w*\b[^.;]{0,60}\b(?:for|by reason of|due to|on account of|because of) (?:(?:his|her|the \w+['\u2019]s) )?retirement\b(?!${KIND_LIST_TAIL})`,
]);

/**
 * A plan named only for what has already accrued under it ("accrued but unpaid ... plan contributions",
 * "benefits accrued under the pension section"): rights kept, no plan offered.
 */
const ACCRUED_BEFORE = String.raw`(?<!\baccrued\b[^.;]{0,160})`;

const EDUCATION_DEBT = anyOf([
  String.raw`\b(?:student|educational|education|medical school|school|residency(?:-era)?|qualifying) (?:educational )?(?:loans?|debt|indebtedness)\b`,
  String.raw`\b(?:loans?|debt) (?:incurred )?for (?:(?:the )?${PHYSICIAN}'s |your |his |her )?(?:undergraduate |medical )?education\b`,
  String.raw`\beducational indebtedness\b`,
]);

/** A plan named in passing: shares held under it, the plan among parties released or bound, its sponsors. */
/** A kind left out of what is given: "medical and dental, but excluding the spending account", "other than any FSA". */
// The words between may name the owner: "other than the Bank's spending account".
const EXCLUDED_BEFORE = String.raw`(?<!\b(?:excluding|except(?: for)?|other than|but not|not including|save for)\s+(?:the |any |a |an |your |his |her )?(?:[a-z'’-]+ ){0,3})`;

export const PLAN_IN_PASSING = anyOf([
  String.raw`\bheld\b[^.;]{0,60}\bunder (?:any|a|the) (?:retirement|deferred|pension)\b`,
  String.raw`\b(?:officers|directors|agents|fiduciaries|administrators|employees)\b[^.;]{0,60}\b(?:pension|benefit|retirement) plans?\b[^.;]{0,40}\b(?:sponsors|fiduciaries|administrators)\b`,
  String.raw`\breferences? to\b[^.;]{0,60}\binclude\b`,
  // The agreement declared to stand apart from the plans: "this Agreement is separate from, and not replaced by, any pension plan".
  String.raw`\b(?:is|be|are) (?:hereby )?(?:declared (?:to be )?)?(?:independent of|separate (?:and apart )?from)\b[^.;]{0,80}\bplans?\b`,
  // The form to draw down a balance, among papers handed over at the end: "distribution election form for the 401(k) plan".
  // A balance already saved, drawn down or left in the plan at the end, and the tax notice that goes with it: "withdraw
  // funds from the 401(k) plan", "since your account balance exceeds $5,000", "how the choice will affect your taxes".
  String.raw`\b(?:distribution|rollover|withdrawal) (?:(?:election|request) )?(?:forms?|options?|elections?)\b|\bwithdraw\w*\b[^.;]{0,20}\b(?:funds|monies|money|balances?)\b`,
  String.raw`\b(?:your|his|her|their) (?:vested )?(?:account )?balance\b|\bvested portion of (?:your|his|her|their) account\b|\b(?:affect|impact)\w* (?:your|his|her|their) (?:income )?tax(?:es)?\b`,
  // What a separation notice says of the plan he was in: his deferrals stopped with his last pay, the severance kept
  // out of the plan, whom to ask about it, the vested rights a release leaves alone ("nothing here affects your vested
  // retirement benefits"). The plan is his past, not one offered.
  String.raw`\b(?:payroll )?(?:deductions|deferrals|contributions)\b[^.;]{0,20}\b(?:have |has |will |shall )?(?:ceased?|stopped|stop|ended|end)\b[^.;]{0,30}\b(?:last day|separation|termination|resignation)\b`,
  String.raw`\b(?:cannot|can ?not|may not|shall not|will not|no (?:part|portion) of\b[^.;]{0,40}\b(?:can|may|shall|will)) be (?:contributed|deferred)\b|\b(?:previously|already) (?:transferred|contributed|deferred|rolled over) (?:to|into|under)\b`,
  String.raw`\bif you (?:are|were|have been) (?:enrolled|a participant|participating)\b[^.;]{0,120}\b(?:contact|call|write to)\b`,
  String.raw`\b(?:not|nothing)\b[^.;]{0,60}\b(?:alter|affect|impair|diminish|reduce)\w*\b[^.;]{0,20}\b(?:your|his|her|their|any) vested\b`,
  // The same said as rights he keeps or is not stripped of: "you keep whatever vested rights you hold in the 401(k) plan",
  // "nothing here takes from the physician the benefits earned to date under any retirement plan".
  String.raw`\b(?:retains?|keeps?|retain|keep)\b[^.;]{0,20}\b(?:all |any )?(?:of )?(?:your|his|her|their) (?:accrued |earned )?vested (?:rights|benefits|interests?|balances?)\b`,
  String.raw`\b(?:not|nothing)\b[^.;]{0,80}\b(?:depriv|divest|strip)\w*\b[^.;]{0,60}\bbenefits? (?:earned|accrued|vested)\b`,
  // Rights kept whatever the ending, as the plans or the law give them: "on any termination he has such rights as may
  // be provided under any qualified retirement plan in which he participates".
  // A plan named among those whose withdrawal would be a good reason to resign: "the employer's failure to keep in
  // force any bonus or pension plan he takes part in".
  String.raw`\bfail(?:ure|s|ing)?\b[^.;]{0,80}\b(?:to )?(?:continue|keep|maintain) in (?:effect|force)\b`,
  String.raw`\bterminat\w*\b[^.;]{0,120}\brights? (?:as |that |which )?(?:may be |are )?(?:provided|available|afforded) (?:by|under|pursuant to)\b`,
  // Vesting sped up in whatever pension he may already hold ("he becomes fully vested in any pension or deferred
  // compensation"), and the plans a clause leaves out ("other than under a plan qualified under Section 401(a)"):
  // existing rights or exclusions, no plan offered.
  String.raw`\bvested\b[^.;]{0,20}?\bin (?:any|all) (?:[a-z-]+ ){0,2}(?:pension|retirement|deferred compensation)\b`,
  String.raw`\b(?:other than|excluding|except(?: for)?)\b[^.;]{0,80}\bunder (?:a|any) plan (?:intended to be |that is )?qualified under\b`,
  // Rights a release leaves standing ("nothing in this release waives his rights under the savings plan"), and a
  // balance paid out at once ("a special payout of her benefits under the supplemental plan"): what is already
  // held, no plan offered.
  String.raw`\b(?:release|discharge|extinguish|waive)\w*\b[^.;]{0,80}\brights?\b[^.;]{0,60}\bunder\b`,
  String.raw`\bpay-?outs? of (?:the )?(?:[a-z]+'s )?(?:[a-z]+ ){0,2}benefits\b`,
  // The holdings of his plan accounts sold and paid to him in cash ("the Bank shall sell the shares held in his pension
  // and savings accounts and hand him the proceeds"), and pension claims among those a release gives up ("any claims for
  // pay or fringe benefits, such as group health and pension benefits"): a balance closed or a claim waived, no plan offered.
  String.raw`\b(?:securities|shares|stock|assets|funds|holdings|investments)\b[^.;]{0,20}\b(?:in|held in|under) (?:his|her|your|their|the|such) (?:[a-z0-9/()-]+ ){0,5}accounts?\b[^.;]{0,160}\b(?:sold|liquidated|distributed|paid out|cashed out)\b`,
  String.raw`\bclaims? (?:for|to|relating to|in respect of|arising under)\b[^.;]{0,40}\b(?:wages|pay|compensation|insurance|fringe benefits|benefits)\b[^.;]{0,80}\bpension\b`,
  // The employer's plans named among the parties a release or definition covers: "the Company, its affiliates and their
  // pension and welfare plans, successors and assigns".
  String.raw`\b(?:pension|benefit|retirement|welfare) plans?\b[^.;]{0,60}\bsuccessors,? (?:and|or) assigns\b`,
  // Plans he is told he will not join after leaving: "he will not be entitled to any further pay or to take part in any
  // pension plan of the Company, save the rights already vested".
  String.raw`\b(?:will|shall) not (?:receive|be entitled|be eligible|participate)\b[^.;]{0,200}\bparticipat\w* in (?:any )?(?:[a-z]+ ){0,2}(?:pension|retirement)\b`,
  // What the plans already owe him, their papers and news of them ("all pension benefits she is entitled to under the
  // firm's plans", "the right to his account in the thrift plan", "papers about the savings plan", "details of your
  // plan balance will follow under separate cover"): a past plan's rights, no plan offered.
  String.raw`\bbenefits? (?:that |which )?(?:he|she|you|they|(?:the )?[a-z]+) (?:is|are|was|were|may be|shall be|will be) (?:eligible|entitled) to (?:receive )?under\b`,
  String.raw`\brights? to (?:(?:the )?[a-z]+['\u2019]s |his |her |your |their )(?:vested )?accounts?\b|\bdocuments (?:relating|related|pertaining|referring) to\b`,
  String.raw`\b(?:your|his|her) (?:[a-z0-9()]+ ){0,3}(?:benefits?|accounts?|balances?)\b[^.;]{0,20}\bunder separate cover\b`,
  // Claims or rights he may hold, as a release lists them ("any claims she might now have to vested benefits in the
  // pension plan"), and improvements that may come later to retirees ("pension increases that may later be granted to
  // retired staff"): no plan offered by this document.
  RIGHTS_HE_MAY_HAVE.source,
  String.raw`\b(?:enhancements?|improvements?|increases?)\b[^.;]{0,20}\b(?:that|which) (?:may|might) (?:hereafter |in the future |later )?be (?:provided|offered|made available|adopted|granted)\b`,
  // Pay defined to count what he puts aside himself ("base pay, counting sums he chose to defer into the 401(k) plan"):
  // the plan measures the pay, none is offered.
  String.raw`\binclud\w* (?:any |all |the )?(?:amounts?|sums?|contributions?)\b[^.;]{0,60}\b(?:deferred|contributed)\b`,
  // The same said as pay counted whatever part of it went into a plan: "salary (whether or not some was deferred into a plan)".
  String.raw`\b(?:regardless of whether|whether or not)\b[^.;]{0,60}\b(?:deferred|contributed)\b`,
  // Rights or balances that have vested already, kept or paid out ("whatever vested interest she may hold in the
  // savings plan", "the unvested balances of his non-qualified plan accounts"), and benefits accrued up to the leaving
  // date: what is already held, no plan offered.
  String.raw`\b(?:un)?vested (?:rights?|accounts?|account balances?|balances?|interests?)\b[^.;]{0,40}\b(?:in|under)\b`,
  String.raw`\baccrued (?:through|to|as of|up to|until|prior to|before) (?:the |his |her |your |such )?(?:separation|termination|resignation|retirement|last)\b`,
  // A plan named only as where some other provisions live ("the change-in-control terms found in any plan he is in,
  // a pension plan among them, stay in force"): the provisions matter, not the plan.
  String.raw`\b(?:provisions?|terms?)\b[^.;]{0,80}\b(?:contained|set forth|included|found) in any (?:plan|program|agreement|arrangement)\b`,
  // A state pension scheme named among the payroll deductions: "less income tax and Canada Pension Plan contributions".
  String.raw`\b(?:deduct\w*|withh[oe]ld\w*|tax(?:es)?)\b[^.;]{0,120}\b(?:canada|quebec|state|national|government) pension plan\b|\b(?:canada|quebec|state|national|government) pension plan (?:contributions?|deductions?|premiums?)\b`,
  // Rights given up by this paper ("he forfeits all his rights under the old agreement, its pension among them") and
  // terms an amendment recites as they stood before it: plans named as lost or superseded, none offered.
  RIGHTS_GIVEN_UP.source,
  SUPERSEDED_TERMS.source,
  // Plans kept only up to the leaving date: the employment's status quo, no plan this paper offers.
  ONLY_UNTIL_LEAVING.source,
  // A balance already his, or benefits the plans pay out on leaving ("you are fully vested in the money you put into the
  // plan", "he may draw his vested retirement benefits under the qualified plan", "all benefits payable to her under the
  // profit sharing plan"): what the plan already owes, no plan offered.
  String.raw`\b(?:fully |100% )?vested in (?:any|all|the) (?:money|monies|amounts?|funds|sums|contributions)\b`,
  String.raw`\bvested (?:[a-z]+ ){0,2}benefits? (?:pursuant to|under|in accordance with)\b`,
  String.raw`\b(?:all |any )?benefits? payable to (?:him|her|you|(?:the )?[a-z]+) (?:pursuant to|under)\b`,
  // The employer's failure to keep benefits up, as a ground for resigning: the plans are named, none is offered.
  String.raw`\b(?:failure|fails?|failed)\b[^.;]{0,40}\bto (?:continue to )?(?:provide|maintain)\b[^.;]{0,60}\bbenefits (?:at least as|no less|substantially)\b`,
  // Whom to ask about the plan ("questions about your 401(k) account go to the plan's service centre"), the plans a
  // leaving paper lists as untouched by the choice it offers ("these plans are not affected by your election"), and the
  // ERISA statement that the agreement is a welfare plan and no pension plan: the plan is named, none is offered.
  String.raw`\bquestions?\b[^.;]{0,60}\b(?:please )?(?:contact|call|write to|direct)\b`,
  String.raw`\b(?:are|is|will be|shall be) not (?:impacted|affected|altered|changed) by (?:your|his|her|the|this|such)\b`,
  String.raw`\bnot (?:an? |to be an? )?(?:employee )?pension benefit plan\b`,
]);

/**
 * A deferred compensation plan named in a tax clause, where a payment is delayed so as not to be taxed under the
 * deferred compensation rules: no plan is offered there.
 */
const TAX_DELAY = /\b409a\b|\b(?:subject to|incur\w*|caus\w*|result in)\b[^.;]{0,80}\b(?:tax|taxes|penalt\w+)\b/;

/** A pension whose cost the salary already includes: "a gross salary, which includes the cost of health and pension cover". */
const COST_IN_SALARY = /\binclud(?:e|es|ing) the costs? of\b[^.;)]{0,80}\bpension/;

/**
 * A retirement plan named only as the source of a statutory figure that measures some other payment ("twice the most
 * pay a tax-qualified retirement plan may take into account under Code section 401(a)(17)"): no plan is offered.
 */
const PLAN_AS_MEASURE = /\b(?:maximum|most|highest|limit|limitation|cap)\b[^.;]{0,60}\b(?:taken into account|recogni[sz]ed|considered|counted)\b[^.;]{0,20}\bunder (?:a|any|the) (?:tax-?)?qualified (?:retirement |pension )?plan\b|\bunder (?:a|any|the) (?:tax-?)?qualified (?:retirement |pension )?plan (?:pursuant to|under) (?:code )?section 401\(a\)\(17\)|\b(?:maximum|most|highest|limit|limitation|cap)\b[^.;]{0,40}\b(?:a|any|the) (?:tax-?)?qualified (?:retirement |pension )?plan (?:may|can|could) (?:take into account|recogni[sz]e|consider|count)\b/;

/**
 * A pension named only as something the arrangement must not harm ("so that his pension rights are not put at risk",
 * "in order not to prejudice her retirement benefits"): the employee's status is protected, no plan is given.
 */
const PENSION_PROTECTED = /\bnot (?:to )?(?:jeopardi[sz]e|prejudice|impair|endanger|put at risk|affect|harm)\b[^.;]{0,50}\b(?:pension|retirement)\b|\b(?:pension|retirement) (?:rights|benefits|entitlements?)\b[^.;]{0,20}\b(?:are|is|be) not (?:jeopardi[sz]ed|prejudiced|impaired|endangered|put at risk|affected|harmed)\b/;

/**
 * The state pension left to the law of the country ("her pension and social security matters follow the legislation
 * in force"): no plan of the employer's.
 */
const PENSION_BY_LAW = /\bpension\b[^.;]{0,60}\b(?:issues|matters|questions)\b[^.;]{0,40}\b(?:according to|in accordance with|governed by)\b[^.;]{0,40}\b(?:legislation|laws?|statutes?)\b/;

/**
 * Plans named only as ending ("his cover under every benefit plan of the firm, its savings and pension plans among them,
 * ends on the separation date"): no plan is offered (ADJUDICATION-holdout56.md: h56-09, all plan cover ends). A clause
 * that also keeps a plan going, pays into it or lets him join one is not this.
 */
// Said of the person as well: "from the resignation date she will cease to participate in every plan of the employer".
export const PLANS_END = /^(?![^]*\b(?:continu\w*|provide[sd]?|providing|eligible|entitled|contribut\w*|match\w*|credit\w*|vest\w*)\b)[^]*(?:\b(?:coverage|participation|membership|eligibility)\b (?:under|in) (?:all|any|each|every|the|his|her|your)\b[^]*\b(?:will|shall|to) (?:automatically )?(?:terminate|cease|end|stop|lapse)\b|\b(?:will|shall) (?:automatically )?(?:cease|stop) (?:to participate|participating) in (?:all|any|each|every|the)\b)/;

/** A profit-sharing plan that pays a cash bonus ("the profit sharing bonus worked out under the Profit Sharing Plan"): a bonus, no retirement plan. */
export const PROFIT_SHARING_BONUS = /\bprofit[- ]sharing bonus\b/;

export const retirementRules: readonly FlagRule[] = [
  {
    path: `${P}retire_benefits`,
    match: [
      // "401-k" is written with a hyphen too.
      // Not a section of the tax code cited to a subsection ("the limit of Section 401(a)(17)").
      String.raw`\b(?:401|403|457)[\s-]?\(?[abk]\)?(?!\)?\s?\(\d)`,
      // Not "post-retirement benefits", the welfare cover a retiree keeps (health cover, no retirement plan).
      String.raw`(?<!\bpost[- ]?)\bretirement (?:plan|plans|savings|system|program|account|benefits?|contributions?)\b`,
      // Retirement among other kinds sharing one plan noun: "all incentive, retirement, welfare and other benefit plans".
      // Not cover kept after retiring ("post-retirement medical and dental benefits"): that is health cover.
      String.raw`(?<!\bpost[- ]?)\bretirement(?=${KIND_LIST_TAIL})`,
      String.raw`\bpension\b`,
      String.raw`\bdefined (?:benefit|contribution) plan\b`,
      String.raw`\bprofit[- ]sharing plan\b`,
      String.raw`\b(?:sep|simple) ira\b`,
      // A stock ownership plan is a qualified plan that saves for retirement in the employer's shares.
      String.raw`\bemployee stock ownership plan\b|\besop\b`,
      // A provident fund, as Hong Kong, Singapore and Indian law require: "statutory MPF benefits", "the Employees'
      // Provident Fund".
      String.raw`\bprovident fund\b|\bmpf\b`,
      // The occupational pension of Swiss and French law: "2nd pillar", "deuxième pilier".
      String.raw`\b(?:2nd|second|2e|2ème|deuxième) (?:pillar|pilier)\b`,
    ].map((m) => new RegExp(ACCRUED_BEFORE + m)),
    unless: [RETIREMENT_EVENT, PLAN_IN_PASSING, DISCRETIONARY_EXTRAS, COST_IN_SALARY, PLAN_AS_MEASURE, PENSION_PROTECTED, PROFIT_SHARING_BONUS, PENSION_BY_LAW, PLANS_END],
    // "5. 401(k)." over "your payroll deductions stopped on your last day": the caption names the plan the body ends.
    captionUnless: [PLAN_IN_PASSING],
    denial: 'plan',
  },
  {
    path: `${P}retire_benefits`,
    // An account of the plan the employer credits: "each year $30,000 is credited to her deferred compensation account".
    // A balance merely paid out is no plan offered.
    match: [
      new RegExp(ACCRUED_BEFORE + String.raw`\bdeferred compensation plan\b`),
      new RegExp(ACCRUED_BEFORE + String.raw`\b(?:credit|contribut|deposit)\w*\b[^.;]{0,80}\bdeferred compensation account\b|\bdeferred compensation account\b[^.;]{0,80}\b(?:credit|contribut|deposit)\w*`),
    ],
    unless: [RETIREMENT_EVENT, PLAN_IN_PASSING, DISCRETIONARY_EXTRAS, TAX_DELAY],
    denial: 'plan',
  },
  {
    // A supplemental benefit plan the employee joins, named by its title: the plan that tops up a pension.
    path: `${P}retire_benefits`,
    match: [/\bsupplemental (?:executive )?benefits? plan\b/],
    needsText: [/Supplemental\s+(?:Executive\s+)?Benefits?\s+Plan/],
    needs: [/\bparticipat\w*|\beligible\b/],
    unless: [RETIREMENT_EVENT, PLAN_IN_PASSING, DISCRETIONARY_EXTRAS],
    denial: 'plan',
  },
  {
    path: `${P}health_sav_acct`,
    match: [/\bhealth savings accounts?\b/, /\bhsa\b/],
    denial: 'plan',
  },
  {
    path: `${P}flex_spend_acct`,
    match: [
      // "Flexible spending" names the account even where a benefits list leaves the noun off.
      /\bflexible[- ]spending\b/, /\bfsa\b/, /\bdependent care (?:spending|reimbursement) account/,
      // Accounts named for what they pay: "dependent care and health care spending accounts".
      /\b(?:health ?care|medical|dependent[- ]care)(?:,? (?:and|or) (?:health ?care|medical|dependent[- ]care))? (?:spending|reimbursement) accounts?\b/,
      // A flexible benefits plan through which expenses are paid from pre-tax pay is the same arrangement.
      /\bflexible benefits? (?:plans?|programs?)\b(?=[^.;]{0,160}\bexpenses\b)(?=[^.;]{0,200}\b(?:pre-?tax|before[- ]tax)\b)/,
    ].map((re) => new RegExp(String.raw`${EXCLUDED_BEFORE}${re.source}`)),
    denial: 'plan',
  },
  {
    path: `${P}tuition_reimb`,
    match: [/\btuition (?:reimbursement|assistance|remission|benefits?|support|aid)\b/, /\breimburse\w*\b[^.]{0,60}\btuition\b/, /\btuition\b[^.]{0,60}\breimburse/],
  },
  {
    // School fees met by the employer (an expatriate's children's schooling): "reimburse the school fees of his children".
    path: `${P}tuition_reimb`,
    match: [/\b(?:school|schooling|tuition) (?:fees|costs)\b/],
    needs: [/\b(?:reimburs\w*|pay|pays|paid|cover(?:s|ed)?|allowance|bear the cost)\b/],
    unless: [new RegExp(String.raw`\b${PHYSICIAN}(?: shall| will| must)? (?:pay|bear)\b`)],
  },
  {
    path: `${P}loan_repay_assist`,
    match: [
      /\bloan repayment\b/,
      /\bloan forgiveness\b/,
      /\bloan (?:assistance|reimbursement)\b/,
      new RegExp(String.raw`\brepay(?:ment of)? (?:(?:the )?${PHYSICIAN}'s |your |his |her )?(?:student|educational|medical school) loans?\b`),
      EDUCATION_DEBT,
    ],
    unless: [/\b(?:buy-in|purchase price|draw|advance against|promissory note)\b/],
  },
  {
    path: `${P}student_loan_assist`,
    match: [EDUCATION_DEBT, /\bstudent loan/, /\b(?:national health service corps|nhsc)\b[^.]{0,40}\bloan/],
    needs: [/\b(?:repay|repayment|pay|paid|payments?|assistance|forgive|forgiveness|reimburs|toward|award|help)\w*/],
    unless: [/\b(?:buy-in|purchase price)\b/],
  },
];

/**
 * The only retirement plan found is a profit-sharing plan, and the document pays its profit sharing out as a bonus
 * ("Exhibit B: Profit Sharing Bonus Plan", with "Profit Sharing Plan" as its caption elsewhere): the plan is that bonus,
 * not a retirement plan.
 */
export function profitSharingAsBonus(ctx: Ctx, out: Flags): void {
  const path = `${P}retire_benefits` as const;
  const f = out.get(path);
  if (!f?.value) return;
  const said = f.evidence.text.toLowerCase();
  if (!/\bprofit[- ]sharing plan\b/.test(said) || /\b(?:401|403|457|pension|retirement|defined (?:benefit|contribution))\b/.test(said)) return;
  if (ctx.clauses.some((c) => PROFIT_SHARING_BONUS.test(c.num))) out.delete(path);
}
