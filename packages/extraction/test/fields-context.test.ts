// How contract text is cut into units and clauses: section marks ("§ 8.2"), item numbers
// closed by a bracket ("24)", "24a)") and "Part N - Title" division headings.
import { describe, expect, it } from 'vitest';
import { buildContext, referencedClauses, splitSentences, textDocumentFromPages, type Ctx } from '../src/fields/context.js';

function ctxOf(text: string): Ctx {
  return buildContext(textDocumentFromPages([text]));
}

/** The text of every unit, clauses joined. */
function unitTexts(ctx: Ctx): string[] {
  return ctx.units.map((u) => u.clauses.map((i) => ctx.clauses[i].text).join(' '));
}

describe('section marks', () => {
  it('starts a new unit at a line opening with a section mark', () => {
    const ctx = ctxOf('\u00a7 3.1 Base Salary. Employer shall pay an annual salary of $300,000.\n\u00a7 3.2 Bonus. Physician may earn a quality bonus.');
    expect(unitTexts(ctx)).toEqual([
      '\u00a7 3.1 Base Salary. Employer shall pay an annual salary of $300,000.',
      '\u00a7 3.2 Bonus. Physician may earn a quality bonus.',
    ]);
    expect(ctx.clauses[0].title).toBe('base salary');
    expect(ctx.sections.get('3.2')).toBe(ctx.clauses.findIndex((c) => c.text.startsWith('\u00a7 3.2')));
  });

  it('starts a new sentence at a section mark in running text, and keeps "§ 8." with its title', () => {
    expect(splitSentences('Pay is biweekly. \u00a7 8.2 Vacation. Physician receives 20 days.')).toEqual(['Pay is biweekly.', '\u00a7 8.2 Vacation.', 'Physician receives 20 days.']);
    expect(splitSentences('\u00a7 8. Vacation follows.')).toEqual(['\u00a7 8. Vacation follows.']);
  });

  it('resolves a reference written with a section mark', () => {
    const ctx = ctxOf('\u00a7 4.1 Base Salary. Employer shall pay $250,000 a year.\n\u00a7 9.1 Severance. On termination Physician receives three months of the salary under \u00a7 4.1.');
    const severance = ctx.clauses.find((c) => /under \u00a7 4\.1/.test(c.norm))!;
    expect(referencedClauses(ctx, severance).map((c) => c.text)).toContain('Employer shall pay $250,000 a year.');
  });
});

describe('item numbers closed by a bracket', () => {
  it('starts a unit at "24)" and "24a)" items and reads their titles and section labels', () => {
    const ctx = ctxOf('23) Vacation. Physician receives four weeks of vacation.\n24) Sick Leave. Physician receives five sick days.\n24a) Holidays. The Practice observes six holidays.');
    expect(unitTexts(ctx)).toHaveLength(3);
    expect(ctx.units.map((u) => ctx.clauses[u.clauses[0]].title)).toEqual(['vacation', 'sick leave', 'holidays']);
    expect(ctx.clauses[ctx.sections.get('24a')!].text).toMatch(/^24a\) Holidays/);
  });

  it('does not start an item at a figure in brackets carried onto the next line', () => {
    const ctx = ctxOf('Either party may end this Agreement on ninety\n90) days written notice.');
    expect(ctx.units).toHaveLength(1);
  });
});

describe('division headings', () => {
  it('keeps a "Part N - Title" line apart from the first item below it', () => {
    const ctx = ctxOf('Part 3 - Compensation\n5) Base Salary. Employer shall pay $280,000 a year.');
    expect(ctx.units[0].heading).toBe(true);
    const salary = ctx.clauses.find((c) => /\$280,000/.test(c.text))!;
    expect(unitTexts(ctx)[salary.unit]).toBe('5) Base Salary. Employer shall pay $280,000 a year.');
    expect(salary.title).toBe('base salary');
    expect(salary.heading).toBe('Part 3 - Compensation');
  });

  it('does not take a numbered line cut off after a small word for a caption', () => {
    const ctx = ctxOf('9.3 Every notice between the two sides must be in\nwriting and is sent by courier to the Lodge.');
    expect(ctx.units[0].heading).toBe(false);
    expect(ctx.clauses[0].text).toBe('9.3 Every notice between the two sides must be in writing and is sent by courier to the Lodge.');
    expect(ctxOf('9.4 Notices and Other Communications\nThe Lodge sends notices by post.').units[0].heading).toBe(true);
    // Rows of a numbered table stay apart.
    expect(ctxOf('14 Loans owed to the\n15 Cash held by the').units[0].heading).toBe(true);
  });

  it('does not take a sentence that begins with "part" for a heading', () => {
    const ctx = ctxOf('Part of the bonus is paid in March.');
    expect(ctx.units[0].heading).toBe(false);
  });
});

describe('a line that opens with a reference', () => {
  it('keeps "Article 2 of this Agreement" in the sentence it continues, and out of the section index', () => {
    const ctx = buildContext(textDocumentFromPages(['1.1 Employment. The Bank shall employ the Officer for the period set forth in\nArticle 2 of this Agreement, subject to its terms.\n\nArticle 2\nTerm\n\n2.1 The term is three years.']));
    const first = ctx.clauses.find((c) => c.norm.includes('set forth in'))!;
    expect(first.norm).toContain('set forth in article 2 of this agreement');
    expect(ctx.clauses[ctx.sections.get('2')!].norm).toMatch(/^article 2/);
    expect(ctx.clauses[ctx.sections.get('2')!].norm).not.toContain('of this agreement');
  });
});
