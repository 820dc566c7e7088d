// legalContractualProvisions.miscellaneousProvisions booleans: the boilerplate at the
// end of a contract (exhibits, amendments, force majeure, indemnity, notices, ...).
import type { FlagRule } from './rule.js';
import { INDIRECT, LIKELY, PLAIN } from '../confidence.js';
import { around } from '../alternatives.js';
import { FORWARD_LOOKING } from '../language.js';
import { MEDIATION_ONLY_AS_NAME } from '../mediation.js';
import { PHYSICIAN } from '../party-words.js';
import { AMENDED_TITLE } from './covenants.js';

const M = 'legalContractualProvisions.miscellaneousProvisions.';

/** A release only as the price of severance, or a waiver of a court, a defence or rights in inventions, limits nothing here. */
/**
 * What a paper pricing a leaving still to come pays for the release it asks for then. A paper that records the leaving
 * pays it for a release given now, so separation.ts reads RELEASE_NOT_MADE without this one.
 */
export const RELEASE_PRICED = /\bin exchange for (?:the )?(?:severance|termination)\b/;
export const RELEASE_NOT_MADE: readonly RegExp[] = [
  /\b(?:as a condition|condition (?:to|of|precedent)|conditioned (?:up)?on|contingent (?:up)?on)\b/,
  RELEASE_PRICED,
  /\b(?:infring\w*|moral rights|jury|trial|forum|venue|jurisdiction|defen[cs]e)\b/,
];


/** The adverbs of a release formula, any number of them: "knowingly and voluntarily", "fully, finally and forever". */
// Not "completely": "I hereby generally and completely release" is as often the wording of a release form attached for a
// later day (h48-11) as of one made in the document (h63-11), and nothing in the sentence tells them apart.
export const RELEASE_ADVERBS = String.raw`(?:(?:irrevocably|unconditionally|fully|finally|forever|knowingly|voluntarily|willingly|generally|and),? )`;
/**
 * The claims a release frees the employer from, perhaps last in a list of what is released or named by their kind: "all
 * claims", "any and all suits, demands and claims", "any kind of claim".
 */
export const CLAIMS_LISTED = String.raw`\b(?:any and all|all|any)(?: (?:kinds?|types?|manner) of)? (?:[a-z'\u2019]+,? (?:and |or )?){0,6}?(?:claims?|causes of action|demands|liabilit(?:y|ies))\b`;

/**
 * The number a filing gives the whole document ("Exhibit 10.1", "EXHIBIT 99.12", "Exhibit 10-33", "Exhibit 10(d)",
 * "Exhibit 10(d-2)"):
 * a label of the filing, never a document attached to the contract.
 */
const FILING_LABEL = /^(?![\s\S]*\b(?:exhibits?|schedules?|appendix|appendices|attachments?|addend(?:um|a)|annex(?:es)?) (?:[a-h]|\d{1,2})\b(?![.\u00b7\-(]\s?[\da-z]))[\s\S]*\bexhibit \d{1,3}(?:[.\u00b7\-]\d{1,3}|[.\u00b7]?\((?:[a-z0-9]{1,2}(?:-\d{1,2})?|[ivx]{1,4})\))/;
/** The definition of "Agreement" as "this agreement and any schedules attached": boilerplate naming no document. */
const GENERIC_IN_DEFINITION = /^(?:\(?[a-z0-9]{1,4}[.)]\s*)*"(?:agreement|this agreement)"\s+(?:means|shall mean)\b(?![^.]*\b(?:exhibit|schedule|appendix|attachment|addendum|annex) (?:[a-h]|\d{1,2})\b)/;

/** A filing's exhibit number alone on a line ("Exhibit 10", "EXHIBIT 99.1", "Exhibit 27"): EDGAR's labels, not an exhibit of the contract (those run A, B, 1, 2 ...). */
// The item numbers of the filing rules come too: "Exhibit 10(iii)(A)", "EXHIBIT 10(iii) (B)", and a letter after a dash: "Exhibit 10-b";
// a point before the bracket or two letters in it: "Exhibit 10.(f)", "EXHIBIT 10(bk)".
const EDGAR_LABEL = /^(?:exhibit (?:[1-9]\d)(?:[.\u00b7-]\d{1,3}|-[a-z])?(?:[.\u00b7]?\s?\((?:[ivx]{1,4}|[a-z]{1,2})\)){0,2}\.?\s*){1,2}$/;

/**
 * A securities filing the text points to, not a document of the agreement: "the proxy statement on Schedule 14A ..., which
 * description is incorporated herein by reference", "incorporated by reference to Exhibit 10.4 of the Form 10-Q".
 */
const SECURITIES_FILING = /\bschedule (?:13d|13g|14a|14c|to)\b|\bincorporated (?:herein )?by reference (?:to|from) (?:exhibit [\d.\u00b7]+ (?:to|of|in) )?(?:the |our |its |(?:the )?company['\u2019]s )?(?:[a-z]+ )?(?:(?:quarterly|annual|current) report|form (?:10|8|s)-|proxy statement|registration statement)/;

/**
 * No employee-side subject just before the verb: "the Executive shall not be liable for taxes" spares the employee, it
 * limits nothing of the employer's. Only the word right before counts (a parenthesis between commas aside): "paid to the
 * Executive, the Company shall not be responsible" has the employer as subject. The words for that side are
 * party-words.ts's, with the two titles an executive or a consultant goes by.
 */
const EMPLOYEE_WORD = String.raw`(?:${PHYSICIAN}|officer|consultant)`;
const NOT_EMPLOYEE_SUBJECT = String.raw`(?<!\b${EMPLOYEE_WORD}(?:,[^.;,]{1,60},)?\s(?:(?:also|further|alone|solely|hereby) )?)`;

/**
 * The agreements a definition may borrow from that are this one or the one it amends or continues: OWN_AGREEMENT less the
 * severance and change-of-control agreements, which an offer or employment agreement names as separate documents.
 */
const OWN_DEFINER = String.raw`(?:employment|original|existing|prior|amended|underlying|letter|offer|service|services|consulting|retention|executive)`;
/** The words that name the agreement itself or the one it amends or continues: "the Employment Agreement", "the Original Agreement". */
const OWN_AGREEMENT = String.raw`(?:${OWN_DEFINER}|severance|change[- ]in[- ]control|change of control)`;
/**
 * A word of a document's name, a company's name with its commas and points included ("getty images, inc· 1998 stock plan"):
 * never an article or pointer word, so "the Agreement" alone or "Section 3 of the Employment Agreement" names no other document.
 */
const NAME_WORD = String.raw`(?!(?:the|this|that|these|those|such|said|an?|its|his|her|our|your|their|section|article|paragraph|clause)\b)[a-z\d][\w&.,\u00b7'’-]*(?: (?:in|of|and|for|on|under|the))?`;

/**
 * A duplicate of the letter itself, sent for the employee to keep: "sign and return this letter; a copy is enclosed for
 * your records". It names no other document.
 */
const COPY_FOR_RECORDS = /^(?![\s\S]*\bcop(?:y|ies) of (?!this\b)(?:the |your |our )?(?:[\w'\u2019-]+ ){0,4}(?:agreements?|polic(?:y|ies)|plans?|forms?|summar(?:y|ies)|releases?|exhibits?)\b)[\s\S]*\b(?:a|one|the|an additional|the other|additional) cop(?:y|ies)\b[^.;]{0,40}\b(?:enclosed|attached|included)\b[^.;]{0,20}\bfor your (?:own )?(?:records|files)\b/;

/**
 * An amendment and the agreement it amends merged into each other: "this Amendment shall be incorporated into the
 * Agreement", "said Employment Agreement, as amended hereby, is incorporated herein by reference". The agreement amended
 * is not another document (corpus/real/ADJUDICATION-holdout24.md, h24-04; thirteenth round, point 1a). So is the new text an
 * amendment puts into that agreement: "the following sentence is incorporated into the Agreement as the new last sentence
 * of Section 4".
 */
const AMENDMENT_MERGED = new RegExp(String.raw`\bthis (?:[\w-]+ ){0,2}(?:amendment|addendum|supplement)\b[^.;]{0,40}\b(?:is|shall be|will be) (?:hereby )?(?:deemed (?:to be )?)?incorporated (?:in|into)\b|\b(?:said|such|the) (?:(?:[\w-]+ )?${OWN_AGREEMENT} )?agreement\b(?:, as amended (?:hereby|herein|by this (?:[\w-]+ )?amendment),)?[^.;]{0,20}?\b(?:is|shall be) (?:hereby )?incorporated (?:herein|in(?:to)? this (?:[\w-]+ )?(?:amendment|addendum))\b|\bincorporated (?:in|into) (?:the|said|such) (?:[\w-]+ )?agreement as (?:(?:the|a) )?(?:new|additional|substitut\w+|replacement|amended)\b`);

/**
 * The sentence names this document as itself amended or restated, or as acting on another agreement: "this Amended and
 * Restated Agreement", "this Amendment", "this Agreement amends". A sentence that names this agreement only in passing
 * ("for purposes of this Agreement", "not affected by this Agreement") beside a plan's restated title amends nothing.
 */
const SELF_AMENDING = String.raw`[\s\S]*\bthis (?:(?:[\w'-]+ ){0,6}amendment|(?:[\w'-]+ ){0,4}?amended and restated|(?:[\w'-]+ ){0,6}agreement (?:hereby )?(?:amends|restates|modifies|supplements|is (?:hereby )?(?:amended|restated|modified)))\b`;

/**
 * Indemnity named without any being given by this document (corpus/real/ADJUDICATION-holdout50.md, ruling 15; h38-04):
 * - the indemnity section of another agreement only said to survive or be reaffirmed: "Sections 8 (Indemnification) and
 *   9 of the Service Agreement shall survive its termination";
 * - the federal banking rule that caps what a bank may pay, by its defined term: "if the payment is a prohibited
 *   indemnification payment under 12 CFR part 359";
 * - a tax gross-up put in hold-harmless words: "bonus payments to keep him harmless from the adverse effects of the excise
 *   tax" (a gross-up without indemnity wording is no indemnity, h4-07; the words alone do not make it one);
 * - a release's carve-out for whatever indemnity arrangement may exist, named generically: "other than claims covered by
 *   any indemnification arrangement of the Bank". A carve-out that names the bylaw article or policy stays (h33-01, h50-11).
 */
const INDEMNITY_NAMED_ONLY: readonly RegExp[] = [
  /^(?![\s\S]*\b(?:shall|will|agrees? to|hereby) (?:(?:defend|continue to),? )?(?:indemnify|(?:hold|save|keep) (?:\w+ ){0,3}harmless)\b)[\s\S]*\b(?:sections?|paragraphs?|articles?)\b[^.;]{0,80}\bindemnif\w*\b[^.;]{0,120}\b(?:surviv\w*|reaffirm\w*|remain in (?:full )?(?:force|effect))\b/,
  /\bprohibited indemnification payments?\b/,
  /\b(?:hold|save|keep)s? (?:\w+ ){0,3}harmless (?:from|against) (?:the )?(?:adverse |economic |financial )?(?:effects?|consequences?|impact) of (?:the |any )?(?:[\w-]+ ){0,2}(?:excise )?tax(?:es)?\b/,
  /\b(?:other than|except(?:ing)?|excluding|save)\b[^.;]{0,200}\b(?:covered by|arising under|pursuant to|under) any (?:written )?indemnif\w* (?:arrangements?|agreements?|polic(?:y|ies)|obligations?)\b/,
];

/**
 * A release only of the harm one act of the employer's may do him: "the Clinic may send a copy of this letter to a later
 * employer, and the Physician releases it from any claimed liability or damage caused to him by its doing so". It
 * frees the employer from no claims of the employment.
 */
const HARM_OF_ONE_ACT = new RegExp(String.raw`\b(?:liability|damages?|harm|loss)\b[^.;]{0,30}\bcaused to (?:the )?(?:${EMPLOYEE_WORD}|him|her|you|me)\b`);

export const miscRules: readonly FlagRule[] = [
  {
    path: `${M}appendix_docs`,
    // Exhibit letters and numbers, never the DEA drug schedules ("Schedules II through V").
    match: [
      // Nor the filing's own label ("Exhibit 10.1 Employment Agreement"), numbered as the securities forms number them.
      /\b(?:exhibits?|schedules?|appendix|appendices|attachments?|addend(?:um|a)|annex(?:es)?) (?:[a-h]|\d{1,2}|[a-h]-\d)\b(?![.\d]*\s*(?:through|to|-)\s*[iv]+\b)(?!(?<=\bexhibits? (?:10|99))[.\u00b7]\d)/,
      // Appendices and annexes numbered in Roman figures ("Appendix II", "Section 4 of Annex I"); not "Schedule I", the
      // drug schedule's name.
      /\b(?:exhibits?|appendix|appendices|attachments?|annex(?:es)?) (?:i{1,3}|iv|vi{0,3}|ix|x)\b(?![.\u00b7]?[a-z])(?!\s*(?:through|to|-)\s*[iv]+\b)/,
      // The letter set in quotes: 'in the form annexed hereto as Exhibit "B"'.
      /\b(?:exhibits?|schedules?|appendix|attachments?|addend(?:um|a)|annex(?:es)?) ["\u201c\u201d'](?:[a-h]|\d{1,2})["\u201c\u201d']/,
      /\b(?:exhibits?|schedules?|appendices|attachments?|addenda) (?:are |is )?(?:attached|incorporated)\b/,
      /\battached (?:hereto|to this (?:agreement|letter))\b/,
    ],
    // Exhibits are named with a capital ("Schedule A"); "schedule a meeting" is a verb.
    needsText: [/\b(?:Exhibit|Schedule|Appendix|Appendices|Attachment|Addend(?:um|a)|Annex|EXHIBIT|SCHEDULE|APPENDIX|ATTACHMENT|ADDENDUM|ANNEX)(?:S|s|es)?\b|\battached (?:hereto|to this)/],
    unless: [/\bcontrolled substances?\b/, /\bschedules? (?:ii|iii|iv|v)\b/, /\bfee schedule\b(?![^.]*\b(?:exhibit|attached))/, FILING_LABEL, GENERIC_IN_DEFINITION,
      EDGAR_LABEL],
    allowDefinitions: true,
    denial: 'clause',
    confidence: LIKELY,
  },
  {
    // A document attached by name rather than by letter: "the relocation policy (copy attached)".
    path: `${M}appendix_docs`,
    // Letters: "the attached Inventions Agreement", "please complete the attached forms", "Enclosed is a summary of benefits".
    match: [
      /\(\s*(?:a )?copy (?:of which is )?(?:attached|enclosed herewith)\s*\)/,
      /\b(?:a )?copy of which is (?:attached|annexed) (?:hereto|to this)\b/,
      // A copy handed over with the letter, however put: "(copy enclosed)", "(a copy of which is included for your
      // review)", "copies of both plans are attached").
      // Not copies to be included in a later mailing: "copies of the letters must be included with the request you send".
      /\bcop(?:y|ies) (?:of (?:which|each|the|such|both|these|those|all)\b[^.;]{0,60}?\s)?(?:(?:is|are|being|has been|have been) )?(?:also )?(?:attached|enclosed|(?<!\b(?:shall|will|must|should|would|to|may) be )included)\b/,
      // A pointer in brackets: "(see the attached schedule)", "(see plan enclosed)", "(enclosed)", "(see attached for details)".
      /\(\s*(?:see |refer to )?(?:the )?(?:[a-z-]+ ){0,3}?(?:attached|enclosed)(?: (?:hereto|herewith|here|below))?(?: (?:for (?:details|more (?:details|information)|reference)|[a-z-]+))?\s*\)/,
      /\bthe attached (?:[a-z'-]+ ){0,6}(?:agreements?|forms?|polic(?:y|ies)|plans?|schedules?|summar(?:y|ies)|documents?|release|terms|term sheet|exhibits?)\b/,
      /^(?:enclosed (?:is|are|please find)|please find enclosed)\b/,
      // One named without a letter but placed with the agreement: "this Agreement and the exhibit hereto contain the entire
      // agreement". The plural is the integration clause's stock phrase, written whether or not any exhibit exists.
      /\bthe (?:exhibit|schedule|appendix|attachment|annex) (?:hereto|to this (?:agreement|letter|contract))\b/,
      // "the forms are listed on the attachment to this offer letter".
      /\b(?:the|an) attachments? to this (?:offer |employment )?(?:letter|agreement)\b/,
    ],
    unless: [/\bcop(?:y|ies) of this (?:letter|agreement|contract)\b/, COPY_FOR_RECORDS],
    denial: 'clause',
    confidence: LIKELY,
  },
  {
    // Named sections of another agreement brought in whole: "subject to Section 8.2 of the Service Contract (headed "No
    // Transfer"), which terms are incorporated herein by reference". The sections work here only through the reference
    // (corpus/real/ADJUDICATION-holdout40.md h40-08, after h28-09 and h33-12). A section's own title may begin with "No",
    // which denies nothing, so no denial is read.
    path: `${M}appendix_docs`,
    match: [/\b(?:sections?|paragraphs?|articles?|clauses?) [\w.\u00b7()]{1,12} of (?:the|that|said|such|your|his|her) (?:[\w'\u2019-]+ ){0,3}(?:agreement|contract|plan)\b[^.;]{0,80}\b(?:which|such|those|these|the|whose) (?:provisions?|sections?|terms|paragraphs?)\b[^.;]{0,10}\b(?:are|is|shall be|will be) (?:hereby )?(?:expressly )?incorporated (?:herein|hereby|in(?:to)? this|by (?:this )?reference)\b/],
    unless: [/\bnot (?:specifically |expressly )?incorporated\b/],
    denial: 'none',
    confidence: LIKELY,
  },
  {
    // The list of enclosures under the signature, read into the sign-off's clause: "Very truly yours, ... Director
    // Enclosures: benefits summary". The capital marks the list, not a word of a sentence.
    path: `${M}appendix_docs`,
    match: [/(?:^|\s)(?:enclosures?|attachments?|encl\.)\s*:\s*[a-z0-9]/],
    needsText: [/(?:^|\s)(?:Enclosures?|ENCLOSURES?|Attachments?|ATTACHMENTS?|Encl\.)\s*:/],
    denial: 'clause',
    confidence: LIKELY,
  },
  {
    // Another document made part of the agreement by reference, without an exhibit letter: "incorporated herein and made
    // part of this agreement are the code of conduct and the harassment policy", "this contract incorporates, as if
    // set out here, the offer letter of 9 March". Not the recitals, which are the agreement itself.
    path: `${M}appendix_docs`,
    match: [
      /\bincorporated (?:herein|hereby|in(?:to)? (?:this|the) (?:[a-z]+ )?(?:agreement|contract|letter)|by reference)\b/,
      // The same by the "as if written here" form: "the confidentiality agreement he signed in 2031 is incorporated as if set
      // out in full in this release".
      /\bincorporated (?:herein )?as (?:if|though) (?:(?:fully|set (?:forth|out)|restated|stated|written|reproduced|copied) ?){1,2}(?:in full )?(?:herein|here|in (?:this|the) (?:[a-z]+ )?(?:agreement|contract|letter|release))\b/,
      // Another agreement the terms are made of, named beside this one as the whole deal: "this letter, together with
      // the inventions agreement you will sign, sets out the terms of your employment".
      // Not an amendment read together with the agreement it amends ("taken together with the Agreement").
      /\b(?:together|along) with (?!(?:the |this |such )?(?:original |prior |existing |underlying |employment |amended )*agreement\b)(?:the |your |any |its |our |each )?(?:[\w'-]+ ){0,8}?(?:agreements?|polic(?:y|ies)|plans?)\b[^.;]{0,120}?\b(?:constitutes?|contains?|sets? (?:forth|out)|comprises?|represents?|embod(?:y|ies))\b[^.;]{0,30}\b(?:entire|complete|whole|full|exclusive|terms)\b/,
      /\bincorporates?\b[^.]{0,60}\b(?:by reference|as (?:though|if) (?:fully )?set (?:forth|out))\b/,
      /\bmade (?:a )?part (?:of (?:this|the) (?:agreement|contract|letter)|hereof)\b/,
      // The other documents it names made part of it: "together with the instruments mentioned in it, which form part of it".
      /\b(?:documents?|instruments?|agreements?|writings?|papers?)\b[^.;]{0,20}\b(?:referred to|referenced|mentioned|named|listed|described) (?:herein|in (?:this|the) (?:agreement|contract|letter)|in it)\b[^.;]{0,40}\b(?:forms?|constitutes?|are|is|shall be|being) (?:made )?(?:an? |an integral )?part (?:hereof|of (?:this|the|it) ?(?:agreement|contract|letter)?)\b/,
    ],
    // A definition borrowed from another document is the next rule's to judge (the agreement amended does not count).
    unless: [
      /\b(?:recitals?|preamble|whereas clauses?|premises|foregoing)\b[^.]{0,60}\b(?:incorporated|made (?:a )?part)\b/,
      /\bnot (?:specifically |expressly )?incorporated\b/,
      /\b(?:ha(?:s|ve)|shall have) the (?:same )?meanings? (?:ascribed|given|assigned|set forth)\b/,
      SECURITIES_FILING,
      /\b(?:proxy statement|(?:quarterly|annual|current) report|form (?:10|8)-[kq])\b[^.]{0,200}\bincorporated (?:herein )?by reference\b/,
      AMENDMENT_MERGED,
      // An incorporation reported in the past tense, as a filed summary tells what the agreement it reports did ("the
      // option terms of the earlier agreement were incorporated by reference into the Agreement"): the summarised agreement
      // is not another document of this one (fourteenth round, the limits of point 2; h15-10).
      /\b(?:was|were|had been|have been) (?:expressly |specifically )?incorporated\b(?![^.;]{0,30}\b(?:herein|hereby|in(?:to)? this)\b)/,
      // A severability clause reforming this agreement's own term: "enforced as if the clause had been incorporated here
      // in its narrowed form, or as if it had never been incorporated". The term is this agreement's, no other document's.
      /\bas (?:if|though) (?:such|the|said|that|this|it|the offending|the invalid) ?(?:[\w-]+ )?(?:had|has|were|was) (?:never |not )?(?:been )?(?:originally |initially )?(?:never |not )?(?:been )?incorporated\b/,
    ],
    denial: 'clause',
    confidence: LIKELY,
  },
  {
    // A term of this document given the meaning it has in another document the parties name: "the Closing (as defined in
    // the Purchase Agreement)", "Good Reason has the meaning given in the Company's Executive Severance Policy", "a Change
    // in Control (as defined in the 2004 Equity Incentive Plan)", "Disability (as determined under the Share Plan)". That
    // part of the other document works inside this one only through the reference (ADJUDICATION.md, thirteenth round
    // second part, point 2; fourteenth round, points 1, 2 and 4). Not the agreement an amendment amends or the employee's
    // own earlier letter ("as defined in the Employment Agreement"), which is no other document; not a plan named only
    // generically ("the disability plan", no capitals: h33-11); not a bonus's goals set by its plan, which is pay under the
    // plan (thirteenth round, point 1a; fourteenth round, h19-01). A plan may go by its initials alone, as an incentive
    // plan's usually do ("the LTIP", "the MIP", "the LTEIP").
    path: `${M}appendix_docs`,
    match: [new RegExp(String.raw`(?<!\b(?:goals?|targets?|objectives?|criteria|metrics|measures)\s)(?:\(\s*as (?:(?:such|that|the|this) terms? (?:is|are) )?determined (?:under|in accordance with|by)|\b(?:as|is) (?:(?:such|that|the|this) terms? (?:is|are) )?(?:defined|described) (?:in|under|by)|\bdefined as (?:it is )?(?:for (?:the )?purposes of|in|under)|\b(?:has|have|shall have|bears?|shall bear|carry|carries|shall carry|with) the (?:same )?meanings? (?:(?:that|which) (?:is|are) )?(?:given|set forth|ascribed|assigned|provided)(?: (?:to )?(?:(?:such|that|the) terms?|them|it|each))? in) (?:(?:section|article|paragraph|clause) [\w.\u00b7()]+ of )?(?:(?:the|a certain|that certain|its|his|her|our) )?(?:[a-z][\w&.\u00b7-]*['’]s )?(?:(?:${NAME_WORD} ){1,8}(?<!\b${OWN_DEFINER} )(?:agreements?|policy)|(?:${NAME_WORD} ){0,8}(?:plan|[a-z]{1,3}ip|espp|esop))\b`),
      // A term this document defines by an event under a section of another agreement it identifies: "upon the release
      // under Section 4 of that certain Escrow Agreement dated ... (the "Effective Date")".
      new RegExp(String.raw`\b(?:pursuant to|under|in accordance with|as (?:set forth|provided) in) (?:section|article|paragraph) [\w.\u00b7()]+ of that certain (?:${NAME_WORD} ){1,6}(?<!\b${OWN_DEFINER} )agreements?\b[^;]{0,250}?\(the ["\u201c][^"\u201d]{2,40}["\u201d]\)`)],
    // The document is named with capitals: "the Merger Agreement", "the Plan", not "the agreement between them".
    needsText: [new RegExp(String.raw`\b(?:defined|described|determined|meanings?|purposes)\b[^.;]{0,60}?\b(?:in|under|by|of|with)\s+(?:(?:Section|Article|Paragraph|Clause|section|article|paragraph|clause)\s+[\w.()]+\s+of\s+)?(?:(?:the|a|that|certain|its|his|her|our)\s+)*(?:[\w&.,-]+['’]s\s+)?(?:(?:[A-Z][\w&.,-]*(?:['’]s)?|\d{4})\s+(?:(?:in|of|and|for|on|under|the)\s+)*){0,8}(?:Plan|[A-Z]{1,3}IP|ESPP|ESOP|Agreements?|Policy)\b|\bof that certain (?:[A-Z][\w&.,-]*\s+){1,6}Agreements?\b`),
      // Or, without capitals, by its parties and date: "the meaning given to it in the option agreement between the
      // Company and him dated March 2001".
      /\b(?:meanings?|defined)\b[^.;]{0,80}\b(?:agreement|plan)s? (?:between|by and between|among)\b[^.;]{0,80}\bdated\b/],
    // An amount only measured as a plan measures it: "this sum equals two years of base pay, as set out in the Severance
    // Plan". Pay measured or paid under a plan brings in no document (thirteenth round, point 1a; h47-06, h52-01).
    unless: [/\b(?:amount|sum|payment|benefit|severance)s? (?:equals?(?: to)?|is equal to|equal to|represents?|amounts to)\b[^.;]{0,120}\bas (?:described|set forth|provided|defined) (?:in|under|by)\b/],
    allowDefinitions: true,
    denial: 'clause',
    confidence: INDIRECT,
  },
  {
    // Enclosed rather than attached: "the relocation policy, a copy of which is enclosed", "described in the enclosed outline".
    path: `${M}appendix_docs`,
    match: [
      /\b(?:a )?cop(?:y|ies) of which (?:is|are) (?:attached|enclosed)\b/,
      // The name may carry the employer's name and the plan year: "the enclosed Acme Tools, Inc. 2031-2032 Benefit Summary".
      /\b(?:the|an?) enclosed (?:[\w'.,&\u00b7-]+ ){0,9}(?:agreements?|forms?|polic(?:y|ies)|plans?|schedules?|summar(?:y|ies)|outlines?|descriptions?|documents?|brochures?|handbook|terms|term sheet|exhibits?|applications?|notices?|pamphlets?|booklets?|materials|packets?|releases?)\b/,
      // The enclosures announced in the letter's own words: "enclosed you will find the forms", "you will find enclosed".
      /\b(?:enclosed (?:herewith )?(?:you will|you'll|please) find|you will find enclosed|(?:we are|i am) enclosing)\b/,
      // A list of attachments: "Attachment: copy of the employee's identity card", "Enclosures: benefits summary".
      /^(?:attachments?|enclosures?)\s*:\s*\S/,
      // The enclosure named after the thing: "the plans set out in the summary booklet enclosed".
      /\b(?:brochures?|summar(?:y|ies)|booklets?|listings?|outlines?|pamphlets?|descriptions?|forms?|polic(?:y|ies)|plans?|agreements?|schedules?|materials|packets?)\s+(?:also\s+)?enclosed\b/,
      // A report that files the agreement with itself: "the full text of the agreement is filed herewith as an exhibit".
      /\b(?:agreements?|amendments?|letters?|plans?)\b[^.;]{0,40}\b(?:filed|furnished) herewith\b/,
    ],
    unless: [/\bcop(?:y|ies) of this (?:letter|agreement|contract)\b/, COPY_FOR_RECORDS],
    denial: 'clause',
    confidence: LIKELY,
  },
  {
    // The terms this document leaves out sent to other documents that govern them: "the remaining terms and benefits
    // of your post shall be governed by the staff policies of the Trust and by your earlier contract". Not an amendment's
    // ratification ("all other terms remain in full force"; "except as amended, continues to be governed by the Agreement").
    path: `${M}appendix_docs`,
    // The governing documents must include a contract or letter: benefits left to the employer's plans, programmes and
    // policies alone are benefits left to company programmes, which attach nothing (thirteenth round, second part,
    // point 1; h52-01).
    match: [/\b(?:the )?(?:remainder|rest|remaining|all other|any other)\b[^.;]{0,30}\b(?:terms|conditions|benefits)\b[^.;]{0,60}\b(?:shall|will|are to) be (?:governed|regulated|determined)\b[^.;]{0,300}\b(?:contracts?|agreements?|letters?)\b/],
    // Nor the rest of a grant's terms left to its plan and award agreement: a grant made under a plan brings in no
    // document (thirteenth round, point 1a).
    unless: [/\b(?:except|save) as (?:amended|modified|changed|supplemented|provided|set forth)\b|\b(?:amended|modified) (?:hereby|herein|by this)\b/, /\bterms (?:and conditions )?of (?:this|the present) (?:agreement|letter|contract)\b/,
      /\b(?:terms|conditions)\b[^.;]{0,30}\bof (?:the|such|each|any|this|these|those|his|her|your) (?:[\w-]+ ){0,3}(?:awards?|grants?|options?|units|shares)\b/,
      // Benefits left to whatever plans or agreements grant them, none named: "any other benefits are governed by the
      // plans or agreements under which they are provided". Pay under a plan brings in no document (point 1a).
      /\b(?:plans?|agreements?|programs?|programmes?|arrangements?|polic(?:y|ies))\b[^.;]{0,20}\bunder which\b[^.;]{0,40}\b(?:granted|provided|awarded|made|held|earned|paid|offered)\b/],
    denial: 'clause',
    confidence: INDIRECT,
  },
  {
    // The title of an exhibit standing in the document: it is attached.
    path: `${M}appendix_docs`,
    match: [/^(?:exhibit|schedule|appendix|attachment|addendum|annex) (?:[a-h]|\d{1,2})\b(?![.\u00b7\-(]\s?[\da-z])(?=[^.]{0,60}$)/],
    needsText: [/^(?:Exhibit|Schedule|Appendix|Attachment|Addendum|Annex|EXHIBIT|SCHEDULE|APPENDIX|ATTACHMENT|ADDENDUM|ANNEX)\b/],
    unless: [EDGAR_LABEL],
    confidence: 1,
  },
  {
    // Stronger: the exhibit is said to be attached or made part of the agreement.
    path: `${M}appendix_docs`,
    match: [
      // "Incorporated" closing a company's name ("Acme Brands Incorporated") incorporates nothing.
      /\b(?:exhibits?|schedules?|appendix|appendices|attachments?|addend(?:um|a)|annex(?:es)?)\b[^.]{0,120}\b(?:attached|incorporated(?! (?:\(|"|and\b|this\b|[a-z]+ (?:and|between)\b))|made a part|forms? (?:a )?part|are part|is part)\b/,
      /\b(?:attached|incorporated)\b[^.]{0,60}\b(?:exhibits?|schedules?|appendix|appendices|attachments?|addend(?:um|a)|annex(?:es)?)\b/,
    ],
    needsText: [/\b(?:Exhibit|Schedule|Appendix|Appendices|Attachment|Addend(?:um|a)|Annex|EXHIBIT|SCHEDULE|APPENDIX|ATTACHMENT|ADDENDUM|ANNEX)(?:S|s|es)?\b/],
    unless: [/\bcontrolled substances?\b/, /\bschedules? (?:ii|iii|iv|v)\b/, GENERIC_IN_DEFINITION, SECURITIES_FILING],
    allowDefinitions: true,
    denial: 'clause',
  },
  {
    path: `${M}contract_amendments`,
    match: [
      /\bamended and restated\b/,
      /\bamendment and restatement\b/,
      /\bamends and restates\b/,
      // The verbs listed with commas: "this agreement amends, restates and supersedes the Service Agreement of 2031".
      /\bamends, restates\b/,
      /\bamend and restate\b/,
      /\b(?:is|are) hereby amended\b/,
      /\bthis (?:(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth) )?amendment\b/,
      /\bamendment (?:no[.\u00b7]?|number|#) ?\d+\b/,
      /\bthis (?:addendum|amendment|letter agreement|instrument) (?:hereby )?(?:amends|modifies|supplements) (?:the|that certain|section|sections|article)\b/,
      /\bhereby amends?\b/,
      // The document changes an existing agreement: "the Agreement is amended as follows", "the parties wish to amend the Agreement".
      /\b(?:agreement|contract) (?:is|shall be|will be) (?:hereby )?(?:amended|modified|supplemented) (?:as follows|to read|by (?:adding|deleting|replacing|striking)|in the following)\b/,
      // Doubled verbs, a date in the name, and the terms named first (an extension alone is a renewal, not a change of terms): "have agreed to modify and extend your March 3, 2031
      // Service Agreement", "desire to further amend the terms of the Service Agreement".
      /\b(?:wish|wishes|desire|desires|agree|agrees|agreed|intend|intends|propos\w+) to (?:further )?(?:(?:amend|modify|supplement|restate)(?: and (?:amend|modify|supplement|restate|extend))?|extend and (?:amend|modify|supplement|restate)) (?:the (?:terms|provisions) of )?(?:the|that certain|their|such|his|her|your|(?:the )?[a-z]+['\u2019]s) (?:[\w'\u2019-]+,? ){0,5}(?:agreement|contract)\b/,
      // The change named as an act on the earlier agreement: "in return for the Bank's amending the Officer's Service
      // Agreement", "the restatement of the 2001 contract". Not an amendment of this agreement itself.
      /\b(?:amending|modifying|restating|supplementing|(?:amendment|modification|restatement) of) (?:the |that certain |his |her |your |(?:the )?[a-z]+['\u2019]s )(?:(?!this\b)[\w'\u2019-]+ ){0,4}(?:agreement|contract)\b/,
      // Restated: "the Agreement is restated by the agreement set out below", "shall be modified so as to provide ...".
      /\b(?:agreement|contract)\b[^.;]{0,60}\b(?:is|are|shall be|will be) (?:hereby )?(?:restated|amended and restated)\b/,
      /\b(?:agreement|contract) (?:is|shall be|will be) (?:hereby )?(?:amended|modified|supplemented) so as to\b/,
      /\bas (?:previously )?amended by (?:addendum|amendment|the (?:first|second|third) amendment)\b/,
      // A summary of the change: "the Bank signed an addendum to his service agreement", "the amendment raises her salary".
      /\b(?:entered into|signed|executed|approved) an? (?:addendum|amendment|supplement) to (?:the|that certain|his|her|its|their|(?:the )?[a-z]+['\u2019]s) (?:[\w'\u2019-]+ ){0,4}(?:agreement|contract)\b/,
      /\bthe (?:addendum|amendment) (?:also )?(?:modifies|amends|changes|revises|extends|increases|raises|reduces|replaces|adds)\b/,
      // A part of the earlier agreement struck out or replaced by this one: "Paragraph 4 of the Offer Letter is hereby deleted
      // in its entirety", "Section 2 of the Service Agreement is replaced by the following". Not "of this Agreement".
      // A letter announcing the changes it makes to the terms already in force: "the following changes have been made to
      // your present terms", "the benefits section of my first letter has been amended to reflect what follows", "your
      // grant letter shall be amended (the "Grant Amendment") to provide", "your agreement is hereby deemed amended", "the
      // tax effect of the modifications proposed by this letter", "our understanding on the amendment of the terms of your
      // employment".
      /\bthe following changes (?:have been|are being|are|will be|shall be) made to (?:the|your|his|her) (?:[\w'\u2019-]+ ){0,3}(?:terms|agreement|contract|letter|employment|compensation)\b/,
      /\b(?:letter|agreement|package|terms|contract|sections?|paragraphs?)\b[^.;]{0,60}\b(?:has|have) been (?:amended|modified|revised) (?:to reflect|as follows|to read|to provide)\b/,
      /\b(?:agreement|contract) (?:is|shall be|will be) (?:hereby )?(?:amended|modified|supplemented) \([^)]{0,40}\) to (?:provide|read|reflect)\b/,
      // Made now, not the severability clause's reform of a void term ("shall be deemed amended by modifying it").
      /\b(?:agreement|contract|letter) (?:is|are) (?:hereby )?deemed (?:to be |to have been )?(?:amended|modified|supplemented)\b(?! (?:by (?:modifying|deleting|striking|reforming|limiting)|to the (?:minimum )?extent (?:necessary|required|needed) to (?:comply|conform|make)))/,
      /\b(?:amendments?|modifications?|changes?) (?:proposed|made|effected|set (?:forth|out)|described) (?:by|in) this (?:letter|memorandum|memo)\b/,
      /\b(?:amendment|modification|revision) of the terms (?:of|to) (?:your|his|her|the executive['\u2019]s|the employee['\u2019]s) (?:[\w-]+ )?employment\b/,
      // A letter announcing new terms for the agreement he already has: "this letter sets out the revised terms of your
      // service agreement".
      /\b(?:new|revised|amended|changed|updated|modified) terms (?:of|to|for) (?:your|his|her|the executive['\u2019]s|the employee['\u2019]s) (?:[\w'\u2019-]+ ){0,3}(?:agreement|contract)\b/,
      // A letter that opens on the earlier agreement it acts on, named by its date: "reference is made to the Service
      // Agreement dated as of May 2029 between the Clinic and you". The date tells an existing agreement from a wish to
      // employ ("reference is made to the desire of ...") or the full text of an agreement filed with a report.
      /\breference is (?:hereby )?made to (?:\(i\) )?(?:that certain |the |your |his |her )(?:[\w'\u2019-]+ ){0,4}(?:agreement|contract)\b[^;]{0,60}?\bdated\b/,
      // The employee's own earlier agreement changed by this one, now or on an event: "your option agreement shall be
      // amended to provide a longer exercise period" (ADJUDICATION-holdout44.md h44-05). Not this agreement reformed.
      /\b(?:your|his|her|the (?:executive|employee|officer)['\u2019]s) (?:[\w'\u2019-]+ ){0,3}(?:agreement|contract|letter) (?:is|shall be|will be) (?:hereby )?(?:amended|modified) to (?:provide|read|reflect)\b/,
      // A letter recording the approval of a serving officer's promotion and setting its terms changes a continuing
      // employment (ADJUDICATION-holdout44.md h44-04, after h12-07 and h32-10).
      /\b(?:has|have) (?:formally )?approved (?:your|his|her) promotion to\b/,
      // A severance or separation document that is also an amendment, by its own name or by what it says it does:
      // "this Separation Agreement and Amendment to Service Agreement", "this letter will amend your service contract",
      // "the Society will amend your current share option grant", "the severance pay (as modified herein)", "your
      // options (as clarified and revised in this letter)" (ADJUDICATION-holdout47.md, conventions point 5).
      /\bthis (?:[\w'\u2019-]+ ){1,5}and (?:(?:first|second|third|fourth|fifth) )?amendment (?:to|of)\b/,
      /\b(?:will|shall|hereby) (?:amend|modify) (?:your|his|her) (?:[\w'\u2019-]+ ){0,3}(?:agreement|contract|grant|award)s?\b/,
      /\bas (?:clarified and |further )?(?:modified|amended|revised)(?: and (?:clarified|revised|modified|amended))? (?:herein|hereby|(?:by|in) this (?:agreement|letter|release|amendment))\b/,
      // The document itself speeds up the vesting of options he holds now, counted as his: "you will be entitled to
      // accelerated vesting of your 20,000 stock options", "Accelerated vesting: you currently hold 8,000 unvested options"
      // (point 5 again: a letter that changes held options amends their terms). Vesting left to a later event (a change
      // in control, a termination that may come) changes nothing now (r41).
      /^(?![\s\S]*\b(?:change (?:in|of) control|in the event|if (?:the |his |her |your )?(?:employment|executive|employee)|should (?:the |his |her |your )?(?:employment|executive|employee))\b)[\s\S]*(?:\b(?:accelerated|immediate|full) vesting of (?:all )?(?:of )?(?:his|her|your) [\d,]+ (?:\([\d,]+\) )?(?:unvested |outstanding |remaining )?(?:stock |share )?options\b|\baccelerated vesting\b[^.;]{0,20}\b(?:you|he|she|the (?:executive|employee|officer)) (?:currently|presently|now) (?:hold|holds|have|has) [\d,]+ (?:\([\d,]+\) )?(?:unvested |outstanding )?(?:stock |share )?options\b)/,
      // The document's own title line: "Second Amendment to Employment Agreement", "Amendment No. 2 to Severance
      // Agreement". The kind of agreement is named, so that a caption "Amendment to this Agreement" or an amendment of
      // a loan or security agreement filed by the employer is not read as one. The filing's exhibit number may run into the
      // title when the two lines are read as one sentence: "Exhibit 10.4 Second Amendment to Service Agreement".
      /^(?:exhibit \d{1,3}(?:[.\u00b7-]\d{1,3})?(?:\([a-z0-9]{1,3}\))? )?(?:(?:first|second|third|fourth|fifth|sixth) )?amendment (?:no[.\u00b7]? ?\d+ )?to (?:the )?(?:(?!this\b)[\w'\u2019-]+ ){0,3}?(?:employment|severance|service|services|consulting|retention|change (?:in|of) control|compensation|noncompetition|non-competition|offer)\b[^.;]{0,40}?\b(?:agreement|contract|letter)\b/,
      /\b(?:sections?|paragraphs?|articles?|clauses?) [\w().\u00b7]+ of (?:the|that|your|his|her|its) (?!agreement\b[^.;]{0,20}\b(?:held|found|deemed)\b)(?:[\w'\u2019-]+ ){0,4}(?:agreement|letter|contract)\b[^.;]{0,80}\b(?:is|are|shall be) (?:hereby )?(?:(?:amended|modified) and )?(?:deleted|replaced|struck|superseded|restated)\b/,
    ],
    // An amended agreement named in passing (an operating agreement "as amended") is another document.
    unless: [
      /\b(?:operating|shareholders'?|partnership|llc|limited liability company) agreement\b(?![^.]*\b(?:this|the original|employment|services|physician) agreement\b)/,
      /\bas amended from time to time\b/,
      /\bbylaws\b/,
      // An amendment that may come, not one made: "if they cannot agree on amending the contract", "should Party A propose to
      // amend the agreement, the changes are attached".
      /\b(?:fail\w*|unable|cannot|can ?not) (?:to )?(?:reach (?:an )?agreement|agree)\b[^.;]{0,30}\b(?:on|to) (?:amend|modify)\w*/,
      /\b(?:if|in the (?:event|occasion|case)|where|whenever|should)\b[^.;]{0,40}\b(?:propos\w+|wish\w*|desir\w+|intend\w*|want\w*) to (?:amend|modify)\b/,
      // An earlier agreement this one replaces, named by its title: "this letter supersedes all prior agreements, in
      // particular the amended and restated agreement of 2008".
      /^(?![\s\S]*\bthis (?:[\w'-]+ ){0,4}(?:amended and restated|amendment)\b)[\s\S]*\b(?:supersed\w*|replac\w*)\b[^.]{0,400}\bthe amended and restated\b/,
      // A plan or policy named with its own restatement: "the Severance Plan as amended and restated in 2009", "the 2031
      // Share Plan (as amended and restated on May 1, 2032)".
      new RegExp(String.raw`^(?!${SELF_AMENDING})[\s\S]*\b(?:plan|program|programme|polic(?:y|ies)|charter|articles|certificate)\b(?:,|\s?\()?\s?(?:as )?(?:most recently |further )?amended and restated\b`),
      // The earlier agreement named by its title in a recital ("the parties entered into an Amended and Restated Service
      // Agreement in 2004"): the title is the old document's; whether this one amends it is said elsewhere.
      // Also one of several side agreements signed with this one ("they are entering into a consulting agreement, an
      // Amended and Restated Fee Agreement and a release"): that other agreement is the amended one.
      /^(?![\s\S]*\b(?:this|hereby)\b[^.]{0,40}\bamend)[\s\S]*\b(?:entered into|entering into|enter into|are parties to|were parties to|executed|signed) (?:[^.;]{0,80}?,\s+)?(?:an?|that certain|the) amended and restated\b/,
      // The same title naming the agreement he now works under: "he is employed as its president under an Amended and
      // Restated Service Agreement".
      /^(?![\s\S]*\b(?:this|hereby)\b[^.]{0,40}\bamend)[\s\S]*\b(?:employed|serves|serving|engaged)\b[^.;]{0,80}\b(?:pursuant to|under|in accordance with) (?:an?|that certain|the|his|her) amended and restated\b/,
      // The plan's name may carry its owner's full name and a year ("the Amended and Restated Acme Tools, Inc. 2009 Bonus Plan").
      around(String.raw`^(?!${SELF_AMENDING})[\s\S]*\bamended and restated (?:(?!(?:employment|service|services|consulting|this|the)\b)[\w'.,\u00b7&-]+ ){0,8}`, [
        String.raw`articles|certificate|plan|polic\w+|lease|note|declaration|credit agreement|option agreement|stock option`,
        String.raw`award agreement|grant agreement|purchase agreement|merger agreement|loan agreement|security agreement`,
        // A shareholder rights plan is the company's pact with its rights agent, not an employment term.
        String.raw`rights agreement`,
        String.raw`indenture|by-?laws|charter`,
      ], String.raw`\b`),
    ],
    denial: 'clause',
  },
  {
    path: `${M}force_majeure`,
    match: [
      /\bforce majeure\b/,
      /\bacts? of god\b/,
      /\b(?:events?|causes?|circumstances) beyond (?:its|their|the|a party's|either party's|such party's|the affected party's) (?:reasonable )?control\b/,
      /\bexcused performance\b/,
    ],
    // Property handed back "in good condition, wear and tear and damage by causes beyond his control excepted" excuses
    // nothing in the performance of the contract.
    unless: [/\b(?:no|does not contain an?|without an?) force majeure\b/, /\bwear and tear\b/],
    denial: 'none',
  },
  {
    path: `${M}unforeseen_circumstances`,
    match: [
      /\bchanges? in (?:the )?(?:applicable )?(?:law|laws|legislation|regulations?)\b/,
      /\bchange of law\b/,
      /\b(?:legislation|laws?|regulations?|statutes?)\b (?:\w+ ){0,3}(?:change|changes|changed|is enacted|are enacted|is amended|are amended)\b/,
      /\bunforeseen (?:circumstances|events|changes)\b/,
      /\b(?:law|statute|regulation|rule|guidance|interpretation)s?\b[^.]{0,100}\b(?:is|are) (?:enacted|adopted|amended|changed|issued|interpreted)\b[^.]{0,200}\b(?:renegotiate|negotiate|amend|modify|terminate)\b/,
      /\b(?:enacted|adopted|amended|issued|changed)\b[^.]{0,200}\b(?:unlawful|illegal|materially (?:and adversely )?affect\w*)\b/,
      /\bhardship\b[^.]{0,40}\b(?:clause|renegotiat)/,
      // The law named with its kind: "in case of a change in the Belgian labour law, the parties follow the amended rules".
      /\bchanges? in (?:the )?(?:[a-z]+ ){1,3}(?:law|laws|legislation|regulations?)\b/,
      // Later law prevails over the agreement: "where a provision conflicts with any present or future statute or regulation, the latter prevails".
      /\bconflict\w*\b[^.]{0,120}\b(?:present or (?:future|further)|future|subsequent\w*|hereafter enacted)\b[^.]{0,40}\b(?:statutes?|laws?|legislation|regulations?|ordinances?)\b/,
      // The circumstances the contract rests on change: "the circumstances on which the contract was based change so much that it cannot be performed".
      /\bcircumstances\b[^.]{0,60}\bchang\w* (?:significantly|materially|substantially|fundamentally|greatly)\b/,
      /\b(?:material|significant|substantial|fundamental|major) change (?:of|in) (?:the )?(?:objective )?circumstances\b/,
      // A change that makes the contract impossible to carry out: "any major changes that make this contract impossible to perform".
      /\b(?:materials?|significant|substantial|fundamental|major|unforeseen|unexpected)\s+changes?\b[^.;]{0,60}\b(?:render\w*|mak(?:e|es|ing))\b[^.;]{0,30}\b(?:agreement|contract)\b[^.;]{0,20}\b(?:un-?executable|impossible|impracticable|incapable of (?:being )?perform\w*|unable to be performed|unenforceable)\b/,
      // Law still unsettled or newly made: "the rules under the new tax statute are still being drafted and construed",
      // "because of the new pension regulations".
      /\b(?:requirements|rules|regulations|guidance|law|laws|statute|provisions)\b[^.;]{0,40}\b(?:is|are) (?:still|yet to be|not yet) (?:being )?(?:developed|interpreted|clarified|finali[sz]ed|settled|issued|drafted|construed)\b/,
      /\b(?:as a (?:result|consequence) of|because of|in light of|owing to|due to) (?:the )?new (?:[a-z-]+ ){0,4}(?:rules|laws?|legislation|regulations|statutes?)\b/,
      // Laws that may come after the signing: "subject to all applicable laws, whether or not they are in force when this is signed".
      /\b(?:laws|regulations|statutes|legislation)\b[^.;]{0,40}\bwhether or not (?:they are |then |now )?(?:in existence|in effect|in force|enacted)\b/,
      // Terms that later law may undo: "some terms may prove unenforceable under present or future legislation".
      /\b(?:inoperable|inoperative|invalid|unenforceable|void|unlawful|illegal)\b[^.;]{0,40}\b(?:current or future|present or future|future|subsequent|later)\b[^.;]{0,20}\b(?:legislation|laws?|regulations?|statutes?)\b/,
    ],
    // A release form to be brought up to date with later law ("in the form attached, as modified to reflect later changes
    // in law") does provide for the law changing (corpus/real/ADJUDICATION-holdout50.md, ruling 13: r29 with h13-09 and
    // h47-04), so it is no longer set aside here.
    unless: [FORWARD_LOOKING],
    denial: 'clause',
  },
  {
    // The same form kept in step with the law by other words: "the release, as updated from time to time to reflect legal
    // requirements". A form or policy followed "as in effect from time to time" with no word of the law stays out.
    path: `${M}unforeseen_circumstances`,
    match: [/\b(?:updated|modified|revised|amended)\b[^.;]{0,30}\bfrom time to time\b[^.;]{0,20}\bto (?:reflect|comply with|conform (?:to|with))\b[^.;]{0,20}\b(?:legal requirements|(?:the )?(?:applicable |then[- ]applicable )?laws?)\b/],
    unless: [FORWARD_LOOKING],
    denial: 'none',
  },
  {
    // Benefits the law comes to bar or penalise, with a substitute paid in their place: "should laws or regulations bar the
    // Trust from giving these benefits, or tax them as a penalty, it may withhold them and pay him their replacement cost
    // instead" (corpus/real/ADJUDICATION-holdout48.md h48-05, after h10-04 and h17-04). Withholding alone, with nothing
    // in its place, is plain compliance and stays out.
    path: `${M}unforeseen_circumstances`,
    match: [/\b(?:if|in the event(?: that)?|to the extent(?: that)?|should)\b[^.;]{0,30}\b(?:laws?|regulations?|statutes?|legal requirements)\b[^.;]{0,20}\b(?:prohibit|prevent|bar|forbid)s?\b[^.;]{0,200}\b(?:in lieu (?:thereof|of)|instead|in (?:its|their) place)\b/],
    unless: [FORWARD_LOOKING],
    denial: 'none',
  },
  {
    // A change in the law taken out of a trigger the agreement defines: "ending his part in a plan is no Good Reason if the
    // plan ends because of changes in law", "no cut in benefits is a Constructive Discharge if it results from a change in
    // legal requirements" (corpus/real/ADJUDICATION-holdout50.md, ruling 13; h48-06, h50-07). The trigger is usually a
    // definition, which the plain change-in-law rule does not read; its "unless" and "no" are the carve-out, not a denial.
    // A bare carve-out for what applicable law requires names no change and stays out (ruling 13, limits).
    path: `${M}unforeseen_circumstances`,
    // The trigger may be named far before, at the head of a long definition.
    match: [/^(?=[\s\S]*\b(?:good reason|constructive (?:discharge|termination)|material breach)\b)[\s\S]*\b(?:unless|except|other than|no|not)\b[^.;]{0,200}\b(?:because of|by reason of|due to|as a (?:result|consequence) of|results? from|resulting from|caused by|attributable to|on account of) (?:any |a )?(?:changes?|amendments?) (?:in|of|to) (?:the )?(?:applicable )?(?:law|laws|legislation|legal requirements|regulations?|statutes?)\b/],
    allowDefinitions: true,
    unless: [FORWARD_LOOKING],
    denial: 'none',
  },
  {
    // Rules still to be issued, with the agreement to be run or changed to fit them: "should later Revenue guidance bring
    // the plan within the rule, the parties shall administer and amend it to stay outside", "the parties will amend the
    // contract once the tax authority clarifies its rules" (corpus/real/ADJUDICATION-holdout38.md h38-12; holdout27
    // h27-03, after h9-01). A plain promise to comply with rules already issued looks to no change and stays out (r01).
    path: `${M}unforeseen_circumstances`,
    match: [
      /\b(?:subsequent|future|later|forthcoming|additional)\b (?:[a-z]+ ){0,2}(?:guidance|regulations|rulings?|notices|interpretations)\b/,
      /\b(?:upon|after|once|when|following|pending)\b (?:the |any )?(?:further )?(?:clarification|issuance|publication|finali[sz]ation|release)\b[^.;]{0,60}\b(?:treasury|irs|internal revenue service|revenue|regulators?|regulations|guidance|government|tax authorit(?:y|ies))\b/,
      /\b(?:upon|after|once|when|following|until)\b (?:the )?(?:department of (?:the )?)?(?:treasury|irs|internal revenue service|revenue|regulators?|government|tax (?:authorit(?:y|ies)|office))\b[^.;]{0,20}\b(?:clarif(?:y|ies)|issues?|publishes?|finali[sz]es?)\b/,
    ],
    needs: [/\b(?:amend\w*|modif\w*|reform\w*|administer\w*|revis\w*|renegotiat\w*|adjust\w*)\b/],
    unless: [FORWARD_LOOKING],
    denial: 'none',
  },
  {
    // A term that lapses when the law it rests on goes: "if Code section 409A is repealed, this paragraph has no further
    // effect". The lapse is what the clause provides, so its "no further effect" denies nothing.
    path: `${M}unforeseen_circumstances`,
    match: [/\b(?:law|laws|statutes?|code|sections?|provisions|regulations?)\b[^.;]{0,60}\b(?:is|are|be|being) repealed\b/],
    // Not an amendment striking a section of the agreement ("Section 5 of the Agreement is repealed").
    unless: [FORWARD_LOOKING, /\b(?:agreement|contract|letter|amendment)\b[^.;]{0,30}\b(?:is|are|be|being) repealed\b/],
    denial: 'none',
  },
  {
    path: `${M}indemnification`,
    // "Indemnity" alone may name severance pay (an "indemnity" on dismissal); an indemnity agreement or undertaking is the clause.
    // The party kept harmless may take a few words: "shall hold the Officer harmless", "save each of them harmless".
    match: [/\bindemnif(?:y|ies|ied|ication|ying)\b/, /\b(?:hold|save|keep)s? (?:\w+ ){0,3}harmless\b/, /\bindemnity (?:agreements?|undertakings?|obligations?|provisions?|clauses?)\b/],
    // Rights to indemnification kept back from a release ("this release does not reach any right he has to be indemnified
    // under the bylaws") are no indemnity given by this agreement.
    unless: [/\b(?:no|does not contain an?|without an?) indemnif\w*\b/,
      /\brelease\b[^.]{0,60}\b(?:does not|shall not|will not|is not intended to|not intended to) (?:apply to|extend to|reach|cover|include|release|waive)\b[^.]{0,300}\bindemnif\w*\b/,
      // The claims released said not to include a right the law gives ("claims released shall not include matters the law
      // bars releasing, such as indemnity under the labour code"): a statutory right, no indemnity given (h60-07).
      /\b(?:claims|matters)\b[^.]{0,60}\b(?:releas\w*|waiv\w*)\b[^.]{0,60}\b(?:shall|does|do|will) not include\b[^.]{0,300}\bindemnif\w*\b/,
      // A duty to indemnify disclaimed, not given: "reserves the right to amend, without any obligation to do so or to
      // indemnify the Officer for not doing so" (corpus/real/ADJUDICATION-holdout27.md, h27-11).
      /\b(?:without any|with no|no|not have any|nor any) (?:obligation|duty)\b[^.;]{0,60}\bto (?:(?:do so|act) or to )?(?:otherwise )?indemnify\b/,
      // Indemnification named as a standard of conduct, in a carve-out from cause: "no act counts as Cause where he meets
      // the standard of conduct required for indemnification under the by-laws" (corpus/real/ADJUDICATION.md, r30).
      /\bstandards? of conduct\b[^.;]{0,60}\b(?:for|to (?:be entitled to|receive|obtain)) (?:\w+ )?indemnif\w*/,
      // Rights to indemnification left out of a release, the rights named first: "his rights under any indemnity
      // agreements are not released hereby" (corpus/real/ADJUDICATION-holdout47.md h47-05, after h24-11 and h30-12).
      /\bindemn\w*\b[^.;]{0,120}\b(?:are|is|shall be|will be) not (?:hereby |being )?(?:released|waived|discharged)\b/,
      // The agreement an amendment amends, by its name: "Amendment No. 2 to the Employment and Indemnity Agreement".
      AMENDED_TITLE,
      ...INDEMNITY_NAMED_ONLY],
    denial: 'clause',
  },
  {
    // A release that keeps back his indemnity under a named instrument, the bylaws, the charter, an indemnification
    // agreement or the officers' liability policy, keeps that indemnity in force for him by reference (corpus/real/
    // ADJUDICATION-holdout33.md h33-01; holdout50 h50-11): "nothing you release here cuts
    // your bylaw indemnity rights". A carve-out for a statutory indemnity or for whatever arrangement may exist gives none
    // (holdout60 h60-07; INDEMNITY_NAMED_ONLY). The carve-out's own "not" is what keeps the right, so no denial is read.
    path: `${M}indemnification`,
    match: [/\b(?:release|waiver)\b[^.]{0,80}\b(?:also )?(?:does|do|shall|will)(?: also)? not (?:limit|affect|impair|apply to|extend to|reach|cover|include|release|waive)\b[^.]{0,240}(?:\b(?:indemnification|indemnity) agreements?\b|\bindemnif\w*\b[^.]{0,240}\b(?:by-?laws|articles of incorporation|certificate of incorporation|charter|(?:indemnification|indemnity) agreements?|(?:liability|d ?& ?o) insurance polic(?:y|ies))\b)/],
    // Nor a release form for a leaving still to come, whose carve-outs reach back from that day ("rights accrued before
    // the date of your termination").
    unless: [/\bprohibited indemnification payments?\b/, /\bunder any (?:written )?indemnif\w* (?:arrangements?|agreements?|polic(?:y|ies)|obligations?)\b/,
      /\b(?:accrued|arising|earned)\b[^.;]{0,20}\b(?:prior to|before|through|up to) the date of (?:your|his|her|the [a-z]+['\u2019]s) termination\b/],
    denial: 'none',
    confidence: LIKELY,
  },
  {
    path: `${M}indemnification`,
    // Cover under the employer's directors' and officers' liability insurance protects him against claims as an indemnity
    // does, and the labels count it (corpus/real/ADJUDICATION-holdout28.md h28-05, after h2-01): "the Bank will keep him
    // insured under its D&O policy", "he shall be a named insured under the officers' liability cover".
    // The singular is used too: "the company's director and officer insurance policy".
    match: [/\b(?:d ?& ?o|d and o|directors?['’]? (?:and|&) officers?['’]?)(?: liability)? (?:insurance|coverage|cover|polic(?:y|ies))\b/],
    needs: [/\b(?:maintain\w*|provid\w*|obtain\w*|purchas\w*|carr(?:y|ies)|keeps?|insured|covered|coverage)\b/],
    denial: 'clause',
    confidence: PLAIN,
  },
  {
    path: `${M}liability`,
    match: [
      /\blimitation (?:of|on) liability\b/,
      /\bliable\b[^.]{0,140}\b(?:indirect|incidental|consequential|special|punitive|exemplary)\b/,
      /\b(?:aggregate|total|maximum|cumulative) liability\b[^.]{0,120}\b(?:shall not|will not|not|in no event)\b[^.]{0,40}\bexceed/,
      /\bliability\b[^.]{0,60}\b(?:is|shall be) limited to\b/,
    ],
    unless: [/\b(?:no|does not contain an?|without an?) limitation (?:of|on) liability\b/],
    denial: 'none',
  },
  {
    // Liability given up or excluded in other words (corpus/real/ADJUDICATION*.md count damages waivers and the
    // executive's own release of claims): "shall not be liable for any errors of judgment or losses", "waive any claim to
    // punitive or exemplary damages", "shall not seek punitive damages", "hereby irrevocably waives and forever releases any
    // and every claim", "promises that she will not bring any action against the Clinic".
    path: `${M}liability`,
    match: [
      /\b(?:shall|will) not be (?:held )?(?:personally )?liable (?:to [^.,;]{0,40})?for (?:any )?(?:mistakes?|errors?|losses|acts|omissions|damages)\b/,
      around(String.raw`\b(?:waive\w*|(?:shall|will|may) not seek|not (?:be entitled to )?(?:seek|recover|claim)|(?:neither|no party)\b[^.]{0,30}\b(?:shall|will|may) (?:seek|recover|claim))\b[^.]{0,80}\b`, [
        String.raw`(?:punitive|exemplary|consequential|incidental|special)(?:,? (?:or |and )?(?:punitive|exemplary|consequential|incidental|special|statutory|multiple|treble))*,? (?:or |and )?damages`,
        String.raw`damages (?:of an? |in the nature of )?(?:punitive|exemplary|consequential|incidental|special)`,
      ], String.raw`\b`),
      // The same damages put beyond any award: "the arbitrator has no power to change this letter or to award punitive
      // damages" (ADJUDICATION-holdout54.md h54-05; a damages bar, r12, r27).
      /\b(?:not|no|nor|without)\b[^.;]{0,100}\baward (?:of )?(?:any )?(?:punitive|exemplary)\b/,
      /\bhereby (?:(?:irrevocably|unconditionally|fully|forever|and),? )*(?:waives?|releases?|discharges?)(?:,? (?:and |or )?(?:forever )?(?:waives?|releases?|discharges?|acquits?))*\b[^.]{0,60}\b(?:all|any) (?:and all )?(?:claims?|causes of action|rights?)\b/,
      // The release given in this document, its verbs after "do": "you hereby do fully and forever release and discharge the
      // Society ... from all claims".
      // The release in the present tense by its giver: "in return for these payments you release the Society ... from all claims".
      // The adverbs of the release formula may stand after "hereby": "you hereby fully, forever and unconditionally release,
      // remise and discharge the Society ... from any and all claims". Without "hereby", a release folded into a later
      // termination's severance terms is left to the labels' reading of that clause.
      // The claims may end a list of what is released: "you release the Society from all suits, demands and claims", "you
      // release the Society from any kind of claim". Adverbs without "hereby" are left to separation.ts: in an employment
      // agreement "the Executive unconditionally releases ..." is the release due at a later ending.
      // The role may stand without its article, as drafters write it: "Employee releases and discharges the Society ...".
      new RegExp(String.raw`\b(?:you|i|(?:the )?(?:employee|executive|physician|officer))\b,? (?:hereby ${RELEASE_ADVERBS}*)?(?:release|releases)\b[^.]{0,300}?\bfrom\b[^.]{0,40}?${CLAIMS_LISTED}`),
      // The giver "for himself" and his heirs, then the adverbs and the verb in the present: "the Officer, for himself, his
      // heirs and assigns, fully and forever releases and discharges the Society" (ADJUDICATION-holdout47.md, a release
      // made inside the document).
      /\bfor (?:himself|herself)\b[^.;]{0,200}?\b(?:hereby |(?:fully|forever|irrevocably|unconditionally|knowingly|voluntarily|generally)(?:,? and|,)? )+(?:releases|discharges|remises|waives)\b/,
      // The giver named by his title in that "for ...": "the Officer, for the Officer and the Officer's heirs and assigns,
      // forever releases the Society from all claims".
      /\b(?:employee|executive|physician|doctor|officer)\b,? for (?:the )?(?:employee|executive|physician|doctor|officer)\b[^.;]{0,200}?,? (?:hereby |(?:fully|forever|irrevocably|unconditionally|knowingly|voluntarily|generally)(?:,? and|,)? )*(?:releases|discharges|remises|waives)\b[^.;]{0,200}?\b(?:all|any) (?:and all )?(?:claims|causes of action)\b/,
      // A release the employee gives "knowingly and voluntarily", the words the age-discrimination statute asks of a release
      // signed now, whoever he is named as: "Dr. Roe, for himself and his estate, knowingly and voluntarily waives all
      // rights and claims he has against the Clinic".
      /\bknowingly and voluntarily (?:(?:and )?(?:fully|finally|forever|irrevocably|unconditionally),? )*(?:waives|releases)\b(?:,? (?:and |or )?(?:waives|releases|discharges))* (?:any and all|all) (?:[a-z]+ ){0,4}?(?:(?:rights|demands) and )?claims\b[^.;]{0,80}\bagainst\b/,
      // The release said to be made by the document itself, the auxiliary "do" before the verbs: "and, by signing this
      // letter, you do waive and release all claims you now hold against the Society".
      /\b(?:you|i|we|(?:the )?(?:employee|executive|physician|officer))\b,? (?:hereby )?do(?:es)? (?:hereby )?(?:(?:irrevocably|unconditionally|fully|forever|knowingly|voluntarily|generally|and),? )*(?:waive|release|discharge)(?:,? (?:and |or )?(?:waive|release|discharge|remise))*\b[^.;]{0,40}?\b(?:all|any)\b[^.;]{0,40}?\bclaims\b/,
      // The claims named straight after the verbs, with no "from": "you release and waive any claims you may have under it".
      /\b(?:you|i|the (?:employee|executive|physician|officer))\b,? (?:hereby )?(?:release|releases)\b(?:,? and (?:waive|waives|discharge|discharges))? (?:any|all) (?:and all )?(?:claims|causes of action)\b/,
      // The auxiliary first and the release in the base form: "does hereby now and forever unconditionally release".
      // The formula's other adverbs come too: "he does hereby voluntarily and knowingly, finally and fully release".
      new RegExp(String.raw`\bdo(?:es)? hereby (?:(?:now|absolutely),? |${RELEASE_ADVERBS})*(?:release|discharge|waive)\b`),
      /\bhereby do(?:es)?,? (?:(?:irrevocably|unconditionally|fully|forever|and),? )*(?:waive|release|discharge)\b[^.]{0,600}?\bfrom (?:any and all|all|any) (?:claims|causes of action|actions|demands|liabilit(?:y|ies))\b/,
      // The persons he releases for put between "does hereby" and the verbs: "the Officer does hereby, for himself and his
      // heirs, forever release, remise and discharge the Society from any and all suits, claims and debts".
      new RegExp(String.raw`\bdo(?:es)? hereby,? (?:on behalf of|for)\b[^.;]{0,200}?,? ${RELEASE_ADVERBS}*(?:release|discharge|waive)\b[^.]{0,300}?\bfrom\b[^.]{0,20}?${CLAIMS_LISTED}`),
      // The right to sue given up in the document: "he waives the right to bring any claim or action against the Society".
      /\bwaives? (?:the|any|all|his|her|its|their) rights? to (?:bring|file|commence|institute|pursue|assert) any (?:action|claim|suit|lawsuit|proceeding)s?\b/,
      // The release that names whom it frees rather than the claims: "the Fellow hereby waives, releases and discharges the
      // Clinic and its officers", "hereby releases and forever discharges the persons listed below" (corpus/real/
      // ADJUDICATION-holdout29.md h29-04, h29-12).
      // The adverbs are the formula's: "you hereby generally and completely release the Clinic".
      new RegExp(String.raw`\bhereby ${RELEASE_ADVERBS}*(?:waives?|releases?|discharges?)(?:,? (?:and |or )?(?:forever |fully )?(?:waives?|releases?|discharges?|acquits?|remises?))*,? (?:the (?:company|employer|corporation|bank|clinic|hospital|practice|group|partnership|persons|entities|released (?:parties|persons))|each of the (?:released )?(?:parties|persons|entities))\b`),
      /\b(?:agrees?|covenants?|promises?)\b[^.]{0,30}\bnot (?:to )?(?:sue|bring (?:any )?(?:claim|suit|action)s?|file (?:a |any )?(?:lawsuit|suit|action|claim)s?)\b|\bwill not (?:sue|bring any (?:claim|suit|action))\b/,
      // The employee's own waiver in the present tense, the article left out as drafters do: "Physician expressly waives all
      // claims against the Clinic and releases it from ...".
      /\b(?:employee|executive|physician|doctor|officer)\b,? (?:(?:hereby|expressly|knowingly|voluntarily|irrevocably|fully|and),? )*(?:waives|releases)\b[^.]{0,40}?\b(?:any|all) (?:and all )?(?:claims|causes of action)\b/,
      // Each payment made under the agreement operating as the release itself: "every payment of the severance sums shall
      // release and forever discharge the Clinic from all claims".
      /\b(?:each|every|any|the) (?:payment|acceptance|receipt)\b[^.]{0,120}\b(?:shall|will) (?:operate (?:to|as a) )?(?:release|discharge)\b[^.]{0,300}?\bfrom (?:any and all|all|any) (?:claims|causes of action|liabilit(?:y|ies))\b/,
    ],
    unless: [...RELEASE_NOT_MADE, HARM_OF_ONE_ACT],
    denial: 'none',
    confidence: LIKELY,
  },
  {
    // The employer disclaims what tax law (section 409A above all) may cost the employee: "the Company shall not be
    // liable for any tax or penalty under section 409A", "shall have no liability to anyone if a payment fails to meet
    // 409A", "has no obligation to pay, reduce or shield him from those taxes", "reserves the right to amend, with no
    // duty to do so or to indemnify him for not doing so" (corpus/real/ADJUDICATION-holdout25..27.md: h25-07, h26-04,
    // h26-07, h26-08, h27-06, h27-11, h17-04). Not the employee made responsible for his own taxes, which limits
    // nothing of the employer's, nor a bare "makes no representation" on tax treatment.
    path: `${M}liability`,
    match: [
      around(String.raw`^(?=[\s\S]*\b(?:tax|taxes|taxation|409a|excise|penalt(?:y|ies))\b)[\s\S]*${NOT_EMPLOYEE_SUBJECT}\b`, [
        // "shall not be liable / responsible for ...", "in no event (under no circumstances) shall the Company be liable for ..."
        String.raw`(?:shall|will|does|is|would) not (?:in any event )?(?:be )?(?:held )?(?:liable|responsible)\b[^.;]{0,40}\b(?:for|if|in the event|should|where|when|to the extent)\b[^.;]{0,120}\b(?:tax|taxes|penalt(?:y|ies)|409a|interest)`,
        // "shall not be required to take on any cost arising from the tax rules": the burden itself disclaimed.
        String.raw`(?:shall|will|does|is|would) not (?:be )?(?:required|obligated|obliged|expected) to (?:assume|bear|incur|shoulder|absorb|take on) (?:any |the )?(?:economic |financial |additional )?(?:burden|cost|costs|liability|responsibility)`,
        String.raw`(?:in no (?:event|case|circumstances?)|under no (?:circumstances?|reading|theory)|at no time)\b[^.;]{0,40}?\b(?:shall|will|may|is|would) (?!(?:the |any )?${EMPLOYEE_WORD}\b)[^.;]{0,50}\b(?:be )?(?:held )?(?:liable|responsible)\b[^.;]{0,40}\bfor\b[^.;]{0,120}\b(?:tax|taxes|penalt(?:y|ies)|409a)`,
        // "will bear no liability to him or to anyone else should a sum fail section 409A"
        String.raw`(?:shall|will|does|is to) (?:have|bear|incur|assume) no (?:liability|responsibility)`,
        // No guarantee of the tax result: "we do not guarantee how any payment will be taxed", "no member of
        // the group gives any guarantee about the taxation of these benefits".
        // The same in the progressive: "the employer is not making any guarantees or other assurances about the tax result".
        String.raw`(?:(?:does|do|shall|will) not guarantee|(?:makes?|gives?|provides?|offers?) (?:no|any) (?:guarantee|guaranty)|(?:is|are) not (?:making|giving|providing|offering) any (?:guarantee|guaranty|guarantees|assurances?))\b[^.;]{0,60}\b(?:tax|taxes|taxation)`,
        String.raw`(?:shall|will|does) not (?:have|bear|incur|assume) any (?:liability|responsibility)`,
        // "shall have no obligation to pay ... tax", "without any obligation ... to indemnify"
        String.raw`(?:(?:shall|will|does) (?:have|bear|owe) no|(?:has|owes) no|(?:shall|will|does) not (?:have|bear) any|without any|with no|under no) (?:obligation|duty)\b[^.;]{0,80}\bto (?:(?:do so|act) or to )?(?:pay|indemnify|reimburse|mitigate|protect|gross[- ]up|make (?:\w+ )?whole|compensate)`,
        // The same duty named by its object rather than a verb: "where the excise tax falls on him, the Clinic has no
        // obligation whatsoever for its payment or reimbursement" (corpus/real/ADJUDICATION-holdout42.md h42-06).
        String.raw`(?:(?:shall|will|does) (?:have|bear|owe) no|(?:has|owes) no|(?:shall|will|does) not (?:have|bear) any) (?:obligation|duty|responsibility)(?: whatsoever| of any kind)? for (?:the |its |their )?(?:payment|reimbursement)`,
        // The same duty ruled out as a reading of the agreement: "nothing here obliges the employer to make up to him any
        // tax cost" (corpus/real/ADJUDICATION-holdout39.md, h39-11).
        String.raw`nothing\b[^.;]{0,60}\b(?:shall|will|is to) be (?:construed|interpreted|read|deemed) (?:as |to )?(?:requir\w*|obligat\w*|oblig\w*)\b[^.;]{0,40}\bto (?:make (?:any )?payments? to )?(?:pay|indemnify|reimburse|compensate|gross[- ]up|make (?:\w+ )?whole)`,
      ], String.raw`\b`),
      // The tax on a benefit refused outright: "the Clinic will not reimburse him for any taxable income imputed to him
      // because it pays his premiums" (corpus/real/ADJUDICATION-holdout65.md h65-12, after h39-11). Taxable income is the
      // tax's base, so the sentence need not say "tax" itself.
      new RegExp(String.raw`${NOT_EMPLOYEE_SUBJECT}(?<!\b(?:he|she|you|i) )\b(?:shall|will|does|do|is|would) not (?:be (?:required|obligated|obliged) to )?(?:reimburse|gross[- ]up|compensate|make (?:\w+ )?whole)\b[^.;]{0,40}\bfor (?:any|the|such) (?:[\w-]+ ){0,2}?(?:taxable income|income (?:so )?imputed|imputed income)\b`),
    ],
    unless: [/\b(?:shall|will) (?:pay|reimburse|indemnify) (?:the )?(?:employee|executive|you|him|her)\b[^.;]{0,60}\b(?:gross[- ]up|excise tax)\b/],
    denial: 'none',
    confidence: LIKELY,
  },
  {
    // The employer's liability capped at a sum or a measure: "in no event shall the Clinic be liable for more than the
    // fee stated below", "the Bank shall not be liable for premiums above $4,000 a year" (corpus/real/ADJUDICATION-holdout22.md
    // h22-12; ADJUDICATION-holdout31.md h31-07). Not a cap the employee enjoys ("the Officer shall in no event be liable
    // for more than ..."), which limits nothing of the employer's.
    path: `${M}liability`,
    match: [
      new RegExp(String.raw`\b(?:in no (?:event|case|circumstances?)|under no circumstances?|at no time)\b[^.;]{0,40}?\b(?:shall|will|may|is|would) (?!(?:the |any )?${EMPLOYEE_WORD}\b|(?:he|she|you|i)\b)[^.;]{0,50}?\b(?:be )?(?:held )?liable\b[^.;]{0,80}?\b(?:for )?(?:more than|in excess of|exceeding|greater than|over and above)\b`),
      new RegExp(String.raw`${NOT_EMPLOYEE_SUBJECT}(?<!\b(?:he|she|you|i) )\b(?:shall|will|is|would) not (?:in any event )?(?:be )?(?:held )?liable\b[^.;]{0,80}?\b(?:for )?(?:more than|in excess of|exceeding|greater than|over and above)\b`),
      // The exposure stated as what the agreement itself provides: "in no case is the Clinic responsible for
      // any further sum, severance or damages beyond those this agreement sets out" (ADJUDICATION-holdout54.md h54-07,
      // the h31-07 shape). The employer's own disclaimer; the employee told he is owed nothing more is h15-04's sentence
      // and stays out (h54-04).
      new RegExp(String.raw`${NOT_EMPLOYEE_SUBJECT}(?<!\b(?:he|she|you|i) )\b(?:shall|will|is|would) not(?:,? in any (?:case|event),?)? (?:be )?(?:held )?(?:liable|responsible) for any (?:additional|further|other)\b[^.;]{0,140}?\b(?:above and beyond|over and above|beyond|in excess of)\b`),
    ],
    denial: 'none',
    confidence: LIKELY,
  },
  {
    // Property handed over "as is", its risk put on the employee: "the laptop passes to you as is, and you bear all risk of
    // its damage or loss" (ADJUDICATION-holdout54.md h54-03). The employer disclaims what it transfers, as the h42
    // convention counts a disclaimer made inside the document. "As is" alone may describe a state of affairs; the risk
    // borne is what makes it a disclaimer.
    path: `${M}liability`,
    match: [/\bas is\b[^.;]{0,100}\b(?:bears?|assumes?|shall bear|will bear|shall assume|will assume) (?:all|the entire|the whole|the full) risks?\b/],
    denial: 'none',
    confidence: LIKELY,
  },
  {
    // A release signed together with the document and made part of it is a release made now, not a form for later:
    // "in return for these terms and the release of claims, signed by the Physician concurrently with this letter",
    // "the Release, executed simultaneously herewith and incorporated by reference" (ADJUDICATION-holdout52.md h52-09;
    // holdout47, a release made inside the document). A form to be signed on a later day stays out (h27-07).
    path: `${M}liability`,
    match: [/\brelease\b[^.;]{0,120}\b(?:executed|signed|delivered|given)\b[^.;]{0,60}\b(?:simultaneously|contemporaneously|concurrently|at the same time) (?:herewith|with (?:the (?:execution|signing) of )?(?:this|the present) (?:agreement|letter))\b/],
    denial: 'none',
    confidence: LIKELY,
  },
  {
    // The employee gives up, in the document itself, an entitlement or claim against the employer: "the Executive hereby
    // waives his right to the payments under section 6", "you agree to waive any entitlement to a bonus from the old
    // plans", "irrevocably waives any right to claim good reason for past events" (corpus/real/ADJUDICATION-holdout25.md
    // h25-01, h25-11; holdout17 h17-09; holdout10 h10-10). Not a waiver of a jury, a defence, a bond, moral or
    // inventions rights, nor a release still to be signed as a condition of severance. The waiver may follow his
    // acknowledgement ("understands, acknowledges and agrees to waive all rights to more pay": holdout40, h40-05), and the
    // pay given up may be named by its time ("she gives up any right to future or earlier incentive pay": holdout53).
    path: `${M}liability`,
    match: [
      /\b(?:employee|executive|you|i|physician|doctor|officer|director|manager|consultant|he|she)\b,? (?:(?:hereby|also|further|expressly|knowingly|voluntarily|irrevocably|unconditionally|forever|and|acknowledges|understands|recogni[sz]es),? )*(?:(?:agrees?|consents?|elects?) to (?:(?:irrevocably|unconditionally|forever|and) )*|(?:(?:but|and) )?(?:nevertheless |also |further )?(?:is|am|are) (?:hereby )?)?waiv(?:es?|ing) (?:(?:for all time|forever|permanently|irrevocably|hereby),? )?(?:any|all|his|her|your|my|the|each|every|certain)(?: and all)? (?:of )?(?:(?:his|her|your|my|such|other|past|present|potential) )?(?:(?:claims? and )?rights?(?: (?:he|she|you|i|it)(?: (?:may|might|would|could)(?: otherwise)? (?:have|hold))?)?(?:,? if any,?)? to (?:\([a-z0-9]{1,4}\) )?(?:any (?:(?:additional|further|other|past|future|prior|unpaid)(?: or (?:additional|further|other|past|future|prior|unpaid))? )?)?(?:receive|make|claim|assert (?:a |any )?claim|payment|the payment|be paid|any payments?|severance|compensation|bonus(?:es)?)|entitlements?|claims? (?:for|to|against|under|that)|(?:severance|change[- ](?:of|in)[- ]control|termination) (?:pay|payments?|benefits?)|payments?)\b/,
      // The rights and benefits of a named section given up together: "the Officer hereby agrees to waive all of his rights
      // and benefits under Section 4".
      /\b(?:employee|executive|you|i|physician|doctor|officer|he|she)\b,? (?:hereby )?(?:agrees? to )?(?:irrevocably )?waives? (?:any and all|all|any) (?:of )?(?:(?:his|her|your|my) )?(?:rights? and benefits|benefits and rights)\b[^.;]{0,120}?\b(?:under|pursuant to) (?:section|paragraph|article|clause)\b/,
      // The waiver in the progressive, made as the document is signed: "he is waiving any possible claim to the bonus".
      /\b(?:is|am|are) (?:hereby )?waiving (?:any|all) (?:(?:potential|possible|such) )?claims?\b[^.;]{0,60}\b(?:bonus(?:es)?|payments?|compensation|severance|benefits?)\b/,
    ],
    unless: [
      /\b(?:as a condition|condition (?:to|of|precedent)|conditioned (?:up)?on|contingent (?:up)?on)\b/,
      /\b(?:infring\w*|moral rights|jury|trial|forum|venue|jurisdiction|defen[cs]es?|bond|pre-emptive|preemptive|adequate remedy|notice)\b/,
    ],
    denial: 'none',
    confidence: LIKELY,
  },
  {
    // The employee accepts, inside the document, that it founds no claim: "the employee agrees that this amendment gives
    // no ground for severance or good reason", "you acknowledge that nothing in this letter amounts to good reason", "he
    // acknowledges that he will be owed no further change-in-control payment", "I agree that no other pay is due to me"
    // (corpus/real/ADJUDICATION-holdout31..35.md: h31-05, h32-02, h33-12, h34-10). The acknowledgement is what gives the
    // claim up; the same words as a rule for a later termination ("on such a termination he shall not be entitled to any
    // other severance") are the severance terms and waive nothing, nor an event said to be no good reason (h11-10, h27-02).
    path: `${M}liability`,
    match: [
      /\b(?:acknowledges?|agrees?|confirms?|accepts?)(?:,? and (?:acknowledges?|agrees?|confirms?|accepts?))? that (?:(?:the terms|the provisions|none) of |(?:nothing|no provision|no term) (?:contained )?in |neither )?(?:this|the present) (?:[a-z]+ )?(?:amendment|letter|agreement|modification)\b[^.;]{0,80}?\b(?:(?:does|do|shall|will|is|are) not|nor|no) (?:create|provide|constitute|give rise to|trigger|amount to|entitle)\b[^.;]{0,40}\b(?:grounds?|good reason|payments?|severance|benefits?)\b|\b(?:acknowledges?|agrees?|confirms?|accepts?)(?:,? and (?:acknowledges?|agrees?|confirms?|accepts?))? that (?:nothing|no provision|no term) (?:contained )?in (?:this|the present) (?:[a-z]+ )?(?:amendment|letter|agreement|modification)\b[^.;]{0,40}?\b(?:creates|provides|constitutes|gives rise to|triggers|amounts to)\b[^.;]{0,40}\b(?:grounds?|good reason|rights?|payments?|severance)\b/,
      /\backnowledges?(?:,? and agrees?)? that (?:he|she|i|you|(?:the )?(?:employee|executive|physician|officer)) (?:shall|will|is|am|are) not (?:be )?entitled to (?:receive )?any (?:other|further|additional)\b/,
      // The change this document makes said to found no claim: "he acknowledges that giving up the title, with his
      // consent, does not create a right to severance", "agrees that neither his new post nor the new chief executive's
      // appointment shall constitute Good Reason" (thirteenth round, second part, point 3).
      /\backnowledges?(?:,? and agrees?)? that\b[^.;]{0,160}\b(?:does|do|shall|will) not (?:create|constitute|give rise to|trigger|amount to)\b[^.;]{0,30}\b(?:good reason|right to (?:receive )?(?:severance|payments?|benefits?))/,
      // Both sides agree the change founds no good-reason resignation: "the parties agree that the pay cut in this letter
      // shall not give rise to a right to resign for Good Reason" (ADJUDICATION-holdout46.md h46-11, holdout45 h45-12).
      // The agreeing verb and the right to leave it names are what make it a waiver; an event only said to be no good
      // reason stays out (h27-02, h11-10).
      /\b(?:agree|agrees|acknowledge|acknowledges)(?:,? and (?:agree|acknowledge)s?)? that\b[^.;]{0,260}?\b(?:shall|will|does|do) not (?:constitute|be deemed to constitute|give rise to|be (?:a )?(?:grounds?|basis) for)\b[^.;]{0,160}?\b(?:rights?|resign\w*|terminat\w*)\b[^.;]{0,80}?\bfor good reason\b/,
      /\backnowledges?(?:,? and agrees?)? that neither\b[^.;]{0,140}\bnor\b[^.;]{0,140}\b(?:shall|will|does|do) (?:constitute|create|give rise to|trigger)\b[^.;]{0,20}\b(?:a |any )?(?:good reason|right to (?:receive )?(?:severance|payments?|benefits?))/,
      // The employee's remedies against the employer cut down to the agreement's pay: "his exclusive remedy against the
      // Company for breach or wrongful dismissal is the compensation this agreement provides".
      /\b(?:his|her|your|my|the (?:employee|executive|physician)['\u2019]s) (?:sole|exclusive|only)(?: and exclusive)? remed(?:y|ies) against (?:the )?(?:company|employer|corporation|bank|practice|clinic|hospital)\b/,
      /\b(?:acknowledges?|agrees?|confirms?)(?:,? and (?:acknowledges?|agrees?|confirms?))? that there (?:is|are) no (?:other|further|additional) (?:compensation|pay|payments?|amounts?|benefits?|sums?)\b[^.;]{0,60}\b(?:to which|owed|owing|due|payable)\b/,
      // The same settled from the other side: he confirms he has been paid what was owed so far, which leaves nothing to
      // claim for that time (corpus/real/ADJUDICATION-holdout38.md h38-04; holdout40 "liability" convention).
      /\b(?:acknowledges?|agrees?|confirms?|represents?)(?:,? and (?:acknowledges?|agrees?|confirms?|represents?))? that (?:he|she|i|you|(?:the )?(?:employee|executive|physician|officer)) (?:has|have) (?:been paid|received)(?: in full)?(?: all)?(?: of)?(?: (?:his|her|my|your|the))? (?:compensation|salary|wages|amounts|sums|benefits|pay)\b/,
      // Each side declares the other has kept the contract so far: neither keeps a claim for past breach (holdout40, h40-08).
      /\b(?:each|both|neither) (?:party|parties)\b[^.;]{0,40}\b(?:represents?|acknowledges?|confirms?|agrees?|warrants?)\b[^.;]{0,20}\bthat\b[^.;]{0,200}\b(?:has not breached|is not in breach|(?:is|are) not in default)\b/,
      // Events the parties agree in advance will found no change-of-control or good-reason claim under the agreement: he
      // gives up the protection they could have triggered (ADJUDICATION-holdout43.md h43-02, after h37-04 and h11-10).
      // Not a definition that lists what is no good reason (h27-02).
      /\bnone of the following\b[^.;]{0,60}\b(?:shall|will|does|do)\b[^.;]{0,60}\b(?:constitute|result in|give rise to|trigger|amount to)\b[^.;]{0,60}\b(?:change (?:of|in) control|good reason)\b/,
      // He agrees that amendments adverse to him take effect for him at once, notwithstanding the plan's own protection
      // (ADJUDICATION-holdout43.md h43-04, the h40-07 convention).
      /\badverse to (?:the )?(?:participants?|executive|employee|him|her|you)\b[^.;]{0,120}\b(?:executive|employee|officer|he|she|you) (?:hereby )?(?:agrees?|consents?|accepts?)\b[^.;]{0,40}\bamendments?\b/,
      // He accepts in the document that its changes may cut or remove what he was owed (holdout40, h40-07).
      // Not a cut ruled out: "the Clinic acknowledges that its severance plans provide for no offset or reduction of any
      // sum" (ADJUDICATION-holdout50.md h50-07, h50-09, the no-mitigation wording).
      /\b(?:acknowledges?|recogni[sz]es?|understands?|accepts?|agrees?) that\b(?![^.;]{0,160}\b(?:(?:do|does|shall|will) not (?:provide|call|allow) for|provides? for no|(?:do|does|shall|will) not (?:permit|allow|require|result in))\b)[^.;]{0,160}\b(?:reduction|elimination|forfeiture|loss)(?: (?:or|and) (?:reduction|elimination|forfeiture|loss))? of (?:(?:his|her|the|any|certain|such) )?(?:[a-z]+ )?(?:benefits?|compensation|payments?|pay|severance)\b/,
      // Pay on termination fixed as liquidated damages and made his only remedy caps what the employer can owe for ending
      // the contract (holdout40, h40-01, after h19-10); an only-remedy sentence without the damages words stays out (h33-08).
      // Severance paid in place of any damages he could claim is the same only-remedy limit without the word "remedy":
      // "these sums are the Clinic's sole obligation to him and are in lieu of any damages he may claim" (ADJUDICATION-
      // holdout48.md h48-12, after h19-10 and h40-01). A bare "no other benefits" names no damages and stays out (h37-06).
      /\bin lieu of (?:any and all|any|all) (?:other )?(?:(?:compensation|payments?|benefits?|amounts?) or )?damages\b/,
      // The severance taken in full satisfaction of his claims settles them (ADJUDICATION-holdout47.md, h22-09 and
      // h47-01): "he agrees that these sums are in full satisfaction of all claims he may have". Satisfaction of rights
      // under a named plan pays that plan and settles no claim (h27-07).
      // The rights given up with the claims: "in full satisfaction of all rights and claims he may have against the Clinic".
      /\bin full (?:and (?:complete|final) )?(?:satisfaction|settlement) of (?:any and all|all|any) (?:such )?(?:(?:rights|demands) and )?(?:claims|damages)\b/,
      // The signing or the payments said to be that settlement or release themselves: "paying these sums will constitute
      // full settlement of all claims he might bring", "signing this letter shall constitute a full and final release by
      // the Physician of any and all claims". Not "all such claims", which points back to a release form still to be
      // signed (h56-08 and d2-07, left as labelled).
      /\b(?:shall|will|does|to) constitute (?:an? )?(?:(?:full|complete|final|general|total)(?:,? (?:and )?)?)+ (?:release|settlement|satisfaction|discharge)(?: and (?:release|discharge))?(?: by [^.;]{0,40}?)? of (?:any and all|all|any) (?:(?:rights|demands) and )?claims\b/,
      // The same said of any duty tied to the employment: "a sum paid in full satisfaction of every obligation
      // tied to his employment or its end" (holdout61 h61-03).
      /\bin full (?:and (?:complete|final) )?satisfaction of (?:any and all|all|any) (?:of the (?:company|employer|bank)['’]s )?obligations? (?:relating|related|with respect) to (?:the )?(?:[a-z]+['’]s |his |her |your )?employment\b/,
      // The agreement's pay made his only remedy for claims under it: "the sums in Section 4 shall be his sole and
      // exclusive remedy for any claims arising under this Agreement" (holdout56, h56-10).
      /\b(?:constitutes?|shall constitute|shall be|will be|is|are) (?:the )?(?:[a-z]+['’]s |his |her |your )?(?:sole|exclusive|only)(?: and exclusive)? remed(?:y|ies) (?:for|with respect to|in respect of) (?:any and all|all|any) (?:claims|causes of action|demands|damages)\b/,
      /\bliquidated damages\b[^.;]{0,160}\b(?:sole|exclusive|only)(?: and exclusive)? remed(?:y|ies)\b|\b(?:sole|exclusive|only)(?: and exclusive)? remed(?:y|ies)\b[^.;]{0,160}\bliquidated damages\b/,
    ],
    denial: 'none',
    confidence: LIKELY,
  },
  {
    path: `${M}entire_agreement`,
    match: [
      // "the entire contract between the parties"; not "the entire contract term".
      // The adjectives may be doubled in other words: "the full and total understanding of the parties".
      // Not the signer's statement that he has read all of it: "he confirms he has read and understood the entire agreement".
      /(?<!\b(?:read|reviewed|received|understood|studied)(?: (?:and|or) (?:understood|understands|reviewed|read|considered))? (?:the|this) )\b(?:entire|whole|complete|full) (?:(?:and|,) (?:complete|exclusive|final|total|entire|whole|full|sole|only) )?(?:agreement|understanding|contract)\b(?! (?:term|year|period|duration))/,
      around(String.raw`\b(?:supersed(?:es?|ing)|replac(?:es?|ing))\b[^.;]{0,20}\b(?:all|any) (?:prior|previous|other|earlier|preceding)\b[^.;]{0,40}\b`, [
        String.raw`offers?|agreements?|understandings?|negotiations?|representations?|proposals?|letters?|contracts?|discussions?`,
        String.raw`term sheets?`,
      ], String.raw`\b`),
      /\bwhole agreement\b/,
      /\bcomplete (?:and exclusive )?(?:statement|agreement|understanding)\b/,
      /^(?:(?:section|article)\s+)?(?:[0-9ivx]+(?:\.[0-9]+)*\.?\s*)?(?:integration|merger)(?: clause)?\.?$/,
      /\bintegration clause\b/,
      /\bmerger clause\b/,
      /\bsupersedes? (?:all|any) (?:prior|previous|other)\b/,
      /\bcontains all (?:of )?the terms\b/,
      // A party's acknowledgement that no promise beyond the document was made: "I confirm that the sum paid carries no
      // side promises or undertakings by the Trust", "you acknowledge that no assurances have been given to you"
      // (corpus/real/ADJUDICATION-holdout34.md h34-05, after h8-10 and h19-09).
      /\b(?:acknowledges?|acknowledged|confirms?|confirmed)\b,? that [^.;]{0,60}\b(?:no|(?:does|do) not (?:include|contain|carry) any|(?:is|are) not (?:based|conditioned) (?:up)?on any) (?:collateral |side |other |oral |verbal |further )?(?:agreements?|promises?|representations?|commitments?|inducements?|assurances?|undertakings?)\b/,
      // A party's acknowledgement that it relies on nothing outside the document: "in signing, I rely on no promise or
      // statement that this letter does not contain", "has not relied on any representation not set out in this Agreement".
      /\b(?:not (?:relying|relied|rely)|(?:relies|rely|relied|relying) on no)\b[^.;]{0,40}\b(?:promises?|representations?|statements?|assurances?|inducements?|agreements?|understandings?)\b[^.;]{0,60}\b(?:not (?:set (?:forth|out)|contained|included|stated|expressly (?:set (?:forth|out)|contained))|other than (?:those|as) (?:set (?:forth|out)|contained|stated))\b[^.;]{0,20}\b(?:in |by )?(?:this|the present) (?:agreement|letter|contract|document)\b|\b(?:not (?:relying|relied|rely)|(?:relies|rely|relied|relying) on no)\b[^.;]{0,40}\b(?:promises?|representations?|statements?|assurances?)\b[^.;]{0,60}\b(?:this|the present) (?:agreement|letter|contract|document) does not (?:contain|set (?:forth|out)|include)\b/,
    ],
    denial: 'clause',
  },
  {
    // The class of earlier agreements set aside in other words than "supersedes all prior" (corpus/real/
    // ADJUDICATION-holdout23.md convention, h23-10; holdout26 h26-03, h26-09; holdout19 h19-09): "shall replace any like
    // agreements that exist now or existed before", "all earlier arrangements on his pay become null and void on
    // signing", "no one has made you any promise other than as set out here". Not one named agreement ended or
    // superseded (h5-06, h25-11): the class is plural.
    path: `${M}entire_agreement`,
    match: [
      // The class may be named at length before the time word: superseding all cash arrangements under earlier
      // severance or pay-continuation programmes and plans, then "previously offered".
      /\b(?:supersed\w*|replac\w*)\b[^.;]{0,30}\b(?:all|any)(?: and all)? (?:[a-z]+ ){0,2}(?:agreements|understandings|arrangements|contracts|commitments)\b[^.;]{0,140}\b(?:previously|heretofore|before|earlier|(?:presently|now|currently|may have) (?:exist|existed|in effect))\b/,
      /\b(?:prior|previous|earlier|former|existing|all other)\b (?:[a-z]+ ){0,3}(?:agreements|arrangements|understandings|contracts)\b[^.;]{0,160}\b(?:null and void|(?:be|become|are|is) (?:of no|without) (?:further )?(?:force|effect))\b/,
      /\bno (?:one|person|party|representative|officer|employee|agent)\b[^.;]{0,60}\b(?:has|have) made (?:(?:you|him|her|them|me|us|the [a-z]+) )?(?:any|no) (?:promises?|representations?|statements?|assurances?|commitments?)\b[^.;]{0,120}\b(?:other than|except|beyond) (?:as |those |what is )?(?:expressly |specifically )?(?:set (?:forth|out)|contained|stated|provided|written)\b/,
      // "All other" agreements of a kind set aside, with a second verb: "this letter supersedes and ends any other pay and
      // service agreements between them". A "not" later in the sentence ("he shall not share in those plans") belongs
      // to another term, so this is read without denial, and only an undenied verb counts.
      /(?<!\b(?:not|never|nothing in this \w+) )\bsupersed(?:es|e|ing)(?: and (?:terminates?|cancels?|replaces?|revokes?|ends?|extinguish(?:es)?))? (?:all|any)(?: and all)? other (?:[a-z]+ (?:and|or) )?(?:[a-z]+ )?(?:agreements|understandings|arrangements|contracts)\b/,
      // Everything talked over before the document, without a noun: "these terms supersede anything we discussed before",
      // "this offer replaces all that the two of you have talked over".
      /(?<!\b(?:not|never) )\b(?:supersed\w*|replac\w*)\b (?:any(?:thing)?|all|everything)(?: that| which)? (?:(?:we|you|the parties|they|the two of (?:us|you|them)) )(?:have |had |may have )?(?:previously |earlier |before )?(?:discussed|negotiated|talked (?:over|about)|agreed|proposed)\b/,
    ],
    denial: 'none',
    confidence: LIKELY,
  },
  {
    path: `${M}entire_agreement`,
    // Put in the negative, or in the passive: "no other agreement exists between the parties that this one does not
    // include", "any promises made to you before are superseded by this letter". The "no" is the clause itself, and a
    // "not included" after it restates it: never read as a denial.
    match: [
      /\bno other (?:understandings?|agreements?|representations?)\b[^.]{0,60}\b(?:exist|bind)/,
      /\b(?:representations?|promises?|agreements?|understandings?|offers?|discussions?)\b[^.;]{0,100}\b(?:are|is|shall be|will be) (?:hereby )?superseded (?:in (?:their|its) entirety )?by this (?:offer|letter|agreement|contract)\b/,
      // The earlier class as subject with "hereby": "all earlier talks and understandings on this subject, spoken or
      // written, are hereby superseded and void".
      /\b(?:all|any) (?:prior|previous|earlier|preceding|former) (?:[a-z]+,? (?:and|or) )?(?:negotiations|agreements|understandings|representations|discussions|arrangements|promises|talks)\b[^.;]{0,140}\b(?:are|is|shall be|will be) hereby (?:superseded|cancell?ed|revoked)\b/,
      // The letter as the whole of what was agreed: "this letter is the entire set of arrangements made for her departure".
      /\bthe (?:entire|whole|complete|full) set of (?:arrangements|agreements|understandings|terms) (?:agreed|made|reached|between)\b/,
      // Nothing agreed outside the document: "no promises or representations, spoken or written, have been made by either
      // side that are not set out in this agreement" (ADJUDICATION-holdout56.md h56-05).
      /\bno (?:other )?(?:agreements?|representations?|promises?|understandings?)(?:,? (?:or|and) (?:agreements?|representations?|promises?|understandings?))?\b[^.;]{0,120}?\b(?:have|has) been made\b[^.;]{0,60}\b(?:which|that) (?:are|is) not (?:expressly )?(?:set (?:forth|out)|contained|stated|included)(?: expressly)? (?:in (?:this|the present) (?:agreement|letter|contract|release)|herein)\b/,
      // All that was agreed said to be in it, perhaps inside the signer's statement that he signs freely: "all agreements
      // and understandings between him and the Trust are embodied and expressed herein" (integration wherever it stands,
      // ADJUDICATION-holdout60.md h60-08).
      /\ball (?:agreements|understandings|arrangements)(?: and (?:agreements|understandings|arrangements))? between\b[^.;]{0,60}\b(?:are|is) (?:fully )?(?:embodied|contained|expressed|set (?:forth|out))\b[^.;]{0,40}\b(?:herein|in this (?:agreement|letter|contract|release))\b/,
    ],
    denial: 'none',
  },
  {
    path: `${M}amendment_clause`,
    match: [
      // An adverb may sit on either side: "may be amended further only by a written document", "may only be further modified in writing".
      // A slip of the pen keeps its sense: "may not only be amended in a writing" (for "may only be").
      // Or a time between ("may be changed from time to time by a signed writing"), and the writing brought in by
      // "upon" ("may be varied upon execution of a signed instrument").
      /\b(?:may|can|shall|will) (?:only |not only |further |hereafter |thereafter |subsequently ){0,2}be (?:further |again |only )?(?:amended|modified|changed|supplemented|altered|varied)(?:,? (?:modified|amended|supplemented|changed|altered|varied|waived|discharged|terminated|rescinded|extended|renewed|or \w+))*,? (?:(?:further|again|hereafter|thereafter|subsequently|only|solely|exclusively|from time to time|at any time) ){0,2}(?:by|in|through|upon)\b[^.]{0,60}\b(?:writing|written|signed)\b/,
      // OCR may glue words ("only ina writing"): the agreement as subject keeps this one safe.
      /\b(?:this agreement|this letter|this contract|this document|it)\b[^.]{0,40}\b(?:may|can|shall|will) (?:only )?be (?:amended|modified|changed|supplemented|altered|varied)\b[^.]{0,80}\b(?:writing|written|signed)\b/,
      // The party bound may be described at length: "binding upon the party against whom it is to be enforced unless ...".
      /\bno (?:amendment|modification|change|alteration|variation)s?\b[^.]{0,80}\b(?:effective|valid|binding)\b[^.]{0,120}\b(?:writing|written|signed)\b/,
      // Changed by the parties' consultation: "the parties shall revise the contract through mutual consultation when ...".
      /\b(?:revise|amend|modify|change|alter|vary)\b (?:the|this) (?:employment |labou?r )?(?:contract|agreement)\b[^.;]{0,20}\b(?:with|through|by|upon|after) (?:mutual |friendly )?(?:consultation|negotiation|agreement|consent)\b/,
      // The amendment made under the other agreement's own amendment section: "Pursuant to Section 12, Amendments;
      // Waivers, of the Agreement, the parties extend the term".
      /\b(?:pursuant to|in accordance with|as permitted by|under) (?:section|paragraph|article) [0-9a-z.()]{1,8},? (?:amendments?|modifications?|amendment and waiver)\b(?:;|[^.;]{0,60}\bof the (?:[a-z]+ )?agreement\b)/,
      around(String.raw`\b`, [
        String.raw`amendments?|modifications?|changes?|alterations?|variations?|revisions?`,
              // Not the date line of the signature block ("the parties have signed this amendment on the day shown at its head").
      ], String.raw` (?:to|of|in) (?:this|the) (?:agreement|letter|contract|document|offer letter|employment agreement)\b[^.]{0,80}\b(?:writing|written(?! (?:above|below))|signed)\b`),
      /\bextended or renewed only by a written amendment\b/,
      // The writing put as the only condition: "any term of this deed may be changed or waived if, and only if, the change
      // is written and signed by both" (corpus/real/ADJUDICATION-holdout41.md, h41-01).
      /\b(?:may|can|shall|will) (?:only )?be (?:amended|modified|changed|supplemented|altered|varied)(?:,? (?:or |and )?(?:amended|modified|changed|supplemented|altered|varied|waived|discharged|terminated|rescinded))*,? (?:if|when),? and only (?:if|when),?\b[^.]{0,100}\b(?:writing|written|signed)\b/,
      // "may be changed only by a written instrument both of them sign, never orally".
      /\b(?:shall|may|will|can) not be (?:amended|modified|changed|altered|varied) orally\b[^.]{0,40}\bonly by (?:a |an )?(?:written|instrument in writing|agreement in writing|writing)\b/,
      // The oral change barred, the changing verb anywhere in a list of verbs, with or without the writing named: "may not
      // be varied, amended or modified orally", "shall not be altered, waived or ended orally", "may not be released,
      // changed or waived orally or by conduct", "shall not be varied or amended by oral agreement, only by a signed writing".
      /\b(?:shall|may|will|can) ?not be (?:[a-z]+(?:,| or| and|, or|, and)\s+){0,4}(?:amended|modified|changed|altered|varied)(?:(?:,| or| and|, or|, and)\s+[a-z]+){0,4}(?: in any (?:respect|way|manner))?\s+(?:orally|by (?:an? |any )?(?:oral|verbal) (?:agreements?|statements?|understandings?|representations?|promises?))\b/,
      // The amendment as subject: "Any amendment must be in writing and signed by both parties", "Any variation to this contract must be agreed in writing".
      // Another act may share the subject: "any change or ending of this letter must be in a signed writing".
      /\b(?:any|all|every|each|such) (?:such |further )?(?:amendments?|modifications?|variations?)(?: (?:or|and) (?:terminations?|waivers?|extensions?|renewals?|cancell?ations?|discharges?))?(?: (?:to|of) (?:this|the|the present) (?:agreement|contract|letter|offer|memorandum|terms)| hereto| hereof)?,? (?:must|shall|will|is to|are to) (?:only )?be (?:made |agreed |recorded |executed |done |effected )?(?:only )?(?:in writing|written|signed)\b/,
      // The agreement itself barred from change without a writing: "this contract may not be altered or added to in any way
      // without the written assent of both sides". Not one term (a title, the duties) kept from change without consent.
      /\b(?:this|the) (?:agreement|contract|letter)\b[^.]{0,20}\b(?:shall|may|will|can) ?not be (?:amended|modified|changed|altered|varied)\b[^.]{0,60}\bwithout\b[^.]{0,40}\b(?:writing|written|signed)\b/,
      // "Cannot" written as one word: "the terms cannot be varied except by a signed writing".
      // A time word may come before the verb: "may not be later changed except by a further signed writing".
      /\b(?:shall|may|will|can) ?not be (?:later |further |subsequently |hereafter |thereafter )?(?:amended|modified|changed|altered|varied)\b[^.]{0,60}\b(?:except|unless|other than)\b[^.]{0,80}\b(?:writing|written|signed)\b/,
      // A list of verbs around the amendment: "may not be ended, modified or amended save by a signed
      // writing", "None of its provisions may be waived, modified or discharged unless ... in writing and signed",
      // "may be amended, superseded, canceled, renewed or extended ... only by a written instrument".
      /\b(?:shall|may|will|can) ?not be (?:[a-z]+(?:,| or| and|, or|, and)\s+){0,4}(?:amended|modified|changed|altered|varied|supplemented)\b[^.]{0,80}\b(?:except|unless|other than|otherwise than|save)\b[^.]{0,120}\b(?:writing|written|signed)\b/,
      // "Without" the writing: "may not be changed or in any way varied without the signed consent of both parties".
      /\b(?:shall|may|will|can) ?not be (?:amended|modified|changed|altered|varied|supplemented)\b[^.]{0,60}\bwithout (?:the )?(?:prior )?(?:mutual )?(?:written|signed|writ\w+) (?:consent|agreement|approval)\b/,
      // The amendment made by a written request or instrument: "any amendment shall be made by a written proposal".
      /\b(?:any|all|every|each) (?:amendments?|modifications?|variations?|changes?)(?: (?:to|of) (?:this|the) (?:agreement|contract|letter))? (?:shall|must|will|is to|are to) (?:only )?be (?:made|proposed|requested|effected) (?:only )?(?:by|through|in) (?:a |an )?(?:written|signed|writing)\b/,
      // Upon the parties' agreement the contract may change: "with the consent of both parties, this contract may be varied".
      /\b(?:upon|by|with|after|on) (?:the )?(?:mutual )?(?:agreement|consent) (?:of|between) (?:the|both) parties\b[^.;]{0,20}\b(?:this |the )?(?:agreement|contract) (?:may|can|shall) be (?:amended|modified|changed|altered|varied)\b/,
      // A duty to negotiate a change: "the parties shall negotiate in good faith to amend the contract".
      /\b(?:parties|employer and (?:the )?(?:employee|executive))\b[^.;]{0,20}\b(?:shall|will|agree to) (?:negotiate|confer|cooperate)(?: and (?:negotiate|confer|cooperate))? in good faith to (?:amend|modify|revise|adjust)\b[^.;]{0,20}\b(?:this |the )?(?:agreement|contract)\b/,
      /\bno (?:provisions?|terms?|part)\b[^.]{0,60}\b(?:may|shall|will|can) be (?:[a-z]+(?:,| or| and|, or|, and)\s+){0,4}(?:amended|modified|changed|altered|varied|supplemented)\b[^.]{0,100}\b(?:unless|except|other than)\b[^.]{0,140}\b(?:writing|written|signed)\b/,
      /\b(?:this agreement|this letter|this contract)\b[^.]{0,20}\b(?:may|can|shall) be (?:[a-z]+(?:,| or| and|, or|, and)\s+){0,5}?(?:amended|modified|changed|altered|varied|supplemented)\b[^.]{0,160}\b(?:only|solely|exclusively)\b[^.]{0,40}\b(?:by|in|through)\b[^.]{0,40}\b(?:writing|written|signed)\b/,
      /\bno (?:amendment|modification|change|alteration|variation)s?\b[^.]{0,140}\b(?:effective|valid|binding)\b[^.]{0,60}\b(?:writing|written|signed)\b/,
      // The amendment among other words, and other words for valid: "no waiver, modification or change of any provision shall
      // be valid unless in writing", "no change, modification or waiver ... shall be enforceable unless in a signed writing".
      /\bno (?:[a-z]+,? (?:or |and )?){1,3}(?:amendment|modification|change|alteration|variation)s?\b[^.]{0,140}\b(?:effective|valid|binding|enforceable)\b[^.]{0,60}\b(?:writing|written|signed)\b/,
      /\bno (?:amendment|modification|change|alteration|variation)s?\b[^.]{0,140}\benforceable\b[^.]{0,60}\b(?:writing|written|signed)\b/,
      // The changes listed among other acts, said to bind only in writing: "no side deal, including any supplements,
      // modifications or waivers of this letter, shall be valid or binding unless signed by both".
      /\b(?:supplements?|amendments?|modifications?|variations?)(?:,? (?:or |and )?(?:supplements?|amendments?|modifications?|variations?|waivers?|terminations?|changes?))* (?:of|to) (?:this|the) (?:agreement|contract|letter)\b,? (?:shall|will) (?:not )?be (?:valid|binding|effective|enforceable)(?: (?:or|and) (?:valid|binding|effective|enforceable))?,? (?:unless|except)\b[^.;]{0,60}\b(?:writing|written|signed)\b/,
      // The change said not to be made at all save in writing: "no variation or amendment may be made except by a writing
      // both sides sign", "no change shall be effected other than in a signed instrument".
      /\bno (?:[a-z]+,? (?:or |and )?){0,3}(?:amendment|modification|change|alteration|variation)s?\b[^.;]{0,80}\b(?:may|shall|will|can) be (?:made|effected|adopted|agreed)\b[^.;]{0,20}\b(?:except|unless|other than|otherwise than|save)\b[^.;]{0,60}\b(?:writing|written|signed)\b/,
      // Revisions that take effect only in writing: "revisions to the addendum shall become effective upon written notice".
      /\b(?:amendments?|modifications?|revisions?|changes?|variations?) (?:to|of) (?:this |the )?(?:agreement|contract|letter|addend(?:um|a)|annex|schedule|exhibit|appendix|terms)\b[^.]{0,20}\b(?:shall|will) (?:only )?(?:become |be )?effective (?:only )?(?:upon|when|if|on)\b[^.]{0,60}\b(?:writing|written|signed)\b/,
      // Later agreements count only when signed: "no other agreements, prior or subsequent, shall be recognized unless signed by both parties".
      /\bno (?:other |subsequent |later |further )?(?:agreements?|understandings?|arrangements?)\b[^.]{0,60}\b(?:subsequent|hereafter|later|future)\b[^.]{0,60}\b(?:recogni[sz]ed|binding|effective|valid|enforceable)\b[^.]{0,40}\bunless\b[^.]{0,40}\b(?:writing|written|signed)\b/,
      // A change of the terms needs a signed writing: "changes in your employment terms require a written modification signed by an officer".
      /\b(?:changes?|amendments?|modifications?|variations?) (?:in|to|of) (?:your|the|these|this) (?:employment )?(?:terms|agreement|letter|contract)\b[^.]{0,100}\brequires? (?:a |an )?(?:written|writing|signed)\b/,
      // Changed by the parties' agreement: "the contract may be modified only by mutual agreement of the parties", "if both
      // parties reach agreement through consultation, the contract can be modified".
      // The section the rule sits in may be named between: "may be amended by the two of them under section 9 of the
      // agreement upon their mutual consent".
      /\b(?:this |the )?(?:agreement|contract) (?:may|can|shall) (?:only )?be (?:amended|modified|changed|altered|varied)\b[^.]{0,130}\b(?:mutual (?:written )?(?:agreement|consent)|(?:agreement|consent) of (?:both|the) parties|both parties)\b/,
      // Not the amendment itself, which names the section it changes: "the parties agree to amend Section 6 of the Agreement
      // so that it reads in full as follows".
      /\b(?:both parties|the parties)\b[^.]{0,40}\b(?:agree|agreement)\b[^.]{0,60}(?<!\b(?:sections?|subsections?|paragraphs?|articles?|clauses?) [\w().\u00b7]{1,10} of )\b(?:this |the )(?:agreement|contract) (?:may|can|shall) be (?:amended|modified|changed|altered|varied)\b(?![^.;]{0,60}?\b(?:to read|as follows|in the following)\b)/,
      // The writing as subject: "only a written instrument signed by both of us may change this agreement".
      /\b(?:instrument|agreement|document|memorandum) in writing\b[^.]{0,80}\b(?:may|can|shall|will) (?:amend|modify|change|alter|vary|supplement)\b[^.]{0,20}\b(?:this|the) (?:agreement|contract|letter)\b|\bonly (?:an? )?(?:written|signed) (?:instrument|agreement|document|memorandum)\b[^.]{0,80}\b(?:may|can|shall|will) (?:amend|modify|change|alter|vary|supplement)\b[^.]{0,20}\b(?:this|the) (?:agreement|contract|letter)\b/,
      // Amendments valid once both parties approve them: "any amendments take effect once approved by both parties".
      /\bamendments?\b[^.;]{0,100}\b(?:approved|agreed(?: (?:to|upon))?|signed|accepted|consented to) by both (?:parties|of (?:us|them)|sides)\b/,
    ],
    // One term that needs a writing to change ("the at-will basis of the Doctor's employment may be altered only in a
    // written instrument", "this at-will employment status stays in force for his whole service and cannot be changed
    // save by a signed writing") is not a rule on amending the agreement (corpus/real/ADJUDICATION-holdout3.md).
    unless: [/\bbenefit plans?\b/, /\bat[- ]will["\u201d']? (?:employment )?(?:nature|status|basis|character|relationship|employment|term|terms|provision)\b[^.]{0,120}\b(?:may|can|shall|will) ?(?:only )?(?:not )?be (?:changed|modified|altered|amended|varied)\b/],
    denial: 'none',
  },
  {
    // How this agreement may be changed, written into an amendment rather than in the boilerplate (corpus/real/
    // ADJUDICATION-holdout24..27.md): the change made under a numbered section of the agreement ("in accordance with
    // Section 16(b) of the Employment Agreement, the parties wish to amend it"; h5-01, h24-01, h26-01, h26-04), a right
    // kept to change it later ("the Company reserves the right to amend this Agreement unilaterally to comply with 409A";
    // h25-09, h26-08, h27-11, h27-12), and a promise to change it again when asked or when guidance comes ("may be
    // amended as either party reasonably requests", "shall enter into such amendment", "agree to amend the Agreement
    // further"; h17-04, h25-07, h27-03). Not the section of the Code the change serves ("in accordance with Section
    // 409A"), nor the amendment's own operative words ("agree to further amend the Agreement as follows").
    path: `${M}amendment_clause`,
    match: [
      around(String.raw`\b(?:(?:pursuant to|in accordance with|as (?:permitted|provided|contemplated|allowed|required) (?:by|in|under)|in compliance with|acting under)(?: the (?:terms|provisions|requirements) of)? (?:section|paragraph|article|clause) (?!409a|280g|4999|162)\d[\w().]{0,8}(?! of the (?:internal revenue )?code)(?: of (?:the|said|such|that) (?:[a-z]+ ){0,2}agreement)?|as (?:section|paragraph|article|clause) (?!409a|280g|4999|162)\d[\w().]{0,8}(?: of (?:the|said|such|that) (?:[a-z]+ ){0,2}agreement)? (?:permits|allows|provides|requires))\b,?`, [
        // The section before the act: "pursuant to Section 29(D) of the Agreement, the parties hereby agree to amend the Agreement".
        String.raw`[^.;]{0,80}\b(?:agree|agrees|wish|wishes|desire|desires|intend|intends|hereby|do|does)\b[^.;]{0,20}\bamend (?:the|this|said|such|that) (?:[a-z]+ ){0,2}agreement`,
        // "the contract may be modified as the two sides agree in a signed writing": the rule itself, recited with its section.
        String.raw`[^.;]{0,40}\b(?:agreement|contract) may be (?:amended|modified|changed|altered|varied)\b`,
      ], String.raw`\b`),
      // The act before the section: "intend to amend the service agreement to meet the tax rules ..., acting under
      // Section 8(c) of that agreement".
      /\b(?:agree|agrees|wish|wishes|desire|desires|intend|intends|hereby) to amend (?:the|this|said|such) (?:[a-z]+ ){0,2}agreement\b[^.;]{0,260}\b(?:pursuant to|in accordance with|as permitted by|(?:acting )?under) (?:the (?:terms|provisions) of )?(?:section|paragraph|article) (?!409a|280g|4999|162)\d[\w().]{0,8} of (?:the|said|such|that) (?:[a-z]+ ){0,2}agreement\b/,
    ],
    // The section named over a list of the changes it makes: "Under Section 8 of the Agreement: (a) Section 2 is hereby
    // amended to read ...".
    viaLead: [/^(?:pursuant to|in accordance with|as permitted by|acting under|under) (?:section|paragraph|article|clause) (?!409a|280g|4999|162)\d[\w().]{0,8} of (?:the|said|such|that) (?:[a-z]+ ){0,3}agreement,? (?:\(?[a-z0-9]{1,4}[.)]\s*)?[^.;:]{0,120}\b(?:is|are) hereby (?:amended|modified|deleted|replaced)\b/],
    unless: [/\bbenefit plans?\b/],
    denial: 'none',
    confidence: LIKELY,
  },
  {
    // The same rule kept for later (see above): a reserved right, a change on request, a promise to amend again.
    path: `${M}amendment_clause`,
    match: [
      // Sections of the agreement incorporated and said to govern this document's change (ADJUDICATION-holdout25.md, h25-12).
      /\bincorporated (?:by reference|herein)\b[^.;]{0,200}\b(?:apply|applies|govern|governs|control|controls)\b[^.;]{0,160}\b(?:change|changes|amendment|amendments|modification|modifications)\b/,
      // A right kept to change the agreement later, with or without the employee's consent.
      /\b(?:reserves?|retains?|keeps?|shall have|will have|has) the (?:unilateral )?right\b[^.;]{0,120}\b(?:to )?(?:unilaterally )?(?:amend|modify|revise|adopt (?:such |any )?(?:[a-z]+ )?amendments? to) (?:this|the) (?:employment )?(?:agreement|contract|letter)\b/,
      // The same right recited as kept in the agreement's own section: "the two sides kept the right to amend the contract
      // under Section 7.2 of it" (corpus/real/ADJUDICATION-holdout40.md, h40-04, h40-06). The section named is the
      // agreement's amendment rule, which the recital brings into this document.
      /\b(?:reserved|retained|kept|have|had|has) the (?:unilateral )?right\b[^.;]{0,40}\bto (?:amend|modify) (?:this|the|said|such) (?:[a-z]+ ){0,2}(?:agreement|contract),? (?:pursuant to|under|in accordance with|as (?:permitted|provided) (?:by|in|under)) (?:its )?(?:section|paragraph|article|clause) (?!409a|280g|4999|162)\d/,
      /\b(?:company|employer|corporation|bank|board)\b[^.;]{0,20}\b(?:may|can|shall be entitled to),? (?:in its (?:sole )?discretion,? )?(?:unilaterally )?(?:amend|modify|adopt (?:such |any )?(?:[a-z]+ )?amendments? to) (?:this|the) (?:employment )?(?:agreement|contract|letter)\b/,
      // A change to come on request or as needed: "may be amended as either side reasonably asks".
      /\b(?:agreement|contract|letter) (?:may|shall|will) be (?:further )?(?:amended|modified)\b,? (?:as (?:reasonably |may be )?(?:requested|necessary|required)|as (?:either|any|each|the other) (?:party|side) (?:may )?(?:reasonably )?requests?|(?:up)?on (?:the )?(?:reasonable )?request|at the request)\b/,
      // A promise to make the change: "the Bank shall enter into such amendment", "agree to amend the Agreement further
      // once the guidance is clarified", "will cooperate in good faith to amend this Agreement".
      /\b(?:shall|will|agrees? to|undertakes? to|covenants? to) (?:promptly )?(?:enter into|execute|sign) (?:such|any such|an?|any|the) (?:further |additional )?amendments?\b/,
      /\b(?:shall|will|agree|agrees|undertake|undertakes|covenant|covenants)\b (?:to )?(?:cooperate (?:in good faith )?(?:to|in) |negotiate (?:in good faith )?to |use (?:their|its) (?:reasonable |best )*efforts to )?(?:amend (?:this|the) (?:employment )?(?:agreement|contract) (?:further|again)|further amend (?:this|the) (?:employment )?(?:agreement|contract)|amend (?:this|the) (?:employment )?(?:agreement|contract)\b[^.;]{0,60}\b(?:if|when|as|to the extent) (?:necessary|needed|required))\b/,
      // A duty laid on a party to make a later change, however the change is put (corpus/real/ADJUDICATION-holdout28.md h28-02,
      // h28-10; ADJUDICATION-holdout29.md h29-09, h29-10): "the Employer shall amend the contract so that the same pay
      // results", "the two sides shall in good faith reform that term", "he consents to the Bank making unilateral
      // written amendments to this agreement", "each side will take any step needed, adopting amendments to this contract
      // among them". Not a term that is deemed reformed by itself (ADJUDICATION-holdout24.md h24-02).
      /\b(?:company|employer|corporation|bank|board|parties|both sides|two sides|each (?:party|side)|executive|employee)\b,? (?:shall|will|must|agree to|agrees to|undertakes? to)(?:,? (?:in good faith|promptly|reasonably|cooperate to),?)* (?:amend|reform|modify|revise) (?:this|the|that|such|any such) (?:employment )?(?:agreement|contract|letter|provision|term|section)\b/,
      /\b(?:adopt|adopting|make|making|execute|executing)\b (?:any |such |all )?(?:further |additional |necessary )?(?:unilateral )?(?:written )?amendments? (?:(?:[a-z]+ ){0,3}in writing )?to (?:this|the) (?:employment )?(?:agreement|contract|letter)\b/,
      // Amending among the acts of a further-assurances promise: "each side will sign, deliver and amend any papers needed".
      /\b(?:shall|will|agree|agrees|undertake|undertakes|covenant|covenants) (?:to )?(?:[a-z]+,? ){1,3}(?:and|or) amend (?:such|any|all|other|the) (?:further |other |additional )?(?:documents|instruments|agreements|papers)\b/,
      // The agreement to be changed later so that it keeps within rules ("the contract will be run and amended so as to
      // stay exempt from the tax rule"), not the amendment's own change ("shall be amended to read").
      /(?<!\b(?:sections?|subsections?|paragraphs?|articles?|clauses?) [\w().\u00b7]{1,10} of (?:the|this) )\b(?:agreement|contract) (?:shall|will|may) be (?:[a-z]+ and )?(?:amended|modified|reformed)\b,? (?:(?:if|as|to the extent) (?:necessary|needed|required),? )?(?:to|so as to|in order to) (?:ensure|comply|avoid|conform|preserve|satisfy|meet|remain|stay|keep)\b/,
      // A limit on what any later amendment may do: "no amendment of this contract may speed up the payments".
      /\bno (?:amendments?|modifications?)(?: or (?:amendments?|modifications?))? (?:of|to) (?:this|the) (?:employment )?(?:agreement|contract) (?:may|shall|will|can)\b/,
      // Later amendments that bind once both parties sign them: "unless changed in later amendments signed by both sides".
      /\b(?:agreed|documented|signed|approved|evidenced)\b[^.;]{0,40}\bsignatures? of both (?:parties|sides)\b[^.;]{0,40}\bamendments?\b|\bamendments?\b[^.;]{0,40}\bsignatures? of both (?:parties|sides)\b/,
      // The agreement's own amendment section recited: "Section 9 of the Agreement lets the parties modify the Agreement by a
      // signed writing", "this amendment is made under Section 12 of the Agreement".
      /\b(?:section|paragraph|article|clause) (?!409a|280g|4999|162)\d[\w().]{0,8} of (?:the|said|such|that) (?:[a-z]+ ){0,3}agreement,? (?:provides|permits|allows|states|contemplates|lets)\b[^.;]{0,120}\b(?:amend|modify|amended|modified)\b[^.;]{0,10}\b(?:the|this|said|such) (?:[a-z]+ ){0,3}agreement\b/,
      /\bamendments?\b(?: (?:no\.? ?\d+|#\d+))?(?: to (?:the |that )?(?:[a-z]+ ){0,3}agreements?)?\.?,? (?:is |are |has been |have been )?(?:hereby )?(?:made |entered into |executed |adopted )?(?:pursuant to|in accordance with) (?:section|paragraph|article|clause) (?!409a|280g|4999|162)\d[\w().]{0,8} of (?:the|said|such|that) (?:[a-z]+ ){0,3}agreement\b/,
      // The amendment said to be allowed by that section, perhaps in brackets: "this Amendment is authorised under Section
      // 9 of the Agreement", "a change (as allowed by and foreseen in clause 12 of the Service Agreement)". The section
      // is the agreement's amendment rule, recited (corpus/real/ADJUDICATION-holdout51.md, "a recital that the amendment is
      // made under a named section ... gives amendment_clause true").
      /\b(?:amendments?|modifications?)\b(?: (?:no\.? ?\d+|#\d+))?,? \(?(?:(?:is|are|being|was|has been) )?(?:hereby )?(?:as )?(?:permitted|allowed|authori[sz]ed|contemplated|provided for)(?: (?:and|or) (?:permitted|allowed|authori[sz]ed|contemplated|provided for))? (?:pursuant to|under|by|in)(?: and (?:permitted|allowed|authori[sz]ed|contemplated|provided for) (?:by|under|in))? (?:section|paragraph|article|clause) (?!409a|280g|4999|162)\d[\w().]{0,8} of (?:the|said|such|that) (?:[a-z]+ ){0,3}agreement\b/,
      // The section recited with the rule it lays down, the agreement as the passive subject or the writing rule as the
      // content: "Clause 9 of the Service Agreement provides that this agreement can only be changed with both sides'
      // written consent", "Section 20 of the Service Agreement states that no change may be made except in a signed writing".
      /\b(?:section|paragraph|article|clause) (?!409a|280g|4999|162)\d[\w().]{0,8} of (?:the|said|such|that) (?:[a-z]+ ){0,3}agreement,? (?:provides|permits|allows|states|requires|stipulates)(?: that)?,? (?:(?:the|this|said|such) (?:[a-z]+ ){0,3}agreement (?:may|can|shall) (?:only )?be (?:amended|modified|changed|altered|varied)\b|no (?:[a-z]+,? (?:or |and )?){0,3}(?:amendment|modification|change|alteration|variation)s?\b[^.;]{0,80}\b(?:writing|written|signed)\b)/,
      // The section acted under named by its caption: "Acting under Section 9 of the Service Agreement, headed
      // 'Amendment; Waiver', the parties change it as follows". Clauses are cut at a semicolon, so a caption that pairs the
      // two as "Waivers; Changes" reaches the rule as its first word and the semicolon.
      /\b(?:pursuant to|in accordance with|as permitted by|(?:acting )?under) (?:section|paragraph|article|clause) (?!409a|280g|4999|162)\d[\w().]{0,8} of (?:the|said|such|that) (?:[a-z]+ ){0,3}agreement\b[^.;]{0,80}\b(?:entitled|captioned|headed|titled)\W{0,3}(?:[a-z]+\W{1,3}){0,3}(?:amendments?\b|modifications?\b|waivers?\W{0,2};)/,
    ],
    unless: [
      // The amendment's own operative words, or a recital that this document amends it further.
      // Its effective date may come between: "agree to modify the Agreement effective June 1 as follows".
      /\b(?:amend|modif)\w* (?:this|the|said|such) (?:[a-z]+ ){0,2}(?:agreement|contract)\b[^.;]{0,60}?\b(?:as (?:follows|set forth (?:herein|below)|hereinafter)|hereby|herein|in the following)\b/,
      // Amendments that only reform a covenant to what the law allows ("execute any amendments needed to carry out the
      // intent of this Section to the fullest extent the law permits"): a severability device, no rule on amending.
      /\b(?:intent|purpose) of (?:this|such|that|the foregoing) (?:article|section|paragraph|covenant|provision)\b|\bfullest extent (?:possible|permitted|permissible|allowed)\b/,
      /\bbenefit plans?\b/,
      // The amendment at hand, recited or agreed on: "the parties agree to enter into this change on the terms set out
      // herein", "wish to make amendments to the agreement as provided in this document".
      /\bamendments?\b[^.;]{0,40}\b(?:on|upon|in) the terms (?:and conditions )?(?:set (?:forth|out)|contained|provided)(?: (?:herein|below|hereinafter|in this))?\b|\bamendments?\b[^.;]{0,60}\b(?:as (?:follows|set (?:forth|out)|provided|described) (?:herein|below|in this)|as follows|set (?:forth|out) (?:herein|below|in this))\b/,
      /\b(?:wish|wishes|desire|desires|intend|intends) to (?:make|adopt|execute)\b/,
    ],
    denial: 'none',
    confidence: LIKELY,
  },
  {
    path: `${M}arbitration_clause`,
    match: [
      /\b(?:binding|final) (?:and binding )?arbitration\b/,
      /\b(?:resolved|settled|determined|decided|submitted|referred) (?:exclusively |finally )?(?:by|to) (?:final and binding |binding |final )?arbitration\b/,
      /\barbitration (?:shall|will) (?:be (?:held|conducted)|take place)\b/,
      /\bseat of (?:the )?arbitration\b/,
      /\bagree to arbitrate\b/,
      /\barbitrated\b/,
      /\b(?:resolved|settled|determined|decided) (?:exclusively |finally )?through (?:final and binding |binding )?arbitration\b/,
      /\b(?:disputes?|claims?|controvers(?:y|ies)|disagreements?)\b[^.]{0,200}\b(?:by|through|to|in) (?:final and binding |binding |final )?arbitration\b/,
      // Submitted to an arbitrator or the arbitral body, or decided finally by arbitrators.
      /\bsubmit(?:s|ted)?\b[^.]{0,120}\bto (?:an? |the )?(?:arbitrators?|arbitration|arbitral tribunal|american arbitration association|aaa|jams)\b/,
      /\b(?:decision|award|determination) of the arbitrators?\b[^.]{0,40}\b(?:final|binding)\b|\barbitrators?\b[^.]{0,120}\bfinal and binding\b/,
      /\bnotice of arbitration\b/,
      // Other adjectives and forms: "by final, binding and confidential arbitration", "resolved in an arbitration proceeding
      // before a single arbitrator", "subject to the arbitration provision of the original agreement", "may apply for
      // arbitration to the local arbitration commission", "the results of arbitration are binding".
      /\b(?:final|binding)(?:,? (?:and )?(?:final|binding|confidential|exclusive|private|mandatory))+ arbitration\b/,
      /\b(?:resolved|settled|determined|decided|heard) (?:exclusively |finally )?(?:in|by|through) (?:an? |the )?arbitration (?:proceeding|hearing)s?\b/,
      /\bbefore (?:an? |the )?(?:single |sole |neutral |independent )?(?:arbitrator|panel of (?:\w+ )?arbitrators|arbitral tribunal)\b/,
      /\b(?:subject to|governed by|in accordance with|pursuant to) the arbitration (?:provisions?|clause|section|agreement|procedures?)\b/,
      /\bapply (?:for|to) (?:an? )?arbitration\b|\barbitration (?:commission|committee|department|institution|tribunal|centre|center)\b/,
      // A separate agreement to arbitrate made part of this one.
      /\b(?:agreements? to arbitrate|arbitration agreements?)\b[^.]{0,160}\b(?:incorporated|attached hereto)\b/,
      // Another agreement whose title names arbitration, made part of this one by reference or by the integration clause:
      // "the Staff Secrecy, Inventions and Arbitration Agreement is incorporated by reference", "this letter, together with
      // the Inventions Agreement (Including Arbitration), is the whole agreement" (ADJUDICATION-holdout12.md h12-05, r45).
      /\b(?:agreement|contract)\b[^.;]{0,120}\band arbitration\b\)?[^.;]{0,200}\b(?:incorporated (?:herein |hereby |by reference|into)|(?:contains?|constitutes?|sets? (?:forth|out)|represents?) the (?:entire|complete|whole|full) (?:agreement|understanding))/,
      // The arbitration statute of a place named as the way disputes end: "disputes shall be settled under the arbitration
      // laws of Ohio".
      /\b(?:resolved|settled|determined|decided)\b[^.;]{0,20}\b(?:pursuant to|under|in accordance with) the (?:arbitration|arbitral) (?:laws?|rules|acts?|statutes?)\b/,
      // A summary of the agreement's terms: "Article 9 contains a mandatory arbitration provision".
      /\b(?:includes?|contains?|provides? for|sets? (?:forth|out)) (?:a |an )?(?:mandatory|binding|compulsory) arbitration (?:provisions?|clauses?|requirements?)\b/,
      /\b(?:results?|awards?|decisions?|rulings?) of (?:the )?arbitration\b[^.]{0,40}\bbinding\b/,
      // A section captioned for arbitration: its body may only point to where the procedure is set out.
      /^(?:(?:section|article)\s+)?(?:[0-9ivx]+(?:\.[0-9]+)*\.?\s*)?(?:binding )?arbitration\.?$/,
    ],
    denial: 'clause',
  },
  {
    path: `${M}mediation_clause`,
    match: [/\bmediation\b/, /\bmediators?\b/],
    // A caption's section must itself set out mediation: "Mediation and Arbitration" over talks and then arbitration is none.
    captionNeeds: [/\bmediat(?:ion|ors?|ed?)\b/],
    unless: [
      // Mediation named only in a body's name or a run-in caption: "arbitration under the rules of the Metro Arbitration and
      // Mediation Center".
      MEDIATION_ONLY_AS_NAME,
      /\bmediation procedures\b(?![^.]*\b(?:submit|first|request))/,
      /\bindemnif\w*\b[^.;]{0,200}\bassume the defen[cs]e\b|\bassume the defen[cs]e\b/,
      // "other costs, including the fees of the mediator, the arbitrator": who bears the costs of arbitration, no mediation step.
      /^(?![\s\S]*\bmediation\b)[\s\S]*\b(?:fees?|costs?|expenses?) of (?:the |any )?mediators?\b/,
    ],
    denial: 'clause',
  },
  {
    path: `${M}waiver_breach_clause`,
    match: [
      /\bwaiver\b[^.]{0,80}\b(?:breach|default|provision|right)\b/,
      /\bwaives? (?:any|a)\b[^.]{0,40}\bbreach\b/,
      /\b(?:failure|delay)\b[^.]{0,100}\b(?:enforce|exercis\w+|insist)\b[^.]{0,100}\bwaiver\b/,
      /\bno waiver\b/,
      /\bshall not (?:operate|be construed|be deemed|constitute) (?:as )?a waiver\b/,
      // The failure to act said not to waive or not to touch the provision: "a delay in enforcing any term will not
      // waive it", "no failure to insist on a right shall affect the enforceability of this contract".
      /\b(?:failure|delay)\b[^.]{0,120}\b(?:enforc\w*|exercis\w*|insist\w*)\b[^.]{0,120}\b(?:(?:shall|will|does|do) not (?:waive|impair|operate as)|shall affect the (?:validity|enforceability))\b/,
      // Not requiring performance once leaves the right to it later: "a party's forbearance in demanding performance of a term
      // shall in no way prejudice its right to demand it afterwards".
      // A waiver kept to its own occasion: "any waiver given shall count only for the particular instance and purpose".
      /\bwaivers?\b[^.]{0,60}\b(?:effective|operative|valid|count|apply) only (?:in|for|to) the (?:specific|particular|single) (?:instance|case|occasion)\b/,
      /\b(?:failure|delay|forbearance|omission)\b[^.]{0,80}\b(?:to (?:require|demand|insist (?:on|upon)|enforce)|in (?:requiring|demanding|insisting|enforcing))\b[^.]{0,100}\b(?:shall|will|does|do|may) (?:in no (?:way|manner|respect) |not (?:in any (?:way|manner) )?)(?:affect|impair|prejudice|limit|diminish)\b[^.]{0,60}\brights?\b/,
    ],
    // "This waiver provision" points back to a waiver of something else (a jury trial) made just before.
    // Nor a rule on the form of waivers alone ("no waiver or change of any term is valid unless written and signed"): it
    // says how a waiver is made, not that letting a breach pass waives nothing (corpus/real/ADJUDICATION-holdout9.md, h9-03).
    // Nor an amendment's reservation that signing it gives nothing up ("entering into this amendment shall not act as a
    // waiver of any right under the agreement"): it says what the amendment does, not that a breach let pass is kept
    // (corpus/real/ADJUDICATION-holdout41.md h41-08, after h38-08 and h39-10).
    unless: [/\bjury\b/, /\bwaive(?:s|r of)? (?:any )?(?:right to )?(?:a )?trial\b/,
      /\b(?:execution|delivery|effectiveness|signing|entry into|entering into|adoption)\b[^.;]{0,80}\b(?:this|the present) (?:[\w-]+ ){0,2}(?:amendment|addendum|modification|supplement)\b[^.;]{0,80}\b(?:shall|will|does) not\b[^.;]{0,40}\b(?:operate|act|be (?:deemed|construed)|constitute)\b[^.;]{0,10}\bwaiver\b/,
      // The same reservation with the amendment itself as subject: "this amendment is confined to its terms and is no
      // waiver of any other provision" (ADJUDICATION-holdout46.md h46-11). Not a failure to enforce a term of it.
      /(?:^|\bthat |\b(?:and|but) )(?:this|the present) (?:[\w-]+ ){0,2}(?:amendment|addendum|modification|supplement)\b(?![^.;]{0,60}\b(?:failure|delay|forbear\w*)\b)[^.;]{0,60}?\b(?:shall|will|does|is) not\b[^.;]{0,20}\b(?:operate|act|be (?:deemed|construed)|constitute|be)\b[^.;]{0,60}\bwaiver\b/,
      // A forum right kept ("nothing here waives a party's right to remove the case to federal court"): a venue rule,
      // not a breach let pass.
      /\bwaiv(?:er|es?|ing) of (?:any |the |a )?(?:(?:party['\u2019]s |its |his |her )?rights? (?:to|of) )?(?:removal|remove|venue|objections? to (?:venue|jurisdiction))\b/, /\b(?:this|such|the foregoing|the above) waiver (?:provision|clause|section|paragraph)\b/,
      /^(?![\s\S]*\b(?:breach\w*|default\w*|failure|fails?|delay\w*|forbear\w*|subsequent|succeeding|future|continuing|other)\b)[\s\S]*\bwaivers?\b[^.]{0,140}\b(?:valid|effective|binding|enforceable)\b[^.]{0,40}\bunless\b[^.]{0,60}\b(?:writing|written|signed)\b/],
    denial: 'none',
  },
];
