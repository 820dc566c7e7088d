// Families of wording seen in contracts of other hands (British spelling, present-tense
// duties, "Label: value" lines, defined terms as possessives), written for these tests.
// Each line lists the fields that must be true and (with a leading '-') those that must
// stay false; every family has positives, negations and distractors.
import { describe, expect, it } from 'vitest';
import { trueIn } from './flags-helpers.js';

const CASES: [string, string][] = [
  // The physician decides when to work, named by any defined term, in any tense.
  ['flex_sched', "The Surgeon selects the Surgeon's own operating days each quarter."],
  ['flex_sched', "Clinician plans Clinician's own weekly sessions with the practice manager."],
  ['flex_sched', 'The Consultant agrees her own rota with the Clinical Director.'],
  ['flex_sched', 'The post supports flexible working, including annualised sessions.'],
  ['-flex_sched', "The Associate shall not set the Associate's own hours; the Clinic sets all schedules."],
  ['-flex_sched', 'The Practice sets its own opening hours and determines the Physician\'s schedule.'],

  // A benefits table row or list line labelled Medical/Health.
  ['health_ins', 'Benefit | Terms\nHealth | Employer medical plan, 80% of premium paid'],
  ['health_ins', '(b) Medical: group plan with employer contribution'],
  ['-health_ins', 'Benefit | Terms\nMedical | Not offered'],
  ['-health_ins', 'Benefit | Terms\nMedical | No employer plan'],
  ['-health_ins', 'Medical director | Dr. Lee, per the staffing plan'],

  // In-term professional liability cover, whoever buys the tail.
  ['malpractice_cov', 'The Group maintains occurrence-based medical malpractice insurance for the Physician and pays all premiums.'],
  ['malpractice_cov', 'The Clinic insures the Doctor under its professional liability policy.'],
  ['malpractice_cov -prof_liab_ins', "The Practice maintains professional liability insurance for Associate.\nOn departure Associate shall buy tail coverage at Associate's own cost."],
  ['-malpractice_cov', "The Physician maintains the Physician's own professional liability insurance."],
  ['-malpractice_cov', 'The Hospital shall not insure the Physician under any professional liability policy.'],

  // Education money alone makes development paid; British study leave.
  ['paid_prof_devel', 'Each year the Clinic funds a budget of $3,000 towards conferences.'],
  ['paid_prof_devel', 'The Practice pays the Physician $1,800 a year for CME.'],
  ['paid_prof_devel', 'The Group pays an education allowance of $2,000 per year. No CME days are given.'],
  ['paid_prof_devel', 'The Doctor may take study leave of up to thirty days over three years with pay.'],
  ['paid_prof_devel', 'A CPD budget of £900 per annum is available to the Consultant.'],
  ['-paid_prof_devel', 'No study leave budget is provided.'],
  ['-paid_prof_devel', 'Study leave of five days a year is unpaid.'],
  ['-paid_prof_devel', "The Physician's car allowance of $500 a month is taxable."],

  // Professional dues, not the fees a membership practice charges its patients.
  ['-member_dues -membership_dues', 'The Practice pays Physician 40% of the membership fees collected from enrolled patients.'],
  ['-member_dues -membership_dues', 'Patients pay the Clinic annual membership fees of $900, and the Clinic pays all overhead.'],
  ['member_dues membership_dues', "The Trust reimburses the Doctor's professional subscriptions to the Royal College of Physicians."],
  ['member_dues membership_dues', "The Clinic pays the Physician's membership fees for the state medical association."],

  // Promotion as a step up, not as publicity; admission as an owner is a partnership track.
  ['-promo_opp -prof_growth_career_adv_opp', "The Physician shall not advertise or appear in any social media promotion of the Clinic's services without consent."],
  ['partnership_track -promo_opp -prof_growth_career_adv_opp', 'After three years the Associate may be considered for admission as a member of the LLC.'],
  ['promo_opp prof_growth_career_adv_opp', 'The Physician will be eligible for promotion to Senior Consultant after three years.'],

  // A covenant on practising nearby after leaving, British spelling or kilometres, without the word "compete".
  ['non_comp_clause', 'For 12 months after the appointment ends, the Doctor must not practise dermatology within 15 kilometres of the Clinic.'],
  ['non_comp_clause', '# RESTRICTIVE COVENANT\nFor two years after employment ends, the Surgeon shall not practise orthopaedics within ten miles of the Hospital.'],
  ['-non_comp_clause', 'There is no restrictive covenant, and the Doctor may practise anywhere after leaving.'],
  ['-non_comp_clause', 'The Surgeon shall practise within ten miles of the Hospital during the term.'],

  // Business expenses borne by the physician; a licence fee is not overhead.
  ['-reimb_exp_overhead', "No expense reimbursement is payable. Contractor bears all of Contractor's own business expenses."],
  ['-reimb_exp_overhead', "The Provider pays the Provider's own travel expenses."],
  ['-reimb_exp_overhead med_license_exp', 'The Company reimburses the fee for each additional state medical licence it asks Contractor to obtain.'],
  ['reimb_exp_overhead', "The Practice reimburses the Physician's reasonable business expenses on receipt."],

  // A titled leadership role offered or given.
  ['leader_opp', 'Dr. Lee will be offered the role of Site Lead for the North Clinic.'],
  ['leader_opp', 'The Consultant may be appointed to the post of Clinical Director.'],
  ['-leader_opp', 'The Physician will report to the Team Lead.'],
  ['-leader_opp', 'The Physician will not be offered the role of Department Chief.'],

  // Colleague feedback in appraisal wording.
  ['peer_feedback', 'Multi-source feedback is collected every two years.'],
  ['peer_feedback', 'Feedback is sought from colleagues across the department and reviewed at appraisal.'],
  ['-peer_feedback', 'Feedback is gathered from patients only.'],
  ['-peer_feedback', 'No colleague feedback forms part of the review.'],

  // A notices line in a list: "Label: value".
  ['notice_communication communication_methods contact_info', 'iii. Notices: by email to admin@clinic.example for the Clinic.'],
  ['notice_communication', '(c) Notices: in writing to the addresses above.'],
  ['-notice_communication', '(b) Notice: the Physician must give sixty days before resigning.'],
  ['-notice_communication', 'Notice period: three months.'],

  // The amendment as the subject of the clause.
  ['amendment_clause', '(e) Variations. Any variation to this contract must be agreed in writing.'],
  ['amendment_clause', 'All amendments shall be signed by both parties.'],
  ['-amendment_clause', 'Any amendment to the call schedule must be in writing.'],
  ['-amendment_clause', 'Any modification of the benefit plans shall be made in writing by the plan administrator.'],
];

describe('flags across wordings of other hands', () => {
  it.each(CASES)('%s :: %s', (expectation, text) => {
    const found = new Set([...trueIn(...text.split('\f'))].map((p) => p.split('.').pop()));
    for (const want of expectation.split(' ')) {
      if (want.startsWith('-')) expect(found.has(want.slice(1)), want).toBe(false);
      else expect(found.has(want), want).toBe(true);
    }
  });
});
