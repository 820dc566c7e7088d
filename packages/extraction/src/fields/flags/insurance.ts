// benefits.insuranceCoverage: true when the employer provides or pays for the cover.
import type { FlagRule } from './rule.js';
import { GRANT, HIPAA } from './words.js';

const P = 'benefits.insuranceCoverage.';

/** The physician is told to find his own cover: nothing is offered. */
const OWN_COVER = /\b(?:obtain|purchase|procure|secure|buy|arrange) (?:his|her|their|your|physician's|contractor's) own\b|\bsolely responsible for (?:obtaining|purchasing|procuring|securing)\b/;

/** The physician must carry the policy himself. */
const PHYSICIAN_CARRIES = /\b(?:physician|contractor|you|he|she|provider|employee)(?: shall| will| must| agrees to)(?: at [^,]{3,40},)? (?:obtain|maintain|purchase|procure|buy|carry|secure|keep)\b/;

/** Wording that only names a policy in a list of causes, limits or cooperation duties. */
const NOT_A_GRANT = /\b(?:becomes? unavailable|uninsurable|insurability|certificate of insurance|cooperat(?:e|ion) (?:fully )?(?:with|in)|notify|notice of (?:any )?claim|outside (?:the )?scope)\b/;

export const insuranceRules: readonly FlagRule[] = [
  {
    path: P + 'health_ins',
    match: [
      /\b(?:group )?(?:health|medical|hospitali[sz]ation)(?: \((?:health|medical)\))?(?: care)?(?:(?:,| and| or)+ (?:dental|vision|life|disability|accident|prescription|drug))* (?:insurance|plans?|coverage|benefits?(?: plans?)?)\b/,
      /\bhealth,? dental(?:,? and| or) vision\b/,
      /\bmedical,? dental\b/,
    ],
    unless: [OWN_COVER, HIPAA, /\bmedical (?:malpractice|liability|staff|education|records?)\b/, /\bprofessional liability\b/, /\b(?:payers?|payors?|participating provider|provider network|bill\w*|reimbursement from|contracts? with)\b/],
    needs: [GRANT],
    denial: 'plan',
  },
  {
    path: P + 'dental_ins',
    match: [/\bdental\b/],
    needs: [/\b(?:insurance|plans?|coverage|benefits?)\b/],
    unless: [OWN_COVER, /\bdental (?:school|services to patients|practice)\b/],
    denial: 'plan',
  },
  {
    path: P + 'vision_ins',
    match: [/\bvision\b/],
    needs: [/\b(?:insurance|plans?|coverage|benefits?|eye exam)/],
    unless: [OWN_COVER, /\b(?:mission|vision statement|our vision)\b/],
    denial: 'plan',
  },
  {
    path: P + 'life_ins',
    match: [/\blife insurance\b/, /\bterm life\b/, /\bgroup life\b/, /\blife(?:,| and| or) (?:ad&d|accidental death)/, /\blife(?:,? and| or) (?:long-term |short-term )?disability insurance\b/],
    unless: [OWN_COVER, /\bwork-life\b/],
    denial: 'plan',
  },
  {
    path: P + 'disability_ins',
    match: [/\bdisability (?:insurance|coverage|plan|benefits?|income)\b/, /\b(?:short|long)[- ]term disability\b/, /\bdisability,? (?:and|or) (?:life )?insurance\b/, /\b(?:std|ltd)(?=\/| (?:insurance|coverage|plan|benefits?))/],
    unless: [OWN_COVER],
    denial: 'plan',
  },
  {
    path: P + 'malpractice_cov',
    match: [
      /\b(?:professional|medical|physician) (?:liability|malpractice)\b/,
      /\bmalpractice (?:insurance|coverage|claims|policy)\b/,
      /\bself[- ]insurance (?:program|trust|liability program|plan)\b/,
      /\bfederal tort claims act\b|\bftca\b/,
    ],
    needs: [/\b(?:provide[sd]?|procure[sd]?|maintain|obtain|purchase|pay(?:s)? (?:for|the premiums?)|buy|furnish|carry|secure|arrange|receive|include|name|add|covered|covering|cover|at (?:its|no) (?:sole )?(?:cost|expense))\b/],
    unless: [PHYSICIAN_CARRIES, NOT_A_GRANT],
  },
  {
    path: P + 'malpractice_cov',
    // "Physician shall be covered by the State's self-insurance program": the cover is given, not bought.
    match: [/\b(?:shall|will|is|are) (?:be )?covered (?:by|under|for)\b[^.]{0,80}\b(?:liability|malpractice|self[- ]insurance|tort claims)/],
    unless: [NOT_A_GRANT],
    confidence: 0.85,
  },
  {
    path: P + 'prof_liab_ins',
    match: [/\btail\b/, /\bextended reporting\b/, /\bprior[- ]acts?\b/, /\bnose coverage\b/, /\breporting endorsement\b/],
    needs: [/\b(?:provide[sd]?|procure[sd]?|purchase[sd]?|pay(?:s)?|paid|obtain|buy|bear|furnish|maintain|secure|arrange|reimburse\w*|including|responsible for the (?:cost|premium)|assume the cost|continu(?:e|ing) coverage)\b/],
    unless: [PHYSICIAN_CARRIES, /\bno obligation\b/, /\bnot (?:be )?(?:responsible|obligated|required)\b/, /\bunless\b[^.]{0,60}\bis bought\b/],
  },
  {
    path: P + 'pet_ins',
    match: [/\bpet insurance\b/, /\binsurance for (?:your |household )?pets\b/, /\bpets? (?:insurance|coverage|health plan)\b/],
    unless: [OWN_COVER],
    denial: 'plan',
  },
];
