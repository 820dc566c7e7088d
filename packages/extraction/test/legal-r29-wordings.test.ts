// Round 29, legal provisions: held awards changed by a paper about leaving, releases and waivers made in the document,
// arbitration named in another agreement's title, courts and arbitration read for the dispute procedure, an agreement
// brought in "as if set out here", and the signer's reading of the whole agreement. Sentences written for these tests.
import { describe, expect, it } from 'vitest';
import { valueOf } from './fields-helpers.js';
import { expectFlags } from './flags-helpers.js';

/** A paper recording a leaving, so that what it does to held awards is read as an amendment. */
const LEAVING = 'SEPARATION AGREEMENT AND RELEASE\\n\\nYour employment with the Trust ends on March 31, 2031.\\n\\n';
/** A severance agreement that prices a leaving still to come. */
const FORWARD = 'SEVERANCE AGREEMENT\\n\\nThe Trust wishes to keep the Officer in its service and sets out what he is owed if he is ever let go.\\n\\n';
/** A severance agreement that itself ends the employment, in words the leaving tests do not read. */
const ENDING = 'SEVERANCE AGREEMENT\\n\\nThe Officer hereby resigns as an employee of the Trust with effect from today.\\n\\n';

const FLAG_CASES: [string, string][] = [
  // Held awards vested, sped up or given a longer exercise window by a paper about leaving.
  ['contract_amendments', `${LEAVING}The share options given to you when you joined will vest.`],
  ['contract_amendments', `${LEAVING}The Trust shall cause the acceleration of 2,400 restricted units that had not vested.`],
  ['contract_amendments', `${LEAVING}Full vesting of all your share options and an extension of the exercise period to the end of their life.`],
  ['contract_amendments', `${LEAVING}The Trust shall vest on the leaving date 100% of your unvested restricted shares.`],
  ['contract_amendments', `${LEAVING}You shall retain the ability to exercise your vested options for a period of eighteen months after the leaving date.`],
  ['contract_amendments', `${LEAVING}Your options became exercisable in full last month and shall remain exercisable for the rest of their ten-year terms.`],
  ['contract_amendments', `${ENDING}His share options will continue to "vest" while the salary continuation runs.`],
  ['contract_amendments', `${ENDING}The Trust shall make an amendment to each of the outstanding option grants it has made to him.`],
  // Near misses: vesting on a later event, a forward-looking severance agreement, equity not named, a plain exercise.
  ['-contract_amendments', `${LEAVING}If a change of control occurs within a year, the share options given to you will vest.`],
  ['-contract_amendments', `${FORWARD}The share options given to the Officer when he joined will vest.`],
  ['-contract_amendments', `${FORWARD}The Trust shall make an amendment to each of the outstanding option grants it has made to him.`],
  ['-contract_amendments', `${LEAVING}Your deferred pay account will vest.`],
  ['-contract_amendments', `${LEAVING}You may exercise your vested options under the terms of the plan that granted them.`],
  // A release made in the document, its adverbs without "hereby", the claims last in a list or named by their kind.
  ['liability', `${LEAVING}You knowingly and willingly release the Trust and its staff from any and all suits, debts, demands and claims you hold today.`],
  ['liability', `${LEAVING}You freely and knowingly accept this sum, and you voluntarily and irrevocably release the Trust from any kind of claim about your service.`],
  ['liability', 'You hereby release the Trust and its staff from all suits, debts and claims you hold today.'],
  // The same release in an employment agreement, or in a paper that only prices a later leaving, is the one due then.
  ['-liability', 'EMPLOYMENT AGREEMENT\\n\\nYou knowingly and willingly release the Trust and its staff from any and all suits, debts, demands and claims on leaving.'],
  ['-liability', `${FORWARD}You knowingly and willingly release the Trust and its staff from any and all suits, debts, demands and claims you then hold.`],
  ['liability', 'The Officer does hereby, for himself and his heirs and assigns, forever release, remise and discharge the Trust from all charges, suits and claims.'],
  ['liability', 'By signing, the Officer accepts the end of his service and waives the right to bring any claim or action against the Trust.'],
  ['liability', 'By this letter the Officer hereby agrees to waive all of his rights and benefits under Section 4.2 of the Service Agreement.'],
  // Near misses: a release form still to be signed, a forum kept, a waiver of a jury.
  ['-liability', 'You will be asked to sign a release form at the end of the term.'],
  ['-liability', 'The Officer waives the right to bring any action before a jury.'],
  ['-liability', 'The Trust will explain the rights and benefits he holds under Section 4.2 of the Service Agreement.'],
  // Arbitration in another agreement's title, brought in by reference or by the integration clause.
  ['arbitration_clause', 'Your Staff Secrecy, Inventions and Arbitration Agreement signed in 2029 is hereby incorporated by reference into this letter.'],
  ['arbitration_clause', 'This letter, together with the Inventions Agreement (Including Non-Solicitation and Arbitration) you signed, contains the entire agreement on your service.'],
  ['arbitration_clause', 'Any claim under this letter shall be settled under the arbitration laws of the State of Ohio.'],
  ['arbitration_clause', 'The summary notes that Part 11 of the agreement contains a mandatory arbitration provision and a choice of Ohio law.'],
  // Near misses: an arbitration agreement only named, the arbitration laws named but nothing settled by them.
  ['-arbitration_clause', 'The Officer will receive a copy of the Staff Secrecy, Inventions and Arbitration Agreement used by the Trust.'],
  ['-arbitration_clause', 'The Trust keeps the arbitration laws of each state on file in its library.'],
  // Another agreement made part of this one "as if set out here".
  ['appendix_docs', 'The secrecy agreement you signed in 2029 is incorporated as if set out in full herein.'],
  ['-appendix_docs', 'The secrecy agreement you signed in 2029 stays in force as it stands.'],
  // The signer's statement that he has read the whole agreement is no integration clause.
  ['-entire_agreement', 'By signing, the Officer confirms that he has read the entire agreement and had time to take advice.'],
  ['entire_agreement', 'This letter is the entire agreement between the Officer and the Trust on his leaving.'],
];

describe('legal provisions, round 29 wordings', () => {
  it.each(FLAG_CASES)('%s: %s', (expectation, text) => expectFlags(expectation, text));
});

const DISPUTE = 'legalContractualProvisions.terminationSeverance.dispute_res_proc';

describe('dispute_res_proc, round 29 wordings', () => {
  it.each([
    // Mediation and arbitration offered as one choice: arbitration, with no mediation step before it.
    ['Any dispute about this release shall be settled by private mediation or binding arbitration under the rules of the Portland Dispute Service.', 'arbitration'],
    // A court for suits the arbitration does not reach, and no arbitration clause of its own.
    ['Should a suit under this letter for any reason not be subject to arbitration, each side consents to the personal jurisdiction of a competent Ohio court.', 'litigation'],
    // A court named with "either", before a competent court with its place, and disputes submitted to named courts.
    ['All claims about this letter are to be filed in either the county court of Kent or the federal court of that district.', 'litigation'],
    ['Every dispute under this release goes before a court of competent jurisdiction in the County of Kent, Delaware.', 'litigation'],
    ['The parties agree to submit any dispute over how this release is read and carried out to the courts of Lisbon.', 'litigation'],
    ['For any claim under this letter, each side accepts exclusive venue in a court with competent jurisdiction sitting in Kent County, Delaware.', 'litigation'],
    // The arbitration statute of a state named as the way disputes end.
    ['Any dispute arising out of this letter shall be resolved under the arbitration laws of the State of Ohio.', 'arbitration'],
  ])('reads %s', (text, want) => {
    expect(valueOf(DISPUTE, text)).toBe(want);
  });

  it.each([
    // A court named only as whoever might hold a term void, and a competent court with no place.
    'If any court of competent jurisdiction holds a term of this letter void, the rest stays in force.',
    'Any dispute arising under this release may be brought before a court of competent jurisdiction.',
  ])('reads no procedure in %s', (text) => {
    expect(valueOf(DISPUTE, text)).toBeUndefined();
  });

  it('keeps mediation as a first step before arbitration', () => {
    expect(valueOf(DISPUTE, 'Any dispute shall first be taken to mediation; if mediation fails within sixty days, it shall be settled by binding arbitration.')).toBe('mediation_then_arbitration');
  });
});
