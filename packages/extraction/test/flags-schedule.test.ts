import { describe, expect, it } from 'vitest';
import { WEL, trueIn } from './flags-helpers.js';

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
