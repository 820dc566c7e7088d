// compensation.stock_opts: counts of shares, options and units granted by the agreement.
import type { Ctx, Clause } from '../context.js';
import type { Candidate } from '../candidates.js';
import { deniedAt } from '../negation/index.js';
import { agreementDate } from './term/agreement-date.js';
import { findDates } from '../dates.js';
import { STATED, LIKELY } from '../confidence.js';
import { around } from '../alternatives.js';
import { EXAMPLE } from './compensation.js';
import { SEPARATE_AWARD_FOR_AMENDMENT } from '../flags/ownership.js';
import { isLeavingPaper } from '../document-inputs.js';

/** A count of shares, options or units: "250,000 shares", "200,000 (post-split) shares", "2,000 Performance Share Units". */
// A count in words after its figure may carry a stray bracket ("125,000 (one hundred twenty-five thousand)] shares").
// Stock appreciation rights settled in stock are counted as options (ADJUDICATION-holdout10: h10-02).
const GRANTED_COUNT = /(?<![$\d,.])(\d{1,3}(?:,\d{3})+|\d{3,})\s*(?:\([^)]{0,50}\)\]?\s*)?((?:[a-z-]+\s+){0,4}?)(shares|stock options|options|restricted stock units|rsus|units|warrants|stock appreciation rights|sars)\b/g;
/** Words that make a count a grant of this agreement: "is granting", "one warrant for the purchase of", "shall be entitled to purchase". */
// "The stock options will be 400,000 shares": the grant stated as what the options are.
// A letter's grant put to the board ("you will be recommended for 25,000 options"), a summary's "the issuance of 280,000
// stock options", a hire grant stated as a whole ("the aggregate of 100,000 options").
const GRANTS = /\b(?:grant(?:ed|s|ing)?|award(?:ed|s)?|issue[sd]?|issuance of|recommended (?:to the board )?for|(?:an?|the) aggregate of|receive[sd]?|option to (?:purchase|acquire)|options? (?:to acquire|for)|(?:warrants?|rights?) (?:for the purchase of|to (?:purchase|buy))|covering|entitled? to(?: purchase)?|options? (?:grant )?(?:will|shall) (?:be|consist of|cover|total))\b/;
/**
 * A grant vesting in parts, stated by its whole after the parts: "options that vest 8,333 a year over three years, such
 * options totalling 25,000 in the aggregate". The parts name no grant word and are not read; the whole is the grant.
 */
const AGGREGATE_TOTAL = /\b(?:options|shares|units|awards?|grants?) (?:totall?ing|aggregating|amounting to) (\d{1,3}(?:,\d{3})+|\d{3,})(?: (?:shares|options|units))? in the aggregate\b/;
/**
 * The grant verb after the count, in the passive: "9,000 options will be awarded on the approval date". Not a grant
 * put off to later years or to goals ("will be granted in each of 2031 and 2032", "... if he meets the targets").
 */
const GRANTED_AFTER = /^\s*(?:will|shall) be (?:granted|awarded|issued)\b(?![^.;]{0,40}\b(?:in (?:each of )?(?:19|20)\d{2}|each|every|annually|if|provided|subject to)\b)/;
/** Pay given in options, named just before the count: "a hiring bonus of 150,000 options". */
const PAID_IN_COUNT = /\b(?:bonus|retainer|fees?) of\s*$/;
/** Options given up or already held: "agrees to the cancellation of the options to purchase ...". */
const CANCELLED = /\bcancel\w*\b(?![^]*\b(?:grant(?:ed|s|ing)?|award(?:ed|s)?|issue[sd]?)\b)/;
/** A grant of another agreement, named beside this one's: "in addition to the 50,000 options granted under the consulting agreement". */
const EARLIER_GRANT = /^[^.;]{0,80}?\b(?:granted|awarded|issued) (?:pursuant to|under|in connection with) (?:the|a|his|her) (?!this\b)(?:[a-z-]+ ){0,3}agreement\b/;
/** Alternatives offered for one grant: "either (a) 200,000 restricted shares or (b) an option for 200,000 shares". */
const ALTERNATIVE = /\bor\s*(?:\([a-z0-9]{1,3}\)\s*)?(?:[a-z-]+\s+){0,6}$/;
/** A part of a grant (a vesting tranche), a grant already held, or one that comes later. */
const NOT_A_NEW_GRANT = around(String.raw`\b`, [
  String.raw`each covering|vest(?:s|ing|ed)? (?:as to|with respect to|in)|with respect to|installments?|tranche`,
  String.raw`per (?:year|annum)|annual(?:ly)?|yearly|each (?:year|fiscal year|calendar year)|in each of|outstanding|held by`,
  String.raw`previously (?:granted|awarded)|have outstanding|remain in (?:force|effect)|prior agreement|original agreement`,
  // "You have previously been granted an option ...", "he has already been awarded": held from before.
  String.raw`(?:previously|already) been (?:granted|awarded|issued)`,
  // "He had received an option ... on December 1, 2019": a grant told as past before this agreement.
  String.raw`had (?:previously |already )?(?:received|been granted|been awarded|been issued)`,
  // Options given back under a separation: "you will return your first vested grant of 9,000 options", "he surrenders
  // his option over 9,000 shares".
  String.raw`(?:return|surrender|forfeit|relinquish|tender)(?:s|ed|ing)? (?:(?:your|his|her|the|all|such|its|their) )?(?:[a-z-]+ ){0,3}(?:grants?|options?|awards?|shares?|units?)`,
], String.raw`\b`);

/**
 * A count that is not granted at signing: a grant that recurs ("on June 1 and every twelve months thereafter"), one the
 * employee may earn later on goals ("eligible to receive up to 40,000 options in 2022 depending upon ..."), an award that
 * vests or is issued on a termination, or the running total an added award brings ("for a total award of 30,000 units").
 */
function laterOrContingentGrant(before: string, after: string): boolean {
  if (/^[^.;]{0,100}\b(?:every (?:twelve|12) months|each year|every year|annually|each anniversary) thereafter\b/.test(after)) return true;
  // A grant repeated by month or quarter ("an option over 5,000 shares each month from the seventh month on") is a series
  // of later grants; a count that only vests by month ("vesting 1,000 shares each month") is not read here.
  if (/^(?:(?!\b(?:vest|exercis)\w*)[^.;]){0,80}\b(?:each|every) (?:calendar )?(?:month|quarter)\b/.test(after)) return true;
  // A ceiling of a grant still to be sized ("the Company will grant him up to 8,000 shares", "is targeted to be awarded up
  // to 9,000 units", "may earn a further award of up to 40% of the grant, or 6,000 shares"): contingent, not made at
  // signing. "An option to purchase up to 9,000 shares" fixes the grant and is not caught here.
  if (/\b(?:grant|award|issue)(?:ed)? (?:to )?(?:the (?:executive|employee|officer|physician)|physician|you|him|her)? ?up to (?:an? )?(?:additional |further )?$/.test(before)) return true;
  if (/\b(?:targeted|expected) to (?:be )?(?:granted|awarded|receive)\b[^.;]{0,20}$/.test(before)) return true;
  if (/\bearn (?:an? )?(?:additional |further )?(?:grant|award)\b[^.;]{0,60}$/.test(before)) return true;
  if (/\bmay (?:also )?receive up to\s*$/.test(before)) return true;
  if (/^[^.;]{0,80}\bif (?:he|she|you|the (?:executive|employee|officer)) (?:achieves?|meets?|attains?)\b/.test(after)) return true;
  if (/\beligible to receive up to\s*$/.test(before) && /^[^.;]{0,80}\b(?:depending|contingent) (?:up)?on\b/.test(after)) return true;
  // A section number ("sections 6.4 and 6.5") does not end the sentence.
  if (/\bterminat\w*\b/.test(before + after) && /\b(?:shall|will) (?:vest|be issued|become vested)\b(?:[^.;]|\.\d){0,160}$/.test(before)) return true;
  // Shares owed when the employment ends, as severance or as damages ("on a termination without cause he shall receive
  // 40,000 shares", "he shall receive as agreed damages a grant of 40,000 shares"): not a grant made at signing
  // (ADJUDICATION: h26-01).
  if (/\b(?:severance|damages|(?:upon|on|following|after) (?:(?:the|his|her|a|any|such) )?(?:[a-z-]+ )?terminat\w*)\b(?:[^.;]|\.\d){0,160}$/.test(before)) return true;
  return /\bfor a total (?:award |grant )?of\s*$/.test(before);
}

/**
 * Options the holder has, told by a date or by what happens to them: "the 9,000 options held as of March 1", "the
 * 9,000 unvested options ... will be surrendered". Both are a holding or its end, never a grant made now.
 */
const HELD_OR_GIVEN_UP_AFTER = /^\s*(?:held (?:as of|on|at)\b|[^.;]{0,100}?\b(?:will|shall) be (?:voluntarily )?(?:surrendered|relinquished)\b)/;

/** An award set again at another size: "the award will be adjusted to", "we will reduce the grant to". */
const RESIZED = /\b(?:adjust|reduce|increase|change|revise)[sd]? (?:the |such |that |this |your |his |her )?(?:[a-z-]+ ){0,2}(?:award|grant|option)s? to\s*$/;

/** A grant split into equal parts at grant: "shall be granted in 3 equal annual installments of". */
const GRANTED_IN_PARTS = /\b(?:granted|awarded|issued|made) in (\d{1,2}) (?:equal )?(?:annual |yearly )?installments of\s*$/;

/** A lead-in to a list of grants: "the Employee will receive, on signing, the following equity options:". */
// The lead-in may name the plan the grants come from before its colon ("the following shares of stock under our 2019
// Equity Plan:").
const GRANT_LIST_LEAD = /\b(?:grant(?:ed)?|award(?:ed)?|receive|issue[sd]?)\b[^.;]{0,80}\bthe following (?:[a-z-]+ ){0,2}(?:options|shares|awards|grants|units|warrants)\b(?:[.:]?|[^.;:]{0,70}:)\s*$/;
/** An item of such a list: "- 250,000 options at $0.60", "(b) 250,000 options at $0.90". */
const LIST_ITEM = /^\s*(?:[-\u2013\u2022*o]|\(?[a-z0-9]{1,3}\))\s+/;
/** A dash or bullet just before a count, inside a line: "... 12 months - 250,000 options". */
const ITEM_MARK_BEFORE = /(?:^|\s)[-\u2013\u2022*]\s+$/;

/**
 * Grants set out as the items of a list after a lead-in (each item its own count, priced or vesting apart): the items
 * are several grants even when their counts are equal, so they are summed (corpus/real/ADJUDICATION.md: grants summed).
 */
function listedGrants(ctx: Ctx, found: { clause: Clause }[]): { value: number; clause: Clause; kind: string }[] {
  const out: { value: number; clause: Clause; kind: string }[] = [];
  for (const c of ctx.clauses) {
    if (!GRANT_LIST_LEAD.test(c.num) || EXAMPLE.test(c.num) || deniedAt(c.num, c.num.search(GRANT_LIST_LEAD))) continue;
    const items: { value: number; clause: Clause; kind: string }[] = [];
    for (let i = c.index + 1; i < Math.min(ctx.clauses.length, c.index + 12); i++) {
      const d = ctx.clauses[i];
      // An item may start the line, or follow the line above it run in ("vesting at 12 months - 250,000 options at $0.90").
      const counts = [...d.num.matchAll(GRANTED_COUNT)].filter((m) => LIST_ITEM.test(d.num.slice(0, m.index)) && d.num.slice(0, m.index).trim().length <= 3
        || ITEM_MARK_BEFORE.test(d.num.slice(0, m.index)));
      if (!counts.length) {
        // A line under an item ("vesting at 12 months") continues it; anything else ends the list.
        if (items.length && !/\d/.test(d.num.replace(/\b\d+ (?:months?|years?)\b/g, '')) && d.num.length < 80) continue;
        break;
      }
      for (const m of counts) items.push({ value: Number(m[1].replace(/,/g, '')), clause: d, kind: /option|warrant/.test(m[3]) ? 'option' : 'share' });
    }
    // Counts already read from the items themselves are not read twice.
    if (items.length >= 2 && !items.some((x) => found.some((f) => f.clause.index === x.clause.index))) out.push(...items);
  }
  return out;
}

/** The lead-in of a table of grants, ending in its colon within the clause. */
const GRANT_LIST_LEAD_IN_CLAUSE = /\b(?:grant(?:ed)?|award(?:ed)?|receive|issue[sd]?)\b[^.;]{0,80}\bthe following (?:[a-z-]+ ){0,2}(?:options|shares|awards|grants|units|warrants)\b:/;
const NAME_THEN_COUNT_ROW = /^\s*(?:[a-z-]+\s+){0,4}?(stock options|options|shares|restricted stock units|rsus|units)\s+(\d{1,3}(?:,\d{3})+|\d{3,})(?![\d,.%])/;
/**
 * Grants tabulated after a lead-in with the name of each award before its count ("the following awards: Stock Options
 * 9,000 Restricted Shares 3,000"): a table's rows, read left to right, that the count-then-noun reading misses or pairs
 * with the wrong name. Each row is a grant; they are summed like listed items.
 */
function nameThenCountRows(c: Clause): { value: number; clause: Clause; kind: string }[] | undefined {
  const lead = GRANT_LIST_LEAD_IN_CLAUSE.exec(c.num);
  if (!lead || EXAMPLE.test(c.num) || deniedAt(c.num, lead.index)) return undefined;
  const rows: { value: number; clause: Clause; kind: string }[] = [];
  let rest = c.num.slice(lead.index + lead[0].length);
  for (let m = NAME_THEN_COUNT_ROW.exec(rest); m; m = NAME_THEN_COUNT_ROW.exec(rest)) {
    rows.push({ value: Number(m[2].replace(/,/g, '')), clause: c, kind: /option/.test(m[1]) ? 'option' : 'share' });
    rest = rest.slice(m[0].length);
  }
  // Two rows at least, and nothing after them but a closing mark or the next section's number.
  return rows.length >= 2 && /^\s*(?:\d{1,2}\.?)?\s*$/.test(rest) ? rows : undefined;
}

/**
 * A grant stated whole and then by its parts ("options over 90,000 shares ... the option over 60,000 shares vests now;
 * the option over the other 30,000 shares vests on approval"): counts that follow a grant, in the same or the next
 * sentences, and add up to it exactly are its parts, not further grants.
 */
function dropPartsOfWhole(grants: { value: number; clause: Clause }[]): void {
  for (let i = 0; i < grants.length; i++) {
    let sum = 0;
    for (let j = i + 1; j < grants.length && grants[j].clause.index - grants[i].clause.index <= 3; j++) {
      sum += grants[j].value;
      if (sum === grants[i].value && j > i + 1) { grants.splice(i + 1, j - i); break; }
      if (sum > grants[i].value) break;
    }
  }
}

/**
 * A count told as a part of a grant already stated: "83,333 of such options shall vest", "the option to acquire 125,000
 * of such shares is exercisable immediately", "the right to buy 40,000 of the shares vests on June 1, 2031". The
 * vesting words follow the count, so the check on the words before it does not see them.
 */
// The noun may be doubled ("50,000 options shares shall vest"): the count still names a part, not a grant of shares.
const PART_OF_GRANT_AFTER = /^\s*(?:shares\s+)?(?:(?:shall|will|to|which shall|that shall|do|does)\s+)?(?:vest(?:s|ing)?\b|become (?:vested|exercisable)\b|(?:is|are|be|become|becomes) (?:immediately )?exercisable\b|(?:shall|will) be forfeited\b)/;
const OF_THE_GRANT = /^of (?:such|the|these|those|said|its|which)\b/;
const EARLIER_GRANT_BEFORE = /\b(?:granted|awarded|issued) (?:pursuant to|under|in connection with) (?:the|a|his|her) (?!this\b)(?:[a-z-]+ ){0,3}agreement\s*:?\s*$/;
function partOfStatedGrant(m: RegExpMatchArray, before: string, after: string, c: Clause, grants: readonly { value: number; clause: Clause }[]): boolean {
  const value = Number(m[1].replace(/,/g, ''));
  // "Of such shares" points back by itself and may stand a few sentences on; vesting words only next to the grant, and
  // not where the count has a grant verb of its own ("he is also awarded 10,000 restricted shares vesting in 2030").
  // A verb that tells of the options of the earlier agreement ("the same terms as the options granted under the
  // agreement: 5,000 shares shall vest ...") is not this count's own.
  const ownVerb = /\b(?:grant|award|issu)\w*\b[^.;]{0,40}$/.test(before) && !EARLIER_GRANT_BEFORE.test(before);
  const reach = OF_THE_GRANT.test(m[2]) ? 8 : PART_OF_GRANT_AFTER.test(after) && !ownVerb ? 3 : -1;
  return grants.some((g) => g.value > value && c.index - g.clause.index <= reach);
}

/**
 * A paper about leaving (a severance or separation agreement) names the options and shares the employee already holds, as
 * they vest sooner, stay exercisable, are bought back or given up; a new grant there is one the employer still makes:
 * "the Society will then issue you 12,000 share options", "he shall be granted 5,000 units on the leaving date".
 */
// The plan the grant comes from may stand between the verb and the count, its name carrying a company's abbreviation
// ("agrees to grant to him under the Acme Corp. 2019 Stock Plan, as amended, an award of 9,000 shares").
// Or an item of the list of what the employer shall do, opening on the bare verb ("the Company shall: (a) pay ...; (b)
// grant the Officer 40,000 shares of restricted stock").
const GRANT_STILL_MADE = /(?:\b(?:will|shall|hereby|agrees? to)\s+(?:(?:then|also|promptly|immediately)\s+)?(?:be\s+)?(?:grant(?:s|ed)?|issue[sd]?|award(?:s|ed)?)\b|(?:^|[;:]\s*)(?:(?:and|or)\s+)?(?:\(?[a-z0-9]{1,4}[.)]\s*)?(?:grant|issue|award)\s+(?:to\s+)?(?:the|him|her|you)\b)(?:[^.;]|\b(?:corp|inc|co|ltd|no)\.){0,160}$/;

/**
 * A sentence that opens on a calendar date and tells a grant in the past ("On March 2, 2019, the Officer was granted
 * options ...", "On 4 May 2020 the Bank granted her ..."): the date is that of the grant, however far the count stands
 * from it.
 */
const DATED_PAST_GRANT = /^(?:\(?[a-z0-9]{1,3}[.)]\s*)?on ([a-z]+\.? \d{1,2},? \d{4}|\d{1,2} [a-z]+ \d{4}|\d{1,2}\/\d{1,2}\/\d{2,4}),? [^.;]{0,60}?\b(?:was |were |had been )?(?:granted|awarded|issued)\b(?! (?:pursuant to|under) this\b)/;

/** A month before a year makes the year a date, not a count: "the August 2013 Options". */
const MONTH_BEFORE = /\b(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?\s*$/;

/** The person a grant names as its holder: "Ms. Okafor received ...", "granted to Jordan P. Reyes". */
function holderNamed(text: string): string | undefined {
  const m = /\b(?:Mr|Mrs|Ms|Dr)\.?\s+([A-Z][A-Za-z'-]+)|\b[A-Z][a-z]+\s+[A-Z]\.\s+([A-Z][a-z'-]+)\b/.exec(text);
  return m ? (m[1] ?? m[2]).toLowerCase() : undefined;
}

/**
 * A filed summary that reports grants to several officers by name ("Ms. Okafor received 250,000 options ...; Mr. Lindqvist
 * received 25,000 options"): the grants of this contract are those to the first officer named, and a grant clause that
 * names another of them ("the foregoing Lindqvist option") is his.
 */
function grantsOfFirstHolder<T extends { clause: Clause }>(grants: T[]): T[] {
  const holders = grants.map((g) => holderNamed(g.clause.text));
  const named = [...new Set(holders.filter((h): h is string => !!h))];
  if (named.length < 2) return grants;
  const others = named.slice(1).map((h) => new RegExp(String.raw`\b${h}\b`));
  return grants.filter((g, i) => holders[i] === named[0] || (!holders[i] && !others.some((re) => re.test(g.clause.norm))));
}

/**
 * A count granted with no noun after it, the kind of award named by the agreement that carries it: "was granted 9,000
 * under a stock award agreement", "is awarded 4,500 pursuant to the restricted stock agreement".
 */
const BARE_COUNT_GRANTED = /\b(?:granted|awarded|issued)\s+(\d{1,3}(?:,\d{3})+|\d{3,})\s+(?:under|pursuant to) (?:a|an|the|his|her|its) (?:[a-z-]+ ){0,2}?(?:stock|equity|share|option|restricted stock|restricted stock unit|rsu)s? (?:award |grant |option |unit )?agreement\b/;

/**
 * The clause before, when the line break split one sentence in two ("... is granted an option (the" / "Option") to buy
 * 9,000 shares"): the grant words stand in it. A clause that opens in lower case or on a closing quote goes on
 * with the last one, unless that one ended its sentence.
 */
function brokenOffFrom(ctx: Ctx, c: Clause): string | undefined {
  const prev = ctx.clauses[c.index - 1];
  if (!prev || /[.;:!?]["\u201d\u2019')\]]*\s*$/.test(prev.text)) return undefined;
  const open = c.text.trimStart();
  // Lower case, or a bracket closed before any is opened: the rest of a defined term the last clause began.
  return /^["\u201c\u201d'\u2019)\]]*[a-z]/.test(open) || /^[^(]{0,40}\)/.test(open) ? prev.num : undefined;
}

/**
 * Options and shares this agreement grants at signing, summed (corpus/real/ADJUDICATION.md): an option grant and a
 * restricted stock award are one figure; vesting tranches, grants already held and later annual grants are not counted.
 */
export function stockOptions(ctx: Ctx): Candidate<number>[] {
  const signed = agreementDate(ctx);
  const leaving = isLeavingPaper(ctx.all);
  const grants: { value: number; clause: Clause; kind: string }[] = [];
  for (const c of ctx.clauses) {
    if (!/\b(?:grant|award|option|issue|receive|vest|restricted|units?|warrant|covering|entitle|right to)/.test(c.num)) continue;
    if (/\bbuy-?in|purchase price|repurchase/.test(c.num) && !/\boption\b/.test(c.num)) continue;
    if (EXAMPLE.test(c.num)) continue;
    if (SEPARATE_AWARD_FOR_AMENDMENT.test(c.num)) continue;
    // A recital of what the earlier agreement gave ("whereas the agreement provided for the grant of ..."): not a grant of this one.
    if (/^whereas\b[^]*\b(?:provided for|provides for|granted|was granted|were granted)\b/.test(c.num) && /\b(?:agreement|contract) (?:provided|provides|dated|entered)\b|\bpreviously\b/.test(c.num)) continue;
    const rows = nameThenCountRows(c);
    if (rows) {
      grants.push(...rows);
      continue;
    }
    const whole = AGGREGATE_TOTAL.exec(c.num);
    if (whole && !deniedAt(c.num, whole.index) && !laterOrContingentGrant(c.num.slice(0, whole.index), '')) {
      const value = Number(whole[1].replace(/,/g, ''));
      if (!grants.some((g) => g.value === value)) grants.push({ value, clause: c, kind: /option/.test(whole[0]) || /\boption/.test(c.num) ? 'option' : 'share' });
      continue;
    }
    const carried = brokenOffFrom(ctx, c);
    const bare = BARE_COUNT_GRANTED.exec(c.num);
    if (bare && !deniedAt(c.num, bare.index) && !(leaving && !GRANT_STILL_MADE.test(c.num.slice(0, bare.index + bare[0].length)))) {
      const value = Number(bare[1].replace(/,/g, ''));
      if (!grants.some((g) => g.value === value)) grants.push({ value, clause: c, kind: /option/.test(bare[0]) ? 'option' : 'share' });
    }
    let lastEnd = -1;
    let prevCountEnd = 0;
    let prevPart = false;
    for (const m of c.num.matchAll(GRANTED_COUNT)) {
      const at = m.index ?? 0;
      const before = (at < 220 && carried ? `${carried} ${c.num.slice(0, at)}` : c.num.slice(0, at)).slice(-220);
      const after = c.num.slice(at + m[0].length, at + m[0].length + 120);
      if (!GRANTS.test(before) && !GRANTS.test(m[2]) && !PAID_IN_COUNT.test(before) && !GRANTED_AFTER.test(after)) {
        prevPart = NOT_A_NEW_GRANT.test(c.num.slice(Math.max(0, at - 70), at));
        prevCountEnd = at + m[0].length;
        continue;
      }
      // After another count in the sentence, the words of that grant ("... with a third vesting each year, a stock option
      // grant of 10,000 shares") are not said of this one: read from a little before this count's own grant word.
      let from = Math.max(0, at - 70);
      if (prevCountEnd > 0) {
        const own = [...c.num.slice(prevCountEnd, at).matchAll(new RegExp(GRANTS.source, 'g'))].pop();
        from = Math.max(from, own ? prevCountEnd + (own.index ?? 0) - 20 : prevCountEnd);
      }
      const prevStart = prevCountEnd;
      prevCountEnd = at + m[0].length;
      // Shares the employee buys himself ("for each share he purchases (up to 20,000 shares)"): a cap of a purchase, not a grant.
      if (/\b(?:(?:he|she|you|employee|executive) (?:purchases|buys|acquires|purchased|bought)|(?:his|her|your) (?:own )?purchases? of)\b[^.;]{0,20}$/.test(before)) continue;
      // A grant dated well before this agreement (options the company gave "as of" a date years earlier, recited in a
      // restatement): one already held.
      const opening = DATED_PAST_GRANT.exec(c.num.slice(0, at));
      const dated = signed && (findDates(before.slice(-80)).pop() ?? (opening ? findDates(opening[1]).pop() : undefined));
      if (dated && signed && (signed.y - dated.y) * 12 + signed.mo - dated.mo > 6) continue;
      // One grant made in equal parts ("the shares shall be granted in 3 equal installments of 9,000 shares each"): its
      // whole is the parts together; a grant that only vests in parts is counted from its own total instead.
      const parts = GRANTED_IN_PARTS.exec(before);
      if (parts && /^\s*each\b/.test(after) && !NOT_A_NEW_GRANT.test(c.num.slice(from, at - parts[0].length))) {
        grants.push({ value: Number(parts[1]) * Number(m[1].replace(/,/g, '')), clause: c, kind: /option|warrant/.test(m[3]) ? 'option' : 'share' });
        lastEnd = at + m[0].length;
        continue;
      }
      // The next part of a split named just before ("vest in parts of 2,000 shares after two years and 2,000 shares after four").
      const partAfterPart: boolean = prevPart && /^[^.;]{0,60}\band\s*$/.test(c.num.slice(prevStart, at));
      // Pay for the services that is itself a yearly fee in options ("an annual retainer of 9,000 options") is the grant
      // this agreement makes; a yearly bonus in equity is a later award on results.
      // Options granted here and now ("is hereby granted non-qualified annual options to purchase ...") are a grant at signing,
      // whatever adjective they carry.
      // The grant verb may stand further back than the window read ("shall issue to him non-qualified annual options valid
      // for ten years to purchase ..."): options granted now, however named.
      const grantedNow = /\b(?:hereby|shall|will) (?:grants?|granted|awards?|awarded|issues?|issued)\b[^.;]{0,80}?\b(?:annual|yearly) (?:stock )?options?\b[^.;]*$/.test(before);
      const scope = (grantedNow ? c.num.slice(from, at).replace(/\b(?:annual|yearly) (?=(?:stock )?options?\b)/, '') : c.num.slice(from, at)).replace(/\b(?:annual|yearly) (?=(?:[a-z-]+ )?(?:retainer|fees?) of\s*$)/, '')
        .replace(/(\b(?:hereby|shall|will) (?:grants?|granted|awards?|awarded|issues?|issued)\b[^.;]{0,60}?)\b(?:annual|yearly) (?=(?:stock )?options?\b)/, '$1')
        // Other pay listed before the grant ("a yearly salary of $260,000, and the issue of 150,000 options") is
        // yearly itself: its period says nothing of the grant.
        .replace(/\b(?:annual|yearly)(?= (?:base |gross |cash )?(?:salary|pay|compensation|bonus|incentive|retainer|fee)\b)|(?<=\$[\d,.]+\s*)(?:per (?:year|annum)|annually)\b/g, '');
      prevPart = partAfterPart || NOT_A_NEW_GRANT.test(scope);
      if (prevPart) continue;
      // The same award resized on a condition ("should the earlier options be exercised, the award will be adjusted to 9,000
      // options"): not a further grant.
      if (RESIZED.test(before) || /\b(?:a |the )?(?:percentage|portion|fraction|part) of\s*$/.test(before)) continue;
      if (/\bin addition to (?:the|his|her)\s*$/.test(before) || CANCELLED.test(before) || EARLIER_GRANT.test(after)) continue;
      // Grants held or kept from before: near the count, or said of the clause as a whole ("which shall remain in force").
      if (/\b(?:outstanding|held by|previously granted)\b/.test(c.num.slice(Math.max(0, at - 70), at) + ' ' + after) || /\bremain in (?:force|effect)\b/.test(c.num)) continue;
      if (HELD_OR_GIVEN_UP_AFTER.test(after)) continue;
      // The second of two alternatives is the same grant in another form.
      if (lastEnd >= 0 && /\beither\b/.test(c.num.slice(0, at)) && ALTERNATIVE.test(c.num.slice(lastEnd, at))) continue;
      lastEnd = at + m[0].length;
      // "non-qualified", "non-statutory" describe the option; only a plain denial removes the grant.
      if (/\b(?:no|not|never|nor)\b[^.;,]{0,40}$/.test(before) || /\b(?:thereafter|on each anniversary|each anniversary|in each (?:subsequent )?year|annual (?:stock option |option |equity )?grants?|future grants?)\b/.test(before)) continue;
      // A leaving paper counts awards being settled far more often than awards being made.
      if (leaving && !GRANT_STILL_MADE.test(before) && !GRANTED_AFTER.test(after)) continue;
      const value = Number(m[1].replace(/,/g, ''));
      // "the 2002 Stock Option and Stock Appreciation Rights Plan": a plan's year, not a count.
      if (value >= 1900 && value <= 2099 && !m[1].includes(',') && /^[^.;]{0,80}\bplan\b/.test(c.num.slice(at))) continue;
      // "the 2021 annual stock option grant": a year that words stand between and the award, not a count.
      if (value >= 1900 && value <= 2099 && !m[1].includes(',') && m[2].trim() !== '') continue;
      if (value >= 1900 && value <= 2099 && !m[1].includes(',') && MONTH_BEFORE.test(before)) continue;
      if (partOfStatedGrant(m, before, after, c, grants)) continue;
      if (laterOrContingentGrant(before, after)) continue;
      // Share prices, years and plan sizes are not counts of a grant to the physician.
      if (value <= 0 || /\b(?:plan|pool|reserve[sd]?|authorized)\b/.test(c.num.slice(at, at + 60)) && /\breserve|authori[sz]ed|pool\b/.test(c.num.slice(at, at + 60))) continue;
      const kind = /option|warrant/.test(m[3]) || /\b(?:option|warrant)/.test(before.slice(-60)) ? 'option' : 'share';
      // The same count again restates a grant, unless it is called another ("one warrant for an additional 250,000 shares").
      // ("an additional 5,000 options to purchase 5,000 shares": the word before the first count does not make the second another.)
      const since = c.num.slice(Math.max(at - 220, prevStart), at);
      if (grants.some((g) => g.value === value && g.kind === kind) && !/\b(?:additional|further|another|second|third)\b[^.;]{0,30}$/.test(since)) continue;
      grants.push({ value, clause: c, kind });
    }
  }
  grants.push(...listedGrants(ctx, grants));
  dropPartsOfWhole(grants);
  const own = grantsOfFirstHolder(grants);
  if (!own.length) return [];
  const total = own.reduce((a, g) => a + g.value, 0);
  const first = own[0];
  // Several grants summed are an inference from several sentences: a little less sure than one stated grant.
  return [{ value: total, clause: first.clause, strength: own.length === 1 ? STATED : LIKELY }];
}
