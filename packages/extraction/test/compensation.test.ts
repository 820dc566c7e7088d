// Compensation (compensation.*): sentences of contract language written for these tests.
import { describe, expect, it } from 'vitest';
import { BASE, INC, PERF, PROFIT, RAISE, RET, SIGN, STOCK, valueOf, valuesOf } from './fields-helpers.js';

const PAY_FREQ = 'legalContractualProvisions.compensationStructurePaymentFrequency.comp_struct_pay_freq';

describe('guaranteed base salary', () => {
  it.each([
    ['The Company shall pay Physician an annual base salary of $310,000, payable in accordance with its payroll practices.', 310000],
    ['Employer will pay Doctor a Base Salary of Two Hundred Seventy-Five Thousand Dollars ($275,000.00) per year.', 275000],
    ['As compensation, the Clinic shall pay Physician a salary of $22,500 per month.', 270000],
    ['Physician shall receive a base salary of $12,000.00 per bi-weekly pay period.', 312000],
    ['Base Compensation. Physician shall be paid at the annual rate of $402,500.', 402500],
    ['The Group shall pay a monthly salary of Twenty Thousand Dollars ($20,000).', 240000],
  ])('salary phrasing %#', (text, want) => {
    expect(valueOf(BASE, text)).toBe(want);
  });

  it('takes the first-year figure where the salary steps up', () => {
    const text = 'Base Salary. The base salary shall be $300,000 for the first Contract Year and $320,000 for the second Contract Year.';
    expect(valueOf(BASE, text)).toBe(300000);
  });

  it('adds guaranteed components when the contract states their total', () => {
    const text = 'The University shall pay a total guaranteed annual salary of $410,000, consisting of an academic base salary of $110,000 and a clinical supplement of $300,000.';
    expect(valueOf(BASE, text)).toBe(410000);
  });

  it('does not annualise an hourly rate', () => {
    expect(valueOf(BASE, 'Physician shall be paid $185.00 per hour for each clinical hour worked.')).toBeUndefined();
  });

  it('ignores distractors: malpractice limits, life insurance, relocation caps', () => {
    const text = [
      'Employer shall maintain professional liability insurance with limits of $1,000,000 per claim and $3,000,000 annual aggregate.',
      'Employer provides group term life insurance equal to two times annual compensation, up to $500,000.',
      'Employer shall reimburse relocation expenses up to $15,000.',
    ].join('\n\n');
    expect(valueOf(BASE, text)).toBeUndefined();
  });

  it('ignores a salary that is denied', () => {
    expect(valueOf(BASE, 'No base salary is payable during the Productivity Period; Physician is paid $60.00 per wRVU.')).toBeUndefined();
  });
});

describe('bonuses named by their conditions, and by the quarter', () => {
  const base = 'Base Salary. The Company shall pay the Officer a base salary of $200,000 per year.\n\n';
  it('reads a bonus earned by staying to an anniversary as retention, not as the incentive bonus', () => {
    const text = `${base}Bonus. The Officer shall receive a bonus of not less than $25,000 in one payment on the first anniversary of the Start Date, if he has remained continuously employed by the Company until that date.`;
    expect(valueOf(RET, text)).toBe(25000);
    expect(valueOf(INC, text)).toBeUndefined();
  });

  it('reads a one-time bonus paid when the agreement is approved as the signing bonus', () => {
    const text = `${base}(d) In addition to his salary, the Officer shall receive a one-time bonus in the amount of $60,000, payable within five days after the approval of this Agreement by the Board.`;
    expect(valueOf(SIGN, text)).toBe(60000);
    expect(valueOf(INC, text)).toBeUndefined();
  });

  it('annualises a bonus capped per quarter', () => {
    expect(valueOf(INC, `${base}Bonus. The Officer shall be eligible for a bonus of up to $12,500 per fiscal quarter based on the Company's results.`)).toBe(50000);
  });

  it('takes a stated maximum share of base over a discretionary bonus named in the same sentence without a figure', () => {
    const text = `${base}(b) For each year, (i) the Company shall pay the Officer a bonus of up to 40% of his base salary on the achievement of financial targets, and (ii) the Officer shall be eligible for an additional discretionary bonus as the Board decides.\n\n(c) For 2026 the Officer shall receive a discretionary bonus of a minimum of $30,000.`;
    expect(valueOf(INC, text)).toBe(80000);
  });
});

describe('salary in the wording of executive agreements', () => {
  it.each([
    ['Salary.\n\nThe Bank will pay a salary to the Officer at the rate of $9,500 per month ($114,000 per annum), payable with its regular payroll.', 114000],
    // A rate per pay period restated as its yearly equivalent; no word "salary" anywhere.
    ['Dear Ms. Varga:\n\nWe are glad to offer you the role of Director of Sales at Pinecrest Labs. Your semi-monthly pay rate will be $5,000, the equivalent of an annual rate of $120,000. You may also earn a bonus.', 120000],
    // A compensation item paying a sum for the first year of the term, the second year's sum following.
    ['4. Compensation. For his services the Firm shall pay the Officer $180,000 during the first year of employment and at least $190,000 in the next one, in line with its usual payroll.', 180000],
    ['4. (a) The Officer shall be paid the following annual salaries during the Term: $210,000.00 from July 1, 2026 to June 30, 2027 and $220,000.00 from July 1, 2027 to June 30, 2028.', 210000],
    // A definition and a withholding proviso between the salary and its figure, the sum written out with its cents.
    ['The Bank shall pay the Officer a yearly base salary (the "Base Salary"), less any withholdings or other deductions that applicable laws or regulations require, of Ninety-Four Thousand and No/100 Dollars ($94,000.00) under its payroll policies.', 94000],
  ])('%s', (text, want) => {
    expect(valueOf(BASE, text as string)).toBe(want);
  });

  it('takes the agreed first-year salary over a stopgap rate and over the floor of a later review', () => {
    const text = 'Salary: for your first year of employment your salary will be $180,000; during the second year, a salary in the amount of $190,000.\n\nThereafter your salary will be reviewed each year (though never to an amount less than $190,000).\n\nUntil such time as the Company has raised its first round of financing, your salary will be paid in the amount of $8,000 per month (the "Interim Salary").';
    expect(valueOf(BASE, text)).toBe(180000);
  });
});

describe('a salary stated where the compensation clause points', () => {
  it.each([
    [['3. Compensation. The Company shall pay the Officer an annual base salary in the amount set forth in Schedule 1.\n\n4. Benefits. The Officer may join the plans.', 'SCHEDULE 1\n\nPay\n\nThe annual rate of pay of the Officer shall be three hundred ten thousand dollars ($310,000), paid in equal monthly installments.'], 310000],
    [['3. Compensation. The Company shall pay the Officer the salary described in Section 9.\n\n4. Benefits. The Officer may join the plans.\n\n9. Pay Terms. The Company shall pay the Officer at the rate of $26,000 per month.'], 312000],
    [['3. Compensation. During the Term the Officer shall receive the compensation provided in Exhibit B.\n\nEXHIBIT B\n\nYear 1: $250,000\nYear 2: $260,000'], 250000],
  ])('%#', (pages, want) => {
    expect(valueOf(BASE, ...(pages as string[]))).toBe(want);
  });

  it('does not take a bonus figure of the referenced schedule for the salary', () => {
    expect(valueOf(BASE, '3. Compensation. The Officer shall receive the base salary set forth in Schedule A.', 'SCHEDULE A\n\nBonus Plan\n\nThe target bonus is $50,000.')).toBeUndefined();
  });
});

describe('incentive and productivity bonuses', () => {
  it('converts a quality bonus given as a percentage of base', () => {
    const text = 'Base Salary. Employer shall pay an annual base salary of $300,000.\n\nQuality Incentive. Physician may earn a quality incentive bonus of up to ten percent (10%) of Base Salary each year.';
    expect(valueOf(INC, text)).toBe(30000);
  });

  it('takes the maximum of a bonus given as a target and a maximum share of base, in either order', () => {
    const base = 'Base Salary. The Company shall pay the Officer a base salary of $400,000 per year.\n\n';
    expect(valueOf(INC, `${base}Annual Bonus. The Officer shall have an annual bonus opportunity with a target of 50% of Base Salary and a maximum opportunity equal to 120% of Base Salary.`)).toBe(480000);
    expect(valueOf(INC, `${base}Annual Bonus. The Officer may earn an annual bonus of up to 120% of Base Salary, with a target of 50% of Base Salary.`)).toBe(480000);
    expect(valueOf(INC, `${base}Annual Bonus. The Officer shall be eligible for an annual bonus with a target of 50% of Base Salary.`)).toBe(200000);
  });

  it('takes a stated maximum quality bonus in money', () => {
    expect(valueOf(INC, 'Physician shall be eligible for an annual incentive bonus of up to $20,000 based on quality metrics.')).toBe(20000);
  });

  it('takes a productivity target or cap, not the per-unit rate', () => {
    expect(valueOf(PERF, 'The annual target for the productivity bonus is $45,000, computed at $50 per wRVU above 5,000 wRVUs.')).toBe(45000);
    expect(valueOf(PERF, 'Productivity Bonus. Physician shall earn $42.00 for each wRVU in excess of 4,500 wRVUs, provided that the productivity bonus shall not exceed $60,000 in any Contract Year.')).toBe(60000);
  });

  it('leaves the productivity bonus silent when only a formula is given', () => {
    expect(valueOf(PERF, 'Productivity Bonus. Physician shall earn $48.00 for each wRVU above the threshold of 5,200 wRVUs.')).toBeUndefined();
  });

  it('ignores illustrations', () => {
    expect(valueOf(PERF, 'For example, if Physician produces 6,000 wRVUs, the productivity bonus would be $48,000.')).toBeUndefined();
  });
});

describe('profit share, stock, raise, retention and signing bonuses', () => {
  it('reads a profit share in percentage points', () => {
    expect(valueOf(PROFIT, 'Upon admission as a partner, Physician shall receive twenty percent (20%) of the net profits of the Practice.')).toBe(20);
    expect(valueOf(PROFIT, 'Your profit share will be 12.5% of Net Profits.')).toBe(12.5);
    expect(valueOf(PROFIT, 'The Practice sponsors a 401(k) profit sharing plan with a 3% contribution.')).toBeUndefined();
  });

  it('reads a share of pre-tax profits or of EBITDA above plan, however the measure is quoted', () => {
    expect(valueOf(PROFIT, 'Besides salary, the Director may earn a bonus of up to 3.5% of the "pre-tax net income" of the Firm, as the board decides.')).toBe(3.5);
    expect(valueOf(PROFIT, 'Her yearly bonus shall be no less than three (3%) percent of the "Pre-Tax Profits" of the Firm.')).toBe(3);
    expect(valueOf(PROFIT, 'If EBITDA for a year beats plan, the Officer shall receive a further bonus equal to four percent of the EBITDA above plan.')).toBe(4);
    expect(valueOf(PROFIT, 'The loan requires debt of no more than 250% of EBITDA at each quarter end.')).toBeUndefined();
    expect(valueOf(PROFIT, 'The Officer earns the plan award only if the Firm attains at least 85% of Budget EBITDA for the year.')).toBeUndefined();
  });

  it('reads a stock option grant', () => {
    expect(valueOf(STOCK, 'The Company shall grant Physician an option to purchase ten thousand (10,000) shares of its common stock.')).toBe(10000);
    expect(valueOf(STOCK, 'Physician shall purchase shares for the Buy-In Price.')).toBeUndefined();
  });

  it('reads a guaranteed annual raise but not a discretionary one', () => {
    expect(valueOf(RAISE, 'On each anniversary of the Start Date, the Base Salary shall increase by three percent (3%).')).toBe(3);
    expect(valueOf(RAISE, 'Annual Increase. Physician will receive a 2.5% annual salary increase.')).toBe(2.5);
    expect(valueOf(RAISE, 'The Base Salary may be increased by up to 3% in the sole discretion of the Employer.')).toBeUndefined();
    expect(valueOf(RAISE, 'The Base Salary will be reviewed annually; nothing herein guarantees any increase.')).toBeUndefined();
  });

  it('reads a floor on the yearly raise in its several wordings', () => {
    expect(valueOf(RAISE, 'The Trust shall increase the Director\'s pay each April 1 in 2031 and 2032 at a minimum rate of two and one-half percent (2.5%).')).toBe(2.5);
    expect(valueOf(RAISE, 'The Board may revisit her pay each year, but her pay must always be at least 2.0% higher than the pay she drew for the prior year.')).toBe(2);
    expect(valueOf(RAISE, 'The letter gives Mr. Falk a salary of $90,000 and provides for a 5% increase in salary annually from the second year on.')).toBe(5);
    expect(valueOf(RAISE, 'His Salary will then increase by an amount broadly in step with the raises given to the other senior managers of the group, but by no less than four (4%) percent each year.')).toBe(4);
    expect(valueOf(RAISE, 'The Company may increase the salary at any time, in its sole discretion, by at least the rate of inflation.')).toBeUndefined();
  });

  it('takes the total of a retention bonus paid in installments', () => {
    const text = 'Retention Bonus. Employer shall pay a retention bonus of (a) $10,000 on the second anniversary and (b) $20,000 on the fourth anniversary, for a total retention bonus of $30,000.';
    expect(valueOf(RET, text)).toBe(30000);
    expect(valueOf(RET, 'The Hospital will pay you a retention bonus totaling Sixty Thousand Dollars ($60,000), payable in three equal annual installments.')).toBe(60000);
  });

  it('reads a transition payment owed for helping through the handover as retention, not one owed without that', () => {
    expect(valueOf(RET, 'Provided that you keep assisting the Society throughout the handover period, the Society will pay you a transition payment of $18,000 on June 1.')).toBe(18000);
    expect(valueOf(RET, 'The Society will pay you a transition payment of $18,000 on June 1.')).toBeUndefined();
  });

  it('adds retention steps stated one sentence each, leaving out a step owed only on an extension', () => {
    const text = [
      '6.2 Stay Bonus. Should the Manager still be employed by the Firm on the first anniversary of the Merger, he shall receive a stay bonus of $40,000.',
      'Should he still be employed by the Firm on the second anniversary, he shall receive an additional stay bonus of $40,000.',
      'If the Term is extended for a third year and he is still employed on the third anniversary, he shall receive an additional stay bonus of $40,000.',
    ].join(' ');
    expect(valueOf(RET, text)).toBe(80000);
  });

  it('reads a signing bonus and a denied one', () => {
    expect(valueOf(SIGN, 'Employer shall pay Physician a one-time signing bonus of $25,000 within 30 days after the Start Date.')).toBe(25000);
    expect(valueOf(SIGN, 'The System will pay you a sign-on bonus of fifteen thousand dollars ($15,000.00).')).toBe(15000);
    expect(valueOf(SIGN, 'Physician shall not be entitled to any signing bonus.')).toBeUndefined();
  });

  it('gives evidence with the quoted clause', () => {
    const v = valuesOf('Employer shall pay Physician a one-time signing bonus of $25,000.').get(SIGN);
    expect(v?.evidence.page).toBe(1);
    expect(v?.evidence.text).toContain('signing bonus');
    expect(v?.evidence.confidence).toBeGreaterThan(0.6);
  });
});

describe('compensation in other words', () => {
  const base = 'Base Salary. Employer shall pay an annual base salary of $200,000.\n\n';
  it.each([
    [INC, `${base}Physician will be eligible for an annual bonus of up to fifteen percent (15%) of base salary based on quality and patient satisfaction goals.`, 30000],
    [INC, 'Physician may earn up to $25,000 annually in quality incentive payments.', 25000],
    [RAISE, 'Physician shall receive a cost-of-living adjustment of 2% to the base salary each year.', 2],
    [RAISE, "Physician's salary shall be increased by 4% on each anniversary of the Effective Date.", 4],
    [STOCK, 'Physician shall be granted 5,000 restricted stock units, vesting over four years.', 5000],
    [PROFIT, "Physician shall participate in profit sharing equal to 15% of the Practice's net income.", 15],
    [RET, 'If Physician remains employed for three years, Employer will pay a $50,000 retention bonus.', 50000],
    [SIGN, 'Employer will pay Physician a $25,000 signing bonus upon execution of this Agreement.', 25000],
  ])('%s in other words %#', (path, text, want) => {
    expect(valueOf(path, text)).toBe(want);
  });
});

describe('cross-references', () => {
  it('follows "the percentage set forth in Exhibit B" to the figure', () => {
    const text = [
      '5.2 Annual Adjustment. The Base Salary shall be increased on each anniversary by the percentage set forth in Exhibit B.',
      '',
      'EXHIBIT B',
      'Rate of increase: three percent (3%).',
    ].join('\n');
    expect(valueOf(RAISE, text)).toBe(3);
  });
});

describe('salary without the word salary', () => {
  it('reads an amount paid for a period under a compensation heading', () => {
    expect(valueOf(BASE, 'Compensation. Employer shall compensate Physician at a rate of $300,000 per annum, paid in accordance with payroll practices.')).toBe(300000);
    expect(valueOf(BASE, 'Compensation. Physician shall earn $35 per wRVU.')).toBeUndefined();
  });
});

describe('compensation: stock grants summed, bonuses called only "bonus"', () => {
  const STOCK = 'compensation.stock_opts';
  const INC = 'compensation.inc_bonus';
  const PERF = 'compensation.perf_bonus';
  it.each([
    ['On the Start Date the Physician will be granted non-qualified stock options under the 2024 Plan (the "Plan") to purchase forty thousand (40,000) shares of common stock. The options vest at 20% per year (i.e., with respect to eight thousand (8,000) shares each year).', 40000],
    ['The Company will grant the Physician options to purchase 30,000 shares of Common Stock, and a grant of 10,000 shares of restricted stock.', 40000],
    ['3. You will be granted a non-statutory option covering 12,000 shares of stock, vesting in three equal installments, each covering 4,000 shares.\n\n4. You will also be granted a restricted stock award for 6,000 shares.', 18000],
    ['On the Start Date the Physician shall be granted an option for 20,000 shares. Thereafter, on each anniversary of the Start Date, the Physician shall be granted an option for 5,000 shares.', 20000],
    // Round 14: a grant put to the board in a letter, summed with shares awarded; a whole stated after its vesting parts.
    ['Equity: you will be recommended for 12,000 options of the Parent. Also, subject to Board approval, you will be awarded 3,000 shares of its common stock.', 15000],
    ['On signing, the Bank will set up an option plan for you that vests 2,000 options at each year end for three years, those options totalling 6,000 in the aggregate.', 6000],
    ['Stock Options - The aggregate of 60,000 options of the Bank stock at the closing price on your first day.', 60000],
  ])('%s', (text, want) => {
    expect(valueOf(STOCK, text)).toBe(want);
  });

  it.each([
    ['The parties wish to amend the Agreement to drop the tax gross-up, in consideration of the Bank separately granting the Executive an award of 9,000 stock units.', undefined],
    ['As consideration for this Amendment, at the same time the Executive will be awarded 8,000 units of the Fund under separate unit award agreements.', undefined],
  ])('%s', (text, want) => {
    expect(valueOf(STOCK, text)).toBe(want);
  });

  it('does not count options the physician already holds', () => {
    expect(valueOf(STOCK, 'On the date of this Agreement you hold outstanding stock options to purchase 90,000 common shares, which remain in force.')).toBeUndefined();
  });

  it.each([
    ['The Physician\'s base salary is $200,000 per year. Each year the Physician will be considered for a bonus of up to 15% of base, based on the Physician\'s and the Clinic\'s performance.', 30000],
    ['The base salary is $240,000 per year. The Physician shall be eligible for an annual performance bonus equal to 30% of Base Salary at "Target" levels and up to 90% of Base Salary at "Maximum" levels.', 216000],
    ['BONUS PROGRAM: a bonus of up to Sixty Thousand Dollars ($60,000), paid as set out below.', 60000],
    ['For each fiscal year of the Term, the target bonus shall be $45,000 ("Target Bonus").', 45000],
  ])('inc_bonus: %s', (text, want) => {
    expect(valueOf(INC, text)).toBe(want);
    expect(valueOf(PERF, text)).toBeUndefined();
  });

  it('leaves a collections bonus and its threshold alone', () => {
    expect(valueOf(INC, '4.2 Collections Bonus. Each year the Physician shall receive a bonus equal to 30% of net collections in excess of $600,000.')).toBeUndefined();
  });
});

describe('compensation reader: pay per period, in exhibits and schedules', () => {
  const BASE = 'compensation.guar_base_sal';
  const PAY = 'legalContractualProvisions.compensationStructurePaymentFrequency.comp_struct_pay_freq';
  it('annualises a medical director\'s monthly stipend when it is the whole pay, with its frequency', () => {
    const text = '4. Compensation. As compensation for the Medical Director Services, the Hospital shall pay the Physician a monthly stipend of Four Thousand Dollars ($4,000), payable on the fifteenth day of each month.';
    expect(valueOf(BASE, text)).toBe(48000);
    expect(valueOf(PAY, text)).toBe('salary; monthly');
  });
  it('does not add a stipend paid on top of a salary', () => {
    expect(valueOf(BASE, 'Medical Director Stipend. In addition to the base salary of $300,000 per year, the Hospital shall pay a monthly stipend of $2,000 for the medical director services.')).toBe(300000);
  });
  it('annualises a bi-weekly amount (x26) and leaves an hourly rate alone', () => {
    expect(valueOf(BASE, 'Compensation. The Practice shall pay the Physician $11,000 bi-weekly.')).toBe(286000);
    expect(valueOf(BASE, 'Compensation. Hospital shall pay Contractor $175 per hour for each hour of coverage, paid twice a month.')).toBeUndefined();
    expect(valueOf(PAY, 'Compensation. Hospital shall pay Contractor $175 per hour for each hour of coverage, paid twice a month.')).toBe('hourly; semimonthly');
  });
  it('follows the compensation to the exhibit or schedule that states it', () => {
    expect(valueOf(BASE, '3. Compensation. The Hospital shall pay the Physician the compensation set forth in Exhibit A.\n\nEXHIBIT A\nCOMPENSATION\nThe Physician shall receive an annual base salary of $310,000, paid bi-weekly.')).toBe(310000);
    expect(valueOf('compensation.inc_bonus', 'The Physician shall receive compensation as described in Schedule 1.\n\nSCHEDULE 1\nBase Salary: $295,000 per annum\nQuality Incentive: up to 10% of Base Salary')).toBe(29500);
  });
});

describe('money in pounds, euros and Canadian dollars', () => {
  it.each([
    ['4.1 Basic Salary. The Doctor\'s basic salary is ninety-eight thousand, two hundred pounds (£98,200) per annum, paid in twelve equal monthly instalments.', 98200],
    ['4.1 Salary. The base salary is €84,000 per annum, payable monthly in arrears.', 84000],
    ['4.1 Salary. The Clinic shall pay the Physician an annual base salary of C' + '$310,000.', 310000],
    ['4.1 Salary. The annual base salary shall be CAD 295,000, paid every two weeks.', 295000],
    ['4.1 Salary. The Practitioner\'s basic salary will be 7,500 pounds per month.', 90000],
  ])('salary %#: %s', (text, want) => {
    expect(valueOf(BASE, text)).toBe(want);
  });

  // Continental separators ("90.000,50") were read as 90 once € had become $: the dot was
  // taken for a decimal point.
  it.each([
    ['€90.000', 90000],
    ['90.000 €', 90000],
    ['€ 90.000,50', 90000.5],
    ['EUR 90.000', 90000],
    ['€1.250.000', 1250000],
    ['$90,000.00', 90000],
    ['€90,000', 90000],
  ])('salary in euros with continental separators %#', (amount, want) => {
    expect(valueOf(BASE, `4.1 Base Salary. Employer shall pay Physician an annual base salary of ${amount}, payable in equal installments.`)).toBe(want);
  });

  // Any currency, by its code or its name, and Swiss thousands; the amount stays in the contract's currency.
  it.each([
    ['CHF 182\'500', 182500],
    ['RMB 640,000 (six hundred forty thousand yuan)', 640000],
    ['HKD 960,000', 960000],
    ['212,000 Swiss francs', 212000],
    ['SGD 150,000', 150000],
  ])('salary in another currency %#', (amount, want) => {
    expect(valueOf(BASE, `4.1 Base Salary. Employer shall pay Physician an annual base salary of ${amount}, payable monthly.`)).toBe(want);
  });

  it.each([
    // A bare figure, paid twice a month; a salary for the term at a monthly rate.
    ["During the Term the Physician's base salary is payable at a rate of 9,500.00 twice per month.", 228000],
    ['The Clinic shall pay a salary to Physician for the term hereof at the rate of Twenty Thousand Dollars per month.', 240000],
  ])('salary stated as a rate %#', (text, want) => {
    expect(valueOf(BASE, text)).toBe(want);
  });

  it('does not take a bare count of shares or hours after pay words for money', async () => {
    const { numericForm } = await import('../src/fields/numbers.js');
    expect(numericForm('compensation of 1,000 shares')).toBe('compensation of 1,000 shares');
    expect(numericForm('pay is 2,080 hours per year')).toBe('pay is 2,080 hours per year');
  });

  it('keeps a continental amount in numericForm', async () => {
    const { numericForm } = await import('../src/fields/numbers.js');
    expect(numericForm('a salary of €90.000 per year')).toBe('a salary of $90,000 per year');
    expect(numericForm('a salary of 90.000 € per year')).toBe('a salary of $90,000 per year');
    expect(numericForm('a salary of € 90.000,50 per year')).toBe('a salary of $90,000.50 per year');
    expect(numericForm('a salary of eur 90.000 per year')).toBe('a salary of $90,000 per year');
    expect(numericForm('policy no. 3.5 applies')).toBe('policy no. 3.5 applies');
  });

  it('does not take a relocation sum in pounds for the salary', () => {
    expect(valueOf(BASE, '9.1 Relocation. The Trust will reimburse removal expenses up to a maximum of £9,000 on production of receipts.')).toBeUndefined();
  });

  it('reads the frequency of "instalments"', () => {
    expect(valueOf(PAY_FREQ, '5.1 Salary. Your basic salary is £101,000 per annum, payable in twelve equal monthly instalments by bank transfer.')).toBe('salary; monthly');
  });
});

describe('a bonus as a percentage of a defined salary term', () => {
  it('converts with the guaranteed compensation', () => {
    const text = [
      '3.1 Guaranteed Compensation. Hospital guarantees Physician annual compensation of $600,000 (the "Guaranteed Annual Compensation").',
      '3.2 Quality Incentive. Physician may earn an annual quality bonus of up to four percent (4%) of the Guaranteed Annual Compensation, measured on readmission rates.',
    ].join('\n');
    expect(valueOf(BASE, text)).toBe(600000);
    expect(valueOf(INC, text)).toBe(24000);
  });

  it('does not convert a percentage of collections', () => {
    const text = '3.1 Base Salary. The annual base salary is $400,000.\n3.2 Quality Bonus. An annual quality bonus equal to 2% of net collections may be paid.';
    expect(valueOf(INC, text)).toBeUndefined();
  });
});

describe('salary wording of offer letters, forms and schedules', () => {
  it('reads an offer letter written in the conditional', () => {
    const text = 'Our offer would be as follows: you would receive a base salary of $180,000 per year, and you would be eligible for a bonus of $20,000 tied to plan goals, paid annually.';
    expect(valueOf(BASE, text)).toBe(180000);
    expect(valueOf(INC, text)).toBe(20000);
  });

  it.each([
    ['The Corporation agrees to pay the Officer a salary at the annualized rate of $210,000, payable on its usual paydays.', 210000],
    ['Compensation: Your starting salary will be at an annualised rate of $132,000, subject to withholding.', 132000],
  ])('reads an annualized rate %#', (text, want) => {
    expect(valueOf(BASE, text)).toBe(want);
  });

  it('takes the first figure of a salary schedule introduced as "the annual rate specified below"', () => {
    const text = '(a) Base Salary. The Officer shall receive a base salary, paid in equal parts over each year, at the annual rate specified below: For the year ending June 30, 2025 $300,000 For the year ending June 30, 2026 $310,000';
    expect(valueOf(BASE, text)).toBe(300000);
  });

  it('reads a monthly amount written into the blank of a form', () => {
    const text = '4. PAY: The WORKER shall receive as compensation for services the amount of __$9,500_ per __month (which amount may be raised, the "Base Salary").';
    expect(valueOf(BASE, text)).toBe(114000);
  });

  it('reads a small salary when it is stated as a year\'s pay, not a small figure of unknown period', () => {
    expect(valueOf(BASE, 'A. The Worker is to be paid an annual compensation of $14,500.')).toBe(14500);
    expect(valueOf(BASE, 'The Employee shall receive a base salary of $14,500.')).toBeUndefined();
  });

  it('reads a numbered paragraph whose first line breaks early as a sentence, not a caption', () => {
    const text = '2. Pay.\n2.1 The Company agrees to pay the Officer a salary at the annualized\nrate of $150,000, payable in the ordinary course of its payroll.';
    expect(valueOf(BASE, text)).toBe(150000);
  });
});

describe('incentive bonus of executive agreements: shares of salary, of the target, and what is not the bonus', () => {
  const base = 'Base Salary. The Company shall pay the Officer a base salary of $300,000 per year.\n\n';
  it.each([
    ['Bonus. The Officer may earn a bonus with a target of up to 50%, but not to exceed 80%, of base salary, on goals the Board sets.', 240000],
    ['Bonus. The Officer may earn a yearly bonus of 40% to 60% of base salary.', 180000],
    ['Incentive Bonus. The Officer may earn up to a maximum of 30% per annum of the base salary under the bonus plans of the Company.', 90000],
    ['Bonus. Targets in the plan govern a yearly bonus that may reach a maximum of 120% of fixed salary.', 360000],
    ['Bonus. The target bonus rate ceiling for the first year is set at 45% of annual base rate.', 135000],
    ['Bonuses. The Officer may receive a cash bonus in an amount up to 25% percent of base salary for that year.', 75000],
    ['Annual Bonus. The Officer is eligible for an annual bonus of 20% of base salary on plan, and up to twelve point five percent (12.5%) more, that is up to thirty two point five percent (32.5%) of base salary, above plan.', 97500],
  ])('reads the maximum share of base %#', (text, want) => {
    expect(valueOf(INC, base + text)).toBe(want);
  });

  it('reads a maximum stated as a share of the target bonus', () => {
    const text = `${base}The Officer's annual target bonus is no less than 100% of base salary, with the maximum annual bonus opportunity set at no less than 150% of the target bonus.`;
    expect(valueOf(INC, text)).toBe(450000);
  });

  it('reads the figure of an incentive plan, and of a program stated in the next sentence', () => {
    expect(valueOf(INC, `${base}(d) The Officer may take part in the Leadership Incentive Plan on its terms, with a possible payout of 15% of the Executive's base salary.`)).toBe(45000);
    expect(valueOf(INC, `${base}Bonus - The Officer will take part in the annual incentive program the Board adopts each year. For the first fiscal year, officers may earn awards in the range of 0 to 40% of their base salary on company results.`)).toBe(120000);
  });

  it('does not read an equity plan as the bonus', () => {
    expect(valueOf(INC, `${base}The Officer may take part in the Stock Incentive Plan, with grants worth 15% of the Officer's base salary.`)).toBeUndefined();
  });

  it('leaves bonuses earned by being employed on a date to the retention bonus', () => {
    expect(valueOf(INC, `${base}(c) If you are employed by the Company on March 31, 2027, you shall get a special bonus equal to 40% of your then base salary, on top of your regular pay and yearly bonus.`)).toBeUndefined();
    expect(valueOf(INC, `${base}Bonus. On the first anniversary of the start date, or if he is dismissed without cause before then, a guaranteed bonus of at least $50,000 shall go to the Officer.`)).toBeUndefined();
  });

  it('takes the whole bonus, not the part guaranteed or the remainder', () => {
    const text = `${base}After each full year you may earn a bonus of up to $120,000, on the terms below.\n\nIn the first year only, $60,000 of the $120,000 discretionary bonus is guaranteed, and the remaining bonus of up to $60,000 is at the Board's discretion.`;
    expect(valueOf(INC, text)).toBe(120000);
  });

  it('takes the top of a bonus schedule given as a table', () => {
    const text = `${base}If net income reaches at least 90% of budget, the Officer earns a yearly bonus from the Company as shown in the table below.\n\nNet income as a share of budget | Bonus\nat least 90% but less than 95% - 20,000\nat least 95% but less than 100% - 30,000\nat least 100% - 45,000`;
    expect(valueOf(INC, text)).toBe(45000);
  });

  it('does not read a bonus figure that only measures a severance payment', () => {
    const text = `${base}Severance. For purposes hereof, the bonus amount shall be based on the average bonus of the last three years, and an annual bonus of at least $100,000.`;
    expect(valueOf(INC, text)).toBeUndefined();
  });
});

describe('stock grants of executive agreements', () => {
  it.each([
    ['On signing, the Company is granting the Officer 45,000 shares of restricted stock under its incentive plan.', 45000],
    ['The Company will ask the Board to approve the granting of 80,000 options for shares of its common stock.', 80000],
    ['C. The Employee shall be entitled to purchase 300,000 shares of common stock of the parent at $0.50 per share while employed.', 300000],
    ['In return for joining, the Officer is awarded options to purchase 60,000 (sixty thousand)] shares of common stock at $4.00 per share.', 60000],
  ])('reads the grant %#', (text, want) => {
    expect(valueOf(STOCK, text)).toBe(want);
  });

  it('sums warrants granted one after another, each for an additional count', () => {
    const text = [
      'The Company shall issue to the Officer warrants, as follows: one warrant for the purchase of 100,000 shares of common stock at $1.00 per share;',
      'one warrant for the purchase of an additional 100,000 shares of common stock at $1.50 per share;',
      'one warrant for the purchase of an additional 100,000 shares of common stock at $2.00 per share.',
    ].join('\n');
    expect(valueOf(STOCK, text)).toBe(300000);
  });

  it('does not take a sum of money paid in warrants for a count of shares', () => {
    expect(valueOf(STOCK, 'Once revenue passes $2,000,000, the Company shall pay the Officer $9,000 per month in cash or warrants.')).toBeUndefined();
  });

  it('counts one of two alternatives offered for the same grant', () => {
    const text = 'The Company shall issue to the Officer either (a) 50,000 shares of restricted stock or (b) an option to purchase 50,000 shares of common stock.';
    expect(valueOf(STOCK, text)).toBe(50000);
  });

  it('leaves out options given up, and options of another agreement named beside the new grant', () => {
    expect(valueOf(STOCK, 'The Company is granting the Officer 20,000 shares of restricted stock, and the Officer agrees to the cancellation of his options to purchase an aggregate of 70,000 shares.')).toBe(20000);
    expect(valueOf(STOCK, '(b) The Company grants the Officer options to purchase 40,000 shares at $1.00 per share. This grant is in addition to the 25,000 options granted under the advisory agreement.')).toBe(40000);
  });
});

describe('a bonus beside the salary in one sentence', () => {
  it('leaves the salary figure to the salary when only a discretionary bonus follows', () => {
    const text = 'For the term the Director shall be paid a yearly base salary of at least $640,000 and a discretionary bonus the Trustees may set.';
    expect(valueOf(BASE, text)).toBe(640000);
    expect(valueOf(INC, text)).toBeUndefined();
  });

  it('reads the top share of base past a target share "of your base salary"', () => {
    const text = 'Your yearly base salary will be $200,000, and you may join a yearly bonus plan aimed at 30% of your base salary for meeting plan and up to 60% of your base salary for beating it.';
    expect(valueOf(INC, text)).toBe(120000);
  });

  it('does not read salary and bonus added together as the bonus', () => {
    const text = 'Your yearly base salary is $300,000. Your annual target bonus is 40% of base salary, for a total targeted cash pay of $420,000.';
    expect(valueOf(INC, text)).toBe(120000);
  });

  it('reads a salary as a summary reports it now stands', () => {
    expect(valueOf(BASE, 'Under the revised letter, Dr. Ames\'s salary was raised to $410,000 per year and she may earn a bonus.')).toBe(410000);
  });
});

describe('a bonus set as a bare percentage', () => {
  it('reads it as a share of the salary', () => {
    const text = 'You will be paid a yearly salary of $150,000. Your bonus percentage opportunity will be at 20%, paid once a year.';
    expect(valueOf(INC, text)).toBe(30000);
  });

  it('leaves a percentage of something else alone', () => {
    const text = 'You will be paid a yearly salary of $150,000. Your bonus opportunity is 20% of the growth in branch deposits.';
    expect(valueOf(INC, text)).toBeUndefined();
  });
});

describe('annual bonus: other ways of stating its size', () => {
  const pay = 'Salary. The Company shall pay the Officer a base salary at the annual rate of $240,000.\n\n';
  it('reads a bonus capped at a multiple of the base salary', () => {
    expect(valueOf(INC, `${pay}Yearly Bonus. The Officer may earn a bonus of up to two (2) times the Base Salary each year, as the Board approves against goals it sets.`)).toBe(480000);
  });
  it('does not read a severance multiple as the bonus', () => {
    expect(valueOf(INC, `${pay}Severance. If the Company terminates the Officer without cause, it shall pay two times the base salary plus any bonus earned.`)).toBeUndefined();
  });
  it("reads a share of a named officer's salary", () => {
    expect(valueOf(INC, `${pay}Bonus: Ms. Ferrante may earn an annual bonus of between zero and 40% of Ms. Ferrante's base salary, set by the Board against agreed goals.`)).toBe(96000);
  });
  it('reads a bonus that is to be pro-rated for the first year as a term, not an illustration', () => {
    expect(valueOf(INC, `${pay}You will take part in the annual incentive plan. For 2031 your incentive bonus target is 45% of base salary and would be prorated from your start date.`)).toBe(108000);
  });
});

// Round 12: a share of the yearly salary earned for each quarter or half of the year is that share once per part of
// the year; a yearly share merely paid in parts is not multiplied. Sentences written for these tests.
describe('compensation: a bonus share of salary earned per part of the year', () => {
  const INC = 'compensation.inc_bonus';
  it.each([
    ['The Officer\'s base salary is $200,000 a year. The Officer may earn an incentive bonus of up to ten percent (10%) of his then current annual base salary for each fiscal quarter, on goals the Board sets.', 80000],
    ['The base salary is $300,000 per year. She is eligible for an incentive bonus of up to 5% of her annual base salary per half-year, on targets agreed with the Board.', 30000],
    ['The base salary is $200,000 per year. He is eligible for an annual incentive bonus of up to 20% of his base salary, paid quarterly.', 40000],
    ['The base salary is $200,000 per year. He is eligible for an annual incentive bonus of up to 20% of base salary, with each quarter measured on its own goals.', 40000],
  ])('%s', (text, want) => {
    expect(valueOf(INC, text)).toBe(want);
  });
});

// Round 12: long-term incentive awards, valued by a yearly target, are not the annual bonus. Sentences written for these tests.
describe('compensation: long-term incentive awards are no annual bonus', () => {
  const INC = 'compensation.inc_bonus';
  it('stays silent on a yearly long-term incentive award target', () => {
    expect(valueOf(INC, 'The base salary is $800,000 a year. From 2020 the Officer stays eligible for awards under the long-term incentive award program, with a yearly target award value of $2,000,000.')).toBeUndefined();
  });
  it('still reads an incentive award program that pays the yearly bonus', () => {
    expect(valueOf(INC, 'The base salary is $400,000 a year. The Officer takes part in the annual incentive award program, with a maximum payout of $200,000.')).toBe(200000);
  });
});

// Round 12: an amendment's pay for a consulting period after the employment is neither salary nor bonus. Sentences
// written for these tests.
describe('compensation: pay of a consulting period an amendment adds', () => {
  const text = 'FIRST AMENDMENT TO EMPLOYMENT AGREEMENT\n\n1. After the Renewal Term ends, the Officer shall serve the Firm as an outside advisor for one year (the "Advisory Period").\n\n2. During the Advisory Period, the Firm shall pay the Officer base fees of $250,000 a year, and he may earn an annual bonus of up to $60,000.';
  it('reads no salary and no bonus from the advisory pay', () => {
    expect(valueOf('compensation.guar_base_sal', text)).toBeUndefined();
    expect(valueOf('compensation.inc_bonus', text)).toBeUndefined();
  });
  it('still reads the salary an amendment sets for the employment itself', () => {
    expect(valueOf('compensation.guar_base_sal', 'FIRST AMENDMENT TO EMPLOYMENT AGREEMENT\n\n1. From July 1, the Firm shall pay the Officer a base salary of $250,000 a year.')).toBe(250000);
  });
});

// Round 12: one bonus set out as lines that open on their amounts, each for its own goal, pays their sum; amounts that
// rise line by line are the steps of one scale. Sentences written for these tests.
describe('compensation: a bonus set out as amount-led goals', () => {
  const INC = 'compensation.inc_bonus';
  it('adds up separate goals', () => {
    const text = '3. Bonus Plan.\n\nThe Officer shall earn a bonus for 2022 as follows:\n\n$12,000 on closing the new credit line by June 30.\n\n$8,000 on opening the second plant.\n\n$12,000 on signing the distribution deal.\n\n4. Term.';
    expect(valueOf(INC, text)).toBe(32000);
  });
  it('does not add up the rising steps of one scale', () => {
    const text = '3. Bonus Plan.\n\nThe Officer shall earn a bonus for 2022 as follows:\n\n$10,000 if sales reach 90% of plan.\n\n$20,000 if sales reach 100% of plan.\n\n$30,000 if sales reach 110% of plan.\n\n4. Term.';
    expect(valueOf(INC, text)).not.toBe(60000);
  });
});

// Round 12: a share of profit whose figure is restated in words in brackets. Sentences written for these tests.
describe('compensation: a profit share restated in words', () => {
  const PS = 'compensation.profit_share';
  it.each([
    ['Under the regional plan the Officer earns 4% (four per cent) of the excess operating income over the baseline.', 4],
    ['The Officer earns three percent (3%) of the net profits of the branch each year.', 3],
  ])('%s', (text, want) => {
    expect(valueOf(PS, text)).toBe(want);
  });
  it('reads a share of joint-venture income (round 20)', () => {
    expect(valueOf(PS, 'Each year the Officer is paid 2% of the income of the joint ventures the Company holds in Asia.')).toBe(2);
  });
  it('still reads no share from a goal set on profit', () => {
    expect(valueOf(PS, 'A bonus of $20,000 is paid if the branch reaches 90% (ninety per cent) of budgeted operating income.')).toBeUndefined();
  });
});

// Round 13: a bonus share of the salary an amendment renames ("the revised base annual salary"), a share in words
// ("one-half of his salary"), and a share restated as a sum after it. Sentences written for these tests.
describe('compensation: bonus shares of a renamed salary, in words, or restated as a sum', () => {
  it.each([
    ['The base salary is $300,000 a year. Each year the Officer may earn a performance bonus of up to 40% of the Revised Base Annual Salary in force at year end.', 120000],
    ['The base salary is $300,000 a year. The Officer may earn a yearly bonus of as much as 30% of his base annual salary.', 90000],
    ['The base salary is $160,000 a year. The Officer may earn a yearly bonus of up to one-half of his annual salary, as the Board decides.', 80000],
    ['The base salary is $160,000 a year. The yearly bonus the Officer can earn is capped at one quarter of base salary.', 40000],
    ['The base salary is $160,000 a year. The highest yearly bonus open to the Officer is one-half of his annual salary, or Eighty Thousand Dollars ($80,000).', 80000],
  ])('%s', (text, want) => {
    expect(valueOf(INC, text)).toBe(want);
  });
  it.each([
    'The base salary is $160,000 a year. On behalf of the Firm, the Board may grant the Officer a yearly bonus on his results.',
    'The base salary is $160,000 a year. Any yearly bonus the Board grants will be paid one half in cash and one half in shares.',
    'The base salary is $160,000 a year, or $13,333.33 each month. The Officer may also earn a yearly bonus the Board sets.',
  ])('reads no share of salary: %s', (text) => {
    expect(valueOf(INC, text)).toBeUndefined();
  });
});

// Round 13: "in no event shall the bonus be less than" sets a floor on the bonus rather than denying one. Sentences
// written for these tests.
describe('compensation: a bonus floor worded as "in no event ... less than"', () => {
  it('reads the floor as the bonus', () => {
    expect(valueOf(INC, 'The base salary is $210,000 a year. From fiscal 2024 on, in no event will the yearly Bonus of the Officer be lower than twelve thousand dollars ($12,000).')).toBe(12000);
  });
  it.each([
    'The base salary is $210,000 a year. In no event shall a bonus be owed for any year in which the Firm loses $12,000 or more.',
    'The base salary is $210,000 a year. In no case will the Officer earn a bonus when yearly sales are less than $4,000,000.',
  ])('still reads no bonus: %s', (text) => {
    expect(valueOf(INC, text)).toBeUndefined();
  });
});

describe('salary in short letters: captions run together, figures before their name, changes to a stated figure', () => {
  const BASE = 'compensation.guar_base_sal';
  it('reads a pay caption closed by a colon inside a run of term-sheet rows', () => {
    expect(valueOf(BASE, 'Position: Director of Planning Location: Denver, Colorado Compensation: $132,000 per year, paid on regular payroll dates Vacation: three weeks')).toBe(132000);
    expect(valueOf(BASE, 'First Day: about March 4 Starting Salary: $9,250 per month Title: Controller')).toBe(111000);
    // The bonus stated as a share of that salary is then read as a sum.
    expect(valueOf(INC, 'Start: May 1 Compensation: $120,000 per year Bonus: you may earn a cash bonus of up to 30% of your base salary for meeting agreed goals.')).toBe(36000);
  });
  it('leaves a caption of other pay, and a compensation caption without a period, alone', () => {
    expect(valueOf(BASE, 'Title: Analyst Incentive Compensation: $20,000 per year if targets are met')).toBeUndefined();
    expect(valueOf(BASE, 'Title: Analyst Compensation: $20,000 upon completion of the project')).toBeUndefined();
  });
  it('reads the figure a letter says the pay is changed to', () => {
    expect(valueOf(BASE, '3) Once you move to the advisory role, your compensation will be reduced to $80,000 per year.')).toBe(80000);
    expect(valueOf(BASE, 'Your salary will be reviewed each year by the board and set at its discretion.')).toBeUndefined();
  });
  it('reads a figure written before the words naming it as base pay', () => {
    expect(valueOf(BASE, 'Offer summary:\n• $142,000 annual base salary\n• four weeks of paid leave')).toBe(142000);
    expect(valueOf(BASE, 'Offer summary:\n• a $25,000 signing bonus\n• relocation paid by the company')).toBeUndefined();
  });
});

describe('a bonus term with a worked figure of itself in brackets', () => {
  it('reads the share of salary though the bracket gives an example', () => {
    const text = 'Your yearly salary will be $160,000. You may take part in the management bonus plan at a target of 40% of your salary (for example, your target for the first full year would be $64,000).';
    expect(valueOf(INC, text)).toBe(64000);
  });
  it('reads the sum the bracket works out when no salary is stated', () => {
    expect(valueOf(INC, 'b. Annual Bonus. For each fiscal year the Officer may earn a total annual bonus of up to eighty percent (80%) of Base Salary, on goals the Board sets (for the sake of clarity, that bonus would come to $200,000 at the Base Salary in effect today).')).toBe(200000);
  });
  it('still leaves a sentence that is itself an example alone', () => {
    expect(valueOf(INC, 'For example, if the practice grows by 10%, a bonus of $5,000 would be paid.')).toBeUndefined();
  });
});

describe('a bonus whose measure is named once before its bare figures', () => {
  it('reads the top of the range as a share of the salary', () => {
    const text = 'Salary: $100,000 per year. Your bonus is figured as a percentage of base salary and runs from 0% to 60%, with a target of 30%.';
    expect(valueOf(INC, text)).toBe(60000);
  });
  it('does not read figures of another measure that way', () => {
    expect(valueOf(INC, 'Salary: $100,000 per year. Your bonus is figured as a percentage of net collections and runs from 0% to 60%.')).toBeUndefined();
  });
});

// Round 21: an amount-led goal list run into the sentence that introduces it, and a bonus in a quarterly and a
// year-end part, each with its own amount. Sentences written for these tests.
describe('compensation: bonus goals run into their introduction, and quarterly plus year-end parts', () => {
  const INC = 'compensation.inc_bonus';
  it('adds up goals joined to the sentence that introduces them', () => {
    const text = 'Incentive. The Manager may earn a bonus for 2031 as follows: $6,000 Opening the coastal depot by May. $9,000 Refinancing the fleet loan. $4,000 Hiring a controller.';
    expect(valueOf(INC, text)).toBe(19000);
  });
  it('adds four quarterly payments to the year-end part', () => {
    const text = 'Quarterly bonus for fiscal 2030: $7,500 per quarter\n\nYear-end bonus for fiscal 2030: $25,000\n\nQuarterly bonus for fiscal 2031: $8,000 per quarter\n\nYear-end bonus for fiscal 2031: $27,000';
    expect(valueOf(INC, text)).toBe(55000);
  });
  it('keeps a quarterly bonus alone at four quarters', () => {
    expect(valueOf(INC, 'The Manager may earn a quarterly bonus of up to $5,000 per quarter on meeting the sales plan.')).not.toBe(25000);
  });
});

// Round 21: an amendment that names where the salary sits and then sets it. Sentences written for these tests.
describe('compensation: a salary pointed to and set in one sentence', () => {
  it('reads the figure the pointer is made the subject of', () => {
    expect(valueOf(BASE, 'AMENDMENT NO. 2\n\n3. The base salary described in Section 4(a) of the Services Agreement is now $415,000 per annum.')).toBe(415000);
  });
  it('still passes over other pay that follows a pointer', () => {
    expect(valueOf(BASE, 'On a change of control she receives the base salary set forth in Section 3, and a cash award of $900,000.')).toBeUndefined();
  });
});

// Round 24: a salary that only sizes severance, the rate on the leaving day, and a salary set through a pointer to a
// numbered section. Sentences written for these tests.
describe('compensation: salary named only as the measure of what leaving pays', () => {
  const BASE = 'compensation.guar_base_sal';
  const PAY = 'legalContractualProvisions.compensationStructurePaymentFrequency.comp_struct_pay_freq';
  it('reads no salary from severance paid at the monthly salary rate', () => {
    expect(valueOf(BASE, 'The Trust will pay him his base salary of $15,000 per month, less taxes, as severance pay for the 9 months after the Separation Date.')).toBeUndefined();
  });
  it('reads no salary from the rate stated as at the leaving day', () => {
    expect(valueOf(BASE, 'As of the date of such termination, the Officer\'s annual base salary is $240,000 and her car allowance is $9,000.')).toBeUndefined();
  });
  it('reads no pay structure from salary kept up at the rate in force when he left', () => {
    expect(valueOf(PAY, 'For six months the Trust shall keep paying the Officer the salary in effect at the date of his termination.')).toBeUndefined();
  });
  it('still reads a salary set for the work', () => {
    expect(valueOf(BASE, 'The Trust shall pay the Officer an annual base salary of $240,000, payable in equal monthly instalments.')).toBe(240000);
  });
  it('reads a salary set through a pointer to a numbered section', () => {
    expect(valueOf(BASE, 'FIRST AMENDMENT TO SERVICE AGREEMENT\n\n2. The Base Salary, as set forth in Section 4.1(b) of the Agreement, shall be $410,000 for 2021.')).toBe(410000);
  });
});

// Round 25: bonus and salary figures in severance, separation and amendment papers. Sentences written for these tests.
describe('inc_bonus: bonus sums that only measure what the ending pays', () => {
  it('reads no bonus from the parts of a separation payment', () => {
    expect(valueOf(INC, 'The separation pay is $900,000 in all, being the sum of one year of base salary ($500,000) and one target bonus ($400,000), paid over twelve months.')).toBeUndefined();
  });
  it('reads no bonus from a target bonus added to salary continuation', () => {
    expect(valueOf(INC, 'On a release of claims, the Officer shall receive continuation of his salary, at the rate in force when he leaves, plus a sum equal to his target bonus ($150,000).')).toBeUndefined();
  });
  it('still reads a yearly bonus with its own figure', () => {
    expect(valueOf(INC, 'For each fiscal year the Officer may earn an annual bonus of up to $150,000 on goals the Board sets.')).toBe(150000);
  });
});

describe('inc_bonus: a bonus already paid, taken as a measure', () => {
  it('reads no bonus from twice the largest bonus paid before', () => {
    expect(valueOf(INC, 'He shall receive twice the largest bonus paid to him for any of the three prior fiscal years, being $55,000.')).toBeUndefined();
  });
  it('still reads a bonus paid only if a goal is earned', () => {
    expect(valueOf(INC, 'The Officer is eligible for an annual bonus of up to $80,000, earned if the goals are met.')).toBe(80000);
  });
});

describe('inc_bonus: thresholds, deals and signing', () => {
  it('reads no bonus from the business figure a bonus titled clause depends on', () => {
    expect(valueOf(INC, 'Incentive Bonus. The incentive bonus plan shall pay the Officer for 2019 only if the revenues of the group exceed $40,000,000.')).toBeUndefined();
  });
  it('reads no bonus owed on completing a restructuring transaction', () => {
    expect(valueOf(INC, 'The Officer shall be entitled to a bonus of $75,000 upon the completion of either a debt restructuring transaction or a sale of the business.')).toBeUndefined();
  });
  it('reads no bonus payable when this amendment is signed', () => {
    expect(valueOf(INC, 'The Officer shall receive a bonus of $250,000, payable in cash within two days after the execution of this Third Amendment.')).toBeUndefined();
  });
  it('reads no bonus settled up to the day of leaving', () => {
    expect(valueOf(INC, 'Upon her death the Company shall pay her estate her salary and bonus earned through the date of termination and $500,000.')).toBeUndefined();
  });
  it('still reads an annual bonus paid at the closing of each fiscal year', () => {
    expect(valueOf(INC, 'The Officer may earn an annual bonus of up to $60,000, paid after the close of each fiscal year.')).toBe(60000);
  });
});

describe('guar_base_sal: an earlier provision quoted only to be replaced', () => {
  const amended = 'SECOND AMENDMENT\n\n1. Section 3.1 of the Agreement, which reads as follows:\n\n3.1 Salary.\n\nThe Company shall pay the Officer a base salary of $180,000 per year.\n\nis hereby amended to read as follows:\n\n3.1 Salary.\n\nThe Company shall pay the Officer a base salary of $205,000 per year.';
  it('reads the salary of the provision put in its place', () => {
    expect(valueOf(BASE, amended)).toBe(205000);
  });
  it('reads the replacing salary where the change runs on after the quote in one sentence', () => {
    expect(valueOf(BASE, 'THIRD AMENDMENT\n\n1. Section 2 of the Agreement which provides:\n\n2. Salary.\n\nThe Company shall pay the Officer a base salary of $180,000 per year. The Board may raise it from time to time. is hereby amended, effective March 1, 2021, to provide as follows:\n\n2. Salary.\n\nThe Company shall pay the Officer a base salary of $205,000 per year.')).toBe(205000);
  });
  it('keeps a salary introduced by "which reads" where nothing changes it', () => {
    expect(valueOf(BASE, 'Section 3.1 of the Agreement, which reads as follows:\n\n3.1 Salary.\n\nThe Company shall pay the Officer a base salary of $180,000 per year.\n\n3.2 Bonus.\n\nThe Officer may earn a bonus.')).toBe(180000);
  });
});

describe('guar_base_sal: salary that sizes a separation payment', () => {
  it('reads no salary from the parts of separation pay', () => {
    expect(valueOf(BASE, 'The separation pay is $900,000 in all, being the sum of one year of base salary ($500,000) and one target bonus ($400,000), paid over twelve months.')).toBeUndefined();
  });
});
