// contract_dur_renew: a term stated between two dates in another wording, in sentences written for these tests.
import { describe, expect, it } from 'vitest';
import { valueOf } from './fields-helpers.js';

describe('contract_dur_renew: a contract that "shall have a term" between two dates', () => {
  const DUR = 'basicInformation.contract_dur_renew';
  it('reads the span of the dates', () => {
    expect(valueOf(DUR, 'Party A and Party B agree as follows: this contract shall have a term from May 1, 2031 to April 30, 2033 and ends by itself when the term is over.')).toBe('2 years; no automatic renewal');
  });
  it('does not read the term of something else', () => {
    expect(valueOf(DUR, 'The housing loan made to Party B shall have a term from May 1, 2031 to April 30, 2033.')).toBeUndefined();
  });
});

describe('contract_dur_renew: an amendment dated in its own sentence of making', () => {
  const DUR = 'basicInformation.contract_dur_renew';
  const history = ' WHEREAS, the Clinic and the Doctor signed an Employment Agreement dated as of June 1, 2027, which was amended on May 2, 2029; NOW, THEREFORE, the parties agree: 1. Section 3 of the Agreement is deleted and replaced with: "The Doctor\'s term of employment under this Agreement will end on March 1, 2033."';
  it('measures the new term from the date the amendment takes effect, not from an earlier amendment', () => {
    expect(valueOf(DUR, `This Second Amendment to the Employment Agreement (the "Second Amendment") is made by and between Lakeview Clinic, P.C., a Vermont professional corporation (the "Clinic"), and Dr. Ann Holt (the "Doctor"), on March 10, 2031, to be effective as of March 1, 2031.${history}`)).toBe('2 years; no automatic renewal');
  });
  it('measures it from the signing date where no effective date is given', () => {
    expect(valueOf(DUR, `This Second Amendment to the Employment Agreement (the "Second Amendment") is made by and between Lakeview Clinic, P.C., a Vermont professional corporation (the "Clinic"), and Dr. Ann Holt (the "Doctor"), on March 10, 2031.${history}`)).toBe('24 months; no automatic renewal');
  });
});

describe('contract_dur_renew: terms that end on a date, a list or a summary', () => {
  const DUR = 'basicInformation.contract_dur_renew';
  it('reads an evergreen letter that runs on after its first term until either side ends it', () => {
    expect(valueOf(DUR, 'Dear Dr. Lane, we are pleased to confirm your appointment as Chief of Surgery under this letter agreement, effective as of March 2, 2031 and continuing for an initial term of 3 years, and thereafter until this letter agreement is ended by either you or the Hospital.')).toBe('3 years; renews automatically, continuing indefinitely until either party gives notice');
  });
  it('does not make an evergreen term of one that runs on until something else happens', () => {
    expect(valueOf(DUR, 'Dear Dr. Lane, we are pleased to confirm your appointment as Chief of Surgery under this letter agreement, effective as of March 2, 2031 and continuing for an initial term of 3 years, and thereafter until a successor chief takes office.')).toBe('3 years; no automatic renewal');
  });
  it('reads a renewal whose timing stands between it and its "unless"', () => {
    expect(valueOf(DUR, 'The initial term of this Agreement runs for two years from May 1, 2031. The initial term shall be extended for successive three (3) year terms at the close of the initial term and every three years after that (each such period, together with the initial term, a "Term") unless the Clinic gives written notice of non-extension at least ninety days before a Term ends.')).toBe('2 years; renews automatically for 3 year terms');
  });
  it('does not read a renewal left to the parties as automatic', () => {
    expect(valueOf(DUR, 'The initial term of this Agreement runs for two years from May 1, 2031. The initial term shall be extended for successive three (3) year terms at the close of the initial term if both parties then agree in writing, unless the Clinic has been sold.')).toBe('2 years; no automatic renewal');
  });
  it('takes the renewal period where it is stated, not where it is only pointed to', () => {
    expect(valueOf(DUR, 'Subject to the automatic renewal described below, the Clinic shall employ the Doctor for a period beginning on the Start Date and lasting five years (the "Term"). On each anniversary of the Start Date the Term shall renew automatically for one more year unless either party gives notice ninety days earlier.')).toBe('5 years; renews automatically for 1 year terms');
  });
  it('measures employment promised through a date, not the rolling term that renews it', () => {
    const v = valueOf(DUR, 'January 15, 2031\nDear Dr. Park:', 'Unless sooner ended for cause, the Hospital agrees to employ you through June 30, 2033. Starting on June 30, 2031 and on each June 30 after that, your term will extend automatically by one year (so that each June 30 begins a new two-year term) unless the Board tells you otherwise in writing.');
    expect(v).toBe('30 months; renews automatically for 1 year terms');
  });
  it('reads a filing that reports the appointment between two dates', () => {
    expect(valueOf(DUR, 'Last month the Clinic and Dr. Ruiz signed a contract for her to serve as its Chief Medical Officer starting March 3, 2031 through March 2, 2033.')).toBe('2 years; no automatic renewal');
  });
  it('does not read an appointment with only a start', () => {
    expect(valueOf(DUR, 'Dr. Ruiz has agreed to serve as interim chair of the department starting March 3, 2031.')).toBeUndefined();
  });
  it('measures a reported restated agreement from the day it was entered into', () => {
    expect(valueOf(DUR, 'On May 4, 2031, the Bank entered into an Amended and Restated Service Agreement with Dr. Chen (the "Restated Agreement"). The Restated Agreement will expire on May 4, 2034. The filing is signed on May 9, 2031.')).toBe('3 years; no automatic renewal');
  });
  it('reads the end date from the first item of an "earliest of" list', () => {
    expect(valueOf(DUR, 'This Employment Agreement is dated as of April 1, 2031.\nThe Employment Period shall end on the earliest of:\n(a) October 1, 2033;\n(b) the date of the Employee\'s death; or\n(c) a termination by either party under Section 9.')).toBe('30 months; no automatic renewal');
  });
  it('reads the length a report gives the agreement', () => {
    expect(valueOf(DUR, 'Her restricted shares vest in equal parts over her new four-year employment term if she stays with the Company.')).toBe('4 years; no automatic renewal');
  });
  it('does not read a vesting period as the term', () => {
    expect(valueOf(DUR, 'Her restricted shares vest in equal parts over a four-year period if she stays with the Company.')).toBeUndefined();
  });
  it('reads a letter whose terms stay in force for a stated period', () => {
    expect(valueOf(DUR, 'The conditions of this offer letter will remain in force and effect for a two (2) year period starting on September 1, 2031 and ending on August 31, 2033, unless ended earlier under paragraph 6.')).toBe('2 years; no automatic renewal');
  });
});

describe('contract_dur_renew: a filing that reports the term by its end date or as an N-year term', () => {
  const DUR = 'basicInformation.contract_dur_renew';
  it('counts a term "through" a date from the start the report names, not from the day of signing', () => {
    expect(valueOf(DUR, 'On March 3, 2031, Jane Moss and Harbor Labs Inc. entered into an Employment Agreement, effective January 1, 2031. Its initial term runs through December 31, 2032 and automatically renews for one year periods unless either side gives notice.')).toBe('2 years; renews automatically for 1 year terms');
  });
  it('reads "a two-year term, through <date> of the employment contract" as the contract\'s length', () => {
    expect(valueOf(DUR, 'On May 4, 2031, the Board of Harbor Labs Inc. approved a three-year term, through April 30, 2034 of the employment contract of its chief executive, which contract is automatically renewable for consecutive one-year periods.')).toBe('3 years; renews automatically for 1 year terms');
  });
  it('does not read an N-year term of something other than the employment contract', () => {
    expect(valueOf(DUR, 'On May 4, 2031, the Board of Harbor Labs Inc. approved a three-year term, through April 30, 2034 of the lease of its main office.')).toBeUndefined();
  });
});
