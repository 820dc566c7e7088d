// Review signals: each one fires on the kind of evidence it names and not on a plain
// operative sentence; confidence only moves by the fixed factors and values never change.
import { describe, expect, it } from 'vitest';
import type { Evidence } from '@cp/schema';
import { getPath } from '@cp/schema';
import { buildContext, textDocumentFromPages } from '../src/fields/context.js';
import { extractFields } from '../src/fields/index.js';
import { clauseOf, REVIEW_FACTORS, reviewEvidence, reviewed, reviewSignals, WARN_AT } from '../src/fields/review.js';

const FLAG = 'benefits.insuranceCoverage.dental_ins';
const COVENANT = 'legalContractualProvisions.nonCompeteOtherAgreements.non_comp_clause';
const SALARY = 'compensation.guar_base_sal';
const PLAN = 'benefits.retirementFinancialBenefits.retire_plan';
const CALL = 'workSchedule.call_sched';
const TERM = 'basicInformation.contract_dur_renew';
const SETTING = 'employmentStatusSetting.prac_set';

/** The signals for a value quoted from the first clause of `text` (other lines are the rest of the contract). */
function signals(text: string, path: string, type: string, value: unknown, quote = text.split('\n')[0]): string[] {
  const ctx = buildContext(textDocumentFromPages([text]));
  return reviewSignals(ctx, path, type, value, { page: 1, text: quote, confidence: 0.9 });
}

const flag = (text: string, path = FLAG) => signals(text, path, 'boolean', true);

describe('review signals on flag evidence', () => {
  it('reads a denial or a withholding, not a plain grant', () => {
    expect(flag('The clinic does not provide dental cover to locum staff.')).toContain('denied');
    expect(flag('Reimbursement for moving costs will not be paid under this offer.')).toContain('denied');
    expect(flag('The clinic shall provide dental cover for the doctor and family.')).not.toContain('denied');
    // A bound or an exception is not a denial.
    expect(flag('The clinic pays dental claims to the extent not covered by the state scheme.')).not.toContain('denied');
    expect(flag('Dental cover of not less than $2,000 a year is provided.')).not.toContain('denied');
  });

  it('reads a provision struck out', () => {
    expect(flag('Clause 14 (Restraint of Trade) is struck from the contract.', COVENANT)).toContain('void');
    expect(flag('The doctor will not practise within ten miles for one year after leaving.', COVENANT)).not.toContain('void');
  });

  it('reads a cost the doctor bears', () => {
    expect(flag('The doctor may buy a dental policy at the doctor\'s own expense.')).toContain('self_paid');
    expect(flag('The doctor is solely responsible for obtaining any income protection cover.')).toContain('self_paid');
    expect(flag('The clinic pays the full dental premium.')).not.toContain('self_paid');
    expect(flag('The clinic will keep dental cover in place at its sole expense.')).not.toContain('self_paid');
  });

  it('reads a question, a bare caption and a keep-in-force sentence', () => {
    expect(flag('Will the clinic pay for my dental plan?')).toContain('question');
    expect(flag('Part D. Dental Cover')).toContain('caption');
    expect(flag('D2. Dental.')).toContain('caption');
    expect(flag('The clinic shall provide dental cover for the doctor and family.')).not.toContain('caption');
    expect(flag('Save as varied by this letter, the original contract remains unchanged, including its provisions on dental cover.')).toContain('boilerplate');
  });

  it('reads a benefit named only in a prohibition, but not a covenant', () => {
    expect(flag('The doctor shall not accept dental gifts from suppliers.')).toContain('prohibition');
    expect(flag('The doctor shall not compete with the clinic within ten miles.', COVENANT)).not.toContain('prohibition');
  });

  it('reads recitals, definitions and tentative wording', () => {
    expect(flag('WHEREAS the clinic offers dental cover to its staff;')).toContain('recital');
    expect(flag('"Dental Plan" means the group dental policy held by the clinic.')).toContain('recital');
    expect(flag('The clinic may offer a dental plan in later years.')).toContain('hedged');
    expect(flag('The clinic offers a dental plan.')).not.toContain('hedged');
  });
});

describe('review signals on value evidence', () => {
  it('reads a figure written in words only', () => {
    const words = 'The yearly salary is one hundred eighty thousand dollars.';
    expect(signals(words, SALARY, 'number', 180000)).toContain('words_only');
    expect(signals('The yearly salary is $180,000.', SALARY, 'number', 180000)).not.toContain('words_only');
    expect(signals('The yearly salary is one hundred eighty thousand dollars ($180,000).', SALARY, 'number', 180000)).not.toContain('words_only');
  });

  it('reads a denial or a recital behind a value', () => {
    expect(signals('No base salary is guaranteed after the second year.', SALARY, 'number', 200000)).not.toContain('recital');
    expect(signals('The doctor is not eligible for the 457(b) plan.', PLAN, 'text', '457(b)')).toContain('denied');
    expect(signals('WHEREAS the clinic runs a 457(b) plan for its staff;', PLAN, 'text', '457(b)')).toContain('recital');
  });

  it('reads a percentage or ratio the text value leaves out', () => {
    const plan = 'The doctor may join the 403(b) plan, with an employer match of 4% of pay.';
    expect(signals(plan, PLAN, 'text', '403(b)')).toContain('left_out');
    expect(signals(plan, PLAN, 'text', '403(b) with 4% employer match')).not.toContain('left_out');
    const call = 'Call is shared one-in-four on weeknights and one-in-four on weekends.';
    expect(signals(call, CALL, 'text', '1 in 4')).toContain('left_out');
    expect(signals(call, CALL, 'text', '1 in 4 weeknights; 1 in 4 weekends')).not.toContain('left_out');
    // "100% of deferrals up to 5%" is how the match works; 5% is the figure.
    const match = 'The clinic matches 100% of deferrals up to 5% of pay in its 401(k) plan.';
    expect(signals(match, PLAN, 'text', '401(k) with 5% employer match')).not.toContain('left_out');
  });

  it('reads an absence the quote does not state', () => {
    expect(signals('The term runs for two years from the start date.', TERM, 'text', '2 years; no automatic renewal')).toContain('absence');
    expect(signals('The term runs for two years and does not renew automatically.', TERM, 'text', '2 years; no automatic renewal')).not.toContain('absence');
  });

  it('reads a category the quote does not name', () => {
    expect(signals('The doctor will see patients at the town clinic.', SETTING, 'enum', 'outpatient')).toContain('unquoted');
    expect(signals('The doctor will work in an outpatient clinic.', SETTING, 'enum', 'outpatient')).not.toContain('unquoted');
  });
});

describe('applying the signals', () => {
  const ev: Evidence = { page: 1, text: 'x', confidence: 0.8 };

  it('lowers confidence by fixed factors, more signals never more confident', () => {
    const one = reviewed(ev, 'flag', ['denied']).confidence;
    const two = reviewed(ev, 'flag', ['denied', 'hedged']).confidence;
    expect(one).toBeCloseTo(0.8 * REVIEW_FACTORS.denied.flag!, 3);
    expect(two).toBeLessThan(one);
    expect(reviewed(ev, 'flag', []).confidence).toBe(0.8);
    // A value-only signal does nothing to a flag.
    expect(reviewed(ev, 'flag', ['left_out']).confidence).toBe(0.8);
  });

  it('has only factors below 1', () => {
    for (const byKind of Object.values(REVIEW_FACTORS)) {
      for (const f of Object.values(byKind)) {
        expect(f).toBeGreaterThan(0);
        expect(f).toBeLessThan(1);
      }
    }
  });

  it('finds the quoted clause again, also from a longer quote', () => {
    const ctx = buildContext(textDocumentFromPages(['Dental. The clinic pays the dental premium. It also pays for vision care.']));
    expect(clauseOf(ctx, { page: 1, text: 'The clinic pays the dental premium.', confidence: 1 })?.text).toBe('The clinic pays the dental premium.');
    expect(clauseOf(ctx, { page: 1, text: 'The clinic pays the dental premium. It also pays for vision care.', confidence: 1 })?.text).toBe('The clinic pays the dental premium.');
  });

  it('warns with the reason only for strong signals', () => {
    const ctx = buildContext(textDocumentFromPages(['The clinic does not provide dental cover to locum staff.\n\nThe clinic may offer a gym pass.']));
    const evidence: Record<string, Evidence> = {
      [FLAG]: { page: 1, text: 'The clinic does not provide dental cover to locum staff.', confidence: 0.9 },
      'benefits.wellnessWorkLifeBalance.gym_memb': { page: 1, text: 'The clinic may offer a gym pass.', confidence: 0.9 },
    };
    const types = new Map([[FLAG, 'boolean'], ['benefits.wellnessWorkLifeBalance.gym_memb', 'boolean']]);
    const warnings = reviewEvidence(ctx, evidence, () => true, types);
    expect(REVIEW_FACTORS.denied.flag!).toBeLessThanOrEqual(WARN_AT);
    expect(warnings.map((w) => w.paths)).toEqual([[FLAG]]);
    expect(warnings[0].message).toMatch(/denies or withholds/);
    expect(evidence[FLAG].confidence).toBeLessThan(0.9);
    expect(evidence['benefits.wellnessWorkLifeBalance.gym_memb'].confidence).toBeLessThan(0.9);
  });

  it('changes confidence and warnings only, never a value', () => {
    const text = [
      'SERVICES AGREEMENT',
      '1. Salary. The clinic shall pay the doctor an annual salary of $280,000.',
      '2. Retirement. The doctor may join the clinic 401(k) plan, with a match of 3% of salary.',
      '3. Term. The initial term is two (2) years.',
      '4. Dental. The clinic does not provide dental cover.',
    ].join('\n\n');
    const doc = textDocumentFromPages([text]);
    const plain = extractFields(doc, { review: false });
    const read = extractFields(doc);
    expect(read.parsedData).toEqual(plain.parsedData);
    expect(Object.keys(read.evidence).sort()).toEqual(Object.keys(plain.evidence).sort());
    for (const [path, ev] of Object.entries(read.evidence)) {
      expect(ev.text).toBe(plain.evidence[path].text);
      expect(ev.confidence).toBeGreaterThan(0);
      expect(ev.confidence).toBeLessThanOrEqual(1);
    }
    expect(getPath(read.parsedData, SALARY)).toBe(280000);
  });
});

describe('review signals fitted on real filed agreements', () => {
  const value = (text: string, path: string, type: string, v: unknown) => signals(text, path, type, v);
  it('reads a statement made only under a condition, except for the terms of an ending', () => {
    expect(value('If the Physician completes one full year, $50,000 of the $100,000 bonus is guaranteed.', 'compensation.inc_bonus', 'number', 50000)).toContain('conditional');
    expect(value('The Clinic shall pay the Physician a bonus of up to $50,000 each year.', 'compensation.inc_bonus', 'number', 50000)).not.toContain('conditional');
    expect(value('If the Clinic terminates the employment without cause, it shall pay six months of salary.', 'basicInformation.term_prov', 'text', '0 days notice without cause')).not.toContain('conditional');
  });

  it('reads a document title or filing label as no term', () => {
    expect(flag('Exhibit 10.2 Employment Agreement', 'legalContractualProvisions.miscellaneousProvisions.appendix_docs')).toContain('title_line');
    expect(flag('EXHIBIT A', 'legalContractualProvisions.miscellaneousProvisions.appendix_docs')).not.toContain('title_line');
    expect(flag('The Clinic shall provide dental cover for the doctor and family.')).not.toContain('title_line');
  });

  it('reads a defined trigger, another document and several amounts', () => {
    expect(flag('Good Reason includes any failure of the Clinic to provide benefits at least as favorable as its dental plan.')).toContain('trigger_terms');
    expect(flag('Options granted under the 2020 Stock Option Agreement remain in force.', 'legalContractualProvisions.partnershipOwnershipOpportunities.ownership_equity_opp')).toContain('other_document');
    expect(value('A signing bonus of $20,000 is paid in two installments of $10,000.', 'legalContractualProvisions.relocationAssistanceSigningBonuses.sign_bonus', 'number', 10000)).toContain('several_figures');
    expect(value('A signing bonus of $20,000 is paid within thirty days.', 'legalContractualProvisions.relocationAssistanceSigningBonuses.sign_bonus', 'number', 20000)).not.toContain('several_figures');
  });
});
