// A flag rule: the clause that makes a boolean field true. Most fields are found the
// same way (a mention, perhaps needing a verb or a subject nearby, not a definition,
// not a distractor, not denied), so each subject module lists rules as data and
// this file does the reading.
import type { FieldPath } from '@cp/schema';
import type { Clause, Ctx } from '../context.js';
import { evidenceFrom } from '../context.js';
import type { FieldValue } from '../../types.js';
import { deniedAt } from '../negation/index.js';
import { DEFINITION, inTableOfContents, RECITAL_HEADING, RECITAL_OPENING } from '../patterns.js';
import { LABELLED, SLIGHT_DISCOUNT, DISCOUNT, STRONG_DISCOUNT } from '../confidence.js';
import { anyOf } from '../alternatives.js';
import { isLeavingPaper } from '../document-inputs.js';

export type Flags = Map<FieldPath, FieldValue<boolean>>;

export interface FlagRule {
  /** Dotted path of the boolean field. */
  path: FieldPath;
  /** A mention of the thing: any of these in the clause (normalized, lower case). */
  match: RegExp[];
  /**
   * Companion words: one must occur near a mention (within NEAR characters), in the
   * lead-in of a list item, or with `neededIn: 'topic'` in the clause's heading.
   */
  needs?: RegExp[];
  /** The clause's original text (case kept) must contain one of these. */
  needsText?: RegExp[];
  /** Where `needs` may be found: the clause only (default) or the clause and its heading. */
  neededIn?: 'clause' | 'topic';
  /** Distractor contexts: a clause containing any of these is not evidence. */
  unless?: readonly RegExp[];
  /**
   * How a denial is read. 'offer': a benefit, denied by negation or by the physician
   * paying for it himself; 'clause': a provision, denied only by negation near the
   * mention ("contains no covenant not to compete"); 'plan': an employer plan the
   * physician may join, denied by negation only (a plan offered at the employee's
   * cost is still offered); 'none': never denied.
   */
  denial?: 'offer' | 'plan' | 'clause' | 'none';
  /** How far back (characters) a negation may sit for 'clause' denial (default 60). */
  denialReach?: number;
  /** Confidence of an explicit match, on the scale of confidence.ts (default LABELLED). */
  confidence?: number;
  /** Definitions ("X" means ...) state no term of the deal; skipped unless true here. */
  allowDefinitions?: boolean;
  /** Headings a clause on this subject usually sits under; elsewhere the match is less sure. */
  topic?: RegExp;
  /**
   * Covenants listed under a negative lead-in ("Physician shall not: (a) solicit ..."):
   * tested on lead-in and item together, and not read as a denial.
   */
  viaLead?: RegExp[];
  /** Distractors read in the lead-in of a list item: the list is about something else ("uses of his personal data: (d) promotion"). */
  leadUnless?: readonly RegExp[];
  /**
   * A lead-in that is itself the covenant's promise ("during the two years after he leaves, he shall not:"): its "not"
   * is what the items are made of, so it denies none of them. Only for covenants, where the negation is the provision.
   */
  leadPromise?: RegExp;
  /** Contexts that make a match weaker evidence (a requirement named only among causes for termination). */
  weakIf?: RegExp[];
  /** Headings alone (a title line) may count; default true. */
  allowHeadings?: boolean;
  /**
   * Distractors read in the sentence under a caption or heading: the caption is no
   * evidence when its body shows it names something else ("7.7 Buy-Out." over a release
   * from the non-compete). Kept apart from `unless`, which may be too narrow for a body.
   */
  captionUnless?: RegExp[];
  /**
   * A caption with a sentence under it is never this rule's evidence: the sentence says what the section grants or
   * denies, and other rules read it ("7.1 Group Health Plan." over its terms, for a rule meant for list items).
   */
  captionDefersToBody?: boolean;
  /**
   * Words the section under a caption must contain for the caption to count: a caption names what its section is
   * about, and "9. Non-Solicitation." over a sentence that only bars working for a competitor promises no
   * non-solicitation. The section runs to the next caption that is not one of its subsections.
   */
  captionNeeds?: RegExp[];
  /**
   * Words the clause must also contain when the whole document is a paper about leaving (a severance or separation
   * agreement, not an amendment): there the subject is mostly named as something the employee already has and is
   * settling, and only these words make it something the paper offers.
   */
  leavingNeeds?: RegExp[];
}


export function isDefinition(c: Clause): boolean {
  return DEFINITION.test(c.norm);
}

/** A short numbered caption cut off as its own sentence ("6.2 Tail Coverage.", "24) Notices."), perhaps after the part heading it was read with. */
// A plan named by its tax-code section is a caption too: "5. 401(k).", "7. 403(b) Plan.".
const RUN_IN = /^(?:part [0-9ivx]+\s*[-:]\s*[a-z ,&]{2,40}?\s+(?=\d))?(?:(?:section|article)\s+)?(?:[0-9ivx]+(?:\.[0-9]+)*\.?|\d{1,3}[a-z]?\)|\([a-z0-9]{1,4}\))\s+(?:[a-z][a-z ,;&/'()-]{2,70}|\d{3}\([a-z]\)[a-z ,;&/'()-]{0,70})\.?$/;

/** A caption cut off from its number ("5." then "Hospital Privileges."): a few capitalised words. */
const TITLE = /^(?:[A-Z][\w'’-]*|of|and|or|the|to|for|in|on|a|an|&|\/)(?:[ ,;]+(?:[A-Z][\w'’-]*|of|and|or|the|to|for|in|on|a|an|&|\/)){0,6}\.?$/;

/** The heading a clause sits under, with any run-in caption just before it. */
export function topicOf(ctx: Ctx, c: Clause): string {
  const parts = [c.heading.toLowerCase()];
  for (let i = c.index - 1; i >= Math.max(0, c.index - 6); i--) {
    const p = ctx.clauses[i];
    if (p.heading !== c.heading) break;
    if (isCaption(p)) {
      parts.push(p.norm);
      break;
    }
  }
  return parts.join(' | ');
}

/** A run-in caption cut off as its own sentence ("6.3 Retirement Plan."). */
export function isCaption(c: Clause): boolean {
  if (c.norm.length >= 80) return false;
  return RUN_IN.test(c.norm) || (/^[A-Z]/.test(c.text) && /\.$/.test(c.text) && TITLE.test(c.text.trim()));
}

export function isHeadingClause(c: Clause): boolean {
  return c.text === c.heading;
}

/**
 * Periods inside numbers and abbreviations ("$3,500.00", "u.s.") made neutral, so "[^.]" windows span them; same length
 * as the input. Given the clause's original text, the period of a middle initial ("Jane Q. Roe") is made neutral too:
 * only the original still shows the capitals that tell an initial from a sentence's last word.
 */
export function matchText(norm: string, text?: string): string {
  const plain = norm
    .replace(/(\w)\.(?=\w)/g, '$1\u00b7')
    .replace(ABBREVIATION, (m) => `${m.slice(0, -1)}\u00b7`);
  const initials = text ? middleInitials(text) : undefined;
  if (!initials?.size) return plain;
  return plain.replace(/\b([a-z])\.(?= ([\p{L}'-]+))/gu, (m, letter: string, next: string) => (initials.has(`${letter} ${next}`) ? `${letter}\u00b7` : m));
}

/**
 * Labels a capital letter follows without being an initial: "Exhibit A. The Executive ...", "Article I. Duties".
 */
const LABEL_WORD = /\b(?:article|section|exhibit|schedule|appendix|annex|attachment|addendum|part|item|paragraph|clause|plan|class|series|tier|grade|level|group|option|type|form|step|phase)\s*$/i;

/**
 * The middle initials of a text, as "q roe" (initial and the word after it, lower case): a capital letter and a full
 * stop followed by a capitalised word. Not "I", which is the pronoun or a roman numeral ending a sentence far more often
 * than an initial, and not a letter that labels a part or a plan ("Schedule A. The ...").
 */
function middleInitials(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/(?<![\p{L}\d.])([A-HJ-Z])\.\s+(\p{Lu}[\p{L}'\u2019-]*)/gu)) {
    if (LABEL_WORD.test(text.slice(0, m.index))) continue;
    out.add(`${m[1].toLowerCase()} ${m[2].toLowerCase().replace(/\u2019/g, "'")}`);
  }
  return out;
}

const ABBREVIATION = /\b(?:st|dr|mr|mrs|ms|inc|no|nos|co|corp|ltd|jr|sr|ave|blvd|rd|ste|dept|sec|art|approx|vs|etc|e\u00b7g|i\u00b7e|p\u00b7c|p\u00b7a|m\u00b7d|d\u00b7o|u\u00b7s)\.(?=\s+[a-z0-9(])/g;

const LIST_ITEM = /^(?:\(?[a-z0-9]{1,4}\)|[a-z0-9]{1,3}[.)])\s|^[\u2022\u25cf\u25aa*-]\s/i;

/**
 * The lead-in of a list item: "(b) membership dues ..." only says who pays in
 * "The Practice shall pay or reimburse, on Physician's behalf: (a) ...".
 */
export function leadIn(ctx: Ctx, c: Clause): string {
  if (!LIST_ITEM.test(c.text)) return '';
  for (let i = c.index - 1; i >= Math.max(0, c.index - 10); i--) {
    const p = ctx.clauses[i];
    if (p.heading !== c.heading) break;
    const colon = p.norm.lastIndexOf(':');
    if (colon > 0) return p.norm.slice(0, colon);
    // "The Practice shall not provide (i) dental insurance;" then "(ii) vision ...". Not a section reference
    // ("... for purposes of Section 5(a) hereof."): that names a list elsewhere and opens none here.
    // Nor a figure spelled twice ("within one (1) year"): the numeral repeats the word before it.
    const first = p.norm.search(/(?<![\w)])(?<!\bone )\((?:a|i|1)\)\s/);
    if (first > 0) return p.norm.slice(0, first);
    if (!LIST_ITEM.test(p.text)) break;
  }
  return '';
}

/** How far (characters) from a mention its companion words may be. */
const NEAR = 240;

interface Hit {
  clause: Clause;
  confidence: number;
}

const globals = new WeakMap<RegExp, RegExp>();

/** A global copy of a pattern, made once: rules run over every clause of every contract. */
function globalOf(re: RegExp): RegExp {
  let g = globals.get(re);
  if (!g) {
    g = new RegExp(re.source, re.flags.includes('g') ? re.flags : re.flags + 'g');
    globals.set(re, g);
  }
  g.lastIndex = 0;
  return g;
}

const texts = new WeakMap<Clause, string>();

/** matchText of a clause, computed once per clause. */
function textOf(c: Clause): string {
  let t = texts.get(c);
  if (t === undefined) {
    t = matchText(c.norm, c.text);
    texts.set(c, t);
  }
  return t;
}

function allIndexes(re: RegExp, s: string): { at: number; end: number }[] {
  const g = globalOf(re);
  const out: { at: number; end: number }[] = [];
  let m: RegExpExecArray | null;
  while ((m = g.exec(s))) {
    out.push({ at: m.index, end: m.index + m[0].length });
    if (m[0].length === 0) g.lastIndex++;
  }
  return out;
}

/** A section kept only as a caption: "9.2 Non-Competition. Intentionally omitted." */
const OMITTED = anyOf([
  String.raw`\bintentionally (?:omitted|deleted|left blank)\b|\[\s*(?:reserved|omitted|deleted|not applicable)\s*\]`,
  String.raw`\b(?:deleted|struck|stricken|rescinded) in (?:its )?entirety\b|\bof no further (?:force|effect)\b`,
  String.raw`(?:^|\.\s)\(?(?:reserved|omitted|deleted|not applicable|n\/a|none)\)?\.?$`,
]);

function isOmitted(ctx: Ctx, c: Clause): boolean {
  if (c.norm.length > 90) return false;
  if (OMITTED.test(c.norm)) return true;
  const next = ctx.clauses[c.index + 1];
  return !!next && next.norm.length < 60 && OMITTED.test(next.norm);
}

/**
 * The caption of the next section run on to the end of a sentence ("... annual aggregate.
 * § 8.2 Tail Coverage."): it names the subject of what follows, not of this clause.
 */
const TRAILING_CAPTION = /[.;:]\s+(?:§\s*)?(?:(?:section|article)\s+)?\d{1,3}(?:[.\u00b7]\d{1,3})*\.?\s+[a-z][a-z ,&'"()/-]{2,60}\.?\s*$/;

/** The mentions of a clause that lie in its body, not in a run-on caption of the next section. */
function bodyMentions(text: string, mentions: { at: number; end: number }[]): { at: number; end: number }[] {
  const m = TRAILING_CAPTION.exec(text);
  return m ? mentions.filter(({ at }) => at < m.index) : mentions;
}

/** The mentions the rule's kind of denial leaves standing. */
function liveMentions(rule: FlagRule, text: string, mentions: { at: number; end: number }[]): { at: number; end: number }[] {
  const denial = rule.denial ?? 'offer';
  return mentions.filter(({ at, end }) => {
    if (denial === 'none') return true;
    if (denial === 'clause') return !deniedAt(text, at, end, { of: 'provision', reach: rule.denialReach ?? 60 });
    if (denial === 'plan') return !deniedAt(text, at, end, { of: 'plan' });
    // An item of an enumerated list ("..., (3) premiums he pays are refunded, (4) access to an assistant at company expense")
    // is read from its own label: who pays in an earlier item does not deny a later one.
    const from = itemStart(text, at);
    return !deniedAt(text.slice(from), at - from, end - from, { of: 'offer' });
  });
}

/** Where the list item holding a position begins: after the last "(4)" or "(d)" label set off by a comma or semicolon before it. */
function itemStart(text: string, at: number): number {
  let from = 0;
  for (const m of text.slice(0, at).matchAll(/[,;]\s+\(?(?:\d{1,2}|[a-h]|[ivx]{1,4})\)\s/g)) from = m.index + m[0].length;
  return from;
}

/** A bare item number left as its own line ("F1.", "2.3", "(b)"): it says nothing, the sentence after it does. */
const NUMBER_LABEL = /^(?:§\s*)?(?:(?:section|article|part)\s+)?(?:[a-z]{0,2}\d{1,3}[a-z]?(?:\.\d{1,3})*|[ivx]{1,5}|[a-z])[.)]?$|^\([a-z0-9]{1,4}\)$/;

/** The first sentence under a caption, heading or question, past any bare item number. */
export function bodyBelow(ctx: Ctx, c: Clause): Clause | undefined {
  for (let i = c.index + 1; i < Math.min(ctx.clauses.length, c.index + 4); i++) {
    const next = ctx.clauses[i];
    if (NUMBER_LABEL.test(next.norm.trim())) continue;
    if (isCaption(next) || isHeadingClause(next)) return undefined;
    return next;
  }
  return undefined;
}

/** The item number a caption opens with ("10." and "10.3" give "10" and "10.3"), or undefined. */
function captionNumber(c: Clause): string | undefined {
  return /^(?:(?:section|article)\s+)?(\d{1,3}(?:\.\d{1,3})*)\.?\s/.exec(c.norm)?.[1];
}

/** How many clauses a caption's section is read over at most. */
const SECTION_CLAUSES = 30;

/** The clauses of the section a caption or heading opens: up to the next caption that is not one of its subsections. */
export function sectionBelow(ctx: Ctx, c: Clause): Clause[] {
  const num = captionNumber(c);
  const out: Clause[] = [];
  for (let i = c.index + 1; i < Math.min(ctx.clauses.length, c.index + 1 + SECTION_CLAUSES); i++) {
    const next = ctx.clauses[i];
    if (NUMBER_LABEL.test(next.norm.trim())) continue;
    if (isCaption(next) || isHeadingClause(next)) {
      const sub = captionNumber(next);
      if (!(num && sub && sub.startsWith(`${num}.`))) break;
    }
    out.push(next);
  }
  return out;
}

/** How a clause under a caption treats the rule's subject: not named, named and denied everywhere, or named and left standing. */
function stanceOf(rule: FlagRule, c: Clause): 'silent' | 'denied' | 'live' {
  const text = textOf(c);
  const mentions = bodyMentions(text, rule.match.flatMap((re) => allIndexes(re, text)));
  if (mentions.length === 0) return 'silent';
  // For a provision a "shall not" before the mention may be the provision itself ("9.2 Non-Solicitation."
  // then "you will not ask any patient ..."): only a denial after it ("... is not required") counts.
  if ((rule.denial ?? 'offer') === 'clause') return mentions.every(({ at, end }) => deniedAt(text, at, end, { of: 'provision', reach: 1 })) ? 'denied' : 'live';
  return liveMentions(rule, text, mentions).length === 0 ? 'denied' : 'live';
}

/** How many clauses of a section a heading is read against. */
const SECTION_REACH = 40;

/**
 * The sentence right under a caption names the same thing and denies every mention of it.
 * A section heading ("Part F. Credentials") is denied by any sentence of its section that
 * denies the subject ("Hospital privileges are not required"), unless another one grants it.
 */
function deniedBelow(ctx: Ctx, rule: FlagRule, c: Clause): boolean {
  if (isHeadingClause(c)) {
    let denied = false;
    for (let i = c.index + 1; i < Math.min(ctx.clauses.length, c.index + 1 + SECTION_REACH); i++) {
      const next = ctx.clauses[i];
      if (next.heading !== c.heading || isHeadingClause(next)) break;
      const stance = stanceOf(rule, next);
      if (stance === 'live') return false;
      if (stance === 'denied') denied = true;
    }
    if (denied) return true;
  }
  const body = bodyBelow(ctx, c);
  return !!body && stanceOf(rule, body) === 'denied';
}

/** A question names a subject; only its answer can grant it ("Could I become a partner?" then "No."). */
function isQuestion(c: Clause): boolean {
  return /\?["”')\s]*$/.test(c.text);
}

const YES = /^(?:yes|yes[,.!;:-])/;

/** Whether the clause makes the rule true, and how sure we are. */
export function judge(ctx: Ctx, rule: FlagRule, c: Clause): number {
  const text = textOf(c);
  if (rule.viaLead && LIST_ITEM.test(c.text)) {
    const lead = leadIn(ctx, c);
    if (lead && rule.viaLead.some((re) => re.test(`${lead} ${text}`)) && !rule.unless?.some((re) => re.test(text))) return (rule.confidence ?? LABELLED) * SLIGHT_DISCOUNT;
  }
  if (!rule.match.some((re) => re.test(text))) return 0;
  if (!rule.allowDefinitions && isDefinition(c)) return 0;
  if (inTableOfContents(c)) return 0;
  const heading = isHeadingClause(c);
  if (heading && rule.allowHeadings === false) return 0;
  if (rule.unless?.some((re) => re.test(text))) return 0;
  if (rule.leavingNeeds && isLeavingPaper(ctx.all) && !rule.leavingNeeds.some((re) => re.test(text))) return 0;
  const mentions = bodyMentions(text, rule.match.flatMap((re) => allIndexes(re, text)));
  if (mentions.length === 0) return 0;
  if (isOmitted(ctx, c)) return 0;
  if (rule.needsText && !rule.needsText.some((re) => re.test(c.text))) return 0;
  const lead = leadIn(ctx, c);
  if (lead && rule.leadUnless?.some((re) => re.test(lead))) return 0;
  if (rule.needs) {
    // Near a mention only: a table flattened into one long clause must not lend its words.
    const near = mentions.map(({ at, end }) => text.slice(Math.max(0, at - NEAR), end + NEAR));
    const where = [...near, lead, rule.neededIn === 'topic' ? topicOf(ctx, c) : ''].join(' | ');
    if (!rule.needs.some((re) => re.test(where))) return 0;
  }
  const denial = rule.denial ?? 'offer';
  // A lead-in that ends on a comma is a condition ("if the termination is not described in Section 4,"): its
  // negation stays inside it; one that ends on the verb ("shall not provide") denies the items.
  // An amendment's lead-in that strikes a section and puts new wording in its place ("Section 8 is struck in its
  // entirety and replaced by these words:") introduces the new terms; the negation scope knows it denies nothing of them.
  if (lead && denial !== 'none' && !/,\s*$/.test(lead) && !rule.leadPromise?.test(lead) && deniedAt(lead, lead.length, lead.length, { of: denial === 'offer' ? 'offer' : 'plan' })) return 0;
  if (liveMentions(rule, text, mentions).length === 0) return 0;
  let confidence = rule.confidence ?? LABELLED;
  // A caption alone says less than an operative sentence, and nothing when the sentence
  // under it denies the same thing ("30. DEA." then "A DEA registration is not required.").
  if (heading || isCaption(c)) {
    if (deniedBelow(ctx, rule, c)) return 0;
    const body = bodyBelow(ctx, c);
    if (body && (rule.captionDefersToBody ? /\S/.test(textOf(body)) : rule.captionUnless?.some((re) => re.test(textOf(body))))) return 0;
    if (rule.captionNeeds) {
      const section = sectionBelow(ctx, c);
      if (section.length > 0 && !section.some((s) => rule.captionNeeds!.some((re) => re.test(textOf(s))))) return 0;
    }
    confidence *= STRONG_DISCOUNT;
  }
  // A question in a Q&A letter states no term; a plain "Yes" under it adopts it.
  if (isQuestion(c)) {
    // A bare "Yes." reads like a one-word caption, so the answer is the next line whatever its form.
    const answer = ctx.clauses.slice(c.index + 1, c.index + 3).find((n) => !NUMBER_LABEL.test(n.norm.trim()));
    if (!answer || !YES.test(answer.norm)) return 0;
    confidence *= STRONG_DISCOUNT;
  }
  // A keyword under an unrelated heading may be a passing mention.
  if (rule.topic && !rule.topic.test(`${topicOf(ctx, c)} | ${c.norm.slice(0, 60)}`)) confidence *= DISCOUNT;
  if (rule.weakIf?.some((re) => re.test(`${text} | ${lead}`))) confidence *= DISCOUNT;
  // Recitals and the signature block describe; the operative sections grant.
  if (RECITAL_HEADING.test(c.heading) || RECITAL_OPENING.test(c.norm)) confidence *= DISCOUNT;
  // A very long "clause" is usually a table or a run-on list flattened into one.
  if (c.norm.length > 700) confidence *= SLIGHT_DISCOUNT;
  return confidence;
}

/** The best clause for a rule, or undefined when the contract is silent or denies it. */
export function findRule(ctx: Ctx, rule: FlagRule): Hit | undefined {
  let best: Hit | undefined;
  for (const c of ctx.clauses) {
    const confidence = judge(ctx, rule, c);
    if (confidence > (best?.confidence ?? 0)) best = { clause: c, confidence };
  }
  return best;
}

/** Evidence for a hit; a caption is quoted with the sentence that follows it. */
function evidenceOf(ctx: Ctx | undefined, hit: Hit) {
  const c = hit.clause;
  const next = ctx?.clauses[c.index + 1];
  if (next && next.page === c.page && (isCaption(c) || isHeadingClause(c)) && !isCaption(next) && !isHeadingClause(next)) {
    return evidenceFrom(c, hit.confidence, `${c.text} ${next.text}`);
  }
  return evidenceFrom(c, hit.confidence);
}

export function setFlag(out: Flags, path: FieldPath, hit: Hit | undefined, ctx?: Ctx): void {
  if (!hit) return;
  const prev = out.get(path);
  const ev = evidenceOf(ctx, hit);
  if (!prev || prev.evidence.confidence < ev.confidence) out.set(path, { value: true, evidence: ev });
}

/** Applies a list of rules; several rules for one path keep the most confident hit. */
export function applyRules(ctx: Ctx, rules: readonly FlagRule[], out: Flags): void {
  for (const rule of rules) setFlag(out, rule.path, findRule(ctx, rule), ctx);
}

