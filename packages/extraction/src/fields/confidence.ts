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
// where rules rank readings of one field against each other. The levels were not fitted:
// they order readings; the review factors (fitted) and AUROC in bench/confidence.mjs say how
// well the result separates right from wrong.
export const ASSURED = 0.95;
export const LABELLED = 0.9;
export const DIRECT = 0.88;
export const STATED = 0.85;
export const PLAIN = 0.8;
export const LIKELY = 0.75;
export const INDIRECT = 0.7;
export const WEAK = 0.6;
export const FALLBACK = 0.55;
