// Pay wordings of filed executive letters: a salary named by its pay period or with its currency written in
// words before the figure, an instalment followed by the year's total the letter states, and the bonus, option and
// retirement wordings below. Sentences of contract language written for these tests.
import { describe, expect, it } from 'vitest';
import { BASE, INC, RET, RETIRE, SIGN, STOCK, valueOf } from './fields-helpers.js';
import { expectFlags } from './flags-helpers.js';

const PAY_FREQ = 'legalContractualProvisions.compensationStructurePaymentFrequency.comp_struct_pay_freq';

describe('salary: period, currency words and stated yearly totals', () => {
  it('reads a salary named by its pay period', () => {
    expect(valueOf(BASE, 'Pay. Your bi-weekly salary shall be $5,000.00, paid through the standard payroll.')).toBe(130000);
    expect(valueOf(BASE, 'The Officer will receive a semi-monthly salary of $9,000, less withholdings.')).toBe(216000);
  });
  it('reads "base annual pay" in a summary line', () => {
    expect(valueOf(BASE, 'Title - Vice President of Sales\n\nBase Annual Pay - $187,500\n\nBenefits as offered to all staff.')).toBe(187500);
  });
  it('reads a currency written in words before the figure', () => {
    expect(valueOf(BASE, 'Your starting base salary will be POUNDS STERLING 7,250.00 per month, payable in arrears.')).toBe(87000);
    expect(valueOf(BASE, 'The annual base salary shall be EUROS 142,000, paid in twelve instalments.')).toBe(142000);
  });
  it('reads a period named as a basis of payment after the figure', () => {
    expect(valueOf(BASE, 'Your base salary shall be $6,000.00 on a biweekly basis, subject to withholdings.')).toBe(156000);
  });
  it('takes the yearly total the letter states after an instalment, even where the period word is ambiguous', () => {
    expect(valueOf(BASE, 'Pay is a bi-monthly salary of $8,333.33 (on the 15th and final day of the month), aggregating $200,000.00 annually.')).toBe(200000);
    expect(valueOf(BASE, 'Your initial base salary will be $11,538.46 on a biweekly basis, which would be $300,000 annualized.')).toBe(300000);
  });
  it('reads a small monthly salary named as a monthly salary', () => {
    expect(valueOf(BASE, 'Party B\'s monthly salary shall be RMB1,200, paid on the 10th of the following month.')).toBe(14400);
  });
  it('stays silent on near misses', () => {
    // A hypothetical, not this contract's pay.
    expect(valueOf(BASE, 'For example, a physician paid $4,000 every two weeks would be $104,000 a year better off.')).toBeUndefined();
    // "won" followed by a figure is not a currency.
    expect(valueOf(BASE, 'The team won 3,000 new accounts last year.')).toBeUndefined();
    // A small monthly payment not called a salary stays out.
    expect(valueOf(BASE, 'The Company shall pay a monthly car allowance of $900.')).toBeUndefined();
  });
  it('keeps the structure of a salary paid by period', () => {
    expect(valueOf(PAY_FREQ, 'Your bi-weekly salary shall be $5,000.00, paid through the standard payroll.')).toMatch(/^salary/);
  });
});

describe('incentive bonus: shares and caps in other wordings', () => {
  const salary = 'Salary. The Executive is paid $200,000 a year as annual base salary.';
  it('reads a cap on the share set off in brackets after it', () => {
    expect(valueOf(INC, `${salary}\n\nThe Executive may earn an annual bonus of up to 25% of base salary (with a maximum of 50%) on goals set by the Board.`)).toBe(100000);
  });
  it('reads a share of the current or established base salary', () => {
    expect(valueOf(INC, `${salary}\n\nBonus. The Executive may earn a bonus (up to 15% of established base salary) on the results of the year.`)).toBe(30000);
    expect(valueOf(INC, `${salary}\n\nBonus. The Executive may earn a yearly bonus of up to 20% of his current base salary.`)).toBe(40000);
  });
  it('multiplies a target share of salary by the maximum stated as a share or multiple of the target', () => {
    expect(valueOf(INC, `${salary}\n\nYou will take part in the Results Sharing Plan, a bonus program on company results. The target percentage for your grade is 40%. In a year of outstanding results you may earn up to 200% of your target award.`)).toBe(160000);
    expect(valueOf(INC, `${salary}\n\nAnnual Bonus: Your cash bonus target is 50% of base salary. You can earn from 0% to 1.5 times your target depending on results.`)).toBe(150000);
  });
  it('multiplies a target in money by the top share of the target the levels pay', () => {
    const text = [
      'Bonus. The Officer earns a results bonus for the year on the sales and margin goals below.',
      'Below 90% of plan, no bonus is earned.',
      'From 90% to 100% of plan, 50% of the targeted bonus is earned.',
      'Above 115% of plan, 175% of the targeted bonus is earned.',
      'For the year the targeted bonus, at full achievement, is $40,000.',
    ].join('\n\n');
    expect(valueOf(INC, text)).toBe(70000);
    // Two targets in money leave the choice open: the scaled figure is not read.
    const two = `${text}\n\nFor the second year the targeted bonus is $50,000.`;
    expect(valueOf(INC, two)).not.toBe(70000);
  });
  it('reads "not to exceed" and "no more than" as a cap on the bonus, and "larger than" as a threshold', () => {
    expect(valueOf(INC, 'When her service ends the Board may, at its sole discretion, grant her a cash bonus in a sum not to exceed $80,000.')).toBe(80000);
    expect(valueOf(INC, 'The yearly bonus shall be no more than $35,000.')).toBe(35000);
    expect(valueOf(INC, 'Extras: 10,000 options on each grant round larger than $750,000 that he brings in; a cash bonus on the Lehman scale for those rounds.')).toBeUndefined();
    // A cap set on other pay for a "Bonus Year" (a period) is not the incentive bonus's.
    expect(valueOf(INC, 'The Doctor earns $10 per wRVU above the floor. In total such production pay for any Bonus Year may not exceed $25,000.')).toBeUndefined();
  });
  it('stays silent on a bonus earned as a deal closes', () => {
    expect(valueOf(INC, 'Just before the closing of the merger (as defined in the merger agreement of even date), you shall earn a bonus of $55,000.')).toBeUndefined();
  });
  it('reads annual variable compensation as the bonus', () => {
    expect(valueOf(INC, 'The Manager can earn annual variable compensation, the amount being $45,000, against objectives agreed each year.')).toBe(45000);
  });
  it('sums several bonuses a sentence sets out one by one, with one granted in addition to them', () => {
    const text = [
      'For 2031 the Executive may earn separate performance bonuses on the following goals:',
      '(i) a bonus in the amount of $60,000 if net income reaches at least $9,000,000;',
      '(ii) a bonus in the amount of $60,000 if the loss ratio stays below 70%.',
      '(iii) In addition to the bonus amounts above, the Board may award a separate discretionary bonus of up to $30,000.',
      '4. Benefits. The Executive may join the health plan.',
    ].join('\n\n');
    expect(valueOf(INC, text)).toBe(150000);
    const tiers = 'Your bonus opportunities depend on the targets you reach, as follows: on reaching the first sales target of $3 million in revenues, your bonus opportunity will be $40,000; on reaching a second $3 million in revenues, your bonus opportunity will be an additional $40,000.';
    expect(valueOf(INC, tiers)).toBe(80000);
  });
  it('stays silent on bonus sums that are not this year\'s incentive', () => {
    // Part of a termination payment.
    expect(valueOf(INC, 'The Executive will be paid, in a lump sum within 30 days following termination, a payment in respect of bonus equal to $80,000.')).toBeUndefined();
    // A level reported for a past year.
    expect(valueOf(INC, `${salary}\n\n(Last year the director-level bonus was about 25% of annual salary.)`)).toBeUndefined();
    // A bonus paid when the employment starts.
    expect(valueOf(INC, 'A one-off $15,000 bonus, paid at the time of hire, offsets club fees.')).toBeUndefined();
    // A salary figure in a clause captioned with the bonus.
    expect(valueOf(INC, 'Salary and Bonus: During the term the Officer shall receive an annual salary of $95,000 payable monthly.')).toBeUndefined();
    // One bonus listed alone is no sum.
    expect(valueOf(INC, 'Your bonus opportunities are as follows: at 100% of plan, your bonus opportunity will be $30,000.')).toBe(30000);
    // A revenue target is not a bonus.
    expect(valueOf(INC, 'Bonus: at full achievement of the target of $4 million in gross revenues, you will earn a bonus.')).toBeUndefined();
  });
  it('leaves a bonus paid at hire to the signing bonus field when it is called one', () => {
    expect(valueOf(SIGN, 'You will receive a one-time signing bonus of $12,000 payable on your start date.')).toBe(12000);
  });
});

describe('ownership or equity opportunity: pay in stock, equity options, equity plans; held and others\' equity', () => {
  it.each([
    ['ownership_equity_opp', 'The yearly bonus will be payable, at the election of the Board, in cash or in restricted shares of the common stock.'],
    ['ownership_equity_opp', 'If the listing succeeds the Officer receives $80,000 in cash, or equal value of Company stock, as the Board decides.'],
    ['ownership_equity_opp', 'The Officer will receive, on signing, the following equity options: 200,000 options at $0.50.'],
    ['ownership_equity_opp', 'Equity Plans. At the Board\'s choice the Officer may be included in a stock incentive program.'],
    ['-ownership_equity_opp', 'The Officer shall receive a cash make-up payment equal to the value of the shares that would have been allocated to his account under the stock ownership plan.'],
    ['-ownership_equity_opp', 'Any unvested stock options that would have vested within six months of termination will become exercisable at once.'],
    ['-ownership_equity_opp', 'Her existing RSU awards are hereby amended: their chance to vest now runs to June 30, 2032.'],
    ['-ownership_equity_opp', 'The stock option granted to the Officer on March 3, 2019 shall continue to be governed by the 2018 Stock Plan.'],
    ['-ownership_equity_opp', 'This offer is subject to the Board\'s approval; Northgate Capital, the majority shareholder of the Company, supports the offer.'],
    ['-ownership_equity_opp', 'The deal payment takes whatever form the Company\'s equity holders get, paid when they are paid.'],
    ['-ownership_equity_opp', 'The purchase price for the assets shall be paid in cash or stock of the buyer.'],
  ])('%s :: %s', expectFlags);
});

describe('retirement plan: spellings, named deferred compensation plans, executive plans offered elsewhere', () => {
  it('reads "401-k" written with a hyphen and keeps "Savings Plan" in the name', () => {
    expect(valueOf(RETIRE, 'You will remain eligible for medical cover and 401-k under the terms of the benefit plans.')).toBe('401(k)');
    expect(valueOf(RETIRE, 'From month one you may join our 401(k) Savings Plan.')).toBe('401(k) savings plan');
  });
  it('reads plans that exist now as well as those to come', () => {
    expect(valueOf(RETIRE, 'The Officer is entitled to take part in our qualified pension plan, profit-sharing plan and other benefit plans now existing or that may be established later.')).toBe('pension and profit sharing plans');
  });
  it('names a deferred compensation plan the contract names with capitals, with its short name', () => {
    expect(valueOf(RETIRE, 'Retirement. You will be included with a small group of officers in the "SODCP" (Senior Officer Deferred Compensation Plan).')).toBe('Senior Officer Deferred Compensation Plan (SODCP)');
    expect(valueOf(RETIRE, 'Each year $50,000 is credited to his account under the Officer Deferred Compensation Plan (the "ODP").')).toBe('Officer Deferred Compensation Plan (ODP) with $50,000 annual company credit');
  });
  it('adds the executive plans another section offers to the plan read', () => {
    const text = [
      'Benefits. From the start date the Manager is eligible for the 401(k) plan.',
      'Top-hat plans. Being an officer, the Manager is also eligible for the Supplemental Executive Retirement Plan (SERP).',
    ].join('\n\n');
    const value = String(valueOf(RETIRE, text));
    expect(value).toContain('401(k)');
    expect(value).toContain('supplemental executive retirement plan (SERP)');
  });
  it('stays silent on a state pension named only as a deduction from the salary', () => {
    expect(valueOf(RETIRE, 'The salary is stated gross, before tax and other required deductions such as Quebec Pension Plan and employment insurance premiums.')).toBeUndefined();
  });
  it('stays silent, or adds nothing, on near misses', () => {
    // A named plan under which shares are merely held, or that the officer may not join.
    expect(valueOf(RETIRE, 'The Officer shall not be eligible to participate in the Executive Deferred Compensation Plan.')).toBeUndefined();
    // A SERP named only as one the officer is kept out of adds nothing.
    const text = [
      'Benefits. From the start date the Manager is eligible for the 401(k) plan.',
      'The Manager is not eligible for the Supplemental Executive Retirement Plan.',
    ].join('\n\n');
    expect(valueOf(RETIRE, text)).toBe('401(k)');
    // Lower-case generic words name no plan.
    expect(valueOf(RETIRE, 'Amounts payable under any deferred compensation plan shall be paid as that plan provides.')).toBeUndefined();
  });
});

describe('stock options: pay given in options, grants set out as list items', () => {
  it('reads options given as a bonus or a retainer', () => {
    expect(valueOf(STOCK, 'On joining you will be given a hiring bonus of 80,000 options over the Company\'s stock.')).toBe(80000);
  });
  it('sums grants listed as items after a lead-in, equal counts included', () => {
    const text = [
      'Equity. On signing the Employee shall receive the following equity options:',
      '- 200,000 options at $0.40.',
      'vesting at 12 months',
      '- 200,000 options at $0.80.',
      'vesting at 24 months',
      '4. Duties. The Employee shall serve as President.',
    ].join('\n\n');
    expect(valueOf(STOCK, text)).toBe(400000);
  });
  it('sums listed grants whose lead-in names the plan before its colon', () => {
    const text = [
      'Once the board agrees, the Officer will be granted the following shares under the Harbor 2031 Equity Plan:',
      '- 4,000 restricted shares that vest over two years.',
      '- 6,000 shares of stock options vesting yearly over five years.',
      '9. Duties. The Officer shall serve as Treasurer.',
    ].join('\n\n');
    expect(valueOf(STOCK, text)).toBe(10000);
  });
  it('does not sum a list that is not of grants', () => {
    const text = [
      'The Company has reserved the following shares under its plans:',
      '- 2,000,000 shares for the 2030 Plan.',
      '- 500,000 shares for the purchase plan.',
    ].join('\n\n');
    expect(valueOf(STOCK, text)).toBeUndefined();
  });
});

describe('incentive bonus: schedules by period, parts paid in stock, a salary raise before the bonus', () => {
  it('takes the amount of the first period of a bonus set year by year', () => {
    const text = 'The Director may also earn a yearly bonus on the dates below:\n\nPeriod Bonus From March 1, 2031 through February 28, 2032 $400,000 From March 1, 2032 through February 28, 2033 $450,000 After February 28, 2033 $500,000';
    expect(valueOf(INC, text)).toBe(400000);
  });
  it('keeps the top step of a table of performance steps', () => {
    const text = 'The Clinic will pay the Doctor a yearly bonus as shown in the table below:\n\nat least 90% of goal 20,000; at least 100% of goal 35,000; at least 110% of goal 50,000';
    expect(valueOf(INC, text)).toBe(50000);
  });
  it('does not read the part of any bonus that may be paid in stock as the bonus', () => {
    const text = 'Pay. The base salary is $150,000 a year. The Officer may earn an annual bonus capped at 40% of his base salary on goals the Board sets. Up to $25,000 of any annual bonus may be paid in Company shares instead of cash.';
    expect(valueOf(INC, text)).toBe(60000);
  });
  it('does not read a salary\'s later rate as the bonus', () => {
    const text = 'She will be paid an annual base salary of $400,000 (increasing to $420,000 from July 1, 2032) and an annual bonus at a rate of 50% of her annual base salary if the targets are met.';
    expect(valueOf(INC, text)).toBe(200000);
  });
});

describe('retirement plan: the match in other wordings and in the paragraph after the plan; a plan paid out of the salary', () => {
  it('reads a match stated as a share of the employee\'s contributions, with its cap', () => {
    expect(valueOf(RETIRE, 'You may join the 401(k) plan; the Company matches 25% of participant contributions up to a maximum of 4% of pay.')).toBe('401(k) with 25% employer match up to 4% of pay');
    expect(valueOf(RETIRE, 'You may join the 401(k) plan; the Company matches 25% of participant contributions up to 4% of salary, in its common stock.')).toBe('401(k) with 25% employer match up to 4% of salary, paid in common stock');
  });
  it('reads a match stated in cents on the dollar', () => {
    expect(valueOf(RETIRE, 'Benefits: 401(k) Plan, employer match of $0.75 per dollar of the first 4% you put in.')).toBe('401(k) with 75% employer match on first 4%');
  });
  it('reads the match from the paragraph that goes on about the plan named before it', () => {
    const text = 'Benefits now offered to you include: 401(k)\n\nPlan: This qualified plan lets staff defer part of their pay. The Company matches 40% of employee contributions up to a maximum of 6% of salary.';
    expect(valueOf(RETIRE, text)).toBe('401(k) with 40% employer match up to 6% of salary');
  });
  it('does not take the match of a paragraph about something else', () => {
    const text = 'Benefits now offered to you include: 401(k)\n\nHealth: The Company pays 80% of the premium up to a maximum of 5% of salary.';
    expect(valueOf(RETIRE, text)).toBe('401(k)');
  });
  it('reads no plan whose cost the salary already includes', () => {
    expect(valueOf(RETIRE, 'Salary. The gross salary is EUR 120,000 a year (which includes the cost of private medical cover and private pension plans).')).toBeUndefined();
  });
});

describe('salary: an insurer\'s name in a summary line is no life cover', () => {
  it('reads the pay of a summary line that names an insurance agency', () => {
    expect(valueOf(BASE, 'Jane Roe - Chief Executive - Harbor Insurance LLC (the "Agency") Base Annual Pay - $190,000 Participation in the benefit plans.')).toBe(190000);
  });
  it('still skips a salary that only sizes life cover', () => {
    expect(valueOf(BASE, 'Life insurance equal to two times his base salary of $300,000 will be provided.')).toBeUndefined();
    expect(valueOf(BASE, 'Officers may have life insurance of twice the annual base salary up to a maximum benefit of $500,000.')).toBeUndefined();
  });
});

describe('retirement benefits flag: a hyphenated 401-k; a pension counted in the salary', () => {
  it.each([
    ['retire_benefits', 'You stay eligible for medical cover and 401-k under the plan terms.'],
    ['-retire_benefits', 'Salary. The gross salary is EUR 120,000 a year, which includes the cost of private medical and pension cover.'],
  ])('%s :: %s', expectFlags);
});

describe('stock options: ceilings of later awards, grants by month, grants made in parts, resized awards', () => {
  it('leaves out an award still to be sized: granted "up to", targeted, or to be earned', () => {
    expect(valueOf(STOCK, 'If she is still with the Company on June 30, 2031, the Company shall grant her up to 6,000 shares of its stock.')).toBeUndefined();
    expect(valueOf(STOCK, 'Under the long-range plan you are expected to be awarded up to 14,000 performance units on meeting the plan goals.')).toBeUndefined();
    const text = 'On signing, the Company will grant the Manager 30,000 restricted shares. The Manager may also earn an additional award of up to 40% of that grant, or 12,000 shares, on results for fiscal 2032.';
    expect(valueOf(STOCK, text)).toBe(30000);
  });
  it('still counts an option to purchase "up to" a number of shares, which fixes the grant', () => {
    expect(valueOf(STOCK, 'On his start date the Company shall grant him an option to purchase up to 45,000 shares of its common stock.')).toBe(45000);
  });
  it('leaves out a grant repeated each month, but keeps a grant that only vests by month', () => {
    const text = 'On the start date the Company will grant the Manager an option over 500,000 shares. From the ninth month on, the Company will grant the Manager an option over 20,000 shares each month for six months.';
    expect(valueOf(STOCK, text)).toBe(500000);
    expect(valueOf(STOCK, 'On joining you will be granted an option for 36,000 shares, vesting as to 1,000 shares each month.')).toBe(36000);
  });
  it('counts a grant made in equal parts as its whole, and a grant that vests in parts once', () => {
    expect(valueOf(STOCK, 'The restricted shares shall be granted in 4 equal installments of 2,500 shares each on the anniversaries of her start date.')).toBe(10000);
    expect(valueOf(STOCK, 'You will be granted 9,000 restricted shares, which will vest in 3 equal installments of 3,000 shares each.')).toBe(9000);
  });
  it('does not add the second part of a split named after the first', () => {
    const text = 'You will receive a share award of 7,000 shares. These shares vest in parts of 3,500 shares two years after the date of grant and 3,500 shares four years after the date of grant.';
    expect(valueOf(STOCK, text)).toBe(7000);
  });
  it('does not add an award resized on a condition, or a part of a grant measured by results', () => {
    const text = 'You will receive 18,000 stock options. Should your options from your old employer be released, we will reduce the award to 15,000 options.';
    expect(valueOf(STOCK, text)).toBe(18000);
    expect(valueOf(STOCK, 'For fiscal 2033 the performance grant shall be a percentage of 8,000 shares fixed by the goals reached.')).toBeUndefined();
  });
  it('reads a yearly retainer paid in options as the grant', () => {
    expect(valueOf(STOCK, 'The Company shall pay the Adviser the following fee: an annual retainer of 45,000 options, at $.15.')).toBe(45000);
  });
});

describe('retention bonus: parts set out in one sentence', () => {
  it('sums the listed parts of a stay bonus', () => {
    const text = 'The Company will pay the Manager (i) a retention bonus of $30,000, due on May 1, 2031, and (ii) a retention bonus of $30,000, due on November 1, 2031, provided that he remains employed by the Company through each date.';
    expect(valueOf(RET, text)).toBe(60000);
    const text2 = 'To keep her through the move, the Company will pay her a stay bonus as follows: the sum of $12,500 on signing, and an additional sum of $12,500 if she is still employed on June 30, 2032.';
    expect(valueOf(RET, text2)).toBe(25000);
  });
  it('leaves out a part owed only if the term is extended', () => {
    const text = 'The Company will pay her a stay bonus as follows: the sum of $12,500 on signing, and an additional sum of $12,500 if the term is extended beyond June 30, 2032.';
    expect(valueOf(RET, text)).toBe(12500);
  });
});

describe('incentive bonus: a rate in words that its figure contradicts, a half-yearly cap', () => {
  it('takes the words where the words and the figure of a rate disagree', () => {
    const text = 'The Manager shall be paid a base salary of $100,000 per year. Each year the Manager may earn a bonus capped at twenty percent (25%) of base salary.';
    expect(valueOf(INC, text)).toBe(20000);
    const agreed = 'The Manager shall be paid a base salary of $100,000 per year. Each year the Manager may earn a bonus capped at twenty-five percent (25%) of base salary.';
    expect(valueOf(INC, agreed)).toBe(25000);
  });
  it('doubles a cap stated for a half-year, not one stated for the year', () => {
    const text = 'The Manager is paid a monthly salary of $4,000. The Manager may earn a bonus twice a year on results. The half-yearly bonus is capped at $6,000.';
    expect(valueOf(INC, text)).toBe(12000);
    const yearly = 'The Manager is paid a monthly salary of $4,000. The Manager may earn a bonus once a year on results. The bonus is capped at $6,000.';
    expect(valueOf(INC, yearly)).toBe(6000);
  });
});

describe('incentive bonus: given only inside the total pay at target', () => {
  it('takes the total at target less the salary', () => {
    const text = 'Your base pay will be $120,000 a year, and you may earn bonuses on the sales goals we set each year. When the goals are met, your total target compensation comes to $150,000.';
    expect(valueOf(INC, text)).toBe(30000);
  });
  it('stays silent when the total at target is no more than the salary', () => {
    const text = 'Your base pay will be $120,000 a year, and you may earn bonuses on the sales goals we set each year. Your total target compensation comes to $120,000.';
    expect(valueOf(INC, text)).toBeUndefined();
  });
});

describe('stock options: a yearly bonus paid in units is no grant at signing', () => {
  it('stays silent on a yearly equity bonus', () => {
    expect(valueOf(STOCK, 'You may also earn a yearly equity bonus of 6,000 restricted stock units on the goals agreed with you.')).toBeUndefined();
  });
});

// Round 11: plans the employer enrols him in. Sentences written for these tests.
describe('retirement plan: the employer includes him in its plans', () => {
  it('reads the plan kinds he is included in', () => {
    expect(String(valueOf(RETIRE, 'The Firm shall include the Officer in all pension and retirement plans that it keeps for its senior officers.'))).toMatch(/pension/);
  });
  it('reads nothing from a list that includes him in no plan', () => {
    expect(valueOf(RETIRE, 'The Firm shall include the Officer in its weekly management meetings and its planning sessions.')).toBeUndefined();
  });
});

// Round 15: a grant stated whole and then by its parts, and options granted here and now whatever adjective they carry.
// Sentences written for these tests.
describe('stock options: a whole grant restated by its parts; options granted hereby', () => {
  it('does not add the parts of a grant to its whole', () => {
    const text = 'The Company will grant the Officer options over 90,000 shares at the market price on signing. The option over 60,000 shares vests on signing. The option over the other 30,000 shares is granted on signing but lapses if the shareholders do not approve it.';
    expect(valueOf(STOCK, text)).toBe(90000);
  });
  it('still sums two separate grants', () => {
    const text = 'The Company grants the Officer options to purchase 40,000 shares. The Company also grants him 10,000 restricted shares.';
    expect(valueOf(STOCK, text)).toBe(50000);
  });
  it('reads options granted hereby that are called annual', () => {
    const text = 'The Officer is hereby granted non-qualified annual options to buy 35,000 common shares of the Company.';
    expect(valueOf(STOCK, text)).toBe(35000);
  });
});

describe('salary: an amendment that swaps one quoted sum for another', () => {
  const head = 'Second Amendment to Employment Agreement. This amendment changes the agreement between Lakeshore Care, Inc. and Dr. Ivo Marsh dated June 1, 2029, and is signed on March 3, 2032.';
  const tail = 'Upon a termination without cause, the Company shall continue the Base Salary for six months.';
  it('takes the quoted sum put in the old one\'s place, with or without a currency sign', () => {
    expect(valueOf(BASE, [head, '2. Paragraph 5(a) is amended by striking the figure "95,000.00" and substituting the figure "118,500."', tail].join('\n\n'))).toBe(118500);
    expect(valueOf(BASE, [head, '3. The words \u201cOne Hundred Ten Thousand Dollars ($110,000)\u201d in Article IV.1 are hereby deleted and replaced with \u201cOne Hundred Forty Thousand Dollars ($140,000)\u201d.', tail].join('\n\n'))).toBe(140000);
    expect(valueOf(BASE, [head, '4. Paragraph 2 is amended by deleting "$8,000 per month" and inserting in its place "$9,500 per month, effective on the date hereof".', tail].join('\n\n'))).toBe(114000);
  });
  it('keeps the structure of the salary the swap sets', () => {
    expect(valueOf(PAY_FREQ, [head, '2. Paragraph 5(a) is amended by striking the figure "$95,000" and substituting the figure "$118,500".', tail].join('\n\n'))).toBe('salary');
  });
  it('stays silent where the swapped figure is not pay', () => {
    // A count of shares under a grant.
    expect(valueOf(BASE, [head, '2. Paragraph 7 is amended by striking "60,000 shares" and substituting "90,000 shares".', tail].join('\n\n'))).toBeUndefined();
    // A cap on a bonus.
    expect(valueOf(BASE, [head, '2. Paragraph 6 is amended by deleting "a bonus of up to $40,000" and replacing it with "a bonus of up to $55,000".', tail].join('\n\n'))).toBeUndefined();
  });
});

describe('inc_bonus: a range of shares of the salary and a bare top named after it', () => {
  const salary = 'Base Salary. The Company shall pay you a base salary of $200,000 per year.';
  it('takes the top end of a range, not its lower end', () => {
    expect(valueOf(INC, [salary, 'Annual Bonus. Your annual bonus opportunity is a target of 10% to 40% of base salary, set by the Board each spring.'].join('\n\n'))).toBe(80000);
  });
  it('takes a bare maximum named after the share as a share of the same salary', () => {
    expect(valueOf(INC, [salary, 'Annual Bonus. The annual bonus plan now being drafted sets a target bonus of 5% to 25% of salary depending on results, with a maximum payout of 50%.'].join('\n\n'))).toBe(100000);
  });
  it('does not read a top stated as a share of the target as a share of the salary', () => {
    expect(valueOf(INC, [salary, 'Annual Bonus. Your annual bonus opportunity is a target of 10% to 40% of base salary, with a maximum payout of 150% of the target bonus amount.'].join('\n\n'))).toBe(80000);
  });
});

describe('stock_opts: a grant listed beside yearly pay, and options granted now though called annual', () => {
  it('reads a grant listed after a yearly salary in a summary', () => {
    expect(valueOf(STOCK, 'Item 5.02. The new contract, for a two-year term, gives Ms. Ortiz an annual base salary of $310,000, the issuance of 65,000 stock options, and a yearly bonus plan.')).toBe(65000);
    expect(valueOf(STOCK, 'Her pay is $240,000 per annum, and the Board approved the grant of 30,000 options at signing.')).toBe(30000);
  });
  it('reads options the company shall issue now, though the options are called annual', () => {
    expect(valueOf(STOCK, 'The Corporation shall issue to the Officer incentive annual options good for a seven year period to purchase 42,000 shares of its common stock at the closing price on the grant date.')).toBe(42000);
  });
  it('still leaves a grant that recurs each year', () => {
    expect(valueOf(STOCK, 'The Officer may receive annual grants of 5,000 options each year at the discretion of the Board.')).toBeUndefined();
  });
});

describe('stock_opts: parts of a grant told after it, a dated grant name, and grants to other officers', () => {
  it('does not add the vesting parts told after the count', () => {
    expect(valueOf(STOCK, 'On signing, the Bank grants the Officer an option to buy 90,000 shares of its stock. The right to buy 30,000 shares shall vest on March 3, 2031, the right to buy a further 30,000 shares shall vest on March 3, 2032, and the rest on March 3, 2033.')).toBe(90000);
    expect(valueOf(STOCK, 'The Firm hereby grants the Manager options to acquire 120,000 ordinary shares at a price of $4.10 each. The option over 40,000 of such shares can be used at once. If revenue targets are met, an option over 40,000 of such shares will be exercisable each December.')).toBe(120000);
    expect(valueOf(STOCK, 'The Firm shall grant the Manager options to purchase 300,000 shares, with 100,000 Options vesting on each of the first three anniversaries of the start date.')).toBe(300000);
  });
  it('reads a year after a month as part of a name, not as a count', () => {
    expect(valueOf(STOCK, 'The Firm shall grant the Manager options to purchase 75,000 shares. The exercise price of the March 2027 Options already held is reduced to $1.10.')).toBe(75000);
  });
  it('keeps the grants of the first officer a summary names', () => {
    expect(valueOf(STOCK, 'Ms. Varga received 60,000 Options and 8,000 Restricted Shares. Mr. Holm received 15,000 options and 2,500 restricted shares.')).toBe(68000);
    expect(valueOf(STOCK, 'On the start date the committee granted 40,000 shares of common stock to Mr. Pardo under a stock award. The committee also granted 12,000 shares of common stock to Alice R. Benz, the treasurer, under a like award.')).toBe(40000);
  });
  it('does not count options the leaving officer gives back, only the new grant', () => {
    expect(valueOf(STOCK, 'On leaving, you will return your first vested grant of 90,000 share options. The Society will then issue you 12,000 share options priced on the leaving date.')).toBe(12000);
  });
  it('still sums two grants to the one officer', () => {
    expect(valueOf(STOCK, 'The Officer is granted an option to buy 50,000 shares. The Officer is also awarded 10,000 restricted shares vesting on the second anniversary.')).toBe(60000);
  });
});

// Round 26: options a paper about leaving names are held ones, and a grant told as past on its date is held too.
describe('stock_opts: held options in a paper about leaving, and a grant dated well before an amendment', () => {
  it('does not count options a separation paper only brings forward', () => {
    expect(valueOf(STOCK, 'SEPARATION AGREEMENT AND GENERAL RELEASE\n\nThe vesting of his option over 24,000 shares granted in 2012 is brought forward to the separation date.')).toBeUndefined();
  });
  it('still counts options the separation paper has the employer issue', () => {
    expect(valueOf(STOCK, 'SEPARATION AGREEMENT AND GENERAL RELEASE\n\nOn the separation date the Trust will issue him 6,000 share options priced at the close of that day.')).toBe(6000);
  });
  it('does not count a grant whose sentence opens on a date years before the amendment', () => {
    expect(valueOf(STOCK, 'AMENDMENT NO. 1 TO EMPLOYMENT AGREEMENT\n\nThis Amendment is made as of May 2, 2011.\n\nOn March 3, 2009, the Officer was granted options (the "First Options") under the Trust\'s staff share plan to buy 80,000 shares of its common stock.')).toBeUndefined();
  });
  it('still counts a grant dated just before the amendment', () => {
    expect(valueOf(STOCK, 'AMENDMENT NO. 1 TO EMPLOYMENT AGREEMENT\n\nThis Amendment is made as of May 2, 2011.\n\nOn April 20, 2011, the Officer was granted options (the "First Options") under the Trust\'s staff share plan to buy 80,000 shares of its common stock.')).toBe(80000);
  });
});
