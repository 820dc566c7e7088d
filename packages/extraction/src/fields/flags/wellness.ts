// benefits.wellnessWorkLifeBalance booleans (except work from home and telemedicine,
// which are read with the schedule rules).
import type { FlagRule } from './rule.js';
import { EMPLOYER, PHYSICIAN } from './words.js';
import { STATED } from '../confidence.js';
import { anyOf, around } from '../alternatives.js';

const W = 'benefits.wellnessWorkLifeBalance.';

/** The physician pays for his own car. */
const OWN_COST = around(String.raw`\b`, [
  // "at Company's expense" is the employer paying, not his own cost.
  String.raw`at (?:his|her|their|your|(?:the )?(?!${EMPLOYER}'s)\w+'s) (?:own |sole )?(?:cost|expense)`,
  String.raw`(?:physician|employee|executive|contractor) (?:shall|will) (?:provide|furnish|supply) (?:his|her|their) own`,
], String.raw`\b`);

/** Meals while travelling or at a conference are expenses, not a workplace meal benefit. */
const TRAVEL = /\b(?:travel\w*|lodging|airfare|hotel|conference|cme|per diem for meals|mileage)\b/;

/** Pay kept during a leave as a share of salary: "at 80% of her base salary", "one hundred percent (100%) of his then current pay". */
const SHARE_OF_SALARY = /\b(?:\d{1,3} ?%|(?:\w+ )?(?:hundred )?percent|two-thirds|one-half|half)(?: \(\d{1,3} ?%\))?[^.;]{0,20}? of (?:(?:his|her|your|their|(?:the )?\w+'s) )?(?:normal |then[- ]current |current |regular |full )*(?:base )?(?:salary|pay|wages|compensation)\b/;

/** A car as a cost of moving house (ending its lease, selling it at a loss), not a way to get to work. */
const MOVING_A_CAR = /\blease termination\b|\bloss on (?:the )?(?:\w+ )?sale\b|\b(?:shipping|shipment|transport(?:ing)?) (?:of )?(?:his |her |your |the )?(?:household goods|cars?|automobiles?|vehicles?)\b/;

/** The physician bears the cost of his trip to work himself: "you will be responsible for the cost to commute". */
const OWN_COMMUTE = /\b(?:responsible for|bear|pay for)\b[^.;]{0,40}\bcommut\w*/;

/**
 * Commuting named as what is not paid, or as a hardship that is a ground to resign: "mileage, other than the commute
 * to and from home", "a change necessitating commuting more than 50 miles".
 */
const COMMUTE_NOT_PAID = anyOf([
  // A clawback: what the employer paid for his commuting handed back if he quits early ("he shall repay the Clinic the
  // housing and commuting costs it met"). The clause is about the repayment; the grant, if any, is stated elsewhere.
  String.raw`\b(?:repay|reimburse|refund|return)\w*\b (?:to )?(?:the )?${EMPLOYER}\b[^.;]{0,160}\bcommut\w*`,
  String.raw`\b(?:other than|except(?: for)?|excluding|not including|but not) (?:(?:the|any|normal|ordinary|daily|regular|usual|your|his|her) ){0,2}commut\w*`,
  String.raw`\bnecessitat\w* (?:\w+ )?commut\w*|\bcommut\w* (?:distance|outside|beyond|more than|in excess of|of more than)\b`,
  // A longer trip to work as the test of a relocation he may refuse: "a move that would lengthen his daily commute by over 30 miles".
  String.raw`\b(?:increas|lengthen|extend)\w*\b[^.;]{0,30}\bcommut\w*|\bcommut\w* by (?:more than|over|in excess of|at least)\b`,
]);

/** Cars that are no benefit of his: business travel, hire cars, mileage, accidents, the cost of moving one. */
/**
 * A company car named among the property he must hand back on leaving ("on his last day he returns all Company property,
 * among it any company car, laptop and keys"): what he gives back, not a car given him.
 */
// The owner may come after: "return to the Company any and all property of the Company in his keeping".
const PROPERTY_RETURNED = new RegExp(String.raw`\breturn\w*\b[^.;]{0,80}\b(?:all |any )?(?:(?:the )?${EMPLOYER}(?:'s)?|its) (?:property|equipment|assets)\b|\breturn\w*\b[^.;]{0,80}\b(?:property|equipment|assets) (?:of|belonging to) (?:the )?${EMPLOYER}\b`);

/**
 * A car named in a long list of what he hands back on leaving, closed by "and all other Company property" ("shall
 * return the files, keys, credit cards, the company car in his keeping and all other Company property"): the car is
 * given up, not provided. The list may run far past the verb, though not past a sentence.
 */
const PROPERTY_LIST_RETURNED = new RegExp(String.raw`\b(?:return|deliver|surrender|hand(?:s|ed|ing)? (?:back|over))\w*\b[^.;]{0,600}\ball other (?:(?:the )?${EMPLOYER}(?:'s)? |its )(?:owned )?(?:property|equipment|assets|items)\b`);
/**
 * The car among the benefits that all end on leaving ("all other benefits and perquisites, including the company car,
 * stop on the separation date"): it is taken away, not given.
 */
// A stop straight before a letter or comma is an abbreviation's ("i.e.,"), not a sentence's end.
const ALL_BENEFITS_END = /\ball (?:other )?(?:benefits|perquisites)\b(?:[^.;]|\.(?=[a-z,])){0,300}\b(?:shall|will) (?:terminate|cease|end)\b/;

const NOT_HIS_CAR = [/\b(?:business travel|rental cars?|car rental|mileage|car accident|parking (?:space|lot|fees?))\b/, OWN_COST, MOVING_A_CAR, PROPERTY_RETURNED, PROPERTY_LIST_RETURNED, ALL_BENEFITS_END];

/** Shares bought below their market price under an employee stock purchase plan: equity, not a discount on goods. */
const STOCK_BOUGHT_AT_DISCOUNT = /\bstock purchase (?:plan|program)\b|\bespp\b|\b(?:purchase|buy|acquire) (?:the )?(?:company(?:'s)? |common )?(?:stock|shares)\b[^.;]{0,60}\bdiscount/;

export const wellnessRules: readonly FlagRule[] = [
  {
    path: `${W}wellness_prog`,
    match: [
      around(String.raw`\b(?:wellness|well-?\s?being|wellbeing|resilience|burnout prevention) `, [
        String.raw`programs?|programmes?|initiatives?|benefits?|resources|workshops|incentives?|services|platform|stipend`,
        String.raw`allowance|reimbursement|account`,
      ], String.raw`\b`),
      /\b(?:employee|physician|clinician) (?:wellness|well-?\s?being)\b/,
    ],
  },
  {
    // A preventive check-up the employer offers: "a yearly executive physical paid by the Company", "the Company's
    // physical examination program". Not an examination he must undergo (fitness for duty, proof of disability).
    path: `${W}wellness_prog`,
    match: [/\b(?:annual |yearly |executive |periodic |comprehensive )*physical (?:examination|exam|program)s?\b|\bexecutive physicals?\b/],
    // The employer books or arranges it: "the health unit schedules an annual physical for each officer".
    needs: [/\b(?:company[- ]paid|employer[- ]paid|paid|pays?|provide[sd]?|eligible|participate|entitled|reimburse\w*|at (?:its|the \w+'s) (?:sole )?expense|programs?|schedules|arranges|offers)\b/],
    unless: [/\b(?:submit to|undergo|undergoing|submitting to|required to|requires?|pass(?:es|ing)?|fitness|disab\w*|incapacity|independent (?:physician|doctor)|condition of)\b/],
    denial: 'plan',
  },
  {
    path: `${W}emp_assist_prog`,
    match: [
      /\bemployee assistance (?:program|programme|plan|services?)\b/,
      /\beap\b/,
      // The same program named for whom it serves: "Faculty and Staff Assistance Program", "Physician Assistance Program".
      around(String.raw`\b`, [
        String.raw`employee|faculty|staff|physician|clinician|personnel|workforce|team member|member|colleague|provider|doctor`,
      ], String.raw`s?(?:,? (?:and|&) (?:employee|faculty|staff|physician|clinician|family|families|dependent)s?)? assistance (?:program|programme|plan|services?)\b`),
      /\b(?:free|confidential|short-term|no-cost) (?:and confidential )?(?:counsel(?:l)?ing|mental health) (?:sessions|services|visits|program|benefit)\b/,
    ],
    unless: [/\b(?:patient|financial|charity|prescription|medication) assistance\b/],
  },
  {
    path: `${W}emp_discounts`,
    match: [/\b(?:employee|staff|corporate) discounts?\b/, /\bdiscount programs?\b/, /\bdiscounts?\b/, /\bperks (?:program|provider)\b/],
    needs: [/\b(?:employees?|staff|eligible|program|perks?|participate)\b/],
    // Shares bought below their price under a stock purchase plan are an equity plan, not a staff discount (h17-09).
    unless: [/\bdiscount\w* (?:\w+ ){0,3}(?:for|to) patients\b/, /\b(?:prompt[- ]pay|self-pay|sliding fee|cash)\b/, STOCK_BOUGHT_AT_DISCOUNT],
  },
  {
    // A discount on what the employer sells, given to the employee: "he may use a 40% discount in the group's shops",
    // "a 25% discount on all merchandise". The percentage and the employer's goods say who it is for.
    path: `${W}emp_discounts`,
    match: [/\b\d{1,2}(?:\.\d+)?\s?% (?:[a-z]+ ){0,2}discounts? (?:at|on|in|off|for)\b[^;]{0,80}\b(?:stores?|shops?|outlets?|merchandise|products?|goods|purchases|restaurants?|hotels?|services)\b/],
    unless: [STOCK_BOUGHT_AT_DISCOUNT],
  },
  {
    // Free or reduced-fare travel on the employer's own services, a staff travel benefit (corpus/real/ADJUDICATION-
    // holdout23.md h23-05, after h21-01; holdout44 h44-02): "free air transportation on any route the airline flies",
    // "travel privileges on the carrier's flights", "an industry travel card and the travel benefits that go with it".
    path: `${W}emp_discounts`,
    match: [
      /\b(?:free|complimentary|reduced[- ]fare|reduced[- ]rate|discounted|space[- ]available|standby) (?:air |rail )?(?:travel|transportation|flights?|air ?fares?|passes|tickets)\b/,
      /\b(?:travel|flight|flying|pass|boarding) (?:benefits|privileges)\b/,
    ],
    // Business travel paid by the employer is an expense, not a perk.
    unless: [/\bbusiness travel\b|\b(?:travel|transportation|airfare)(?: and [a-z]+)? expenses?\b|\bfirst[- ]class\b|\brelocat\w*/],
  },
  {
    path: `${W}paid_parent_leave`,
    match: [/\b(?:paid )?(?:parental|maternity|paternity|bonding|adoption) leave\b/, /\b(?:paid )?family leave\b[^.]{0,100}\b(?:birth|adoption|newborn|placement of a child)\b/],
    needs: [/\bpaid\b|\bfull (?:base )?(?:salary|pay)\b|\bwith pay\b/, SHARE_OF_SALARY],
    unless: [/\bunpaid (?:parental|maternity|paternity|bonding|adoption) leave\b/],
  },
  {
    path: `${W}childcare_assist`,
    match: [
      /\bchild ?care (?:assistance|subsidy|subsidies|benefits?|program|centers?|stipend|allowance|reimbursement|costs?)\b/,
      /\b(?:early learning|child development|on-?site child ?care|day ?care) cent(?:er|re)s?\b/,
      /\bchild ?care\b[^.]{0,60}\b(?:pay|subsid|priority|assist)\w*/,
      /\bbackup (?:child ?care|care)\b/,
      /\b(?:on-?site )?day ?care\b[^.]{0,60}\b(?:children|employees|provided|subsid\w*|discount\w*|priority)\b/,
      /\b(?:provides?|offers?|subsidi[sz]es?)\b[^.]{0,40}\bday ?care\b/,
      // A dependent care plan or account among the benefits (the tax-favoured account that pays for childcare).
      /\bdependent[- ]care (?:plans?|accounts?|assistance|spending|reimbursement|benefits?|fsa)\b|\bdependent[- ]care,/,
    ],
  },
  {
    // The employer shares the cost of someone who looks after his children: "pays half the cost of a nanny while his
    // wife is ill", "contributes to a carer who takes over the care of the family".
    path: `${W}childcare_assist`,
    match: [/\b(?:care (?:of|for) (?:the |his |her |your )?(?:family|children|child|kids)|nann(?:y|ies)|babysitt\w*|au pairs?)\b/],
    needs: [/\b(?:contribut\w*|pays?|paid|reimburs\w*|subsidi\w*|costs? of|allowance)\b/],
    unless: [/\b(?:medical|health|patient|clinical) care (?:of|for)\b/, OWN_COST],
  },
  {
    path: `${W}pet_friendly_work`,
    match: [/\bpet[- ]friendly\b/, /\bbring (?:a |an |his |her |your |their )?(?:well-behaved,? )?(?:vaccinated )?(?:dog|cat|pet)s?\b/, /\bpets? (?:are |is )?(?:permitted|allowed|welcome)\b/],
  },
  {
    path: `${W}casual_dress`,
    match: [/\bcasual (?:dress|attire|clothing|fridays?|wear)\b/, /\b(?:jeans|denim) (?:are |is )?(?:permitted|allowed)\b/, /\brelaxed dress code\b/],
  },
  {
    path: `${W}gym_memb`,
    match: [/\bgym\b/, /\bfitness (?:centers?|centres?|clubs?|facility|facilities|memberships?|reimbursement|allowance|stipend|program)\b/, /\bhealth club\b/],
    needs: [/\b(?:memberships?|complimentary|free|no cost|reimburs\w*|subsidi[sz]\w*|discount\w*|allowance|stipend|access to|use of|pay(?:s)? for)\b/],
    unless: [/\bfitness for duty\b/],
  },
  {
    path: `${W}lunch_ben`,
    match: [/\blunch(?:es)?\b/, /\bmeals?\b/, /\bfood (?:allowance|stipend|credit)\b/, /\bcafeteria\b/, /\bdining\b/],
    needs: [around(String.raw`\b`, [
      String.raw`provide[sd]?|complimentary|free|free of charge|no (?:additional )?(?:cost|charge)|without (?:cost|charge)`,
      String.raw`allowance|stipend|credit|subsidi[sz]ed|discount(?:ed|s)?|at (?:the )?${EMPLOYER}'s (?:sole )?expense`,
    ], String.raw`\b`)],
    unless: [/\bmeal (?:period|break)s?\b/, TRAVEL],
  },
  {
    path: `${W}parking_ben`,
    match: [/\bparking\b/],
    needs: [/\b(?:provide[sd]?|complimentary|free|no cost|without charge|reserved|designated|allowance|stipend|subsidi[sz]ed|pa(?:y|id) for)\b/],
  },
  {
    path: `${W}commute_assist`,
    match: [
      /\bcommut(?:e|ing|er)\b/,
      /\btransit (?:pass|passes|subsid\w+|benefits?|card)\b/,
      /\bvan ?pool\b/,
      /\bbus pass\b/,
      /\btransportation (?:allowance|subsidy|stipend|benefit)\b/,
      /\bparking and transit\b/,
      // Travel between his home in another city and the office paid for: "lodging while travelling to and from the
      // Company's office from his home in another state".
      new RegExp(String.raw`\btravel\w*\b[^.;]{0,20}\b(?:to and from|between)\b[^.;]{0,80}\b(?:office|offices|headquarters|workplace|place of work)\b[^.;]{0,40}\b(?:from|and) (?:(?:the )?${PHYSICIAN}'s|his|her|their|your) (?:primary |principal |permanent |family )?(?:residence|home)\b`),
      // Travel paid only until he moves his home to where he works: "the travel payments stop once she has moved her
      // principal residence to the Denver area". They pay the trip from the home he has not yet left.
      new RegExp(String.raw`\btravel\w*\b[^.;]{0,200}\b(?:cease|end|stop|terminate|no longer)\w*\b[^.;]{0,80}\b(?:moved|moves|relocated|relocates|moving|relocating|transferred|transfers) (?:(?:the )?${PHYSICIAN}'s |his |her |their |your )(?:principal |primary |permanent |family )?(?:place of )?(?:residence|home)\b`),
      // The trip named from his home outward: "travel expenses to and from his residence in Reno to the plant".
      new RegExp(String.raw`\btravel\w*\b[^.;]{0,20}\b(?:to and from|between)\b (?:(?:the )?${PHYSICIAN}'s|his|her|their|your) (?:primary |principal |permanent |family )?(?:home )?(?:residence|home)\b`),
    ],
    // "shall be borne by the Company": the employer carries the cost.
    needs: [/\b(?:provide[sd]?|pay|pays|paid|allowance|subsid\w+|no cost|free|reimburs\w*|eligible|pass)\b/, new RegExp(String.raw`\b(?:borne|born) by (?:the |our )?${EMPLOYER}\b`)],
    unless: [OWN_COST, OWN_COMMUTE, COMMUTE_NOT_PAID],
  },
  {
    // A car or a car allowance (corpus/real/ADJUDICATION.md): "an automobile allowance of $750 per month", "the use of a
    // Company-owned or leased automobile", "shall pay for the lease, insurance and maintenance of a car".
    path: `${W}commute_assist`,
    match: [
      /\b(?:automobile|car|motor vehicle|vehicle|auto|transportation) (?:allowance|stipend|lease|benefits?)\b/,
      /\b(?:provide|furnish|make available|supply)\w*\b[^.;]{0,60}\b(?:an? |the use of (?:an? |the )?)(?:[a-z-]+ ){0,5}(?:automobile|car|motor vehicle|vehicle)\b/,
      // "cover" as a verb of paying: "shall cover the costs he incurs to lease a car".
      /\b(?:pay|reimburse|cover)\w*\b[^.;]{0,40}\b(?:for )?the (?:lease|leasing|cost|costs|expenses?|insurance)\b[^.;]{0,80}\b(?:car|automobile|motor vehicle|vehicle)\b/,
      /\b(?:use of|entitled to) (?:an? |the )?(?:company[- ](?:owned|leased|provided|paid) (?:or leased )?)?(?:automobile|car|motor vehicle|vehicle)\b/,
      /\bcompany (?:car|automobile|vehicle)\b/,
      // The car named in the passive as the employer's provision: "the two cars he is being provided by the Bank".
      new RegExp(String.raw`\b(?:automobiles?|cars?|motor vehicles?|vehicles?)\b[^.;]{0,40}\b(?:provided|furnished|supplied|leased) (?:to (?:him|her|you) )?by (?:the |our )?${EMPLOYER}\b`),
      // A car he leases or drives with the employer paying: "may lease and use an automobile of his choice at the
      // Company's expense", "shall drive a car of his choosing, at the employer's cost".
      new RegExp(String.raw`\b(?:lease|use|drive|have)\b[^.;]{0,60}\b(?:an?|the) (?:[a-z-]+ ){0,3}(?:automobile|car|motor vehicle|vehicle)\b[^.;]{0,60}\bat (?:the )?(?:${EMPLOYER}'s|its) (?:sole )?(?:cost|expense)\b`),
      /\ballowance\b[^.;]{0,40}\bfor the use of (?:an? |the )?(?:automobile|car|vehicle)\b/,
      // The car handed over to him for nothing, often as part of what he gets on leaving: "the Company shall transfer
      // title to the car he drives to him at no cost", "shall give him the company vehicle free and clear".
      /\b(?:transfer|convey|assign|give|deliver|sell)\w*\b[^.;]{0,80}\b(?:automobile|car|motor vehicle|vehicle)\b[^.;]{0,120}\b(?:for no (?:consideration|charge|cost)|at no (?:cost|charge)|free of (?:charge|cost)|without (?:further |additional |any )?(?:charge|cost|payment|consideration)|for (?:a )?nominal|for (?:\$ ?1|one dollar)\b)/,
      // The car named first and handed over after: "title to the sedan the Clinic gave him to use is to pass to him without
      // further consideration".
      /\b(?:automobile|car|motor vehicle|vehicle)\b[^.;]{0,120}\b(?:transferred|conveyed|assigned|given|delivered|pass(?:es)?) to (?:him|her|you|(?:the )?[a-z]+)\b[^.;]{0,20}\b(?:for no (?:consideration|charge|cost)|at no (?:cost|charge)|free of (?:charge|cost)|without (?:further |additional |any )?(?:charge|cost|payment|consideration))\b/,
      /\b(?:transfer|convey|assign|give|deliver|sell)\w*\b[^.;]{0,40}\b(?:for no (?:consideration|charge|cost)|at no (?:cost|charge)|free of (?:charge|cost)|without (?:charge|cost|payment))\b[^.;]{0,60}\b(?:automobile|car|motor vehicle|vehicle)\b/,
    ],
    unless: NOT_HIS_CAR,
    confidence: STATED,
  },
  {
    // The running costs of his car met by the employer: "the Company reimburses his car expenses up to $600 a month".
    path: `${W}commute_assist`,
    match: [/\b(?:automobile|car|motor vehicle|vehicle|auto) (?:expenses|costs)\b/],
    // Car costs listed among the perquisites he keeps are met by the employer as well.
    needs: [/\b(?:pay|pays|paid|reimburs\w*|cover|allowance|expended|on behalf of|perquisites?)\b/],
    unless: NOT_HIS_CAR,
    confidence: STATED,
  },
];
