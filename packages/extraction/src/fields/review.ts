// Review signals: what about a value's evidence makes a wrong reading more likely, read
// after the rules have chosen the value. Each signal that fires multiplies the evidence
// confidence by a fixed factor below 1, so confidence stays monotone in the rule's own
// certainty and in each signal, and every lowering has a reason a reviewer can be told.
// Values are never changed. The factors were fitted on the errors of earlier rule versions
// on contracts they had not seen and of the current rules on noisy variants of them
// (bench/confidence.mjs, which reports AUROC on contracts held out of the fit). Signals that
// did not separate right from wrong there (table rows, arithmetic, conditions, several
// figures, amendments, corroboration elsewhere) were left out.
import type { Evidence, Warning } from '@cp/schema';
import { normalize, type Clause, type Ctx } from './context.js';
import { numericForm } from './numbers.js';
import { quoteDenies, quoteSelfPaid, quoteVoids } from './negation/index.js';
import { QUOTED_DEFINITION, RECITAL_HEADING, RECITAL_QUOTE } from './patterns.js';
import { anyOf, around } from './alternatives.js';

export type FieldKind = 'value' | 'flag';

export interface SignalInput {
  ctx: Ctx;
  /** The clause the evidence quotes (undefined when it cannot be found again). */
  clause?: Clause;
  path: string;
  kind: FieldKind;
  /** 'number' | 'text' | 'enum' | 'boolean'. */
  type: string;
  value: unknown;
  /** The quoted text, normalized. */
  quote: string;
}

interface Signal {
  name: string;
  /** Why it lowers confidence (said to the reviewer). */
  why: string;
  applies: FieldKind | 'all';
  test: (s: SignalInput) => boolean;
}

// ---- cues ------------------------------------------------------------------------------

/** Words that make a statement tentative rather than a term. */
const HEDGE = around(String.raw`\b`, [
  String.raw`may|might|could|would|proposed?|anticipated?|expected|estimated?|intends?|intended|non-binding|not binding`,
  String.raw`discretion(?:ary)?|target(?:ed)?|approximately|generally|typically|customar(?:y|ily)`,
  String.raw`to be (?:agreed|determined|negotiated)`,
], String.raw`\b`);

/** A sentence that keeps other provisions in force or points at them, granting nothing itself. */
const BOILERPLATE = anyOf([
  String.raw`\bremains? unchanged\b|\bin full force and effect\b`,
  String.raw`\bexcept as (?:expressly |otherwise )?(?:modified|amended|provided|set forth)\b`,
  String.raw`\bits provisions (?:on|regarding|concerning|relating to)\b`,
]);

const PROHIBITION = /\b(?:shall|will|may|must|can)\s*not\b|\bcannot\b|\bprohibited\b/;

/** A caption or heading: a few words, once item labels ("Part F.", "F1.", "6.2") are set aside. */
function isCaptionLike(quote: string): boolean {
  const words = quote
    .replace(/\b(?:part|section|article|clause|schedule|exhibit)\s+[a-z0-9]{1,4}\b\.?/g, ' ')
    .replace(/(?:^|\s)(?:[a-z]?\d{1,3}[a-z]?(?:\.\d{1,3})*|\(?[a-z0-9]{1,3}\))[.:)]?(?=\s|$)/g, ' ')
    .split(/\s+/).filter((w) => /[a-z]/.test(w));
  return quote.length < 60 && words.length <= 4 && !/[$%]|\d{2}/.test(quote);
}


/** The numbers in a numeric-form text, without dates, years and section numbers. */
function figures(num: string): number[] {
  const cleaned = num
    .replace(/\b(?:section|article|clause|paragraph|exhibit|schedule|\u00a7)\s*[\d.()a-z]+/g, ' ')
    .replace(/\b(?:19|20)\d{2}\b/g, ' ')
    .replace(/\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/g, ' ');
  return (cleaned.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((s) => Number(s.replace(/,/g, ''))).filter((n) => Number.isFinite(n));
}

const near = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.001 * Math.abs(b), 0.01);

/** Forms a number field's value takes in its clause when it was read directly (days from weeks, a year from a month). */
function readDirectly(value: number, nums: number[]): boolean {
  return nums.some((n) => near(n, value) || near(n * 5, value) || near(n * 7, value) || near(n * 12, value) || near(n * 26, value) || near(n * 52, value) || near(n * 8, value) || near(n / 100, value));
}

function textFigures(s: string): number[] {
  return figures(numericForm(normalize(s)));
}

const STOP = new Set('the and for with from that this will shall any all per are was its our your their upon into each such than then there where which while within without plan'.split(' '));

/** Content-word stems of a text ("employer match" -> "emplo", "match"). */
function stems(s: string): string[] {
  return normalize(s).replace(/[^a-z]+/g, ' ').split(' ').filter((w) => w.length >= 3 && !STOP.has(w)).map((w) => w.slice(0, 5));
}

/** Share of a text or enum value's words that the quote (or its heading) says. */
function quotedShare(value: string, quote: string): number {
  const want = stems(value.replace(/_/g, ' '));
  if (want.length === 0) return 1;
  const have = new Set(stems(quote));
  return want.filter((w) => have.has(w)).length / want.length;
}

/** Percentages and "1 in N" ratios: the figures a text value is expected to carry along. */
function keyFigures(num: string): string[] {
  // "1 in 6 (1 in 6)", "3% (three percent)": a figure restated in brackets counts once.
  const once = num.replace(/\(\s*(?:\d+\s*-?\s*(?:in|:)\s*-?\s*\d+|\d+(?:\.\d+)?\s*%)\s*\)/g, ' ');
  // 100% ("matches 100% of deferrals up to 5%") says how, not how much.
  return [...once.matchAll(/(\d+(?:\.\d+)?)\s*%|\b1\s*-?\s*(?:in|:)\s*-?\s*(\d+)\b/g)].filter((m) => m[1] !== '100').map((m) => (m[1] ? `${m[1]}%` : `1:${m[2]}`));
}

/** Figures of the quote the value does not carry, counted with repeats ("1 in 5 weeknights and 1 in 5 weekends"). */
function figuresLeftOut(value: string, quote: string): boolean {
  const got = new Map<string, number>();
  for (const f of keyFigures(numericForm(normalize(value)))) got.set(f, (got.get(f) ?? 0) + 1);
  for (const f of keyFigures(numericForm(quote))) {
    const n = got.get(f) ?? 0;
    if (n === 0) return true;
    got.set(f, n - 1);
  }
  return false;
}

/** A value that says something is absent ("no automatic renewal") where the quote does not say so. */
function absenceInferred(value: string, quote: string): boolean {
  const m = /\b(?:no|none|not|without)\b\s*([a-z]+)?/.exec(normalize(value));
  if (!m) return false;
  const term = m[1] ? stems(m[1])[0] : undefined;
  return !/\b(?:no|not|none|never|without|neither|nor)\b/.test(quote) || (!!term && !stems(quote).includes(term));
}

/** A statement made under a condition: "If ...", "In the event ...", "Upon the termination ...", "Notwithstanding ...". */
const CONDITIONAL = around(String.raw`^(?:\(?[a-z0-9]{1,4}[.)]\s*)*(?:\d+(?:\.\d+)*\.?\s*)?(?:[a-z ]{0,30}[.:]\s+)?`, [
  String.raw`if|in the event|upon|should|unless|where|when|notwithstanding|in case|provided(?:,)? (?:however|that)`,
], String.raw`\b`);

/** Finite verbs and modals: a sentence has one, a label or title line does not. */
const VERB = around(String.raw`\b`, [
  String.raw`shall|will|may|must|can|is|are|was|were|be|been|has|have|had|agrees?|pays?|paid|provides?|receives?|entitled`,
  String.raw`employs?|grants?|means|includes?|requires?|covers?|reimburses?|offers?`,
], String.raw`\b`);

/** Cause, Good Reason, Change in Control and the like: terms defined to trigger other provisions, granting nothing. */
const TRIGGER_TERMS = around(String.raw`\b`, [
  String.raw`good reason|constructive(?:ly)? (?:dismiss\w*|terminat\w*)`,
  String.raw`"?(?:cause|disability|change (?:in|of) control)"? (?:shall )?(?:means?|includes?)`,
  String.raw`for purposes of this (?:agreement|section|paragraph)|shall be deemed to (?:have )?occur\w*`,
], String.raw`\b`);

/** Fields about the ending of the employment. */
const ENDING_FIELDS = /\.(?:term_prov|term_sev_prov|contract_dur_renew)$/;
/** A document's title or filing label: "EMPLOYMENT AGREEMENT", "Exhibit 10.2", "Amendment to Employment Agreement". */
const TITLE_WORDS = /\b(?:employment|executive|offer|services|consulting|physician|severance|retention) (?:agreement|letter|contract)\b|\bamendment to\b|\bexhibit \d{1,3}[.\-(]/;

/** Another document named as the subject: a plan, an option agreement, a purchase or merger agreement. */
const OTHER_DOCUMENT = around(String.raw`\b`, [
  String.raw`(?:stock |equity |incentive |option |purchase |merger |grant |award |indemnification |separation |consulting )(?:plan|agreement)`,
  String.raw`plan document|prior agreement|original agreement|existing agreement`,
], String.raw`\b`);

/** Money figures in a quote, counted once each. */
function moneyFigures(quote: string): number {
  return new Set((numericForm(quote).match(/\$\s?\d[\d,]*(?:\.\d+)?/g) ?? []).map((s) => s.replace(/[\s,$]/g, ''))).size;
}

// ---- signals ---------------------------------------------------------------------------

export const SIGNALS: readonly Signal[] = [
  { name: 'denied', why: 'the quoted sentence denies or withholds something', applies: 'all', test: (s) => quoteDenies(s.quote) },
  { name: 'void', why: 'the quoted provision is struck out or of no effect', applies: 'all', test: (s) => quoteVoids(s.quote) },
  { name: 'self_paid', why: 'the physician bears the cost', applies: 'flag', test: (s) => quoteSelfPaid(s.quote) },
  { name: 'question', why: 'the quote is a question', applies: 'flag', test: (s) => /\?/.test(s.quote) },
  { name: 'caption', why: 'only a caption or heading names it', applies: 'flag', test: (s) => isCaptionLike(s.quote) },
  { name: 'boilerplate', why: 'the quote only refers to provisions kept elsewhere', applies: 'flag', test: (s) => BOILERPLATE.test(s.quote) },
  { name: 'prohibition', why: 'a benefit named in a prohibition', applies: 'flag', test: (s) => s.path.startsWith('benefits.') && PROHIBITION.test(s.quote) },
  {
    name: 'recital',
    why: 'the quote is a recital or definition, not an operative term',
    applies: 'all',
    test: (s) => RECITAL_QUOTE.test(s.quote) || QUOTED_DEFINITION.test(s.quote) || (!!s.clause && RECITAL_HEADING.test(s.clause.heading)),
  },
  { name: 'hedged', why: 'the statement is tentative (may, proposed, expected)', applies: 'flag', test: (s) => HEDGE.test(s.quote) },
  {
    name: 'words_only', why: 'the figure is written in words only', applies: 'value',
    test: (s) => s.type === 'number' && typeof s.value === 'number' && !readDirectly(s.value, figures(s.quote)) && readDirectly(s.value, textFigures(s.quote)),
  },
  {
    name: 'left_out', why: 'the quote holds a percentage or ratio the value leaves out', applies: 'value',
    test: (s) => s.type === 'text' && typeof s.value === 'string' && figuresLeftOut(s.value, s.quote),
  },
  {
    name: 'absence', why: 'the value says something is absent, which the quote does not say', applies: 'value',
    test: (s) => s.type === 'text' && typeof s.value === 'string' && absenceInferred(s.value, s.quote),
  },
  {
    name: 'unquoted', why: 'the words of the value are not in the quote (inferred)', applies: 'value',
    test: (s) => (s.type === 'text' || s.type === 'enum') && typeof s.value === 'string' && quotedShare(s.value, `${s.quote} ${s.clause?.heading ?? ''}`) < 0.5,
  },
  // Signals fitted on the real filed agreements (corpus/real, dev split) as the rules read them before the rule work.
  // Termination and its consequences are stated under conditions and with Cause and Good Reason by nature: those
  // fields are left out of the two signals below.
  { name: 'conditional', why: 'the quote states it only under a condition (if, in the event, upon)', applies: 'all', test: (s) => !ENDING_FIELDS.test(s.path) && CONDITIONAL.test(s.quote) },
  {
    name: 'title_line',
    why: 'the quote is the document\'s title or filing label, not a term of it',
    applies: 'all',
    test: (s) => s.quote.length < 100 && !VERB.test(s.quote) && TITLE_WORDS.test(s.quote) && !/^(?:\(?[a-z0-9]{1,4}[.)]|\d+(?:\.\d+)*\.?)\s/.test(s.quote),
  },
  {
    name: 'trigger_terms',
    why: 'the quote defines a trigger (Cause, Good Reason, Change in Control), granting nothing itself',
    applies: 'all',
    test: (s) => !ENDING_FIELDS.test(s.path) && TRIGGER_TERMS.test(s.quote),
  },
  { name: 'other_document', why: 'the quote speaks of another document (a plan, an option or purchase agreement)', applies: 'all', test: (s) => OTHER_DOCUMENT.test(s.quote) },
  { name: 'several_figures', why: 'the quote holds several amounts; the one taken may not be the one asked for', applies: 'value', test: (s) => s.type === 'number' && moneyFigures(s.quote) >= 2 },
];

/**
 * Multiplier of each signal, by kind of field (missing = no effect), on the 0..1 confidence scale: a value's
 * confidence is the rules' own (how directly it was stated, times agreement among candidates and read quality) times
 * the factor of every signal that fires, capped at 1. Fitted by `node bench/confidence.mjs --fit` (class-balanced
 * logistic regression on the log of the rules' confidence and the signals, penalties kept <= 0), rounded, on three
 * sources weighted alike: earlier rule versions on the written holdout contracts they had not seen, the current rules
 * on noisy variants of those, and the rules as they stood before the rule work for the real filed agreements
 * (commit e1e4073) on the real corpus's dev split. Cross-validated by contract, the real dev split goes from AUROC
 * 0.711 (rules' confidence) to 0.831 with these signals (see corpus/real/MEASUREMENTS.md).
 */
export const REVIEW_FACTORS: Readonly<Record<string, Partial<Record<FieldKind, number>>>> = {
  denied: { flag: 0.63, value: 0.86 },
  void: { flag: 0.77 },
  self_paid: { flag: 0.65 },
  question: { flag: 0.65 },
  caption: { flag: 0.83 },
  boilerplate: { flag: 0.86 },
  prohibition: { flag: 0.79 },
  recital: { flag: 0.98, value: 0.81 },
  // The refit found tentative wording uninformative (1.00); it keeps its former, nearly neutral factor.
  hedged: { flag: 0.97 },
  words_only: { value: 0.83 },
  left_out: { value: 0.6 },
  absence: { value: 0.75 },
  unquoted: { value: 0.82 },
  conditional: { flag: 0.96, value: 0.73 },
  title_line: { flag: 0.55 },
  trigger_terms: { flag: 0.75 },
  other_document: { flag: 0.78 },
  several_figures: { value: 0.78 },
};

/** A signal whose factor is at or below this is also given as a warning on the field, with its reason. */
export const WARN_AT = 0.7;

/** The clause an evidence quotes: the one whose text it starts with, on its page first. */
export function clauseOf(ctx: Ctx, ev: Evidence): Clause | undefined {
  const head = ev.text.slice(0, 120);
  let best: Clause | undefined;
  for (const c of ctx.clauses) {
    const hit = c.text === ev.text || (c.text.length >= 8 && ev.text.startsWith(c.text)) || c.text.startsWith(head);
    if (!hit) continue;
    if (!best || (c.page === ev.page && best.page !== ev.page)) best = c;
    if (c.page === ev.page && c.text === ev.text) return c;
  }
  return best;
}

/** The names of the signals that fire for one field's evidence. */
export function reviewSignals(ctx: Ctx, path: string, type: string, value: unknown, ev: Evidence): string[] {
  const kind: FieldKind = type === 'boolean' ? 'flag' : 'value';
  const input: SignalInput = { ctx, clause: clauseOf(ctx, ev), path, kind, type, value, quote: normalize(ev.text) };
  return SIGNALS.filter((s) => (s.applies === 'all' || s.applies === kind) && s.test(input)).map((s) => s.name);
}

/** The product of the factors of the signals that fire. */
export function reviewFactor(kind: FieldKind, signals: readonly string[], factors = REVIEW_FACTORS): number {
  let f = 1;
  for (const name of signals) f *= factors[name]?.[kind] ?? 1;
  return f;
}

/** The evidence with its confidence lowered by the signals that fire. */
export function reviewed(ev: Evidence, kind: FieldKind, signals: readonly string[], factors = REVIEW_FACTORS): Evidence {
  return { ...ev, confidence: Number(Math.min(1, ev.confidence * reviewFactor(kind, signals, factors)).toFixed(3)) };
}

/**
 * Applies the review signals to every evidence of an extraction, in place, and returns a
 * warning for each field that a strong signal lowered, saying why.
 */
export function reviewEvidence(ctx: Ctx, evidence: Record<string, Evidence>, values: (path: string) => unknown, types: ReadonlyMap<string, string>): Warning[] {
  const warnings: Warning[] = [];
  for (const [path, ev] of Object.entries(evidence)) {
    const type = types.get(path);
    if (!type) continue;
    const kind: FieldKind = type === 'boolean' ? 'flag' : 'value';
    const signals = reviewSignals(ctx, path, type, values(path), ev);
    evidence[path] = reviewed(ev, kind, signals);
    const strong = SIGNALS.filter((s) => signals.includes(s.name) && (REVIEW_FACTORS[s.name]?.[kind] ?? 1) <= WARN_AT);
    if (strong.length) warnings.push({ code: 'weak_evidence', message: `Check this reading: ${strong.map((s) => s.why).join('; ')}.`, paths: [path] });
  }
  return warnings;
}
