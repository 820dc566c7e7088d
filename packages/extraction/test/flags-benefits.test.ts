import { describe, expect, it } from 'vitest';
import { DEV, INS, RET, SUP, WEL, flagsOf, trueIn } from './flags-helpers.js';

describe('insurance flags', () => {
  it('reads a benefits list and the employer-paid malpractice cover', () => {
    const t = trueIn(
      '7. BENEFITS\n7.1 Employee Benefits. The Clinic shall make available to Doctor, on the same terms as other physicians, group hospitalization and medical insurance, a dental plan, vision care coverage, basic term life insurance and long-term disability coverage.\n7.2 Malpractice. The Clinic shall obtain and pay the premiums for a policy of medical malpractice insurance covering Doctor during the term.',
    );
    for (const f of ['health_ins', 'dental_ins', 'vision_ins', 'life_ins', 'disability_ins', 'malpractice_cov']) expect(t.has(INS + f), f).toBe(true);
    expect(t.has(INS + 'prof_liab_ins')).toBe(false);
    expect(t.has(INS + 'pet_ins')).toBe(false);
  });

  it('does not take insurance the employer says it does not offer', () => {
    const t = trueIn(
      'Benefits. Employee may enroll in the Company health plan. The Company does not offer dental, vision, life or disability insurance to part-time physicians.',
    );
    expect(t.has(INS + 'health_ins')).toBe(true);
    for (const f of ['dental_ins', 'vision_ins', 'life_ins', 'disability_ins']) expect(t.has(INS + f), f).toBe(false);
  });

  it('reads tail cover paid by the employer as prof_liab_ins', () => {
    const t = trueIn(
      'Professional Liability. The Group shall maintain claims-made professional liability insurance for Physician. Upon termination of employment for any reason, the Group shall purchase, at its sole cost, an extended reporting endorsement (tail coverage).',
    );
    expect(t.has(INS + 'malpractice_cov')).toBe(true);
    expect(t.has(INS + 'prof_liab_ins')).toBe(true);
  });

  it('does not take tail cover the physician must buy', () => {
    for (const text of [
      'Tail Coverage. Upon termination, Physician shall purchase tail coverage at Physician\'s sole expense.',
      'Employer shall not provide tail coverage.',
      'The Practice shall have no obligation to purchase an extended reporting endorsement upon termination.',
      'The cost of any prior acts or tail coverage shall be borne by Physician.',
    ]) expect(trueIn(text).has(INS + 'prof_liab_ins'), text).toBe(false);
  });

  it('does not take malpractice cover the physician carries himself', () => {
    const t = trueIn(
      'Insurance. Contractor shall, at his own expense, obtain and maintain professional liability insurance with limits of $1,000,000 per claim and $3,000,000 in the aggregate. The Company shall not procure malpractice insurance for Contractor.',
    );
    expect(t.has(INS + 'malpractice_cov')).toBe(false);
  });

  it('ignores HIPAA and policy-limit figures', () => {
    const t = trueIn('Physician shall comply with the Health Insurance Portability and Accountability Act. Physician shall carry liability insurance limits of $1,000,000.');
    expect(t.has(INS + 'health_ins')).toBe(false);
    expect(t.has(INS + 'malpractice_cov')).toBe(false);
  });

  it('cites the clause and gives a confidence', () => {
    const f = flagsOf('Benefits\nThe Hospital will provide pet insurance at a group rate.').get(INS + 'pet_ins');
    expect(f?.value).toBe(true);
    expect(f?.evidence.text).toMatch(/pet insurance/);
    expect(f?.evidence.page).toBe(1);
    expect(f?.evidence.confidence).toBeGreaterThan(0.5);
  });
});

describe('retirement and financial flags', () => {
  it('finds plans, accounts, loan and tuition help', () => {
    const t = trueIn(
      'Retirement. Physician may participate in the Employer 457(b) deferred compensation plan. Physician may elect to contribute to a flexible spending account and a health savings account. The Employer will repay up to $30,000 of Physician\'s medical school loans. The Employer offers tuition assistance for approved courses.',
    );
    for (const f of ['retire_benefits', 'flex_spend_acct', 'health_sav_acct', 'loan_repay_assist', 'student_loan_assist', 'tuition_reimb']) expect(t.has(RET + f), f).toBe(true);
  });

  it('keeps exclusions and retirement as an event out', () => {
    const t = trueIn(
      'Physician is not eligible for the 401(k) plan. Upon the death, disability or retirement of a shareholder the Practice shall repurchase the shares. Physician shall not be eligible for tuition reimbursement.',
    );
    expect(t.has(RET + 'retire_benefits')).toBe(false);
    expect(t.has(RET + 'tuition_reimb')).toBe(false);
  });

  it('tells a general loan program from student loan repayment', () => {
    const t = trueIn('The Hospital shall provide a loan repayment stipend of $10,000 per year under its recruitment loan repayment program.');
    expect(t.has(RET + 'loan_repay_assist')).toBe(true);
    expect(t.has(RET + 'student_loan_assist')).toBe(false);
  });
});

describe('professional development flags', () => {
  it('finds CME money, a mentor, research and a faculty appointment', () => {
    const t = trueIn(
      'Education. The Employer shall reimburse Physician for continuing medical education expenses up to $2,000 per year. The Department shall assign Physician a senior mentor who shall meet with Physician monthly throughout the first two years. Physician will have the opportunity to participate in clinical trials as a sub-investigator. The Practice shall sponsor Physician for appointment as Clinical Instructor at the affiliated medical school.',
    );
    for (const f of ['paid_prof_devel', 'mentor_prog', 'clin_research_opp', 'fac_appointment']) expect(t.has(DEV + f), f).toBe(true);
    expect(t.has('legalContractualProvisions.performanceEvaluationFeedback.ongoing_mentorship')).toBe(true);
  });

  it('does not read the physician mentoring students as a mentor program', () => {
    const t = trueIn('Teaching. Physician shall participate in the mentoring of medical students and residents rotating through the clinic.');
    expect(t.has(DEV + 'mentor_prog')).toBe(false);
  });

  it('does not take CME the physician pays for', () => {
    const t = trueIn('Expenses. Contractor shall bear all costs of continuing medical education, licensure and professional dues.');
    expect(t.has(DEV + 'paid_prof_devel')).toBe(false);
    expect(t.has(SUP + 'member_dues')).toBe(false);
    expect(t.has(SUP + 'med_license_exp')).toBe(false);
  });
});

describe('workplace support flags', () => {
  it('tells licence fees paid from a licence required', () => {
    const t = trueIn(
      'The Corporation shall reimburse Physician for the cost of renewing Physician\'s state medical license and DEA registration, and for the fees of the American Board of Internal Medicine maintenance of certification program. The Corporation shall pay Physician\'s dues to the state medical society.',
    );
    for (const f of ['med_license_exp', 'dea_license_exp', 'board_cert_exp', 'member_dues']) expect(t.has(SUP + f), f).toBe(true);
    expect(t.has('legalContractualProvisions.credentialingHospitalPrivileges.membership_dues')).toBe(true);
  });

  it('does not take fees the physician bears', () => {
    const t = trueIn('All fees for Physician\'s medical licenses and DEA registrations shall be borne by Physician. Board recertification fees shall be the responsibility of Physician.');
    for (const f of ['med_license_exp', 'dea_license_exp', 'board_cert_exp']) expect(t.has(SUP + f), f).toBe(false);
  });

  it('needs a medical director role held by the physician', () => {
    expect(trueIn('Physician shall report to the Medical Director of the Emergency Department.').has(SUP + 'med_director')).toBe(false);
    const t = trueIn('Physician shall serve as Medical Director of the Wound Care Center and receive a stipend of $2,000 per month.');
    expect(t.has(SUP + 'med_director')).toBe(true);
    expect(t.has('legalContractualProvisions.reportingStructureSupervision.leader_opp')).toBe(true);
  });

  it('finds support staff, promotion wording and outreach', () => {
    const t = trueIn(
      'The Practice shall furnish two medical assistants and a scribe to support Physician. Physician shall be eligible for promotion to Senior Attending after three years. Physician shall take part in the Practice\'s community outreach events.',
    );
    for (const f of ['ancillary_staff', 'promo_opp', 'comm_outreach']) expect(t.has(SUP + f), f).toBe(true);
  });

  it('does not read a partnership track alone as a promotion', () => {
    expect(trueIn('Partnership Track. After two years Physician shall be eligible for consideration for partnership.').has(SUP + 'promo_opp')).toBe(false);
  });
});

describe('wellness flags', () => {
  it('finds wellness benefits in several phrasings', () => {
    const t = trueIn(
      'Perks. Physician may join the Employer\'s employee wellness program and its Employee Assistance Program. Physician may use the staff discount program at the hospital gift shop. Physician shall receive eight weeks of paid maternity leave. The Employer shall provide a child care subsidy. Physicians may bring their pets to the office, which is pet-friendly. Business casual attire is permitted, and casual dress applies on Fridays. The Employer reimburses a health club membership. Lunch is provided on clinic days at no cost. Free parking is provided in the staff garage. The Employer shall provide a monthly transit pass for commuting.',
    );
    for (const f of ['wellness_prog', 'emp_assist_prog', 'emp_discounts', 'paid_parent_leave', 'childcare_assist', 'pet_friendly_work', 'casual_dress', 'gym_memb', 'lunch_ben', 'parking_ben', 'commute_assist']) expect(t.has(WEL + f), f).toBe(true);
  });

  it('does not take what is refused or only resembles a benefit', () => {
    const t = trueIn(
      'Physician shall receive a thirty minute meal period. Casual dress is not permitted at any time. Pets are not allowed in the clinic. The Employer shall reimburse travel, lodging and meals for approved conferences. Parental leave shall be unpaid.',
    );
    for (const f of ['lunch_ben', 'casual_dress', 'pet_friendly_work', 'paid_parent_leave']) expect(t.has(WEL + f), f).toBe(false);
  });
});
