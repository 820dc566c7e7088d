// Wordings of round 32 (pay and termination): expenses still owed on leaving named by the unreimbursed sum or by the
// expense reports handed in; the salary of staff the employer provides; "production" that pays nothing. Sentences
// written for these tests.
import { describe, expect, it } from 'vitest';
import { expectFlags } from './flags-helpers.js';
import { BASE, STOCK, valueOf } from './fields-helpers.js';

const PAY = 'legalContractualProvisions.compensationStructurePaymentFrequency.comp_struct_pay_freq';

describe('expenses owed on leaving', () => {
  it.each([
    ['reimb_exp_overhead', 'On the Leaving Date the Clinic will pay her the unreimbursed amount of all expenses she ran up in her clinical duties.'],
    ['reimb_exp_overhead', 'Reimbursements the Clinic approves will be paid within two weeks after it receives his last expense report.'],
    ['reimb_exp_overhead', 'He will hand in his expense claims by the end of the month and the Bank will reimburse them in full.'],
    // A report of another kind, or an expense report with no repayment.
    ['-reimb_exp_overhead', 'The Clinic will reimburse her tuition for the course once she sends the school\'s progress report.'],
    ['-reimb_exp_overhead', 'Each manager shall file a monthly expense report with the finance office.'],
  ])('%s: %s', (expectation, text) => {
    expectFlags(expectation, text);
  });
});

describe('a salary that is not the employee\'s', () => {
  it('does not read the salary of an assistant the employer provides', () => {
    const text = 'For two years after the Leaving Date the Bank shall give Mr. Hale the use of an office and provide him with a personal assistant at an annual salary of up to $48,000.';
    expect(valueOf(BASE, text)).toBeUndefined();
  });
  it('still reads his own salary beside the assistant', () => {
    const text = 'The Bank shall pay Mr. Hale an annual salary of $210,000. It will also provide him with a personal assistant.';
    expect(valueOf(BASE, text)).toBe(210000);
  });
});

describe('pay by production', () => {
  it('does not read "production" in a description of the work as pay by production', () => {
    const text = 'SEPARATION AGREEMENT\n\nMr. Hale ran the design team and oversaw the production line at the Dayton plant.\n\nFor three months he will tell the Bank on a bi-weekly basis of any pay he earns from other work.';
    expect(valueOf(PAY, text)).toBeUndefined();
  });
  it('still reads pay by production when the clause pays for it', () => {
    const text = 'The Doctor shall be paid compensation equal to 40% of the collections from her professional services, paid monthly.';
    expect(valueOf(PAY, text)).toBe('productivity only; monthly');
  });
});

describe('employment type named only for another employer or as a supposition', () => {
  const EMP_TYPE = 'basicInformation.emp_type';
  it.each([
    'If his employment ends without Cause, the Bank keeps his medical cover until he takes up full-time employment by another employer.',
    'Until the Retirement Date she stays on the payroll and earns pension service as if she were a regular full-time employee.',
  ])('stays silent: %s', (text) => expect(valueOf(EMP_TYPE, text)).toBeUndefined());
  it('still reads the physician\'s own full-time employment', () => {
    expect(valueOf(EMP_TYPE, 'The Clinic employs Dr. Hale on a full-time basis as its staff cardiologist.')).toBe('full_time');
  });
});

describe('a grant a leaving paper still makes, as an item of what the employer shall do', () => {
  it('reads the count in a list item opening on the bare verb', () => {
    const text = 'SEPARATION AGREEMENT\n\nIn return for the release above, the Bank agrees that it shall: pay Mr. Hale the sum of $40,000 in two parts; and (b) grant the Officer forty thousand (40,000) shares of restricted common stock, vesting at once.';
    expect(valueOf(STOCK, text)).toBe(40000);
  });
  it('does not read shares a list item only lets him keep', () => {
    const text = 'SEPARATION AGREEMENT\n\nIn return for the release above, the Bank agrees that it shall: pay Mr. Hale the sum of $40,000 in two parts; and (b) let the Officer keep the 40,000 shares of restricted common stock he already holds.';
    expect(valueOf(STOCK, text)).toBeUndefined();
  });
});
