// Pay wordings of filed agreements, letters and summaries (round 7): a salary named as compensation or wages, set off by
// its basis or run into a term sheet's caption, paid in guilders; the salary structure of a pay kept at its earlier level;
// bonus shares stated before the bonus word, of the salary earned, or as a share of the target. Sentences of contract
// language written for these tests.
import { describe, expect, it } from 'vitest';
import { BASE, INC, PROFIT, RAISE, RET, STOCK, valueOf } from './fields-helpers.js';
import { expectFlags } from './flags-helpers.js';

const PAY_FREQ = 'legalContractualProvisions.compensationStructurePaymentFrequency.comp_struct_pay_freq';

describe('salary named as compensation, wages, or by a caption', () => {
  it.each([
    ['Your rate of compensation shall be $142,000 per year, paid on our usual payroll dates.', 142000],
    ['The consultant agrees to serve from the date of signing at compensation of $4,500 per month, with the firm providing an office.', 54000],
    ['The new agreement provides for compensation of not less than $280,000 per year and a yearly bonus the board may set.', 280000],
    ['The Employer shall pay the Officer a salary, on an annualized basis, of Ninety Five Thousand Dollars ($95,000.00).', 95000],
    ['Her starting salary as a full-time associate will be at the rate of $9,500.00 per month.', 114000],
    ['Salary$310,000 per year, payable twice a month.', 310000],
    ['Wages shall be paid monthly to the Employee by the 5th day of each month, and shall not be less than RMB 6,000.', 72000],
    ['The gross yearly salary is NLG 180,000 (one hundred and eighty thousand Dutch guilders), paid in twelve monthly parts.', 180000],
  ])('reads salary wording %#', (text, want) => {
    expect(valueOf(BASE, text)).toBe(want);
  });

  it.each([
    // Compensation that is not the salary: another kind named before it, or a sum with no period of pay.
    'The Officer shall also receive incentive compensation of $40,000 per year if the sales goals are met.',
    'The Company shall pay deferred compensation of $25,000 per year into the plan for ten years.',
    'In the event of his death, his estate shall receive compensation of $60,000 within ninety days.',
    // A wage that is overtime, not the month's pay.
    'Overtime wages shall be paid at one and a half times the hourly rate.',
  ])('does not read other compensation as the salary %#', (text) => {
    expect(valueOf(BASE, text)).toBeUndefined();
  });

  it('names the structure of a monthly compensation that has no other name', () => {
    expect(valueOf(PAY_FREQ, 'The consultant agrees to serve from the date of signing at compensation of $4,500 per month, with the firm providing an office.')).toBe('salary');
  });
});

describe('salary structure of a pay kept at its earlier level', () => {
  it('reads a salary no lower than the one paid before the effective date, and its rhythm', () => {
    const text = 'The Officer shall receive a yearly base salary of not less than his base salary in effect prior to the Effective Date, paid in semi-monthly installments.';
    expect(valueOf(PAY_FREQ, text)).toBe('salary; semimonthly');
  });
  it('reads a summary that sets the salary equal to an earlier year\'s', () => {
    expect(valueOf(PAY_FREQ, 'The new contract provides for a yearly base salary equal to his salary for fiscal year 2019, subject to increase by the board.')).toBe('salary');
  });
  it('does not read a salary that only describes the terms before the effective date', () => {
    expect(valueOf(PAY_FREQ, 'Prior to the Effective Date the Officer was employed under a consulting letter and was paid by the hour.')).toBeUndefined();
  });
});

describe('incentive bonus as a share of the salary', () => {
  const base = 'Salary. The Company shall pay the Officer an annual base salary of $200,000.\n\n';
  it.each([
    [`${base}Bonus. The Officer may earn 30% of his base salary in bonus each year, paid after the audit.`, 60000],
    [`${base}Bonus. The Officer may receive a yearly bonus of up to 40% of earned salary.`, 80000],
    [`${base}Bonus. The Officer shall be eligible for a yearly cash bonus, payable as a percentage (25%) of the Executive's base salary, on goals set by the board.`, 50000],
    [`${base}Bonus. Each year the Officer may earn a target award (his "Target Bonus") of 20% (with a "Maximum Bonus" of 45%) of his base salary.`, 90000],
    [`${base}(ii) an annual bonus target of 50% of Ms. Lund's annual base salary, with an opportunity of up to 150% of the Officer's target bonus if the stretch goals are met.`, 150000],
  ])('reads bonus share wording %#', (text, want) => {
    expect(valueOf(INC, text)).toBe(want);
  });

  it('does not read a share of salary deferred into a plan as a bonus', () => {
    expect(valueOf(INC, `${base}The Officer may defer up to 30% of his base salary into the deferred compensation plan.`)).toBeUndefined();
  });
});

const EXPENSE_CASES: [string, string][] = [
  // Round 27: expenses still owed when the physician leaves, named by their state ("not yet reimbursed", "payable as of the
  // date of termination") or inside a definition of the accrued sums; costs of travel repaid.
  ['reimb_exp_overhead', 'On her last day the Clinic shall pay her (i) salary earned to that day and (ii) her expenses under Section 5 run up before that day but not yet reimbursed to her.'],
  ['-reimb_exp_overhead', 'Costs she incurs on trips she takes for her own study are not repaid to her.'],
  ['reimb_exp_overhead', 'Within ten days the Clinic shall pay the Doctor (A) unpaid salary and (B) any holiday pay, expense reimbursements and other sums earned by the Doctor and payable as of the date of termination.'],
  ['reimb_exp_overhead', '"Earned Pay" shall mean all sums earned but not paid as of the Leaving Date, including (i) salary, (ii) reimbursement for proper and documented expenses incurred by the Doctor on behalf of the Clinic during the period ending on the Termination Date, and (iii) holiday pay.'],
  ['-reimb_exp_overhead', '"Earned Pay" shall mean all sums earned but not paid as of the Leaving Date, including (i) salary and (ii) holiday pay.'],
  ['reimb_exp_overhead', 'The Doctor agrees to help the Clinic with any inquiry by the medical board about her cases, and the Clinic will reimburse her sensible costs of travel for that work.'],
  ['-reimb_exp_overhead', 'The Doctor will bear all costs of travel between her home and the Clinic.'],
  ['reimb_exp_overhead', 'The Company shall reimburse the Officer for costs and expenses incurred by him while acting in furtherance of its business.'],
  ['reimb_exp_overhead', 'The Company shall reimburse the Officer for travel and other costs and expenses incurred or paid by him in the performance of his duties for the Company.'],
  ['reimb_exp_overhead', 'The Employer shall be responsible for the Officer\'s travel costs and business entertainment expenses.'],
  ['reimb_exp_overhead', 'The Employer will cover the Officer\'s business meal expenses while he works away from home.'],
  ['reimb_exp_overhead', 'On leaving, the Officer keeps his right to be reimbursed for expenses incurred on behalf of the Company up to his last day.'],
  ['reimb_exp_overhead', 'On business trips the Officer is compensated under the Company\'s travel and daily allowance rules.'],
  // Expenses named by what they serve, or in the active voice.
  ['reimb_exp_overhead', 'You are to be reimbursed for reasonable travel and other practice-related expenses.'],
  ['reimb_exp_overhead', 'Expenses that you incur on behalf of the Trust will be reimbursed once the finance office approves the receipts.'],
  ['-reimb_exp_overhead', 'Expenses that you incur on your own account stay yours.'],
  // The employee, not the employer, answers for the costs; a trip named without any payment for it.
  ['-reimb_exp_overhead', 'The Officer shall be responsible for his own taxes and personal office costs.'],
  ['-reimb_exp_overhead', 'The Officer may be asked to make business trips to the regional offices from time to time.'],
];

describe('expense reimbursement: furtherance of duties, costs the employer answers for, business trips', () => {
  it.each(EXPENSE_CASES)('%s :: %s', expectFlags);
});

describe('stock granted at signing: later, contingent and past grants left out', () => {
  it('reads a grant but not a year written before the words of a later yearly grant', () => {
    const text = 'The Company will propose that you be granted an option to buy 15,000 shares. Counting the 2024 annual stock option grant, you may be granted options on a further 5,000 shares next spring.';
    expect(valueOf(STOCK, text)).toBe(15000);
  });
  it('reads an added award, not the running total it brings', () => {
    expect(valueOf(STOCK, 'The board will be asked to grant you 4,000 more units, for a total award of 11,000 units this year.')).toBe(4000);
  });
  it.each([
    'The new agreement provides that he will receive an option to purchase 40,000 shares on March 1, 2021 and every twelve months thereafter while he stays employed.',
    'He will be eligible to receive up to 25,000 stock options in 2022 depending upon the earnings per share the company reaches.',
    'Under the agreement he may receive up to 12,000 shares of restricted stock.',
    'A further 8,000 restricted shares will be granted in 2023 if he meets the goals the committee sets.',
    'Mr. Ruiz had received an option to acquire 60,000 shares of the Company\'s stock on June 2, 2018.',
    'On a termination without cause, units not yet vested shall vest and shares will be issued to the Officer, under sections 4.2 and 4.3, in the amount of 30,000 shares.',
  ])('leaves out %s', (text) => {
    expect(valueOf(STOCK, text)).toBeUndefined();
  });
});

describe('retention bonus: a forgiven loan, a schedule by year, a sum in millions', () => {
  it('reads a loan written off for staying as a stay bonus of its principal', () => {
    const text = 'The Company will lend you $80,000. The loan will be forgiven on the third anniversary of your start date, provided that you remain employed by the Company then.';
    expect(valueOf(RET, text)).toBe(80000);
  });
  it('does not read a loan that is repaid in full', () => {
    expect(valueOf(RET, 'The Company will lend you $80,000, which you shall repay in full within three years of your start date.')).toBeUndefined();
  });
  it('adds the yearly steps of a stay bonus schedule', () => {
    const text = 'Retention bonus: while the Officer stays in the job at the end of each year, he earns a yearly retention bonus as follows: 2021: $50,000 2022: $60,000 2023: $90,000';
    expect(valueOf(RET, text)).toBe(200000);
  });
  it('reads a figure written in millions with the word dollars after it', () => {
    expect(valueOf(RET, 'If you are still employed on June 30, 2024, you will be paid a retention bonus of $1.5 million dollars.')).toBe(1500000);
  });
});

describe('profit share: a share of operating income or of added profit', () => {
  it.each([
    ['For each fiscal year the Officer may receive a results bonus equal to 2% of the pre-tax operating income of the Company.', 2],
    ['If the engineer brings a new product to market, the firm will reward him 4% of newly added profit of that year.', 4],
  ])('reads %#', (text, want) => {
    expect(valueOf(PROFIT, text)).toBe(want);
  });
  it('does not read a goal set on operating income as a share of it', () => {
    expect(valueOf(PROFIT, 'The Officer earns the bonus only if the Company attains 90% of the budgeted operating income for the year.')).toBeUndefined();
  });
});

describe('profit share: a business named as the owner, the lower of two readings, a recital of a replaced salary', () => {
  it('reads a share of a named business\'s profit', () => {
    expect(valueOf(PROFIT, 'The Clinic will also pay the Director a bonus equal to six percent (6%) of the Clinic\'s profit before tax for each year.')).toBe(6);
  });
  it('reads a share of the lower of two readings of the income', () => {
    expect(valueOf(PROFIT, 'Each quarter the Officer shall receive 0.5% of the lower of (a) quarterly operating income or (b) its four-quarter average.')).toBe(0.5);
    expect(valueOf(PROFIT, 'The Officer earns the bonus only if the Company attains the lower of 90% of the budgeted operating income or last year\'s figure.')).toBeUndefined();
  });
  it('leaves a recital of the replaced salary to the amended section', () => {
    const text = [
      'FIRST AMENDMENT TO EMPLOYMENT AGREEMENT',
      'WHEREAS, the Employment Agreement provides that the Manager will receive a base salary of $410,000 per annum from fiscal 2031; and',
      'NOW, THEREFORE, the parties agree that Section 4 shall now read: "4. Base Salary. The Manager shall receive an annual base salary of $360,000 per annum."',
    ].join('\n\n');
    expect(valueOf(BASE, text)).toBe(360000);
  });
});

// Round 11: amendments. Sentences written for these tests.
const AMENDMENT_EXPENSE_CASES: [string, string][] = [
  // A tax-law deadline for whatever reimbursements the agreement gives names no kind of expense.
  ['-reimb_exp_overhead', 'Any claim for a reimbursement owed under this Agreement must be filed within sixty days after the close of the taxable year, and the Company will pay it by March 15 of the next year; the reimbursable expenses of one year never change those of another year.'],
  ['-reimb_exp_overhead', 'The Firm will pay or reimburse the reasonable legal fees and expenses incurred by the Officer in connection with the negotiation of this amendment, up to $10,000.'],
  // A kind of expense named in the same timing rule, or beside the lawyer's fees, still counts.
  ['reimb_exp_overhead', 'The Company will reimburse the Officer for reasonable business travel expenses, with each claim made within sixty days after the taxable year in which the expenses are incurred.'],
  ['reimb_exp_overhead', 'The Firm will reimburse the Officer for reasonable business expenses he incurs in his duties and for legal fees for the review of this letter up to $5,000.'],
];

describe('expense reimbursement in amendments: tax-law timing rules and negotiation fees', () => {
  it.each(AMENDMENT_EXPENSE_CASES)('%s :: %s', expectFlags);
});

describe('salary in force after an amendment that raises it from a stated day', () => {
  const head = 'SECOND AMENDMENT TO EMPLOYMENT AGREEMENT\nThis Second Amendment is entered into on April 1, 2021, by the Firm and the Officer.\n';
  it('reads the raised rate when its start day is no later than the amendment', () => {
    const text = `${head}3. Salary. The Firm shall pay the Officer a yearly salary of $310,000 through March 31, 2021. Starting April 1, 2021, the Officer's yearly salary shall be raised to $340,000.`;
    expect(valueOf(BASE, text)).toBe(340000);
  });
  it('keeps the first rate when the raise starts after the amendment', () => {
    const text = `${head}3. Salary. The Firm shall pay the Officer a yearly salary of $310,000 through December 31, 2021. Starting January 1, 2022, the Officer's yearly salary shall be raised to $340,000.`;
    expect(valueOf(BASE, text)).toBe(310000);
  });
  it('keeps the first rate of a whole agreement with a later step', () => {
    const text = 'EMPLOYMENT AGREEMENT\nThis Agreement is entered into on April 1, 2021.\n3. Salary. The Firm shall pay the Officer a yearly salary of $310,000. Starting April 1, 2022, the Officer\'s yearly salary shall be raised to $340,000.';
    expect(valueOf(BASE, text)).toBe(310000);
  });
});

describe('yearly raise: a ceiling on an index-linked raise', () => {
  it('reads no raise from the cap of a consumer-price adjustment', () => {
    expect(valueOf(RAISE, 'The base salary shall be increased each year by a cost-of-living adjustment tied to the consumer price index, not to exceed four percent (4%) without the board\'s consent.')).toBeUndefined();
  });
  it('still reads a fixed cost-of-living raise', () => {
    expect(valueOf(RAISE, 'The Officer\'s base salary shall be increased by 3% each year as a cost-of-living adjustment.')).toBe(3);
  });
});

describe('stock granted at signing: shares owed when the employment ends', () => {
  it.each([
    'If the Firm ends the employment without cause, the Officer shall receive as agreed damages a grant of 40,000 shares.',
    'On a termination without cause the Officer shall also receive 40,000 restricted shares, fully vested.',
  ])('leaves out %s', (text) => {
    expect(valueOf(STOCK, text)).toBeUndefined();
  });
  it('reads a grant at signing beside a severance sentence', () => {
    const text = 'On signing, the Firm will grant the Officer an option to buy 40,000 shares. On a termination without cause he shall receive six months of salary.';
    expect(valueOf(STOCK, text)).toBe(40000);
  });
});

describe('bonus an amendment sets only for years already over', () => {
  const head = 'FIRST AMENDMENT TO EMPLOYMENT AGREEMENT\nThis First Amendment is made as of May 2, 2019 by the Firm and the Officer.\n';
  it('reads no bonus from a minimum set for past years', () => {
    expect(valueOf(INC, `${head}2. For each of fiscal years 2015 through 2017, the Firm shall pay the Officer a minimum bonus of $90,000.`)).toBeUndefined();
  });
  it('reads a bonus set for a year still to come', () => {
    expect(valueOf(INC, `${head}2. For fiscal year 2019 and each year after, the Firm shall pay the Officer a bonus of up to $90,000.`)).toBe(90000);
  });
});

describe('bonus fixed for the purposes of a plan, and the bonus as a measure of severance', () => {
  const base = 'The Firm shall pay the Officer a base salary of $300,000 a year. ';
  it('reads a target set for the purposes of the bonus plan', () => {
    expect(valueOf(INC, `${base}For purposes of determining the Officer's target bonus under the plan, he shall take part at eighty percent (80%) of base salary.`)).toBe(240000);
  });
  it('reads no bonus from the bonus part of a severance payment', () => {
    expect(valueOf(INC, `${base}For purposes of computing the bonus part of his severance under Section 9, the bonus means the largest bonus he earned in the last three years.`)).toBeUndefined();
  });
});

describe('salary in force: an amendment that puts a new figure in the old one\'s place', () => {
  const head = 'FIRST AMENDMENT TO EMPLOYMENT AGREEMENT\nThis First Amendment is made as of March 1, 2020 between the Firm and the Officer.\n';
  it.each([
    ['Section 3(a) of the Agreement, Base Salary, is changed by striking "$250,000" and putting in its place "$275,000".', 275000],
    ['The base salary of $250,000 named in Section 3(a) is hereby replaced by a base salary of $275,000.', 275000],
    ['The Agreement provided for a base salary of $250,000. From the date of this amendment, the base salary is $275,000.', 275000],
  ])('reads %s', (text, want) => {
    expect(valueOf(BASE, `${head}${text}`)).toBe(want);
  });
  it('reads nothing from a recital of the old figure alone', () => {
    expect(valueOf(BASE, `${head}The Agreement provides that the Firm pays a base salary of $250,000 a year. Section 9 is deleted.`)).toBeUndefined();
  });
  it('keeps a salary whose sentence names a later sum of other pay', () => {
    expect(valueOf(BASE, `${head}The base salary of $250,000 shall be paid until the bonus of $30,000 is earned.`)).toBe(250000);
  });
});
