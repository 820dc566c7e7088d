// basicInformation.contract_dur_renew: amendments that swap a term's end date, old wording quoted before its
// replacement, a start written "from and after", and separation letters that keep the employee on to a leaving date.
// Sentences of contract language written for these tests.
import { describe, it } from 'vitest';
import { expectTerm } from './fields-helpers.js';

const TERM = 'basicInformation.contract_dur_renew';

describe('contract_dur_renew: an amendment that swaps the date ending a section for a later one', () => {
  it.each([
    // One date replaced; the old one closes five years from the agreement's date in the preamble.
    ['SECOND AMENDMENT TO SERVICE AGREEMENT\n\nThis Second Amendment is made as of March 1, 2031 to the Service Agreement dated as of May 1, 2027 between Harbor Clinics, Inc. and Dr. Mara Quinn.\n\n1. Section 2 of the Service Agreement is hereby amended by striking "April 30, 2032" wherever it appears and inserting in its place the date "April 30, 2034".', '38 months; no automatic renewal'],
    // A start and an end swapped together; the old pair spans whole years of its own.
    ['AMENDMENT NO. 2 TO SERVICE AGREEMENT\n\nThis Amendment No. 2 is made as of September 1, 2031 between Harbor Clinics, Inc. and Dr. Mara Quinn.\n\n1. The opening sentence of Section 1 of the Service Agreement is amended by striking out the dates "March 3, 2028" and "March 2, 2031" and putting in their place "September 1, 2031" and "August 31, 2032", in that order.', '1 year; no automatic renewal'],
    // A letter that changes "the date" in a numbered paragraph of the agreement it names.
    ['This letter, dated April 2, 2031, changes your service agreement with Harbor Clinics, Inc. dated January 15, 2027, at once as set out here.\n\n1. The date "January 14, 2032" found in paragraph 3 of your service agreement becomes "January 14, 2033".', '21 months; no automatic renewal'],
  ])('%s', (text, want) => expectTerm(text, want, TERM));

  it.each([
    // A lettered subclause holds a trigger date, not the term.
    ['SECOND AMENDMENT TO SERVICE AGREEMENT\n\nThis Second Amendment is made as of March 1, 2031 to the Service Agreement dated as of May 1, 2027 between Harbor Clinics, Inc. and Dr. Mara Quinn.\n\n1. Section 6(b)(ii) of the Service Agreement is hereby amended by striking "April 30, 2032" and inserting in its place "April 30, 2034".'],
    // A pay date swapped in a whole section: not the term.
    ['SECOND AMENDMENT TO SERVICE AGREEMENT\n\nThis Second Amendment is made as of March 1, 2031 to the Service Agreement dated as of May 1, 2027 between Harbor Clinics, Inc. and Dr. Mara Quinn.\n\n1. Section 3 of the Service Agreement is hereby amended so that the salary step due "April 30, 2032" falls due on "April 30, 2033" instead.'],
    // The old date closes no whole number of years from any start the document names.
    ['SECOND AMENDMENT TO SERVICE AGREEMENT\n\nThis Second Amendment is made as of March 1, 2031 to the Service Agreement dated as of May 1, 2027 between Harbor Clinics, Inc. and Dr. Mara Quinn.\n\n1. Section 2 of the Service Agreement is hereby amended by striking "February 10, 2032" and inserting in its place "February 10, 2034".'],
    // A date moved earlier shortens something; it sets no new end here.
    ['SECOND AMENDMENT TO SERVICE AGREEMENT\n\nThis Second Amendment is made as of March 1, 2031 to the Service Agreement dated as of May 1, 2027 between Harbor Clinics, Inc. and Dr. Mara Quinn.\n\n1. Section 2 of the Service Agreement is hereby amended by striking "April 30, 2034" and inserting in its place "April 30, 2032".'],
  ])('stays silent: %s', (text) => expectTerm(text, undefined, TERM));
});

describe('contract_dur_renew: restated wording', () => {
  it.each([
    // "from and after" a date starts the restated term there, so the amendment counts from its own date.
    ['THIRD AMENDMENT TO SERVICE AGREEMENT\n\nThis Third Amendment is made as of July 1, 2031 between Harbor Clinics, Inc. and Dr. Mara Quinn.\n\n1. Section 2 of the Service Agreement is replaced with: "Dr. Quinn shall be engaged for a term of four years from and after January 1, 2030 and running to December 31, 2033 (the "Term")."', '30 months; no automatic renewal'],
    // The section's present wording is quoted ahead of the words that replace it: only the new wording counts.
    ['FOURTH AMENDMENT TO SERVICE AGREEMENT\n\nThis Fourth Amendment is made as of June 1, 2031 between Harbor Clinics, Inc. and Dr. Mara Quinn.\n\n1. Section 2, which now reads:\n\nThe term of Dr. Quinn\'s engagement shall commence on July 1, 2027 and shall continue until June 30, 2031 (the "Service Term"). is hereby amended, effective as of June 1, 2031, to read as follows:\n\nThe term of Dr. Quinn\'s engagement shall commence on July 1, 2027 and shall continue until June 30, 2033 (the "Service Term").', '25 months; no automatic renewal'],
    // The employer continues the employment to a later date, an office named in between.
    ['FIFTH AMENDMENT TO SERVICE AGREEMENT\n\nThis Fifth Amendment is made as of October 1, 2031 between Harbor Clinics, Inc. and Dr. Mara Quinn.\n\n1. Section 1 is restated: "Harbor Clinics hereby continues to employ the Physician as its chief of surgery through September 30, 2033, and she accepts that employment."', '2 years; no automatic renewal'],
  ])('%s', (text, want) => expectTerm(text, want, TERM));
});

describe('contract_dur_renew: a separation letter that keeps the employee on to a leaving date', () => {
  it.each([
    // The last day fixed in the letter, a few weeks after the letter's date.
    ['SEPARATION LETTER, dated May 4, 2031\n\nHarbor Clinics, Inc. and Dr. Mara Quinn agree as follows.\n\n1. Leaving. Dr. Quinn\'s last day of employment with Harbor Clinics shall be June 1, 2031 (the "Leaving Date").', '1 month; no automatic renewal'],
    // Kept on the payroll, at the current pay, to a named day.
    ['TRANSITION AGREEMENT\n\nThis Transition Agreement is made as of February 2, 2031 by Harbor Clinics, Inc. and Dr. Mara Quinn, who have agreed that her employment will come to an end.\n\n1. Dr. Quinn will remain on the Clinic\'s active payroll through June 30, 2031, at her present pay and benefits.', '5 months; no automatic renewal'],
    // The letter's heading date, where the first date read is the leaving date itself; she stays on as controller until then.
    ['January 10, 2031\n\nDear Ms. Quinn:\n\nYou and Harbor Clinics have agreed that your employment ends effective February 17, 2031.\n\n1. You will continue serving as the Clinic\'s controller through February 17, 2031 (the "Handover Period"), and you will help train your successor.', '1 month; no automatic renewal'],
    // The date named as the last day, in the middle of the sentence.
    ['June 3, 2031\n\nDear Dr. Quinn:\n\nThe Board accepts your wish to have October 1, 2031 as your last day of employment. The Employment Period will be treated as ending then.', '4 months; no automatic renewal'],
  ])('%s', (text, want) => expectTerm(text, want, TERM));

  it.each([
    // Staying on the payroll only as the condition of a payment.
    ['TRANSITION AGREEMENT\n\nThis Transition Agreement is made as of February 2, 2031 by Harbor Clinics, Inc. and Dr. Mara Quinn.\n\n1. If Dr. Quinn remains on the Clinic\'s active payroll through June 30, 2031, she will earn the spring bonus.'],
    // Staying employed as what an award demands.
    ['TRANSITION AGREEMENT\n\nThis Transition Agreement is made as of February 2, 2031 by Harbor Clinics, Inc. and Dr. Mara Quinn.\n\n1. To keep the grant, Dr. Quinn has to remain employed by the Clinic through June 30, 2033, or the units lapse.'],
    ['TRANSITION AGREEMENT\n\nThis Transition Agreement is made as of February 2, 2031 by Harbor Clinics, Inc. and Dr. Mara Quinn.\n\n1. Dr. Quinn must remain employed by the Clinic through June 30, 2033 before the grant is hers.'],
    // A last day under half a month away: no term at all.
    ['SEPARATION LETTER, dated May 4, 2031\n\nHarbor Clinics, Inc. and Dr. Mara Quinn agree as follows.\n\n1. Leaving. Dr. Quinn\'s last day of employment with Harbor Clinics shall be May 12, 2031.'],
    // A last day already past when the letter is written.
    ['SEPARATION LETTER, dated May 4, 2031\n\nHarbor Clinics, Inc. and Dr. Mara Quinn agree as follows.\n\n1. Leaving. Dr. Quinn\'s last day of employment with Harbor Clinics was April 1, 2031.'],
  ])('stays silent: %s', (text) => expectTerm(text, undefined, TERM));
});

describe('contract_dur_renew: run-outs set in other words of leaving', () => {
  it.each([
    // The employer named at length between "employment" and its end.
    ['SEPARATION AGREEMENT\n\nThis Separation Agreement is made this 2nd day of March, 2031, between Harbor Clinics, Inc. and Dr. Mara Quinn.\n\n1. Effective as of May 30, 2031 (the "Leaving Date"), Dr. Quinn steps down as medical director.\n\n2. Dr. Quinn agrees that her employment with Harbor Clinics and all of its affiliated practices and subsidiary entities will terminate as of the Leaving Date.', '3 months; no automatic renewal'],
    // The employment called a relationship, the letter dated only at its head.
    ['Severance Letter\n\nMarch 1, 2031\n\nDear Dr. Quinn:\n\n1. Your at-will employment relationship with Harbor Clinics will terminate on March 31, 2031 ("Leaving Date"). You remain a full-time employee until then.', '1 month; no automatic renewal'],
    // The last day worked, counted from the heading date rather than the earlier agreement the letter names.
    ['SEVERANCE LETTER\n\nPrivate letter: October 3, 2031\n\nDear Dr. Quinn: as we discussed today, Harbor Clinics is ending your employment effective December 15, 2031.\n\nAs set out in your employment agreement dated March 1, 2031, the Clinic will pay you severance.\n\nYour last day worked will be December 15, 2031.', '2 months; no automatic renewal'],
    // A release dated only on its signature lines, over their "Date" captions.
    ['RELEASE AND SEVERANCE AGREEMENT\n\nHarbor Clinics, Inc. and Dr. Mara Quinn agree:\n\n1. Your employment will terminate effective July 20, 2031 (the "Leaving Date").\n\n2. You will receive the severance set out below.\n\nIN WITNESS WHEREOF the parties sign below: /s/ Mara Quinn April 18, 2031 Date\n\n/s/ Jo Park, President April 18, 2031 Date', '3 months; no automatic renewal'],
  ])('%s', (text, want) => expectTerm(text, want, TERM));

  it.each([
    // An employment agreement's ending foreseen in the future: not a document about leaving, so no run-out.
    ['EMPLOYMENT AGREEMENT\n\nThis Agreement is made as of March 1, 2031 between Harbor Clinics, Inc. and Dr. Mara Quinn.\n\n1. Dr. Quinn shall devote her full time to the practice of cardiology.'],
    // A release signed before the leaving day but first handed over on that day: no stretch of employment it keeps up.
    ['RELEASE AND SEVERANCE AGREEMENT\n\nHarbor Clinics, Inc. and Dr. Mara Quinn agree:\n\n1. Your employment will terminate effective July 20, 2031 (the "Leaving Date").\n\n2. You have had twenty-one days from the first presentation of this Agreement on July 20, 2031 to consider it.\n\nIN WITNESS WHEREOF the parties sign below: /s/ Mara Quinn April 18, 2031 Date'],
    // A last day worked only supposed as a condition of a payment.
    ['SEPARATION LETTER, dated May 4, 2031\n\nDear Dr. Quinn:\n\n1. If your last day worked will be September 1, 2031 or later, you will receive the handover payment.'],
  ])('stays silent: %s', (text) => expectTerm(text, undefined, TERM));
});
