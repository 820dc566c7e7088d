// compensation.ret_bonus, sign_bonus: one-off payments for joining or for staying.
import type { Ctx, Clause } from '../context.js';
import type { Candidate } from '../candidates.js';
import { findMoney, findPercents } from '../money.js';
import { parseDigits } from '../numbers.js';
import { distractorNear } from '../language.js';
import { deniedAt } from '../negation/index.js';
import { ASSURED, DIRECT, STATED, INDIRECT, CEILING, NUDGE, NOTCH, STEP, STRONG_DOUBT } from '../confidence.js';
import { EXAMPLE } from './compensation.js';
import { MEASURED, ON_CORPORATE_EVENT, ONE_TIME, STAYS_EMPLOYED, ofBase, paysForStaying } from './bonus.js';
import { ON_EXTENSION, sameSentenceSteps } from './pay-totals.js';

const OTHER_PAY = /\b(?:relocation|moving|tuition|loan|cme|education|stipend|severance|salary|allowance|reimburse)\w*/;

/** Total of a bonus named by `key`: a stated total wins over the first amount. */
function namedTotal(ctx: Ctx, key: RegExp, strengthDirect: number, caption?: RegExp, oneOff = false): Candidate<number>[] {
  const out: Candidate<number>[] = [];
  for (const c of ctx.clauses) {
    const k = key.exec(c.num);
    const t = key.exec(c.title) ?? (caption ? caption.exec(c.title) : null);
    const inTitle = !!t && !deniedAt(c.title, t.index, t.index + t[0].length);
    if (!k && !inTitle) continue;
    if (EXAMPLE.test(c.num)) continue;
    const at = k ? k.index : 0;
    if (k && deniedAt(c.num, at, at + k[0].length)) continue;
    // The amount may stand just before the name: "a Twenty Thousand ($20,000) dollars signing bonus".
    // Only brackets, "dollars" or one word may stand between such an amount and the name: "salary set at $550,000, signing
    // bonus of $330,000" gives the salary no part in the bonus.
    // The name may also be a defined term in brackets after the amount: 'a bonus of $40,000 (the "Sign-On Bonus")'.
    const monies = findMoney(c.num).filter((m) => (m.index >= at || (k && (/^[)\s"'\u201c]*(?:dollars?\s+)?(?:[\w"'-]+\s+)?$/.test(c.num.slice(m.end, at)) || /^\s*\(\s*(?:the\s+)?["'\u201c]$/.test(c.num.slice(m.end, at)))) || (!k && m.index >= at - 15)) && m.period !== 'unit' && m.period !== 'hour' && m.value >= 500 && !distractorNear(c.num, m.index, 40)
      && !(oneOff && ['year', 'month', 'semimonth', 'biweek', 'week'].includes(m.period))
      // Under a bonus title, an amount named for something else (relocation, tuition) is not the bonus.
      && !(!k && OTHER_PAY.test(c.num.slice(Math.max(0, m.index - 80), m.index))));
    if (!monies.length) continue;
    const total = monies.find((m) => /\b(?:total(?:ing)?|aggregate|in all|sum of)\b[^$]{0,40}$/.test(c.num.slice(Math.max(0, m.index - 50), m.index)));
    const chosen = total ?? monies[0];
    // "paid in twelve (12) equal monthly installments of $8,506.95": the whole is the installments together.
    const parts = /\b(\d{1,2}) (?:equal |consecutive )*(?:(?:monthly|quarterly|annual|semi-?annual|bi-?weekly) )?instal{1,2}ments? of\s*$/.exec(c.num.slice(Math.max(0, chosen.index - 60), chosen.index));
    if (!total && parts && monies.length === 1) {
      out.push({ value: Math.round(Number(parts[1]) * chosen.value * 100) / 100, clause: c, strength: Math.min(ASSURED, strengthDirect + (inTitle ? NUDGE : 0)) });
      continue;
    }
    // "repay", "installments of" without a total: a part, not the whole.
    const before = c.num.slice(Math.max(0, chosen.index - 40), chosen.index);
    let strength = total ? strengthDirect + STEP : strengthDirect;
    if (!total && /\b(?:installments? of|each|repay)\b[^$]*$/.test(before)) strength -= STRONG_DOUBT;
    if (inTitle) strength += NUDGE;
    out.push({ value: chosen.value, clause: c, strength: Math.min(CEILING, strength) });
  }
  return out;
}

// A caption of the bonus word alone ("Sign-on:", "Retention.") names the bonus as plainly.
const RETENTION_KEY = /\b(?:retention|stay|longevity|loyalty) (?:bonus|incentive|payment|award)\b/;
/** A payment named for the handover of a leaving employee: "a supplemental transition payment of $9,000". */
const TRANSITION_KEY = /\btransition(?:al)? (?:bonus|payment|incentive)\b/;
/** Owed only for helping, or staying, through the handover: "on the condition that you keep assisting throughout the transition period". */
const STAYS_TO_ASSIST = /\b(?:on (?:the )?condition that|provided(?: that)?|conditioned (?:up)?on|in (?:exchange|return) for|subject to)\b[^.;]{0,120}\b(?:assist\w*|cooperat\w*|(?:remain|continu)\w* (?:to be )?(?:employed|in (?:the |our |its )?employ|to (?:work|serve)))\b[^.;]{0,120}\b(?:through(?:out)?|until)\b/;
export const retentionBonus = (ctx: Ctx, base?: number) => {
  const named = namedTotal(ctx, RETENTION_KEY, STATED, /^(?:retention|stay bonus)$/);
  const scheduled = named.flatMap((x) => yearlySchedule(x.clause));
  if (scheduled.length) return scheduled;
  if (named.length) return withFurtherInstalments(ctx, named);
  // A transition payment owed only if the leaving employee keeps helping through the handover is paid for staying on
  // (ADJUDICATION-holdout47.md, conventions point 8): "provided he assists the Society throughout the transition period,
  // it will pay him a transition bonus of $9,000".
  const transition = namedTotal(ctx, TRANSITION_KEY, INDIRECT).filter((x) => STAYS_TO_ASSIST.test(x.clause.num));
  if (transition.length) return transition;
  // "provided you remain employed for your first 6 months": a stay measured as a length of service also names the date.
  const unnamed = unnamedBonus(ctx, STAYS_EMPLOYED, /\b(?:anniversary|through|until|on or after|as of)\b|\bfor (?:a |the |your )?(?:first )?\d+[- ]months?\b/);
  if (unnamed.length) return withFurtherInstalments(ctx, unnamed, UNNAMED_STEP);
  return [...anniversaryBonus(ctx), ...stayShareOfBase(ctx, base), ...forgivenLoan(ctx)];
};

/** A loan written off for staying: "the loan will be forgiven on the third anniversary, provided that you are still employed". */
const FORGIVEN = /\bloan\b[^.;]{0,160}\bforgiven\b|\bforgiv\w+\b[^.;]{0,60}\bloan\b/;
const FOR_STAYING = /\banniversary\b|\b(?:continue|remain)s? (?:to be )?(?:a )?(?:full-time )?(?:employee|employed|in (?:the )?employ)/;
/** The principal of a loan: "a loan in the principal amount of $80,000", "a $250,000 loan", "will lend you $40,000". */
const LOAN_AMOUNT = /\bloan (?:in the (?:principal )?amount of|of)\s*$|\blend (?:you|him|her|the [a-z]+)\s*$|^\s*loan\b/;

/**
 * A loan forgiven when the employee stays (ADJUDICATION: h8-06, h11-05): a retention bonus of its principal, read from the
 * clause that grants the loan, at most a few sentences before the forgiveness.
 */
function forgivenLoan(ctx: Ctx): Candidate<number>[] {
  for (const c of ctx.clauses) {
    if (!FORGIVEN.test(c.num) || !FOR_STAYING.test(c.num) || EXAMPLE.test(c.num) || deniedAt(c.num, c.num.search(/\bforgiv/))) continue;
    for (let i = c.index; i >= Math.max(0, c.index - 8); i--) {
      const num = ctx.clauses[i].num;
      const m = findMoney(num).find((x) => LOAN_AMOUNT.test(num.slice(Math.max(0, x.index - 40), x.index)) || LOAN_AMOUNT.test(num.slice(x.end, x.end + 10)));
      if (m && m.value >= 1000) return [{ value: m.value, clause: ctx.clauses[i], strength: INDIRECT }];
    }
  }
  return [];
}

/**
 * A stay bonus paid by year from a schedule ("a yearly retention bonus as follows: 2021: $50,000 2022: $75,000"): the
 * total of its steps (FIELDS: total amount). Only figures labelled by their year after "as follows" count.
 */
function yearlySchedule(c: Clause): Candidate<number>[] {
  const from = c.num.search(/\bas follows\b/);
  if (from < 0) return [];
  const steps = [...c.num.slice(from).matchAll(/\b(?:19|20)\d\d\s*:\s*\$(\d{1,3}(?:,\d{3})+)(?![\d,])/g)].map((m) => parseDigits(m[1]));
  return steps.length >= 2 ? [{ value: steps.reduce((a, b) => a + b, 0), clause: c, strength: STATED + NOTCH }] : [];
}

/** A further payment of a stay bonus, named by its order: "a second one-time bonus of $50,000". */
const UNNAMED_STEP = /\b(?:additional|further|second|third|another) (?:[a-z-]+ ){0,3}(?:bonus|payment) (?:of|in the amount of|equal to)\s*/;

/**
 * A bonus owed on an anniversary of the start whatever the results ("upon the first anniversary of employment, or on a
 * termination without cause before it, he will be paid a guaranteed bonus of $90,000"): a stay bonus (ADJUDICATION: d2-14, h3-15).
 */
function anniversaryBonus(ctx: Ctx): Candidate<number>[] {
  const out: Candidate<number>[] = [];
  for (const c of ctx.clauses) {
    if (!/\b(?:guaranteed|minimum) bonus\b/.test(c.num) || MEASURED.test(c.num) || EXAMPLE.test(c.num)) continue;
    if (!/\b(?:upon|on|at|as of) the (?:first|second|third|1st|2nd|3rd) anniversary\b/.test(c.num) || deniedAt(c.num, c.num.search(/\bbonus\b/))) continue;
    const m = findMoney(c.num).find((x) => x.period === 'none' && x.value >= 1000 && !distractorNear(c.num, x.index, 40));
    if (m) out.push({ value: m.value, clause: c, strength: INDIRECT });
  }
  return out;
}

/** A stay bonus set as a share of the salary (still employed on a set date, "a special bonus of 40% of your base salary then in effect"). */
function stayShareOfBase(ctx: Ctx, base: number | undefined): Candidate<number>[] {
  if (!base) return [];
  for (const c of ctx.clauses) {
    if (!/\bbonus\b/.test(c.num) || !paysForStaying(c.num) || EXAMPLE.test(c.num) || ON_CORPORATE_EVENT.test(c.num)) continue;
    const pcts = findPercents(c.num);
    const i = pcts.findIndex((p, j) => ofBase(c.num, pcts, j) || /^\s*of (?:his|her|your|the executive's|the employee's) (?:then[- ]current )?(?:annual )?(?:base )?salary\b/.test(c.num.slice(p.end, p.end + 50)));
    if (i >= 0 && pcts[i].value <= 300) return [{ value: Math.round(base * pcts[i].value) / 100, clause: c, strength: INDIRECT }];
  }
  return [];
}

/**
 * A retention bonus paid in steps, each its own sentence ("... on the first anniversary, a retention bonus of $50,000.
 * ... on the second anniversary, an additional retention bonus of $50,000"): the total is the steps together (FIELDS:
 * total amount). Steps owed only if the term is extended are left out.
 */
function withFurtherInstalments(ctx: Ctx, named: Candidate<number>[], step?: RegExp): Candidate<number>[] {
  const first = named.reduce((a, b) => (b.strength > a.strength ? b : a));
  if (ON_EXTENSION.test(first.clause.num)) return named;
  let total = first.value + (step ? 0 : sameSentenceSteps(first.clause.num, first.value));
  for (const i of ctx.units[first.clause.unit].clauses) {
    const c = ctx.clauses[i];
    if (c.index <= first.clause.index || ON_EXTENSION.test(c.num)) continue;
    const k = (step ?? /\b(?:additional|further|second|third|another) (?:retention|stay|longevity|loyalty) (?:bonus|incentive|payment|award) (?:of|in the amount of|equal to)\s*/).exec(c.num);
    if (!k || deniedAt(c.num, k.index)) continue;
    const m = findMoney(c.num).find((x) => x.index >= k.index + k[0].length && x.index - (k.index + k[0].length) < 40);
    if (m && m.period !== 'unit' && m.period !== 'hour') total += m.value;
  }
  return total === first.value ? named : [{ value: total, clause: first.clause, strength: Math.min(CEILING, first.strength + NOTCH) }, ...named];
}
export const signingBonus = (ctx: Ctx) => {
  // "a sign on bonus", 'a $15,000 "signing" bonus': the name written apart or in quotes. A sum stated per year or month is
  // no one-off payment.
  const named = namedTotal(ctx, /\b(?:sign(?:ing|-on|on| on)|hiring|commencement|recruitment|starting|start-up|start)["'\u201d]? (?:bonus|incentive|payment)\b/, DIRECT, /^(?:sign(?:ing|-on|on| on)|signing bonus|sign-on bonus)$/, true);
  // A one-time sum owed only if the employee stays employed for a time is a retention bonus, not a signing bonus.
  if (named.length) return named;
  const oneOff = unnamedBonus(ctx, ONE_TIME, AT_START);
  return (oneOff.length ? oneOff : unnamedBonus(ctx, /\bbonus\b/, PAID_AT_HIRE).filter((x) => !/\b(?:annual|yearly|each year|per year)\b/.test(x.clause.num))).filter((x) => !STAYS_EMPLOYED.test(x.clause.num));
};

/** A bonus paid as the employment begins is a signing bonus whatever it is called: "a bonus of $9,000 payable upon hire". */
const PAID_AT_HIRE = /\b(?:payable|paid|due)\b[^.;]{0,20}\b(?:at the time of (?:your|his|her|the [a-z]+'s) (?:initial )?(?:employment|hire|hiring)|upon (?:your |his |her )?(?:hire|hiring|joining))\b/;

/** Paid when the engagement begins: on approval or execution of this agreement, on the start or effective date, with the first payroll. */
const AT_START = /\b(?:approval|ratification|execution|signing) (?:and ratification )?of this agreement|\b(?:start|effective|commencement|hire) date\b|\bcommencement of (?:the )?(?:term|employment)\b|\bfirst (?:regular )?payroll\b|\bupon (?:joining|commencing)\b/;

/** A bonus that its conditions name: the first sum of a clause that offers a bonus under `kind`, near `when`. */
function unnamedBonus(ctx: Ctx, kind: RegExp, when: RegExp): Candidate<number>[] {
  const out: Candidate<number>[] = [];
  for (const c of ctx.clauses) {
    if (!/\bbonus\b|\bpayment\b/.test(c.num) || !kind.test(c.num) || !when.test(c.num) || EXAMPLE.test(c.num)) continue;
    if (deniedAt(c.num, c.num.search(/\bbonus\b|\bpayment\b/))) continue;
    const m = findMoney(c.num).find((x) => x.period !== 'unit' && x.period !== 'hour' && x.value >= 1000 && !distractorNear(c.num, x.index, 40));
    if (m) out.push({ value: m.value, clause: c, strength: INDIRECT });
  }
  return out;
}
