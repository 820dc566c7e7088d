// The calibration of a reading's confidence by the field's record on real contracts the rules had not yet
// seen, and by the record of the reading's groups (reading-inputs.ts). Written by hand: the fitted tables it
// applies (FIELD_RELIABILITY, GROUP_RATIO, CALIBRATION) are generated into field-reliability-tables.ts by
// bench/field-reliability.mjs, whose cross-validation calls calibratedConfidence below with each fold's own
// tables, so the formula that is measured is the one that ships.
import type { FieldPath, FieldType } from '@cp/schema';
import { READING_INPUTS, READING_SIGNS, readingKeys, readingSigns } from './reading-inputs.js';
import { DOCUMENT_INPUTS, type DocumentInput } from './document-inputs.js';
import { CALIBRATION, FIELD_RELIABILITY, GROUP_RATIO } from './field-reliability-tables.js';

export { CALIBRATION, FIELD_RELIABILITY, GROUP_RATIO };

/** The tables and weights of a calibration; the shipped one by default, another fit's in cross-validation. */
export interface CalibrationModel {
  records: Readonly<Record<string, number>>;
  groups: Readonly<Record<string, Readonly<Record<string, number>>>>;
  weights: Readonly<Record<string, number>>;
}
const SHIPPED: CalibrationModel = { records: FIELD_RELIABILITY, groups: GROUP_RATIO, weights: CALIBRATION };

/**
 * The reading itself, when known, places it in its groups; without it only the field's record counts. The
 * document's groups (document-inputs.ts, the same for all its readings), when given, count too.
 */
export function calibratedConfidence(
  confidence: number,
  path: FieldPath,
  reading?: { type: FieldType; value: unknown; quote: string; document?: Readonly<Record<DocumentInput, string>> },
  model: CalibrationModel = SHIPPED,
): number {
  const { records, groups, weights } = model;
  const ln = (x: number) => Math.log(Math.max(x, 1e-3));
  let z = (weights.a ?? 0) * ln(confidence) + (weights.b ?? 0) * ln(records[path] ?? 1) + (weights.c ?? 0);
  if (reading) {
    const keys = readingKeys({ ...reading, confidence });
    for (const input of READING_INPUTS) z += (weights[input] ?? 0) * ln(groups[input]?.[`${path}|${keys[input]}`] ?? 1);
    const signs = readingSigns(reading.quote);
    for (const sign of READING_SIGNS) if (signs[sign]) z += weights[sign] ?? 0;
    if (reading.document) for (const input of DOCUMENT_INPUTS) z += (weights[input] ?? 0) * ln(groups[input]?.[`${path}|${reading.document[input]}`] ?? 1);
  }
  return 1 / (1 + Math.exp(-z));
}
