// Places a contract chooses for its law and its forum: US states and territories, Canadian
// provinces, UK nations and other common-law countries, named outright ("the State of
// Ohio"), by a word standing for one named earlier ("said Commonwealth", "the State"), or
// by a defined term ("the Commonwealth" after `(the "Commonwealth")`).
export const STATES = ['Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'District of Columbia', 'Florida', 'Georgia', 'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland', 'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire', 'New Jersey', 'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon', 'Pennsylvania', 'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia', 'Washington', 'West Virginia', 'Wisconsin', 'Wyoming', 'Puerto Rico', 'Guam', 'U.S. Virgin Islands', 'United States',
  // Contracts outside the US name a country, a UK nation or a Canadian province or territory.
  'Canada', 'Alberta', 'British Columbia', 'Manitoba', 'New Brunswick', 'Newfoundland and Labrador', 'Nova Scotia', 'Ontario', 'Prince Edward Island', 'Quebec', 'Saskatchewan', 'Northwest Territories', 'Nunavut', 'Yukon',
  'United Kingdom', 'England and Wales', 'England', 'Wales', 'Scotland', 'Northern Ireland', 'Ireland', 'Australia', 'New Zealand',
  'Switzerland', 'Germany', 'France', 'Netherlands', 'Singapore', 'Hong Kong', 'Israel', 'Bermuda'];

export const STATE_RE = new RegExp(`\\b(${[...STATES].sort((a, b) => b.length - a.length).map((s) => s.toLowerCase().replace(/\./g, '\\.')).join('|')})\\b`);
export const titleCase = (s: string) => STATES.find((x) => x.toLowerCase() === s) ?? s;

/** A national law named beside a state's ("the laws of the United States and the State of California"): the state's governs the contract. */
export const NATIONAL = /^(?:united states|canada|united kingdom|australia)$/;

/** "State of X", "Commonwealth of X", "X": a named place at the start of a text, as its canonical name. */
export function placeAt(text: string): { place: string; length: number } | undefined {
  const m = new RegExp(`^(?:the\\s+)?(?:(?:state|commonwealth|province|country|district)\\s+of\\s+)?${STATE_RE.source}`).exec(text);
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
