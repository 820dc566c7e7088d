// Insurance coverage (benefits.insuranceCoverage.*): sentences of contract language written for these tests.
import { describe, expect, it } from 'vitest';
import { INS, expectFlags, flagsOf, trueIn } from './flags-helpers.js';

// Flag phrasings: each line lists the fields that must be true and (with a leading '-') those
// that must stay false; "\\n" starts a line, "\f" a page.
const FLAG_CASES: [string, string][] = [
  // Round 29: cover named only as a cut that would be a good reason, as rights a release lists, or as an offset.
  ["-dental_ins", "Good Reason includes a lessening of the officer's eligibility to take part in the welfare plans (such as medical, dental and vision plans) given to peers."],
  ["-life_ins -disability_ins", "She gives up (c) any rights she might have to continued group life cover, and (d) any rights she may have to income replacement benefits under any plan of the bank."],
  ["-disability_ins", "If after leaving for Disability he draws payments under a long-term disability plan kept by the firm, his severance is reduced, dollar for dollar, by the amount of any such disability payments."],
  ["dental_ins", "The firm provides the officer with medical and dental insurance for her and her children."],
  ["life_ins", "The bank shall keep paying for group life insurance of twice her salary."],
  ["disability_ins", "The clinic pays the premiums on a long-term disability insurance policy for the doctor."],
  // Cover kept as an item of the severance, a release that leaves his eligibility alone, medical bills paid directly.
  ["health_ins life_ins", "The severance has three parts; and (c) continuation of the medical, life and dental plan cover he had, for nine months at active-staff rates."],
  ["-health_ins", "During the severance he may choose continuation of the group medical plan cover at his own expense."],
  ["-life_ins", "Retiree Life Cover.\\nThis waiver leaves his pension as it is; nor does this waiver affect his eligibility for retiree life insurance benefits under the bank's retiree plans."],
  ["health_ins", "The parties agree that the Company shall pay yearly medical claims of up to $900 for each child of the Manager."],
  ["-health_ins", "The Company shall not pay any medical claims of the Manager's family."],
  ["-health_ins", "The Manager will pay his own medical bills, and the Company will pay only his travel."],
  // A group policy turned into his own on leaving, its premiums then paid by the employer (the next sentence).
  ["life_ins disability_ins", "Cover on leaving. When the notice period starts, the officer may convert his group life policy and his long-term disability policy into individual policies. If he does, the Bank will pay the premiums on such policies for a year."],
  ["-life_ins", "Cover on leaving. When the notice period starts, the officer may convert his group life policy into an individual policy. The Bank will not pay the premiums on such policy."],
  ["-disability_ins", "Cover on leaving. The officer may convert his long-term disability policy into an individual policy, whose premiums he pays himself."],
  // Round 27: disability cover kept up in a clause that also names disability as a way out; disability as a defined
  // term, salary named "disability benefits", the plan's waiting period, conversion and booklet, a credit for its pay.
  ["disability_ins", "If the clinic ends his post other than for cause, death or disability, he keeps his salary and the continuation of his medical, accident and disability insurance benefits for one year."],
  ["disability_ins", "If the hospital lets the surgeon go other than for misconduct or disability, it shall maintain in full force and effect for two years every life, dental, disability and other welfare plan he belonged to."],
  ["-disability_ins", "The practice may end the engagement for disability, and the doctor will then be paid his salary for the notice period."],
  ["-disability_ins", "The post ends once the carrier decides that the surgeon qualifies for payments under the clinic's disability insurance because of a lasting illness (\"Disability\")."],
  ["-disability_ins", "While unable to work, the physician goes on drawing her full salary and on-call pay (together, the \"Disability Benefits\"), paid through the clinic's payroll."],
  ["-disability_ins", "The disability period counts the ninety-day elimination period of illness needed before long-term disability benefits become payable."],
  ["-disability_ins", "At her own cost the doctor may take up any disability insurance conversion the group policy allows when she leaves."],
  ["-disability_ins", "Please refer to the long-term disability summary plan description for the exclusions that apply to that plan."],
  ["-disability_ins", "The hospital's pay to the surgeon is cut back, and it shall receive a credit for any disability insurance payments he draws."],
  // A window opened by "no earlier than" denies nothing of the cover given after it.
  ["health_ins", "On condition that, no earlier than his last day, the physician signs the release, the clinic will reimburse his monthly COBRA premiums for a year."],
  ["-health_ins", "On condition that he signs the release, the clinic will not reimburse any COBRA premiums, and no earlier than his last day he may elect cover at his own expense."],
  // Round 24: a benefits list naming a prescription plan by its abbreviation, and continuation cover under the statute
  // named in full, its premiums paid by the employer.
  ["health_ins", "The Clinic will also provide you with its usual benefit package, which includes a medical, Rx, dental and vision plan."],
  ["health_ins", "During the Severance Period the Officer may keep his group health cover under the Consolidated Omnibus Budget Reconciliation Act, and the Bank will pay the premiums for it."],
  ["-health_ins", "During the Severance Period the Officer may elect to keep his group health cover under the Consolidated Omnibus Budget Reconciliation Act, at his own expense."],
  // -- phrasings of contract language written for the tests
  // Cover the employer has bought, in British and European wording, and "disablement" for disability.
  ["health_ins", "The firm has taken out a group medical expenses insurance policy, and the Director may join it."],
  ["disability_ins", "An additional disablement insurance will be taken out for the Director at the firm's cost."],
  ["-disability_ins -health_ins", "The Director has taken out his own disablement insurance and his own medical expenses insurance."],
  // A list whose kinds share one noun, "short and long-term" among them, that the employer offers.
  ["life_ins disability_ins", "Our firm offers the usual staff benefits, including medical, life, short and long-term disability insurance."],
  // The company's aims are no eye cover, even beside the word "plans".
  ["-vision_ins", "The President shall shape the strategic vision of the Company and its annual operating plans."],
  ["-vision_ins", "He will set out the vision for the business in the plans he presents to the Board."],
  ["-disability_ins", "This Agreement will end upon the Officer's death or total disability (as defined in the Bank's long-term disability plan)."],
  // Disability measured by a plan, and plans named among rights kept on leaving, give no cover.
  ["-disability_ins", "The Bank may end the employment for the Officer's Disability (as defined in the Bank's Long Term Disability Benefit Plan)."],
  ["-disability_ins", "\"Disability\" means that the Officer has been found to be disabled under the Bank's long-term disability plan, if it has one."],
  ["-disability_ins", "On leaving, the Officer keeps any vested or other benefits he is entitled to under the terms of the Bank's Life or Disability Insurance Plan."],
  ["disability_ins", "The Bank will provide the Officer with long-term disability insurance at its cost."],
  // The tax-code test of disability names a plan only to measure the disability.
  ["-disability_ins -health_ins", "He is disabled when, because of a lasting physical or mental impairment, he has been receiving income replacement benefits for three months or more under an accident and health plan that covers the Firm's staff."],
  ["-disability_ins", "He is disabled if he cannot do any substantial gainful activity because of an impairment likely to last a year, as shown by disability benefits paid to him."],
  ["-disability_ins", "The Bank may end the employment at any time after having established the Officer's long-term disability."],
  ["disability_ins", "Upon permanent disability of the Officer as defined in the disability income insurance policy provided for the Officer by the Bank, this Agreement ends."],
  // Tax-code timing of reimbursements and in-kind benefits, and what the plans owe up to the day of leaving: no cover.
  ["-health_ins", "Whatever the Company reimburses or gives in kind in one taxable year does not change what it may reimburse or give in kind in any other year, except for any lifetime cap of a group health plan."],
  ["-health_ins", "Amounts reimbursed and in-kind benefits given in a calendar year cannot be exchanged for cash, and no limit of a medical plan changes that."],
  ["-health_ins", "Benefits due to the Officer under the health and insurance plans for his coverage up to the termination date will be paid when due under those plans."],
  ["-health_ins", "Any benefit owed under the medical plans through the date of termination is paid under the terms of such plans."],
  ["health_ins", "The Company shall provide the Officer with group health insurance, and reimbursements are made within thirty days."],
  ["health_ins", "The Officer may join the Company's medical and dental plans on the same terms as its other senior staff."],
  // A cutback order for parachute payments, and severance offset by what a disability policy pays: no cover given.
  ["-health_ins -dental_ins", "If a cutback is needed, the order of reduction is cash first, then equity awards, and last medical and dental coverage."],
  ["-disability_ins", "The severance set in Section 5(b) shall be offset by any income-replacement benefits paid to the Officer under the Firm's group long-term disability insurance."],
  ["disability_ins", "The Firm shall provide long-term disability insurance, and the salary during a disability is reduced by any benefits paid under that insurance."],
  ["health_ins", "For twelve months after the Separation Date the Company shall pay the premiums for the Officer's continued coverage under COBRA."],
  ["health_ins", "The Officer may take part in the Company's fringe benefits, such as term life cover and its medical expense reimbursement plan."],
  // An item under a benefits heading that only names the cover: the heading grants it.
  ["health_ins dental_ins vision_ins", "6.4  Officer Benefits\n\n6.4.1  Use of a leased car;\n\n6.4.2  Complete health coverage, with dental and visual; and\n\n6.4.3  A club membership."],
  ["health_ins", "9. Fringe Benefits\n(c) Family medical plan for the Officer and spouse;"],
  // The same words saying something of the cover, or under another heading, grant nothing.
  ["-health_ins", "9. Fringe Benefits\n(c) Medical coverage stops on the day the employment ends."],
  ["-health_ins", "12. Separation\n(c) Family medical plan for the Officer and spouse;"],
  // A numbered caption naming the cover is no item: the sentence under it decides, here a denial.
  ["-health_ins", "5. Benefits\n5.2 Group Medical Plan. As a part-time consultant working under twenty hours a week, Dr. Vance may not join the Practice's group medical plans, and the Practice owes her no health coverage."],
  ["-vision_ins", "The Officer shall keep his visual acuity at the level the aviation rules require."],
  ["-health_ins", "The Officer may elect continuation coverage under COBRA at his own expense."],
  ["-health_ins", "The Company shall not pay or reimburse any premium for coverage under COBRA."],
  ["health_ins", "Employee shall be entitled to participate in all employee benefit plans, including medical, dental and vision coverage, made available by Employer to its physicians."],
  ["health_ins dental_ins vision_ins", "Employer shall pay 100% of the premiums for Physician's health, dental, and vision insurance."],
  ["-health_ins -dental_ins", "Physician waives all health and dental benefits offered by Employer in exchange for a higher hourly rate."],
  ["life_ins disability_ins", "The Company will provide Physician with life and disability insurance at no cost."],
  ["malpractice_cov", "Employer shall provide Physician with occurrence-based professional liability insurance."],
  ["malpractice_cov prof_liab_ins", "Hospital shall secure malpractice coverage for Physician, including tail coverage upon termination."],
  ["malpractice_cov -prof_liab_ins", "The Practice shall pay for Physician's malpractice insurance. Upon termination Physician shall be responsible for obtaining tail coverage."],
  ["prof_liab_ins", "If Physician's coverage is on a claims-made basis, Employer shall be responsible for the cost of tail coverage."],
  ["-prof_liab_ins", "Physician shall reimburse the Practice for the cost of the extended reporting endorsement."],
  ["-malpractice_cov", "Physician shall maintain malpractice insurance in amounts not less than $1 million per occurrence."],
  ["-health_ins -malpractice_cov", "Physician shall cooperate with Employer's insurers in the defense of any malpractice claim."],
  ["-health_ins", "Physician shall treat patients regardless of their health insurance coverage."],
  ["-health_ins", "The Practice bills Medicare, Medicaid and commercial health plans for Physician's services."],
  ["-malpractice_cov", "Physician shall notify the Practice of any malpractice claim within five days."],
  ["-malpractice_cov", "Loss of Physician's professional liability insurance shall be cause for termination."],
  ["-dental_ins", "Physician shall provide care to patients of the dental clinic as assigned."],
  ["-life_ins -disability_ins", "This Agreement terminates upon Physician's death or disability."],
  ["-disability_ins", "If Physician becomes disabled for 90 days, Employer may terminate this Agreement."],
  ["health_ins", "Employee is eligible for Employer-sponsored health insurance beginning on the first of the month."],
  ["pet_ins", "Employer offers optional pet insurance through payroll deduction."],
  ["health_ins", "Physician shall not be eligible for health insurance until the first day of the month following sixty days of employment."],
  ["-dental_ins health_ins", "Medical insurance | Employer pays 80% of premium\\nDental insurance | Not offered"],
  ["-health_ins", "Physician shall participate in the health plans with which the Practice contracts as a participating provider."],
  ["-life_ins", "Upon Physician's death, the Practice shall pay a death benefit of one month's salary to Physician's estate."],
  ["malpractice_cov", "Professional liability coverage shall be provided by Employer through its captive insurance company."],
  ["prof_liab_ins", "Employer will provide tail coverage if this Agreement is terminated for any reason."],
  ["-prof_liab_ins", "Any tail coverage shall be at Physician's sole cost and expense."],
  ["-prof_liab_ins", "Physician shall obtain tail coverage or prior acts coverage from a subsequent carrier."],
  ["health_ins life_ins disability_ins", "Physician shall be entitled to participate in Employer's benefit programs, including health, life and disability insurance."],
  ["-health_ins -contract_amendments", "Employer shall provide Physician with the benefits generally made available to its employees, as such benefits may be amended from time to time."],
  // Programs as well as plans; "group health" as an item of a list of benefits.
  ["health_ins dental_ins vision_ins", "You may join the health and welfare programs open to all our staff (that is, health, dental, vision and a 401(k))."],
  ["health_ins dental_ins", "Your packet lists our health and dental programs, which you may join from your first day."],
  ["health_ins", "The Clinic shall give the Doctor every benefit it gives its staff, such as retirement plans; group health; paid parking."],
  ["-vision_ins", "The Clinic's vision for its outreach programs is set by the Board."],
  ["-health_ins", "The Doctor shall sit on the board of a group health cooperative."],
  ["-health_ins", "The Clinic may end this contract at once if the Doctor is barred from taking part in any federal health care program."],
  ["malpractice_cov", "Physician shall receive professional liability insurance coverage through the Employer's self-insured program."],
  ["health_ins", "Physician may enroll in the Practice's group health plan at Physician's own expense."],
  ["-health_ins", "Physician shall obtain his own health insurance and the Company shall have no responsibility for it."],
  ["dental_ins vision_ins", "Dental insurance | Available at employee cost\\nVision insurance | Yes"],
  ["-vision_ins", "Vision insurance | No"],
  ["prof_liab_ins", "Employer shall reimburse Physician for the cost of tail coverage."],
  ["malpractice_cov", "Employer shall include Physician under its professional liability policy."],
  ["health_ins", "Employer will provide medical benefits to Physician and dependents."],
  ["life_ins", "Physician is eligible for group life coverage equal to salary."],
  ["disability_ins", "Employer provides STD/LTD coverage after 90 days."],
  ["-disability_ins", "Coastal Medical Group, Ltd. employs Physician."],
  ["-dental_ins -vision_ins", "The Practice does not offer the following benefits: dental insurance, vision insurance."],
  ["-dental_ins -vision_ins", "The Practice shall not provide (i) dental insurance; (ii) vision insurance; or (iii) pet insurance."],
  ["health_ins -dental_ins", "The Practice does not offer any insurance except group health insurance."],
  ["-health_ins", "Physician waives coverage under the Employer's health plan in exchange for additional salary."],
  ["life_ins", "Physician shall not accrue vacation; the Hospital shall provide life insurance."],
  ["health_ins dental_ins -vision_ins life_ins", "BENEFITS SUMMARY\\nBenefit | Eligible\\nHealth insurance | Yes\\nDental insurance | Yes\\nVision insurance | No\\nLife insurance | Yes"],
  ["-health_ins", "Health insurance | Not available to part-time physicians"],
  ["-prof_liab_ins malpractice_cov", "The Company shall provide malpractice insurance for Executive. Any tail coverage shall be obtained at Executive's sole expense."],
  // Insurance lists sharing one noun, with qualifiers on later items.
  ["health_ins dental_ins life_ins disability_ins", "Employee may enroll in the Company's medical, dental, group term life and short-term disability insurance."],
  ["health_ins disability_ins", "The Clinic offers its physicians health & long-term disability coverage."],
  ["health_ins vision_ins", "Doctor will be eligible for the Employer's health, vision and supplemental accident plans."],
  ["-health_ins", "The Center does not offer health, dental or long-term disability insurance to contractors."],
  // A consultant keeps his own cover: the company gives none (own wording of consulting agreements).
  ["-health_ins -disability_ins -malpractice_cov", "Consultant shall maintain, at Consultant's own expense, medical insurance, disability insurance and professional liability insurance."],
  ["-health_ins -disability_ins", "The Contractor alone is responsible for all taxes on the fees and for her own medical and disability insurance."],
  ["-health_ins -life_ins -retire_benefits", "The Advisor is entitled to no fringe benefits, including but not limited to group health insurance, life insurance or retirement plan contributions."],
  ["-health_ins -dental_ins", "As an independent contractor the Advisor may not take part in the Firm's health or dental plans."],
  // Near misses: cover the employer gives beside what the person buys himself, or kept from one plan only.
  ["health_ins -prof_liab_ins", "The Practice provides group health insurance to Physician, and Physician shall be responsible for his own tail coverage."],
  ["health_ins dental_ins life_ins -disability_ins", "The Officer shall not be eligible for the Company's long-term disability plan, but shall take part in all its other benefit plans, including group medical, dental and life insurance."],
  ["malpractice_cov", "The Company shall maintain professional liability insurance covering the Advisor's services."],
  // Tail coverage denied by a caption, by negation, or left to the physician.
  ["-prof_liab_ins", "7.3 Extended Reporting Coverage Not Offered.\nUpon termination Physician may buy an endorsement from the carrier."],
  ["-prof_liab_ins", "The Clinic will not buy or reimburse prior acts coverage for Physician."],
  ["-prof_liab_ins malpractice_cov", "The Practice provides claims-made malpractice insurance. The tail endorsement required at separation is the Associate's responsibility."],
  ["-prof_liab_ins", "Tail coverage shall remain the sole responsibility of the physician."],
  ["prof_liab_ins", "When employment ends the Clinic shall purchase extended reporting coverage for Physician at the Clinic's cost."],
  // Tail paid only on some exits, the physician paying in all other cases.
  ["-prof_liab_ins", "If the Practice terminates this Agreement without cause, the Practice shall pay for tail coverage; in all other cases Physician shall purchase tail coverage at Physician's cost."],
  ["-prof_liab_ins", "The Hospital will pay for extended reporting coverage only if employment is ended by the Hospital without cause."],
  // -- families of phrasing (positives, negations, distractors)
  // Negation: subject + shall/will/does not + verb + (any/the) thing.
  ['-prof_liab_ins', 'The Clinic shall not pay for any extended reporting endorsement.'],
  ['-prof_liab_ins', 'Employer will not purchase prior acts coverage on the Surgeon\'s behalf when employment ends.'],
  ['-prof_liab_ins', 'The Company does not reimburse the premium for tail insurance.'],
  // ... or the physician, under any defined term, carries it.
  ['-prof_liab_ins', 'The Contractor shall be solely responsible for obtaining tail coverage after this Agreement ends.'],
  ['-prof_liab_ins', 'At the end of employment the Associate shall be fully responsible for buying tail coverage; the Group shall not pay for any part of it.'],
  ['prof_liab_ins', 'The Group shall purchase tail coverage for the Associate when employment ends for any reason.'],
  // The next section's caption run on to a sentence names what follows, not this sentence.
  ['malpractice_cov -prof_liab_ins', 'The Practice shall maintain professional liability insurance for the Physician with limits of $1,000,000 per claim. § 6.2 Tail Coverage.\nThe Practice will not buy tail coverage when employment ends.'],
  ['malpractice_cov prof_liab_ins', 'The Practice shall maintain professional liability insurance for the Physician with limits of $1,000,000 per claim. § 6.2 Tail Coverage.\nThe Practice will buy tail coverage when employment ends.'],
  // -- more families of phrasing
  // Health cover named as medical, with a parenthetical gloss; the verb of joining in either spelling.
  ['health_ins dental_ins vision_ins', 'You may enrol in our medical (health), dental and vision insurance plans from the first day of employment.'],
  ['health_ins', 'The Practice will enroll Physician in its medical plan, paying 80% of the premium.'],
  ['health_ins', 'Employees are eligible to enrol in the group hospitalization plan.'],
  ['-health_ins', 'The Contractor is not eligible to enrol in Company\'s medical (health) insurance plans.'],
  ['-health_ins', 'Physician shall obtain his own medical insurance.'],
  ['-health_ins', 'Physician shall enrol as a participating provider with the medical plans that contract with the Practice.'],
  // -- wordings of other hands
  // A benefits table row or list line labelled Medical/Health.
  ['health_ins', 'Benefit | Terms\nHealth | Employer medical plan, 80% of premium paid'],
  ['health_ins', '(b) Medical: group plan with employer contribution'],
  ['-health_ins', 'Benefit | Terms\nMedical | Not offered'],
  ['-health_ins', 'Benefit | Terms\nMedical | No employer plan'],
  ['-health_ins', 'Medical director | Dr. Lee, per the staffing plan'],
  // In-term professional liability cover, whoever buys the tail.
  ['malpractice_cov', 'The Group maintains occurrence-based medical malpractice insurance for the Physician and pays all premiums.'],
  ['malpractice_cov', 'The Clinic insures the Doctor under its professional liability policy.'],
  ['malpractice_cov -prof_liab_ins', "The Practice maintains professional liability insurance for Associate.\nOn departure Associate shall buy tail coverage at Associate's own cost."],
  ['-malpractice_cov', "The Physician maintains the Physician's own professional liability insurance."],
  ['-malpractice_cov', 'The Hospital shall not insure the Physician under any professional liability policy.'],
  // -- wordings the older rules had not seen
  // Disability cover the physician must buy.
  ['-disability_ins', 'The Surgeon is responsible for purchasing disability insurance.'],
  ['-disability_ins', "Associate may buy private disability cover at Associate's own expense; none is provided by the Practice."],
  ['disability_ins', 'The Practice provides long-term disability insurance at no cost to the Physician.'],
  // Covers listed with slashes and plus signs on a summary line.
  ['health_ins dental_ins', 'Medical/Dental: employer pays 80% of premiums.'],
  ['life_ins disability_ins', 'Life & LTD: paid by the Clinic.'],
  ['-disability_ins -life_ins', 'Invoices are issued monthly by Acme Staffing Ltd. to the Clinic.'],
  // Liability cover named by its policy form.
  ['malpractice_cov', 'Liability cover: occurrence-based policy, premium paid by the Hospital.'],
  ['-malpractice_cov', "Physician shall maintain claims-made coverage at Physician's own cost."],
  // -- health cover named as one word, by a stipend, by its start date, or by COBRA after welfare cover
  ["health_ins", "During the severance period Larkspur Labs will furnish group healthcare coverage to the Officer at active-employee rates."],
  ["health_ins dental_ins", "Vision, medical and dental eligibility starts on the first day of the second month of service."],
  ["health_ins", "The Director shall also receive a car allowance of $500 per month and a health subsidy of $300 per month."],
  ["-health_ins", "The Director shall receive a wellness stipend of $40 per month toward fitness classes."],
  ["health_ins", "Through March 31, 2031 the Bank shall keep providing the Officer and her family with every welfare benefit she had while employed, after which her COBRA rights begin."],
  ["-health_ins", "For two years after the Separation Date the Officer will have welfare benefit continuation and a prorated bonus."],
  ["health_ins", "The Officer shall be insured under the same health insur\\nance plan that Fernwood offers its other senior officers."],
  ["health_ins life_ins", "Ms. Ortega is entitled to: (i) a salary of $210,000 a year;\\n(ii) a retention award payable within one (1) year after any sale of the business;\\n(iii) medical, life insurance and disability benefits;"],
  // Round 13: a policy on his life handed over to him is life cover he keeps; one he hands to the employer, or one pledged to a
  // lender, is not.
  ["life_ins", "Within ten days Marlowe Inc. shall transfer to the Employee all its rights in the $2,000,000 term life insurance policy it holds on the Employee."],
  ["life_ins", "On his retirement the Bank will assign the whole life insurance policy it owns on his life to him."],
  ["-life_ins", "The Executive shall assign to the Company every right he holds in any insurance policy on the life of the Executive."],
  ["-life_ins", "The Company may collaterally assign the insurance policy on the life of the Executive to its lender."],
  // Round 13: health named first among the benefits kept; a physician's own health, or health with no grant, is not cover.
  ["health_ins", "The letter also provides for Ms. Lowe to receive health and certain other benefits for eighteen months after she leaves."],
  ["health_ins", "After a sale of the bank the Officer will continue to receive medical and other fringe benefits for one year."],
  ["-health_ins", "The Officer must certify that his health and other benefits elections are complete before the year ends."],
];

describe('insurance coverage: flags across phrasings', () => {
  it.each(FLAG_CASES)('%s :: %s', expectFlags);
});

describe('insurance in a list of benefit kinds sharing one noun', () => {
  it.each([
    [`${INS}life_ins`, 'The Physician may take part in every retirement, life, disability, medical and dental benefit plan that the Clinic generally offers its officers.'],
    [`${INS}life_ins`, 'The Physician may participate in any health, life or disability insurance the Clinic provides.'],
    [`${INS}health_ins`, 'The Physician shall be eligible for any medical or dental reimbursement plan, pension plan, disability insurance plan and group term life insurance plan.'],
    [`${INS}disability_ins`, 'The Physician and covered dependents may take part in any life, accident, health, hospital or long-term disability insurance the Clinic maintains.'],
  ])('%s: %s', (path, text) => {
    expect(trueIn(text).has(path)).toBe(true);
  });

  // More forms of the list: a slash between kinds, kinds of social insurance, a hospital plan, the benefits programme
  // that includes the list, cover the employer pays or puts him in, a floor on the terms read as no denial.
  it.each([
    [`${INS}health_ins`, 'The perks we offer cover group health, dental, vision, life/AD&D and short-term disability salary continuation.'],
    [`${INS}health_ins`, 'While salary continues, the Company bears the full cost of health and welfare benefits.'],
    [`${INS}health_ins`, 'The Firm will enrol the Manager in its group medical and hospital plan.'],
    [`${INS}health_ins`, 'Under the local rules on social insurance, employer and employee each pay the health care, pension, unemployment and other social insurance costs.'],
    [`${INS}health_ins`, 'The Officer shall receive all benefits at levels no less favorable than those given to other officers, including medical, health, and dental benefits.'],
    [`${INS}health_ins`, 'For eighteen months the Company shall continue to pay the Officer\'s salary and health benefits, after which the Officer may elect, at the Officer\'s cost, COBRA continuation.'],
  ])('%s: %s', (path, text) => {
    expect(trueIn(text).has(path)).toBe(true);
  });

  it.each([
    'You may continue your medical coverage at your own expense as COBRA allows.',
    'The Contractor warrants that it is not excluded from participation in any federal health care program.',
  ])('no health_ins: %s', (text) => {
    expect(trueIn(text).has(`${INS}health_ins`)).toBe(false);
  });

  it('does not read a payer\'s health program as cover for the physician', () => {
    expect(trueIn('Patients enroll as members without the Clinic billing any health insurer or government health program.').has(`${INS}health_ins`)).toBe(false);
  });
});

describe('disability cover, and disability as the event that ends the employment', () => {
  it.each([
    // The income lost to illness is insured (European wording).
    'The loss of income through illness is covered by the collective insurance at 100% once 30 days have passed.',
    'The Company pays half of the premium of the income protection insurance.',
  ])('disability_ins: %s', (text) => {
    expect(trueIn(text).has(`${INS}disability_ins`)).toBe(true);
  });

  it.each([
    // The measure of an absence, a definition by a policy, a ground for ending the employment.
    'Cause excludes an absence due to a short-term disability lasting less than 60 days.',
    '"Total Disability" will mean that the Officer is disabled within the meaning of any current policy of disability income insurance held by the Company.',
    'The Company may terminate the employment for Disability if the Officer becomes eligible for a benefit under the long-term disability plan.',
    // Cover the employer buys for itself.
    'The Company may, for its own benefit, maintain key-man life and disability insurance policies on the Officer.',
  ])('no disability_ins: %s', (text) => {
    const t = trueIn(text);
    expect(t.has(`${INS}disability_ins`)).toBe(false);
    expect(t.has(`${INS}life_ins`)).toBe(false);
  });
});

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

// Round 11: pay kept up for some months after the employee becomes disabled is salary continuation, not disability
// cover. Sentences written for these tests.
describe('disability insurance: salary continued for a stated period after disability', () => {
  it.each([
    ['-disability_ins', 'If the Officer becomes disabled, the Firm shall pay him nine (9) months of his then base salary, less any disability insurance proceeds he receives, in its usual payroll cycle.'],
    ['-disability_ins', 'During a disability the Officer keeps his full salary and target bonus (together, his "Disability Benefits"), and the Disability Benefits shall run for 12 months after the day he became disabled.'],
    // A benefit that runs to an age, or premiums paid for the policy, is cover.
    ['disability_ins', 'If the Officer becomes disabled, the Firm shall pay him half of his salary each year until he reaches age 65, less any disability insurance benefits, and for the first 6 months his full salary.'],
    ['disability_ins', 'For 12 months after a termination the Firm shall keep up his salary and pay the premiums on his long-term disability insurance.'],
  ])('%s :: %s', expectFlags);
});

describe('health insurance: COBRA cost paid once a release has become final', () => {
  it.each([
    ['health_ins', 'The Firm shall pay the Officer the following, once he has signed a release of claims and that release is no longer subject to revocation:\\n(a) a lump sum equal to his base salary;\\n(b) a lump sum equal to twelve times the monthly COBRA premium for continued coverage under the Firm\'s group health plans in which he took part.'],
    ['-health_ins', 'The Firm shall no longer provide the following:\\n(a) group health plans;\\n(b) dental plans.'],
  ])('%s :: %s', expectFlags);
});

describe('disability insurance: continued disability pay run through the payroll', () => {
  it.each([
    ['-disability_ins', 'Those disability benefits shall go on for 9 months after the day he became disabled and shall be paid in equal parts on the Firm\'s payroll dates.'],
  ])('%s :: %s', expectFlags);
});

// Round 22: a separation letter that only says when cover stops, or leaves continuation under the statute to the
// employee at his cost, gives no cover. Sentences written for these tests.
describe('insurance: cover ending on the leaving date, continuation elected at his own cost', () => {
  it.each([
    ['-life_ins -disability_ins', 'Every other benefit, group life and long-term disability cover among them, shall stop on the Separation Date under the terms of the plans.'],
    ['-life_ins', 'His life insurance will terminate upon the Retirement Date.'],
    ['-health_ins', 'Whether or not she signs this letter, she may elect to keep her group medical insurance under COBRA.'],
    ['-health_ins', 'The whole premium is to be borne by you each month for as long as you stay eligible for COBRA continuation.'],
    ['-health_ins', 'Please read the COBRA forms the Firm will provide for the details of that cover.'],
    // Cover continued or paid for still counts, even where it ends on a date.
    ['life_ins', 'The Firm will keep paying the premiums on his life insurance, which shall end on the Retirement Date.'],
    ['health_ins', 'If she elects COBRA, the Firm will pay the premiums for her group medical insurance for six months.'],
    ['health_ins disability_ins', 'The Firm will provide the Officer with group health and long-term disability insurance during the term.'],
  ])('%s :: %s', expectFlags);
});

// Round 25: cover a separation letter says ends (in the present tense too), a policy he may convert to at his cost,
// rights a release leaves alone, plans whose withdrawal is a ground to resign, and group-term insurance as life cover.
// Sentences written for these tests.
describe('insurance: cover that ends or is left alone on leaving, and group-term life cover', () => {
  it.each([
    ['-life_ins', 'GROUP LIFE: Her group life cover ends on the Separation Date.'],
    ['-disability_ins', 'Your long-term disability coverage terminates on the Separation Date.'],
    ['-health_ins', 'Once he loses coverage under the group medical plan because of his termination, the plan will send him a COBRA notice.'],
    ['-life_ins', 'You may ask the insurer for a personal conversion policy within 31 days, without proof of good health.'],
    ['-disability_ins -life_ins', 'Nothing in this Release shall affect any rights you may have under the Firm\'s disability and life insurance plans as a former employee.'],
    ['-disability_ins', 'Benefit Plans.\nThis Release does not alter any rights you have under the Firm\'s group health, disability or life insurance plans.'],
    ['-life_ins -disability_ins', 'Good Reason means the Bank\'s failure to keep in force any life insurance plan or disability plan in which the Officer takes part.'],
    ['life_ins', 'The Officer shall receive medical, dental and group term insurance under the Firm\'s policies.'],
    ['life_ins', 'The Bank pays the premium on group-term life insurance of twice her salary.'],
    // Cover given still counts: in the present tense with the employer paying, or a benefit kept over later years.
    ['life_ins', 'The Firm provides life insurance, and it pays the premiums until the Officer ends his service.'],
    ['life_ins', 'The Firm provides term life insurance of $500,000; the cover given in one year may not affect your right to it in a later year.'],
    ['health_ins', 'The Firm will pay the premiums for his group medical insurance until he loses coverage under another employer\'s plan.'],
  ])('%s :: %s', expectFlags);
});

// Round 26: continuation cover he pays for himself, said with the cost before the cover, the statute as what lets him
// keep it, or the premium billed to him. Sentences written for these tests.
describe('insurance: continuation cover the employee pays for', () => {
  it.each([
    ['-health_ins', 'The Firm grants you the right to join, at your own expense, its group health insurance plan as COBRA requires.'],
    ['-health_ins', 'HEALTH COVER: Once you leave, COBRA lets you keep your group medical coverage.'],
    ['-health_ins', 'Should you opt to keep your group cover under COBRA, you will be solely responsible for all COBRA premiums.'],
    ['-health_ins', 'If you choose COBRA, the plan administrator will send you a monthly bill for the premium.'],
    // The employer paying for the same cover still gives it.
    ['health_ins', 'The Firm grants you the right to join, at its expense, its group health insurance plan as COBRA requires.'],
    ['health_ins', 'Should you opt to keep your group cover under COBRA, the Firm will pay all COBRA premiums for nine months.'],
    ['health_ins', 'HEALTH COVER: The Firm will keep you on its group medical plan for six months after you leave.'],
  ])('%s :: %s', expectFlags);
});

// Round 31: cover named only as rights given up, as an earlier version's terms, as released claims, as the statute's own
// benefits, or as kept only up to the leaving date; disability as a defined way out with an article. Sentences written
// for these tests.
describe('insurance: cover named but not given by this paper', () => {
  it.each([
    ['-health_ins -life_ins -disability_ins', 'From the closing he surrenders every right under the old contract, such as group medical insurance for his family and life and disability insurance cover.'],
    ['-health_ins -dental_ins', 'Before this amendment the agreement provided that, on a qualifying exit, the officer would receive medical and dental benefits until age 65.'],
    ['-disability_ins', 'The officer gives up any claim for benefits, among them short-term and long-term disability benefits, against the bank.'],
    ['-disability_ins', 'Nothing here bars her from seeking unemployment or state disability insurance benefits under the law of her state.'],
    ['-health_ins', 'When the salary runs out, he will be eligible for the benefits available under COBRA on the statute\'s terms.'],
    ['-health_ins -life_ins', 'Up to the Separation Date, he will continue to participate in the firm\'s medical and life insurance plans.'],
    ['-disability_ins', 'The officer\'s post is treated as terminated because of a "Disability" once he qualifies for payments under the firm\'s long-term disability plan.'],
    // Near misses: cover given by this paper is still found.
    ['health_ins life_ins', 'Up to the Separation Date and for twelve months thereafter, he will continue to participate in the firm\'s medical and life insurance plans.'],
    ['health_ins', 'After the amendment the firm will pay his medical insurance premiums until he turns 65.'],
    ['disability_ins', 'The bank shall pay the premiums of a long-term disability insurance policy for the officer.'],
    ['health_ins', 'The Firm will pay his COBRA premiums for nine months after his last day.'],
    // A defined sum measured by the cost of the cover is the cover paid in cash; a plan named only to fix his leaving
    // date under it gives nothing.
    ['health_ins dental_ins life_ins', '"Cover Payment" means an amount equal to one and a half times the yearly cost of the medical, dental and life benefits the Bank gives the officer.'],
    ['-health_ins', '"Cover Payment" means an amount equal to the officer\'s yearly base salary, payable in twelve monthly instalments.'],
    ['-life_ins', 'For the purposes of the officer\'s participation in the other plans of the Bank, its group life insurance plan among them, the Separation Date shall be the date of his leaving.'],
    ['life_ins', 'For the purposes of this letter the Bank shall keep paying the premiums of his group life insurance for a year.'],
  ])('%s :: %s', expectFlags);
});
