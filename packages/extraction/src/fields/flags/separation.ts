// Documents about leaving (a severance or separation agreement, a letter settling an employment that ends), read as a
// whole: what such a document pays or changes is the reason it exists, so a sentence that would say little in an
// employment agreement settles a flag here (corpus/real/ADJUDICATION-holdout47.md, conventions for severance and
// separation agreements; holdout51, a payment the document ending the employment makes due at the leaving date).
import type { Ctx } from '../context.js';
import { evidenceFrom } from '../context.js';
import { aboutLeaving, amendsParts, endsEmploymentItself, fixesLastDay, recordsLeaving } from '../document-inputs.js';
import { LIKELY, DISCOUNT } from '../confidence.js';
import { anyOf } from '../alternatives.js';
import { leadIn, matchText, type Flags } from './rule.js';
import { RECITES_OTHER } from '../language.js';
import { CLAIMS_LISTED, RELEASE_ADVERBS, RELEASE_NOT_MADE, RELEASE_PRICED } from './misc-provisions.js';

const L = 'legalContractualProvisions.';

/**
 * A sum the employer pays or has paid under the document itself, named by its amount: "the Bank shall pay, or cause its
 * parent to pay, the sum of ninety thousand dollars", "has paid to you your salary to the leaving date and a lump sum of
 * $80,000". Amounts in words count, as filed letters often write them.
 */
const SUM_PAID = new RegExp([
  // Who pays: the employer now or already ("has paid to you"), perhaps as the first of a list ("shall (i) pay").
  String.raw`\b(?:shall|will|agrees? to|has|have)\s+(?:\(?[ivx]{1,4}\)\s+)?(?:pay|paid|cause\b[^.;]{0,40}?\bto pay)\b[^.;]{0,200}?`,
  // What: a sum named as such ("a single lump sum of money in the total amount of", "the lump sum of", "a total of").
  String.raw`\b(?:the sum of|a total (?:sum |amount )?of|(?:a|the) (?:(?:lump[- ]sum|single|one[- ]time|cash)[ -]){0,2}(?:lump[- ]sum|single|one[- ]time|cash)(?: payment| amount| sum)?(?: of money)? (?:of|in the (?:gross |total |aggregate )?amount of))\s*`,
  // How much: figures or words.
  String.raw`(?:\$\s?\d|\d[\d,]{3,}|(?:[a-z]+[ -]){0,3}(?:hundred|thousand|million)\b)`,
].join(''));

/**
 * What a sum so named may be for other than the leaving: a bonus, a retention or transition award, expenses, fees, taxes
 * or premiums (a transition bonus in a release is no severance, ADJUDICATION-holdout18.md h18-06).
 */
const OTHER_PURPOSE = /\b(?:bonus\w*|retention|transition|expenses?|fees|reimburs\w*|costs?|premiums?|tax\w*|loans?|purchase price|consulting)\b/;

/**
 * Words beside the sum that do not say what it is for: the taxes withheld from it ("less applicable taxes") and what a
 * larger sum takes in ("which includes her prorated bonus", "including his help with the handover"). A sum that
 * includes a bonus is more than the bonus, and tax withheld from a payment is no payment of tax.
 */
const NOT_PURPOSE = /\b(?:less|minus|net of|after|subject to)\b[^.;]{0,40}?\b(?:tax\w*|withholdings?|deductions?)\b|\btax\w*[^.;]{0,30}\b(?:withheld|deducted|withholdings?)\b|\b(?:(?:which|that) includes?|including)\b[^.;]*/g;

/** Whether a clause names a purpose for its sum other than the leaving. */
function otherPurpose(text: string): boolean {
  return OTHER_PURPOSE.test(text.replace(NOT_PURPOSE, ' '));
}

/** The severance a document about leaving pays by a sum of its own, when no clause rule found one. */
export function separationPayment(ctx: Ctx, out: Flags): void {
  const path = `${L}terminationSeverance.term_sev_prov` as const;
  if (out.get(path)?.value) return;
  // An amendment that only touches a leaving document's terms is read clause by clause (covenants.ts).
  if (!aboutLeaving(ctx.all) || amendsParts(ctx.all)) return;
  for (const c of ctx.clauses) {
    const text = matchText(c.norm, c.text);
    if (!SUM_PAID.test(text) || otherPurpose(text) || RECITES_OTHER.test(text)) continue;
    out.set(path, { value: true, evidence: evidenceFrom(c, LIKELY * DISCOUNT) });
    return;
  }
}

/**
 * Equity the employee already holds, vested, sped up or given a longer exercise by the document itself: "as of the
 * leaving date he shall be fully vested in the 2019 option grant", "each grant she holds will be 100% vested today",
 * "the Company shall extend the exercise period of his vested options", "the options will continue to vest during the
 * salary continuance". A document about leaving that does so changes the award agreements (ADJUDICATION-holdout47.md
 * point 5; holdout48 h48-10, holdout50 h50-06, holdout52 h52-04).
 */
const HELD_AWARDS_CHANGED = anyOf([
  String.raw`\b(?:shall|will|is|are)(?: or shall)? (?:be(?:come)? )?(?:deemed (?:to be )?)?(?:fully|immediately|one hundred percent|100%)(?: \(100%\))? vested\b`,
  String.raw`\b(?:shall|will|hereby) (?:fully |immediately )?(?:accelerate the vesting|extend the (?:post-termination )?(?:exercise period|exercisability|period (?:for|of) exercise))\b`,
  String.raw`\b(?:shall|will) (?:fully |immediately )?vest\b[^.;]{0,60}\b(?:shares|options|awards|units|grants?)\b`,
  // The quotes some drafters put round the verb: 'the options will continue to "vest" while the salary runs on'.
  String.raw`\b(?:options|awards|units|shares|grants) (?:shall|will) continue to ["\u201c\u201d']?vest\b`,
  // The window to exercise said to be made longer: "the time after his leaving in which he may exercise his options is
  // extended from sixty days to two years".
  String.raw`\b(?:exercise period|period\b[^.;]{0,120}\bexercise\b[^.;]{0,80}?) (?:is|are|shall be|will be) (?:hereby )?extended\b`,
  // The awards named first, then the vesting: "the options granted when he joined will vest", "her unvested units shall
  // vest by 1 June".
  // Or keep vesting: "the grants made to him before will continue to vest during the notice period".
  String.raw`\b(?:options|awards|units|grants)\b[^.;]{0,80}?\b(?:shall|will) (?:fully |immediately |continue to )?vest\b`,
  // The acceleration as the employer's act or a noun: "the Company shall cause the acceleration of 1,200 restricted units",
  // "immediate full vesting of all options and an extension of the exercise period".
  String.raw`\b(?:shall|will) (?:cause |effect )?(?:the )?(?:immediate |full )?acceleration of\b`,
  String.raw`\b(?:immediate|accelerated|full)(?: and| full)? vesting of (?:all|each|the|your|his|her)\b`,
  String.raw`\bextension of the (?:post-termination )?(?:exercise period|period (?:for|of) exercise)\b`,
  // The company vests what is still unvested: "vest on the leaving date 100% of his unvested restricted shares".
  String.raw`\bvest\b[^.;]{0,60}\b(?:100%|(?:all|one hundred percent)\b)[^.;]{0,40}\bunvested\b`,
  // A longer exercise window kept or set: "he keeps the right to exercise his vested options for two years after the
  // leaving date", "the options shall remain exercisable for the rest of their terms".
  String.raw`\bretain (?:the|his|her|your) (?:right|ability) to exercise\b[^.;]{0,160}\bfor (?:a period of )?[^.;]{0,20}\b(?:months?|years?)\b`,
  String.raw`\b(?:shall|will) (?:remain|continue to be) exercisable (?:for|until|through)\b`,
  // The option agreements amended by the employer's promise: "the Company shall make an amendment to each option grant".
  String.raw`\b(?:shall|will) (?:effect|make) an amendment to (?:each of )?(?:the |his |her |your )?(?:outstanding )?(?:[\w-]+ ){0,3}(?:grants?|awards?|agreements?)\b`,
]);

const HELD_AWARDS_ENDED = anyOf([
  // Held awards ended by the document itself: bought out, cancelled or forfeited in it (ADJUDICATION-holdout60.md, the
  // settled point on cancellation, buy-out and forfeiture of held options): "the Company agrees to buy out her options
  // marked on the schedule", "his 5,000 options, vested or not, are hereby cancelled", "he hereby forfeits all rights to
  // buy shares under the option plans".
  String.raw`\b(?:agrees?|shall|will) (?:to )?(?:buy out|buy back|repurchase|cash out)\b[^.;]{0,60}\b(?:options|awards|units|shares)\b`,
  String.raw`\b(?:options|awards|units|grants)\b[^.;]{0,80}?\b(?:are|is|shall be|will be) (?:hereby |formally |irrevocably )*(?:cancell?ed|forfeited|terminated|extinguished)\b(?:(?! on the| as of the| at the)[^.;]){0,60}?\b(?:in full|in (?:their|its) entirety|null and void|upon (?:your|his|her|the) (?:execution|signing)|as of the (?:date|execution) (?:hereof|of this))`,
  // Two shapes on purpose: an ending said at a distance from the awards or in the future tense ("shall be cancelled")
  // may be the plan's own, so it needs the document's act beside it ("in full", "upon his signing"); said of the awards
  // directly in the present tense, the ending is the document's act by itself.
  String.raw`\b(?:options|awards|units|grants)\b(?:,? whether (?:vested|unvested) or (?:vested|unvested|not),?)? (?:are|is) (?:hereby |formally |irrevocably )*(?:cancell?ed|forfeited|terminated|extinguished)\b`,
  String.raw`\bhereby (?:forfeits?|relinquish(?:es)?|surrenders?|waives?) (?:any and all|all|any) (?:of )?(?:his |her |your )?(?:rights?|options|awards|units)\b[^.;]{0,120}\b(?:options?|stock|shares|awards|units)\b`,
]);
/** An award that lapses under its own plan or agreement: the terms act, not the document (h52-12). */
const BY_THE_AWARD_TERMS = /\bunless otherwise provided\b|\b(?:in accordance with|pursuant to|under|as provided (?:in|by)) the terms of (?:the|your|his|her|such) (?:[\w-]+ ){0,3}(?:plans?|award agreements?|grant agreements?|option agreements?)\b/;

/**
 * Vesting that waits on an event still to come (a change in control, a termination that may happen): a forward-looking
 * severance agreement whose acceleration acts only then amends nothing now (point 5's last sentence; r41, h47-03).
 */
const ON_A_LATER_EVENT = /\b(?:if|in the event|should|upon|following|in connection with|within)\b[^.;]{0,120}\b(?:terminat\w*|ends?|ended|change (?:in|of) control|resign\w*|dismiss\w*|death|disabilit\w*|dies|merger|sale)\b|\bchange (?:in|of) control\b|\b(?:without|other than for) cause\b|\bgood reason\b|\boccurrence of\b/;


/**
 * The leaving the paper records, named as a day or as the window that opens on it: "after the termination date", "the
 * period following termination of employment in which he may exercise". Only read once the gate above has found a
 * recorded leaving, it is that leaving, not an event still to come.
 */
const RECORDED_DAY = /\b(?:following|after|upon|on|from) (?:the )?(?:termination|separation|resignation|retirement) date\b|\b(?:period|time|window)(?: of time)? (?:following|after) (?:the )?termination(?: of (?:(?:his|her|your|the [a-z]+'s) )?employment)?\b/g;
function withoutRecordedDay(text: string): string {
  return text.replace(RECORDED_DAY, ' ');
}

/** Equity, not a deferred pay account that vests: options, shares, awards, units. */
const EQUITY = /\b(?:options?|shares|stock|awards?|grants?|units|rsus?|sars?)\b/;

/**
 * A document recording a leaving that itself changes awards the employee holds amends their agreements. A severance
 * agreement for a leaving still to come is left out: its vesting acts on that leaving, however the sentence is put.
 */
export function heldAwardsChanged(ctx: Ctx, out: Flags): void {
  const path = `${L}miscellaneousProvisions.contract_amendments` as const;
  if (out.get(path)?.value) return;
  if (!recordsLeaving(ctx.all) && !fixesLastDay(ctx.all) && !(aboutLeaving(ctx.all) && endsEmploymentItself(ctx.all))) return;
  for (const c of ctx.clauses) {
    const text = matchText(c.norm, c.text);
    const changed = HELD_AWARDS_CHANGED.test(text) || (HELD_AWARDS_ENDED.test(text) && !BY_THE_AWARD_TERMS.test(text));
    if (!changed || !EQUITY.test(text)) continue;
    // The condition may sit in the lead-in of a list ("on a termination without cause: (c) all options shall vest").
    if (ON_A_LATER_EVENT.test(withoutRecordedDay(text)) || ON_A_LATER_EVENT.test(withoutRecordedDay(leadIn(ctx, c)))) continue;
    out.set(path, { value: true, evidence: evidenceFrom(c, LIKELY * DISCOUNT) });
    return;
  }
}

/** Who gives a release: the employee, by a pronoun or by his role. */
const RELEASER = String.raw`\b(?:you|i|(?:the )?(?:employee|executive|physician|officer))\b,?`;
/** Whom or what it frees the employer from: "from any and all claims", "of and from all causes of action". */
const FROM_CLAIMS = String.raw`[^.]{0,400}?\bfrom\b[^.]{0,40}?\b(?:all|any) (?:and all )?(?:claims|causes of action|actions|demands|liabilit(?:y|ies))\b`;
/** The adverbs of the release formula, any number of them: "fully and forever", "knowingly and voluntarily". */
const ADVERBS = String.raw`(?:(?:fully|forever|irrevocably|unconditionally|knowingly|voluntarily|generally|and),? )`;
/**
 * A release made by signing a document about leaving, promised or in the present tense without "hereby": "you agree, for
 * yourself and your heirs, to release the Society and its officers from any claims arising before you sign", "the Officer
 * voluntarily and knowingly releases and discharges the Trust and its staff of and from all claims". In an
 * employment agreement the same words are a release form or a release to be given at a later ending (r28, r29; h27-07),
 * and a promise to release on a later day ("agrees, upon his leaving, to release") is one still to be given.
 */
const RELEASE_MADE = new RegExp([
  String.raw`${RELEASER} (?:hereby )?(?:agrees?|promises?|covenants?)\b(?:(?!\b(?:upon|after|following|when|if|at the time|on the date)\b)[^.;]){0,120}?\bto ${ADVERBS}*(?:release|discharge)\b${FROM_CLAIMS}`,
  String.raw`${RELEASER} ${ADVERBS}+(?:releases|discharges)\b${FROM_CLAIMS}`,
].join('|'));

/**
 * The employee's release in the present tense, its adverbs without "hereby": "you knowingly and voluntarily release and
 * forever discharge the Society from any and all claims". Only a paper whose opening records the leaving itself makes it a
 * release given now: a paper that only fixes a leaving date may carry it as the form to be signed then (h50-02).
 */
const RELEASE_NOW = new RegExp(String.raw`\b(?:you|i)\b,? ${RELEASE_ADVERBS}+(?:release|discharge)\b[^.]{0,300}?\bfrom\b[^.]{0,40}?${CLAIMS_LISTED}`);


/** A document about leaving whose employee releases the employer in it limits the employer's liability. */
export function releaseMade(ctx: Ctx, out: Flags): void {
  const path = `${L}miscellaneousProvisions.liability` as const;
  if (out.get(path)?.value) return;
  const endsItself = endsEmploymentItself(ctx.all);
  if (!aboutLeaving(ctx.all) && !endsItself) return;
  const recorded = recordsLeaving(ctx.all) || endsItself;
  // In a paper that records the leaving, severance given "in exchange for" the release is the price of a release made
  // now, not of one still to be signed; a condition still marks one to come.
  const notMade = recorded ? RELEASE_NOT_MADE.filter((re) => re !== RELEASE_PRICED) : RELEASE_NOT_MADE;
  for (const c of ctx.clauses) {
    const text = matchText(c.norm, c.text);
    if (!(RELEASE_MADE.test(text) || (recorded && RELEASE_NOW.test(text))) || notMade.some((re) => re.test(text))) continue;
    out.set(path, { value: true, evidence: evidenceFrom(c, LIKELY) });
    return;
  }
}
