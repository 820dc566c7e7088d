// The level a defined benefit plan is set to pay this employee, as a share of his final or average pay: "his benefits
// under the pension plan and the SERP are raised to 50% of his Average Final Compensation". The formula is the
// employer's part in a defined benefit plan, as a match is in a savings plan.
import type { Clause, Ctx } from '../context.js';
import { deniedAt } from '../negation/index.js';

/**
 * The benefit, then the share of pay it comes to. The plans are often named by their sponsors' full names in between
 * ("The Acme, Inc. Pension Plan"), so a company's abbreviation (or an "i.e.") does not end the sentence.
 */
const BENEFIT_LEVEL = new RegExp([
  String.raw`\b(?:retirement|pension|serp) benefits?\b(?:[^.;%]|\b(?:inc|co|corp|ltd|llc|i\.e|e\.g)\.){0,240}?`,
  String.raw`\b(?:equal to|of|at) (\d+(?:\.\d+)?)% of (?:(?:the|his|her|your|[a-z]+'s) )?`,
  String.raw`((?:(?:average|final|highest|last|annual) ){1,3}(?:compensation|salary|pay|earnings))\b`,
].join(''));

/** A measure of some other payment: "the pension he would have had", "as if he had stayed". */
const MEASURE_ONLY = /\bwould (?:otherwise )?have (?:been )?(?:entitled|eligible|received|accrued|had)\b|\bas if\b/;

export interface BenefitLevel { phrase: string; clause: Clause }

export function benefitLevel(ctx: Ctx): BenefitLevel | undefined {
  for (const c of ctx.clauses) {
    const m = BENEFIT_LEVEL.exec(c.num);
    if (!m || deniedAt(c.num, m.index) || MEASURE_ONLY.test(c.num)) continue;
    return { phrase: `retirement benefit of ${m[1]}% of ${m[2]}`, clause: c };
  }
  return undefined;
}
