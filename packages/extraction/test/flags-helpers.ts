// Builds the flags of a few sentences of contract language written for the tests.
import { buildContext, textDocumentFromPages } from '../src/fields/context.js';
import { extractFlags } from '../src/fields/flags/index.js';

/** Flags found in the given pages of text (one string per page, lines split on \n). */
export function flagsOf(...pages: string[]) {
  return extractFlags(buildContext(textDocumentFromPages(pages)));
}

/** The set of dotted paths found true. */
export function trueIn(...pages: string[]): Set<string> {
  return new Set(flagsOf(...pages).keys());
}

export const INS = 'benefits.insuranceCoverage.';
export const RET = 'benefits.retirementFinancialBenefits.';
export const DEV = 'benefits.professionalDevelopmentEducation.';
export const SUP = 'benefits.workplaceSupport.';
export const WEL = 'benefits.wellnessWorkLifeBalance.';
export const NC = 'legalContractualProvisions.nonCompeteOtherAgreements.';
export const CRED = 'legalContractualProvisions.credentialingHospitalPrivileges.';
export const OWN = 'legalContractualProvisions.partnershipOwnershipOpportunities.';
export const REP = 'legalContractualProvisions.reportingStructureSupervision.';
export const PERF = 'legalContractualProvisions.performanceEvaluationFeedback.';
export const MISC = 'legalContractualProvisions.miscellaneousProvisions.';
