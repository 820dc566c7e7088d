// workSchedule.work_hours_sched_req (a working day in hours, hours that define a class of staff) and remote work from a
// home office named as a place of work. Sentences of
// contract language written for these tests.
import { describe, expect, it } from 'vitest';
import { valueOf } from './fields-helpers.js';
import { expectFlags } from './flags-helpers.js';

const HOURS = 'workSchedule.work_hours_sched_req';

describe('work_hours_sched_req: a day of hours and a class of staff', () => {
  it.each([
    ['9.1. The Employee has a reduced working day of six hours.', 30],
    ['The Doctor shall work 8 hours per day at the clinic.', 40],
  ])('%s', (text, want) => {
    expect(valueOf(HOURS, text)).toBe(want);
  });

  it.each([
    ['Dental cover is open to part-time staff working at least 20 hours per week and to all full-time staff.'],
    // A daily count of something other than his work.
    ['The clinic is staffed 24 hours a day by the nursing team.'],
  ])('stays silent: %s', (text) => {
    expect(valueOf(HOURS, text)).toBeUndefined();
  });

  it('keeps the weekly figure where a day and a week are both given', () => {
    expect(valueOf(HOURS, 'Dr. Reyes keeps a short working day of four hours; her hours come to 20 hours per week in all.')).toBe(20);
  });
});

describe('remote_work, work_from_home: his home office named as a place of his work', () => {
  it.each([
    ['remote_work work_from_home', 'The place of the Doctor\'s work shall be the Clinic\'s rooms in Dover or the Doctor\'s home office at 5 Elm Road, Dover.'],
    ['remote_work work_from_home', 'His place of employment will be the Company\'s Austin office or his own home, as he chooses.'],
    // A home named for another reason: the address for notices, a move paid for.
    ['-remote_work -work_from_home', 'The place of business of the Clinic is 2 Main Street; notices to the Doctor go to her home address.'],
    ['-remote_work -work_from_home', 'The Clinic will pay the costs of moving the Physician\'s home to Dover.'],
  ])('%s: %s', (want, text) => {
    expectFlags(want, text);
  });
});
