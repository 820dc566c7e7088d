// Termination and severance (legalContractualProvisions.terminationSeverance.*): sentences of contract language written for these tests.
import { describe, expect, it } from 'vitest';
import { valueOf } from './fields-helpers.js';
import { WEL, expectFlags, trueIn } from './flags-helpers.js';

const DISPUTE = 'legalContractualProvisions.terminationSeverance.dispute_res_proc';

// Flag phrasings: each line lists the fields that must be true and (with a leading '-') those
// that must stay false; "\\n" starts a line, "\f" a page.
const FLAG_CASES: [string, string][] = [
  // -- phrasings of contract language written for the tests
  ["term_sev_prov", "Upon termination without cause, Physician shall receive six months of base salary as severance."],
  ["-term_sev_prov", "Physician acknowledges that no severance will be paid."],
  ["-term_sev_prov", "Either party may terminate with ninety days notice."],
  // Salary paid on for a period counted from "your" ending; a multiple of the base pay owed at an ending.
  ["term_sev_prov", "Should the Clinic let you go for any reason but misconduct, it will keep paying your base salary every two weeks for up to four months from the effective date of your termination."],
  ["term_sev_prov", "On his termination without cause the Trust shall pay the Officer, within a month, a sum equal to two times his average base pay for the last two years."],
  ["-term_sev_prov", "Her base pay is reviewed two times a year, and the Clinic may end the employment on notice."],
  // Salary kept up through an illness is sick pay; the same words for an ending are severance.
  ["-term_sev_prov", "The Clinic keeps up full salary continuation for no more than ten weeks a year during any illness or injury off the job."],
  ["term_sev_prov", "If the Clinic ends the employment without cause, it will provide salary continuation for six months, and the same applies while the Doctor is ill."],
  // Salary for what is left of the contract, named as an amount due up to the date it would have expired.
  ["term_sev_prov", "Should the Cooperative end the engagement without good cause, the Manager gets the salary amount due from the dismissal until the date of expiration of this Agreement."],
  ["-term_sev_prov", "The Manager earns a salary of 90,000 crowns a year until the date of expiration of this Agreement."],
  ["term_sev_prov", "If Employer terminates without cause, Employer shall continue to pay Physician's base salary for three (3) months after the date of termination."],
  // The contract's rights or pay carried on past an ending the employer causes; the same rights carried past a sale, or
  // pay only up to the ending, are no severance.
  ["term_sev_prov", "If the Bank lets the Officer go without Cause, all of his rights under this Agreement shall continue for eighteen months after the leaving date."],
  ["-term_sev_prov", "All of the Officer's rights under this Agreement shall continue for eighteen months after a sale of the Bank."],
  ["term_sev_prov", "Should the Officer be constructively dismissed, he may look for other work and shall still receive the salary set out in Section 4, less what he earns elsewhere."],
  ["-term_sev_prov", "Should the Officer be constructively dismissed, he shall receive the salary set out in Section 4 up to the date of termination."],
  // Further pay given up except the severance this document grants.
  ["term_sev_prov", "The Officer gives up any claim to further pay or benefits, other than the pay and severance set out in this Agreement."],
  ["-term_sev_prov", "Nothing here grants severance other than the severance set out in the Bank's staff plan."],
  // A termination payment measured as a multiple of a rate; a review twice a year measures nothing.
  ["term_sev_prov", "(b) A termination payment of three times the monthly rate in Section 4."],
  ["-term_sev_prov", "The Board reviews termination payments for all officers two times each quarter."],
  // The pay for an ending named in a clause about the handover it buys.
  ["term_sev_prov", "In return for the payments and benefits provided to her upon such termination under Section 6, the Director shall help with the handover for thirty days."],
  ["-term_sev_prov", "The payments and benefits provided to her during the employment are set out in Section 6."],
  // A year's salary in one sum, an item of what an ending without cause pays; a sum of the salary earned up to it is arrears.
  ["term_sev_prov", "If the Bank terminates the employment without Cause, the Officer shall receive (i) his salary through the leaving date; (ii) a single cash payment equal to his Base Salary; and (iii) his unused leave."],
  ["-term_sev_prov", "On any ending of the employment the Officer shall receive (i) his unused leave; and (ii) a lump-sum amount equal to the Officer's base salary earned through that day."],
  // A condition that he is not offered another post does not deny the pay that follows it.
  ["term_sev_prov", "If at the leaving date you are not offered a post at the same salary, then you will receive: a. nine months of severance pay at your current monthly salary;"],
  // A document about leaving that pays a sum of its own pays it for the leaving; a bonus in it, or the same words in an
  // employment agreement, are not severance.
  ["term_sev_prov", "SEPARATION AGREEMENT\nThe Officer's employment with the Bank ends on June 1.\nThe Bank shall pay the Officer the sum of ninety thousand dollars on the leaving date."],
  ["-term_sev_prov", "SEPARATION AGREEMENT\nThe Officer's employment with the Bank ends on June 1.\nThe Bank shall pay the Officer a handover bonus in the sum of $20,000."],
  ["-term_sev_prov", "SERVICE AGREEMENT\nThe Officer is hired as treasurer of the Bank.\nThe Bank shall pay the Officer the sum of ninety thousand dollars for the first year."],
];

describe('termination and severance: flags across phrasings', () => {
  it.each(FLAG_CASES)('%s :: %s', expectFlags);
});

describe('dispute resolution: the route disputes take', () => {
  it.each([
    // Arbitration named among kinds of proceedings for a fee clause is not the route.
    ['If either party hires an attorney to enforce this Agreement in any proceeding, including bankruptcy, arbitration or appeal, the prevailing party recovers its fees. Any action shall be brought exclusively in the state or federal courts located in Travis County, Texas.', 'litigation'],
    // Arbitration kept only in reserve for when the courts' route fails.
    ['Each party waives trial by jury. If for any reason this jury waiver is not enforceable, the dispute shall be resolved by binding arbitration. The parties consent to the exclusive jurisdiction of the Georgia state courts.', 'litigation'],
    ['All disputes about this Agreement shall be submitted for resolution to the American Arbitration Association in Reno, Nevada.', 'arbitration'],
    ['A disagreement about disability goes to three arbitrators, and the decision of the arbitrators shall be final and binding on both parties.', 'arbitration'],
    // Arbitration called compulsory or obligatory.
    ['If the two sides cannot settle a quarrel over this contract, each agrees to submit it to compulsory arbitration in Ponce.', 'arbitration'],
    ['Every claim under these terms goes to obligatory arbitration before one arbitrator sitting in Bergen.', 'arbitration'],
  ])('%s', (text, want) => {
    expect(valueOf(DISPUTE, text)).toBe(want);
  });

  it('is silent where courts are named only in remedies or severability', () => {
    expect(valueOf(DISPUTE, 'If any provision of this Agreement is held invalid by a court of competent jurisdiction, the remaining provisions continue in effect.')).toBeUndefined();
  });
});

describe('severance not called so, and a car', () => {
  const SEV = 'legalContractualProvisions.terminationSeverance.term_sev_prov';
  it.each([
    'Upon termination of the Physician\'s employment by the Clinic without Cause, the Clinic shall pay the Physician the Accrued Benefits plus an additional one (1) year of Base Salary.',
    'If the Hospital ends the employment for any reason other than Cause, the Hospital shall continue to pay the Physician\'s Base Salary through the end of the Term.',
    'Upon receipt of such notice of resignation, the Company shall promptly pay the Physician a lump sum equal to eighteen (18) months salary.',
    'If the Clinic terminates your employment without cause, you will receive your monthly base salary for (6) six months following your termination date.',
    // An obligation rather than a promise, and a period named before the salary.
    'Should the Bank end the Officer\'s employment for any reason, the Bank shall be obligated to pay the Officer, within ten days, a sum equal to 1.5 times his then current base salary.',
    'If the Officer resigns for Good Reason, the Officer shall be entitled to receive, for a period of two years from the date of such resignation, his base salary at the rate then in effect.',
    // An item label between "shall" and the verb, and a period written "a 1 year period".
    'If the Bank terminates the Officer\'s employment without cause, the Bank shall (i) continue to pay the Officer\'s base salary for a 1 year period after termination and (ii) pay any earned bonus.',
    // The lead-in of what a termination other than for cause pays.
    'If the Bank shall terminate the Officer\'s employment other than for Cause, the Bank shall pay to the Officer in a lump sum in cash within 30 days the aggregate of the following amounts:',
    // Pay after the ending under a name of its own, and the balance of the salary.
    'For purposes of this Agreement, the term "Termination Payments" shall mean continuation of the Officer\'s annual base salary through the end of the Term.',
    'As a condition to the receipt of any termination payments under this paragraph, the Officer must first sign a release of claims.',
    'Should the Officer be dismissed without cause, the Officer is entitled to the balance of his salary due under this Agreement.',
    // An item of a list whose lead-in is a condition with its own negation.
    'If the employment ends for a reason not listed in Section 6, the Company shall pay the following:\n(a) any salary earned but unpaid; and\n(b) an amount equal to the Officer\'s annual base salary, payable in twelve monthly installments following the date of termination.',
    'If the Officer\'s employment ends and the ending is not covered by Section 4 or Section 5, (i) the Officer shall be paid his accrued salary and (ii) the Officer shall receive a cash sum equal to his severance amount, paid within thirty days.',
    // A share of the salary, and the remaining period of the term.
    'If the Company ends the employment at its discretion during the Initial Term, the Company shall pay the Officer fifty percent (50%) of her then applicable base salary.',
    'If the Company terminates the employment before the Initial Term expires, it shall pay the Officer her salary for the remaining period of the Initial Term.',
    'Should the Clinic end the employment under paragraph 4(c), the Clinic shall pay the Physician the compensation payable under the entire term of this Agreement.',
    // A multiple of an average of past pay, and an entitlement named straight after "entitled to".
    'If the employment is terminated after a merger, the Officer is entitled to 2.5 times the average yearly amount paid to her in salary and bonus over the last three years.',
    'Upon termination without cause, the Officer shall be entitled to cash compensation equal to six (6) months of then existing base salary.',
    'If the Officer is dismissed other than for cause, he shall be entitled to payment of one year of compensation at his final salary rate.',
    // The measure first and the paying after it, or the ending only in the lead-in of the list.
    'If the Company terminates the Officer, the Officer shall be entitled only to (a) unpaid salary to the termination date and (b) two months salary, which the Company will pay after the termination date.',
    'If the Company terminates the Officer\'s employment other than for Cause, the Company shall provide the following termination compensation:\n(a) a lump sum payment equal to nine (9) months of the Officer\'s then current Base Salary; and\n(b) any accrued vacation.',
    'If the Clinic terminates the employment during the Extension Period, then:\n(i) the Clinic shall pay all accrued salary within five days; and\n(ii) the Clinic shall pay the Monthly Sum on the first of every month for the rest of the Extension Period.',
    // The ending named before a lump sum measured by the salary.
    'The Officer will receive upon his termination of employment one lump sum cash payment equal to the discounted value of the base salary he would otherwise have earned through year end.',
    // Salary paid on for a period counted from the ending.
    'If the Company ends the employment other than for Cause or because of Disability or death, the Company will, for a period of eighteen months after the termination date, pay the Officer her base salary as in effect on that date.',
    // A separation payment of a stated sum, and severance by its name in PRC labour law.
    'In that case a separation payment of $250,000 will be made to the Officer.',
    'If the Employer ends the contract for one of the reasons below, it shall pay the Employee economic compensation based on the years of service.',
  ])('term_sev_prov: %s', (text) => {
    expect(trueIn(text).has(SEV)).toBe(true);
  });

  it.each([
    // A bonus measured by the salary, pay during a notice period, a cover measured by the salary, a covenant's period.
    'The Officer may earn a target bonus of up to 40% of base salary, and no bonus is payable if the employment terminates before the payment date.',
    'Either party may terminate this Agreement on six months notice, and the Company shall continue to pay the monthly salary until the end of the notice period.',
    'The Company shall pay the premiums on life insurance equal to two times the Officer\'s base salary, and the cover terminates with the employment.',
    'In return for the salary paid to him, for twelve months after the date of termination the Officer will not compete with the Company.',
    // A payment on a change in control alone, with no ending of the employment.
    'On a change in control the Officer shall be entitled to a lump sum equal to four months of base salary.',
  ])('not term_sev_prov: %s', (text) => {
    expect(trueIn(text).has(SEV)).toBe(false);
  });

  it('does not take a plan with no termination payments, or salary continued during a disability, as severance', () => {
    expect(trueIn('The Officer shall receive no termination payments of any kind on the expiry of the Term.').has(SEV)).toBe(false);
    expect(trueIn('During a disability the Company shall provide continuation of the Officer\'s base salary for up to ninety days.').has(SEV)).toBe(false);
  });

  it('does not take accrued pay on a termination for cause as severance', () => {
    expect(trueIn('If the Bank terminates the Officer\'s employment for Cause, the Bank shall pay to the Officer his accrued salary through the date of termination.').has(SEV)).toBe(false);
  });

  it('keeps a list denied by its lead-in verb denied', () => {
    expect(trueIn('On termination for Cause the Company shall not pay:\n(a) an amount equal to the Officer\'s annual base salary following the termination; or\n(b) any bonus.').has(SEV)).toBe(false);
  });

  it('does not take disability pay up to the date of termination as severance', () => {
    expect(trueIn('If the Physician is disabled, the Clinic shall keep paying the Physician his full salary through the date of such termination.').has(SEV)).toBe(false);
  });

  it.each([
    'During the Term, the Clinic shall provide the Physician with an automobile allowance of $750.00 per month.',
    'The Company shall provide the Physician with the use of a Company owned or leased automobile.',
    'The Group shall pay for the lease, insurance and maintenance of a car leased by the Physician.',
  ])('commute_assist: %s', (text) => {
    expect(trueIn(text).has(`${WEL}commute_assist`)).toBe(true);
  });

  it('does not take business travel or a rental car as commuting help', () => {
    expect(trueIn('The Clinic reimburses business travel, including airfare, hotels and rental cars.').has(`${WEL}commute_assist`)).toBe(false);
  });
});

describe('dispute resolution', () => {
  it.each([
    ['Any dispute arising under this Agreement shall be resolved by binding arbitration under the rules of the American Arbitration Association.', 'arbitration'],
    ['The parties shall first submit any dispute to non-binding mediation. If mediation fails, the dispute shall be settled by binding arbitration.', 'mediation_then_arbitration'],
    ['Any dispute shall first be submitted to mediation. If not resolved, either party may bring an action in the state courts of Franklin County, Ohio, which shall have exclusive jurisdiction.', 'mediation'],
    ['Any action arising under this Agreement shall be brought exclusively in the state or federal courts located in Cook County, Illinois.', 'litigation'],
    // Arbitration under a run of qualifiers, or "in an arbitration proceeding".
    ['All claims relating to the employment will be resolved, to the extent the law allows, by final, binding and confidential arbitration in Tampa, Florida.', 'arbitration'],
    ['Every such claim shall be resolved in an arbitration proceeding before one neutral arbitrator.', 'arbitration'],
    // Courts named as the place disputes are brought, heard or submitted, with or without the word court.
    ['Disputes about this Agreement are to be brought and heard in a competent court in the State of Ohio.', 'litigation'],
    ['A legal proceeding to enforce this Agreement shall be submitted without a jury to a competent court in the State of Utah.', 'litigation'],
    ['A dispute on the meaning of this contract is to be submitted to the ordinary courts of Geneva.', 'litigation'],
    ['Any disputes arising out of this Agreement shall be brought in the City and County of Boise, Idaho.', 'litigation'],
    ['Any claim for benefits shall be brought in accordance with the claims procedure of the Plan.', undefined],
    // Courts a clause names and then calls the only courts of competent jurisdiction; venue that "shall lie" in a place.
    ['Each side submits to the courts of the State of Vermont, which both treat as the only courts of competent jurisdiction for a claim arising from this letter.', 'litigation'],
    ['Jurisdiction and venue for any claim under this letter shall lie in Polk County, Iowa.', 'litigation'],
    ['If a term is held void by any court of competent jurisdiction, the rest of this letter stays in force.', undefined],
  ])('dispute phrasing %#', (text, want) => {
    expect(valueOf(DISPUTE, text)).toBe(want);
  });

  // Mediation counts as a first step only when the contract makes it one; offered beside arbitration, or held after the
  // hearing, it leaves arbitration as the procedure.
  it.each([
    ['Should talks fail, the worker may ask the works mediation panel to mediate the quarrel or may apply for arbitration to the county labour arbitration board.', 'arbitration'],
    ['A quarrel over wages may go to the plant mediation committee for mediation; if that fails, either side may apply to the labour arbitration committee. Either side may also go directly to the labour arbitration committee without mediation.', 'arbitration'],
    ['Every dispute shall be decided by binding arbitration in Leeds.\n\nOnce the arbitration hearing has closed and before the award is opened, the arbitrator shall sit as mediator to try to settle all issues.', 'arbitration'],
    ['Each claim shall be decided by binding arbitration in Akron under the rules of the Lakeshore Arbitration and Mediation Centre.', 'arbitration'],
    ['If the sides cannot settle a quarrel by talks, it can be filed with the district arbitration committee for labour disputes.', 'arbitration'],
    ['The parties have signed the clinic\'s mutual agreement to arbitrate in the form attached hereto, which is incorporated herein by reference.', 'arbitration'],
    // Still a step before arbitration when it must come first.
    ['Every dispute must first go to mediation in Leeds, and only if mediation fails to binding arbitration.', 'mediation_then_arbitration'],
    ['If talks fail, either side may ask for mediation. If mediation has not settled the quarrel within 45 days, it goes to binding arbitration in Leeds. Mediation and any arbitration sit where the mediator or arbitrator decides, and either side may seek an injunction while mediation or arbitration is under way.', 'mediation_then_arbitration'],
    // A court that approves an appointment hears no dispute.
    ['The appointment of Dr. Vale as president needs the consent of the bankruptcy court in the district of Delaware.', undefined],
  ])('mediation beside arbitration %#', (text, want) => {
    expect(valueOf(DISPUTE, text)).toBe(want);
  });

  it('does not read an arbitrator named beside a court in a severability sentence as arbitration', () => {
    expect(valueOf(DISPUTE, 'If any term is determined by an arbitrator (or a panel of arbitrators) or any competent court to be void, the rest stays in force.')).toBeUndefined();
  });

  it('does not count a court-or-arbitrator severability sentence as arbitration', () => {
    const text = 'If a court or arbitrator finds any covenant unenforceable, it shall be reformed.\n\nAny action shall be brought exclusively in the courts of Dane County, Wisconsin.';
    expect(valueOf(DISPUTE, text)).toBe('litigation');
  });
});

describe('term_sev_prov: severance by a plan, by the pay a period after the ending would bring, or by a rewritten definition', () => {
  it.each([
    ['term_sev_prov', "If the Bank ends his employment without good cause, he will be eligible for severance benefits under the terms of the Bank's executive severance plan."],
    ['term_sev_prov', 'On her leaving early she is paid the amount of base salary she would have earned for the period starting on the date of her termination and ending ninety days later.'],
    ['term_sev_prov', 'Paragraph (ii) of the definition of Separation Payments in Section 7.2 is hereby amended and restated as follows: (ii) her target bonus for the year.'],
    // Arrears of pay, a cut of pay owed elsewhere and the amended agreement's own title add no severance.
    ['-term_sev_prov', 'Within ten days after his employment ends for any reason the Company shall pay him a lump sum equal to whatever part of his salary up to the termination date has not yet been paid.'],
    ['-term_sev_prov', 'If the Officer is dismissed without cause and is owed termination payments under this Agreement, those termination payments shall be reduced by any retention award already paid to him.'],
    ['-term_sev_prov', 'AMENDMENT NO. 4 TO THE EMPLOYMENT, NON-SOLICITATION AND SEVERANCE AGREEMENT (this "Amendment") is entered into by the Bank and Mr. Lowe.'],
  ])('%s :: %s', expectFlags);
});

describe('term_sev_prov: the amended severance agreement named in a recital', () => {
  it.each([
    ['-term_sev_prov', 'WHEREAS, the Bank and Ms. Ortiz have previously entered into a certain Employment and Severance Agreement, dated March 3, 2011;'],
  ])('%s :: %s', expectFlags);
});

describe('term_sev_prov: a tax cap on payments, a recital of a prior agreement, a multiple written after the salary', () => {
  it.each([
    // The cap under the parachute-payment rules limits severance set elsewhere; it provides none itself.
    ['-term_sev_prov', 'FIRST AMENDMENT TO EMPLOYMENT AGREEMENT\n\n1. A new Section 12 is added: if the severance benefits owed to the Doctor would be parachute payments under Section 280G of the Code, they shall be cut to the largest amount that avoids the excise tax.'],
    // A recital that the parties entered into a severance agreement before.
    ['-term_sev_prov', 'WHEREAS, the Clinic and Dr. Amsel entered into an Executive Severance Agreement dated June 9, 2019 (the "Earlier Agreement");'],
    // An item of a list of what the ending pays, the multiple named after the salary.
    ['term_sev_prov', 'If the Clinic dismisses the Doctor without Cause, she shall be entitled to the following:\n(a) within thirty days of the termination date the Clinic shall pay her a single sum equal to her then current annual base salary multiplied by one and one half (1.5).'],
  ])('%s :: %s', expectFlags);
});

describe('term_sev_prov: multiples beside a measuring moment, a payment the employer makes, pay for an employment cut short', () => {
  it.each([
    // The salary measured at the ending, the multiple after that qualifier; the cost of cover named beside it in the same list.
    ['term_sev_prov', 'Should the Company terminate his employment within a year after a merger, he shall be paid within thirty days a cash sum made up of (i) his Base Salary as it stands on his last working day multiplied by two and (ii) what the Company spent over the prior year on his life and disability insurance.'],
    // The multiple written first, in a product.
    ['term_sev_prov', 'On a dismissal other than for Cause the Clinic shall pay the Doctor the product of (a) three multiplied by (b) her annual base salary, within sixty days after the termination.'],
    // A cover measured by the salary is still the cover's.
    ['-term_sev_prov', 'Until his termination the Company keeps term life insurance on him with a death benefit of two times his annual base salary.'],
    // A payment of its own for an ending without cause.
    ['term_sev_prov', 'If the Hospital ends her employment without cause before the closing, it shall make a single cash payment to her of $140,000 within two weeks.'],
    ['-term_sev_prov', 'The Hospital shall make a single cash payment of $8,000 to her on the first payroll date of the year, as a signing award.'],
    // The salary the employment would have brought had it not been cut short.
    ['term_sev_prov', 'The settlement sum equals the base salary payments the Officer would have received had his employment continued to the last day of the current term.'],
    ['-term_sev_prov', 'The bonus equals the amount the Officer would have received had the sales target been met in full.'],
    // A sum defined on the salary at the ending, though its definition names no payment.
    ['term_sev_prov', '"Transition Sum" means two times her base salary at the time of termination, plus her average yearly bonus.'],
    ['-term_sev_prov', '"Bonus Pool" means two times the base salary of the lowest paid officer, reviewed each January.'],
    // Salary and benefits paid on together for a stretch after the ending.
    ['term_sev_prov', 'After the Termination Date his salary and the continuation of benefits are to be paid on for nine (9) months in the usual payroll cycle.'],
  ])('%s :: %s', expectFlags);
});
