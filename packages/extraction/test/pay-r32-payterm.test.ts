// Wordings of round 32 (pay and termination): expenses still owed on leaving named by the unreimbursed sum or by the
// expense reports handed in. Sentences written for these tests.
import { describe, it } from 'vitest';
import { expectFlags } from './flags-helpers.js';

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
