// Flag rules on wordings the older rules missed: term-sheet labels and abbreviations,
// requirements stated with the board after a parenthesis, physician-bought cover named
// with the physician as subject, references to provisions that require nothing. Each
// family has positives and negatives; sentences written for these tests.
import { describe, expect, it } from 'vitest';
import { trueIn } from './flags-helpers.js';

const CASES: [string, string][] = [
  // Board status with the board named after an aside.
  ['board_certification', 'Physician must be certified, or become eligible for certification, by the American Board of Pediatrics within two years.'],
  ['board_certification', 'The Doctor shall remain eligible for certification in dermatology throughout the term.'],
  ['-board_certification', 'The Practice will reimburse CME course fees.'],

  // Licensure named only as a topic of other provisions.
  ['-med_license', "The Agreement's terms regarding malpractice cover and licensure are unaffected by this letter."],
  ['med_license', 'Physician shall hold an unrestricted medical license in Idaho.'],

  // The reporting line, with the defined term the contract uses and an aside after "report to".
  ['report_struct_superv', 'The Associate will report to, and be directed in clinical matters by, the Section Chief, who in turn reports to the Dean.'],
  ['report_struct_superv', 'Reports to: Chief Medical Officer.'],
  ['-report_struct_superv', 'The Section Chief in turn reports to the Dean.'],

  // Disability cover the physician must buy.
  ['-disability_ins', 'The Surgeon is responsible for purchasing disability insurance.'],
  ['-disability_ins', "Associate may buy private disability cover at Associate's own expense; none is provided by the Practice."],
  ['disability_ins', 'The Practice provides long-term disability insurance at no cost to the Physician.'],

  // Covers listed with slashes and plus signs on a summary line.
  ['health_ins dental_ins', 'Medical/Dental: employer pays 80% of premiums.'],
  ['life_ins disability_ins', 'Life & LTD: paid by the Clinic.'],
  ['-disability_ins -life_ins', 'Invoices are issued monthly by Acme Staffing Ltd. to the Clinic.'],

  // Liability cover named by its policy form.
  ['malpractice_cov', 'Liability cover: occurrence-based policy, premium paid by the Hospital.'],
  ['-malpractice_cov', "Physician shall maintain claims-made coverage at Physician's own cost."],

  // Confidentiality as a duty under policies.
  ['conf_non_disclosure_agree', 'Physician shall comply with Hospital policies on the confidentiality of patient information.'],
  ['-conf_non_disclosure_agree', 'The Hospital will provide a confidential employee assistance program.'],

  // A term sheet's "NC:" line.
  ['non_comp_clause', 'NC: 18 months; 15 miles from the main office.'],
  ['-non_comp_clause', 'NC: not applicable.'],

  // Buy-in terms left for later are not set out.
  ['-partnership_buy_in_out', 'Buy-in: to be negotiated when partnership is offered.'],
  ['partnership_buy_in_out', 'The buy-in price is $120,000, payable over three years.'],

  // Remote telehealth sessions.
  ['remote_work work_from_home telemed_opp', 'Telemedicine clinics may be held from home two afternoons a week.'],
  ['-remote_work -work_from_home', 'Physician takes home call one week in six.'],

  // A mentor on a summary line, meeting regularly.
  ['mentor_prog ongoing_mentorship', 'Mentor: yes, assigned for the first 18 months, meeting quarterly.'],
  ['-mentor_prog', 'Mentor: none.'],

  // Support staff named by abbreviation, in capitals.
  ['ancillary_staff', 'Staffing: two MAs and one RN provided by the Practice.'],
  ['-ancillary_staff', 'Physician shall supervise the RN and the MA on each shift.'],
  ['-ancillary_staff', 'Notices go to 10 Main St, Boston, MA 02115, as provided above.'],

  // Board fees in a list of fees paid.
  ['board_cert_exp med_license_exp dea_license_exp', 'License, DEA and board fees are reimbursed by the Hospital.'],
  ['-board_cert_exp', "Board fees are the Physician's own responsibility."],
];

describe('flags in wordings unseen by the older rules', () => {
  it.each(CASES)('%s :: %s', (expectation, text) => {
    const found = new Set([...trueIn(...text.split('\f'))].map((p) => p.split('.').pop()));
    for (const want of expectation.split(' ')) {
      if (want.startsWith('-')) expect(found.has(want.slice(1)), want).toBe(false);
      else expect(found.has(want), want).toBe(true);
    }
  });
});
