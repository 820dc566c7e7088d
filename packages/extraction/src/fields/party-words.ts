// The words the rules read for the two parties of the contract. Contracts name the physician
// and the employer by a defined term of their own; context.ts rewrites the unusual ones to
// "physician" and "employer", and the usual ones are read through these lists, so every
// rule that asks who pays, who provides or who is bound accepts the same names.
import { group } from './alternatives.js';

/** Doctors named by their specialty ("the Radiologist"): also the words the specialty rule counts. */
export const SPECIALIST = group([
  String.raw`\b(?!psych|techn|audi)[a-z]+ologist|(?:psych|phys)iatrist|pediatrician|obstetrician|geriatrician|internist`,
  String.raw`intensivist|nocturnist|hospitalist|anesthesiologist|surgeon`,
]);

/**
 * The physician as contracts name him without a definition of their own: the plain words,
 * the defined terms most contracts use ("Contractor", "the Associate", "the Provider"), the
 * specialist, and the pronouns of letters and summaries.
 */
export const PHYSICIAN = String.raw`(?:physician|contractor|employee|executive|associate|practitioner|clinician|faculty member|provider|doctor|${SPECIALIST}|you|he|she)`;

/**
 * A courtesy title before a surname ("Mr. Smith", "Dr Jones"). Flag rules read sentences whose
 * periods after abbreviations are masked as "·" (flags/rule.ts), so either mark may follow.
 */
export const HONORIFIC = String.raw`(?:mr|mrs|ms|dr)[.\u00b7]?`;

/** The employer as contracts name it without a definition of their own. */
export const EMPLOYER = group([
  String.raw`employer|practice|hospital|group|company|corporation|(?:health )?system|(?:medical )?cent(?:er|re)|university`,
  String.raw`college|institute|clinic|organi[sz]ation|partnership|department|we`,
]);

/**
 * The employer, and the institutions filed agreements name as the employer without a defined term of their own (a bank,
 * a firm, a trust). Kept apart from EMPLOYER because "bank" and "trust" also name things that are no party (a bank
 * account, a rabbi trust): use it only where a paying or providing verb fixes the role.
 */
export const EMPLOYING_INSTITUTION = group([EMPLOYER, 'bank|firm|trust']);
