// Who the two parties are, by the names the contract gives them. A contract defines its own
// word for the physician ("Consultant", "the Specialist", "Dr. Okafor") and for the employer
// ("the Foundation", "ABC"); the rules read "physician" and "employer". The party definitions
// and the recitals say which defined word names whom, and the matching text of each clause
// then says "physician" and "employer" where the contract wrote its own word.
import { EMPLOYER, PHYSICIAN, SPECIALIST } from './party-words.js';
import { plainQuotes } from './patterns.js';
import { anyOf, around } from './alternatives.js';

export interface Parties {
  /** The defined terms that name the physician, as written ("Consultant", "Dr. Okafor"). */
  physician: string[];
  /** The defined terms that name the employer ("Foundation", "ABC"). */
  employer: string[];
}

type Role = 'physician' | 'employer';

interface Definition {
  terms: string[];
  /** What the definition says of the party: the name and description it defines. */
  roles: Set<Role>;
  /** Introduced as a party: at the opening, or beside a verb of employment (not a third party named in passing). */
  party: boolean;
  /** Introduced where the contract names its parties: a "between", a caption, both parties in one sentence. */
  opening?: boolean;
  /** Defined by "X means ...", with words that tie it to the parties. */
  means: boolean;
  /** The name and description the definition follows. */
  desc?: string;
}

/** A person's name as a party description: "John Q. Smith", "Mary Ann O'Neil, an individual", "Dr. Jane Roe". */
const PERSON_NAME = /^(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?[A-Z][a-z'-]+(?:\s+[A-Z]\.?)?(?:\s+[A-Z][a-z'-]+){1,2}(?:,?\s+(?:Jr|Sr|II|III)\.?)?(?:,\s+(?:an individual|residing [^,]{1,80}|an? [a-z]+ resident))?[\s,]*$/;

/**
 * '(the "Foundation")', '(hereinafter "Dr. Okafor")', '(collectively with its affiliates, "ABC")', '(collectively,
 * including its subsidiaries, referred to as "ABC")', '("Physician" or "Dr. Roe")', '("Roe", "Employee")'. */
const PAREN_DEF = /\(\s*(?:(?:the|this|each|hereinafter(?:\s+(?:referred\s+to\s+as|called|known\s+as))?|referred\s+to\s+(?:herein\s+|hereinafter\s+|below\s+)?as|herein\s+(?:called|known\s+as)|(?:collectively|together|individually|jointly)(?:\s+(?:and|or)\s+(?:collectively|individually|severally))?(?:\s+with\s+[^"()]{1,80}?)?,?|(?:collectively|together),?\s+including\s+[^"()]{1,80}?,\s+(?:referred\s+to\s+(?:herein\s+|hereinafter\s+)?as|called)|d\/b\/a|doing\s+business\s+as)\s+(?:the\s+)?)?"([^"()]{1,40})"(?:\s*(?:,\s*(?:or\s+|and\s+)?|(?:or|and)\s+)(?:the\s+)?"([^"()]{1,40})")?\s*\)/gi;
/** 'Jane Roe, M.D., hereinafter referred to as "Consultant"' (no brackets). */
const HEREIN_DEF = /(?:^|[\s,])(?:hereinafter|herein)\s+(?:referred\s+to\s+as\s+|called\s+|known\s+as\s+)?(?:the\s+)?"([^"()]{1,40})"/gi;
/** '"Consultant" means Jane Roe, M.D.' */
const MEANS_DEF = /"([^"]{1,40})"\s+(?:means|shall mean|refers to|shall refer to)\s+([^;]{0,200})/g;

/** A defined term that can name a party: capitalised words, a title and a surname, or an acronym. */
const TERM_SHAPE = /^(?:(?:Dr|Doctor|Prof|Professor)\.?\s+)?[A-Z][A-Za-z'&.-]*(?:\s+(?:of\s+)?[A-Z][A-Za-z'&.-]*){0,3}$/;
/** Terms for the deal, its dates and its objects, never a party. */
const NOT_PARTY = around(String.raw`\b`, [
  String.raw`agreement|contract|amendment|addendum|memorandum|mou|letter|statement|schedule|exhibit|appendix|attachment`,
  String.raw`annex|date|term|period|year|plan|policy|policies|program|programme|services?|area|territory|premises`,
  String.raw`facilit(?:y|ies)|salary|compensation|bonus|coverage|insurance|benefits?|pto|cme|effective|commencement|start`,
  String.raw`notice|cause|reason|information|property|work|product|patients?|records?|payers?|payors?|code|act|law`,
  String.raw`regulations?|standards?|duties|position|site|location|office|part(?:y|ies)|affiliates?|competitor|business|the`,
], String.raw`\b`, 'i');

/** A person's name: a medical degree after it, or a title before it. */
const PERSONAL = /,\s*(?:M\.?\s?D|D\.?\s?O|MBBS|MB\s?ChB|MBBCh|FRC[PS]\w*)\b\.?|\bM\.D\.|\bD\.O\.|\b(?:Dr|Doctor)\.?\s+[A-Z]/;
const PHYSICIAN_WORDS = /\b(?:physician|doctor|an individual|licensed to practi[cs]e medicine|board[- ]certified)\b/i;
/** The suffix of a company: a person's professional corporation carries one too. */
const ENTITY_SUFFIX = anyOf([
  String.raw`\b(?:Inc|Incorporated|L\.?L\.?C|P\.?L\.?L\.?C|L\.?L\.?P|L\.P|Ltd|P\.C|P\.A|P\.S|S\.C|Corp|plc|GmbH)\b\.?`,
  String.raw`\b(?:limited liability|professional (?:corporation|association)|corporation|company)\b`,
], 'i');
const ENTITY_WORDS = around(String.raw`\b`, [
  String.raw`hospital|health ?system|health ?care|healthcare|medical cent(?:er|re)|university|college|foundation|trust`,
  String.raw`clinic|group|associates|network|partners|partnership|authority|district|institute|cent(?:er|re)|practice`,
  String.raw`system|organi[sz]ation|non-?profit|not-for-profit|county|department|agency|NHS`,
], String.raw`\b`, 'i');

/**
 * A term that shortens the words just before it ("Chief Governance Officer ("CGO")", "an initial public offering
 * ("IPO")"): an office or a thing, not a party, when those words are an office or written in lower case. A company's
 * initials ("Atlas Behavioral Care, LLC ("ABC")") are a name and stay one.
 */
function abbreviatesOffice(desc: string, term: string): boolean {
  if (!/^[A-Z]{2,6}$/.test(term)) return false;
  const words = desc.replace(/[,\s]+$/, '').split(/[\s-]+/).slice(-term.length);
  if (words.length < term.length || words.map((w) => w[0]?.toUpperCase()).join('') !== term) return false;
  return words.every((w) => /^[a-z]/.test(w)) || /^(?:officer|president|director|counsel|secretary|treasurer|chair\w*|manager|head)$/i.test(words[words.length - 1]);
}

/** The words contracts define for the employee alone; "Provider" or "Associate" may name either party. */
const EMPLOYEE_TERM = /^(?:executive|employee|physician|doctor|key employee)$/i;

/** What a description says its party is. */
function describe(desc: string, term: string): Set<Role> {
  const roles = new Set<Role>();
  if (abbreviatesOffice(desc, term)) return roles;
  const personal = PERSONAL.test(desc) || /^(?:Dr|Doctor)\b/.test(term);
  const suffix = ENTITY_SUFFIX.test(desc);
  const entity = suffix || ENTITY_WORDS.test(desc);
  // "Jane Roe, M.D., P.C." is the physician's own company: either party, so neither.
  if (personal && !suffix) roles.add('physician');
  else if (!personal && !entity && PHYSICIAN_WORDS.test(desc)) roles.add('physician');
  // The contract's own word for the employee ("the Executive") names a person, whatever office and employer the
  // description gives him: "Jane Roe, the current President of the Trust Company (the "Executive")".
  if (entity && !personal && !EMPLOYEE_TERM.test(term)) roles.add('employer');
  else if (entity && !personal && PERSON_NAME.test(desc.split(',')[0] ?? '')) roles.add('physician');
  return roles;
}

/** A caption naming the party of its line: "Company: MindBridge, LLC", "Physician: Jane Roe, M.D.". */
function labelRole(s: string): Role | undefined {
  const m = /^\s*([A-Za-z][A-Za-z ]{1,30}?)\s*:/.exec(s);
  if (!m) return undefined;
  if (/^(?:employer|company|practice|hospital|group|organi[sz]ation|entity|institution|university|health system|facility)$/i.test(m[1])) return 'employer';
  if (/^(?:physician|doctor|employee|contractor|provider|consultant|candidate|practitioner|clinician)$/i.test(m[1])) return 'physician';
  return undefined;
}

/** The name and description just before a definition, back to the previous party or the "between". */
function descriptionBefore(s: string, from: number, at: number): string {
  let pre = s.slice(from, at);
  pre = pre.replace(/^[\s\S]*\b(?:between|among)\s+/i, '');
  pre = pre.replace(/^[\s\S]*(?:^|\s)and\s+(?=[A-Z])/, '');
  // Back to the last colon or semicolon: a caption ("Company:"), a salutation ("Dear Dr. Roe:").
  pre = pre.replace(/^[\s\S]*[:;]\s+/, '');
  return pre.replace(/^[\s,;:)]*(?:and|to|by|with|from)?\s+/i, '').slice(-240);
}

function cleanTerm(t: string): string | undefined {
  const term = t.trim().replace(/^the\s+/i, '').replace(/\s+/g, ' ');
  if (!TERM_SHAPE.test(term) || NOT_PARTY.test(term)) return undefined;
  // A plural names a class ("the Hospitals", "Members"), not the party.
  if (!/^(?:Dr|Doctor|Prof|Professor)\b/.test(term) && /[a-rt-z]s$/.test(term)) return undefined;
  return term;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
}

const VERB_HINT = /\b(?:employ|engag|retain|hir|contract(?:s|ed)? with|appoint)/i;
const PARTY_SENTENCE = /\b(?:between|among)\b|\b(?:employ\w*|engag\w*|retain\w*|hir(?:e|es|ed|ing)|offer\w*|appoint\w*|contract\w* with)\b/i;
/** Words that tie an "X means ..." definition to the parties of this contract. */
const MEANS_PARTY = around(String.raw`\b`, [
  String.raw`employ\w*|engag\w*|retain\w*|part(?:y|ies)|this agreement|signator\w*|undersigned|named (?:below|above|herein)`,
  String.raw`identified (?:below|above|herein)|set forth (?:below|above|on the signature)`,
], String.raw`\b`, 'i');

/**
 * The party a verb of engagement names as its object ("proposes to employ Ahmed Qureshi, M.D.",
 * "has retained Acme Billing, LLC"): the one engaged, so never the employer.
 */
function engagedBefore(s: string, at: number, desc: string): boolean {
  if (!desc) return false;
  const start = s.lastIndexOf(desc.slice(0, 30), at);
  return start > 0 && /\b(?:employ|engage|retain|hire|appoint|contract(?:s|ed)? with)\w*\s+(?:the\s+services\s+of\s+)?$/i.test(s.slice(Math.max(0, start - 60), start));
}

/** Roles given by verbs: "Foundation desires to employ Consultant", "Consultant agrees to be engaged by the Network". */
function verbRoles(texts: string[], terms: string[]): Map<string, Set<Role>> {
  const out = new Map<string, Set<Role>>();
  const add = (t: string, r: Role) => (out.get(t) ?? out.set(t, new Set()).get(t)!).add(r);
  const pair = (employer: string, physician: string) => {
    const e = employer.replace(/\s+/g, ' '), p = physician.replace(/\s+/g, ' ');
    if (e !== p) { add(e, 'employer'); add(p, 'physician'); }
  };
  if (terms.length < 2) return out;
  const alt = terms.map(escape).join('|');
  const lead = String.raw`(?:hereby\s+|shall\s+|will\s+|(?:desires?|wishes|intends|seeks|proposes|agrees|has agreed|is willing|wants)\s+to\s+(?:further\s+)?)`;
  const employs = new RegExp(String.raw`(?<![\w])(${alt})\s+${lead}{0,2}(?:employ|engage|retain|hire|contract\s+with)s?\s+(?:the\s+)?(${alt})(?![\w])`, 'g');
  const employed = around(String.raw`(?<![\w])(${alt})\s+${lead}{0,2}`, [
    String.raw`be\s+(?:employed|engaged|retained|hired)\s+by|accepts?\s+(?:such\s+)?(?:employment|engagement)\s+(?:with|by)`,
  ], String.raw`\s+(?:the\s+)?(${alt})(?![\w])`, 'g');
  for (const s of texts) {
    if (!VERB_HINT.test(s)) continue;
    for (const m of s.matchAll(employs)) pair(m[1], m[2]);
    for (const m of s.matchAll(employed)) pair(m[2], m[1]);
  }
  return out;
}

/** "WHEREAS, the Network desires to engage the Specialist": party words no definition introduced. */
const RECITAL_PAIR = /^\s*(?:WHEREAS|Whereas)\b,?\s+(?:the\s+)?([A-Z][a-z]{2,}|[A-Z]{2,6})\s+(?:desires|wishes|intends|seeks|proposes|agrees)\s+to\s+(?:employ|engage|retain|hire)\s+(?:the\s+)?([A-Z][a-z]{2,}|[A-Z]{2,6})\b/;

/** Sentences (original text) in; the defined terms of the physician and the employer out. Unsure: none. */
export function findParties(sentences: string[]): Parties {
  const texts = sentences.map(plainQuotes);
  const defs: Definition[] = [];
  for (const s of texts) {
    if (!s.includes('"')) continue;
    const found: Definition[] = [];
    const label = labelRole(s);
    let prev = 0;
    let rest = s;
    for (const m of s.matchAll(PAREN_DEF)) {
      const terms = [m[1], m[2]].filter(Boolean).map((t) => cleanTerm(t!)).filter((t): t is string => !!t);
      const desc = descriptionBefore(s, prev, m.index!);
      prev = m.index! + m[0].length;
      rest = rest.slice(0, m.index!) + ' '.repeat(m[0].length) + rest.slice(prev);
      if (!terms.length) continue;
      const roles = describe(desc, terms[0]);
      if (label && m.index! < 200) roles.add(label);
      if (engagedBefore(s, m.index!, desc)) roles.add('physician');
      // '("Elliott", "Employee")': a name given beside the contract's word for a party takes that party's role.
      if (terms.length > 1 && !roles.size) {
        if (terms.some((t) => KNOWN_PHYSICIAN.test(t.toLowerCase()))) roles.add('physician');
        else if (terms.some((t) => KNOWN_EMPLOYER.test(t.toLowerCase()))) roles.add('employer');
      }
      found.push({ terms, roles, party: false, means: false, desc });
    }
    prev = 0;
    for (const m of rest.matchAll(HEREIN_DEF)) {
      const term = cleanTerm(m[1]);
      const desc = descriptionBefore(s, prev, m.index!);
      prev = m.index! + m[0].length;
      if (term) found.push({ terms: [term], roles: describe(desc, term), party: false, means: false });
    }
    for (const m of s.matchAll(MEANS_DEF)) {
      const term = cleanTerm(m[1]);
      if (!term || !MEANS_PARTY.test(m[2])) continue;
      found.push({ terms: [term], roles: describe(m[2], term), party: false, means: true });
    }
    // "between Acme, Inc. (the "Company") and John Smith ("Smith")": of two parties, the one that is not the company
    // and is named as a person (capitalised words, no company suffix or institution word) is the one employed.
    if (/\b(?:between|among)\b/i.test(s) && found.length === 2 && VERB_HINT.test(texts.slice(0, 80).join(' '))) {
      const [a, b] = found;
      for (const [x, y] of [[a, b], [b, a]] as const) {
        if (x.roles.size === 0 && y.roles.size === 1 && y.roles.has('employer') && PERSON_NAME.test(x.desc ?? '')) x.roles.add('physician');
      }
    }
    // Parties are introduced together, by a "between" or a caption; or, less surely, beside a verb of employment.
    const both = found.some((d) => d.roles.has('physician')) && found.some((d) => d.roles.has('employer'));
    for (const d of found) {
      if (d.means) continue;
      d.opening = both || !!label || /\b(?:between|among)\b/i.test(s);
      d.party = d.opening || PARTY_SENTENCE.test(s);
    }
    defs.push(...found);
  }
  for (const s of texts.slice(0, 80)) {
    const m = RECITAL_PAIR.exec(s);
    if (!m || m[1] === m[2] || /^(?:The|This|Each|Such)$/.test(m[1])) continue;
    for (const [t, r] of [[m[1], 'employer'], [m[2], 'physician']] as const) {
      const term = cleanTerm(t);
      // A word used as a name throughout, not once in passing.
      if (term && !defs.some((d) => d.terms.includes(term)) && texts.filter((x) => new RegExp(`(?<![\\w])${escape(term)}(?![\\w])`).test(x)).length >= 3) {
        defs.push({ terms: [term], roles: new Set([r]), party: true, means: false });
      }
    }
  }
  if (!defs.length) return { physician: [], employer: [] };

  // Verbs settle what a description leaves open and veto what it gets wrong.
  const verbs = verbRoles(texts, [...new Set(defs.flatMap((d) => d.terms))]);
  const confirmed = new Set<Definition>();
  for (const d of defs) {
    for (const t of d.terms) {
      const v = verbs.get(t);
      if (!v) continue;
      v.forEach((r) => d.roles.add(r));
      confirmed.add(d);
    }
  }
  // A term defined twice must be defined the same way.
  const byTerm = new Map<string, Set<Role>>();
  for (const d of defs) for (const t of d.terms) for (const r of d.roles) (byTerm.get(t) ?? byTerm.set(t, new Set()).get(t)!).add(r);

  /** Definitions sharing a term are one party under several names ("Physician" or "Dr. Roe"). */
  const grouped = (ds: Definition[]): string[][] => {
    const groups: string[][] = [];
    for (const d of ds) {
      const g = groups.find((x) => d.terms.some((t) => x.includes(t)));
      if (g) for (const t of d.terms) { if (!g.includes(t)) g.push(t); }
      else groups.push([...d.terms]);
    }
    return groups;
  };
  const pick = (role: Role): string[] => {
    let cands = defs.filter((d) => d.roles.size === 1 && d.roles.has(role) && d.terms.every((t) => byTerm.get(t)!.size === 1) && (d.party || d.means || confirmed.has(d)));
    if (cands.some((d) => d.party || confirmed.has(d))) cands = cands.filter((d) => d.party || confirmed.has(d));
    if (cands.some((d) => d.opening || confirmed.has(d))) cands = cands.filter((d) => d.opening || confirmed.has(d));
    let groups = grouped(cands);
    // Of several, the one a verb of employment names; else too unsure to choose (a supervisor, a second facility).
    if (groups.length > 1) groups = grouped(cands.filter((d) => confirmed.has(d)));
    return groups.length === 1 ? groups[0] : [];
  };
  const physician = pick('physician');
  const employer = pick('employer').filter((t) => !physician.includes(t));
  return { physician: physician.filter((t) => !employer.includes(t)), employer };
}

const KNOWN_PHYSICIAN = new RegExp(`^${PHYSICIAN}$`);
const KNOWN_EMPLOYER = new RegExp(`^${EMPLOYER}$`);
/** Words other rules read for their own sake: the kind of engagement, ownership, office, specialty. */
const MEANS_PHYSICIAN = around(String.raw`\b`, [
  String.raw`contractor|employee|partner|shareholder|owner|principal|locums?|tenens|resident|fellow|trainee|intern|student`,
  String.raw`director|officer|chief|chair\w*|president|head|lead(?:er)?|faculty|professor|executive|${SPECIALIST}`,
], String.raw`\b`);
const MEANS_EMPLOYER = around(String.raw`\b`, [
  String.raw`hospitals?|university|college|school|academic|faculty|department|clinics?|practice|group|partners|partnership`,
  String.raw`associates|cent(?:er|re)|system|health network|staffing|agency|locums?|county|state|federal|government`,
  String.raw`veterans|va|fqhc`,
], String.raw`\b`);

/** The terms worth rewriting: those the rules would not read as the party, and that carry no other meaning. */
export function rewrittenTerms(parties: Parties): Map<string, Role> {
  const out = new Map<string, Role>();
  for (const t of parties.physician) {
    const l = t.toLowerCase();
    if (!KNOWN_PHYSICIAN.test(l) && !MEANS_PHYSICIAN.test(l)) out.set(t, 'physician');
  }
  for (const t of parties.employer) {
    const l = t.toLowerCase();
    if (!KNOWN_EMPLOYER.test(l) && !MEANS_EMPLOYER.test(l)) out.set(t, 'employer');
  }
  return out;
}

/** Words that may stand right before or after a party's name without making it part of a longer one. */
const FUNCTION = new Set('the a an this that if when whenever where wherever unless until upon after before while should and or nor but by between among of to for from with without in on at as whereas now therefore dear neither either both notwithstanding provided except including then hereby shall will may must is are its his her their re attn attention cc only also thereafter additionally further furthermore however accordingly otherwise finally once because since although though whether during within following'.split(' '));
/** Words that make the name a kind, not the party: "a Consultant", "any other Specialist", "independent Consultant". */
const GENERIC_BEFORE = around(String.raw`^`, [
  String.raw`a|an|any|another|other|each|every|no|such|all|some|additional|new|former|future|prospective|successor`,
  String.raw`replacement|full|voting|equity|independent|outside|third|non|similar|comparable`,
], String.raw`$`, 'i');
/** What follows a party's name opening a sentence: a verb, so "Professional liability insurance ..." stays a noun phrase. */
const VERB_AFTER = new Set('shall will may must can cannot could should would might is are was were be has have had does did do hereby agree acknowledges acknowledge represents warrants covenants understands desires wishes accepts certifies consents waives elects retains reserves intends also further additionally alone itself himself herself and or nor not acting owns operates employs engages pays provides maintains recognizes recognises confirms affirms assumes bears promises undertakes declares authorizes authorises reimburses offers grants expects requires at in with for to on by under upon as hereunder solely currently presently previously already expressly specifically releases indemnifies appoints hires receives earns works reports devotes serves holds performs renders participates completes submits notifies keeps meets agrees'.split(' '));

/**
 * Rewrites a sentence (original text) so that the parties' defined terms read "physician" and
 * "employer": capitalised whole words only, never inside quotes, a longer proper name or a
 * generic phrase, and never a plural. The result is meant for the matching text, not for quotes.
 */
export function partyRewriter(parties: Parties): (s: string) => string {
  const terms = rewrittenTerms(parties);
  if (!terms.size) return (s) => s;
  const forms = new Map<string, Role>();
  for (const [t, r] of terms) {
    forms.set(t, r);
    forms.set(t.toUpperCase(), r);
  }
  const alt = [...forms.keys()].sort((a, b) => b.length - a.length).map(escape).join('|');
  // "in-Network", "non-Member": a word of its own.
  const re = new RegExp(`(?<![A-Za-z0-9&-])(?:${alt})(?![A-Za-z0-9])`, 'g');
  const roleOf = (m: string) => forms.get(m) ?? forms.get(m.replace(/\s+/g, ' '));
  return (s: string) => s.replace(re, (m: string, offset: number) => {
    const role = roleOf(m);
    if (!role) return m;
    // Only the neighbourhood matters, and long clauses must stay cheap.
    const before = s.slice(Math.max(0, offset - 200), offset);
    const after = s.slice(offset + m.length, offset + m.length + 200);
    // The definition itself: '("Consultant")', "'Consultant'".
    if (/["\u201c]$|(?:^|[\s(])['\u2018]$/.test(before) || /^["\u201d]/.test(after)) return m;
    const possessive = /^['\u2019]s?(?![A-Za-z])/.test(after);
    const prev = /(?:^|[^A-Za-z0-9'\u2019.])([A-Za-z][A-Za-z'\u2019.-]*)[ \t]+$/.exec(before)?.[1];
    if (prev) {
      const p = prev.replace(/[.'\u2019]+$/, '').toLowerCase();
      if (GENERIC_BEFORE.test(p)) return m;
      if (/^[A-Z]/.test(prev) && !FUNCTION.has(p)) return m;
    }
    if (!possessive) {
      const next = /^[ \t]+([A-Za-z][A-Za-z'\u2019-]*)/.exec(after)?.[1];
      if (next) {
        if (/^[A-Z]/.test(next) && !FUNCTION.has(next.toLowerCase())) return m;
        // "Division of Pediatric Medicine", "Foundation for Clinical Research": a longer name.
        if (/^(?:of|for)$/i.test(next) && /^[ \t]+\S+[ \t]+(?:the[ \t]+)?[A-Z]/.test(after)) return m;
        const opening = /(?:^|[.:;!?]\s+)["(\u201c]?\s*$|^\s*(?:\(?[0-9A-Za-z]{1,4}[.)]\s*)+["(\u201c]?\s*$/.test(before);
        if (opening && !VERB_AFTER.has(next.toLowerCase())) return m;
      }
    }
    return role;
  });
}
