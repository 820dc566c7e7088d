// Performance evaluation (legalContractualProvisions.performanceEvaluationFeedback.*): sentences of contract language written for these tests.
import { describe, expect, it } from 'vitest';
import { valueOf } from './fields-helpers.js';
import { expectFlags } from './flags-helpers.js';

const EVAL = 'legalContractualProvisions.performanceEvaluationFeedback.';
const FREQ = 'legalContractualProvisions.performanceEvaluationFeedback.perf_eval_freq';
const CRITERIA = 'legalContractualProvisions.performanceEvaluationFeedback.perf_eval_criteria';

// Flag phrasings: each line lists the fields that must be true and (with a leading '-') those
// that must stay false; "\\n" starts a line, "\f" a page.
const FLAG_CASES: [string, string][] = [
  // -- phrasings of contract language written for the tests
  ["peer_feedback", "Physician will receive 360-degree feedback from peers annually."],
  ["-peer_feedback", "Peer review records are confidential and privileged."],
  ["peer_feedback", "Physician's performance evaluation will include input from peers."],
  // -- more families of phrasing
  // Peer feedback named by the peers' profession.
  ['peer_feedback', 'Reviews include feedback from peer physicians in the Division.'],
  ['peer_feedback', 'Your annual evaluation will draw on assessments by fellow surgeons.'],
  ['peer_feedback', 'Each review shall consider ratings from peers.'],
  ['-peer_feedback', 'Evaluations include feedback from patients and nursing staff.'],
  ['-peer_feedback', 'The Physician shall not take part in peer review of other physicians for the Hospital.'],
  ['-peer_feedback', 'The Physician shall give feedback to peer physicians on request.'],
  // -- wordings of other hands
  // Colleague feedback in appraisal wording.
  ['peer_feedback', 'Multi-source feedback is collected every two years.'],
  ['peer_feedback', 'Feedback is sought from colleagues across the department and reviewed at appraisal.'],
  ['-peer_feedback', 'Feedback is gathered from patients only.'],
  ['-peer_feedback', 'No colleague feedback forms part of the review.'],
];

describe('performance evaluation: flags across phrasings', () => {
  it.each(FLAG_CASES)('%s :: %s', expectFlags);
});

describe('performance evaluation', () => {
  it('reads frequency and criteria', () => {
    const text = 'Performance Review. The Medical Director shall conduct a performance review of Physician semi-annually. Each review shall assess Physician\'s (a) productivity; (b) quality metrics; (c) patient satisfaction; and (d) timeliness of documentation.';
    expect(valueOf(`${EVAL}perf_eval_freq`, text)).toBe('semiannual');
    expect(valueOf(`${EVAL}perf_eval_criteria`, text)).toBe('productivity, quality metrics, patient satisfaction, timeliness of documentation');
  });

  it('does not take a review held only to fix a bonus for a performance evaluation', () => {
    expect(valueOf(FREQ, 'Her incentive for each quarter will be decided following a performance review held when that quarter closes.')).toBeUndefined();
    expect(valueOf(FREQ, 'The Board shall review the Officer\'s performance at least quarterly under the rules of the Clinic\'s Quarterly Incentive Plan.')).toBeUndefined();
  });

  it('does not take a salary review for a performance evaluation', () => {
    expect(valueOf(`${EVAL}perf_eval_freq`, 'Employer shall review the Base Salary annually for fair market value.')).toBeUndefined();
  });
});

describe('performance evaluation: who evaluates, how often, on what', () => {
  it.each([
    // Evaluator as subject, the physician's performance as object.
    ["The Medical Director will assess the Physician's clinical performance every six months against panel size, coding accuracy and patient access targets.", 'semiannual', 'panel size, coding accuracy, patient access targets'],
    // Passive, with "work" for performance.
    ["Provider's work shall be appraised once a year on the basis of peer review results, timely chart completion and citizenship.", 'annual', 'peer review results, timely chart completion, citizenship'],
    // The physician as the object of the verb, the criteria after "on".
    ['The Vice President of Medical Affairs shall evaluate the Hospitalist quarterly on length of stay, readmission rates and discharge-before-noon percentage.', 'quarterly', 'length of stay, readmission rates, discharge-before-noon percentage'],
    // Passive with the evaluator in a by-phrase, the criteria after "with reference to"; acronyms keep capitals.
    ['Each year, your performance will be reviewed by the Division Chief with reference to RVU productivity, HCAHPS scores and teaching evaluations.', 'annual', 'RVU productivity, HCAHPS scores, teaching evaluations'],
    // The frequency spelled out in words and in brackets.
    ['We will assess your work two times a year (semi-annually), based on visit completion rates and prescription safety audits.', 'semiannual', 'visit completion rates, prescription safety audits'],
  ])('reads phrasing %#', (text, freq, criteria) => {
    expect(valueOf(FREQ, text)).toBe(freq);
    expect(valueOf(CRITERIA, text)).toBe(criteria);
  });

  it.each([
    // The criteria as the subject of a passive.
    ["Physician's productivity, quality of care and collegiality will be reviewed annually by the Medical Director.", 'annual', 'productivity, quality of care, collegiality'],
    // "will include" after a noun form of the evaluation.
    ['Annual performance appraisals will include patient access, coding compliance and peer feedback.', 'annual', 'patient access, coding compliance, peer feedback'],
    // The physician's results as the direct object, the frequency closing the list.
    ["The Practice will assess Physician's collections, patient retention and referral growth twice a year.", 'semiannual', 'collections, patient retention, referral growth'],
    // "measured by" after the evaluation.
    ["Physician's performance will be evaluated annually and measured by panel growth, quality dashboard results and patient complaints.", 'annual', 'panel growth, quality dashboard results, patient complaints'],
    // Criteria named as such in the next sentence of the paragraph.
    ['The Medical Director will conduct an annual performance evaluation. Criteria for the annual evaluation include clinical quality, productivity and professionalism.', 'annual', 'clinical quality, productivity, professionalism'],
    // A participle after the evaluation noun.
    ['Physician will receive a yearly written evaluation addressing chart completion, panel size and patient complaints.', 'annual', 'chart completion, panel size, patient complaints'],
    // A benefits table, cells joined by " | ".
    ['Item | Terms\nPerformance review | Annually\nEvaluation criteria | Quality metrics, patient satisfaction and productivity', 'annual', 'quality metrics, patient satisfaction, productivity'],
  ])('reads another evaluation family %#', (text, freq, criteria) => {
    expect(valueOf(FREQ, text)).toBe(freq);
    expect(valueOf(CRITERIA, text)).toBe(criteria);
  });

  it('reads criteria listed as lettered items below a lead-in', () => {
    const text = '9.1 Annual Evaluation. The Chief Medical Officer will evaluate the Physician each year. The evaluation will consider the following:\n(a) clinical outcomes;\n(b) timeliness of documentation;\n(c) teamwork and communication.';
    expect(valueOf(FREQ, text)).toBe('annual');
    expect(valueOf(CRITERIA, text)).toBe('clinical outcomes, timeliness of documentation, teamwork and communication');
  });

  it('reads a joint review of work and pay, and a periodic test the employee must pass', () => {
    expect(valueOf(FREQ, 'Once you have worked here a year, and each year after that, you may have a performance and salary review near your start date.')).toBe('annual');
    expect(valueOf(FREQ, 'Party A may end this contract where Party B does not pass the yearly assessment.')).toBe('annual');
    // A review of pay alone, and a test of a machine, are no evaluation of the employee.
    expect(valueOf(FREQ, 'The Company holds an annual salary review each March.')).toBeUndefined();
    expect(valueOf(FREQ, 'The lift must pass the annual inspection before the clinic opens.')).toBeUndefined();
  });

  it('takes no criteria from a list of benefits that follows the review in the same paragraph', () => {
    const text = 'Each year you will have a performance and salary review in March. You may also take part in the benefits listed below:\n- four weeks of paid leave each year;\n- group dental cover;\n- a 401(k) plan.';
    expect(valueOf(FREQ, text)).toBe('annual');
    expect(valueOf(CRITERIA, text)).toBeUndefined();
  });

  it('does not split coordinated adjectives into two criteria', () => {
    const text = 'The Chair will review your clinical and administrative performance annually.';
    expect(valueOf(FREQ, text)).toBe('annual');
    expect(valueOf(CRITERIA, text)).toBeUndefined();
  });

  it('takes the frequency of the evaluation, not of a payment in the same sentence', () => {
    expect(valueOf(FREQ, 'The quality bonus is paid quarterly, and the Medical Director will evaluate the Physician annually.')).toBe('annual');
    expect(valueOf(FREQ, "Physician's performance will be reviewed semi-annually.")).toBe('semiannual');
  });

  it('reads "annual" before pay as the rhythm of the pay, not of a review', () => {
    expect(valueOf(FREQ, 'Dr. Mireles will be paid at an annual rate of $310,000, or any higher salary the Board sets after her performance review.')).toBeUndefined();
    expect(valueOf(FREQ, 'Dr. Mireles may earn, for each year of the term, an annual bonus of up to 15% of salary, based on the Board\'s assessment of her performance.')).toBeUndefined();
    expect(valueOf(FREQ, 'The Medical Director will review the Physician\'s performance annually in connection with the annual bonus.')).toBe('annual');
    expect(valueOf(FREQ, 'The Clinic shall evaluate the Physician\'s performance each year, and the salary may then be raised.')).toBe('annual');
  });

  it('reads a rating in place of a review', () => {
    expect(valueOf(FREQ, "Physician's performance will be rated each year.")).toBe('annual');
  });

  it('reads the frequency when no criteria are given', () => {
    expect(valueOf(FREQ, "The Chief of Staff shall review Associate's performance annually.")).toBe('annual');
    expect(valueOf(CRITERIA, "The Chief of Staff shall review Associate's performance annually.")).toBeUndefined();
  });

  it.each([
    // The physician examining patients is clinical work, not an evaluation of the physician.
    'Physician shall evaluate and treat patients referred by the Emergency Department each month.',
    // Evaluations the physician gives to those supervised.
    'As Medical Director, Physician shall evaluate the performance of the nurse practitioners and physician assistants annually on chart audits and patient complaints.',
    'Physician will assess the residents quarterly on procedural skills, professionalism and medical knowledge.',
    // Reviews of pay and of the agreement.
    'The Practice will review the Base Salary annually against survey benchmarks, local market data and productivity.',
    'The Hospital will review this Agreement annually for compliance with fair market value and commercial reasonableness.',
    // Chart review duties of the physician.
    'Physician shall review and co-sign all resident notes every week.',
  ])('stays silent on a distractor %#', (text) => {
    expect(valueOf(FREQ, text)).toBeUndefined();
    expect(valueOf(CRITERIA, text)).toBeUndefined();
  });

  it('does not take a date after "on" for criteria', () => {
    const text = "Physician's performance will be reviewed on the anniversary of the Effective Date.";
    expect(valueOf(CRITERIA, text)).toBeUndefined();
  });
});

describe('evaluation criteria after verbs of weighing (consider, address, rate, look at, take into account)', () => {
  it.each([
    // The review named in one sentence, what it weighs in the next.
    ["The Medical Director shall appraise the Physician's performance every six months. Each appraisal will take into account case volume, complication rates and teamwork.", 'semiannual', 'case volume, complication rates, teamwork'],
    ['Your department chair will review your performance once a year. That review will look at teaching quality, research output and clinical service.', 'annual', 'teaching quality, research output, clinical service'],
    // A pronoun standing for the report.
    ['7. Performance. An annual written evaluation will be completed by the Chief of Surgery. It will rate surgical outcomes, operating room efficiency and collegiality.', 'annual', 'surgical outcomes, operating room efficiency, collegiality'],
    // The evaluation noun as subject of "addresses" / "considers".
    ['The Group will evaluate the Physician quarterly. The evaluation addresses coding accuracy, visit volume and patient complaints.', 'quarterly', 'coding accuracy, visit volume, patient complaints'],
    ["The Chief Medical Officer shall review the Physician's performance yearly; the review shall also consider peer feedback, citizenship and timely documentation.", 'annual', 'peer feedback, citizenship, timely documentation'],
    // Two verbs in one sentence: the list follows the second.
    ['Evaluation. The Practice may evaluate you each year and may also take into consideration chart timeliness, call coverage and patient complaints.', 'annual', 'chart timeliness, call coverage, patient complaints'],
  ])('reads criteria after the weighing verb %#', (text, freq, criteria) => {
    expect(valueOf(FREQ, text)).toBe(freq);
    expect(valueOf(CRITERIA, text)).toBe(criteria);
  });

  it.each([
    // "consider" for an election or a request is not an evaluation.
    'At the end of the second contract year the shareholders will consider the Physician for admission as a shareholder, weighing seniority, capital and need.',
    'The Practice will consider requests for unpaid leave, schedule changes and sabbaticals in good faith.',
    // The physician assessing and rating patients.
    'Physician shall assess patients, rate pain scores and address family concerns in the emergency department.',
  ])('stays silent where nothing of the physician is weighed %#', (text) => {
    expect(valueOf(CRITERIA, text)).toBeUndefined();
  });

  it('does not take a single object of the verb for a list of criteria', () => {
    const text = "The Chair shall review the Physician's performance annually and will consider any written comments from colleagues.";
    expect(valueOf(FREQ, text)).toBe('annual');
    expect(valueOf(CRITERIA, text)).toBeUndefined();
  });
});

describe('evaluation criteria in their own sentence, and periodic reviews of the physician\'s charts', () => {
  it.each([
    // "The criteria include/are ..." after the sentence that sets the evaluation.
    ['The Chief Medical Officer will evaluate the Physician annually. The criteria include panel growth, care gap closure and peer collegiality.', 'annual', 'panel growth, care gap closure, peer collegiality'],
    ['Your performance will be reviewed twice a year. The criteria are timeliness of notes, patient access and teamwork.', 'semiannual', 'timeliness of notes, patient access, teamwork'],
    // A review or audit of the physician's own charts or documentation is an evaluation.
    ["The Practice's quality committee shall perform an annual audit of a random sample of the Physician's patient charts. The criteria are coding accuracy, note completeness and follow-up.", 'annual', 'coding accuracy, note completeness, follow-up'],
    ["Monthly reviews of the Associate's clinical documentation will be carried out by the Medical Director. The criteria include legibility, medication reconciliation and problem list accuracy.", 'monthly', 'legibility, medication reconciliation, problem list accuracy'],
  ])('reads phrasing %#', (text, freq, criteria) => {
    expect(valueOf(FREQ, text)).toBe(freq);
    expect(valueOf(CRITERIA, text)).toBe(criteria);
  });

  it.each([
    // Criteria of a bonus, with no evaluation of the physician.
    'The quality bonus criteria are HEDIS measures, readmissions and patient experience.',
    // Reviews of fees, policies and other people's charts are not evaluations of the physician.
    'The Hospital will conduct an annual review of its fee schedule. The criteria are payer mix, inflation and market rates.',
    'The Group will hold an annual review of the records retention policy. The criteria are storage cost, legal holds and format.',
    "The Physician shall complete a quarterly review of the residents' charts. The criteria are accuracy, timeliness and completeness.",
  ])('stays silent %#', (text) => {
    expect(valueOf(FREQ, text)).toBeUndefined();
    expect(valueOf(CRITERIA, text)).toBeUndefined();
  });
});

describe('papers reviewed are not a performance review', () => {
  it('leaves criteria silent for a review of tax returns', () => {
    expect(valueOf(CRITERIA, 'Upon request, you will allow the Tax Director to review your personal tax returns in the United States and the UK, if necessary.')).toBeUndefined();
  });
});
