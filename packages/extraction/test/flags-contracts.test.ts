// Whole documents written for these tests: the flags of a contract come from the
// interplay of its clauses, captions, lists and boilerplate.
import { describe, expect, it } from 'vitest';
import { flagsOf } from './flags-helpers.js';

const OFFER_LETTER = `LAKESHORE ORTHOPEDIC PARTNERS, S.C.
2201 Shoreline Drive, Racine, Wisconsin 53402
OFFER OF EMPLOYMENT
Dear Dr. Okonkwo:
We are pleased to offer you the position of Sports Medicine Physician on the terms below.
1. Position. You will be employed full-time and will report to the Managing Partner.
2. Compensation. Your annual salary will be $310,000, paid twice monthly.
3. Benefits. You will be eligible for the following benefits:
• Group medical and dental insurance, with the Practice paying 75% of premiums;
• A 401(k) plan with a discretionary profit-sharing contribution;
• Paid time off of 20 days per year.
The Practice does not provide vision insurance, life insurance or disability insurance.
4. Malpractice Insurance. The Practice will provide claims-made professional liability insurance. You will be responsible for purchasing tail coverage upon your departure.
5. Licensure. You must hold a Wisconsin medical license and DEA registration, and be board eligible in orthopaedic surgery. The Practice will reimburse your Wisconsin license renewal fee.
6. Hospital Privileges. You must obtain privileges at St. Luke's Hospital.
7. Restrictive Covenants. For one year after your employment ends, you will not practice orthopaedics within 15 miles of any Practice office. You will not solicit Practice patients or employees.
8. Confidentiality. You will protect the confidential information of the Practice.
9. Term. This offer letter is not a contract for a fixed term; employment is at will. Either party may end employment on 60 days' written notice.
10. Dispute Resolution. Disputes will be resolved in the Circuit Court of Racine County, Wisconsin. The parties waive trial by jury.
11. Entire Agreement. This letter is the entire agreement between us and may be modified only in writing signed by both parties.
Sincerely,
Paul Vance, M.D., Managing Partner`;

const SERVICES_AMENDMENT = `FIRST AMENDMENT TO PROFESSIONAL SERVICES AGREEMENT
This First Amendment (the "Amendment") amends the Professional Services Agreement dated January 1, 2024 between Harbor Valley Hospital ("Hospital") and Coastal Anesthesia Group, LLC ("Group"), as follows.
1. Section 3 of the Agreement is hereby amended to read: Group shall furnish anesthesiologists to cover the Hospital's operating rooms twenty-four hours per day.
2. Coverage Schedule. The coverage schedule is set out in Exhibit A, which is attached to this Amendment and made a part of the Agreement.
3. Insurance. Group shall maintain professional liability insurance for its physicians at Group's sole expense. Hospital shall have no obligation to provide malpractice or tail coverage.
4. Hospital Resources. Hospital shall provide, at no cost to Group, the anesthesia technicians and nursing staff necessary for the services.
5. Medical Director. Group shall designate one of its physicians to serve as Medical Director of Anesthesia Services, for which Hospital shall pay a stipend of $4,000 per month.
6. Credentialing. Each Group physician shall maintain clinical privileges at Hospital and an unrestricted license to practice medicine.
7. No Restrictive Covenant. Nothing in this Amendment restricts any Group physician from practicing anesthesiology elsewhere.
8. Force Majeure. Neither party shall be liable for failure to perform caused by events beyond its reasonable control.
9. Indemnification. Each party shall indemnify and hold harmless the other from claims arising from its own negligence.
10. Limitation of Liability. Neither party shall be liable to the other for lost profits or consequential damages.
11. Disputes. The parties shall submit any dispute to non-binding mediation before filing suit in the courts of Harbor County.
12. Notices. Notices shall be sent by certified mail or by email to:
Hospital: 100 Harbor Way, Seaside, California 93955, Attn: Chief Executive Officer
Group: 55 Tide Street, Suite 200, Monterey, California 93940
13. Effect. Except as amended by this Amendment, the Agreement remains in full force and effect. This Amendment and the Agreement are the entire agreement of the parties on this subject.
EXHIBIT A
COVERAGE SCHEDULE
Operating rooms: 4 anesthesiologists weekdays; 1 in-house overnight.`;
const leaf = (paths: Iterable<string>) => new Set([...paths].map((p) => p.split('.').pop()));

describe('an offer letter with bullets, exclusions and a letterhead', () => {
  const flags = flagsOf(OFFER_LETTER);

  it('finds exactly the fields the letter makes true', () => {
    expect([...leaf(flags.keys())].sort()).toEqual(
      [
        'amendment_clause', 'board_certification', 'conf_non_disclosure_agree', 'credential_hosp_priv', 'dea_license',
        'dental_ins', 'entire_agreement', 'health_ins', 'malpractice_cov', 'med_license', 'med_license_exp',
        'non_comp_clause', 'non_solicit_agree', 'report_struct_superv', 'retire_benefits',
      ].sort(),
    );
  });

  it('quotes the operative sentence with page and confidence', () => {
    const f = flags.get('legalContractualProvisions.nonCompeteOtherAgreements.non_comp_clause');
    expect(f?.evidence.text).toMatch(/will not practice orthopaedics within 15 miles/);
    expect(f?.evidence.page).toBe(1);
    expect(f?.evidence.confidence).toBeGreaterThanOrEqual(0.8);
  });
});

describe('an amendment to a professional services agreement', () => {
  const found = leaf(flagsOf(SERVICES_AMENDMENT).keys());

  it('finds the amendment, the exhibit and the boilerplate', () => {
    for (const f of ['contract_amendments', 'appendix_docs', 'force_majeure', 'indemnification', 'liability', 'entire_agreement', 'mediation_clause', 'notice_communication', 'contact_info', 'communication_methods', 'ancillary_staff', 'med_director', 'leader_opp', 'credential_hosp_priv', 'med_license']) {
      expect(found.has(f), f).toBe(true);
    }
  });

  it('is less sure of cover the physicians\' own group buys than of cover from the engaging party', () => {
    const cover = flagsOf(SERVICES_AMENDMENT).get('benefits.insuranceCoverage.malpractice_cov');
    expect(cover?.evidence.text).toMatch(/Group shall maintain professional liability insurance/);
    expect(cover?.evidence.confidence).toBeLessThan(0.6);
    const employed = flagsOf('1. Insurance. The Clinic shall maintain professional liability insurance covering Physician at the Clinic\'s expense.');
    expect(employed.get('benefits.insuranceCoverage.malpractice_cov')?.evidence.confidence).toBeGreaterThan(0.8);
  });

  it('leaves out what it denies or lacks', () => {
    for (const f of ['prof_liab_ins', 'non_comp_clause', 'arbitration_clause', 'amendment_clause', 'waiver_breach_clause', 'health_ins', 'partnership_track']) {
      expect(found.has(f), f).toBe(false);
    }
  });
});

const NUMBERED_LETTER = `BAYVIEW VIRTUAL CARE, P.C.
Welcome letter and employment terms
Part 1 - Work
1) Role. You will see patients by video for Bayview and report to the Clinical Director.
2) Equipment. We will reimburse up to $40 per month for your internet service.
Part 2 - Promises
3) Inventions. Teaching modules and order sets you develop for Bayview belong to Bayview, and you hereby assign your rights in them to Bayview.
4) Staff. We will not solicit your former colleagues to join Bayview.
Part 3 - General
5) Notices. Notices must go by email: to Bayview at notices@bayview.example and to you at your work address.
6) Full agreement. This letter is the entire contract between you and Bayview and replaces all earlier offers.
7) Changes. Changes to this letter must be in writing and signed by both of us.`;

describe('a letter numbered "1)", "2)" under part headings', () => {
  const flags = flagsOf(NUMBERED_LETTER);
  const found = leaf(flags.keys());

  it('reads each numbered item with its caption', () => {
    for (const f of ['report_struct_superv', 'reimb_exp_overhead', 'IP_rights', 'notice_communication', 'contact_info', 'communication_methods', 'entire_agreement', 'amendment_clause']) {
      expect(found.has(f), f).toBe(true);
    }
  });

  it('does not read the employer\'s own promise as a non-solicitation', () => {
    expect(found.has('non_solicit_agree')).toBe(false);
  });
});

describe('tail coverage the employer buys only on some exits', () => {
  it('is found with less confidence than tail bought whatever the reason', () => {
    const some = flagsOf('8.2 Tail. If the Hospital ends this Agreement without cause, the Hospital shall purchase tail coverage for Physician.');
    const always = flagsOf('8.2 Tail. When this Agreement ends for any reason, the Hospital shall purchase tail coverage for Physician.');
    const path = 'benefits.insuranceCoverage.prof_liab_ins';
    expect(always.get(path)?.evidence.confidence).toBeGreaterThan(some.get(path)?.evidence.confidence ?? 1);
  });
});
