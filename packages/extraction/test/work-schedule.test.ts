// Work schedule (workSchedule.*): sentences of contract language written for these tests.
import { describe, expect, it } from 'vitest';
import { valueOf } from './fields-helpers.js';
import { WEL, expectFlags, trueIn } from './flags-helpers.js';

const CALL = 'workSchedule.call_sched';
const HOURS = 'workSchedule.work_hours_sched_req';

// Flag phrasings: each line lists the fields that must be true and (with a leading '-') those
// that must stay false; "\\n" starts a line, "\f" a page.
const FLAG_CASES: [string, string][] = [
  // -- phrasings of contract language written for the tests
  // When and where he works left to him: his convenience, his own judgment, services at a distance.
  ["flex_sched remote_work", "The Adviser shall render his services at such times and at such locations as are reasonably convenient for him."],
  ["flex_sched", "From 2031 the Executive shall give such time to the business as he deems reasonably necessary."],
  ["remote_work", "The consulting services may be performed by telephone or by e-mail."],
  ["remote_work work_from_home", "The Director may use her home as a base of operations, and the Company will pay for a second phone line."],
  ["-flex_sched", "The Executive shall devote such time as the Board deems necessary to the business."],
  ["-flex_sched -remote_work", "Services shall be given at such times and places as are convenient to the Company."],
  ["-remote_work", "Notices may be given by telephone and confirmed in writing."],
  ["-remote_work -work_from_home", "The Company shall not use the Executive's home as an office for its staff."],
  ["-remote_work", "The Practice shall provide remote access to the electronic health record."],
  ["flex_sched", "Physician's schedule shall be flexible, subject to the needs of the Practice."],
  ["flex_sched", "Employer will accommodate a flexible work schedule for Physician."],
  ["remote_work", "Physician may telecommute one day per week."],
  ["-flex_sched", "Physician shall work a fixed schedule of Monday through Friday, 8 a.m. to 5 p.m."],
  ["-remote_work -work_from_home", "Physician shall not work remotely."],
  ["-remote_work", "Physician shall provide services at remote clinic sites in the county."],
  ["-remote_work -work_from_home", "Physician shall provide call coverage from home and respond within 30 minutes."],
  ["remote_work work_from_home", "Physician may complete documentation remotely from home on non-clinical days."],
  ["-flex_sched", "The Practice retains flexibility in scheduling Physician's clinic sessions."],
  ["-flex_sched", "Physician may participate in the flexible spending account for hours worked."],
  // -- families of phrasing (positives, negations, distractors)
  ['-remote_work', 'The Provider may not work remotely.'],
  // Remote work and work from home: telework, a home worksite, working remotely.
  ['remote_work work_from_home', 'The Physician may complete documentation from a designated home office two afternoons a month.'],
  ['remote_work work_from_home', 'With the Chief\'s approval, the Provider may telework one day each week.'],
  ['remote_work work_from_home', 'You may see video visits from your approved home worksite on Fridays.'],
  ['-remote_work -work_from_home', 'The Physician shall take home call one week in four.'],
  ['-remote_work -work_from_home', 'The Provider shall perform in-home visits for homebound patients.'],
  ['-remote_work -work_from_home', 'The Physician shall provide medical direction at a home health agency owned by the Hospital.'],
  // -- more families of phrasing
  // Flexible scheduling: the physician chooses his shifts or sets his own availability.
  ['flex_sched', 'The Contractor may accept or decline any offered shift and may set the Contractor\'s own availability each month.'],
  ['flex_sched', 'You may choose which shifts to work from the posted schedule.'],
  ['flex_sched', 'The Physician may determine his own calendar of clinic sessions.'],
  ['-flex_sched', 'The Medical Director shall choose which shifts the Physician works.'],
  ['-flex_sched', 'The Contractor may not decline any shift once the monthly schedule is published.'],
  ['-flex_sched', 'The Hospital retains sole discretion to set the shift schedule.'],
  // Remote work from any private place, the home included.
  ['remote_work work_from_home', 'Virtual visits may be conducted from any private location in the State, including the Physician\'s home.'],
  ['remote_work work_from_home', 'Telehealth sessions may be performed from anywhere, including your residence, if the connection is secure.'],
  ['remote_work', 'Chart review may be performed from any secure off-site location approved by the Group.'],
  ['remote_work', 'The Provider may read studies from a location of the Provider\'s choosing.'],
  ['-remote_work -work_from_home', 'The Physician shall not provide services from any location other than the Clinic.'],
  ['-remote_work -work_from_home', 'Patients may be seen from any clinic location of the Group.'],
  // -- wordings of other hands
  // The physician decides when to work, named by any defined term, in any tense.
  ['flex_sched', "The Surgeon selects the Surgeon's own operating days each quarter."],
  ['flex_sched', "Clinician plans Clinician's own weekly sessions with the practice manager."],
  ['flex_sched', 'The Consultant agrees her own rota with the Clinical Director.'],
  ['flex_sched', 'The post supports flexible working, including annualised sessions.'],
  ['-flex_sched', "The Associate shall not set the Associate's own hours; the Clinic sets all schedules."],
  ['-flex_sched', 'The Practice sets its own opening hours and determines the Physician\'s schedule.'],
  // -- wordings the older rules had not seen
  // Remote telehealth sessions.
  ['remote_work work_from_home telemed_opp', 'Telemedicine clinics may be held from home two afternoons a week.'],
  ['-remote_work -work_from_home', 'Physician takes home call one week in six.'],
  // -- sites he travels to for the job are not remote work
  ['-remote_work', 'The post requires the Manager to travel often and to work at temporary off-site locations chosen by the Company.'],
];

describe('work schedule: flags across phrasings', () => {
  it.each(FLAG_CASES)('%s :: %s', expectFlags);
});

describe('schedule and place of work', () => {
  it('finds flexible scheduling in several phrasings', () => {
    for (const text of [
      'Physician may work a flexible schedule approved by the Medical Director.',
      'Physician may set her own hours, provided clinic coverage is maintained.',
      'The Hospital offers flexible work hours to all employed physicians.',
    ]) expect(trueIn(text).has('workSchedule.flex_sched'), text).toBe(true);
    expect(trueIn('The Chief has final authority over the schedule. Physician may submit scheduling requests.').has('workSchedule.flex_sched')).toBe(false);
  });

  it('tells remote work, work from home and telemedicine apart', () => {
    const home = trueIn('Physician may perform charting and administrative work from home two days per week.');
    expect(home.has(WEL + 'work_from_home')).toBe(true);
    expect(home.has('workSchedule.remote_work')).toBe(true);

    const remote = trueIn('Physician may read studies remotely from any secure location approved by the Group.');
    expect(remote.has('workSchedule.remote_work')).toBe(true);
    expect(remote.has(WEL + 'work_from_home')).toBe(false);

    const tele = trueIn("Physician may provide telemedicine visits from the Hospital's virtual care center; Physician shall not perform services from Physician's residence.");
    expect(tele.has(WEL + 'telemed_opp')).toBe(true);
    expect(tele.has(WEL + 'work_from_home')).toBe(false);
    expect(tele.has('workSchedule.remote_work')).toBe(false);
  });

  it('does not read a change-in-law clause about telehealth as an opportunity', () => {
    expect(trueIn('If Medicare coverage of telehealth services is amended by regulation, the parties shall renegotiate.').has(WEL + 'telemed_opp')).toBe(false);
  });

  it('finds a partnership track, and not a disclaimer of partnership', () => {
    expect(trueIn('Physician shall be eligible for consideration for shareholder status after the second contract year.').has('basicInformation.partnership_track')).toBe(true);
    expect(trueIn('Nothing in this Agreement creates a partnership or joint venture between the parties.').has('basicInformation.partnership_track')).toBe(false);
  });
});

describe('schedule and call', () => {
  it('reads required weekly hours, not limits', () => {
    expect(valueOf(HOURS, 'Physician shall work not less than forty (40) hours per week.')).toBe(40);
    expect(valueOf(HOURS, 'Physician shall not be required to work in excess of sixty (60) hours per week.')).toBeUndefined();
    expect(valueOf(HOURS, 'A 1.0 FTE corresponds to 40 hours per week; your schedule will average 32 clinical hours per week.')).toBe(32);
    // A floor written with "be" between the negation and the comparison is still a floor.
    expect(valueOf(HOURS, 'The Officer shall give the Bank his whole working time, which shall not be less than thirty-eight (38) hours per week.')).toBe(38);
    expect(valueOf(HOURS, 'The Officer shall not be asked to work more than fifty (50) hours per week.')).toBeUndefined();
  });

  it.each([
    // Days a week times the length of each day, in the orders contracts write them.
    ['From June 1 the Doctor will give the Clinic three (3) days (each a nine (9) hour day) per week.', 27],
    ['The Advisor shall work four 10-hour days per week at the main office.', 40],
    ['The Physician will be scheduled 4 days per week, 8 hours per day.', 32],
    ['She is to work seven hours a day, five days a week.', 35],
  ])('multiplies the days by the hours of each in %s', (text, want) => {
    expect(valueOf(HOURS, text)).toBe(want);
  });

  it.each([
    // A ceiling on the days, or days with no length given, set no week.
    ['The Doctor may work up to three 8-hour days per week at the satellite site.'],
    ['The Advisor will be on site two days per week.'],
  ])('reads no weekly hours from %s', (text) => {
    expect(valueOf(HOURS, text)).toBeUndefined();
  });

  it.each([
    ['Physician shall take call one (1) in four (4) weeknights and one (1) in four (4) weekends.', '1 in 4 weeknights; 1 in 4 weekends'],
    ['Physician shall participate in the call rotation, which is currently 1:6.', '1 in 6'],
    ['You will be on call one (1) weekend in every five (5) weekends.', '1 in 5 weekends'],
    ['Physician shall have no on-call obligations under this Agreement.', 'no call'],
  ])('call phrasing %#', (text, want) => {
    expect(valueOf(CALL, text)).toBe(want);
  });

  it('leaves call silent where the contract says nothing of it', () => {
    expect(valueOf(CALL, 'Physician shall see patients in the clinic Monday through Friday.')).toBeUndefined();
  });
});

describe('call by inference and notice in other words', () => {
  it('infers the ratio from an equal share among a stated number of physicians', () => {
    expect(valueOf(CALL, 'Physician shall share weekend call equally with the three (3) other physicians of the Practice.')).toBe('1 in 4 weekends');
  });

  it.each([
    ["Either party may terminate this Agreement without cause upon not less than ninety (90) days' prior written notice to the other party.", '90 days notice without cause'],
    ['Either party may terminate this Agreement, for any reason, with sixty (60) days notice.', '60 days notice without cause'],
    ["Either party may terminate this Agreement without cause by providing at least 4 weeks' written notice.", '28 days notice without cause'],
  ])('notice %#', (text, want) => {
    expect(valueOf('basicInformation.term_prov', text)).toBe(want);
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

describe('weekly hours: a ceiling is not the schedule', () => {
  it.each([
    'Because the Officer will work fewer than twenty-five (25) hours per week, she may join only the savings plan.',
    'From July the Consultant shall advise the Board on request (under 12 hours a week) at places both agree on.',
    'Mr. Okafor will give less than 15 hours per week to the Company during the transition.',
  ])('%s', (text) => {
    expect(valueOf(HOURS, text)).toBeUndefined();
  });

  it('keeps a floor stated with "not less than"', () => {
    expect(valueOf(HOURS, 'The Physician shall work not less than thirty-two (32) hours per week at the Tarrow clinic.')).toBe(32);
  });
});

// Round 22: a home address where notices are mailed is no place of work. Sentences written for these tests.
describe('remote work: a home address for notices', () => {
  it.each([
    ['-remote_work -work_from_home', 'Any notice to the Executive under this letter shall be given by personal service or by registered post, addressed to the home address the Firm holds for the Executive.'],
    ['-remote_work -work_from_home', 'Any notice to be given under this letter shall be mailed to him at his home mailing address.'],
    ['remote_work work_from_home', 'The Officer may perform her duties from her home office two days a week.'],
  ])('%s :: %s', expectFlags);
});
