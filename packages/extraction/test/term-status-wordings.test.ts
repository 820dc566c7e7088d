// Term, termination and status: families of wording read by the rules, in sentences written for these tests.
import { describe, expect, it } from 'vitest';
import { valueOf } from './fields-helpers.js';
import { trueIn } from './flags-helpers.js';

const TERM_PROV = 'basicInformation.term_prov';

describe('term_prov: other ways of ending, and what is no ending at all', () => {
  it.each([
    // An amendment's own new text that prices an ending other than for cause shows the employer may end so.
    ['The Agreement is amended as follows. Section 7(b) is replaced in full: if the Company ends the Doctor\'s employment other than for Cause, the Company shall continue her salary for nine months.', '0 days notice without cause'],
    // Passive: the contract may be ended by either party, the notice period named after "notice ... of".
    ['Your engagement with the Clinic may be terminated by either party on written notice to the other party of three (3) months.', '90 days notice without cause'],
    // The employer's notice owed, said passively of the physician.
    ['The engagement runs with no fixed end date. Upon any termination by the Hospital, the Physician shall be given written notice of not less than forty-five (45) days.', '45 days notice without cause'],
    // "Cancel" is an ending verb too (labour contracts), and the physician's absence without cause is no ground of ending.
    ['Party A may cancel this contract where the staff member commits any of these faults: (1) absence without cause for four days in a row. The Employer cancels this contract without cause and pays the severance set out below.', '0 days notice without cause'],
    // Grounds listed after "for any of the following causes": the employer's ending is for cause only.
    ['The Clinic may dismiss the Physician whenever it chooses for any of the following causes: (a) a long inability to work; (b) gross negligence.', 'for cause only'],
    // An ending for cause named as one of the events that end the term.
    ['The term ends at the earliest of (i) the end of three years, (ii) the death of the Doctor, (iii) his resignation, or (iv) the termination of his employment by the Board for cause.', 'for cause only'],
    // Only a dismissal for cause has a consequence, and no other ending by the employer is mentioned.
    ['If you resign, or if you are dismissed for Cause, you will be paid your salary only up to your last day of work. "Cause" means gross neglect of duty or a crime of dishonesty.', 'for cause only'],
  ])('reads %s', (text, want) => {
    expect(valueOf(TERM_PROV, text)).toBe(want);
  });

  it('does not read "does not cause" (a verb) as "not for cause"', () => {
    expect(valueOf(TERM_PROV, 'If a payment here would be taxed, the Company shall pay it in another form that does not cause the Physician to owe a penalty tax, and shall add this text to the end thereof.')).toBeUndefined();
  });

  it('does not read a notice with a chance to cure as a notice without cause', () => {
    expect(valueOf(TERM_PROV, 'The term lasts two years unless ended for cause by either party on fifteen (15) days written notice giving the grounds and a fair chance to cure. If the Company ends this Agreement for any reason other than those stated here, it shall pay the rest of the salary for the term.')).toBe('0 days notice without cause');
  });

  it('infers no notice where an amendment prices a without-cause ending but keeps the other agreement\'s without-cause section', () => {
    const priced = 'Amendment 2. A new Section 9.4 is added to the Agreement: if the Practice ends this Agreement without Cause, it shall pay the Doctor two months of salary.';
    expect(valueOf(TERM_PROV, priced)).toBe('0 days notice without cause');
    expect(valueOf(TERM_PROV, `${priced} Section 9.1 of the Agreement (Termination Without Cause) is unchanged and remains in effect.`)).toBeUndefined();
    expect(valueOf(TERM_PROV, `${priced} The provisions on termination without cause shall remain in full force.`)).toBeUndefined();
  });

  it('does not read another agreement\'s terms recited in order to waive them', () => {
    expect(valueOf(TERM_PROV, 'The parties acknowledge that Section 8 of the Employment Agreement provides that the Executive may end her employment within a year after a sale and that the Company, if it ends her employment for reasons other than cause, owes her a lump sum. The Executive waives that lump sum.')).toBeUndefined();
  });
});

const DUR = 'basicInformation.contract_dur_renew';

describe('contract_dur_renew: a term read from its dates in more wordings', () => {
  it('reads the span named as the term in a sentence that also sets pay', () => {
    expect(valueOf(DUR, 'March 1, 2030\n\nDear Dr. Lane:\n\nThe Clinic will keep paying your present salary of $250,000 a year from the date hereof through August 31, 2031 (the "Employment Period").')).toBe('18 months; no automatic renewal');
  });

  it('stays silent where a sentence sets pay for a span it names as something else', () => {
    expect(valueOf(DUR, 'March 1, 2030\n\nDear Dr. Lane:\n\nThe Clinic will pay you a retention sum of $20,000 from the date hereof through August 31, 2031 (the "Retention Period").')).toBeUndefined();
  });

  it('reads a term expiring on a date, counted from the date the agreement was entered into', () => {
    expect(valueOf(DUR, 'On April 10, 2031, the Hospital entered into an employment agreement with Dr. Reyes. Dr. Reyes will serve as the chief medical officer for the term expiring October 10, 2033 unless ended sooner under that agreement.')).toBe('30 months; no automatic renewal');
  });

  it('does not count a term from the start of its first renewal period', () => {
    expect(valueOf(DUR, 'This Agreement is dated as of January 1, 2030.\n\nTerm. The Doctor\'s employment under this Agreement will continue until December 31, 2032, and the term will renew automatically for successive one-year periods (the first of them to begin on January 1, 2033) unless either party gives notice sixty days ahead.')).toBe('3 years; renews automatically for 1 year terms');
  });

  it('counts an amendment\'s new term from the amendment\'s date, not the amended agreement\'s', () => {
    expect(valueOf(DUR, 'FIRST AMENDMENT TO EMPLOYMENT AGREEMENT\n\nThe Clinic and Dr. Ortiz sign this Amendment to their Physician Employment Agreement dated May 1, 2027, effective as of July 1, 2030.\n\n1. Section 2 of the Agreement is replaced in full with the following: Term. The term of the Doctor\'s employment starts as of the Effective Date and runs until June 30, 2032.')).toBe('2 years; no automatic renewal');
  });

  it('counts an extension of the earlier agreement\'s own term from that agreement\'s date', () => {
    expect(valueOf(DUR, 'FIRST AMENDMENT TO EMPLOYMENT AGREEMENT\n\nThis amendment to the employment agreement dated as of January 1, 2028 between the Clinic and Dr. Ortiz is made as of June 1, 2029.\n\nThe parties agree that the term of employment of the Doctor shall be extended under the January 2028 employment agreement until December 31, 2031.')).toBe('4 years; no automatic renewal');
  });
});

const EMP = 'basicInformation.emp_type';
const HOURS = 'workSchedule.work_hours_sched_req';

describe('emp_type: whole or reduced working time in more words', () => {
  it.each([
    // The physician's productive time given to the practice is all of it.
    ['During the term the Doctor will devote her productive time, skill and care to the practice of the Clinic.', 'full_time'],
    // Services rendered to this employer alone.
    ['The Physician\'s services shall be exclusive to the Hospital unless the Hospital agrees otherwise in writing.', 'full_time'],
    // A civil-law labour contract's reduced working day is part-time work.
    ['Section 6. The staff member works a shortened working day of five hours, with a break for rest.', 'part_time'],
  ])('reads %s', (text, want) => {
    expect(valueOf(EMP, text)).toBe(want);
  });

  it('does not read "so much of her productive time as is necessary" as her whole time', () => {
    expect(valueOf(EMP, 'The Doctor will devote so much of her productive time to the Clinic as is needed to carry out her duties.')).toBeUndefined();
  });

  it('does not read part-time consulting once the employment has ended as part-time employment', () => {
    expect(valueOf(EMP, 'If the Doctor\'s employment is terminated before the merger closes, she will give part-time consulting help to the Board, no more than ten hours a week, until the merger closes.')).toBeUndefined();
  });
});

describe('work_hours_sched_req: a clock range over the working week', () => {
  it('counts five days of the range', () => {
    expect(valueOf(HOURS, 'Your usual hours of work are 8.30am to 5pm, Monday to Friday, and you may be asked to stay later when the clinic needs it.')).toBe(42.5);
  });

  it('takes a lunch hour stated with the range out of each day, across a sentence cut at "p.m."', () => {
    expect(valueOf(HOURS, '4.2. The clinic keeps regular hours of 8:00 a.m. - 5:00 p.m. Mondays to Fridays, with 30 minutes for lunch.')).toBe(42.5);
  });

  it('stays silent on a clock range that is not the working week', () => {
    expect(valueOf(HOURS, 'The pharmacy is open from 8:00 a.m. to 8:00 p.m. on weekdays and the Doctor may use it for her patients.')).toBeUndefined();
  });
});

const DISPUTE = 'legalContractualProvisions.terminationSeverance.dispute_res_proc';

describe('dispute_res_proc: arbitration brought in from elsewhere or before a labour body', () => {
  it.each([
    // Another document's arbitration clause made to govern this one.
    ['This letter is governed by Oregon law and is subject to the arbitration clause in Article 14 of the Physician Agreement.', 'arbitration'],
    // A labour arbitration body the dispute goes to.
    ['If talks fail, either side may refer the disagreement to the local labour arbitration committee, whose ruling binds both.', 'arbitration'],
    // An item captioned Arbitration that incorporates another agreement's sections.
    ['9. Arbitration. Sections 5.2 and 5.3 of the Clinic Shareholders Agreement signed today by the parties are incorporated in this Agreement by reference.', 'arbitration'],
  ])('reads %s', (text, want) => {
    expect(valueOf(DISPUTE, text)).toBe(want);
  });

  it('does not read an arbitration caption with no reference to a dispute clause', () => {
    expect(valueOf(DISPUTE, '9. Arbitration fees. The Clinic will reimburse the Doctor for dues to professional bodies.')).toBeUndefined();
  });
});

describe('term_prov: endings named as events, exceptions and comparisons, earlier ends and last periods', () => {
  it.each([
    // A negation of the sentence's own verb does not deny an ending named as an event.
    ['If the performance goal has not been met at the time of the Doctor\'s termination without Cause, the unvested units lapse.', '0 days notice without cause'],
    // The employer may bring the end of the term forward, on notice or at will.
    ['The Term runs until June 30, 2031, or until such earlier date as the Hospital may choose by giving the Physician forty-five (45) days\' written notice.', '45 days notice without cause'],
    ['The Term ends on June 30, 2031. The Practice reserves the right, in its sole judgment, to set an earlier date in the spring of 2031 as the last day of the Term.', '0 days notice without cause'],
    // An ending without cause that first runs the employment on for a last period: that period is the notice.
    ['If the Clinic ends this Agreement without Cause, the employment shall continue for a final one (1) year period, beginning on the date of that notice.', '360 days notice without cause'],
    // A notice of non-renewal owed by the employer before the term ends is still read.
    ['The term renews each year unless the Clinic gives the Doctor written notice of non-renewal at least sixty (60) days before the current term expires.', '60 days notice without cause'],
    // An ending for cause the clause grants is still read.
    ['Should the Employee be dismissed by the Company for Cause, he is owed no further pay.', 'for cause only'],
  ])('reads %s', (text, want) => {
    expect(valueOf(TERM_PROV, text)).toBe(want);
  });

  it.each([
    // An ending for cause named only as an exception in a definition of good reason.
    '"Good Reason" means his removal from the board, except where it comes with a dismissal of him by the Company for Cause.',
    // An ending for cause named only as the measure of another ending's rights.
    'If he resigns, he keeps the same rights as Section 5 gives on a dismissal by the Company for Cause.',
    // A notice of next year's pay before the term ends is no notice of non-renewal.
    'The Clinic will inform the Doctor in writing of her salary for the next contract year at least sixty (60) days before the current term expires; if the Doctor then chooses not to renew, she owes nothing.',
    // An earlier end the physician herself may choose is her resignation.
    'The Term ends on June 30, 2031, or on such earlier date as the Physician may choose on forty-five (45) days\' notice.',
  ])('does not read %s', (text) => {
    expect(String(valueOf(TERM_PROV, text))).not.toMatch(/^(?:\d+ days notice without cause|for cause only)$/);
  });
});

const SEV = 'legalContractualProvisions.terminationSeverance.term_sev_prov';

describe('term_sev_prov: another agreement\'s severance recited is none provided here', () => {
  it('does not read a recital of the earlier agreement\'s severance, given up here', () => {
    expect(trueIn('The Doctor acknowledges that Section 9 of the Physician Agreement provides that the Clinic owes her six months of salary as severance if it ends her employment without cause. She waives that payment in return for the transfer.').has(SEV)).toBe(false);
  });

  it('still reads severance this document provides itself', () => {
    expect(trueIn('If the Clinic ends the Doctor\'s employment without cause, it will pay her six months of salary as severance.').has(SEV)).toBe(true);
  });
});

describe('term_sev_prov: lead-ins of what an ending without cause pays, and cover kept up after the ending', () => {
  it.each([
    // A lead-in naming payments and benefits, the list set out after it.
    'Should the Practice end the Doctor\'s employment without Cause, or should she resign for Good Reason, she will be entitled to the following payments and benefits, provided she signs a release: (a) nine months of pay.',
    'If the Hospital ends his employment other than for Cause, he shall receive the following cash payments: (i) his unpaid bonus.',
    // A long condition with an aside that itself says what is not an ending without cause.
    'If the Doctor\'s employment under this Agreement is ended by the Practice without Cause before the fifth anniversary of the Start Date (the parties agreeing that an ending caused by her death will not count as one without Cause), then she will be entitled to the following payments and benefits once her release becomes final.',
    // Insurance cover the employer keeps up for a period counted from the ending, at its cost.
    'For twelve (12) months after the date of her termination, the Clinic shall continue, at the Clinic\'s cost, her coverage under its group medical plan.',
    'The Company shall pay the premiums for COBRA continuation coverage for eighteen months following the Executive\'s separation.',
    // Cover promised on any ending of the employment.
    'If the Physician\'s employment is terminated for any reason after the renewal date, the Physician shall receive the health care and life insurance benefits of Section 4.',
  ])('reads %s', (text) => {
    expect(trueIn(text).has(SEV)).toBe(true);
  });

  it.each([
    // Cover only up to the ending, or continued at the physician's own cost, or kept for a family after a death.
    'If the employment is terminated, the Doctor shall receive his health insurance through the date of termination and nothing more.',
    'For eighteen months after his termination the Doctor may elect to continue his group health coverage under COBRA at his own expense.',
    'If the Physician dies, for twelve months after the date of termination the Clinic shall continue medical coverage for her surviving spouse.',
    // A covenant period counted from the ending, with insurance named elsewhere in it.
    'For two years after his termination the Doctor shall not solicit any patient who held health insurance through the Clinic.',
    // A lead-in listing only benefits (vesting), with no payment.
    'If the Company ends her employment without Cause, she shall be entitled to the following benefits: her unvested options will vest.',
  ])('does not read %s', (text) => {
    expect(trueIn(text).has(SEV)).toBe(false);
  });
});

describe('contract_dur_renew: what follows the term, and an end date after an aside', () => {
  it('does not take the start of the renewals that follow the term for its start', () => {
    expect(valueOf(DUR, 'SECOND AMENDMENT TO EMPLOYMENT AGREEMENT\n\n1. This Second Amendment is effective as of March 2, 2030.\n\n2. The Agreement is changed so that the Employment Period shall end on March 31, 2033, and thereafter, beginning on April 1, 2033, the Employment Period shall be extended automatically for successive one-year periods unless one party sends notice of non-renewal.')).toBe('37 months; renews automatically for 1 year terms');
  });

  it('reads an end date set apart from its verb by an aside', () => {
    expect(valueOf(DUR, 'AMENDED AGREEMENT made as of the 1st day of April 2030 between the Clinic and the Doctor.\n\n1. The parties agree that the Employment Period will come to an end, except on the grounds listed in Section 4 of the Agreement, on April 1, 2032.')).toBe('2 years; no automatic renewal');
  });
});

describe('contract_dur_renew: half months, restated terms and estimates', () => {
  it('rounds a term half a month past whole months down', () => {
    expect(valueOf(DUR, 'Dated as of April 16, 2030\n\nDear Dr. Kim:\n\nThe term of your employment under this letter will continue until April 30, 2032.')).toBe('24 months; no automatic renewal');
  });

  it('counts a term an amendment restates from the amendment\'s date when the term began before it', () => {
    expect(valueOf(DUR, 'SECOND AMENDMENT TO EMPLOYMENT AGREEMENT\n\nThis Amendment between the Clinic and Dr. Kim is made as of March 1, 2030.\n\nSection 3 is replaced by the following: The term of the Doctor\'s employment shall commence on January 1, 2027 and shall continue until February 28, 2033.')).toBe('3 years; no automatic renewal');
  });

  it('keeps a stated start in an ordinary agreement', () => {
    expect(valueOf(DUR, 'This Agreement is made on March 1, 2030.\n\nThe term of the Doctor\'s employment shall commence on June 1, 2030 and shall continue until May 31, 2033.')).toBe('3 years; no automatic renewal');
  });

  it('does not read an estimated length of an at-will assignment as a term', () => {
    expect(valueOf(DUR, 'We expect the interim posting to last for about twelve (12) months, but your employment with the Clinic is at will and either of us may end it at any time.')).toBeUndefined();
  });
});

describe('contract_dur_renew: seventh-round wordings of a term and its renewal', () => {
  it.each([
    // A term that starts "today": the day the contract is made.
    ['This Agreement is dated as of March 3, 2030.\n\n2. Term. The Doctor\'s employment runs for a period starting today and lasting through June 30, 2032 (the "Term"). At every anniversary of this Agreement the Term is to be extended by one further calendar year, unless a party writes to the other before that anniversary to stop it.', '28 months; renews automatically for 1 year terms'],
    // A filing's summary: the initial term expires on a date, renewals follow unless someone gives notice.
    ['On June 2, 2031, the Clinic entered into an employment agreement with Dr. Ames. Its initial term expires June 1, 2034, and the agreement allows renewals for successive one-year periods if neither side sends a notice declining renewal.', '3 years; renews automatically for 1 year terms'],
    // The agreement ends "effective" on a date: the end, counted from the agreement's own date.
    ['1. Parties: This Agreement between the Clinic and Dr. Ames is effective as of this 1st day of March, 2031.\n2. Term: This Agreement shall terminate effective December 31, 2031, unless ended earlier under paragraph 7.', '10 months; no automatic renewal'],
    // The start date written just before the term it joins.
    ['The new agreement became effective as of July 1, 2031 with an initial term through June 30, 2034.', '3 years; no automatic renewal'],
    // Month to month from the start: a one-month term renewed each month.
    ['1. Employment Period. The Clinic shall employ the Doctor during the employment period, which shall start with the Effective Date and then continue on a month-to-month basis until either side ends it with thirty days notice.', '1 month; renews automatically for 1 month terms'],
    // The rest of a fiscal year, then each fiscal year, the fiscal year's end named elsewhere in the contract.
    ['This Agreement is made as of October 1, 2031.\n\n1. Term. This Agreement shall govern for the remainder of fiscal year 2031 and for each fiscal year thereafter unless ended sooner as provided here.\n\n2. Bonus. For the fiscal year ending December 31, 2031 the Doctor may earn a bonus set by the Board.', '3 months; renews automatically for 1 year terms'],
    // "The term of the agreement is through ...", in a summary of an agreement entered into together with a covenant.
    ['On March 31, 2031, the Hospital entered into an employment and noncompetition agreement with Dr. Ames. The term of the agreement is through March 31, 2033. Each April 1 that term will automatically be extended a year unless a party objects.', '2 years; renews automatically for 1 year terms'],
    // A number of months counted from "such date", the start just named.
    ['The Agreement shall be for an initial term starting on the Effective Date and running for eighteen (18) months following such date.', '18 months; no automatic renewal'],
    // A labour contract's caption "Period:" names the term.
    ['Employment period:\nPeriod: 2 years from 01/05/2031-01/04/2033; no probation period.', '2 years; no automatic renewal'],
  ])('reads %s', (text, want) => {
    expect(valueOf(DUR, text)).toBe(want);
  });

  it('reads a yearly extension whose condition comes after a long qualification', () => {
    expect(valueOf(DUR, 'Dr. Ames will serve as chief medical officer for a term of three years. On every anniversary, until the year Dr. Ames turns 65, it will be extended for an additional 1-year period past the end date then in effect, unless the Hospital sends word 90 days ahead that no extension will follow.')).toBe('3 years; renews automatically for 1 year terms');
  });

  it('does not read a month-to-month holdover after the term as the term', () => {
    expect(valueOf(DUR, 'The Term shall start on the Effective Date and, after the expiration of the first year, continue on a month-to-month basis.')).not.toBe('1 month; renews automatically for 1 month terms');
  });

  it('stays silent on the rest of a fiscal year whose end the contract never gives', () => {
    expect(valueOf(DUR, 'This Agreement is made as of October 1, 2031.\n\n1. Term. This Agreement shall govern for the remainder of fiscal year 2031 unless ended sooner.')).toBeUndefined();
  });

  it('does not take a date an ending is effective on as the start of the term', () => {
    expect(valueOf(DUR, 'This Agreement is made as of May 1, 2031.\n\nTerm. The Agreement shall expire effective April 30, 2033.')).toBe('2 years; no automatic renewal');
  });

  it('does not read an extension that needs both parties as automatic', () => {
    expect(valueOf(DUR, 'Term. The term of this Agreement is two (2) years. It may be extended by an additional year only by mutual written agreement of the parties.')).toBe('2 years; no automatic renewal');
  });
});

describe('term_prov: seventh-round wordings of who may end and on what notice', () => {
  it.each([
    // "without liability" waives a cost; the ending for any reason stands.
    ['At any time, either party may end, without liability, the Employment Period for any reason. The Doctor shall give the Clinic thirty (30) days prior written notice of the Doctor\'s intention to terminate.', '0 days notice without cause'],
    // The physician's own voluntary ending with its notice is not the employer's notice.
    ['Your employment has no fixed term and may be ended by you or the Clinic at any time, with or without cause. If you voluntarily terminate your employment for any reason, you will give the Clinic 60 days\' written notice of your resignation.', '0 days notice without cause'],
    // A notice period the employee keeps, and a different one the employer keeps.
    ['Where this contract ends for reasons other than cause, the Employee is to keep a notice period of two months. Under the law now in force, the notice period to be observed by the Employer is four months.', '120 days notice without cause'],
    // An ending by the employer, no ground named, priced at the rest of the term.
    ['In the event the Doctor\'s employment is terminated by the Clinic, the Doctor shall be entitled to receive a lump sum equal to the salary left unpaid for the rest of the term.', '0 days notice without cause'],
    // Either party may end it early for no reason, named passively after a colon.
    ['The term is three years, unless terminated sooner: by either party within the first six months of the term for any reason or none, by written notice; or by the Clinic at once for Cause.', '0 days notice without cause'],
    // Severance for every ending "other than a termination based on cause".
    ['If the Doctor\'s employment ends after June 30, 2031 other than a termination based on cause or a resignation, the Clinic shall pay her a year of salary.', '0 days notice without cause'],
    // The term runs until either side gives notice, with no period and no ground.
    ['The employment starts on the Effective Date and lasts until the earlier of two years from then or the day notice of termination is given in writing by either the Clinic or the Doctor to the other.', '0 days notice without cause'],
    // The employer's endings are only events for a fault: "if that termination is for cause", "at the discretion of ... for Cause".
    ['The Employment Period ends at the close of the month of the Doctor\'s death, or on the day the Clinic gives him notice if the termination is for cause.', 'for cause only'],
    ['The employment ends at the first of these events: (a) the Doctor\'s death; (b) the dismissal of the Doctor at the sole discretion of the Clinic for Cause.', 'for cause only'],
    // A labour contract: Party A may end it only on the faults listed after the lead-in.
    ['Article 9\nParty A may rescind this contract at once if Party B:\n1. is absent from work without leave for five days in a row;\n2. commits a serious violation of the work rules;\n3. is held criminally liable under the law.', 'for cause only'],
    ['5.2 Party A shall cancel this labour contract for any one of these following reasons: Party B seriously violates the rules of the unit, or commits a grave dereliction of duty.', 'for cause only'],
  ])('reads %s', (text, want) => {
    expect(valueOf(TERM_PROV, text)).toBe(want);
  });

  it('keeps a notice both parties owe each other as the employer\'s too', () => {
    expect(valueOf(TERM_PROV, 'The Clinic is an at will employer. Both parties will give the other forty-five (45) days of written notice of their intention to end the relationship.')).toBe('45 days notice without cause');
  });

  it('does not read the notice a single party gives to end as a notice by either party', () => {
    expect(valueOf(TERM_PROV, 'The employment lasts until notice of termination is given by the Clinic after a finding of cause.')).not.toBe('0 days notice without cause');
  });

  it('does not read a lead-in list of no-fault grounds as one for cause', () => {
    expect(valueOf(TERM_PROV, 'Article 10\nParty A may rescind this contract on 30 days notice if Party B:\n1. stays unable to work after a long illness;\n2. cannot do the job after training.')).not.toBe('for cause only');
  });

  it('does not read a priced ending for a fault or a death as one without cause', () => {
    expect(valueOf(TERM_PROV, 'In the event the Doctor\'s employment is terminated by the Clinic because of her death, her estate shall be entitled to receive a lump sum equal to one month of salary.')).toBeUndefined();
  });
});

describe('term_sev_prov: a named ending sum, all that is left owed, a hyphenated lump sum and salary paid past the ending', () => {
  it.each([
    // A defined sum owed at the ending, measured as a share of salary and bonus.
    'The "Exit Amount" is paid at the ending. The "Termination Amount" shall be 125% of the total of the Doctor\'s yearly Base Salary and her target bonus for the year she leaves.',
    // What an ending without cause leaves owed, put as the only remaining obligation.
    'Should the Clinic end the Doctor\'s employment without Cause, the Clinic shall have no further obligations to her under this Agreement other than to pay or provide her the following amounts and benefits, once her release is final:',
    // The lump sum written with a hyphen.
    'Where the Hospital ends the Physician\'s employment without Cause, the Physician shall be entitled to a lump-sum payment, made soon after the ending, equal to one year of pay.',
    // Salary kept up for a set stretch past the ending date.
    'Upon a Covered Termination, the Practice shall pay the Doctor her Base Salary and benefits through the date of the Covered Termination and for a further four (4) months after that date.',
  ])('reads %s', (text) => {
    expect(trueIn(text).has(SEV)).toBe(true);
  });

  it.each([
    // Salary only up to the ending date, with no stretch after it.
    'Upon a Covered Termination, the Practice shall pay the Doctor her Base Salary through the date of the Covered Termination.',
    // No further obligations at all, nothing listed as still owed.
    'If the Clinic ends the Doctor\'s employment for Cause, the Clinic shall have no further obligations to her under this Agreement.',
  ])('does not read %s', (text) => {
    expect(trueIn(text).has(SEV)).toBe(false);
  });
});

describe('term_prov: defined endings with the employer in the exception, consultancies, option windows and restated cause rights', () => {
  it('reads an ending defined as any one but the employer\'s for cause', () => {
    expect(valueOf(TERM_PROV, 'Upon a Covered Termination the Clinic pays the Doctor four months of salary. A "Covered Termination" means any termination of the Doctor\'s employment other than: (a) by the Clinic for Cause; (b) because of her death; or (c) by the Doctor without Good Reason.')).toBe('0 days notice without cause');
  });

  it.each([
    // The ending without cause is of a later consulting engagement, not of the employment.
    'After the Employment Term the Doctor will advise the Clinic as a consultant for one year (the "Advisory Period"). If the Clinic ends the Doctor\'s consulting engagement without Cause during the Advisory Period, the Clinic will pay her the rest of the advisory fees.',
    // An ending named only to set how long options stay exercisable.
    'All options the Doctor holds vest on a Sale of the Clinic; however, if her employment is ended for any reason (other than Cause) after the Sale, she has until the sooner of the option\'s original expiry or twelve months after her Termination Date to exercise each such option.',
    // A clause that is void if the employment ends: its "no" is not the ending's.
    'The retention award of this paragraph shall be void and of no effect should the Doctor\'s employment be ended for any reason before the Extension Period is over.',
  ])('stays silent: %s', (text) => {
    expect(valueOf(TERM_PROV, text)).toBeUndefined();
  });

  it('still reads an ending of the work of a consultant who is the party engaged', () => {
    expect(valueOf(TERM_PROV, 'Each Project Order ends on its stated date, subject to the right of the Clinic to end the work of the Consultant under it with or without cause, at once, on notice to the Consultant.')).toBe('0 days notice without cause');
  });

  it('does not read "for cause only" from an amendment that restates only the cause right', () => {
    expect(valueOf(TERM_PROV, 'FIRST AMENDMENT TO EMPLOYMENT AGREEMENT\n\nThis First Amendment to the Employment Agreement (this "Amendment") is made by Lakeside Health (the "Company") and Dr. Omar Diaz (the "Executive").\n\n1. Section 5(b) of the Employment Agreement is restated as follows: "The Company may dismiss the Executive for Cause while the Term lasts, after written demand and a hearing before the Board."')).toBeUndefined();
  });
});

describe('term_prov: a notice period set anew, a run-on after either side\'s notice, and a cause test that is no limit', () => {
  it.each([
    // An amendment that lengthens the notice period, where the employer may end the employment without cause.
    ['SECOND AMENDMENT TO SERVICE AGREEMENT\n\n1. The notice period defined in Section 4 of the Service Agreement is hereby extended to six months.\n\n2. If the Clinic ends the Doctor\'s employment without Cause, she keeps her salary for the notice period.', '180 days notice without cause'],
    // The employment runs on until a set time after notice from either side.
    ['The Clinic will keep employing the Doctor from the Start Date until the later of: (i) June 30, 2032; or (ii) sixty (60) days following written notice from either the Doctor or the Clinic.', '60 days notice without cause'],
  ])('reads %s', (text, want) => {
    expect(valueOf(TERM_PROV, text)).toBe(want);
  });

  it('does not take a definition\'s test of cause for a limit to cause', () => {
    expect(valueOf(TERM_PROV, 'A dismissal of the Doctor shall count as one for Cause only if the Board finds, after a hearing, that she acted in bad faith.')).not.toBe('for cause only');
  });
});

describe('term_sev_prov: rescue-capital pay limits and the order of cutting pay', () => {
  it.each([
    // A rescue-program limit that may reform any severance set elsewhere provides none.
    'Whatever this Agreement says, if the Bank finds that any term here breaches the limits of EESA, among them the amount or timing of a payment of severance, that term shall be read and changed so that it complies.',
    // Severance named only as what is cut first to meet a cap.
    '(c) The Doctor may tell the Clinic in which order to go about reducing severance pay and other sums to meet the cap of this paragraph.',
  ])('does not read %s', (text) => {
    expect(trueIn(text).has(SEV)).toBe(false);
  });
});
