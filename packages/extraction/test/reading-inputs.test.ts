import { describe, expect, it } from 'vitest';
import { FIELDS, type FieldPath } from '@cp/schema';
import { READING_INPUTS, READING_SIGNS, readingKeys, readingSigns, valueShape } from '../src/fields/reading-inputs.js';
import { CALIBRATION, FIELD_RELIABILITY, GROUP_RATIO, calibratedConfidence } from '../src/fields/field-reliability.js';

describe('reading inputs of the calibration', () => {
  describe('value shape', () => {
    it('tells a number written in the quote from one the rules worked out', () => {
      expect(valueShape('number', 85000, 'a yearly bonus of $85,000 in cash')).toBe('stated');
      expect(valueShape('number', 85000, 'bonus 85000 payable in March')).toBe('stated');
      expect(valueShape('number', 12.5, 'a fee of 12.50 per unit')).toBe('stated');
      // Worked out from a percentage of pay, or from a monthly figure.
      expect(valueShape('number', 85000, 'a bonus of up to 50% of the base pay')).toBe('derived');
      expect(valueShape('number', 120000, 'paid $10,000 each month')).toBe('derived');
    });

    it('keeps a text value\'s first two words, digits as #', () => {
      expect(valueShape('text', '45 days notice without cause', '')).toBe('# days');
      expect(valueShape('text', 'for cause only', '')).toBe('for cause');
      expect(valueShape('text', 'Two  Years;  renewing', '')).toBe('two years;');
    });

    it('takes an enum\'s value and gives every flag one shape', () => {
      expect(valueShape('enum', 'part_time', 'works three days a week')).toBe('part_time');
      expect(valueShape('boolean', true, 'anything at all')).toBe('flag');
    });
  });

  it('puts a quote about ending the employment, and a conditional one, in their own groups', () => {
    const keys = (quote: string) => readingKeys({ type: 'boolean', value: true, quote, confidence: 0.8 });
    expect(keys('Upon termination without Cause the plan coverage continues for a year.').setting).toBe('ending');
    expect(keys('After a Change in Control the options vest.').setting).toBe('ending');
    expect(keys('The employer provides group dental coverage.').setting).toBe('other');
    expect(keys('The board may grant a further award.').condition).toBe('conditional');
    expect(keys('If the target is met, a payment follows.').condition).toBe('conditional');
    expect(keys('The employer provides group dental coverage.').condition).toBe('plain');
  });

  it('groups a quote by its length: a caption or fragment, a sentence, or a clause cut at the quote limit', () => {
    const length = (quote: string) => readingKeys({ type: 'boolean', value: true, quote, confidence: 0.8 }).length;
    expect(length('Dental: yes')).toBe('short');
    expect(length('x'.repeat(99))).toBe('short');
    expect(length('x'.repeat(100))).toBe('sentence');
    expect(length('x'.repeat(399))).toBe('sentence');
    // evidenceFrom cuts every quote at 400 characters, so 400 is a clause longer than the quote.
    expect(length('x'.repeat(400))).toBe('cut');
  });

  it('puts a quote that withholds something from the physician in its own group', () => {
    const denial = (quote: string) => readingKeys({ type: 'boolean', value: true, quote, confidence: 0.8 }).denial;
    expect(denial('The contractor has no right to join the staff pension scheme.')).toBe('denying');
    expect(denial('She is not eligible for the group dental cover.')).toBe('denying');
    expect(denial('He will not be entitled to overtime pay.')).toBe('denying');
    expect(denial('Beyond the fee there is no other compensation of any kind.')).toBe('denying');
    expect(denial('The practice pays the premiums of a group dental cover.')).toBe('granting');
    // A bare "not" is everywhere in contracts; only wording that withholds counts.
    expect(denial('Leave not taken by year end carries over.')).toBe('granting');
  });

  it('tells a quote that defines a term, with straight or curly quotation marks', () => {
    expect(readingSigns('"Permanent Incapacity" means being unable to practise for six months.').definition).toBe(true);
    expect(readingSigns('“Good Cause” shall mean a serious breach of duty.').definition).toBe(true);
    expect(readingSigns('The term “Practice” as used below covers every clinic.').definition).toBe(false);
    expect(readingSigns('The clinic means to renew the lease.').definition).toBe(false);
  });

  it('tells a quote tied to a corporate event, such as a sale of the employer, from an ordinary one', () => {
    const event = (quote: string) => readingSigns(quote).event;
    expect(event('Should a Change of Control occur, the unvested units vest at once.')).toBe(true);
    expect(event('On completion of the merger the bonus pool doubles.')).toBe(true);
    expect(event('The award is paid in cash at the closing of the share purchase.')).toBe(true);
    expect(event('Any acquisition of the hospital by a third party ends the lease.')).toBe(true);
    expect(event('The clinic pays the doctor a yearly bonus in March.')).toBe(false);
    // A closing remark or a door that closes is no deal closing.
    expect(event('The closing hours of the surgery are posted at reception.')).toBe(false);
  });

  it('tells a quote that makes an exception to a rule set elsewhere', () => {
    const exception = (quote: string) => readingSigns(quote).exception;
    expect(exception('Notwithstanding the above, the doctor keeps her pager on weekends.')).toBe(true);
    expect(exception('Leave is unpaid; provided, however, that two weeks a year are paid.')).toBe(true);
    expect(exception('Leave is unpaid, provided however that two weeks a year are paid.')).toBe(true);
    expect(exception('Two weeks of paid leave are given each year.')).toBe(false);
    expect(exception('The clinic has provided a parking space.')).toBe(false);
  });

  it('tells a quote that recounts what has already happened from one that sets a term', () => {
    const history = (quote: string) => readingSigns(quote).history;
    expect(history('The clinic has paid the signing sum in full.')).toBe(true);
    expect(history('The parties have previously agreed a loan of ten thousand.')).toBe(true);
    expect(history('She was entitled to a car under the old letter.')).toBe(true);
    expect(history('The doctor has received a grant of shares.')).toBe(true);
    expect(history('The clinic will pay the signing sum within a month.')).toBe(false);
    expect(history('The doctor has the use of a car.')).toBe(false);
  });

  it('bands the rules\' confidence in tenths', () => {
    const band = (confidence: number) => readingKeys({ type: 'text', value: 'x', quote: '', confidence }).band;
    expect(band(0.05)).toBe('0');
    expect(band(0.74)).toBe('7');
    expect(band(0.95)).toBe('9');
    expect(band(1)).toBe('9');
  });
});

describe('calibration with the reading inputs', () => {
  it('has a weight for every input and group tables keyed by a field of the schema', () => {
    const paths = new Set(FIELDS.map((f) => f.path as string));
    for (const input of READING_INPUTS) {
      expect(typeof CALIBRATION[input]).toBe('number');
      for (const key of Object.keys(GROUP_RATIO[input])) expect(paths.has(key.slice(0, key.indexOf('|')))).toBe(true);
    }
    for (const sign of READING_SIGNS) expect(typeof CALIBRATION[sign]).toBe('number');
  });

  // Each pair has the same length group and no denial, ending or condition: only the sign differs.
  it.each([
    ['defines a term', 'definition', '"Incapacity" means an illness that keeps the doctor from work.', 'The clinic keeps an illness cover that pays the doctor during time off.'],
    ['is tied to a corporate event', 'event', 'On a merger the clinic keeps an illness cover for the doctor.', 'In all years the clinic keeps an illness cover for the doctor.'],
    ['makes an exception', 'exception', 'Notwithstanding the above, an illness cover pays the doctor.', 'As a rule of the clinic, an illness cover pays the doctor.'],
    ['recounts the past', 'history', 'The clinic has paid for an illness cover for the doctor.', 'The clinic will pay for an illness cover for the doctor.'],
  ] as const)('ranks a reading from a quote that %s below the same reading from an ordinary quote', (_, sign, signed, plain) => {
    const path = 'benefits.insuranceCoverage.disability_ins' as FieldPath;
    const groups = (quote: string) => readingKeys({ type: 'boolean', value: true, quote, confidence: 0.8 });
    expect(groups(signed)).toEqual(groups(plain));
    expect(readingSigns(signed)[sign]).toBe(true);
    expect(CALIBRATION[sign]).toBeLessThan(0);
    expect(calibratedConfidence(0.8, path, { type: 'boolean', value: true, quote: signed })).toBeLessThan(
      calibratedConfidence(0.8, path, { type: 'boolean', value: true, quote: plain }),
    );
  });

  it('adds a sign\'s weight only when the quote shows it', () => {
    const path = 'compensation.guar_base_sal' as FieldPath;
    const model = { records: { [path]: 0.5 }, groups: {}, weights: { a: 0, b: 1, definition: -2, c: 0 } };
    const reading = (quote: string) => ({ type: 'number' as const, value: 1, quote });
    // logistic(ln 0.5) = 1/3; with the sign, logistic(ln 0.5 - 2).
    expect(calibratedConfidence(0.8, path, reading('a salary of 1'), model)).toBeCloseTo(1 / 3, 12);
    expect(calibratedConfidence(0.8, path, reading('"Salary" means 1'), model)).toBeCloseTo(1 / (1 + 2 * Math.exp(2)), 12);
  });

  it('ranks a reading in a less reliable group of its field below the same reading in a group the tables do not hold', () => {
    // A text or enum shape right less often than its field's readings as a whole; the other inputs are the same for both readings.
    const typeOf = (key: string) => FIELDS.find((f) => f.path === key.slice(0, key.indexOf('|')))!.type;
    const lower = Object.entries(GROUP_RATIO.shape).find(
      ([k, v]) => (typeOf(k) === 'text' || typeOf(k) === 'enum') && v < 1,
    );
    expect(lower).toBeDefined();
    const [key] = lower!;
    const path = key.slice(0, key.indexOf('|')) as FieldPath;
    const type = typeOf(key);
    const shape = key.slice(key.indexOf('|') + 1);
    const value = type === 'enum' ? shape : shape.replace(/#/g, '7');
    const quote = 'nothing else of note';
    expect(valueShape(type, value, quote)).toBe(shape);
    const grouped = calibratedConfidence(0.8, path, { type, value, quote });
    const ungrouped = calibratedConfidence(0.8, path, { type, value: 'qqq zzz', quote });
    expect(CALIBRATION.shape).toBeGreaterThan(0);
    expect(grouped).toBeLessThan(ungrouped);
    for (const c of [0.001, 0.5, 1]) {
      const x = calibratedConfidence(c, path, { type, value, quote });
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(1);
    }
  });

  it('takes another fit\'s tables and weights, as the bench\'s cross-validation does, with the shipped ones by default', () => {
    const path = 'compensation.guar_base_sal' as FieldPath;
    const reading = { type: 'number' as const, value: 250000, quote: 'a yearly salary of 250,000' };
    const model = {
      records: { [path]: 0.5 },
      groups: { shape: { [`${path}|stated`]: 2 } },
      weights: { a: 1, b: 1, shape: 1, c: 0 },
    };
    // logistic(ln 0.8 + ln 0.5 + ln 2) = 0.8 / 1.8; inputs missing from the weights count for nothing.
    expect(calibratedConfidence(0.8, path, reading, model)).toBeCloseTo(0.8 / 1.8, 12);
    expect(calibratedConfidence(0.8, path, undefined, model)).toBeCloseTo(0.4 / 1.4, 12);
    const shipped = { records: FIELD_RELIABILITY, groups: GROUP_RATIO, weights: CALIBRATION };
    expect(calibratedConfidence(0.8, path, reading, shipped)).toBe(calibratedConfidence(0.8, path, reading));
  });
});
