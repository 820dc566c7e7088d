// Families of wording met in real filed agreements (corpus/real, dev split): executive and
// physician agreements drafted by lawyers rather than written for the tests. Every sentence
// here is written for this file; none is copied from a contract. Laid out like the schema.
import { describe, expect, it } from 'vitest';
import { valueOf } from './fields-helpers.js';

const B = 'basicInformation.';

describe('basicInformation.term_prov: termination without cause written the long way', () => {
  it.each([
    ['Your employment is at will: either you or the Clinic may end it at any time, with or without cause.', '0 days notice without cause'],
    ['The Hospital may terminate the Physician\'s employment at any time, for any reason or for no reason.', '0 days notice without cause'],
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
