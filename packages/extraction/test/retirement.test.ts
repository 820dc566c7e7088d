// Retirement and financial benefits (benefits.retirementFinancialBenefits.*): sentences of contract language written for these tests.
import { describe, expect, it } from 'vitest';
import { expectFlags } from './flags-helpers.js';

// Flag phrasings: each line lists the fields that must be true and (with a leading '-') those
// that must stay false; "\\n" starts a line, "\f" a page.
const FLAG_CASES: [string, string][] = [
  // -- phrasings of contract language written for the tests
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
