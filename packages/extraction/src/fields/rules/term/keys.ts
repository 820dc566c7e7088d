// Where a contract names its term: the key words of a term sentence and the captions that title a term section.
import { around } from '../../alternatives.js';

export const TERM_KEY = around(String.raw`\b`, [
  String.raw`initial (?:employment )?term|term of (?:this|the) (?:agreement|appointment|employment)`,
  // A possessive may end on the apostrophe alone: "the term of Mr. Jones' employment agreement". "The term" that
  // introduces a word being defined ('the term "Disability" means', "as the term is used in") names no period.
  String.raw`term of (?:the )?(?:(?:mr|mrs|ms|dr)\.? )?(?:[a-z]+'s |[a-z]+s' |your |his |her |their )?employment|the term\b(?!\s*"|\s+(?:is |as )?(?:used|defined)\b)`,
  // A report's summary: "the agreement has a term of two years", "the contract has an initial term of 18 months".
  String.raw`(?:agreement|contract) (?:has|had) (?:a|an) (?:fixed |initial )?term of`,
  // A report names the contract by its span: "entered into a service contract effective May 1, 2031 and running through ...".
  String.raw`(?:agreement|contract)\b[^.;"]{0,60}?\beffective (?:as of )?[a-z]+ \d{1,2}, \d{4},? (?:and )?(?:continuing|running|ending|expiring) (?:through|until|on)`,
  // An amendment lengthening a term it names: "the present renewal term ... is hereby extended".
  String.raw`(?:current|present|existing|renewal|initial) term\b[^.;]{0,60}?\b(?:is|are|shall be) (?:hereby )?extended`,
  // "the Practice will employ the Doctor from the date hereof until May 1, 2033": the employment's span named by its dates.
  String.raw`employs? (?:the )?[a-z]+ (?:from|commencing|beginning|starting)`,
  // "confirms your employment arrangement for calendar years 2031 and 2032".
  String.raw`(?:employment|engagement|appointment)(?: arrangement| agreement| terms)? for (?:the )?(?:calendar|fiscal) years?`,
  // "the Doctor stays on and will continue in the position of Medical Director until ...", "she will continue to serve as
  // its chief executive until ...": the service the document keeps on, to the date it names.
  String.raw`continue (?:to serve|to be employed|in (?:the|his|her) (?:position|office|employ)|in the employ)`,
  String.raw`fixed[- ]term (?:appointment|contract|agreement|employment|engagement)`,
  String.raw`(?:appointment|employment|engagement) (?:is )?for a (?:fixed )?(?:period|term) of`,
  String.raw`(?:this|the) (?:agreement|contract) (?:shall |will )?(?:commence|begin|continue|be for|remain|run|last)s?`,
  // "the Clinic employs the Doctor for a term of two years".
  String.raw`employs? (?:the )?[a-z]+ for a (?:fixed )?(?:period|term) of`,
  // "the Doctor's engagement with the Clinic will be for two years".
  String.raw`(?:appointment|employment|engagement)\b[^.;]{0,40}?\b(?:shall|will) be for`,
  // "to render his services for a term of one (1) year", "for a term ending on December 31, 2009", "for a term from ... to ...".
  String.raw`for (?:a|an) (?:fixed |initial )?term (?:of|from|ending|expiring|through|until)\b`,
  String.raw`(?:this|the) (?:agreement|contract) (?:shall|will) be in (?:full )?(?:force and )?effect`,
  // "This contract shall have a term from May 1, 2031 to April 30, 2032".
  String.raw`(?:this|the) (?:agreement|contract) (?:shall|will) have (?:a|an) (?:fixed |initial )?term\b`,
  // "the terms set out here will remain in full force and effect for three years": the agreement's provisions as a whole.
  // A letter's own terms kept in force for a span: "the conditions of this offer letter remain in effect for two years from ...".
  String.raw`(?:the )?(?:terms|conditions|provisions|covenants)(?: and (?:terms|conditions|provisions))? (?:(?:set (?:forth|out)|contained|stated) (?:herein|here|in this (?:agreement|letter))|of (?:this|the) (?:offer |employment )?(?:agreement|letter|contract)) (?:shall|will) (?:be|remain) in (?:full )?(?:force and )?effect`,
  // "This Agreement will expire two years after the Start Date", "the contract shall end on June 30, 2031".
  String.raw`(?:this|the) (?:agreement|contract|work statement|statement of work) (?:shall|will) (?:expire|end)`,
  // A filing's summary of the agreement's length: "the agreement provides for a two-year term starting ...".
  String.raw`(?:agreement|contract) (?:provides|provided) for (?:a|an) (?:initial )?(?:[a-z0-9()-]+[ -]){1,3}(?:term|employment period)\b`,
  // A report of the amendment's own renewal: "this amendment provides for a two-year renewal of the agreement from".
  String.raw`(?:amendment|agreement|contract)(?:, (?:which|that))? (?:provides|provided) for (?:a|an) (?:[a-z0-9()-]+[ -]){1,3}(?:renewal|extension) of (?:the|this) (?:employment )?agreement from\b`,
  // A filing's summary names the agreement by its title: "the Restated Service Agreement will expire on June 1, 2032".
  String.raw`the (?:[a-z]+ ){1,3}(?:agreement|contract) (?:shall|will) (?:expire|end) (?:on|as of)`,
  // An amendment's own agreement ending on a date, said in the present: "The Amended Agreement terminates on June 30, 2033".
  String.raw`(?:this|the) (?:(?:amended|restated|and|new|extended|revised|employment|service) ){0,3}(?:agreement|contract) (?:terminates|expires|ends) (?:on|as of) (?=[a-z]+\.? \d)`,
  // The same end set by an amendment in the future tense: "so that the Agreement will now
  // terminate on March 31, 2034 instead of on March 31, 2033".
  String.raw`(?:this|the) (?:agreement|contract) (?:shall|will) (?:automatically )?terminate (?:on|as of) (?=[a-z]+\.? \d)`,
  // A report of the term renewed by an amendment: "Dr. Roe's employment term was renewed for two more years".
  String.raw`employment term (?:has been|have been|is hereby|was) (?:renewed|extended) for\b`,
  // "the Clinic agrees to employ the Doctor through June 30, 2032": the employment's end named by its date.
  String.raw`(?:agrees? to|shall|will) employ (?:you|him|her|the [a-z]+) (?:through|until)`,
  // An amendment restating the employment to a later end: "the Clinic hereby continues to employ the Physician as its
  // medical director through June 30, 2033". The office named between does not make it another period.
  String.raw`continues? to employ (?:you|him|her|the [a-z]+|[a-z]+)\b(?=[^.;]{0,120}?\b(?:through|until) [a-z]+\.? \d)`,
  // A summary's appointment between two dates: "to serve as its medical director starting May 2, 2031 through May 1, 2033".
  String.raw`to serve as\b[^.;]{0,80}?\b(?:starting|commencing|beginning) (?:on )?(?=[a-z]+ \d)`,
  // "her employment with the Clinic will end on June 30, 2031": the employment's end named by its date.
  String.raw`employment\b(?! (?:agreement|contract)\b)[^.;]{0,60}?\b(?:shall|will) (?:terminate|end|expire) (?:on|as of) (?=[a-z]+ \d)`,
  // "the Clinic's employment of the Doctor will continue until March 31, 2030".
  String.raw`employment\b[^.;]{0,80}?\b(?:shall|will) (?:continue|last|run) (?:until|through)`,
  String.raw`"(?:initial )?term" (?:shall )?means?`,
  // A period defined under its own quoted name, in any quoting style: "the `Contract Term' shall be the period beginning ...".
  String.raw`the ["\x60'\u2018\u201c](?:[a-z]+ )?(?:term|employment period)["'\u2019\u201d] (?:shall|will) (?:be|mean) the period\b`,
  String.raw`(?:this|the|your) (?:agreement|contract|appointment|employment|engagement) (?:runs|lasts|continues for|is for|will (?:last|run|continue) for|shall (?:last|run|continue) for|remains in effect|will remain in effect|shall remain in effect)`,
  String.raw`employment period|period of employment`,
  String.raw`for (?:the|a|an) (?:initial )?(?:time |employment )?(?:period|term) (?:commencing|beginning|starting)`,
  // "your employment here shall have the effective date of ... and shall continue for 24 months".
  String.raw`employment\b[^.;]{0,120}?\b(?:shall|will) (?:continue|last|run) for`,
  String.raw`expiration date (?:shall|will) (?:initially )?be`,
  // "The effective date of this Agreement shall be May 1, 2030 through April 30, 2032": the span its dates give.
  String.raw`effective date of (?:this|the) (?:agreement|contract) (?:shall|will) be`,
  String.raw`employment (?:hereunder |under this agreement )?(?:shall|will) (?:commence|begin|start)`,
], String.raw`\b`);
/** Every mention of a term's key words, to tell whether the sentence names its term in quotes anywhere. */
export const TERM_KEYS = new RegExp(TERM_KEY.source, 'g');
/** A sentence that names its period the term in a parenthesis ('... ending on May 1, 2031 (the "Term")'): read whole. */
export const NAMED_TERM = /\((?:the |its )?"(?:initial |employment )?term"\)/;
/** A defined term read as its definition: '"Term" shall mean the period commencing on ...'. */
export const TERM_DEFINED = /(?:^|[\s(])"(?:initial )?term" (?:shall )?means?\b/;
export const TERM_TITLE = around(String.raw`^`, [
  String.raw`term|initial term|term and renewal|term; renewal|initial term; renewal|duration`,
  String.raw`term of (?:agreement|employment|this agreement)|employment period|period of employment|employment and term`,
  String.raw`operation and term(?: of agreement)?|term of employment`,
  // A labour contract's "Period: three years from ...", "Contract term", "Duration of employment".
  String.raw`period$|contract (?:period|term)$|duration of (?:the )?(?:employment|agreement|contract)`,
], String.raw`\b`);
