import { type Warning } from '@cp/schema';
import type { ExtractionResult, FieldValue, TextDocument } from '../types.js';
import { type Ctx } from './context.js';
/** The paths the value rules fill (all non-boolean fields). */
export declare const VALUE_PATHS: readonly string[];
/** Runs the value rules alone on a context (used by tests and by the orchestrator). */
export declare function extractValues(ctx: Ctx, warnings?: Warning[]): Map<string, FieldValue>;
export declare function extractFields(doc: TextDocument): ExtractionResult;
//# sourceMappingURL=index.d.ts.map