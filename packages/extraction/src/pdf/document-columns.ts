// Two-column reading order at the scale of the whole document. The page-level finder (reading-order.ts) wants prose
// on both sides of a gutter on the page at hand, and gives up on a page whose second column holds a table, a few
// lines, or lines it merged with the left column's on one baseline (" | "). Over a whole document the layout shows
// anyway: many lines, on many pages, start at one place in the middle of the page, which a single column never does.
import type { PageText, TextLine } from '../types.js';

/**
 * Where the second column starts (a fraction of the page width), or null: the commonest mid-page start of a line,
 * when it is common enough to be a column and not a signature block.
 */
export function secondColumn(pages: PageText[]): number | null {
  const starts = new Map<number, number>();
  let lines = 0;
  for (const page of pages) {
    for (const line of page.lines) {
      lines++;
      const x = line.box?.x;
      if (x === undefined || x < 0.4 || x > 0.65) continue;
      const key = Math.round(x * 100);
      starts.set(key, (starts.get(key) ?? 0) + 1);
    }
  }
  let best: [number, number] | null = null;
  for (const entry of starts) if (!best || entry[1] > best[1]) best = entry;
  if (!best || best[1] < 5 || best[1] < lines * 0.05) return null;
  return best[0] / 100 - 0.005;
}

/** Each page's lines read column by column: the left column top to bottom, then the right one. */
export function inColumnOrder(pages: PageText[], gutter: number): PageText[] {
  return pages.map((page) => {
    // A page whose running lines cross the gutter is set in one column (a signature block or a table may start at
    // mid-page in a single-column document): its order stays. The first lines may be a title over both columns.
    const top = Math.min(...page.lines.map((l) => l.box?.y ?? 1)) + 0.12;
    if (page.lines.some((l) => l.box && l.box.y > top && l.box.x < gutter - 0.05 && l.box.x + l.box.w > gutter + 0.05 && !l.text.includes(' | '))) return page;
    const left: TextLine[] = [];
    const right: TextLine[] = [];
    for (const line of page.lines) {
      const b = line.box;
      if (!b) {
        left.push(line);
        continue;
      }
      if (b.x >= gutter) {
        right.push(line);
        continue;
      }
      const cut = line.text.indexOf(' | ');
      // A line that reaches over the gutter with a cell break in it is a left line and a right one on one baseline.
      if (cut > 0 && b.x + b.w > gutter) {
        left.push({ ...line, text: line.text.slice(0, cut), box: { ...b, w: Math.max(0.001, gutter - 0.02 - b.x) }, cut: true });
        right.push({ ...line, text: line.text.slice(cut + 3), box: { ...b, x: gutter, w: b.x + b.w - gutter }, cut: true });
        continue;
      }
      left.push(line);
    }
    return { ...page, lines: [...left, ...right] };
  });
}

/** The pages in column order where the document is set in two columns, with where the second column starts. */
export function readColumns(pages: PageText[]): { pages: PageText[]; secondColumn?: number } {
  const gutter = secondColumn(pages);
  return gutter === null ? { pages } : { pages: inColumnOrder(pages, gutter), secondColumn: gutter };
}
