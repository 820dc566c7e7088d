// Phrasing families found in unseen contracts: term verbs and renewal "terms of N years
// each", notice bound to the without-cause sentence, the weekend half of a call schedule,
// holiday counts in long paragraphs, and the figures an amendment puts in force.
import { describe, expect, it } from 'vitest';
import { BASE, T, valueOf } from './fields-helpers.js';

const TERM = 'basicInformation.contract_dur_renew';
const NOTICE = 'basicInformation.term_prov';
const CALL = 'workSchedule.call_sched';

describe('term and renewal: verbs and "terms of N years each"', () => {
  it.each([
    ['This contract runs for two (2) years from the Commencement Date. It then renews automatically for successive terms of one (1) year each.', '2 years; renews automatically for 1 year terms'],
    ['Your employment will continue for four years. After that it renews automatically for additional terms of two (2) years each.', '4 years; renews automatically for 2 year terms'],
    ['The agreement lasts three (3) years, after which it renews automatically for further terms of one (1) year each unless either of us objects.', '3 years; renews automatically for 1 year terms'],
    ['The agreement lasts five (5) years and will not renew automatically.', '5 years; no automatic renewal'],
  ])('reads the term %#', (text, want) => {
    expect(valueOf(TERM, text)).toBe(want);
  });

  it('does not take the length of a restrictive covenant as the term', () => {
    expect(valueOf(TERM, 'The covenant not to compete lasts two (2) years after the employment ends.')).toBeUndefined();
  });
});

describe('notice without cause: the figure bound to notice', () => {
  it('prefers the notice of the without-cause sentence over a renewal term in the same item', () => {
    const item = [
      'Part C. Term and Termination',
      'C1. Term. This Agreement continues for one (1) year and renews for successive one (1) year terms unless either party gives notice of non-renewal.',
      'C2. Termination Without Cause. Either party may end this Agreement without cause on forty-five (45) days\' written notice.',
    ].join('\n');
    expect(valueOf(NOTICE, item)).toBe('45 days notice without cause');
  });

  it('reads loosely bound notice', () => {
    expect(valueOf(NOTICE, 'Either party may terminate this Agreement without cause by giving the other party sixty (60) days of prior written notice.')).toBe('60 days notice without cause');
  });

  it('does not read a term that ends "unless notice is given" as the notice', () => {
    const text = 'Termination Without Cause. This Agreement renews for successive two (2) year terms unless notice is given, and either party may terminate it without cause.';
    expect(valueOf(NOTICE, text)).not.toBe('730 days notice without cause');
  });
});

describe('call schedule: the other half (weekends or weeknights)', () => {
  it.each([
    ['Call is shared on a one in five (1 in 5) weeknight rotation. Physician is not required to take weekend call.', '1 in 5 weeknights; no weekend call'],
    ['Physician shall take call one in four weeknights, with no weekend call.', '1 in 4 weeknights; no weekend call'],
    ['Weeknight call is one in five weeknights. Weekend call is one in six weekends.', '1 in 5 weeknights; 1 in 6 weekends'],
    ['Physician covers call one in three weekends and has no weeknight call.', '1 in 3 weekends; no weeknight call'],
  ])('adds the half that is stated %#', (text, want) => {
    expect(valueOf(CALL, text)).toBe(want);
  });

  it('does not read a limit on weekend call as its exclusion', () => {
    const text = 'Physician takes call one in four weeknights. Physician will not take weekend call more than once a month.';
    expect(valueOf(CALL, text)).toBe('1 in 4 weeknights');
  });
});

describe('holidays in long paragraphs', () => {
  // A letter whose layout is one long paragraph: a premium far away must not hide the count.
  const sentences = [
    'Night shifts carry a differential of ten percent.',
    'Your schedule is set one month ahead.',
    'You will work in the main clinic.',
    'Parking is provided at no cost.',
    'Scrubs are laundered by the clinic.',
    'Meals are available in the staff room.',
    'Your badge is issued on the first day.',
    'Orientation lasts two days.',
    'The medical records system is Epic.',
    'The Clinic recognises nine (9) paid holidays each calendar year.',
  ];
  it('reads the count stated with observes or recognises', () => {
    expect(valueOf(`${T}holidays`, sentences.join(' '))).toBe(9);
    expect(valueOf(`${T}holidays`, 'The Hospital observes ten (10) paid holidays a year.')).toBe(10);
  });

  it('still skips holidays that only carry premium pay', () => {
    const text = 'Physicians who work on a holiday receive a premium of time and a half. The Hospital recognises six (6) holidays.';
    expect(valueOf(`${T}holidays`, text)).toBeUndefined();
  });
});

describe('figures in force after an amendment or renewal', () => {
  const head = 'Second Amendment to Physician Employment Agreement\nThis Amendment changes the Physician Employment Agreement between the Practice and you.\n';

  it.each([
    ['Your current base salary is $300,000. Effective on the Amendment Date, your base salary is increased to $315,000 per year.', 315000],
    ['Your annual base salary is changed from $250,000 to $262,500.', 262500],
    ['Your current base salary of $350,000 remains unchanged.', 350000],
    ['Your current annual base salary is $400,000; it will increase to $420,000 in the second contract year.', 400000],
  ])('salary %#', (text, want) => {
    expect(valueOf(BASE, head + text)).toBe(want);
  });

  it.each([
    ['Your paid vacation is increased from four (4) weeks to five (5) weeks per year.', 25],
    ['Your vacation is reduced from twenty-five (25) days to twenty (20) days per year.', 20],
  ])('vacation %#', (text, want) => {
    expect(valueOf(`${T}vacation_days`, head + text)).toBe(want);
  });

  it('keeps year one in an ordinary contract with later steps', () => {
    expect(valueOf(BASE, 'Base salary shall be $300,000 per year in Contract Year 1, increasing to $320,000 in Contract Year 2.')).toBe(300000);
    expect(valueOf(`${T}vacation_days`, 'Physician receives four (4) weeks of vacation per year; vacation increases from four (4) weeks to five (5) weeks after the third year of employment.')).toBe(20);
  });
});
