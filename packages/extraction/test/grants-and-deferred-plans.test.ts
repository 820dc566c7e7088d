// Stock grants told in the passive, tabulated with the name first, or set beside options already held; the match of a
// non-qualified deferred compensation plan. Sentences written for these tests.
import { describe, expect, it } from 'vitest';
import { RETIRE, STOCK, valueOf } from './fields-helpers.js';

describe('stock options: passive grants, options held or given up, tabulated awards', () => {
  it('reads a count granted in the passive after it', () => {
    expect(valueOf(STOCK, 'Once the board signs off on this letter, 12,000 options will be granted to the Manager at the closing price of that day.')).toBe(12000);
  });

  it('does not read a passive grant put off to later years or to goals', () => {
    expect(valueOf(STOCK, 'While she stays on staff, 4,000 restricted shares will be granted to her in each of 2031, 2032 and 2033.')).toBeUndefined();
    expect(valueOf(STOCK, 'A further 4,000 restricted shares will be granted if the unit meets its revenue plan.')).toBeUndefined();
  });

  it('does not read options held at a date or given up, only the new grant', () => {
    const text = 'On the approval date the 8,500 unvested options held as of March 3, 2029 will be voluntarily surrendered. '
      + 'On that same date 30,000 options will be awarded to the Manager, vesting at once.';
    expect(valueOf(STOCK, text)).toBe(30000);
    expect(valueOf(STOCK, 'The 8,500 options he has in hand shall be relinquished on the approval date.')).toBeUndefined();
  });

  it('counts vesting parts with a doubled noun as parts of the grant, after a verb about the old options', () => {
    const text = 'The Company shall grant to Manager more options to purchase up to 60,000 shares of its stock, which options vest as set out next and otherwise keep the terms of the options granted under the agreement: '
      + '30,000 options shares shall vest on the first anniversary; and 30,000 options shares shall vest on the second anniversary.';
    expect(valueOf(STOCK, text)).toBe(60000);
  });

  it('sums a table of awards that names each award before its count', () => {
    const text = 'Today the board has awarded to the Manager the following equity grants:\nPlain Stock Options\n18,000\nGoal Linked Restricted Shares\n6,000\nService Restricted Shares\n1,500\n5. Term.';
    expect(valueOf(STOCK, text)).toBe(25500);
  });

  it('does not sum rows that no grant lead-in gives', () => {
    expect(valueOf(STOCK, 'The plan keeps the following share pools:\nPlain Stock Options\n18,000\nGoal Linked Restricted Shares\n6,000\n5. Term.')).toBeUndefined();
  });
});

describe('retirement plan: the match of a non-qualified deferred compensation plan', () => {
  it('adds the deferred plan with its match beside the qualified plan', () => {
    const text = 'You may take part in the 401(k) plan of the Company. Our non-qualified deferred compensation plan lets senior staff defer part of their pay. '
      + 'Under it the Company adds a 3% match on deferrals made once the 401(k) limits are reached.';
    expect(valueOf(RETIRE, text)).toBe('401(k); non-qualified deferred compensation plan with 3% match');
  });

  it('says nothing of a match denied, or of a plan he may not join', () => {
    const denied = 'You may take part in the 401(k) plan of the Company. Our non-qualified deferred compensation plan lets senior staff defer part of their pay. '
      + 'The Company makes no 3% match on those deferrals.';
    expect(valueOf(RETIRE, denied)).toBe('401(k)');
    const barred = 'You may take part in the 401(k) plan of the Company. You are not eligible for our non-qualified deferred compensation plan, which has a 3% match.';
    expect(valueOf(RETIRE, barred)).toBe('401(k)');
  });
});
