// The flag rules' reading of a denial: whether a mention is denied rather than offered.
// Contracts often name a benefit only to exclude it ("the Practice does not offer dental, vision, life or disability
// insurance"), or make the physician pay for it ("tail coverage at Physician's sole
// cost"). A cue only governs the mention it precedes (or follows) within the same
// part of a sentence, so a later "except ..." or "; the Hospital shall ..." starts afresh.
import { PHYSICIAN } from '../party-words.js';
import { around, group } from '../alternatives.js';

/** Past participles that say a thing is (not) given or asked for: "is not provided", "will not be paid". */
const GIVEN = group([
  String.raw`permitted|allowed|provided|offered|available|covered|included|reimbursed|reimbursable|paid|payable|required`,
  String.raw`necessary|needed|authori[sz]ed|approved|granted|funded|furnished|supplied|purchased|arranged|given|extended`,
  String.raw`applicable|eligible`,
]);

/** A negated "to be": "is not", "are not", "will not be", "shall not be", "cannot be", "is not to be". */
const NOT_BE = String.raw`(?:(?:is|are|was|were)(?: not|n't)(?: to be)?|(?:shall|will|would|may|can|must|need|should)(?: not|n't) be|cannot be|won't be)`;

/** Finite verbs that start another statement between the mention and a later "is not ...". */
const OTHER_VERB = String.raw`\b(?:shall|will|would|may|must|can|is|are|was|were|has|have|does|do)\b`;

/** Phrases that contain "no"/"not" but deny nothing; removed before looking for cues. */
const NEUTRAL = [
  // "No earlier than" opens a window in time as "no later than" closes one: "signs the release no earlier than his last day".
  /\bno (?:later|earlier|less|more|fewer|sooner|greater) than\b/g,
  /\bnot (?:less|more|fewer|later|earlier|sooner|greater) than\b/g,
  // A floor on the terms, not a denial: "benefits at levels no less favorable than those of other officers".
  /\b(?:no|not) (?:less|more) (?:favou?rable|generous|beneficial|advantageous)\b/g,
  /\b(?:at|for|with|of) no (?:additional |extra |premium |out-of-pocket )?(?:cost|charge|expense|fee)\b/g,
  /\bno-cost\b/g,
  // "No." as the abbreviation of a number ("Amendment No. 2", "Policy No· 48"): it denies nothing.
  /\bno[.\u00b7]\s*\d/g,
  /\bwithout (?:charge|cost)\b/g,
  /\bnot (?:to )?exceed\b/g,
  /\bwhether or not\b/g,
  // "including but not limited to": the "but" ends no denial ("entitled to no benefits, including but not limited to health insurance").
  /\b(?:including|includes?),? but not (?:be )?limited to\b/g,
  /\bnot (?:be )?limited to\b/g,
  /\bif not\b/g,
  // A legend to a marked-up amendment says how changes are shown, not what is taken out: "(new wording in bold, removed
  // wording struck through)".
  /\([^()]{0,160}?\b(?:underlin(?:ed|ing)|strike-?through|struck[- ]through|bold(?:ed|face)?|italici[sz]ed|italics|red-?lin(?:ed|ing)|black-?lin(?:ed|ing))\b[^()]{0,160}\)/g,
  // A limit on when a term applies, not a denial of it: "... leaves for Good Reason, and in no other case, she may not hire".
  /\bin no other (?:circumstances?|case|cases|event)\b/g,
  /\bnot yet\b/g,
  // The condition of a next step, not a denial of it: "if the dispute cannot be settled through talks, it may go to
  // arbitration", "where the parties fail to agree, ...".
  /\b(?:if|where|when|should|in (?:the )?(?:case|event)(?: that)?)\b[^.;:]{0,60}?\b(?:cannot|can ?not|could not|(?:is|are|was|were)(?: not|n't)|(?:do|does|did)(?: not|n't)|fails? to|failed to)(?: be)? (?:settled|resolved|agreed|settle|resolve|agree|reach\w*)\b/g,
  // The condition of a severance letter, not a denial of its pay: "if you are not offered a comparable post, you will
  // receive twelve months of pay".
  /\b(?:if|where|when|provided(?: that)?|in (?:the )?(?:case|event)(?: that)?)\b[^.;:]{0,80}?\b(?:is|are|was|were)(?: not|n't) (?:then )?offered\b/g,
  /\bshall not be (?:unreasonably )?withheld\b/g,
  // A release become final is the condition of a severance payment, not a denial of it: "once the release is no longer
  // revocable", "provided he has not revoked the release".
  /\bno longer (?:be )?(?:subject to (?:revocation|being revoked)|revocable)\b/g,
  // A duty that ends on a condition still binds until then: "if he resigns before the first year, he is no longer
  // bound by the covenant" gives the covenant; it does not take it away.
  /(?<=\b(?:if|in the event|upon|should|when|once|where)\b[^.;]{0,200}?)\b(?:(?:is|are|will|shall)(?: be)? )?no longer (?:be )?(?:subject to|bound by)\b/g,
  /\b(?:has|have|had|does|did)(?: not|n't) (?:been )?revoked?\b/g,
  /\bnot be charged against\b/g,
  /\bshall not carry (?:over|forward)\b/g,
  /\bno covenant\b(?= is (?:given|made))/g,
  // A relative clause denies something about its own noun ("duties that do not require presence").
  /\b(?:that|which|who) (?:do|does|did|shall|will|may|would)(?: not|n't)\b/g,
  // A condition on the employee's conduct, not a denial: "provided the Doctor is not in material default of this contract: ...".
  /\b(?:so long as|as long as|provided(?: that)?|while)\b[^.;:]{0,40}?\b(?:is|are)(?: not|n't) in (?:material )?(?:breach|default)\b/g,
];

/** A denial placed before the thing it denies. */
/**
 * Wording taken out to put other wording in its place amends, not removes: "deleted in its entirety and replaced with",
 * "struck, and the following put in lieu thereof", "deleted and these words substituted therefor", "by deleting its
 * last sentence and inserting the following in its place".
 */
// "to delete its last sentence ... and to add a new last sentence": the infinitive as well as the gerund.
// The "and" is often dropped ("deleted in its entirety, replaced by"), and the new wording may be announced by the verb
// that says how the section now reads ("deleted and amended to read as follows").
const REPLACED_AFTER = String.raw`[^.;:]{0,80}?,? and (?:by |to )?(?:inserting|substituting|replacing|adding|restating|insert|substitute|replace|add|restate)\b|(?: in (?:its|their) entiret(?:y|ies))?(?:,? and)?,? (?:is |are )?(?:hereby )?(?:replaced|substituted|superseded|restated)\b|[^.;:]{0,80}?\b(?:amended (?:and restated )?(?:in (?:its|their) entiret(?:y|ies) )?to read|reads? as follows)\b|(?: in (?:its|their) entiret(?:y|ies))?,? and (?:the following|these words|the words|this sentence|the sentence|a new [a-z]+)\b[^.;:]{0,30}?\b(?:inserted|substituted|added|put|placed)\b`;

const PRE_CUES = [
  /\b(?:shall|will|does|do|did|is|are|was|were|may|can|must|need|would)(?: not|n't)\b/,
  /\bcannot\b/,
  /(?:\b|(?<=\d))no\b/,
  /\bnor\b/,
  /\bneither\b/,
  /\bnever\b/,
  /\b(?:not|in)eligible\b/,
  /\bnot (?:be )?entitled\b/,
  /\bwaives?\b/,
  /\bnothing in (?:this|the)\b/,
  /\bno longer\b/,
  /\bnon-eligib/,
  // The thing is taken out of the deal: "delete the covenant not to compete", "strikes Section 9".
  // ("remove" and "revoke" are left out: "the Board may remove Physician as Medical Director" still grants the role.)
  // Wording deleted to put other wording in its place ("deleted in its entirety and replaced with") amends, not removes.
  new RegExp(String.raw`\b(?:delet(?:e|es|ed|ing)|strik(?:es|ing)|(?:to|hereby|shall|will) strike|struck|stricken|rescind(?:s|ed|ing)?)\b(?!${REPLACED_AFTER})`),
];

/**
 * A negation that opens the sentence governs all of it, however far the mention:
 * "Nothing in this Agreement appoints Physician to any ... leadership position".
 * Not when it only keeps a freedom open ("Nothing in this Agreement prevents ...").
 */
const SENTENCE_CUES = around(String.raw`^(?:\(?[a-z0-9]{1,4}[.)]\s*)?(?:[0-9.]+\s+)?`, [
  String.raw`nothing (?:in|contained in|under) (?:this|the)\b(?![^.;]{0,60}\b(?:prevent|prohibit|restrict|limit|preclude|bar|restrain|interfere|impair)\w*)`,
  String.raw`in no event\b|under no circumstances\b`,
], String.raw``);

/** A denial placed after the thing it denies ("... is not permitted", "... shall be borne by Physician"). */
const POST_CUES = [
  // A table cell right after the benefit: "Dental insurance | Not offered", "Relocation: not authorized".
  new RegExp(String.raw`^(?:\s*[a-z()&/-]+){0,3}\s*[|:\u2013\u2014-]\s*(?:not ${GIVEN}|none|n\/a|no|not applicable)\b`),
  // The thing is the subject of a negated passive: "Relocation expenses will not be paid",
  // "An individual DEA registration is not required", "Tail coverage is not to be provided".
  // Only when no other statement starts in between ("... are reimbursed and receipts are not required").
  new RegExp(String.raw`^(?:(?!${OTHER_VERB})[^,;:])*?\b${NOT_BE}(?: \w+ly)? ${GIVEN}\b`),
  /\b(?:is|are|shall be|will be)(?: not|n't) (?:permitted|allowed|provided|offered|available|covered|included|reimbursed|paid)\b/,
  /\b(?:is|are) prohibited\b/,
  /\bshall not (?:be )?(?:provided|offered|available|paid|reimbursed)\b/,
  // A caption or short phrase right after the thing: "Tail Coverage Not Provided", "Dental - none".
  new RegExp(String.raw`^(?:\s*[a-z()"&/-]+){0,2}\s+(?:not|never) ${GIVEN}\b`),
  // The provision is taken out: "Section 12 (Covenant Not to Compete) ... is deleted in its entirety".
  // Not a conditional loss ("shall be void if the Practice terminates without cause"): the covenant is still there.
  // Nor wording taken out to put other wording in ("Clause 4 is deleted, and is replaced by these words"): the
  // provision stays, amended.
  around(String.raw`^[^;]{0,80}?\b(?:is|are|shall be|will be|has been|have been)(?: hereby)? `, [
    String.raw`deleted|struck|stricken|removed|rescinded|revoked|omitted|eliminated|withdrawn|void|null and void`,
    String.raw`of no (?:further )?(?:force|effect)`,
  ], String.raw`\b(?![^.;]{0,40}\b(?:if|in the event|upon|should|when|unless|to the extent|during|after|following)\b)(?!${REPLACED_AFTER})`),
  /^(?:\s*[a-z()"&/-]+){0,2}\s*(?:deleted|struck|stricken|removed|rescinded|omitted|eliminated|withdrawn)\b\.?\s*$/,
];

/** The physician pays or must obtain it himself: the employer provides nothing. */
const SELF_PAID = [
  new RegExp(String.raw`\bat (?:the )?(?:${PHYSICIAN}|his|her|your|their)(?:'s)? (?:own |sole |entire )*(?:cost|expense|charge)`),
  // Not the expenses "incurred or paid by the Executive" that the employer reimburses: he lays the money out, it pays him back.
  new RegExp(String.raw`\b(?<!\bincurred (?:or|and|and\/or) )(?:borne|paid|purchased|obtained) (?:solely |entirely )?by (?:the )?${PHYSICIAN}\b`),
  new RegExp(String.raw`\b(?:sole |exclusive )?responsibility of (?:the )?${PHYSICIAN}\b`),
  new RegExp(String.raw`\b(?:is|are|remains?|shall (?:be|remain)|will (?:be|remain)) (?:the )?(?:sole |own |exclusive )?(?:your|his|her|their|${PHYSICIAN}'s) (?:own |sole |exclusive )?responsibility\b`),
  around(String.raw`\b${PHYSICIAN}(?: shall| will| must)(?: be required to)? `, [
    String.raw`bear|pay for|pay (?:all |any |the )?(?:fees|costs|expenses|premiums|charges|dues)`,
    String.raw`(?:pay|purchase|buy|obtain|cover)(?: for)? (?:his|her|their|your) own`,
    String.raw`be (?:solely |fully |entirely )?responsible for`,
  ], String.raw`\b`),
  /\b(?:shall|will) bear all (?:costs|expenses)\b/,
  // Present tense and the defined term as owner: "Contractor bears all of Contractor's own business expenses".
  new RegExp(String.raw`\b${PHYSICIAN} (?:bears|pays(?: for)?|covers|funds|meets) (?:all |any )?(?:of )?(?:the )?(?:his|her|their|your|(?:the )?${PHYSICIAN}'s) own\b`),
  new RegExp(String.raw`\b${PHYSICIAN}(?: shall| will| must| agrees to) (?:reimburse|repay|refund)\b`),
];

/** A requirement put off rather than removed: "is not required at hire, but must be obtained within three years". */
const LATER = around(String.raw`^[^.]*?\b`, [
  String.raw`until|prior to|within (?:\w+ )?(?:\(\d+\) )?(?:days|months|years)|but (?:must|shall|will|is|are)`,
  String.raw`by the (?:end|date|first|second|third)|after (?:the )?(?:first|initial|probationary)`,
], String.raw`\b`);

/** A benefit that starts later rather than never. */
const DELAY = /\b(?:until|prior to|before (?:the|completing|completion)|during (?:the|his|her|physician's) first)\b/;

/**
 * Words that end the reach of an earlier denial. A colon does not ("does not offer the
 * following: dental, vision"), nor a semicolon that only moves to the next list item.
 */
const SCOPE_BREAK = around(String.raw``, [
  String.raw`;(?!\s*(?:and |or )?\(?(?:[a-z]|[ivx]{1,4}|\d{1,2})\))|\bexcept\b|\bprovided,? (?:however,? )?that\b`,
  String.raw`\bhowever\b|\bbut\b|\bother than\b|\bin addition\b|\bunless\b|\binstead\b|\. `,
], String.raw``, 'g');

let lastIn = '';
let lastOut = '';

/** The text with neutral phrases blanked out (same length); the last result is kept, as rules ask about one clause many times. */
function neutralize(norm: string): string {
  if (norm === lastIn) return lastOut;
  let s = norm;
  for (const re of NEUTRAL) s = s.replace(re, (m) => ' '.repeat(m.length));
  lastIn = norm;
  lastOut = s;
  return s;
}

/** The part of the sentence that can govern the mention at [at, end): from the last scope break before it to the next one after. */
function scope(s: string, at: number, end: number): { before: string; after: string } {
  let start = 0;
  SCOPE_BREAK.lastIndex = 0;
  let m: RegExpExecArray | null;
  let stop = s.length;
  while ((m = SCOPE_BREAK.exec(s))) {
    if (m.index + m[0].length <= at) start = m.index + m[0].length;
    else if (m.index >= end) {
      stop = m.index;
      break;
    }
  }
  return { before: s.slice(start, at), after: s.slice(end, stop) };
}

/** The mention is an item of a list: what precedes it ends with a coordinator ("..., an ownership stake or a "). */
const LIST_ITEM_BEFORE = /(?:,|\bor|\band|\bnor)\s+(?:(?:a|an|the|any|no|other)\s+)?$/;

/** Words that start another clause inside the stretch between a denial and a list item. */
const CLAUSE_START = new RegExp(String.raw`${OTHER_VERB}|\b(?:that|which|who|whom|whose|if|when|where|because|after|before|while|although|once|until)\b|[:(]`);

/**
 * A denial that opens a list reaches every item of it, however long the list: "will not offer
 * the Associate stock options, restricted stock units, an ownership stake or a partnership track".
 * Only where the stretch from the cue to the item starts no other clause.
 */
function deniedAcrossList(before: string): boolean {
  if (!LIST_ITEM_BEFORE.test(before)) return false;
  const last = lastCueEnd(before);
  if (last < 0) return false;
  const stretch = before.slice(last);
  // "shall not, during the term ..., solicit": an aside after the cue, not a list.
  if (/^\s*,/.test(stretch)) return false;
  return stretch.length <= 200 && /,|\bor\b|\band\b|\bnor\b/.test(stretch) && !CLAUSE_START.test(stretch);
}

const GLOBAL_CUES = PRE_CUES.map((re) => new RegExp(re.source, 'g'));

/** Where the last denial cue of the text ends (-1 when none). */
function lastCueEnd(text: string): number {
  let last = -1;
  for (const g of GLOBAL_CUES) {
    g.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = g.exec(text))) {
      last = Math.max(last, m.index + m[0].length);
      if (m[0].length === 0) g.lastIndex++;
    }
  }
  return last;
}

/** A new statement with its own subject, joined by "and"/"or": "does not reimburse CME, and the Physician shall obtain privileges". */
const NEW_STATEMENT = /\b(?:and|or)\s+(?:the\s+|its\s+|his\s+|her\s+|your\s+)?[a-z][\w'-]*\s+(?:shall|will|must|agrees? to)\b(?!\s+not\b)/;

/** A cue before the mention that still governs it: no new statement starts in between. */
function deniedBefore(near: string): boolean {
  if (!PRE_CUES.some((re) => re.test(near))) return false;
  return !NEW_STATEMENT.test(near.slice(lastCueEnd(near)));
}

/** True when the mention at [at, end) of the clause text is denied by a cue in its part of the sentence. */
export function deniedInScope(norm: string, at: number, end: number, opts: { selfPaid?: boolean; maxBefore?: number } = {}): boolean {
  const s = neutralize(norm);
  const { before, after } = scope(s, at, end);
  const near = opts.maxBefore ? before.slice(-opts.maxBefore) : before;
  // "not eligible for health insurance until the first of the month" delays, it does not deny.
  if (deniedBefore(near) && !DELAY.test(after.slice(0, 120))) return true;
  if (opts.maxBefore && opts.maxBefore > 1 && deniedAcrossList(before) && !DELAY.test(after.slice(0, 120))) return true;
  if (SENTENCE_CUES.test(s) && !new RegExp(SCOPE_BREAK.source).test(s.slice(0, at).replace(/:/g, ';')) && !DELAY.test(after.slice(0, 120))) return true;
  if (POST_CUES.some((re) => re.test(after)) && !LATER.test(s.slice(end))) return true;
  if (opts.selfPaid && SELF_PAID.some((re) => re.test(before) || re.test(after))) return true;
  return false;
}
