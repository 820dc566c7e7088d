// A bonus the document pays once, as a settled sum, rather than a yearly bonus the physician may earn: the incentive field
// asks for the most a year of work can pay (FIELDS: inc_bonus), which a one-off payment does not state.
import type { DateValue } from '../dates.js';

/** "a lump-sum bonus payment of ...", "a one-time cash bonus of ...": a single payment, not a yearly opportunity. */
const ONE_OFF = /\b(?:lump[- ]sum|one[- ]time|single|one-off) (?:cash )?bonus\b/;
/**
 * A bonus granted to fund something else ("a cash bonus of $X, solely to cover the exercise price of his options", "a
 * bonus in order to pay the taxes due on ..."): the sum is set by what it pays for, not by any goal of the work.
 */
// A decimal point inside the sum ("$12,500.50") ends no sentence.
const FUNDS_SOMETHING = /\bbonus\b(?:[^.;]|\.(?=\d)){0,80}\b(?:solely |only )?(?:for the (?:sole )?purpose of(?: and to)?|in order to|so as to) (?:facilitat|fund|cover|pay|enabl|financ)\w*/;
/**
 * The bonus for a year already over, which the document pays ("the Company will also pay you your annual bonus for
 * 2019, which equals ..."): a settled amount, not the maximum of a year still to be worked.
 */
const PAYS_BONUS_FOR_YEAR = /\b(?:shall|will)(?: also| further| thereupon)? (?:pay|grant)(?: to)? (?:you|him|her|(?:the )?[a-z]+)\b[^.;]{0,80}\b(?:bonus|incentive award|award)\b[^.;]{0,20}\bfor (?:the )?(?:(?:fiscal|calendar|plan) )?(?:year )?((?:19|20)\d\d)\b/;

export function settledBonus(num: string, signed: DateValue | undefined): boolean {
  if (ONE_OFF.test(num) || FUNDS_SOMETHING.test(num)) return true;
  const paid = PAYS_BONUS_FOR_YEAR.exec(num);
  return !!paid && !!signed && Number(paid[1]) < signed.y;
}
