// Pay wordings of filed executive agreements and offer letters (round 6): salary in other currencies, salary pointed to
// elsewhere or restated by period, bonus maxima stated apart, stock grants listed together, stay bonuses, signing bonus
// names, commission pay and relocation. Sentences of contract language written for these tests.
import { describe, expect, it } from 'vitest';
import { BASE, INC, RET, SIGN, STOCK, valueOf } from './fields-helpers.js';
import { expectFlags } from './flags-helpers.js';

const PAY_FREQ = 'legalContractualProvisions.compensationStructurePaymentFrequency.comp_struct_pay_freq';

describe('salary in a currency other than the dollar', () => {
  it('reads a yearly salary in a country\'s dollars named in full, above the dollar ceiling', () => {
    const text = 'Remuneration. Your annual base salary will be Four Million Two Hundred Thousand (4,200,000) New Taiwan Dollars per year, paid in twelve equal monthly instalments.';
    expect(valueOf(BASE, text)).toBe(4200000);
    expect(valueOf(PAY_FREQ, text)).toBe('salary; monthly');
  });
  it('reads a monthly salary behind the full-width yuan sign', () => {
    expect(valueOf(BASE, 'Pay and Benefits:\n\nMonthly Salary: \uFFE59,500\n\nThe employee also takes part in the social insurance scheme.')).toBe(114000);
  });
  it('reads a monthly salary given after a caption whose currency sign was lost', () => {
    expect(valueOf(BASE, 'Monthly Salary: 9,500\n\nThe Employer pays the salary by bank transfer.')).toBe(114000);
  });
  it('lifts the dollar ceiling for a currency of small units named only in full', () => {
    expect(valueOf(BASE, 'The Executive shall receive a base salary of 7,800,000 Hong Kong dollars per annum, payable monthly.')).toBe(7800000);
    expect(valueOf(BASE, 'Her yearly base salary is set at 6,600,000 New Taiwan dollars, paid each month.')).toBe(6600000);
  });
  it('still caps a dollar figure that no salary reaches', () => {
    expect(valueOf(BASE, 'The annual salary of the officer shall be $9,000,000.')).toBeUndefined();
  });
});

describe('salary: the key that points elsewhere, a rate for a past period, a measure of a lump sum', () => {
  it('does not take the figure after a salary that is set out in another section', () => {
    const text = [
      'If we end this letter early, you will be paid the greater of: the amounts owed through the expiry date under the annual salary described in Section 4; or $900,000 gross.',
      'Section 4. Your gross annual salary for 2031 shall be $410,000.00.',
    ].join('\n\n');
    expect(valueOf(BASE, text)).toBe(410000);
  });
  it('reads the rate of the period in force at the date of an amending letter, not the one that has ended', () => {
    const text = [
      'Dated as of March 3, 2032',
      'This letter amends your Employment Agreement as follows.',
      'For work done from June 1, 2030 through December 31, 2031, the Officer earns a salary at the rate of $280,000 per year. For work done from January 1, 2032 through December 31, 2034, the Officer earns a salary at the rate of $330,000 per year.',
    ].join('\n\n');
    expect(valueOf(BASE, text)).toBe(330000);
  });
  it('keeps the first period\'s rate when the document is dated at its start', () => {
    const text = [
      'Dated as of June 1, 2030',
      'For work done from June 1, 2030 through December 31, 2031, the Officer earns a salary at the rate of $280,000 per year. For work done from January 1, 2032 through December 31, 2034, the Officer earns a salary at the rate of $330,000 per year.',
    ].join('\n\n');
    expect(valueOf(BASE, text)).toBe(280000);
  });
  it('does not read a salary rate that only explains how a lump sum was worked out', () => {
    const text = 'To settle its remaining duties, the Company has paid you a lump sum of $211,400 (representing base compensation at an annual rate of $190,000 for the rest of the notice period).';
    expect(valueOf(BASE, text)).toBeUndefined();
  });
  it('reads a salary set at a starting rate, with its pay rhythm beside a benefits list', () => {
    const text = 'Her salary in the new role will be at an initial rate of $14,000 per month, less withholdings. She shall be paid semi-monthly, and may join our medical insurance, paid holidays and the savings plan.';
    expect(valueOf(BASE, text)).toBe(168000);
    expect(valueOf(PAY_FREQ, text)).toBe('salary; semimonthly');
  });
});

describe('incentive bonus: maxima stated apart, and bonuses of other kinds', () => {
  it('takes a maximum stated in the next sentence of the bonus item', () => {
    const text = 'Bonus. Your base pay is set at $210,000 a year. You may earn a yearly bonus of 25% of base salary. In an outstanding year this amount may reach 50% of base salary.';
    expect(valueOf(INC, text)).toBe(105000);
  });
  it('reads a second percentage of the same measure ("of such amount")', () => {
    const text = 'Her base salary is $300,000 per year, and she may earn a target bonus of up to 40% of her base salary each year and a stretch bonus of up to 90% of such amount.';
    expect(valueOf(INC, text)).toBe(270000);
  });
  it('does not read a bonus owed on a public listing or a merger as the incentive bonus', () => {
    const text = 'Listing Bonus. The Officer shall receive a special bonus of $250,000 if the Company completes an initial public offering of its shares or a merger with a listed company before 2033.';
    expect(valueOf(INC, text)).toBeUndefined();
  });
  it('does not read the instalments of a signing bonus as the incentive bonus', () => {
    const text = 'We will pay you a $12,000 "signing" bonus. The bonus is payable in three $4,000 parts over your first half year. Each part depends on your continued employment.';
    expect(valueOf(INC, text)).toBeUndefined();
    expect(valueOf(SIGN, text)).toBe(12000);
  });
});

describe('stock granted at signing', () => {
  it('adds a share grant and an option grant of the same size listed in one sentence with their vesting', () => {
    const text = 'The package includes a base salary of $400,000, a restricted stock grant on the start date of 8,000 shares vesting one quarter each year over four years, and a stock option grant on the start date of 8,000 shares vesting one quarter each year over four years.';
    expect(valueOf(STOCK, text)).toBe(16000);
  });
  it('leaves out an option he was granted before', () => {
    const text = 'Under the 2029 Plan you have previously been granted options over 150,000 shares. The Company hereby grants you an additional option to purchase 60,000 shares.';
    expect(valueOf(STOCK, text)).toBe(60000);
  });
  it('leaves out a grant dated years before a restated agreement', () => {
    const text = [
      'Dated as of May 1, 2034',
      'The Company granted to the Officer as of March 1, 2029, 40,000 options to purchase 40,000 shares of common stock.',
      'The Company hereby grants the Officer a further 25,000 options to purchase 25,000 shares of common stock.',
    ].join('\n\n');
    expect(valueOf(STOCK, text)).toBe(25000);
  });
  it('counts stock appreciation rights, but not the cap on shares he buys himself or a plan\'s year', () => {
    const text = [
      'On joining, the officer was awarded 6,000 stock-settled stock appreciation rights under the 2027 Stock Option and Stock Appreciation Rights Plan.',
      'For each share that he purchases (up to 9,000 shares) in his first month, he will be granted a matching share of deferred stock.',
    ].join('\n\n');
    expect(valueOf(STOCK, text)).toBe(6000);
  });
  it('reads a grant stated as what the options will be', () => {
    expect(valueOf(STOCK, 'The stock options will be 90,000 shares, subject to approval by the Board.')).toBe(90000);
  });
});

describe('retention bonus: stay payments without the word retention', () => {
  it('adds a second stay payment to the first', () => {
    const text = 'If you remain employed with us for your first six months, we will pay you a one-time bonus of $40,000. If you remain employed with us through your first anniversary, we will pay you a second one-time bonus of $40,000.';
    expect(valueOf(RET, text)).toBe(80000);
    expect(valueOf(SIGN, text)).toBeUndefined();
  });
  it('reads a guaranteed bonus owed on the first anniversary of the start', () => {
    const text = 'On the first anniversary of her start date, or on an earlier termination without cause, the officer receives a guaranteed bonus of at least $45,000.';
    expect(valueOf(RET, text)).toBe(45000);
  });
  it('reads a stay bonus set as a share of the salary', () => {
    const text = 'Your base salary shall be $240,000 per year. If you are employed by the Company on March 31, 2033, you shall receive a special bonus equal to 25% of your then current Base Salary.';
    expect(valueOf(RET, text)).toBe(60000);
  });
  it('does not read a yearly results bonus as a stay bonus', () => {
    const text = 'Your base salary shall be $240,000 per year. You may earn an annual bonus of up to 25% of your base salary based on the Company\'s revenue goals.';
    expect(valueOf(RET, text)).toBeUndefined();
  });
});

describe('signing bonus: names written apart, a salary named before it', () => {
  it('reads "sign on bonus" written as two words', () => {
    expect(valueOf(SIGN, 'The Company will pay you an $8,000 sign on bonus upon your first day of work.')).toBe(8000);
  });
  it('does not take a salary figure listed before the signing bonus', () => {
    expect(valueOf(SIGN, 'His package comprises a base salary of $480,000, a signing bonus of $120,000 payable within 30 days of his start, and the usual benefits.')).toBe(120000);
  });
  it('does not take a yearly salary under a caption that also names the signing bonus', () => {
    expect(valueOf(SIGN, '4. Base Salary; Options; Sign-on Bonus 4.1 During the term the Officer earns an annual base salary in the amount of $310,000, payable in biweekly installments.')).toBeUndefined();
  });
});

describe('pay structure: commission on the employee\'s own sales, a salary without the word salary', () => {
  it('reads commission on business the employee brings in as productivity pay', () => {
    const text = 'The Employee earns a base salary of $90,000 per year. In addition, the Employee will be paid commissions on new accounts he originates in each calendar year.';
    expect(valueOf(PAY_FREQ, text)).toBe('salary plus productivity');
  });
  it('does not read a securities regulator as a commission', () => {
    const text = 'The Employee earns a base salary of $90,000 per year. The Company files reports with the Securities and Exchange Commission.';
    expect(valueOf(PAY_FREQ, text)).toBe('salary');
  });
  it('names the structure of a yearly sum paid as compensation', () => {
    const text = '3. Compensation. As compensation for his services, the Company shall pay to the Officer $185,000 for the first year of the term, payable under the Company\'s payroll practices.';
    expect(valueOf(BASE, text)).toBe(185000);
    expect(valueOf(PAY_FREQ, text)).toBe('salary');
  });
});

const RELOC_CASES: [string, string][] = [
  ['reloc_assist', 'Moving: we offer you our standard relocation package under the Company\'s relocation policy.'],
  ['reloc_assist', 'The Company shall reimburse the Officer for the reasonable costs he incurs in moving himself and his family to the new headquarters city.'],
  ['-reloc_assist', '"Good Reason" means a material cut in the Officer\'s pay, or a required relocation of more than 40 miles from his present office.'],
  ['-reloc_assist', 'Good Reason includes the failure of the Company to pay any compensation when due, or a relocation of the Officer\'s principal place of employment.'],
];

describe('relocation assistance: packages and family moves, not a move named as good reason', () => {
  it.each(RELOC_CASES)('%s :: %s', expectFlags);
});
