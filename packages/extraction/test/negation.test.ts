// The one negation module (src/fields/negation): the value rules' reading of a term, the
// flag rules' readings of an offer, a plan and a provision, and the review's reading of a quote.
import { describe, expect, it } from 'vitest';
import { deniedAt, firstDenied, quoteDenies, quoteSelfPaid, quoteVoids, statedUndenied, type Reading } from '../src/fields/negation/index.js';

/** The flag rules' options as they were written before the readings had names. */
function readingOf(opts: { selfPaid?: boolean; maxBefore?: number }): Reading {
  if (opts.maxBefore) return { of: 'provision', reach: opts.maxBefore };
  return opts.selfPaid ? { of: 'offer' } : { of: 'plan' };
}

/** Whether the first occurrence of `word` in `text` is denied. */
function denied(text: string, word: string, opts: { selfPaid?: boolean; maxBefore?: number } = { selfPaid: true }): boolean {
  const s = text.toLowerCase();
  const at = s.indexOf(word);
  if (at < 0) throw new Error(`${word} not in ${text}`);
  return deniedAt(s, at, at + word.length, readingOf(opts));
}

describe('offers, plans and provisions', () => {
  it('sees a denial before the mention', () => {
    expect(denied('The Practice does not offer dental, vision or life insurance.', 'life insurance')).toBe(true);
    expect(denied('Physician shall not be eligible for tuition reimbursement.', 'tuition')).toBe(true);
    expect(denied('This Agreement contains no covenant not to compete.', 'covenant not to compete')).toBe(true);
  });

  it('reads a post not offered as the condition of the pay that follows, not its denial', () => {
    expect(denied('If you are not offered a post at the same salary, you will receive nine months of severance pay.', 'severance', { maxBefore: 120 })).toBe(false);
    expect(denied('The Officer is not offered any severance on leaving.', 'severance', { maxBefore: 120 })).toBe(true);
  });

  it('reads a failed settlement as the condition of the next step, not its denial', () => {
    expect(denied('Should a quarrel arise, the two sides talk first; if it cannot be settled by talks, it may go to arbitration in Leeds.', 'arbitration', { maxBefore: 80 })).toBe(false);
    expect(denied('Where the parties fail to agree within 30 days, either may refer the matter to mediation.', 'mediation', { maxBefore: 80 })).toBe(false);
    expect(denied('Disputes shall not be referred to arbitration.', 'arbitration', { maxBefore: 80 })).toBe(true);
  });

  it('reads "No." before a figure as a number, not a denial', () => {
    expect(denied('Under Amendment No. 4 the Clinic shall provide dental insurance.', 'dental insurance')).toBe(false);
    expect(denied('The Clinic provides no dental insurance.', 'dental insurance')).toBe(true);
  });

  it('sees a denial after the mention', () => {
    expect(denied('Casual dress is not permitted on duty.', 'casual dress')).toBe(true);
    expect(denied('Dental insurance | Not offered', 'dental')).toBe(true);
  });

  it('sees the physician paying for it himself', () => {
    expect(denied('Tail coverage shall be purchased at Physician\'s sole expense.', 'tail coverage')).toBe(true);
    expect(denied('All license fees shall be borne by Physician.', 'license')).toBe(true);
    expect(denied('Physician shall pay all fees for the DEA registration.', 'dea')).toBe(true);
  });

  it('reads a caption or a deletion after the mention as a denial', () => {
    expect(denied('5.4 tail coverage not provided.', 'tail coverage', { selfPaid: true })).toBe(true);
    expect(denied('Section 9 (Non-Solicitation) of the Prior Agreement is hereby deleted.', 'non-solicitation', { maxBefore: 60 })).toBe(true);
    expect(denied('The non-compete in the Original Agreement shall be of no further force or effect.', 'non-compete', { maxBefore: 60 })).toBe(true);
    expect(denied('The parties wish to strike the covenant not to compete.', 'covenant not to compete', { maxBefore: 60 })).toBe(true);
    expect(denied('The non-compete shall survive termination.', 'non-compete', { maxBefore: 60 })).toBe(false);
    expect(denied('The non-compete shall be void if the Practice terminates this Agreement without cause.', 'non-compete', { maxBefore: 60 })).toBe(false);
    // Wording swapped for other wording amends the provision; it does not take it out.
    expect(denied('Clause 7 of the 2019 letter is hereby deleted in its entirety and is replaced by this text: the non-compete runs two years.', 'non-compete')).toBe(false);
    expect(denied('The words "fifteen miles" in Clause 7 are deleted and replaced by "thirty miles" for the non-compete.', 'non-compete', { maxBefore: 80 })).toBe(false);
    expect(denied('Clause 7 of the Prior Agreement is hereby deleted in its entirety, so the non-compete ends.', 'non-compete')).toBe(true);
    // The "and" left out, a mark-up legend, and the new text brought in by how the clause now reads.
    expect(denied('Clause 4 of the 2020 letter is hereby struck in its entirety replaced by these words: the non-compete lasts a year.', 'non-compete')).toBe(false);
    expect(denied('Clause 4 is replaced by the text below (new words shown in bold, old words struck through and deleted): the non-compete lasts a year.', 'non-compete', { maxBefore: 200 })).toBe(false);
    expect(denied('Clause 4 is hereby deleted and amended to read in full: the non-compete lasts a year.', 'non-compete')).toBe(false);
    expect(denied('Clause 4 (new words underlined) is hereby deleted, so the non-compete ends.', 'non-compete')).toBe(true);
    // A covenant that lapses on a condition still binds until then; one that lapses outright is gone.
    expect(denied('Should the Clinic let him go without cause, he will no longer be bound by the non-compete above.', 'non-compete')).toBe(false);
    expect(denied('He will no longer be bound by the non-compete above.', 'non-compete')).toBe(true);
    // The new wording put in by its own verb ("and the following inserted", "and inserting these words") amends too.
    expect(denied('In Clause 3 the second sentence is to be deleted and the following inserted in its stead: the Doctor shall act as Chief of Staff.', 'chief of staff', { maxBefore: 140 })).toBe(false);
    expect(denied('Clause 3 is changed by deleting its final two sentences and inserting these words: the Doctor shall act as Chief of Staff.', 'chief of staff', { maxBefore: 140 })).toBe(false);
    expect(denied('Clause 3 is changed by deleting its final two sentences, so that the Doctor shall act as Chief of Staff no more.', 'chief of staff', { maxBefore: 140 })).toBe(true);
  });

  it('lets a sentence-opening "nothing in this Agreement" govern the whole sentence', () => {
    const far = 'Nothing in this Agreement shall be read to appoint or elect the Physician to any department chair, committee chair or other leadership role.';
    expect(denied(far, 'leadership role', { maxBefore: 60 })).toBe(true);
    expect(denied('Nothing in this Agreement prohibits Physician from holding a leadership role.', 'leadership role', { maxBefore: 60 })).toBe(false);
    expect(denied('Nothing in this Agreement limits tenure; however, the Hospital offers a leadership role.', 'leadership role', { maxBefore: 60 })).toBe(false);
  });

  it('sees the physician made responsible for it', () => {
    expect(denied('Any extended reporting endorsement is the Physician\'s responsibility.', 'extended reporting')).toBe(true);
    expect(denied('Tail coverage will remain your sole responsibility.', 'tail coverage')).toBe(true);
  });

  it('is not fooled by phrases that only look negative', () => {
    expect(denied('The Hospital shall provide parking at no cost to Physician.', 'parking')).toBe(false);
    expect(denied('The Group shall provide, at its sole expense, tail coverage.', 'tail coverage')).toBe(false);
    expect(denied('Physician shall receive not less than four weeks of paid parental leave.', 'parental leave')).toBe(false);
    expect(denied('Duties that do not require presence may be performed from home.', 'from home')).toBe(false);
    // A floor on the terms: "at levels no less favorable than".
    expect(denied('The Officer shall receive benefits on terms no less favorable than other officers, including dental benefits.', 'dental benefits')).toBe(false);
    expect(denied('Benefits shall be not less generous than those of the parent, including vision cover.', 'vision cover')).toBe(false);
    expect(denied('So long as the Officer is not in breach of this Agreement: the Company shall reimburse business expenses.', 'business expenses')).toBe(false);
    // A limit on when a covenant applies: "in no other circumstances" denies nothing after it.
    expect(denied('If severance is paid, and in no other circumstances, the covenant applies.', 'covenant', { maxBefore: 60 })).toBe(false);
  });

  it('lets a break end the reach of a denial', () => {
    expect(denied('Physician shall not accrue vacation; the Hospital shall provide life insurance.', 'life insurance')).toBe(false);
    expect(denied('Physician is not eligible for any bonus except the medical director stipend.', 'medical director')).toBe(false);
  });

  it('reads "including but not limited to" as part of the list, not a break', () => {
    expect(denied('The Advisor shall receive no benefits, including but not limited to dental cover or paid leave.', 'dental cover', { selfPaid: false })).toBe(true);
    expect(denied('The Practice shall provide benefits, including, but not limited to, dental cover.', 'dental cover', { selfPaid: false })).toBe(false);
    // A real "but" still ends the denial.
    expect(denied('The Advisor shall receive no paid leave, but the Firm shall provide dental cover.', 'dental cover', { selfPaid: false })).toBe(false);
  });

  it('reads delayed eligibility as an offer', () => {
    expect(denied('Physician shall not be eligible for health insurance until the first of the month after 60 days.', 'health insurance')).toBe(false);
  });

  it('reaches every item of a list it opens, past the usual reach', () => {
    const list = 'The Practice will not offer the Surgeon phantom equity, restricted stock units, a profits interest, or any partnership track.';
    expect(denied(list, 'partnership track', { maxBefore: 60 })).toBe(true);
    expect(denied(list, 'restricted stock', { maxBefore: 60 })).toBe(true);
    // Past the reach and not a list item: the cue does not govern.
    expect(denied('The Practice will not offer the Surgeon any signing bonus in the first year of the term, although it grants stock options.', 'stock options', { maxBefore: 60 })).toBe(false);
  });

  it('stops at a new statement with its own subject', () => {
    expect(denied('The Group does not reimburse CME travel, and the Physician shall obtain hospital privileges.', 'hospital privileges', { maxBefore: 140 })).toBe(false);
    expect(denied('The Group does not reimburse CME travel, and the Physician shall not obtain hospital privileges.', 'hospital privileges', { maxBefore: 140 })).toBe(true);
  });

  it('limits how far back a denial reaches when asked', () => {
    const long = 'Physician shall not, during the term of employment and for the period stated in the schedule of restrictions attached to this letter, solicit patients.';
    expect(denied(long, 'solicit', { maxBefore: 40 })).toBe(false);
    expect(denied(long, 'solicit', { maxBefore: 200 })).toBe(true);
  });
});

describe('offers and plans: negated passives and table cells', () => {
  it('denies the subject of "is/are/will not be" + participle', () => {
    expect(denied('Moving costs will not be reimbursed by the Clinic.', 'moving costs')).toBe(true);
    expect(denied('A controlled substances registration is not required.', 'controlled substances registration', { maxBefore: 60 })).toBe(true);
    expect(denied('Tail insurance shall not be purchased by the Company.', 'tail insurance')).toBe(true);
    expect(denied('Gym memberships are not to be reimbursed.', 'gym')).toBe(true);
    expect(denied('Relocation costs cannot be paid from grant funds.', 'relocation')).toBe(true);
  });

  it('reads a table cell or label that says not given', () => {
    expect(denied('Relocation | Not authorized', 'relocation')).toBe(true);
    expect(denied('Sign-on bonus: not applicable', 'sign-on bonus')).toBe(true);
    expect(denied('Parking: none', 'parking')).toBe(true);
  });

  it('does not let a later negated passive about something else deny the mention', () => {
    expect(denied('Moving costs will be reimbursed and receipts are not required.', 'moving costs')).toBe(false);
    expect(denied('Moving costs will be reimbursed, although itemised receipts are not required.', 'moving costs')).toBe(false);
    expect(denied('Tail coverage shall be provided by the Group even if the Physician is not re-employed.', 'tail coverage')).toBe(false);
    expect(denied('DEA registration is required; a state registration is not required.', 'dea', { maxBefore: 60 })).toBe(false);
  });

  it('sees the physician paying under any defined term', () => {
    expect(denied('The Associate shall be solely responsible for purchasing tail coverage.', 'tail coverage')).toBe(true);
    expect(denied('Tail coverage shall be paid by the Surgeon.', 'tail coverage')).toBe(true);
    expect(denied('The Hospitalist shall pay his own society dues.', 'society dues')).toBe(true);
    expect(denied('The Group shall pay the Associate\'s society dues.', 'society dues')).toBe(false);
  });
});

// The value rules' reading of a figure or a choice (a short window around the mention).
describe('negation and exclusion', () => {
  it('sees a denied term', () => {
    expect(firstDenied('employer shall not provide tail coverage', /tail coverage/)).toBe(true);
    expect(firstDenied('there is no non-competition covenant in this agreement', /non-competition covenant/)).toBe(true);
    expect(firstDenied('tail coverage is not provided by the practice', /tail coverage/)).toBe(true);
    expect(firstDenied('physician shall not be eligible for a signing bonus', /signing bonus/)).toBe(true);
  });

  it('does not take limits or scope breaks for a denial', () => {
    expect(firstDenied('upon not less than 90 days notice, either party may terminate', /terminate/)).toBe(false);
    expect(firstDenied('the bonus shall not exceed $30,000', /bonus/)).toBe(false);
    expect(firstDenied('no relocation allowance is offered, but employer will pay a signing bonus', /signing bonus/)).toBe(false);
    expect(firstDenied('either party may terminate without cause', /terminate/)).toBe(false);
    expect(firstDenied('disputes shall be submitted to non-binding mediation', /mediation/)).toBe(false);
  });

  it('finds a positive mention among negative ones', () => {
    expect(statedUndenied('no weekend call; physician shall take weeknight call', /\bcall\b/)).toBe(true);
    expect(statedUndenied('physician shall have no call', /\bcall\b/)).toBe(false);
  });
});

describe('a clause that states or denies a term', () => {
  it('affirms and denies on a clause', () => {
    expect(firstDenied('employer shall not provide tail coverage.', /tail coverage/)).toBe(true);
    expect(statedUndenied('employer shall not provide tail coverage.', /tail coverage/)).toBe(false);
    expect(statedUndenied('employer shall purchase tail coverage.', /tail coverage/)).toBe(true);
    expect(firstDenied('employer shall purchase tail coverage.', /tail coverage/)).toBe(false);
  });
});

describe('exceptions that do not deny', () => {
  it('reads "except as provided" as no denial', () => {
    expect(firstDenied('except as provided in section 5, employer shall pay a signing bonus of $10,000', /signing bonus/)).toBe(false);
    expect(firstDenied('unless otherwise agreed, physician shall receive 4 weeks of vacation', /vacation/)).toBe(false);
  });
});

describe('a quote read by the review', () => {
  it('sees a denial, a voided provision and a cost left to the physician', () => {
    expect(quoteDenies('the practice does not provide dental insurance.')).toBe(true);
    expect(quoteDenies('the bonus shall not exceed $30,000.')).toBe(false);
    expect(quoteVoids('section 9 is deleted in its entirety.')).toBe(true);
    expect(quoteVoids('section 9 applies.')).toBe(false);
    expect(quoteSelfPaid('tail coverage at physician\'s own expense.')).toBe(true);
    expect(quoteSelfPaid('tail coverage at its sole expense.')).toBe(false);
  });

  it('reads the same term differently as a figure and as an offer', () => {
    // A cue far before the mention: the figure reading stops at its window, the offer reading does not.
    const s = 'nothing in this agreement obliges the practice, whatever the circumstances of the physician and the practice may be, to pay a retention bonus';
    const at = s.indexOf('retention bonus');
    expect(deniedAt(s, at, at + 15)).toBe(false);
    expect(deniedAt(s, at, at + 15, { of: 'offer' })).toBe(true);
  });
});
