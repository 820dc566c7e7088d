// Pay wordings of round 27: a token salary, a sum given as so many months of salary, a compensation section set out as
// lettered rates under its own caption, and bonuses paid once as a settled sum. Sentences written for these tests about
// a physician and a clinic.
import { describe, expect, it } from 'vitest';
import { BASE, INC, valueOf } from './fields-helpers.js';

const PAY_FREQ = 'legalContractualProvisions.compensationStructurePaymentFrequency.comp_struct_pay_freq';

describe('a token salary', () => {
  it('keeps a salary of one dollar a year as stated', () => {
    const text = 'Salary. The Clinic shall pay Dr. Varga a base salary of $1 per year while she serves as founding chair.';
    expect(valueOf(BASE, text)).toBe(1);
    expect(valueOf(PAY_FREQ, text)).toBe('salary');
  });
  it('gives way to a real yearly rate stated beside the token one', () => {
    const text = 'Base Salary. For the first six months the base salary of the physician shall be $1 per year. From July 1 the Clinic shall pay the physician an annualized salary of $240,000.';
    expect(valueOf(BASE, text)).toBe(240000);
  });
  it('does not read a dollar with no period as a salary', () => {
    expect(valueOf(BASE, 'Salary. The Clinic shall pay Dr. Varga a base salary of $1 upon signing, as nominal consideration for the option.')).toBeUndefined();
  });
  it('does not read a one-dollar fee that is not salary', () => {
    expect(valueOf(BASE, 'The physician shall pay the Clinic a licence fee of $1 per year for the use of the parking space.')).toBeUndefined();
  });
});

describe('a sum given as so many months of salary', () => {
  it('spreads one month of salary back over the year', () => {
    expect(valueOf(BASE, 'On his last working day the Clinic shall also pay the physician one month of Base Salary, or $31,250.')).toBe(375000);
  });
  it('spreads two months written with their figure', () => {
    expect(valueOf(BASE, 'The Clinic shall pay Dr. Okafor two (2) months of base salary, i.e., $50,000, on the day she leaves the practice.')).toBe(300000);
  });
  it('leaves a salary stated for the year as it is', () => {
    expect(valueOf(BASE, 'The Clinic shall pay the physician a base salary of $310,000 per year, in equal monthly parts.')).toBe(310000);
  });
});

describe('a compensation section of lettered rates under its own caption', () => {
  const schedule = [
    'The following paragraphs take the place of those in the earlier agreement of the clinic and the physician:',
    '',
    'Section 4.02Compensation.',
    '',
    '(A)\t$4,500 per month from May 1 until the clinic opens its second surgical suite.',
    '',
    '(B)\t$90,000 per year once the second surgical suite has opened and until the clinic adds a third.',
  ].join('\n');
  it('reads the first stage as the salary in force', () => {
    expect(valueOf(BASE, schedule)).toBe(54000);
    expect(valueOf(PAY_FREQ, schedule)).toBe('salary');
  });
  it('does not read lettered rates under a caption that is not about pay', () => {
    const rent = schedule.replace('Section 4.02Compensation.', 'Section 4.02Rent.').replace(/the physician/g, 'the tenant');
    expect(valueOf(BASE, rent)).toBeUndefined();
  });
  it('does not read a lettered allowance under a pay caption as salary', () => {
    const allowance = ['Section 5.Compensation.', '', '(a) $900 per month as a car allowance for travel between the clinic sites.'].join('\n');
    expect(valueOf(BASE, allowance)).toBeUndefined();
  });
});

describe('a bonus paid once as a settled sum', () => {
  it('does not read a lump-sum bonus payment as the yearly incentive', () => {
    expect(valueOf(INC, 'The Clinic shall pay the physician the lump sum bonus payment of $18,420.55 on the next regular payday, less withholding.')).toBeUndefined();
  });
  it('does not read a bonus granted to fund an option exercise', () => {
    expect(valueOf(INC, 'The Clinic shall then grant Dr. Lind a cash bonus of $64,310.20, solely for the purpose of funding the exercise of her clinic share options.')).toBeUndefined();
  });
  it('does not read last year\'s bonus paid out as the yearly incentive', () => {
    const text = 'March 3, 2021\n\nThe Clinic will also pay you your annual incentive award for 2020 at the target level, which equals $42,000.00, by the end of March.';
    expect(valueOf(INC, text)).toBeUndefined();
  });
  it('still reads a yearly bonus the physician may earn', () => {
    expect(valueOf(INC, 'For each year of service the physician shall be eligible for an annual incentive bonus of up to $40,000 on quality measures set by the Clinic.')).toBe(40000);
  });
  it('still reads a bonus for a year to come that the clinic will pay', () => {
    const text = 'March 3, 2021\n\nThe Clinic will pay you an annual incentive bonus for 2021 of up to $42,000 on the quality goals in Schedule 2.';
    expect(valueOf(INC, text)).toBe(42000);
  });
});

describe('a salary that only measures so many periods of a payment', () => {
  it('does not read the current salary that sizes a year of pay after leaving', () => {
    expect(valueOf(BASE, 'After the separation date the Clinic shall pay the physician the equivalent of one year\u2019s salary at her current base salary of $280,000, in a single payment.')).toBeUndefined();
  });
  it('still reads a current salary the clinic goes on paying', () => {
    expect(valueOf(BASE, 'Until the move to the new clinic the physician shall continue to receive her base salary of $280,000 per year.')).toBe(280000);
  });
});
