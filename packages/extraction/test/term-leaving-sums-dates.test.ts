// Papers about a departure: the sum such a paper pays, however its amount is introduced (term_sev_prov), and the leaving
// date it sets in so many words, which measures the run-out it covers (contract_dur_renew). Sentences of contract
// language written for these tests.
import { describe, it } from 'vitest';
import { expectFlags } from './flags-helpers.js';
import { expectTerm } from './fields-helpers.js';

const TERM = 'basicInformation.contract_dur_renew';

describe('term_sev_prov: a sum a leaving paper pays, introduced in other ways', () => {
  it.each([
    // The sum as a whole, paid in parts later on.
    ['term_sev_prov', 'SEPARATION AGREEMENT\nThe Officer\'s employment with the Bank ends on June 1.\nOver the next four years the Bank shall pay the Officer a total of six hundred thousand dollars, in monthly parts.'],
    // The first item of a list of what the employer gives, the amount gross.
    ['term_sev_prov', 'SEPARATION AGREEMENT\nThe Officer\'s employment with the Bank ends on June 1.\nWithin a week of signing, the Bank shall (i) pay the Officer a single lump sum of money in the total amount of $75,500; and (ii) return his deposit.'],
    // A sum that takes in a bonus is more than the bonus; tax withheld from it is no payment of tax.
    ['term_sev_prov', 'SEPARATION AGREEMENT\nThe Officer\'s employment with the Bank ends on June 1.\nThe Bank will pay the Officer the lump sum of $310,000, which includes his prorated annual bonus, less applicable taxes and withholdings.'],
    // The sum named for a bonus is still no severance, however it is introduced.
    ['-term_sev_prov', 'SEPARATION AGREEMENT\nThe Officer\'s employment with the Bank ends on June 1.\nThe Bank will pay the Officer the lump sum of $40,000 as his bonus for the year, less applicable taxes.'],
    // A sum paid for consulting after the leaving.
    ['-term_sev_prov', 'SEPARATION AGREEMENT\nThe Officer\'s employment with the Bank ends on June 1.\nThe Bank shall pay the Officer a total of $90,000 for consulting services over the following year.'],
    // The same words in an employment agreement are its pay, not severance.
    ['-term_sev_prov', 'SERVICE AGREEMENT\nThe Officer is hired as treasurer of the Bank.\nThe Bank shall pay the Officer a total of two hundred thousand dollars in each year of the term.'],
  ])('%s :: %s', expectFlags);
});

describe('contract_dur_renew: the leaving date a leaving paper sets', () => {
  it.each([
    // Set as the leaving date itself, for all purposes, some weeks after the paper's date.
    ['SEPARATION AND RELEASE AGREEMENT\n\nThis Agreement is dated as of March 2, 2031.\n\n2. The Doctor\'s separation date for all purposes shall be April 30, 2031 (the "Separation Date").', '2 months; no automatic renewal'],
    // The employment said to end on a date, effective.
    ['SEPARATION AND RELEASE AGREEMENT\n\nThis Agreement is dated as of March 2, 2031.\n\n1. Your employment with the Clinic will end effective May 29, 2031.', '3 months; no automatic renewal'],
    // The parties agreeing to end the employment contract, effective on a later date.
    ['SETTLEMENT AGREEMENT\n\nThis Agreement is dated as of March 2, 2031.\n\n1. The parties agree to end the employment contract, effective on June 1, 2031, and the Clinic will pay the Doctor her salary to that day.', '3 months; no automatic renewal'],
  ])('reads %s', (text, want) => expectTerm(text, want, TERM));

  it.each([
    // The same words in an employment agreement name a term's end, read by the term rules, not a leaving.
    ['SERVICE AGREEMENT\n\nThis Agreement is dated as of March 2, 2031.\n\n4. If the Clinic closes the practice, the Doctor\'s employment shall end on the closing date.'],
    // A leaving date on the paper's own date is no run-out.
    ['SEPARATION AND RELEASE AGREEMENT\n\nThis Agreement is dated as of March 2, 2031.\n\n2. The Doctor\'s separation date for all purposes shall be March 2, 2031.'],
  ])('stays silent: %s', (text) => expectTerm(text, undefined, TERM));
});
