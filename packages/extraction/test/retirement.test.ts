// Retirement and financial benefits (benefits.retirementFinancialBenefits.*): sentences of contract language written for these tests.
import { describe, expect, it } from 'vitest';
import { valueOf } from './fields-helpers.js';
import { RET, expectFlags, trueIn } from './flags-helpers.js';

const PLAN = 'benefits.retirementFinancialBenefits.retire_plan';

// Flag phrasings: each line lists the fields that must be true and (with a leading '-') those
// that must stay false; "\\n" starts a line, "\f" a page.
const FLAG_CASES: [string, string][] = [
  // -- phrasings of contract language written for the tests
  ["flex_spend_acct", "The Officer may join the Company's group medical, dental, dependent care, life insurance, flexible-spending account and 401(k) plans."],
  ["retire_benefits", "Physician shall be eligible to participate in the Employer's 401(k) plan with a 4% match."],
  ["retire_benefits", "The Hospital will contribute 5% of salary to Physician's retirement account."],
  ["-retire_benefits", "Physician is not eligible for the 401(k) plan."],
  ["-retire_benefits", "Physician is not eligible for the 401(k)."],
  ["-retire_benefits", "Physician's retirement from practice shall not entitle Physician to any payment."],
  ["-loan_repay_assist -student_loan_assist", "Physician shall repay the signing bonus loan if Physician leaves within two years."],
  ["-tuition_reimb", "Physician will teach residents in the tuition-free residency program."],
  ["retire_benefits", "Employer maintains a defined contribution retirement plan for which Physician is eligible."],
  ["health_sav_acct", "Employer will contribute $1,000 annually to Physician's HSA."],
  ["flex_spend_acct", "Physician may participate in the Section 125 flexible spending arrangement."],
  ["loan_repay_assist student_loan_assist", "Employer shall pay $50,000 toward Physician's outstanding student loans."],
  ["tuition_reimb", "Employer will reimburse tuition for approved graduate coursework."],
  ["retire_benefits", "Physician may contribute to the Practice's SIMPLE IRA with a 3% match."],
];

describe('retirement and financial benefits: flags across phrasings', () => {
  it.each(FLAG_CASES)('%s :: %s', expectFlags);
});

describe('retirement and financial flags', () => {
  it('finds plans, accounts, loan and tuition help', () => {
    const t = trueIn(
      'Retirement. Physician may participate in the Employer 457(b) deferred compensation plan. Physician may elect to contribute to a flexible spending account and a health savings account. The Employer will repay up to $30,000 of Physician\'s medical school loans. The Employer offers tuition assistance for approved courses.',
    );
    for (const f of ['retire_benefits', 'flex_spend_acct', 'health_sav_acct', 'loan_repay_assist', 'student_loan_assist', 'tuition_reimb']) expect(t.has(RET + f), f).toBe(true);
  });

  it('keeps exclusions and retirement as an event out', () => {
    const t = trueIn(
      'Physician is not eligible for the 401(k) plan. Upon the death, disability or retirement of a shareholder the Practice shall repurchase the shares. Physician shall not be eligible for tuition reimbursement.',
    );
    expect(t.has(RET + 'retire_benefits')).toBe(false);
    expect(t.has(RET + 'tuition_reimb')).toBe(false);
  });

  it('tells a general loan program from student loan repayment', () => {
    const t = trueIn('The Hospital shall provide a loan repayment stipend of $10,000 per year under its recruitment loan repayment program.');
    expect(t.has(RET + 'loan_repay_assist')).toBe(true);
    expect(t.has(RET + 'student_loan_assist')).toBe(false);
  });
});

describe('the employer\'s part of a retirement plan', () => {
  it.each([
    ['Benefit | Offered\nRetirement | 401(k) with 4% employer match', '401(k) with 4% employer match'],
    ['Benefit | Offered\nRetirement | 403(b) savings plan with 5% employer matching contribution', '403(b) with 5% employer match'],
    ['8.1 Pension. The Doctor may join the Local Government Pension Scheme. The Council pays an employer contribution of 18.5% of pensionable pay.', 'Local Government Pension Scheme with 18.5% employer contribution'],
  ])('%s', (text, want) => {
    expect(valueOf(PLAN, text)).toBe(want);
  });

  it('keeps an employee percentage out of the employer part', () => {
    expect(valueOf(PLAN, '8.1 Pension. You may join the NHS Pension Scheme. Your own contribution of 9.8% is deducted from salary.')).toBe('NHS Pension Scheme');
  });
});

describe('plan kinds named in a benefits list', () => {
  it.each([
    ['The Officer may take part in all benefit programs of the Bank, among them its pension, thrift and profit sharing plans.', 'pension, thrift and profit sharing plans'],
    ['During the term the Officer shall be entitled to group insurance, 401(k), pension and other plans the Bank maintains for its officers.', '401(k) and pension plans'],
    ['"Pension Plan" shall mean the qualified defined benefit retirement plan of the Bank in which the Officer participates, and "SERP" shall mean its supplemental executive retirement plan.', 'defined benefit retirement plan and supplemental executive retirement plan (SERP)'],
    ['The Officer shall be allowed to participate in all benefit plans and programs of the Bank. Such plans may include, without limitation, pension benefit plans, health insurance and supplemental retirement plans.', 'pension plan and supplemental executive retirement plan (SERP)'],
    ['The Bank will provide the Officer with paid leave, insurance, pension and other fringe benefits no less favorable than its other officers receive.', 'pension plan'],
  ])('%s', (text, want) => {
    expect(valueOf(PLAN, text)).toBe(want);
  });

  it('leaves silent a share of profits, a pension someone else draws, and a list the employee is kept out of', () => {
    expect(valueOf(PLAN, 'The Officer shall receive a bonus equal to 3% of the profit sharing pool of the division.')).toBeUndefined();
    expect(valueOf(PLAN, 'The Officer is not eligible to participate in the pension or profit sharing plans of the Bank.')).toBeUndefined();
    expect(valueOf(PLAN, 'The Officer represents that he draws a pension from a former employer.')).toBeUndefined();
    expect(valueOf(PLAN, 'The Officer shall be eligible to participate in bonus plans, retirement plans, savings plans and deferred compensation plans as they may be provided.')).toBeUndefined();
    expect(valueOf(PLAN, 'Such compensation shall be in addition to any group insurance, pension, profit sharing and other benefits extended from time to time in the discretion of the Board.')).toBeUndefined();
  });
});

describe('plan kinds inside a condition', () => {
  it('a mandatory-retirement condition naming a pension is not a grant', () => {
    expect(valueOf(PLAN, 'The Officer may be retired at 65 if at that time the Officer is entitled to a yearly benefit from a pension or profit sharing plan of the Bank.')).toBeUndefined();
  });
});
