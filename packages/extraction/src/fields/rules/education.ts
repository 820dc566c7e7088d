// CME allowance and what it pays for; the retirement plan and the employer's part in it.
import type { Clause, Ctx } from '../context.js';
import type { Candidate } from '../candidates.js';
import { annualise, findMoney, findPercents } from '../money.js';
import { deniedAt } from '../negation/index.js';
import { EMPLOYER, PHYSICIAN } from '../party-words.js';
import { LABELLED, STATED, LIKELY, INDIRECT, below } from '../confidence.js';
import { anyOf, around } from '../alternatives.js';
import { DISCRETIONARY_EXTRAS } from '../patterns.js';
import { PLAN_IN_PASSING, PLANS_END, PROFIT_SHARING_BONUS } from '../flags/retirement.js';
import { bodyBelow, isCaption } from '../flags/rule.js';
import { contributionsInCash, inCashPhrase } from './retirement-in-cash.js';
import { benefitLevel } from './retirement-benefit-level.js';

// Commonwealth contracts call CME "study leave" and "continuing professional development"; a lawyer's is "continuing legal education".
const CME = around(String.raw`\b`, [
  String.raw`cme|continuing (?:medical |legal |professional )?education|professional development|study leave`,
  String.raw`(?:faculty|physician|professional) development (?:account|fund|allowance)`,
  String.raw`educational (?:allowance|expenses|fund|stipend|account)|education (?:allowance|fund|stipend|account)`,
], String.raw`\b`);
const NOT_CME = /\b(?:tuition (?:reimbursement|assistance|benefit)|loan|relocation|license|licensure|dea|malpractice|sign(?:ing|-on)|retention|board certification fees? only)\b/;

export function cmeAllowance(ctx: Ctx): Candidate<number>[] {
  const out: Candidate<number>[] = [];
  for (const c of ctx.clauses) {
    const k = CME.exec(c.num) ?? (CME.test(c.title) ? ({ index: 0, 0: '' } as unknown as RegExpExecArray) : null);
    if (!k) continue;
    if (deniedAt(c.num, k.index, k.index + k[0].length) && !CME.test(c.title)) continue;
    for (const m of findMoney(c.num)) {
      if (m.period === 'unit' || m.period === 'hour' || m.value < 100 || m.value > 50000) continue;
      const near = c.num.slice(Math.max(0, m.index - 90), m.end + 60);
      if (!CME.test(near) && !CME.test(c.title)) continue;
      if (NOT_CME.test(c.num.slice(Math.max(0, m.index - 50), m.end + 30))) continue;
      const v = annualise(m, 'year');
      if (v === undefined) continue;
      const labelled = /\b(?:allowance|reimburse|up to|fund|stipend|budget|account)\b/.test(near);
      out.push({ value: v, clause: c, strength: labelled ? LABELLED : INDIRECT });
      break;
    }
  }
  return out;
}

/**
 * What follows the list of items and is not one: the paid days granted in the same
 * sentence ("..., and five (5) days of paid leave each year to attend them"), the period.
 */
const TAIL = anyOf([
  String.raw`,?\s+(?:and|plus)\s+(?:up to\s+)?(?:(?:\w+[\s-]){0,2}\(?\d+\)?\s+|\d+\s+|(?:one|two|three|four|five|six|seven|eight|nine|ten)\s+|an?\s+)(?:additional\s+|paid\s+|working\s+|business\s+)*(?:(?:cme|education(?:al)?|professional|continuing medical education)\s+)?(?:days?|weeks?)\b.*$`,
  String.raw`,?\s+(?:each|per|every|a)\s+(?:calendar\s+|contract\s+|academic\s+|fiscal\s+)?year\b.*$`,
  String.raw`,\s+(?:up to|not to exceed)\b.*$`,
]);

/** CME costs the physician bears himself are no allowance. */
const SELF_BORNE = new RegExp(String.raw`\b(?:shall|will|must) bear\b|\bat (?:his|her|their|your|(?:the )?${PHYSICIAN}'s) own (?:cost|expense)\b|\bsolely responsible\b`);
/** A "list" that names the physician or the attendance, not what the money pays for. */
const NOT_ITEMS = new RegExp(String.raw`^(?:each|every|any|(?:the )?${PHYSICIAN}|attendance|(?:the )?purposes? of|attending)\b`);

/** The items the CME money pays for, as the contract lists them. */
export function cmeItems(ctx: Ctx): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  for (const c of ctx.clauses) {
    if (!CME.test(c.num) && !CME.test(c.title)) continue;
    if (!/\b(?:reimburse\w*|pays?|paid|allowance|fund|account|covers?|expenses?|costs?|receives?|provided?|budget|stipend)\b|\$\d/.test(c.num)) continue;
    // Costs the physician bears are not a benefit.
    if (SELF_BORNE.test(c.num)) continue;
    if (deniedAt(c.num, Math.max(0, c.num.search(CME)))) continue;
    const text = c.text.toLowerCase().replace(/\s+/g, ' ');
    const LIST = around(String.raw`\b`, [
      String.raw`used for|used on|spent on|applied to|apply to|to cover|for the (?:costs?|expenses?) of|for|toward|towards`,
      String.raw`covering|covers?|reimburses|pays for|funds|including|includes?`,
    ], String.raw`\s+((?:the )?(?:reasonable )?(?:and documented )?(?:costs? of |expenses? of |fees for )?[^.;]*?)(?=$|[.;]|\bupon\b|\bsubject to\b|\bin accordance\b|\bprovided\b|\bwithin\b|\bwhich\b|\bthat\b|\bper (?:contract|academic|calendar|bonus) year\b)`, 'g');
    const ITEM = around(String.raw`\b`, [
      String.raw`courses?|registration|travel|lodging|journals?|meetings?|conferences?|subscriptions?|fees|certification`,
      String.raw`training|books|materials|dues|seminars?|programs?|tuition|assembly|board review`,
    ], String.raw`\b`, 'g');
    let best: { items: string; score: number } | undefined;
    // A list may sit inside a longer one: "5 paid days for CME and reimbursement of up to $7,500 per year for course tuition".
    const raws = [...text.matchAll(LIST)].flatMap((m) => [m[1], ...m[1].split(/\b(?:for|to cover|towards?|covering)\s+/).slice(1)]);
    // A summary line lists them in brackets after the amount: "CME: $3,000/yr (courses, travel)".
    for (const m of text.matchAll(/\$[\d,.]+[^()]{0,20}\(([a-z][a-z ,&/'-]{2,100})\)/g)) raws.push(m[1].replace(/\s*\/\s*/g, ', '));
    for (const raw of raws) {
      const phrase = raw.replace(/^(?:the |reasonable |and |documented |expenses of |costs of |fees for )+/g, '').replace(TAIL, '').replace(/\$[\d,.]+|\(\s*\)/g, '').replace(/\s+/g, ' ').trim();
      if (phrase.length < 6 || NOT_ITEMS.test(phrase)) continue;
      const score = (phrase.match(ITEM) ?? []).length + (/,| and /.test(phrase) ? 0.5 : 0);
      if (score >= 1 && (!best || score > best.score)) best = { items: phrase, score };
    }
    if (!best) continue;
    // Restore the usual capitals of abbreviations the contracts use.
    let items = best.items.replace(/^(?:your |the cost of |cost of |reasonable,? |documented )+/g, '').replace(/[\s,(\u201c"]+$/g, '').replace(/\b(cme|acls|pals|atls|nrp|acep|aap|acc|asco|astro|aua|apa)\b/g, (x) => x.toUpperCase());
    if (!/\bCME\b|continuing/.test(items)) items = `CME ${items}`;
    // The clause that also states the money is the one that says what the money pays for.
    out.push({ value: items.slice(0, 200), clause: c, strength: /\$\d/.test(c.num) ? LIKELY : below(INDIRECT, 5) });
  }
  return out;
}

/** The physician's own deferral ("Physician contributes 5% of salary"), not the employer's. */
const PHYSICIAN_CONTRIBUTES = new RegExp(String.raw`\b${PHYSICIAN} (?:contributes|shall contribute|must contribute)\b[^.]{0,30}$`);
/** An employer, or a contribution verb, beside the percentage. */
const EMPLOYER_CONTRIBUTES = new RegExp(String.raw`\b(?:${EMPLOYER}|trust|shall (?:make|contribute)|will (?:make|contribute)|makes (?:an? )?(?:[a-z-]+ ){0,3}contributions?|contributes)\b`);

// "40l(k)", "4O1(k)": letters read for digits in a scanned or retyped plan name are still the 401(k).
// "401-k" is written with a hyphen too; "the 401(k) Savings Plan" keeps its name.
const PLAN = /\b(40[1l](?:\s?|-)(?:\(k\)|k\b)(?: profit[- ]sharing plan\b| savings plan\b)?|401\s?\(a\)(?!\s?\()|403\s?\(b\)|457\s?\(b\)|thrift savings plan\b|defined benefit (?:pension )?plan\b|pension plan\b|pension scheme\b|superannuation\b|retirement system\b|profit[- ]sharing plan\b|simple ira\b|sep ira\b)/;

/**
 * Kinds of retirement plan as benefit lists name them ("pension, thrift and profit sharing plans",
 * "401(k), pension and other plans", "the qualified defined benefit retirement plan and the SERP"):
 * executive agreements name the kinds a participant joins rather than one plan with its match.
 */
const PLAN_KIND: readonly [RegExp, string][] = [
  [/\b40[1l](?:\s?|-)(?:\(k\)|k\b)/g, '401(k)'],
  [/\b403\s?\(b\)/g, '403(b)'],
  [/\b457\s?\(b\)/g, '457(b)'],
  [/\b(?:qualified )?defined benefit (?:retirement |pension )?plans?\b/g, 'defined benefit retirement plan'],
  // A SERP named by its kind ("the defined contribution supplemental retirement plan") is told apart from its sibling.
  [/\bdefined contribution (?:supplemental|excess) (?:executive )?retirement plans?\b|\bdefined contribution serps?\b/g, 'defined contribution SERP'],
  [/\bdefined benefit (?:supplemental|excess) (?:executive )?retirement plans?\b|\bdefined benefit serps?\b/g, 'defined benefit SERP'],
  [/\bsupplemental (?:executive )?(?:retirement|pension) (?:plans?|benefits?|income plans?|programs?)\b|\bserp\b/g, 'supplemental executive retirement plan (SERP)'],
  // An excess benefit plan pays what the tax code's limits keep the qualified plan from paying: a SERP's sibling.
  [/\bexcess benefit (?:plans?|(?:or|and) (?:[a-z]+ ){1,4}plans)\b/g, 'excess benefit plan'],
  // A stock ownership plan is a qualified plan that saves for retirement in the employer's shares.
  [/\bemployee stock ownership plans?\b|\besop\b/g, 'employee stock ownership plan (ESOP)'],
  [/\bpension\b(?! scheme)/g, 'pension'],
  [/\bthrift\b/g, 'thrift'],
  [/\bprofit[- ]sharing\b/g, 'profit sharing'],
  [/\b(?:retirement )?savings plans?\b/g, 'savings'],
  // Generic names that still tell the kind, when listed beside another: a deferred compensation plan, a qualified plan.
  [/\bdeferred compensation (?:plans?|programs?|arrangements?)\b/g, 'deferred compensation plan'],
  [/\b(?:tax[- ])?qualified retirement plans?\b/g, 'qualified retirement plan'],
  // Retirement as one kind in a list that shares the plan noun ("profit sharing, retirement, medical or other plans"),
  // not a retirement plan under a longer name (supplemental, savings, qualified retirement plan).
  [/(?<=(?:^|[,(]\s?|\b(?:any|all|and|or|the|its|including)\s))retirement(?=,|\s(?:and|or)\s|\splans?\b)/g, 'retirement'],
];
/** Kinds too generic to stand alone: with no other kind beside them the list names no plan. */
const GENERIC_KIND = /^(?:savings|deferred compensation plan|qualified retirement plan|retirement)$/;
/** The clause gives the plans to this employee: participation, eligibility, provision, or a definition of the plans he joins. */
// Enrolling him is giving him the plans: "the company shall include the executive in any savings and pension plans"; an
// amendment may restate the clause from its verb on ("... with the following: include the Executive in any ...").
const JOINS = /\b(?:eligible|entitled)\b|\bparticipat(?:e|es|ion|ing)\b|\btake part\b|\b(?:shall|will|to) (?:be )?provided?\b|\bshall receive\b|\bshall mean\b[^.;]{0,80}\bplans?\b|(?:\b(?:shall|will|to) |^|:\s*)(?:include|enrol{1,2}) (?:the )?[a-z]+ in (?:any|all|each|the|its|such)\b/;
/** "if at that time he is entitled to a benefit from a pension plan": a condition, not a grant. */
// "a match to its 401(k) plan which, if adopted, he will be entitled to": the plan's own adoption is not his condition.
// Nor is the hedge on an amount: "the matching contributions, if any, that he is entitled to" grants what there is.
const CONDITION = /\b(?:if(?!,? any\b)|unless|whether|provided that)\b(?!,? (?:and when )?(?:adopted|implemented|established|approved)\b)[^.;]{0,60}\b(?:is|are|be|becomes?) (?:then )?(?:eligible|entitled)\b/;
/** Plans that do not exist yet: "plans that may be instituted by the Company" (an existing plan "adopted or that it may adopt" still counts). */
// Plans "now existing or later established" include existing ones, and so do named plans "and all other such plans
// which may be established": the later plans are others.
const NOT_YET = /^(?![\s\S]*\b(?:presently|now|currently) (?:existing|in (?:effect|force))\b)(?![\s\S]*\b(?:and|or) (?:any|all) other (?:such )?(?:[a-z]+ )?plans? (?:that|which|as) (?:may|might) (?:hereafter |in the future )?be\b)[\s\S]*\b(?:that|which|as) (?:may|might) (?:hereafter |in the future )?be (?:instituted|established|adopted|created)\b/;
/** The employee is kept out of the plans ("not eligible for", "shall not participate in", "not entitled to participate in"). */
/** The same, said of the plan just named. */
const PLAN_NOT_YET = /^[^.;]{0,30}?\b(?:that|which) (?:may|might) (?:hereafter |in the future )?be (?:instituted|established|adopted|created)\b/;
const NOT_ELIGIBLE = /\bnot (?:be )?eligible\b|\b(?:shall|will|may) not participate\b|\bnot (?:be )?entitled to participate\b/;
/** Where a list names plans as plans or benefits, not as a share of profits or a pension someone else draws. */
const PLAN_WORD = /\b(?:plans?|programs?|benefits?|arrangements?)\b/;

/** A pension plan's own name, from the words before it: "the Netherlands's collective pension plan", "its salaried pension plan". */
const NOT_A_NAME = new RegExp(String.raw`^(?:the|a|an|any|all|each|such|other|its|our|their|your|his|her|in|to|of|under|and|or|with|${PHYSICIAN}'s|${EMPLOYER}'s|company-sponsored|sponsored|existing|applicable|qualified)$`);
function namedPension(num: string, at: number): string | undefined {
  const words = num.slice(Math.max(0, at - 60), at).trim().split(/\s+/).slice(-2);
  while (words.length && NOT_A_NAME.test(words[0])) words.shift();
  if (!words.length || words.some((w) => NOT_A_NAME.test(w) || !/^[a-z][a-z'-]*$/.test(w))) return undefined;
  return `${words.join(' ')} pension plan`;
}

const SUPPLEMENT_TO_401K = /(?:"([a-z][a-z -]{2,40})"\s+)?(?:supplemental|excess|restoration|non-?qualified) (?:[a-z]+ ){0,2}plan (?:to|under|for|of) (?:our|the|its|your) 40[1l]\s?\(k\)/;

/** A share of a bonus or incentive named in a benefits list beside the plan ("an incentive plan with a payout of 22% of salary"). */
const OTHER_PAY_SHARE = /\b(?:bonus|incentive|payout|award|commission)\b[^.;%]{0,50}$/;

/**
 * A tiered match: "matches in full the first 3% an employee defers, then half of the next 2%",
 * "matches 100% of the first 4% and 50% of the next 2%" -> "100% employer match on first 3% and 50% on next 2%".
 */
function matchTiers(num: string): string | undefined {
  const first = /\b(?:fully match(?:es)?|match(?:es)? (?:in full|dollar[- ]for[- ]dollar)|match(?:es)? (\d+(?:\.\d+)?)% of)\s+(?:the )?first (\d+(?:\.\d+)?)%/.exec(num);
  if (!first) return undefined;
  const share = first[1] ?? '100';
  const next = /\b(?:(\d+(?:\.\d+)?)%|(?:1|one)[- ]half|half) of (?:the )?next (\d+(?:\.\d+)?)%/.exec(num.slice(first.index + first[0].length, first.index + first[0].length + 160));
  const tier = `${share}% employer match on first ${first[2]}%`;
  return next ? `${tier} and ${next[1] ?? '50'}% on next ${next[2]}%` : tier;
}

/** An employer's contribution into a retirement plan not named further: "will make a retirement contribution ... equal to 25% of base salary". */
const RETIREMENT_CONTRIBUTION = /\bretirement (?:contributions?|plan|account|fund)\b/;
function employerContribution(num: string): number | undefined {
  const k = RETIREMENT_CONTRIBUTION.exec(num);
  if (!k || deniedAt(num, k.index) || !EMPLOYER_CONTRIBUTES.test(num.slice(Math.max(0, k.index - 80), k.index + 40))) return undefined;
  const pct = findPercents(num).find((x) => x.index > k.index && x.index - k.index < 200
    && /^\s*of\s+(?:(?:the|your|[a-z]+'s)\s+){0,2}(?:annual\s+)?(?:base salary|basic salary|salary|compensation|pay)\b/.test(num.slice(x.end, x.end + 40))
    && !PHYSICIAN_CONTRIBUTES.test(num.slice(Math.max(0, x.index - 40), x.index)));
  return pct?.value;
}

/** The pattern that finds a kind in a clause ("401(k) savings plan" is found as the 401(k)). */
function kindPattern(kind: string): RegExp {
  const name = kind === '401(k) savings plan' ? '401(k)' : kind;
  return PLAN_KIND.find(([, n]) => n === name)![0];
}

function planKindsIn(num: string): string[] {
  const found: { at: number; kind: string }[] = [];
  for (const [re, kind] of PLAN_KIND) for (const m of num.matchAll(re)) {
    if (!found.some((f) => f.kind === kind)) found.push({ at: m.index ?? 0, kind });
  }
  // "the 401(k) Savings Plan" is one plan, by its name.
  const savings401k = /\b40[1l](?:\s?|-)(?:\(k\)|k\b) savings plan/.test(num);
  const kinds = found.sort((a, b) => a.at - b.at).map((f) => (savings401k && f.kind === '401(k)' ? '401(k) savings plan' : f.kind)).filter((k) => !(savings401k && k === 'savings'));
  // "defined benefit retirement plan" already says pension; a thrift or savings plan beside a 401(k) is that 401(k).
  // A SERP named by its kind is that SERP.
  const serpKind = kinds.some((k) => /^defined (?:contribution|benefit) SERP$/.test(k));
  return kinds.filter((k) => !(k === 'pension' && kinds.includes('defined benefit retirement plan')) && !(serpKind && k === 'supplemental executive retirement plan (SERP)'));
}

/** "pension, thrift and profit sharing plans", "401(k) and pension plans", "pension plan and supplemental executive retirement plan (SERP)". */
function kindsPhrase(kinds: string[]): string {
  if (kinds.length === 1) return /plan|serp|\(/i.test(kinds[0]) ? kinds[0] : `${kinds[0]} plan`;
  // "pension and profit sharing plans"; a SERP or a named plan closes the list itself ("pension plan and ... (SERP)").
  const last = kinds[kinds.length - 1];
  const head = kinds.slice(0, -1).map((k, i) => (i === kinds.length - 2 && /plan|SERP|\(/.test(last) && !/plan|SERP|\(/.test(k) ? `${k} plan` : k));
  const list = `${head.join(', ')} and ${last}`;
  return /plan|SERP|\)$/.test(last) ? list : `${list} plans`;
}

/**
 * A line of a benefits summary: the clause follows, within a few clauses, a short caption that names the benefits
 * ("Benefits (per Company policy)" over "... Profit Sharing Plan, and 401(k) plan"). The caption grants what it lists.
 */
const BENEFITS_CAPTION = /^(?:[0-9ivx]+[.)]?\s+)?(?:employee |fringe |other |executive )?benefits\b[^.;]{0,40}$/;
function underBenefitsCaption(ctx: Ctx, c: Clause): boolean {
  for (let i = c.index - 1; i >= Math.max(0, c.index - 3); i--) {
    const p = ctx.clauses[i];
    if (p.unit === c.unit) continue;
    return BENEFITS_CAPTION.test(p.norm);
  }
  return false;
}

/**
 * What the employee would have had, had he stayed ("the value of the pension he would have been entitled to"): a
 * measure of a severance payment, not a plan he joins.
 */
const WOULD_HAVE_HAD = /\bwould (?:otherwise )?have (?:been )?(?:entitled|eligible|participat\w*|provided)\b/g;

/**
 * A plan he is to accrue nothing more under ("from the closing date he no longer accrues benefits under the SERP or the
 * excess benefit plan"): frozen for him, not offered.
 */
const FROZEN_BEFORE = /\b(?:no longer|not (?:be entitled to |be eligible to )?|cease to|ceases to|stop) accru\w*\b[^.;]{0,30}\b(?:benefits?|service|credits?)\b[^.;]{0,10}\b(?:under|in)\b[^.;]{0,100}$/;

/**
 * Shares or money the plan would have put in his account had he stayed ("the shares that would have been allocated to
 * him under the ESOP had he remained employed"): the measure of a payment made outside the plan, not the plan given.
 * The sentence may run through a sponsor's "Inc.", so only a semicolon ends the reach.
 */
const AS_IF_STAYED = /\bwould (?:otherwise )?have been (?:allocated|credited|contributed|made)\b[^;]{0,200}\bhad (?:he|she|the [a-z]+) (?:continued|remained|stayed)\b/;

const OWNED_DEFERRED = new RegExp(String.raw`\b(?:${EMPLOYER}'s|its|our) ((?:non-?qualified |executive )?deferred compensation plan)\b(?!s)`);
/** A benefit list of plan kinds offered to the employee, with the clause that lists them. */
function planKindsOffered(ctx: Ctx, clauses: number[]): { kinds: string[]; clause: (typeof ctx.clauses)[number] } | undefined {
  for (const i of clauses) {
    const c = ctx.clauses[i];
    // "... shall be allowed to participate in all benefit plans." then "Such plans may include pension benefit plans, ...".
    const joins = JOINS.test(c.num.replace(WOULD_HAVE_HAD, '')) || (/\binclud(?:e|es|ing)\b/.test(c.num) && clauses.some((j) => j < i && JOINS.test(ctx.clauses[j].num)))
      || underBenefitsCaption(ctx, c);
    if (!joins || !PLAN_WORD.test(c.num) || NOT_ELIGIBLE.test(c.num) || DISCRETIONARY_EXTRAS.test(c.num) || NOT_YET.test(c.num) || PLAN_IN_PASSING.test(c.num)) continue;
    if (CONDITION.test(c.num) || AS_IF_STAYED.test(c.num)) continue;
    const kinds = planKindsIn(c.num).filter((k) => {
      const at = c.num.search(kindPattern(k));
      return at >= 0 && !deniedAt(c.num, at) && !COST_IN_PAY.test(c.num.slice(Math.max(0, at - 100), at)) && !FROZEN_BEFORE.test(c.num.slice(Math.max(0, at - 160), at));
    });
    // A lone "profit sharing" or "thrift" is a share of profits or a word in passing, unless called a plan.
    if (kinds.length === 1 && /^(?:profit sharing|thrift)$/.test(kinds[0]) && !new RegExp(`${kinds[0].replace(' ', '[- ]')}(?: retirement)? plan`).test(c.num)) continue;
    // "retirement plans, savings plans, deferred compensation plans": generic plan names alone name no plan.
    // A list of generic names alone ("savings plans, deferred compensation plans") names none either, unless it names a
    // tax-qualified plan, which is a kind the law defines.
    // The employer's own one plan, in the singular, is a plan all the same: "he may join the bank's non-qualified
    // deferred compensation plan".
    const owned = OWNED_DEFERRED.exec(c.num);
    if (owned && kinds.length === 1 && kinds[0] === 'deferred compensation plan' && !deniedAt(c.num, owned.index)) return { kinds: [owned[1]], clause: c };
    if (kinds.every((k) => GENERIC_KIND.test(k)) && (kinds.length === 1 || !kinds.includes('qualified retirement plan'))) continue;
    if (kinds.length) return { kinds, clause: c };
  }
  return undefined;
}

/**
 * A retirement benefit the employer itself promises, in money: "a supplemental retirement benefit of $200,000 a year,
 * paid for 10 years after employment ends", "beginning at age 62, a pension of
 * $25,000 per month" -> "SERP of $200,000 per year for 10 years", "pension of $25,000 per month from age 62".
 */
const OWN_BENEFIT = /\b(?:supplemental (?:executive )?(?:retirement|pension) (?:benefits?|income)|serp benefits?|retirement benefit shall be a pension|(?:shall|will) (?:receive|be paid|be entitled to) (?:a |an annual |a monthly )?pension)\b/;
function ownBenefit(c: Clause): string | undefined {
  const k = OWN_BENEFIT.exec(c.num);
  if (!k || deniedAt(c.num, k.index) || CONDITION.test(c.num)) return undefined;
  const m = findMoney(c.num).find((x) => (x.period === 'year' || x.period === 'month') && x.index > k.index && x.index - k.index < 240);
  if (!m) return undefined;
  const name = /supplemental|serp/.test(k[0]) ? 'SERP' : 'pension';
  const amount = `$${m.value.toLocaleString('en-US')} per ${m.period}`;
  const years = /\b(?:for (?:a period of )?(\d{1,2})[- ]years?|(\d{1,2})[- ]year period)\b/.exec(c.num);
  const age = /\bage (\d{2})\b/.exec(c.num);
  return `${name} of ${amount}${years ? ` for ${years[1] ?? years[2]} years` : ''}${age ? ` from age ${age[1]}` : ''}`;
}

/**
 * A pension the employer itself promises as a share of pay for each year served: "the employer will pay a pension of
 * 150% of final monthly pay multiplied by the years of employment" -> "pension of 150% of monthly salary per year of
 * service".
 */
const PENSION_PER_YEAR = /\b((?:retirement |old[- ]age )?pension|retirement (?:benefit|allowance))\b[^.;%]{0,40}?\b(?:equal to|of|amounting to|at) (\d+(?:\.\d+)?)% of (?:(?:the|his|her|your|[a-z]+'s) )?((?:(?:final|average|last|monthly|annual|basic|base|pensionable) )*)(?:salary|pay|compensation|earnings)\b[^.;]{0,20}?\b(?:times|multiplied by|for each|per|by)\b[^.;]{0,30}?\byears?\b/;
function pensionPerYear(c: Clause): string | undefined {
  const m = PENSION_PER_YEAR.exec(c.num);
  if (!m || deniedAt(c.num, m.index) || CONDITION.test(c.num) || !new RegExp(String.raw`\b${EMPLOYER} (?:shall|will) (?:pay|provide)\b`).test(c.num)) return undefined;
  const basis = m[3].trim();
  return `${m[1]} of ${m[2]}% of ${basis ? `${basis} ` : ''}salary per year of service`;
}

/**
 * A statutory or occupational pension the contract names with who pays: "each side bears its share of the pension,
 * unemployment, medical and other social insurance contributions", "second-pillar pension fund premiums are borne
 * two thirds by the employer and one third by the physician".
 */
const SOCIAL_PENSION = /\bsocial (?:insurance|security)\b/;
// Chinese labour contracts name the employer Party A and the employee Party B (the text reader may set a colon after "party").
const BOTH_PAY = /\bboth (?:parties|party:? a and party:? b|(?:the )?(?:employer|company) and (?:the )?employee) (?:shall|will) (?:each )?(?:pay|contribute)\b|\b(?:employer|company) and (?:the )?employee (?:shall|will) (?:each )?(?:pay|contribute)\b/;
/** The employer alone pays the pension premiums: "the employer shall pay the premiums for pension and unemployment insurance". */
const EMPLOYER_PAYS_PENSION = /\b(?:party:? a|employer|company) (?:shall|will) pay (?:the )?(?:premiums|contributions)\b[^.;]{0,40}\bfor (?:the )?(?:basic )?pension\b/;
/** A provident fund the law requires, which the employer provides or pays into: "statutory MPF benefits", "the Central Provident Fund". */
const PROVIDENT_FUND = /\b(mpf|mandatory provident fund|(?:central|employees'?) provident fund)\b/;
const PROVIDES_FUND = /\b(?:provides?|shall (?:provide|contribute|enrol)|will (?:provide|contribute|enrol)|contributes|participat\w+|enrolled)\b/;
const FUND = /\b((?:[a-z]+ ){0,2}(?:pension|provident|retirement|welfare) (?:foundation|fund|institution))\b(?:\s*\((?:2nd|second) pil(?:lar|ier)\))?/;
const SPLIT = new RegExp(String.raw`\bpaid (\d+\/\d+|\d+(?:\.\d+)?%) by (?:the )?${EMPLOYER}\b`);
function fundOrSocialPension(c: Clause): string | undefined {
  const text = `${c.heading.toLowerCase()} ${c.num}`;
  if (SOCIAL_PENSION.test(c.num) && /\bpension\b/.test(c.num) && BOTH_PAY.test(c.num)) return 'social insurance pension, contributions paid by employer and employee';
  const paid = EMPLOYER_PAYS_PENSION.exec(c.num);
  if (paid && !deniedAt(c.num, paid.index)) return 'pension insurance, premiums paid by employer';
  const pf = PROVIDENT_FUND.exec(c.num);
  if (pf && PROVIDES_FUND.test(c.num) && !deniedAt(c.num, pf.index)) {
    return /mpf|mandatory/.test(pf[1]) ? 'statutory Mandatory Provident Fund (MPF)' : `${pf[1].replace(/\b[a-z]/g, (x) => x.toUpperCase())}`;
  }
  const f = FUND.exec(c.num) ?? FUND.exec(text);
  const split = SPLIT.exec(c.num);
  // A welfare fund is a pension only where the contract calls it one or names the occupational pillar.
  if (!f || !split || (/welfare/.test(f[1]) && !/\bpil(?:lar|ier)\b|\bpension\b/.test(text))) return undefined;
  const pillar = /\b(?:2nd|second) pil(?:lar|ier)\b/.test(text) ? ' (2nd pillar)' : '';
  return `${f[1].replace(/^(?:the|our|its) /, '')}${pillar} pension, employer pays ${split[1]} of contributions`;
}

/**
 * A deferred compensation plan the contract names with capitals, with its short name ("the Senior Staff Deferred
 * Compensation Plan (the "SSDCP")", ""KDIP" (Key Deferred Incentive Compensation Plan)", "the Deferred
 * Compensation Plan for Directors and Managers").
 */
const NAMED_DEFERRED = /(?:["\u201c]([A-Z]{2,8})["\u201d]\s*\(\s*)?\b((?:[A-Z][A-Za-z'-]*\s+){0,4}Deferred\s+(?:[A-Z][a-z]+\s+){0,2}Compensation\s+(?:Plan|Program)(?:\s+for(?:\s+(?:[A-Z][a-z]+|and)){1,5})?)(?:\s*\(\s*(?:the\s+)?["\u201c]?([A-Z]{2,8})["\u201d]?\s*\))?/;
/** The employee is put in the plan or money is put in it for him: "included in", "the crediting of $200,000 to his account in". */
const PUT_IN_PLAN = /\b(?:included|enrolled|credit(?:ing|ed)?|contribut\w*|deposit\w*)\b|\baccount (?:in|under)\b/;

/** Named deferred compensation plans the employee joins or is credited in, as "name (SHORT)". */
function namedDeferredPlans(ctx: Ctx): { name: string; clause: Clause }[] {
  const out: { name: string; clause: Clause }[] = [];
  for (const c of ctx.clauses) {
    const m = NAMED_DEFERRED.exec(c.text.replace(/\s+/g, ' '));
    if (!m || !(JOINS.test(c.num) || PUT_IN_PLAN.test(c.num)) || NOT_ELIGIBLE.test(c.num) || CONDITION.test(c.num) || PLAN_IN_PASSING.test(c.num)) continue;
    if (deniedAt(c.num, Math.max(0, c.num.search(/deferred/)))) continue;
    const short = m[1] ?? m[3];
    const name = `${m[2].replace(/^(?:The|Our|Its|An?)\s+/, '').replace(/^[A-Z][a-z]+'s\s+/, '')}${short ? ` (${short})` : ''}`;
    if (!out.some((x) => x.name === name)) out.push({ name, clause: c });
  }
  return out;
}

/**
 * Money the employer puts into an executive's own retirement or deferred compensation account, stated in dollars or
 * as a share of pay: "each year $50,000 shall be credited to his deferred compensation account", "the company will add
 * 8% of your cash pay to your deferred compensation plan account", "a supplemental retirement account, funded by a yearly
 * contribution of $15,000 for 5 years". The figure is the employer's part of that plan.
 */
const CREDITED_ACCOUNT = /\b((?:non-?qualified |supplemental |special )?(?:deferred compensation|supplemental retirement|retirement) (?:plan |program )?account|deferred compensation (?:plan|program))\b/;
const CREDIT_VERB = /\b(credit(?:ed|s|ing)?|contribut\w*|deposit\w*|funded)\b/;
/** The employer puts the money in: named, or acting for the employee, or the money credited in the passive. */
const EMPLOYER_PUTS_IN = new RegExp(String.raw`\b(?:${EMPLOYER}|${EMPLOYER}'s)\b|\bon (?:your|his|her|(?:the )?${PHYSICIAN}'s) behalf\b|\b(?:will|shall) be (?:credited|deposited|contributed)\b|\bto (?:your|his|her|(?:the )?${PHYSICIAN}'s) (?:[a-z-]+ ){0,4}account\b`);
const EACH_YEAR = /\b(?:annual(?:ly)?|(?:each|every) (?:succeeding |subsequent |later |following )?(?:calendar |fiscal |plan )?year|per year|a year)\b/;
export interface AccountCredit { name: string; amount: string; clause: Clause; deferred: boolean }
// A plan named with its short name elsewhere is credited under it: "to your DCP account".
function accountCredit(c: Clause, shorts: readonly string[]): AccountCredit | undefined {
  const a = CREDITED_ACCOUNT.exec(c.num) ?? (shorts.length ? new RegExp(String.raw`\b((?:${shorts.join('|')}) account)\b`).exec(c.num) : null);
  if (!a || deniedAt(c.num, a.index) || NOT_ELIGIBLE.test(c.num) || CONDITION.test(c.num) || TAX_DEFERRAL.test(c.num) || PLAN_IN_PASSING.test(c.num)) return undefined;
  const v = CREDIT_VERB.exec(c.num);
  if (!v || !EMPLOYER_PUTS_IN.test(c.num) || PHYSICIAN_CONTRIBUTES.test(c.num.slice(0, v.index + v[0].length))) return undefined;
  // The figure is put in by the verb beside it ("a contribution of $40,000", "$40,000 will be credited"), to the account.
  const near = (x: { index: number; end: number }) => Math.abs(x.index - a.index) <= 250
    && CREDIT_VERB.test(c.num.slice(Math.max(0, x.index - 80), x.end + 40));
  const money = findMoney(c.num).find((m) => near(m) && (m.period === 'year' || m.period === 'none'));
  const pct = findPercents(c.num).find((x) => near(x) && /^\s*of (?:(?:your|his|her|the|[a-z]+'s) )?(?:annual |total |cash |base )*(?:compensation|salary|pay|earnings)\b/.test(c.num.slice(x.end, x.end + 40)));
  const verb = /^credit/.test(v[1]) ? 'credit' : 'contribution';
  let amount: string;
  if (money) {
    const yearly = money.period === 'year' || EACH_YEAR.test(c.num);
    const years = /\bfor (?:a period of )?(\d{1,2}) years\b/.exec(c.num);
    amount = money.period === 'year' && years
      ? `employer ${verb} of $${money.value.toLocaleString('en-US')} per year for ${years[1]} years`
      : `$${money.value.toLocaleString('en-US')} ${yearly ? 'annual ' : ''}company ${verb}`;
  } else if (pct) amount = `${pct.value}% company ${verb}`;
  else return undefined;
  // "his retirement account in the Executive Deferred Compensation Plan" is an account of that plan.
  const deferred = !/retirement/.test(a[1]) || /^[^.;]{0,80}?\b(?:in|under|of) (?:the |its |our )?(?:[a-z'-]+ ){0,4}deferred compensation plan\b/.test(c.num.slice(a.index + a[0].length));
  return { name: a[1], amount, clause: c, deferred };
}
const TAX_DEFERRAL = /\b409a\b/;

/**
 * Retirement plans the contract names by their own titles, with capitals ("the Staff Pension Plan", "the Hourly
 * Investment & Savings Plan", "our Executive Supplemental Benefit Plan (ESBP)"), where no plan kind is read otherwise.
 * A supplemental benefit plan is a retirement plan only where its paragraph speaks of retirement or of service.
 */
const TITLED_PLAN = /\b((?:[A-Z][A-Za-z'\u2019-]*\s+(?:&\s+)?){1,4}(?:Retirement|Pension|Savings|Thrift|Supplemental\s+(?:Executive\s+)?Benefits?)\s+(?:Plan|Program))\b(?:\s*\(\s*(?:the\s+)?["\u201c]?([A-Z]{2,8})["\u201d]?\s*\))?/g;
const SUPPLEMENTAL_BENEFIT = /\bsupplemental (?:executive )?benefits? plan\b/i;
/** Service granted under the plan: "you will be credited with 12 years of service under the ESBP". */
const SERVICE_GRANTED = /\b(\d{1,2}) years? of ((?:awarded|credited|additional|imputed|deemed) )?(?:benefit )?service\b/;
const LIST_LEAD_IN = /\b(?:following|below|listed|these)\b|:\s*$/;
function titledPlans(ctx: Ctx): { value: string; clause: Clause } | undefined {
  const names: string[] = [];
  let first: Clause | undefined;
  for (const c of ctx.clauses) {
    // A list of plans under a lead-in that gives them ("you will be eligible for the plans below:") is given too.
    const leadIn = ctx.clauses.slice(Math.max(0, c.index - 3), c.index).some((p) => JOINS.test(p.num) && LIST_LEAD_IN.test(p.num) && !NOT_ELIGIBLE.test(p.num));
    if (!(JOINS.test(c.num) || leadIn) || NOT_ELIGIBLE.test(c.num) || CONDITION.test(c.num) || PLAN_IN_PASSING.test(c.num) || DISCRETIONARY_EXTRAS.test(c.num) || NOT_YET.test(c.num)) continue;
    for (const m of c.text.replace(/\s+/g, ' ').matchAll(TITLED_PLAN)) {
      const title = m[1].replace(/^(?:(?:The|Our|Its|An?|Each|Any|All|Such)\s+)?(?:[A-Z][a-z]+['\u2019]s\s+)?/, '');
      // A kind with no name of its own before it ("the Retirement Plan") names no plan.
      if (!/^\S+\s+\S+\s+\S+/.test(title) || deniedAt(c.num, Math.max(0, c.num.indexOf(title.toLowerCase())))) continue;
      const unit = ctx.units[c.unit].num;
      let name = `${title}${m[2] ? ` (${m[2]})` : ''}`;
      if (SUPPLEMENTAL_BENEFIT.test(title)) {
        if (!/\bretire\w*\b|\bpension\b|\bservice\b/.test(unit)) continue;
        const served = SERVICE_GRANTED.exec(unit);
        if (served) name += ` with ${served[1]} years of ${served[2] ?? ''}service`;
      }
      // The same plan under a longer title ("the Acme Industries Staff Pension Plan") is named once.
      if (names.some((n) => n.endsWith(title) || title.endsWith(n))) continue;
      names.push(name);
      first ??= c;
    }
  }
  return first ? { value: names.join('; '), clause: first } : undefined;
}

/** A kind already said in a plan's description, by the word that names it. */
const KIND_SAID: Record<string, RegExp> = {
  '401(k)': /401\(k\)/, '403(b)': /403\(b\)/, '457(b)': /457\(b\)/,
  'defined benefit retirement plan': /defined benefit|pension/, 'supplemental executive retirement plan (SERP)': /serp|supplemental/i,
  pension: /pension|defined benefit/, 'profit sharing': /profit/, 'deferred compensation plan': /deferred/i,
};
/** Kinds that add to a plan named elsewhere in the contract: the executive plans on top of the savings plan. */
const ADDED_KINDS = ['supplemental executive retirement plan (SERP)', 'deferred compensation plan', 'pension', 'defined benefit retirement plan', 'profit sharing', '401(k)', '403(b)', '457(b)'];

/** Plan kinds offered in clauses other than the one a value was read from (any single kind counts, beside a plan). */
function kindsOfferedElsewhere(ctx: Ctx, from: Clause): string[] {
  const kinds: string[] = [];
  for (const c of ctx.clauses) {
    if (c.index === from.index || !JOINS.test(c.num) || !PLAN_WORD.test(c.num) || NOT_ELIGIBLE.test(c.num) || CONDITION.test(c.num) || NOT_YET.test(c.num)) continue;
    if (DISCRETIONARY_EXTRAS.test(c.num) || PLAN_IN_PASSING.test(c.num)) continue;
    for (const k of planKindsIn(c.num)) {
      const at = c.num.search(kindPattern(k));
      if (ADDED_KINDS.includes(k) && at >= 0 && !deniedAt(c.num, at) && !COST_IN_PAY.test(c.num.slice(Math.max(0, at - 100), at)) && !kinds.includes(k)) kinds.push(k);
    }
  }
  return kinds;
}

/**
 * The plan read from one place, completed with the executive plans other sections offer (a SERP, a deferred
 * compensation plan named on its own page): FIELDS asks for the plan type, and an executive's plan is all of them.
 */
export function retirementPlan(ctx: Ctx): Candidate<string>[] {
  const shorts = namedDeferredPlans(ctx).map((x) => /\(([A-Z]{2,8})\)$/.exec(x.name)?.[1].toLowerCase()).filter((x): x is string => !!x);
  const credit = ctx.clauses.map((c) => accountCredit(c, shorts)).find((x) => x !== undefined);
  const plans = withBenefitLevel(ctx, withContributionsInCash(ctx, plansRead(ctx)));
  if (!credit) return plans;
  if (!plans.length) return [{ value: `${credit.name} with ${credit.amount}`, clause: credit.clause, strength: STATED }];
  return plans.map((x) => ({ ...x, value: withCredit(x.value, credit) }));
}

/**
 * Contributions paid in cash instead of into the plan complete the plans read elsewhere, or are the plan read where none
 * is: the plan they name, read without a figure ("401(k)", "401(k) with employer matching contributions"), gives way
 * to the fuller phrase.
 */
function withContributionsInCash(ctx: Ctx, plans: Candidate<string>[]): Candidate<string>[] {
  const cash = contributionsInCash(ctx);
  if (!cash) return plans;
  const phrase = inCashPhrase(cash);
  if (!plans.length) return [{ value: phrase, clause: cash.clause, strength: STATED }];
  return plans.map((x) => {
    const kept = x.value.split('; ').filter((part) => !cash.plans.some((p) => part.toLowerCase().startsWith(p.toLowerCase()) && !/\d/.test(part.slice(p.length))));
    return { ...x, value: [...kept, phrase].join('; ') };
  });
}

/** The level a defined benefit plan pays, set beside the plans named, or alone where none is. */
function withBenefitLevel(ctx: Ctx, plans: Candidate<string>[]): Candidate<string>[] {
  const level = benefitLevel(ctx);
  if (!level) return plans;
  if (!plans.length) return [{ value: level.phrase, clause: level.clause, strength: INDIRECT }];
  const share = /\d+(?:\.\d+)?%/.exec(level.phrase)![0];
  return plans.map((x) => (x.value.includes(share) ? x : { ...x, value: `${x.value}; ${level.phrase}` }));
}

/** The employer's credit set beside the deferred compensation plan already named, or added as one more plan. */
function withCredit(value: string, credit: AccountCredit): string {
  const figure = /[\d.,]+/.exec(credit.amount)![0].replace(/,/g, '');
  if (value.replace(/,/g, '').includes(figure)) return value;
  const parts = value.split('; ');
  const i = credit.deferred ? parts.findIndex((p) => /deferred/i.test(p) && !/[$%]/.test(p)) : -1;
  if (i >= 0) parts[i] = `${parts[i]} with ${credit.amount}`;
  else parts.push(`${credit.name} with ${credit.amount}`);
  return parts.join('; ');
}

/**
 * A non-qualified deferred compensation plan described with the company's match in the sentences after its name ("our
 * non-qualified deferred compensation plan ... The plan adds a 3% match on deferrals above the 401(k) limits"): the
 * match is the employer's part in that plan, named beside the qualified plan it tops up.
 */
const NQDC = /\bnon-?qualified deferred compensation\b/;
const PERCENT_MATCH = /\b(\d+(?:\.\d+)?)% (?:company |employer )?match(?:ing contributions?)?\b/;
function deferredPlanMatch(ctx: Ctx): string | undefined {
  for (const c of ctx.clauses) {
    const n = NQDC.exec(c.num);
    if (!n || deniedAt(c.num, n.index) || NOT_ELIGIBLE.test(c.num) || CONDITION.test(c.num) || PLAN_IN_PASSING.test(c.num)) continue;
    for (const d of ctx.clauses.slice(c.index, c.index + 4)) {
      if (d.unit !== c.unit) break;
      const m = PERCENT_MATCH.exec(d.num);
      if (m && !deniedAt(d.num, m.index) && !CONDITION.test(d.num)) return `non-qualified deferred compensation plan with ${m[1]}% match`;
    }
  }
  return undefined;
}

function plansRead(ctx: Ctx): Candidate<string>[] {
  const found = plansByUnit(ctx);
  const named = namedDeferredPlans(ctx);
  if (!found.length) {
    if (named.length) return [{ value: named.map((x) => x.name).join('; '), clause: named[0].clause, strength: below(INDIRECT, 2) }];
    const titled = titledPlans(ctx);
    return titled ? [{ ...titled, strength: below(INDIRECT, 2) }] : [];
  }
  return found.map((x) => {
    const said = (k: string) => (KIND_SAID[k] ?? new RegExp(k)).test(x.value);
    const more = kindsOfferedElsewhere(ctx, x.clause).filter((k) => !said(k)).map((k) => (k === 'pension' || k === 'profit sharing' ? `${k} plan` : k));
    const matched = /deferred/i.test(x.value) ? undefined : deferredPlanMatch(ctx);
    const names = matched ? [matched] : named.filter((n) => !x.value.includes(n.name) && !/deferred/i.test(x.value) && n.clause.index !== x.clause.index).map((n) => n.name);
    // A generic deferred compensation plan gives way to its own name.
    const extra = [...more.filter((k) => !(names.length && k === 'deferred compensation plan')), ...names];
    return extra.length ? { ...x, value: `${x.value}; ${extra.join('; ')}` } : x;
  });
}

/** A contribution named as withheld from the pay: pay stated before taxes and other deductions "such as" a pension scheme's. */
const WITHHELD_FROM_PAY = /\b(?:deductions?|withholdings?)\b[^.;]{0,30}\b(?:such as|for|including|like)\s+(?:the\s+)?(?:[a-z]+\s+){0,3}$/;

/** The cost of a plan counted inside the pay: "a gross salary, which includes the cost of medical and pension cover". */
const COST_IN_PAY = /\binclud(?:e|es|ing) the costs? of\b[^.;)]{0,80}$/;

/** A paragraph that goes on about the plan just named: "Plan: This qualified plan allows ...", "The plan matches ...". */
const CONTINUES_PLAN = /^(?:plan\s*:|(?:this|the|such) (?:qualified )?plan\b)|\b(?:this|the|such) (?:qualified )?plan (?:allows|permits|provides|matches)\b/;

/**
 * A match stated as the employer's share of what the employee puts in, with its cap: "matches 30% of staff
 * deferrals up to 4% of pay", "a match of $0.25 per dollar of the first 3%" -> "30% employer match up to 4% of pay",
 * "25% employer match on first 3%".
 */
const MATCH_OF_CONTRIBUTIONS = /\bmatch(?:es|ing)? (\d+(?:\.\d+)?)% of (?:the )?(?:employee|participant|your|his|her|[a-z]+'s) (?:own )?(?:contributions|deferrals)\b[^.;%]{0,30}?\bup to (?:a (?:maximum|total) of )?(\d+(?:\.\d+)?)%( of (?:base )?(?:salary|pay|compensation))?/;
/** The match given in the employer's shares: "... up to 5% of salary in common stock". */
const IN_STOCK = /^[^.;]{0,20}?\bin (?:the company's |company |its )?(?:common )?(?:stock|shares)\b/;
const MATCH_ON_DOLLAR = /\bmatch (?:of )?\$0?\.(\d{2}) (?:on|per|for each|for every) (?:the |each )?dollar (?:of|on|up to) (?:the )?first (\d+(?:\.\d+)?)%/;
/** The share put first: "a 25% match of employee contributions up to 4% of employee pay". */
const SHARE_MATCH_OF_CONTRIBUTIONS = /\b(\d+(?:\.\d+)?)% (?:employer |company )?match(?:ing)? (?:of|on) (?:the )?(?:employee|participant|your|his|her|[a-z]+'s) (?:own )?(?:contributions|deferrals)\b[^.;%]{0,30}?\bup to (?:a (?:maximum|total) of )?(\d+(?:\.\d+)?)%(?: of (?:(?:the )?(?:employee|participant|your|his|her)(?:'s)? )?((?:base )?(?:salary|pay|compensation)))?/;
function matchShare(num: string): string | undefined {
  const a = MATCH_OF_CONTRIBUTIONS.exec(num);
  if (a) return `${a[1]}% employer match up to ${a[2]}%${a[3] ?? ''}${IN_STOCK.test(num.slice(a.index + a[0].length)) ? ', paid in common stock' : ''}`;
  const s = SHARE_MATCH_OF_CONTRIBUTIONS.exec(num);
  if (s) return `${s[1]}% employer match up to ${s[2]}%${s[3] ? ` of ${s[3]}` : ''}${IN_STOCK.test(num.slice(s.index + s[0].length)) ? ', paid in common stock' : ''}`;
  const b = MATCH_ON_DOLLAR.exec(num);
  if (b) return `${Number(b[1])}% employer match on first ${b[2]}%`;
  return undefined;
}

/** The employer's money in a plan named without a figure: "employer matching contributions", "the Company's contributions". */
const EMPLOYER_MONEY = new RegExp(String.raw`\b(?:(?:${EMPLOYER}|${EMPLOYER}'s|its) (?:matching )?contributions?|(?:employer[- ])?matching (?:and profit[- ]sharing )?contributions?|employer[- ]matching (?:program|plan|feature)|(?:${EMPLOYER}|${EMPLOYER}'s) match)\b`);

/**
 * The ceiling set on the employer's yearly contribution, as part of its part in the plan: "5% of pay (not to exceed
 * $7,000 annually)" -> " (up to 7,000 a year)". The figure is a term of the plan a reader needs beside the share.
 */
const YEARLY_CAP = /^[^.;]{0,50}?\b(?:not to exceed|up to|capped at|(?:subject to )?a maximum of)\s+(?:[a-z$\u00a3\u20ac]+\s?){0,2}?([\d,]*\d(?:\.\d+)?)\s*(?:annually|a year|per year|per annum|each year|in any (?:calendar |plan )?year)\b/;
function yearlyCap(after: string): string {
  const m = YEARLY_CAP.exec(after);
  return m ? ` (up to ${m[1]} a year)` : '';
}

/** The employer's part in a plan, read from the text of the plan's paragraph (`at`: where the plan is named). */
function employerPart(num: string, at: number): string {
  let employer = '';
  // Percentages of the plan: near its name, and not the share of a bonus or incentive named in the same list.
  const pcts = findPercents(num).filter((x) => Math.abs(x.index - at) <= 400 && !OTHER_PAY_SHARE.test(num.slice(Math.max(0, x.index - 60), x.index)));
  const tiers = matchTiers(num);
  // Matching: "matches 100% of deferrals up to 5%": the cap is the match.
  const upTo = pcts.find((x) => /\bup to (?:a (?:total|maximum) of )?$/.test(num.slice(Math.max(0, x.index - 25), x.index)) && /\bmatch/.test(num.slice(Math.max(0, x.index - 200), x.index)));
  const contrib = pcts.find((x) => /^\s*of\s+(?:(?:the|your|physician's|[a-z]+'s|each|eligible|participant's|member's|faculty|academic|clinical|total|gross|covered|regular)\s+){0,3}(?:annual\s+|pensionable\s+)?(?:base salary|basic salary|salary|compensation|pay|earnings|plan compensation|eligible compensation)/.test(num.slice(x.end, x.end + 50))
    && !PHYSICIAN_CONTRIBUTES.test(num.slice(Math.max(0, x.index - 40), x.index))
    && !/\bup to\s*$/.test(num.slice(Math.max(0, x.index - 12), x.index)));
  // "the employer shall pay on the physician's behalf the 6% member contribution": employer-paid.
  const paid = pcts.find((x) => /^\s*(?:member|employee) contribution/.test(num.slice(x.end, x.end + 30)) && /\b(?:shall|will) pay\b/.test(num.slice(Math.max(0, x.index - 80), x.index)));
  const none = /\b(?:no|not receive any|without any) (?:employer |matching )*(?:match|matching contributions?|employer contributions?)\b/.test(num);
  // "401(k) with 3% employer match" (a table cell or summary line): the figure names itself.
  const named = pcts.find((x) => /^\s*(?:employer\s+)?(?:match(?:ing)?(?:\s+contributions?)?|employer contribution)\b/.test(num.slice(x.end, x.end + 40)) && /\bemployer\b/.test(num.slice(x.end, x.end + 40)));
  const share = matchShare(num);
  if (tiers) employer = tiers;
  else if (share) employer = share;
  else if (upTo) employer = `${upTo.value}% employer match`;
  else if (named) employer = `${named.value}% employer ${/^\s*(?:employer\s+)?match/.test(num.slice(named.end, named.end + 30)) ? 'match' : 'contribution'}`;
  else if (none && !contrib) employer = 'no employer match';
  else if (paid) employer = `${paid.value}% employer-paid contribution`;
  else if (contrib && EMPLOYER_CONTRIBUTES.test(num)) {
    employer = `${contrib.value}% ${/safe harbor/.test(num) ? 'safe harbor ' : ''}employer contribution${yearlyCap(num.slice(contrib.end, contrib.end + 120))}`;
  }
  // No figure, but the employer's money is named beside the plan ("the employer matching contributions credited to his
  // account under the 401(k) plan"): the plan is still one the employer pays into.
  if (!employer && !none) {
    const near = num.slice(Math.max(0, at - 250), at + 250);
    const k = EMPLOYER_MONEY.exec(near);
    // Both kinds of the employer's money into one account: "the matching and profit-sharing contributions".
    if (k && !deniedAt(near, k.index)) employer = /profit/.test(k[0]) ? 'employer matching and profit-sharing contributions' : /match/.test(k[0]) ? 'employer matching contributions' : 'employer contributions';
  }
  return employer;
}

/**
 * Participation kept going past a notice or a leaving date ("for six months after the notice date he shall continue to
 * participate in the 401(k) plan"): part of what the plan clause gives, so the value says so.
 */
const KEEPS_PARTICIPATING = /\b(?:shall|will|to|may) continue to (?:participate|take part|be eligible)\b|\bcontinued (?:participation|eligibility)\b/;
function continued(c: Clause): string {
  const m = KEEPS_PARTICIPATING.exec(c.num);
  return m && !deniedAt(c.num, m.index) ? ' (continued participation)' : '';
}

function plansByUnit(ctx: Ctx): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  for (const c of ctx.clauses) {
    const named = fundOrSocialPension(c);
    if (named) out.push({ value: named, clause: c, strength: STATED });
  }
  const own = ctx.clauses.map((c) => ({ c, v: ownBenefit(c) ?? pensionPerYear(c) })).find((x) => x.v);
  for (const u of ctx.units) {
    // No contribution plan or named scheme: a list of the plan kinds the employee joins.
    if (!PLAN.test(u.num)) {
      const paid = employerContribution(u.num);
      if (paid) {
        out.push({ value: `retirement plan with ${paid}% employer contribution`, clause: ctx.clauses[u.clauses.find((i) => RETIREMENT_CONTRIBUTION.test(ctx.clauses[i].num)) ?? u.clauses[0]], strength: STATED });
        continue;
      }
      const listed = planKindsOffered(ctx, u.clauses);
      if (listed) out.push({ value: kindsPhrase(listed.kinds) + continued(listed.clause), clause: listed.clause, strength: INDIRECT });
      continue;
    }
    // A contribution plan named in the unit is the plan; a retirement system only when none is.
    const p = /\b(40[1l](?:\s?|-)(?:\(k\)|k\b)(?: profit[- ]sharing plan\b| savings plan\b)?|401\s?\(a\)(?!\s?\()|403\s?\(b\)|457\s?\(b\)|thrift savings plan\b)/.exec(u.num) ?? PLAN.exec(u.num);
    if (!p) continue;
    const clause = ctx.clauses[u.clauses.find((i) => PLAN.test(ctx.clauses[i].num)) ?? u.clauses[0]];
    // A profit-sharing plan the document pays out as a bonus ("the Profit Sharing Bonus Plan") is the bonus, not a retirement plan.
    if (/^profit[- ]sharing plan/.test(p[1]) && ctx.clauses.some((x) => PROFIT_SHARING_BONUS.test(x.num))) continue;
    // A plan named in passing (the agreement declared apart from it, shares held under it) is not offered; nor is one
    // whose cost the salary already includes ("a gross salary of ... (the cost of private medical cover
    // and a private pension plan included)").
    if (COST_IN_PAY.test(u.num.slice(Math.max(0, p.index - 100), p.index))) continue;
    // A statutory contribution withheld from the salary ("before deductions such as the state pension plan and
    // unemployment insurance contributions") is taken from his pay, not a plan offered to him.
    if (WITHHELD_FROM_PAY.test(u.num.slice(Math.max(0, p.index - 100), p.index))) continue;
    // "under any profit sharing plan that may be set up later": a plan that may never exist.
    if (PLAN_NOT_YET.test(u.num.slice(p.index + p[0].length, p.index + p[0].length + 80))) continue;
    // Plans named only as ending on the leaving date offer nothing, as for the retire_benefits flag.
    if (deniedAt(u.num, p.index) || NOT_ELIGIBLE.test(clause.num) || CONDITION.test(clause.num) || DISCRETIONARY_EXTRAS.test(clause.num) || PLAN_IN_PASSING.test(clause.num) || PLANS_END.test(clause.num)) continue;
    // A caption that only names the plan ("5. 401(k).") says what its sentence says of it.
    if (isCaption(clause) && PLAN_IN_PASSING.test(bodyBelow(ctx, clause)?.num ?? '')) continue;
    // "401 (k)", "40l(k)" read from a scan, "401k" written without brackets: all the one plan.
    let plan = p[1].replace(/(\d)\s+\(/, '$1(').replace(/^40l/, '401').replace(/^401(?:\s?|-)k\b/, '401(k)');
    // A named pension scheme keeps its name ("NHS Pension Scheme", "Local Government Pension Scheme").
    const scheme = /pension scheme/.test(plan) ? /\b((?:[A-Z][A-Za-z]*\s+){0,3}Pension Scheme)\b/.exec(u.clauses.map((i) => ctx.clauses[i].text).join(' ')) : null;
    if (scheme) plan = scheme[1].replace(/^(?:The|An?|Our)\s+/, '');
    else if (/^pension plan$/.test(plan) && namedPension(u.num, p.index)) plan = namedPension(u.num, p.index)!;
    else if (/retirement system|pension|defined benefit/.test(plan + ' ' + p[0])) {
      const name = /\b((?:[a-z']+ ){0,2}(?:employees'?|public|teachers'?)(?: [a-z']+){0,2} retirement system)\b/.exec(u.num);
      const db = /defined benefit/.test(u.num) ? 'defined benefit pension plan' : 'state retirement plan';
      plan = name ? `${name[1].replace(/^(?:.*\b(?:the|in|of)\s+)/, '').trim()} ${db}` : db;
    }
    // "our 401(k) Savings Plan" under a caption "401(k) Plan": the plan by its name.
    if (plan === '401(k)' && /\b40[1l](?:\s?|-)(?:\(k\)|k\b) savings plan\b/.test(u.num)) plan = '401(k) savings plan';
    let employer = employerPart(u.num, p.index);
    // The plan named as a caption or a list's last word, its terms in the paragraph after it ("401(k)" then "Plan: this
    // qualified plan ..." then the share the company matches, up to a cap).
    const following = ctx.units[u.index + 1];
    if (!employer && following && CONTINUES_PLAN.test(following.num)) employer = employerPart(following.num, 0);
    // A plan listed among other kinds ("401(k), pension and other plans") is the list, when no match is stated.
    const listed = employer ? undefined : planKindsOffered(ctx, u.clauses);
    if (listed && listed.kinds.length > 1) plan = kindsPhrase(listed.kinds);
    // A non-qualified plan on top of the 401(k): "the "Senior Staff" restoration plan under the 401(k) plan".
    const topUp = /^401\(k\)$/.test(plan) ? SUPPLEMENT_TO_401K.exec(u.num) : null;
    const extra = topUp ? ` plus supplemental ${topUp[1] ? `${topUp[1]} ` : ''}plan` : '';
    out.push({ value: (employer ? `${plan} with ${employer}` : plan) + extra + continued(clause), clause, strength: employer ? STATED : below(INDIRECT, 5) });
  }
  // A benefit promised in money is the plan's own term; plans listed in other sections are named after it.
  if (own?.v) {
    const others = out.filter((x) => x.clause.unit !== own.c.unit && x.strength < STATED).map((x) => x.value).filter((v, i, a) => a.indexOf(v) === i);
    return [{ value: [own.v, ...others.slice(0, 1)].join('; '), clause: own.c, strength: STATED }, ...out.filter((x) => x.strength >= STATED)];
  }
  return out;
}
