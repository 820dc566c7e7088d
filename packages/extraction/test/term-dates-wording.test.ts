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
