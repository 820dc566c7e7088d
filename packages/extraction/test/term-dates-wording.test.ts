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
