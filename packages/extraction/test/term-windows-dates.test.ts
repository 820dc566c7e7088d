// contract_dur_renew: dates written as day ordinals, the document's own date (a memo's, a letter's, a signing line's),
// windows a change in control opens, and amendments that end the term on a date, in sentences written for these tests.
import { describe, expect, it } from 'vitest';
import { findDates } from '../src/fields/dates.js';
import { valueOf } from './fields-helpers.js';

const DUR = 'basicInformation.contract_dur_renew';

describe('findDates: day ordinals', () => {
  it.each([
    ['signed on the 14th of march 2031 in boston', { y: 2031, mo: 2, d: 14 }],
    ['made this second day of may, 2031, between', { y: 2031, mo: 4, d: 2 }],
    ['as of the twenty-first day of june 2031', { y: 2031, mo: 5, d: 21 }],
    ['effective the thirty-first day of october, 2031', { y: 2031, mo: 9, d: 31 }],
  ])('reads %s', (text, want) => {
    expect(findDates(text)[0]).toMatchObject(want);
  });
  it.each([
    'see item 1 of march 3, 2031 minutes',
    'the second of the three payments in may, 2031',
    'on the first business day of june',
  ])('does not read a date into %s', (text) => {
    expect(findDates(text).filter((d) => d.index < 8)).toHaveLength(0);
  });
});

describe('contract_dur_renew: a term counted from a day-ordinal date', () => {
  it('measures a term from a preamble dated "the 2nd of March 2031"', () => {
    expect(valueOf(DUR, 'THIS PROTECTION AGREEMENT between Northfield Clinic, Inc. and Dr. Ruth Vale is effective as of the 2nd of March 2031 and binds them both.', '2. Term.', 'This Agreement runs from the date first written above and then goes on through March 1, 2033.')).toBe('2 years; no automatic renewal');
  });
  it('starts a term "as of the date set forth above"', () => {
    expect(valueOf(DUR, 'Harbor Health, Inc. and Dr. Leo Park sign this Retention Agreement as of the 9th day of April, 2031.', '3. Term.', 'Its term will start as of the date set forth above and will last through April 9, 2034.')).toBe('3 years; no automatic renewal');
  });
  it('gives no term where the form leaves its own date blank', () => {
    expect(valueOf(DUR, 'Harbor Health, Inc. and ______________ sign this RETENTION AGREEMENT as of the ____ day of __________, 2031.', '3. Term of Agreement.', 'Its term runs from the date hereof to December 31, 2031; starting on January 1, 2032 and on every January 1 after that, the term is automatically extended by one more year unless the Company gives notice by September 30 of the year before.')).toBeUndefined();
  });
  it('reads the dates of a captioned term whose key words come only in a later proviso', () => {
    expect(valueOf(DUR, 'Riverbend Medical, Inc. and Dr. Ada Stone sign this AGREEMENT, to take effect as of the 5th of May 2031.', '2. Term.', 'This Agreement runs from the date first written above and then goes on through May 4, 2034, but Section 9 will survive beyond the term of this Agreement.')).toBe('3 years; no automatic renewal');
  });
});

describe('contract_dur_renew: a window opened by a change in control is not the term', () => {
  it.each([
    'The term of this Agreement lasts while the Executive works for the Company, except that after a Change in Control in that time the Agreement stays in effect for 18 months beyond any Change in Control.',
    'Should a Change in Control take place while the term of this Agreement runs, the Agreement is to stay in force at least twenty-four (24) months from any Change in Control.',
    'In the term of this Agreement the Executive may quit for any reason in a thirty-day window that falls on the first anniversary of any Change in Control.',
  ])('is silent on %s', (text) => {
    expect(valueOf(DUR, text)).toBeUndefined();
  });
  it('still reads a term counted from the Effective Date', () => {
    expect(valueOf(DUR, 'The term of this Agreement is twenty-four (24) months from the Effective Date, with no renewal unless both parties agree in writing.')).toBe('24 months; no automatic renewal');
  });
  it('is silent on the tenor of a deposit named for an interest rate', () => {
    expect(valueOf(DUR, 'A payment held back earns interest at the average yield of 6-month bank certificates of deposit in the month the term of employment ends.')).toBeUndefined();
  });
});

describe('contract_dur_renew: an amendment that sets where the term ends', () => {
  it('reads an amended agreement that "terminates on" a date, from the amendment\'s effective date', () => {
    expect(valueOf(DUR, 'MARCH 1, 2031 AMENDMENT TO JANE ROE EMPLOYMENT AGREEMENT DATED JUNE 2, 2027', 'The Employment Agreement of Jane Roe dated June 2, 2027 with Westbrook Labs Inc. is amended, effective March 1, 2031, as set out below.', 'Section 4 Term - The Amended Agreement terminates on February 29, 2036, unless it is ended sooner.')).toBe('5 years; no automatic renewal');
  });
  it('does not read the expiry of an earlier agreement as the amendment\'s term', () => {
    expect(valueOf(DUR, 'MARCH 1, 2031 AMENDMENT TO JANE ROE EMPLOYMENT AGREEMENT DATED JUNE 2, 2027', 'The Employment Agreement of Jane Roe dated June 2, 2027 with Westbrook Labs Inc. is amended, effective March 1, 2031, as set out below.', 'Section 4 Consulting - The prior consulting agreement terminates on February 29, 2036, unless it is ended sooner.')).toBeUndefined();
  });
  it('reads an end date moved in an item that runs on into a salary section', () => {
    expect(valueOf(DUR, 'June 3, 2031', 'Dear Tom: this letter agreement is meant to amend your employment agreement, dated May 1, 2027 ("Employment Agreement"), as described below.', '(a) Section 2 of the Employment Agreement is changed by moving the "Scheduled Termination Date" to June 2, 2033; and (b) Section 3(a) now reads: "During the Employment Period the Company pays the Executive a base salary of $410,000 per year."')).toBe('2 years; no automatic renewal');
  });
  it('dates an amendment by its signing line, not by the earlier term it recites', () => {
    expect(valueOf(DUR, 'Amendment No. 2 to Employment Agreement', 'Dr. Nora Kim and Eastgate Clinics, Inc. signed an Employment Agreement with a term beginning on March 1, 2030 and ending on February 28, 2032 (the "Agreement"). The parties wish to change the Agreement as follows:', '1. The term will now end on December 31, 2033.', '2. Except as changed here, the Agreement stays in full force.', 'Signed at Dayton, Ohio, this 30 day of November, 2031.')).toBe('25 months; no automatic renewal');
  });
});

describe('contract_dur_renew: a letter that keeps the employee in a new position to a date', () => {
  const memo = 'TO: Carl Diaz FROM: Mia Grant DATE: March 3, 2031 SUBJECT: Change and Extension of your Employment Agreement Dear Carl: this confirms that we have agreed to change and extend your Employment Agreement as set out below.';
  it('measures it from the memo\'s own date', () => {
    expect(valueOf(DUR, memo, '1) Effective July 1, 2031, you will step down as Chief Operating Officer and take the role of Senior Advisor. You shall remain in this role through June 30, 2034.')).toBe('40 months; no automatic renewal');
  });
  it('does not read a position only supposed to last', () => {
    expect(valueOf(DUR, memo, '1) Effective July 1, 2031, you will step down as Chief Operating Officer and take the role of Senior Advisor. The bonus is paid if you shall remain in this role through June 30, 2034.')).toBeUndefined();
  });
});
