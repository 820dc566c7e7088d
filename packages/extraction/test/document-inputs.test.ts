import { describe, expect, it } from 'vitest';
import type { FieldPath } from '@cp/schema';
import type { TextDocument } from '../src/types.js';
import { DOCUMENT_INPUTS, aboutLeaving, amendsParts, documentKeys, fixesLastDay, recordsLeaving } from '../src/fields/document-inputs.js';
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

  it('knows a document about leaving by its title', () => {
    expect(aboutLeaving('SEPARATION AND RELEASE AGREEMENT\nThe clinic and the doctor part ways on good terms.')).toBe(true);
    expect(aboutLeaving('Exhibit 10.9\nChange of Control Severance Agreement\nMade between a hospital and its medical director.')).toBe(true);
    expect(aboutLeaving('Retention Bonus Agreement\nThe practice pays a sum to a surgeon who stays two more years.')).toBe(true);
    expect(aboutLeaving('Agreement and General Release\nIn return for the payment below the doctor gives up all claims.')).toBe(true);
    expect(aboutLeaving('Severance Compensation Agreement, dated as of May 1, between a lab and its director.')).toBe(true);
  });

  it('knows a letter about an employment that has ended by its opening', () => {
    expect(aboutLeaving('Dear Dr. Lane:\nThis letter sets out what we agreed now that your employment with the clinic ended on March 4, 2021.')).toBe(true);
    expect(aboutLeaving("Dr. Ruiz's employment will terminate effective as of 6/30/2024, and the practice will pay the sums below.")).toBe(true);
    expect(aboutLeaving('The practice and Dr. Ruiz have mutually agreed to end his employment at the close of the year.')).toBe(true);
    expect(aboutLeaving('Re: Separation from the Practice\nDear Dr. Ames, we write with the terms we discussed.')).toBe(true);
    expect(aboutLeaving('Dr. Ames has resigned as medical director, and the hospital wishes to thank her.')).toBe(true);
    expect(aboutLeaving('Whereas, Ms. Cole is the former chief nursing officer of the hospital.')).toBe(true);
    expect(aboutLeaving('In connection with the termination of his employment, the group offers Dr. Park the following.')).toBe(true);
  });

  it('takes an agreement that only provides for an end some day as no document about leaving', () => {
    expect(aboutLeaving('PHYSICIAN EMPLOYMENT AGREEMENT\nIf your employment is terminated without cause, the clinic pays three months of severance.')).toBe(false);
    expect(aboutLeaving('EMPLOYMENT AGREEMENT\nThe employment period shall end on June 30, 2026 unless renewed by both parties.')).toBe(false);
    expect(aboutLeaving('OFFER LETTER\nYour employment will terminate on 30 days written notice given by either side.')).toBe(false);
    expect(aboutLeaving('Physician Employment and Severance Agreement\nThe doctor will work four days a week.')).toBe(false);
    expect(aboutLeaving('OFFER LETTER\nWe are pleased to confirm your start date and your salary as chief of surgery.')).toBe(false);
    // A title met only after the head names some other document.
    const late = `EMPLOYMENT AGREEMENT\n${'Duties of the physician follow. '.repeat(20)}\nThe doctor also holds a retention bonus agreement with the clinic.`;
    expect(aboutLeaving(late)).toBe(false);
  });

  it('knows a paper recording a departure, and not one pricing a departure to come', () => {
    expect(recordsLeaving('dear dr. hale: your employment with the clinic ended on april 2, 2022, and we set out the payments below.')).toBe(true);
    expect(recordsLeaving('whereas the physician has offered to retire, and the group is willing to accept such resignation on the terms below;')).toBe(true);
    expect(recordsLeaving('if the physician is terminated without cause, the clinic shall pay six months of base salary as severance.')).toBe(false);
    expect(recordsLeaving('the clinic may accept or refuse any offer to resign the medical directorship in its sole discretion.')).toBe(false);
  });

  it('reads a last day fixed in the recitals apart, since an agreement names its term end the same way', () => {
    expect(fixesLastDay('1. separation. the parties agree that the separation date will be 14 october, after which no duties remain.')).toBe(true);
    expect(fixesLastDay("1. last day. dr. voss's last day of employment shall be august 31 and the clinic pays her through that day.")).toBe(true);
    // A term's end put as a "termination date" is a last day in form only: the term rules must not take it for a departure.
    expect(fixesLastDay('2. term. the termination date shall be december 31, 2027, unless the parties extend it in writing.')).toBe(true);
    expect(recordsLeaving('2. term. the termination date shall be december 31, 2027, unless the parties extend it in writing.')).toBe(false);
    expect(fixesLastDay('the termination date shall be the day named in the notice of termination given under section 5.')).toBe(false);
    // Past the recitals, a fixed last day is some other paper's or some other event's.
    const late = `${'the physician shall perform clinical duties at the clinic. '.repeat(60)}the separation date shall be june 30.`;
    expect(fixesLastDay(late)).toBe(false);
  });

  it('puts the document in one group from its text, over all its pages', () => {
    expect(DOCUMENT_INPUTS).toEqual(['document']);
    expect(documentKeys(buildContext(docOf(['FIRST AMENDMENT TO THE', 'CLINIC CONTRACT'], ['Signed.'])).all)).toEqual({ document: 'amendment' });
    expect(documentKeys(buildContext(docOf(['CLINIC CONTRACT'], ['Signed.'])).all)).toEqual({ document: 'agreement' });
    expect(documentKeys(buildContext(docOf(['SEVERANCE AGREEMENT'], ['Signed.'])).all)).toEqual({ document: 'severance' });
    // An amendment that adds a severance clause still changes a few parts of a whole agreement.
    expect(documentKeys(buildContext(docOf(['FIRST AMENDMENT TO THE', 'SEVERANCE AGREEMENT'], ['Signed.'])).all)).toEqual({ document: 'amendment' });
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
