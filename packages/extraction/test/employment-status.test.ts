// Employment status and setting (employmentStatusSetting.*): sentences of contract language written for these tests.
import { describe, expect, it } from 'vitest';
import { valueOf } from './fields-helpers.js';

describe('setting and evaluation: words that only look like them', () => {
  it('does not read a panel of arbitrators, delivering a notice or a benefit plan\'s primary care physician as a practice setting', () => {
    const text = [
      'Each party shall strike one name in turn from the panel of arbitrators until one remains.',
      'The Executive may resign by delivering written notice to the Company.',
      'Members of the health plan choose a primary care physician who oversees their care.',
    ].join('\n\n');
    expect(valueOf('employmentStatusSetting.prac_set', text)).toBeUndefined();
  });

  it('does not take a review held only to decide a bonus, or a salary review, as a performance evaluation', () => {
    const FREQ = 'legalContractualProvisions.performanceEvaluationFeedback.perf_eval_freq';
    expect(valueOf(FREQ, 'After each fiscal year the Board shall review the performance of the Company and of the Executive, and may provide the Executive a bonus.')).toBeUndefined();
    expect(valueOf(FREQ, 'The Company will review the Executive\'s base salary on at least an annual basis.')).toBeUndefined();
  });
});
