// The one confidence scale of the rules. A value rule gives each candidate a strength and a
// flag rule gives each hit a confidence, both on 0..1, both saying how directly the contract
// states the value; the orchestrator then scales it by agreement among candidates
// (candidates.ts), the quality of the text read (evidenceFrom: OCR lowers it) and the review
// signals (review.ts). Rules name a level below rather than write a bare number, so that
// "0.9" means the same thing in every rule:
//
//   ASSURED   0.95  stated as a total or in several places that agree
//   LABELLED  0.9   stated under its own caption or label ("Base Salary: $300,000"), or in the
//                   very words of the field ("shall be governed by the laws of")
//   DIRECT    0.88  stated in a sentence about the field's subject, in its usual words
//   STATED    0.85  stated in a clause on the topic, less squarely (a figure among others,
//                   a caption that only names the subject)
//   PLAIN     0.8   stated, but the wording also fits a neighbouring subject
//   LIKELY    0.75  read from wording that usually means it
//   INDIRECT  0.7   inferred from a related statement (a cap with no target, a list)
//   WEAK      0.6   inferred from context only: worth a reviewer's look
//   FALLBACK  0.55  a last reading when nothing better was said
//
// Numbers in between (0.92, 0.82, 0.72 ...) are deliberate small steps from a level, kept
// where rules rank readings of one field against each other; rules write them as
// `above(LABELLED, 2)` (two hundredths above LABELLED) rather than as a bare number. The
// levels were not fitted: they order readings; the review factors (fitted) and AUROC in
// bench/confidence.mjs say how well the result separates right from wrong.
export const ASSURED = 0.95;
export const LABELLED = 0.9;
export const DIRECT = 0.88;
export const STATED = 0.85;
export const PLAIN = 0.8;
export const LIKELY = 0.75;
export const INDIRECT = 0.7;
export const WEAK = 0.6;
export const FALLBACK = 0.55;

/** The most a rule gives after its additions (a stated total named in the caption). */
export const CEILING = 0.97;

/**
 * A level moved by whole hundredths, exactly as the decimal would be written (0.9 + 0.02 in
 * floating point is not 0.92; rounding to two places makes it so).
 */
export const above = (level: number, hundredths: number): number => Number((level + hundredths / 100).toFixed(2));
export const below = (level: number, hundredths: number): number => above(level, -hundredths);

// Steps added to or taken from a rule's strength by what the text around a reading says.
/** A small sign for the reading: the figure an amendment puts in force, the name in the caption. */
export const NUDGE = 0.03;
/** A small sign for or against: a figure built on another clause, a notice that is not the physician's own. */
export const NOTCH = 0.04;
/** A stated total; a place reached only through a reference. */
export const STEP = 0.05;
/** A clear sign: a figure with no period stated (a year assumed), the physician's own duties. */
export const BIG_STEP = 0.1;
/** A strong sign against: a stopgap rate ("a temporary salary until ..."). */
export const DOUBT = 0.2;
/** A reading probably of something else: a later year's figure, one instalment of a whole. */
export const STRONG_DOUBT = 0.3;
/** Each further mention that votes for a reading. */
export const PER_VOTE = 0.08;

// A reading chosen by vote among mentions starts from a floor and climbs by its share of the
// votes against the runner-up (margin 0.5 for a tie, 1 unopposed) times a span.
/** As likely as not: the floor of a vote among plainly worded mentions. */
export const EVEN = 0.5;
/** Below even: the floor of a vote among loosely worded mentions. */
export const UNSURE = 0.45;
export const MARGIN_SPAN = 0.45;
export const WIDE_MARGIN_SPAN = 0.5;

// Factors for a flag that is stated, but less squarely than in an operative sentence.
/** A very long clause (a table run into one), an item read through its lead-in, a field implied by a narrower one. */
export const SLIGHT_DISCOUNT = 0.9;
/** Off its topic, a weakening phrase, a recital; an implication that usually holds. */
export const DISCOUNT = 0.85;
/** A caption alone, or a question answered "Yes". */
export const STRONG_DISCOUNT = 0.8;
/** Cover that the contract says another party furnishes. */
export const HEAVY_DISCOUNT = 0.6;
