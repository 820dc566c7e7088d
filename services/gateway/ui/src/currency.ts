// Money fields hold plain numbers "in the contract's currency" (USD unless the
// contract says otherwise), so the unit shown beside them is read from the contract:
// the currency marks in the quotes the money values were taken from. When the
// quotes disagree or carry no mark, the label says so rather than guess.
import type { Evidence } from '@cp/schema';

// Longest marks first: "C$" before "$", "US$" before "$".
const MARKS: Array<[RegExp, string]> = [
  [/€|\bEUR\b|\beuros?\b/i, 'EUR'],
  [/£|\bGBP\b|\bpounds? sterling\b/i, 'GBP'],
  [/\bCHF\b|\bSwiss francs?\b/i, 'CHF'],
  [/\bC\$|\bCAD\b|\bCanadian dollars?\b/i, 'CAD'],
  [/\bA\$|\bAUD\b|\bAustralian dollars?\b/i, 'AUD'],
  [/\bNZ\$|\bNZD\b/i, 'NZD'],
  [/\bUS\$|\bUSD\b|\bU\.S\. dollars?\b|\$/i, 'USD'],
];

/** The currency the money quotes name, or null when they name none or several. */
export function contractCurrency(evidence: Record<string, Evidence>, moneyPaths: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const path of moneyPaths) {
    const text = evidence[path]?.text;
    if (!text) continue;
    const hit = MARKS.find(([re]) => re.test(text));
    if (hit) seen.add(hit[1]);
  }
  return seen.size === 1 ? [...seen][0]! : null;
}
