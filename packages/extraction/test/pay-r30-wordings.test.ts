// Wordings of round 30 (equity grants, salary, expenses, employment type): a grant whose sentence a line break split
// before its count, a grant made under a plan whose name carries a company's abbreviation, a count granted with no noun
// under a stock award agreement; a pay floor that defines a class of people; costs of the help given the employer and
// vouchers handed in for business costs; full time named only as others' yardstick or as a ground of cause, part-time
// help in a handover, and part time that comes after a full-time start. Sentences written for these tests.
import { describe, expect, it } from 'vitest';
import { BASE, STOCK, valueOf } from './fields-helpers.js';
import { expectFlags } from './flags-helpers.js';

const EMP_TYPE = 'basicInformation.emp_type';

describe('equity grants', () => {
  it('reads a grant whose sentence a line break split inside a defined term', () => {
    const text = '1. Option. On signing, the Officer shall be granted an option (the\n"Grant"). to buy 12,000 shares of the Bank\'s common stock at the closing price on that day.';
    expect(valueOf(STOCK, text)).toBe(12000);
  });
  it('does not carry the words of a sentence that ended into the next one', () => {
    const text = 'The Bank has granted many options to its staff.\n12,000 shares are reserved for issue under its plan.';
    expect(valueOf(STOCK, text)).toBeUndefined();
  });

  it('reads a grant a leaving paper still makes under a plan named with an abbreviation', () => {
    const text = 'SEPARATION AGREEMENT\n\nFor his help with the handover, the Bank agrees to grant to the Officer under the Northfield Holdings Corp. 2011 Equity Plan, as amended, an award of 9,000 shares of common stock, effective on the Separation Date.';
    expect(valueOf(STOCK, text)).toBe(9000);
  });
  it('does not read shares a leaving paper only lets vest', () => {
    const text = 'SEPARATION AGREEMENT\n\nThe 9,000 shares he holds under the Northfield Holdings Corp. 2011 Equity Plan shall vest on the Separation Date.';
    expect(valueOf(STOCK, text)).toBeUndefined();
  });

  it('reads a count granted under a stock award agreement with no noun after it', () => {
    const text = 'On the start date, Ms. Varga was granted 31,250 under a restricted stock award agreement, vesting over four years.';
    expect(valueOf(STOCK, text)).toBe(31250);
  });
  it('does not read a bare count under another kind of agreement', () => {
    const text = 'On the start date, Ms. Varga was granted 31,250 under a relocation agreement to cover her move.';
    expect(valueOf(STOCK, text)).toBeUndefined();
  });
});

describe('a pay floor that defines a class of people', () => {
  it('does not read the floor of a key-employee definition as the salary', () => {
    const text = 'A key employee is any officer of the Bank with annual compensation from the Bank of $185,000 or more in the plan year.';
    expect(valueOf(BASE, text)).toBeUndefined();
  });
  it('still reads a salary with its figure', () => {
    expect(valueOf(BASE, 'The Bank shall pay the Officer an annual base salary of $185,000, in equal monthly parts.')).toBe(185000);
  });
});

describe('expenses of the work', () => {
  it.each([
    ['reimb_exp_overhead', 'He will help the Bank with any inquiry about his former work, and the Bank will pay all reasonable costs associated with that cooperation.'],
    ['reimb_exp_overhead', 'The Clinic will reimburse the Doctor for the expenses she incurs in providing such assistance.'],
    ['reimb_exp_overhead', 'She shall submit her vouchers for reasonable business expenses before she leaves, or soon after.'],
    // Help in a contest over his own taxes is his own affair.
    ['-reimb_exp_overhead', 'He shall cooperate with the Bank in any excise tax contest with the Internal Revenue Service, and the Bank will pay the costs of that cooperation.'],
    ['-reimb_exp_overhead', 'He must cooperate fully with the Bank after he leaves, at no cost to it.'],
    ['-reimb_exp_overhead', 'Each department shall submit its budget for business expenses to the board by March.'],
  ])('%s: %s', (expectation, text) => {
    expectFlags(expectation, text);
  });
});

describe('employment type', () => {
  it.each([
    // Others' status as the measure of a payment.
    'After the cover ends, the Bank will pay him a sum equal to the share of the health premium it pays for full-time employees, for six months.',
    // A ground of cause.
    'Cause means his (a) fraud, or (b) refusal to perform his duties on a substantially full-time basis after written notice.',
  ])('reads no status: %s', (text) => {
    expect(valueOf(EMP_TYPE, text)).toBeUndefined();
  });

  it('does not read part-time help during the notice of an ending as the status', () => {
    const text = 'The Officer shall serve as full-time chief financial officer of the Bank. For the month after a notice of termination is given, she will help the Bank part time to hand her duties over to a successor.';
    expect(valueOf(EMP_TYPE, text)).toBe('full_time');
  });
  it('reads the start status of a post worked full time and then part time', () => {
    const text = 'He shall serve (i) until June 30, 2031 on a full-time basis as President; and (ii) from July 1, 2031 to June 30, 2032, as adviser on a part-time basis, working two days a week.';
    expect(valueOf(EMP_TYPE, text)).toBe('full_time');
  });
  it.each([
    'The Physician shall work full time during the first contract year and thereafter on a part-time basis of three days a week.',
    'The Physician shall practise full time; beginning on the second anniversary of the Start Date she shall practise part time.',
  ])('reads the start status when a later period is named: %s', (text) => {
    expect(valueOf(EMP_TYPE, text)).toBe('full_time');
  });
  it('does not take a bare "from" as a later period', () => {
    const text = 'Unlike the full-time partners, who are drawn from the hospital staff, the Physician shall be employed part time.';
    expect(valueOf(EMP_TYPE, text)).toBe('part_time');
  });
  it('still reads a part-time post', () => {
    expect(valueOf(EMP_TYPE, 'The Physician is engaged on a part-time basis and shall work three days each week.')).toBe('part_time');
  });
  it('still reads full time named as the physician\'s own engagement', () => {
    expect(valueOf(EMP_TYPE, 'The Company employs the Physician on a full-time basis.')).toBe('full_time');
  });
});
