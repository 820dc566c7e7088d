// Builds the flags of a few sentences of contract language written for the tests.
import { expect } from 'vitest';
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

/**
 * Checks one line of a flag case table: the fields listed must be true, those with a leading
 * '-' false (by leaf name). In the text, a written "\\n" starts a line and "\f" a page.
 */
export function expectFlags(expectation: string, text: string): void {
  const found = new Set([...trueIn(...text.replace(/\\n/g, '\n').split('\f'))].map((p) => p.split('.').pop()));
  for (const want of expectation.split(' ')) {
    if (want.startsWith('-')) expect(found.has(want.slice(1)), want).toBe(false);
    else expect(found.has(want), want).toBe(true);
  }
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
