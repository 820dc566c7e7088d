// Incentive bonus wordings of executive agreements: levels set out as a table or a list of shares of the salary, a plan
// named only by its initials, a salary measure the plan names in its own terms, and a dispute panel that is no patient
// panel. Sentences of contract language written for these tests.
import { describe, expect, it } from 'vitest';
import { INC, valueOf } from './fields-helpers.js';

const salary = 'Salary. The Officer shall receive a base salary of $200,000 per year, paid in equal monthly parts.';

describe('inc_bonus: levels in a table or a list, and other measures of the salary', () => {
  it('takes the highest bare level of a bonus table, not the thresholds that open its rows', () => {
    const text = [salary, 'Bonus. The yearly bonus of the Officer shall be as shown below: Results Group Personal Sum 120% of plan 40 % 20 % 20 % 80 % 100% of plan 25 % 10 % 10 % 45 % under 90% of plan 0 % 0 % 0 % 0 %'].join('\n\n');
    expect(valueOf(INC, text)).toBe(160000);
  });
  it('leaves a table with amounts in money to the schedule reader and a table of thresholds alone', () => {
    const thresholds = [salary, 'Bonus. The yearly bonus of the Officer shall be as shown below: 90% of plan, 100% of plan and 110% of plan.'].join('\n\n');
    expect(valueOf(INC, thresholds)).not.toBe(220000);
  });
  it('reads levels listed after the salary they are shares of, across semicolons', () => {
    const text = [salary, '4. The Officer takes part in the group bonus scheme, described in the first appendix. The standard targets are these percentages of base salary: 20% at tier one; 40% at tier two; and 60% at tier three.'].join('\n\n');
    expect(valueOf(INC, text)).toBe(120000);
  });
  it('reads a target opportunity of a plan known by its initials', () => {
    const text = [salary, 'Paragraph 3 is replaced as follows: "The AIP shall give the Officer a target opportunity of 50% of annual salary."'].join('\n\n');
    expect(valueOf(INC, text)).toBe(100000);
    const equity = [salary, 'The LTIP shall give the Officer a target opportunity of 50% of annual salary in restricted stock units.'].join('\n\n');
    expect(valueOf(INC, equity)).toBeUndefined();
  });
  it('reads a target share of the earnings a bonus plan counts', () => {
    const text = [salary, 'The Officer will take part in the Company\'s Annual Incentive Plan at a bonus target of 40% of bonusable earnings.'].join('\n\n');
    expect(valueOf(INC, text)).toBe(80000);
  });
  it('does not take a panel of arbitrators for a patient panel that makes a performance bonus productivity pay', () => {
    const text = [salary, 'Bonus. Each year the Officer may earn a performance bonus of up to 30% of his base salary, at the Board\'s discretion on the Company\'s results.',
      'Disputes. Any dispute shall be settled by a panel of three arbitrators sitting in Denver.'].join('\n\n');
    expect(valueOf(INC, text)).toBe(60000);
  });
});

describe('inc_bonus: bonuses named only as left out of another figure', () => {
  it('does not read a raise of the salary as a bonus', () => {
    expect(valueOf(INC, `${salary} The salary for each later year, exclusive of bonuses and other benefits, shall rise by four percent (4%) of the base salary of the year before.`)).toBeUndefined();
  });
  it('still reads a bonus named beside it', () => {
    expect(valueOf(INC, `${salary} The Officer may also earn a yearly bonus capped at 30% of base salary, excluding any signing payment.`)).toBe(60000);
  });
});
