// The one table of currencies: codes and names for reading amounts, and which units are small.
import { describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCY_CODES, CURRENCY_WORDS, SMALL_UNIT_CURRENCY } from '../src/fields/currencies.js';
import { numericForm } from '../src/fields/numbers.js';

describe('currencies', () => {
  it('lists each code once', () => {
    const codes = CURRENCIES.flatMap((c) => c.codes);
    expect(new Set(codes).size).toBe(codes.length);
    expect(CURRENCY_CODES.split('|')).toEqual(codes);
    expect(CURRENCY_WORDS).toContain('swiss francs|francs');
  });
  it.each([
    ['a salary of RMB 480,000 a year'],
    ['paid 1,900,000 Hong Kong dollars yearly'],
    ['a monthly wage of NT$ 150,000'],
    ['an allowance of 40,000 kronor'],
    ['a fee of \u20b9 2,000,000'],
  ])('knows a currency of small units in "%s"', (text) => {
    expect(SMALL_UNIT_CURRENCY.test(text)).toBe(true);
  });
  it.each([
    ['a salary of 250,000 pounds sterling'],
    ['a base salary of \u20ac180,000'],
    ['a salary of CHF 300,000'],
    ['a salary of $400,000 a year'],
  ])('gives no small unit to "%s"', (text) => {
    expect(SMALL_UNIT_CURRENCY.test(text)).toBe(false);
  });
  // numericForm reads normalised (lower-case) text.
  it('writes an amount named in a table currency as dollars', () => {
    expect(numericForm('a salary of 95,000 dutch guilders')).toBe('a salary of 95,000 dollars');
    expect(numericForm('a salary of sgd 210,000')).toBe('a salary of $210,000');
  });
});
