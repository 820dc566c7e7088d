// benefits.workplaceSupport booleans (staff, fees paid, promotion, directorship,
// outreach) and the legal section's membership dues, which read the same clause.
import type { FlagRule } from './rule.js';
import { FEE, NOT_A_STEP_UP, PERSONAL_DATA, PHYSICIAN, HONORIFIC, allOf } from './words.js';
import { INDIRECT, LIKELY, PLAIN } from '../confidence.js';
import { anyOf, around } from '../alternatives.js';

const P = 'benefits.workplaceSupport.';

/**
 * A promotion already made that the document records or follows, or makes itself: "in line with your promotion", "he
 * was promoted", "we offer you a promotion to Controller", the paper timed to it ("effective so as to coincide with the
 * Officer's promotion") or announcing it ("we are glad to tell you of your promotion to Treasurer"), the pay it
 * brought ("the bonus received on his promotion"), the employer's past act in a recital ("the Bank promoted him to
 * Controller last spring") and the promotion this paper sets out ("a summary of your promotion", "your promotion is
 * conditioned on your signing", "any change to this promotion letter").
 */
const DONE_PROMOTION = new RegExp(String.raw`\b(?:in (?:line|connection|conjunction|accordance) with|in recognition of|congratulations? on|congratulat(?:e|es|ing)(?: (?:you|him|her))? on|to reflect|reflecting|confirm(?:s|ing)?|as a result of|(?:to )?coincid(?:e|es|ing) with|(?:inform|notify|advise|tell)(?:s|ed|ing)? (?:you|him|her) of) (?:the |your |his |her |${HONORIFIC} [a-z]+'s |(?:the )?[a-z]+'s )?(?:recent )?promotion\b|\breceived (?:up)?on (?:his|her|your|the) promotion\b|\b(?:summary|terms|details) of (?:your|his|her|the) promotion\b|\b(?:this|the|your|his|her) promotion (?:letter|memo(?:randum)?|notice)\b|\b(?:your|his|her) promotion (?:is|shall be|will be) (?:conditioned|conditional|contingent)\b|\b(?:has|have|had) (?:formally )?approved (?:your|his|her|the) promotion\b|\b(?:has|have|had) (?:recently )?been promoted\b|\bwas (?:recently )?promoted\b|(?<!\b(?:be|been|being|is|are|was|were|get|gets|got) )\bpromoted (?:you|him|her|(?:the )?(?!(?:to|from|within|internally)\b)[a-z]+) (?:to|as)\b|\b(?:offer|offers|offering|give|gives|giving) (?:to )?(?:you|him|her|${HONORIFIC} [a-z]+) (?:a|the|this) promotion (?:to|as)\b`);

/** The employer pays or reimburses (the physician-pays case is a denial, handled by the rule reader). */
const PAYS = around(String.raw`\b`, [
  String.raw`pay|pays|paid|reimburse[sd]?|reimbursement|cover(?:s|ed)?|bear(?:s)? the cost`,
  String.raw`at (?:its|the \w+'s) (?:sole )?expense|on (?:(?:the )?${PHYSICIAN}'s|your|his|her) behalf`,
], String.raw`\b`);



/** A fee and the employer paying it, anywhere near each other. */
const FEE_PAID = allOf(FEE, PAYS);

const STAFF = around(String.raw`\b`, [
  String.raw`(?:clinical|clerical|ancillary|nursing|office|administrative|non-physician|surgical|support|front[- ]office|scheduling|billing) (?:and (?:clerical|clinical|administrative) )?(?:staff|staffing|personnel|team|employees)`,
  String.raw`support (?:staff|personnel)|medical assistants?|registered nurses?|(?:licensed )?practical nurses?|lpns?`,
  String.raw`nurse (?:care )?managers?|care managers?|(?:medical )?support assistants?|nurses`,
  String.raw`advanced practice (?:providers?|clinicians?|practitioners?)|nurse practitioners?|physician assistants?`,
  String.raw`(?:certified registered )?nurse anesthetists?|crnas?|scribes?|technologists?|technicians?`,
  String.raw`surgical (?:first )?assistants?|athletic trainers?|(?:member|patient|scheduling) coordinators?`,
  // An executive's office help: a secretary or an assistant for him, clerical or administrative support. Not a
  // corporate office ("Secretary of the Company", "Assistant Secretary").
  String.raw`(?:personal|private|dedicated|full[- ]time|part[- ]time) secretar(?:y|ies)|secretarial (?:assistance|support|help|services|staff)`,
  // The executive's own secretary by a possessive ("keeps the services of his secretary"), never the corporate office.
  String.raw`(?:your|his|her|their) (?:own |current |present )?secretar(?:y|ies)|(?:services|use) of an? secretary`,
  String.raw`(?:administrative|executive|personal) assistants?|an assistant(?! (?:secretary|treasurer|general counsel|controller|vice president))`,
  String.raw`(?:clerical|administrative|secretarial) support`,
], String.raw`\b`);

/** Professional membership dues, the body named before or after the word: "dues of the X Society", "American Academy of Y dues". */
const DUES = [
  // Also two kinds sharing the noun: "professional and organizational dues".
  /\b(?:membership|society|association|professional|organi[sz]ation(?:al)?)(?:,? (?:and|or) (?:membership|society|association|professional|organi[sz]ation(?:al)?))? dues\b/,
  /\bdues\b[^.]{0,80}\b(?:society|association|college|academy|organi[sz]ations?)\b/,
  /\bmembership dues\b/,
  // "Membership fees" are professional only beside a professional body: a practice may charge patients membership fees.
  anyOf([
    String.raw`\b(?:professional|society|association|college|academy|organi[sz]ation\w*|bod(?:y|ies))\b[^.;]{0,60}\bmembership fees\b`,
    String.raw`\bmembership fees\b[^.;]{0,60}\b(?:professional|society|association|college|academy|organi[sz]ations?|bod(?:y|ies))\b`,
  ]),
  // British wording: "professional subscriptions", "subscriptions to the Royal College".
  anyOf([
    String.raw`\b(?:professional|society|association|college) subscriptions?\b`,
    String.raw`\bsubscriptions? (?:to|of|for) (?:the )?(?:[\w'-]+ ){0,3}(?:professional bod(?:y|ies)|royal college|society|association|college|academy)\b`,
  ]),
  /\b(?:society|association|college|academy) (?:memberships?|dues)\b/,
  /\b(?:society|association|college|academy|federation|organi[sz]ation)(?: of| for)?(?: [\w'&-]+){0,5} (?:membership )?dues\b/,
];

/**
 * Dues of clubs an executive joins for business entertaining ("dues in such clubs and organizations as suit his office")
 * are a perquisite, not a professional body's dues, unless a professional body is named beside them
 * (corpus/real/ADJUDICATION-holdout41.md, h41-03, after h9-06 and h32-11).
 */
const SOCIAL_CLUB_DUES = /^(?![\s\S]*\b(?:professional|society|societies|association|college|academy|medical|bar|licens\w*|board|specialty)\b)[\s\S]*\bclubs?\b/;

export const supportRules: readonly FlagRule[] = [
  {
    path: `${P}ancillary_staff`,
    match: [STAFF],
    needs: [
      /\b(?:provide[sd]?|furnish(?:es|ed)?|assign(?:s|ed)?|make available|supported by|services of|employ(?:s)? (?:and|to) support|at (?:its|no) (?:cost|expense)|cause\b[^.]{0,40}\bto provide)\b/,
      // The executive keeps or is given the help: "shall continue to enjoy the same office and support", "is entitled to an assistant".
      new RegExp(String.raw`\b${PHYSICIAN} (?:shall|will|is to|may) (?:continue to )?(?:enjoy|have the use of|be entitled to)\b`),
      // Staff described as working for the physician: "... who will support your panel", "a team that includes a nurse".
      anyOf([
        String.raw`\b(?:who|that|which)\s+(?:will\s+|shall\s+|would\s+)?(?:support|assist|work with|work alongside)\b`,
        String.raw`(?<!\b${PHYSICIAN}\s+(?:shall|will|must|may)\s+)\b(?:support|assist)(?:s|ing)?\s+(?:the\s+|your\s+|his\s+|her\s+|each\s+)?(?:${PHYSICIAN}|panel)\b`,
      ]),
      /\b(?:team|staff|unit|pod|clinic)s? (?:will |shall )?(?:includes?|including|consists? of|comprises?|is staffed with)\b/,
      /\bdedicated (?:to (?:the |your |his |her )?(?:physician|panel|practice)|(?:\w+ ){0,2}(?:staff|nurse|assistant|scribe)s?)\b/,
    ],
    unless: [new RegExp(String.raw`\b${PHYSICIAN} (?:shall|will|must) (?:\w+ ){0,3}supervise\b`), /\bsupervise and teach\b/, /\bnurse practitioner students\b/, /\b(?:solicit|hire|recruit)\b/],
  },
  {
    path: `${P}ancillary_staff`,
    // A staff of his own: "the Director shall have a staff of two analysts".
    match: [/\b(?:have|has|be given|be provided with) a staff of (?:one|two|three|four|five|six|\d{1,2})\b/],
    unless: [/\b(?:solicit|hire|recruit)\b/],
    confidence: PLAIN,
  },
  {
    path: `${P}ancillary_staff`,
    match: [/\b(?:rns?|lpns?|cnas?|mas|lvns?)\b|\b\d+(?:\.\d+)?\s+mas?\b/],
    needsText: [/\b(?:RNs?|LPNs?|CNAs?|MAs?|LVNs?)\b/],
    needs: [/\b(?:provide[sd]?|furnish(?:es|ed)?|assign(?:s|ed)?|make available|dedicated|at (?:its|no) (?:cost|expense))\b/],
    unless: [new RegExp(String.raw`\b${PHYSICIAN} (?:shall|will|must) (?:\w+ ){0,3}(?:supervise|hire)\b`), /\b(?:solicit|recruit)\b/],
    confidence: PLAIN,
  },
  {
    path: `${P}ancillary_staff`,
    match: [/\b(?:all |such |the )?(?:personnel|staff(?:ing)?)\b[^.]{0,40}\b(?:necessary|required|needed|adequate|sufficient|appropriate)\b/],
    needs: [/\b(?:provide[sd]?|furnish(?:es|ed)?|assign(?:s|ed)?|make available|at (?:its|no) (?:cost|expense))\b/],
    unless: [new RegExp(String.raw`\b${PHYSICIAN} (?:shall|will|must) (?:\w+ ){0,3}(?:supervise|hire|provide|furnish)\b`), /\bmedical staff\b/],
    confidence: LIKELY,
  },
  {
    path: `${P}med_license_exp`,
    match: [/\b(?:medical )?licen[cs](?:e|es|ure|ing)\b/],
    needs: [FEE_PAID],
    unless: [/\b(?:revok|suspen|restrict)\w*/],
  },
  {
    path: `${P}dea_license_exp`,
    match: [/\bdea\b/, /\bdrug enforcement administration\b/, /\bcontrolled substances? registration\b/],
    needs: [FEE_PAID],
    unless: [/\b(?:revok|suspen|restrict)\w*/],
  },
  {
    path: `${P}board_cert_exp`,
    match: [
      /\bboard(?:s)? (?:certification|recertification|examination|exam)s?\b/,
      /\bboard (?:fees|dues|exam(?:ination)? fees)\b/,
      /\bamerican (?:osteopathic )?board of\b/,
      /\b(?:re)?certification (?:and|or) (?:re|continuing )?certification\b/,
      /\bmaintenance of certification\b/,
      /\bcontinu(?:ing|ous) certification\b/,
      /\brecertification (?:by|with|from|through) (?:the )?american (?:osteopathic )?board\b/,
      /\b(?:abim|abfm|abp|abs|abr|abog|abem|abu|abpn|aba|aoa)\b[^.]{0,20}\b(?:certification|recertification|moc|exam\w*)\b/,
    ],
    needs: [FEE_PAID],
    unless: [/\b(?:revok|suspen|lose|loss)\w*/],
  },
  {
    path: `${P}member_dues`,
    match: DUES,
    // "shall receive continued payment of his dues": payment received by him is the employer paying.
    needs: [PAYS, /\b(?:receive|continued|continue to receive) payment of\b/],
    unless: [/\bmedical staff dues\b(?![^.]*\b(?:society|association|college|academy|membership dues)\b)/, SOCIAL_CLUB_DUES],
  },
  {
    path: `${P}promo_opp`,
    match: [/\bpromot(?:ion|ions|ed)\b/, /\badvancement\b/],
    // A promotion already made, which the letter records or follows ("in line with your promotion, your pay is now ...",
    // "entered into on his promotion to chief executive"): a step taken, not an opportunity still open. It still counts as
    // career advancement (prof_growth_career_adv_opp; corpus/real/ADJUDICATION-holdout15.md, h15-04, h15-10; h12-07).
    unless: [...NOT_A_STEP_UP, DONE_PROMOTION],
    // A purpose in a list the employee's personal data may be used for ("... for these purposes: (d) performance and
    // promotion"), as for career advancement: no step up is offered.
    leadUnless: [PERSONAL_DATA],
    denial: 'clause',
  },
  {
    path: `${P}med_director`,
    match: [
      /\b(?:serve|act|continue|designat\w*|appoint\w*|name[sd]?|hold\w*|assume[sd]?)\b[^.]{0,60}\b(?:as )?(?:the )?(?:\w+ ){0,4}medical director\b/,
      /\bmedical director(?:ship)? (?:stipend|duties|services|role|position|fee|compensation)\b/,
      /\b(?:directorship|medical directorship)\b/,
      /\byou will serve as medical director\b/,
      /\bas (?:the )?medical director\b/,
    ],
    unless: [
      /\breports? to\b/,
      /\bsubject to the (?:administrative )?direction\b/,
      // A seat on another company's board, as an outside activity or a conflict of interest: "holding an outside
      // directorship in a supplier", "accepting directorships with other corporations". Not a medical directorship.
      /\b(?:outside|other|corporate|board|non-executive) directorships?\b|\bdirectorships? (?:with|in|on|of|at) (?:other|outside|any|another|unaffiliated|suppliers?|customers?|competing|competitors?)\b/,
    ],
  },
  {
    // An agreement under which the practice furnishes a medical director: weaker than a designation.
    path: `${P}med_director`,
    match: [/\bmedical director agreement\b/],
    confidence: INDIRECT,
  },
  {
    path: `${P}comm_outreach`,
    match: [
      /\bcommunity (?:outreach|health (?:education|fairs?|events|screening)|service|engagement|education)\b/,
      /\boutreach (?:events?|activities|programs?|clinics?|work|efforts)\b/,
      /\bhealth fairs?\b/,
    ],
  },
  {
    path: 'legalContractualProvisions.credentialingHospitalPrivileges.membership_dues',
    match: DUES,
    // "shall receive continued payment of his dues": payment received by him is the employer paying.
    needs: [PAYS, /\b(?:receive|continued|continue to receive) payment of\b/],
    unless: [/\bmedical staff dues\b(?![^.]*\b(?:society|association|college|academy|membership dues)\b)/, SOCIAL_CLUB_DUES],
  },
];
