// Credentialing and hospital privileges (legalContractualProvisions.credentialingHospitalPrivileges.*): sentences of contract language written for these tests.
import { describe, expect, it } from 'vitest';
import { CRED, expectFlags, trueIn } from './flags-helpers.js';

// Flag phrasings: each line lists the fields that must be true and (with a leading '-') those
// that must stay false; "\\n" starts a line, "\f" a page.
const FLAG_CASES: [string, string][] = [
  // -- phrasings of contract language written for the tests
  ["med_license dea_license board_certification", "Physician must be licensed to practice medicine in Georgia, hold a DEA certificate, and be board certified in internal medicine."],
  ["credential_hosp_priv", "Physician shall apply for and maintain medical staff privileges at Memorial Hospital."],
  ["membership_dues member_dues", "The Employer will pay Physician's annual dues to the AMA and the state medical association."],
  ["-credential_hosp_priv", "The Practice does not require hospital privileges."],
  ["credential_hosp_priv", "Employer shall assist Physician in obtaining credentialing with payers and hospitals."],
  ["credential_hosp_priv", "Physician shall become a member of the active medical staff of the Hospital."],
  // -- families of phrasing (positives, negations, distractors)
  ['-dea_license', 'A personal controlled substances registration is not required for this role.'],
  ['-dea_license', 'Employee need not hold a DEA registration; prescriptions are written under the facility registration.'],
  ['-dea_license', '12. DEA Registration.\nA DEA registration shall not be required while the Provider works under the facility registration.'],
  ['dea_license', 'Physician shall hold a current DEA registration; a state controlled substances license is not required.'],
  ['-board_certification', 'Board certification is not required for this position.'],
  ['board_certification', 'Board certification is not required at hire, but must be obtained within three years of the start date.'],
  // -- more families of phrasing
  ['-board_certification -dea_license -credential_hosp_priv', 'The Contractor is not required to hold board certification in any specialty, a DEA registration for controlled substances, or hospital medical staff privileges.'],
  ['credential_hosp_priv', 'The Group does not reimburse CME travel, and the Physician shall obtain hospital privileges at the Medical Center.'],
  // A requirement the contract says is not needed; a heading that names it is denied by its section.
  ['-credential_hosp_priv', 'Hospital medical staff privileges are not required for this engagement.'],
  ['-credential_hosp_priv', 'Clinical privileges at any hospital shall not be necessary, as all services are rendered in the Company\'s clinics.'],
  ['-credential_hosp_priv med_license', 'Part 5 - Credentials\nProvider shall hold an active, unrestricted license to practise medicine in the State.\nHospital staff privileges are not required.'],
  ['-credential_hosp_priv med_license', 'CREDENTIALS\n5.1 Provider shall hold an active license to practise medicine.\n5.2 Hospital staff privileges are not required.'],
  ['credential_hosp_priv', 'Part 5 - Credentials\nProvider shall hold an active license to practise medicine.\nProvider shall obtain clinical privileges at the Medical Center within 90 days.'],
  ['credential_hosp_priv', 'Medical staff privileges at the Hospital are required and must be kept in good standing.'],
  // -- wordings the older rules had not seen
  // Board status with the board named after an aside.
  ['board_certification', 'Physician must be certified, or become eligible for certification, by the American Board of Pediatrics within two years.'],
  ['board_certification', 'The Doctor shall remain eligible for certification in dermatology throughout the term.'],
  ['-board_certification', 'The Practice will reimburse CME course fees.'],
  // Licensure named only as a topic of other provisions.
  ['-med_license', "The Agreement's terms regarding malpractice cover and licensure are unaffected by this letter."],
  ['med_license', 'Physician shall hold an unrestricted medical license in Idaho.'],
];

describe('credentialing and hospital privileges: flags across phrasings', () => {
  it.each(FLAG_CASES)('%s :: %s', expectFlags);
});

describe('credentialing flags', () => {
  it('finds requirements', () => {
    const t = trueIn('Qualifications. Physician shall maintain an unrestricted license to practice medicine in Ohio, a current DEA registration, and board certification in family medicine, and shall obtain clinical privileges at the Hospital.');
    for (const f of ['med_license', 'dea_license', 'board_certification', 'credential_hosp_priv']) expect(t.has(CRED + f), f).toBe(true);
  });

  it('does not take privileges the contract says are not required', () => {
    expect(trueIn('Physician shall not be required to obtain or maintain hospital privileges.').has(CRED + 'credential_hosp_priv')).toBe(false);
  });
});
