// Practice size from a stated head count of the group's doctors (in words or digits), never
// from counts of hospitals, beds, sites, patients or other clinicians; government and
// health-system employers; and the practice setting when a place is named only to be denied.
import { describe, expect, it } from 'vitest';
import { valueOf } from './fields-helpers.js';

const SIZE = 'employmentStatusSetting.prac_size';
const SET = 'employmentStatusSetting.prac_set';

describe('practice size from a head count of doctors', () => {
  it.each([
    // Specialists named by their specialty, the count in words with digits.
    ['Parties: Harbor Radiology Partners, P.S., a professional service corporation (the "Group"), and Dr. Ana Ruiz. The Group is a radiology practice of twenty-two (22) board-certified radiologists reading for five hospitals.', 'large_group'],
    // The count in words alone, other clinicians counted apart.
    ['This Agreement is between Valley Kids Pediatrics, PLLC ("Practice") and Dr. Lee. The Practice consists of four pediatricians and six nurse practitioners.', 'small_group'],
    // Nurse anesthetists first: they are not the doctors.
    ['This Agreement is between Summit Anesthesia Associates, P.A. ("Group") and Dr. Kim. The Group is composed of 45 nurse anesthetists and 9 anesthesiologists.', 'small_group'],
    // A single physician.
    ['This Agreement is between Lakeside Dermatology, P.C. ("Practice") and Dr. Patel. The Practice is a practice of one (1) physician, its owner.', 'solo'],
    ['This Agreement is between North Shore Cardiology Associates, P.C. ("Practice") and Dr. Ode. The Practice has 31 practicing cardiologists at 9 offices.', 'large_group'],
  ])('sizes group %#', (text, want) => {
    expect(valueOf(SIZE, text)).toBe(want);
  });

  it.each([
    // Counts of hospitals, beds, sites and patients say nothing of the group's size.
    'This Agreement is between Prairie Family Physicians, P.C. ("Practice") and Dr. Moss. The Practice serves 14 clinics, 3 hospitals with 420 beds and over 60,000 patients.',
    'This Agreement is between Prairie Family Physicians, P.C. ("Practice") and Dr. Moss. The Practice employs 25 medical assistants and 12 psychologists.',
    'This Agreement is between Prairie Family Physicians, P.C. ("Practice") and Dr. Moss. The Practice has 14 physician assistants and 2 physical therapists.',
  ])('does not size a group by other counts %#', (text) => {
    expect(valueOf(SIZE, text)).toBeUndefined();
  });

  it('takes a health system employer as a health system even when it employs many physicians', () => {
    const text = 'This Agreement is between Riverbend Health System, a nonprofit corporation ("System"), and Dr. Hale. The System operates twelve (12) hospitals and employs more than 900 physicians.';
    expect(valueOf(SIZE, text)).toBe('health_system');
  });

  it('takes a government health care system named in a letterhead as a health system', () => {
    const text = '# DEPARTMENT OF VETERANS AFFAIRS\n# Lakeshore VA Health Care System\n\nDear Dr. Osei:\n\nWe are pleased to offer you an appointment as a Staff Physician in Primary Care at the Lakeshore VA Health Care System.';
    expect(valueOf(SIZE, text)).toBe('health_system');
  });
});

describe('practice setting with denied places and "hospital based" work', () => {
  it.each([
    // "hospital based" without a hyphen; the surgery centres are excluded, not added.
    ['2.1 Services. Physician shall provide anesthesia in the operating rooms and labour and delivery suites of the Facilities. The Group\'s services are hospital based; Physician will not staff the ambulatory surgery centres.', 'inpatient'],
    // The mirror image: an office practice that denies hospital work.
    ['2.1 Duties. The position is entirely office-based; Physician will not take hospital call or round on inpatients. Physician shall see patients in the Practice\'s clinic.', 'outpatient'],
  ])('reads setting %#', (text, want) => {
    expect(valueOf(SET, text)).toBe(want);
  });

  it('still reads mixed work where both places are affirmed', () => {
    const text = '2.1 Duties. Physician shall provide services in the outpatient clinic and at the ambulatory surgery center, and shall round on inpatients and cover the emergency department.';
    expect(valueOf(SET, text)).toBe('mixed');
  });
});

describe('practice size from a head count introduced by "comprising", "consisting of", "with", "all N ... of"', () => {
  it.each([
    // "and" inside a number in words, with the figure in brackets.
    ['This Agreement is between Blue Ridge Orthopaedic Partners, P.C. ("Practice") and Dr. Wynn. The Practice is a regional group comprising two hundred and four (204) physicians across nine counties.', 'large_group'],
    // In words alone, after "with".
    ['This Agreement is between Delta Kidney Associates, PLLC ("Group") and Dr. Faye. The Group is a nephrology practice with one hundred and five nephrologists.', 'large_group'],
    // A count of staff first, then the doctors: the doctors size the group.
    ['This Agreement is between Fairhaven Family Care, P.C. ("Practice") and Dr. Odum. The Practice is a clinic comprising one hundred and thirty (130) employees and four (4) physicians.', 'small_group'],
    // A letter speaking for the whole group, its doctors named by specialty.
    ['# LAKEVIEW SKIN ASSOCIATES, P.A.\n\nDear Dr. Amari:\n\nOn behalf of all five (5) dermatologists of Lakeview Skin Associates, P.A., I am pleased to offer you a position as an associate dermatologist.', 'small_group'],
    ["# SUNRISE CHILDREN'S CLINIC, PLLC\n\nDear Dr. Haddad:\n\nAll fourteen pediatricians at Sunrise Children's Clinic, PLLC look forward to welcoming you as a colleague.", 'large_group'],
  ])('sizes group %#', (text, want) => {
    expect(valueOf(SIZE, text)).toBe(want);
  });

  it.each([
    // Rooms, hospitals and other clinicians are not the group's doctors.
    'This Agreement is between Fairhaven Family Care, P.C. ("Practice") and Dr. Odum. The Practice is a clinic comprising one hundred and twenty (120) examination rooms.',
    '# NORTHSIDE PRIMARY CARE, P.A.\n\nDear Dr. Quinn:\n\nOn behalf of all twelve (12) nurse practitioners of Northside Primary Care, P.A., welcome.',
    '# NORTHSIDE PRIMARY CARE, P.A.\n\nDear Dr. Quinn:\n\nYou will cover all three (3) hospitals of the region on call.',
  ])('does not size a group by other counts %#', (text) => {
    expect(valueOf(SIZE, text)).toBeUndefined();
  });
});

describe('practice size where the contract says who the employer is', () => {
  it.each([
    // A community hospital with a university affiliation, the employer stated plainly.
    ['This Agreement is between Lakeshore Community Hospital ("Hospital") and Dr. Imani Cole. The Hospital is affiliated with the State University College of Medicine for resident teaching. The Physician\'s employer is the Hospital, not the University.', 'health_system'],
    // An affiliation alone does not make the employer academic.
    ['This Agreement is between Pine Valley Medical Center ("Medical Center") and Dr. Ruiz. The Medical Center is a community hospital affiliated with Northern University School of Medicine.', 'health_system'],
    // The mirror image: the University employs, the Hospital is only the place of work.
    ['This Agreement is between Eastgate Hospital ("Hospital") and Dr. Vance (the "Faculty Member"). Dr. Vance will practise at the Hospital, but the University of Eastgate, and not the Hospital, shall be the sole employer of the Faculty Member.', 'academic'],
    // A group that states it, not the hospital, employs: sized by its head count.
    ['This Agreement is between Harbor Anesthesia Partners, P.A. ("Group") and Dr. Lin. The Group is a practice of six (6) anesthesiologists. The Group, and not the Hospital, is the Physician\'s employer.', 'small_group'],
    // A denial is not a statement of the employer.
    ['This Agreement is between Metro Emergency Physicians, P.C. ("Group") and Dr. Ash. The Group has 8 emergency physicians. The Hospital is not the Physician\'s employer.', 'small_group'],
  ])('reads employer %#', (text, want) => {
    expect(valueOf(SIZE, text)).toBe(want);
  });
});
