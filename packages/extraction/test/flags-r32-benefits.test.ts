// Round 32 (benefits): a promotion the paper is timed to or announces, a personal-data purpose, promoting the
// employer as an engagement of its own; a post given up in a leaving paper and a board seat he promises not to seek.
// Sentences written for these tests.
import { describe, it } from 'vitest';
import { expectFlags } from './flags-helpers.js';

// Each line lists the fields that must be true and (with a leading '-') those that must stay false.
const FLAG_CASES: [string, string][] = [
  // A promotion the paper is timed to, or announces, is a step already taken; one still open is an opportunity.
  ["-promo_opp", "This letter takes effect on the first of May so as to coincide with the Manager's promotion to Senior Vice President, Finance."],
  ["-promo_opp", "We are pleased to inform you of your promotion to Group Treasurer, effective next Monday."],
  ["-promo_opp", "WHEREAS, the Bank promoted the Manager to the post of Controller last spring; and"],
  ["-promo_opp", "The parties amend the old contract to record the higher salary received upon his promotion to Controller."],
  ["-promo_opp", "Set out below is a summary of your promotion; your promotion is conditioned on your signing this letter."],
  ["-promo_opp", "No term of this promotion letter may be changed except in a writing signed by both parties."],
  ["promo_opp", "After two full years the Manager will be considered for promotion to Senior Vice President, Finance."],
  // Promotion among the purposes his personal records serve.
  ["-promo_opp -prof_growth_career_adv_opp", "The Bank may hold and use your personal data for these purposes:\\n(a) payroll;\\n(b) pension administration;\\n(c) training and promotion;\\n(d) meeting its legal duties."],
  // Promoting the employer to others as a paid engagement, often a defined term.
  ["-promo_opp -prof_growth_career_adv_opp", "For the Promotion Services, the Consultant will be paid two hundred dollars for each hour spent."],
  ["-promo_opp", "This Release and Promotion Agreement is entered into by the Trust and its former founder."],
  ["promo_opp", "The Consultant will be eligible for promotion to Principal after the first contract year."],
  // A post given up on leaving is no office given; one the paper makes is.
  ["-leader_opp", "From the separation date Ms. Okafor ceases to hold the position of Director of Field Operations."],
  ["-leader_opp", "With effect from the leaving date the Manager ceases to hold the office of Treasurer of the Group."],
  ["leader_opp", "The Company hereby appoints the Executive to the position of Vice President, Field Operations."],
  // Cover named only as it stops on the last day; cover carried on is given.
  ["-life_ins -disability_ins", "I accept that my group term life cover and my long-term disability insurance will stop on my last day at work."],
  ["life_ins disability_ins", "The Trust will continue your group life insurance and long-term disability insurance for twelve months after the separation date."],
  ["life_ins", "The Trust shall provide the Officer with term life insurance of twice his salary."],
  // A promise not to seek a seat on the board; a seat he is elected to is a role.
  ["-leader_opp", "For three years the Executive shall not seek a seat on the Board of Directors by standing for election or in any other way."],
];

describe('round 32 benefits wordings', () => {
  it.each(FLAG_CASES)('%s: %s', (expectation, text) => expectFlags(expectation, text));
});
