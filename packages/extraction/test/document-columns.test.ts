import { describe, expect, it } from 'vitest';
import { inColumnOrder, readColumns, secondColumn } from '../src/pdf/document-columns.js';
import type { PageText, TextLine } from '../src/types.js';

const line = (text: string, x: number, y: number, w: number): TextLine => ({ text, box: { x, y, w, h: 0.013 } });
const page = (n: number, lines: TextLine[]): PageText => ({ page: n, source: 'text', lines });

/** A page of two columns whose lines came out interleaved by height, as a text layer without a gutter hands them over. */
function interleaved(n: number): PageText {
  const lines: TextLine[] = [];
  for (let i = 0; i < 6; i++) {
    lines.push(line(`left line ${i} of page ${n} runs on to the gutter`, 0.09, 0.1 + i * 0.03, 0.37));
    lines.push(line(`right line ${i} of page ${n} runs on to the edge`, 0.52, 0.11 + i * 0.03, 0.37));
  }
  return page(n, lines);
}

describe('columns found over the whole document', () => {
  it('finds where the second column starts when many lines on many pages start there', () => {
    expect(secondColumn([interleaved(1), interleaved(2)])).toBeCloseTo(0.515, 3);
  });

  it('finds none in a single-column document, even with a signature block at mid-page', () => {
    const body = Array.from({ length: 30 }, (_, i) => line(`a full line of body text number ${i} across the page`, 0.09, 0.05 + i * 0.02, 0.82));
    const signature = [line('THE CLINIC', 0.55, 0.7, 0.2), line('By: Ann Lee', 0.55, 0.72, 0.2), line('Title: Director', 0.55, 0.74, 0.2)];
    expect(secondColumn([page(1, body), page(2, [...body.slice(0, 20), ...signature])])).toBeNull();
    expect(readColumns([page(1, body)])).toEqual({ pages: [page(1, body)] });
  });

  it('reads each page left column first and says where the second column starts', () => {
    const read = readColumns([interleaved(1), interleaved(2)]);
    expect(read.secondColumn).toBeCloseTo(0.515, 3);
    const texts = read.pages[0].lines.map((l) => l.text.split(' ')[0]);
    expect(texts).toEqual([...Array(6).fill('left'), ...Array(6).fill('right')]);
  });

  it('parts a line that holds both columns on one baseline, and marks both parts as cut (their boxes are guessed)', () => {
    const [p] = inColumnOrder([page(1, [line('the left half | the right half', 0.09, 0.1, 0.8), line('more on the left', 0.09, 0.12, 0.3)])], 0.515);
    expect(p.lines.map((l) => [l.text, l.cut])).toEqual([
      ['the left half', true],
      ['more on the left', undefined],
      ['the right half', true],
    ]);
    expect(p.lines[2].box?.x).toBe(0.515);
  });

  it('keeps the order of a page whose running lines cross the gutter (a page set in one column)', () => {
    const one = page(3, [line('a heading', 0.3, 0.05, 0.4), line('a line that runs across the whole page body', 0.09, 0.3, 0.82), line('a note', 0.6, 0.32, 0.2), line('a last line', 0.09, 0.34, 0.5)]);
    expect(inColumnOrder([one], 0.515)[0]).toBe(one);
  });
});
