// The contract's own defined terms for values: a place, a date, a period or a sum defined once
// (`the laws of the Commonwealth of Massachusetts (the "Commonwealth")`, `commencing on June 2,
// 2005 (the "Effective Date")`, `a base salary of $250,000 per annum (the "Base Salary")`,
// `"Initial Term" means ...`) and then used only by its name. Rules ask for the value a
// name stands for; the evidence they give still quotes the contract's own words. The parties'
// defined terms are read by parties.ts (they are rewritten in the matching text); the value
// terms are looked up here, never rewritten, so a quote and its matching text stay aligned.
import type { Clause, Ctx } from './context.js';
import { normalize } from './context.js';
import { numericForm } from './numbers.js';
import { findDates, type DateValue } from './dates.js';
import { findMoney, type Money } from './money.js';
import { placesIn } from './places.js';
import { plainQuotes } from './patterns.js';
import { around } from './alternatives.js';

export interface DefinedTerm {
  /** The term as written ("Commonwealth", "Initial Term"). */
  term: string;
  /** Lower case, without a leading article: what the matching text holds where the term is used. */
  key: string;
  /** The clause that defines it. */
  clause: Clause;
  /** Numeric form of what the definition says: the words before the brackets, or after "means". */
  desc: string;
  /** The place it names (the last one before the brackets). */
  place?: string;
  /** The date it names. */
  date?: DateValue;
  /** The sum it names, with its period. */
  money?: Money;
  /** "has the meaning set forth in Section 4.2", "as defined in Exhibit A": where the definition is. */
  ref?: string;
}


/** '(the "Commonwealth")', '("Base Salary")', '(hereinafter referred to as the "TERM")', '(such period, the "Initial Term")'. */
const PAREN_DEF = /\(\s*([^()"]{0,100}?)\s*"([^"()]{1,60})"((?:\s*(?:,|or|and)\s*(?:the\s+)?"[^"()]{1,60}")*)\s*\)/g;
/** 'hereinafter referred to as the "Term"' without brackets. */
const HEREIN_DEF = /\b(?:hereinafter|herein)\s+(?:referred\s+to\s+as\s+|called\s+|known\s+as\s+)?(?:the\s+)?"([^"()]{1,60})"/g;
/** '"Initial Term" means ...', '"Cause" shall have the meaning set forth in Section 5.3', '"Effective Date" shall be January 1, 2026'. */
const MEANS_DEF = /"([^"]{1,60})"\s+(?:shall\s+)?(?:mean|means|refers?\s+to|shall\s+refer\s+to|has\s+the\s+meaning|shall\s+have\s+the\s+meaning|is\s+defined|shall\s+be(?=\s+(?:[A-Za-z]+\.?\s+)?\d|\s+the\s+(?:date|day|later|earlier|first))|will\s+be(?=\s+(?:[A-Za-z]+\.?\s+)?\d|\s+the\s+date))\b([^;]{0,400})/g;
/** A lead-in inside the brackets that makes them a definition rather than an aside. */
const LEAD_OK = around(String.raw`^`, [
  String.raw`|the|this|a|an|each|each,? a|each,? an|such|such \w+,? the|collectively(?:,)?(?: the)?|together(?:,)?(?: the)?`,
  String.raw`individually(?:,)?(?: the)?|hereinafter(?: referred to as| called| known as)?(?: the)?`,
  String.raw`referred to (?:herein |hereinafter |below )?as(?: the)?|herein(?: called| referred to as)?(?: the)?`,
  String.raw`.{0,80}\b(?:referred to as|hereinafter|herein called|called)(?: the)?`,
], String.raw`$`, 'i');
const REF = /\b(?:defined|set forth|described|specified|provided|given)\s+(?:in|under)\s+((?:section|paragraph|article|exhibit|schedule|appendix|attachment|addendum)\s+[a-z0-9]{1,4}(?:\.\d{1,3})*)/;

function valuesOf(def: Omit<DefinedTerm, 'place' | 'date' | 'money' | 'ref'>, tail: string): DefinedTerm {
  const out: DefinedTerm = { ...def };
  const places = placesIn(tail);
  if (places.length) out.place = places[places.length - 1].place;
  const dates = findDates(tail);
  if (dates.length) out.date = dates[dates.length - 1];
  const money = findMoney(tail);
  if (money.length) out.money = money[money.length - 1];
  const r = REF.exec(def.desc);
  if (r) out.ref = r[1];
  return out;
}

function keyOf(term: string): string {
  return normalize(term).replace(/^the\s+/, '');
}

/** The definitions of one clause. */
function definitionsIn(c: Clause): DefinedTerm[] {
  const s = plainQuotes(c.text);
  if (!s.includes('"')) return [];
  const out: DefinedTerm[] = [];
  let prev = 0;
  for (const m of s.matchAll(PAREN_DEF)) {
    if (!LEAD_OK.test(m[1].trim())) continue;
    const terms = [m[2], ...[...(m[3] ?? '').matchAll(/"([^"]+)"/g)].map((x) => x[1])];
    // What the brackets define: the words before them, back to the previous definition.
    const before = s.slice(Math.max(prev, m.index! - 300), m.index!);
    prev = m.index! + m[0].length;
    const desc = numericForm(normalize(before));
    // The value a term names stands right before its brackets.
    const tail = desc.slice(-110);
    for (const t of terms) out.push(valuesOf({ term: t.trim(), key: keyOf(t), clause: c, desc }, tail));
  }
  for (const m of s.matchAll(HEREIN_DEF)) {
    if (out.some((d) => d.term === m[1].trim())) continue;
    const desc = numericForm(normalize(s.slice(Math.max(0, m.index! - 300), m.index!)));
    out.push(valuesOf({ term: m[1].trim(), key: keyOf(m[1]), clause: c, desc }, desc.slice(-110)));
  }
  for (const m of s.matchAll(MEANS_DEF)) {
    const desc = numericForm(normalize(m[2]));
    out.push(valuesOf({ term: m[1].trim(), key: keyOf(m[1]), clause: c, desc }, desc.slice(0, 160)));
  }
  return out.filter((d) => d.key.length >= 2);
}

const cache = new WeakMap<Ctx, Map<string, DefinedTerm[]>>();

/** Every defined term of the contract, by key, in the order defined. */
export function definedTerms(ctx: Ctx): Map<string, DefinedTerm[]> {
  let map = cache.get(ctx);
  if (map) return map;
  map = new Map();
  for (const c of ctx.clauses) {
    for (const d of definitionsIn(c)) {
      const list = map.get(d.key) ?? [];
      list.push(d);
      map.set(d.key, list);
    }
  }
  cache.set(ctx, map);
  return map;
}


/** The defined term that starts at `index` of a lower-case text (the longest one), if any. */
export function termAt(ctx: Ctx, text: string, index: number): DefinedTerm[] | undefined {
  const rest = text.slice(index).replace(/^the\s+/, '');
  let best: string | undefined;
  for (const key of definedTerms(ctx).keys()) {
    if (rest.startsWith(key) && !/^[a-z0-9]/.test(rest.slice(key.length)) && (!best || key.length > best.length)) best = key;
  }
  return best ? definedTerms(ctx).get(best) : undefined;
}
