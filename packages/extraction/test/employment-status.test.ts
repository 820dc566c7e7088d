// Employment status and setting (employmentStatusSetting.*): sentences of contract language written for these tests.
import { describe, expect, it } from 'vitest';
import { valueOf } from './fields-helpers.js';

const S = 'employmentStatusSetting.';
const SIZE = 'employmentStatusSetting.prac_size';
const SET = 'employmentStatusSetting.prac_set';
const SETTING = 'employmentStatusSetting.prac_set';
const CALL = 'workSchedule.call_sched';

describe('setting and evaluation: words that only look like them', () => {
  it('does not read a panel of arbitrators, delivering a notice or a benefit plan\'s primary care physician as a practice setting', () => {
    const text = [
      'Each party shall strike one name in turn from the panel of arbitrators until one remains.',
      'The Executive may resign by delivering written notice to the Company.',
      'Members of the health plan choose a primary care physician who oversees their care.',
    ].join('\n\n');
    expect(valueOf('employmentStatusSetting.prac_set', text)).toBeUndefined();
  });

  it('does not take a review held only to decide a bonus, or a salary review, as a performance evaluation', () => {
    const FREQ = 'legalContractualProvisions.performanceEvaluationFeedback.perf_eval_freq';
    expect(valueOf(FREQ, 'After each fiscal year the Board shall review the performance of the Company and of the Executive, and may provide the Executive a bonus.')).toBeUndefined();
    expect(valueOf(FREQ, 'The Company will review the Executive\'s base salary on at least an annual basis.')).toBeUndefined();
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

  // Consulting and advisory agreements say the person is no employee in many ways; a single plain statement is enough.
  it.each([
    ['ADVISORY AGREEMENT\n\n1. Services. The Advisor will give the Company strategic advice.\n\n2. Status. The Advisor is not an employee of the Company and will receive a Form 1099 each year.'],
    ['1. Engagement. The Firm retains the Consultant to review its billing practices.\n\n2. Relationship. The Consultant shall serve as an independent contractor in performing the services and shall not be considered as an employee of the Firm.'],
    ['1. Relationship. Nothing in this Agreement shall be construed to create a partnership, joint venture or employer-employee relationship between the Company and the Consultant.\n\n2. Taxes. The Company will not withhold income taxes from any fee paid to the Consultant.'],
    ['1. Status. The Contractor is not, and shall not be deemed to be, an employee of the Institute for any purpose.\n\n2. Benefits. The Contractor is not entitled to employee benefits of any kind.'],
    ['CONSULTING SERVICES AGREEMENT\n\n1. Independence. There is no employment relationship between the Studio and the Contractor, who is solely responsible for self-employment taxes.'],
    ['1. Relationship. The Company engages the Advisor as an independent contractor.\n\n2. Covenant. During the term the Advisor shall not, whether as an employee, consultant or independent contractor, work for a competitor.'],
  ])('reads a consultant who is said not to be an employee: %s', (text) => {
    expect(valueOf(`${S}emp_status`, text)).toBe('independent_contractor');
  });

  it('lets one plain statement of the relationship decide, but not a passing mention of contractors', () => {
    expect(valueOf(`${S}emp_status`, 'The Consultant shall perform the services as an independent contractor.')).toBe('independent_contractor');
    expect(valueOf(`${S}emp_status`, 'At the end of each month the Advisor shall send an invoice; the Advisor acts as an independent contractor.')).toBe('independent_contractor');
    expect(valueOf(`${S}emp_status`, 'Employer hereby employs Physician. The Clinic may hire independent contractors to help Physician with billing.')).toBe('employee');
  });

  it('keeps an employee whose contract lists contractors only among capacities, other earnings or other people', () => {
    // A non-compete listing "as an employee, consultant or independent contractor".
    expect(valueOf(`${S}emp_status`, 'EMPLOYMENT AGREEMENT\n\n1. Employment. The Company shall employ the Director as its head of research.\n\n2. Covenant. For one year after leaving, the Director shall not, as an employee, agent, consultant, advisor or independent contractor, work for a rival firm.')).toBe('employee');
    // Earnings from later work, "whether by employment or as an independent contractor".
    expect(valueOf(`${S}emp_status`, 'The Company shall employ the Director as its treasurer.\n\nAny pay the Director earns from others after his employment ends, whether by employment or as an independent contractor, reduces the severance.')).toBe('employee');
    // A code of conduct for "all officers, employees and independent contractors".
    expect(valueOf(`${S}emp_status`, 'EXECUTIVE EMPLOYMENT AGREEMENT\n\nThe Director shall follow the code of conduct. All officers, employees and independent contractors must avoid conflicts of interest.')).toBe('employee');
    // An employment relationship named, not disclaimed ("nothing in this letter alters the at-will employment relationship").
    expect(valueOf(`${S}emp_status`, 'OFFER OF EMPLOYMENT\n\nWe are pleased to offer you employment as our controller. Nothing in this letter alters the at-will nature of your employment relationship.')).toBe('employee');
    // A post-employment consulting period in an employment agreement is not the contract's relationship.
    expect(valueOf(`${S}emp_status`, 'EMPLOYMENT AGREEMENT\n\nThe Bank hereby employs the Officer as its president.\n\nFollowing his retirement the Officer shall advise the Bank as an independent contractor and not as an employee, for a monthly fee.')).toBe('employee');
    // Someone else's lack of an employee: a representation about other jobs.
    expect(valueOf(`${S}emp_status`, 'The Company hereby employs the Officer. The Officer represents that he is not an employee of any other company.')).toBe('employee');
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

describe('specialty names', () => {
  it.each([
    ['The Practice employs Physician as an interventional radiologist.', 'interventional radiology'],
    ['Physician shall provide hematology/oncology services at the Cancer Center.', 'hematology and oncology'],
    ['Physician is engaged to provide anesthesia services at the Facility.', 'anesthesiology'],
    ['The Hospital employs Physician as a pediatric hospitalist.', 'pediatric hospital medicine'],
  ])('specialty %#', (text, want) => {
    expect(valueOf('employmentStatusSetting.prac_spec', text)).toBe(want);
  });

  // The doctor who examines the employee for a disability, and a doctor pointed back to, name no specialty of his.
  it.each([
    'If the parties disagree whether the Officer is disabled, he shall be examined by a psychiatrist or internist the Board selects.',
    'If the Officer\'s disability is disputed, a neurologist chosen by both parties will examine him. Both parties accept the findings of such neurologist.',
  ])('no specialty: %s', (text) => {
    expect(valueOf('employmentStatusSetting.prac_spec', text)).toBeUndefined();
  });
});

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
    // A date's year followed by a clause about the doctor counts nobody.
    'This Agreement is between Prairie Family Physicians, P.C. ("Practice") and Dr. Moss. The arrangement ends on March 3, 2019 if Physician is still in service then.',
    'This Agreement is between Prairie Family Physicians, P.C. ("Practice") and Dr. Moss. Bonuses accrue through June 30, 2021 and Physician keeps them.',
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

describe('practice size, setting and call', () => {
  it('a health system described by the hospitals it operates', () => {
    const text = 'This Letter of Intent sets out the terms on which Riverbend Health, a Nevada nonprofit health system operating six hospitals, proposes to employ Dr. Lee.\nThe hospital medicine group has twenty-two hospitalists.';
    expect(valueOf(SIZE, text)).toBe('health_system');
  });

  it.each([
    'Scope. All visits are conducted by telemedicine; the Physician has no in-person duties.',
    'Services. The Practice\'s clinicians see patients only over two-way video from their homes.',
  ])('telehealth: %s', (text) => {
    expect(valueOf(SETTING, text)).toBe('telehealth');
  });

  it('video meetings do not make a clinic telehealth', () => {
    expect(valueOf(SETTING, 'Duties. Physician shall see patients in the Clinic\'s outpatient offices and attend staff meetings by video.')).toBe('outpatient');
  });

  it.each([
    'Call. The Physician shall not be on call at any time.',
    'Schedule. The Company does not require any evening, weekend or on-call coverage.',
  ])('no call: %s', (text) => {
    expect(valueOf(CALL, text)).toBe('no call');
  });

  it('a call rota is not "no call"', () => {
    expect(valueOf(CALL, 'Call. The Physician will join the on-call rota at a frequency of 1 in 5 weekends.')).toBe('1 in 5 weekends');
  });
});

describe('employment status of a document about leaving that sets up a consultancy', () => {
  const STATUS = 'employmentStatusSetting.emp_status';
  it.each([
    // A separation agreement: the consultancy after the leaving date is no reading of the employment it ends.
    ['SEPARATION AGREEMENT\n\nThis Separation Agreement is made between Harbor Clinics, Inc. and Dr. Mara Quinn, who has been employed by the Clinic as its chief of surgery.\n\n4. Consulting Services. After the Leaving Date the Clinic will retain Dr. Quinn as an independent contractor to advise on the handover of her patients.\n\n5. Independent Contractor Status. Dr. Quinn will act as an independent contractor and not as an employee, and no employment relationship is created by this Section.'],
    // A consulting agreement with a doctor who retires from her employment under it.
    ['CONSULTING AGREEMENT\n\nThis Consulting Agreement is made between Harbor Clinics, Inc. and Dr. Mara Quinn.\n\nWHEREAS, Dr. Quinn has been employed by the Clinic since 2010 and wishes to retire from the employment of the Clinic at the end of this year;\n\n1. Dr. Quinn will advise the Clinic as an independent contractor and will not be an employee of the Clinic for any purpose.\n\n2. Independent Contractor Status.'],
  ])('stays employee: %#', (text) => expect(valueOf(STATUS, text)).toBe('employee'));

  it('keeps a consulting agreement with a former employee whose employment ended before it as a contractor\'s', () => {
    const text = 'CONSULTING AGREEMENT\n\nThis Consulting Agreement is made between Harbor Clinics, Inc. and Dr. Mara Quinn, who knows its clinics well from her former employment there.\n\n1. Dr. Quinn will advise the Clinic as an independent contractor and will not be an employee of the Clinic for any purpose.\n\n2. Independent Contractor Status.';
    expect(valueOf(STATUS, text)).toBe('independent_contractor');
  });
});
