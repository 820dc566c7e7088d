// Runs the value rules on a few sentences of contract language written for the tests.
import { expect } from 'vitest';
import { buildContext, textDocumentFromPages } from '../src/fields/context.js';
import { extractFields, extractValues } from '../src/fields/index.js';

/** Values found in the given pages of text (one string per page, lines split on \n). */
export function valuesOf(...pages: string[]) {
  return extractValues(buildContext(textDocumentFromPages(pages)));
}

/** The value found at a dotted path, or undefined when silent. */
export function valueOf(path: string, ...pages: string[]): unknown {
  return valuesOf(...pages).get(path)?.value;
}

export function confidenceOf(path: string, ...pages: string[]): number | undefined {
  return valuesOf(...pages).get(path)?.evidence.confidence;
}

export function resultOf(...pages: string[]) {
  return extractFields(textDocumentFromPages(pages));
}

export const BASE = 'compensation.guar_base_sal';
export const INC = 'compensation.inc_bonus';
export const PERF = 'compensation.perf_bonus';
export const PROFIT = 'compensation.profit_share';
export const STOCK = 'compensation.stock_opts';
export const RAISE = 'compensation.ann_raise';
export const RET = 'compensation.ret_bonus';
export const SIGN = 'legalContractualProvisions.relocationAssistanceSigningBonuses.sign_bonus';
export const T = 'benefits.timeOff.';
export const CME_DAYS = 'benefits.professionalDevelopmentEducation.cme_days';
export const CME_MONEY = 'benefits.professionalDevelopmentEducation.cont_edu_allow';
export const PROF_DEVEL = 'benefits.professionalDevelopmentEducation.prof_devel';
export const RETIRE = 'benefits.retirementFinancialBenefits.retire_plan';
export const MISC = 'legalContractualProvisions.miscellaneousProvisions.';

export const TERM_PROV = 'basicInformation.term_prov';

/**
 * One row of a term table: the value read at `path` (term_prov unless another term field is named) from one text,
 * or silence where `value` is undefined. Shared by term-routes.test.ts and term-amendments.test.ts.
 */
export function expectTerm(text: string, value: string | undefined, path: string = TERM_PROV): void {
  if (value === undefined) expect(valueOf(path, text)).toBeUndefined();
  else expect(valueOf(path, text)).toBe(value);
}
