// Round 31, legal provisions: mediation named only among kinds of proceeding, arbitration agreed with an active verb, a
// venue set only in a release form or for one paragraph;
// a severability clause's "as if incorporated", benefits left to unnamed plans that grant them; inventions named only
// as something seen or handed back; an amount measured by a plan; covenants only denied, only referred to, or secrets
// named only as what a restriction protects. Sentences written for these tests.
import { describe, expect, it } from 'vitest';
import { valueOf } from './fields-helpers.js';
import { expectFlags } from './flags-helpers.js';

const DISPUTE = 'legalContractualProvisions.terminationSeverance.dispute_res_proc';

describe('dispute_res_proc, round 31 wordings', () => {
  it.each([
    // Mediation as a step before arbitration, the arbitration agreed with an active verb.
    ['The two sides shall first try to resolve any quarrel under this letter by mediation. Any quarrel left after forty days the two sides will settle exclusively by arbitration in Dayton, Ohio.', 'mediation_then_arbitration'],
    ['Any quarrel about this letter the parties shall resolve by binding arbitration before a single arbitrator.', 'arbitration'],
    // A real mediation step, listed without any court.
    ['Any quarrel under this letter shall be taken to mediation before a mediator the parties pick together.', 'mediation'],
  ])('reads %s', (text, want) => {
    expect(valueOf(DISPUTE, text)).toBe(want);
  });

  it.each([
    // Mediation only among the kinds of proceeding in a carve-out or a fee clause.
    'Nothing here stops either side from giving truthful testimony in any legal, arbitral or mediation proceeding.',
    'If the officer wins his claim through settlement, mediation, arbitration or otherwise, the firm shall repay his legal costs.',
    'This section does not apply where any court, arbitrator, mediator or agency hearing a dispute orders the disclosure.',
    'Either side may make a true statement as needed in any litigation, arbitration or mediation about this letter.',
    // A venue for proceedings under one paragraph only, merely permitted.
    'Any suit arising under this paragraph may be brought before the county court of Kent, Ohio, and the officer consents to that court.',
  ])('reads no procedure in %s', (text) => {
    expect(valueOf(DISPUTE, text)).toBeUndefined();
  });

  it('keeps a venue for disputes under the whole agreement', () => {
    expect(valueOf(DISPUTE, 'Any suit arising under this agreement shall be brought only in the state or federal courts in Akron, Ohio.')).toBe('litigation');
  });

  it('reads no venue inside an attached form of release', () => {
    const form = 'Exhibit A\nForm of Release\nThe officer releases the firm from all claims. Any suit over this release shall be brought only in the state or federal courts in Akron, Ohio.';
    expect(valueOf(DISPUTE, form)).toBeUndefined();
  });
});

describe('appendix_docs and IP_rights, round 31 wordings', () => {
  it.each([
    // A severability clause's reformed term is this agreement's own.
    ['-appendix_docs', 'Should a court find any term of this letter too broad, that term shall be narrowed and the letter enforced as if the term had been originally incorporated herein in its narrowed form.'],
    // Benefits left to whatever plans grant them.
    ['-appendix_docs', 'All other benefits shall be governed by the terms of the plans or agreements under which such benefits are provided.'],
    // A named earlier contract still governs the rest: a document brought in.
    ['appendix_docs', 'All other terms of your post shall be governed by your service contract of 4 May with the Trust.'],
    // A real incorporation stays.
    ['appendix_docs', 'The code of conduct of the firm is incorporated herein by reference.'],
    // Inventions seen or handed back, none assigned.
    ['-IP_rights', 'The officer admits that he has had access to inventions and other intellectual property the firm owns.'],
    ['-IP_rights', 'On leaving, the officer shall return all property of the firm, including work product and drawings.'],
    // An assignment still counts.
    ['IP_rights', 'The officer hereby assigns to the firm all inventions he makes while employed.'],
    ['IP_rights', 'All inventions the officer makes while employed shall belong to the firm, and he shall return every drawing of them.'],
  ])('%s: %s', (expectation, text) => expectFlags(expectation, text));
});

describe('covenants and plan-measured amounts, round 31 wordings', () => {
  it.each([
    // An amount measured as a plan measures it brings in no document; a term defined by a plan does.
    ['-appendix_docs', 'This sum equals eighteen months of base pay, as described in the Acme Severance Plan.'],
    ['appendix_docs', 'Good Reason has the meaning given in the Acme Severance Plan.'],
    // A statement that no non-compete binds him.
    ['-non_comp_clause', '7. Non-Competition. The firm confirms that the officer is not subject to any non-competition covenant which could limit his new post.'],
    ['non_comp_clause', 'For one year after leaving, the officer shall not compete with the firm anywhere in Ohio.'],
    // The covenants' agreement named only as the one a letter then acts on.
    ['-non_comp_clause -non_solicit_agree', 'Reference is made to that certain Non-Competition and Non-Solicitation Agreement dated 3 March between you and the firm.'],
    // The filer's note on figures left out as sensitive.
    ['-conf_non_disclosure_agree', 'The registrant has omitted the bonus targets, which are confidential business information whose disclosure would harm it.'],
    // Secrets named only as what the restriction protects.
    ['-conf_non_disclosure_agree', 'He agrees that the area and length of this restriction are reasonable and needed to protect the confidential information of the firm.'],
    ['conf_non_disclosure_agree', 'He agrees to keep all confidential information of the firm in strict confidence and never to disclose it.'],
    // Non-disparagement is not confidentiality.
    ['-conf_non_disclosure_agree', 'You will not disparage, or communicate any unfavourable information about, the firm.'],
    ['conf_non_disclosure_agree', 'You will not disparage the firm, nor will you disclose any of its confidential information to anyone.'],
  ])('%s: %s', (expectation, text) => expectFlags(expectation, text));
});
