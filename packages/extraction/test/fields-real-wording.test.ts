// Families of wording met in real filed agreements (corpus/real, dev split): executive and
// physician agreements drafted by lawyers rather than written for the tests. Every sentence
// here is written for this file; none is copied from a contract. Laid out like the schema.
import { describe, expect, it } from 'vitest';
import { valueOf } from './fields-helpers.js';

const B = 'basicInformation.';

describe('basicInformation.term_prov: termination without cause written the long way', () => {
  it.each([
    ['Your employment is at will: either you or the Clinic may end it at any time, with or without cause.', '0 days notice without cause'],
    ['The Hospital may terminate the Physician\'s employment at any time, for any reason or for no reason.', '0 days notice without cause'],
    // Notice the physician owes to resign is not the employer's notice.
    ['The Physician may resign for any reason on forty-five (45) days\' written notice to the Hospital. The Hospital may end the employment at any time without cause.', '0 days notice without cause'],
    ['Dr. Lee may, with or without cause, end his employment by giving the Group not less than sixty (60) days\' written notice.', undefined],
    // The quoted defined word, and notice "at least N days before" the ending.
    ['The Board may terminate the Physician\'s employment without "Cause" upon giving written notice to the Physician at least ninety (90) days before the termination takes effect.', '90 days notice without cause'],
    // The employer's right to end on notice, with no cause named.
    ['Early Termination. The Practice may terminate the Physician\'s employment by giving the Physician forty-five (45) days\' written notice.', '45 days notice without cause'],
    // A "Notice of Termination" clause that sets the least notice for every ending but one for cause.
    ['The Group may end this Agreement without Cause. Any termination other than for Cause takes effect on the date stated in the Notice of Termination, which shall not be earlier than the sixtieth (60th) day after that notice is delivered.', '60 days notice without cause'],
    // A conditional that prices a without-cause ending shows the right exists.
    ['If the Company terminates the Physician\'s employment other than for "Cause", the Company shall continue the base salary for six (6) months.', '0 days notice without cause'],
  ])('reads %s', (text, want) => {
    expect(valueOf(`${B}term_prov`, text)).toBe(want);
  });

  it('does not take "unable for any reason" or the consequences of any ending as a right to end without cause', () => {
    expect(valueOf(`${B}term_prov`, 'If the Physician is unable for any reason to perform the duties for ninety (90) days, the Practice may terminate this Agreement on ten (10) days\' notice.')).toBeUndefined();
    expect(valueOf(`${B}term_prov`, 'Upon the termination of the Physician\'s employment for any reason, the Physician shall return all records of the Practice within ten (10) days.')).toBeUndefined();
  });

  it('does not read a section cited by its caption as a statement', () => {
    expect(valueOf(`${B}term_prov`, 'Section 12.3 of the Agreement (Termination Without Cause) remains in effect and is not amended.')).toBeUndefined();
  });

  it('keeps "for cause only" where a without-cause ending is excluded', () => {
    expect(valueOf(`${B}term_prov`, 'The Hospital may terminate this Agreement before the end of the Term only for Cause.')).toBe('for cause only');
  });
});

const M = 'legalContractualProvisions.miscellaneousProvisions.';
const DISPUTE = 'legalContractualProvisions.terminationSeverance.dispute_res_proc';

describe('governing law: the place however it is named', () => {
  it.each([
    ['This Agreement shall be governed by, and construed in accordance with, the laws of the State of Oregon, excluding its conflict of laws rules.', 'Oregon'],
    ['This Agreement shall in all respects be construed according to the laws of the State of Kansas.', 'Kansas'],
    ['The rights of the parties shall be construed and enforced in accordance with, and governed by, by the laws of the State of Maine.', 'Maine'],
    ['This Agreement will be governed by the laws of the United States and the State of Colorado.', 'Colorado'],
    // A word standing for the place named earlier in the sentence, and a defined term standing for it.
    ['This Agreement is a contract made under the laws of the Commonwealth of Kentucky and shall be construed in accordance with the internal laws of said Commonwealth.', 'Kentucky'],
    ['The Clinic is located in the Commonwealth of Virginia (the "Commonwealth").\n\nGoverning Law. This Agreement is governed by the laws of the Commonwealth, without regard to its choice of law rules.', 'Virginia'],
  ])('%s', (text, want) => {
    expect(valueOf(`${M}governing_law`, text)).toBe(want);
  });

  it('does not take the law a party is organized under, or a law set aside', () => {
    expect(valueOf(`${M}governing_law`, 'Northfield Medical, Inc. is a corporation organized under the laws of the State of Delaware.')).toBeUndefined();
  });
});

describe('jurisdiction: the forum, from courts or the seat of arbitration', () => {
  it.each([
    ['The parties submit to the exclusive jurisdiction of the courts located in the State of Idaho for any action arising under this Agreement.', 'Idaho'],
    ['Any action arising under this Agreement shall be brought in a court of competent jurisdiction in the State of Utah.', 'Utah'],
    ['Any dispute shall be settled by binding arbitration before the American Arbitration Association in Tulsa, Oklahoma.', 'Tulsa, Oklahoma'],
    ['The parties will submit any controversy to arbitration before a tribunal located in New York City.', 'New York, New York'],
  ])('%s', (text, want) => {
    expect(valueOf(`${M}jurisdiction`, text)).toBe(want);
  });

  it('names no forum for "any court of competent jurisdiction" or an arbitration somewhere in a state', () => {
    expect(valueOf(`${M}jurisdiction`, 'The Practice may seek an injunction from any court of competent jurisdiction.')).toBeUndefined();
    expect(valueOf(`${M}jurisdiction`, 'The arbitration shall be held in the State of Iowa at a place the parties agree on.')).toBeUndefined();
  });
});

describe('dispute resolution: the route disputes take', () => {
  it.each([
    // Arbitration named among kinds of proceedings for a fee clause is not the route.
    ['If either party hires an attorney to enforce this Agreement in any proceeding, including bankruptcy, arbitration or appeal, the prevailing party recovers its fees. Any action shall be brought exclusively in the state or federal courts located in Travis County, Texas.', 'litigation'],
    // Arbitration kept only in reserve for when the courts' route fails.
    ['Each party waives trial by jury. If for any reason this jury waiver is not enforceable, the dispute shall be resolved by binding arbitration. The parties consent to the exclusive jurisdiction of the courts of the State of Georgia.', 'litigation'],
    ['All disputes about this Agreement shall be submitted for resolution to the American Arbitration Association in Reno, Nevada.', 'arbitration'],
    ['A disagreement about disability goes to three arbitrators, and the decision of the arbitrators shall be final and binding on both parties.', 'arbitration'],
  ])('%s', (text, want) => {
    expect(valueOf(DISPUTE, text)).toBe(want);
  });

  it('is silent where courts are named only in remedies or severability', () => {
    expect(valueOf(DISPUTE, 'If any provision of this Agreement is held invalid by a court of competent jurisdiction, the remaining provisions continue in effect.')).toBeUndefined();
  });
});

describe('paragraphs set in capitals', () => {
  it('reads a capitals paragraph as one sentence, not as a run of headings', () => {
    const text = [
      '9.4 GOVERNING LAW. THIS AGREEMENT SHALL BE GOVERNED BY AND CONSTRUED',
      'IN ACCORDANCE WITH THE LAWS OF THE STATE OF ARIZONA WITHOUT REGARD TO',
      'PRINCIPLES OF CONFLICTS OF LAW.',
      '',
      'EACH PARTY AGREES TO SUBMIT TO THE',
      'PERSONAL JURISDICTION AND VENUE OF THE STATE AND FEDERAL COURTS',
      'LOCATED IN MARICOPA COUNTY, ARIZONA FOR ALL DISPUTES UNDER THIS AGREEMENT.',
    ].join('\n');
    expect(valueOf(`${M}governing_law`, text)).toBe('Arizona');
    expect(valueOf(`${M}jurisdiction`, text)).toBe('Maricopa County, Arizona');
  });
});

describe('basicInformation.emp_type: stated, never assumed', () => {
  it.each([
    ['Dr. Ames shall devote her full business time and attention to the business of the Clinic.', 'full_time'],
    ['The Physician shall devote substantially all of his working time and efforts to the Practice.', 'full_time'],
    ['During your employment you will devote the whole of your time and abilities to the Group.', 'full_time'],
    ['The University appoints Dr. Imre as Assistant Professor of Surgery, a 1.0 FTE position.', 'full_time'],
  ])('%s', (text, want) => {
    expect(valueOf(`${B}emp_type`, text)).toBe(want);
  });

  it('is silent when the contract never says how much time it takes', () => {
    expect(valueOf(`${B}emp_type`, 'EMPLOYMENT AGREEMENT\n\nThe Company employs the Physician as its Medical Director. The base salary is $300,000 per year.')).toBeUndefined();
  });

  it('does not read full-time work elsewhere or at school as the engagement', () => {
    expect(valueOf(`${B}emp_type`, 'Severance continues for twelve months or until you secure full-time employment with another employer.')).toBeUndefined();
    expect(valueOf(`${B}emp_type`, 'Dependent cover lasts to age 23 if the child attends school full-time.')).toBeUndefined();
    expect(valueOf(`${B}emp_type`, 'Your position is 0.6 FTE; the 1.0 FTE equivalent of $400,000 is given for reference only.')).toBe('part_time');
  });
});

describe('setting and evaluation: words that only look like them', () => {
  it('does not read a panel of arbitrators, delivering a notice or a benefit plan\'s primary care physician as a practice setting', () => {
    const text = [
      'Each party shall strike one name in turn from the panel of arbitrators until one remains.',
      'The Executive may resign by delivering written notice to the Company.',
      'Members of the health plan choose a primary care physician who oversees their care.',
    ].join('\n\n');
    expect(valueOf('employmentStatusSetting.prac_set', text)).toBeUndefined();
  });

  it('does not take a review held only to decide a bonus, or a salary review, as a performance evaluation', () => {
    const FREQ = 'legalContractualProvisions.performanceEvaluationFeedback.perf_eval_freq';
    expect(valueOf(FREQ, 'After each fiscal year the Board shall review the performance of the Company and of the Executive, and may provide the Executive a bonus.')).toBeUndefined();
    expect(valueOf(FREQ, 'The Company will review the Executive\'s base salary on at least an annual basis.')).toBeUndefined();
  });
});

describe('basicInformation.contract_dur_renew: terms written the long way', () => {
  it.each([
    // The term runs from the contract's own date to a calendar date: whole months, rounded.
    ['EMPLOYMENT AGREEMENT\n\nThis Agreement is dated as of June 1, 2029.\n\n3. Term. The term of employment under this Agreement (the "Term") shall commence on the date of this Agreement and shall terminate at 5 p.m. on March 31, 2030.', '10 months; no automatic renewal'],
    ['The Physician\'s employment shall commence on July 15, 2026 (the "Start Date") and end on the third anniversary of the Start Date.', '3 years; no automatic renewal'],
    ['This Agreement is made as of this 1st day of March, 2026.\n\n1. Term. The Clinic employs the Physician for an initial term commencing as of the date hereof and ending on December 31, 2027. The Term shall be subject to automatic one-year renewals unless either party gives notice of non-renewal at least ninety (90) days before the end of the Term.', '22 months; renews automatically for 1 year terms'],
    ['Except as provided herein, the term of this Agreement (the "Term") shall be from January 3, 2026 (the "Effective Date") and shall end on March 31, 2029.', '39 months; no automatic renewal'],
    ['1. Operation and Term. The Expiration Date shall initially be the fifth anniversary of the Start Date, but on each anniversary after that the Expiration Date shall automatically be extended by one additional year unless either party gives notice that it will not extend.', '5 years; renews automatically for 1 year terms'],
    ['2.1 The Term shall commence on April 30, 2026 and shall end on April 30, 2029. After April 30, 2029, this Agreement shall continue on a month-to-month basis until either party gives ninety (90) days\' notice.', '3 years; renews automatically for 1 month terms'],
    ['The term of this Agreement shall be for a period of two (2) years. Absent written notice by either party, this contract will automatically add one year to its term on each anniversary date.', '2 years; renews automatically for 1 year terms'],
    ['TERM OF EMPLOYMENT.\nThe Clinic agrees to continue the Physician\'s employment for a period of twelve (12) months.', '12 months; no automatic renewal'],
  ])('%s', (text, want) => {
    expect(valueOf(`${B}contract_dur_renew`, text)).toBe(want);
  });

  it('reads a renewal that needs approval as no automatic renewal', () => {
    expect(valueOf(`${B}contract_dur_renew`, 'Term. This Agreement shall continue for two (2) years from the Effective Date. Renewal of this Agreement for successive two (2) year terms shall require approval of the Board.')).toBe('2 years; no automatic renewal');
  });
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

describe('compensation: stock grants summed, bonuses called only "bonus"', () => {
  const STOCK = 'compensation.stock_opts';
  const INC = 'compensation.inc_bonus';
  const PERF = 'compensation.perf_bonus';
  it.each([
    ['On the Start Date the Physician will be granted non-qualified stock options under the 2024 Plan (the "Plan") to purchase forty thousand (40,000) shares of common stock. The options vest at 20% per year (i.e., with respect to eight thousand (8,000) shares each year).', 40000],
    ['The Company will grant the Physician options to purchase 30,000 shares of Common Stock, and a grant of 10,000 shares of restricted stock.', 40000],
    ['3. You will receive a non-statutory stock option grant covering 12,000 shares, vesting in three equal installments, each covering 4,000 shares.\n\n4. You will be granted a restricted stock award covering 6,000 shares.', 18000],
    ['On the Start Date the Physician shall be granted an option for 20,000 shares. Thereafter, on each anniversary of the Start Date, the Physician shall be granted an option for 5,000 shares.', 20000],
  ])('%s', (text, want) => {
    expect(valueOf(STOCK, text)).toBe(want);
  });

  it('does not count options the physician already holds', () => {
    expect(valueOf(STOCK, 'As of the date of this Agreement, you have outstanding stock options to purchase 90,000 common shares, which remain in force.')).toBeUndefined();
  });

  it.each([
    ['The Physician\'s base salary is $200,000 per year. The Physician will be entitled to annual consideration for a bonus of up to 15% of base, based on the Physician\'s and the Clinic\'s performance.', 30000],
    ['The base salary is $240,000 per year. The Physician shall be eligible for an annual performance bonus equal to 30% of Base Salary at "Target" levels and up to 90% of Base Salary at "Maximum" levels.', 216000],
    ['BONUS PROGRAM: up to Sixty Thousand Dollars ($60,000) payable as set out below.', 60000],
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

describe('signing bonus: the amount before its name, paid in installments', () => {
  const SIGN = 'legalContractualProvisions.relocationAssistanceSigningBonuses.sign_bonus';
  it('reads the amount written just before the name, not an installment', () => {
    expect(valueOf(SIGN, 'You will be entitled to a Fifteen Thousand ($15,000) dollars signing bonus payable in two installments: i) Seven Thousand Five Hundred ($7,500) dollars within thirty (30) days; and ii) Seven Thousand Five Hundred ($7,500) dollars after six months.')).toBe(15000);
  });
  it('adds up equal installments when no total is stated', () => {
    expect(valueOf(SIGN, 'The Signing Bonus shall be paid in twelve (12) equal monthly installments of One Thousand Dollars ($1,000.00), less applicable taxes.')).toBe(12000);
  });
});

describe('vacation: the entitlement in force at the start', () => {
  const VAC = 'benefits.timeOff.vacation_days';
  it('takes the first step, not the one that begins after the first anniversary', () => {
    expect(valueOf(VAC, 'The Physician shall be entitled to two (2) weeks of paid vacation per calendar year, provided, however, that commencing after the first anniversary of this Agreement the Physician shall be entitled to three (3) weeks paid vacation.')).toBe(10);
  });
  it('does not take a cap on carried-over vacation as the entitlement', () => {
    expect(valueOf(VAC, 'The Physician shall receive two (2) weeks of vacation per year.\n\nVacation not taken during the year shall be carried over to the next year, for a maximum vacation accrual of six (6) weeks.')).toBe(10);
  });
});
