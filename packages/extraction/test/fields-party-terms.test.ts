// The parties by the names the contract gives them: a physician called "Consultant",
// "Dr. Okafor" or "the Specialist", an employer called "the Foundation", "the Network" or
// "ABC". The rules that ask who pays, who provides and who is bound must read them as
// the physician and the employer, and words that only look like them must stay what they
// are. Sentences written for these tests.
import { describe, expect, it } from 'vitest';
import { getPath } from '@cp/schema';
import { buildContext, textDocumentFromPages } from '../src/fields/context.js';
import { findParties, partyRewriter } from '../src/fields/parties.js';
import { resultOf } from './fields-helpers.js';
import { trueIn } from './flags-helpers.js';

const INS = 'benefits.insuranceCoverage.';
const CME = 'benefits.professionalDevelopmentEducation.cont_edu_allow';
const RELOC = 'legalContractualProvisions.relocationAssistanceSigningBonuses.reloc_assist';
const NONCOMP = 'legalContractualProvisions.nonCompeteOtherAgreements.non_comp_clause';
const NONSOLICIT = 'legalContractualProvisions.nonCompeteOtherAgreements.non_solicit_agree';
const REPORTS = 'legalContractualProvisions.reportingStructureSupervision.report_struct_superv';

const ctxOf = (text: string) => buildContext(textDocumentFromPages([text]));
const valueAt = (text: string, path: string) => getPath(resultOf(text).parsedData as unknown as Record<string, unknown>, path);

const FOUNDATION = [
  'CLINICAL SERVICES AGREEMENT',
  'This Clinical Services Agreement is made on April 2, 2026 between Harlow Valley Health Foundation, an Ohio nonprofit corporation (the "Foundation"), and Mira Castellanos, M.D. ("Consultant").',
  'WHEREAS, Foundation wishes to employ Consultant as a staff cardiologist, and Consultant wishes to accept that employment.',
  '4. Liability Cover. Foundation will maintain a claims-made professional liability policy covering Consultant. When this Agreement ends for any reason, Foundation will buy the extended reporting endorsement for Consultant.',
  '5. Disability. Consultant shall obtain disability insurance at Consultant\'s own expense.',
  '6. Education. Consultant may spend up to $3,500 each year on continuing medical education, which Foundation will reimburse.',
  '7. Moving Costs. Foundation will reimburse Consultant for household moving costs of up to $12,000.',
  '8. Oversight. Consultant shall report to the Vice President of Cardiac Services.',
  '9. Covenant. For eighteen months after the end of the term, Consultant shall not practice cardiology within twelve miles of any Foundation hospital.',
].join('\n');

const NETWORK = [
  'PHYSICIAN EMPLOYMENT AGREEMENT',
  'Riverbend Care Network, Inc., a Michigan corporation (the "Network"), and Dr. Amal Okafor (hereinafter "Dr. Okafor") enter into this Agreement as of May 1, 2026.',
  'The Network hereby employs Dr. Okafor, and Dr. Okafor accepts that employment.',
  '3.1 Insurance. Dr. Okafor will purchase long-term disability coverage at Dr. Okafor\'s sole cost.',
  '3.2 Tail. If this Agreement ends, the Network shall pay for tail coverage for Dr. Okafor.',
  '3.3 Solicitation. The Network shall not solicit Dr. Okafor\'s patients after the term.',
].join('\n');

const CORPORATION = [
  'PROFESSIONAL SERVICES AND EMPLOYMENT AGREEMENT',
  'This Agreement is entered into by and between Sunrise Valley Physicians, Inc., a California professional medical corporation (the "Medical Corporation"), and Priya Nair, M.D. ("Member").',
  '1. Engagement. The Medical Corporation hereby employs Member as a full-time neurologist, and Member accepts such employment.',
  '4. Disability. Member shall be solely responsible for obtaining any disability insurance.',
  "5. Malpractice. The Medical Corporation shall maintain professional liability insurance on Member's behalf. Upon termination, Member shall purchase tail coverage at Member's own cost.",
  '9. Non-Solicitation. For two years after termination, Member shall not solicit any patient of the Medical Corporation.',
  "11. Schedule. Member may set Member's own clinic hours.",
].join('\n');

const ACRONYM = [
  'LETTER AGREEMENT',
  'Atlas Behavioral Care, LLC (collectively with its affiliates, "ABC") and Jordan Pike, D.O. (the "Professional") agree as follows.',
  'WHEREAS, ABC desires to engage the Professional to provide psychiatric services.',
  '2. Insurance. Professional liability insurance will be written on a claims-made basis, and ABC will purchase the tail for the Professional.',
  '3. Relocation. ABC will reimburse the Professional up to $8,000 for relocation expenses.',
  "4. Disability. The Professional may purchase disability insurance at the Professional's own expense.",
  "6. Reporting. The Professional will report directly to ABC's Chief Clinical Officer.",
].join('\n');

describe('finding the parties', () => {
  it('reads the physician and the employer from the party definitions', () => {
    expect(ctxOf(FOUNDATION).parties).toEqual({ physician: ['Consultant'], employer: ['Foundation'] });
    expect(ctxOf(NETWORK).parties).toEqual({ physician: ['Dr. Okafor'], employer: ['Network'] });
    expect(ctxOf(CORPORATION).parties).toEqual({ physician: ['Member'], employer: ['Medical Corporation'] });
    expect(ctxOf(ACRONYM).parties).toEqual({ physician: ['Professional'], employer: ['ABC'] });
  });

  it('takes neither side for a physician contracting through his own company', () => {
    const parties = findParties([
      'This Agreement is between Northgate Hospital ("Hospital") and Roe Cardiology, P.C., a professional corporation owned by Jane Roe, M.D. ("Contractor").',
    ]);
    expect(parties.physician).toEqual([]);
  });

  it('reads a "means" definition, an acronym with affiliates and a recital', () => {
    expect(findParties([
      'This Agreement is entered into by Lakemont Orthopedic Associates, P.C. (collectively with its affiliates, "LOA") and the physician named on the signature page.',
      '"Specialist" means the physician identified on the signature page of this Agreement.',
      'WHEREAS, LOA desires to engage Specialist to provide orthopedic services.',
    ])).toEqual({ physician: ['Specialist'], employer: ['LOA'] });
  });

  it('reads party words that only a recital introduces, when used as names throughout', () => {
    const sentences = [
      'WHEREAS, the Cooperative desires to engage the Radiologist to read studies.',
      'The Cooperative shall provide a workstation.',
      'The Radiologist shall read studies within four hours.',
      'The Cooperative may end this Agreement on notice.',
    ];
    expect(findParties(sentences)).toEqual({ physician: [], employer: ['Cooperative'] });
  });

  it('chooses nobody when the contract names two employers it does not tell apart', () => {
    const parties = findParties([
      'This Agreement is among Bayview Medical Group, LLC ("Bayview"), Shoreline Hospital, Inc. ("Shoreline") and Corrine Hale, M.D. ("Physician").',
      'Shoreline will provide the clinic space.',
    ]);
    expect(parties.employer).toEqual([]);
    expect(parties.physician).toEqual(['Physician']);
  });

  it('prefers the party of the opening to an entity named later beside a verb of employment', () => {
    const parties = findParties([
      'This Agreement is between Bayview Medical Group, LLC ("Bayview") and Corrine Hale, M.D. ("Physician").',
      'Bayview has arranged coverage at Shoreline Hospital, Inc. ("Shoreline"), which employs the nursing staff.',
    ]);
    expect(parties.employer).toEqual(['Bayview']);
  });

  it('leaves a third party engaged for other work out of the parties', () => {
    const parties = findParties([
      'This Agreement is between Pinewood Family Practice ("Practice") and Lena Ortiz, D.O. ("Physician").',
      'WHEREAS, Practice desires to employ Physician.',
      'The Practice has engaged Ledgerline Billing, LLC (the "Vendor") to submit claims.',
    ]);
    expect(parties.employer).toEqual(['Practice']);
    expect(parties.physician).toEqual(['Physician']);
  });

  it('reads a party whose name ends in "Jr." as one sentence with its definition', () => {
    const ctx = ctxOf('This Employment Agreement is made by and between Orchard Tools, Inc., a Delaware corporation (the "Company"), and Samuel T. Brandt, Jr. (the "Key Manager").\nThe Key Manager shall serve as Vice President of Finance.');
    expect(ctx.parties).toEqual({ physician: ['Key Manager'], employer: ['Company'] });
  });

  it('never takes the word for the employee, or an office shortened to initials, for the employer', () => {
    // The description names the office and the company he holds it in; the term still names the person.
    const holder = findParties([
      'Northgate Bancorp, Inc. (the "Company") and Paul R. Imes, Treasurer of the Savings Company (the "Executive") agree as follows.',
      'The Company hereby employs the Executive.',
    ]);
    expect(holder).toEqual({ physician: ['Executive'], employer: ['Company'] });
    const offices = findParties([
      'On May 1 the Company entered into an agreement with Rhea Dunn, Chief Compliance Officer ("CCO"), and plans an initial public offering ("IPO").',
    ]);
    expect(offices.employer).not.toContain('CCO');
    expect(offices.employer).not.toContain('IPO');
    // A company's own initials stay its name.
    expect(findParties([
      'This Agreement is between Harbor Valley Clinic, LLC ("HVC") and Omar Sadiq, M.D. ("Physician").',
    ])).toEqual({ physician: ['Physician'], employer: ['HVC'] });
  });

  it('finds no party in a contract without definitions', () => {
    expect(findParties(['The Practice shall pay Physician $250,000 per year.'])).toEqual({ physician: [], employer: [] });
  });
});

describe('rewriting the defined terms in the matching text', () => {
  const rewrite = partyRewriter({ physician: ['Consultant', 'Dr. Okafor'], employer: ['Foundation', 'ABC'] });

  it('rewrites the party names, possessives included, and keeps definitions', () => {
    expect(rewrite("Consultant shall carry Consultant's own policy.")).toBe("physician shall carry physician's own policy.");
    expect(rewrite('The Foundation will pay Dr. Okafor.')).toBe('The employer will pay physician.');
    expect(rewrite('ABC reimburses CME.')).toBe('employer reimburses CME.');
    expect(rewrite('Jane Roe, M.D. ("Consultant")')).toBe('Jane Roe, M.D. ("Consultant")');
    expect(rewrite('CONSULTANT\'S DUTIES')).toBe("physician'S DUTIES");
  });

  it('leaves generic, plural and compound uses alone', () => {
    expect(rewrite('Physician may hire a consultant at the Practice\'s cost.')).toBe('Physician may hire a consultant at the Practice\'s cost.');
    expect(rewrite('The Foundation may engage a Consultant or any other Consultant.')).toBe('The employer may engage a Consultant or any other Consultant.');
    expect(rewrite('Other Consultants of the group are paid differently.')).toBe('Other Consultants of the group are paid differently.');
    expect(rewrite('The Harlow Valley Health Foundation Board meets monthly.')).toBe('The Harlow Valley Health Foundation Board meets monthly.');
    expect(rewrite('as an independent Consultant')).toBe('as an independent Consultant');
    expect(rewrite('INDEPENDENT CONSULTANT')).toBe('INDEPENDENT CONSULTANT');
    expect(rewrite('Consultant Agreement No. 4')).toBe('Consultant Agreement No. 4');
    const network = partyRewriter({ physician: [], employer: ['Network'] });
    expect(network('Referrals go to in-Network specialists; the Network pays the fees.')).toBe('Referrals go to in-Network specialists; the employer pays the fees.');
    expect(rewrite('the Foundation for Cardiac Research')).toBe('the Foundation for Cardiac Research');
  });

  it('leaves a noun phrase opening a sentence alone', () => {
    const pro = partyRewriter({ physician: ['Professional'], employer: [] });
    expect(pro('Professional liability insurance is provided by the Group.')).toBe('Professional liability insurance is provided by the Group.');
    expect(pro('Professional shall maintain a license.')).toBe('physician shall maintain a license.');
  });

  it('never rewrites the terms other rules read for their own sake', () => {
    const keep = partyRewriter({ physician: ['Contractor', 'Employee', 'Radiologist', 'Provider'], employer: ['Hospital', 'University', 'Clinic'] });
    const s = 'Contractor, Employee, Radiologist and Provider work at the Hospital, the University and the Clinic.';
    expect(keep(s)).toBe(s);
  });

  it('changes the matching text only: the quoted text stays as written', () => {
    const ctx = ctxOf(FOUNDATION);
    const c = ctx.clauses.find((x) => /own expense/.test(x.text))!;
    expect(c.text).toBe("Consultant shall obtain disability insurance at Consultant's own expense.");
    expect(c.norm).toBe("physician shall obtain disability insurance at physician's own expense.");
  });
});

describe('fields that depend on who pays and who is bound', () => {
  it('reads a contract between "Foundation" and "Consultant"', () => {
    const flags = trueIn(FOUNDATION);
    expect(flags.has(INS + 'malpractice_cov')).toBe(true);
    expect(flags.has(INS + 'prof_liab_ins')).toBe(true);
    expect(flags.has(INS + 'disability_ins')).toBe(false);
    expect(flags.has(RELOC)).toBe(true);
    expect(flags.has(NONCOMP)).toBe(true);
    expect(flags.has(REPORTS)).toBe(true);
    expect(valueAt(FOUNDATION, CME)).toBe(3500);
  });

  it('quotes the contract as written in the evidence', () => {
    const r = resultOf(FOUNDATION);
    expect(r.evidence[INS + 'prof_liab_ins']?.text).toMatch(/Foundation will buy the extended reporting endorsement for Consultant/);
  });

  it('reads a contract between "the Network" and "Dr. Okafor"', () => {
    const flags = trueIn(NETWORK);
    expect(flags.has(INS + 'disability_ins')).toBe(false);
    expect(flags.has(INS + 'prof_liab_ins')).toBe(true);
    // A promise by the employer alone is not a non-solicitation binding the physician.
    expect(flags.has(NONSOLICIT)).toBe(false);
  });

  it('reads a contract between "the Medical Corporation" and "Member"', () => {
    const flags = trueIn(CORPORATION);
    expect(flags.has(INS + 'malpractice_cov')).toBe(true);
    // The physician buys the tail and the disability cover himself.
    expect(flags.has(INS + 'prof_liab_ins')).toBe(false);
    expect(flags.has(INS + 'disability_ins')).toBe(false);
    expect(flags.has(NONSOLICIT)).toBe(true);
    expect(flags.has('workSchedule.flex_sched')).toBe(true);
  });

  it('reads a contract between "ABC" and "the Professional"', () => {
    const flags = trueIn(ACRONYM);
    expect(flags.has(INS + 'prof_liab_ins')).toBe(true);
    expect(flags.has(INS + 'disability_ins')).toBe(false);
    expect(flags.has(RELOC)).toBe(true);
    expect(flags.has(REPORTS)).toBe(true);
    // "Professional liability insurance" opening a sentence is still cover, not the physician.
    expect(ctxOf(ACRONYM).clauses.find((c) => /claims-made/.test(c.text))!.norm).toMatch(/^professional liability insurance will be written/);
    // A party rewritten to "employer" is no statement that the physician is employed.
    expect(valueAt(ACRONYM, 'employmentStatusSetting.emp_status')).toBeNull();
  });

  it('reads "Foundation or Consultant may end" as a right of either party', () => {
    const text = FOUNDATION + "\n10. Ending the Agreement. Foundation or Consultant may end this Agreement on ninety (90) days' written notice.";
    expect(valueAt(text, 'basicInformation.term_prov')).toBe('90 days notice without cause');
  });

  it('reads a physician named by specialty or by "Provider" as the one who pays', () => {
    expect(trueIn("The Radiologist shall purchase disability insurance at the Radiologist's own expense.").has(INS + 'disability_ins')).toBe(false);
    expect(trueIn('The Provider shall be solely responsible for obtaining disability insurance.').has(INS + 'disability_ins')).toBe(false);
    expect(trueIn('The Group shall provide disability insurance to the Provider.').has(INS + 'disability_ins')).toBe(true);
  });
});

describe('what the party names must not change', () => {
  it('keeps a contract with a generic consultant as it was', () => {
    const text = [
      'This Agreement is between Elmwood Pediatrics, P.A. ("Practice") and Noor Haddad, M.D. ("Physician").',
      'Practice may engage a consultant to review coding, and Practice will pay the consultant.',
      'Physician shall obtain disability insurance at Physician\'s own expense.',
    ].join('\n');
    const ctx = ctxOf(text);
    expect(ctx.clauses.map((c) => c.norm).join(' ')).toContain('practice may engage a consultant to review coding, and practice will pay the consultant.');
    expect(trueIn(text).has(INS + 'disability_ins')).toBe(false);
  });

  it('does not take a third-party "Provider" of services for either party', () => {
    const text = [
      'This Agreement is between Elmwood Pediatrics, P.A. ("Practice") and Noor Haddad, M.D. ("Physician").',
      'WHEREAS, Practice desires to employ Physician.',
      'Practice has retained Keystone Telemetry Services, LLC (the "Provider") to monitor patients remotely.',
      'Provider shall maintain its own professional liability insurance.',
    ].join('\n');
    const ctx = ctxOf(text);
    expect(ctx.parties.physician).not.toContain('Provider');
    expect(ctx.parties.employer).not.toContain('Provider');
    expect(ctx.clauses.find((c) => /^Provider shall/.test(c.text))!.norm).toBe('provider shall maintain its own professional liability insurance.');
  });
});

describe('an employee named by surname, and several names in one bracket', () => {
  it('reads a surname defined beside the word for the party, and a company given two names', () => {
    const p = findParties(['This EMPLOYMENT AGREEMENT is made between Larch Minerals, Inc., a Nevada corporation (the "Company", "Employer"), and Ruth A. Whitcombe ("Whitcombe", "Employee").']);
    expect(p.physician).toEqual(['Whitcombe', 'Employee']);
    expect(p.employer).toEqual(['Company', 'Employer']);
  });

  it('takes the person of a two-party opening as the one employed when the other is the company', () => {
    const ctx = ctxOf('This EMPLOYMENT AGREEMENT is made between Larch Minerals, Inc., a Nevada corporation (the "Company"), and Ruth A. Whitcombe ("Whitcombe").\n\nThe Company wishes to employ Whitcombe as its treasurer.\n\n3. For services rendered, the Company shall pay Whitcombe the sum of $185,000 per annum, payable in equal semi-monthly installments.');
    expect(ctx.parties.physician).toEqual(['Whitcombe']);
    expect(ctx.clauses.at(-1)!.norm).toContain('shall pay physician the sum of $185,000');
  });

  it('leaves a two-company opening alone', () => {
    const p = findParties(['This SERVICES AGREEMENT is made between Larch Minerals, Inc. (the "Company") and Dunmore Holdings, LLC ("Dunmore").']);
    expect(p.physician).toEqual([]);
  });
});
