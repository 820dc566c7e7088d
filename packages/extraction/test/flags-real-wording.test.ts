// Flag families met in real filed agreements (corpus/real, dev split): a provision is found
// where the contract makes it, never where it only mentions its topic. Every sentence is
// written for this file; none is copied from a contract. Laid out like the schema.
import { describe, expect, it } from 'vitest';
import { CRED, INS, MISC, NC, OWN, REP, RET, SUP, trueIn, WEL } from './flags-helpers.js';

describe('miscellaneousProvisions.appendix_docs', () => {
  it.each([
    'Exhibit 10.1\n\nEMPLOYMENT AGREEMENT\n\nThis Agreement is made between the Clinic and the Physician.',
    'EXHIBIT 99.4\n\nPHYSICIAN SERVICES AGREEMENT',
    'Exhibit 10(c)\n\nEmployment Agreement',
    '"Agreement" means this letter agreement and any schedules attached to it, as amended from time to time.',
  ])('does not take a filing label or a generic definition as an attachment: %s', (text) => {
    expect(trueIn(text).has(`${MISC}appendix_docs`)).toBe(false);
  });

  it.each([
    'Please sign the attached Confidentiality and Inventions Agreement and return it with this letter.',
    'Enclosed is a summary of the benefit plans.',
    'The Clinic will reimburse moving costs under its relocation policy (copy attached).',
    'The duties are listed in Exhibit A, which is attached and made part of this Agreement.',
  ])('finds a document attached by name: %s', (text) => {
    expect(trueIn(text).has(`${MISC}appendix_docs`)).toBe(true);
  });
});

describe('strict silence: a topic mentioned is not a provision made', () => {
  it.each([
    [`${OWN}ownership_equity_opp`, 'For purposes of this Agreement, a Change in Control occurs if any person acquires beneficial ownership of more than half of the shares of stock of the Company.'],
    [`${OWN}ownership_equity_opp`, 'Upon a Change in Control, all unvested stock options held by the Physician shall become immediately exercisable.'],
    [`${OWN}ownership_equity_opp`, 'Definitions: "Sale Event" shall mean a tender offer for the shares of the Company stock.'],
    [`${OWN}partnership_buy_in_out`, 'WHEREAS, the Company and Holdings have entered into a Stock Purchase Agreement under which Holdings will purchase all of the shares of the Company;'],
    [`${RET}retire_benefits`, 'All shares held by the Physician under any retirement or deferred compensation plan count toward the ownership guideline.'],
    [`${RET}retire_benefits`, 'For this arbitration agreement, references to the Clinic include its officers, directors, agents, pension or benefit plans, pension or benefit plan sponsors and fiduciaries.'],
    [`${CRED}med_license`, 'If the two opinions differ, a third opinion shall be given by a physician licensed to practice medicine chosen by both parties.'],
    [`${CRED}board_certification`, 'The health plan network includes board certified or board eligible physicians and quality hospitals.'],
    [`${INS}life_ins`, 'Good Reason includes any failure of the Company to provide the Physician with benefits at least as favorable as those under its pension, life insurance and medical plans.'],
    [`${SUP}promo_opp`, 'Constructive Dismissal: a change in your title or duties, other than a change that is clearly consistent with a promotion, without your consent.'],
    [`${MISC}contract_amendments`, 'The parties acknowledge that the options granted under a Second Amended and Restated Option Agreement dated March 3, 2001 remain subject to its terms.'],
    [`${MISC}mediation_clause`, 'If a claim is made against the Physician for which the Physician is entitled to be indemnified, the Clinic shall assume the defense of the claim, including any mediation or settlement.'],
    [`${WEL}work_from_home`, 'For travel accident cover, the usual requirement that you be away from home on Company business does not apply.'],
    [`${NC}non_comp_clause`, 'The Company may enjoin the Physician from violating the Restrictive Covenants and have them specifically enforced by any court of competent jurisdiction.'],
    [`${NC}IP_rights`, 'Severance is paid only if the Physician complies with the restrictive covenants that bind him, including any non-competition agreement, non-solicitation agreement, confidentiality agreement or invention assignment agreement he signed.'],
    [`${NC}IP_rights`, 'The Physician shall take part in the development of the Company\'s programs and the marketing of technologies owned by the Company.'],
  ])('%s stays false: %s', (path, text) => {
    expect(trueIn(text).has(path)).toBe(false);
  });

  it.each([
    [`${OWN}ownership_equity_opp`, 'The Physician may be awarded restricted shares, share options and other equity-based awards under the Company\'s equity plan.'],
    [`${OWN}ownership_equity_opp`, 'On the Start Date the Physician shall be granted 2,000 performance share units under the Long Term Plan.'],
    [`${OWN}ownership_equity_opp`, 'Each year the Physician shall receive an annual grant of equity with a value of at least $50,000.'],
  ])('%s is made: %s', (path, text) => {
    expect(trueIn(text).has(path)).toBe(true);
  });
});

describe('reportingStructureSupervision: offices this agreement gives, and who directs the work', () => {
  it.each([
    'The Company agrees to employ Dr. Vance to serve as Executive Vice President and Chief Medical Officer.',
    'The Physician shall be employed by the Hospital on a full-time basis as its Chief Quality Officer.',
    'Your title will be "President" of the Clinic.',
    'Dr. Hale shall serve with the title of Senior Vice President - Clinical Operations.',
    'Title: Vice President, Medical Affairs Duties: those usual for the title, and others the Board assigns.',
  ])('leader_opp: %s', (text) => {
    expect(trueIn(text).has(`${REP}leader_opp`)).toBe(true);
  });

  it.each([
    'By: /s/ Ann Cole\nName: Ann Cole\nTitle: President and Chief Executive Officer',
    'For all purposes under this Agreement, "Cause" means a willful failure by the Physician to perform his duties as Treasurer.',
    'If the Physician resumes the performance of his duties as Treasurer within ninety days, the disability notice lapses.',
    'Good Reason means a reduction in the Executive\'s title as Chief Financial Officer without consent.',
    'The Clinic employs the Physician as a staff pediatrician.',
  ])('no leader_opp: %s', (text) => {
    expect(trueIn(text).has(`${REP}leader_opp`)).toBe(false);
  });

  it.each([
    'The Physician shall have such duties as may be assigned to him from time to time by the Board of Directors.',
    'You shall report solely and directly to the Chief Executive Officer of the Company.',
    'The Physician will perform such duties as the Board may reasonably prescribe from time to time.',
    'Dr. Ortiz serves at the direction of the Clinic\'s President.',
    'The Physician shall be employed as Chief Financial Officer, reporting only to the Board of Directors.',
  ])('report_struct_superv: %s', (text) => {
    expect(trueIn(text).has(`${REP}report_struct_superv`)).toBe(true);
  });
});

describe('severance not called so, and a car', () => {
  const SEV = 'legalContractualProvisions.terminationSeverance.term_sev_prov';
  it.each([
    'Upon termination of the Physician\'s employment by the Clinic without Cause, the Clinic shall pay the Physician the Accrued Benefits plus an additional one (1) year of Base Salary.',
    'If the Hospital ends the employment for any reason other than Cause, the Hospital shall continue to pay the Physician\'s Base Salary through the end of the Term.',
    'Upon receipt of such notice of resignation, the Company shall promptly pay the Physician a lump sum equal to eighteen (18) months salary.',
    'If the Clinic terminates your employment without cause, you will receive your monthly base salary for (6) six months following your termination date.',
  ])('term_sev_prov: %s', (text) => {
    expect(trueIn(text).has(SEV)).toBe(true);
  });

  it('does not take disability pay up to the date of termination as severance', () => {
    expect(trueIn('If the Physician is disabled, the Clinic shall continue to pay the Physician his full salary up to and including the date of such termination.').has(SEV)).toBe(false);
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

describe('clause families of legal drafting', () => {
  it.each([
    'This Agreement may not be terminated, modified or amended other than by an instrument in writing signed by both parties.',
    'No provision of this Agreement may be modified, waived or discharged unless the modification is agreed to in writing and signed by the Physician and an officer of the Clinic.',
    'This Agreement may be amended, superseded, canceled, renewed or extended only by a written instrument signed by the parties.',
    'No change, modification, waiver, discharge, amendment or addition to this Agreement shall be binding unless it is in writing and signed by both parties.',
  ])('amendment_clause: %s', (text) => {
    expect(trueIn(text).has(`${MISC}amendment_clause`)).toBe(true);
  });

  it.each([
    'The Physician will not, directly or indirectly, during the Restricted Period, solicit the trade or patronage of any patient of the Clinic.',
    'For two (2) years after employment ends, the Physician will not, either directly or indirectly, on her own behalf or for others, solicit, divert or hire away any person employed by the Group.',
    'You shall not, directly or indirectly, engage, employ, or solicit the employment of any person who is then an employee of the Practice.',
  ])('non_solicit_agree: %s', (text) => {
    expect(trueIn(text).has(`${NC}non_solicit_agree`)).toBe(true);
  });

  it.each([
    'During the employment the Physician shall not, directly or indirectly, own, manage, operate or otherwise participate in any Competitive Business.',
    'The Physician shall not be involved in the operations or management of any other competitive business.',
    'During the term you will not engage in any business activity for any entity marketing a service directly competing with a service of the Clinic.',
  ])('non_comp_clause: %s', (text) => {
    expect(trueIn(text).has(`${NC}non_comp_clause`)).toBe(true);
  });

  it('does not take a freedom to compete as a covenant', () => {
    expect(trueIn('After the employment ends the Physician shall not be prevented from engaging in any competing practice.').has(`${NC}non_comp_clause`)).toBe(false);
  });
});

describe('insurance in a list of benefit kinds sharing one noun', () => {
  it.each([
    [`${INS}life_ins`, 'The Physician shall be entitled to all retirement, life, disability, medical and dental plan benefits generally available to the Clinic\'s officers.'],
    [`${INS}life_ins`, 'The Physician shall be entitled to participate in health, life, or disability insurance that the Clinic may provide.'],
    [`${INS}health_ins`, 'The Physician shall be entitled to participate in any pension plan, medical or dental reimbursement plan, group term life insurance plan and disability insurance plan.'],
    [`${INS}disability_ins`, 'The Physician and covered dependents shall be entitled to any life, accident, health, hospitalization or long-term disability insurance maintained by the Clinic.'],
  ])('%s: %s', (path, text) => {
    expect(trueIn(text).has(path)).toBe(true);
  });

  it('does not read a payer\'s health program as cover for the physician', () => {
    expect(trueIn('Patients enroll as members without the Clinic billing any health insurer or government health program.').has(`${INS}health_ins`)).toBe(false);
  });
});

describe('arbitration agreed in other words', () => {
  it.each([
    'If either party gives a Notice of Arbitration of Dispute, both agree to submit the dispute to an arbitrator selected from a panel of the American Arbitration Association.',
    'The Clinic and the Physician will submit to arbitration in accordance with the rules of the American Arbitration Association any controversy arising out of this Agreement.',
    'A disagreement about disability is decided by three arbitrators, and the decision of the arbitrators shall be final and binding.',
  ])('%s', (text) => {
    expect(trueIn(text).has(`${MISC}arbitration_clause`)).toBe(true);
  });
});

describe('notices: addresses given elsewhere, and "whenever notice is required"', () => {
  it.each([
    'All notices under this Agreement shall be given in writing, by personal delivery or by mail at the respective addresses of the parties hereto set forth above.',
    'Any notice permitted under this Agreement must be in writing and is given if sent by registered mail to the address of the parties set out on page 1 hereof.',
    'Whenever notice is required to be given hereunder, written notice mailed or delivered to the Clinic at 12 Harbor Road, Salem, Oregon 97301 shall be sufficient.',
  ])('contact_info: %s', (text) => {
    expect(trueIn(text).has(`${MISC}contact_info`)).toBe(true);
  });

  it('does not take "the last known address" as an address given', () => {
    expect(trueIn('Any notice required to be given in writing may be delivered or mailed by certified mail to the last known address of the party to be notified.').has(`${MISC}contact_info`)).toBe(false);
  });
});
