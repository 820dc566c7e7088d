// Basic information (basicInformation.*): sentences of contract language written for these tests.
import { describe, expect, it } from 'vitest';
import { valueOf } from './fields-helpers.js';
import { expectFlags } from './flags-helpers.js';

const TERM = 'basicInformation.contract_dur_renew';
const NOTICE = 'basicInformation.term_prov';

const B = 'basicInformation.';

// Flag phrasings: each line lists the fields that must be true and (with a leading '-') those
// that must stay false; "\\n" starts a line, "\f" a page.
const FLAG_CASES: [string, string][] = [
  // -- phrasings of contract language written for the tests
  ["partnership_track", "After two years, Physician will be considered for partnership in the Group."],
  ["partnership_track", "Associate shall be offered the opportunity to become a partner after three years of employment."],
  // LLC membership is ownership; units or shares granted in stated numbers.
  ["partnership_track", "Physician will be considered for admission as a full member of the Company after the second Contract Year."],
  ["partnership_track", "After three years the Associate may become a voting member of the LLC."],
  ["-partnership_track", "Physician shall be eligible for appointment as a member of the active medical staff."],
  // -- more families of phrasing
  // A negation governs every item of the list it opens: "does not offer X or any Y".
  ['-partnership_track -ownership_equity_opp', 'The Clinic does not offer an equity interest or a partnership track.'],
  ['-partnership_track -ownership_equity_opp', 'This position carries no partnership track, no shareholder status and no stock options.'],
  ['-partnership_track -ownership_equity_opp', 'The Hospital offers neither a partnership track nor any ownership interest in the Hospital.'],
  ['-partnership_track -ownership_equity_opp', 'The Group will not offer the Associate stock options, restricted stock units, an ownership stake or a partnership track.'],
  ['partnership_track ownership_equity_opp', 'After two years the Associate will be eligible for partnership and may purchase an ownership interest in the Group.'],
  // A question in a Q&A letter names a subject; only its answer grants it.
  ['-partnership_track -ownership_equity_opp', 'Can I become a partner?\nNo. The Clinic is owned by a nonprofit system, and physicians hold no ownership.'],
  // -- wordings of other hands
  ['partnership_track -promo_opp -prof_growth_career_adv_opp', 'After three years the Associate may be considered for admission as a member of the LLC.'],
];

describe('basic information: flags across phrasings', () => {
  it.each(FLAG_CASES)('%s :: %s', expectFlags);
});

describe('basicInformation.term_prov: termination without cause written the long way', () => {
  it.each([
    ['Your employment is at will: either you or the Clinic may end it at any time, with or without cause.', '0 days notice without cause'],
    ['At any time and for any reason, or for none at all, the Hospital may end the Physician\'s employment.', '0 days notice without cause'],
    // An ending at will priced rather than conditioned; the employer's decision to cancel followed by its notice.
    ['The Clinic may end this contract at any time upon payment of six months of Dr. Vale\'s salary.', '0 days notice without cause'],
    ['Should the Clinic decide to cancel this contract, it will give 60 days written notice to the Doctor.', '60 days notice without cause'],
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
    // The employer may end the employment whenever it likes, no ground named: a right to end without cause, no notice.
    ['The Clinic may end your employment and this letter at any time. You may also resign at any time.', '0 days notice without cause'],
    ['The Company can terminate this arrangement with the Executive at any time and for its own reasons.', '0 days notice without cause'],
    // The same words bound to a ground, or said of the physician only, grant no such right.
    ['The Company may dismiss the Executive at any time for gross misconduct.', 'for cause only'],
    ['The Executive may resign from the Company at any time.', undefined],
    // The employer's promise of notice before it ends the employment.
    ['The Executive shall give the Company two months\' written notice before leaving. The Company will give the Executive two calendar months\' written notice of any decision to end the employment.', '60 days notice without cause'],
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

describe('basicInformation.term_prov: other words for an ending without cause, and whose notice it is', () => {
  it.each([
    // Cause qualified ("good cause"), or the other grounds named instead of cause.
    ['With or without good cause, either party may end this Agreement by giving twenty-one (21) days written notice to the other.', '21 days notice without cause'],
    ['If the Clinic terminates your employment for other than Good Cause, the Clinic will give you 45 days notice and three months of pay.', '45 days notice without cause'],
    ['The Company may end your employment before the end of the Term for reasons other than dishonesty or a breach of its policies.', '0 days notice without cause'],
    // The employer's discretion, and the employer named as ending the employment "for any other reason".
    ['This Agreement may be terminated at the Company\'s discretion during the first year, in which case the Company shall pay the rest of the salary for that year.', '0 days notice without cause'],
    ['The Term ends early if:\n(i) the Company gives notice of termination for Cause; or\n(ii) where the Employer for any other reason terminates the Term.', '0 days notice without cause'],
    // An item of a list whose lead-in names the ending.
    ['The employment shall be terminated before the Term expires on any of the following events:\n(a) the death of the Officer;\n(b) if the Company so elects, on sixty (60) days advance written notice given to the Officer, with or without Cause.', '60 days notice without cause'],
    // The notice as the day the ending takes effect, and "N days of written notice" owed by both parties.
    ['5.4 Without Cause Termination by the Company. The 45th calendar day after the Company gives the Officer written notice of termination without Cause.', '45 days notice without cause'],
    ['Each party will be required to give the other sixty (60) days of written notice of its intention to end the relationship by termination.', '60 days notice without cause'],
    ['Notice of termination by either party shall be given in writing two months in advance, to the last day of a calendar month.', '60 days notice without cause'],
    ['Either you or the Employer may give written notice to terminate the Agreement, provided the notice is given not less than 26 weeks prior to the end of the Term.', '182 days notice without cause'],
    // The notice, then how far ahead it runs; a right named with its holder ("the right of the Clinic to end").
    ['The contract lapses after four years, unless terminated sooner by either party for any reason on written notice delivered 75 days beforehand.', '75 days notice without cause'],
    ['This letter promises no fixed period, and leaves intact the right of the Clinic to end your employment at any moment, for any reason.', '0 days notice without cause'],
  ])('reads %s', (text, want) => {
    expect(valueOf(NOTICE, text)).toBe(want);
  });

  it.each([
    // Notice the physician gives, to the employer or from the physician, is not the employer's notice.
    ['The Physician may, for convenience and at any time, end this Agreement by giving ninety days written notice of such termination to the Employer. The Employer may end the employment without cause.', '0 days notice without cause'],
    ['The employment ends on the date set out in a written notice of termination from the Physician to the Company (at least thirty (30) days after that notice is delivered). The Company may terminate without cause at any time.', '0 days notice without cause'],
    // A disability ground's notice in a list of the dates each ending takes effect is not the notice of the other endings.
    ['"Termination Date" means (i) where the employment ends because of disability, the thirtieth (30) day after the notice of termination is delivered, and (ii) where the employment ends for any other reason, the date stated in the notice of termination, being no fewer than ninety (90) days after delivery of that notice.', '90 days notice without cause'],
  ])('reads the employer\'s notice in %s', (text, want) => {
    expect(valueOf(NOTICE, text)).toBe(want);
  });

  it.each([
    'Without any notice the Company may at any time end this Agreement for cause.',
    'If the Officer wilfully breaches or habitually neglects his duties, the Company may, if it so chooses, terminate this Agreement by written notice.',
    'He may be terminated for cause, and on a sale of the business he is entitled to a lump sum.',
  ])('infers "for cause only" where the employer may end the employment only on a fault: %s', (text) => {
    expect(valueOf(NOTICE, text)).toBe('for cause only');
  });

  it('does not infer "for cause only" from the physician\'s right to end on the employer\'s breach, or read a bonus at the board\'s discretion as an ending', () => {
    expect(valueOf(NOTICE, 'The Physician may terminate this Agreement if the Clinic breaches it and fails to cure the breach.')).toBeUndefined();
    expect(valueOf(NOTICE, 'The Board may award a bonus in its sole discretion. Any unpaid bonus lapses when the employment terminates.')).toBeUndefined();
    // A resignation already given, to be handled as though it were a dismissal without cause, grants no right to end.
    expect(valueOf(NOTICE, 'Dr. Hale has stepped down as Chief of Surgery, and the Clinic will handle that step as if it were a termination of her employment by the Clinic without cause.')).toBeUndefined();
    expect(valueOf(NOTICE, 'The Clinic may terminate the employment without cause on 30 days notice, and a non-renewal by the Clinic shall be treated as a termination without cause.')).toBe('30 days notice without cause');
  });
});

describe('basicInformation.emp_type: stated, never assumed', () => {
  it.each([
    ['Dr. Ames shall devote her full business time and attention to the business of the Clinic.', 'full_time'],
    ['The Physician shall devote to the Practice substantially all of his working time and effort.', 'full_time'],
    ['You will devote the whole of your time and abilities to the Group while employed.', 'full_time'],
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
    // A later job ending the severance cover, and others' status as the yardstick of a benefit: no status of his own.
    expect(valueOf(`${B}emp_type`, 'After a termination without cause, medical cover runs for a year or until the Officer starts full-time employment, whichever is sooner.')).toBeUndefined();
    expect(valueOf(`${B}emp_type`, 'Once he retires, the Officer keeps dental cover equal to that which is given to the full-time active officers of the Firm.')).toBeUndefined();
    expect(valueOf(`${B}emp_type`, 'Your position is 0.6 FTE; the 1.0 FTE equivalent of $400,000 is given for reference only.')).toBe('part_time');
  });
});

describe('basicInformation.contract_dur_renew: terms written the long way', () => {
  it.each([
    // The term runs from the contract's own date to a calendar date: whole months, rounded.
    ['EMPLOYMENT AGREEMENT\n\nThis Agreement is dated as of June 1, 2029.\n\n3. Term. Your employment under this Agreement (the "Term") begins on the date of this Agreement and ends at 5 p.m. on March 31, 2030.', '10 months; no automatic renewal'],
    ['The Physician\'s employment shall commence on July 15, 2026 (the "Start Date") and end on the third anniversary of the Start Date.', '3 years; no automatic renewal'],
    ['We sign this Agreement as of this 1st day of March, 2026.\n\n1. Term. The Clinic employs the Physician for an initial term that starts on the date hereof and ends on December 31, 2027. The Term renews automatically for one-year periods unless either party gives notice of non-renewal at least ninety (90) days before the end of the Term.', '22 months; renews automatically for 1 year terms'],
    ['Save as otherwise provided herein, the term of this Agreement (the "Term") runs from January 3, 2026 (the "Effective Date") and ends on March 31, 2029.', '39 months; no automatic renewal'],
    ['1. Operation and Term. The Expiration Date is at first the fifth anniversary of the Start Date, but on each later anniversary the Expiration Date shall automatically be extended by a further year unless either party gives notice that it will not extend.', '5 years; renews automatically for 1 year terms'],
    ['2.1 The Term shall commence on April 30, 2026 and shall end on April 30, 2029. After April 30, 2029, this Agreement shall continue on a month-to-month basis until either party gives ninety (90) days\' notice.', '3 years; renews automatically for 1 month terms'],
    ['This Agreement shall last for a period of two (2) years. On each anniversary date, absent written notice by either party, one more year is automatically added to the term of this contract.', '2 years; renews automatically for 1 year terms'],
    ['TERM OF EMPLOYMENT.\nThe Clinic agrees to continue the Physician\'s employment for a period of twelve (12) months.', '12 months; no automatic renewal'],
    // An effective date given with the date it runs through.
    ['Clause 2. The effective date of the contract will be March 3, 2031 (its "Start Date") through September 30, 2032.', '19 months; no automatic renewal'],
    // A sentence that gives its period the name of the term in a parenthesis, whatever its verb.
    ['1. Period of Service. Dr. Okafor shall remain in the active service of the Practice commencing on March 1, 2030 and ending on February 28, 2033 (the "Term").', '3 years; no automatic renewal'],
    ['Dated March 2, 2031.\n\nThe Practice will employ Dr. Ruiz for the period beginning April 1, 2031 and ending March 31, 2033 (the "Term").', '2 years; no automatic renewal'],
    // The provisions of a letter as a whole in force for a stated time.
    ['The terms set out here will remain in full force and effect for three years beginning June 1, 2029.', '3 years; no automatic renewal'],
    // An agreement that expires a stated time after its start.
    ['Duration. This Agreement will expire two (2) years from the Start Date, unless ended sooner by either side on 90 days notice.', '2 years; no automatic renewal'],
    // The employment (and "your" employment) running until a date, or the earliest of a list of events the date heads.
    ['This Agreement is made as of January 1, 2030.\n\nThe Clinic\'s employment of the Doctor under this Agreement will continue until December 31, 2032.', '3 years; no automatic renewal'],
    ['This letter agreement is dated as of May 3, 2031.\n\nTerm. The term of your employment with the Clinic shall last until the earliest of: (a) May 2, 2033; (b) the date you die; (c) the date the Clinic dismisses you for cause.', '2 years; no automatic renewal'],
  ])('%s', (text, want) => {
    expect(valueOf(`${B}contract_dur_renew`, text)).toBe(want);
  });

  it('reads a renewal that needs approval as no automatic renewal', () => {
    expect(valueOf(`${B}contract_dur_renew`, 'Term. This Agreement shall continue for two (2) years from the Effective Date. Any renewal for successive two (2) year terms requires approval by the Board.')).toBe('2 years; no automatic renewal');
  });
});

describe('employment type', () => {
  it.each([
    ['Employer hereby employs Physician on a full-time basis as a staff cardiologist.', 'full_time'],
    ['The Executive will give the Company his full business time and efforts during the Term.', 'full_time'],
    ['Your appointment is a part-time appointment at 0.6 FTE.', 'part_time'],
    ['The Agency engages Contractor to provide locum tenens anesthesia services at the Facility.', 'locum_tenens'],
    ['The Hospital engages Physician on a per diem basis to cover shifts as needed.', 'per_diem'],
  ])('type phrasing %#', (text, want) => {
    expect(valueOf(`${B}emp_type`, text)).toBe(want);
  });

  // The whole working time in other word orders (corpus/real/ADJUDICATION*.md: full or whole working time stated; an
  // exclusivity bar alone, or hours that depend on the tasks, is not enough).
  it.each([
    ['The Manager agrees to devote all of her working time and care to the Employer.', 'full_time'],
    ['Executive will devote all of his or her time and efforts to the duties of the office.', 'full_time'],
    ['Officer will, during the Term, devote all of her normal working time and effort to the Company.', 'full_time'],
    ["The Officer agrees to devote the Officer's entire energy and full and undivided time to the Company.", 'full_time'],
    ['Except as stated below, the Officer will give his substantial full business time to the services required here.', 'full_time'],
    ['The Director shall devote her energy and working time solely and exclusively to the Employer\'s business.', 'full_time'],
    ['Article 6. This contract applies the standard working hour system.', 'full_time'],
    ['It is agreed that the Consultant Physician will devote no less than twenty (20) hours per week to these duties.', 'part_time'],
    // The whole of the physician's attention, and his own duties called full-time even where a disability is the subject.
    ['The Surgeon shall devote her undivided attention and best skill to the work of the Practice.', 'full_time'],
    ['If a lasting illness keeps you from your full-time duties under this letter for six months, the Clinic may end it.', 'full_time'],
  ])('whole working time %#', (text, want) => {
    expect(valueOf(`${B}emp_type`, text)).toBe(want);
  });

  it.each([
    'The Officer shall not engage in any other employment without the consent of the Board.',
    'After termination, the Officer will consult for up to ten hours per week at the Company\'s request.',
    'Should the Officer accept other full time employment during the severance period, the payments stop.',
    'The Officer shall not be required to devote his full business time to the Company during the transition.',
    // A test of a disability, and part-time help given to the physician, say nothing of his own engagement.
    'Disability means that the Officer cannot work on a full-time basis for 150 days in a row.',
    'The Clinic will also give you part-time access to a shared secretary and a small office in Tulsa.',
  ])('no employment type: %s', (text) => {
    expect(valueOf(`${B}emp_type`, text)).toBeUndefined();
  });

  // A fee by the hour or day for work the company asks for is per diem work (corpus/real/ADJUDICATION-holdout15.md, h15-07).
  it.each([
    'The Company shall pay the Advisor $1,100 for each day on which he performs services at the request of the Board.',
    'Consultant will be paid two hundred dollars ($200) per hour for time actually spent on the project.',
    'For services rendered at the direction of the Chief Medical Officer the Institute shall pay the Contractor $180 an hour.',
    '1. Services. The Consultant shall give such engineering advice as the Company may request from time to time.\n\n2. Fees. The Company shall pay the Consultant a fee of $140 per hour, invoiced monthly.',
  ])('per diem from a time rate on request: %s', (text) => {
    expect(valueOf(`${B}emp_type`, text)).toBe('per_diem');
  });

  it.each([
    // Extra shifts paid by the hour on top of a post, and a daily rate for travel, are no per diem engagement.
    'Employer hereby employs Physician full-time. Additional call shifts worked at the request of the Hospital are paid at $150 per hour.',
    'The Company shall pay the Consultant a monthly fee of $6,000 for the services the Company may request.',
    'After the employment ends, the Officer will advise the Company when asked, at $300 per hour.',
  ])('no per diem from these rates: %s', (text) => {
    expect(valueOf(`${B}emp_type`, text)).not.toBe('per_diem');
  });

  it('does not take the measure of a disability for the engagement', () => {
    expect(valueOf(`${B}emp_type`, '"Disability" means the Officer\'s inability to perform his duties on a full-time basis for 120 consecutive days.')).toBeUndefined();
    expect(valueOf(`${B}emp_type`, 'If the Officer is unable, because of illness, to work full-time for six months, the Company may end this Agreement.')).toBeUndefined();
  });

  it('prefers the engagement in force over a superseded one', () => {
    const text = 'Physician was previously engaged on a per diem basis under the Original Agreement.\n\nThe Hospital hereby employs Physician as a full-time nocturnist.';
    expect(valueOf(`${B}emp_type`, text)).toBe('full_time');
  });
});

describe('termination without cause', () => {
  it.each([
    ["Either party may terminate this Agreement without cause upon ninety (90) days' prior written notice.", '90 days notice without cause'],
    // The notice of a resignation named in the same sentence is the officer's, not the notice of an ending without cause.
    ["Provided that: (i) the Executive will not resign from the Company without Good Reason unless he first gives the Company three months' prior written notice; and (ii) should the Company terminate his employment without Cause, it shall continue his salary for one year.", '0 days notice without cause'],
    ['Either party may terminate or resign from this Agreement without cause upon sixty (60) days prior written notice.', '60 days notice without cause'],
    ['Either of us may end this Agreement for any reason, or for no reason, by giving the other at least sixty (60) days written notice.', '60 days notice without cause'],
    ["Termination Without Cause. Either Party may end this Agreement at any time on three (3) months' written notice to the other Party.", '90 days notice without cause'],
  ])('notice phrasing %#', (text, want) => {
    expect(valueOf(`${B}term_prov`, text)).toBe(want);
  });

  it('says "for cause only" when termination without cause is excluded', () => {
    expect(valueOf(`${B}term_prov`, 'Neither party may terminate this Agreement without cause during the Term. Employer may terminate for Cause upon written notice.')).toBe('for cause only');
  });

  // A severance clause for a without-cause ending shows the right exists (corpus/real/ADJUDICATION.md: with no notice
  // stated, "0 days notice without cause"); its months of pay are never read as notice.
  it('reads a severance clause for a without-cause ending as the right, not its months as notice', () => {
    expect(valueOf(`${B}term_prov`, 'If the Practice terminates this Agreement without cause, the Practice shall pay severance equal to three (3) months of salary.')).toBe('0 days notice without cause');
  });
});

describe('term and renewal', () => {
  it.each([
    ['Term. The initial term of this Agreement shall be three (3) years, beginning on the Start Date. Thereafter this Agreement shall renew automatically for successive one (1) year terms.', '3 years; renews automatically for 1 year terms'],
    ['The initial term of this Agreement shall be eighteen (18) months. This Agreement shall not renew automatically.', '18 months; no automatic renewal'],
    ['Term. This Agreement begins on the Effective Date and runs for two (2) years.', '2 years; no automatic renewal'],
    ['Term and Renewal. The initial term will end on the fifth (5th) anniversary of the Start Date and will then renew automatically for successive two (2) year terms.', '5 years; renews automatically for 2 year terms'],
    // Employment that "shall continue for" a period, renewed in the passive voice.
    ['Your employment under this Agreement shall start on March 2, 2026 and shall continue for 30 months. The term will be extended automatically for successive one (1) year periods unless either party objects in writing.', '30 months; renews automatically for 1 year terms'],
    // A term from a defined date "shall be" and a calendar end; the date the contract bears "above written".
    ['For purposes of this Agreement, the "Start Date" shall be March 1, 2026.\n\n2.1 Term. The Bank agrees to employ the Officer for the time period beginning on the Start Date and ending on February 28, 2029.', '3 years; no automatic renewal'],
    ['This Agreement is dated as of June 1, 2026.\n\n1. Employment Period. The Bank shall employ the Officer commencing on the date above written and continuing until May 31, 2028 ("Employment Period").', '2 years; no automatic renewal'],
    // A renewal counted in months is given in years when it is whole years; one of six months stays in months.
    ['Term. The initial term shall be two (2) years, and shall thereafter renew automatically for successive twelve (12) month periods unless either party gives notice of non-renewal.', '2 years; renews automatically for 1 year terms'],
    ['Term. The initial term shall be two (2) years, and shall thereafter renew automatically for successive six (6) month periods unless either party gives notice of non-renewal.', '2 years; renews automatically for 6 month terms'],
  ])('term phrasing %#', (text, want) => {
    expect(valueOf(`${B}contract_dur_renew`, text)).toBe(want);
  });
});

describe('term and notice in other words', () => {
  it('reads the term from its dates', () => {
    expect(valueOf(`${B}contract_dur_renew`, 'Term. The term of this Agreement shall begin on July 1, 2025 and end on June 30, 2028.')).toBe('3 years; no automatic renewal');
  });

  it('reads a notice right to end the agreement that needs no cause', () => {
    expect(valueOf(`${B}term_prov`, "Termination. Either party may terminate this Agreement upon one hundred twenty (120) days' written notice to the other.")).toBe('120 days notice without cause');
  });
});

describe('term and renewal: verbs and "terms of N years each"', () => {
  it.each([
    ['This contract runs for two (2) years from the Commencement Date. It then renews automatically for successive terms of one (1) year each.', '2 years; renews automatically for 1 year terms'],
    ['Your employment will continue for four years. After that it renews automatically for additional terms of two (2) years each.', '4 years; renews automatically for 2 year terms'],
    ['The agreement lasts three (3) years, after which it renews automatically for further terms of one (1) year each unless either of us objects.', '3 years; renews automatically for 1 year terms'],
    ['The agreement lasts five (5) years and will not renew automatically.', '5 years; no automatic renewal'],
  ])('reads the term %#', (text, want) => {
    expect(valueOf(TERM, text)).toBe(want);
  });

  it('does not take the length of a restrictive covenant as the term', () => {
    expect(valueOf(TERM, 'The covenant not to compete lasts two (2) years after the employment ends.')).toBeUndefined();
  });
});

describe('notice without cause: the figure bound to notice', () => {
  it('prefers the notice of the without-cause sentence over a renewal term in the same item', () => {
    const item = [
      'Part C. Term and Termination',
      'C1. Term. This Agreement continues for one (1) year and renews for successive one (1) year terms unless either party gives notice of non-renewal.',
      'C2. Termination Without Cause. Either party may end this Agreement without cause on forty-five (45) days\' written notice.',
    ].join('\n');
    expect(valueOf(NOTICE, item)).toBe('45 days notice without cause');
  });

  it('reads loosely bound notice', () => {
    expect(valueOf(NOTICE, 'Either party may terminate this Agreement without cause by giving the other party sixty (60) days of prior written notice.')).toBe('60 days notice without cause');
  });

  it('does not read a term that ends "unless notice is given" as the notice', () => {
    const text = 'Termination Without Cause. This Agreement renews for successive two (2) year terms unless notice is given, and either party may terminate it without cause.';
    expect(valueOf(NOTICE, text)).not.toBe('730 days notice without cause');
  });
});

describe('term and renewal', () => {
  it.each([
    ['2.1 Term. The first term runs for two (2) years, renewing automatically for successive one-year terms unless notice is given.', '2 years; renews automatically for 1 year terms'],
    ['2.1 This is a fixed-term appointment for a period of four (4) years from the start date. The appointment will not renew automatically.', '4 years; no automatic renewal'],
    ['2.1 The employment is for a fixed period of three (3) years and ends without further notice.', '3 years; no automatic renewal'],
  ])('%s', (text, want) => {
    expect(valueOf(TERM, text)).toBe(want);
  });
});

describe('basicInformation.contract_dur_renew: terms stated by dates, in months or years, and evergreen terms', () => {
  it.each([
    // Dates that end one day past the anniversary give whole months; the day before the anniversary gives years.
    ['Term. This Agreement begins on March 3, 2020 and ends on March 4, 2022.', '24 months; no automatic renewal'],
    ['Term. This Agreement begins on March 3, 2020 and ends on March 2, 2022.', '2 years; no automatic renewal'],
    // A term stated in years keeps its years though its dates end a few days past the anniversary.
    ['The Company hereby employs the Officer for a period of three years. The term of the Officer\'s employment begins on April 2, 2024 and ends on April 11, 2027.', '3 years; no automatic renewal'],
    // Only an end date: counted from the contract's own date.
    ['This Agreement is made as of May 10, 2021.\nThe term of the Officer\'s employment shall begin on the Effective Date and shall continue until March 10, 2022 (the "Term").', '10 months; no automatic renewal'],
    ['This Agreement is dated as of January 1, 2020.\nThe Company shall employ the Officer as President for a term ending on June 30, 2022.', '30 months; no automatic renewal'],
    // Other ways of naming the term: in effect from ... to and including ..., a term from ... to ..., "employment ... shall be for".
    ['This Agreement shall be in effect from February 1, 2020 to and including April 30, 2020.', '3 months; no automatic renewal'],
    ['The Officer will serve as Chief Executive Officer for a term from March 1, 2021 to March 31, 2024.', '37 months; no automatic renewal'],
    ['The Officer\'s employment by the Company shall be for two years from the Effective Date, provided that the term will be automatically extended by further periods of one year unless either party objects.', '2 years; renews automatically for 1 year terms'],
    ['The Officer agrees to serve for a term of one (1) year. Unless either party gives notice of non-renewal, this Agreement shall then renew automatically for successive one-year periods.', '1 year; renews automatically for 1 year terms'],
    // The term named in quotes anywhere in its sentence, and renewal "and for successive periods".
    ['The Company employs the Officer for an initial period of two (2) years from the Effective Date (the "Initial Term") and thereafter for successive one-year periods unless ended sooner.', '2 years; renews automatically for 1 year terms'],
    // A defined Term ending before a month anniversary, and a term counted from the closing.
    ['"Term" means the period that starts on the Effective Date and ends on the day before the thirtieth month anniversary of the Effective Date.', '30 months; no automatic renewal'],
    ['Term of Employment. You agree to continue in employment for a period of fifteen (15) months after the Closing Date.', '15 months; no automatic renewal'],
    ['The term of this Agreement will begin on March 3, 2020 and end five (5) years thereafter.', '5 years; no automatic renewal'],
    // Words that only look like covenants or options.
    ['In consideration of the mutual covenants herein, the Company shall employ the Officer for the period starting on the Start Date and ending on the fifth (5) anniversary of that date (the "Service Period").', '5 years; no automatic renewal'],
    ['This Agreement shall be for three (3) years and carries an option to extend it if both parties agree.', '3 years; no automatic renewal'],
  ])('reads %s', (text, want) => {
    expect(valueOf(TERM, text)).toBe(want);
  });

  it('reads an evergreen term that runs on until either party gives notice', () => {
    const text = 'The Officer will be employed for a one-year period from the Effective Date (the "Initial Term").\nThe Officer shall receive a salary as set out in Schedule A.\nThe employment shall end at the expiration of the Initial Term or thereafter upon notice by either party.';
    expect(valueOf(TERM, text)).toBe('1 year; renews automatically, continuing indefinitely until either party gives notice');
  });

  it.each([
    'The Officer shall not solicit any Company employee while employed and for a period of twelve (12) months afterwards.',
    '"Disability" means that the Officer cannot perform his duties for a period of three (3) months.',
    'The stock will be kept in escrow for a period of one year after the start date.',
    'This Amendment is made as of March 1, 2020.\nWHEREAS, the parties agreed to extend the term of the agreement, which is now scheduled to expire on June 30, 2026;',
    'This Agreement is made as of March 1, 2020.\nIf the employment ends before the end of the term, the Officer\'s family shall continue to be covered until June 30, 2023.',
  ])('reads no term in %s', (text) => {
    expect(valueOf(TERM, text)).toBeUndefined();
  });
});

describe('basicInformation.term_prov: an involuntary ending, the employer ending for any reason, an ending list', () => {
  it.each([
    // An ending against his will is the employer's, though the sentence makes his employment the subject.
    ['If the Officer\'s employment terminates involuntarily but without Cause within a year after a merger, the Company shall pay him a lump sum equal to his yearly salary.', '0 days notice without cause'],
    // The same exception written with "except for" and the ending named.
    ['The Company shall pay him a lump sum equal to his yearly salary if his employment is involuntarily terminated after a merger, except for a termination for Cause.', '0 days notice without cause'],
    // The employer ending the employment for any reason at all, as a priced event.
    ['Where (a) the Officer quits with Good Reason, or (b) the Company terminates the Officer\'s employment for any reason, then the Officer shall receive the payments listed in Exhibit B.', '0 days notice without cause'],
    ['If the Officer\'s employment is terminated after a merger either by the Company for any reason or no reason, the Company shall pay him twice his salary.', '0 days notice without cause'],
    // A list of who may end the employment, the employer's entry for cause only.
    ['Before the end of the Term the employment may be ended as follows: by the Officer, at any time; by the Company for Cause.', 'for cause only'],
  ])('%s -> %s', (text, want) => {
    expect(valueOf(NOTICE, text)).toBe(want);
  });

  it('stays silent on a consequence of any ending, or a voluntary one', () => {
    expect(valueOf(NOTICE, 'Whenever and however his employment ends for any reason, the Officer shall hand back his keys and laptop.')).toBeUndefined();
    expect(valueOf(NOTICE, 'If the Officer voluntarily terminates his employment, he forfeits any unpaid bonus.')).toBeUndefined();
  });
});
