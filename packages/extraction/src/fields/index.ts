// PLACEHOLDER owned by the fields-values engineer: replaced by the real orchestrator.
import { emptyParsedData } from '@cp/schema';
import type { ExtractionResult, TextDocument } from '../types.js';

export function extractFields(_doc: TextDocument): ExtractionResult {
  return { parsedData: emptyParsedData(), evidence: {}, warnings: [] };
}
