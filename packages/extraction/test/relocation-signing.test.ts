// Relocation and signing bonus (legalContractualProvisions.relocationAssistanceSigningBonuses.*): sentences of contract language written for these tests.
import { describe, expect, it } from 'vitest';
import { expectFlags } from './flags-helpers.js';
import { valueOf } from './fields-helpers.js';

// Flag phrasings: each line lists the fields that must be true and (with a leading '-') those
// that must stay false; "\\n" starts a line, "\f" a page.
const FLAG_CASES: [string, string][] = [
  // -- phrasings of contract language written for the tests
  ["-reloc_assist", "Physician shall not relocate the practice without consent."],
  ["reloc_assist", "Employer will pay Physician a relocation allowance of $10,000."],
  ["reloc_assist", "Employer will provide a $10,000 moving allowance."],
  ["-reloc_assist", "If the Practice relocates its office, Physician shall be paid mileage."],
  // -- families of phrasing (positives, negations, distractors)
  // Negation: the thing + is/are/will not be + participle.
  ['-reloc_assist', 'Moving expenses will not be reimbursed under this offer.'],
  ['-reloc_assist', 'Relocation costs incurred by you in coming to the area are not payable by the Clinic.'],
  ['-reloc_assist', 'Relocation assistance | Not authorized'],
  ['-reloc_assist', 'Relocation allowance: none.'],
  ['-reloc_assist', 'No relocation allowance is offered with this position.'],
  ['reloc_assist', 'The Clinic will reimburse relocation expenses up to $9,000 and receipts are not required for amounts under $200.'],
  ['reloc_assist', 'Relocation costs will be paid by the Practice, and the Physician is not required to repay them.'],
  // -- more families of phrasing
  ['-reloc_assist', 'Do you pay relocation expenses?\nNot at this time; the position is open to local candidates.'],
  ['reloc_assist', 'Will you help with my move?\nYes, we reimburse relocation expenses up to $8,000.'],
];

describe('relocation and signing bonus: flags across phrasings', () => {
  it.each(FLAG_CASES)('%s :: %s', expectFlags);
});

describe('signing bonus: the amount before its name, paid in installments', () => {
  const SIGN = 'legalContractualProvisions.relocationAssistanceSigningBonuses.sign_bonus';
  it('reads the amount written just before the name, not an installment', () => {
    expect(valueOf(SIGN, 'You will be entitled to a Fifteen Thousand ($15,000) dollars signing bonus payable in two installments: i) Seven Thousand Five Hundred ($7,500) dollars within thirty (30) days; and ii) Seven Thousand Five Hundred ($7,500) dollars after six months.')).toBe(15000);
  });
  it('adds up equal installments when no total is stated', () => {
    expect(valueOf(SIGN, 'The Signing Bonus shall be paid in twelve (12) equal monthly installments of One Thousand Dollars ($1,000.00), less applicable taxes.')).toBe(12000);
  });
});
