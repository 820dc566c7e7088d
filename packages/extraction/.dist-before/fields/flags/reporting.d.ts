import type { FlagRule } from './rule.js';
export declare const reportingRules: readonly FlagRule[];
//# sourceMappingURL=reporting.d.ts.map