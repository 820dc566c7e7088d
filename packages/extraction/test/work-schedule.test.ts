// Work schedule (workSchedule.*): sentences of contract language written for these tests.
import { describe, expect, it } from 'vitest';
import { expectFlags } from './flags-helpers.js';

// Flag phrasings: each line lists the fields that must be true and (with a leading '-') those
// that must stay false; "\\n" starts a line, "\f" a page.
const FLAG_CASES: [string, string][] = [
  // -- phrasings of contract language written for the tests
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
];

describe('work schedule: flags across phrasings', () => {
  it.each(FLAG_CASES)('%s :: %s', expectFlags);
});
