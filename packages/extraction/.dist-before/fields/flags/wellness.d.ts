import type { FlagRule } from './rule.js';
export declare const wellnessRules: readonly FlagRule[];
//# sourceMappingURL=wellness.d.ts.map