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
  // A move of the workplace beyond a distance, as a ground to resign, whatever the comparative.
  ['-reloc_assist', 'The doctor may resign if the clinic withholds the benefits it owes or his work site is relocated to a town further than 40 miles away.'],
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
  // A sum for the move payable in parts; a list of relocation benefits; the cost of the move and of the removal.
  ['reloc_assist', 'Doctor shall receive $12,500 toward relocation expenses, payable half on signing and half at the start date.'],
  ['reloc_assist', 'Relocation Benefits. The following relocation benefits are offered to you: (1) two house-search trips; (2) a month of lodging.'],
  ['reloc_assist', 'The Company will bear the reasonable cost of moving to the Rotterdam region, including the cost of removal of furniture.'],
  ['reloc_assist', 'Household goods: the Practice covers moving costs for household furniture and one car.'],
  ['-reloc_assist', 'The Physician shall bear all costs of moving to the service area.'],
  ['-reloc_assist', 'Severance is owed if any of these occur without the Officer\'s consent: (i) the Officer is relocated; (ii) his fringe benefits or cost allowances are cut.'],
  ['-reloc_assist', 'A relocation of the principal place of work more than forty miles away is Good Reason, and the benefits then continue.'],
  ['-reloc_assist', 'The costs of moving the clinic to its new building are the Practice\'s alone.'],
];

describe('relocation and signing bonus: flags across phrasings', () => {
  it.each(FLAG_CASES)('%s :: %s', expectFlags);
});

describe('signing bonus: the amount before its name, paid in installments', () => {
  const SIGN = 'legalContractualProvisions.relocationAssistanceSigningBonuses.sign_bonus';
  it('reads the amount written just before the name, not an installment', () => {
    expect(valueOf(SIGN, 'You will be entitled to a Fifteen Thousand ($15,000) dollars signing bonus, paid in two installments: i) Seven Thousand Five Hundred ($7,500) dollars within thirty (30) days; and ii) Seven Thousand Five Hundred ($7,500) dollars after six months.')).toBe(15000);
  });
  it('adds up equal installments when no total is stated', () => {
    expect(valueOf(SIGN, 'The Signing Bonus is spread over twelve (12) equal monthly installments of One Thousand Dollars ($1,000.00), less applicable taxes.')).toBe(12000);
  });
});

describe('signing bonus: a defined name after the amount, a bonus paid as the employment begins', () => {
  const SIGN = 'legalContractualProvisions.relocationAssistanceSigningBonuses.sign_bonus';
  it('reads the amount that a bracketed defined name follows', () => {
    expect(valueOf(SIGN, 'On joining, Ms. Ortega was paid a bonus of $45,000 (the "Sign-On Bonus"), which she repays in part if she leaves within a year.')).toBe(45000);
  });
  it('reads a bonus payable at hire, but not a yearly bonus or one earned by staying', () => {
    expect(valueOf(SIGN, 'A cash bonus of $8,000 is payable to you at the time of your hire.')).toBe(8000);
    expect(valueOf(SIGN, 'An annual bonus of $8,000 is payable upon hire and on each anniversary of the start date.')).toBeUndefined();
    expect(valueOf(SIGN, 'A bonus of $8,000 is payable upon hire, provided you remain employed for your first six months.')).toBeUndefined();
  });
});

// Round 28: relocation named where none is given: a release's list of claims, help he gives up, a move of the
// workplace or of the business named as a ground to leave, and "relocatable" code. Sentences written for these tests.
describe('relocation: named but not given', () => {
  it.each([
    ['-reloc_assist', 'The Doctor releases the Clinic from all claims for unpaid wages, bonuses, commissions, relocation costs or any other pay.'],
    ['-reloc_assist', 'Released claims include, among others, claims for back pay, front pay, severance, moving and relocation benefits.'],
    ['-reloc_assist', 'She has chosen to forgo any benefits under the Firm\'s national relocation programme.'],
    ['-reloc_assist', '4. Housing and Relocation.\nThe Officer keeps his present home and declines the relocation package the Bank offered.'],
    ['-reloc_assist', 'Good Reason includes any relocation of Dr. Alvarez\'s principal place of work to another state.'],
    ['-reloc_assist', 'If his office is moved more than 40 miles away (a "Relocation") and he resigns because of the Relocation, the severance applies.'],
    ['-reloc_assist', 'The Officer has drawn up a relocation plan to move the packaging operations to the new plant, and the Company will reimburse its costs.'],
    ['-reloc_assist', 'Proprietary material includes source and relocatable code, designs and the costs of products.'],
    // Help actually given still counts, in a release too when it is kept out of the claims given up.
    ['reloc_assist', 'The Clinic will reimburse the Doctor\'s relocation costs of up to $15,000.'],
    ['reloc_assist', 'The Doctor releases all claims for wages and bonuses, except for the relocation payment of $10,000 the Clinic will pay.'],
    ['reloc_assist', '4. Housing and Relocation.\nThe Bank will pay the Officer\'s moving expenses and three months of temporary housing.'],
  ])('%s :: %s', expectFlags);
});
