// What the document as a whole says about the chance of each of its readings being right, beyond the
// reading itself: on real contracts the rules had not seen, errors gathered in some documents more than
// in others. An amendment changes a few sections of an earlier agreement and names the rest only by
// number, so a field read from it is more often a pointer, a passing mention or a figure being replaced;
// how much more depends on the field (a salary an amendment restates is read as well as anywhere, a
// benefit flag it mentions in passing is not). Each input below sorts the whole document into a group,
// shared by all its readings, and the calibration (field-reliability.ts, tables fitted by
// bench/field-reliability.mjs) weighs the record of the field's readings in that group against the
// field's own record, as it does for the reading inputs. Only the document's text is used.
// A document about leaving (a severance, change-in-control or separation agreement, or a letter settling an
// employment that has ended) reads salaries, terms and benefits that are mostly the background of what is paid
// at the end: on such batches the field's record from employment agreements ranked errors poorly, so they are a
// group of their own.

/** The document's groups, in the order the calibration's weights are written (after the reading inputs). */
export const DOCUMENT_INPUTS = ['document'] as const;
export type DocumentInput = (typeof DOCUMENT_INPUTS)[number];

/** How much of the text's start is its head: the title and the opening sentence. */
const HEAD = 800;

/**
 * A head that names the document as an amendment of another: 'Amendment No. 2 to the Employment Agreement',
 * 'First Amendment', 'this Amendment', 'hereby amends'. An agreement 'amended and restated' in full is a whole
 * agreement and is not caught, unless it is itself being amended ('Amendment to the Amended and Restated ...').
 */
const AMENDMENT_HEAD = /\bamendment\s+(?:no\.?\s*\d+\s+)?to\b|\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th))\s+amendment\b|\bthis\s+amendment\b|\bhereby\s+amends?\b/i;

/** The closing words of an amendment anywhere in it: what it does not change stays in force. */
const REST_IN_FORCE = /\bexcept as (?:expressly |specifically |otherwise )?(?:set forth|provided|amended|modified|changed)[^.]{0,80}(?:herein|hereby|in this amendment|above|below)[^.]{0,160}\b(?:remain|continue)s?\b[^.]{0,40}\bfull force\b/i;

/** How much of the text's start holds its title; later mentions of such agreements are often of other documents. */
const TITLE = 400;

/**
 * A title naming an agreement about leaving: 'Severance Agreement', 'Change in Control Severance Agreement',
 * 'Separation and Release Agreement', 'Retention Bonus Agreement', 'Agreement and General Release', 'Mutual Release'.
 */
const LEAVING_TITLE = new RegExp(
  [
    // '... Employment and Severance Agreement' is an employment agreement that also provides severance.
    String.raw`(?<!\band\s)\b(?:severance|change[- ](?:in|of)[- ]control|separation|retention|termination|transition)(?:\s+(?:and|&)\s+[a-z-]+)?(?:\s+(?:compensation|benefits?|pay|protection|bonus))?\s+(?:letter\s+)?agreement\b`,
    String.raw`\bagreement\s+and\s+(?:general\s+|mutual\s+|full\s+)?release\b`,
    String.raw`\b(?:general|mutual)\s+release\b`,
    String.raw`\bseverance\s+(?:plan|letter)\b`,
  ].join('|'),
  'i',
);

/** How much of the text's start is read for what the document is about: a letter's salutation and first paragraph. */
const OPENING = 1500;

/** A date's first word: a month's name, or a numeric date ('3/16/2006', '2006-03-16'), not a count of days. */
const DATE = String.raw`(?:january|february|march|april|may|june|july|august|september|october|november|december|\d{1,2}/\d{1,2}/\d{2,4}\b|\d{4}-\d)`;
/**
 * An opening saying the employment has ended or ends on a date it names, rather than what happens if it ever
 * does: 'your employment with the company terminated effective June 3', 'the parties have mutually agreed to
 * end the employment', 'has resigned', 'in connection with the termination of your employment', 'Re: Separation'.
 * A term that ends on a date ('the employment period shall end on ...') is the length of a contract, not an end.
 */
const EMPLOYMENT_ENDED = new RegExp(
  [
    String.raw`(?:(?:your|his|her|'s|s')\s+employment|employment relationship|employment with)\b(?! period| agreement| term)[^.;]{0,80}?\b(?:has (?:been )?terminated|has ended|has ceased|was terminated|will (?:be )?terminat(?:e|ed)|will end|will cease|shall (?:be )?terminat(?:e|ed)|shall end|shall cease|terminated|ended|ceased|terminates|ends|ceases)\s+(?:effective\s+)?(?:as of|on|at|effective)\s+(?:the close of business on\s+|close of business\s+|the\s+)?${DATE}`,
    // The employer's act first, then the employment and its date: "the Clinic is terminating your employment effective
    // May 3, 2031", "it is in their interest for the Clinic to terminate the Officer's employment effective June 30". Not
    // a power to end it ("may terminate his employment effective ...").
    String.raw`(?<!\b(?:may|might|can|could|right to|entitled to|elect to|elects to|option to)\s)\bterminat(?:e|es|ed|ing)\s+(?:your|his|her|the\s+[a-z]+'s)\s+employment\b(?:\s+with\s+[^.;,]{1,40})?\s+effective\s+(?:as of\s+|on\s+)?${DATE}`,
    String.raw`\b(?:mutually|jointly)\s+(?:agreed|decided)\b[^.]{0,60}\b(?:terminat|separat|end)`,
    String.raw`\b(?:resolve|settle)\b[^.]{0,40}\bseparation\b`,
    String.raw`\b(?:has|have)\s+(?:resigned|retired)\b`,
    String.raw`\bintent(?:ion)? to (?:resign|retire)\b`,
    String.raw`\bconfirm(?:s|ation of|ing)?\b[^.]{0,40}\b(?:termination|separation|resignation|retirement)\b`,
    String.raw`\bis the former\b`,
    String.raw`\b(?:re:|regarding|concerning)\s+(?:the |your |his |her )?(?:termination|separation|resignation|retirement)\b`,
    String.raw`\bin connection with (?:the|your|his|her) (?:termination|separation|resignation|retirement)\b`,
  ].join('|'),
  'i',
);

/** Whether the document's opening says the employment has ended or ends on a date it names. */
export function employmentEnds(text: string): boolean {
  return EMPLOYMENT_ENDED.test(text.slice(0, OPENING));
}

/** How much of the start is read for a departure put in other words: the recitals and the first numbered items. */
const RECITALS = 3000;
/** The paper takes the employee's own resignation: "the Bank has agreed to accept his resignation", "is willing to accept such resignation". */
const RESIGNATION_ACCEPTED = /\b(?:agree[sd]?|willing|wish(?:es)?|hereby) to accept (?:the |such |his |her |your |(?:the )?[a-z]+'s )(?:retirement and |retirement or )?resignation\b/i;

/**
 * Whether the paper records a departure that has happened or that it fixes, rather than pricing one that may come: its
 * opening says the employment ended or ends on a date, or it accepts the employee's resignation (a separation agreement,
 * a release, a letter settling a departure).
 */
export function recordsLeaving(text: string): boolean {
  return employmentEnds(text) || RESIGNATION_ACCEPTED.test(text.slice(0, RECITALS));
}

/**
 * The leaving day fixed near the start, in words the opening test above does not read: "the parties agree that her last
 * day of employment will be 3 May 2024", "the Separation Date shall be June 30".
 */
const LAST_DAY = /\b(?:last day of (?:(?:his|her|your|the [a-z]+'s) )?employment|separation date|termination date|date of (?:separation|termination))\b[^.;]{0,80}?\b(?:is|was|will be|shall be)\b[^.;]{0,20}?\b(?:\d{1,2} )?(?:january|february|march|april|may|june|july|august|september|october|november|december)\b/i;

/**
 * Whether the recitals fix a last day. Weaker than `recordsLeaving`: a "Termination Date" that "shall be December 31"
 * is also how a whole agreement names the end of its term, so the term rules do not take it as a departure; a flag
 * that also needs held awards to change does.
 */
export function fixesLastDay(text: string): boolean {
  return LAST_DAY.test(text.slice(0, RECITALS));
}

/**
 * The paper ends the employment itself, in words the tests above do not read: "the employee hereby resigns as an
 * employee", "the parties wish to terminate the employment agreement". A severance agreement pricing a leaving that may
 * come says neither.
 */
// Also the ending stated in the present: "the Officer's employment with the Trust is terminated effective at the close of
// business on May 2" (a date told by a time of day the opening test does not read).
// Or the resignation agreed and taken in the letter itself: "you and the Trust have agreed that you shall resign as its
// president effective as of May 2".
const ENDS_ITSELF = /\bhereby resigns?\b|\b(?:have|has) agreed that (?:you|he|she|the (?:executive|employee|officer)) (?:shall|will) resign\b[^.;]{0,120}\beffective\b|\b(?:desire|desires|wish|wishes|have agreed|hereby agree|agree) to terminate (?:the|his|her|your) (?:[\w-]+ )?employment(?: agreement)?\b|\bemployment (?:with (?:the )?[\w.,&'’ -]{1,40}? )?is (?:hereby )?terminated,? effective\b/i;

/** Whether the recitals or first numbered items end the employment in so many words (see ENDS_ITSELF). */
export function endsEmploymentItself(text: string): boolean {
  return ENDS_ITSELF.test(text.slice(0, RECITALS));
}

/** Whether the document is about leaving: its title names such an agreement, or its opening says the employment ended. */
export function aboutLeaving(text: string): boolean {
  return LEAVING_TITLE.test(text.slice(0, TITLE)) || employmentEnds(text);
}

/** Whether the document amends some parts of an earlier agreement rather than setting out a whole one. */
export function amendsParts(text: string): boolean {
  return AMENDMENT_HEAD.test(text.slice(0, HEAD)) || REST_IN_FORCE.test(text);
}

/**
 * The group of each document input the document falls in (keys of the calibration's tables, after the field's path),
 * from its whole text as the rules read it (`ctx.all` of context.ts).
 */
export function documentKeys(text: string): Readonly<Record<DocumentInput, string>> {
  // Rules (flag rules, the share count) and the calibration all ask for one document's groups: read them once.
  if (lastKeys?.text !== text) {
    // An amendment first: one that adds a severance clause still changes a few parts of a whole agreement.
    const keys = { document: amendsParts(text) ? 'amendment' : aboutLeaving(text) ? 'severance' : 'agreement' };
    lastKeys = { text, keys: Object.freeze(keys) };
  }
  return lastKeys.keys;
}

/** Whether the document is a paper about leaving a job rather than an agreement or an amendment of one. */
export function isLeavingPaper(text: string): boolean {
  return documentKeys(text).document === 'severance';
}

let lastKeys: { text: string; keys: Readonly<Record<DocumentInput, string>> } | undefined;
