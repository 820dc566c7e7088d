// Round 31 (misc): equity held or given up on leaving, lawyers' out-of-pocket costs, a car handed back or ending with
// all benefits, and a home named only as a distance or among returned property. Sentences written for these tests.
import { describe, it } from 'vitest';
import { expectFlags } from './flags-helpers.js';

// Each line lists the fields that must be true and (with a leading '-') those that must stay false.
const FLAG_CASES: [string, string][] = [
  // Eligibility for the share plans that stops at the ending denies them; continued eligibility does not.
  ["-ownership_equity_opp", "From the last day onward the Officer will no longer be eligible to join the Trust's pension plan, its sick pay scheme, its tuition plan, its staff share purchase plan or any other plan."],
  ["ownership_equity_opp", "Until the last day the Officer remains eligible to join the Trust's staff share purchase plan and to be granted share options."],
  // Held options named only by how long they may be exercised.
  ["-ownership_equity_opp", "On a retirement the Officer may only exercise his stock options until the first anniversary of the leaving date."],
  ["-ownership_equity_opp", "The Officer's ability to exercise the Officer's vested options after the leaving date follows the plan under which they were granted."],
  ["ownership_equity_opp", "The Trust shall grant the Officer options to buy 5,000 shares, and his ability to exercise the options follows the plan."],
  // Money paid into a share purchase plan handed back on leaving; ceasing to take part in the plans.
  ["-ownership_equity_opp", "On the leaving date the Officer is entitled to a refund of any unspent Employee Stock Purchase Plan (ESPP) payroll deductions."],
  ["-ownership_equity_opp", "Any sums she paid into the employee stock purchase plan will be returned to her under that plan's rules."],
  ["-ownership_equity_opp", "From the leaving date the Officer will cease to participate in all plans of the Trust, including its employee stock option plan and its employee stock purchase plan."],
  ["ownership_equity_opp", "During the term the Officer will participate in all plans of the Trust, including its employee stock option plan and its employee stock purchase plan."],
  // Vested awards paid out, a held entitlement left untouched, vesting dates of held awards changed.
  ["-ownership_equity_opp", "Enclosed are forms for you to receive your vested stock award under the deferral and stock purchase plan."],
  ["-ownership_equity_opp", "Despite her narrower role, the Officer's entitlement to options over the parent's shares of common stock is not affected by this letter."],
  ["-ownership_equity_opp", "The vesting dates of the Officer's restricted stock awards granted in earlier years are moved to the end of this year."],
  // Plans given up or carved out.
  ["-ownership_equity_opp", "He hereby waives all his rights under the old contract, including the right to take part in the Trust's pension, stock option and savings plans."],
  ["-ownership_equity_opp", "He stays in every welfare plan he was in before the leaving date (excluding (x) the Trust's share option and restricted share plans)."],
  ["ownership_equity_opp", "He will continue to participate in every welfare plan he was in before the leaving date, including the Trust's share option and restricted share plans."],
  // Lawyers' out-of-pocket costs are no cost of the work; business out-of-pocket costs are.
  ["-reimb_exp_overhead", "The Trust will pay the Officer's reasonable legal and out-of-pocket expenses of preparing and negotiating this letter, up to twenty thousand dollars."],
  ["-reimb_exp_overhead", "The Trust will pay the Officer's out-of-pocket costs, among them his reasonable attorneys' fees, that he incurs in any such contest."],
  ["reimb_exp_overhead", "The Trust will pay the Officer's reasonable out-of-pocket expenses incurred in carrying out his duties, including travel."],
  // Expenses still unpaid at the leaving date, repaid; an unpaid bill of the employer's is none.
  ["reimb_exp_overhead", "SEPARATION AGREEMENT\n\nThe Company will reimburse you for all unpaid expenses you ran up while you worked for it."],
  ["-reimb_exp_overhead", "SEPARATION AGREEMENT\n\nThe Company will settle its own unpaid expenses with its suppliers in the usual way."],
  // A car among the property handed back, or among the benefits that all end.
  ["-commute_assist", "On leaving he shall hand back his keys, badges, the Trust's credit card, the 2019 sedan Company automobile he drives and all other Company property."],
  ["-commute_assist", "On the separation date he shall return to the Company any and all property of the Company in his keeping, including his company car and phone."],
  ["-commute_assist", "All other benefits and perquisites of any kind (i.e., the company car and car allowance) shall end effective on the separation date."],
  ["commute_assist", "During the term the Trust shall provide him with a company car and pay a car allowance of nine hundred dollars a month."],
  // A home named only as a distance a move is measured from, or among returned property; places suiting both sides.
  ["-remote_work -work_from_home", "Good reason includes moving his work site to a place more than forty miles further from his residence, which would require him to work longer days."],
  ["-remote_work -work_from_home", "Good reason includes lengthening his one-way commute by over forty miles from his home, in a way that affects how he performs his duties."],
  ["-remote_work -work_from_home", "She shall return to the Trust all property of the Trust, including home office equipment, phones and computers she used for her work."],
  ["remote_work", "She may perform her duties from her home office two days a week."],
  ["-remote_work -flex_sched", "He will help the Trust with any lawsuit after he leaves, at times and places that are mutually convenient to him and to the Trust, and will do that work promptly."],
  // In a paper about leaving, an office told as background is not given; a promise of it still is.
  ["-leader_opp", "SEPARATION AGREEMENT AND RELEASE\n\nThe Executive is employed by the Trust in the role of Chief Financial Officer and is one of its key officers."],
  ["leader_opp", "SEPARATION AGREEMENT AND RELEASE\n\nDuring the consulting term the Executive shall serve as Senior Vice President of the Company."],
  ["leader_opp", "EMPLOYMENT AGREEMENT\n\nThe Executive is employed by the Trust in the role of Chief Financial Officer and is one of its key officers."],
  // A reporting line named only as one the employer may fail to keep, a ground to resign.
  ["-report_struct_superv", "Good cause to resign includes the Company's failure to continue the Officer's present authority, duties, reporting relationship and office."],
  ["report_struct_superv", "The Officer shall report directly to the Trust's Chief Executive Officer."],
  // An office named only as the occasion of the paper, or as it ends.
  ["-leader_opp", "In connection with the Trust's offer to employ you in the role of Vice President of Sales, we agree to pay you severance if your job ends within a year."],
  ["leader_opp", "In connection with his employment, the Executive shall serve as Vice President of Sales of the Company."],
  ["-leader_opp", "In consideration of the Officer's continuing employment with the Trust as Treasurer, the parties agree to the terms below."],
  ["-leader_opp", "Your employment as President and Chief Executive Officer will end on the leaving date."],
];

describe('round 31 misc: flags across phrasings', () => {
  it.each(FLAG_CASES)('%s :: %s', expectFlags);
});
