// Wordings of round 29 (pay structure, salary, bonus, expenses, employment type and offices): pay kept running to a
// fixed leaving day, a rate per pay period given as a term-sheet row or multiplied out by the periods of a year, help
// after the employment paid by the day and a later job elsewhere, a car's running costs repaid, and an office held
// under an earlier paper; career help and a lawyer's fees are no business expense; a superior who hands out the
// work in fewer words. Sentences written for these tests.
import { describe, expect, it } from 'vitest';
import { BASE, INC, valueOf } from './fields-helpers.js';
import { expectFlags } from './flags-helpers.js';

const PAY_FREQ = 'legalContractualProvisions.compensationStructurePaymentFrequency.comp_struct_pay_freq';
const EMP_TYPE = 'basicInformation.emp_type';

describe('pay kept running up to a leaving day the document fixes', () => {
  it.each([
    'SEPARATION LETTER\n\n2. The Bank shall continue her salary through the Separation Date, and she shall hand over her files.',
    'TRANSITION AGREEMENT\n\nUntil 31 May the Officer remains employed and shall receive the same rate of pay and benefits he now receives through the Resignation Date.',
    'SEPARATION AGREEMENT\n\nFrom now until the sale closes, the Manager will continue to receive her compensation, with every right she holds as an employee, and keeps working.',
    'The Trust will continue to pay the Officer her present base salary until the Retirement Date on its usual pay days.',
  ])('reads a salary structure: %s', (text) => {
    expect(valueOf(PAY_FREQ, text)).toBe('salary');
  });

  it.each([
    // Salary kept up after leaving is severance measured on the salary.
    'SEPARATION AGREEMENT\n\nThe Bank shall continue her salary for six months following the Separation Date, as severance.',
    // Salary earned up to the leaving day is settled by the ending.
    'SEPARATION AGREEMENT\n\nThe Bank shall pay her the salary she earned up to the Separation Date with the next payroll.',
    // Pay that will not continue.
    'SEPARATION AGREEMENT\n\nThe Bank will not continue to pay her salary through the Separation Date if she takes another post.',
  ])('reads no pay term: %s', (text) => {
    expect(valueOf(PAY_FREQ, text)).toBeUndefined();
  });
});

describe('a rate per pay period', () => {
  it('reads a term-sheet row that captions the rate by its period', () => {
    const text = 'Title: Head of Finance\nBi-weekly Rate: $5,000 (about $130,000 a year)\nStart Date: 1 March 2021';
    expect(valueOf(BASE, text)).toBe(130000);
  });
  it('reads a semi-monthly row as twenty-four payments', () => {
    expect(valueOf(BASE, 'New Role: Controller\nSemi-monthly Rate: $9,000\nStart: 4 January')).toBe(216000);
  });
  it('does not read a row captioned by another rate', () => {
    expect(valueOf(BASE, 'New Role: Controller\nMileage Rate: $0.55\nOvertime Rate: $75')).toBeUndefined();
  });
  it('does not read a period rate named with no figure after a colon', () => {
    expect(valueOf(BASE, 'The bi-weekly rate will be set by the payroll office each year.')).toBeUndefined();
  });

  it('takes the pay cycle from the rate multiplied by the periods of a year', () => {
    const text = 'Semi-monthly Rate: $10,000\nThe yearly bonus target may reach 40% of your annual rate (that is, twenty-four times the semi-monthly rate), at the Board\'s discretion.';
    expect(valueOf(PAY_FREQ, text)).toBe('salary; semimonthly');
    expect(valueOf(INC, text)).toBe(96000);
  });
  it('takes a bi-weekly cycle counted the same way', () => {
    const text = 'The Clinic shall pay the Physician a base salary of $260,000 per year. For the pension, pay means 26 x his bi-weekly salary.';
    expect(valueOf(PAY_FREQ, text)).toBe('salary; biweekly');
  });
  it('does not take a cycle from a count of something other than the pay periods', () => {
    const text = 'The Clinic shall pay the Physician a base salary of $260,000 per year. He may take 24 days of leave, and 26 weeks of sick pay.';
    expect(valueOf(PAY_FREQ, text)).toBe('salary');
  });
});

describe('help after the employment paid by the day or hour', () => {
  it('does not read per diem pay for help once the employment is over as the employment type', () => {
    const text = 'AMENDMENT\n\nAfter the termination of her employment, when her help with the lawsuit runs over two days, the Bank shall pay her on a per diem basis for each extra day.';
    expect(valueOf(EMP_TYPE, text)).toBeUndefined();
  });
  it('does not read an hourly consulting fee in a separation paper as per diem employment', () => {
    const text = 'SEPARATION AGREEMENT AND GENERAL RELEASE\n\nFor the advisory services, the Trust will pay Mr. Lund $200 per hour for time actually spent at its request.';
    expect(valueOf(EMP_TYPE, text)).toBeUndefined();
  });
  it('still reads per diem work the agreement itself sets up', () => {
    expect(valueOf(EMP_TYPE, 'EMPLOYMENT AGREEMENT\n\nThe Clinic engages the Physician on a per diem basis to cover weekend clinics.')).toBe('per_diem');
  });
  it('does not read the next job, named by the day it starts, as this engagement', () => {
    const text = 'SEPARATION AGREEMENT\n\nOn and after the Separation Date the Trust pays for career counselling until the day on which she takes up full-time work.';
    expect(valueOf(EMP_TYPE, text)).toBeUndefined();
  });
  it('does not read a job already taken elsewhere, in a clause about the ending, as this engagement', () => {
    const text = 'SEPARATION AGREEMENT\n\nAfter the termination he will answer questions by telephone, as he has already accepted a full-time post in Oslo.';
    expect(valueOf(EMP_TYPE, text)).toBeUndefined();
  });
  it('still reads a full-time post the physician has accepted under the agreement', () => {
    expect(valueOf(EMP_TYPE, 'OFFER LETTER\n\nDr. Lind has accepted a full-time post as a staff surgeon with the Clinic, to start on 1 May.')).toBe('full_time');
  });
  it('still reads per diem work after the end of a term', () => {
    expect(valueOf(EMP_TYPE, 'EMPLOYMENT AGREEMENT\n\nAfter the end of the first year the Physician will work on a per diem basis as the Clinic needs.')).toBe('per_diem');
  });
});

describe('flags', () => {
  it.each<[string, string]>([
    // A car's running costs repaid by the mile or item by item.
    ['reimb_exp_overhead', 'Car Allowance: $400/month, plus $.55/mile'],
    ['reimb_exp_overhead', 'The Practice pays 45 cents a mile for driving between its clinics.'],
    ['reimb_exp_overhead', 'The Bank shall provide a car and shall pay or repay the cost of fuel, tolls and servicing of it.'],
    ['-reimb_exp_overhead', 'The Physician commutes from home to the office, and the Clinic pays 50 cents per mile for that drive.'],
    ['-reimb_exp_overhead', 'The Bank shall not reimburse fuel, tolls or repairs of his own car.'],
    ['-reimb_exp_overhead', 'The car may travel up to 0.5 miles from the depot.'],
    // Career help after leaving and a lawyer's fees are no costs of the work.
    ['-reimb_exp_overhead', 'The Bank shall reimburse the reasonable expenses incurred by the Executive for an outplacement adviser of his choosing for nine months after he leaves.'],
    ['-reimb_exp_overhead', "Win or lose, the Trust will bear the attorneys' and related fees, and the expenses incurred by the Executive in connection with such a claim."],
    ['reimb_exp_overhead', 'The Trust will reimburse all reasonable expenses incurred by the Executive in performing his duties, and will also pay for outplacement help after he leaves.'],
    // An office held under an earlier paper, or as a standing state, is recited, not given.
    ['-leader_opp', 'A. The Employee has for some years been serving as the Trust\'s Treasurer.'],
    ['-leader_opp', 'B. The Bank and the Executive signed a service agreement in 2015, pursuant to which the Executive undertook to act as its Chief Financial Officer.'],
    ['-leader_opp', 'RECITALS (a) The Executive has served as President of the Bank since 2004 and as a director since 2001.'],
    ['-leader_opp', 'A. The Bank and Mr. Soto are parties to a service agreement setting out his employment by the Bank as President.'],
    ['-leader_opp', 'The Officer has currently been holding the post of President of the Trust, under a senior service contract.'],
    ['-leader_opp', 'A. Officer is currently employed by the Bank as its president pursuant to the terms of a service agreement made in 2011, amended to assign Officer\'s service to the Bank.'],
    ['leader_opp', 'The Bank shall employ the Executive as its President under the terms of this Agreement.'],
    ['leader_opp', 'The Bank hereby appoints the Executive as its Chief Financial Officer, pursuant to which she shall lead the finance staff.'],
    // A superior who hands out the work, with the relative word left out, or who picks projects for him.
    ['report_struct_superv', 'She will run the western stores and such other duties the Group\'s President, or her designee, assigns now and then.'],
    ['report_struct_superv', 'Now and then the Chief Executive Officer may identify projects for the Adviser as part of his services.'],
    ['-report_struct_superv', 'The Board may identify projects to fund next year.'],
    ['-report_struct_superv', 'He keeps his duties; the Board reviews the plan each spring.'],
  ])('%s: %s', (expectation, text) => {
    expectFlags(expectation, text);
  });
});
