// term_prov: which routes the employer has to end the employment (without cause on notice, a notice not to renew, grounds
// only), in sentences written for these tests.
import { describe, expect, it } from 'vitest';
import { expectTerm, TERM_PROV, valueOf } from './fields-helpers.js';

describe('term_prov: an ending by either party on notice', () => {
  it.each([
    // "terminable" is an ending word too.
    ['The engagement is terminable by either the Clinic or the Doctor without cause on at least three weeks prior notice, or terminable by the Clinic for cause at once.', '21 days notice without cause'],
    // The term runs until either party ends it on notice.
    ['Beginning on the Start Date and running until ended by either party upon sixty (60) days written notice to the other, the Advisor will give the Clinic such advice as it asks for.', '60 days notice without cause'],
    // Either party's intention to end, told to the other a set time ahead.
    ['Should either party intend to end this contract, it shall notify the other party by letter 45 days in advance.', '45 days notice without cause'],
  ])('reads %s', (text, want) => expectTerm(text, want));

  // "Serious cause" is one of the qualifiers a cause standard carries, as "good" or "just" cause.
  it.each([
    ['If the Clinic ends the Doctor\'s employment without serious cause, it shall pay her salary for six further months.', '0 days notice without cause'],
  ])('reads %s', (text, want) => expectTerm(text, want));

  // Where the employer may end without cause, the termination date such an ending takes effect on, a set number of days
  // after its notice, is its notice; one the employee chooses, or a window to put a failure right, is not.
  it.each([
    ['The Clinic may end the employment with or without Cause. The "Termination Date" is (i) where the employment is ended other than for Cause or on account of her death or disability, 60 days after receipt of the Notice of Termination, and (ii) otherwise the date of that notice.', '60 days notice without cause'],
    ['If the Company terminates the Officer without cause (a step the Company may take at any time) or she quits for Good Reason, the Company shall pay her a year of salary. Good Reason means (a) a failure by the Company to pay her that it has not cured within fifteen (15) days after written notice of it, or (b) at her election, a sale of the Company (an election she may make on forty-five (45) days\' prior written notice).', '0 days notice without cause'],
    ['If the Company terminates the Officer without cause (a step the Company may take at any time) or she quits for Good Reason, the Company shall pay her a year of salary. Good Reason means a failure by the Company to pay her that it has not cured within fifteen (15) days after written notice of it.', '0 days notice without cause'],
  ])('reads %s', (text, want) => expectTerm(text, want));

  // A window to remedy a fault, counted from the employee's notice, is no notice of an ending.
  it('does not read a cure period beside a with-or-without-cause ending as the notice', () => {
    expect(valueOf(TERM_PROV, 'If, after a sale of the Clinic, the Doctor is dismissed with or without cause, or she reports a cut in her pay and the Clinic fails for at least twenty (20) days after her notice (the cure window) to remedy it, the Clinic shall pay her the sums owed on a dismissal without cause.')).not.toBe('20 days notice without cause');
  });

  // A plan or a programme ended at the employer's discretion is no ending of the employment.
  it('does not read a benefit plan the employer may end at its discretion as a right to dismiss', () => {
    expectTerm('The Doctor may join the group health plan; the Clinic may at its sole discretion change or end any such staff benefit plan for all staff.', undefined);
  });

  it('does not read the physician\'s own notice to leave as the employer\'s', () => {
    expectTerm('Should the Doctor intend to end this contract, she shall notify the Clinic by letter 45 days in advance.', undefined);
  });

  it('does not read an ending by either party on a ground as one without cause', () => {
    expect(valueOf(TERM_PROV, 'This contract may be ended by either party upon thirty (30) days notice if the other party is in breach and fails to cure it.')).not.toBe('30 days notice without cause');
  });
});

describe('term_prov: a notice not to renew as the employer\'s only way out', () => {
  it('reads the non-renewal window even where the employer may also end the employment on grounds', () => {
    const text = 'The term is one year and renews for further one-year terms unless either party tells the other in writing that it will not renew, at least ninety (90) days before the current term ends. The Clinic may end the Doctor\'s employment upon any of the following events: (a) her conviction of a felony; (b) her material breach of this Agreement.';
    expectTerm(text, '90 days notice without cause');
  });

  it('reads a renewal stopped by a notice "to the contrary"', () => {
    expectTerm('Each year the Agreement renews for a further year, unless either party sends the other a written notice to the contrary no fewer than 45 days before that year ends.', '45 days notice without cause');
  });

  it('reads the employer\'s failure to give a non-renewal notice as its window', () => {
    expectTerm('The term ends on June 30, 2031 and is extended by one more year each time the Company fails to give notice of non-renewal at least 120 days before the end of the then current term.', '120 days notice without cause');
  });

  it('does not read a window only the physician may use', () => {
    expectTerm('The term renews for one-year periods unless the Doctor gives notice of non-renewal at least 60 days before the end of the current period.', undefined);
  });
});

describe('term_prov: endings on grounds only', () => {
  it.each([
    // A failure to do the work, with the employer's right to end on notice.
    ['If the Advisor does not make himself available or fails to perform the services, the Clinic may end this Agreement on ten days written notice.', 'for cause only'],
    // A permanent disability as the only ground, the right given as an option.
    ['Should the Doctor become permanently disabled, the Clinic is given the option to end her engagement.', 'for cause only'],
    // A dismissal on "good and sufficient cause".
    ['This Agreement ends at once upon the Doctor\'s death or his discharge by the Employer upon good and sufficient cause.', 'for cause only'],
    // A labour contract's employer, "entitled to" end it for a breach.
    ['If Party B breaches his duties, Party A is entitled to terminate this contract by giving Party B 30 days prior notice.', 'for cause only'],
    // Ending left to the labour law alone.
    ['The termination and renewal of this contract shall be handled in accordance with the labour contract law of the State and local rules.', 'for cause only'],
  ])('reads %s', (text, want) => expectTerm(text, want));

  it.each([
    // A disability that only measures a benefit gives the employer no ending.
    ['If the Doctor becomes permanently disabled, the disability plan pays her sixty percent of salary.'],
    // The labour law named for wages, not for the ending.
    ['Wages are paid in accordance with the labour law of the State.'],
    // A failure to perform named with no ending attached.
    ['The Advisor shall keep records and, if he fails to perform any service, shall tell the Clinic at once.'],
  ])('stays silent on %s', (text) => expectTerm(text, undefined));
});

describe('term_prov: a renewal stopped by a party objecting or electing to end it', () => {
  it('reads the lead time of an objection to the extension as the without-cause notice', () => {
    expect(valueOf(TERM_PROV, 'The term of the Doctor\'s employment runs to June 30, 2033. After that the term shall automatically be extended for successive periods of one year unless either party objects to such extension by notice in writing at least 120 days before the end of the then current term.')).toBe('120 days notice without cause');
  });
  it('reads an employer that elects to end the employment before a renewal', () => {
    expect(valueOf(TERM_PROV, 'The term of the Doctor\'s employment runs to June 30, 2033 and will be automatically extended for further one-year periods unless the Clinic elects to end the employment and tells the Doctor so at least 45 days before the end of the current term.')).toBe('45 days notice without cause');
  });
});

describe('term_prov: an amendment that rewrites the term with its non-renewal window', () => {
  it('takes the window as the notice though earlier endings are left to the amended agreement', () => {
    expect(valueOf(TERM_PROV, 'This First Amendment amends the Employment Agreement dated May 1, 2029 between the Clinic and the Doctor. Section 4 of the Employment Agreement now reads in full as follows: "Subject to any earlier termination as provided in Section 5, the term of the Doctor\'s employment will be three years from June 1, 2031 and will be automatically extended for further one-year periods unless the Clinic elects to end the employment and tells the Doctor so at least 75 days before the end of the current term."')).toBe('75 days notice without cause');
  });
});

describe('term_prov: a window given by "either party hereto shall have notified"', () => {
  it('reads the party named with its agreement and a perfect tense as the one giving notice', () => {
    expect(valueOf(TERM_PROV, 'The term of the Doctor\'s employment (the "Term") shall be three years from January 1, 2031, provided that at the end of each year the Term shall be automatically extended for one more year unless either party hereto shall have notified the other in writing 60 days prior to the end of that year of its wish not to renew this Agreement.')).toBe('60 days notice without cause');
  });
});

describe('term_prov: a company ending for every reason but cause, and one not denied by a consent it lacks', () => {
  it.each([
    ['Should the Company end his employment for any reason whatsoever (other than his death, his disability or a termination for cause), he shall receive his salary to the end of the Term.', '0 days notice without cause'],
    ['Any material cut in her base pay made without her consent may be considered a termination without cause by the Bank.', '0 days notice without cause'],
  ])('reads %s', (text, want) => expectTerm(text, want));
});

describe('term_prov: a renewal that holds unless a party simply notifies the other before the term ends', () => {
  it.each([
    // Either side's plain notice ahead of the end, grounds-only dismissal beside it: the notice is the route without cause.
    ['The Doctor is engaged from March 1, 2031 to March 1, 2033, and this contract is extended by further periods of a year unless either party notifies the other party in writing no later than four months before the end of the current period. The Clinic may end this contract only if the Doctor commits a serious breach of it.', '120 days notice without cause'],
    // The extension holds in the event that no notice of termination is given by one side to the other ahead of the end.
    ['The Term runs until the third anniversary of this Amendment, provided that the Term is extended by a further year in the event that a written notice of termination is not given by one party to the other at least ninety days before the end of the Term.', '90 days notice without cause'],
  ])('reads %s', (text, want) => expectTerm(text, want));
});

describe('term_prov: "without cause" said of a refusal to renew, or of a physician deemed let go', () => {
  it.each([
    // The price of a refusal to renew, said to be "without cause", is no right to end the term early.
    ['This Agreement renews for successive one-year terms unless, at least sixty (60) days before a term ends, either the Hospital or the Doctor gives written notice to the other of its intention not to renew. If the Hospital\'s refusal to renew this Agreement is "without cause," the Hospital shall pay the Doctor six months of salary upon the termination of her employment.', '60 days notice without cause'],
    // A disability that outlasts a set period is treated as a dismissal without cause: no right of the employer to end.
    ['The term renews for one-year periods unless either party gives written notice at least three months prior to the close of the term of its wish not to renew. Should the Doctor remain disabled for more than ninety days, she shall be deemed terminated without cause under Section 9.', '90 days notice without cause'],
  ])('reads %s', (text, want) => expectTerm(text, want));
});

describe('term_prov: an amendment that names an ending for cause only as the trigger of something else', () => {
  it('reads no route from it', () => {
    expect(valueOf(TERM_PROV, 'FIRST AMENDMENT TO EMPLOYMENT AGREEMENT\n\n1. Section 6 of the Agreement is amended to read: if the Physician is dismissed by the Clinic for Cause before the merger closes, the retention award lapses.')).toBeUndefined();
  });
});

describe('term_prov: a dismissal without cause priced, the sentence never saying "terminate"', () => {
  it.each([
    ['6. Release From Service Without Cause.\n\nShould the Doctor be dismissed by the Clinic without cause, the Clinic will pay her four months of salary in one sum.', '0 days notice without cause'],
    ['Should the Doctor be dismissed by the Clinic without cause, the Clinic will pay her four months of salary in one sum.', '0 days notice without cause'],
  ])('reads %s', (text, want) => expectTerm(text, want));
});
