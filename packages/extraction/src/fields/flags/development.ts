// benefits.professionalDevelopmentEducation booleans and the mentoring fields of the
// performance section: CME paid, mentors, research, faculty appointment.
import type { Ctx } from '../context.js';
import type { FlagRule, Flags } from './rule.js';
import { findRule, setFlag } from './rule.js';
import { EMPLOYER, PHYSICIAN } from './words.js';
import { STATED } from '../confidence.js';
import { around } from '../alternatives.js';

const P = 'benefits.professionalDevelopmentEducation.';

/** The physician teaching or mentoring others, not being mentored. */
const MENTORS_OTHERS = /\bmentor(?:ing|s)? (?:of |for )?(?:medical )?(?:students|residents|fellows|trainees|junior|learners)\b/;

const MENTOR_FOR_PHYSICIAN = [
  /\bmentor(?:ing|ship)? (?:program|programme|committee|plan)\b/,
  /\b(?:assign|designate|pair|appoint|provide|match|identify)\w*\b[^.]{0,100}\bmentors?\b/,
  /\bmentors?\b[^.]{0,60}\b(?:assigned|designated|provided|available) to\b/,
  new RegExp(String.raw`\bserve as (?:(?:the )?${PHYSICIAN}'s|his|her|their|your) mentor\b`),
  new RegExp(String.raw`\b(?:${PHYSICIAN}'s|your) mentor\b`),
  /\bmentorship\b/,
  /^mentors?(?:ship)?\s*:\s*[^.;]{0,80}\b(?:assigned|designated|provided|available|paired|yes|included)\b/,
];

/** School fees of the employee's children (an expatriate's allowance): they do not develop the employee. */
const CHILDREN_SCHOOLING = /\b(?:school|tuition|education(?:al)?) (?:fees|expenses|costs)\b[^.;]{0,80}\b(?:children|child|dependents?)\b|\b(?:children|child|dependents?)'?s? (?:school|tuition|education)/;

export const developmentRules: readonly FlagRule[] = [
  {
    path: `${P}mentor_prog`,
    match: MENTOR_FOR_PHYSICIAN,
    unless: [MENTORS_OTHERS],
  },
  {
    path: `${P}clin_research_opp`,
    match: [
      /\bclinical (?:research|trials?|investigation)\b/,
      /\bresearch (?:opportunit\w+|program|studies|effort|time|start-up|institute|office)\b/,
      /\bprotected (?:research )?time\b[^.]{0,40}\bresearch\b/,
      /\b(?:principal|sub-?|co-?)investigator\b/,
    ],
    needs: [/\b(?:opportunit\w+|may|shall have|will have|eligib\w+|participate|serve|conduct|provide|protected|support|access|encouraged)\b/],
    unless: [/\bresearch misconduct\b/, /\bhuman (?:research )?subjects? (?:protection )?training\b/],
  },
  {
    path: `${P}fac_appointment`,
    match: [
      /\bfaculty appointment\b/,
      /\bappoint\w*\b[^.]{0,80}\b(?:to the (?:voluntary |clinical )?faculty|as (?:a |an )?(?:clinical )?(?:assistant |associate |full )?professor|faculty (?:rank|member))\b/,
      /\b(?:at the )?rank of (?:clinical )?(?:assistant |associate )?professor\b/,
      /\b(?:clinical|adjunct|voluntary) faculty\b/,
      /\bappointment as (?:a |an )?(?:clinical )?(?:assistant |associate )?(?:professor|instructor|lecturer)\b/,
    ],
    unless: [/\bpromotion to the rank\b/],
  },
  {
    path: `${P}paid_prof_devel`,
    match: [
      around(String.raw`\b`, [
        // Lawyers and other professionals keep up their licence by continuing legal or professional education.
        String.raw`cme|continuing (?:medical |legal |professional )?education|professional development|faculty development|education(?:al)?`,
      ], String.raw` (?:allowance|account|fund|funds|stipend|budget|reimbursement|expenses?|leave|days?|time)\b`),
      /\b(?:paid|reimburse\w*|pays?|funds?|funded)\b[^.]{0,120}\b(?:cme|continuing (?:medical|legal|professional) education|continuing professional development|cpd)\b/,
      // Money set aside for education is paid development however the days are dealt with:
      // "an annual allowance of $2,500 for CME courses", "a study leave budget of £1,500 per annum".
      around(String.raw`\b(?:allowance|budget|stipend|fund)\b[^.;]{0,120}\b(?:for|towards?|to cover) (?:\w+ ){0,2}`, [
        String.raw`cme|continuing (?:medical |professional )?education|continuing professional development|cpd|courses?`,
        String.raw`conferences?|professional development|study`,
      ], String.raw`\b`),
      /\b(?:cpd|continuing professional development|study|study leave|training) (?:allowance|budget|fund|funds|stipend|account)\b/,
      // British study leave: "study leave of up to ten days per year on full pay".
      /\bstudy leave\b(?=[^.;]{0,120}\b(?:on (?:full |normal )?pay|with pay|paid|days?|budget|expenses|fees)\b)/,
      new RegExp(String.raw`\b(?:cme|continuing medical education)\b[^.]{0,80}\b(?:paid|reimburse\w*|allowance|at (?:the )?${EMPLOYER}'s expense)\b`),
      /\bprofessional leave\b/,
    ],
    unless: [
      /\bunused\b[^.]{0,40}\b(?:lapse|forfeit|carry)/,
      /\bstudy leave\b[^.;]{0,80}\b(?:unpaid|without pay)\b/,
      // School fees of the employee's children (an expatriate's allowance) do not develop the employee.
      CHILDREN_SCHOOLING,
    ],
    captionUnless: [CHILDREN_SCHOOLING],
    // A paid-time-off bank that may also be used for CME is weaker than CME money or days.
    weakIf: [/\b(?:paid time off|pto)\b(?![^.]*\bnot be charged against)/],
  },
];

/** Mentoring that continues: regular meetings or "ongoing"/"throughout" near a mentor assignment. */
const ONGOING = /\b(?:ongoing|continu\w+|throughout|regular(?:ly)?|monthly|quarterly|twice|annually|each (?:month|quarter|year|academic year)|at least (?:once|twice|monthly|quarterly))\b/;

/** Mentoring that continues: read only where a mentor programme was found. */
export const ONGOING_MENTORSHIP = 'legalContractualProvisions.performanceEvaluationFeedback.ongoing_mentorship';

export function mentorshipFlags(ctx: Ctx, out: Flags): void {
  for (const rule of developmentRules) setFlag(out, rule.path, findRule(ctx, rule), ctx);
  const mentor = out.get(`${P}mentor_prog`);
  if (!mentor) return;
  // Look at the mentor clause and the few clauses around it under the same heading.
  const hit = findRule(ctx, {
    path: ONGOING_MENTORSHIP,
    match: [/\bmentor/],
    needs: [ONGOING],
    unless: [MENTORS_OTHERS],
  });
  if (hit) setFlag(out, ONGOING_MENTORSHIP, { ...hit, confidence: Math.min(hit.confidence, STATED) }, ctx);
}
