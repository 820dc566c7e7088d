// basicInformation.contract_dur_renew: amendments that restate or move a term (a swapped end the recitals name as the
// term's end, a length counted from an earlier start, a renewal the paper itself grants), terms to a calendar date,
// renewal lengths kept apart from the term's own, and run-outs to a leaving date. Sentences written for these tests.
import { describe, it } from 'vitest';
import { expectTerm } from './fields-helpers.js';

const TERM = 'basicInformation.contract_dur_renew';

describe('contract_dur_renew: an amendment that swaps the end its recitals name', () => {
  it.each([
    // The old date closes no whole years from the agreement's date, but the recital names it as the day the agreement ends.
    ['FIRST AMENDMENT TO PHYSICIAN AGREEMENT\n\nThis First Amendment is made as of June 30, 2031 between Lakeside Family Clinic, P.C. and Dr. Nora Vale.\n\nWHEREAS, the Clinic and Dr. Vale signed a Physician Agreement dated February 14, 2029, under which the Physician Agreement will terminate on June 30, 2031; and\n\nNOW, THEREFORE, the parties agree as follows:\n\n1. Section 2.1 of the Physician Agreement is amended by striking the date "June 30, 2031" and putting in its place "December 31, 2031."', '6 months; no automatic renewal'],
  ])('%s', (text, want) => expectTerm(text, want, TERM));

  it.each([
    // The date replaced is only the start of a later stage, never named as an end: nothing to measure.
    ['FIRST AMENDMENT TO PHYSICIAN AGREEMENT\n\nThis First Amendment is made as of June 30, 2031 between Lakeside Family Clinic, P.C. and Dr. Nora Vale.\n\nWHEREAS, the Clinic and Dr. Vale signed a Physician Agreement dated February 14, 2029, under which her teaching stage begins on July 20, 2031; and\n\nNOW, THEREFORE, the parties agree as follows:\n\n1. Section 2.4 of the Physician Agreement is amended by striking the date "July 20, 2031" and putting in its place "October 20, 2031."'],
  ])('stays silent: %s', (text) => expectTerm(text, undefined, TERM));
});

describe('contract_dur_renew: a restated length counted from a start before the amendment', () => {
  it.each([
    // Four years from a start two years back: the amendment covers the months from its own date to where they end.
    ['SECOND AMENDMENT TO EMPLOYMENT AGREEMENT\n\nThis Second Amendment is made as of March 1, 2032 between Lakeside Family Clinic, P.C. and Dr. Nora Vale.\n\n1. Section 4 (Term) is struck out and now reads: "The term of this Employment Agreement shall be for four years from the effective date of the Employment Agreement (March 1, 2030)."', '2 years; no automatic renewal'],
    // The same with an uneven remainder, and a renewal that is "renewable automatically".
    ['SECOND AMENDMENT TO EMPLOYMENT AGREEMENT\n\nThis Second Amendment is made as of November 10, 2032 between Lakeside Family Clinic, P.C. and Dr. Nora Vale.\n\n1. Section 4 (Term) is struck out and now reads: "The term of this Employment Agreement shall be for four years from the effective date of the Employment Agreement (March 1, 2030). After that term it is renewable automatically, for successive one year periods, unless either side sends written notice to the other."', '16 months; renews automatically for 1 year terms'],
  ])('%s', (text, want) => expectTerm(text, want, TERM));

  it.each([
    // A new agreement, not an amendment: the stated years stand.
    ['PHYSICIAN AGREEMENT\n\nThis Physician Agreement is made as of March 1, 2032 between Lakeside Family Clinic, P.C. and Dr. Nora Vale.\n\n1. Term. The term of this Physician Agreement shall be for four years from the commencement date (March 1, 2032).', '4 years; no automatic renewal'],
  ])('keeps the stated length: %s', (text, want) => expectTerm(text, want, TERM));
});

describe('contract_dur_renew: an amendment that sets or renews the term to a date', () => {
  it.each([
    // The agreement ends automatically on a later date in place of the earlier one.
    ['THIRD AMENDMENT TO EMPLOYMENT AGREEMENT\n\nThis Third Amendment is made effective as of April 5, 2031 between Lakeside Family Clinic, P.C. and Dr. Nora Vale.\n\n1. Effective April 5, 2031, the Employment Agreement shall be lengthened, such that the Agreement will automatically terminate on June 30, 2033 instead of on June 30, 2032.', '27 months; no automatic renewal'],
    // A filing reports the term renewed by the amendment for a stated length.
    ['On May 2, 2031, Lakeside Health Corp. entered into an amendment to the physician agreement with Dr. Nora Vale, its chief of cardiology. Under the amendment, Dr. Vale\'s employment term has been renewed for a new term of two years, starting July 1, 2031.', '2 years; no automatic renewal'],
    // A report of a one-year renewal agreed in place of the automatic one: counted from the amendment, and not automatic.
    ['On March 3, 2031, Lakeside Health Corp. entered into an amendment to the employment agreement with Dr. Nora Vale. The employment agreement provides for an initial term ending June 30, 2031, after which it renews each year by itself unless either side objects. Instead of an automatic renewal, Dr. Vale and the clinic signed the amendment, which provides for a single one-year renewal of the employment agreement from June 30, 2031 to June 30, 2032, and it also makes these changes: * a lower call stipend.', '16 months; no automatic renewal'],
    // A consultant's work statement expires on a date: its span from the statement's start.
    ['CONSULTING AGREEMENT\n\nEffective Date: February 2, 2031\n\n1. Services. The clinic engages Dr. Vale as a medical consultant under the Work Statement below.\n\nWORK STATEMENT\n\n1. Term. Unless ended earlier under the Consulting Agreement, this Work Statement will expire on December 31, 2031.', '11 months; no automatic renewal'],
  ])('%s', (text, want) => expectTerm(text, want, TERM));

  it.each([
    // "Will terminate on" the death of the physician names no date: no term.
    ['THIRD AMENDMENT TO PHYSICIAN AGREEMENT\n\nThis Third Amendment is made effective as of April 5, 2031 between Lakeside Family Clinic, P.C. and Dr. Nora Vale.\n\n1. The Physician Agreement will automatically terminate on the death of Dr. Vale.'],
    // A renewal of some other arrangement reported, not the employment term.
    ['On May 2, 2031, Lakeside Health Corp. renewed its lease of the Elm Street clinic building for a period of two years, beginning July 1, 2031.'],
  ])('stays silent: %s', (text) => expectTerm(text, undefined, TERM));
});

describe('contract_dur_renew: a renewal length is not the term length', () => {
  it.each([
    // The term runs from the date hereof to a time of day on a date; the "one year renewal periods" later are renewals.
    ['PHYSICIAN AGREEMENT\n\nThis Physician Agreement is dated as of September 1, 2030 between Lakeside Family Clinic, P.C. and Dr. Nora Vale.\n\n1. Term. The term of this Agreement starts on the date hereof and lasts until 6:00, p.m., August 31, 2033 (the "Initial Term"), and the Initial Term is renewed automatically for successive one year periods unless, no later than 90 days before the Initial Term ends or before any 1 year renewal period ends, either side tells the other it will not renew.', '3 years; renews automatically for 1 year terms'],
    // An anniversary gives the term; the renewal periods named after it do not.
    ['PHYSICIAN AGREEMENT\n\nThis Physician Agreement is dated as of September 1, 2030 between Lakeside Family Clinic, P.C. and Dr. Nora Vale.\n\n1. Term. The Employment Period ends on the second anniversary of the Start Date (the "Initial Term"), after which it is renewed automatically for successive one year periods unless one side notifies the other no later than 3 months before the Initial Term closes, or no later than 3 months before any 1 year renewal period closes, that it will not renew.', '2 years; renews automatically for 1 year terms'],
    // A term renewing "until such notice is given".
    ['PHYSICIAN AGREEMENT\n\nThis Physician Agreement is dated as of September 1, 2030 between Lakeside Family Clinic, P.C. and Dr. Nora Vale.\n\n1. Term. The Physician\'s term starts on the date hereof and ends on August 31, 2032. After that date it shall renew for successive one-year terms until written notice is given by the Clinic or by Dr. Vale.', '2 years; renews automatically for 1 year terms'],
  ])('%s', (text, want) => expectTerm(text, want, TERM));

  it.each([
    // Renewal only by the parties' agreement, "until" a notice of some other kind: no automatic renewal.
    ['PHYSICIAN AGREEMENT\n\nThis Physician Agreement is dated as of September 1, 2030 between Lakeside Family Clinic, P.C. and Dr. Nora Vale.\n\n1. Term. The term shall end on August 31, 2032, and may be extended for additional one-year periods by mutual agreement of the parties until notice is given.', '2 years; no automatic renewal'],
  ])('no automatic renewal: %s', (text, want) => expectTerm(text, want, TERM));
});

describe('contract_dur_renew: a run-out to a leaving date', () => {
  it.each([
    // Service continued to the end of business on a defined leaving date.
    ['March 2, 2031\n\nDear Dr. Vale:\n\nYou and Lakeside Family Clinic have agreed that you shall step down as its medical director effective as of April 20, 2031 (that date being hereinafter referred to as the "Departure Date") on these terms:\n\n1. Departure. You shall continue your service to the Clinic as medical director under your physician agreement through the end of business on the Departure Date, when your resignation takes effect.', '2 months; no automatic renewal'],
    // A recital records the agreement to end the employment on a later date.
    ['RELEASE AGREEMENT\n\nThis Release Agreement is entered into as of the 2nd day of June, 2031 by Lakeside Family Clinic, P.C. and Dr. Nora Vale.\n\nWhereas, the Clinic and Dr. Vale have agreed to terminate the employment agreement effective September 1, 2031 on the terms below;\n\n1. Pay. The Clinic will pay Dr. Vale her accrued vacation.', '3 months; no automatic renewal'],
  ])('%s', (text, want) => expectTerm(text, want, TERM));

  it.each([
    // A recital of history, the employment having ended before the paper.
    ['RELEASE AGREEMENT\n\nThis Release Agreement is entered into as of the 2nd day of June, 2031 by Lakeside Family Clinic, P.C. and Dr. Nora Vale.\n\nWhereas, the Clinic and Dr. Vale have agreed to terminate the employment agreement effective May 1, 2031;\n\n1. Pay. The Clinic will pay Dr. Vale her accrued vacation.'],
    // A payment due when the term expires names the end as its day, not a term the paper sets.
    ['AMENDMENT TO PHYSICIAN AGREEMENT\n\nThis Amendment is made as of October 8, 2031 between Lakeside Family Clinic, P.C. and Dr. Nora Vale.\n\n1. Section 5.4 is deleted and replaced with: "If this Physician Agreement is not ended sooner, then, at the expiration of the term of this Physician Agreement, November 30, 2031, the Physician shall be entitled to receive a lump sum of $40,000 no later than December 31, 2031."'],
  ])('stays silent: %s', (text) => expectTerm(text, undefined, TERM));
});

describe('contract_dur_renew: an amendment dated at signing but effective earlier', () => {
  it.each([
    // The signing line gives the effective date: the new end is measured from it.
    ['SECOND AMENDMENT TO EMPLOYMENT AGREEMENT\n\nTheir Employment Agreement dated as of July 1, 2026 between Lakeside Family Clinic, P.C. and Dr. Nora Vale is amended as follows, and in no other way:\n\nFIRST: Section 1.02 now reads:\n\n1.02. Term. The Physician\'s employment under this agreement is extended and shall run through the close of business on March 31, 2034.\n\nSECOND: Section 1.03 is restated to read:\n\n1.03. Duties. The Physician shall see patients at the Elm Street office.\n\nTHIRD: Section 1.04 is restated to read:\n\n1.04. Call. The Physician shall share weekend call with the other doctors.\n\nFOURTH: Section 1.05 is restated to read:\n\n1.05. Records. The Physician shall keep charts current.\n\nFIFTH: All other terms stay in force.\n\nIN WITNESS WHEREOF, the parties signed this Amendment on the 20th day of May, 2031, to be effective as of April 1, 2031.', '3 years; no automatic renewal'],
    // Without an effective date, the signing date counts.
    ['SECOND AMENDMENT TO EMPLOYMENT AGREEMENT\n\nTheir Employment Agreement dated as of July 1, 2026 between Lakeside Family Clinic, P.C. and Dr. Nora Vale is amended as follows, and in no other way:\n\nFIRST: Section 1.02 now reads:\n\n1.02. Term. The Physician\'s employment under this agreement is extended and shall run through the close of business on March 31, 2034.\n\nSECOND: Section 1.03 is restated to read:\n\n1.03. Duties. The Physician shall see patients at the Elm Street office.\n\nTHIRD: Section 1.04 is restated to read:\n\n1.04. Call. The Physician shall share weekend call with the other doctors.\n\nFOURTH: Section 1.05 is restated to read:\n\n1.05. Records. The Physician shall keep charts current.\n\nFIFTH: All other terms stay in force.\n\nIN WITNESS WHEREOF, the parties signed this Amendment on the 20th day of May, 2031.', '34 months; no automatic renewal'],
  ])('%s', (text, want) => expectTerm(text, want, TERM));
});
