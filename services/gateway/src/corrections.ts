// Corrections: for every field the reviewer changed, the value the extractor read
// and the one the reviewer set. Recomputed from the extractor's output on every
// save, so reverting a field removes its correction.
import { changedPaths, getPath, type Correction, type ParsedData, type StoredVerificationRecord } from '@cp/schema';

type Value = Correction['extracted'];

export function corrections(record: StoredVerificationRecord, corrected: ParsedData): Correction[] {
  // Records written before the extractor's output was kept apart fall back to the
  // current data, which is the extracted data until a draft is saved.
  const extracted = record.extractedData ?? record.parsedData;
  if (!extracted) return [];
  return changedPaths(extracted, corrected).map((path) => ({
    path,
    extracted: (getPath(extracted, path) ?? null) as Value,
    corrected: (getPath(corrected, path) ?? null) as Value,
  }));
}
