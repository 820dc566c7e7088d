import type { Warning } from '@cp/schema';
import type { FieldValue } from '../types.js';
type Values = Map<string, FieldValue>;
export declare function crossCheck(values: Values): Warning[];
export {};
//# sourceMappingURL=checks.d.ts.map