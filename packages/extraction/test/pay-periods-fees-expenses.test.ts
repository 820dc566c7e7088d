// Ninth round: pay stated per period in other forms (a figure restated in brackets, a form's caption, a fee per month or
// per quarter for all services, a sum for a one-year term), the structure of pay set with no figure, and reimbursement
// of expenses named by their kinds. Sentences of contract language written for these tests.
import { describe, expect, it } from 'vitest';
import { BASE, valueOf } from './fields-helpers.js';
import { expectFlags } from './flags-helpers.js';

const PAY_FREQ = 'legalContractualProvisions.compensationStructurePaymentFrequency.comp_struct_pay_freq';

describe('salary: the period after a restated figure, captions, fees for all services', () => {
  it('reads the period after digits restated in brackets or parentheses', () => {
    expect(valueOf(BASE, 'The Clinic shall pay the Doctor a salary of Nine Thousand Dollars [$9,000.00] per month, paid on the last day of the month.')).toBe(108000);
    expect(valueOf(BASE, 'Northwind shall pay to Advisor an advisory fee of Twelve Thousand Dollars ($12,000.00) per calendar month of the Term.')).toBe(144000);
  });
  it('reads a form caption that carries the period and the currency country', () => {
    expect(valueOf(BASE, 'Monthly\nsalary: US $ 5,500 (net of tax)\n\nDate of payment: the tenth of every month.')).toBe(66000);
  });
  it('annualises a sum per quarter paid for all the services', () => {
    expect(valueOf(BASE, 'For all services rendered by Member to the Firm, the Firm shall pay to Member $9,250 per calendar quarter during the Term.')).toBe(37000);
  });
  it('does not read an accounting note on stock-based compensation as pay', () => {
    expect(valueOf(BASE, 'The charge booked in the quarter for his departure, mostly stock-based compensation expense, was about $2,150,000.')).toBeUndefined();
  });
  it('does not read a periodic allowance paid to him as pay for the services', () => {
    expect(valueOf(BASE, 'For his services in the region the Firm shall pay to Member a housing allowance of $3,000 per month.')).toBeUndefined();
  });
  it('takes a sum for the whole of a one-year term as a year of pay, and only with a term read', () => {
    const term = 'Term. This Agreement runs for a term of one (1) year from March 1, 2015 and then ends.';
    expect(valueOf(BASE, `${term}\n\nPay. The Adviser's total compensation is $72,000 for the entire term of this Agreement.`)).toBe(72000);
    expect(valueOf(BASE, "Pay. The Adviser's total compensation is $72,000 for the entire term of this Agreement.")).toBeUndefined();
  });
});

describe('pay structure without a figure', () => {
  it('calls pay for his services each month a salary paid monthly', () => {
    expect(valueOf(PAY_FREQ, 'Party B will be paid by the tenth day of every month for his services in the month before.')).toBe('salary; monthly');
  });
  it('calls pay by an attached schedule a salary where the contract speaks of his salary', () => {
    const text = 'Pay. As compensation for his services, the Manager shall be paid according to the schedule attached.\n\nDeath. On his death his widow shall receive his salary for six months.';
    expect(valueOf(PAY_FREQ, text)).toBe('salary');
  });
  it('keeps a salary set with no figure even where a pay cut is mentioned later in the sentence', () => {
    const text = 'Pay. The Bank shall pay to the Officer such salary and bonuses as its board fixes from time to time; provided that the salary shall not fall below the present level unless a general pay reduction applies to all staff.';
    expect(valueOf(PAY_FREQ, text)).toBe('salary');
  });
  it('still reads salary named only as a measure of severance as no pay set', () => {
    expect(valueOf(PAY_FREQ, 'Upon termination without cause the Bank shall pay the Officer his base salary for nine months.')).toBeUndefined();
  });
  it('gives an hourly rate with no stated rhythm its structure alone', () => {
    expect(valueOf(PAY_FREQ, 'Fees. Acme shall pay the Adviser a fee of $180.00 per hour for services performed during the Term.')).toBe('hourly');
  });
  it('reads the payment date of a remuneration table as the frequency', () => {
    expect(valueOf(PAY_FREQ, 'Monthly\nsalary: US $ 5,500 (net of tax)\n\nDate for paying the remuneration: every month.')).toBe('salary; monthly');
  });
});

describe('reimbursement of expenses named by their kinds or their owner', () => {
  it.each([
    ['reimb_exp_overhead', 'Acme will pay or reimburse Dr. Lane for such reasonable travel, lodging, or other expenses as she may incur while carrying out her duties.'],
    ['reimb_exp_overhead', 'Dr. Hale is to be reimbursed for any authorized travel, entertainment and other expenses she lays out under the expense policy.'],
    ['reimb_exp_overhead', 'The Firm is to reimburse Party B for her office expenses while doing her work, against receipts.'],
    ['reimb_exp_overhead', 'Acme shall pay all expenses of the Manager which relate directly to the Manager\'s duties under this Agreement.'],
    // A personal living cost named beside a business one still counts.
    ['reimb_exp_overhead', 'The Bank will reimburse the Officer for reasonable commuting and living expenses (business meal expenses among them) during the term.'],
    // Legal costs of a dispute are not costs of the work.
    ['-reimb_exp_overhead', 'The Company will reimburse the Executive for reasonable attorneys\' fees and other expenses incurred in enforcing this Agreement.'],
    // A personal living allowance alone is not a business expense.
    ['-reimb_exp_overhead', 'In addition, you will receive a 2,500 dollar per month expense reimbursement for living costs in the city.'],
    // Reimbursement named only as a source a debt may be deducted from.
    ['-reimb_exp_overhead', 'If you owe us any part of the advance, we may deduct it from any wages, bonus, expense reimbursement or other amount then owed to you.'],
    // Cards named among the property returned on leaving, after a long list.
    ['-reimb_exp_overhead', 'On leaving, Employee shall return to Acme all papers, notes and files in any form, together with all laptops, phones, badges, keys, access cards, manuals, records and company credit cards.'],
    // A caption over an amendment's new text about relocation.
    ['-reimb_exp_overhead', '4. Section 6. Reimbursement for Expenses.\n\nThe last sentence of Section 6 is replaced by: "The Officer shall receive $20,000 for relocation costs."'],
    // Round 18: hyphens left out, an office and a secretary paid for, expenses still owed when the post ends.
    ['reimb_exp_overhead', 'Through the advisory period after he retires, the Bank will reimburse his out of pocket expenses.'],
    ['reimb_exp_overhead', 'At her choice the Clinic will instead reimburse the Doctor the cost of office space and secretarial services she rents herself.'],
    ['reimb_exp_overhead', 'On any termination the Bank shall pay him his earned salary and all accrued expense reimbursements within ten days.'],
    ['reimb_exp_overhead', 'If she dies, her estate receives her unpaid salary (and reimbursement for expenses incurred before the date of termination).'],
    ['-reimb_exp_overhead', 'If she dies, her estate receives her unpaid salary and any bonus earned before the date of termination.'],
    ['-reimb_exp_overhead', 'After she leaves, the Clinic keeps giving her the use of secretarial services at its own expense for three months, and her COBRA premiums are reimbursed monthly.'],
    // Expenses named by what is bought while away: rooms and meals.
    ['reimb_exp_overhead', 'The Trust will reimburse Dr. Ode for reasonable hotel and meal expenses on nights when the roads keep her near the ward.'],
    // Costs of a quarrel over the agreement follow the dispute, not the work; business costs named beside them still count.
    ['-reimb_exp_overhead', 'The Bank will bear the Officer\'s reasonable costs and expenses incurred in any arbitration over what this letter means.'],
    ['reimb_exp_overhead', 'The Bank shall bear the Officer\'s reasonable business travel expenses, and her costs in connection with any arbitration about this letter.'],
    // Round 22: an acknowledgement on leaving that every expense is already repaid, and an officer's indemnity with its
    // advances of defence costs, reimburse no business expense.
    ['-reimb_exp_overhead', 'He confirms that the Bank has already reimbursed him for every business expense he ran up for it and that no further repayment is due.'],
    ['-reimb_exp_overhead', 'The Bank shall hold her harmless (advancing costs as they arise) for fines, settlements and reasonable expenses, lawyers\' fees among them, incurred by her in connection with the defense of any suit brought against her as an officer.'],
    ['reimb_exp_overhead', 'The Bank shall reimburse his business expenses incurred up to the Separation Date, except those he has already been paid for.'],
  ])('%s :: %s', (expectation, text) => expectFlags(expectation, text));
});
