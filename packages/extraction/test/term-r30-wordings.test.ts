// Round 30, term, notice and severance wordings: cause qualified by an adjective of its own ("justifiable cause"), the
// excepted ending named by its defined term ("other than a Termination for Cause"), a sum put as a formula over the
// monthly salary, severance an amendment deletes, one item of a list that is the employer's ending while another is the
// physician's resignation, and courts designated "as the courts of competent jurisdiction". Sentences written for these tests.
import { describe, expect, it } from 'vitest';
import { expectTerm, valueOf } from './fields-helpers.js';
import { expectFlags } from './flags-helpers.js';

const FLAG_CASES: [string, string][] = [
  // The ending excepted by its defined term, then the lead-in of what it pays.
  ['term_sev_prov', 'Should the Trust, within a year of a merger, end the Officer\'s service for a reason other than Termination for Cause, the Officer shall then be entitled to the following compensation and benefits:'],
  ['term_sev_prov', 'If the Trust dismisses the Officer other than a termination for cause, the Trust shall pay him in a lump sum the aggregate of these amounts:'],
  // Cause with an adjective of its own; the sum a formula over the monthly salary; what the sum settles in between.
  ['term_sev_prov', 'If the Officer is let go without justifiable cause after a merger, he shall receive, in complete discharge of every claim arising from his service or its ending, a payment equal to the product of (a) the total of (i) his monthly base salary at that time and (ii) his average bonus, times (b) eighteen.'],
  ['term_sev_prov', 'If the Officer is dismissed without sufficient cause, the Trust shall pay him an amount equal to the total of his annual base salary and his last bonus.'],
  // Near misses: a dismissal for cause, a formula over the salary with no ending, severance an amendment deletes.
  ['-term_sev_prov', 'If the Officer is dismissed for justifiable cause, he shall receive his salary to the day he leaves and nothing more.'],
  ['-term_sev_prov', 'The Officer shall receive each year an amount equal to the product of (a) his base monthly salary and (b) twelve.'],
  ['-term_sev_prov', 'AMENDMENT TO SERVICE AGREEMENT\\n\\nThe severance set out in Section 7 of the Service Agreement is hereby deleted in return for the special bonus paid today.'],
  ['-term_sev_prov', 'AMENDMENT TO SERVICE AGREEMENT\\n\\nAll severance benefits under the Service Agreement are hereby eliminated in full.'],
  // A change-in-control severance by its common name, said to protect the pay; none where the paper says so.
  ['term_sev_prov', 'Officer Protection Agreement: this "golden parachute" gives two years of protection for his salary and bonus if the Trust is bought.'],
  ['-term_sev_prov', 'The Trust offers no golden parachute and provides only the salary and bonus in Section 3.'],
  ['-term_sev_prov', 'Critics of the merger called the bonus plan a golden parachute.'],
  // Wording on severance deleted only to be replaced sets it anew.
  ['term_sev_prov', 'AMENDMENT TO SERVICE AGREEMENT\n\nSection 7(b), which sets how the severance benefits are worked out, is deleted in full and replaced with the following: "(b) $750,000, and"'],
  // Severance lost on an event is still provided.
  ['term_sev_prov', 'If the Trust ends his service without cause, the Trust shall pay him severance equal to six months of base salary, which he forfeits if he joins a rival.'],
];

describe('term_sev_prov, round 30 wordings', () => {
  it.each(FLAG_CASES)('%s: %s', (expectation, text) => expectFlags(expectation, text));
});

describe('term_prov, round 30 wordings', () => {
  it.each([
    // Cause with an adjective of its own is still the ground; the ending without it needs none.
    ['If the Officer is dismissed without justifiable cause after a merger, the Trust shall pay him two years of salary.', '0 days notice without cause'],
    ['Where the Trust ends the Officer\'s service without proper cause, it owes him the salary left for the term.', '0 days notice without cause'],
    // One item the employer's ending, another the physician's resignation: the resignation does not make the first his.
    ['A "Trigger Event" occurs if: (i) the Trust should end the Officer\'s service for a reason other than for Cause; or (ii) the Officer by choice ends his service within a year of a merger for Good Reason.', '0 days notice without cause'],
  ])('reads %s', (text, want) => expectTerm(text, want));

  it.each([
    // Another agreement's term told, by a sentence that says so at its opening.
    'AMENDMENT TO SERVICE AGREEMENT\n\nAs provided in the Service Agreement, should the Trust dismiss the Officer Without Cause he is owed forty-five (45) days notice.',
    // An exception named only by its section: which endings it leaves is not said here.
    'AMENDMENT TO SERVICE AGREEMENT\n\nOn any ending of the Officer\'s service for any reason other than (i) under Section 5(b) or (ii) in accordance with Section 8(c), the Officer shall not compete with the Trust for a year.',
  ])('reads no without-cause notice in %s', (text) => {
    expect(valueOf('basicInformation.term_prov', text)).toBeUndefined();
  });

  it.each([
    // The same sentences as this paper's own terms.
    ['Should the Trust dismiss the Officer Without Cause he is owed forty-five (45) days notice.', '45 days notice without cause'],
    ['The Trust may end the Officer\'s service at any time for any reason other than a breach by the Trust of this letter.', '0 days notice without cause'],
  ])('reads %s', (text, want) => expectTerm(text, want));

  it.each([
    // The physician's own resignation in every item: no employer route.
    'A "Trigger Event" occurs if: (i) the Officer shall voluntarily end his service for any reason other than a breach; or (ii) the Officer shall end his service within a year of a merger for Good Reason.',
  ])('reads no employer route in %s', (text) => {
    expect(valueOf('basicInformation.term_prov', text)).not.toBe('0 days notice without cause');
  });
});

const DISPUTE = 'legalContractualProvisions.terminationSeverance.dispute_res_proc';

describe('dispute_res_proc, round 30 wordings', () => {
  it('reads courts named and designated as the courts of competent jurisdiction as litigation', () => {
    expect(valueOf(DISPUTE, 'The Officer names the state and federal courts of Kent County, Delaware as the courts of competent jurisdiction over any suit about this letter.')).toBe('litigation');
  });

  it('reads no forum in a competent court with no place', () => {
    expect(valueOf(DISPUTE, 'Any suit about this letter may be heard by any court of competent jurisdiction.')).toBeUndefined();
  });
});

describe('term_prov, a notice given as a range', () => {
  it('reads the floor of a range of notice as the notice owed', () => {
    expectTerm('The Trust may end the Officer\'s service for any reason other than Cause; the ending takes effect on the day the Notice of Termination names (which shall be at least twenty (20) days but no more than sixty (60) days after the date of such notice).', '20 days notice without cause');
  });
});

describe('contract_dur_renew, a length foreseen rather than set', () => {
  const TERM = 'basicInformation.contract_dur_renew';
  it('reads no term in a forecast of how long a posting will last', () => {
    expect(valueOf(TERM, 'Your service with the Trust is for no fixed period and either side may end it; we presently expect that the posting in Lisbon will be for a two-year period.')).toBeUndefined();
  });
  it('still reads a term the contract sets', () => {
    expect(valueOf(TERM, 'The term of this agreement is two years from the date of signing.')).toBe('2 years; no automatic renewal');
  });
});
