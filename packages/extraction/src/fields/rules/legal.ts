// Dispute resolution, governing law, venue, evaluations (pay structure and frequency is pay-structure.ts).
import type { Ctx, Clause } from '../context.js';
import type { Candidate } from '../candidates.js';
import { withoutCaptionRefs } from '../language.js';
import { deniedAt, statedUndenied } from '../negation/index.js';
import { adjectivesAsPlaces, NATIONAL, placeAt, placesIn, properName, STATE_RE, STATES, titleCase, US_PLACES } from '../places.js';
import { termAt } from '../definitions.js';
import { ASSURED, LABELLED, DIRECT, STATED, PLAIN, LIKELY, INDIRECT, WEAK, above, below, STEP } from '../confidence.js';
import { anyOf, around } from '../alternatives.js';
import { plainQuotes } from '../patterns.js';
import { nearbyText } from './nearby.js';
import { mediationBesideArbitration, withoutMediationNames } from '../mediation.js';

const ARBITRATION = /\b(?:binding arbitration|arbitration|arbitrators?|arbitrated|arbitrate)\b/;
const MEDIATION = /\b(?:mediation|mediator|mediated)\b/;
/**
 * Arbitration read as a provision, so that a failed talk before them is their condition, not their
 * denial: "if the dispute cannot be settled by talks, it goes to arbitration".
 */
const STEP_READING = { of: 'provision', reach: 80 } as const;
const COURTS = /\b(?:courts?|venue|jurisdiction|lawsuit|litigation|jury)\b/;

/** The words that qualify an arbitration: "final, binding and confidential arbitration". */
// "Compulsory" and "obligatory" as well: "the parties shall submit to compulsory arbitration".
const QUALIFIED = String.raw`(?:(?:final|binding|mandatory|compulsory|obligatory|confidential|private|exclusive)(?:,? and |, | ))*`;
/** Disputes sent to arbitration as the way they are settled, not arbitration named among kinds of proceedings. */
const ARBITRATE = anyOf([
  // The verb active as well: "the parties will settle any remaining dispute exclusively by arbitration" (h63-12).
  String.raw`\b(?:(?:shall|will|must|agree to) (?:finally |exclusively )?(?:settle|resolve))\b[^.;]{0,80}?\b(?:by|through|in|before) (?:an? )?${QUALIFIED}(?:arbitration|an arbitrator|arbitrators)\b`,
  String.raw`\b(?:settled|resolved|determined|decided|submitted|referred|heard)\b[^.;]{0,80}?\b(?:by|to|through|in|before) (?:an? )?${QUALIFIED}(?:arbitration|an arbitrator|arbitrators|a panel of arbitrators|(?:the )?american arbitration association|(?:the )?aaa|jams)\b`,
  String.raw`\barbitrators?\b[^.;]{0,120}\b(?:decision|award|determination)s?\b[^.;]{0,40}\bfinal and binding\b`,
  String.raw`\b(?:decision|award|determination) of the arbitrators?\b[^.;]{0,40}\b(?:final|binding)\b`,
  String.raw`\b(?:binding|final|mandatory|compulsory|obligatory)(?:,? (?:and )?(?:binding|final|mandatory|compulsory|obligatory|confidential|private|exclusive))* arbitration\b|\bagrees? to arbitrate\b`,
  String.raw`\b(?:shall|will|must) (?:be )?(?:arbitrated|arbitrate)\b`,
  String.raw`\barbitration (?:shall|will) be (?:held|conducted|administered)\b|\bsubject to arbitration\b`,
  String.raw`\b(?:submit|refer)\b[^.;]{0,80}\bto (?:an? )?${QUALIFIED}(?:arbitrator|arbitration|arbitral)\b|\bnotice of arbitration\b`,
  String.raw`\barbitration (?:before|under|in accordance with|administered by)\b`,
  // The arbitration statute of a place named as the way disputes end: "any dispute shall be resolved under the arbitration
  // laws of the State of Ohio".
  String.raw`\b(?:settled|resolved|determined|decided)\b[^.;]{0,20}\b(?:pursuant to|under|in accordance with) the (?:arbitration|arbitral) (?:laws?|rules|acts?|statutes?)\b`,
  // An arbitration clause of another document made to govern this one: "subject to the arbitration provisions of Section 9
  // of the Original Agreement".
  String.raw`\bsubject to (?:the )?(?:arbitration|arbitral) (?:provisions?|clause|procedures?|section|article)\b`,
  // A labour arbitration body the dispute goes to: "either party may submit the dispute to the labour arbitration commission".
  // Also filed with it, or a dispute resolved there: "a claim may be lodged with the district arbitration committee for labour quarrels",
  // "resolved through arbitration by the labour disputes arbitration commission".
  String.raw`\b(?:submit|refer|appl(?:y|ies)|bring|take|fil(?:e|ed|ing)|resolv|settl)\w*\b[^.;]{0,160}\barbitration (?:commission|committee|tribunal|board|panel|department|institution)\b`,
  // A separate agreement to arbitrate made part of this one: "the mutual agreement to arbitrate attached hereto, which is
  // incorporated by reference".
  String.raw`\b(?:agreements? to arbitrate|arbitration agreements?)\b[^.;]{0,160}\b(?:incorporated|attached hereto)\b`,
]);
/** An item captioned Arbitration that brings in another document's arbitration sections: "Arbitration. Section 8 of the Stock Agreement is incorporated by reference." */
const ARBITRATION_BY_REFERENCE = /^(?:(?:section |article )?[0-9ivx]+(?:\.\d+)*\.?\s*)?arbitration\b[^.;]{0,5}[^;]{0,200}\bincorporated\b[^.;]{0,30}\bby reference\b/;
/** Arbitration held only in reserve for when the courts' route fails ("if the jury waiver is not enforceable, ... arbitration"). */
// So is the court a suit goes to when it is "not subject to arbitration": the clause names no arbitration of its own.
const ARBITRATION_FALLBACK = /\bif\b[^.;]{0,120}\b(?:not enforceable|unenforceable|invalid|held to be void)\b[^.;]{0,120}\barbitration\b|\bnot (?:be )?(?:subject to|covered by|governed by) (?:the )?arbitration\b/;
/**
 * An arbitrator named beside a court as whoever might rule, in a severability or remedies clause: "if any term is held
 * void by an arbitrator (or a panel of arbitrators) or any court". It sends no dispute to arbitration.
 */
const EITHER_DECIDER = /\b(?:courts?|tribunals?)\b[^.;]{0,60}\bor (?:by )?(?:an? |any |the )?(?:[a-z]+ )?arbitrators?\b|\barbitrators?\b[^.;]{0,60}\bor (?:by )?(?:an? |any |the )?(?:[a-z]+ )?courts?\b/;
/** Words of a dispute before a court: a court that approves a deal ("once the bankruptcy court approves it") hears none. */
const DISPUTE_WORDS = /\b(?:disputes?|actions?|suits?|claims?|proceedings?|controvers\w*|litigat\w*|jurisdiction|venue|enforce\w*|jury|lawsuits?|arising)\b/;
/** A court the contract names as the forum, not "any court of competent jurisdiction" in a remedies or severability clause. */
const NAMED_COURT = around(String.raw`\b`, [
  String.raw`state (?:and|or|and\/or) federal courts?|federal (?:and|or) state courts?`,
  String.raw`exclusive (?:personal )?(?:jurisdiction|venue)|exclusively in|venue (?:for|of|shall|will|is|in)`,
  // Where venue or jurisdiction "shall lie": "venue and jurisdiction of any suit under this letter shall lie in Travis County".
  String.raw`(?:venue|jurisdiction)\b[^.;]{0,100}\b(?:shall|will|must) (?:exclusively |solely |only )?(?:lie|be laid)\b`,
  String.raw`(?:brought|heard|filed|commenced|maintained)(?: and (?:heard|maintained|determined|tried|decided))? (?:only |exclusively )?in (?:the |a |any )?(?:courts?|state|federal|county|superior|district)`,
  String.raw`submitted (?:[a-z]+ ){0,3}?(?:to|before) (?:the |a |any )?(?:[a-z]+ )?courts?\b`,
  // The disputes named between the verb and the court: "they submit any dispute over how this agreement is read to the
  // courts of Lisbon".
  String.raw`submit\w* (?:any|all|every) (?:disputes?|claims?|controvers(?:y|ies)|disagreements?)\b[^.;]{0,120}? to the (?:[a-z]+ )?courts?\b`,
  // A competent court with its place: "every claim goes before a court of competent jurisdiction in the County of Kent".
  String.raw`courts? of competent jurisdiction (?:located |sitting )?in (?:the )?(?:city|county|state|commonwealth|province)\b`,
  String.raw`submit\w* (?:himself |herself |itself )?to the (?:personal |exclusive )?jurisdiction`,
  String.raw`consents? to (?:the )?(?:personal |exclusive )?jurisdiction`,
  String.raw`courts? (?:of|located in|sitting in|in|for|at) (?:the )?(?:[a-z.'-]+ ){0,3}(?:state|commonwealth|county|city|district|province)\b`,
  String.raw`courts? (?:of|located in|sitting in|in|for|at) (?:the )?(?:[a-z.'-]+ ){0,3}[a-z.'-]+, (?:state of )?${STATE_RE.source}`,
  String.raw`(?:superior|district|circuit|chancery) courts? (?:of|for|in)\b`,
], String.raw``);

/**
 * "Any court of competent jurisdiction" names no forum; a place right after it does, and so do the courts a clause
 * names and then declares "the only courts of competent jurisdiction" for the agreement.
 */
// The place may be a county named before its state: "any court of competent jurisdiction sitting in Kent County, Delaware".
// Courts named and then designated "as the courts of competent jurisdiction and venue" are the forum too.
const COMPETENT_ANY = new RegExp(String.raw`(?<!\b(?:only|as the|as the exclusive|as the sole) (?:courts?|forums?|fora|tribunals?) of )\bcompetent jurisdiction\b(?![^.;]{0,30}\b(?:in|located in|of) (?:the )?(?:state|commonwealth|county|city)\b)(?![^.;]{0,12}\b(?:sitting|located) in (?:the )?(?:[a-z.'-]+ ){1,3}?(?:county|country|parish|city),? ${STATE_RE.source})`);

/**
 * A forum named without the word court: "any dispute under this Agreement shall be brought in Travis County, Texas".
 * A place or a court must follow, so that a claim "brought in accordance with Section 9" names none.
 */
const BROUGHT_IN = new RegExp(String.raw`\b(?:disputes?|actions?|claims?|suits?|proceedings?|litigation|controvers(?:y|ies))\b[^.;]{0,120}?\b(?:brought|filed|commenced|maintained|venued|litigated|heard|tried)(?: and (?:heard|maintained|determined|tried|decided))?\s+(?:only\s+|solely\s+|exclusively\s+)?in\s+(?:either\s+)?(?:the\s+|a\s+|any\s+)?(?:city|county|state|commonwealth|province|courts?|federal|superior|district|${STATE_RE.source}|(?:[a-z.'-]+\s+){1,3}(?:county|parish)|(?:[a-z.'-]+\s+){0,2}[a-z.'-]+,\s*${STATE_RE.source})\b`);

/**
 * A forum that is not the agreement's: a venue set inside an attached form of release still to be signed (a future
 * document, h27-07), or one for proceedings under a single paragraph only, whose courts are merely permitted ("a suit
 * arising under this paragraph may be brought before ...").
 */
const RELEASE_FORM = /\bform of (?:general |separation |mutual )?release\b/;
const ONE_PARAGRAPH_FORUM = /^(?![\s\S]*\bthis agreement\b)[\s\S]*\b(?:arising|arises?) (?:out of|under|from) this (?:paragraph|subsection|section)\b[^.;]{0,40}\bmay be brought\b/;

export function disputeResolution(ctx: Ctx): Candidate<string>[] {
  let arb: Clause | undefined, med: Clause | undefined, court: Clause | undefined;
  let beside = false;
  for (const c of ctx.clauses) {
    const t = c.num;
    if (ARBITRATION.test(t) && statedUndenied(t, /\b(?:arbitration|arbitrators?|arbitrate)\b/, STEP_READING) && ARBITRATE.test(t) && !ARBITRATION_FALLBACK.test(t) && !EITHER_DECIDER.test(t)) arb ??= c;
    else if (/^(?:(?:section |article )?[0-9ivx]+(?:\.\d+)*\.?\s*)?arbitration\b/.test(t) && ARBITRATION_BY_REFERENCE.test(nearbyText(ctx, c, 1))) arb ??= c;
    const m = withoutMediationNames(t);
    if (MEDIATION.test(m) && statedUndenied(m, /\b(?:mediation|mediator)\b/) && /\b(?:dispute|claim|controvers|resolv|submit|good faith|non-binding|disagreement|mediation)\b/.test(m + ' ' + c.title + ' ' + c.heading.toLowerCase())) {
      med ??= c;
      // The sentences around it too: the offer of arbitration directly, or the arbitration hearing it follows, may sit apart.
      beside ||= mediationBesideArbitration(nearbyText(ctx, c, 1, 2));
    }
    const otherForum = RELEASE_FORM.test(c.title) || RELEASE_FORM.test(c.heading.toLowerCase()) || /^form of (?:general )?release\b/.test(t) || ONE_PARAGRAPH_FORUM.test(t);
    if (otherForum) continue;
    if (COURTS.test(t) && NAMED_COURT.test(t) && DISPUTE_WORDS.test(t) && !COMPETENT_ANY.test(t.replace(NAMED_COURT, ' '))) court ??= c;
    else if (BROUGHT_IN.test(t) && !ARBITRATION.test(t)) court ??= c;
  }
  // Mediation offered beside arbitration, or held after it, leaves arbitration as the procedure.
  if (arb && med && !beside) return [{ value: 'mediation_then_arbitration', clause: med, strength: STATED }];
  if (arb) return [{ value: 'arbitration', clause: arb, strength: DIRECT }];
  if (med) return [{ value: 'mediation', clause: med, strength: above(PLAIN, 2) }];
  if (court) return [{ value: 'litigation', clause: court, strength: LIKELY }];
  return [];
}

// How contracts choose a law: "governed by the laws of the State of X", "X law governs",
// "governed by X law", "the laws of the Commonwealth of X shall apply", "construed under X law".
const LAW_OF = `(?:the )?(?:internal |substantive )?laws? of (?:the )?(?:state of |commonwealth of |province of )?`;
const CHOOSES = '(?:governed|construed|interpreted|enforced|controlled|determined)';
const LAW_FORMS: [RegExp, number][] = [
  [new RegExp(`${STATE_RE.source},? law (?:governs|shall govern|will govern|applies|shall apply|will apply|controls|shall control)`), LABELLED],
  [new RegExp(`\\b(?:${CHOOSES} (?:\\w+ ){0,4}?(?:by|under|in accordance with|pursuant to)|subject to) (?:the )?(?:internal |substantive )?${STATE_RE.source} law`), above(LABELLED, 2)],
  [new RegExp(`\\b${LAW_OF}${STATE_RE.source}(?:,? without [^.;]{0,80})? (?:shall |will )?(?:govern|apply|control)`), DIRECT],
  // A list line "Label: value": "i. Governing law: Texas."
  [new RegExp(`\\b(?:governing|applicable|choice of|proper) law\\s*[:\\-]\\s*(?:${LAW_OF})?(?:the )?(?:state of |commonwealth of )?${STATE_RE.source}(?:\\s*(?:law)?\\s*[.;]|$)`), LABELLED],
  // The law the contract is made under, in a preamble: "In accordance with the Labour Law of the Republic of X and other
  // laws, the parties have signed this contract".
  [new RegExp(`\\b(?:in accordance with|pursuant to|under) (?:the )?(?:[a-z]+ ){0,3}laws? of (?:the )?(?:state of |commonwealth of |(?:federal |socialist )?republic of )?${STATE_RE.source}\\b[^.]{0,200}\\b(?:sign|signed|enter into|entered into|conclude|concluded)\\b[^.]{0,20}\\b(?:this|the) (?:(?:employment|labou?r|service) )?(?:contract|agreement)\\b`), PLAIN],
  // The same the other way round, the statute named by its country first: "This Contract is concluded, after due
  // consultation, under the PRC Labour Law and the PRC Labour Contract Law".
  [new RegExp(`\\b(?:this|the) (?:(?:employment|labou?r|service) )?(?:contract|agreement) is (?:hereby )?(?:made|entered into|concluded|signed|executed)\\b[^.]{0,160}?\\b(?:under|pursuant to|in accordance with|according to|in line with) (?:the )?${STATE_RE.source} (?:[a-z]+ ){0,3}?laws?\\b`), PLAIN],
];

/** "PRC", the People's Republic of China as contracts under its labour law abbreviate it ("the PRC Labour Law"). */
const PRC = /\bprc\b/g;
/**
 * The text a choice of law is read in, with asides cut: a bracketed one ("the substantive laws (other than its
 * conflict rules) of the State of Texas"), one set off by commas ("the internal law, without regard to conflict of law
 * principles, of the State of Utah"), and the blank of a filled-in form ("the laws of the State of _Ohio___").
 */
function lawText(num: string): string {
  const plain = /\(/.test(num) ? num.replace(/\s*\([^()]{0,160}\)/g, '') : num;
  return adjectivesAsPlaces(plain
    .replace(/,\s*(?:without (?:regard|reference|giving effect) (?:to|for)|excluding|other than|apart from)\b[^,;.()]{0,100},/g, '')
    // The conflict rules set aside between commas with "but not": "the internal laws, but not the conflict of law
    // rules, of the State of Utah" reads "the internal laws of the State of Utah".
    .replace(/,\s*(?:but|and) not\s+(?:the\s+|its\s+)?(?:choice|conflicts?)[\s-]+of[\s-]+laws?\s+(?:rules|principles|provisions|doctrines?)\s*,/g, '')
    // The conflict rules set aside with no commas, the state named after them: "the internal laws and not the choice of
    // law rules of the State of Utah" reads "the internal laws of the State of Utah".
    .replace(/\b(laws?)\s+(?:and\s+not|but\s+not|rather\s+than|excluding|other\s+than|apart\s+from)\s+(?:the\s+|its\s+)?(?:choice|conflicts?)[\s-]+of[\s-]+laws?\s+(?:rules|principles|provisions|doctrines?)(?=\s+of\b)/g, '$1')
    .replace(/(^|\s)_+|_+(?=[\s.,;]|$)/g, '$1')
    // A form's blank filled in within brackets: "the laws of the State of [Ohio]".
    .replace(/\[([a-z][a-z .'-]{1,40})\]/g, '$1')
    .replace(PRC, "people's republic of china"));
}

/** A choice of law cut off before its place ("7.3 This contract will be interpreted and enforced under" / "the laws of ..."). */
const DANGLING_CHOICE = /\b(?:governed|construed|interpreted|enforced)\b[^.;]{0,60}\b(?:by|under|with|pursuant to)\s*$/;

/** Words that choose a law for the contract; "organized under the laws of Delaware" chooses nothing. */
const CHOICE = /\b(?:governed|governs|govern|construed|construe|interpreted|enforced|controlled|determined|administered|regulated|applicable law|shall apply|will apply|applies)\b/;
/** A law named only to be set aside or as a fallback: "without regard to the conflict of laws of any other state". */
const NOT_CHOSEN = /\b(?:conflicts?|choice) of laws?\s*$|\b(?:another|any other|other|that|such other)\s+(?:state|jurisdiction)s?'?\s*$|\bprinciples\s*$/;

/**
 * The place a law or court is of, read at `at` ("the State of Ohio", "said Commonwealth", "the Commonwealth" as the
 * contract defined it); a nation named beside a state gives way to the state. `before` is the clause text up to
 * `at`, for a word that stands for a place named earlier in it.
 */
export function placeRead(ctx: Ctx, text: string, at: number): { place: string; via?: string } | undefined {
  const rest = text.slice(at);
  const named = placeAt(rest);
  if (named) {
    if (NATIONAL.test(named.place.toLowerCase())) {
      // "federal law of the United States and the State of Nevada": the state's law governs the contract.
      const also = /^\s*(?:of america\s*)?(?:and|,)\s*(?:of\s+)?(?:the\s+)?/.exec(rest.slice(named.length));
      const next = also ? placeAt(rest.slice(named.length + also[0].length)) : undefined;
      if (next) return { place: next.place };
      // The state's law joined a few words later ("federal law as it applies, and the internal laws of the State of X",
      // "by the laws of the United States and by the laws of the State of X").
      const tail = rest.slice(named.length, named.length + 160).split(/[.;]/)[0];
      const joined = /\b(?:and|as well as)\s+(?:(?:by|under|with)\s+)?(?:of\s+)?(?:the\s+)?(?:(?:internal|substantive|domestic)\s+)?(?:laws?\s+of\s+)?(?:the\s+)?/.exec(tail);
      const later = joined ? placeAt(tail.slice(joined.index + joined[0].length)) : undefined;
      if (later && !NATIONAL.test(later.place.toLowerCase())) return { place: later.place };
    }
    return { place: named.place };
  }
  // A defined term ("the Commonwealth", "the State") standing for a place.
  const defs = termAt(ctx, text, at)?.filter((d) => d.place);
  if (defs?.length) return { place: defs[0].place!, via: defs[0].term };
  // "said Commonwealth", "such State": the last place of that kind named before it in the clause, or in the contract.
  const w = /^(?:said|such|that|the same|this|the)\s+(state|commonwealth|province|country)\b(?!\s+of\b)/.exec(rest);
  if (w) {
    const earlier = placesIn(text.slice(0, at));
    if (earlier.length) return { place: earlier[earlier.length - 1].place };
    const kind = new RegExp(`\\b${w[1]} of ${STATE_RE.source}`);
    for (const c of ctx.clauses) {
      const m = kind.exec(c.num);
      if (m) return { place: titleCase(m[1]) };
    }
  }
  return undefined;
}

/**
 * A country's laws the contract's own terms are to follow: "comply with applicable PRC laws", "in accordance with
 * Russian laws", "according to the labour legislation of X". A labour contract with no choice-of-law clause that keeps
 * sending its terms to one country's laws is made under them (corpus/real/ADJUDICATION-holdout9.md h9-10,
 * ADJUDICATION-holdout11.md h11-11).
 */
const FOLLOWS_LAW = new RegExp(String.raw`\b(?:in accordance with|according to|compl(?:y|ies|iance) with|pursuant to|in line with|as (?:determined|stipulated|required|prescribed) by)\s+(?:the\s+)?(?:(?:applicable|relevant|current|existing)\s+)*(?:${STATE_RE.source}\s+(?:labou?r\s+)?(?:laws?|legislation|regulations)|(?:labou?r\s+)?(?:laws?|legislat\w*)\s+of\s+(?:the\s+)?${STATE_RE.source})\b`, 'g');

/** The foreign country whose laws the contract's terms follow in two places or more, for a contract that chooses none. */
function lawFollowed(ctx: Ctx): Candidate<string> | undefined {
  const seen = new Map<string, { n: number; clause: Clause }>();
  for (const c of ctx.clauses) {
    for (const m of lawText(c.num).matchAll(FOLLOWS_LAW)) {
      const place = titleCase(m[1] ?? m[2]);
      if (US_PLACES.has(place)) continue;
      const s = seen.get(place);
      if (s) s.n++;
      else seen.set(place, { n: 1, clause: c });
    }
  }
  const best = [...seen].sort((a, b) => b[1].n - a[1].n)[0];
  return best && best[1].n >= 2 ? { value: best[0], clause: best[1].clause, strength: INDIRECT } : undefined;
}

export function governingLaw(ctx: Ctx): Candidate<string>[] {
  const out = chosenLaw(ctx);
  if (out.length) return out;
  const followed = lawFollowed(ctx);
  if (followed) return [followed];
  const institution = prcInstitution(ctx);
  return institution ? [institution] : [];
}

/**
 * Bodies that exist only under PRC law: the people's courts and the labour-dispute arbitration commissions. A labour
 * contract that chooses no law and names "the Labour Law" without its country, but sends its disputes to one of these,
 * is made under PRC law (ADJUDICATION-holdout14.md: h14-06, h14-10).
 */
const PRC_INSTITUTION = /\bpeople's courts?\b|\blabou?r[- ]disputes? arbitration\b|\blabou?r arbitration (?:commission|committee)\b|\barbitration (?:commission|committee|department|board) (?:of|for) labou?r disputes?\b/;

function prcInstitution(ctx: Ctx): Candidate<string> | undefined {
  const c = ctx.clauses.find((x) => PRC_INSTITUTION.test(plainQuotes(x.norm)));
  return c && { value: "People's Republic of China", clause: c, strength: below(INDIRECT, 2) };
}

function chosenLaw(ctx: Ctx): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  for (const clause0 of ctx.clauses) {
    // A choice cut off by a line or page break is read with the line that carries its place.
    const next = ctx.clauses[clause0.index + 1];
    const clause = DANGLING_CHOICE.test(clause0.num) && next && /^(?:the )?(?:internal |substantive )?laws? of\b/.test(next.num)
      ? { ...clause0, num: `${clause0.num} ${next.num}`, text: `${clause0.text} ${next.text}` } : clause0;
    // An aside between the law and its place is left out of the text read (lawText); the evidence still quotes the clause.
    const num = lawText(clause.num);
    const c = num === clause.num ? clause : { ...clause, num };
    const form = LAW_FORMS.map(([re, strength]) => ({ m: re.exec(c.num), strength })).find((x) => x.m);
    if (form?.m && !NATIONAL.test(form.m[1])) {
      out.push({ value: titleCase(form.m[1]), clause, strength: form.strength });
      continue;
    }
    const titled = /governing law|choice of law|applicable law|governing jurisdiction/.test(c.title);
    if (!titled && !CHOICE.test(c.num)) continue;
    // Every "law(s) of ..." of a clause that chooses a law: the place it names, however it names it. The nation's law
    // named first and a state's after it (the state's laws control save where federal law preempts them): the state's
    // law governs the contract, as where both are joined by "and" (placeRead).
    let national: Candidate<string> | undefined;
    for (const m of c.num.matchAll(/\b(?:internal |substantive |domestic )?laws? (?:of|in force in|applicable in) (?:the )?/g)) {
      const before = c.num.slice(Math.max(0, m.index! - 60), m.index!);
      if (NOT_CHOSEN.test(before)) continue;
      // The law must be the one chosen for the agreement, not a law a party is organized under.
      const around = c.num.slice(Math.max(0, m.index! - 160), m.index! + 160);
      if (!titled && !CHOICE.test(around)) continue;
      if (/\b(?:organi[sz]ed|incorporated|formed|existing|licensed|chartered)\b[^.;]{0,20}$/.test(before)) continue;
      const p = placeRead(ctx, c.num, m.index! + m[0].length);
      if (!p) continue;
      const strength = titled ? ASSURED : /\bgoverned\b/.test(around) ? LABELLED : PLAIN;
      const found = { value: p.place, clause, strength: p.via ? strength - STEP : strength };
      if (NATIONAL.test(p.place.toLowerCase())) {
        national ??= found;
        continue;
      }
      national = undefined;
      out.push(found);
      break;
    }
    if (national) out.push(national);
  }
  return out;
}

/** A court or forum the parties bring disputes to (not "any court of competent jurisdiction" in a remedies clause). */
const FORUM = around(String.raw`\b`, [
  String.raw`exclusive(?:ly)?|venue|confer\w*|submit|submits|submitted|submission|consent|consents|brought|maintained|filed|commenced`,
  String.raw`instituted|heard|litigated|tried|resolved|adjudicated|jurisdiction of|jurisdiction and venue|forum`,
  // The forum a party may take its action to: "a party may bring the action in the courts sitting in Salem, Oregon".
  String.raw`bring|brings`,
], String.raw`\b`);
/** The seat of arbitration or mediation: "arbitration in Irving, Texas", "an arbitrator of the AAA located in ...". */
const SEAT = /\b(?:arbitration|arbitrat(?:or|ors)|mediation|mediator|tribunal|american arbitration association|aaa|jams)\b/;
/** A clause about arbitration or mediation itself, not any tribunal: "the seat of the arbitral tribunal". */
const ADR = /\b(?:arbitration|arbitral|arbitrators?|mediation|mediator)\b/;
/** A place that is someone's address or a party's home, not the forum. */
const ADDRESS = around(String.raw`\b`, [
  String.raw`residing|resides|residence|principal (?:place|office|executive office)|offices? (?:at|in)|address|located at`,
  String.raw`headquarter\w*|relocat\w*|moving|based in|work(?:s|ing)? (?:at|in|from)`,
], String.raw`\b`);

/** The employee's home county offered as a second forum: "or, at his option, in the county where he then resides". */
const HOME_FORUM = /\b(?:county|city|place|state|locality)\s+(?:where|in which)\s+(?:the\s+)?[a-z]+\s+(?:then\s+|currently\s+|now\s+)?(?:resides|lives)\b/g;
/** "arbitration in any forum": the arbitration's forum word, cut so that it makes no court clause. */
const ARBITRAL_FORUM = /(\b(?:arbitration|arbitral|mediation)\b[^.;]{0,40}?)\bforums?\b/g;
/** An arbitration seated in a city's metropolitan area: "arbitration in the Twin Cities metropolitan area". */
const METRO_SEAT = /\b(?:arbitration|arbitrators?|mediation)\b[^.;]{0,40}?\b(?:in|at) the ([a-z.'-]+(?:[ -][a-z.'-]+){0,2}) (?:metropolitan|metro) area\b/g;
/** A state made the venue by name: "the parties agree to Ohio as the exclusive venue for disputes". */
const STATE_AS_VENUE = new RegExp(String.raw`(?<!\b(?:not|never)\s+)\b(?:agrees?|consents?|submits?)\s+to\s+(?:the\s+(?:state|commonwealth)\s+of\s+)?${STATE_RE.source}\s+as\s+the\s+(?:exclusive\s+|sole\s+|proper\s+)*(?:venue|forum|jurisdiction)\b`, 'g');

/**
 * The place inside the named state still to be fixed: "at a place to be agreed", "at a location mutually agreed upon by
 * the parties or, failing that, selected by the arbitrator", "at a site the parties agree on". Such a hearing has no seat yet.
 */
const SEAT_STILL_TO_CHOOSE = /^[^.;]{0,60}\b(?:to be (?:mutually )?(?:agreed|selected|chosen|determined)|as (?:the parties )?(?:may )?(?:mutually )?agree|(?:place|location|site|city|venue)s? (?:that |which )?(?:the parties |both parties |they )?(?:may |shall )?(?:mutually )?(?:agree|agreed|select|selected|choose|chosen|determine|determined)\b|(?:mutually )?agreed (?:upon|to) by)/;

/** "the County of Los Angeles, State of California", "the City and County of Denver, Colorado". */
const COUNTY_OF = new RegExp(`\\bcounty of ((?:[a-z.'-]+ ){0,2}?[a-z.'-]+),\\s*(?:state of\\s+)?${STATE_RE.source}`, 'g');

/** The state's court named first, then its county: "the Ohio Court of Common Pleas, County of Franklin", "the courts of the State of X, County of Y". */
const STATE_COURT_COUNTY = new RegExp(`\\b${STATE_RE.source}(?: state)? (?:supreme |superior |circuit |district |county |civil |trial )?courts?\\b[^.;]{0,30}?,?\\s+(?:in (?:and for )?(?:the )?)?county of ((?:[a-z.'-]+ ){0,2}?[a-z.'-]+?)(?=\\s+(?:or|and)\\b|\\s*[,.;)]|$)`, 'g');

export function jurisdiction(ctx: Ctx): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  const law = governingLaw(ctx)[0]?.value;
  // The county may also follow a comma in a summary line: "binding arbitration (AAA), Polk County, Iowa".
  // Courts "located in and serving X County": the county follows the court's service area.
  const COUNTY = /(?:\b(?:for|of|in|be|at|within|serving)\s+(?:[a-z.'-]+(?: [a-z.'-]+)?,\s*)?|[,:]\s*)((?:[a-z.'-]+ ){0,2}?[a-z.'-]+) (?:county|parish)\b(?:,\s*(?:state of\s+)?([a-z]+(?: [a-z]+)?))?/g;
  for (const c of ctx.clauses) {
    // Disputes resolved or heard in the courts name them as the forum too: "any dispute will be resolved in the courts of X County".
    const court = (/\b(?:courts?|venue|jurisdiction)\b/.test(c.num) && /\b(?:brought|maintained|exclusive(?:ly)?|venue|submit|submitted|consent|filed|commenced|jurisdiction of|(?:resolved|heard|decided|litigated) (?:exclusively |only |solely )?(?:in|by|before) the courts?)\b/.test(c.num)) || BROUGHT_IN.test(c.num);
    const seat = /\b(?:arbitration|mediation)\b/.test(c.num);
    if (!court && !seat) continue;
    for (const m of c.num.matchAll(COUNTY)) {
      // "state of washington for king county": the county is the words after the last preposition.
      const county = m[1].split(/\b(?:the|in|of|for|and|located|sitting|serving|at)\s+/).pop()!.trim();
      if (!county || /^(?:any|each|such|that|which|the|a)$/.test(county)) continue;
      // "the City and County of Denver": the county's name follows, read below.
      if (/\bcity and$/.test(m[1])) continue;
      const after = m[2] ? STATES.find((x) => m[2].toLowerCase().startsWith(x.toLowerCase())) : undefined;
      const named = STATE_RE.exec(c.num);
      const state = after ?? (named ? titleCase(named[1]) : law);
      if (!state) continue;
      out.push({ value: `${properName(county)} County, ${state}`, clause: c, strength: court ? LABELLED : above(INDIRECT, 2) });
    }
    for (const m of c.num.matchAll(COUNTY_OF)) {
      out.push({ value: `${properName(m[1])} County, ${titleCase(m[2])}`, clause: c, strength: court ? LABELLED : above(INDIRECT, 2) });
    }
    if (court) {
      for (const m of c.num.matchAll(STATE_COURT_COUNTY)) {
        out.push({ value: `${properName(m[2])} County, ${titleCase(m[1])}`, clause: c, strength: LABELLED });
      }
    }
  }
  if (out.length) return out;
  // No county named: the city of the court or of the arbitration seat ("courts located in Cleveland, Ohio",
  // "arbitration before the AAA in Scranton, Pennsylvania", "a tribunal located in New York City").
  // The seat may also follow the body that administers it: "the American Arbitration Association, Los Angeles, California".
  const CITY = new RegExp(`(?:\\b(?:in|at|be|of|for)\\s+|\\b(?:association|aaa|jams),\\s*)(?:the city of\\s+)?((?:[a-z.'-]+ ){0,2}[a-z.'-]+),\\s*(?:state of\\s+)?${STATE_RE.source}`, 'g');
  const cities: Candidate<string>[] = [];
  const states: Candidate<string>[] = [];
  // Court venues and arbitration seats, each by city and by state; a city still says more than a state.
  const courtCities: Candidate<string>[] = [];
  const courtStates: Candidate<string>[] = [];
  for (const c of ctx.clauses) {
    const num = adjectivesAsPlaces(withoutCaptionRefs(c.num));
    // The forum of an arbitration ("settled by arbitration in any forum the parties agree on") is no court's.
    const forumNum = num.replace(ARBITRAL_FORUM, '$1');
    const courtWords = /\b(?:courts?|venue|forum)\b/.test(forumNum);
    const court = (courtWords && FORUM.test(forumNum)) || BROUGHT_IN.test(num);
    const seat = SEAT.test(num) && /\b(?:seat(?:ed)?|sitting|held|conducted|administered|auspices|rules of|take place|place of|located|in|at|before)\b/.test(num) && ADR.test(num);
    if (!court && !seat) continue;
    const cityOut = court ? courtCities : cities;
    const stateOut = court ? courtStates : states;
    // "any court of competent jurisdiction", "a court having jurisdiction": no forum is named there. The employee's home
    // offered as another forum ("or, at his option, in the county where he then resides") is no address of the forum.
    if (ADDRESS.test(num.replace(HOME_FORUM, ' ')) && !/\b(?:courts? (?:of|in|located|sitting)|venue)\b/.test(num)) continue;
    for (const m of num.matchAll(CITY)) {
      const city = m[1].split(/\b(?:the|in|of|for|and|located|sitting|at|be)\s+/).pop()!.trim();
      if (!city || /\b(?:county|state|court|courts|commonwealth|district|province)\b/.test(city)) continue;
      if (ADDRESS.test(num.slice(Math.max(0, m.index! - 60), m.index!))) continue;
      cityOut.push({ value: `${properName(city)}, ${titleCase(m[2])}`, clause: c, strength: court ? above(LIKELY, 3) : below(INDIRECT, 4) });
    }
    // A seat named by a city's metropolitan area, its state left to the governing law: "arbitration in the Twin Cities
    // metropolitan area".
    if (!court && law && STATES.includes(law)) {
      for (const m of num.matchAll(METRO_SEAT)) {
        if (ADDRESS.test(num.slice(Math.max(0, m.index! - 60), m.index!))) continue;
        cities.push({ value: `${properName(m[1])}, ${law}`, clause: c, strength: below(INDIRECT, 5) });
      }
    }
    // A state named and then made the venue: "the parties agree to Ohio as the exclusive venue for any disputes".
    // Its own "not" only: a "without regard to conflict principles" before it denies nothing of the venue.
    for (const m of num.matchAll(STATE_AS_VENUE)) {
      courtStates.push({ value: titleCase(m[1]), clause: c, strength: above(INDIRECT, 2) });
    }
    // "a tribunal located in New York City": the city that carries its state's name.
    for (const m of num.matchAll(new RegExp(`\\b(?:in|at)\\s+(?:the\\s+)?${STATE_RE.source} city\\b`, 'g'))) {
      const st = titleCase(m[1]);
      cityOut.push({ value: st === 'New York' ? 'New York, New York' : `${st} City, ${st}`, clause: c, strength: court ? above(LIKELY, 1) : below(INDIRECT, 6) });
    }
    // A forum "in the City and State of New York" (or with "County" between): the city that carries its state's name.
    for (const m of num.matchAll(new RegExp(`\\bcity(?:,| and) (?:county,? )?(?:and )?state of ${STATE_RE.source}`, 'g'))) {
      const st = titleCase(m[1]);
      cityOut.push({ value: `${st}, ${st}`, clause: c, strength: court ? above(LIKELY, 1) : below(INDIRECT, 6) });
    }
    // "the courts of the State of New York", "arbitration in the State of Delaware", "a court ... in the State of New Jersey".
    for (const m of num.matchAll(/\b(?:courts?|tribunal|arbitration|venue|forum|jurisdiction)\b[^.;]{0,80}?\b(?:of|in|for|within|located in|sitting in)\s+(?:the\s+)?/g)) {
      const head = num.slice(m.index!, m.index! + m[0].length);
      // "the rules of the courts of X" named only to be set aside, a court "of competent jurisdiction".
      if (/\bcompetent jurisdiction\s*(?:in|of|for)?\s*(?:the\s+)?$/.test(head) && !/\bin\s+(?:the\s+)?$/.test(head)) continue;
      if (deniedAt(num, m.index!)) continue;
      // A state alone is a forum for courts; an arbitration "in the State of X, at a place to be agreed" names no seat,
      // but one "conducted by the AAA in New York" names its place as a city is named, bare.
      const courtHead = /\b(?:courts?|venue|forum|jurisdiction)\b/.test(head);
      // A hearing "conducted" or "held" in the State of X does place the seat in that state.
      const tail = num.slice(m.index! + m[0].length);
      const bareSeat = ADR.test(head) && ((/\b(?:in|at)\s+$/.test(head) && !/^(?:the\s+)?(?:state|commonwealth|province)\s+of\b/.test(tail))
        || (/\b(?:conducted|held|heard)\s+(?:exclusively\s+|only\s+)?in\s+(?:the\s+)?$/.test(head) && !SEAT_STILL_TO_CHOOSE.test(tail)));
      if (!courtHead && !bareSeat) continue;
      const p = placeRead(ctx, num, m.index! + m[0].length);
      if (!p || NATIONAL.test(p.place.toLowerCase())) continue;
      stateOut.push({ value: p.place, clause: c, strength: court ? above(INDIRECT, 2) : WEAK });
      break;
    }
  }
  // A court venue outranks an arbitration seat (FIELDS: the seat only where no court venue is named); a city says more than its state.
  const courtFirst = (xs: Candidate<string>[]) => xs.sort((a, b) => b.strength - a.strength);
  if (courtCities.length || cities.length) return courtFirst([...courtCities, ...cities]);
  if (courtStates.length || states.length) return courtFirst([...courtStates, ...states]);
  // The labour body goes first: a foreign seat read by its capital would cut "Tai'an City" at the apostrophe.
  const labour = labourForumInChina(ctx, law);
  return labour.length ? labour : foreignSeat(ctx, law);
}

/** Provinces and autonomous regions of China, by the names contracts translated into English give them. */
const PROVINCES = [
  'Anhui', 'Fujian', 'Gansu', 'Guangdong', 'Guizhou', 'Hainan', 'Hebei', 'Heilongjiang', 'Henan', 'Hubei', 'Hunan', 'Jiangsu',
  'Jiangxi', 'Jilin', 'Liaoning', 'Qinghai', 'Shaanxi', 'Shandong', 'Shanxi', 'Sichuan', 'Yunnan', 'Zhejiang', 'Guangxi',
  'Inner Mongolia', 'Ningxia', 'Xinjiang', 'Tibet',
];
/** The cities that rank as provinces: named alone, with no province after them. */
const MUNICIPALITIES = ['Beijing', 'Shanghai', 'Tianjin', 'Chongqing'];
/** Each name as a whole word, built once: the first in list order that the document names is the one taken. */
const asWords = (names: readonly string[]) => names.map((n) => [n, new RegExp(String.raw`\b${n}\b`)] as const);
const PROVINCE_WORDS = asWords(PROVINCES);
const MUNICIPALITY_WORDS = asWords(MUNICIPALITIES);
/** A labour-dispute body or a people's court: the forum of a PRC labour contract. */
const PRC_FORUM = /\b(?:arbitration (?:commission|committee|department|board|institution)|people's court)\b/;
/** The forum placed at the employer's seat rather than named: "the arbitration commission where Party A is located". */
const AT_EMPLOYER = /\bwhere party a (?:is )?(?:located|based|situated|locates|registered)\b|\bat party a's (?:address|domicile|location|seat|place)\b/;
/** A city, county or district written with its capital: "Tai'an City", "Qiyang County". */
const PRC_PLACE = /\b([A-Z][a-z']+(?:[ -][A-Z][a-z']+)?) (City|County|District)\b/;
/** The forum's place named in its clause: "of Tai'an City", "in Qiyang County". */
const PRC_FORUM_PLACE = new RegExp(String.raw`\b(?:in|of|at)\s+(?:the\s+)?${PRC_PLACE.source}`);

/**
 * A PRC labour contract sends disputes to the labour arbitration body of a place, named ("the labour arbitration office of
 * Tai'an City") or put at the employer's seat ("the commission where Party A is located"). The seat is
 * read from the addresses at the head, and failing those from the city-province whose regulations the contract follows;
 * the province is the one the document names anywhere (in an address, or in the employer's own name). A seat the
 * document never places stays unknown.
 */
function labourForumInChina(ctx: Ctx, law: string | undefined): Candidate<string>[] {
  if (!law || !/\bchina\b|\bprc\b/i.test(law)) return [];
  const all = plainQuotes(ctx.clauses.map((c) => c.text).join(' '));
  const province = PROVINCE_WORDS.find(([, re]) => re.test(all))?.[0];
  const municipality = MUNICIPALITY_WORDS.find(([, re]) => re.test(all))?.[0];
  const canonical = (name: string, kind: string) =>
    MUNICIPALITIES.includes(name) ? name : province ? `${name} ${kind}, ${province}` : undefined;
  for (const c of ctx.clauses) {
    const norm = plainQuotes(c.norm);
    if (!PRC_FORUM.test(norm) || !/\b(?:disputes?|arbitration)\b/.test(norm)) continue;
    const named = PRC_FORUM_PLACE.exec(plainQuotes(c.text));
    if (named) {
      const value = canonical(named[1], named[2]);
      if (value) return [{ value, clause: c, strength: below(INDIRECT, 4) }];
      continue;
    }
    if (!AT_EMPLOYER.test(norm)) continue;
    for (const a of ctx.clauses) {
      if (!/\baddress\b/i.test(a.text)) continue;
      const m = PRC_PLACE.exec(plainQuotes(a.text));
      const value = m && canonical(m[1], m[2]);
      if (value) return [{ value, clause: c, strength: below(INDIRECT, 6) }];
    }
    if (municipality) return [{ value: municipality, clause: c, strength: below(INDIRECT, 6) }];
  }
  return [];
}

/**
 * Words written with a capital after "in" or "of" that name no place: among them a party ("the arbitration commission
 * at Party A's address") and the subject of a tribunal ("the Arbitration Committee of Labour Disputes").
 */
const NOT_A_PLACE = /^(?:Accordance|Connection|Respect|Writing|Such|Any|Each|The|This|That|Law|Laws|Court|Courts|Competent|Case|Order|Relation|Lieu|Addition|Person|Agreement|Section|Article|English|Chapter|Party|Parties|Employer|Employee|Company|Labou?r(?: Disputes?)?|Disputes?|Employment(?: Disputes?)?)$/;

/**
 * Outside the US a forum is a city or a canton of the country whose law governs, named without that country: "settled by
 * arbitration in Zurich, under the Swiss Rules", "submitted to the ordinary courts of the Canton of Vaud". The country is
 * taken from the governing law; a capitalised word after "in"/"of" is the place.
 */
function foreignSeat(ctx: Ctx, law: string | undefined): Candidate<string>[] {
  if (!law || STATES.indexOf(law) < STATES.indexOf('Puerto Rico') || NATIONAL.test(law.toLowerCase())) return [];
  // Case is kept to tell the place by its capital, so the other words take either case.
  const FORUM_AT = /\b(?:[Aa]rbitration|[Aa]rbitral [Tt]ribunal|[Cc]ourts?|[Tt]ribunals?)\b[^.;]{0,40}?\b(?:[Ii]n|[Oo]f|[Aa]t|[Bb]efore)\s+(?:[Tt]he\s+)?(?:([Cc]anton|[Pp]rovince|[Rr]egion|[Cc]ity) (?:of\s+)?)?([A-Z][a-z]+(?:[ -][A-Z][a-z]+)?)\b/;
  for (const c of ctx.clauses) {
    const m = FORUM_AT.exec(c.text.replace(/[\u2018\u2019]/g, "'"));
    if (!m || NOT_A_PLACE.test(m[2]) || STATE_RE.test(m[2].toLowerCase())) continue;
    // A sentence of its own may place the hearing: "the arbitration shall be held in Lyon".
    if (!/\b(?:disputes?|claims?|controvers(?:y|ies)|settled|submitted|resolved|jurisdiction|venue|seat|(?:conducted|held) in)\b/.test(c.norm)) continue;
    const place = m[1] && /canton/i.test(m[1]) ? `Canton ${m[2]}` : m[2];
    return [{ value: `${place}, ${law}`, clause: c, strength: below(INDIRECT, 4) }];
  }
  return [];
}

export { evaluationCriteria, evaluationFrequency } from './evaluation.js';
