// The notices clause and what it says: whether there is one (notice_communication),
// whether it gives addresses (contact_info) and how notices travel
// (communication_methods). A letterhead address or "written notice of termination"
// elsewhere is not a notices clause.
import type { Clause, Ctx } from '../context.js';
import type { Flags } from './rule.js';
import { isDefinition, setFlag, topicOf } from './rule.js';

const M = 'legalContractualProvisions.miscellaneousProvisions.';

const NOTICE_CLAUSE = [
  /\b(?:all|any|every|each) (?:such )?(?:notices?|communications?)\b[^.]{0,160}\b(?:shall|must|will|may) be (?:\w+ )?(?:in writing|given|delivered|sent|deemed|addressed|effective|made|personally|served|mailed)\b/,
  /\bnotices?(?:,? (?:requests?|demands?|consents?|and other communications?))* (?:under|required|given|pursuant to|hereunder|permitted|to be given|in connection with)\b[^.]{0,160}\b(?:shall|must|will) be\b/,
  /\bnotices? (?:shall|must|will) be (?:in writing|given|delivered|sent|addressed|deemed|effective|made|mailed)\b/,
  /\bnotices? to (?:the )?(?:[\w'-]+ ){1,3}(?:shall|must|will) be (?:addressed|sent|delivered|given|mailed)\b/,
];

const METHODS = /\b(?:by hand|hand[- ]deliver\w*|handed to|delivered (?:personally|in person)|personal(?:ly)? deliver\w*|personal service|delivered personally|personally|certified (?:u\.s\. |united states )?mail|registered mail|first[- ]class mail|(?:united states|u\.s\.) (?:postal service|mail)|return receipt|overnight (?:courier|delivery|mail)|courier|federal express|fedex|e-?mail|electronic mail|facsimile|fax|telecopy|text message)\b/;

const STREET = /\b\d{1,6}\s+(?:[NSEW]\.?\s+|(?:North|South|East|West|Northeast|Northwest|Southeast|Southwest)\s+)?(?:[A-Z0-9][\w.'’-]*\s+){0,4}(?:Street|St\.?|Avenue|Ave\.?|Road|Rd\.?|Drive|Dr\.?|Boulevard|Blvd\.?|Lane|Ln\.?|Court|Ct\.?|Way|Parkway|Pkwy\.?|Place|Pl\.?|Plaza|Circle|Cir\.?|Highway|Hwy\.?|Pike|Trail|Terrace|Square|Crossing|Crest|Row|Loop|Alley)\b/i;
const CITY_ZIP = /\b[A-Z][a-z]+(?:\s[A-Z][a-z]+)?,\s+(?:[A-Z]{2}|[A-Z][a-z]+(?:\s[A-Z][a-z]+)?)\s+\d{5}(?:-\d{4})?\b/;
const PO_BOX = /\bP\.?\s?O\.?\s+Box\s+\d+/i;
const EMAIL = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/;
const ATTN = /\b(?:attn|attention)\s*:/i;

/** A new numbered section ends the notices clause. */
const NEW_SECTION = /^(?:(?:section|article)\s+)?\d{1,2}(?:\.\d{1,2})*\.?\s+[A-Z][a-z]/;

/** A caption that names the notices clause itself ("12.4 Notices."), not "Notice of Adverse Events". */
const NOTICE_CAPTION = /^(?:(?:section|article)\s+)?(?:[0-9ivx]+(?:\.[0-9]+)*\.?\s*)?(?:[a-z]+\s+)?notices?(?:\s+and\s+[a-z ]{3,30})?\.?$/;

/** The signature block or an exhibit ends the notices clause for sure. */
const END_OF_BODY = /\bin witness whereof\b|\bsignature page\b|^(?:exhibit|schedule|appendix|attachment|addendum)\b/;

function isNoticeClause(ctx: Ctx, c: Clause): boolean {
  if (isDefinition(c)) return false;
  if (NOTICE_CLAUSE.some((re) => re.test(c.norm))) return true;
  // Under a "Notices" caption, any sentence about how a notice travels.
  const captioned = topicOf(ctx, c).split(' | ').some((t) => NOTICE_CAPTION.test(t.trim()));
  return captioned && /\bnotices?\b/.test(c.norm) && /\b(?:in writing|address\w*|deliver\w*|mail\w*|sent|given|courier|e-?mail)\b/.test(c.norm);
}

function addressIn(text: string): boolean {
  return STREET.test(text) || CITY_ZIP.test(text) || PO_BOX.test(text) || EMAIL.test(text) || ATTN.test(text);
}

export function noticeFlags(ctx: Ctx, out: Flags): void {
  const notices = ctx.clauses.filter((c) => isNoticeClause(ctx, c));
  if (notices.length === 0) return;
  setFlag(out, M + 'notice_communication', { clause: notices[0], confidence: 0.9 });

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
    const methods = region.slice(0, 4).find((c) => METHODS.test(c.norm.replace(/\be-?mail\s*:.*$/, '')));
    if (methods) setFlag(out, M + 'communication_methods', { clause: methods, confidence: 0.9 });
    const address = region.find((c) => addressIn(c.text));
    if (address) setFlag(out, M + 'contact_info', { clause: address, confidence: 0.85 });
    else if (/\baddressed as follows\b|\bto the following address/.test(n.norm)) {
      // The addresses sit in a table the reading order may have moved away.
      setFlag(out, M + 'contact_info', { clause: n, confidence: 0.55 });
    }
  }
}
