// An amendment that changes what the earlier agreement's without-cause section pays, naming that section by its heading
// only (term_prov, term_sev_prov), and a renewal by "an additional year" beside a longer running term
// (contract_dur_renew). Sentences of contract language written for these tests.
import { describe, expect, it } from 'vitest';
import { valueOf } from './fields-helpers.js';
import { trueIn } from './flags-helpers.js';

const TERM_PROV = 'basicInformation.term_prov';
const SEV = 'legalContractualProvisions.terminationSeverance.term_sev_prov';
const TERM = 'basicInformation.contract_dur_renew';

const HEAD = 'FIRST AMENDMENT TO EMPLOYMENT AGREEMENT\n\nThis First Amendment is made as of March 3, 2031 between Harbor Valley Clinics, Inc. (the "Company") and Dr. Mara Quill (the "Physician").\n\n';

describe('term_prov and term_sev_prov: the without-cause section named by its heading and its pay rewritten', () => {
  it.each([
    // The heading in quotes after "entitled", the new item an obligation to pay.
    [HEAD + '1. Section 7(c) entitled "Without Cause or upon Good Reason" is hereby amended by adding this new clause (v):\n\n"(v) pay the Physician the quality award described in Section 4(d) when that award falls due."\n\n2. All other terms stay in effect.'],
    // The heading in brackets, the section restated, the pay in the new sentence.
    [HEAD + '1. Paragraph 9.2 ("Ending by the Company Without Cause") shall be amended and restated to read in full: the Company will continue the Physician\'s base salary for six months, in equal monthly parts.\n\n2. All other terms stay in effect.'],
  ])('reads %s', (text) => {
    expect(valueOf(TERM_PROV, text)).toBe('0 days notice without cause');
    expect(trueIn(text).has(SEV)).toBe(true);
  });

  it.each([
    // The section only named as left in force: the amendment sets nothing of that ending.
    [HEAD + '1. Section 7(c) entitled "Without Cause or upon Good Reason" is not amended and remains in full force.\n\n2. Section 3 is amended so that the base salary is $310,000 a year.'],
    // The section rewritten, but its new text pays nothing (a notice route only for the physician).
    [HEAD + '1. Section 7(c) entitled "Without Cause" is hereby amended to read: the Physician may resign on ninety days\' written notice to the Company.\n\n2. All other terms stay in effect.'],
    // A without-cause heading named in a sentence that changes nothing.
    [HEAD + '1. The parties note that Section 7(c) entitled "Without Cause" was discussed at length.\n\n2. Section 3 is amended so that the base salary is $310,000 a year.'],
  ])('leaves %s', (text) => {
    expect(valueOf(TERM_PROV, text)).toBeUndefined();
    expect(trueIn(text).has(SEV)).toBe(false);
  });
});

describe('contract_dur_renew: a renewal by one more year beside the running term a later aside defines', () => {
  it('reads the renewal\'s own year, not the two-year stretch named in brackets', () => {
    expect(valueOf(TERM, 'Term. The term of this Agreement begins on the Start Date and ends on the second anniversary of the Start Date. On every anniversary of the Start Date the Agreement shall be automatically extended by an additional year (every following two-year stretch is also called the "Term"), unless either party sends notice of non-renewal sixty days before that anniversary.')).toBe('2 years; renews automatically for 1 year terms');
  });
  it('still reads a stated renewal length', () => {
    expect(valueOf(TERM, 'Term. The term of this Agreement begins on the Start Date and ends on the second anniversary of the Start Date, and shall automatically renew for successive two-year terms unless either party sends notice of non-renewal sixty days before the term ends.')).toBe('2 years; renews automatically for 2 year terms');
  });
});
