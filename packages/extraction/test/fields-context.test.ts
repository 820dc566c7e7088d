// How contract text is cut into units and clauses: section marks ("§ 8.2"), item numbers
// closed by a bracket ("24)", "24a)") and "Part N - Title" division headings.
import { describe, expect, it } from 'vitest';
import { buildContext, referencedClauses, splitSentences, textDocumentFromPages, type Ctx } from '../src/fields/context.js';
import { finishTextDocument } from '../src/pdf/text-layer.js';

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

  it('reads an amending sentence that opens with "Section 4(c) of ..." as one sentence, not a heading and a fragment', () => {
    const ctx = ctxOf('2. Changes.\nSection 4(c) of the Services Agreement is changed by striking\nthe words "two years" and putting "three years" in their place.');
    const change = ctx.clauses.find((c) => c.norm.startsWith('section 4(c)'))!;
    expect(ctx.units[change.unit].heading).toBe(false);
    expect(change.norm).toBe('section 4(c) of the services agreement is changed by striking the words "two years" and putting "three years" in their place.');
  });

  it('keeps a line that goes on after a reference in the sentence broken before it', () => {
    const ctx = ctxOf('The clinic pays the fee named in\nSection 6, unless the doctor has\nleft by then.');
    expect(ctx.units).toHaveLength(1);
    expect(ctx.clauses[0].norm).toBe('the clinic pays the fee named in section 6, unless the doctor has left by then.');
    expect(ctxOf('Rent is due on a monthly\nschedule of equal parts, paid\nin advance.').units).toHaveLength(1);
  });

  it('still takes a division word followed by a caption, or an exhibit "to" an agreement, for a heading', () => {
    expect(ctxOf('Section 3 Duties of the Doctor\nThe doctor sees patients.').units[0].heading).toBe(true);
    expect(ctxOf('ARTICLE 4 - PAY\nThe doctor is paid monthly.').units[0].heading).toBe(true);
    expect(ctxOf('Exhibit B to Services Agreement\nThe doctor is paid monthly.').units[0].heading).toBe(true);
  });

  it('opens an item at a hanging number after a finished sentence, but not inside a sentence', () => {
    const ctx = ctxOf('1.\nWords with capitals mean what the Services Agreement says.\n2.\nSection 3 of the Services Agreement is changed to read:\n"3. Pay. The doctor earns $200,000."');
    expect(unitTexts(ctx)[0]).toBe('Words with capitals mean what the Services Agreement says.');
    expect(unitTexts(ctx)[1]).toMatch(/^Section 3 of the Services Agreement is changed to read:/);
    expect(ctxOf('The doctor gives notice of ninety\n(90)\ndays before leaving.').units).toHaveLength(1);
    expect(ctxOf('The term is two years unless ended early:\n(a)\nby the clinic on notice;\n(b)\non the doctor\'s death.').units).toHaveLength(1);
    // The item's first word broken off onto a line of its own is no label.
    expect(unitTexts(ctxOf('(1)\nThe clinic pays the fee.\n(2)\nDoctor\nLee keeps the records.'))).toEqual(['The clinic pays the fee.', 'Doctor Lee keeps the records.']);
  });

  it('joins a numbered line cut after its first words to the sentence that goes on below it', () => {
    const ctx = ctxOf('4. The\nclinic and the doctor agree that the bonus is paid in March.\n5. Section\n2 of the Services Agreement is struck out.');
    expect(ctx.units.map((u) => u.heading)).toEqual([false, false]);
    expect(unitTexts(ctx)).toEqual(['4. The clinic and the doctor agree that the bonus is paid in March.', '5. Section 2 of the Services Agreement is struck out.']);
    expect(ctxOf('4. Duties\nThe doctor sees patients.').units[0].heading).toBe(true);
    expect(ctxOf('14 Loans owed to the\nlocal bank 12.5').units[0].heading).toBe(true);
  });

  it('opens an item whose number runs into its caption without a space', () => {
    const ctx = ctxOf('Section 4(b) of the Services Agreement is changed to read:\nb.Yearly Bonus. The doctor may earn a bonus.\n5.Holidays. The doctor has ten holidays.');
    expect(unitTexts(ctx)).toEqual(['Section 4(b) of the Services Agreement is changed to read:', 'b.Yearly Bonus. The doctor may earn a bonus.', '5.Holidays. The doctor has ten holidays.']);
    expect(ctx.clauses.map((c) => c.text)).toContain('b.Yearly Bonus.');
  });
});

describe('paragraphs in capitals cut by a narrow column', () => {
  it('keeps a short middle line with the capitals sentence it continues, after a possessive or a line with no stop', () => {
    const ctx = ctxOf([
      '(c) FROM MARCH 1, 2031, THE PHYSICIAN\'S',
      'YEARLY BASE',
      'PAY WILL BE $410,000, PAID ON THE CLINIC\'S REGULAR PAY DAYS;',
      '(d) THE CLINIC WILL PAY THE COST OF HIS BOARD',
      'RENEWAL FEES',
      'EACH YEAR OF THE TERM.',
    ].join('\n'));
    expect(unitTexts(ctx)).toEqual([
      '(c) FROM MARCH 1, 2031, THE PHYSICIAN\'S YEARLY BASE PAY WILL BE $410,000, PAID ON THE CLINIC\'S REGULAR PAY DAYS;',
      '(d) THE CLINIC WILL PAY THE COST OF HIS BOARD RENEWAL FEES EACH YEAR OF THE TERM.',
    ]);
  });

  it('still reads a numbered capitals caption after an unfinished capitals line as a heading of its own', () => {
    const ctx = ctxOf(['(f) THE PARTIES SIGN THIS AGREEMENT ON THE DATE BELOW', '7. GOVERNING LAW', 'The laws of Oregon govern this contract.'].join('\n'));
    expect(ctx.units.filter((u) => u.heading).map((u) => ctx.clauses[u.clauses[0]].text)).toEqual(['7. GOVERNING LAW']);
  });
});

describe('two columns read line by line across the page (columns put in order by the text layer)', () => {
  const line = (text: string, x: number, y: number, w: number) => ({ text, box: { x, y, w, h: 0.013 } });
  const page = (n: number, lines: ReturnType<typeof line>[]) => ({ page: n, source: 'text' as const, lines });

  it('reads the left column to its foot before the right one, parting a left and a right line that share a baseline', () => {
    const ctx = buildContext(
      finishTextDocument([
        page(1, [
          line('1. Salary. The clinic pays the doctor a yearly | 4. Holidays. The doctor keeps', 0.09, 0.1, 0.8),
          line('salary of $230,000 in twice-monthly', 0.09, 0.116, 0.37),
          line('the usual public holidays off work.', 0.52, 0.124, 0.33),
          line('sums.', 0.09, 0.132, 0.05),
          line('5. Law. Texas law rules this contract.', 0.52, 0.148, 0.36),
          line('2. Term. The contract lasts for three', 0.09, 0.156, 0.36),
          line('years from the start date.', 0.09, 0.172, 0.25),
          line('6. Notices. A party writes to the other', 0.52, 0.18, 0.37),
          line('3. Leave. The doctor has fifteen days', 0.09, 0.188, 0.36),
          line('at its own address.', 0.52, 0.196, 0.2),
          line('of paid leave a year.', 0.09, 0.204, 0.2),
          line('7. Copies. Each party keeps one copy.', 0.52, 0.212, 0.35),
        ]),
      ]),
    );
    expect(unitTexts(ctx)).toEqual([
      '1. Salary. The clinic pays the doctor a yearly salary of $230,000 in twice-monthly sums.',
      '2. Term. The contract lasts for three years from the start date.',
      '3. Leave. The doctor has fifteen days of paid leave a year.',
      '4. Holidays. The doctor keeps the usual public holidays off work.',
      '5. Law. Texas law rules this contract.',
      '6. Notices. A party writes to the other at its own address.',
      '7. Copies. Each party keeps one copy.',
    ]);
    expect(ctx.clauses.find((c) => c.text.startsWith('4. Holidays'))?.box?.x).toBeGreaterThan(0.5);
  });

  it('leaves a one-column page with a table row in its order', () => {
    const ctx = buildContext(
      finishTextDocument([
        page(1, [
          line('Pay | $190,000 a year', 0.09, 0.1, 0.6),
          line('The doctor works at the north clinic.', 0.09, 0.116, 0.6),
          line('Signed for the clinic', 0.55, 0.132, 0.2),
        ]),
      ]),
    );
    expect(ctx.clauses.map((c) => c.text).join(' ')).toBe('Pay | $190,000 a year The doctor works at the north clinic. Signed for the clinic');
  });

  it('keeps the order of a single-column page whose signature block and pay table start at mid-page', () => {
    const body = (y: number, text: string) => line(text, 0.09, y, 0.82);
    const ctx = buildContext(
      finishTextDocument([
        page(1, [body(0.1, 'The clinic employs the doctor as a staff surgeon from the first day of June this year.')]),
        page(2, [
          body(0.1, 'The yearly pay is set out in the table below and is paid on the usual payroll days.'),
          line('Base pay | $310,000', 0.09, 0.13, 0.6),
          line('Call pay | $1,200 a night', 0.09, 0.146, 0.6),
          body(0.2, 'Each party signs this contract on the date written next to its name below.'),
          line('THE CLINIC', 0.55, 0.3, 0.2),
          line('By: Ann Lee', 0.55, 0.316, 0.2),
          line('Title: Chief Executive', 0.55, 0.332, 0.25),
          line('THE DOCTOR', 0.55, 0.36, 0.2),
          line('Name: Raj Patel', 0.55, 0.376, 0.2),
          line('Date: June 1', 0.55, 0.392, 0.2),
          body(0.45, 'A copy of this signed contract goes to the doctor at the home address the clinic holds.'),
        ]),
      ]),
    );
    const all = ctx.clauses.map((c) => c.text).join(' ');
    expect(all.indexOf('$310,000')).toBeGreaterThan(all.indexOf('The yearly pay'));
    expect(all.indexOf('$1,200 a night')).toBeLessThan(all.indexOf('Each party signs'));
    expect(all.indexOf('By: Ann Lee')).toBeGreaterThan(all.indexOf('Each party signs'));
    expect(all.indexOf('Date: June 1')).toBeLessThan(all.indexOf('A copy of this signed contract'));
  });
});

describe('a sentence broken after its first word', () => {
  it('does not take an opening word left alone on its line for a label', () => {
    const ctx = ctxOf(['8. Changes', 'Any', 'change to this contract must be in writing.', 'During', 'the term the doctor works only for the clinic.'].join('\n'));
    expect(ctx.clauses.map((c) => c.text)).toContain('Any change to this contract must be in writing.');
    expect(ctx.clauses.map((c) => c.text)).toContain('During the term the doctor works only for the clinic.');
  });

  it('still joins a label with the value on the line below', () => {
    const ctx = ctxOf(['Paid leave', 'four weeks each year'].join('\n'));
    expect(ctx.clauses.map((c) => c.text)).toEqual(['Paid leave: four weeks each year']);
  });
});

describe('a filing\'s items and list numbers run into a sentence', () => {
  it('opens a unit at a filing\'s numbered item after the cover page', () => {
    const ctx = ctxOf(['Telephone number of the filer: 555-0100 (Former name, if changed)', 'Item 5.02 Appointment of Certain Officers On June 2, 2031 the bank named a new treasurer.'].join('\n'));
    expect(unitTexts(ctx)).toEqual(['Telephone number of the filer: 555-0100 (Former name, if changed)', 'Item 5.02 Appointment of Certain Officers On June 2, 2031 the bank named a new treasurer.']);
  });

  it('keeps a list number that follows a plain word in the sentence it numbers', () => {
    expect(splitSentences('The clinic pays the doctor, for all the work done, its fee 1. At a yearly rate of $90,000. 2. A car.')).toEqual([
      'The clinic pays the doctor, for all the work done, its fee 1. At a yearly rate of $90,000.',
      '2. A car.',
    ]);
    expect(splitSentences('The bonus is paid as set out in Section 4. The doctor keeps it.')).toEqual(['The bonus is paid as set out in Section 4.', 'The doctor keeps it.']);
  });
});

describe('a line the layout wrapped', () => {
  const row = (text: string, y: number, w: number) => ({ text, box: { x: 0.1, y, w, h: 0.015 } });
  const filler = Array.from({ length: 10 }, (_, i) => row(`Clause ${i + 1} of the plan repeats the clinic's usual rule for its staff.`, 0.05 + i * 0.02, 0.78));
  const docOf = (lines: ReturnType<typeof row>[]) => buildContext({ pages: [{ page: 1, source: 'text' as const, lines: [...filler, ...lines] }] });

  it('does not take the line after a full one for a heading', () => {
    const ctx = docOf([
      row('The parties agree that this contract is read under the laws of the State of', 0.3, 0.79),
      row('NEW MEXICO', 0.32, 0.12),
      row('and that its courts hear any claim about it.', 0.34, 0.45),
    ]);
    expect(ctx.units.some((u) => u.heading)).toBe(false);
    expect(ctx.clauses.map((c) => c.text)).toContain('The parties agree that this contract is read under the laws of the State of NEW MEXICO and that its courts hear any claim about it.');
  });

  it('keeps a caption the layout wrapped as one caption', () => {
    const ctx = docOf([
      row('SECOND SUPPLEMENT TO THE NORTH VALLEY CLINIC STAFFING', 0.3, 0.79),
      row('ARRANGEMENT', 0.32, 0.14),
      row('This supplement changes the hours the doctor works.', 0.34, 0.5),
    ]);
    expect(ctx.clauses.find((c) => c.text.startsWith('This supplement'))?.heading).toBe('SECOND SUPPLEMENT TO THE NORTH VALLEY CLINIC STAFFING ARRANGEMENT');
  });

  it('does not run a full-width title into a recital in mixed case below it, but joins a lead-in in capitals', () => {
    const titled = docOf([
      row('SECOND SUPPLEMENT TO THE NORTH VALLEY CLINIC STAFFING', 0.3, 0.79),
      row('WHEREAS, the clinic employs Dr. Vega as its Medical Director;', 0.32, 0.6),
    ]);
    expect(titled.clauses.find((c) => c.text.startsWith('WHEREAS'))?.text).toBe('WHEREAS, the clinic employs Dr. Vega as its Medical Director;');
    const lead = docOf([
      row('THIS SECOND SUPPLEMENT TO THE NORTH VALLEY CLINIC STAFFING', 0.3, 0.79),
      row('ARRANGEMENT, made on May 2, 2031, changes the hours of Dr. Vega.', 0.32, 0.6),
    ]);
    expect(lead.clauses.map((c) => c.text)).toContain('THIS SECOND SUPPLEMENT TO THE NORTH VALLEY CLINIC STAFFING ARRANGEMENT, made on May 2, 2031, changes the hours of Dr. Vega.');
  });

  it('leaves an item that opens the line after a full caption its own item', () => {
    const ctx = docOf([
      row('4. FEES, EXPENSES AND OTHER SUMS OWED', 0.3, 0.79),
      row('(A) Fees. The clinic pays the doctor $80,000 a year.', 0.32, 0.55),
    ]);
    expect(ctx.clauses.find((c) => c.text.startsWith('(A) Fees'))?.heading).toBe('4. FEES, EXPENSES AND OTHER SUMS OWED');
  });

  it('still reads a caption after a line that stops short of the edge', () => {
    const ctx = docOf([
      row('The parties set out what they agreed in the items below', 0.3, 0.52),
      row('PAY AND LEAVE', 0.32, 0.16),
      row('The doctor earns $200,000 a year.', 0.34, 0.4),
    ]);
    expect(ctx.clauses.find((c) => c.text.startsWith('The doctor earns'))?.heading).toBe('PAY AND LEAVE');
  });
});
