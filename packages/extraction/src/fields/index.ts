// The field orchestrator: reads a TextDocument once into a clause context, runs the
// value rules and the flag rules, and returns a complete parsedData with evidence by
// dotted path and the warnings of the cross-field checks.
import { emptyParsedData, FIELD_BY_PATH, FIELD_PATHS, FIELDS, getPath, setPath, type Evidence, type FieldPath, type Warning } from '@cp/schema';
import type { ExtractionResult, FieldValue, TextDocument } from '../types.js';
import { buildContext, type Ctx } from './context.js';
import { choose, type Candidate } from './candidates.js';
import { crossCheck } from './checks.js';
import { reviewEvidence } from './review.js';
import { calibratedConfidence } from './field-reliability.js';
import { documentKeys } from './document-inputs.js';
import { possiblyMissed } from './hints.js';

import { extractFlags } from './flags/index.js';
import { employmentType, termAndRenewal, terminationWithoutCause } from './rules/basic.js';
import { employmentStatus, practiceSetting, practiceSize, specialty } from './rules/status.js';
import { annualRaise, baseSalary, hasHourlyPay, profitShare } from './rules/compensation.js';
import { incentiveBonus, performanceBonus } from './rules/bonus.js';
import { stockOptions } from './rules/stock-options.js';
import { retentionBonus, signingBonus } from './rules/one-off-pay.js';
import { callSchedule, weeklyHours } from './rules/schedule.js';
import { holidays, leave, LEAVES } from './rules/time-off.js';
import { cmeAllowance, cmeItems, retirementPlan } from './rules/education.js';
import { disputeResolution, evaluationCriteria, evaluationFrequency, governingLaw, jurisdiction } from './rules/legal.js';
import { payStructure } from './rules/pay-structure.js';

type Found = Map<FieldPath, FieldValue>;
type Rule = (ctx: Ctx, found: Found) => Candidate<unknown>[];

const num = (found: Found, p: FieldPath) => {
  const v = found.get(p)?.value;
  return typeof v === 'number' ? v : undefined;
};

/** Value rules in dependency order (bonuses given as a percentage need the base salary). */
export const VALUE_RULES: readonly (readonly [FieldPath, Rule])[] = [
  ['basicInformation.emp_type', employmentType],
  ['basicInformation.term_prov', terminationWithoutCause],
  ['basicInformation.contract_dur_renew', termAndRenewal],
  ['employmentStatusSetting.emp_status', employmentStatus],
  ['employmentStatusSetting.prac_size', practiceSize],
  ['employmentStatusSetting.prac_spec', specialty],
  ['employmentStatusSetting.prac_set', practiceSetting],
  ['compensation.guar_base_sal', (ctx, f) => baseSalary(ctx, f.get('basicInformation.contract_dur_renew')?.value as string | undefined)],
  ['compensation.inc_bonus', (ctx, f) => incentiveBonus(ctx, num(f, 'compensation.guar_base_sal'))],
  ['compensation.perf_bonus', (ctx, f) => performanceBonus(ctx, num(f, 'compensation.guar_base_sal'))],
  ['compensation.profit_share', profitShare],
  ['compensation.stock_opts', stockOptions],
  ['compensation.ann_raise', annualRaise],
  ['compensation.ret_bonus', (ctx, f) => retentionBonus(ctx, num(f, 'compensation.guar_base_sal'))],
  ['workSchedule.work_hours_sched_req', weeklyHours],
  ['workSchedule.call_sched', callSchedule],
  ...LEAVES.map((k): [FieldPath, Rule] => [k.path, (ctx) => leave(ctx, k)]),
  ['benefits.timeOff.holidays', holidays],
  ['benefits.retirementFinancialBenefits.retire_plan', retirementPlan],
  ['benefits.professionalDevelopmentEducation.cont_edu_allow', cmeAllowance],
  ['benefits.professionalDevelopmentEducation.prof_devel', cmeItems],
  ['legalContractualProvisions.terminationSeverance.dispute_res_proc', disputeResolution],
  ['legalContractualProvisions.compensationStructurePaymentFrequency.comp_struct_pay_freq', (ctx, f) => payStructure(ctx, num(f, 'compensation.guar_base_sal'), hasHourlyPay(ctx))],
  ['legalContractualProvisions.performanceEvaluationFeedback.perf_eval_criteria', evaluationCriteria],
  ['legalContractualProvisions.performanceEvaluationFeedback.perf_eval_freq', evaluationFrequency],
  ['legalContractualProvisions.relocationAssistanceSigningBonuses.sign_bonus', signingBonus],
  ['legalContractualProvisions.miscellaneousProvisions.governing_law', governingLaw],
  ['legalContractualProvisions.miscellaneousProvisions.jurisdiction', jurisdiction],
];

/** Runs the value rules alone on a context (used by tests and by the orchestrator). */
export function extractValues(ctx: Ctx, warnings: Warning[] = []): Found {
  const found: Found = new Map();
  for (const [path, rule] of VALUE_RULES) {
    // One rule tripping over an odd document must not cost the other 111 fields.
    try {
      const v = choose(rule(ctx, found));
      if (v) found.set(path, v);
    } catch (err) {
      warnings.push({ code: 'rule_failed', message: `The rule for ${path} failed: ${err instanceof Error ? err.message : String(err)}`, paths: [path] });
    }
  }
  return found;
}

/**
 * A path a rule wrote must name a field of the schema, and a flag a boolean one: the types
 * already say so; this catches a path built at run time, which would otherwise be lost.
 */
function checkedField(path: string, kind: 'value' | 'flag'): void {
  const field = FIELD_BY_PATH.get(path);
  if (!field) throw new Error(`A ${kind} rule wrote "${path}", which is not a field of parsedData`);
  if ((field.type === 'boolean') !== (kind === 'flag')) throw new Error(`A ${kind} rule wrote "${path}", a ${field.type} field`);
}

const FIELD_TYPES: ReadonlyMap<string, string> = new Map(FIELDS.map((f) => [f.path, f.type]));

/**
 * review: false leaves the rules' own confidence (the bench measures what the review signals add);
 * reliability: false leaves out the calibration by each field's record on unseen real contracts (bench/field-reliability.mjs).
 */
export function extractFields(doc: TextDocument, options: { review?: boolean; reliability?: boolean } = {}): ExtractionResult {
  const ctx = buildContext(doc);
  const failures: Warning[] = [];
  const values = extractValues(ctx, failures);
  const warnings = [...failures, ...crossCheck(values)];
  const parsedData = emptyParsedData() as unknown as Record<string, unknown>;
  const evidence: Record<string, Evidence> = {};
  for (const [path, fv] of values) {
    checkedField(path, 'value');
    setPath(parsedData, path, fv.value);
    evidence[path] = fv.evidence;
  }
  for (const [path, fv] of extractFlags(ctx)) {
    checkedField(path, 'flag');
    if (fv.value !== true) continue;
    setPath(parsedData, path, true);
    evidence[path] = fv.evidence;
  }
  if (options.review !== false) {
    try {
      warnings.push(...reviewEvidence(ctx, evidence, (p) => getPath(parsedData, p), FIELD_TYPES));
    } catch (err) {
      warnings.push({ code: 'rule_failed', message: `Reviewing the evidence failed: ${err instanceof Error ? err.message : String(err)}`, paths: [] });
    }
  }
  // Last, the chance of being right on a new contract: the field's record on unseen real contracts weighs
  // more than the wording of one clause (bench/field-reliability.mjs).
  if (options.review !== false && options.reliability !== false) {
    // The document's groups (document-inputs.ts: an amendment, a document about leaving or a whole agreement), shared by its readings.
    const document = documentKeys(ctx.all);
    for (const [path, ev] of Object.entries(evidence)) {
      // The reading's own groups (reading-inputs.ts: its value's shape, what its quote is about) count too.
      const reading = { type: FIELD_BY_PATH.get(path)!.type, value: getPath(parsedData, path), quote: ev.text, document };
      evidence[path] = { ...ev, confidence: Number(calibratedConfidence(ev.confidence, path as FieldPath, reading).toFixed(3)) };
    }
  }
  // Silent fields (no evidence) get the clauses that speak about their topic, for the reviewer to check.
  let hints: ExtractionResult['hints'] = [];
  try {
    hints = possiblyMissed(ctx, FIELD_PATHS.filter((p) => !evidence[p]));
  } catch (err) {
    warnings.push({ code: 'rule_failed', message: `Finding possibly missed fields failed: ${err instanceof Error ? err.message : String(err)}`, paths: [] });
  }
  return { parsedData: parsedData as unknown as ExtractionResult['parsedData'], evidence, warnings, hints };
}
export { clauseOf, reviewed, reviewFactor, reviewSignals, REVIEW_FACTORS, SIGNALS, WARN_AT } from './review.js';
export { possiblyMissed, HINTS_PER_FIELD, type Hint } from './hints.js';
export { readingKeys, readingSigns, valueShape, READING_INPUTS, READING_SIGNS, type Reading, type ReadingInput, type ReadingSign } from './reading-inputs.js';
export { calibratedConfidence, type CalibrationModel } from './field-reliability.js';
export { aboutLeaving, amendsParts, documentKeys, DOCUMENT_INPUTS, type DocumentInput } from './document-inputs.js';
