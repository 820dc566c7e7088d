// Boolean fields of parsedData: which the contract makes true, each with the clause
// that establishes it. Fields not returned are false (silent or excluded); the
// orchestrator fills them in.
import type { FieldPath } from '@cp/schema';
import type { Ctx } from '../context.js';
import { applyRules, type FlagRule, type Flags } from './rule.js';
import { convertedCoverPaid, insuranceRules, physicianSideCover } from './insurance.js';
import { retirementRules, profitSharingAsBonus } from './retirement.js';
import { developmentRules, mentorshipFlags, ONGOING_MENTORSHIP } from './development.js';
import { supportRules } from './support.js';
import { scheduleRules } from './schedule.js';
import { wellnessRules } from './wellness.js';
import { covenantRules } from './covenants.js';
import { credentialingRules } from './credentialing.js';
import { ownershipRules, equityAwardsUnderCaption } from './ownership.js';
import { reportingRules } from './reporting.js';
import { miscRules } from './misc-provisions.js';
import { NOTICE_PATHS, noticeFlags } from './notices.js';
import { separationPayment, heldAwardsChanged, releaseMade } from './separation.js';
import { taxLeftToEmployee } from './tax-left.js';
import { amendedEndingPays } from './amended-ending.js';
import { anyOf } from '../alternatives.js';
import { SLIGHT_DISCOUNT, DISCOUNT } from '../confidence.js';

export type { FlagRule, Flags } from './rule.js';

/** Gives each rule of a subject the headings that subject is usually found under. */
function under(topic: RegExp, rules: readonly FlagRule[]): FlagRule[] {
  return rules.map((r) => (r.topic ? r : { ...r, topic }));
}

const BENEFITS = anyOf([
  String.raw`benefit|insurance|coverage|liabilit|malpractice|retire|leave|time off|wellness|well-being|perks|amenit`,
  String.raw`work-life|education|development|expenses|compensation|support|resources|culture|workplace|environment|dress`,
  String.raw`facilities|loan|tuition|child|parking|meal|transit|commut`,
]);

export const FLAG_RULES: readonly FlagRule[] = [
  ...under(/schedul|hours|duties|work|location|telehealth|telemedicine|remote|services|partner|shareholder|owner|benefit|wellness|culture/, scheduleRules),
  ...under(BENEFITS, insuranceRules),
  ...under(BENEFITS, retirementRules),
  ...under(/benefit|support|staff|resources|expenses|licen|dues|development|education|director|leadership|outreach|duties|advancement|career|promotion/, supportRules),
  ...under(BENEFITS, wellnessRules),
  ...under(/covenant|restrict|compet|solicit|confiden|proprietary|intellectual|invention|property|termination|severance/, covenantRules),
  ...under(/qualif|credential|licen|privilege|certif|requirement|condition/, credentialingRules),
  ...under(/partner|shareholder|owner|equity|buy|stock|expense|reimburs|compensation/, ownershipRules),
  ...under(/report|supervis|duties|position|leadership|career|advancement|promotion|diversity|inclusion|culture|training|team|evaluation|review|peer|relocat|compensation|benefit/, reportingRules),
  ...under(/general|miscellaneous|provisions|exhibit|schedule|attachment|amend|force|change|law|indemn|liabilit|notice|entire|integration|merger|dispute|arbitration|mediation|waiver/, miscRules),
];

/**
 * The boolean fields filled outside FLAG_RULES, by the mechanism named: the professional
 * development rules with the mentoring read around a mentor clause, and the notices clause.
 */
export const OTHER_FLAG_FILLERS: Readonly<Record<string, readonly FieldPath[]>> = {
  mentorshipFlags: [...developmentRules.map((r) => r.path), ONGOING_MENTORSHIP],
  noticeFlags: NOTICE_PATHS,
};

/** Fields whose truth follows from another: the narrower one implies the broader. */
export const IMPLIES: readonly [from: FieldPath, to: FieldPath, factor: number][] = [
  ['benefits.retirementFinancialBenefits.student_loan_assist', 'benefits.retirementFinancialBenefits.loan_repay_assist', 1],
  // A medical directorship is a leadership role (FIELDS.md).
  ['benefits.workplaceSupport.med_director', 'legalContractualProvisions.reportingStructureSupervision.leader_opp', SLIGHT_DISCOUNT],
  ['legalContractualProvisions.credentialingHospitalPrivileges.membership_dues', 'benefits.workplaceSupport.member_dues', SLIGHT_DISCOUNT],
  ['benefits.workplaceSupport.member_dues', 'legalContractualProvisions.credentialingHospitalPrivileges.membership_dues', SLIGHT_DISCOUNT],
  ['workSchedule.remote_work', 'benefits.wellnessWorkLifeBalance.work_from_home', 0],
  ['benefits.wellnessWorkLifeBalance.work_from_home', 'workSchedule.remote_work', SLIGHT_DISCOUNT],
  ['basicInformation.partnership_track', 'legalContractualProvisions.partnershipOwnershipOpportunities.ownership_equity_opp', DISCOUNT],
];

export function extractFlags(ctx: Ctx): Flags {
  const out: Flags = new Map();
  applyRules(ctx, FLAG_RULES, out);
  mentorshipFlags(ctx, out);
  noticeFlags(ctx, out);
  physicianSideCover(ctx, out);
  convertedCoverPaid(ctx, out);
  profitSharingAsBonus(ctx, out);
  equityAwardsUnderCaption(ctx, out);
  separationPayment(ctx, out);
  amendedEndingPays(ctx, out);
  heldAwardsChanged(ctx, out);
  releaseMade(ctx, out);
  taxLeftToEmployee(ctx, out);
  for (const [from, to, factor] of IMPLIES) {
    const src = out.get(from);
    if (!src || factor === 0 || out.has(to)) continue;
    out.set(to, { value: true, evidence: { ...src.evidence, confidence: Number((src.evidence.confidence * factor).toFixed(3)) } });
  }
  return out;
}
