// The notices clause and what it says: whether there is one (notice_communication),
// whether it gives addresses (contact_info) and how notices travel
// (communication_methods). A letterhead address or "written notice of termination"
// elsewhere is not a notices clause.
import type { Clause, Ctx } from '../context.js';
import type { Flags } from './rule.js';
import { isDefinition, setFlag, topicOf } from './rule.js';
import { FALLBACK, LABELLED, LIKELY, STATED } from '../confidence.js';
import { around } from '../alternatives.js';

const M = 'legalContractualProvisions.miscellaneousProvisions.';

const NOTICE_CLAUSE = [
  // Other papers may be named first: "any amendment, notice or other communication shall be in writing", and the
  // communications may be "all other" ones after the notices: "notices and all other communications shall be in writing".
  // The verbs may be numbered as a list: "any notice shall be (i) in writing, (ii) delivered personally".
  around(String.raw`\b(?:all|any|every|each) (?:such |other )?(?:(?:amendments?|requests?|demands?|consents?|approvals?|waivers?|claims?|elections?|reports?),? (?:or |and )?){0,3}(?:notices?|communications?)\b[^.]{0,160}\b(?:shall|must|will|may) be (?:\(?[a-z0-9]{1,4}\) )?(?:\w+ )?`, [
    String.raw`in writing|given|delivered|sent|deemed|addressed|effective|made|personally|served|mailed`,
  ], String.raw`\b`),
  // Not a notice named as the way one party ends the employment ("terminated by the giving of notice under section 4,
  // he shall be paid ..."): the verb that follows is the payment's.
  around(String.raw`(?<!\bby (?:the )?(?:giving|delivery|service)(?: of)? (?:(?:written|prior|advance) )?)\bnotices?(?:,? (?:requests?|demands?|consents?|and other communications?))* `, [
    String.raw`under|required|given|pursuant to|hereunder|permitted|to be given|in connection with|about|concerning|regarding`,
    String.raw`relating to|related to|with respect to|in respect of|for purposes of|of any kind`,
  ], String.raw`\b[^.]{0,160}\b(?:shall|must|will) be\b`),
  // "Written notices shall be delivered by hand ...": the plural names the clause, the verb says how.
  /\b(?:written |formal )?notices (?:shall|must|will|may) be (?:\w+ )?(?:delivered|sent|given|mailed|addressed|served|in writing)\b/,
  // Not one notice named before ("delivery of written notice stating the grounds; such notice shall be effective upon
  // receipt"): that is a step of termination, not the clause on notices in general.
  /(?<!\b(?:such|said|that|this) )\bnotices? (?:shall|must|will) be (?:in writing|given|delivered|sent|addressed|deemed|effective|made|mailed)\b/,
  /\bnotices? to (?:the )?(?:[\w'-]+ ){1,3}(?:shall|must|will) be (?:addressed|sent|delivered|given|mailed)\b/,
  // "Whenever notice is required to be given under this letter, a written notice sent or handed to the Practice at ...".
  /\bwhenever (?:any )?notice is (?:required|permitted) to be given\b/,
  // A "Label: value" line of a list or table: "ii. Notices: by email to ...", "(c) Notices - in writing to the addresses above".
  /^(?:\(?[a-z0-9]{1,4}[.)]\s+|[ivx]{1,5}\.\s+|\d{1,3}(?:\.\d{1,3})*\.?\s+)?notices?\s*[:|\u2013\u2014]\s*(?=[^.]{0,80}\b(?:in writing|address\w*|deliver\w*|mail\w*|sent|courier|e-?mail|post(?:ed|al)?|fax|hand)\b)/,
];

const METHODS = around(String.raw`\b`, [
  String.raw`by hand|hand[- ]deliver\w*|handed to|delivered (?:personally|in person)|personal(?:ly)? deliver\w*`,
  String.raw`personal service|delivered personally|personally|certified (?:u\.s\. |united states )?mail|registered mail`,
  String.raw`first[- ]class mail|(?:united states|u\.s\.) (?:postal service|mail)|return receipt`,
  String.raw`overnight (?:courier|delivery|mail)|courier|federal express|fedex|e-?mail|electronic mail|facsimile|fax`,
  String.raw`telecopy|text message`,
  // The post named by its act or its terms: "delivered or mailed, postage prepaid", "sent first class".
  String.raw`mailed|postage (?:pre-?paid|paid)|first[- ]class|by (?:regular |ordinary |registered |certified )?(?:mail|post)`,
], String.raw`\b`);

const STREET = around(String.raw`\b\d{1,6}\s+(?:[NSEW]\.?\s+|(?:North|South|East|West|Northeast|Northwest|Southeast|Southwest)\s+)?(?:[A-Z0-9][\w.'’-]*\s+){0,4}`, [
  String.raw`Street|St\.?|Avenue|Ave\.?|Road|Rd\.?|Drive|Dr\.?|Boulevard|Blvd\.?|Lane|Ln\.?|Court|Ct\.?|Way|Parkway|Pkwy\.?`,
  String.raw`Place|Pl\.?|Plaza|Circle|Cir\.?|Highway|Hwy\.?|Pike|Trail|Terrace|Square|Crossing|Crest|Row|Loop|Alley`,
], String.raw`\b`, 'i');
const CITY_ZIP = /\b[A-Z][a-z]+(?:\s[A-Z][a-z]+)?,\s+(?:[A-Z]{2}|[A-Z][a-z]+(?:\s[A-Z][a-z]+)?)\s+\d{5}(?:-\d{4})?\b/;
const PO_BOX = /\bP\.?\s?O\.?\s+Box\s+\d+/i;
const EMAIL = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/;
const ATTN = /\b(?:attn|attention)\s*:/i;

/**
 * The label of a notices address block standing on its own line: "With a copy to:", "If to the Company:". An amendment
 * that rewrites a paragraph of the notices section may give only such a block, its caption left in the agreement amended.
 */
// Lines run together into one clause, so the label may follow the words that bring it in ("as follows: With a copy to:").
const ADDRESS_BLOCK_LABEL = /(?:^|[:.]\s+)(?:(?:with )?(?:a )?cop(?:y|ies) (?:to|for)|if to (?:the )?(?:company|employer|corporation|bank|executive|employee|physician|officer|consultant|you|me|us)(?:,? at)?)\s*:/;
/** A label that names the address as the one for notices: "Address for Notices:", "Notice Address:". */
const NOTICE_ADDRESS_LABEL = /\b(?:address(?:es)? for (?:notices?|notifications?|correspondence)|notice address(?:es)?)\s*:/;

/** A new numbered section ends the notices clause. */
const NEW_SECTION = /^(?:(?:section|article)\s+)?\d{1,2}(?:\.\d{1,2})*\.?\s+[A-Z][a-z]/;

/** A caption that names the notices clause itself ("12.4 Notices."), not "Notice of Adverse Events". */
const NOTICE_CAPTION = /^(?:part [0-9ivx]+\s*[-:]\s*[a-z ,&]{2,40}?\s+(?=\d))?(?:(?:section|article)\s+)?(?:[0-9ivx]+(?:\.[0-9]+)*\.?\s*|\d{1,3}[a-z]?\)\s*|\([a-z0-9]{1,4}\)\s*)?(?:[a-z]+\s+)?notices?(?:\s+and\s+[a-z ]{3,30})?\.?$/;

/**
 * Addresses given elsewhere in the document and pointed to by the notices clause:
 * "to the addresses stated in the first paragraph", "at its office address above",
 * "at the address at the top of this letter", "the addresses on the signature page".
 */
const ADDRESS_ELSEWHERE = [
  around(String.raw`\baddress(?:es)? (?:(?:first )?(?:set forth|stated|shown|given|listed|written|appearing|indicated|specified|provided|printed)\s+)?`, [
    String.raw`above|below|herein`,
    String.raw`in the (?:first paragraph|preamble|introductory paragraph|opening paragraph|heading|letterhead|signature (?:block|page))`,
    String.raw`(?:at|on) the (?:top|head|beginning|first page|signature page) of this|beneath the signatures?`,
    String.raw`under (?:its|their|the parties') signatures?|on (?:the|this) letterhead`,
  ], String.raw`\b`),
  /\b(?:at|to) (?:its|their|his|her|the) (?:[\w'-]+ ){0,3}address(?:es)? (?:above|below|first (?:written|stated) above)\b/,
  // The document as a whole pointed to: "to the addresses as given in this contract", "at the address stated in this letter".
  /\baddress(?:es)? (?:(?:as|that are|which are) )?(?:set forth|set out|stated|shown|given|listed|written|indicated|specified|provided) (?:in|by) (?:this|the present) (?:agreement|contract|letter)\b/,
  // The pointer before the noun: "to you at the above-referenced address", "at the below-listed addresses".
  /\b(?:above|below)[- ](?:referenced|mentioned|stated|listed|written|noted|given|shown|cited) address(?:es)?\b/,
  around(String.raw`\baddress(?:es)? (?:of (?:the parties|each party) )?(?:set forth|stated|shown|given|listed) (?:on|in|at) (?:the )?`, [
    String.raw`signature page|first page|preamble|cover page|exhibit [a-z0-9]+|schedule [a-z0-9]+`,
  ], String.raw`\b`),
  // Words between: "at each party's respective address as first written above", "the parties' address as set out on the first page".
  // Or a number and an aside: "to the address or fax number (for a fax) set forth above", "to the address of the
  // recipient given in the opening paragraph".
  around(String.raw`\baddress(?:es)?\b[^.;]{0,80}\b`, [
    String.raw`set forth|set out|stated|shown|given|listed|written|appearing|indicated|specified|printed`,
  ], String.raw`\s+(?:(?:on|in|at)\s+)?(?:above|below|page \d+|the (?:first page|preamble|signature page|beginning|top|(?:introductory|opening|first) paragraph|heading|letterhead))\b`),
];

/** The signature block or an exhibit ends the notices clause for sure. */
const END_OF_BODY = /\bin witness whereof\b|\bsignature page\b|^(?:exhibit|schedule|appendix|attachment|addendum)\b/;

/**
 * A duty to tell the other party of a new address, so that notices reach it: "the Employee shall inform the Company in
 * writing of any change of address within five days", "a change of the Doctor's address is to be notified to the Clinic".
 * It is the notices clause of contracts that have no other (corpus/real/ADJUDICATION-holdout4.md, h4-06).
 */
const ADDRESS_CHANGE = around(String.raw`\b`, [
  String.raw`(?:inform|notify|advise|tell)\w*\b[^.;]{0,60}\b(?:of|about) (?:any |a |the |each |every )?(?:[a-z]+['\u2019]s |his |her |its |their )?changes? (?:of|in|to) (?:(?:his|her|its|their|the|[a-z]+['\u2019]s) )?(?:(?:home|mailing|postal|residential|contact|correspondence) )?address(?:es)?`,
  String.raw`changes? (?:of|in|to) (?:(?:his|her|its|their|the|[a-z]+['\u2019]s|party [ab]['\u2019]s) ){0,2}(?:(?:home|mailing|postal|residential|contact|correspondence) )?address(?:es)?\b[^.;]{0,40}\b(?:shall|must|should|is to|are to) be (?:notified|noticed|reported|communicated|given)`,
], String.raw`\b`);

/**
 * An amendment rewriting the addresses of the notices section: "Section 9 is amended by replacing the Company's address
 * with the following", "the copy-to address block is deleted and replaced by", "adding after the Employer's address:".
 * The amended section is the notices clause, and the new block that follows gives the address. Not a change of an
 * office or residence ("his principal place of employment is amended to ..."): the word is the section's address.
 */
const AMENDED_ADDRESS = around(String.raw`\b`, [
  String.raw`(?:amended|modified|revised)\b[^.;]{0,160}\b(?:strik\w+|delet\w+|replac\w+|add\w*|insert\w*|substitut\w+|chang\w+)\b[^.;]{0,80}\baddress(?:es)?(?: blocks?| lines?| for notices?)?\b`,
  // The section may be named by its number between ("the addresses in the notice section 9.2 of the agreement are amended").
  String.raw`(?:addresses|address blocks?|notice address(?:es)?|address(?:es)? for (?:the )?(?:notices?|communications?))\b(?:[^.;]|\.(?=\d)){0,120}\b(?:(?:is|are|shall be) (?:hereby )?(?:amended|deleted|replaced|changed|restated)|(?:amended|deleted|replaced|changed|restated) (?:to read|as follows|in (?:its|their) entirety))\b`,
  // The section rewritten as far as notices to one party go: "Section 12 is amended as regards notices to the Bank to
  // read as follows:" (corpus/real/ADJUDICATION-holdout29.md h29-10).
  String.raw`(?:amended|modified|revised|restated|replaced)\b[^.;]{0,40}\b(?:with (?:regard|respect|reference) to|as (?:to|regards)|in respect of|concerning|insofar as it (?:concerns|relates to)) (?:the )?(?:notices?|communications?)\b[^.;]{0,80}\b(?:to read|as follows|by (?:replacing|adding|deleting|inserting|substituting))\b`,
], String.raw``);

/**
 * A notice of termination told what it must say ("the notice must state the grounds for the termination"):
 * a step of ending the employment, not a notices clause (corpus/real/ADJUDICATION-holdout31.md h31-06). A sentence on
 * notices in general ("all notices ...") stays one.
 */
const TERMINATION_NOTICE_CONTENT = /^(?![^]*\b(?:all|any|every|each) (?:such |other )?notices\b)[^]*\bnotice\b[^.;]{0,80}\b(?:shall|must|will) (?:specify|state|set forth|set out|indicate|identify)\b[^.;]{0,60}\b(?:termination|resignation|separation|reasons?|grounds?)\b/;

function isNoticeClause(ctx: Ctx, c: Clause): boolean {
  if (isDefinition(c)) return false;
  if (NOTICE_CLAUSE.some((re) => re.test(c.norm)) && !TERMINATION_NOTICE_CONTENT.test(c.norm)) return true;
  if (AMENDED_ADDRESS.test(c.norm) && !/\b(?:place of (?:employment|business|work)|office location|residence|relocat\w+)\b/.test(c.norm)) return true;
  if (ADDRESS_CHANGE.test(c.norm)) return true;
  // An address block's own label with an address right under it.
  if (ADDRESS_BLOCK_LABEL.test(c.norm) && ctx.clauses.slice(c.index, c.index + 4).some((x) => addressIn(x.text))) return true;
  // Under a "Notices" caption, any sentence about how a notice travels.
  const captioned = topicOf(ctx, c).split(' | ').some((t) => NOTICE_CAPTION.test(t.trim()));
  return captioned && /\bnotices?\b/.test(c.norm) && /\b(?:in writing|address\w*|deliver\w*|mail\w*|sent|given|courier|e-?mail)\b/.test(c.norm);
}

/**
 * An office named by what it is, not where ("at its principal executive offices", "to the Company's principal office"):
 * a person to attend to the notice there ("Attn: Secretary") gives no address.
 */
const DESCRIBED_OFFICE = /\bprincipal (?:executive |business |place of business|corporate )?(?:offices?)?\b|\blast (?:known )?address\b/i;

function addressIn(text: string): boolean {
  return STREET.test(text) || CITY_ZIP.test(text) || PO_BOX.test(text) || EMAIL.test(text) || (ATTN.test(text) && !DESCRIBED_OFFICE.test(text));
}

/** The fields noticeFlags fills. */
export const NOTICE_PATHS = [`${M}notice_communication`, `${M}contact_info`, `${M}communication_methods`] as const;

export function noticeFlags(ctx: Ctx, out: Flags): void {
  const notices = ctx.clauses.filter((c) => isNoticeClause(ctx, c));
  if (notices.length === 0) {
    // No notices clause, but an address given by name as the one notices go to, under a signature: "Address for
    // Notices:" and the street below. The contact is given though no clause says how notices travel.
    const label = ctx.clauses.find((c) => NOTICE_ADDRESS_LABEL.test(c.norm) && ctx.clauses.slice(c.index, c.index + 4).some((x) => addressIn(x.text)));
    if (label) setFlag(out, `${M}contact_info`, { clause: label, confidence: LIKELY });
    return;
  }
  setFlag(out, `${M}notice_communication`, { clause: notices[0], confidence: LABELLED });

  for (const n of notices) {
    // The notices clause and what follows it until the next section: address blocks
    // are laid out as separate lines or table cells.
    const region: Clause[] = [n];
    for (let i = n.index + 1; i < Math.min(ctx.clauses.length, n.index + 16); i++) {
      const c = ctx.clauses[i];
      if (END_OF_BODY.test(c.norm)) break;
      if (NEW_SECTION.test(c.text) && !addressIn(c.text)) break;
      region.push(c);
    }
    // "Email: x@y" is an address label, "sent by email: to ..." a method.
    // An amendment that only rewrites the address block leaves the section's ways of sending where they were, unseen
    // ("Facsimile:" there is a number to send to).
    const methods = AMENDED_ADDRESS.test(n.norm) ? undefined : region.slice(0, 4).find((c) => METHODS.test(c.norm.replace(/(?<!\b(?:by|via|through|using|per|or|and)\s)\be-?mail\s*:.*$/, '')));
    if (methods) setFlag(out, `${M}communication_methods`, { clause: methods, confidence: LABELLED });
    const address = region.find((c) => addressIn(c.text));
    if (address) setFlag(out, `${M}contact_info`, { clause: address, confidence: STATED });
    else if (ADDRESS_ELSEWHERE.some((re) => re.test(n.norm))) {
      // The addresses are given elsewhere (preamble, letterhead): surer when the document has one.
      const given = ctx.clauses.some((c) => addressIn(c.text));
      setFlag(out, `${M}contact_info`, { clause: n, confidence: given ? LIKELY : FALLBACK });
    } else if (ADDRESS_CHANGE.test(n.norm) && ctx.clauses.some((c) => addressIn(c.text))) {
      // A duty to report a new address presumes the addresses the document gives (its head or its signature block).
      setFlag(out, `${M}contact_info`, { clause: n, confidence: FALLBACK });
    } else if (/\baddressed as follows\b|\bto the following address/.test(n.norm)) {
      // The addresses sit in a table the reading order may have moved away.
      setFlag(out, `${M}contact_info`, { clause: n, confidence: FALLBACK });
    }
  }
}
