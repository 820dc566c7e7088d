// Papers about a departure: term_prov where the employment has ended, ends on a date the paper fixes or is given up by a
// resignation the paper accepts, and contract_dur_renew where a span is named as a period of something other than the
// employment. Sentences of contract language written for these tests.
import { describe, it } from 'vitest';
import { expectTerm } from './fields-helpers.js';

const TERM = 'basicInformation.contract_dur_renew';

describe('term_prov: a paper recording the end of the employment gives the employer no right to end it', () => {
  it.each([
    // The opening fixes the last day; the benefits of an ending without cause only price that departure.
    ['SEPARATION AND RELEASE AGREEMENT\n\nDear Tom:\n\nYour employment with the Clinic will end effective March 15, 2031. In return for the release below, you will receive the benefits the Clinic gives on a termination without cause under Section 7 of your service agreement.'],
    // The paper takes his resignation; a benefits sentence names an ending without cause in passing.
    ['RELEASE AGREEMENT\n\nWHEREAS, the Clinic has agreed to accept the Physician\'s resignation from his posts and the end of his employment on the terms below;\n\n1. Any benefit the Clinic\'s plans owe on a termination of the Physician\'s employment without cause shall be paid as those plans provide.'],
  ])('stays silent: %s', (text) => expectTerm(text, undefined));

  it.each([
    // He resigned an office only and the paper employs him in another post: the employer's at-will right stands.
    ['LETTER AGREEMENT\n\nDr. Roe has resigned as chair of the board of Harbor Clinics, Inc. Effective at once, the Clinic will employ Dr. Roe as its research adviser at a salary of $300,000 per year. The Clinic may end this employment at any time without cause.', '0 days notice without cause'],
    // A resignation of someone else, recited as history, does not make the paper one about his leaving.
    ['SERVICE AGREEMENT\n\nWHEREAS, the Clinic accepted the resignation of its former medical director last spring;\n\n1. The Clinic may end the Doctor\'s employment at any time without cause, and will then pay her six months of salary.', '0 days notice without cause'],
  ])('reads %s', (text, want) => expectTerm(text, want));
});

describe('contract_dur_renew: a span named as a period of something else is not the term', () => {
  it.each([
    // Dates framing the months over which a severance sum is paid.
    ['SEPARATION AGREEMENT\n\n2. For a period commencing on April 1, 2031 through January 31, 2032 (the "Severance Period") the Clinic will pay you fifteen thousand dollars each month.'],
    // The months over which group cover is kept up, under a name of their own.
    ['SEPARATION AGREEMENT\n\n3. For a period commencing on April 1, 2031 through September 30, 2031 (the "Benefits Period") the Clinic will keep the Doctor on its group health plan.'],
  ])('stays silent: %s', (text) => expectTerm(text, undefined, TERM));

  it.each([
    // The same frame named as the employment's own period is its term.
    ['SERVICE AGREEMENT\n\nThis Service Agreement is made as of April 1, 2031.\n\n2. For a period commencing on April 1, 2031 through March 31, 2033 (the "Employment Period") the Clinic shall employ the Doctor as a staff surgeon.', '2 years; no automatic renewal'],
  ])('reads %s', (text, want) => expectTerm(text, want, TERM));
});

describe('term_prov: employment at will only once the term has run out', () => {
  it.each([
    // A holdover's footing; the way out of the term is the notice that stops its yearly extension.
    ['2. Term. The Term runs for two years from the Start Date and is then extended by one more year at each anniversary unless the Clinic gives the Doctor written notice to the contrary at least 120 days before the Term would end. Should the Doctor keep working for the Clinic after the expiration of the Term, that further employment will be at-will.', '120 days notice without cause'],
  ])('reads %s', (text, want) => expectTerm(text, want));

  it.each([
    // At will from the first day: the employer may end it at any time.
    ['2. Term. The Term runs for two years from the Start Date and is then extended by one more year at each anniversary unless the Clinic gives the Doctor written notice to the contrary at least 120 days before the Term would end. The Doctor\'s employment is at-will throughout.', '0 days notice without cause'],
  ])('reads %s', (text, want) => expectTerm(text, want));
});
