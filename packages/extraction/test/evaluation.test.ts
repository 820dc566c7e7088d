// Performance evaluation (legalContractualProvisions.performanceEvaluationFeedback.*): sentences of contract language written for these tests.
import { describe, expect, it } from 'vitest';
import { expectFlags } from './flags-helpers.js';

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
