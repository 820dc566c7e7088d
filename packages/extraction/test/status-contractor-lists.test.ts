// employmentStatusSetting.emp_status: contractors named as a class of people, and a filing's cover page. Sentences of
// contract language written for these tests.
import { describe, expect, it } from 'vitest';
import { valueOf } from './fields-helpers.js';

const STATUS = 'employmentStatusSetting.emp_status';

describe('emp_status: contractors named as a class are no status', () => {
  it('keeps the employment where a non-solicit and a code of conduct name contractors among staff', () => {
    const text = [
      'The Clinic shall employ Dr. Banks as its medical director.',
      'For a year after she leaves, Dr. Banks will not lure away any employee or independent contractor of the Clinic.',
      'All directors, officers, employees and independent contractors must steer clear of conflicts of interest.',
    ].join('\n\n');
    expect(valueOf(STATUS, text)).toBe('employee');
  });

  it('still reads a physician engaged as an independent contractor', () => {
    const text = [
      'INDEPENDENT CONTRACTOR AGREEMENT',
      'The Practice engages Dr. Cole as an independent contractor to read imaging studies.',
      'Dr. Cole is an independent contractor and will receive a Form 1099 each year.',
    ].join('\n\n');
    expect(valueOf(STATUS, text)).toBe('independent_contractor');
  });

  it('stays silent on a filing whose only "employ" word is the tax number on its cover', () => {
    const text = 'FORM 8-K. Riverside Care Corp., Delaware, file 001-0000, Employer Identification No. 00-0000000. The board named Dr. Park a director on May 2, 2031.';
    expect(valueOf(STATUS, text)).toBeUndefined();
  });
});

// Round 22: a long series of capacities in a non-compete, and the people a covenant bars him from hiring, say nothing
// of his own relationship. Sentences written for these tests.
describe('emp_status: long capacity series and people he may not hire', () => {
  it('keeps the employment of a severance letter whose covenants name contractors', () => {
    const text = [
      'SEPARATION AGREEMENT',
      'The Firm employed Ms. Grey as its treasurer until the Separation Date.',
      'For one year after the Separation Date, she agrees that she will refrain from the following:',
      '(a) taking part in any rival venture (whether as a founder, member, officer, manager, trustee, lender, adviser, independent contractor or in any other way);',
      '(b) alone or with others, to recruit, or to hire or engage as an independent contractor, a person on the Firm\'s staff during the last year.',
    ].join('\n\n');
    expect(valueOf(STATUS, text)).toBe('employee');
  });

  it('still reads a person the agreement itself engages as an independent contractor', () => {
    const text = [
      'CONSULTING AGREEMENT',
      'The Firm hereby engages Mr. Lowe as an independent contractor to review its accounts.',
      'Mr. Lowe is an independent contractor; he is not an employee of the Firm.',
    ].join('\n\n');
    expect(valueOf(STATUS, text)).toBe('independent_contractor');
  });
});
