// When a contract's mention of mediation is a mediation step, and where that step stands
// against arbitration. The labelling conventions count mediation only when the agreement sets
// it out as a way of settling disputes; the dispute procedure is mediation_then_arbitration only
// when mediation must come before the arbitration (corpus/real/ADJUDICATION-holdout4.md h4-06,
// ADJUDICATION-holdout14.md h14-10, ADJUDICATION-holdout21.md h21-04, ADJUDICATION.md r40).

/**
 * The names of bodies that offer both arbitration and mediation: an arbitration run under the
 * rules of such a body has no mediation step ("the rules of the Coastal Arbitration and Mediation
 * Centre").
 */
const PROVIDER = String.raw`(?:arbitration|dispute resolution) (?:and|&) mediation (?:services?|cent(?:er|re)s?|institute|association|council|board)|mediation (?:and|&) arbitration (?:services?|cent(?:er|re)s?|institute|association|council|board)`;

/**
 * A caption run into the text around it, as extraction joins a heading line to its neighbours:
 * "... Mediation and Arbitration 1) the employee may ask the union for advice". A caption names the
 * subject of the section; whether it sets out mediation is for the section's sentences to say.
 */
const CAPTION = String.raw`mediation(?: (?:and|&) arbitration)?(?=\s+(?:\d{1,2}[.)]|\([a-z0-9]{1,3}\))\s)`;

/**
 * Mediation named in a list of the kinds of proceeding, beside a court or lawsuit, in a carve-out or a fee clause: "any
 * statement made in a legal, arbitral or mediation proceeding", "fees incurred through settlement, mediation, arbitration
 * or otherwise", "when a court, arbitrator, mediator or agency orders it". The list names forums anything might come
 * before; it sets out no step for settling disputes (h24-05, h62-05, h63-06, h63-11). A list of steps without a court
 * ("by negotiation, mediation and arbitration") is left alone.
 */
const PROCEEDING_ITEM = String.raw`(?:litigation|lawsuits?|suits?|courts?|legal|judicial|administrative|regulatory|governmental|settlement|arbitration|arbitral|arbitrators?|mediation|mediators?|otherwise)`;
const PROCEEDING_LIST = new RegExp(String.raw`\b${PROCEEDING_ITEM}(?:, (?:(?:or|and|and\/or) )?${PROCEEDING_ITEM}){1,5},? (?:or|and|and\/or) ${PROCEEDING_ITEM}\b`, 'g');
const COURT_ITEM = /\b(?:litigation|lawsuits?|suits?|courts?|legal|judicial|administrative|regulatory|governmental|settlement|otherwise)\b/;

/** Mediation named as something done, not a body's name or a caption. */
const MEDIATION_WORD = /\b(?:mediation|mediators?|mediated|mediate)\b/g;
const NOT_A_STEP = new RegExp(String.raw`\b(?:${PROVIDER}|${CAPTION})`, 'g');

/** The text with provider names and run-in captions blanked, so that only mediation as a step is left. */
export function withoutMediationNames(text: string): string {
  return text
    .replace(NOT_A_STEP, (m) => ' '.repeat(m.length))
    .replace(PROCEEDING_LIST, (m) => (/\bmediat/.test(m) && COURT_ITEM.test(m) ? m.replace(/\bmediat\w*/g, (w) => ' '.repeat(w.length)) : m));
}

/** Whether the text names mediation other than as a body's name or a caption. */
export function namesMediationStep(text: string): boolean {
  MEDIATION_WORD.lastIndex = 0;
  return MEDIATION_WORD.test(withoutMediationNames(text));
}

/** For flag rules: a clause whose every mention of mediation is a body's name or a caption. */
export const MEDIATION_ONLY_AS_NAME = new RegExp(String.raw`^(?:(?!\bmediat)[\s\S]|\b(?:${PROVIDER}|${CAPTION}))*$`);

/**
 * Mediation offered beside arbitration rather than before it: "may apply for mediation ... or apply for
 * arbitration", "either party may also apply directly for arbitration".
 */
const ALTERNATIVE = [
  // A second way to seek, by its own verb: "or apply for arbitration", "or through arbitration". Not the two named
  // together as things under way ("while mediation or arbitration is pending", "the mediator or arbitrator picks").
  /\bmediat\w*\b[^.;]{0,140}?\bor (?:(?:may|can|shall|will|to|also|else) )*(?:apply|applies|submit\w*|refer\w*|seek\w*|file\w*|request\w*|bring\w*|go|through|by|via)\b(?: \w+){0,4}? arbitrat\w*\b/,
  /\b(?:directly|instead)\b[^.;]{0,60}\barbitrat\w*\b|\barbitrat\w*\b[^.;]{0,40}\bdirectly\b/,
  // The two offered as one choice for settling a dispute: "shall be settled by private mediation or binding arbitration".
  // Either may be used, so mediation is no step that must come first.
  /\b(?:settled|resolved|determined|decided) (?:exclusively |finally )?(?:by|through|in|via) (?:(?:confidential|private|voluntary|non-binding) )?mediation or (?:(?:final|binding|confidential|private),? (?:and )?)*arbitration\b/,
];
/** Mediation held after the arbitration: "at the close of the arbitration hearing the arbitrator shall act as mediator". */
const AFTER_ARBITRATION = /\b(?:after|following|upon|at|on) (?:the )?(?:conclusion|completion|close|end) of (?:the )?arbitra\w*\b[^.;]{0,160}\bmediat\w*\b/;

/** Whether mediation, in the clause that sets it out, is no step that must come before arbitration. */
export function mediationBesideArbitration(text: string): boolean {
  const t = withoutMediationNames(text);
  return ALTERNATIVE.some((re) => re.test(t)) || AFTER_ARBITRATION.test(t);
}
