import { describe, expect, it } from 'vitest';
import type { FieldPath } from '@cp/schema';
import type { TextDocument } from '../src/types.js';
import { DOCUMENT_INPUTS, amendsParts, documentKeys } from '../src/fields/document-inputs.js';
import { buildContext } from '../src/fields/context.js';
import { calibratedConfidence, type CalibrationModel } from '../src/fields/field-reliability.js';

const docOf = (...pages: string[][]): TextDocument => ({
  pages: pages.map((lines, i) => ({ page: i + 1, source: 'text' as const, lines: lines.map((text) => ({ text })) })),
});

describe('document inputs of the calibration', () => {
  it('knows an amendment by its title or opening words', () => {
    expect(amendsParts('Exhibit 10.4\nSECOND AMENDMENT\nTO\nSERVICES AGREEMENT\nThe parties agree as follows.')).toBe(true);
    expect(amendsParts('Amendment No. 3 to Physician Agreement\nMade between a clinic and a doctor.')).toBe(true);
    expect(amendsParts('Letter of change\nThis Amendment alters the hours of the earlier letter.')).toBe(true);
    expect(amendsParts('The clinic hereby amends the schedule of the earlier contract as set out below.')).toBe(true);
  });

  it('takes a whole agreement, restated or not, as no amendment', () => {
    expect(amendsParts('PHYSICIAN SERVICES AGREEMENT\nThis agreement sets out the terms of the engagement.')).toBe(false);
    expect(amendsParts('AMENDED AND RESTATED SERVICES AGREEMENT\nThe earlier text is replaced in full.')).toBe(false);
    // Unless the restated agreement is itself being amended.
    expect(amendsParts('Amendment to the Amended and Restated Services Agreement\nOnly the fee changes.')).toBe(true);
  });

  it('reads a title only at the head, but the closing words of an amendment anywhere', () => {
    const late = `${'Terms of the engagement follow. '.repeat(40)}\nAn amendment to this agreement must be in writing.`;
    expect(amendsParts(late)).toBe(false);
    const closing = `${'Clause one changes the weekly hours. '.repeat(40)}\nExcept as expressly modified hereby, the earlier agreement remains in full force and effect.`;
    expect(amendsParts(closing)).toBe(true);
  });

  it('puts the document in one group from its text, over all its pages', () => {
    expect(DOCUMENT_INPUTS).toEqual(['document']);
    expect(documentKeys(buildContext(docOf(['FIRST AMENDMENT TO THE', 'CLINIC CONTRACT'], ['Signed.'])).all)).toEqual({ document: 'amendment' });
    expect(documentKeys(buildContext(docOf(['CLINIC CONTRACT'], ['Signed.'])).all)).toEqual({ document: 'agreement' });
  });

  it('moves a reading by its document group only when the document is given', () => {
    const path = 'compensation.guar_base_sal' as FieldPath;
    const model: CalibrationModel = {
      records: { [path]: 0.9 },
      groups: { document: { [`${path}|amendment`]: 0.5, [`${path}|agreement`]: 1.1 } },
      weights: { a: 1, b: 1, c: 0, document: 2 },
    };
    const reading = { type: 'number' as const, value: 1000, quote: 'a yearly salary of 1,000' };
    const none = calibratedConfidence(0.8, path, reading, model);
    const amended = calibratedConfidence(0.8, path, { ...reading, document: { document: 'amendment' } }, model);
    const whole = calibratedConfidence(0.8, path, { ...reading, document: { document: 'agreement' } }, model);
    expect(amended).toBeLessThan(none);
    expect(whole).toBeGreaterThan(none);
    // A group with no record of its own reads as 1 and changes nothing.
    expect(calibratedConfidence(0.8, path, { ...reading, document: { document: 'other' } }, model)).toBeCloseTo(none, 12);
  });
});
