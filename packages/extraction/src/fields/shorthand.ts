// Term sheets, summaries and offer grids write terms in shorthand ("$21,000/mo",
// "32 hrs/wk", "2 yrs", "w/o cause", "BC/BE"). Rules read the long form, so each clause's
// matching text spells the unambiguous abbreviations out. Abbreviations that also
// name places or things ("MO", "MI", "HR", "LTD" of a company) are expanded only where
// the shape leaves no doubt (after a figure or a slash).

const RULES: [RegExp, string][] = [
  // "$21,000/mo", "$3,000/yr", "32 hrs/wk", "$49/wrvu": a rate per period or unit.
  [/\/\s?(?:yr|year|annum)\b/g, ' per year'],
  [/\/\s?(?:mo|mos|month)\b/g, ' per month'],
  [/\/\s?(?:wk|week)\b/g, ' per week'],
  [/\/\s?(?:hr|hour)\b/g, ' per hour'],
  [/\/\s?(day|shift|night|visit|encounter|wrvu|rvu)\b/g, ' per $1'],
  [/\bw\/o\b/g, 'without'],
  [/\bw\/(?=\s)/g, 'with'],
  [/\byrs\b/g, 'years'],
  [/\byr\b/g, 'year'],
  [/\bmos\b/g, 'months'],
  [/(\d)\s?mo\b/g, '$1 month'],
  [/\bwks\b/g, 'weeks'],
  [/\bwk\b/g, 'week'],
  [/\bhrs\b/g, 'hours'],
  [/(\d)\s?hr\b/g, '$1 hour'],
  [/(\d)\s?mi\b\.?/g, '$1 miles'],
  [/\bbc\/be\b/g, 'board certified or board eligible'],
  [/\bgov(?:'t|\.)?\s+law\b/g, 'governing law'],
  [/\breloc\b\.?/g, 'relocation'],
  [/\bmed\.?\s+dir\.?(?=\s|$)/g, 'medical director'],
  [/\bmtgs\b/g, 'meetings'],
  [/\bmin\.(?=\s)/g, 'minimum'],
  [/\bmax\.?(?=\s\$?\d)/g, 'maximum'],
  [/\bpts\b/g, 'patients'],
  [/\bpt\b(?=\s(?:satisfaction|experience|care|visits?|volume|panel|encounters?)\b)/g, 'patient'],
  [/\bincl\.(?=\s)/g, 'including'],
  // "Med / Dental / Vision": the medical plan beside the others.
  [/\bmed\b(?=\s*\/\s*(?:dental|vision|rx)\b)/g, 'medical'],
];

/** The clause's lower-cased matching text with term-sheet shorthand spelled out. */
export function expandShorthand(norm: string): string {
  let s = norm;
  for (const [re, to] of RULES) s = s.replace(re, to);
  return s;
}
