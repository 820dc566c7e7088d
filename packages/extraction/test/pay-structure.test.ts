// Compensation structure and pay frequency (legalContractualProvisions.compensationStructurePaymentFrequency.*): sentences of contract language written for these tests.
import { describe, expect, it } from 'vitest';
import { expectFlags } from './flags-helpers.js';
import { valueOf } from './fields-helpers.js';

// Flag phrasings: each line lists the fields that must be true and (with a leading '-') those
// that must stay false; "\\n" starts a line, "\f" a page.
const FLAG_CASES: [string, string][] = [
  // -- phrasings of contract language written for the tests
  ["reimb_exp_overhead", "Employer shall reimburse Physician for all reasonable out-of-pocket expenses incurred in the performance of duties."],
  ["-reimb_exp_overhead", "Physician shall pay all expenses of Physician's home office."],
  ["reimb_exp_overhead", "The Practice shall bear all overhead expenses of the practice, including rent and staff."],
  ["reimb_exp_overhead", "Employer shall reimburse Physician's reasonable expenses for travel between clinic sites."],
  // Overhead of working off site reimbursed.
  ["reimb_exp_overhead", "The Group will pay a monthly stipend of $100 for mobile phone and broadband costs."],
  ["reimb_exp_overhead", "We reimburse the cost of a laptop and home-office furniture up to $1,200."],
  ["-reimb_exp_overhead", "Physician shall reimburse the Practice for lost or damaged equipment."],
  ["-reimb_exp_overhead", "The Practice will provide all office space, equipment and staff."],
  // -- families of phrasing (positives, negations, distractors)
  // Business expenses named by who incurs them and on whose business.
  ['reimb_exp_overhead', 'The Practice shall reimburse necessary expenses incurred by the Provider on Practice business.'],
  ['reimb_exp_overhead', 'Reasonable and documented expenses incurred in performing the Services will be reimbursed each month.'],
  ['reimb_exp_overhead', 'Work travel is reimbursed under the Hospital\'s travel and expense policy.'],
  ['-reimb_exp_overhead', 'The Practice shall reimburse reasonable expenses incurred in relocating to the area.'],
  ['-reimb_exp_overhead', 'The Hospital shall not reimburse any expenses incurred by the Physician on Hospital business.'],
  ['-reimb_exp_overhead', 'Expenses incurred on Group business will not be reimbursed.'],
  // -- wordings of other hands
  // Business expenses borne by the physician; a licence fee is not overhead.
  ['-reimb_exp_overhead', "No expense reimbursement is payable. Contractor bears all of Contractor's own business expenses."],
  ['-reimb_exp_overhead', "The Provider pays the Provider's own travel expenses."],
  ['-reimb_exp_overhead med_license_exp', 'The Company reimburses the fee for each additional state medical licence it asks Contractor to obtain.'],
  ['reimb_exp_overhead', "The Practice reimburses the Physician's reasonable business expenses on receipt."],
];

describe('compensation structure and pay frequency: flags across phrasings', () => {
  it.each(FLAG_CASES)('%s :: %s', expectFlags);
});

describe('comp_struct_pay_freq: a salary with no stated rhythm of payment', () => {
  const PAY = 'legalContractualProvisions.compensationStructurePaymentFrequency.comp_struct_pay_freq';
  it('gives the structure alone', () => {
    expect(valueOf(PAY, 'The Company shall pay the Physician a base salary of $300,000 per year, in accordance with its normal payroll practices.')).toBe('salary');
  });
  it('keeps the frequency where it is stated', () => {
    expect(valueOf(PAY, 'The Company shall pay the Physician an annual base compensation of $240,000 payable in equal monthly installments.')).toBe('salary; monthly');
  });
});
