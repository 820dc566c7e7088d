// More families of contract phrasing, written for these tests (not taken from any
// contract). Each line lists the fields that must be true and (with a leading '-')
// those that must stay false; every family has positives, negations and distractors.
import { describe, expect, it } from 'vitest';
import { trueIn } from './flags-helpers.js';

const CASES: [string, string][] = [
  // A negation governs every item of the list it opens: "does not offer X or any Y".
  ['-partnership_track -ownership_equity_opp', 'The Clinic does not offer an equity interest or a partnership track.'],
  ['-partnership_track -ownership_equity_opp', 'This position carries no partnership track, no shareholder status and no stock options.'],
  ['-partnership_track -ownership_equity_opp', 'The Hospital offers neither a partnership track nor any ownership interest in the Hospital.'],
  ['-partnership_track -ownership_equity_opp', 'The Group will not offer the Associate stock options, restricted stock units, an ownership stake or a partnership track.'],
  ['partnership_track ownership_equity_opp', 'After two years the Associate will be eligible for partnership and may purchase an ownership interest in the Group.'],
  ['-board_certification -dea_license -credential_hosp_priv', 'The Contractor is not required to hold board certification in any specialty, a DEA registration for controlled substances, or hospital medical staff privileges.'],
  ['credential_hosp_priv', 'The Group does not reimburse CME travel, and the Physician shall obtain hospital privileges at the Medical Center.'],
  ['ownership_equity_opp -partnership_track', 'The Company does not offer a partnership track, but the Surgeon will be granted stock options under the Equity Plan.'],

  // A question in a Q&A letter names a subject; only its answer grants it.
  ['-partnership_track -ownership_equity_opp', 'Can I become a partner?\nNo. The Clinic is owned by a nonprofit system, and physicians hold no ownership.'],
  ['-reloc_assist', 'Do you pay relocation expenses?\nNot at this time; the position is open to local candidates.'],
  ['non_comp_clause', 'Is there a covenant not to compete?\nYes.\nFor two years after you leave you may not practise within five miles of the clinic.'],
  ['reloc_assist', 'Will you help with my move?\nYes, we reimburse relocation expenses up to $8,000.'],

  // A buy-out of a restrictive covenant is a release price, not a partnership buy-in or buy-out.
  ['-partnership_buy_in_out non_comp_clause', '9.1 Non-Competition. For two years after termination, the Surgeon shall not practise within ten miles of any Clinic office.\n9.4 Buy-Out.\nThe Surgeon may be released from the covenant in Section 9.1 by paying the Clinic $100,000.'],
  ['-partnership_buy_in_out', 'The Associate may buy out the non-compete by paying liquidated damages equal to six months of salary.'],
  ['-partnership_buy_in_out', '8.3 Buyout. The restricted period ends early if the Provider pays the Practice the amount in Exhibit C as liquidated damages.'],
  ['partnership_buy_in_out', '12.2 Buy-Out. On leaving the Practice, the Partner\'s shares shall be repurchased at book value.'],
  ['partnership_buy_in_out', 'Upon admission the Physician shall pay a buy-in of $120,000 for a 10% ownership interest.'],

  // A requirement the contract says is not needed; a heading that names it is denied by its section.
  ['-credential_hosp_priv', 'Hospital medical staff privileges are not required for this engagement.'],
  ['-credential_hosp_priv', 'Clinical privileges at any hospital shall not be necessary, as all services are rendered in the Company\'s clinics.'],
  ['-credential_hosp_priv med_license', 'Part 5 - Credentials\nProvider shall hold an active, unrestricted license to practise medicine in the State.\nHospital staff privileges are not required.'],
  ['-credential_hosp_priv med_license', 'CREDENTIALS\n5.1 Provider shall hold an active license to practise medicine.\n5.2 Hospital staff privileges are not required.'],
  ['credential_hosp_priv', 'Part 5 - Credentials\nProvider shall hold an active license to practise medicine.\nProvider shall obtain clinical privileges at the Medical Center within 90 days.'],
  ['credential_hosp_priv', 'Medical staff privileges at the Hospital are required and must be kept in good standing.'],

  // Health cover named as medical, with a parenthetical gloss; the verb of joining in either spelling.
  ['health_ins dental_ins vision_ins', 'You may enrol in our medical (health), dental and vision insurance plans from the first day of employment.'],
  ['health_ins', 'The Practice will enroll Physician in its medical plan, paying 80% of the premium.'],
  ['health_ins', 'Employees are eligible to enrol in the group hospitalization plan.'],
  ['-health_ins', 'The Contractor is not eligible to enrol in Company\'s medical (health) insurance plans.'],
  ['-health_ins', 'Physician shall obtain his own medical insurance.'],
  ['-health_ins', 'Physician shall enrol as a participating provider with the medical plans that contract with the Practice.'],

  // Flexible scheduling: the physician chooses his shifts or sets his own availability.
  ['flex_sched', 'The Contractor may accept or decline any offered shift and may set the Contractor\'s own availability each month.'],
  ['flex_sched', 'You may choose which shifts to work from the posted schedule.'],
  ['flex_sched', 'The Physician may determine his own calendar of clinic sessions.'],
  ['-flex_sched', 'The Medical Director shall choose which shifts the Physician works.'],
  ['-flex_sched', 'The Contractor may not decline any shift once the monthly schedule is published.'],
  ['-flex_sched', 'The Hospital retains sole discretion to set the shift schedule.'],

  // Remote work from any private place, the home included.
  ['remote_work work_from_home', 'Virtual visits may be conducted from any private location in the State, including the Physician\'s home.'],
  ['remote_work work_from_home', 'Telehealth sessions may be performed from anywhere, including your residence, if the connection is secure.'],
  ['remote_work', 'Chart review may be performed from any secure off-site location approved by the Group.'],
  ['remote_work', 'The Provider may read studies from a location of the Provider\'s choosing.'],
  ['-remote_work -work_from_home', 'The Physician shall not provide services from any location other than the Clinic.'],
  ['-remote_work -work_from_home', 'Patients may be seen from any clinic location of the Group.'],

  // Reporting line stated with an interruption between "report to" and the superior.
  ['report_struct_superv', 'The Physician shall report to, and be directed in clinical matters by, the Chief of Surgery.'],
  ['report_struct_superv', 'The Provider will report, for administrative purposes, to the Vice President of Medical Affairs.'],
  ['report_struct_superv', 'Employee reports to, or is evaluated by, the Division Head.'],
  ['-report_struct_superv', 'The Physician shall report to, and cooperate with, the Hospital\'s compliance office any suspected billing error.'],
  ['-report_struct_superv', 'The Provider shall report, within two days, any claim to the Practice.'],

  // Peer feedback named by the peers' profession.
  ['peer_feedback', 'Reviews include feedback from peer physicians in the Division.'],
  ['peer_feedback', 'Your annual evaluation will draw on assessments by fellow surgeons.'],
  ['peer_feedback', 'Each review shall consider ratings from peers.'],
  ['-peer_feedback', 'Evaluations include feedback from patients and nursing staff.'],
  ['-peer_feedback', 'The Physician shall not take part in peer review of other physicians for the Hospital.'],
  ['-peer_feedback', 'The Physician shall give feedback to peer physicians on request.'],

  // How the agreement may be amended, with an adverb before or after the verb.
  ['amendment_clause', 'The Agreement may be amended further only by a written document signed by both parties.'],
  ['amendment_clause', 'This Agreement may only be further modified in a writing signed by the Physician and the Hospital.'],
  ['amendment_clause', 'This letter can be varied hereafter solely by a written instrument executed by both of us.'],
  ['-amendment_clause', 'The Group may amend its benefit plans from time to time in its discretion.'],
  ['-amendment_clause', 'The call schedule may be changed further by the Medical Director on two weeks notice.'],
];

describe('flags across more families of phrasing', () => {
  it.each(CASES)('%s :: %s', (expectation, text) => {
    const found = new Set([...trueIn(...text.split('\f'))].map((p) => p.split('.').pop()));
    for (const want of expectation.split(' ')) {
      if (want.startsWith('-')) expect(found.has(want.slice(1)), want).toBe(false);
      else expect(found.has(want), want).toBe(true);
    }
  });
});
