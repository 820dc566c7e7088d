// miscellaneousProvisions.liability in papers about leaving and in the boilerplate around them: taxes left to the
// physician, releases made as the paper is signed, exposure capped at what the paper provides, damages no award may
// include, property handed over at the physician's risk. Sentences written for these tests, with the nearby wording
// that must not fill the field.
import { describe, it } from 'vitest';
import { expectFlags } from './flags-helpers.js';

// "\\n" starts a line; a leading '-' means the field must stay false.
const LEAVING = 'SEPARATION AGREEMENT\\nDr. Lowe leaves the clinic on March 3.\\n';
const SERVICE = 'PHYSICIAN SERVICE AGREEMENT\\nThe clinic engages Dr. Lowe as a staff surgeon.\\n';

const TAX_LEFT: [string, string][] = [
  ['liability', `${LEAVING}Dr. Lowe agrees that she is responsible for any applicable taxes of every kind on the sums in this paper.`],
  ['liability', `${LEAVING}Should the cutback fail to remove the excise tax, the Physician shall pay the excise tax herself.`],
  ['liability', `${LEAVING}If the Physician comes to owe the excise tax, that liability shall not entitle the Physician to any further payments from the clinic.`],
  ['liability', `${LEAVING}Any excise tax on these sums shall remain the liability of the Physician in every respect.`],
  // The employer's own disclaimer, named by its object, read in any document.
  ['liability', `${SERVICE}Where the excise tax falls on the Physician, the clinic has no obligation whatsoever for its payment or reimbursement.`],
  // Tax boilerplate of an employment agreement; the employer paying a gross-up; a tax the employer bears.
  ['-liability', `${SERVICE}The Physician shall be solely responsible for all taxes on her pay under this agreement.`],
  ['-liability', `${LEAVING}The clinic will pay the Physician a gross-up so that she bears none of the excise tax.`],
  ['-liability', `${LEAVING}The clinic shall be responsible for the employer's share of payroll taxes on the lump sum.`],
  ['-liability', `${LEAVING}The clinic will report the value of the ultrasound cart it hands over, and Dr. Lowe shall be responsible for all income taxes on it.`],
];

const RELEASES: [string, string][] = [
  ['liability', `${LEAVING}For the sums above and the release of claims, signed by Dr. Lowe concurrently with this letter, the parties agree as follows.`],
  // A release still to be signed, or one only promised as a condition of the pay.
  ['liability', `${LEAVING}Dr. Lowe agrees that the lump sum above is in full satisfaction of all claims she may hold against the clinic.`],
  ['-liability', `${SERVICE}The bonus paid this year is in full satisfaction of any rights Dr. Lowe held under the old incentive plan.`],
  ['-liability', `${LEAVING}The severance is payable once Dr. Lowe signs the release in the form of Exhibit B after her last day.`],
  ['-liability', `${SERVICE}At the end of her service Dr. Lowe will sign a release of claims in the form the clinic then uses.`],
];

const LIMITS: [string, string][] = [
  ['liability', `${LEAVING}The clinic shall not, in any event, be responsible for any further sum, severance or damages of any kind beyond those set out in this letter.`],
  ['liability', `${SERVICE}The arbitrator has no power to change this agreement or to award punitive damages to either side.`],
  ['liability', `${LEAVING}The scanner passes to Dr. Lowe "as is," and she shall bear all risk of its damage or loss.`],
  ['liability', `${LEAVING}These sums are the clinic's sole obligation to her when she leaves and are in lieu of any damages she might claim.`],
  // The physician told she is owed nothing more; an award of fees; "as is" with no risk put on anyone; a no-offset plan.
  ['-liability', `${LEAVING}Dr. Lowe shall not be entitled to any payments, benefits or damages other than those this letter provides.`],
  ['-liability', `${SERVICE}The arbitrator may award fees and costs to the side that prevails.`],
  ['-liability', `${SERVICE}The exam rooms will be used as is until the new wing opens.`],
  ['-liability', `${LEAVING}The clinic acknowledges that its severance plans do not provide for any offset or reduction of a severance payment.`],
];

describe('liability: a tax left to the physician by a paper about leaving', () => {
  it.each(TAX_LEFT)('%s :: %s', expectFlags);
});

describe('liability: a release made as the paper is signed', () => {
  it.each(RELEASES)('%s :: %s', expectFlags);
});

describe('liability: exposure limited, damages barred, risk shifted', () => {
  it.each(LIMITS)('%s :: %s', expectFlags);
});
