import { createRequire } from 'node:module';
import { trieAlternation } from './word-trie.js';

// Places a contract chooses for its law and its forum: US states and territories, Canadian
// provinces, UK nations and other common-law countries, named outright ("the State of
// Ohio"), by a word standing for one named earlier ("said Commonwealth", "the State"), or
// by a defined term ("the Commonwealth" after `(the "Commonwealth")`).
export const STATES = ['Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'District of Columbia', 'Florida', 'Georgia', 'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland', 'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire', 'New Jersey', 'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon', 'Pennsylvania', 'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia', 'Washington', 'West Virginia', 'Wisconsin', 'Wyoming', 'Puerto Rico', 'Guam', 'U.S. Virgin Islands', 'United States',
  // Contracts outside the US name a country, a UK nation or a Canadian province or territory.
  'Canada', 'Alberta', 'British Columbia', 'Manitoba', 'New Brunswick', 'Newfoundland and Labrador', 'Nova Scotia', 'Ontario', 'Prince Edward Island', 'Quebec', 'Saskatchewan', 'Northwest Territories', 'Nunavut', 'Yukon',
  'United Kingdom', 'England and Wales', 'England', 'Wales', 'Scotland', 'Northern Ireland', 'Ireland', 'Australia', 'New Zealand',
  'Switzerland', 'Germany', 'France', 'Netherlands', 'Singapore', 'Hong Kong', 'Israel', 'Bermuda'];

/**
 * Every other country, by its English names in ISO 3166 (i18n-iso-countries): a law or forum may be any
 * country's. Left out: forms that cannot stand in running text ("Korea, Republic of", "USA") and names
 * that are also everyday words or given names, which would read a person or a dish as a place.
 */
const AMBIGUOUS = new Set(['jordan', 'chad', 'jersey', 'turkey', 'guinea', 'georgia', 'niger']);
const require = createRequire(import.meta.url);
const iso = require('i18n-iso-countries/langs/en.json') as { countries: Record<string, string | string[]> };
export const COUNTRIES = Object.values(iso.countries)
  .flat()
  .filter((n) => /^[A-Za-z][A-Za-z' -]+[a-z]$/.test(n) && !AMBIGUOUS.has(n.toLowerCase()));
const KNOWN = new Set(STATES.map((s) => s.toLowerCase()));
for (const c of COUNTRIES) if (!KNOWN.has(c.toLowerCase())) { STATES.push(c); KNOWN.add(c.toLowerCase()); }

export const STATE_RE = new RegExp(`\\b(${trieAlternation(STATES.map((s) => s.toLowerCase()))})\\b`);
export const titleCase = (s: string) => STATES.find((x) => x.toLowerCase() === s) ?? s;
/** The US states, territories and the nation, which come first in STATES. */
export const US_PLACES = new Set(STATES.slice(0, STATES.indexOf('United States') + 1));

/** A national law named beside a state's ("federal law of the United States and the State of Nevada"): the state's governs the contract. */
export const NATIONAL = /^(?:united states(?: of america)?|canada|united kingdom|australia)$/;

/** "State of X", "Commonwealth of X", "X": a named place at the start of a text, as its canonical name. */
export function placeAt(text: string): { place: string; length: number } | undefined {
  const m = new RegExp(`^(?:the\\s+)?(?:(?:state|commonwealth|province|country|district|(?:federal |socialist |islamic )?republic|kingdom|grand duchy|principality)\\s+of\\s+)?${STATE_RE.source}`).exec(text);
  return m ? { place: titleCase(m[1]), length: m[0].length } : undefined;
}

/** The places a text names, in order. */
export function placesIn(text: string): { place: string; index: number; end: number }[] {
  return [...text.matchAll(new RegExp(STATE_RE.source, 'g'))].map((m) => ({ place: titleCase(m[1]), index: m.index!, end: m.index! + m[0].length }));
}

/** Title case for a city or county read from lower-case text ("palm beach" -> "Palm Beach"). */
export function properName(s: string): string {
  return s.split(/\s+/).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

/** A law or court named by its adjective ("English law", "the Swiss courts"): the place it is of. */
const LAW_ADJECTIVES: Record<string, string> = {
  english: 'England', scottish: 'Scotland', scots: 'Scotland', welsh: 'Wales', irish: 'Ireland', british: 'United Kingdom',
  swiss: 'Switzerland', german: 'Germany', french: 'France', dutch: 'Netherlands', belgian: 'Belgium', luxembourgish: 'Luxembourg',
  italian: 'Italy', spanish: 'Spain', portuguese: 'Portugal', austrian: 'Austria', swedish: 'Sweden', danish: 'Denmark',
  norwegian: 'Norway', finnish: 'Finland', polish: 'Poland', czech: 'Czechia', hungarian: 'Hungary', greek: 'Greece',
  israeli: 'Israel', indian: 'India', chinese: 'China', japanese: 'Japan', korean: 'South Korea', singaporean: 'Singapore',
  australian: 'Australia', canadian: 'Canada', mexican: 'Mexico', brazilian: 'Brazil', russian: 'Russia',
};
const LAW_ADJECTIVE = new RegExp(`\\b(${Object.keys(LAW_ADJECTIVES).join('|')})(?= (?:laws?|legal system|courts?|tribunals?)\\b)`, 'g');

/** Matching text with a law's or court's adjective replaced by its place ("english law" -> "england law"); lower case in, lower case out. */
export function adjectivesAsPlaces(text: string): string {
  return text.replace(LAW_ADJECTIVE, (a) => LAW_ADJECTIVES[a].toLowerCase());
}
