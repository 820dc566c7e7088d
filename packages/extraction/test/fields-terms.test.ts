import { describe, expect, it } from 'vitest';
import { valueOf } from './fields-helpers.js';

const B = 'basicInformation.';
const S = 'employmentStatusSetting.';

describe('employment type', () => {
  it.each([
    ['Employer hereby employs Physician on a full-time basis as a staff cardiologist.', 'full_time'],
    ['Your appointment is a part-time appointment at 0.6 FTE.', 'part_time'],
    ['The Agency engages Contractor to provide locum tenens anesthesia services at the Facility.', 'locum_tenens'],
    ['The Hospital engages Physician on a per diem basis to cover shifts as needed.', 'per_diem'],
  ])('type phrasing %#', (text, want) => {
    expect(valueOf(`${B}emp_type`, text)).toBe(want);
  });

  it('prefers the engagement in force over a superseded one', () => {
    const text = 'Physician was previously engaged on a per diem basis under the Original Agreement.\n\nThe Hospital hereby employs Physician as a full-time nocturnist.';
    expect(valueOf(`${B}emp_type`, text)).toBe('full_time');
  });
});

describe('termination without cause', () => {
  it.each([
    ["Either party may terminate this Agreement without cause upon ninety (90) days' prior written notice.", '90 days notice without cause'],
    ['Either of us may end this Agreement for any reason, or for no reason, by giving the other at least sixty (60) days written notice.', '60 days notice without cause'],
    ["Termination Without Cause. Either Party may terminate this Agreement at any time by giving the other Party three (3) months' written notice.", '90 days notice without cause'],
  ])('notice phrasing %#', (text, want) => {
    expect(valueOf(`${B}term_prov`, text)).toBe(want);
  });

  it('says "for cause only" when termination without cause is excluded', () => {
    expect(valueOf(`${B}term_prov`, 'Neither party may terminate this Agreement without cause during the Term. Employer may terminate for Cause upon written notice.')).toBe('for cause only');
  });

  // A severance clause for a without-cause ending shows the right exists (corpus/real/ADJUDICATION.md: with no notice
  // stated, "0 days notice without cause"); its months of pay are never read as notice.
  it('reads a severance clause for a without-cause ending as the right, not its months as notice', () => {
    expect(valueOf(`${B}term_prov`, 'If the Practice terminates this Agreement without cause, the Practice shall pay severance equal to three (3) months of salary.')).toBe('0 days notice without cause');
  });
});

describe('term and renewal', () => {
  it.each([
    ['Term. The initial term of this Agreement shall be three (3) years, beginning on the Start Date. Thereafter this Agreement shall renew automatically for successive one (1) year terms.', '3 years; renews automatically for 1 year terms'],
    ['The initial term of this Agreement shall be eighteen (18) months. This Agreement shall not renew automatically.', '18 months; no automatic renewal'],
    ['Term. This Agreement shall commence on the Effective Date and continue for two (2) years.', '2 years; no automatic renewal'],
    ['Term and Renewal. The initial term will end on the fifth (5th) anniversary of the Start Date and will then renew automatically for successive two (2) year terms.', '5 years; renews automatically for 2 year terms'],
  ])('term phrasing %#', (text, want) => {
    expect(valueOf(`${B}contract_dur_renew`, text)).toBe(want);
  });
});

describe('employment status, specialty, setting and size', () => {
  it('reads an independent contractor relationship', () => {
    const text = 'INDEPENDENT CONTRACTOR AGREEMENT\n\nContractor is an independent contractor and not an employee of the Practice. Contractor shall be solely responsible for taxes as an independent contractor.';
    expect(valueOf(`${S}emp_status`, text)).toBe('independent_contractor');
  });

  it('reads an employee, even where a non-compete lists independent contractors', () => {
    const text = 'Employer hereby employs Physician. Physician shall not practice medicine in the Area, whether as an employee, independent contractor or owner.';
    expect(valueOf(`${S}emp_status`, text)).toBe('employee');
  });

  it('names the specialty plainly', () => {
    expect(valueOf(`${S}prac_spec`, 'The Group hereby employs Physician to practice in the specialty of gastroenterology.')).toBe('gastroenterology');
    expect(valueOf(`${S}prac_spec`, 'Employer employs Physician as a hospitalist in the Department of Hospital Medicine.')).toBe('hospital medicine');
    expect(valueOf(`${S}prac_spec`, 'The Hospital will employ you as a general surgeon.')).toBe('general surgery');
  });

  it('reads the practice setting', () => {
    expect(valueOf(`${S}prac_set`, 'Duties. All of Physician\'s clinical services shall be rendered at the Clinic\'s outpatient offices. Physician shall see patients in clinic four days a week.')).toBe('outpatient');
    expect(valueOf(`${S}prac_set`, 'Duties. Physician shall provide services exclusively in the inpatient units and the emergency department of the Hospital. Physician shall have no outpatient clinic duties.')).toBe('inpatient');
    expect(valueOf(`${S}prac_set`, 'Duties. Physician shall provide services in the outpatient clinic, perform surgery in the operating rooms of the Hospital and round on inpatients.')).toBe('mixed');
    expect(valueOf(`${S}prac_set`, 'Physician shall provide all services exclusively through the Employer\'s telehealth platform from a remote location.')).toBe('telehealth');
  });

  it('reads the practice size from the employer', () => {
    expect(valueOf(`${S}prac_size`, 'This Agreement is made by and between Lakeside Health System, an Ohio nonprofit corporation ("Employer"), and Jane Roe, M.D.')).toBe('health_system');
    expect(valueOf(`${S}prac_size`, 'This Agreement is made by and between River Valley Cardiology Associates, P.C. ("Practice"), and Jane Roe, M.D. The Practice is a group of five (5) physicians.')).toBe('small_group');
    expect(valueOf(`${S}prac_size`, 'This Agreement is between State University, acting through its School of Medicine ("University"), and Jane Roe, M.D. (the "Faculty Member").')).toBe('academic');
  });
});

describe('term and notice in other words', () => {
  it('reads the term from its dates', () => {
    expect(valueOf(`${B}contract_dur_renew`, 'Term. The term of this Agreement shall begin on July 1, 2025 and end on June 30, 2028.')).toBe('3 years; no automatic renewal');
  });

  it('reads a notice right to end the agreement that needs no cause', () => {
    expect(valueOf(`${B}term_prov`, "Termination. Either party may terminate this Agreement upon one hundred twenty (120) days' written notice to the other.")).toBe('120 days notice without cause');
  });
});

describe('specialty names', () => {
  it.each([
    ['The Practice employs Physician as an interventional radiologist.', 'interventional radiology'],
    ['Physician shall provide hematology/oncology services at the Cancer Center.', 'hematology and oncology'],
    ['Physician is engaged to provide anesthesia services at the Facility.', 'anesthesiology'],
    ['The Hospital employs Physician as a pediatric hospitalist.', 'pediatric hospital medicine'],
  ])('specialty %#', (text, want) => {
    expect(valueOf('employmentStatusSetting.prac_spec', text)).toBe(want);
  });
});
