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
