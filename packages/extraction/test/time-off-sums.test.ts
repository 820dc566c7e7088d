// benefits.timeOff.*: allowances added together, counted in other units, or named in other words. Sentences of
// contract language written for these tests.
import { describe, expect, it } from 'vitest';
import { T, valueOf } from './fields-helpers.js';

describe('vacation_days: days off of a general kind added, and other units', () => {
  it.each([
    // Working-time reduction days on top of the leave: one allowance of days off.
    ['12. The Doctor has 24 days\' holiday a year, as well as 12 days for the reduction of working hours (ADV).', 36],
    // A bank of paid time off granted beside the vacation.
    ['You will receive (a) three weeks\' paid vacation in each calendar year; and (b) 10 paid time off days per year.', 25],
    // Calendar days in whole weeks are weeks of five working days.
    ['The Employee is granted annual leave of 21 calendar days.', 15],
    // "Vacations" in the plural, and an expatriate's home leave.
    ['She is entitled to vacations of not less than fifteen business days per year.', 15],
    ['Each year the Doctor may take home leave of 20 business days.', 20],
    // A rule on how the leave is taken is no allowance.
    ['The Physician shall have five (5) weeks paid vacation in each year. The Physician shall take at least two consecutive weeks of it in the summer.', 25],
  ])('%s', (text, want) => {
    expect(valueOf(`${T}vacation_days`, text)).toBe(want);
  });

  it.each([
    // Calendar days that are not whole weeks are kept as written.
    ['The Employee is granted annual leave of 30 calendar days.', 30],
    // A payment, not days off, after the vacation.
    ['The Doctor has 20 days of vacation a year and an allowance of 8% of salary paid in May.', 20],
  ])('keeps the figure: %s', (text, want) => {
    expect(valueOf(`${T}vacation_days`, text)).toBe(want);
  });
});

describe('sick_days: sick pay counted in days', () => {
  it('reads sick pay given as a count of days', () => {
    expect(valueOf(`${T}sick_days`, 'He will have sick pay of not less than eight business days per year.')).toBe(8);
  });
  it('stays silent on sick pay without a count of days', () => {
    expect(valueOf(`${T}sick_days`, 'Sick pay follows the statutory scheme.')).toBeUndefined();
  });
});

describe('holidays: floating holidays added to the fixed ones', () => {
  it.each([
    ['Time off: 3 weeks of vacation, 9 paid holidays and 2 floating holidays each year.', 11],
    ['HOLIDAYS - We observe 7 per year: New Year\'s Day, Memorial Day, Labor Day and four more.\n\nFLOATING HOLIDAYS - Up to 3 days per calendar year, after 90 days of service.', 10],
  ])('%s', (text, want) => {
    expect(valueOf(`${T}holidays`, text)).toBe(want);
  });
  it('keeps fixed holidays alone where no floating ones are given', () => {
    expect(valueOf(`${T}holidays`, 'The Clinic closes on 6 paid holidays a year.')).toBe(6);
  });
});
