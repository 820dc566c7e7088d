// legalContractualProvisions.credentialingHospitalPrivileges: what the physician must
// hold (licence, DEA, board status, privileges). A requirement is usually stated as a
// condition or duty; a loss of it as a cause for termination also presupposes it.
import type { FlagRule } from './rule.js';
import { anyOf } from '../alternatives.js';

const C = 'legalContractualProvisions.credentialingHospitalPrivileges.';

/** Licensure named only to refer to other provisions ("its provisions on benefits and licensure remain in effect"): no requirement. */
const LICENCE_REFERENCE = /\b(?:provisions?|sections?|articles?|terms|clauses?) (?:on|regarding|concerning|relating to|governing|with respect to|dealing with)\b[^.;]{0,80}\blicen[cs]/;

/** A requirement named only among the causes for termination. */
const CAUSE_LIST = /\b(?:revo\w+|suspen\w+|loss|lose[sd]?|failure to|terminat\w+|for cause|restrict(?:ion|ed)|lapse)\b/;

/**
 * Other doctors' qualifications, not the physician's: "a third opinion from a physician licensed to practice medicine",
 * "the network includes board certified physicians".
 */
const OTHER_PHYSICIANS = anyOf([
  String.raw`\b(?:a|an|any|another|other|third|independent|such|two|qualified|impartial|mutually (?:acceptable|agreed))\s+(?:[a-z-]+\s+){0,2}(?:physicians?|doctors?|psychiatrists?|specialists?)\b[^.;]{0,40}\b(?:licensed|board[- ](?:certified|eligible))\b`,
  String.raw`\b(?:physicians|doctors|specialists|providers)\b[^.;]{0,20}\blicensed to practi`,
  String.raw`\b(?:board[- ]certified|board[- ]eligible)(?: or (?:board[- ])?(?:eligible|certified))? (?:physicians|doctors|specialists|providers)\b`,
]);

export const credentialingRules: readonly FlagRule[] = [
  {
    path: `${C}credential_hosp_priv`,
    match: [
      /\b(?:clinical|hospital|admitting|medical staff|staff|surgical|attending|temporary) privileges\b/,
      /\bprivileg(?:es|ing)\b[^.]{0,40}\b(?:hospital|medical staff|facility)\b/,
      /\bmedical staff (?:membership|appointment|privileges)\b/,
      /\bmembership on the (?:\w+ )?medical staff\b/,
      /\bmember of the (?:\w+ )?medical staff\b/,
      /\bcredential(?:ing|ed|s)?\b/,
    ],
    denial: 'clause',
    weakIf: [CAUSE_LIST],
    denialReach: 140,
  },
  {
    path: `${C}med_license`,
    match: [
      /\blicen[cs]e (?:to practice|as (?:a|an) (?:osteopathic )?physician)\b/,
      /\b(?:medical|physician's|state) licen[cs](?:e|ure)\b/,
      /\blicensed to practice\b/,
      /\blicensure\b/,
      /\b(?:unrestricted|active) licen[cs]e\b/,
    ],
    unless: [LICENCE_REFERENCE, OTHER_PHYSICIANS],
    denial: 'clause',
    weakIf: [CAUSE_LIST],
  },
  {
    path: `${C}dea_license`,
    match: [/\bdea\b/, /\bdrug enforcement administration\b/, /\bcontrolled substances? (?:registration|license|certificate)\b/],
    denial: 'clause',
    weakIf: [CAUSE_LIST],
  },
  {
    path: `${C}board_certification`,
    match: [/\bboard[- ](?:certified|certification|eligible|eligibility)\b/, /\bcertified (?:in [a-z ]{3,40} )?by the american (?:osteopathic )?board\b/,
      // "be certified, or eligible for certification, by the American Board of ...".
      /\bcertifi(?:ed|cation)\b[^.;]{0,60}\bby the american (?:osteopathic )?board\b/, /\beligible for (?:board )?certification\b/, /\bcertification by the american (?:osteopathic )?board\b/, /\bcertified in [a-z ,]{3,60} by the american\b/],
    unless: [OTHER_PHYSICIANS],
    denial: 'clause',
    weakIf: [CAUSE_LIST],
  },
];
