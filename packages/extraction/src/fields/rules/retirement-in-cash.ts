// The employer's contributions to a retirement plan paid to the employee in cash instead, on leaving or while he can
// no longer take part: "a sum equal to the matching contributions that would have been made to his 401(k) account
// had he stayed on for two more years". The plan and the employer's part in it are what the contract gives, even
// though the money never reaches the plan.
import type { Clause, Ctx } from '../context.js';
import { deniedAt } from '../negation/index.js';

/** The plans whose contributions are so replaced, with the name the value gives each. */
const PLAN_NAMES: readonly [RegExp, string][] = [
  [/^40[1l]\s?\(k\)/, '401(k)'],
  [/^403\s?\(b\)/, '403(b)'],
  [/^(?:esop|employee stock ownership)/, 'ESOP'],
  [/^profit[- ]sharing/, 'profit sharing plan'],
  [/^pension/, 'pension plan'],
];

/**
 * Contributions someone else would have put in (the passive: the employee's own deferrals are his, not the employer's),
 * and the plan they would have gone into.
 */
const WOULD_HAVE_GONE_IN = new RegExp([
  String.raw`\b((?:employer |company |matching |profit[- ]sharing )*)contributions?\b[^.;]{0,80}?\bwould (?:otherwise )?have been (?:made|allocated|credited|contributed)\b`,
  String.raw`[^.;]{0,80}?\b(?:under|to|in(?:to)?) (?:(?:the|any|its|his|her|their) )?(?:[a-z]+'s )?(?:[a-z]+ ){0,3}?`,
  String.raw`(40[1l]\s?\(k\)|403\s?\(b\)|esop\b|employee stock ownership|profit[- ]sharing|pension)`,
].join(''));

/** The employee's own money: "the employee contributions he would have made", "his own contributions". */
const OWN_MONEY = /\b(?:employee|his|her|your|elective|own)\s*$/;

/** The clause pays the amount to him: "shall pay to him an amount equal to", "a lump sum payment of". */
const PAID_TO_HIM = /\b(?:pay|pays|paid|payment|lump[- ]sum)\b/;

/** How long the contributions would have run: "had he continued working for a period of 2 years". */
const YEARS_STAYED = /\b(?:continued|remained|stayed)\b[^.;]{0,60}?\b(?:for (?:a period of |an additional |a further )?)?(\d{1,2}) (?:additional |more |further )?years?\b/;

export interface ContributionsInCash { plans: string[]; matching: boolean; years?: string; clause: Clause }

export function contributionsInCash(ctx: Ctx): ContributionsInCash | undefined {
  let found: ContributionsInCash | undefined;
  for (const c of ctx.clauses) {
    const m = WOULD_HAVE_GONE_IN.exec(c.num);
    if (!m || !PAID_TO_HIM.test(c.num) || OWN_MONEY.test(c.num.slice(Math.max(0, m.index - 30), m.index)) || deniedAt(c.num, m.index)) continue;
    const name = PLAN_NAMES.find(([re]) => re.test(m[2]))?.[1];
    if (!name) continue;
    const years = YEARS_STAYED.exec(c.num.slice(m.index))?.[1];
    if (!found) found = { plans: [name], matching: /match/.test(m[1]), years, clause: c };
    else if (!found.plans.includes(name)) found.plans.push(name);
  }
  return found;
}

/** "ESOP and 401(k) with employer contributions paid in cash for 2 years". */
export function inCashPhrase(x: ContributionsInCash): string {
  const plans = x.plans.length > 1 ? `${x.plans.slice(0, -1).join(', ')} and ${x.plans[x.plans.length - 1]}` : x.plans[0];
  return `${plans} with employer ${x.matching ? 'matching ' : ''}contributions paid in cash${x.years ? ` for ${x.years} years` : ''}`;
}
