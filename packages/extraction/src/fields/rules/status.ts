// employmentStatusSetting.*: who employs the physician, how, where and in what specialty.
import type { Ctx, Clause } from '../context.js';
import type { Candidate } from '../candidates.js';
import { SUPERSEDED } from '../language.js';
import { deniedAt } from '../negation/index.js';
import { PHYSICIAN } from '../party-words.js';
import { ASSURED, LABELLED, DIRECT, STATED, PLAIN, INDIRECT, WEAK, FALLBACK, BIG_STEP, PER_VOTE, EVEN, UNSURE, WIDE_MARGIN_SPAN } from '../confidence.js';
import { around } from '../alternatives.js';
import { aboutLeaving } from '../document-inputs.js';

/** A tax number on a filing's cover page. */
const EMPLOYER_ID = /\bemployer identification (?:no\.?|number)/gi;

/**
 * Classes of people and capacities, named in a list: staff a covenant or a code of conduct reaches ("solicit any employee
 * or independent contractor", "directors, officers, employees and independent contractors"), or the ways a covenant says
 * the person may not compete or earn elsewhere ("whether as an employee, consultant or independent contractor", "as an
 * owner, partner or independent contractor", "pay earned elsewhere, whether by employment or as an independent
 * contractor"), or the people a covenant bars him from hiring (taking on, as an independent contractor, someone who
 * used to work for the employer). A mention inside such a list says nothing of this relationship.
 */
const CLASS_LIST = new RegExp(around(String.raw`\b(?:`, [
  String.raw`whether\b[^.;]{0,60}\bindependent contractor`,
  String.raw`employment or (?:by |as |through )?(?:[a-z]+ )?(?:as )?an independent contractor`,
  String.raw`as an? (?:owner|employee|partner|officer|director|agent|consultant|principal|shareholder)[^.;]{0,60}(?:,|\bor) independent contractor`,
  String.raw`(?:employees?|officers|agents|consultants|directors)\b,?\s+(?:[a-z]+,\s+)*(?:and|or|and\/or)\s+independent contractors?`,
  String.raw`employees?,? (?:(?:consultants?|agents?|officers?|advisors?),? )*(?:or |and )?independent contractors?`,
  String.raw`independent contractors?,? (?:(?:consultants?|agents?|officers?|advisors?),? )*(?:or |and )?(?:employees?|consultants?|agents?)`,
  // A long series of capacities ending on it: "as an owner, partner, officer, director, investor, lender, consultant,
  // independent contractor or otherwise".
  String.raw`(?:[a-z]+,\s+){3,}(?:or |and |and\/or )?independent contractors?`,
  // Other people a covenant bars him from taking on: hiring or engaging, as an independent contractor, a former employee.
  // Or "engage any such person as an independent contractor".
  String.raw`(?:hire|engage|retain|employ)\w*(?: or (?:hire|engage|retain|employ)\w*)? as an? (?:(?:employee|consultant|agent),? (?:or |and )?)?independent contractors?,? (?:any|an?) (?:such )?(?:person|individual|employee|former|current)`,
  String.raw`(?:hire|engage|retain|employ)\w* any (?:such )?(?:person|individual|employee)s?\b[^.;]{0,40}\bas an? (?:(?:employee|consultant|agent),? (?:or |and )?)?independent contractors?`,
], String.raw`)\b`).source, 'g');

/** Whether the mention at [at, end) of the clause text lies inside a list of classes of people or capacities. */
function inClassList(text: string, at: number, end: number): boolean {
  for (const m of text.matchAll(CLASS_LIST)) {
    const from = m.index ?? 0;
    if (from <= at && end <= from + m[0].length) return true;
    if (from > at) break;
  }
  return false;
}

/** The person's relationship called independent contracting: "is an independent contractor", "as an independent contractor", "independent contractor relationship". */
const CONTRACTOR_STATED = /\b(?:is|are|be|being|as|remain|remains|act as|acting as|serve as) (?:and (?:shall|will) (?:be|remain) )?(?:deemed (?:to be )?|considered (?:to be )?)?an independent contractor\b|\bindependent contractor (?:relationship|status|basis|capacity)\b|\b(?:capacity|status) (?:as|of) an independent contractor\b/;

/** Words that may stand between a denial and "an employee": "is not, and shall not be deemed to be, an employee". */
const DENIAL_GAP = String.raw`(?:[\s,]+(?:and|or|nor|shall|will|not|be|become|been|deemed|considered|construed|treated|regarded|viewed|classified|characterized|to|as|for|any|all|purposes?|of|this|the|agreement|hereunder|in|way|manner|capacity))*`;
/**
 * The engaged person is said not to be an employee: "is not an employee", "shall not be considered as an employee",
 * "nor shall the Advisor be deemed an employee". Not his own lack of other jobs ("is not an employee of any other
 * company"), nor the benefits or plans of employees.
 */
const NOT_EMPLOYEE = new RegExp(String.raw`\b(?:(?:is|are|shall|will|does|do|would|may|can)(?: not|n't)|cannot|(?:nor|in no event|under no circumstances) (?:is|shall|will) (?:the )?[a-z]+)${DENIAL_GAP}[\s,]+(?:an?|the) employee\b(?!s?'?\s+(?:benefits?|plans?|welfare|handbook|polic))(?! of (?:any|another|a) )`);

/** A denial of being an employee that is not one of a list's capacities. */
function deniesEmployee(text: string): boolean {
  for (const m of text.matchAll(new RegExp(NOT_EMPLOYEE.source, 'g'))) {
    const end = (m.index ?? 0) + m[0].length;
    if (!inClassList(text, end - 'employee'.length, end)) return true;
  }
  return false;
}

/** A denial followed by a list of capacities: "will not, as an employee, agent, consultant or owner, engage in ...". */
const LISTED_CAPACITY = /\bnot,? (?:directly or indirectly,? )?as an? employee,\s*(?:[a-z]+,\s*)*[a-z]+\b/;

/** The contract disclaims an employment relationship: "nothing herein creates an employer-employee relationship", "there is no employment relationship". */
const RELATION = String.raw`(?:employer[- /]+employee|employee[- /]+employer|employment|master[- /]+servant)(?: or agency)? relationship`;
const NO_EMPLOYMENT_RELATION = new RegExp(String.raw`\b(?:not|nothing|no|neither)\b[^.;]{0,80}\b(?:create|establish|constitute|form|imply|give rise to)[a-z]*\s+(?:an?\s+|any\s+)?(?:[a-z -]+,\s*)*(?:[a-z -]+\s+(?:or|and)\s+(?:an?\s+)?)?${RELATION}|\bno ${RELATION}\b|\b${RELATION}\b[^.;]{0,30}\b(?:is|shall be|will be) not (?:created|intended|established)\b`);

/** The person stands outside the employees' benefits: "not entitled to employee benefits", "not eligible to participate in any benefit plans". */
const NO_EMPLOYEE_BENEFITS = /\bnot (?:be )?(?:entitled|eligible)(?: to (?:participate in|receive|any)| for)\b[^.;]{0,40}\b(?:employee|fringe) benefits?\b|\bnot (?:be )?(?:entitled|eligible) to participate in any (?:of the [a-z]+'s )?(?:employee )?benefit plans?\b|\b(?:no|not receive any) (?:employee|fringe) benefits\b/;
/** A clause on what comes after the job ends ("no other employee benefits after termination", "consulting after retirement"): not about the relationship. */
const AFTER_EMPLOYMENT = /\b(?:after|following|upon) (?:the )?(?:termination|separation|retirement|resignation|expiration|end)\b|\bpost-(?:employment|termination|retirement)\b|\bseverance\b/;

/** The person pays his own taxes: "will not withhold taxes", "self-employment taxes", "a form 1099". */
const OWN_TAXES = /\b(?:will|shall|does) not (?:deduct or )?withh[oe]ld\b[^.;]{0,80}\btax|\bself-employment tax|\bno (?:income |payroll |withholding )?tax(?:es)? (?:will|shall) be withheld\b|\b1099\b/;

/** A contract titled as an engagement of a consultant, advisor or contractor ("Consulting Agreement", "Advisory Services Agreement"). */
const CONSULTING_TITLE = /^(?:[a-z&,. -]{0,60}\s)?(?:consulting|consultancy|consultant|advisory|advisor|independent contractor|contractor|professional services)(?: services)? agreement\b/;
/** A contract titled as employment ("Executive Employment Agreement", "Offer of Employment"): it says who the person is. */
const EMPLOYMENT_TITLE = /^(?:[a-z&,. -]{0,60}\s)?(?:employment (?:agreement|contract)|offer of employment|employment offer)\b/;

/** How the contract says it employs the person: "hereby employs", "offer of employment", "W-2", "as an employee". */
const EMPLOYS = /\b(?:hereby employs|shall employ|will employ|offer (?:you )?employment|accepts employment|employ(?:s|ed)? (?:you|physician)|w-2|as an employee)\b/;

/**
 * The employee leaving under the document itself, said in its opening: "the Doctor wishes to retire from the employment
 * of the Clinic", "the sums paid to you in return for your resignation as president".
 */
const LEAVING_NOW = /\b(?:desires?|wish(?:es)?|intends?|has agreed|have agreed|has decided|agrees?) to (?:retire|resign) (?:from|as)\b|\b(?:consideration|return) for (?:your|his|her|(?:the )?[a-z]+['\u2019]s) (?:resignation|retirement)\b/;
/** How much of the text's start holds the recitals that say so. */
const LEAVING_OPENING = 3000;

/** Votes for each reading of the relationship, with the first clause behind each. */
interface Votes { contractor: number; employee: number; cClause?: Clause; eClause?: Clause }

function voteContractor(v: Votes, c: Clause, weight: number): void {
  v.contractor += weight;
  v.cClause ??= c;
}

function voteEmployee(v: Votes, c: Clause, weight = 1): void {
  v.employee += weight;
  v.eClause ??= c;
}

/** The independent-contractor mentions of a clause: denied ones speak for employment, stated ones against it. */
function readContractorMentions(v: Votes, c: Clause): void {
  if (AFTER_EMPLOYMENT.test(c.num)) return;
  for (const m of c.num.matchAll(/\bindependent contractors?\b|\b1099\b/g)) {
    const at = m.index ?? 0;
    if (inClassList(c.num, at, at + m[0].length)) continue;
    if (deniedAt(c.num, at)) { voteEmployee(v, c); continue; }
    // A heading, or a sentence calling the relationship so, counts more than a passing mention.
    voteContractor(v, c, c.heading === c.text ? 3 : CONTRACTOR_STATED.test(c.num) ? 2 : 1);
  }
}

/** Statements that the person is no employee, that no employment exists, or that he stands outside its benefits and taxes. */
function readEmploymentDenials(v: Votes, c: Clause): void {
  // A consulting period after the employment ends ("following his retirement he serves as a consultant, not an employee") is no reading of the contract's own relationship.
  if (AFTER_EMPLOYMENT.test(c.num)) return;
  // "shall not, as an employee, agent or consultant, compete": a covenant's capacities, no denial of employment.
  if ((deniesEmployee(c.num) && !LISTED_CAPACITY.test(c.num)) || NO_EMPLOYMENT_RELATION.test(c.num)) voteContractor(v, c, 2);
  else if (NO_EMPLOYEE_BENEFITS.test(c.num)) voteContractor(v, c, 1);
  if (OWN_TAXES.test(c.num) && !/\b1099\b/.test(c.num)) voteContractor(v, c, 1);
}

/** A statement that the person is employed, unless it is denied ("shall not be considered as an employee") or a covenant's list of capacities. */
function readEmployment(v: Votes, c: Clause): void {
  const m = EMPLOYS.exec(c.num);
  if (!m || deniedAt(c.num, m.index) || (m[0] === 'as an employee' && inClassList(c.num, m.index, m.index + m[0].length))) return;
  if (/\bemployee and not\b/.test(c.num) || !NOT_EMPLOYEE.test(c.num)) voteEmployee(v, c);
}

export function employmentStatus(ctx: Ctx): Candidate<string>[] {
  const v: Votes = { contractor: 0, employee: 0 };
  for (const c of ctx.clauses) {
    readContractorMentions(v, c);
    readEmploymentDenials(v, c);
    readEmployment(v, c);
  }
  const head = ctx.clauses.slice(0, 3);
  const consulting = head.find((c) => CONSULTING_TITLE.test(c.num));
  const employment = head.find((c) => EMPLOYMENT_TITLE.test(c.num));
  if (consulting) voteContractor(v, consulting, 1);
  // The title alone is no statement of employment: it counts, but the answer still quotes the contract's own words.
  else if (employment) v.employee += 2;
  // A document about leaving settles the employment it ends; a consulting engagement it sets up for afterwards, or its
  // words that its payments create no employment, do not make that employment a contractor's (corpus/real/
  // ADJUDICATION-holdout50.md, ruling 14). A consulting agreement with someone employed until now who retires or resigns
  // under it is such a document too (holdout65, h65-10); one with a former employee whose employment ended before is
  // the engagement itself (holdout22).
  const leaving = (!consulting && aboutLeaving(ctx.all)) || LEAVING_NOW.test(ctx.all.slice(0, LEAVING_OPENING));
  if (!leaving && v.contractor >= 2 && v.contractor > v.employee) return [{ value: 'independent_contractor', clause: v.cClause!, strength: Math.min(ASSURED, WEAK + PER_VOTE * v.contractor) }];
  // Read in the contract's own words: a party rewritten to "employer" says nothing of employment.
  // Not a filing's cover ("I.R.S. Employer Identification No."), which names no employment.
  const c = v.eClause ?? ctx.clauses.find((x) => /\bemploy/i.test(x.text.replace(EMPLOYER_ID, '')));
  if (!c) return [];
  return [{ value: 'employee', clause: c, strength: v.eClause ? LABELLED : FALLBACK }];
}

/** The first party and its description, read from the opening of the contract. */
function opening(ctx: Ctx): { text: string; clause: Clause } | undefined {
  const first = ctx.clauses.slice(0, 40);
  const between = first.find((c) => /\b(?:by and between|by and among|between|among|on behalf of)\b|^parties\s*:/.test(c.num)) ?? first.find((c) => /\b(?:position|employment|join) with\b|\boffer (?:you )?(?:a position|employment)\b/.test(c.num));
  const recitals = first.filter((c) => /\b(?:is an?|operat(?:es|ing)|owns|composed of|consisting of|a practice of|a group of)\b/.test(c.num)).slice(0, 4);
  if (!between && !recitals.length) return undefined;
  return { text: [between?.num ?? '', ...recitals.map((c) => c.num)].join(' '), clause: between ?? recitals[0] };
}

export function practiceSize(ctx: Ctx): Candidate<string>[] {
  const head = ctx.clauses.slice(0, 6).map((c) => c.num).join(' ');
  // A letter names its sender in the letterhead rather than in a "between" clause.
  const o = opening(ctx) ?? (ctx.clauses.length ? { text: head, clause: ctx.clauses[0] } : undefined);
  if (!o) return [];
  const t = o.text;
  // "The Hospital, and not the University, is the Physician's employer": a plain statement of who employs wins.
  const stated = statedEmployer(ctx);
  if (stated) return [stated];
  // A community hospital "affiliated with the University School of Medicine" is not itself academic.
  const own = withoutAffiliations(t + ' ' + head);
  if (/\b(?:university|academic medical center|academic (?:cancer|health|medical) (?:center|system)|school of medicine|medical school|college of medicine)\b/.test(own) && /\b(?:university|academic|faculty)\b/.test(own)) {
    return [{ value: 'academic', clause: o.clause, strength: STATED }];
  }
  if (/\b(?:staffing|locum tenens (?:agency|company|business|coverage)|placement agency)\b/.test(t)) return [];
  // A group practice that merely works at hospitals is still a group.
  const party = (/(?:\b(?:between|among|with)\s+|^parties\s*:\s*)(.{0,160}?)(?:\(|,\s*an?\s)/.exec(o.text)?.[1] ?? '');
  const groupParty = /\b(?:p\.a\.?|p\.c\.?|p\.s\.?|s\.c\.?|professional (?:service )?corporation|pllc|p\.l\.l\.c|associates|medical group|group practice|physicians group|partners|practice)\b/.test(party) || /\bthe (?:group|practice) is an?\b/.test(t);
  const count0 = physicianCount(t);
  if (groupParty && count0 !== undefined) {
    return [{ value: count0 > 10 ? 'large_group' : count0 <= 1 ? 'solo' : 'small_group', clause: o.clause, strength: DIRECT }];
  }
  // A management company or group that employs many physicians is sized by its count, even when it works in hospitals.
  const employer = firstParty(t);
  const count1 = physicianCount(t);
  if (employer && count1 !== undefined && !/\b(?:hospital|health|medical center|state|county|district|university|department)\b/.test(employer)) {
    return [{ value: count1 > 10 ? 'large_group' : count1 <= 1 ? 'solo' : 'small_group', clause: o.clause, strength: PLAIN }];
  }
  if (/\b(?:health system|hospital|medical center|health care system|healthcare system|state agency|department of|integrated delivery)\b/.test(t) && !/\bcommunity health center\b/.test(t)) {
    return [{ value: 'health_system', clause: o.clause, strength: STATED }];
  }
  const count = physicianCount(t) ?? physicianCount(ctx.clauses.map((c) => c.num).join("\n").slice(0, 80000));
  if (count !== undefined) {
    const c = ctx.clauses.find((x) => physicianCount(x.num) === count) ?? o.clause;
    if (count <= 1) return [{ value: 'solo', clause: c, strength: INDIRECT }];
    return [{ value: count > 10 ? 'large_group' : 'small_group', clause: c, strength: STATED }];
  }
  if (/\bmultispecialty\b/.test(t)) return [{ value: 'large_group', clause: o.clause, strength: WEAK }];
  if (/\bsolo practi/.test(t)) return [{ value: 'solo', clause: o.clause, strength: INDIRECT }];
  return [];
}

const ACADEMIC_NAME = /\b(?:university|academic medical center|academic (?:cancer|health|medical) (?:center|system)|school of medicine|medical school|college of medicine)\b/;
const INSTITUTION_NAME = /\b(?:hospital|health system|health care system|healthcare system|medical center|health network)\b/;

/** Affiliations, sponsorships and teaching arrangements with an academic institution, cut from the text. */
function withoutAffiliations(t: string): string {
  return t.replace(/\b(?:affiliated|affiliation|in affiliation|associated|partnered|partnership) with (?:the )?[^.;()]{0,120}?(?:university|school of medicine|college of medicine|medical school|academic medical center)\b[^.;,()]{0,60}/g, ' ')
    .replace(/\bthe university's\b/g, ' ');
}

/**
 * Who the contract says the employer is: "X, and not Y, is the Physician's employer", "the Physician's
 * employer is X", "X shall be the sole employer of the Physician". Sized only when X names a kind of employer.
 */
function statedEmployer(ctx: Ctx): Candidate<string> | undefined {
  const who = `(?:the )?(?:${PHYSICIAN}|[a-z]+(?:ist|ian))'s|your`;
  const forms = [
    new RegExp(`\\b((?:the )?[a-z][a-z&' -]{1,80}?)(?:,? (?:and|but) not (?:the )?[a-z][a-z&' -]{1,80}?,?)? (?:is|shall be|will be|remains|shall remain) (?:${who}) (?:sole |only |actual |exclusive )?employer\\b`),
    new RegExp(`\\b(?:${who}) (?:sole |only |actual |exclusive )?employer (?:is|shall be|will be) ((?:the )?[a-z][a-z&' -]{1,80}?)(?:,|\\.|;| and not\\b|$)`),
    new RegExp(String.raw`\b((?:the )?[a-z][a-z&' -]{1,80}?)(?:,? (?:and|but) not (?:the )?[a-z][a-z&' -]{1,80}?,?)? (?:is|shall be|will be) the (?:sole |only |exclusive )?employer of (?:the )?(?:${PHYSICIAN}|[a-z]+(?:ist|ian))\b`),
  ];
  for (const c of ctx.clauses.slice(0, 60)) {
    for (const re of forms) {
      const m = re.exec(c.num);
      if (!m || deniedAt(c.num, m.index)) continue;
      const name = m[1].replace(/^.*\b(?:that|which|and|agree|acknowledge|acknowledges|understands?)\s+/, '').trim();
      if (ACADEMIC_NAME.test(name)) return { value: 'academic', clause: c, strength: DIRECT };
      if (INSTITUTION_NAME.test(name)) return { value: 'health_system', clause: c, strength: DIRECT };
    }
  }
  return undefined;
}

function firstParty(t: string): string {
  return /(?:\b(?:between|among|with)\s+|^parties\s*:\s*)(.{0,160}?)(?:\(|,\s*an?\s)/.exec(t)?.[1] ?? '';
}

/**
 * Nouns that count the group's doctors: "physicians", "surgeons", and specialists by name
 * ("anesthesiologists", "pediatricians", "internists"), never other clinicians of the group
 * ("nurse anesthetists", "psychologists", "therapists", "technologists").
 */
const DOCTORS = "(?:physicians?(?! assistants?)|doctors?|providers|surgeons|partners|shareholders|physician members|(?!psych|techn|audi)[a-z]+ologists|pediatricians|obstetricians|internists|hospitalists|intensivists|nocturnists|(?:psych|phys)iatrists|oncologists)";
const COUNT = new RegExp(`(?:\\b(?:composed of|consisting of|consists of|comprised of|comprising|comprises|made up of|employs|of|has|have|with|and|includes?|numbers?|totals?)\\s+|[:,]\\s*)(?:approximately\\s+|about\\s+|more than\\s+|over\\s+|some\\s+|nearly\\s+)?(\\d+)\\s+(?:(?:board-certified|full-time|employed|practicing|physician|staff|[a-z]+ care)\\s+){0,2}(?:[a-z-]+\\s+)?${DOCTORS}\\b`);

const DATE_YEAR = /\b\d{1,2}(?:st|nd|rd|th)?,?\s+(?:19|20)\d\d\s+\S+(?:\s+\S+)?\s+\S+$/;
const CLAUSE_WORD = /\d\s+(?:if|when|unless|until|after|before|while|and|or|the|that|as|in|on|by|for|at|to)\s/;

function physicianCount(t: string): number | undefined {
  for (const m of t.matchAll(new RegExp(COUNT.source, 'g'))) {
    // "40 nurse anesthetists", "12 certified registered nurse anesthetists": not the doctors.
    if (/\bnurse\b/.test(m[0])) continue;
    // "terminates as of January 17, 2008 if Physician remains employed": the year of a date, then a clause about him.
    if (DATE_YEAR.test(t.slice(0, (m.index ?? 0) + m[0].length)) || CLAUSE_WORD.test(m[0])) continue;
    return Number(m[1]);
  }
  // "on behalf of all eight (8) radiologists of Coastal Imaging Associates": the whole group, counted.
  const all = new RegExp(`\\ball (?:of (?:the |our )?)?(\\d+) (?:[a-z-]+ )?${DOCTORS} (?:of|at|in|with) `).exec(t);
  if (all) return Number(all[1]);
  const pair = /\b(?:contractor|physician|you) and dr\. [a-z]+\b|\b(?:two|2) physicians\b/.exec(t);
  return pair ? 2 : undefined;
}

/** Canonical specialty names and the words that name them (people and fields). */
const SPECIALTIES: [string, RegExp][] = [
  ['pediatric hospital medicine', /\bpediatric hospital(?:ist| medicine)\b/],
  ['hospital medicine', /\bhospital medicine\b|\bhospitalists?\b|\bnocturnists?\b/],
  ['emergency medicine', /\bemergency medicine\b|\bemergency physicians?\b/],
  ['family medicine', /\bfamily (?:medicine|practice|physicians?)\b/],
  ['internal medicine', /\binternal medicine\b|\binternists?\b/],
  ['pediatrics', /\bpediatrics\b|\bpediatricians?\b/],
  ['anesthesiology', /\banesthesiology\b|\banesthesiologists?\b|\banesthesia services\b/],
  ['neonatology', /\bneonatology\b|\bneonatologists?\b/],
  ['palliative medicine', /\bpalliative (?:care|medicine)\b/],
  ['allergy and immunology', /\ballergy and immunology\b|\ballergists?\b/],
  ['sleep medicine', /\bsleep medicine\b/],
  ['sports medicine', /\bsports medicine\b/],
  ['interventional radiology', /\binterventional radiolog(?:y|ists?)\b/],
  ['hematology and oncology', /\bhematology(?: and |\/| ?- ?)oncology\b|\bhematologists?\/oncologists?\b/],
  ['orthopaedic surgery', /\borthopa?edic surg(?:ery|eons?)\b/],
  ['general surgery', /\bgeneral surg(?:ery|eons?)\b/],
  ['radiation oncology', /\bradiation oncolog(?:y|ists?)\b/],
  ['medical oncology', /\bmedical oncolog(?:y|ists?)\b/],
  ['cardiology', /\bcardiology\b|\bcardiologists?\b|\bcardiovascular medicine\b/],
  ['nephrology', /\bnephrology\b|\bnephrologists?\b/],
  ['psychiatry', /\bpsychiatry\b|\bpsychiatrists?\b|\btelepsychiatry\b/],
  ['urology', /\burology\b|\burologists?\b/],
  ['neurology', /\bneurology\b|\bneurologists?\b/],
  ['dermatology', /\bdermatology\b|\bdermatologists?\b/],
  ['gastroenterology', /\bgastroenterology\b|\bgastroenterologists?\b/],
  ['obstetrics and gynecology', /\bobstetrics and gynecology\b|\bob\/?gyn\b|\bobstetricians?\b/],
  ['radiology', /\b(?:diagnostic )?radiology\b|\bradiologists?\b/],
  ['pulmonology', /\bpulmonology\b|\bpulmonary (?:and critical care )?medicine\b|\bpulmonologists?\b/],
  ['critical care medicine', /\bcritical care medicine\b|\bintensivists?\b/],
  ['neurosurgery', /\bneurosurg(?:ery|eons?)\b/],
  ['ophthalmology', /\bophthalmology\b|\bophthalmologists?\b/],
  ['otolaryngology', /\botolaryngology\b|\bent surgeons?\b/],
  ['endocrinology', /\bendocrinology\b|\bendocrinologists?\b/],
  ['rheumatology', /\brheumatology\b|\brheumatologists?\b/],
  ['infectious disease', /\binfectious diseases?\b/],
  ['pathology', /\bpathology\b|\bpathologists?\b/],
  ['physical medicine and rehabilitation', /\bphysical medicine and rehabilitation\b|\bphysiatrists?\b/],
  ['geriatrics', /\bgeriatrics?\b|\bgeriatricians?\b/],
  ['plastic surgery', /\bplastic surg(?:ery|eons?)\b/],
  ['vascular surgery', /\bvascular surg(?:ery|eons?)\b/],
  ['cardiothoracic surgery', /\bcardiothoracic surg(?:ery|eons?)\b|\bthoracic surg(?:ery|eons?)\b/],
];

// Longer names claim their words first ("interventional radiology" before "radiology").
const BY_LENGTH = [...SPECIALTIES].sort((a, b) => b[0].length - a[0].length);

/** A disability or fitness examination: "disability", "incapacity", "medical examination", "examined by". */
const DISABILITY_EXAM = /\b(?:disab\w*|incapacit\w*|(?:medical|physical|mental|psychiatric|psychological|independent) (?:or [a-z]+ )?(?:examinations?|exams?|evaluations?)|examined by|fitness for (?:duty|work))\b/;

export function specialty(ctx: Ctx): Candidate<string>[] {
  const score = new Map<string, { s: number; clause: Clause }>();
  ctx.clauses.forEach((c, i) => {
    const early = i < 30 ? 2 : 1;
    const engage = /\b(?:specialty of|specializing in|practice (?:of )?|as an? |employ|appoint|engage|board[- ]certified in|residency in)\b/.test(c.num) ? 2 : 1;
    // The doctor who examines the physician for a disability or fitness ("examined by a psychiatrist the parties choose")
    // is no specialty of his, unless the same sentence names his own specialty.
    if (DISABILITY_EXAM.test(c.num) && !/\b(?:specialty of|specializing in|practice of|board[- ]certified in)\b/.test(c.num)) return;
    let rest = c.num;
    for (const [name, re] of BY_LENGTH) {
      const m = re.exec(rest);
      if (!m) continue;
      // "such physician or psychiatrist": a doctor named before (an examiner), not the physician's own field.
      const pointsBack = /\b(?:such|said)\s+(?:[a-z]+\s+(?:or|and)\s+)?$/.test(rest.slice(Math.max(0, m.index - 40), m.index));
      // Longer names claim their words first ("pediatric hospital medicine" before "hospital medicine").
      rest = rest.replace(new RegExp(re.source, 'g'), ' ');
      if (pointsBack) continue;
      if (/\bresidency\b/.test(c.num) && !/\bspecialty|employ|practice\b/.test(c.num)) continue;
      const e = score.get(name) ?? { s: 0, clause: c };
      e.s += early * engage;
      score.set(name, e);
    }
  });
  const ranked = [...score.entries()].sort((a, b) => b[1].s - a[1].s);
  if (!ranked.length) return [];
  const [top, second] = ranked;
  const margin = second ? top[1].s / (top[1].s + second[1].s) : 1;
  return [{ value: top[0], clause: top[1].clause, strength: UNSURE + WIDE_MARGIN_SPAN * margin }];
}

const INPATIENT = around(String.raw`\b`, [
  String.raw`inpatients?|hospitalists?|nocturnists?|emergency department|operating rooms?|intensive care|icu|wards?`,
  String.raw`admitted patients|hospital[- ]based|rounding|rounds|inpatient units?|trauma|labou?r and delivery`,
  String.raw`consultation service|in-house|hospital call|acute care|deliveries|delivering babies`,
  String.raw`at (?:[a-z']+ ){0,3}hospitals?`,
], String.raw`\b`, 'g');
const OUTPATIENT = around(String.raw`\b`, [
  String.raw`outpatients?|clinics?|office (?:visits|sessions|hours|consultations|procedures|practice|setting|schedule)`,
  String.raw`(?:medical|physician|clinic|practice) offices?|office-based|(?:our|the practice's|its|the group's) offices?`,
  String.raw`ambulatory|urgent care|(?:surgery|surgical|surgi) cent(?:er|re)s?|ascs?`,
  String.raw`primary care (?:services|practice|clinic|medicine|office|setting|physician position)`,
  String.raw`(?:patient|physician's|your|his|her) panel|panel of patients|dialysis (?:units|facilities|centers)`,
], String.raw`\b`, 'g');
/** Titles of the clauses that say where the physician works. */
const DUTY_TITLE = /\b(?:duties|services|practice setting|setting|locations?|position|scope|clinical|responsibilities|employment|appointment|practice sites?|work sites?)\b/;

// A mixed practice is surest at an even split of mentions, by up to this much over EVEN.
const MIXED_SPAN = 0.25;

export function practiceSetting(ctx: Ctx): Candidate<string>[] {
  let tele = 0;
  const doc = { inp: 0, out: 0 }, duty = { inp: 0, out: 0 };
  let anchor: Clause | undefined;
  for (const c of ctx.clauses) {
    if (SUPERSEDED.test(c.num)) continue;
    if (/\b(?:exclusively|solely|entirely|only)\b[^.;]{0,50}\b(?:telehealth|telemedicine|telepsychiatry|virtual care|virtual visits|remote(?:ly)?|audio-video|synchronous|(?:by|via|through|over) (?:secure |encrypted |live |(?:two|2)-way )*video)\b|\bremote practice\b|\btelehealth practice\b|\ball (?:[a-z']+ ){0,3}(?:services|visits|care|encounters|consultations) (?:are|is|will be|shall be) (?:delivered|provided|rendered|performed|conducted) (?:by|via|through|over) (?:telehealth|telemedicine|video|virtual)/.test(c.num) && !/\bin-person\b[^.;]{0,40}\b(?:required|shall|will)\b/.test(c.num)) { tele += 5; anchor ??= c; }
    const isDuty = DUTY_TITLE.test(c.title) || /\b(?:shall|will) (?:provide|render|perform|practice)\b[^.;]{0,60}\bservices\b/.test(c.num);
    // Hospital work that others do ("inpatient care is provided by the hospitalists") is not the physician's.
    const others = /\b(?:provided|covered|handled|performed|managed)\s+by\b|\bresponsibility of\b|\b(?:does|do|will|shall) not\b[^.;]{0,40}\b(?:admit|round|inpatient|hospital)/.test(c.num);
    const i = others ? 0 : [...c.num.matchAll(INPATIENT)].filter((m) => !deniedAt(c.num, m.index ?? 0)).length;
    const o = [...c.num.matchAll(OUTPATIENT)].filter((m) => !deniedAt(c.num, m.index ?? 0)).length;
    doc.inp += i; doc.out += o;
    // "All of Physician's clinical services shall be rendered at outpatient clinics": a statement of the whole.
    // "The Group's services are hospital based", "the position is entirely outpatient": also a statement of the whole.
    const whole = /\b(?:all|exclusively|solely|only|entirely)\b[^.;]{0,70}\b(outpatient|inpatient|ambulatory|hospital[- ]based|office[- ]based|clinic[- ]based)\b/.exec(c.num)
      ?? /\b(?:services|practice|position|work|duties|role|employment)\s+(?:is|are|will be|shall be)\s+(?:(?:entirely|exclusively|wholly|solely|primarily|predominantly)\s+)?(outpatient|inpatient|ambulatory|hospital[- ]based|office[- ]based|clinic[- ]based)\b/.exec(c.num)
      // A summary line labelled with the role or setting: "Role: adult endocrinology; clinic-based".
      ?? /^(?:role|setting|practice setting|position|practice|work setting|site of (?:service|practice))\s*:\s*[^.|]{0,60}?\b(outpatient|inpatient|ambulatory|hospital[- ]based|office[- ]based|clinic[- ]based)\b/.exec(c.num);
    if (whole && !deniedAt(c.num, whole.index)) {
      if (/^(?:inpatient|hospital)/.test(whole[1])) { duty.inp += 4; } else { duty.out += 4; }
      anchor = anchor && DUTY_TITLE.test(anchor.title) ? anchor : c;
    }
    if (isDuty) { duty.inp += i; duty.out += o; if (i + o > 0) anchor ??= c; }
  }
  const clause = anchor ?? ctx.clauses.find((c) => /\b(?:employ|engage|appoint)/.test(c.num)) ?? ctx.clauses[0];
  if (!clause) return [];
  if (tele >= 5) return [{ value: 'telehealth', clause, strength: STATED }];
  const useDuty = duty.inp + duty.out >= 3;
  const inp = useDuty ? duty.inp + 0.3 * doc.inp : doc.inp;
  const out = useDuty ? duty.out + 0.3 * doc.out : doc.out;
  const total = inp + out;
  if (total < (useDuty ? 3 : 2)) return [];
  const share = out / total;
  const sure = useDuty ? BIG_STEP : 0;
  if (share < 0.2) return [{ value: 'inpatient', clause, strength: EVEN + sure + (0.2 - share) * 1.5 }];
  if (share > 0.8) return [{ value: 'outpatient', clause, strength: EVEN + sure + (share - 0.8) * 1.5 }];
  return [{ value: 'mixed', clause, strength: EVEN + sure + MIXED_SPAN * (1 - Math.abs(share - 0.5) * 3.3) }];
}
