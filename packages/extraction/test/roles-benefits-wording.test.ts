// Offices, reporting lines, equity, insurance and retirement: families of wording written for these tests
// (appointment without "as", a named employee, an offer letter's position line, reporting to a person by name,
// equity paid as pay, benefit lists with many kinds, plan balances drawn down at the end).
import { describe, expect, it } from 'vitest';
import { expectFlags } from './flags-helpers.js';
import { RETIRE, valueOf } from './fields-helpers.js';

const CASES: [string, string][] = [
  // -- leader_opp: the office this agreement gives, in wordings without "serve as"
  ['leader_opp', 'The directors are glad to appoint you Deputy Chairman of Northwind Holdings with effect from today.'],
  ['leader_opp', 'At its March meeting the Board will elect him Chief Operating Officer of the Bank.'],
  ['leader_opp', 'Employee Ivan Petrovich Sokolov is appointed General Director of the limited company.'],
  ['leader_opp', 'Beginning on the start date, you are hereby named Chief Information Officer.'],
  ['leader_opp', 'Harbor Freightways hereby employs Delgado as its Chief Financial Officer for two years.'],
  ['leader_opp', 'The Trust appoints Ms. Okafor as Treasurer of the Trust.'],
  ['leader_opp', 'We are delighted to offer you the position of Interim CFO of our Asian subsidiary.'],
  ['leader_opp', 'The Employee shall be chiefly responsible as Vice President of Marketing of the Corporation.'],
  ['leader_opp', "The Employee's main role will be in the capacity of Senior Vice President, Logistics."],
  ['leader_opp', 'c) Job Title: Vice Chairman'],
  ['leader_opp', 'The Company shall continue to employ Mr. Berg as CGO and Corporate Secretary.'],
  ['leader_opp', '2. Position\nDirector of Engineering, Pacific Region, reporting to the Chief Technology Officer.'],
  // Silence stays silent: a past appointment, someone unnamed, an office offered to nobody in particular.
  ['-leader_opp', 'Mr. Berg was appointed Chief Governance Officer in 2011 and has held that post since.'],
  ['-leader_opp', 'The Company may employ any person as Treasurer once the audit is complete.'],
  ['-leader_opp', 'Ferris Tools hereby employs Delgado as a machinist in the assembly plant.'],
  ['-leader_opp', 'We are delighted to offer you the position of staff accountant.'],
  ['-leader_opp', 'By: Anne Cole\nJob: signing officer'],

  // -- report_struct_superv: who hands out the work, and a reporting line to a person by name
  ['report_struct_superv', 'We confirm the offer of the position of Controller, reporting to Maria Delacroix, based in the Dallas office.'],
  ['report_struct_superv', 'You remain on the payroll of the Company, reporting to Tomas Ek.'],
  ['report_struct_superv', 'The Manager will handle the tasks given to him by the Board each quarter.'],
  ['report_struct_superv', 'He will take on such extra tasks that the Board may assign to him later.'],
  ['report_struct_superv', 'Your duties will include advice on strategy and acquisitions as may be requested by the Board.'],
  ['-report_struct_superv', 'The consulting services provided by the Executive shall be paid at an hourly rate.'],
  ['-report_struct_superv', 'The Physician shall keep records of the services, reporting to Medicare as the law requires.'],
  ['-report_struct_superv', 'Physician shall receive such benefits that the Board may determine.'],

  // -- ownership_equity_opp: equity as pay; equity that is only held, sold to others or freed of restrictions
  ['ownership_equity_opp', 'The Company will pay the Consultant a yearly retainer of 80,000 options, valid for five years, at $0.35.'],
  ['ownership_equity_opp', 'Any award earned under the incentive plan will be paid largely in restricted shares vesting over three years.'],
  ['ownership_equity_opp', 'At the end of each three-year cycle shares of common stock will be issued according to the plan.'],
  ['-ownership_equity_opp', 'WHEREAS, under the Securities Purchase Agreement the Corporation will sell 5,000 shares of preferred stock to the Investor.'],
  ['-ownership_equity_opp', 'The parties also amended the Executive\'s restricted stock award agreement covering shares he was granted in 2003.'],
  ['ownership_equity_opp', 'Besides the options previously granted to him, the Officer is eligible for the stock option plans the Board maintains.'],
  ['-ownership_equity_opp', 'If he resigns for Good Reason, restrictions on any restricted stock award made to him during 2019 shall lapse at once.'],

  // -- insurance: long benefit lists, a right to buy cover, statutory rights, split-dollar and Medicare supplements
  ['health_ins disability_ins life_ins', 'You are eligible for the welfare plans the Company sponsors (among them dental, medical, disability, vision, prescription, employee life, salary continuance, group life, business travel accident and accidental death insurance plans).'],
  ['health_ins life_ins disability_ins', 'Benefits: you are eligible for our programs, including executive life, executive disability, health, dental, vision, 401k, pension plan and paid holidays.'],
  ['health_ins', 'The employee may enrol in the group surgical and hospitalization insurance scheme of the Company.'],
  ['disability_ins', 'The Company will pay a bonus toward your executive LTD premiums for the next two years.'],
  ['life_ins', 'The Employer shall keep paying the premiums on the $500,000 split dollar policy on the Employee.'],
  ['health_ins', 'After the second term the Employer shall pay the premiums for Medicare supplement coverage for him and his wife.'],
  ['-health_ins', 'If he stays until the end of 2030, he shall be entitled to purchase medical coverage on COBRA terms until he is 65.'],
  ['-health_ins', 'Whatever the reason for termination, the Executive keeps such rights as may be provided by COBRA.'],

  // -- ancillary_staff: the executive's own secretary kept or given; the corporate Secretary is an office
  ['ancillary_staff', 'While the consulting term lasts you keep your office in Albany and the services of your secretary.'],
  ['-ancillary_staff', 'The minutes shall be kept by the Secretary of the Company and signed by the Chairman.'],

  // -- wellness_prog: a check-up the employer books for him, not one he must pass
  ['wellness_prog', 'Executive check-ups: the corporate medical office schedules a yearly physical examination for each officer.'],
  ['-wellness_prog', 'Before the start date the Employee is required to pass a physical examination that the Company schedules.'],

  // -- retire_benefits: provident funds; balances drawn down at the end; deferred compensation named in a tax clause
  ['retire_benefits', 'The Company makes the statutory MPF contributions for you through an approved MPF trustee.'],
  ['retire_benefits', 'The employee shall be a member of the Employees\' Provident Fund to which the employer contributes.'],
  ['-retire_benefits', 'Enclosed: the distribution election form for the Company 401(k) plan.'],
  ['-retire_benefits', 'As your account balance is above $5,000 you may leave it in the 401(k) plan or take it out.'],
  ['-retire_benefits', 'If a payment under any deferred compensation plan would cause the Executive to incur an additional tax, it shall be delayed six months.'],
  ['-retire_benefits', 'Upon any termination he shall have those rights that may be provided under any qualified retirement plan he belongs to.'],
];

describe('roles and benefits: families of wording', () => {
  it.each(CASES)('%s :: %s', expectFlags);
});

describe('retire_plan: generic plan kinds named together', () => {
  it('names a deferred compensation plan and a qualified retirement plan listed together', () => {
    const v = valueOf(RETIRE, 'The Officer may take part in any top-hat deferred compensation plan or tax-qualified retirement plan the Bank keeps for officers.');
    expect(v).toBe('deferred compensation plan and qualified retirement plan');
  });

  it('names no plan from a list of generic plan names', () => {
    expect(valueOf(RETIRE, 'The Officer is eligible for incentive plans, savings plans, deferred compensation plans and welfare plans the Bank offers.') ?? null).toBeNull();
  });

  it('names no plan from a deferred compensation plan alone', () => {
    expect(valueOf(RETIRE, 'The Officer may take part in any deferred compensation plan the Bank keeps for officers.') ?? null).toBeNull();
  });
});
