// A contract in a plainer, less formal hand than the usual templates: each value is
// stated in words a different drafter might use.
import { describe, expect, it } from 'vitest';
import { resultOf } from './fields-helpers.js';
import { getPath } from '@cp/schema';

const LETTER = `Dear Dr. Patel:
We are pleased to offer you a position with Bayside Women's Health, PLLC, a practice of seven (7) physicians (the "Practice").
Position. You will join the Practice as a full-time obstetrician and gynecologist, seeing patients in our office and delivering at Bayside General Hospital.
Compensation. Your salary will be $26,000 per month for the first year of employment and $27,000 per month thereafter. You will be paid twice a month.
Productivity. You will also be eligible for a productivity bonus of $35 per wRVU above 6,000 wRVUs, capped at $40,000 per year.
Starting Bonus. You will receive a starting bonus of $10,000 within thirty days of your first day. There is no relocation allowance.
Hours and Call. Your clinical schedule will average thirty-six (36) patient contact hours per week. You will take obstetrical call every fourth weekend.
Time Off. You will have 25 days of PTO each year and 3 CME days. Unused PTO does not roll over.
Education. The Practice will pay up to $2,500 a year toward your CME, including conference fees and travel.
Retirement. You may join our 401(k). We match dollar for dollar up to 3% of your salary.
Term. This agreement runs for two years from your start date and then continues automatically from year to year.
Ending the Agreement. You or the Practice may end this agreement at any time, without giving a reason, with sixty days' written notice.
Disputes. Disagreements will go to binding arbitration in Hillsborough County, Florida.
Law. Florida law applies to this agreement.`;

describe('a plainly written offer letter', () => {
  const r = resultOf(LETTER);
  const v = (p: string) => getPath(r.parsedData, p);

  it.each([
    ['employmentStatusSetting.prac_size', 'small_group'],
    ['employmentStatusSetting.prac_spec', 'obstetrics and gynecology'],
    ['employmentStatusSetting.prac_set', 'mixed'],
    ['basicInformation.emp_type', 'full_time'],
    ['compensation.guar_base_sal', 312000],
    ['compensation.perf_bonus', 40000],
    ['legalContractualProvisions.relocationAssistanceSigningBonuses.sign_bonus', 10000],
    ['workSchedule.work_hours_sched_req', 36],
    ['workSchedule.call_sched', '1 in 4 weekends'],
    ['benefits.timeOff.vacation_days', 25],
    ['benefits.professionalDevelopmentEducation.cme_days', 3],
    ['benefits.professionalDevelopmentEducation.cont_edu_allow', 2500],
    ['benefits.retirementFinancialBenefits.retire_plan', '401(k) with 3% employer match'],
    ['basicInformation.contract_dur_renew', '2 years; renews automatically for 1 year terms'],
    ['basicInformation.term_prov', '60 days notice without cause'],
    ['legalContractualProvisions.terminationSeverance.dispute_res_proc', 'arbitration'],
    ['legalContractualProvisions.miscellaneousProvisions.jurisdiction', 'Hillsborough County, Florida'],
    ['legalContractualProvisions.miscellaneousProvisions.governing_law', 'Florida'],
    ['legalContractualProvisions.compensationStructurePaymentFrequency.comp_struct_pay_freq', 'salary plus productivity; semimonthly'],
  ])('%s', (path, want) => {
    expect(v(path)).toBe(want);
  });

  it('stays silent where the letter is', () => {
    for (const p of ['compensation.inc_bonus', 'compensation.ret_bonus', 'compensation.profit_share', 'compensation.stock_opts', 'benefits.timeOff.sick_days', 'benefits.timeOff.sabbatical_leave']) {
      expect(v(p), p).toBeNull();
    }
  });
});

const DISTRACTING = `PHYSICIAN EMPLOYMENT AGREEMENT
This Agreement is made between Northgate Medical Center, a Missouri nonprofit corporation ("Hospital"), and Sam Lee, M.D. ("Physician").
1. Employment. Hospital hereby employs Physician as a full-time neurologist.
2. Base Salary. Hospital shall pay Physician an annual base salary of $295,000.
3. No Signing Bonus. Physician shall not receive a signing bonus. However, Hospital will reimburse relocation expenses up to $12,000.
4. Malpractice. Hospital shall maintain professional liability insurance with limits of $1,000,000 per occurrence and $3,000,000 in the aggregate.
5. Productivity. Physician shall earn $45.00 per wRVU above a threshold of 4,800 wRVUs.
6. Retirement. Hospital does not offer a retirement plan to physicians employed under this Agreement.
7. Call. Physician shall have no call obligations.
8. Restrictive Covenant. During the term of this Agreement and for two (2) years thereafter, Physician shall not practice neurology within a radius of twenty-five (25) miles of the Hospital.
9. Notices. Notices shall be sent to Hospital at 1200 Main Street, Suite 400, Columbia, Missouri 65201.
10. Term. The initial term of this Agreement shall be four (4) years. This Agreement shall not renew automatically.`;

describe('a contract full of distractors', () => {
  const r = resultOf(DISTRACTING);
  const v = (p: string) => getPath(r.parsedData, p);

  it('takes the values that are there', () => {
    expect(v('compensation.guar_base_sal')).toBe(295000);
    expect(v('workSchedule.call_sched')).toBe('no call');
    expect(v('basicInformation.contract_dur_renew')).toBe('4 years; no automatic renewal');
    expect(v('employmentStatusSetting.prac_spec')).toBe('neurology');
    expect(v('employmentStatusSetting.prac_size')).toBe('health_system');
  });

  it('takes none of the distractors', () => {
    expect(v('legalContractualProvisions.relocationAssistanceSigningBonuses.sign_bonus')).toBeNull();
    expect(v('compensation.perf_bonus')).toBeNull();
    expect(v('benefits.retirementFinancialBenefits.retire_plan')).toBeNull();
    expect(v('workSchedule.work_hours_sched_req')).toBeNull();
    expect(v('legalContractualProvisions.miscellaneousProvisions.jurisdiction')).toBeNull();
    expect(v('compensation.inc_bonus')).toBeNull();
  });

  // corpus/real/ADJUDICATION.md: a salary with no stated pay frequency gives the structure alone.
  it('gives the pay structure without a frequency the contract does not state', () => {
    expect(v('legalContractualProvisions.compensationStructurePaymentFrequency.comp_struct_pay_freq')).toBe('salary plus productivity');
  });
});

const TABLE = `EXHIBIT A - COMPENSATION AND BENEFITS
Component | Amount | Notes
Base Salary | $280,000 per year | Paid bi-weekly
Quality Incentive | Up to 5% of Base Salary | Paid annually
Signing Bonus | $15,000 | Within 30 days of the Start Date
CME Allowance | $3,000 per year | Plus five (5) days of paid CME leave
Vacation | 4 weeks per year | Scheduled with the Chair`;

describe('a compensation table (rows as the text layer gives them)', () => {
  const r = resultOf(TABLE);
  const v = (p: string) => getPath(r.parsedData, p);
  it('reads each row', () => {
    expect(v('compensation.guar_base_sal')).toBe(280000);
    expect(v('compensation.inc_bonus')).toBe(14000);
    expect(v('legalContractualProvisions.relocationAssistanceSigningBonuses.sign_bonus')).toBe(15000);
    expect(v('benefits.professionalDevelopmentEducation.cont_edu_allow')).toBe(3000);
    expect(v('benefits.professionalDevelopmentEducation.cme_days')).toBe(5);
    expect(v('benefits.timeOff.vacation_days')).toBe(20);
    expect(v('legalContractualProvisions.compensationStructurePaymentFrequency.comp_struct_pay_freq')).toBe('salary; biweekly');
  });
});

const PER_DIEM = `PER DIEM PHYSICIAN SERVICES AGREEMENT
This Agreement is entered into between Mesa Urgent Care Group, LLC ("Company") and Ana Ruiz, M.D. ("Physician").
1. Engagement. Company engages Physician on a per diem basis to provide urgent care services at its clinics. Physician is an independent contractor, and Company will issue Physician an IRS Form 1099.
2. Fees. Company shall pay Physician one hundred sixty-five dollars ($165.00) per hour worked, paid every two weeks.
3. Term. This Agreement shall commence on the Effective Date and remain in effect for one (1) year, and shall automatically renew for additional one (1) year periods.
4. Termination. Either party may terminate this Agreement for convenience upon thirty (30) days' written notice.
5. Governing Law. This Agreement shall be construed under the laws of the State of Arizona.`;

describe('a per diem contractor agreement', () => {
  const r = resultOf(PER_DIEM);
  const v = (p: string) => getPath(r.parsedData, p);
  it('reads the engagement and the hourly pay', () => {
    expect(v('basicInformation.emp_type')).toBe('per_diem');
    expect(v('employmentStatusSetting.emp_status')).toBe('independent_contractor');
    expect(v('employmentStatusSetting.prac_set')).toBe('outpatient');
    expect(v('compensation.guar_base_sal')).toBeNull();
    expect(v('legalContractualProvisions.compensationStructurePaymentFrequency.comp_struct_pay_freq')).toBe('hourly; biweekly');
    expect(v('basicInformation.contract_dur_renew')).toBe('1 year; renews automatically for 1 year terms');
    expect(v('basicInformation.term_prov')).toBe('30 days notice without cause');
    expect(v('legalContractualProvisions.miscellaneousProvisions.governing_law')).toBe('Arizona');
  });
});

const ACADEMIC = `FACULTY EMPLOYMENT AGREEMENT
This Agreement is between Riverside University, on behalf of its School of Medicine ("University"), and Lee Chen, M.D., Ph.D. ("Faculty Member").
1. Appointment. The University appoints the Faculty Member as Associate Professor of Neurology, a 1.0 FTE position, with clinical duties at the University Hospital inpatient stroke service and the outpatient neurology clinic.
2. Salary. The Faculty Member's annual salary shall be $265,000, paid in twelve monthly installments.
3. Performance Appraisal. The Department Chair will complete an annual performance appraisal of the Faculty Member based on clinical care, teaching, research and service.
4. Retirement. The Faculty Member may participate in the University's 403(b) plan, to which the University contributes an amount equal to eight percent (8%) of salary.
5. Leave. The Faculty Member receives twenty (20) days of vacation, twelve (12) days of sick leave and the eleven (11) University holidays each year.
6. Funeral Leave. Up to three (3) days of paid funeral leave are available upon the death of an immediate family member.
7. Term. This appointment is for an initial term of three (3) years.
8. Venue. Any suit arising under this Agreement shall be filed in the courts of Dane County, Wisconsin.`;

describe('an academic appointment in its own words', () => {
  const r = resultOf(ACADEMIC);
  const v = (p: string) => getPath(r.parsedData, p);
  it.each([
    ['employmentStatusSetting.prac_size', 'academic'],
    ['employmentStatusSetting.prac_spec', 'neurology'],
    ['employmentStatusSetting.prac_set', 'mixed'],
    ['basicInformation.emp_type', 'full_time'],
    ['compensation.guar_base_sal', 265000],
    ['legalContractualProvisions.performanceEvaluationFeedback.perf_eval_freq', 'annual'],
    ['legalContractualProvisions.performanceEvaluationFeedback.perf_eval_criteria', 'clinical care, teaching, research, service'],
    ['benefits.retirementFinancialBenefits.retire_plan', '403(b) with 8% employer contribution'],
    ['benefits.timeOff.vacation_days', 20],
    ['benefits.timeOff.sick_days', 12],
    ['benefits.timeOff.holidays', 11],
    ['benefits.timeOff.bereavement_leave', 3],
    ['basicInformation.contract_dur_renew', '3 years; no automatic renewal'],
    ['legalContractualProvisions.miscellaneousProvisions.jurisdiction', 'Dane County, Wisconsin'],
    ['legalContractualProvisions.terminationSeverance.dispute_res_proc', 'litigation'],
    ['legalContractualProvisions.compensationStructurePaymentFrequency.comp_struct_pay_freq', 'salary; monthly'],
  ])('%s', (path, want) => {
    expect(v(path)).toBe(want);
  });
});
