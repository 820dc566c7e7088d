import { describe, expect, it } from 'vitest';
import { CME_MONEY, MISC, PROF_DEVEL, RETIRE, valueOf } from './fields-helpers.js';

const DISPUTE = 'legalContractualProvisions.terminationSeverance.dispute_res_proc';
const PAY = 'legalContractualProvisions.compensationStructurePaymentFrequency.comp_struct_pay_freq';
const EVAL = 'legalContractualProvisions.performanceEvaluationFeedback.';
const CALL = 'workSchedule.call_sched';
const HOURS = 'workSchedule.work_hours_sched_req';

describe('dispute resolution', () => {
  it.each([
    ['Any dispute arising under this Agreement shall be resolved by binding arbitration under the rules of the American Arbitration Association.', 'arbitration'],
    ['The parties shall first submit any dispute to non-binding mediation. If mediation fails, the dispute shall be settled by binding arbitration.', 'mediation_then_arbitration'],
    ['Any dispute shall first be submitted to mediation. If not resolved, either party may bring an action in the state courts of Franklin County, Ohio, which shall have exclusive jurisdiction.', 'mediation'],
    ['Any action arising under this Agreement shall be brought exclusively in the state or federal courts located in Cook County, Illinois.', 'litigation'],
  ])('dispute phrasing %#', (text, want) => {
    expect(valueOf(DISPUTE, text)).toBe(want);
  });

  it('does not count a court-or-arbitrator severability sentence as arbitration', () => {
    const text = 'If a court or arbitrator finds any covenant unenforceable, it shall be reformed.\n\nAny action shall be brought exclusively in the courts of Dane County, Wisconsin.';
    expect(valueOf(DISPUTE, text)).toBe('litigation');
  });
});

describe('governing law and venue', () => {
  it('reads the governing state', () => {
    expect(valueOf(`${MISC}governing_law`, 'This Agreement shall be governed by and construed in accordance with the laws of the State of North Carolina, without regard to conflict of laws principles.')).toBe('North Carolina');
    expect(valueOf(`${MISC}governing_law`, 'Ohio law governs this Agreement.')).toBe('Ohio');
    expect(valueOf(`${MISC}governing_law`, 'This Agreement is governed by the laws of the Commonwealth of Virginia.')).toBe('Virginia');
  });

  it('reads the venue county', () => {
    expect(valueOf(`${MISC}jurisdiction`, 'Any action shall be brought exclusively in the state courts located in Franklin County, Ohio.')).toBe('Franklin County, Ohio');
    expect(valueOf(`${MISC}jurisdiction`, 'Venue for any action shall lie exclusively in the Superior Court of the State of Washington for King County.')).toBe('King County, Washington');
    expect(valueOf(`${MISC}jurisdiction`, 'The arbitration shall be held in Tucson, Pima County, Arizona.')).toBe('Pima County, Arizona');
  });

  it('does not take a party address for the venue', () => {
    expect(valueOf(`${MISC}jurisdiction`, 'Jane Roe, M.D., an individual residing in Gallatin County, Montana.')).toBeUndefined();
  });
});

describe('pay structure and frequency', () => {
  it.each([
    ['Employer shall pay an annual base salary of $300,000, payable in equal biweekly installments.', 'salary; biweekly'],
    ['The Practice shall pay a salary of $25,000 per month, paid in two equal installments on the 15th and last day of each month, which we call semi-monthly.', 'salary; semimonthly'],
    ['Employer shall pay an annual base salary of $300,000, paid monthly. Physician may also earn a productivity bonus of $45 per wRVU, paid annually.', 'salary plus productivity; monthly'],
    ['Contractor shall be paid $210.00 per hour for each hour worked, paid weekly upon submission of time records.', 'hourly; weekly'],
  ])('pay phrasing %#', (text, want) => {
    expect(valueOf(PAY, text)).toBe(want);
  });
});

describe('performance evaluation', () => {
  it('reads frequency and criteria', () => {
    const text = 'Performance Review. The Medical Director shall conduct a performance review of Physician semi-annually. Each review shall assess Physician\'s (a) productivity; (b) quality metrics; (c) patient satisfaction; and (d) timeliness of documentation.';
    expect(valueOf(`${EVAL}perf_eval_freq`, text)).toBe('semiannual');
    expect(valueOf(`${EVAL}perf_eval_criteria`, text)).toBe('productivity, quality metrics, patient satisfaction, timeliness of documentation');
  });

  it('does not take a salary review for a performance evaluation', () => {
    expect(valueOf(`${EVAL}perf_eval_freq`, 'Employer shall review the Base Salary annually for fair market value.')).toBeUndefined();
  });
});

describe('schedule and call', () => {
  it('reads required weekly hours, not limits', () => {
    expect(valueOf(HOURS, 'Physician shall work not less than forty (40) hours per week.')).toBe(40);
    expect(valueOf(HOURS, 'Physician shall not be required to work in excess of sixty (60) hours per week.')).toBeUndefined();
    expect(valueOf(HOURS, 'A 1.0 FTE corresponds to 40 hours per week; your schedule will average 32 clinical hours per week.')).toBe(32);
  });

  it.each([
    ['Physician shall take call one (1) in four (4) weeknights and one (1) in four (4) weekends.', '1 in 4 weeknights; 1 in 4 weekends'],
    ['Physician shall participate in the call rotation, which is currently 1:6.', '1 in 6'],
    ['You will be on call one (1) weekend in every five (5) weekends.', '1 in 5 weekends'],
    ['Physician shall have no on-call obligations under this Agreement.', 'no call'],
  ])('call phrasing %#', (text, want) => {
    expect(valueOf(CALL, text)).toBe(want);
  });

  it('leaves call silent where the contract says nothing of it', () => {
    expect(valueOf(CALL, 'Physician shall see patients in the clinic Monday through Friday.')).toBeUndefined();
  });
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

describe('call by inference and notice in other words', () => {
  it('infers the ratio from an equal share among a stated number of physicians', () => {
    expect(valueOf(CALL, 'Physician shall share weekend call equally with the three (3) other physicians of the Practice.')).toBe('1 in 4 weekends');
  });

  it.each([
    ["Either party may terminate this Agreement without cause upon not less than ninety (90) days' prior written notice to the other party.", '90 days notice without cause'],
    ['This Agreement may be terminated by either party, for any reason, with sixty (60) days notice.', '60 days notice without cause'],
    ["Either party may terminate this Agreement without cause by providing at least 4 weeks' written notice.", '28 days notice without cause'],
  ])('notice %#', (text, want) => {
    expect(valueOf('basicInformation.term_prov', text)).toBe(want);
  });
});
