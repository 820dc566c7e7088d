// Reading habits shared by the value rules: figures that must never be taken as values,
// arrangements no longer in force, and section captions that state nothing. (Negation
// lives in negation/.)
import { anyOf, around } from './alternatives.js';

/**
 * Figures near these words are limits, thresholds, places or penalties, never the
 * salary, a bonus or a leave entitlement.
 */
export const DISTRACTOR = anyOf([
  String.raw`\bper (?:claim|occurrence|incident)\b|\bannual aggregate\b|\baggregate (?:limit|coverage)\b|\bpolicy limits?\b`,
  String.raw`\bcoverage limits?\b|\bmalpractice insurance\b|\bliability insurance\b|\bradius\b|\bmiles?\b|\bzip\b|\bsuite\b`,
  String.raw`\bthreshold\b|\bliquidated damages\b|\bplacement fee\b|\bbuy-?out\b|\bpurchase price\b|\bbuy-?in\b`,
  String.raw`\bcapital contribution\b|\bpenalt`,
]);

/** Whether a clause speaks about something other than what the rule wants, near a position. */
export function distractorNear(num: string, index: number, span = 80): boolean {
  return DISTRACTOR.test(num.slice(Math.max(0, index - span), index + 30));
}

/** Another agreement's provisions reported, not made: "acknowledge that Article 5 of the Employment Agreement states that". */
/** Also the terms an amendment replaced, told in the past: "Before this amendment, the service agreement provided that ...". */
export const RECITES_OTHER = /\b(?:acknowledges?|recites?|notes?|recognizes?)\b[^.;]{0,20}\bthat\b[^.;]{0,60}\b(?:agreement|contract|plan)\b[^.;]{0,20}\b(?:states|stated|provides|provided|sets forth|set forth)\b(?: that\b)?|\b(?:prior to|before) (?:the|this|such) (?:amendment|restatement|modification)\b,? (?:the )?(?:[a-z]+ ){0,4}(?:agreement|contract|plan) (?:provided|stated|set forth|required)\b/;

/**
 * A filing's cautionary statement on forward-looking statements: "actual results could differ materially because of risks
 * and uncertainties, including changes in regulation and the protection of intellectual property". Its list names
 * business risks, not terms of the employment.
 */
export const FORWARD_LOOKING = /\b(?:risks and uncertainties|forward[- ]looking statements?|(?:could|may|might) differ materially|(?:actual|final) results (?:could|may|might) differ)\b/;

/** Past or superseded arrangements ("under the Original Agreement", "previously"), not the terms in force. */
export const SUPERSEDED = around(String.raw`\b`, [
  String.raw`original agreement|prior agreement|previously|formerly|had been|has been|was employed|superseded|replaced by`,
  String.raw`prior to the (?:amendment|restatement|effective) date|before the (?:amendment|restatement) (?:effective )?date`,
  String.raw`under the original|converted from`,
], String.raw`\b`);

/**
 * A section named by its number and caption ("Section 11.2 of the Agreement (Termination Without Cause) is not
 * amended") points at a provision; the caption states nothing itself. The caption is blanked, same length.
 */
export function withoutCaptionRefs(text: string): string {
  return text.replace(/\b((?:section|article|paragraph|clause)s?\s+[\da-z]{1,4}(?:\.\d{1,3})*(?:\([a-z0-9]{1,4}\))*(?:\s+(?:of|to) (?:the|this) [a-z ]{0,40}?(?:agreement|contract))?\s*)(\([^()]{2,80}\))/g, (_m, ref: string, cap: string) => ref + ' '.repeat(cap.length));
}

/**
 * "Mr. Roe's employment", "Amendment No. 1", "Acme, Inc.", "Section 2.01": the stop of an abbreviation or the point of a
 * section number, which ends no sentence (blanked, same length).
 */
export function withoutAbbreviationStops(text: string): string {
  return text.replace(/\b(mr|mrs|ms|dr|no|inc|corp|co|ltd)\.(?= )/g, '$1 ').replace(/(\d)\.(?=\d)/g, '$1 ');
}
