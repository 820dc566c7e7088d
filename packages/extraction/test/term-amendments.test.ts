// basicInformation.contract_dur_renew: amendments measured from their own date, terms that end on a calendar date and
// filings that report a term. Sentences of contract language written for these tests.
import { describe, expect, it } from 'vitest';
import { expectTerm, valueOf } from './fields-helpers.js';

const TERM = 'basicInformation.contract_dur_renew';

describe('contract_dur_renew: the employment named by its dates', () => {
  it.each([
    // "employ ... from the date hereof until": the contract's own date to the end date; a reporting period above it is not that date.
    ['Annual Report on Form 10-K for the fiscal year ended December 31, 2030. Exhibit 10.4. SERVICE AGREEMENT. This Agreement is made this 1st day of April, 2031, by and between Northwind Clinics, Inc. (the "Company") and Jane Roe (the "Executive").\n\n1. Employment. The Company shall employ the Executive from the date hereof until March 31, 2034, unless her employment ends sooner as provided below.', '3 years; no automatic renewal'],
    ['This Agreement is dated as of July 1, 2031.\n\n2. Services. The Hospital agrees to employ the Physician commencing on the date of this Agreement and ending on December 31, 2032.', '18 months; no automatic renewal'],
    // Calendar or fiscal years named as the span.
    ['May 2, 2031\n\nDear Dr. Alvarez:\n\nThis letter sets out your employment arrangement for calendar years 2032 and 2033 (the "Period"), as follows.', '2 years; no automatic renewal'],
    ['The Executive\'s employment agreement for fiscal years 2031 through 2033 is summarized below.', '3 years; no automatic renewal'],
    // A form's blanks filled in by hand.
    ['5. LENGTH OF SERVICE\n\nThe term of employment shall be _Four_ years, commencing on March 2, 2031, and ending _ March 1 , 2035_, unless ended sooner.', '4 years; no automatic renewal'],
    // The term extends for a stated time: the words of its length, not an extension "by".
    ['The term of the agreement starts on the Effective Date and extends for four years.', '4 years; no automatic renewal'],
    // The board's pay committee that approved the change is no pay of the employee's that keeps its own period.
    ['Dated: March 3, 2031\nOn March 1, 2031, with the approval of the Compensation Committee, the Bank and Lena Ortiz signed a First Amendment to Employment Agreement, which extends the term of that agreement to June 30, 2032.', '16 months; no automatic renewal'],
  ])('%s', (text, want) => expectTerm(text, want, TERM));

  it.each([
    // A window measured inside another duty: no term.
    ['During the Term, the Doctor will give the Practice the same hours and care that she gave it during the six months immediately following the Effective Date.'],
    // A year named for a bonus, not the span of the employment.
    ['Your bonus for calendar year 2032 will be set by the Board.'],
  ])('stays silent: %s', (text) => expectTerm(text, undefined, TERM));
});

describe('contract_dur_renew: an amendment measured from its own date', () => {
  it.each([
    // The title that opens the sentence dates the amendment; the agreement it amends is dated "the 9th day of" a month.
    ['FOURTH AMENDMENT, dated as of March 2, 2031, to the SERVICE AGREEMENT, dated as of the 9th Day of June, 2024, between Lakeside Health and Dr. Omar Diaz.\n\n1. Section 4 of the Service Agreement is restated to read: "The term of the Agreement starts with the Effective Date and ends on June 30, 2032."', '16 months; no automatic renewal'],
    // Earlier amendments named by number and "thereto" carry their own dates; this one's date comes last.
    ['This Amendment No. 3 to the Service Agreement dated as of May 1, 2026, and modified by Amendment No. 1 thereto dated as of June 4, 2027 and Amendment No. 2 thereto dated July 9, 2028 (together the "Agreement"), is made between Lakeside Health and Dr. Omar Diaz and is dated as of August 1, 2031.\n\n2. Term. The term of employment under the Agreement began on May 1, 2026 and shall continue until December 31, 2031.', '5 months; no automatic renewal'],
    // A date the sentence names the agreement's date is not the amendment's; the amendment bears its signature date.
    ['This Amendment No. 2 to the Service Agreement (the "Agreement") dated as of June 3, 2029 ("Agreement Date") between Lakeside Health and Dr. Omar Diaz changes the Agreement as follows.\n\n1. The Employment Period runs from the Agreement Date to September 30, 2032.\n\nIN WITNESS WHEREOF, Lakeside Health and Dr. Diaz sign this Amendment as of this 30th day of June, 2032.', '3 months; no automatic renewal'],
    // The extension's added months are not the term this amendment covers: from its date to the new end.
    ['AMENDMENT TO SERVICE AGREEMENT\n\nThis Amendment (this "Amendment") is made this 31st day of January, 2031, by and between Lakeside Health and Dr. Omar Diaz.\n\n1. The period of employment shall be extended for a further six (6) month period, which shall commence on July 1, 2031 and conclude on December 31, 2031 (the "Extended Term").', '11 months; no automatic renewal'],
    // The employment's end named by its date, the term's name after it.
    ['AMENDMENT ONE TO SERVICE AGREEMENT\n\nThis Amendment One to Service Agreement is entered into as of the 1st day of March, 2031, by Lakeside Health and Dr. Omar Diaz.\n\n1. End of Employment. Dr. Diaz\'s employment with the Clinic will terminate on January 1, 2032, the expiry of the Initial Term, once he gives his notice of non-renewal.', '10 months; no automatic renewal'],
    // An anniversary named as a floor for the end date is a day, not the term's length.
    ['THIRD AMENDMENT TO SERVICE AGREEMENT\n\nThis Third Amendment is made effective as of May 20, 2031 between Lakeside Health and Dr. Omar Diaz.\n\n1. Section 2 is amended to read: The Doctor\'s period of employment starts on the Effective Date and runs until May 31, 2034 (or, if a sale of the Clinic happens before then, until no earlier than the two-year anniversary of that sale), unless ended sooner by either party.', '36 months; no automatic renewal'],
    // The term set by "shall be until" a date, from the amendment's own date.
    ['SECOND AMENDMENT TO SERVICE AGREEMENT\n\nThis Second Amendment is made as of February 10, 2031 between Lakeside Health and Dr. Omar Diaz.\n\n1. Term. From the date of this Amendment, the term of the Service Agreement shall be until August 10, 2033.', '30 months; no automatic renewal'],
    // A section number inside the sentence ends no sentence: the period it names is extended to the date.
    ['AMENDMENT TO SERVICE AGREEMENT\n\nThis Amendment is made as of April 1, 2031 between Lakeside Health and Dr. Omar Diaz.\n\n1. The Employment Period under Section 3.02 shall now be extended through April 1, 2033.', '2 years; no automatic renewal'],
    // A period named in old-style quotes and defined as "the period beginning ... and ending ...": from the amendment's date.
    ["AMENDMENT TO SERVICE AGREEMENT\n\nThis Amendment is made as of March 1, 2031 between Lakeside Health and Dr. Omar Diaz.\n\n1. Section 2 of the Service Agreement is replaced by the following: The `Service Term' will be the period beginning on July 1, 2029 and running to September 1, 2032.", '18 months; no automatic renewal'],
  ])('%s', (text, want) => expectTerm(text, want, TERM));

  it.each([
    // The anniversary of the term's own start is the term's length.
    ['The term of the Doctor\'s employment under this Agreement begins on the Effective Date and ends on the two-year anniversary of the Effective Date.', '2 years; no automatic renewal'],
  ])('%s', (text, want) => expectTerm(text, want, TERM));

  it('reads the operative part after lettered recitals that a consideration sentence closes', () => {
    const text = [
      'AMENDMENT TO SERVICE AGREEMENT',
      'This Amendment, dated as of May 4, 2031, amends the Service Agreement made as of June 2, 2027 between Dr. Omar Diaz and Lakeside Health.',
      'RECITALS',
      'A. The parties wish to change the Service Agreement as set out below.',
      'In consideration of the promises below, the parties hereby agree to change the Service Agreement by adding this section.',
      '(a) Longer Term. The present term (ending June 2, 2031) is hereby extended for a further two-year period to end on June 2, 2033.',
    ].join('\n\n');
    expect(valueOf(TERM, text)).toBe('25 months; no automatic renewal');
  });

  it('reads no term from lettered recitals that tell the history of the old one', () => {
    const text = [
      'Dated October 1, 2031',
      'AMENDMENT TO SERVICE AGREEMENTS',
      'RECITALS',
      'A. On March 1, 2028, Dr. Omar Diaz and Lakeside Health signed a Service Agreement (the "Diaz Agreement").',
      'B. By its own terms the Diaz Agreement will expire on December 31, 2031.',
      'AGREEMENT',
      '1. From the date hereof, Section 2 of the Diaz Agreement reads: Term. Dr. Diaz\'s employment under this Agreement commences as of the date of this Agreement and lasts until December 31, 2032, unless ended sooner under Section 5.',
      'IN WITNESS WHEREOF, Lakeside Health and Dr. Diaz sign this amendment as of October 1, 2031.',
    ].join('\n\n');
    expect(valueOf(TERM, text)).toBe('15 months; no automatic renewal');
  });

  it('reads the date the signatures give an amendment effective on execution', () => {
    const text = [
      'SECOND MODIFICATION OF SERVICE AGREEMENT',
      'Lakeside Health and Dr. Omar Diaz change here their Service Agreement, which was made on the 3rd day of May 2027 and altered by a first modification (the "First Modification") effective as of June 1, 2029. This document (the "Second Modification") takes hold effective upon execution.',
      '2. Term. Dr. Diaz\'s term of employment will end on June 30, 2033, and will not be extended again.',
      'IN WITNESS WHEREOF, the parties have signed this Second Modification.',
      'By: /s/ A. Grant Title: Chair Date: 3/12/32',
      '/s/ Omar Diaz Date: 3/10/32',
    ].join('\n\n');
    expect(valueOf(TERM, text)).toBe('16 months; no automatic renewal');
  });

  it('measures a restated term from the amendment, not by the length the first agreement gave it', () => {
    const text = [
      'THIRD AMENDMENT OF EMPLOYMENT AGREEMENT',
      'This Third Amendment is made effective as of July 1, 2031 between Lakeside Health and Dr. Omar Diaz, and it amends their Employment Agreement dated May 1, 2027.',
      '2. Section 3 of the Agreement is amended to read as follows: The term of employment began on May 1, 2027 and shall last for six (6) years, ending on April 30, 2033, unless ended earlier under Section 5.',
    ].join('\n\n');
    expect(valueOf(TERM, text)).toBe('22 months; no automatic renewal');
  });

  it('keeps the stated length of a term a complete amended and restated agreement sets out', () => {
    const text = [
      'AMENDED AND RESTATED LOCUM SERVICES AGREEMENT',
      'This Amended and Restated Locum Services Agreement is made effective as of July 1, 2031 between Lakeside Health and Dr. Omar Diaz, and it amends and restates in full their agreement dated May 1, 2031.',
      '3. Term. The term of this Agreement began on May 1, 2031 and shall last for six (6) months, ending on October 31, 2031.',
    ].join('\n\n');
    expect(valueOf(TERM, text)).toBe('6 months; no automatic renewal');
  });

  it('keeps the stated length of a new term an amendment starts on its own date', () => {
    const text = [
      'FIRST AMENDMENT OF EMPLOYMENT AGREEMENT',
      'This First Amendment is made effective as of July 1, 2031 between Lakeside Health and Dr. Omar Diaz, and it amends their Employment Agreement dated May 1, 2027.',
      '2. Section 3 of the Agreement is amended to read as follows: The term of employment shall begin on July 1, 2031 and last for two (2) years, ending on June 30, 2033.',
    ].join('\n\n');
    expect(valueOf(TERM, text)).toBe('2 years; no automatic renewal');
  });

  it('reads the service an amendment keeps on to a date ("continue in the position of ... through")', () => {
    const text = [
      'EMPLOYMENT AGREEMENT MODIFICATION',
      'Lakeside Health and Dr. Omar Diaz change here their Employment Agreement, which was made on the 3rd day of May 2027.',
      'Dr. Diaz will continue in the position of Chief Medical Officer of Lakeside through December 31, 2033. This Modification is effective as of September 1, 2031.',
    ].join('\n\n');
    expect(valueOf(TERM, text)).toBe('28 months; no automatic renewal');
  });

  it('reads an amendment whose term ends "as of" a date, dated at its signatures', () => {
    const text = [
      'AMENDMENT NUMBER 2 TO THE EMPLOYMENT AGREEMENT',
      'WHEREAS, the Clinic and the Physician entered into an Agreement dated March 1, 2028; NOW, THEREFORE, the parties agree to amend the Agreement as follows:',
      '1. With this Amendment No. 2 in force, the Physician\'s term of employment will terminate as of October 31, 2032, with no further renewal.',
      'Amendment No. 2 shall be effective on the date written below.',
      'IN WITNESS WHEREOF, Clinic and Physician sign Amendment No. 2 as of this 2nd day of February 2032.',
    ].join('\n\n');
    expect(valueOf(TERM, text)).toBe('9 months; no automatic renewal');
  });

  it('counts a second term that starts when the first ends from the amendment', () => {
    const text = [
      'FIRST AMENDMENT TO THE PHYSICIAN EMPLOYMENT AGREEMENT',
      'This First Amendment to the Physician Employment Agreement ("Amendment"), dated August 3, 2031, is between Bayview Medical Group and Dr. Lena Park ("Physician").',
      '1. TERM. Bayview and Dr. Park extend the term by two (2) years (the "Second Term"). Dr. Park\'s Second Term will run from October 1, 2031, when the Initial Term ends for her, to September 30, 2033.',
    ].join('\n\n');
    expect(valueOf(TERM, text)).toBe('26 months; no automatic renewal');
  });

  it('runs an amended term to the end of the later phase the same item names', () => {
    const text = [
      'AMENDMENT TO EMPLOYMENT AGREEMENT',
      'This Amendment is MADE this 1st day of March, 2031, between Harbor Surgical, Inc. (the "Employer") and Ken Ito (the "Employee").',
      'WHEREAS, the parties entered into an employment agreement dated May 4, 2024.',
      '1. The term of Mr. Ito\'s employment is extended to December 31, 2032 (the "First Phase"). Commencing January 1, 2033, for three (3) years ending December 31, 2035, Mr. Ito will work as an adviser to the Board (hereinafter the "Second Term").',
    ].join('\n\n');
    expect(valueOf(TERM, text)).toBe('58 months; no automatic renewal');
  });

  it('keeps a new hire\'s term between its own dates where a plan, not the letter, was amended', () => {
    const text = [
      'May 5, 2031',
      'Dear Dr. Moss:',
      'This letter confirms the terms of your employment.',
      '1. The terms of this Agreement will commence on June 8, 2031 and, unless ended sooner, will terminate on June 7, 2032.',
      'You may take part in the Executive Severance Plan as amended and restated effective January 1, 2031.',
    ].join('\n\n');
    expect(valueOf(TERM, text)).toBe('1 year; no automatic renewal');
  });

  it('takes the date right after "this Amendment No. N to ... Agreement, dated" as the amendment\'s own', () => {
    const text = [
      'AMENDMENT NO. 2 TO SERVICE AGREEMENT',
      'This Amendment No. 2 to Service Agreement, dated as of March 2, 2031, amends the Service Agreement dated June 9, 2026 (the "Original Agreement") between Harbor Medical Group, Inc. (the "Company") and Dr. Lena Park (the "Executive").',
      '1. Section 2 of the Original Agreement is amended to read as follows: The term of the Executive\'s employment shall continue until September 2, 2032.',
    ].join('\n\n');
    expect(valueOf(TERM, text)).toBe('18 months; no automatic renewal');
  });
});

describe('contract_dur_renew: a filing that reports the term', () => {
  it('reads a summary stating that the agreement provides for a term of some years', () => {
    const text = 'On May 3, 2031, Birch Labs Inc. signed an employment agreement with Lena Ortiz. The Agreement provides for a four year term, beginning on April 1, 2031, when the directors named her President.';
    expect(valueOf(TERM, text)).toBe('4 years; no automatic renewal');
  });

  it('reads "will continue to serve ... through" a date from the reported effective date', () => {
    const text = [
      // A filing's cover page run into its report with no sentence ended between: the cover's words are no covenant.
      'FORM 8-K [ ] Soliciting material (Rule 14a-12) ' + 'Check the box below if the filing is meant to meet the filing duty of the registrant under any of these rules '.repeat(8) + 'Date of Report (Date of earliest event reported): March 2, 2031 Item 1.01 Effective March 2, 2031 Riverside Care Corp. and Maya Lee signed an employment agreement by which Ms. Lee will continue to serve Riverside and its clinic arm, Riverside Clinics, Inc. ("Clinics"), as President through December 31, 2033, subject to earlier ending.',
    ].join('\n\n');
    expect(valueOf(TERM, text)).toBe('34 months; no automatic renewal');
  });

  it('reads an addendum that extends the term until a date, from the day it was made', () => {
    const text = [
      'Item 5.02. Compensatory Arrangements of Certain Officers.',
      'On June 1, 2031, Pine Health, Inc. entered into an addendum to its employment agreement with Dr. Ana Diaz, dated as of January 5, 2020. This addendum extends the term of Ms. Diaz\'s employment until December 31, 2034, and then automatic renewal for one-year periods follows.',
    ].join('\n\n');
    expect(valueOf(TERM, text)).toBe('43 months; renews automatically for 1 year terms');
  });
});

describe('contract_dur_renew: reports and amendments that name the term in other words', () => {
  it.each([
    // A possessive ending on its apostrophe, in a report whose compensation committee approved the change (no pay is set).
    ['On March 4, 2031, the compensation committee of Alder Care, Inc. approved a change, and the company and Tom Wells then entered into an employment agreement amendment that extends the term of Mr. Wells\' employment agreement to June 30, 2032.', '16 months; no automatic renewal'],
    // "The agreement has a term of": a report's way of giving the length.
    ['As of May 2, 2031 the Company signed an agreement with its finance chief. The agreement has a term of three years, with automatic one-year renewals unless either side gives notice of non-renewal sixty days ahead.', '3 years; renews automatically for 1 year terms'],
    // An initial term of a stated length beside the pay in one sentence: the employment's term, not a covenant's.
    ['The Agreement, which has an initial term of two years, sets an annual base salary of $400,000 and a yearly bonus target.', '2 years; no automatic renewal'],
    // A report names the contract by the dates it runs between.
    ['On February 2, 2031, the Company signed a service contract with Ana Ruiz effective March 1, 2031 and running through February 28, 2035 (the "Contract").', '4 years; no automatic renewal'],
  ])('%s', (text, want) => expectTerm(text, want, TERM));

  it('measures an extension from the amendment, not from the old end it names first', () => {
    const text = [
      'FIRST AMENDMENT TO EMPLOYMENT AGREEMENT',
      'This First Amendment, dated as of June 10, 2031, amends the Employment Agreement made as of June 1, 2028 between Oak Clinic, Inc. and Dr. Lee.',
      '1. Extension. The present term (set to end June 12, 2031) is hereby extended by a further one-year period, to end on June 12, 2032.',
    ].join('\n\n');
    expect(valueOf(TERM, text)).toBe('12 months; no automatic renewal');
  });

  it.each([
    // "The term" that brings in a word being defined names no period.
    ['For purposes of this Agreement, the term "Disability" means an illness that keeps the Executive from work for six consecutive months.'],
    // Benefit plans kept up after an ending run for their own period.
    ['After a termination without Cause, the Executive keeps taking part in the employee benefit plans for the term of this agreement or 24 months, whichever is longer.'],
  ])('stays silent: %s', (text) => expectTerm(text, undefined, TERM));
});

describe('term_prov: the terms an amendment replaced', () => {
  it('does not read the old terms an amendment tells in the past', () => {
    expect(valueOf('basicInformation.term_prov', 'Before this amendment, the service agreement provided that if the Company ended Dr. Fox\'s employment without Cause for any reason, she would get medical cover for a year.')).toBeUndefined();
  });
});

const NOTICE = 'basicInformation.term_prov';

describe('term_prov: the only ways the employer may end the employment', () => {
  it.each([
    // A notice not to renew, given a set time before a term ends, is the employer's only way out.
    ['2. Term. The first term is two years. It renews each year after that unless the Clinic tells the Doctor in writing of its wish not to renew at least sixty (60) days before the expiration date.', '60 days notice without cause'],
    ['The term is one year and extends by a year each time, unless, 45 days or more before it ends, the Practice or the Physician has notified the other side that the agreement shall end at the close of the current term.', '45 days notice without cause'],
    // Endings that come by themselves on listed events, a fault among them: for cause only.
    ['8. Ending. The Physician\'s employment shall end upon any of the following events:\n\n(a) her death;\n\n(b) her conviction of a felony;\n\n(c) her gross neglect of her duties after a warning.', 'for cause only'],
    // A labour contract's lead-in with its first item run into the same sentence.
    ['Article 6. In any of the following situations, Party A may cancel the contract: Party B fails the assessment of the probation period;\n\n(2) Party B seriously violates the workplace rules of Party A;\n\n(3) Party B is sentenced for a crime.', 'for cause only'],
    // At will, with a notice asked only of the physician when she leaves.
    ['At-Will Employment. Your employment with the Clinic is at will. The Clinic may end it at any time, with or without cause or notice. Should you decide to leave the Clinic, please give at least three weeks notice.', '0 days notice without cause'],
    // At will; a notice that cancels the offer's terms is no notice of ending the employment.
    ['You will be employed at will. The terms of this offer apply as long as you work here, subject to sixty days\' notice of their cancellation or change by the Clinic.', '0 days notice without cause'],
  ])('%s', (text, want) => expectTerm(text, want, NOTICE));

  it.each([
    // The physician alone may decline to renew.
    ['The term renews each year unless the Physician gives notice of non-renewal at least 30 days before the end of the term.'],
    // The term defers to endings set out elsewhere: the non-renewal notice is not the only way out.
    ['Unless terminated earlier as provided in Section 5, the term runs to June 30, 2033 and renews yearly unless the Clinic gives notice of non-renewal at least 90 days before the end of the term.'],
    // Listed events with no fault among them.
    ['The Physician\'s employment shall end upon any of the following events:\n\n(a) her death;\n\n(b) her retirement at the age of seventy.'],
  ])('stays silent: %s', (text) => expectTerm(text, undefined, NOTICE));
});

const TYPE = 'basicInformation.emp_type';

describe('emp_type: how much of the physician\'s time, in more words', () => {
  it.each([
    // All of the physician's attention given to the employer: the whole working time.
    ['Dr. Hale shall devote all of her attention and skills to the affairs of the Clinic and its affiliates.', 'full_time'],
    ['While employed, the Doctor devotes substantially all of his attention, and his time, to the Practice, save for his leave.', 'full_time'],
    // A stated part of the working time.
    ['From March 1, 2032, the Doctor shall devote one-half of his business time to the Practice and the rest to his research post.', 'part_time'],
    ['The Physician agrees to devote 40% of her working time to the Clinic.', 'part_time'],
    // A full working week of the physician's own.
    ['Article 4. Party B works for 40 hours weekly, Monday to Friday.', 'full_time'],
    ['The Physician shall work 38 hours per week at the Main Street office.', 'full_time'],
  ])('%s', (text, want) => expectTerm(text, want, TYPE));

  it.each([
    // A range of time between a part and the whole.
    ['Dr. Vance will devote at least half, and up to nearly all, of her working time to the Clinic as the work needs.'],
    // Both classes named in a benefits list: no status of the physician's.
    ['The Clinic offers these plans to full time salaried staff and part-time salaried staff who work at least 20 hours per week: dental and vision cover.'],
    // A short week of someone else.
    ['The receptionist will work 40 hours per week.'],
  ])('stays silent: %s', (text) => expectTerm(text, undefined, TYPE));
});

describe('term_prov: a without-cause ending named inside a term about something else', () => {
  it.each([
    // When granted shares may be sold: the ending is one trigger of the permission.
    ['3. Share Restrictions. The Executive may not sell the Restricted Shares before 2034, except (a) a sale to cover taxes on their vesting and (b) any transfer on or after a merger of the Company, a dismissal of the Executive without Cause by the Company, or his resignation for Good Reason.'],
    // Legal fees repaid if he wins a dispute after an ending.
    ['7. Fees. Should the Bank let the Executive go without Cause, or should he resign for Good Reason, the Bank shall repay the legal fees he spends in enforcing this Agreement if he prevails.'],
    // An agreed separation on a fixed date, classed as one without cause.
    ['WHEREAS the parties have agreed that the Executive will leave the Company on March 31, 2032 and wish that leaving to be treated as a "Termination Without Cause" under Section 5 of the Employment Agreement.\n\n1. Termination Without Cause. The Executive\'s employment shall end on March 31, 2032 (the "Exit Date") and be a Termination Without Cause with the effects Section 5 of the Employment Agreement gives it.'],
    ['1. Exit. The Executive\'s employment will end as of June 30, 2032 and constitute a Termination Without Cause.\n\n2. Effects. Section 5 of the Employment Agreement applies as written in the event of a Termination Without Cause.'],
  ])('stays silent: %s', (text) => expectTerm(text, undefined, NOTICE));

  it.each([
    // The employer's own right, priced in the amendment's words, still counts.
    ['2. Section 6 is restated: "The Company may terminate the Executive\'s employment without Cause at any time, and shall then pay him twelve months of Base Salary."', '0 days notice without cause'],
  ])('%s', (text, want) => expectTerm(text, want, NOTICE));
});

describe('contract_dur_renew: an amendment that moves the end date the agreement names', () => {
  it.each([
    // A letter dated on its own line, amending an agreement already amended before: the letter's date, not the earlier ones.
    ['March 3, 2031\n\nDear Dr. Ross:\n\nThis letter is the Third Amendment of your service agreement, dated May 9, 2024 ("Service Agreement") as previously amended on June 1, 2027 ("First Amendment") and April 2, 2029 ("Second Amendment").\n\n1. Section 4 of the Service Agreement is hereby changed, extending the "Scheduled Termination Date" to be March 2, 2033.', '2 years; no automatic renewal'],
    // The amendment named in a parenthesis after a long title, its date right after it; the end date redefined.
    ['This Amendment to Second Amended and Restated Physician Services Agreement (this "Amendment"), effective as of October 1, 2031, is made by and between Bayside Health, Inc. (the "Company") and Dr. Lena Ortiz ("Physician").\n\n2. Section 1 of the Agreement is changed so that "2034" stands where "2032" stood, which causes the Expiration Date to be defined as March 31, 2034.', '30 months; no automatic renewal'],
  ])('%s', (text, want) => expect(valueOf(TERM, text)).toBe(want));
  it('does not read an end date that is only mentioned, not moved', () => {
    expect(valueOf(TERM, 'This Amendment to the Employment Agreement (this "Amendment"), effective as of October 1, 2031, is made by Bayside Health, Inc. and Dr. Lena Ortiz.\n\n2. Any option held on the Termination Date stays exercisable until March 31, 2034.')).toBeUndefined();
  });
  it('does not count from a date before the amendment', () => {
    expect(valueOf(TERM, 'This Amendment to the Employment Agreement (this "Amendment"), effective as of October 1, 2031, is made by Bayside Health, Inc. and Dr. Lena Ortiz.\n\n2. The bonus formula is amended, with the bonus for the year the Expiration Date is January 1, 2030 paid in full.')).toBeUndefined();
  });
});
