// Compensation structure and pay frequency (legalContractualProvisions.compensationStructurePaymentFrequency.*): sentences of contract language written for these tests.
import { describe, expect, it } from 'vitest';
import { valueOf } from './fields-helpers.js';
import { expectFlags } from './flags-helpers.js';
import { AT_LEAVING, SALARY_AT_LEAVING } from '../src/fields/salary-at-leaving.js';

const PAY = 'legalContractualProvisions.compensationStructurePaymentFrequency.comp_struct_pay_freq';

// Flag phrasings: each line lists the fields that must be true and (with a leading '-') those
// that must stay false; "\\n" starts a line, "\f" a page.
const FLAG_CASES: [string, string][] = [
  // Round 26: company cards handed over on leaving, and costs of enforcing the contract, reimburse no business expense.
  ["-reimb_exp_overhead", "On her last day she shall deliver to the Trust all of its property, such as keys, files and company credit cards."],
  ["reimb_exp_overhead", "During the term the Trust shall give her a company credit card for business travel and meals."],
  ["-reimb_exp_overhead", "Each side pays its own counsel and any other reasonable expenses incurred in enforcing its rights under this letter."],
  ["reimb_exp_overhead", "The Trust shall reimburse the Officer's reasonable expenses incurred in performing his duties, on receipt of proper vouchers."],
  // -- phrasings of contract language written for the tests
  ["reimb_exp_overhead", "Employer shall reimburse Physician for all reasonable out-of-pocket expenses incurred in the performance of duties."],
  ["-reimb_exp_overhead", "Physician shall pay all expenses of Physician's home office."],
  ["reimb_exp_overhead", "The Practice shall bear all overhead expenses of the practice, including rent and staff."],
  ["reimb_exp_overhead", "Employer shall reimburse Physician's reasonable expenses for travel between clinic sites."],
  // Overhead of working off site reimbursed.
  ["reimb_exp_overhead", "The Group will pay a monthly stipend of $100 for mobile phone and broadband costs."],
  ["reimb_exp_overhead", "We reimburse the cost of a laptop and home-office furniture up to $1,200."],
  ["-reimb_exp_overhead", "Physician shall reimburse the Practice for lost or damaged equipment."],
  ["-reimb_exp_overhead", "The Practice will provide all office space, equipment and staff."],
  // -- families of phrasing (positives, negations, distractors)
  // Business expenses named by who incurs them and on whose business.
  ['reimb_exp_overhead', 'The Practice shall reimburse necessary expenses incurred by the Provider on Practice business.'],
  ['reimb_exp_overhead', 'Reasonable and documented expenses incurred in performing the Services will be reimbursed each month.'],
  ['reimb_exp_overhead', 'Work travel is reimbursed under the Hospital\'s travel and expense policy.'],
  ['-reimb_exp_overhead', 'The Practice shall reimburse reasonable expenses incurred in relocating to the area.'],
  ['-reimb_exp_overhead', 'The Hospital shall not reimburse any expenses incurred by the Physician on Hospital business.'],
  ['-reimb_exp_overhead', 'Expenses incurred on Group business will not be reimbursed.'],
  // -- wordings of other hands
  // Business expenses borne by the physician; a licence fee is not overhead.
  ['-reimb_exp_overhead', "No expense reimbursement is payable. Contractor bears all of Contractor's own business expenses."],
  ['-reimb_exp_overhead', "The Provider pays the Provider's own travel expenses."],
  ['-reimb_exp_overhead med_license_exp', 'The Company reimburses the fee for each additional state medical licence it asks Contractor to obtain.'],
  ['reimb_exp_overhead', "The Practice reimburses the Physician's reasonable business expenses on receipt."],
  // -- executive wordings: expenses incurred for the employer, reimbursed against proof, paid out when unreimbursed
  ['reimb_exp_overhead', 'The Officer is entitled to prompt reimbursement of all reasonable employment expenses he incurs under the Company\'s policies.'],
  ['reimb_exp_overhead', 'The Bank shall reimburse the Officer for any necessary, customary and usual expenses, duly receipted, incurred by the Officer on behalf of the Bank.'],
  ['reimb_exp_overhead', 'The Company shall reimburse the Officer for reasonable out-of-pocket business expenses, including travel and entertainment, that he incurs while doing his job.'],
  ['reimb_exp_overhead', 'The Officer may incur reasonable costs promoting the business. The Company will reimburse the Officer for all such expenses upon the Officer\'s presentation of an itemized account.'],
  ['reimb_exp_overhead', '(iv) The Officer\'s expenses shall be reimbursed in line with past practice.'],
  ['reimb_exp_overhead', 'On termination the Company shall pay any accrued salary, vacation pay and unreimbursed expenses.'],
  ['reimb_exp_overhead', '7. Benefits: while employed, and provided you comply with this Agreement: a) the Company shall reimburse your reasonable and necessary business expenses under its policy.'],
  ['-reimb_exp_overhead', 'The Company will also pay all operating expenses of the automobile it provides.'],
  ['-reimb_exp_overhead', 'If he cannot sell his former residence within 60 days, the Company will reimburse the reasonable cost of temporary lodging for 60 more days.'],
  // -- business costs paid by the employer directly or as a set sum, and costs named beside expenses
  ['reimb_exp_overhead', 'For work purchases the Director will carry a corporate credit card, together with a tablet issued by the firm.'],
  ['reimb_exp_overhead', 'Ms. Ortega shall have an expense account of $4,000 each quarter for client meetings.'],
  ['reimb_exp_overhead', 'Through the end of the transition the Company keeps paying the expense allowance set by the earlier agreement.'],
  ['reimb_exp_overhead', 'While he advises the board we will pay his reasonable costs and expenses incurred, such as a phone line at his house.'],
  ['-reimb_exp_overhead', 'On leaving, the Officer shall return the corporate credit card and any keys issued to her.'],
  ['-reimb_exp_overhead', 'The Executive receives a car allowance and an expense allowance for fuel of the vehicle.'],
];

describe('compensation structure and pay frequency: flags across phrasings', () => {
  it.each(FLAG_CASES)('%s :: %s', expectFlags);
});

describe('comp_struct_pay_freq: a salary with no stated rhythm of payment', () => {
  const PAY = 'legalContractualProvisions.compensationStructurePaymentFrequency.comp_struct_pay_freq';
  it('gives the structure alone', () => {
    expect(valueOf(PAY, 'The Company shall pay the Physician a base salary of $300,000 per year, in accordance with its normal payroll practices.')).toBe('salary');
  });
  it('keeps the frequency where it is stated', () => {
    expect(valueOf(PAY, 'The Company shall pay the Physician an annual base compensation of $240,000 payable in equal monthly installments.')).toBe('salary; monthly');
  });
});

describe('pay structure and frequency', () => {
  it.each([
    ['Employer shall pay an annual base salary of $300,000, payable in equal biweekly installments.', 'salary; biweekly'],
    ['The Practice shall pay a salary of $25,000 per month, paid in two equal installments on the 15th and last day of each month, which we call semi-monthly.', 'salary; semimonthly'],
    ['Employer shall pay an annual base salary of $300,000, paid monthly. Physician may also earn a productivity bonus of $45 per wRVU, paid annually.', 'salary plus productivity; monthly'],
    ['Contractor shall be paid $210.00 per hour for each hour worked, paid weekly upon submission of time records.', 'hourly; weekly'],
  ])('pay phrasing %#', (text, want) => {
    expect(valueOf(PAY, text)).toBe(want);
  });
});

describe('comp_struct_pay_freq: an hourly fee in a document about leaving', () => {
  it('reads no structure from consulting paid by the hour after the employment has ended', () => {
    const text = 'SEPARATION AND RELEASE AGREEMENT\nHis employment with the Trust ended on March 3, 2031. For any advice he gives the Trust afterwards, he shall be paid $150 per hour, monthly in arrears.';
    expect(valueOf(PAY, text)).toBeUndefined();
  });
  it('still reads an hourly fee in an agreement for the work itself', () => {
    const text = 'CONSULTING AGREEMENT\nFor the advice he gives the Trust, the Consultant shall be paid $150 per hour, monthly in arrears.';
    expect(valueOf(PAY, text)).toBe('hourly; monthly');
  });
});

describe('pay frequency stated apart from the rate', () => {
  it.each([
    ['Contractor shall be paid $180 for each hour worked. The Company pays Contractor every two weeks by direct deposit.', 'hourly; biweekly'],
    ['The annual base salary is $260,000. Salary is paid on the 15th and the last day of each month.', 'salary; semimonthly'],
    ['Physician shall receive a base salary of $300,000 per year, paid in twelve equal monthly installments.', 'salary; monthly'],
  ])('reads phrasing %#', (text, want) => {
    expect(valueOf(PAY, text)).toBe(want);
  });

  it('does not count premiums the employer pays monthly as the pay frequency', () => {
    const text = "The Practice pays health insurance premiums monthly. The Practice pays malpractice premiums monthly. Physician's base salary of $300,000 per year is payable every two weeks.";
    expect(valueOf(PAY, text)).toBe('salary; biweekly');
  });
});

describe('comp_struct_pay_freq: a salary whose figure is not in the text', () => {
  it.each([
    ['Salary. The Corporation will pay the Officer a base salary in the amount shown on Schedule 1, less withholdings, in regular periodic payments.', 'salary'],
    ['The Officer shall continue to receive an annual base salary no lower than the one in effect on the Closing Date.', 'salary'],
    ['In return for her services the Employee will receive the compensation provided in Exhibit B, payable at such intervals as the Bank pays its staff generally.', 'salary'],
    ['The Firm shall pay the Employee\'s salary in local currency. Part of the salary is paid as a performance-based salary set after each appraisal.', 'salary plus productivity'],
  ])('reads phrasing %#', (text, want) => {
    expect(valueOf(PAY, text)).toBe(want);
  });

  it('reads the structure of a salary stated as a year\'s compensation', () => {
    expect(valueOf(PAY, 'A. The Worker is to be paid an annual compensation of $48,000.')).toBe('salary');
  });

  it('leaves the structure silent where salary only measures a termination payment', () => {
    const text = 'If the Company ends the employment without cause, it shall pay the Officer a lump sum equal to twelve months of base salary.';
    expect(valueOf(PAY, text)).toBeUndefined();
  });
});

// Round 11: salary kept up after the employment ends is a severance measure, not the pay structure. Sentences written
// for these tests.
describe('pay structure: salary continued after termination', () => {
  const PF = 'legalContractualProvisions.compensationStructurePaymentFrequency.comp_struct_pay_freq';
  it.each([
    'FIRST AMENDMENT\nSection 8(c) is replaced as follows: "(c) the Firm shall continue to pay to the Officer the Salary then in effect for nine months following the date of termination, in equal monthly parts."',
    'FIRST AMENDMENT\nOn such a termination, the Firm shall pay the Officer the Salary Continuation Benefit for a period of two years from the termination date.',
    'FIRST AMENDMENT\n2. Longer Severance. Section 7(a) now reads: "(a) base salary continuation at the rate in force at termination for a period of fifteen (15) months, paid monthly."',
  ])('gives no structure for %s', (text) => {
    expect(valueOf(PF, text)).toBeUndefined();
  });
  it('still reads a salary paid every two weeks beside a severance sentence elsewhere', () => {
    const text = 'FIRST AMENDMENT\n1. Salary. The Firm shall pay the Officer a base salary of $190,000 a year, paid every two weeks.\n2. Severance. On a termination without cause the Firm shall pay six months of base salary.';
    expect(valueOf(PF, text)).toBe('salary; biweekly');
  });
});

describe('pay structure: salary the employer goes on providing during continued employment', () => {
  const PF = 'legalContractualProvisions.compensationStructurePaymentFrequency.comp_struct_pay_freq';
  it('reads a salary without figure or rhythm as the structure', () => {
    expect(valueOf(PF, 'FIRST AMENDMENT\n(c) While he stays employed after the merger, the Firm shall go on providing the Officer with base salary, yearly bonus and benefits no less favourable than those of Section 2.')).toBe('salary');
  });
  it('reads nothing from salary provided only after a termination', () => {
    expect(valueOf(PF, 'FIRST AMENDMENT\n(d) If the Firm ends his employment without cause, it shall go on providing the Officer with base salary for the rest of the period.')).toBeUndefined();
  });
});

// Round 12: an amendment that keeps the salary as it stands sets the salary in force, even beside a reference to the
// earlier agreement; salary spread over the months after a termination date named by its clause is still severance.
// Sentences written for these tests.
describe('pay structure: salary kept by an amendment, severance after a named termination date', () => {
  const PF = 'legalContractualProvisions.compensationStructurePaymentFrequency.comp_struct_pay_freq';
  it.each([
    'SECOND AMENDMENT\n2. Until the end of the Transition Period the Officer shall receive his present salary (as in effect on the date of this amendment), with the perquisites set out in the Prior Agreement.',
    'FIRST AMENDMENT\n3. The Officer shall continue to be paid her current base salary, and her other benefits under the Original Agreement carry on unchanged.',
  ])('reads a salary for %s', (text) => {
    expect(valueOf(PF, text)).toBe('salary');
  });
  it.each([
    'FIRST AMENDMENT\nSection 8(d) is restated: "the Firm shall continue to pay the Officer her Salary in regular parts under its payroll practice for a period of one year after the Section 8(d) Termination Date."',
    'FIRST AMENDMENT\nThe Salary owed under Section 9 is divided by twelve and one part is paid in each month following the Officer\'s Section 8(d) Termination Date.',
  ])('gives no structure for %s', (text) => {
    expect(valueOf(PF, text)).toBeUndefined();
  });
  it('still leaves a recital of the earlier salary silent', () => {
    expect(valueOf(PF, 'FIRST AMENDMENT\nUnder the Original Agreement the Officer was paid a salary set by the Board.')).toBeUndefined();
  });
});

describe('pay structure: base compensation kept at no less than before', () => {
  const PF = 'legalContractualProvisions.compensationStructurePaymentFrequency.comp_struct_pay_freq';
  it('reads a salary for a base compensation held at its earlier floor', () => {
    expect(valueOf(PF, 'FIRST AMENDMENT\n(c) Pay During the Extension. During the Extension the Firm shall pay the Officer base compensation that is fair for his role, and it shall not be lower than any amount previously paid under this Agreement.')).toBe('salary');
  });
  it('leaves base pay that only measures a severance sum silent', () => {
    expect(valueOf(PF, 'FIRST AMENDMENT\nIf the Firm ends the employment without cause, it shall pay the Officer a lump sum equal to twelve months of base pay.')).toBeUndefined();
  });
});

// Round 15: a salary set by a committee or adjusted by the document, severance named far off in a long pay clause, and
// pay tied to an appraisal or to the employee's own accounts and deals. Sentences written for these tests.
describe('comp_struct_pay_freq: salaries set or adjusted, and production pay in other wordings', () => {
  it.each([
    ['Your annual base salary and bonus will be as approved from time to time by the Remuneration Committee of the Board.', 'salary'],
    ['The base salary shall be adjusted, effective on the first day of each fiscal year, by the rise in the price index.', 'salary'],
    ['(b) For the remainder of the transition period, the Group shall keep providing him with base salary and benefits on terms at least as good as those of his earlier contract, save that the bonus plan shall be the plan of the Group for its senior officers and that equity awards shall follow the rules of the own equity plans of the Group for officers of his grade, and, for the vesting of any award, shall count the notice period and the CIC severance period as service, in each case under the rules of the plans of the Group as they apply from time to time to officers of his grade and level within the Group and its subsidiaries.', 'salary'],
  ])('reads a salary in phrasing %#', (text, want) => {
    expect(valueOf(PAY, text)).toBe(want);
  });

  it.each([
    'The annual salary of the Engineer is $80,000. Four fifths of the salary is paid with the monthly payroll and the other fifth is paid once a year, after the company has reviewed his work, and depends on the outcome of that performance appraisal.',
    'Base Annual Pay - $150,000. Commission - payable on the renewed client accounts in the year after you join.',
    'Base pay of $120,000 a year. In addition, a cash bonus under the attached scale for all contracts you are personally involved with that the company signs.',
  ])('reads salary plus productivity in phrasing %#', (text) => {
    expect(valueOf(PAY, text)).toMatch(/^salary plus productivity/);
  });

  it('does not read a commission of an offence as production pay', () => {
    const text = 'The Manager will be paid a base salary of $90,000 a year. Cause includes the commission of a crime against the company.';
    expect(valueOf(PAY, text)).toMatch(/^salary(?!.*productivity)/);
  });
});

describe('comp_struct_pay_freq: salary set by how it is paid, restored, or written as nothing', () => {
  it('reads a salary from the instalments it is paid in', () => {
    expect(valueOf(PAY, 'Her base salary will be paid in equal instalments every two weeks.')).toBe('salary; biweekly');
  });
  it('reads a salary brought back after an interim rate stops', () => {
    expect(valueOf(PAY, 'From 1 March he shall no longer receive the interim salary, and instead his annual base salary shall revert to the level set by his employment agreement.')).toBe('salary');
  });
  it('reads a salary from payroll timing that names base salary', () => {
    expect(valueOf(PAY, 'Her retainer is paid in accordance with our regular payroll practices applicable to base salary.')).toBe('salary');
  });
  it('reads no structure from a salary of nothing', () => {
    expect(valueOf(PAY, 'The Company shall pay the Director a salary of zero dollars ($0) a year while he owns all of its shares.')).toBeUndefined();
  });
  it('reads no structure from a figure that stands only in a severance sum', () => {
    expect(valueOf(PAY, 'If the Company ends her employment without cause it shall pay her a severance sum equal to twice her base salary plus $400,000, in one payment.')).toBeUndefined();
  });
});

describe('reimb_exp_overhead: how "such" reimbursements are paid', () => {
  it.each([
    ['-reimb_exp_overhead', "Section 5 is amended by adding at its end: Each such reimbursement shall be paid to the Officer under the Company's usual expense reimbursement policy."],
    ['reimb_exp_overhead', "The Company shall reimburse the Officer's business travel expenses; each such reimbursement shall be paid under its usual expense policy."],
  ])('%s :: %s', expectFlags);
});

// Round 21: amendments that deal with the salary without saying how often it is paid, and benefits paid after death
// or retirement whose rhythm is not the salary's. Sentences written for these tests.
describe('comp_struct_pay_freq: salary raised, reviewed or restated by an amendment', () => {
  it('reads a salary raised by a sum', () => {
    expect(valueOf(PAY, 'AMENDMENT\n\n2. The Officer\'s salary shall be increased by the sum of $40,000.')).toBe('salary');
  });
  it('reads a salary the board reviews each year', () => {
    expect(valueOf(PAY, 'AMENDMENT\n\n4. Section 3 shall read: "The Directors shall review the Officer\'s base salary annually and may raise it."')).toBe('salary');
  });
  it('takes no rhythm from a retirement income paid each month', () => {
    const text = 'AMENDMENT\n\n1. His base salary under clause 2 of the Services Agreement is $450,000 per annum.\n\n2. After his retirement date the Company shall pay him a retirement income benefit in equal monthly payments for eight years, equal to half his base salary.';
    expect(valueOf(PAY, text)).toBe('salary');
  });
});

// Round 25: salary owed up to leaving, compared, continued or set elsewhere. Sentences written for these tests.
describe('comp_struct_pay_freq: salary that only settles or measures the ending', () => {
  it('reads no structure from salary owed up to the day of leaving', () => {
    expect(valueOf(PAY, 'On the Separation Date the Company shall have no further duty to him, except that he shall receive his salary otherwise due up to and including the Separation Date.')).toBeUndefined();
  });
  it('still reads a salary he goes on receiving until a leaving day to come', () => {
    expect(valueOf(PAY, 'Until he leaves, the Officer will continue to receive the base salary set in Section 3 of the Agreement through the Termination Date.')).toBe('salary');
  });
  it('still reads a salary paid through the termination of this agreement', () => {
    expect(valueOf(PAY, 'The Company shall pay the Officer a base salary of $200,000 per year from the start date through the termination of this Agreement.')).toBe('salary');
  });
  it('reads no structure from a salary that another post must match', () => {
    expect(valueOf(PAY, 'The Company shall offer him a post that provides him with a base salary and benefits substantially comparable in the aggregate to those he had before the merger.')).toBeUndefined();
  });
  it('still reads a salary set equal to the one paid before', () => {
    expect(valueOf(PAY, 'AMENDMENT\n\n2. The Officer shall receive a base salary equal to the salary he was paid before the merger.')).toBe('salary');
  });
  it('reads no structure from a then effective salary kept up for a span', () => {
    expect(valueOf(PAY, 'If the Company terminates his employment without cause (as the schedule attached to this letter defines that term) at any time in the period that begins on the start date and runs for three full years (the "protected period"), he shall be entitled to receive his then effective base salary for an 18-month period.')).toBeUndefined();
    expect(valueOf(PAY, 'She shall be entitled to receive her then current base salary for twelve months, paid to her in equal monthly instalments.')).toBeUndefined();
  });
  it('still reads a salary paid for the first year at a stated rate', () => {
    expect(valueOf(PAY, 'The Company shall pay her a base salary of $160,000 for the first twelve months, paid in equal monthly instalments.')).toBe('salary; monthly');
  });
  it('reads no rhythm from separation pay in monthly instalments', () => {
    expect(valueOf(PAY, 'The Company shall pay her a base salary of $150,000 a year.\n\nThe separation pay equal to six months of her base salary shall be made monthly over the six months after she leaves.')).toBe('salary');
  });
});

describe('comp_struct_pay_freq: a first salary left to the offer letter', () => {
  it('reads a salary set in the offer letter', () => {
    expect(valueOf(PAY, 'The Officer\'s starting base salary is as stated in the offer letter, and the Board may raise it.')).toBe('salary');
  });
  it('reads no salary from a term left to the offer letter', () => {
    expect(valueOf(PAY, 'The Officer\'s starting date is as stated in the offer letter.')).toBeUndefined();
  });
});

describe('salary as it stands on the leaving day: one wording for every reader', () => {
  // The readers match normalised (lower-case) clause text.
  const at = (s: string) => new RegExp(SALARY_AT_LEAVING).test(s.toLowerCase());
  it.each([
    'twice her base salary at the time of termination',
    'his salary as in effect on the date of such separation',
    "the Manager's monthly compensation as in effect immediately prior to the Manager's termination",
    'his annual base salary as of the termination date',
  ])('names the measure: %s', (s) => expect(at(s)).toBe(true));
  it.each([
    'his salary shall be reviewed at the time of each annual review',
    'her salary, payable monthly. The termination of this agreement',
    'the salary in effect on the date of this amendment',
  ])('names no leaving moment: %s', (s) => expect(at(s)).toBe(false));
  it('reads the moment before a figure', () => {
    expect(new RegExp(String.raw`\b${AT_LEAVING}[^.;]{0,40}$`).test('at the date of his termination, his base salary is ')).toBe(true);
  });
});
