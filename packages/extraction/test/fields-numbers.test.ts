import { describe, expect, it } from 'vitest';
import { numericForm, wordsToNumber } from '../src/fields/numbers.js';
import { annualise, findMoney, findPercents } from '../src/fields/money.js';
import { findDurations, leaveDays, noticeDays } from '../src/fields/durations.js';

describe('numbers written in words and digits', () => {
  it('reads number words', () => {
    expect(wordsToNumber('ninety')).toBe(90);
    expect(wordsToNumber('one hundred twenty')).toBe(120);
    expect(wordsToNumber('three hundred eighteen thousand five hundred')).toBe(318500);
    expect(wordsToNumber('forty-two')).toBe(42);
    expect(wordsToNumber('one hundred and eighty')).toBe(180);
  });

  it('collapses words followed by their figure', () => {
    expect(numericForm('upon ninety (90) days\' notice')).toBe("upon 90 days' notice");
    expect(numericForm('three hundred eighteen thousand five hundred dollars ($318,500.00) per year')).toBe('$318,500.00 per year');
    expect(numericForm('up to eight percent (8%) of base salary')).toBe('up to 8% of base salary');
    expect(numericForm('twelve and one-half percent (12.5%)')).toBe('12.5%');
    expect(numericForm('up to sixty two point five percent (62.5%) of base salary')).toBe('up to 62.5% of base salary');
    expect(numericForm('forty-eight dollars and fifty cents ($48.50) per wrvu')).toBe('$48.50 per wrvu');
  });

  it('turns remaining number words into digits but leaves "one-time" alone', () => {
    expect(numericForm('three weeks of paid vacation')).toBe('3 weeks of paid vacation');
    expect(numericForm('a one-time signing bonus')).toBe('a one-time signing bonus');
    expect(numericForm('one in four weekends')).toBe('1 in 4 weekends');
    expect(numericForm('five percent of salary')).toBe('5% of salary');
  });
});

describe('money and its period', () => {
  it('finds the period after or before an amount', () => {
    const [a] = findMoney('a salary of $21,250.00 per month');
    expect(a.period).toBe('month');
    expect(annualise(a)).toBe(255000);
    const [b] = findMoney('$13,250.00 per bi-weekly pay period');
    expect(annualise(b)).toBe(344500);
    const [c] = findMoney('an annual base salary of $300,000, payable in equal biweekly installments');
    expect(c.period).toBe('year');
    expect(findMoney('$175.00 per hour')[0].period).toBe('hour');
    expect(annualise(findMoney('$175.00 per hour')[0])).toBeUndefined();
    expect(findMoney('$48.50 for each wrvu above the threshold')[0].period).toBe('unit');
    expect(findMoney('$1,400 per call night')[0].period).toBe('unit');
  });

  it('reads "$1.5 million" and amounts in dollars', () => {
    expect(findMoney('$1.5 million per claim')[0].value).toBe(1500000);
    expect(findMoney('5,000 dollars')[0].value).toBe(5000);
  });

  it('finds percentages as points', () => {
    expect(findPercents('3.5% of base')[0].value).toBe(3.5);
  });
});

describe('durations', () => {
  it('reads leave in working days', () => {
    const [w] = findDurations('3 weeks of paid vacation');
    expect(leaveDays(w)).toBe(15);
    const [h] = findDurations('80 hours of pto');
    expect(leaveDays(h)).toBe(10);
    const [d] = findDurations('22 working days of vacation');
    expect(leaveDays(d)).toBe(22);
  });

  it('reads notice in calendar days', () => {
    expect(noticeDays(findDurations("3 months' prior written notice")[0])).toBe(90);
    expect(noticeDays(findDurations('60 days written notice')[0])).toBe(60);
  });

  it('does not read a section number as a duration', () => {
    expect(findDurations('7.3 personal days.')).toHaveLength(0);
  });
});

describe('money as OCR misreads it', () => {
  it('repairs common misreadings', () => {
    expect(numericForm('a salary of s318,500 per year')).toBe('a salary of $318,500 per year');
    expect(numericForm('a salary of $318.500.00 per year')).toBe('a salary of $318,500.00 per year');
    expect(numericForm('a bonus of $4o,000')).toBe('a bonus of $40,000');
    expect(numericForm('policy no. 3.5 applies')).toBe('policy no. 3.5 applies');
  });
});

describe('numbers as OCR misreads them', () => {
  it('collapses words and a figure that lost a bracket, when they agree', () => {
    expect(numericForm('shall be three 3) years')).toBe('shall be 3 years');
    expect(numericForm('upon ninety (90 days notice')).toBe('upon 90 days notice');
    expect(numericForm('three 4) years')).toBe('3 4) years');
  });
});
