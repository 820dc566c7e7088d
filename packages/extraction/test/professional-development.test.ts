// Professional development and education (benefits.professionalDevelopmentEducation.*): sentences of contract language written for these tests.
import { describe, expect, it } from 'vitest';
import { expectFlags } from './flags-helpers.js';

// Flag phrasings: each line lists the fields that must be true and (with a leading '-') those
// that must stay false; "\\n" starts a line, "\f" a page.
const FLAG_CASES: [string, string][] = [
  // -- phrasings of contract language written for the tests
  ["-mentor_prog -ongoing_mentorship", "Physician shall serve as a mentor to nurse practitioners on a regular basis."],
  ["-clin_research_opp", "Physician shall not engage in research without IRB approval."],
  ["-fac_appointment", "This Agreement does not confer a faculty appointment."],
  ["-paid_prof_devel", "Physician must complete 50 hours of CME each year to maintain licensure."],
  ["mentor_prog", "A physician mentor will be assigned to Physician during the first year of employment."],
  ["clin_research_opp", "Physician is encouraged to participate in clinical research activities."],
  ["fac_appointment", "Physician shall hold an academic appointment as Assistant Professor at the University."],
  ["paid_prof_devel", "Physician shall receive five paid CME days and a $3,000 CME stipend annually."],
  ["paid_prof_devel", "Physician shall be allowed five (5) days of CME leave with pay each year."],
  // -- wordings of other hands
  // Education money alone makes development paid; British study leave.
  ['paid_prof_devel', 'Each year the Clinic funds a budget of $3,000 towards conferences.'],
  ['paid_prof_devel', 'The Practice pays the Physician $1,800 a year for CME.'],
  ['paid_prof_devel', 'The Group pays an education allowance of $2,000 per year. No CME days are given.'],
  ['paid_prof_devel', 'The Doctor may take study leave of up to thirty days over three years with pay.'],
  ['paid_prof_devel', 'A CPD budget of £900 per annum is available to the Consultant.'],
  ['-paid_prof_devel', 'No study leave budget is provided.'],
  ['-paid_prof_devel', 'Study leave of five days a year is unpaid.'],
  ['-paid_prof_devel', "The Physician's car allowance of $500 a month is taxable."],
  // -- wordings the older rules had not seen
  // A mentor on a summary line, meeting regularly.
  ['mentor_prog ongoing_mentorship', 'Mentor: yes, assigned for the first 18 months, meeting quarterly.'],
  ['-mentor_prog', 'Mentor: none.'],
];

describe('professional development and education: flags across phrasings', () => {
  it.each(FLAG_CASES)('%s :: %s', expectFlags);
});
