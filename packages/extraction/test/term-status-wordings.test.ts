// Term, termination and status: families of wording read by the rules, in sentences written for these tests.
import { describe, expect, it } from 'vitest';
import { valueOf } from './fields-helpers.js';

const TERM_PROV = 'basicInformation.term_prov';

describe('term_prov: other ways of ending, and what is no ending at all', () => {
  it.each([
    // An amendment's own new text that prices an ending other than for cause shows the employer may end so.
    ['The Agreement is amended as follows. Section 7(b) is replaced in full: if the Company ends the Doctor\'s employment other than for Cause, the Company shall continue her salary for nine months.', '0 days notice without cause'],
    // Passive: the contract may be ended by either party, the notice period named after "notice ... of".
    ['Your engagement with the Clinic may be terminated by either party on written notice to the other party of three (3) months.', '90 days notice without cause'],
    // The employer's notice owed, said passively of the physician.
    ['The engagement runs with no fixed end date. Upon any termination by the Hospital, the Physician shall be given written notice of not less than forty-five (45) days.', '45 days notice without cause'],
    // "Cancel" is an ending verb too (labour contracts), and the physician's absence without cause is no ground of ending.
    ['Party A may cancel this contract where the staff member commits any of these faults: (1) absence without cause for four days in a row. The Employer cancels this contract without cause and pays the severance set out below.', '0 days notice without cause'],
    // Grounds listed after "for any of the following causes": the employer's ending is for cause only.
    ['The Clinic may dismiss the Physician whenever it chooses for any of the following causes: (a) a long inability to work; (b) gross negligence.', 'for cause only'],
    // An ending for cause named as one of the events that end the term.
    ['The term ends at the earliest of (i) the end of three years, (ii) the death of the Doctor, (iii) his resignation, or (iv) the termination of his employment by the Board for cause.', 'for cause only'],
    // Only a dismissal for cause has a consequence, and no other ending by the employer is mentioned.
    ['If you resign, or if you are dismissed for Cause, you will be paid your salary only up to your last day of work. "Cause" means gross neglect of duty or a crime of dishonesty.', 'for cause only'],
  ])('reads %s', (text, want) => {
    expect(valueOf(TERM_PROV, text)).toBe(want);
  });

  it('does not read "does not cause" (a verb) as "not for cause"', () => {
    expect(valueOf(TERM_PROV, 'If a payment here would be taxed, the Company shall pay it in another form that does not cause the Physician to owe a penalty tax, and shall add this text to the end thereof.')).toBeUndefined();
  });

  it('does not read a notice with a chance to cure as a notice without cause', () => {
    expect(valueOf(TERM_PROV, 'The term lasts two years unless ended for cause by either party on fifteen (15) days written notice giving the grounds and a fair chance to cure. If the Company ends this Agreement for any reason other than those stated here, it shall pay the rest of the salary for the term.')).toBe('0 days notice without cause');
  });

  it('does not read another agreement\'s terms recited in order to waive them', () => {
    expect(valueOf(TERM_PROV, 'The parties acknowledge that Section 8 of the Employment Agreement provides that the Executive may end her employment within a year after a sale and that the Company, if it ends her employment for reasons other than cause, owes her a lump sum. The Executive waives that lump sum.')).toBeUndefined();
  });
});
