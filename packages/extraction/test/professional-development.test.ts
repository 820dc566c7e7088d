// Professional development and education (benefits.professionalDevelopmentEducation.*): sentences of contract language written for these tests.
import { describe, expect, it } from 'vitest';
import { CME_MONEY, PROF_DEVEL, RETIRE, valueOf } from './fields-helpers.js';
import { DEV, SUP, expectFlags, trueIn } from './flags-helpers.js';

const CME_ALLOW = 'benefits.professionalDevelopmentEducation.cont_edu_allow';
const CME_DAYS = 'benefits.professionalDevelopmentEducation.cme_days';
const PROF_DEVEL = 'benefits.professionalDevelopmentEducation.prof_devel';

// Flag phrasings: each line lists the fields that must be true and (with a leading '-') those
// that must stay false; "\\n" starts a line, "\f" a page.
const FLAG_CASES: [string, string][] = [
  // -- phrasings of contract language written for the tests
  ["-paid_prof_devel", "Education Expenses. The Company will reimburse you for the school fees of your children while you are posted abroad."],
  ["-mentor_prog -ongoing_mentorship", "Physician shall serve as a mentor to nurse practitioners on a regular basis."],
  ["-clin_research_opp", "Physician shall not engage in research without IRB approval."],
  ["-fac_appointment", "This Agreement does not confer a faculty appointment."],
  ["-paid_prof_devel", "Physician must complete 50 hours of CME each year to maintain licensure."],
  ["mentor_prog", "A physician mentor will be assigned to Physician during the first year of employment."],
  ["clin_research_opp", "Physician is encouraged to participate in clinical research activities."],
  ["fac_appointment", "Physician shall hold an academic appointment as Assistant Professor at the University."],
  ["paid_prof_devel", "Physician shall receive five paid CME days and a $3,000 CME stipend annually."],
  ["paid_prof_devel", "Physician shall be allowed five (5) days of CME leave with pay each year."],
  // -- wordings of other hands
  // Education money alone makes development paid; British study leave.
  ['paid_prof_devel', 'Each year the Clinic funds a budget of $3,000 towards conferences.'],
  ['paid_prof_devel', 'The Practice pays the Physician $1,800 a year for CME.'],
  ['paid_prof_devel', 'The Group pays an education allowance of $2,000 per year. No CME days are given.'],
  ['paid_prof_devel', 'The Doctor may take study leave of up to thirty days over three years with pay.'],
  ['paid_prof_devel', 'A CPD budget of £900 per annum is available to the Consultant.'],
  ['-paid_prof_devel', 'No study leave budget is provided.'],
  ['-paid_prof_devel', 'Study leave of five days a year is unpaid.'],
  ['-paid_prof_devel', "The Physician's car allowance of $500 a month is taxable."],
  // -- wordings the older rules had not seen
  // A mentor on a summary line, meeting regularly.
  ['mentor_prog ongoing_mentorship', 'Mentor: yes, assigned for the first 18 months, meeting quarterly.'],
  ['-mentor_prog', 'Mentor: none.'],
  // Round 13: a lawyer's continuing legal education paid by the employer is paid development; one he must merely complete is not.
  ["paid_prof_devel", "Corvid Holdings will reimburse the General Counsel's continuing legal education expenses and state bar fees each year."],
  ["paid_prof_devel", "The Firm pays for the continuing legal education courses the Associate needs to keep her licence."],
  ["-paid_prof_devel", "The General Counsel must complete the continuing legal education hours his state bar requires."],
];

describe('professional development and education: flags across phrasings', () => {
  it.each(FLAG_CASES)('%s :: %s', expectFlags);
});

describe('retirement and education', () => {
  it('reads the plan and the employer part', () => {
    expect(valueOf(RETIRE, 'Physician may participate in the 401(k) plan. The Practice shall match 100% of elective deferrals up to 4% of compensation.')).toBe('401(k) with 4% employer match');
    expect(valueOf(RETIRE, 'Retirement. Employer shall contribute to Physician\'s 403(b) account an amount equal to 7% of Base Salary.')).toBe('403(b) with 7% employer contribution');
    expect(valueOf(RETIRE, 'Physician may participate in the Employer\'s 457(b) plan.')).toBe('457(b)');
  });

  it('reads the CME allowance and what it covers', () => {
    const text = 'Continuing Medical Education. Employer shall reimburse Physician up to $3,000 per year for CME courses, registration fees, travel and lodging.';
    expect(valueOf(CME_MONEY, text)).toBe(3000);
    expect(String(valueOf(PROF_DEVEL, text))).toMatch(/CME courses, registration fees, travel and lodging/);
  });

  it('does not take costs the physician bears as a benefit', () => {
    const text = 'Contractor shall bear all costs of continuing medical education, including course fees and travel.';
    expect(valueOf(PROF_DEVEL, text)).toBeUndefined();
    expect(valueOf(CME_MONEY, text)).toBeUndefined();
  });
});

describe('professional development flags', () => {
  it('finds CME money, a mentor, research and a faculty appointment', () => {
    const t = trueIn(
      'Education. The Employer shall reimburse Physician for continuing medical education expenses up to $2,000 per year. The Department shall assign Physician a senior mentor who shall meet with Physician monthly throughout the first two years. Physician will have the opportunity to participate in clinical trials as a sub-investigator. The Practice shall sponsor Physician for appointment as Clinical Instructor at the affiliated medical school.',
    );
    for (const f of ['paid_prof_devel', 'mentor_prog', 'clin_research_opp', 'fac_appointment']) expect(t.has(DEV + f), f).toBe(true);
    expect(t.has('legalContractualProvisions.performanceEvaluationFeedback.ongoing_mentorship')).toBe(true);
  });

  it('does not read the physician mentoring students as a mentor program', () => {
    const t = trueIn('Teaching. Physician shall participate in the mentoring of medical students and residents rotating through the clinic.');
    expect(t.has(DEV + 'mentor_prog')).toBe(false);
  });

  it('does not take CME the physician pays for', () => {
    const t = trueIn('Expenses. Contractor shall bear all costs of continuing medical education, licensure and professional dues.');
    expect(t.has(DEV + 'paid_prof_devel')).toBe(false);
    expect(t.has(SUP + 'member_dues')).toBe(false);
    expect(t.has(SUP + 'med_license_exp')).toBe(false);
  });
});

describe('what the continuing-education money pays for', () => {
  it('reads the items after "apply toward", without the paid days that follow', () => {
    const text = 'The Group will provide an education stipend of $2,500 per year, which Physician may apply toward board review courses, medical journals and conference registration, plus three (3) days of paid CME leave.';
    expect(valueOf(CME_MONEY, text)).toBe(2500);
    const items = String(valueOf(PROF_DEVEL, text));
    expect(items).toMatch(/board review courses, medical journals and conference registration$/);
    expect(items).not.toMatch(/days|leave/);
  });

  it('reads an allowance received "each year" and spent on items', () => {
    const text = 'Surgeon receives $6,000 each year for continuing medical education, which may be spent on course fees, travel and lodging, and one week of paid leave to attend.';
    expect(valueOf(CME_MONEY, text)).toBe(6000);
    expect(String(valueOf(PROF_DEVEL, text))).toMatch(/course fees, travel and lodging$/);
  });

  it('reads a table row whose cells the text layer joins with " | "', () => {
    const text = 'Benefit | Terms\nCME | $4,500 per year; covers course registration, travel and professional journals\nDental insurance | Practice pays 50% of the premium';
    expect(valueOf(CME_MONEY, text)).toBe(4500);
    expect(String(valueOf(PROF_DEVEL, text))).toMatch(/course registration, travel and professional journals/);
  });

  it('keeps a CME allowance that pays course tuition', () => {
    expect(valueOf(CME_MONEY, 'Physician shall receive a CME allowance of $3,500 per year for course tuition, airfare and hotel costs.')).toBe(3500);
  });

  it.each([
    'The Hospital offers tuition reimbursement of up to $5,000 per year for degree programs; Physician may also attend grand rounds.',
    'Contractor receives no continuing medical education allowance or paid CME days.',
    'Physician shall pay for all continuing medical education courses and travel at Physician\'s own expense.',
  ])('stays silent where nothing is paid for education %#', (text) => {
    expect(valueOf(CME_MONEY, text)).toBeUndefined();
    expect(valueOf(PROF_DEVEL, text)).toBeUndefined();
  });
});

describe('study leave is CME', () => {
  const clause = '7.2 Study Leave. You may take study leave of up to eight (8) days a year on full pay, and you have a study leave allowance of £1,200 per annum, which pays for examination fees, course fees and travel to approved conferences.';
  it('reads the budget, the days and what the budget pays for', () => {
    expect(valueOf(CME_ALLOW, clause)).toBe(1200);
    expect(valueOf(CME_DAYS, clause)).toBe(8);
    expect(String(valueOf(PROF_DEVEL, clause))).toMatch(/course fees.*travel to approved conferences/);
  });

  it('reads the items of a list nested after paid days', () => {
    const nested = '6.3 Education. Physician receives four (4) paid days per year for continuing medical education and reimbursement of up to $5,000 per year for CME registration, airfare and hotel costs.';
    expect(valueOf(PROF_DEVEL, nested)).toBe('CME registration, airfare and hotel costs');
    expect(valueOf(CME_ALLOW, nested)).toBe(5000);
  });

  it('does not read annual leave as study leave', () => {
    expect(valueOf(CME_DAYS, '6.1 Annual Leave. The Consultant is entitled to thirty (30) days of annual leave each year.')).toBeUndefined();
  });
});
