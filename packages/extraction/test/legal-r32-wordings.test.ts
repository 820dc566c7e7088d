// Round 32, legal provisions: releases made in the document without an article or with the formula's other adverbs;
// the signing or the payments said to be the full settlement or release; tax disclaimers put as no guarantee in the
// progressive, as imputed income not reimbursed, or as taxes on all the pay left to the employee; held options kept
// vesting or given a longer window in a paper recording a leaving; amendment rules and non-competes in other words.
// Sentences written for these tests.
import { describe, it } from 'vitest';
import { expectFlags } from './flags-helpers.js';

/** The opening of a paper that records a leaving, so that the leaving-only readings apply. */
const LEAVING = 'Dear Dr. Roe:\\nThis letter confirms that the Clinic is terminating your employment effective May 3, 2031.\\n';

describe('liability, round 32 wordings', () => {
  it.each([
    // The giver named by his role without an article.
    ['liability', 'Physician releases and discharges the Clinic, its owners and its staff from all contract, tort and statutory claims he may hold against any of them.'],
    // The formula's other adverbs after "do hereby" or "hereby".
    ['liability', 'By this letter you do hereby voluntarily, knowingly, finally and fully release the Clinic and its staff from every claim you hold.'],
    // A release given "knowingly and voluntarily", the giver named as he is.
    ['liability', 'Dr. Roe, for himself and his estate, knowingly and voluntarily waives all past rights and claims of his against the Clinic.'],
    // The rights given up with the claims, and the settlement or release constituted by the payments or the signing.
    ['liability', 'I accept that these sums settle, in full satisfaction of all rights and claims, whatever I could ask of the Clinic.'],
    ['liability', 'Paying the sums set out above will constitute full settlement of all claims the officer might bring against the Trust over his leaving.'],
    ['liability', 'Signing this letter will constitute a final and full release by the officer of any and all claims he holds on the Trust.'],
    // The tax result not guaranteed, in the progressive.
    ['liability', 'The Clinic is not giving you tax advice and is not making any guarantees or other assurances to you about the tax treatment of these sums.'],
    // Imputed income not made good.
    ['liability', 'The Trust will not reimburse the officer for any taxable income imputed to him because it pays his health premiums.'],
  ])('reads %s in %s', (want, text) => {
    expectFlags(want, text);
  });

  it.each([
    // A release still to be given on a later day, as the condition of severance.
    ['-liability', 'As a condition of the severance, the Physician shall first sign a release of all claims in a form the Clinic chooses.'],
    // The settlement points back to claims a later release form will name.
    ['-liability', 'Paying the sums set out above will constitute full settlement of all such claims as the release form names.'],
    // The employee spared, not the employer: his own tax burden is not reimbursed only where he is the one refusing.
    ['-liability', 'The officer will not reimburse the Trust for any taxable income imputed to him.'],
    // A release only of the harm one act of the employer may do him.
    ['-liability', 'The Clinic may send a copy of this letter to any later employer, and Physician releases the Clinic from any claimed liability or damage caused to Physician by its doing so.'],
    // A release described as a document, nothing waived here.
    ['-liability', 'This letter describes the kinds of claims a general release usually covers.'],
  ])('reads %s in %s', (want, text) => {
    expectFlags(want, text);
  });

  it('reads taxes on all the pay left to him in a paper about leaving', () => {
    expectFlags('liability', `${LEAVING}You will be solely responsible for any applicable taxes due on any cash or non-cash pay and benefits provided by this letter.`);
  });

  it('reads no limit in taxes on one item handed over', () => {
    expectFlags('-liability', `${LEAVING}You will be solely responsible for any applicable taxes due on the car you keep.`);
  });
});

describe('contract_amendments, round 32 wordings', () => {
  it.each([
    ['contract_amendments', `${LEAVING}While you consult for us, the stock options you hold will continue to vest.`],
    ['contract_amendments', `${LEAVING}In addition, all incentive grants made to you before will continue to vest while your salary runs on.`],
    ['contract_amendments', `${LEAVING}Your vested options after the termination date follow your option agreements, except that the period following termination of employment in which you may exercise them is extended from sixty days to two years.`],
  ])('reads %s in %s', (want, text) => {
    expectFlags(want, text);
  });

  it.each([
    // Vesting only on a later event in a forward-looking agreement.
    ['-contract_amendments', 'If the Clinic ends your employment without cause, the stock options you hold will continue to vest for six months.'],
    // A power to end the employment is no recorded leaving.
    ['-contract_amendments', 'The Clinic may terminate your employment effective May 3, 2031 on notice.\\nYour stock options will continue to vest during any notice period.'],
    // The window left as the plan sets it.
    ['-contract_amendments', `${LEAVING}You may exercise your vested options within the period the plan allows.`],
  ])('reads %s in %s', (want, text) => {
    expectFlags(want, text);
  });
});

describe('amendment_clause, round 32 wordings', () => {
  it.each([
    ['amendment_clause', 'This signed letter may not be later changed except by a further writing both sides sign.'],
    ['amendment_clause', 'Any modification or termination of this contract must be in writing and signed by the side to be bound.'],
    ['amendment_clause', 'This letter may not be changed in any respect by any oral statement of a partner or staff member of the Clinic.'],
    ['amendment_clause', 'No side deal, including any supplements, modifications or waivers of this letter, shall be valid or binding unless signed by both of us.'],
  ])('reads %s in %s', (want, text) => {
    expectFlags(want, text);
  });

  it.each([
    // One term, the at-will footing, kept from change, not the letter.
    ['-amendment_clause', 'This “at-will” employment status stays in force for all of your service with the Clinic and cannot be changed except by a writing the Clinic and you both sign.'],
    // Waivers alone bound to a writing.
    ['-amendment_clause', 'No waiver of any term of this letter shall be valid unless the waiving side signs it.'],
  ])('reads %s in %s', (want, text) => {
    expectFlags(want, text);
  });
});

describe('non_comp_clause, round 32 wordings', () => {
  it.each([
    ['non_comp_clause', 'For two years after he leaves, the Physician will not, directly or indirectly, as owner, lender, adviser or in any other role, compete with the Clinic in Ohio.'],
    ['non_comp_clause', 'The officer will not for a year after leaving act as a director of any firm that directly competes with the Trust.'],
  ])('reads %s in %s', (want, text) => {
    expectFlags(want, text);
  });

  it.each([
    // Outside work allowed so long as it does not compete: no covenant.
    ['-non_comp_clause', 'The officer may sit on the boards of other firms, provided that such work does not interfere with his duties.'],
    // A court of competent jurisdiction names no competitor.
    ['-non_comp_clause', 'Either side may enforce the award before a competent court of Ohio.'],
  ])('reads %s in %s', (want, text) => {
    expectFlags(want, text);
  });
});
