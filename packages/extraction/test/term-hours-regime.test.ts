// A working-hours regime named only as the one not used: no full-time status and no flexible schedule from it.
import { describe, expect, it } from 'vitest';
import { valueOf } from './fields-helpers.js';
import { trueIn } from './flags-helpers.js';

const EMP_TYPE = 'basicInformation.emp_type';
const FLEX = 'workSchedule.flex_sched';

describe('a working-hours regime ruled out', () => {
  const ruledOut = 'Given his role, Party B\'s hours are counted under the comprehensive hour system (rather than the standard hours system or the flexible hours system).';

  it('reads no full-time status from a standard system named only as not used', () => {
    expect(valueOf(EMP_TYPE, ruledOut)).toBeUndefined();
  });

  it('reads no flexible schedule from a flexible system named only as not used', () => {
    expect(trueIn(ruledOut).has(FLEX)).toBe(false);
  });

  it('still reads a standard system that applies', () => {
    expect(valueOf(EMP_TYPE, 'Party B\'s hours are counted under the standard working hours system.')).toBe('full_time');
  });

  it('still reads a flexible system that applies', () => {
    expect(trueIn('Party B works under the flexible hours system set by Party A.').has(FLEX)).toBe(true);
  });
});
