// basicInformation.emp_type, term_prov, contract_dur_renew.
import type { Ctx } from '../context.js';
import type { Candidate } from '../candidates.js';
import { findDurations, noticeDays } from '../durations.js';
import { negatedAt, SUPERSEDED } from '../language.js';
import { localText, nearbyText } from './nearby.js';
import { EMPLOYER, PHYSICIAN } from '../party-words.js';

const ENGAGE = /\b(?:employ|employs|employment|engage|engages|engagement|appoint|appoints|appointment|hire|position|basis|accepts|work for|will work|schedule|services as|provide services|commitment)\b/;

export function employmentType(ctx: Ctx): Candidate<string>[] {
  const score: Record<string, { s: number; clause?: Ctx['clauses'][number] }> = {};
  const add = (k: string, w: number, c: Ctx['clauses'][number]) => {
    const e = (score[k] ??= { s: 0 });
    e.s += w;
    if (!e.clause) e.clause = c;
  };
  for (const c of ctx.clauses) {
    const t = c.num;
    const past = SUPERSEDED.test(t) || /\b(?:original|prior|previous|former)\b/.test(t);
    const engage = ENGAGE.test(t);
    const generic = /\b(?:its|other|all|similarly situated|applicable to|available to)\s+(?:[a-z]+\s+){0,2}?full[- ]time\b|\bfull[- ]time (?:employees|physicians|faculty|staff|service|hospitalists)\b/.test(t);
    const isTitle = c.heading === c.text && (/agreement/.test(t) || c.index < 5);
    const w = isTitle ? 3 : past ? 0.3 : engage && !generic ? 2 : generic ? 0.2 : 0.7;
    if (/\blocum tenens\b/.test(t) && !/\b(?:engage|use|retain) locum tenens\b|\blocum tenens (?:surgeons|physicians|coverage)\b/.test(t)) add('locum_tenens', w * 1.2, c);
    if (/\bper diem\b(?: [a-z-]+){0,2} (?:basis|physicians?|engagement|employee|position|contractor|services|agreement|staff|status|employment|work|[a-z]+ists?)\b|\b(?:as a|to|in) per diem\b/.test(t) && !/\bper diem (?:rate|allowance|reimbursement|expenses?|stipend)\b/.test(t)) add('per_diem', w * 1.2, c);
    if (/\bpart[- ]time\b/.test(t) && !negatedAt(t, t.search(/part[- ]time/))) add('part_time', w * 1.1, c);
    // "changes from full-time to per diem": the status left behind does not count.
    if (/\bfull[- ]time\b/.test(t) && !negatedAt(t, t.search(/full[- ]time/)) && !/\bfrom full[- ]time to\b/.test(t)) add('full_time', w, c);
    const fte = /\b(0?\.\d{1,2})\s*(?:\(|full[- ]time equivalent|fte)/.exec(t);
    if (fte && Number(fte[1]) < 0.95 && Number(fte[1]) >= 0.1 && engage && !past) add('part_time', 1.5, c);
  }
  const ranked = Object.entries(score).sort((a, b) => b[1].s - a[1].s);
  if (!ranked.length) {
    const c = ctx.clauses.find((x) => /\bemploy/i.test(x.text)) ?? ctx.clauses[0];
    return c ? [{ value: 'full_time', clause: c, strength: 0.4 }] : [];
  }
  const [top, second] = ranked;
  const margin = second ? top[1].s / (top[1].s + second[1].s) : 1;
  return [{ value: top[0], clause: top[1].clause!, strength: 0.5 + 0.45 * margin }];
}

const WITHOUT_CAUSE = /\bwithout cause\b|\bfor any reason or (?:for )?no reason\b|\bfor (?:any|no) reason\b|\bfor convenience\b|\bwithout (?:stating|giving) (?:a )?(?:reason|cause)\b/;

/** A period that is the notice itself ("30 days' written notice", "notice of 90 days"), not a term it ends or renews. */
function boundToNotice(text: string, x: { index: number; end: number }): boolean {
  const after = text.slice(x.end, x.end + 45);
  const direct = /^'?s?'? (?:prior |advance )?(?:written )?notice/.test(after) || /notice (?:period )?of (?:at least |not less than )?$/.test(text.slice(Math.max(0, x.index - 30), x.index));
  if (direct) return true;
  const loose = /^([^.;]{0,40}?)(?:prior |advance )?(?:written )?notice/.exec(after);
  // "1 year terms unless either party gives notice": the figure belongs to the term.
  return !!loose && !/\b(?:terms?|unless|renew\w*|period of employment|anniversary)\b/.test(loose[1]);
}

/** Either party may end the contract: "either party may terminate", "the Hospital or the Physician may end". */
const EITHER_MAY_END = new RegExp(String.raw`\b(?:either party|either of us|any party|each party|(?:${PHYSICIAN}|${EMPLOYER}) or (?:the )?[a-z]+) may (?:terminate|end)\b`);

export function terminationWithoutCause(ctx: Ctx): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  let forCauseOnly: Candidate<string> | undefined;
  for (const c of ctx.clauses) {
    const titled = /without cause|for convenience|termination by (?:either|notice)/.test(c.title);
    const k = WITHOUT_CAUSE.exec(c.num);
    if (!k && !titled) continue;
    if (!/\bterminat|\bend (?:this|the|your)|\bresign/.test(c.num + ' ' + c.title)) continue;
    if (k && (/\bno termination without cause\b|\bneither\b[^.;]{0,80}\bwithout cause\b|\bmay not\b[^.;]{0,60}\bwithout cause\b/.test(c.num) || negatedAt(c.num, k.index, k.index + k[0].length))) {
      forCauseOnly ??= { value: 'for cause only', clause: c, strength: 0.8 };
      continue;
    }
    // Severance or repayment that mentions a without-cause ending is not the right to end.
    if (/\bseverance|repay|shall pay|will pay\b/.test(c.num) && !/\bnotice\b/.test(c.num)) continue;
    // A title without the figure ("Termination Without Cause.") reads the sentences that follow it, not the whole item.
    const own = /\bnotice\b/.test(c.num);
    const text = own ? c.num : nearbyText(ctx, c, 2);
    const d = findDurations(text).find((x) => boundToNotice(text, x));
    if (!d) continue;
    const days = noticeDays(d);
    if (!days) continue;
    out.push({ value: `${Math.round(days)} days notice without cause`, clause: c, strength: (titled ? 0.92 : 0.85) - (own ? 0 : 0.04) });
  }
  if (!out.length) {
    // "Either party may terminate this Agreement upon 90 days' notice": no cause needed, though unsaid.
    for (const c of ctx.clauses) {
      if (!EITHER_MAY_END.test(c.num)) continue;
      if (/\b(?:cause|breach|default|fail\w*|cure|death|disabilit)\w*/.test(c.num)) continue;
      const d = findDurations(c.num).find((x) => /^[^.;]{0,40}notice/.test(c.num.slice(x.end, x.end + 45)));
      const days = d && noticeDays(d);
      if (days) out.push({ value: `${Math.round(days)} days notice without cause`, clause: c, strength: 0.65 });
    }
  }
  if (!out.length && forCauseOnly) out.push(forCauseOnly);
  if (!out.length) {
    // Termination clauses that list only causes: "for cause only" is an inference.
    const causeOnly = ctx.clauses.find((c) => /\bonly for cause\b|\bsolely for cause\b|\bfor cause only\b/.test(c.num));
    if (causeOnly) out.push({ value: 'for cause only', clause: causeOnly, strength: 0.75 });
  }
  return out;
}

const TERM_KEY = /\b(?:initial term|term of (?:this|the) (?:agreement|appointment|employment)|the term\b|fixed[- ]term (?:appointment|contract|agreement|employment|engagement)|(?:appointment|employment|engagement) (?:is )?for a (?:fixed )?(?:period|term) of|(?:this|the) (?:agreement|contract) (?:shall |will )?(?:commence|begin|continue|be for|remain|run|last)s?|(?:appointment|employment) (?:shall|will) be for|(?:this|the|your) (?:agreement|contract|appointment|employment|engagement) (?:runs|lasts|continues for|is for|will (?:last|run|continue) for|shall (?:last|run|continue) for|remains in effect|will remain in effect|shall remain in effect))\b/;

export function termAndRenewal(ctx: Ctx): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  for (const c of ctx.clauses) {
    const titled = /^(?:term|initial term|term and renewal|term; renewal|initial term; renewal|duration|term of (?:agreement|employment))\b/.test(c.title);
    const k = TERM_KEY.exec(c.num);
    if (!k && !titled) continue;
    if (/\bnon-?compet|\bcompet|solicit|radius|\bmiles\b|restrict|covenant|sabbatical|loan|vest|repay|salary|bonus\b/.test(c.num + " " + c.title)) continue;
    const from = k ? k.index : 0;
    const text = c.num.slice(from);
    let len: string | undefined;
    const d = findDurations(text).find((x) => (x.unit === 'year' || x.unit === 'month') && !/^\s*(?:after|before|prior|following|of service)/.test(text.slice(x.end, x.end + 20)) && !/\b(?:within|after|before|renew\w*|successive|additional|notice|least)\b[^,;]{0,25}$/.test(text.slice(Math.max(0, x.index - 30), x.index)));
    if (d) len = `${d.value} ${d.unit}${d.value === 1 ? '' : 's'}`;
    else {
      const ann = /\b(?:end|expire|terminate)s?\b[^.;]{0,40}\b(\d+)(?:st|nd|rd|th)\)?\s+anniversary/.exec(text) ?? /\b(?:second|third|fourth|fifth) \((\d+)(?:st|nd|rd|th)\) anniversary/.exec(text);
      if (ann) len = `${ann[1]} year${ann[1] === '1' ? '' : 's'}`;
    }
    if (!len) len = spanOfDates(text);
    if (!len) continue;
    const unitText = localText(ctx, c);
    // Renewal may be stated in the next clause of the same item or in the next item.
    const next = localText(ctx, c) === ctx.units[c.unit].num ? ctx.units[c.unit + 1]?.num ?? '' : '';
    out.push({ value: `${len}; ${renewal(unitText, next)}`, clause: c, strength: titled || /initial term/.test(c.num) ? 0.88 : 0.75 });
  }
  return out;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** "commencing July 1, 2025 and ending June 30, 2028": the length of the term from its dates. */
function spanOfDates(text: string): string | undefined {
  const dates = [...text.matchAll(new RegExp(`\\b(${MONTHS.join('|')}) (\\d{1,2}),? (\\d{4})\\b`, 'g'))].map((m) => ({ y: Number(m[3]), mo: MONTHS.indexOf(m[1]), d: Number(m[2]) }));
  if (dates.length < 2) return undefined;
  const [a, b] = dates;
  let months = (b.y - a.y) * 12 + (b.mo - a.mo);
  // "July 1, 2025 to June 30, 2028": ending at the close of a month completes that month.
  if (a.d === 1 && b.d >= 28) months += 1;
  if (months <= 0 || months > 120) return undefined;
  return months % 12 === 0 ? `${months / 12} year${months === 12 ? '' : 's'}` : `${months} months`;
}

function renewal(unitText: string, next: string): string {
  for (const t of [unitText, next]) {
    const r = /\b(?:renew(?:s|ed|ing)? automatically|automatically (?:renew|extend|continue)\w*|(?:continues?|extends?) automatically|auto-?renew(?:s|ed|al)?|automatic(?:ally)? renew\w*|automatic renewal|evergreen)\b/.exec(t);
    if (!r) continue;
    if (negatedAt(t, r.index, r.index + r[0].length) || /\bno automatic renewal\b/.test(t)) return 'no automatic renewal';
    const after = t.slice(r.index, r.index + 200);
    const d = findDurations(after).find((x) => x.unit === 'year' || x.unit === 'month');
    if (d) return `renews automatically for ${d.value} ${d.unit} terms`;
    if (/\b(?:from )?year[- ]to[- ]year\b|\bannual(?:ly)?\b/.test(after)) return 'renews automatically for 1 year terms';
    return 'renews automatically for 1 year terms';
  }
  return 'no automatic renewal';
}
