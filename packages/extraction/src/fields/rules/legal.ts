// Dispute resolution, governing law, venue, pay structure and frequency, evaluations.
import type { Ctx, Clause } from '../context.js';
import type { Candidate } from '../candidates.js';
import { hasPositive, negatedAt, SUPERSEDED } from '../language.js';

const ARBITRATION = /\b(?:binding arbitration|arbitration|arbitrator|arbitrated)\b/;
const MEDIATION = /\b(?:mediation|mediator|mediated)\b/;
const COURTS = /\b(?:courts?|venue|jurisdiction|lawsuit|litigation|jury)\b/;

export function disputeResolution(ctx: Ctx): Candidate<string>[] {
  let arb: Clause | undefined, med: Clause | undefined, court: Clause | undefined;
  for (const c of ctx.clauses) {
    const t = c.num;
    if (ARBITRATION.test(t) && hasPositive(t, /\b(?:arbitration|arbitrator)\b/) && /\b(?:dispute|claim|controvers|resolved|submitted|settled|binding|aaa|jams|disagreement|arbitration)\b/.test(t + ' ' + c.title + ' ' + c.heading.toLowerCase()) && !/\b(?:court or arbitrator|arbitrator or court)\b/.test(t)) arb ??= c;
    if (MEDIATION.test(t) && hasPositive(t, /\b(?:mediation|mediator)\b/) && /\b(?:dispute|claim|controvers|resolv|submit|good faith|non-binding|disagreement|mediation)\b/.test(t + ' ' + c.title + ' ' + c.heading.toLowerCase())) med ??= c;
    if (COURTS.test(t) && /\b(?:state or federal courts?|courts? (?:of|located in|sitting in|in|for)|exclusive (?:jurisdiction|venue)|exclusively in|venue (?:for|of|shall)|brought (?:only |exclusively )?in)\b/.test(t)) court ??= c;
  }
  if (arb && med) return [{ value: 'mediation_then_arbitration', clause: med, strength: 0.85 }];
  if (arb) return [{ value: 'arbitration', clause: arb, strength: 0.88 }];
  if (med) return [{ value: 'mediation', clause: med, strength: 0.82 }];
  if (court) return [{ value: 'litigation', clause: court, strength: 0.75 }];
  return [];
}

const STATES = ['Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'District of Columbia', 'Florida', 'Georgia', 'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland', 'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire', 'New Jersey', 'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon', 'Pennsylvania', 'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia', 'Washington', 'West Virginia', 'Wisconsin', 'Wyoming', 'Puerto Rico', 'Guam', 'U.S. Virgin Islands', 'United States',
  // Contracts outside the US name a country, a UK nation or a Canadian province or territory.
  'Canada', 'Alberta', 'British Columbia', 'Manitoba', 'New Brunswick', 'Newfoundland and Labrador', 'Nova Scotia', 'Ontario', 'Prince Edward Island', 'Quebec', 'Saskatchewan', 'Northwest Territories', 'Nunavut', 'Yukon',
  'United Kingdom', 'England and Wales', 'England', 'Wales', 'Scotland', 'Northern Ireland', 'Ireland', 'Australia', 'New Zealand'];
const STATE_RE = new RegExp(`\\b(${[...STATES].sort((a, b) => b.length - a.length).map((s) => s.toLowerCase()).join('|')})\\b`);
const titleCase = (s: string) => STATES.find((x) => x.toLowerCase() === s) ?? s;

// How contracts choose a law: "governed by the laws of the State of X", "X law governs",
// "governed by X law", "the laws of the Commonwealth of X shall apply", "construed under X law".
const LAW_OF = `(?:the )?(?:internal |substantive )?laws? of (?:the )?(?:state of |commonwealth of |province of )?`;
const CHOOSES = '(?:governed|construed|interpreted|enforced|controlled|determined)';
const LAW_FORMS: [RegExp, number][] = [
  [new RegExp(`${STATE_RE.source},? law (?:governs|shall govern|will govern|applies|shall apply|will apply|controls|shall control)`), 0.9],
  [new RegExp(`\\b(?:${CHOOSES} (?:\\w+ ){0,4}?(?:by|under|in accordance with|pursuant to)|subject to) (?:the )?(?:internal |substantive )?${STATE_RE.source} law`), 0.92],
  [new RegExp(`\\b${LAW_OF}${STATE_RE.source}(?:,? without [^.;]{0,80})? (?:shall |will )?(?:govern|apply|control)`), 0.88],
  // A list line "Label: value": "i. Governing law: Texas."
  [new RegExp(`\\b(?:governing|applicable|choice of|proper) law\\s*[:\\-]\\s*(?:${LAW_OF})?(?:the )?(?:state of |commonwealth of )?${STATE_RE.source}(?:\\s*(?:law)?\\s*[.;]|$)`), 0.9],
];

export function governingLaw(ctx: Ctx): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  for (const c of ctx.clauses) {
    const form = LAW_FORMS.map(([re, strength]) => ({ m: re.exec(c.num), strength })).find((x) => x.m);
    if (form?.m) {
      out.push({ value: titleCase(form.m[1]), clause: c, strength: form.strength });
      continue;
    }
    const m = /\b(?:governed by|construed (?:and enforced )?(?:in accordance with|under)|interpreted (?:in accordance with|under)|subject to) (?:and construed in accordance with )?(?:the )?(?:internal )?laws? of (?:the )?(?:state of |commonwealth of |province of )?/.exec(c.num);
    // "10.1 Governing Law. The laws of Ohio." under its own title.
    const t = m ?? (/governing law|choice of law|applicable law/.test(c.title) ? new RegExp(`\\b${LAW_OF}(?=${STATE_RE.source})`).exec(c.num) : null);
    if (!t) continue;
    const s = STATE_RE.exec(c.num.slice(t.index + t[0].length, t.index + t[0].length + 40));
    if (!s) continue;
    out.push({ value: titleCase(s[1]), clause: c, strength: /governing law|choice of law|applicable law/.test(c.title) || /\bgoverned\b/.test(c.num) ? 0.95 : 0.75 });
  }
  return out;
}

export function jurisdiction(ctx: Ctx): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  const law = governingLaw(ctx)[0]?.value;
  // The county may also follow a comma in a summary line: "binding arbitration (AAA), Polk County, Iowa".
  const COUNTY = /(?:\b(?:for|of|in|be|at|within)\s+(?:[a-z.'-]+(?: [a-z.'-]+)?,\s*)?|[,:]\s*)((?:[a-z.'-]+ ){0,2}?[a-z.'-]+) (?:county|parish)\b(?:,\s*(?:state of\s+)?([a-z]+(?: [a-z]+)?))?/g;
  for (const c of ctx.clauses) {
    const court = /\b(?:courts?|venue|jurisdiction)\b/.test(c.num) && /\b(?:brought|maintained|exclusive(?:ly)?|venue|submit|consent|filed|commenced|jurisdiction of)\b/.test(c.num);
    const seat = /\b(?:arbitration|mediation)\b/.test(c.num);
    if (!court && !seat) continue;
    for (const m of c.num.matchAll(COUNTY)) {
      // "state of washington for king county": the county is the words after the last preposition.
      const county = m[1].split(/\b(?:the|in|of|for|and|located|sitting|at)\s+/).pop()!.trim();
      if (!county || /^(?:any|each|such|that|which|the|a)$/.test(county)) continue;
      const after = m[2] ? STATES.find((x) => m[2].toLowerCase().startsWith(x.toLowerCase())) : undefined;
      const named = STATE_RE.exec(c.num);
      const state = after ?? (named ? titleCase(named[1]) : law);
      if (!state) continue;
      const name = county.split(/\s+/).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
      out.push({ value: `${name} County, ${state}`, clause: c, strength: court ? 0.9 : 0.72 });
    }
  }
  if (out.length) return out;
  // No county named: the city of the court or of the arbitration seat ("courts located in Cleveland, Ohio").
  const CITY = new RegExp(`\\b(?:in|at|be|of)\\s+(?:the city of\\s+)?((?:[a-z.'-]+ ){0,2}[a-z.'-]+),\\s*${STATE_RE.source}`, 'g');
  for (const c of ctx.clauses) {
    const court = /\b(?:courts?|venue)\b/.test(c.num) && /\b(?:brought|maintained|exclusive(?:ly)?|venue|submit|consent|filed|commenced|located)\b/.test(c.num);
    const seat = /\b(?:arbitration|mediation)\b/.test(c.num) && /\b(?:seat(?:ed)?|sitting|held|conducted|take place|place of)\b/.test(c.num);
    if (!court && !seat) continue;
    if (/\b(?:residing|resides|principal (?:place|office)|offices? at|address)\b/.test(c.num)) continue;
    for (const m of c.num.matchAll(CITY)) {
      const city = m[1].split(/\b(?:the|in|of|for|and|located|sitting|at|be)\s+/).pop()!.trim();
      if (!city || /\b(?:county|state|court|courts)\b/.test(city)) continue;
      const name = city.split(/\s+/).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
      out.push({ value: `${name}, ${titleCase(m[2])}`, clause: c, strength: court ? 0.75 : 0.65 });
    }
  }
  return out;
}

const PRODUCTIVITY = /\b(?:wrvus?|rvus?|work relative value|collections|productivity (?:bonus|incentive|compensation)|encounter incentive|per (?:completed )?encounter|production)\b/;

const BENEFIT_PAYMENT = /\b(?:premiums?|insurance|dues|tuition|loan|rent|lease|reimburse\w*|expenses?|contributions?|deferrals?|stipend|allowance)\b/;
const PAY_TO_PHYSICIAN = /\b(?:salary|retainer|wages|hourly|base compensation|compensation (?:shall|will) be paid|fees? for (?:services|shifts))\b/;

export function payStructure(ctx: Ctx, hasBase: boolean, hourly: boolean): Candidate<string>[] {
  const structure = !hasBase && hourly ? 'hourly'
    : hasBase ? (ctx.clauses.some((c) => PRODUCTIVITY.test(c.num) && /\b(?:bonus|incentive|compensation|earn|paid|pay)\b/.test(c.num) && !SUPERSEDED.test(c.num) && !negatedAt(c.num, c.num.search(PRODUCTIVITY))) ? 'salary plus productivity' : 'salary')
    : ctx.clauses.some((c) => PRODUCTIVITY.test(c.num)) ? 'productivity only' : undefined;
  if (!structure) return [];
  const votes = new Map<string, { n: number; clause: Clause }>();
  for (const c of ctx.clauses) {
    if (!/\b(?:payable|paid|pays?|instal{1,2}ments?|payroll|pay periods?|in arrears|direct deposit)\b/.test(c.num)) continue;
    if (SUPERSEDED.test(c.num)) continue;
    // Premiums, dues and reimbursements run on their own calendars; only pay to the physician counts.
    if (BENEFIT_PAYMENT.test(c.num) && !PAY_TO_PHYSICIAN.test(c.num)) continue;
    const t = c.num.replace(/\bmonthly (?:salary|retainer|shift commitment|stipend)\b/g, ' ').replace(/\bper (?:calendar )?month\b/g, ' ');
    const f = /\b(?:bi-?weekly|every (?:two|2|other) weeks?|every (?:14|fourteen) days|fortnightly|26 (?:pay periods|installments|payroll))\b/.test(t) ? 'biweekly'
      : /\b(?:semi-?monthly|twice (?:a|each|per) month|two (?:equal )?(?:payments|installments) (?:each|a|per) month|24 (?:equal )?(?:installments|pay periods)|twice monthly|1st and (?:the )?15th|first and fifteenth|15th and (?:the )?last (?:business )?day|fifteenth and (?:the )?last (?:business )?day|15th and (?:the )?(?:30th|end))\b/.test(t) ? 'semimonthly'
        : /\b(?:weekly|each week|every week)\b/.test(t) ? 'weekly'
          : /\b(?:monthly|each month|every month|once a month|12 (?:equal )?(?:monthly )?instal{1,2}ments)\b/.test(t) ? 'monthly' : undefined;
    if (!f) continue;
    const salaryish = /\b(?:salary|retainer|compensation|base|hourly|wages|fees)\b/.test(c.num) ? 2 : 1;
    const e = votes.get(f) ?? { n: 0, clause: c };
    e.n += salaryish;
    votes.set(f, e);
  }
  const ranked = [...votes.entries()].sort((a, b) => b[1].n - a[1].n);
  if (!ranked.length) return [];
  const [top, second] = ranked;
  const margin = second ? top[1].n / (top[1].n + second[1].n) : 1;
  return [{ value: `${structure}; ${top[0]}`, clause: top[1].clause, strength: 0.45 + 0.45 * margin }];
}

export { evaluationCriteria, evaluationFrequency } from './evaluation.js';
