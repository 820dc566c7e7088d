import type { Ctx } from '../context.js';
import type { FieldValue } from '../../types.js';
import { type FlagRule } from './rule.js';
export type { FlagRule, Flags } from './rule.js';
export declare const FLAG_RULES: readonly FlagRule[];
export declare function extractFlags(ctx: Ctx): Map<string, FieldValue<boolean>>;
//# sourceMappingURL=index.d.ts.map