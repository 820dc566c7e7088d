// Finds a quoted passage among the text items of a page. PDF text items split words
// and lines arbitrarily and drop or add spaces, so matching ignores whitespace, case
// and typographic variants, then maps the match back to the items it covers.

const FOLD: Record<string, string> = {
  '\u2018': "'", '\u2019': "'", '\u201c': '"', '\u201d': '"',
  '\u2013': '-', '\u2014': '-', '\u2212': '-', '\u00a0': ' ', '\ufb01': 'fi', '\ufb02': 'fl',
};

function fold(ch: string): string {
  const f = FOLD[ch] ?? ch;
  return /\s/.test(f) || f === '-' ? '' : f.toLowerCase();
}

interface Folded {
  text: string;
  /** For each character of `text`, the index of the item it came from. */
  owner: number[];
}

function foldItems(items: readonly string[]): Folded {
  let text = '';
  const owner: number[] = [];
  items.forEach((item, i) => {
    for (const ch of item) {
      const f = fold(ch);
      text += f;
      for (let k = 0; k < f.length; k++) owner.push(i);
    }
  });
  return { text, owner };
}

const foldText = (s: string) => [...s].map(fold).join('');

/**
 * Indices of the items that hold `quote`, or [] when it is not on the page. When the
 * whole quote is not found (an extractor may quote across a column or page break),
 * its longest findable start or end is used, down to a few words.
 */
export function findQuote(items: readonly string[], quote: string): number[] {
  const hay = foldItems(items);
  const needle = foldText(quote);
  if (!needle) return [];
  const MIN = Math.min(needle.length, 12);
  const tries: string[] = [needle];
  for (let len = Math.floor(needle.length * 0.75); len >= MIN; len = Math.floor(len * 0.75)) {
    tries.push(needle.slice(0, len), needle.slice(needle.length - len));
  }
  for (const t of tries) {
    const at = hay.text.indexOf(t);
    if (at < 0) continue;
    const out = new Set<number>();
    for (let k = at; k < at + t.length; k++) out.add(hay.owner[k]);
    return [...out].sort((a, b) => a - b);
  }
  return [];
}
