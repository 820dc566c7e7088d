// Round 31, term and pay wordings: a term that always runs a fixed length past a notice of ending (a rolling term), a
// raise stated with the verb before the salary, an employer defined "collectively, including its subsidiaries, referred
// to as", another arrangement (not the employment) terminable at will, and the employer's ending paid by the benefits
// of a section with no ground named. Sentences written for these tests.
import { describe, expect, it } from 'vitest';
import { BASE, expectTerm, valueOf } from './fields-helpers.js';
import { findParties } from '../src/fields/parties.js';

const DUR = 'basicInformation.contract_dur_renew';
const PAY = 'legalContractualProvisions.compensationStructurePaymentFrequency.comp_struct_pay_freq';

describe('contract_dur_renew, a term that rolls on until a notice', () => {
  it.each([
    // The end is a fixed length counted from a notice not yet given: each day without it carries the end a day on.
    'Term. This Agreement takes effect on March 3, 2029 and shall remain in full force until the second anniversary of the date on which notice of termination is given to the other side by either of them.',
    'Term. This Agreement starts on March 3, 2029 and will expire on the day falling two years from the day on which the Bank tells the Officer in writing that it is ending this Agreement.',
  ])('%s', (text) => {
    expect(valueOf(DUR, text)).toBe('2 years; renews automatically for 1 day terms');
  });

  it('keeps a yearly extension that a notice stops as the yearly renewal', () => {
    const text = 'Term. The Bank shall employ the Officer through June 30, 2031. On each June 30 the term is automatically extended for one year unless the Board gives written notice that it will no longer be extended, and then the term ends at the first anniversary of the day that notice is given.';
    expect(String(valueOf(DUR, text))).toContain('renews automatically for 1 year terms');
  });

  it('does not read a plain two-year term with a notice of non-renewal as rolling', () => {
    const text = 'Term. The Officer\'s employment under this Agreement runs for two years from March 3, 2029 and ends on March 2, 2031, unless ended earlier by either party on sixty days\' notice.';
    expect(String(valueOf(DUR, text))).not.toContain('1 day terms');
  });
});

describe('guar_base_sal, a raise with the verb before the salary', () => {
  it('reads the new rate a letter sets by raising the salary', () => {
    const text = 'Dear Pat: Thank you for a strong year. For the coming year we are raising your salary to $412,000, effective as of April 1, 2030, and you remain eligible for the annual bonus plan.';
    expect(valueOf(BASE, text)).toBe(412000);
    expect(valueOf(PAY, text)).toBe('salary');
  });

  it('does not read a raise by an amount as the new salary', () => {
    const text = 'Dear Pat: Effective April 1, 2030 we are raising your salary by $12,000 in recognition of the new duties.';
    expect(valueOf(BASE, text)).not.toBe(12000);
  });
});

describe('parties, an employer defined with its subsidiaries included', () => {
  it('reads the short name defined "collectively, including its subsidiaries, referred to as"', () => {
    expect(findParties([
      'AGREEMENT made this 4th day of May 2029, by and between Kestrel Fabrication Incorporated, an Ohio business (collectively, including its subsidiaries and affiliated firms, referred to as "Kestrel") and Dana Whitlow (the "Executive").',
    ]).employer).toEqual(['Kestrel']);
  });

  it('gives a without-cause ending by that short name to the employer', () => {
    const text = [
      'SEVERANCE AGREEMENT made this 4th day of May 2029, by and between Kestrel Fabrication Incorporated, an Ohio business (collectively, including its subsidiaries and affiliated firms, referred to as "Kestrel") and Dana Whitlow (the "Executive").',
      '1. If Kestrel terminates the Executive\'s employment by Kestrel without Cause before June 30, 2031, Kestrel shall pay the Executive an amount equal to his annual salary.',
    ].join('\n');
    expectTerm(text, '0 days notice without cause');
  });

  it('does not take a collective name of released people as a party', () => {
    const parties = findParties([
      'This Release is between Kestrel Fabrication Incorporated ("Kestrel") and Dana Whitlow (the "Executive"). The Executive releases Kestrel and its officers (collectively referred to as the "Released Parties").',
    ]);
    expect(parties.employer).toEqual(['Kestrel']);
  });
});

describe('term_prov, round 31 wordings', () => {
  it.each([
    // The employer may end the employment in a protected period and pays the benefits of a section; grounds only withhold the pay.
    ['Following a Change in Control, the Officer\'s employment may be terminated by the Company within the Protection Period and the Officer shall be entitled to receive the payments set out in Section 5 unless the ending results from one of these events: (i) the Officer\'s death; (ii) Cause.', '0 days notice without cause'],
    // The employer's ending other than under the grounds sections, paid by a section's benefits.
    ['If in the Protection Period his employment is terminated by the Company other than under Section 3(b)(1) or 3(b)(2), he will be entitled to the benefits described in Section 5.', '0 days notice without cause'],
  ])('%s', (text, value) => expectTerm(text, value));

  it('does not read a ground-based ending paid by a section as a without-cause right', () => {
    expectTerm('The Officer\'s employment may be terminated by the Company for Cause, and the Officer shall be entitled to the payments set out in Section 5(a) and nothing more.', 'for cause only');
  });

  it('does not read another arrangement terminable at will as the employer\'s right to end the employment', () => {
    const text = [
      'SEPARATION AGREEMENT. The Officer resigns from all posts as of May 1, 2030.',
      'After that date the Bank may keep its archived files at the Officer\'s warehouse at no charge, on these terms: (i) the file storage shall be terminable at will by either of the two parties upon fifteen (15) days prior written notice; and (ii) the Bank shall insure the files.',
    ].join('\n');
    expect(valueOf('basicInformation.term_prov', text)).not.toBe('15 days notice without cause');
  });

  it('still reads the agreement itself terminable at will on notice', () => {
    expectTerm('Termination. This Agreement shall be terminable at will by either of the two parties on fifteen (15) days\' written notice.', '15 days notice without cause');
  });
});
