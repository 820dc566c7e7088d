// Families of contract phrasing written for these tests (not taken from any contract):
// each line lists the fields that must be true and (with a leading '-') those that must
// stay false. Every family has positives, negations and distractors.
import { describe, expect, it } from 'vitest';
import { trueIn } from './flags-helpers.js';

const CASES: [string, string][] = [
  // Negation: subject + shall/will/does not + verb + (any/the) thing.
  ['-prof_liab_ins', 'The Clinic shall not pay for any extended reporting endorsement.'],
  ['-prof_liab_ins', 'Employer will not purchase prior acts coverage on the Surgeon\'s behalf when employment ends.'],
  ['-prof_liab_ins', 'The Company does not reimburse the premium for tail insurance.'],
  // ... or the physician, under any defined term, carries it.
  ['-prof_liab_ins', 'The Contractor shall be solely responsible for obtaining tail coverage after this Agreement ends.'],
  ['-prof_liab_ins', 'At the end of employment the Associate shall be fully responsible for buying tail coverage; the Group shall not pay for any part of it.'],
  ['prof_liab_ins', 'The Group shall purchase tail coverage for the Associate when employment ends for any reason.'],
  // The next section's caption run on to a sentence names what follows, not this sentence.
  ['malpractice_cov -prof_liab_ins', 'The Practice shall maintain professional liability insurance for the Physician with limits of $1,000,000 per claim. § 6.2 Tail Coverage.\nThe Practice will not buy tail coverage when employment ends.'],
  ['malpractice_cov prof_liab_ins', 'The Practice shall maintain professional liability insurance for the Physician with limits of $1,000,000 per claim. § 6.2 Tail Coverage.\nThe Practice will buy tail coverage when employment ends.'],
  // Negation: the thing + is/are/will not be + participle.
  ['-reloc_assist', 'Moving expenses will not be reimbursed under this offer.'],
  ['-reloc_assist', 'Relocation costs incurred by you in coming to the area are not payable by the Clinic.'],
  ['-reloc_assist', 'Relocation assistance | Not authorized'],
  ['-reloc_assist', 'Relocation allowance: none.'],
  ['-reloc_assist', 'No relocation allowance is offered with this position.'],
  ['reloc_assist', 'The Clinic will reimburse relocation expenses up to $9,000 and receipts are not required for amounts under $200.'],
  ['reloc_assist', 'Relocation costs will be paid by the Practice, and the Physician is not required to repay them.'],
  ['-dea_license', 'A personal controlled substances registration is not required for this role.'],
  ['-dea_license', 'Employee need not hold a DEA registration; prescriptions are written under the facility registration.'],
  ['-dea_license', '12. DEA Registration.\nA DEA registration shall not be required while the Provider works under the facility registration.'],
  ['dea_license', 'Physician shall hold a current DEA registration; a state controlled substances license is not required.'],
  ['-board_certification', 'Board certification is not required for this position.'],
  ['board_certification', 'Board certification is not required at hire, but must be obtained within three years of the start date.'],
  ['-work_from_home -remote_work', 'Telework is not permitted under this Agreement.'],
  ['-remote_work', 'The Provider may not work remotely.'],

  // Confidentiality: keep a long list of things confidential.
  ['conf_non_disclosure_agree', 'The Surgeon shall keep the Clinic\'s payer agreements, fee schedules, vendor pricing, strategic plans, personnel files and patient lists strictly confidential.'],
  ['conf_non_disclosure_agree', '8.1 Confidential Information. The Contractor agrees to hold all business, financial and patient information of the Company in confidence.'],
  ['-conf_non_disclosure_agree', 'The Practice offers a confidential employee assistance program.'],

  // Business expenses named by who incurs them and on whose business.
  ['reimb_exp_overhead', 'The Practice shall reimburse necessary expenses incurred by the Provider on Practice business.'],
  ['reimb_exp_overhead', 'Reasonable and documented expenses incurred in performing the Services will be reimbursed each month.'],
  ['reimb_exp_overhead', 'Work travel is reimbursed under the Hospital\'s travel and expense policy.'],
  ['-reimb_exp_overhead', 'The Practice shall reimburse reasonable expenses incurred in relocating to the area.'],
  ['-reimb_exp_overhead', 'The Hospital shall not reimburse any expenses incurred by the Physician on Hospital business.'],
  ['-reimb_exp_overhead', 'Expenses incurred on Group business will not be reimbursed.'],

  // Reporting line: the physician under any defined term, the superior by any title.
  ['report_struct_superv', 'The Contractor reports to the Senior Partner of the Group.'],
  ['report_struct_superv', 'The Surgeon reports directly to the Principal Owner.'],
  ['report_struct_superv', 'The Employee reports to the Executive Director of Clinical Operations.'],
  ['-report_struct_superv', 'The Provider shall report to the Practice any claim or investigation within five days.'],
  ['-report_struct_superv', 'The Associate reports to the state medical board any change in license status.'],

  // Remote work and work from home: telework, a home worksite, working remotely.
  ['remote_work work_from_home', 'The Physician may complete documentation from a designated home office two afternoons a month.'],
  ['remote_work work_from_home', 'With the Chief\'s approval, the Provider may telework one day each week.'],
  ['remote_work work_from_home', 'You may see video visits from your approved home worksite on Fridays.'],
  ['-remote_work -work_from_home', 'The Physician shall take home call one week in four.'],
  ['-remote_work -work_from_home', 'The Provider shall perform in-home visits for homebound patients.'],
  ['-remote_work -work_from_home', 'The Physician shall provide medical direction at a home health agency owned by the Hospital.'],

  // Support staff assigned to or working for the physician.
  ['ancillary_staff', 'Your care team includes two licensed practical nurses and a nurse care manager.'],
  ['ancillary_staff', 'A medical support assistant and a scribe will support the Physician\'s panel.'],
  ['ancillary_staff', 'Each clinic pod is staffed with a registered nurse and a medical assistant dedicated to the Provider.'],
  ['-ancillary_staff', 'The Physician shall supervise the nurse practitioners employed by the Group.'],
  ['-ancillary_staff', 'The Practice will not provide a scribe or medical assistant.'],
  ['-ancillary_staff', 'The Physician shall support the nurses and medical assistants of the Practice in quality projects.'],

  // The document amends an existing agreement.
  ['contract_amendments', 'The parties agree that the Employment Agreement is amended as follows:'],
  ['contract_amendments', 'The parties desire to amend their Physician Services Agreement to change the call schedule.'],
  ['contract_amendments', 'This Addendum modifies the Physician Employment Agreement dated May 1, 2024 between the parties.'],
  ['-contract_amendments appendix_docs', 'The call schedule is set out in Addendum No. 1, attached to this Agreement.'],
  ['-contract_amendments amendment_clause', 'This Agreement may be amended only in a writing signed by both parties.'],
  ['-contract_amendments', 'The Physician shall follow the Group policies as amended from time to time.'],

  // Dues of a named society, the body named before the word "dues".
  ['member_dues membership_dues', 'The Group will pay the Surgeon\'s annual American College of Surgeons dues.'],
  ['member_dues membership_dues', 'The Practice shall cover the State Society of Anesthesiologists membership dues each year.'],
  ['-member_dues -membership_dues', 'The Hospital will not pay American Academy of Pediatrics dues.'],
  ['-member_dues -membership_dues', 'The Physician shall pay his own American College of Physicians dues.'],

  // Meals at work at no charge.
  ['lunch_ben', 'Physicians may eat in the staff cafeteria free of charge during shifts.'],
  ['lunch_ben', 'Meals in the physicians\' lounge are available at no cost while on duty.'],
  ['-lunch_ben', 'Meals are not provided.'],
  ['lunch_ben', 'Employees receive a 20% discount in the hospital cafeteria.'],
  ['-lunch_ben', 'Meals while travelling to a conference are reimbursed at cost.'],
];

describe('flags across families of phrasing', () => {
  it.each(CASES)('%s :: %s', (expectation, text) => {
    const found = new Set([...trueIn(text)].map((p) => p.split('.').pop()));
    for (const want of expectation.split(' ')) {
      if (want.startsWith('-')) expect(found.has(want.slice(1)), want).toBe(false);
      else expect(found.has(want), want).toBe(true);
    }
  });
});
