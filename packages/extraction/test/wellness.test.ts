// Wellness and work-life balance (benefits.wellnessWorkLifeBalance.*): sentences of contract language written for these tests.
import { describe, expect, it } from 'vitest';
import { WEL, expectFlags, trueIn } from './flags-helpers.js';

// Flag phrasings: each line lists the fields that must be true and (with a leading '-') those
// that must stay false; "\\n" starts a line, "\f" a page.
const FLAG_CASES: [string, string][] = [
  // Round 27: a car handed over after it is named, travel from a home not yet moved, company property handed back,
  // and commuting costs repaid.
  ["commute_assist", "The clinic shall cause title to the estate car it gave the doctor to use to be transferred to him without further consideration."],
  ["commute_assist", "The hospital will reimburse her travel costs up to 9,000 dollars a year, and these payments stop once she has moved her principal residence to the city."],
  ["-commute_assist", "On her last day the doctor shall return to the clinic all clinic property she holds, such as any company car, pager and keys."],
  ["-commute_assist", "If he quits within a year he must repay the clinic the housing and commuting expenses it met for him."],
  ["-commute_assist", "The hospital will repay his travel to medical conferences, which end once the year's budget is spent."],
  // Round 20: staff discounts on the employer's goods and free travel on its own services; shares bought at a discount are equity.
  ["emp_discounts", "From her first day she may take a 35% staff discount in any of the chain's shops."],
  ["emp_discounts", "He and his wife shall have free air travel on the airline's scheduled routes for life."],
  ["emp_discounts", "Staff of the carrier and their families enjoy flight privileges on a space-available basis."],
  ["-emp_discounts", "The Officer may buy the company's common shares at a 15% discount under the employee stock purchase plan."],
  ["-emp_discounts", "The Company pays his business travel expenses, including airfare and hotels, on its travel benefits card."],
  ["childcare_assist", "The Officer may join the Company's group medical, dental, dependent care, life insurance and 401(k) plans."],
  ["-childcare_assist", "The Officer shall name his dependents as beneficiaries of the life insurance."],
  // -- phrasings of contract language written for the tests
  ["-wellness_prog", "Physician shall comply with the Hospital's employee health policies."],
  ["-emp_discounts", "Physician shall not offer discounts to patients without approval."],
  ["-gym_memb", "Physician shall provide sports medicine coverage at the community gym."],
  ["-lunch_ben", "Physician shall take a lunch break of thirty minutes each shift."],
  ["-parking_ben", "Physician shall park in designated areas."],
  ["-commute_assist", "Physician shall be responsible for commuting costs between the clinic sites."],
  ["commute_assist", "9. Car. The Bank shall cover the costs the Officer incurs to lease a car, up to $700 a month."],
  // A car he may lease and drive with the employer paying; commuting costs the employer carries.
  ["commute_assist", "The Officer may lease and drive, for work or private use, a car he selects at the Company's expense."],
  ["commute_assist", "For the first year, the costs of his weekly commuting to the head office, including airfare and hotel, shall be borne by the Company."],
  // The same car clause set in by an amendment that strikes the old wording and adds new wording in its place.
  ["commute_assist", "2. Section 5 is hereby amended to delete its final sentence as first drafted and to add the following new sentence: \"The Officer may lease and drive a car of his choosing at the Company's expense.\""],
  ["-commute_assist", "9. Travel. The Bank shall cover the cost of business travel, including a rental car when needed."],
  ["-work_from_home -remote_work", "Physician must reside within 30 minutes of the Hospital."],
  ["-telemed_opp", "Physician shall answer telephone calls from the answering service."],
  ["work_from_home remote_work", "Radiologist may interpret studies from a home workstation provided by the Group."],
  ["telemed_opp", "Physician will provide telehealth services to patients of the rural clinics."],
  ["telemed_opp", "Physician may participate in the Hospital's telestroke program."],
  ["wellness_prog", "Physician may participate in the physician wellness initiative."],
  ["emp_assist_prog", "Physician has access to the EAP."],
  ["emp_discounts", "Employees receive a 20% discount at the hospital cafeteria and pharmacy."],
  ["paid_parent_leave", "Physician shall receive 12 weeks of paid family leave following the birth or adoption of a child."],
  ["childcare_assist", "The Company provides on-site daycare for employees' children."],
  ["casual_dress", "Business casual attire is acceptable in the office."],
  ["lunch_ben", "The Practice provides catered lunches for staff every Friday."],
  ["parking_ben", "Employer shall pay for Physician's parking at the medical office building."],
  ["commute_assist", "Employer will reimburse Physician for mileage commuting between home and the clinic."],
  // Travel between his home in another city and the office, paid for; commuting named as unpaid or as a hardship.
  ["commute_assist", "The Company will reimburse the lodging the Executive needs while travelling to and from its Denver office from his home in Utah."],
  ["-commute_assist", "You are responsible for the cost of your commute from Eugene to the Salem office."],
  ["-commute_assist", "The Company reimburses mileage for driving on Company business, other than the daily commute between home and office."],
  ["-commute_assist", "A move of the office necessitating commuting outside the metro area is Good Reason, and severance will then be paid."],
  ["-emp_discounts", "The Practice obtains volume discounts from its suppliers."],
  ["-telemed_opp", "This Agreement does not include any telemedicine services."],
  ["wellness_prog", "Physician will receive an annual wellness stipend of $500."],
  // Employee assistance programs named for whom they serve.
  ["emp_assist_prog", "Physicians may use the Physician and Family Assistance Program at no charge."],
  ["emp_assist_prog", "The Hospital offers free confidential counseling sessions to all staff."],
  ["-emp_assist_prog", "Physician shall help patients apply to the Patient Assistance Program."],
  // -- families of phrasing (positives, negations, distractors)
  ['-work_from_home -remote_work', 'Telework is not permitted under this Agreement.'],
  // Meals at work at no charge.
  ['lunch_ben', 'Physicians may eat in the staff cafeteria free of charge during shifts.'],
  ['lunch_ben', 'Meals in the physicians\' lounge are available at no cost while on duty.'],
  ['-lunch_ben', 'Meals are not provided.'],
  ['lunch_ben', 'Employees receive a 20% discount in the hospital cafeteria.'],
  ['-lunch_ben', 'Meals while travelling to a conference are reimbursed at cost.'],
  // -- a preventive physical examination the employer offers, not one the officer must undergo
  ["wellness_prog", "The Officer may also join the Bank's yearly physical exam program for senior staff."],
  ["wellness_prog", "Each year Sunfield will cover a comprehensive executive physical at a clinic of the Officer's choosing, paid by the Company."],
  ["-wellness_prog", "If the Company believes the Executive is disabled, he shall submit to a physical examination by a doctor the Company selects."],
  ["-wellness_prog", "The offer is contingent on the Employee passing a pre-employment physical exam."],
  // -- car running costs met by the employer; a car only as a cost of moving house
  ["commute_assist", "Westmoor shall reimburse the Officer for automobile expenses of up to $700 each month."],
  // Trips from his home paid for; cars the employer provides, named in the passive; car costs among kept perquisites.
  ["commute_assist", "The Firm will reimburse the Officer's travel costs to and from his residence in Fresno for the first year."],
  ["commute_assist", "On leaving, she keeps the car she is being furnished by the Company, and its lease is paid off."],
  ["commute_assist", "For two years he keeps all perquisites of this Agreement, car expenses included."],
  ["-commute_assist", "The Officer bears all travel to and from his residence on his own."],
  ["-commute_assist", "Moving costs: the Company will pay reasonable car lease termination expenses, or the loss on a car sale, up to $4,000."],
  // -- leave after a birth with a share of salary kept
  ["paid_parent_leave", "After the birth of a child the Officer may take ten weeks of maternity leave, for which she shall receive eighty percent (80%) of her then current base salary."],
  ["-paid_parent_leave", "The Officer may take up to twelve weeks of unpaid parental leave."],
  // -- the employer shares the cost of looking after his children
  ["childcare_assist", "Should the Manager's spouse fall ill, Brightwater will pay 40% of the cost of a carer who takes over the care of the children."],
  ["-childcare_assist", "The Clinic provides medical care for children of all ages in the county."],
];

describe('wellness and work-life balance: flags across phrasings', () => {
  it.each(FLAG_CASES)('%s :: %s', expectFlags);
});

describe('wellness flags', () => {
  it('finds wellness benefits in several phrasings', () => {
    const t = trueIn(
      'Perks. Physician may join the Employer\'s employee wellness program and its Employee Assistance Program. Physician may use the staff discount program at the hospital gift shop. Physician shall receive eight weeks of paid maternity leave. The Employer shall provide a child care subsidy. Physicians may bring their pets to the office, which is pet-friendly. Business casual attire is permitted, and casual dress applies on Fridays. The Employer reimburses a health club membership. Lunch is provided on clinic days at no cost. Free parking is provided in the staff garage. The Employer shall provide a monthly transit pass for commuting.',
    );
    for (const f of ['wellness_prog', 'emp_assist_prog', 'emp_discounts', 'paid_parent_leave', 'childcare_assist', 'pet_friendly_work', 'casual_dress', 'gym_memb', 'lunch_ben', 'parking_ben', 'commute_assist']) expect(t.has(WEL + f), f).toBe(true);
  });

  it('does not take what is refused or only resembles a benefit', () => {
    const t = trueIn(
      'Physician shall receive a thirty minute meal period. Casual dress is not permitted at any time. Pets are not allowed in the clinic. The Employer shall reimburse travel, lodging and meals for approved conferences. Parental leave shall be unpaid.',
    );
    for (const f of ['lunch_ben', 'casual_dress', 'pet_friendly_work', 'paid_parent_leave']) expect(t.has(WEL + f), f).toBe(false);
  });
});

// Round 11: a car handed over to the employee for nothing. Sentences written for these tests.
describe('commute assistance: the car given to him', () => {
  it.each([
    ['commute_assist', 'On his retirement the Firm shall also transfer to the Officer the car he drives, with its title, for no consideration, and he shall pay any transfer tax.'],
    ['commute_assist', 'The Firm will give him, at no cost, the company vehicle assigned to him.'],
    ['-commute_assist', 'The Officer shall transfer to the Firm the title to any vehicle bought with Firm funds.'],
  ])('%s :: %s', expectFlags);
});

// Round 25: a car's benefits in the plural, and a longer trip to work named as the test of a move he may refuse.
// Sentences written for these tests.
describe('commute assistance: car benefits kept, a longer commute as a ground to resign', () => {
  it.each([
    ['commute_assist', 'For a year after he leaves, the Firm will keep up, at its own cost, his health cover and the executive car benefits he had.'],
    ['commute_assist', 'The Firm provides her with automobile benefits under its policy for officers.'],
    ['-commute_assist', 'Good Reason includes a move of his office that would increase the length of his commute by more than 40 miles, unless the Firm provides equal pay.'],
    ['-commute_assist', 'A new post counts as comparable only if it does not lengthen her daily commute, and the Firm provides the same title.'],
    ['commute_assist', 'The Firm provides her with a monthly transit pass.'],
  ])('%s :: %s', expectFlags);
});
