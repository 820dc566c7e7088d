// Round 30, legal provisions: the forum read from an arbitration held in a state or a metropolitan area, a state made
// the venue by name, an arbitration's own "forum"; notice address blocks and labels; held options bought out, cancelled
// or forfeited by a paper about leaving; releases, full-satisfaction and only-remedy wording; indemnity kept back from
// a release under a named instrument; integration in the negative. Sentences
// written for these tests.
import { describe, expect, it } from 'vitest';
import { valueOf } from './fields-helpers.js';
import { expectFlags } from './flags-helpers.js';

const JURISDICTION = 'legalContractualProvisions.miscellaneousProvisions.jurisdiction';
const OHIO_LAW = 'This letter is governed by the laws of the State of Ohio.';

describe('jurisdiction, round 30 wordings', () => {
  it.each([
    // The hearing conducted in a state names its seat.
    ['Any quarrel under this letter goes to arbitration. The arbitration shall be conducted in the State of Ohio under the rules of the AAA.', 'Ohio'],
    // A seat in a metropolitan area takes its state from the governing law.
    [`${OHIO_LAW} Any quarrel under this letter shall be settled only by arbitration in the Cleveland metropolitan area under the AAA rules.`, 'Cleveland, Ohio'],
    // A named seat with the employee's home county offered as a second choice.
    ['Any quarrel under this letter shall be settled only by arbitration in Akron, Ohio, or, at the option of the Officer, in the county where the Officer then resides.', 'Akron, Ohio'],
    // A state made the venue by name.
    [`${OHIO_LAW} The parties agree to Ohio as the exclusive venue for any quarrel under this letter.`, 'Ohio'],
    // An arbitration "in any forum" the parties choose makes no court clause: the seat's city stands.
    ['Any quarrel under this letter shall be settled by arbitration in any forum the parties choose or, failing that, before the AAA in Akron, Ohio.', 'Akron, Ohio'],
  ])('reads %s', (text, want) => {
    expect(valueOf(JURISDICTION, text)).toBe(want);
  });

  it.each([
    // A hearing in a state at a place still to be agreed names no seat.
    'Any quarrel under this letter goes to arbitration. The arbitration shall be held in the State of Ohio at a place to be agreed by both sides.',
    // Or at a spot both sides settle on, the arbitrator choosing failing that.
    'Any quarrel under this letter goes to arbitration, conducted in the State of Ohio at a location mutually agreed upon by the two sides or, absent that, picked by the arbitrator.',
    // A state denied as the venue.
    'The parties do not agree to Ohio as the exclusive venue for a quarrel under this letter.',
  ])('reads no forum in %s', (text) => {
    expect(valueOf(JURISDICTION, text)).toBeUndefined();
  });
});

/** A paper recording a leaving, so that what it does to held options is read as an amendment. */
const LEAVING = 'SEPARATION AGREEMENT AND RELEASE\\n\\nYour employment with the Trust ends on March 31, 2031.\\n\\n';
/** A paper whose opening ends the employment in the present tense. */
const ENDED = 'SEVERANCE AGREEMENT\\n\\n1. End of Service. The Officer\u2019s employment with the Trust is terminated effective at the close of business on May 2, 2031.\\n\\n';
/** A letter that takes a resignation agreed in it. */
const RESIGNS = 'Dear Officer:\\n\\nYou and the Trust have agreed that you shall resign as its president effective as of May 2, 2031, on the terms below.\\n\\n';
/** A severance agreement that prices a leaving still to come. */
const FORWARD = 'SEVERANCE AGREEMENT\\n\\nThe Trust wishes to keep the Officer in its service and sets out what he is owed if he is ever let go.\\n\\n';

const FLAG_CASES: [string, string][] = [
  // Held options ended by the paper itself.
  ['contract_amendments', `${LEAVING}The Trust agrees to buy out the share options marked on the list below at their spread on the leaving date.`],
  ['contract_amendments', `${ENDED}The Officer accepts that his 4,000 share options, vested and unvested alike, are cancelled by the Trust in full.`],
  ['contract_amendments', `${LEAVING}The Officer hereby forfeits any and all rights he holds to buy Trust stock under its option plans.`],
  // Near misses: options lapsing under their own plan, a forward-looking severance agreement.
  ['-contract_amendments', `${LEAVING}Unless otherwise provided in your award letter, your unvested share options are cancelled on the leaving date.`],
  ['-contract_amendments', `${FORWARD}The Officer hereby forfeits any and all rights he holds to buy Trust stock under its option plans.`],
  // Releases made in a paper that records or takes the leaving.
  ['liability', `${LEAVING}In exchange for the severance pay, you knowingly and willingly release the Trust from any kind of claim about your service.`],
  ['liability', `${RESIGNS}You voluntarily and irrevocably release and discharge the Trust and its staff from all claims you hold today.`],
  ['-liability', `${FORWARD}As a condition of the severance pay, you knowingly and willingly release the Trust from any kind of claim about your service.`],
  // Payments that settle every claim, or are made the only remedy.
  ['liability', 'If the Officer is let go without cause, the Trust pays him one year of pay, in full satisfaction of all obligations related to his employment.'],
  ['liability', 'The sums set out in Section 4 shall be the Officer\u2019s sole and exclusive remedy for any claims arising under this letter.'],
  ['-liability', 'The Trust shall pay the Officer his salary in full on the last day of each month.'],
  ['-liability', 'Section 4 sets out the remedies open to the Trust for a breach of the covenants.'],
  // A release that keeps back an indemnity under a named instrument keeps that indemnity for him.
  ['indemnification', 'This release shall not limit the Officer\'s right to be indemnified under the bylaws of the Trust as they now stand.'],
  ['indemnification', 'This general release does not release any rights the Officer holds under his Indemnification Agreement with the Trust.'],
  ['indemnification', 'This release also does not apply to any indemnification rights you hold for your service as an officer under the Trust\u2019s officer and director liability insurance policies.'],
  // Near misses: a statutory indemnity carved out, a release that keeps nothing named.
  ['-indemnification', 'The claims the Officer is releasing under this letter shall not include matters the law bars releasing, such as indemnification under the state labour code.'],
  ['-indemnification', 'This release does not apply to claims for unpaid wages earned before the leaving date.'],
  // A release form for a leaving still to come, its carve-outs reaching back from that day.
  ['-indemnification', 'This release does not apply to (a) pay accrued prior to the date of your termination or (b) your rights to indemnification under the bylaws of the Trust.'],
  // Integration put in the negative or inside the signer's statement.
  ['entire_agreement', 'No promises or representations, spoken or written, have been made by either side which are not set out in this agreement.'],
  ['entire_agreement', 'The Officer represents that he has read this letter and that all agreements and understandings between him and the Trust are embodied and expressed herein.'],
  ['-entire_agreement', 'No representations have been made to the press about the Officer\u2019s leaving.'],
  ['-entire_agreement', 'All agreements between the Trust and its suppliers are kept on file at its head office.'],
];

describe('legal provisions, round 30 wordings', () => {
  it.each(FLAG_CASES)('%s: %s', (expectation, text) => expectFlags(expectation, text));
});

const NOTICE_CASES: [string, string][] = [
  // An amendment that rewrites the copy-to block of the notices section: the block is the notices clause.
  ['notice_communication contact_info', '4. The second paragraph of Section 11 of the Service Agreement is hereby amended to read as follows: With a copy to: Lane & Birch LLP\\n12 Harbor Street\\nSalem, Oregon 97301'],
  // The numbered duties of a notices sentence.
  ['notice_communication contact_info', 'Any notice under this letter shall be (i) in writing and (ii) addressed as follows:\\nIf to the Trust: 40 Mill Road\\nSalem, Oregon 97301'],
  // An address labelled for notices under a signature, with no notices clause.
  ['contact_info -notice_communication', 'OFFICER:\\nSignature: /s/ A. Officer\\nAddress for Notices: 77 Pine Avenue\\nSalem, Oregon 97301'],
  // A copy-to line with no address under it, and a signature address with no notices label.
  ['-notice_communication -contact_info', 'With a copy to: the Trust\u2019s board secretary.'],
  ['-contact_info', 'OFFICER:\\nSignature: /s/ A. Officer\\nHome: 77 Pine Avenue\\nSalem, Oregon 97301'],
];

describe('notices, round 30 wordings', () => {
  it.each(NOTICE_CASES)('%s: %s', (expectation, text) => expectFlags(expectation, text));
});
