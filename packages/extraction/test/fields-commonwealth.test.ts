// Phrasing families the US templates do not use: British and Commonwealth wording and
// currencies, summary-table cells, list lines "Label: value", telehealth-only practices
// and contracts that say there is no call. Sentences are written for these tests.
import { describe, expect, it } from 'vitest';
import { BASE, INC, valueOf } from './fields-helpers.js';

const CME_ALLOW = 'benefits.professionalDevelopmentEducation.cont_edu_allow';
const CME_DAYS = 'benefits.professionalDevelopmentEducation.cme_days';
const PROF_DEVEL = 'benefits.professionalDevelopmentEducation.prof_devel';
const PLAN = 'benefits.retirementFinancialBenefits.retire_plan';
const PAY_FREQ = 'legalContractualProvisions.compensationStructurePaymentFrequency.comp_struct_pay_freq';
const TERM = 'basicInformation.contract_dur_renew';
const SIZE = 'employmentStatusSetting.prac_size';
const SETTING = 'employmentStatusSetting.prac_set';
const CALL = 'workSchedule.call_sched';
const LAW = 'legalContractualProvisions.miscellaneousProvisions.governing_law';
const VENUE = 'legalContractualProvisions.miscellaneousProvisions.jurisdiction';

describe('money in pounds, euros and Canadian dollars', () => {
  it.each([
    ['4.1 Basic Salary. The Doctor\'s basic salary is ninety-eight thousand, two hundred pounds (£98,200) per annum, paid in twelve equal monthly instalments.', 98200],
    ['4.1 Salary. The base salary is €84,000 per annum, payable monthly in arrears.', 84000],
    ['4.1 Salary. The Clinic shall pay the Physician an annual base salary of C' + '$310,000.', 310000],
    ['4.1 Salary. The annual base salary shall be CAD 295,000, paid every two weeks.', 295000],
    ['4.1 Salary. The Practitioner\'s basic salary will be 7,500 pounds per month.', 90000],
  ])('salary %#: %s', (text, want) => {
    expect(valueOf(BASE, text)).toBe(want);
  });

  // Continental separators ("90.000,50") were read as 90 once € had become $: the dot was
  // taken for a decimal point.
  it.each([
    ['€90.000', 90000],
    ['90.000 €', 90000],
    ['€ 90.000,50', 90000.5],
    ['EUR 90.000', 90000],
    ['€1.250.000', 1250000],
    ['$90,000.00', 90000],
    ['€90,000', 90000],
  ])('salary in euros with continental separators %#', (amount, want) => {
    expect(valueOf(BASE, `4.1 Base Salary. Employer shall pay Physician an annual base salary of ${amount}, payable in equal installments.`)).toBe(want);
  });

  it('keeps a continental amount in numericForm', async () => {
    const { numericForm } = await import('../src/fields/numbers.js');
    expect(numericForm('a salary of €90.000 per year')).toBe('a salary of $90,000 per year');
    expect(numericForm('a salary of 90.000 € per year')).toBe('a salary of $90,000 per year');
    expect(numericForm('a salary of € 90.000,50 per year')).toBe('a salary of $90,000.50 per year');
    expect(numericForm('a salary of eur 90.000 per year')).toBe('a salary of $90,000 per year');
    expect(numericForm('policy no. 3.5 applies')).toBe('policy no. 3.5 applies');
  });

  it('does not take a relocation sum in pounds for the salary', () => {
    expect(valueOf(BASE, '9.1 Relocation. The Trust will reimburse removal expenses up to a maximum of £9,000 on production of receipts.')).toBeUndefined();
  });

  it('reads the frequency of "instalments"', () => {
    expect(valueOf(PAY_FREQ, '5.1 Salary. Your basic salary is £101,000 per annum, payable in twelve equal monthly instalments by bank transfer.')).toBe('salary; monthly');
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

describe('the employer\'s part of a retirement plan', () => {
  it.each([
    ['Benefit | Offered\nRetirement | 401(k) with 4% employer match', '401(k) with 4% employer match'],
    ['Benefit | Offered\nRetirement | 403(b) savings plan with 5% employer matching contribution', '403(b) with 5% employer match'],
    ['8.1 Pension. The Doctor may join the Local Government Pension Scheme. The Council pays an employer contribution of 18.5% of pensionable pay.', 'Local Government Pension Scheme with 18.5% employer contribution'],
  ])('%s', (text, want) => {
    expect(valueOf(PLAN, text)).toBe(want);
  });

  it('keeps an employee percentage out of the employer part', () => {
    expect(valueOf(PLAN, '8.1 Pension. You may join the NHS Pension Scheme. Your own contribution of 9.8% is deducted from salary.')).toBe('NHS Pension Scheme');
  });
});

describe('a bonus as a percentage of a defined salary term', () => {
  it('converts with the guaranteed compensation', () => {
    const text = [
      '3.1 Guaranteed Compensation. Hospital guarantees Physician annual compensation of $600,000 (the "Guaranteed Annual Compensation").',
      '3.2 Quality Incentive. Physician may earn an annual quality bonus of up to four percent (4%) of the Guaranteed Annual Compensation, measured on readmission rates.',
    ].join('\n');
    expect(valueOf(BASE, text)).toBe(600000);
    expect(valueOf(INC, text)).toBe(24000);
  });

  it('does not convert a percentage of collections', () => {
    const text = '3.1 Base Salary. The annual base salary is $400,000.\n3.2 Quality Bonus. An annual quality bonus equal to 2% of net collections may be paid.';
    expect(valueOf(INC, text)).toBeUndefined();
  });
});

describe('term and renewal', () => {
  it.each([
    ['2.1 Term. The first term runs for two (2) years, renewing automatically for successive one-year terms unless notice is given.', '2 years; renews automatically for 1 year terms'],
    ['2.1 This is a fixed-term appointment for a period of four (4) years from the start date. The appointment will not renew automatically.', '4 years; no automatic renewal'],
    ['2.1 The employment is for a fixed period of three (3) years and ends without further notice.', '3 years; no automatic renewal'],
  ])('%s', (text, want) => {
    expect(valueOf(TERM, text)).toBe(want);
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

describe('law and seat written as list lines', () => {
  const text = [
    '# 12. Disputes',
    'Any dispute shall be finally resolved by arbitration administered by the AAA before one arbitrator, seated in Tampa, Florida.',
    '# 13. General',
    'a. Governing law: Florida.',
    'b. Notices: by email to the addresses in the portal.',
  ].join('\n');
  it('reads the state and the seat', () => {
    expect(valueOf(LAW, text)).toBe('Florida');
    expect(valueOf(VENUE, text)).toBe('Tampa, Florida');
  });

  it('a "Label: value" line naming no state is silent', () => {
    expect(valueOf(LAW, 'a. Governing law: as set out in the Master Agreement.')).toBeUndefined();
  });
});
