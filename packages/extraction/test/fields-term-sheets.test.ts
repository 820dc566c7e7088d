// Value rules on wordings the older rules missed: term-sheet lines ("Label: value",
// "$18,000/mo", "w/o cause", "q5"), guaranteed supplements, captions that name a bonus
// alone, summary-line criteria and venues, and figures that only look like terms.
// Sentences written for these tests.
import { describe, expect, it } from 'vitest';
import { buildContext, textDocumentFromPages } from '../src/fields/context.js';
import { expandShorthand } from '../src/fields/shorthand.js';
import { BASE, INC, MISC, PROF_DEVEL, RETIRE, RET, SIGN, T, valueOf } from './fields-helpers.js';

describe('term-sheet layout and shorthand', () => {
  it('reads each "Label: value" line as a fact of its own', () => {
    const ctx = buildContext(textDocumentFromPages(['Position: staff urologist.\nSalary: $19,500/mo, paid twice a month.\nNotice: 60 days either side.']));
    expect(ctx.units.map((u) => ctx.clauses[u.clauses[0]].title)).toEqual(['position', 'salary', 'notice']);
  });

  it('keeps a prose sentence that merely ends in a colon with the text around it', () => {
    const ctx = buildContext(textDocumentFromPages(['The Clinic pays its physicians on the last day of the month.\nThe Clinic will pay Physician as follows: half on signing.']));
    expect(ctx.units).toHaveLength(1);
  });

  it.each([
    ['32 hrs/wk', '32 hours per week'],
    ['$4,000/yr for courses', '$4,000 per year for courses'],
    ['$52/wrvu over 5,000', '$52 per wrvu over 5,000'],
    ['2 yrs post-employment, 15 mi', '2 years post-employment, 15 miles'],
    ['bc/be in pediatrics', 'board certified or board eligible in pediatrics'],
    ['gov. law: utah', 'governing law: utah'],
    ['med / dental / vision', 'medical / dental / vision'],
  ])('spells out shorthand %#', (short, long) => {
    expect(expandShorthand(short)).toBe(long);
  });

  it.each([
    'offices in st. louis, mo and kansas city',
    'contact the hr department',
    'detroit, mi 48201',
    'acme health ltd.',
  ])('leaves place names and ordinary words alone: %s', (text) => {
    expect(expandShorthand(text)).toBe(text);
  });

  it.each([
    ['Compensation\nBase salary: $18,000/mo, paid semi-monthly.', BASE, 216000],
    ['Hours: 36 hrs/wk over four clinic days.', 'workSchedule.work_hours_sched_req', 36],
    ['Either side may end the engagement w/o cause on 60 days\' written notice.', 'basicInformation.term_prov', '60 days notice without cause'],
    ['Initial term: 3 yrs from the start date.\nRenewal: auto-renews for 1-yr periods unless either side opts out.', 'basicInformation.contract_dur_renew', '3 years; renews automatically for 1 year terms'],
    ['Call: home call q5 weekends.', 'workSchedule.call_sched', '1 in 5 weekends'],
    ['Practice: Lakeside Heart Partners, 12 cardiologists, 4 sites.', 'employmentStatusSetting.prac_size', 'large_group'],
    ['Setting: hospital-based, adult ICU and step-down units.', 'employmentStatusSetting.prac_set', 'inpatient'],
    ['Sign-on: $15,000 with the first payroll.', SIGN, 15000],
    ['Retention: $30,000 after two full years of service.', RET, 30000],
    ['CME fund: $2,500 per annum (board review, journals, meeting travel).', PROF_DEVEL, 'CME board review, journals, meeting travel'],
    ['Disputes: mediation first, then suit in state court, Travis County, Texas.', `${MISC}jurisdiction`, 'Travis County, Texas'],
  ])('term-sheet line %#', (text, path, want) => {
    expect(valueOf(path, text)).toBe(want);
  });

  it('does not read a quarter or an hourly interval as a call ratio', () => {
    expect(valueOf('workSchedule.call_sched', 'The call stipend is reviewed each Q4 by the committee.')).toBeUndefined();
  });
});

describe('salary made of guaranteed parts', () => {
  it('adds a clinical supplement its item calls guaranteed to the base', () => {
    const text = '1. Base Salary. Your base salary is $150,000 per year.\n2. Clinical Supplement. You will also receive a clinical supplement of $210,000 per year. Both amounts are guaranteed during the first appointment term.';
    expect(valueOf(BASE, text)).toBe(360000);
  });

  it('leaves out a supplement that is variable', () => {
    const text = '1. Base Salary. Your base salary is $150,000 per year.\n2. Clinical Supplement. A clinical supplement of up to $210,000 per year may be paid; it is variable and not guaranteed.';
    expect(valueOf(BASE, text)).toBe(150000);
  });

  it('does not add the parts again to a stated total', () => {
    const text = '1. Total Guaranteed Salary. Your total guaranteed salary is $360,000 per year.\n2. Clinical Supplement. Of that total, a clinical supplement of $210,000 per year is guaranteed.';
    expect(valueOf(BASE, text)).toBe(360000);
  });
});

describe('bonuses, plans and leave in other words', () => {
  it('converts a quality bonus stated as a share of "base"', () => {
    expect(valueOf(INC, 'Base salary: $200,000 per year.\nQuality bonus: up to 6% of base, paid each spring.')).toBe(12000);
  });

  it('reads a quality incentive named with a second measure', () => {
    expect(valueOf(INC, 'You may earn a payment under the Quality and Safety Incentive Program of up to $25,000 each year.')).toBe(25000);
  });

  it('reads a 401(a) plan and a contribution of a qualified salary', () => {
    expect(valueOf(RETIRE, 'You may join the 401(a) defined contribution plan, to which the Clinic contributes 8% of your total base salary.')).toBe('401(a) with 8% employer contribution');
  });

  it('reads a corporation that makes a safe harbor contribution', () => {
    expect(valueOf(RETIRE, 'The Corporation sponsors a 401(k) plan. Each year the Corporation makes a safe harbor nonelective contribution of 4% of eligible pay.')).toBe('401(k) with 4% safe harbor employer contribution');
  });

  it('reads sick time accrued in hours per plan year', () => {
    expect(valueOf(`${T}sick_days`, 'Sick time accrues at 48 hours per plan year.')).toBe(6);
  });

  it('counts holidays named one by one as days the office is closed', () => {
    expect(valueOf(`${T}holidays`, "The clinic is closed on New Year's Day, Memorial Day, the Fourth of July, Labor Day, Thanksgiving Day and Christmas Day.")).toBe(6);
  });

  it('does not count holidays named only for premium pay', () => {
    expect(valueOf(`${T}holidays`, "A 50% differential applies to shifts on New Year's Day, Memorial Day, the Fourth of July, Labor Day, Thanksgiving Day and Christmas Day.")).toBeUndefined();
  });
});

describe('terms and reviews stated in other shapes', () => {
  it('reads an appointment "for a term of" years that is renewed only by reappointment', () => {
    expect(valueOf('basicInformation.contract_dur_renew', 'Your appointment is for a term of two years; it is renewable only by reappointment.')).toBe('2 years; no automatic renewal');
  });

  it('reads criteria after "which considers"', () => {
    expect(valueOf('legalContractualProvisions.performanceEvaluationFeedback.perf_eval_criteria', 'Your work will be evaluated once a year through a formal appraisal, which considers patient outcomes, teaching and research output.'))
      .toBe('patient outcomes, teaching, research output');
  });

  it('reads criteria bracketed after the frequency on a summary line', () => {
    expect(valueOf('legalContractualProvisions.performanceEvaluationFeedback.perf_eval_criteria', 'Appraisal: yearly (clinical outcomes, chart completion, collegiality).'))
      .toBe('clinical outcomes, chart completion, collegiality');
  });
});

describe('figures that only look like terms', () => {
  it('does not take hours for a side role as the work week', () => {
    expect(valueOf('workSchedule.work_hours_sched_req', 'Physician shall spend about six (6) hours per week on the administrative tasks of the directorship.')).toBeUndefined();
    expect(valueOf('workSchedule.work_hours_sched_req', 'Physician shall work forty (40) hours per week and shall give four (4) hours per week to teaching.')).toBe(40);
  });

  it('does not read "is not changed" as excluding termination without cause', () => {
    expect(valueOf('basicInformation.term_prov', 'Section 9 (Termination without Cause) of the Agreement is not changed by this Amendment.')).toBeUndefined();
  });
});
