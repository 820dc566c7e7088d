// Re-joins words broken across lines. A line ending in "word-" followed by a
// line starting in lower case gets the rest of the word pulled up, so no later
// step has to guess. Whether the hyphen stays is decided by the document
// itself: "noninvasive" elsewhere means a soft break, otherwise the hyphen is
// kept ("twenty-four", "full-time": compounds are far commoner in contracts
// than hyphenation, which word processors leave off by default).
import type { PageText, TextLine } from '../types.js';

const BROKEN = /([A-Za-z]+)([-\u00ad\u2010])$/;
const CONTINUES = /^([a-z][A-Za-z]*)([^\sA-Za-z]*)(?:\s+|$)/;

function vocabulary(pages: PageText[]): Set<string> {
  const words = new Set<string>();
  for (const page of pages) for (const line of page.lines) for (const w of line.text.toLowerCase().match(/[a-z]+(?:-[a-z]+)*/g) ?? []) words.add(w);
  return words;
}

export function joinHyphenated(pages: PageText[]): PageText[] {
  const words = vocabulary(pages);
  const out = pages.map((p) => ({ ...p, lines: p.lines.map((l) => ({ ...l })) }));
  const all: { line: TextLine; page: number }[] = [];
  out.forEach((p, i) => p.lines.forEach((line) => all.push({ line, page: i })));
  for (let i = 0; i + 1 < all.length; i++) {
    const cur = all[i].line;
    const next = all[i + 1].line;
    if (cur.text.includes(' | ') || next.text.includes(' | ')) continue;
    const broken = BROKEN.exec(cur.text);
    const cont = CONTINUES.exec(next.text);
    if (!broken || !cont) continue;
    const head = broken[1].toLowerCase();
    const tail = cont[1].toLowerCase();
    const soft = broken[2] === '\u00ad' || (words.has(head + tail) && !words.has(`${head}-${tail}`));
    const stem = cur.text.slice(0, -1);
    cur.text = `${stem}${soft ? '' : '-'}${cont[1]}${cont[2]}`;
    next.text = next.text.slice(cont[0].length);
  }
  for (const p of out) p.lines = p.lines.filter((l) => l.text.trim().length > 0);
  return out;
}
