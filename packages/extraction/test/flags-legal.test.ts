import { describe, expect, it } from 'vitest';
import { CRED, MISC, NC, OWN, PERF, REP, trueIn } from './flags-helpers.js';

describe('covenant flags', () => {
  it('finds a radius covenant, non-solicitation, confidentiality and IP assignment', () => {
    const t = trueIn(
      '9. RESTRICTIVE COVENANTS\nFor eighteen months after termination, Physician shall not practice dermatology within twenty (20) miles of any office of the Practice. Physician shall not solicit any patient or employee of the Practice. Physician shall keep all proprietary information of the Practice strictly confidential. Physician assigns to the Practice all inventions conceived during employment.',
    );
    for (const f of ['non_comp_clause', 'non_solicit_agree', 'conf_non_disclosure_agree', 'IP_rights']) expect(t.has(NC + f), f).toBe(true);
  });

  it('does not take a covenant the contract says it lacks', () => {
    for (const text of [
      'This Agreement contains no restrictive covenant on the practice of medicine.',
      'There is no non-competition covenant in this Agreement.',
      'This Agreement does not contain a covenant not to compete.',
      'Nothing in this Agreement shall prevent Physician from competing with the Hospital after termination.',
    ]) expect(trueIn(text).has(NC + 'non_comp_clause'), text).toBe(false);
  });

  it('reads severance only when it is paid', () => {
    expect(trueIn('If the Hospital terminates without cause, it shall pay Physician severance equal to three months of salary.').has('legalContractualProvisions.terminationSeverance.term_sev_prov')).toBe(true);
    for (const text of ['Physician shall not be entitled to severance pay upon termination.', 'No severance is payable under this Agreement.']) {
      expect(trueIn(text).has('legalContractualProvisions.terminationSeverance.term_sev_prov'), text).toBe(false);
    }
  });
});

describe('credentialing flags', () => {
  it('finds requirements', () => {
    const t = trueIn('Qualifications. Physician shall maintain an unrestricted license to practice medicine in Ohio, a current DEA registration, and board certification in family medicine, and shall obtain clinical privileges at the Hospital.');
    for (const f of ['med_license', 'dea_license', 'board_certification', 'credential_hosp_priv']) expect(t.has(CRED + f), f).toBe(true);
  });

  it('does not take privileges the contract says are not required', () => {
    expect(trueIn('Physician shall not be required to obtain or maintain hospital privileges.').has(CRED + 'credential_hosp_priv')).toBe(false);
  });
});

describe('ownership and expenses', () => {
  it('finds buy-in terms and an equity opportunity', () => {
    const t = trueIn('Ownership. After three years Physician shall be eligible to purchase an ownership interest in the Practice. The buy-in price shall equal book value.');
    expect(t.has(OWN + 'partnership_buy_in_out')).toBe(true);
    expect(t.has(OWN + 'ownership_equity_opp')).toBe(true);
    expect(t.has('basicInformation.partnership_track')).toBe(false);
  });

  it('reads business expenses but not relocation or CME as reimbursed overhead', () => {
    const reimb = 'legalContractualProvisions.compensationStructurePaymentFrequency.reimb_exp_overhead';
    expect(trueIn('The Company shall reimburse Physician for reasonable business expenses incurred in performing the Services.').has(reimb)).toBe(true);
    expect(trueIn('The Company shall reimburse Physician for relocation expenses up to $10,000. The Company shall pay CME travel expenses.').has(reimb)).toBe(false);
  });
});

describe('reporting and culture', () => {
  it('finds the reporting line, leadership and culture items', () => {
    const t = trueIn(
      'Physician will report directly to the Chief Medical Officer. Physician shall be offered leadership roles on hospital committees. The Hospital supports career development for its physicians. Physician is invited to join the Diversity and Inclusion Council. Physician shall complete cultural competency training. The group holds an annual team-building retreat.',
    );
    for (const f of ['report_struct_superv', 'leader_opp', 'prof_growth_career_adv_opp', 'diversity_inclusivity_initiatives', 'cultural_competence_training', 'team_building_activities']) expect(t.has(REP + f), f).toBe(true);
  });

  it('does not take an incident report or an equal-opportunity line as these', () => {
    const t = trueIn('Physician shall promptly report to the Compliance Officer any suspected violation. The Hospital is an equal opportunity employer.');
    expect(t.has(REP + 'report_struct_superv')).toBe(false);
    expect(t.has(REP + 'diversity_inclusivity_initiatives')).toBe(false);
  });

  it('reads peer review but not peer-reviewed publication', () => {
    expect(trueIn("Physician's cases shall be subject to the medical staff peer review process.").has(PERF + 'peer_feedback')).toBe(true);
    expect(trueIn('Physician is expected to author peer-reviewed publications.').has(PERF + 'peer_feedback')).toBe(false);
  });

  it('does not take a relocation payment the contract rules out', () => {
    expect(trueIn('No signing bonus or relocation payment is payable under this Agreement.').has('legalContractualProvisions.relocationAssistanceSigningBonuses.reloc_assist')).toBe(false);
  });
});

describe('miscellaneous provisions', () => {
  it('reads notices: clause, addresses and methods', () => {
    const t = trueIn(
      '14.3 Notices. All notices hereunder shall be in writing and delivered by hand or sent by registered mail to the addresses below.\nIf to the Clinic: 200 Harbor Boulevard, Suite 4, Mobile, Alabama 36602\nIf to Physician: 18 Pine Lane, Daphne, Alabama 36526\n14.4 Governing Law. This Agreement is governed by Alabama law.',
    );
    expect(t.has(MISC + 'notice_communication')).toBe(true);
    expect(t.has(MISC + 'contact_info')).toBe(true);
    expect(t.has(MISC + 'communication_methods')).toBe(true);
  });

  it('does not read termination notice or a letterhead as a notices clause', () => {
    const t = trueIn('Riverbend Clinic, 12 Main Street, Salem, Oregon 97301\nEither party may terminate this Agreement upon ninety days written notice.');
    expect(t.has(MISC + 'notice_communication')).toBe(false);
    expect(t.has(MISC + 'contact_info')).toBe(false);
  });

  it('tells a notices clause without addresses or methods', () => {
    const t = trueIn('Notices. Any notice under this Agreement shall be in writing and sent to the last address a party has given.');
    expect(t.has(MISC + 'notice_communication')).toBe(true);
    expect(t.has(MISC + 'contact_info')).toBe(false);
    expect(t.has(MISC + 'communication_methods')).toBe(false);
  });

  it('tells an amended agreement from an amendment clause', () => {
    const restated = trueIn('This First Amendment to Physician Employment Agreement amends the Agreement dated March 1, 2022 as follows.');
    expect(restated.has(MISC + 'contract_amendments')).toBe(true);
    const plain = trueIn('Amendment. This Agreement may be modified only by a writing signed by both parties. The Operating Agreement, as amended from time to time, governs ownership.');
    expect(plain.has(MISC + 'contract_amendments')).toBe(false);
    expect(plain.has(MISC + 'amendment_clause')).toBe(true);
  });

  it('finds boilerplate clauses', () => {
    const t = trueIn(
      'Exhibit A (Compensation) is attached hereto. Neither party is liable for delay caused by acts of God or other causes beyond its reasonable control. If a change in law makes this Agreement unlawful, the parties shall renegotiate it. Each party shall indemnify the other against third-party claims. In no event shall either party be liable for consequential damages. This Agreement is the entire agreement of the parties. Disputes shall be submitted to non-binding mediation and then to binding arbitration. A waiver of any breach shall not be a waiver of any later breach.',
    );
    for (const f of ['appendix_docs', 'force_majeure', 'unforeseen_circumstances', 'indemnification', 'liability', 'entire_agreement', 'mediation_clause', 'arbitration_clause', 'waiver_breach_clause']) expect(t.has(MISC + f), f).toBe(true);
  });

  it('does not take DEA schedules, jury waivers or court disputes for boilerplate', () => {
    const t = trueIn('Physician may prescribe Schedule II through V controlled substances. Each party waives trial by jury. Disputes shall be heard in the courts of Dallas County, Texas.');
    for (const f of ['appendix_docs', 'waiver_breach_clause', 'arbitration_clause', 'mediation_clause']) expect(t.has(MISC + f), f).toBe(false);
  });
});
