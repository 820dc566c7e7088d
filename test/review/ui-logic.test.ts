// The review UI's pure logic, without a browser: quote matching in pdf.js text items,
// number parsing, grouping of the catalogue, flattening, and the uncertainty rule.
import { describe, expect, it } from 'vitest';
import { FIELDS, emptyParsedData } from '@cp/schema';
import { findQuote } from '../../services/gateway/ui/src/text-match.js';
import { groupFields, parseNumber, displayValue, unitLabel } from '../../services/gateway/ui/src/fields.js';
import { contractCurrency } from '../../services/gateway/ui/src/currency.js';
import { flatten, nest } from '../../services/gateway/ui/src/values.js';
import { uncertainPaths } from '@cp/gateway';

describe('findQuote', () => {
  const items = ['5.1 Base Salary. ', 'Employer shall pay Physi', 'cian an annual base', '', 'salary of Three Hundred', ' Eighteen Thousand Dollars ($318,500.00).', 'Next clause.'];

  it('finds a quote split across items, ignoring spacing and case', () => {
    expect(findQuote(items, 'employer shall pay Physician an annual base salary of three hundred')).toEqual([1, 2, 4]);
  });

  it('folds typographic quotes and dashes', () => {
    expect(findQuote(['the \u201cBase Salary\u201d \u2014 payable'], '"Base Salary" - payable')).toEqual([0]);
  });

  it('falls back to the longest findable start of a quote that runs past the page', () => {
    const hits = findQuote(items, 'Eighteen Thousand Dollars ($318,500.00). This text continues on the next page and is not here at all');
    expect(hits).toEqual([5]);
  });

  it('returns nothing for text that is not on the page', () => {
    expect(findQuote(items, 'governed by the laws of Ohio')).toEqual([]);
    expect(findQuote(items, '   ')).toEqual([]);
  });
});

describe('parseNumber', () => {
  it('accepts figures as contracts print them', () => {
    expect(parseNumber('$325,000')).toEqual({ ok: true, value: 325000 });
    expect(parseNumber(' 3.5 % ')).toEqual({ ok: true, value: 3.5 });
    expect(parseNumber('-2')).toEqual({ ok: true, value: -2 });
    expect(parseNumber('')).toEqual({ ok: true, value: null });
  });

  it('rejects what is not a number instead of dropping it', () => {
    expect(parseNumber('twenty').ok).toBe(false);
    expect(parseNumber('1.2.3').ok).toBe(false);
  });
});

describe('catalogue grouping', () => {
  it('puts all 112 fields into the six sections and their sub-sections', () => {
    const groups = groupFields(FIELDS);
    expect(groups.map((g) => g.key)).toEqual([
      'basicInformation',
      'employmentStatusSetting',
      'compensation',
      'workSchedule',
      'benefits',
      'legalContractualProvisions',
    ]);
    const count = (g: (typeof groups)[number]): number => g.fields.length + g.subgroups.reduce((n, s) => n + count(s), 0);
    expect(groups.reduce((n, g) => n + count(g), 0)).toBe(112);
    expect(groups[4].subgroups.map((s) => s.key)).toContain('benefits.timeOff');
    expect(groups[4].subgroups[0].title).toBe('Time off');
  });

  it('flattens and nests parsedData without loss', () => {
    const data = emptyParsedData();
    data.compensation.guar_base_sal = 300000;
    data.benefits.insuranceCoverage.health_ins = true;
    const flat = flatten(FIELDS, data);
    expect(Object.keys(flat)).toHaveLength(112);
    expect(flat['compensation.guar_base_sal']).toBe(300000);
    expect(nest(flat)).toEqual(data);
  });

  it('shows values for people', () => {
    const salary = FIELDS.find((f) => f.path === 'compensation.guar_base_sal')!;
    expect(displayValue(salary, 318500)).toBe('318,500');
    expect(displayValue(salary, null)).toBe('(empty)');
  });
});

describe('uncertainPaths', () => {
  it('marks low confidence and fields named in a warning', () => {
    const paths = uncertainPaths({
      evidence: {
        'compensation.guar_base_sal': { page: 1, text: 'x', confidence: 0.95 },
        'basicInformation.term_prov': { page: 2, text: 'y', confidence: 0.5 },
      },
      warnings: [{ code: 'conflict', message: 'two salaries', paths: ['compensation.inc_bonus'] }],
    });
    expect([...paths].sort()).toEqual(['basicInformation.term_prov', 'compensation.inc_bonus']);
  });
});

describe('the currency beside money fields', () => {
  const ev = (text: string) => ({ page: 1, text, confidence: 0.9 });
  const money = FIELDS.filter((f) => f.unit === 'money').map((f) => f.path);
  const salary = FIELDS.find((f) => f.path === 'compensation.guar_base_sal')!;

  it('is the one the contract names, else said to be the contract\'s', () => {
    expect(contractCurrency({ 'compensation.guar_base_sal': ev('a base salary of €90.000 per year') }, money)).toBe('EUR');
    expect(contractCurrency({ 'compensation.guar_base_sal': ev('an annual salary of £85,000'), 'compensation.inc_bonus': ev('a bonus of up to GBP 10,000') }, money)).toBe('GBP');
    expect(contractCurrency({ 'compensation.guar_base_sal': ev('C$240,000 per annum') }, money)).toBe('CAD');
    expect(contractCurrency({ 'compensation.guar_base_sal': ev('$325,000 per year') }, money)).toBe('USD');
    // Two currencies, or none: not guessed.
    expect(contractCurrency({ 'compensation.guar_base_sal': ev('€90.000'), 'compensation.inc_bonus': ev('$5,000') }, money)).toBeNull();
    expect(contractCurrency({ 'compensation.guar_base_sal': ev('three hundred thousand') }, money)).toBeNull();
    expect(unitLabel(salary, 'EUR')).toBe('EUR');
    expect(unitLabel(salary, null)).toBe('contract currency');
  });
});
