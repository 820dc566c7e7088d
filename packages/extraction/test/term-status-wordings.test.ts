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

const SEV = 'legalContractualProvisions.terminationSeverance.term_sev_prov';

describe('term_sev_prov: another agreement\'s severance recited is none provided here', () => {
  it('does not read a recital of the earlier agreement\'s severance, given up here', () => {
    expect(trueIn('The Doctor acknowledges that Section 9 of the Physician Agreement provides that the Clinic owes her six months of salary as severance if it ends her employment without cause. She waives that payment in return for the transfer.').has(SEV)).toBe(false);
  });

  it('still reads severance this document provides itself', () => {
    expect(trueIn('If the Clinic ends the Doctor\'s employment without cause, it will pay her six months of salary as severance.').has(SEV)).toBe(true);
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
